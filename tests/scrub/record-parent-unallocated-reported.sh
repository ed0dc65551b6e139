# A record naming an unallocated inode as parent is reported against its inode.
require_parent_pointers
require_tool xfs_scrub xfs_db
ino=$(corrupt_setup)
scratch_corrupted_on_purpose
sf_pptr_patch "$ino" 6 0x03 0xe8	# parent inode 1000
scratch_mount
dino=$(stat -c %i "$SCRATCH_MNT/d")
assert_scrub_reports "a free inode as parent" \
	"$ino" "parent pointer" "$dino" "directory entries"
