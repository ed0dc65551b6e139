# Two block-form directories (40 files and 2 subdirectories each, all in
# the one directory block with its hash index) lose that block, one to
# random bytes (its CRC fails), the other to zeros.  xfs_scrub -n names
# both; xfs_scrub rebuilds them from their children's parent pointers,
# every entry at the offset it had, so that the tree, readdir cookies
# included, is exactly as before and each directory's link count counts
# its subdirectories.
require_parent_pointers
require_tool xfs_scrub xfs_db
. /tests/lib/dirdamage.sh
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
scratch_mount
dmesg_allow_corruption_reports
assert_scrub_reports "block directories damaged" \
	"$gino" "directory entries" "$zino" "directory entries"

scrub_repairs
dir_rebuilt_as_before
