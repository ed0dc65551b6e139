# Lowering a link count needs every entry counted: a directory that the
# count cannot read must leave the link count alone. A file has three
# links, in d, e and x; x's inode core is damaged (its mode zeroed with
# xfs_db), so iget calls it free although the inode btree has it, and its
# entry for the file is still on disk. Online repair must not lower the
# file's link count to the two entries it can read: two unlinks later the
# file would be freed under x's entry, and its data lost. The test checks
# that the repair of the file ran, and left the count alone.
require_parent_pointers
require_tool xfs_scrub xfs_db
scratch_mkfs_parent
scratch_mount
M=$SCRATCH_MNT
mkdir "$M/d" "$M/e" "$M/x"
echo data > "$M/d/file"
ln "$M/d/file" "$M/e/link"
ln "$M/d/file" "$M/x/third"
xino=$(stat -c %i "$M/x")
fino=$(stat -c %i "$M/d/file")
assert_eq "the file has 3 links" "$(stat -c %h "$M/d/file")" 3
scratch_unmount
assert_match "x's entry for the file is on disk" \
	"$(xfs_db -r -c "inode $xino" -c "print u3.sfdir3.list[0].name" "$SCRATCH_DEV")" '"third"'
assert_ok "zero the mode of x" xfs_db -x -c "inode $xino" -c "write core.mode 0" \
	-c "crc -r" "$SCRATCH_DEV"
assert_eq "x has no mode on disk" \
	"$(xfs_db -r -c "inode $xino" -c "print core.mode" "$SCRATCH_DEV" | sed 's/.* = //')" 0
scratch_corrupted_on_purpose
dmesg_allow_corruption_reports
scratch_mount
xfs_scrub "$M" > "$PP_STATE/repair.out" 2>&1 || true
grep -v "Optimization is possible" "$PP_STATE/repair.out"
dmesg | grep -E "link count|lowered|record of" || true
assert_match "the repair of the file's parent pointers ran" \
	"$(cat "$PP_STATE/repair.out")" "inode $fino .* parent pointer: Attempting repair"
assert_eq "the file still has 3 links" "$(stat -c %h "$M/d/file")" 3
