# A leaf-form directory (400 files, 3 subdirectories) loses every data
# block to random bytes and a node-form directory (1500 files, 3
# subdirectories) every data block to zeros, on the unmounted device;
# their hash and free index blocks are intact but name nothing that can
# be read.  xfs_repair -n reports both; xfs_repair keeps each directory
# inode (instead of clearing it and sending every child to lost+found)
# and rebuilds it from its children's parent pointers alone, every entry
# at the offset it had: the tree, readdir cookies included, is exactly as
# before, nothing is in lost+found, and xfs_repair -n is then clean.
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
lino=$(stat -c %i "$l")
nino=$(stat -c %i "$n")
dir_remember "$l" "$n"
scratch_unmount

for b in $(dir_blocks "$lino" 0 "$(dir_leaf_block)"); do
	dir_block_destroy "$lino" "$b" data garbage
done
for b in $(dir_blocks "$nino" 0 "$(dir_leaf_block)"); do
	dir_block_destroy "$nino" "$b" data zeros
done
dir_xfs_repair_restores "$lino" "$nino"
