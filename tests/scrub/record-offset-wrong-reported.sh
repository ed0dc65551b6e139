# A record whose directory offset is not that of its entry is reported against its inode.
require_parent_pointers
require_tool xfs_scrub xfs_db
ino=$(corrupt_setup)
scratch_corrupted_on_purpose
sf_pptr_patch "$ino" 15 0x0d	# offset 12 -> 13
scratch_mount
dino=$(stat -c %i "$SCRATCH_MNT/d")
assert_scrub_reports "offset 13 for 12" \
	"$ino" "parent pointer" "$dino" "directory entries"
