# Two node-form directories (2000 files, pp.node_dir_files, and 3
# subdirectories each) lose their free index block at 64 GiB, one to
# random bytes, the other to zeros; their data and hash blocks are
# intact.  xfs_scrub -n names both; xfs_scrub rebuilds them with every
# entry at the offset it had, so that the tree, readdir cookies
# included, is exactly as before and each directory's link count counts
# its subdirectories.
require_parent_pointers
require_tool xfs_scrub xfs_db
. /tests/lib/dirdamage.sh
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
scratch_mount
dmesg_allow_corruption_reports
assert_scrub_reports "free index blocks damaged" \
	"$gino" "directory entries" "$zino" "directory entries"

scrub_repairs
dir_rebuilt_as_before
