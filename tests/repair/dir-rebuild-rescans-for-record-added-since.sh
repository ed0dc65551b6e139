# The index of parent pointers that a directory rebuild leaves for the
# next ones is believed only where nothing changed since it was read
# (issue 35, item 3). Three leaf directories (400 files each) lose their
# second data block to random bytes, and d1 is rebuilt, which reads every
# inode's parent pointers. Then file0001 (in d3's good first block) is
# renamed from d3 to e: d3's rebuild may take its records from the index,
# but must read file0001's again, which no longer name d3, so it has no
# record-only entry to judge (the log says no entry was dropped for want
# of a link). Then e/file0001 gets a second name in d2, which adds a
# record naming d2 that the index does not hold: d2's rebuild must read
# every inode again. Every name is where the user left it.
require_parent_pointers
require_tool xfs_scrub xfs_db xfs_io
. /tests/lib/dirdamage.sh
scratch_mkfs_parent > /dev/null
scratch_mount
e=$SCRATCH_MNT/e
mkdir "$e"
for n in 1 2 3; do
	dir_populate "$SCRATCH_MNT/d$n" 400 0
	assert_eq "d$n is a leaf directory" "$(dir_form "$SCRATCH_MNT/d$n")" leaf
done
assert_eq "d3/file0001 is in the first data block" \
	"$(dir_entry_block "$SCRATCH_MNT/d3" file0001)" 0
ino1=$(stat -c %i "$SCRATCH_MNT/d1")
ino2=$(stat -c %i "$SCRATCH_MNT/d2")
ino3=$(stat -c %i "$SCRATCH_MNT/d3")
fino=$(stat -c %i "$SCRATCH_MNT/d3/file0001")
scratch_unmount
for ino in $ino1 $ino2 $ino3; do
	dir_block_destroy "$ino" 1 data garbage
done
scratch_mount
dmesg_allow_corruption_reports
scans() {
	dmesg | grep -c 'online repair read the parent pointers of every inode' ||
		true
}
repair_dir() {
	xfs_io -x -c "repair directory $1 $(inode_gen "$2")" "$SCRATCH_MNT"
	assert_ok "directory $1 was rebuilt" \
		sh -c "dmesg | grep -q 'directory inode $1 rebuilt:'"
}

repair_dir "$ino1" "$SCRATCH_MNT/d1"
assert_eq "d1's rebuild read every inode" "$(scans)" 1

mv "$SCRATCH_MNT/d3/file0001" "$e/file0001"
repair_dir "$ino3" "$SCRATCH_MNT/d3"
assert_eq "d3's rebuild took its records from the index" "$(scans)" 1
assert_match "d3's rebuild judged no stale record of file0001" \
	"$(dmesg | grep "directory inode $ino3 rebuilt:")" \
	" 0 whose child's link count had no room"
assert_fails "file0001 is not back in d3" test -e "$SCRATCH_MNT/d3/file0001"

ln "$e/file0001" "$SCRATCH_MNT/d2/linked"
repair_dir "$ino2" "$SCRATCH_MNT/d2"
assert_eq "d2's rebuild read every inode again" "$(scans)" 2
assert_eq "d2/linked is file0001" "$(stat -c %i "$SCRATCH_MNT/d2/linked")" "$fino"
assert_eq "e/file0001 is file0001" "$(stat -c %i "$e/file0001")" "$fino"
assert_eq "file0001 has two links" "$(stat -c %h "$e/file0001")" 2
for n in 1 2 3; do
	assert_eq "d$n has its other entries" \
		"$(ls "$SCRATCH_MNT/d$n" | grep -c '^file')" \
		"$([ $n = 3 ] && echo 399 || echo 400)"
done
st=0
xfs_scrub -n "$SCRATCH_MNT" > "$PP_STATE/scrub.out" 2>&1 || st=$?
grep -v "Optimization is possible" "$PP_STATE/scrub.out" || true
assert_eq "xfs_scrub -n is clean after the repairs" "$st" 0
assert_ok "every record matches the tree" check_tree_records "$SCRATCH_MNT"
