# A one-link file's parent pointer names the right directory and offset
# but the name of a sibling entry (d/f1's record says "f2"): the entry
# at the recorded offset points to the file under its real name, so
# online repair must give the record that name back (as it does for any
# other wrong name), not judge the record dangling because "f2" belongs
# to another inode and move a file that is still linked into
# lost+found, which leaves it with two entries and one link.
require_parent_pointers
require_tool xfs_scrub xfs_db
scratch_mkfs_parent > /dev/null
scratch_mount
mkdir "$SCRATCH_MNT/d"
echo one > "$SCRATCH_MNT/d/f1"
echo two > "$SCRATCH_MNT/d/f2"
ino=$(stat -c %i "$SCRATCH_MNT/d/f1")
before=$(tree_snapshot "$SCRATCH_MNT")
scratch_unmount
scratch_corrupted_on_purpose
xfs_db -x -c "inode $ino" -c "write -d a.sfattr.list[0].name #6632" \
	"$SCRATCH_DEV" > /dev/null
scratch_mount
assert_match "the record now says f2" "$(records "$SCRATCH_MNT/d/f1")" ":f2$"
scrub_reports_inode "$ino"
scrub_repairs
assert_eq "the tree is as before (no lost+found)" \
	"$(tree_snapshot "$SCRATCH_MNT")" "$before"
assert_eq "d/f1 has one link" "$(stat -c %h "$SCRATCH_MNT/d/f1")" 1
