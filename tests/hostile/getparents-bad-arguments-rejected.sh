# XFS_IOC_GETPARENTS_V5 with boundary and random buffer sizes, flags,
# reserved fields, cursors, buffer and request addresses: root gets the
# documented errno (EINVAL, EFAULT) or well-formed records, never a
# crash, and a failed call writes nothing into the buffer; an
# unprivileged user gets EPERM for every call and never a record. No
# call changes the filesystem.
require_parent_pointers
require_tool pptr-hostile pptr-tree su setfattr getfattr
. /tests/lib/hostile.sh
hostile_setup
before=$(hostile_state)
hostile_run getparents
assert_eq "the filesystem is unchanged" "$(hostile_state)" "$before"
