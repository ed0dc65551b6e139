# The directory repair locks the subdirectories of the directory it
# repairs, child after parent. A rename that moves a directory to
# another parent, over an empty directory there, locks the moved one and
# then the replaced one. On the debug kernel lockdep reported the two
# orders as a possible deadlock (the repair locked the subdirectory in
# the child subclass); the repair now only tries a subdirectory's lock,
# and leaves it for the next scrub if it is busy.
require_parent_pointers
require_tool xfs_scrub renameat2
scratch_mkfs_parent
scratch_mount
require_errtag pptr_skip_add
mkdir -p "$SCRATCH_MNT/d/sub" "$SCRATCH_MNT/e/victim"
# an entry of d without its record: xfs_scrub repairs d
set_errortag pptr_skip_add 1
mkdir "$SCRATCH_MNT/d/norecord"
set_errortag pptr_skip_add 0
scrub_repairs
assert_ok "d/sub moves over e/victim" \
	renameat2 "$SCRATCH_MNT/d/sub" "$SCRATCH_MNT/e/victim"
assert_ok "it is there" test -d "$SCRATCH_MNT/e/victim"
assert_ok "every record matches the tree" check_tree_records "$SCRATCH_MNT"
