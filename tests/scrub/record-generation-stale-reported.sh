# A record naming the right directory with a stale generation is reported against its inode.
require_parent_pointers
require_tool xfs_scrub xfs_db
ino=$(corrupt_setup)
scratch_corrupted_on_purpose
sf_pptr_patch "$ino" 11 0x5a
scratch_mount
dino=$(stat -c %i "$SCRATCH_MNT/d")
assert_scrub_reports "a stale generation" \
	"$ino" "parent pointer" "$dino" "directory entries"
