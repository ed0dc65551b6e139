# A directory's parent pointer that is well formed but wrong (another
# generation of its parent, as a bug in rename could leave) is reported
# by xfs_scrub -n, and xfs_scrub repairs it online, as it repairs the
# same damage to a file's record (fuzz/record-content-damage-repaired).
require_parent_pointers
require_tool xfs_scrub xfs_db
ino=$(corrupt_setup)
scratch_corrupted_on_purpose
dino=$(xfs_db -r -c "inode $ino" -c "print a.sfattr.list[0].parent_ino" \
	"$SCRATCH_DEV" | sed -n 's/.*parent_ino = //p')
echo "d is inode $dino"
xfs_db -x -c "inode $dino" -c "write -d a.sfattr.list[0].parent_gen 12345" \
	"$SCRATCH_DEV" > /dev/null
scratch_mount
scrub_reports_inode "$dino"
scrub_repairs
