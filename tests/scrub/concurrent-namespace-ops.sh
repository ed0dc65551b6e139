# xfs_scrub -n, run again and again while another process renames, links
# and unlinks in the same directories, neither deadlocks nor reports a
# false corruption. (pp.churn=N: N / 200 of the default 400 rounds of
# churn; the debug kernel run makes fewer.)
require_parent_pointers
require_tool xfs_scrub
scratch_mkfs_parent
scratch_mount
mkdir "$SCRATCH_MNT/d1" "$SCRATCH_MNT/d2" "$SCRATCH_MNT/d1/sub"
for i in $(seq 1 40); do : > "$SCRATCH_MNT/d1/f$i"; done

rounds=$(($(knob churn 200) * 2))
churn() {
	i=0
	while [ $i -lt "$rounds" ]; do
		n=$((i % 40 + 1))
		mv "$SCRATCH_MNT/d1/f$n" "$SCRATCH_MNT/d2/f$n"
		ln "$SCRATCH_MNT/d2/f$n" "$SCRATCH_MNT/d1/l$n"
		mv "$SCRATCH_MNT/d2/f$n" "$SCRATCH_MNT/d1/f$n"
		rm "$SCRATCH_MNT/d1/l$n"
		mv "$SCRATCH_MNT/d1/sub" "$SCRATCH_MNT/d2/sub"
		mv "$SCRATCH_MNT/d2/sub" "$SCRATCH_MNT/d1/sub"
		i=$((i + 1))
	done
}
churn &
pid=$!
bad=0
runs=0
while kill -0 $pid 2> /dev/null; do
	xfs_scrub -n "$SCRATCH_MNT" > "$PP_STATE/scrub.out" 2>&1 ||
		{ bad=$((bad + 1)); cat "$PP_STATE/scrub.out"; }
	runs=$((runs + 1))
done
wait $pid
echo "$runs scrub runs"
assert_ok "scrub ran while the namespace changed" test "$runs" -gt 0
assert_eq "no scrub run reported a problem" "$bad" 0
assert_ok "records match the directories afterwards" check_tree_records "$SCRATCH_MNT"
