# A malformed record, an entry name holding a NUL byte, is reported
# against its inode.
require_parent_pointers
require_tool xfs_scrub xfs_db
ino=$(corrupt_setup)
scratch_corrupted_on_purpose
sf_pptr_patch "$ino" 17 0x00	# "file" -> "f\0le"
scratch_mount
dino=$(stat -c %i "$SCRATCH_MNT/d")
assert_scrub_reports "a NUL in the name" \
	"$ino" "parent pointer" "$dino" "directory entries"
