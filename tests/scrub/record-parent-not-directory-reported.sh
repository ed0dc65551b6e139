# A record naming a regular file as parent is reported against its inode.
require_parent_pointers
require_tool xfs_scrub xfs_db
ino=$(corrupt_setup)
scratch_corrupted_on_purpose
sf_pptr_patch "$ino" 7 $((ino + 1))	# d/other, a file
scratch_mount
scrub_reports_inode "$ino"
