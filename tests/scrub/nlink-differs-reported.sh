# An inode whose link count differs from its number of records is reported.
require_parent_pointers
require_tool xfs_scrub xfs_db
ino=$(corrupt_setup)
scratch_corrupted_on_purpose
xfs_db -x -c "inode $ino" -c "write core.nlinkv2 2" "$SCRATCH_DEV" > /dev/null
scratch_mount
assert_scrub_reports "link count 2, one record" "$ino" "parent pointer"
