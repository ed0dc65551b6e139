# Two block-form directories (40 files and 2 subdirectories each, all in
# the one directory block with its hash index) lose that block, one to
# random bytes (its CRC fails), the other to zeros, on the unmounted
# device.  xfs_repair -n reports both; xfs_repair keeps each directory
# inode and rebuilds it from its children's parent pointers, every entry
# at the offset it had: the tree, readdir cookies included, is exactly as
# before, nothing is in lost+found, and xfs_repair -n is then clean.
require_parent_pointers
require_tool xfs_db xfs_repair pptr-tree
. /tests/lib/dirdamage.sh
. /tests/lib/dirrepair.sh
scratch_mkfs_parent > /dev/null
scratch_mount
g=$SCRATCH_MNT/garbage
z=$SCRATCH_MNT/zeros
dir_populate "$g" 40 2
dir_populate "$z" 40 2
assert_eq "garbage is a block directory" "$(dir_form "$g")" block
assert_eq "zeros is a block directory" "$(dir_form "$z")" block
gino=$(stat -c %i "$g")
zino=$(stat -c %i "$z")
dir_remember "$g" "$z"
scratch_unmount

dir_block_destroy "$gino" 0 block garbage
dir_block_destroy "$zino" 0 block zeros
dir_xfs_repair_restores "$gino" "$zino"
