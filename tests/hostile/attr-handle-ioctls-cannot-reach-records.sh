# XFS_IOC_ATTRLIST_BY_HANDLE and XFS_IOC_ATTRMULTI_BY_HANDLE with every
# flags value from 0 to 0x3f and random ones, every operation (get, set,
# remove, unknown), and names that look like records: root never lists,
# reads, replaces or removes a parent pointer (the ioctls map their
# flags to the user, trusted or secure namespace only; 0x8, the value of
# the on-disk parent flag, is XFS_IOC_ATTR_SECURE), and what it creates
# is a separate attribute, removed again; an unprivileged user gets
# EPERM. The records and the tree are unchanged.
require_parent_pointers
require_tool pptr-hostile pptr-tree su setfattr getfattr
. /tests/lib/hostile.sh
hostile_setup
before=$(hostile_state)
hostile_run attrhandle
assert_eq "the filesystem is unchanged" "$(hostile_state)" "$before"
