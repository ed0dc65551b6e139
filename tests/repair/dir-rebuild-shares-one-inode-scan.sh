# Four damaged directories, one scan of every inode (issue 35, item 3):
# four leaf directories (400 files and 3 subdirectories each) lose their
# second data block to random bytes. One xfs_scrub run rebuilds all four,
# every entry at its offset, and reads the parent pointers of every inode
# once for the run, not once per directory: the kernel log says one
# scan. The later rebuilds take their records from the index that the
# first one made, and read again only their subdirectories.
require_parent_pointers
require_tool xfs_scrub xfs_db
. /tests/lib/dirdamage.sh
scratch_mkfs_parent > /dev/null
scratch_mount
inos=
for n in 1 2 3 4; do
	d=$SCRATCH_MNT/d$n
	dir_populate "$d" 400 3
	assert_eq "d$n is a leaf directory" "$(dir_form "$d")" leaf
	inos="$inos $(stat -c %i "$d")"
done
dir_remember "$SCRATCH_MNT/d1" "$SCRATCH_MNT/d2" "$SCRATCH_MNT/d3" \
	"$SCRATCH_MNT/d4"
scratch_unmount
for ino in $inos; do
	dir_block_destroy "$ino" 1 data garbage
done
scratch_mount
dmesg_allow_corruption_reports
# One thread, so that the four rebuilds come one after the other.
SCRUB_REPAIR_ARGS=-b scrub_repairs
for ino in $inos; do
	assert_ok "directory $ino was rebuilt" \
		sh -c "dmesg | grep -q 'directory inode $ino rebuilt:'"
done
assert_eq "the parent pointers of every inode were read once" \
	"$(dmesg | grep -c 'online repair read the parent pointers of every inode')" 1
dir_rebuilt_as_before
