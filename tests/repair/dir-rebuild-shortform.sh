# Three shortform directories (5 files and a subdirectory each, all
# inside the inode) are damaged there: random bytes over the whole data
# fork, zeros over it, and one entry's name length set to 0 with xfs_db.
# The inode CRC is recomputed each time, so that the inode is sound and
# its directory is not: the kernel cannot load any of the three.
# xfs_scrub -n finds their inode records corrupt; xfs_scrub rebuilds
# each from its children's parent pointers, every entry at the offset it
# had, so that the tree, readdir cookies included, is exactly as before;
# the kernel log says that the two entries before the bad one were read
# from the damaged directory.
require_parent_pointers
require_tool xfs_scrub xfs_db
. /tests/lib/dirdamage.sh
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
scratch_mount
dmesg_allow_corruption_reports
assert_fails "the damaged directory cannot be listed" ls "$SCRATCH_MNT/field"
# The entries live in the inode: its scrubber is the one that finds them
# unreadable (xfs_scrub runs no directory check on an inode that bulkstat
# cannot load), and its repair rebuilds them.
assert_scrub_reports "damaged shortform directories" \
	"$gino" "inode record" "$zino" "inode record" "$fino" "inode record"

scrub_repairs
dir_rebuilt_as_before
for i in "$gino" "$zino" "$fino"; do
	line=$(dmesg | grep "directory inode $i rebuilt:" | tail -n 1)
	echo "$line"
	assert_match "the kernel log: directory $i rebuilt with its 6 entries, each at its offset" \
		"$line" "rebuilt: 6 entries, .* 0 not at their recorded offset"
done
assert_match "the kernel log: the 2 entries before the bad one were read" \
	"$(dmesg | grep "directory inode $fino rebuilt:")" \
	"rebuilt: 6 entries, 2 of them read from"
