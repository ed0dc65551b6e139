# Two node-form directories (2000 files, pp.node_dir_files, and 3
# subdirectories each) lose their free index block at 64 GiB, one to
# random bytes, the other to zeros, on the unmounted device; their data
# and hash blocks are intact. xfs_repair -n reports both; xfs_repair
# rebuilds them with every entry at the offset it had: the tree, readdir
# cookies included, is exactly as before, nothing is in lost+found, and
# xfs_repair -n is then clean.
require_parent_pointers
require_tool xfs_db xfs_repair pptr-tree
. /tests/lib/dirdamage.sh
. /tests/lib/dirrepair.sh
scratch_mkfs_parent > /dev/null
scratch_mount
g=$SCRATCH_MNT/garbage
z=$SCRATCH_MNT/zeros
dir_populate "$g" "$DIR_NODE_FILES" 3
dir_populate "$z" "$DIR_NODE_FILES" 3
assert_eq "garbage is a node directory" "$(dir_form "$g")" node
assert_eq "zeros is a node directory" "$(dir_form "$z")" node
gino=$(stat -c %i "$g")
zino=$(stat -c %i "$z")
dir_remember "$g" "$z"
scratch_unmount

assert_eq "garbage has one free index block" \
	"$(dir_blocks "$gino" "$(dir_free_block)" $(($(dir_free_block) * 2)))" \
	"$(dir_free_block)"
dir_block_destroy "$gino" "$(dir_free_block)" free garbage
dir_block_destroy "$zino" "$(dir_free_block)" free zeros
dir_xfs_repair_restores "$gino" "$zino"
