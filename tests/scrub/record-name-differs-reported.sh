# A record whose value (the entry name) differs from the name of its entry is reported against its inode.
require_parent_pointers
require_tool xfs_scrub xfs_db
ino=$(corrupt_setup)
scratch_corrupted_on_purpose
sf_pptr_patch "$ino" 16 0x7a	# "file" -> "zile"
scratch_mount
dino=$(stat -c %i "$SCRATCH_MNT/d")
assert_scrub_reports "a record named zile" \
	"$ino" "parent pointer" "$dino" "directory entries"
