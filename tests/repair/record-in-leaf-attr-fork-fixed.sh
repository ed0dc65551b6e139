# A wrong record in an attr fork that is in blocks (30 user xattrs beside
# it) is repaired like one in a shortform fork: its name is put right.
# The repair first checks the structure of the fork's blocks, with the
# inode locked (found by the debug kernel: the scrub had dropped the
# ILOCK before the repair, and xfs_bmapi_read asserted that it is held).
require_parent_pointers
require_tool xfs_scrub xfs_db setfattr getfattr
scratch_mkfs_parent > /dev/null
scratch_mount
mkdir "$SCRATCH_MNT/d"
echo data > "$SCRATCH_MNT/d/f"
set_user_xattrs "$SCRATCH_MNT/d/f" 30
ino=$(stat -c %i "$SCRATCH_MNT/d/f")
before=$(tree_snapshot "$SCRATCH_MNT")
scratch_unmount
idx=$(xfs_db -r -c "inode $ino" -c "ablock 0" -c "print nvlist" \
	"$SCRATCH_DEV" | sed -n 's/^nvlist\[\([0-9]*\)\]\.name = "f"$/\1/p')
echo "inode $ino, its record at leaf entry $idx"
assert_ok "the record is in the leaf block" test -n "$idx"
# "f" becomes "g": the entry at the recorded offset has another name
xfs_db -x -c "inode $ino" -c "ablock 0" -c "write -d nvlist[$idx].name #67" \
	"$SCRATCH_DEV" > /dev/null
scratch_mount
assert_match "the record has the wrong name" "$(records "$SCRATCH_MNT/d/f")" ":g$"

scrub_repairs
assert_eq "the tree is as before" "$(tree_snapshot "$SCRATCH_MNT")" "$before"
assert_eq "the 30 user xattrs are intact" \
	"$(getfattr -d --absolute-names "$SCRATCH_MNT/d/f" | grep -c '^user\.attr')" 30
