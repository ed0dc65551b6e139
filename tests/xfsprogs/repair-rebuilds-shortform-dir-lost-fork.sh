# Three shortform directories (5 files and a subdirectory each, all
# inside the inode) are damaged there on the unmounted device: random
# bytes over the whole data fork, zeros over it, and one entry's name
# length set to 0 with xfs_db; the inode CRC is recomputed each time, so
# that the inode is sound and its directory is not.  xfs_repair -n
# reports the three; xfs_repair keeps each directory inode and rebuilds
# it from its children's parent pointers, every entry at the offset it
# had: the tree, readdir cookies included, is exactly as before, nothing
# is in lost+found, and xfs_repair -n is then clean.
require_parent_pointers
require_tool xfs_db xfs_repair pptr-tree
. /tests/lib/dirdamage.sh
. /tests/lib/dirrepair.sh
scratch_mkfs_parent > /dev/null
scratch_mount
for d in garbage zeros field; do
	dir_populate "$SCRATCH_MNT/$d" 5 1
	assert_eq "$d is a shortform directory" "$(dir_form "$SCRATCH_MNT/$d")" local
done
gino=$(stat -c %i "$SCRATCH_MNT/garbage")
zino=$(stat -c %i "$SCRATCH_MNT/zeros")
fino=$(stat -c %i "$SCRATCH_MNT/field")
dir_remember "$SCRATCH_MNT/garbage" "$SCRATCH_MNT/zeros" "$SCRATCH_MNT/field"
scratch_unmount

dir_sf_destroy "$gino" garbage
dir_sf_destroy "$zino" zeros
dir_sf_destroy "$fino" 'list[2].namelen=0'
dir_xfs_repair_restores "$gino" "$zino" "$fino"
