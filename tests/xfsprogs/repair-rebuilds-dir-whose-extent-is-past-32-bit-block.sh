# A leaf directory whose hash block's extent is moved past what a 32-bit
# directory block number can name (its startoff set to 649405748722985 with
# xfs_db, as field fuzzing of inode cores did with a random value):
# xfs_repair cannot read the leaf and rebuilds the directory, then
# invalidates the old blocks' buffers. Stock cut the extent's offset to
# 32 bits, asked for a block there, and died ("fatal error -- error 117
# invalidating directory blocks"), leaving the filesystem unrepaired.
# xfs_repair must skip what no directory block can be, rebuild the
# directory with every entry at the offset it had, and leave xfs_repair
# -n clean.
require_parent_pointers
require_tool xfs_db xfs_repair pptr-tree
. /tests/lib/dirdamage.sh
. /tests/lib/dirrepair.sh
scratch_mkfs_parent > /dev/null
scratch_mount
l=$SCRATCH_MNT/leaf
dir_populate "$l" 400 3
assert_eq "leaf is a leaf directory" "$(dir_form "$l")" leaf
lino=$(stat -c %i "$l")
dir_remember "$l"
scratch_unmount
dir_hash_extent_at "$lino" 649405748722985
dir_xfs_repair_restores "$lino"
