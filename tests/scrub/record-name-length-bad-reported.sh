# A malformed record, whose attr name is 15 bytes instead of the 16 of a
# parent pointer name, is reported against its inode.
require_parent_pointers
require_tool xfs_scrub xfs_db
ino=$(corrupt_setup)
scratch_corrupted_on_purpose
dmesg_allow_corruption_reports
# Entry header: namelen 16 -> 15, valuelen 4 -> 5; the entry keeps its size.
sf_pptr_patch "$ino" -3 15 5
scratch_mount
dino=$(stat -c %i "$SCRATCH_MNT/d")
assert_scrub_reports "a 15-byte record name" \
	"$ino" "parent pointer" "$dino" "directory entries"
