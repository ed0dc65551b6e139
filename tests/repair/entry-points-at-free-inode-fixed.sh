# A directory entry that points at a free inode (written with xfs_db)
# while the file that had the entry still holds its record: repair
# points the name back at that file (or removes the bad entry and then
# reattaches the file by its record).  The tree is as it was.
require_parent_pointers
require_tool xfs_scrub xfs_db
ino=$(corrupt_setup)
scratch_mount
dino=$(stat -c %i "$SCRATCH_MNT/d")
oino=$(stat -c %i "$SCRATCH_MNT/d/other")
scratch_unmount
# "other" is the second entry of the shortform directory; a few inode
# numbers further on, in the same chunk, nothing is allocated.
bogus=$((oino + 20))
assert_ok "point d/other at free inode $bogus" xfs_db -x -c "inode $dino" \
	-c "write u3.sfdir3.list[1].inumber.i4 $bogus" "$SCRATCH_DEV"
scratch_mount
assert_scrub_reports "an entry pointing at a free inode" "$dino" "directory entries"
scrub_repairs
assert_eq "the tree is as it was" "$(tree_snapshot "$SCRATCH_MNT")" \
	"$(cat "$PP_STATE/before")"
