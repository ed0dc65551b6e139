# A crash in the middle of the rebuild of a shortform directory that could
# not be loaded loses nothing.  A shortform directory (5 files and a
# subdirectory) gets random bytes over its data fork, inode CRC
# recomputed.  Its repair resets it to an empty shortform directory in
# one transaction, then builds the new one; a shutdown that writes the
# log first cuts that short before the third entry (error tag
# dir_rebuild_build=3).  After the remount (log recovery) the directory
# loads, empty, and its children still record their names and offsets in
# it: xfs_scrub puts every one back, so that the tree, readdir cookies
# included, is exactly as before the damage.
require_parent_pointers
require_tool xfs_scrub xfs_db
. /tests/lib/dirdamage.sh
recoveries=$(dmesg | grep -c 'Starting recovery' || true)
scratch_mkfs_parent > /dev/null
scratch_mount
require_errtag dir_rebuild_build
d=$SCRATCH_MNT/dir
dir_populate "$d" 5 1
assert_eq "dir is a shortform directory" "$(dir_form "$d")" local
ino=$(stat -c %i "$d")
gen=$(inode_gen "$d")
dir_remember "$d"
scratch_unmount
dir_sf_destroy "$ino" garbage

scratch_mount
dmesg_allow_corruption_reports
assert_fails "the damaged directory cannot be listed" ls "$d"
set_errortag dir_rebuild_build 3
xfs_io -x -c "repair inode $ino $gen" "$SCRATCH_MNT" || true
assert_ok "the repair shut the filesystem down at dir_rebuild_build=3" \
	sh -c "dmesg | grep -q 'shutting down at step 3 of a directory rebuild'"
assert_fails "the filesystem is shut down" touch "$SCRATCH_MNT/after"
scratch_unmount

scratch_mount
assert_eq "log recovery ran after the crash" \
	"$(dmesg | grep -c 'Starting recovery')" $((recoveries + 1))
assert_eq "the directory loads, empty, after the crash" \
	"$(xfs-dirents "$d" | wc -l)" 0
scrub_repairs
dir_rebuilt_as_before
