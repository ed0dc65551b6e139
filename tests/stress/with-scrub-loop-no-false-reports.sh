# xfs_scrub -n, run again and again while four threads of random namespace
# operations (pptr-stress) change the tree, never reports a problem and
# never deadlocks; afterwards every record matches the tree. A run that
# does not end in time fails the test (and the guest's hung-task watchdog
# panics on a task stuck in the kernel). A file deleted during the run
# is no error either (stock xfs_scrub 6.1 stopped after phase 5 with
# "Unknown error -1" when one with xattrs went away before its xattrs
# were listed; the patched one looks at the inode chunk again). Nor is a
# run whose inode scan gave up on an inode that the stress kept changing
# ("Changed too many times during scan; giving up", exit 4, an
# operational error of xfs_scrub, stock 6.1 too): it reports nothing
# about the filesystem. Such runs are counted apart, and at least one
# run must end clean.
. /tests/lib/stress.sh
require_parent_pointers
require_tool pptr-stress xfs_scrub
scratch_mkfs_parent
scratch_mount
mkdir "$SCRATCH_MNT/s"
seed=$(stress_seed)
secs=$(knob stress_secs 4)

# scrub_loop: xfs_scrub -n until $PP_STATE/stop exists; counts the runs
# and the runs that reported something.
scrub_loop() {
	runs=0
	bad=0
	gaveup=0
	while [ ! -e "$PP_STATE/stop" ]; do
		_st=0
		xfs_scrub -n "$SCRATCH_MNT" > "$PP_STATE/scrub.out" 2>&1 || _st=$?
		if [ "$_st" = 4 ] &&
			grep -q 'Changed too many times during scan; giving up' "$PP_STATE/scrub.out" &&
			! grep -q -E '^(Corruption|Error|Warning):' "$PP_STATE/scrub.out"; then
			gaveup=$((gaveup + 1))
			echo "xfs_scrub -n run $runs gave up on a changing inode (seed $seed)"
		elif [ "$_st" != 0 ]; then
			bad=$((bad + 1))
			echo "xfs_scrub -n run $runs (exit $_st, seed $seed):"
			cat "$PP_STATE/scrub.out"
		fi
		runs=$((runs + 1))
	done
	echo "$runs $bad $gaveup" > "$PP_STATE/scrub.counts"
}

pptr-stress -t 4 -d "$secs" -w 3 -D 3 -s "$seed" "$SCRATCH_MNT/s" &
spid=$!
scrub_loop &
lpid=$!
st=0
wait_pid $spid $((secs + 90)) "pptr-stress" || st=$?
touch "$PP_STATE/stop"
wait_pid $lpid 90 "the xfs_scrub -n loop" || exit 1
[ $st != 124 ] || exit 1
read -r runs bad gaveup < "$PP_STATE/scrub.counts"
echo "$runs xfs_scrub -n runs during the stress, $gaveup gave up on a changing inode"
assert_eq "pptr-stress (seed $seed) met no unexpected error" "$st" 0
assert_ok "xfs_scrub -n ran during the stress" test "$runs" -gt 0
assert_eq "no xfs_scrub -n run reported a problem (seed $seed)" "$bad" 0
assert_ok "at least one xfs_scrub -n run ended clean" \
	test $((runs - bad - gaveup)) -gt 0
assert_ok "xfs_scrub -n is clean afterwards" xfs_scrub -n "$SCRATCH_MNT"
assert_ok "every record matches the tree (seed $seed)" \
	check_tree_records "$SCRATCH_MNT"
