# A file with two links, two entries and two matching records, but a
# link count of 1 (set with xfs_db): the repair sets it to 2, the number
# of records, since both are confirmed by their entries.
require_parent_pointers
require_tool xfs_scrub xfs_db
scratch_mkfs_parent
scratch_mount
mkdir "$SCRATCH_MNT/d"
echo data > "$SCRATCH_MNT/d/file"
ln "$SCRATCH_MNT/d/file" "$SCRATCH_MNT/d/link"
ino=$(stat -c %i "$SCRATCH_MNT/d/file")
before=$(tree_snapshot "$SCRATCH_MNT")
scratch_unmount
xfs_db -x -c "inode $ino" -c "write core.nlinkv2 1" "$SCRATCH_DEV" > /dev/null
scratch_mount
assert_eq "nlink is 1" "$(stat -c %h "$SCRATCH_MNT/d/file")" 1
assert_ok "scrub finds it" sh -c "! xfs_scrub -n $SCRATCH_MNT > /dev/null 2>&1"
scrub_repairs
assert_eq "nlink is 2 again" "$(stat -c %h "$SCRATCH_MNT/d/file")" 2
assert_eq "the tree is unchanged" "$(tree_snapshot "$SCRATCH_MNT")" "$before"
