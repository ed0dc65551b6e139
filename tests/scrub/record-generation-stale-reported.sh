# A record naming the right directory with a stale generation is reported against its inode.
require_parent_pointers
require_tool xfs_scrub xfs_db
ino=$(corrupt_setup)
scratch_corrupted_on_purpose
sf_pptr_patch "$ino" 11 0x5a
scratch_mount
scrub_reports_inode "$ino"
