# Two leaf-form directories (400 files and 3 subdirectories each: three
# data blocks and a leaf block) lose their second data block, with two
# subdirectories' entries in it, one to random bytes, the other to zeros.
# xfs_scrub -n names both; xfs_scrub rebuilds them from their good blocks
# and their children's parent pointers, every entry at the offset it had,
# so that the tree, readdir cookies included, is exactly as before and
# each directory's link count counts its subdirectories.
require_parent_pointers
require_tool xfs_scrub xfs_db
. /tests/lib/dirdamage.sh
scratch_mkfs_parent > /dev/null
scratch_mount
g=$SCRATCH_MNT/garbage
z=$SCRATCH_MNT/zeros
dir_populate "$g" 400 3
dir_populate "$z" 400 3
for d in "$g" "$z"; do
	assert_eq "$d is a leaf directory" "$(dir_form "$d")" leaf
	assert_eq "$d: sub2 is in the second data block" \
		"$(dir_entry_block "$d" sub2)" 1
done
gino=$(stat -c %i "$g")
zino=$(stat -c %i "$z")
dir_remember "$g" "$z"
scratch_unmount

dir_block_destroy "$gino" 1 data garbage
dir_block_destroy "$zino" 1 data zeros
scratch_mount
dmesg_allow_corruption_reports
assert_scrub_reports "leaf directories damaged" \
	"$gino" "directory entries" "$zino" "directory entries"

scrub_repairs
dir_rebuilt_as_before
