# A node directory (pp.node_dir_files files and 2 subdirectories, one
# file also linked from its parent) has its data fork format flipped to
# one that no directory has (xfs_db write -d): xfs_repair clears the
# inode. xfs_repair brings it back at the same inode number, every name
# at its old readdir offset, rebuilt in node form from the records;
# nothing goes to lost+found.
require_parent_pointers
require_tool xfs_db xfs_repair
. /tests/lib/dirdamage.sh
. /tests/lib/dirinode.sh
dirino_offline node format
assert_eq "d is a node directory again" \
	"$(dir_form "$SCRATCH_MNT/top/d")" node
