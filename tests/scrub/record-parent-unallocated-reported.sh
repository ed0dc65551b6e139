# A record naming an unallocated inode as parent is reported against its inode.
require_parent_pointers
require_tool xfs_scrub xfs_db
ino=$(corrupt_setup)
scratch_corrupted_on_purpose
sf_pptr_patch "$ino" 6 0x03 0xe8	# parent inode 1000
scratch_mount
scrub_reports_inode "$ino"
