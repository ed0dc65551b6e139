# A parent pointer that lost its parent flag is no longer a record but a
# user xattr whose 16-byte binary name holds NUL bytes: an invalid
# attribute, and the file has no record for its link. xfs_scrub -n
# reports the file, and xfs_scrub repairs it online (drops the invalid
# attribute and puts the record back), as xfs_repair does offline.
require_parent_pointers
require_tool xfs_scrub xfs_db
dmesg_allow_corruption_reports
ino=$(corrupt_setup)
scratch_corrupted_on_purpose
xfs_db -x -c "inode $ino" -c "write -d a.sfattr.list[0].parent 0" \
	"$SCRATCH_DEV" > /dev/null
scratch_mount
scrub_reports_inode "$ino"
scrub_repairs
