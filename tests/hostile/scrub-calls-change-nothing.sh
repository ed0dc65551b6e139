# XFS_IOC_SCRUB_METADATA of parent pointers, directories and inodes,
# checks and repairs, on good inodes and bogus ones (0, metadata inodes,
# free, out of range, random; right and wrong generations), and with
# unknown flags and types: on a clean filesystem, root gets a documented
# errno or a clean result and nothing is repaired; an unprivileged user
# gets EPERM. The records and the tree are unchanged.
require_parent_pointers
require_tool pptr-hostile pptr-tree su setfattr getfattr
. /tests/lib/hostile.sh
hostile_setup
before=$(hostile_state)
hostile_run scrub
assert_eq "the filesystem is unchanged" "$(hostile_state)" "$before"
