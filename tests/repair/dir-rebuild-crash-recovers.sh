# A crash in the middle of a directory rebuild loses nothing.  Two leaf
# directories (400 files, 3 subdirectories) lose their second data block
# to garbage.  Each one's first repair is cut short by a shutdown that
# writes the log first, as a crash would find it: in one while the new
# directory is half built (error tag dir_rebuild_build=150: before its
# 150th entry), in the other right after the swap (dir_rebuild_swapped=1).
# After the remount (log recovery), xfs_scrub finishes the job: the tree,
# readdir cookies included, is exactly as before the damage, and the
# temporary directories are gone with their blocks (xfs_repair -n, run
# after the test, finds no leaked block or inode).
require_parent_pointers
require_tool xfs_scrub xfs_db
. /tests/lib/dirdamage.sh
recoveries=$(dmesg | grep -c 'Starting recovery' || true)
scratch_mkfs_parent > /dev/null
scratch_mount
require_errtag dir_rebuild_build
a=$SCRATCH_MNT/halfbuilt
b=$SCRATCH_MNT/swapped
dir_populate "$a" 400 3
dir_populate "$b" 400 3
assert_eq "halfbuilt is a leaf directory" "$(dir_form "$a")" leaf
assert_eq "swapped is a leaf directory" "$(dir_form "$b")" leaf
aino=$(stat -c %i "$a")
agen=$(inode_gen "$a")
bino=$(stat -c %i "$b")
bgen=$(inode_gen "$b")
dir_remember "$a" "$b"
scratch_unmount
dir_block_destroy "$aino" 1 data garbage
dir_block_destroy "$bino" 1 data garbage

# crash_in_repair INO GEN TAG VALUE: repair directory INO alone with the
# error tag TAG set to VALUE; the filesystem must shut down at that step.
# Then unmount it.
crash_in_repair() {
	scratch_mount
	dmesg_allow_corruption_reports
	set_errortag "$3" "$4"
	xfs_io -x -c "repair directory $1 $2" "$SCRATCH_MNT" || true
	assert_ok "repair of inode $1 shut the filesystem down at $3=$4" \
		sh -c "dmesg | grep -q 'shutting down at step $4 of a directory rebuild'"
	assert_fails "inode $1: the filesystem is shut down" \
		touch "$SCRATCH_MNT/after"
	scratch_unmount
}
crash_in_repair "$aino" "$agen" dir_rebuild_build 150
crash_in_repair "$bino" "$bgen" dir_rebuild_swapped 1

scratch_mount
assert_eq "log recovery ran after each crash" \
	"$(dmesg | grep -c 'Starting recovery')" $((recoveries + 2))
scrub_repairs
dir_rebuilt_as_before
