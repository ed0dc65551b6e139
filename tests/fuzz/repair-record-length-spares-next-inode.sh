# A file's only parent pointer, the last entry of its shortform attr
# fork, has a wrong name length (17 instead of 16), so the entry runs one
# byte past the fork's totsize. xfs_repair must remove it within the
# file's own attr fork: the next inode in the same inode cluster
# (d1/many, with 100 links) must come through untouched, and d3/deep/f13
# must keep its link and get its record back: the tree and its records
# are as before. (xfs_repair 6.1 checked an entry's lengths against the
# space left without the 3-byte entry header, so the space left went
# negative and the removal then moved bytes by it, over the next inode;
# stock xfs_repair does the same to a user xattr whose name length is
# damaged that way, but on a parent pointer filesystem any record whose
# name length grows by 1 to 3 leads there.) The tree is fuzz_populate's,
# where the inode after d3/deep/f13 is d1/many.
require_parent_pointers
require_tool xfs_db xfs_repair pptr-tree setfattr
. /tests/lib/fuzz.sh
dmesg_allow_corruption_reports
scratch_mkfs_parent -d size=320m > /dev/null
scratch_mount
fuzz_populate "$SCRATCH_MNT" > /dev/null
ino=$(stat -c %i "$SCRATCH_MNT/d3/deep/f13")
next=$((ino + 1))
echo "d3/deep/f13 is inode $ino; the next inode is $(find "$SCRATCH_MNT" \
	-inum $next | head -1)"
before=$(pptr-tree snapshot "$SCRATCH_MNT")
scratch_unmount
scratch_corrupted_on_purpose
tot=$(xfs_db -r -c "inode $ino" -c "print a.sfattr.hdr.totsize" \
	"$SCRATCH_DEV" | sed -n 's/.* = //p')
echo "its attr fork: one entry, totsize $tot"
xfs_db -x -c "inode $ino" -c "write -d a.sfattr.list[0].namelen 17" \
	"$SCRATCH_DEV" > /dev/null

st=0
xfs_repair "$SCRATCH_DEV" > "$PP_STATE/out" 2>&1 || st=$?
grep -v '^ *- \|^Phase\|^parent pointer of inode\|^directory .* points to inode' \
	"$PP_STATE/out"
assert_eq "xfs_repair succeeds" "$st" 0
# Removing the only entry leaves a count of 0 and a totsize of 4 (the
# header alone), which xfs_repair reports as corrected from the fork's
# own 1 and $tot; any other old value means that the header was
# overwritten by bytes from past the fork (where the overrun lands in
# memory varies; valgrind showed the invalid writes on every run).
header=$(grep "corrected attribute entry \(count\|totsize\) in inode $ino," \
	"$PP_STATE/out" | grep -v -x \
	-e "corrected attribute entry count in inode $ino, was 1, now 0" \
	-e "corrected attribute entry totsize in inode $ino, was $tot, now 4" ||
	true)
assert_eq "xfs_repair reads nothing from past the attr fork" "$header" ""
assert_ok "xfs_repair leaves the next inode alone" \
	sh -c "! grep -q 'inode ${next}\$\|inode ${next}[^0-9]' $PP_STATE/out"
st=0
xfs_repair -n "$SCRATCH_DEV" > "$PP_STATE/out" 2>&1 || st=$?
[ "$st" = 0 ] || grep -v '^ *- \|^Phase' "$PP_STATE/out" | head -20
assert_eq "xfs_repair -n then finds nothing" "$st" 0
if mount -t xfs "$SCRATCH_DEV" "$SCRATCH_MNT"; then
	after=$(pptr-tree snapshot "$SCRATCH_MNT")
	echo "$before" > "$PP_STATE/b"
	echo "$after" > "$PP_STATE/a"
	diff "$PP_STATE/b" "$PP_STATE/a" | head -20 || true
	assert_eq "the tree and its records are as before" "$after" "$before"
fi
