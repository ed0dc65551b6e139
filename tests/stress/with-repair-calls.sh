# Online repair racing with four threads of random namespace operations
# (pptr-stress): xfs_scrub in repair mode runs again and again, and
# xfs_io "repair parent INO GEN" on random inodes of the tree, while the
# tree changes. No deadlock, no repair call finds something to fix on
# this consistent filesystem, and afterwards (with no repair of its own)
# xfs_scrub -n is clean and every record matches the tree.
. /tests/lib/stress.sh
require_parent_pointers
require_tool pptr-stress xfs_scrub shuf
scratch_mkfs_parent
scratch_mount
mkdir "$SCRATCH_MNT/s"
seed=$(stress_seed)
secs=$(knob stress_secs 4)

# repair_loop: xfs_scrub (repair mode) until $PP_STATE/stop exists.
repair_loop() {
	runs=0
	bad=0
	while [ ! -e "$PP_STATE/stop" ]; do
		_st=0
		xfs_scrub "$SCRATCH_MNT" > "$PP_STATE/xfs_scrub.out" 2>&1 || _st=$?
		if [ "$_st" != 0 ] ||
			grep -q -i -E "repaired|corrupt" "$PP_STATE/xfs_scrub.out"; then
			bad=$((bad + 1))
			echo "xfs_scrub run $runs (exit $_st, seed $seed):"
			cat "$PP_STATE/xfs_scrub.out"
		fi
		runs=$((runs + 1))
	done
	echo "$runs $bad" > "$PP_STATE/repair.counts"
}

# inode_loop: xfs_io "repair parent" on up to 8 random inodes at a time
# (from one bulkstat, with their generations) until $PP_STATE/stop
# exists. Each call prints one line: that the metadata needed no repair,
# or an error from the race with the stress (the inode has gone: ENOENT;
# its locks were busy: EBUSY, EDEADLK). A repair that did something
# prints nothing, so fewer lines than calls is a repair: on this tree,
# which nothing damaged, a false report.
ok_repair='^(Metadata did not need repair|repair: (No such file or directory|Device or resource busy|Resource deadlock avoided))'
inode_loop() {
	runs=0
	bad=0
	while [ ! -e "$PP_STATE/stop" ]; do
		set --
		for _p in $(xfs_io -r -c bulkstat "$SCRATCH_MNT" 2> /dev/null |
			awk '/^bs_ino = / { i = $3 } /bs_gen = / { print i ":" $3 }' |
			shuf -n 8); do
			set -- "$@" -c "repair parent ${_p%:*} $(printf %u "${_p#*:}")"
		done
		[ $# -gt 0 ] || continue
		_n=$(($# / 2))
		xfs_io -x "$@" "$SCRATCH_MNT" > "$PP_STATE/inode.out" 2>&1 || true
		_ok=$(grep -c -E "$ok_repair" "$PP_STATE/inode.out" || true)
		if grep -q -v -E "$ok_repair" "$PP_STATE/inode.out" ||
			[ "$_ok" -lt $_n ]; then
			bad=$((bad + 1))
			echo "xfs_io -x $* (seed $seed):"
			cat "$PP_STATE/inode.out"
		fi
		runs=$((runs + _n))
	done
	echo "$runs $bad" > "$PP_STATE/inode.counts"
}

pptr-stress -t 4 -d "$secs" -w 3 -D 3 -s "$seed" "$SCRATCH_MNT/s" &
spid=$!
repair_loop &
rpid=$!
inode_loop &
ipid=$!
st=0
wait_pid $spid $((secs + 90)) "pptr-stress" || st=$?
touch "$PP_STATE/stop"
wait_pid $rpid 90 "the xfs_scrub loop" || exit 1
wait_pid $ipid 90 "the repair parent loop" || exit 1
[ $st != 124 ] || exit 1
read -r runs bad < "$PP_STATE/repair.counts"
read -r iruns ibad < "$PP_STATE/inode.counts"
echo "$runs xfs_scrub runs and $iruns repair parent calls during the stress"
assert_eq "pptr-stress (seed $seed) met no unexpected error" "$st" 0
assert_ok "xfs_scrub ran during the stress" test "$runs" -gt 0
assert_ok "repair parent ran during the stress" test "$iruns" -gt 0
assert_eq "no xfs_scrub run found anything to repair (seed $seed)" "$bad" 0
assert_eq "no repair parent call found anything to repair (seed $seed)" "$ibad" 0
assert_ok "xfs_scrub -n is clean afterwards" xfs_scrub -n "$SCRATCH_MNT"
assert_ok "every record matches the tree (seed $seed)" \
	check_tree_records "$SCRATCH_MNT"
