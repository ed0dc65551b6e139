# A directory that loses its hash index keeps every entry in its data
# blocks: a leaf-form directory (400 files, 3 subdirectories) whose leaf
# block at 32 GiB gets random bytes, and a node-form directory (2000
# files, pp.node_dir_files, and 3 subdirectories) whose da-node and
# leafn blocks at 32 GiB all get zeros.  xfs_scrub -n names both;
# xfs_scrub rebuilds them with every entry at the offset it had, so that
# the tree, readdir cookies included, is exactly as before (every name
# found again by lookup) and each directory's link count counts its
# subdirectories.
require_parent_pointers
require_tool xfs_scrub xfs_db
. /tests/lib/dirdamage.sh
scratch_mkfs_parent > /dev/null
scratch_mount
l=$SCRATCH_MNT/leaf
n=$SCRATCH_MNT/node
dir_populate "$l" 400 3
dir_populate "$n" "$DIR_NODE_FILES" 3
assert_eq "leaf is a leaf directory" "$(dir_form "$l")" leaf
assert_eq "node is a node directory" "$(dir_form "$n")" node
lino=$(stat -c %i "$l")
nino=$(stat -c %i "$n")
dir_remember "$l" "$n"
scratch_unmount

dir_block_destroy "$lino" "$(dir_leaf_block)" leaf1 garbage
hash=$(dir_blocks "$nino" "$(dir_leaf_block)" "$(dir_free_block)")
assert_ok "node has a da-node and leafn blocks ($(echo "$hash" | tr '\n' ' '))" \
	test "$(echo "$hash" | wc -l)" -ge 3
for b in $hash; do
	if [ "$b" = "$(dir_leaf_block)" ]; then
		dir_block_destroy "$nino" "$b" danode zeros
	else
		dir_block_destroy "$nino" "$b" leafn zeros
	fi
done
scratch_mount
dmesg_allow_corruption_reports
assert_scrub_reports "hash blocks damaged" \
	"$lino" "directory entries" "$nino" "directory entries"

scrub_repairs
dir_rebuilt_as_before
