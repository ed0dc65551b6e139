# Two node-form directories (2000 files, pp.node_dir_files, and 3
# subdirectories each: a dozen data blocks, a da-node and leafn blocks,
# a free index block) lose a data block from the middle, the one with
# sub2's entry, one to random bytes, the other to zeros.  xfs_scrub -n
# names both; xfs_scrub rebuilds them from their good blocks and their
# children's parent pointers, every entry at the offset it had, so that
# the tree, readdir cookies included, is exactly as before and each
# directory's link count counts its subdirectories.
require_parent_pointers
require_tool xfs_scrub xfs_db
. /tests/lib/dirdamage.sh
scratch_mkfs_parent > /dev/null
scratch_mount
g=$SCRATCH_MNT/garbage
z=$SCRATCH_MNT/zeros
dir_populate "$g" "$DIR_NODE_FILES" 3
dir_populate "$z" "$DIR_NODE_FILES" 3
for d in "$g" "$z"; do
	assert_eq "$d is a node directory" "$(dir_form "$d")" node
done
gblk=$(dir_entry_block "$g" sub2)
zblk=$(dir_entry_block "$z" sub2)
gino=$(stat -c %i "$g")
zino=$(stat -c %i "$z")
dir_remember "$g" "$z"
scratch_unmount

for b in "$gino:$gblk" "$zino:$zblk"; do
	last=$(dir_blocks "${b%:*}" 0 "$(dir_leaf_block)" | tail -n 1)
	assert_ok "directory ${b%:*}: block ${b#*:} is between its first and last data blocks ($last)" \
		test "${b#*:}" -gt 0 -a "${b#*:}" -lt "$last"
done
dir_block_destroy "$gino" "$gblk" data garbage
dir_block_destroy "$zino" "$zblk" data zeros
scratch_mount
dmesg_allow_corruption_reports
assert_scrub_reports "node directories damaged" \
	"$gino" "directory entries" "$zino" "directory entries"

scrub_repairs
dir_rebuilt_as_before
