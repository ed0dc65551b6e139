# The root directory in shortform (4 files and a subdirectory, all
# inside the inode) is damaged there on the unmounted device, in three
# rounds on a new filesystem each: random bytes over its whole data fork,
# zeros over it, and one entry's name length set to 0 with xfs_db; the
# inode CRC is recomputed each time, so that the inode is sound and its
# directory is not.  The root cannot be mounted then, so xfs_repair is
# the only tool.  xfs_repair -n reports the root; xfs_repair keeps the
# root inode (instead of making a new root and moving everything to
# lost+found) and rebuilds it from its children's parent pointers, every
# entry at the offset it had: the tree, readdir cookies included, is
# exactly as before, nothing is in lost+found, and xfs_repair -n is then
# clean.
require_parent_pointers
require_tool xfs_db xfs_repair pptr-tree
. /tests/lib/dirdamage.sh
. /tests/lib/dirrepair.sh
for damage in garbage zeros 'list[2].namelen=0'; do
	scratch_mkfs_parent > /dev/null
	scratch_mount
	for i in 1 2 3 4; do echo "root file $i" > "$SCRATCH_MNT/file$i"; done
	mkdir "$SCRATCH_MNT/sub"
	echo inside > "$SCRATCH_MNT/sub/file"
	assert_eq "the root is a shortform directory ($damage)" \
		"$(dir_form "$SCRATCH_MNT")" local
	root=$(stat -c %i "$SCRATCH_MNT")
	dir_remember "$SCRATCH_MNT"
	scratch_unmount

	dir_sf_destroy "$root" "$damage"
	dir_xfs_repair_restores "$root"
	scratch_unmount
done
