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
scrub_reports_inode "$ino"
