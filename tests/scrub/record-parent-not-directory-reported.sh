# A record naming a regular file as parent is reported against its inode.
require_parent_pointers
require_tool xfs_scrub xfs_db
ino=$(corrupt_setup)
scratch_corrupted_on_purpose
sf_pptr_patch "$ino" 7 $((ino + 1))	# d/other, a file
scratch_mount
dino=$(stat -c %i "$SCRATCH_MNT/d")
assert_scrub_reports "a file as parent" \
	"$ino" "parent pointer" "$dino" "directory entries"
