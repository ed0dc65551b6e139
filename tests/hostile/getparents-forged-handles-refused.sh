# XFS_IOC_GETPARENTS_V5_BY_HANDLE and XFS_IOC_OPEN_BY_HANDLE with good,
# stale (wrong generation), forged (the hidden file's, bogus inode
# numbers), malformed (fid_len) and random handles: root gets records,
# ESTALE or EINVAL as documented; an unprivileged user who knows the
# hidden file's inode number and generation gets EPERM and never learns
# a name from a directory it cannot search. Nothing changes.
require_parent_pointers
require_tool pptr-hostile pptr-tree su setfattr getfattr
. /tests/lib/hostile.sh
hostile_setup
before=$(hostile_state)
hostile_run handles
assert_eq "the filesystem is unchanged" "$(hostile_state)" "$before"
