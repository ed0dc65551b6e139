# Smoke test: on a fresh filesystem, create, hard-link, rename and remove
# files and directories; the namespace ends up as expected, and online
# scrub and offline repair find it clean (the post-test check).
require_tool mkfs.xfs xfs_scrub xfs_repair

scratch_mkfs
scratch_mount
cd "$SCRATCH_MNT"

mkdir -p d1/sub d2
for i in $(seq 1 50); do
	echo "file $i" > "d1/f$i"
done
assert_eq "50 files created" "$(ls d1 | grep -c '^f')" 50

ln d1/f1 d2/link1
ln d1/f1 d2/link2
assert_eq "nlink after two hard links" "$(stat -c %h d1/f1)" 3

mv d1/f2 d1/f2.renamed
mv d1/f3 d2/f3.moved
mv d1/sub d2/sub
assert_ok "renamed file has its content" grep -qx "file 2" d1/f2.renamed
assert_ok "file moved across directories" test -f d2/f3.moved
assert_ok "directory moved across directories" test -d d2/sub
assert_eq "d1 lost its subdirectory link" "$(stat -c %h d1)" 2
assert_eq "d2 gained one" "$(stat -c %h d2)" 3

rm d1/f1
assert_eq "nlink after unlink" "$(stat -c %h d2/link1)" 2
rm -rf d2/sub d1/f1[0-9]
assert_eq "files left in d1" "$(ls d1 | wc -l)" 38

cd /
scratch_unmount
scratch_mount
assert_eq "hard link survives a remount" "$(cat "$SCRATCH_MNT/d2/link2")" "file 1"
