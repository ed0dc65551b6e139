# A leaf-form directory (400 files, 3 subdirectories) loses its first
# data block, the one with "." and "..", to zeros, and a node-form
# directory (1500 files, 3 subdirectories) its first data block to random
# bytes, on the unmounted device.  xfs_repair -n reports both; xfs_repair
# rebuilds them from their good blocks and their children's parent
# pointers, every entry at the offset it had, "." and ".." included, and
# counts the "." it makes again: the tree, readdir cookies included, is
# exactly as before, each directory's link count is 2 plus its
# subdirectories, nothing is in lost+found, and xfs_repair -n is then
# clean (stock xfs_repair 6.1 leaves such a directory one link short,
# which its next run finds).
require_parent_pointers
require_tool xfs_db xfs_repair pptr-tree
. /tests/lib/dirdamage.sh
. /tests/lib/dirrepair.sh
scratch_mkfs_parent > /dev/null
scratch_mount
l=$SCRATCH_MNT/leaf
n=$SCRATCH_MNT/node
dir_populate "$l" 400 3
dir_populate "$n" 1500 3
assert_eq "leaf is a leaf directory" "$(dir_form "$l")" leaf
assert_eq "node is a node directory" "$(dir_form "$n")" node
assert_eq "leaf: sub1 is in the first data block" "$(dir_entry_block "$l" sub1)" 0
lino=$(stat -c %i "$l")
nino=$(stat -c %i "$n")
dir_remember "$l" "$n"
scratch_unmount

dir_block_destroy "$lino" 0 data zeros
dir_block_destroy "$nino" 0 data garbage
dir_xfs_repair_restores "$lino" "$nino"
