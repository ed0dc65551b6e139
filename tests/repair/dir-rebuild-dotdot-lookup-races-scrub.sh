# The rebuild of a directory reads the ".." of each subdirectory whose
# record names it without racing a scrub of that subdirectory.  a is a
# block directory whose one block is overwritten with random bytes; its
# subdirectory a/b is a leaf directory.  The rebuild of a finds b by its
# record and looks up b's ".." (the leaf block, then the first data
# block).  A scrub of b holds that data block while it looks each of its
# names up, which locks the leaf block: a lookup that held the leaf block
# and waited for the data block would wait for ever, and so would the
# scrub.  The block of a is destroyed, and a is repaired while b is
# scrubbed, the error tag dir_scrub_delay making the scrub wait 5 ms at
# each entry with its data block held (pp.race_rounds=N does it N times).
# Every repair and scrub must finish. b's IOLOCK is only tried: while b
# stays busy, the repair of a stops before it changes anything and says
# the filesystem is busy; it is then run again once the scrubs are done.
# Each round must end with a rebuilt, and the tree must be as before.
require_parent_pointers
require_tool xfs_scrub xfs_db xfs_io
. /tests/lib/dirdamage.sh
scratch_mkfs_parent > /dev/null
scratch_mount
require_errtag dir_scrub_delay
dir_populate "$SCRATCH_MNT/a" 40 0
mkdir "$SCRATCH_MNT/a/b"
for i in $(seq -w 1 200); do
	: > "$SCRATCH_MNT/a/b/file$i"
done
assert_eq "a is a block directory" "$(dir_form "$SCRATCH_MNT/a")" block
assert_eq "a/b is a leaf directory" "$(dir_form "$SCRATCH_MNT/a/b")" leaf
a=$(stat -c %i "$SCRATCH_MNT/a")
b=$(stat -c %i "$SCRATCH_MNT/a/b")
bgen=$(inode_gen "$SCRATCH_MNT/a/b")
dir_remember "$SCRATCH_MNT/a"
dmesg_allow_corruption_reports

# scrub_b_often: 2 scrubs of a/b by one xfs_io process, so that they
# follow each other closely, by inode number (its path goes through a,
# which cannot be read); prints what they report.
scrub_b_often() {
	set -- -x
	for _i in 1 2; do
		set -- "$@" -c "scrub directory $b $bgen"
	done
	xfs_io "$@" "$SCRATCH_MNT"
}

n=$(knob race_rounds 1)
round=0
while [ $round -lt "$n" ]; do
	round=$((round + 1))
	scratch_unmount
	dir_block_destroy "$a" 0 block garbage > /dev/null
	scratch_mount
	set_errortag dir_scrub_delay 1
	scrub_b_often > "$PP_STATE/scrubs.$round" 2>&1 &
	scrubber=$!
	sleep 1		# a scrub is under way
	out=$(xfs_io -x -c "repair directory" "$SCRATCH_MNT/a" 2>&1) ||
		fail "round $round: the repair of a failed: $out"
	wait "$scrubber" || fail "round $round: the scrubs of a/b failed"
	set_errortag dir_scrub_delay 0
	case "$out" in
	"")	;;
	*busy*)
		echo "round $round: b stayed locked, the repair of a said busy"
		out=$(xfs_io -x -c "repair directory" "$SCRATCH_MNT/a" 2>&1) ||
			fail "round $round: the second repair of a failed: $out"
		assert_eq "round $round: the second repair of a says nothing" \
			"$out" "" ;;
	*)	fail "round $round: the repair of a said: $out" ;;
	esac
	assert_eq "round $round: every scrub of a/b ran and found it clean" \
		"$(grep -c . "$PP_STATE/scrubs.$round" || true)" 0
	assert_eq "round $round: a was rebuilt" \
		"$(dmesg | grep -c "directory inode $a rebuilt:")" "$round"
done
dir_rebuilt_as_before
