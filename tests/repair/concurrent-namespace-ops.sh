# Repairs racing with renames, links and unlinks in the same directories:
# xfs_scrub (repair mode) runs again and again on a filesystem with
# orphans while another process churns the namespace.  No deadlock (the
# guest's hung-task watchdog would panic), no file lost, and once the
# churn stops the filesystem is clean. (pp.churn=N rounds of churn,
# default 200; the debug kernel run makes fewer.)
require_parent_pointers
require_tool xfs_scrub
scratch_mkfs_parent
scratch_mount
require_errtag pptr_orphan
mkdir "$SCRATCH_MNT/d1" "$SCRATCH_MNT/d2" "$SCRATCH_MNT/o"
for i in $(seq 1 40); do echo "$i" > "$SCRATCH_MNT/d1/f$i"; done
for i in $(seq 1 200); do echo "$i" > "$SCRATCH_MNT/o/g$i"; done
set_errortag pptr_orphan 1
for i in $(seq 1 200); do
	# Orphan every other file; the others churn along with d1's.
	[ $((i % 2)) = 0 ] && rm "$SCRATCH_MNT/o/g$i"
done
set_errortag pptr_orphan 0

rounds=$(knob churn 200)
churn() {
	i=0
	while [ $i -lt "$rounds" ]; do
		n=$((i % 40 + 1))
		mv "$SCRATCH_MNT/d1/f$n" "$SCRATCH_MNT/d2/f$n"
		ln "$SCRATCH_MNT/d2/f$n" "$SCRATCH_MNT/o/l$n"
		mv "$SCRATCH_MNT/d2/f$n" "$SCRATCH_MNT/d1/f$n"
		rm "$SCRATCH_MNT/o/l$n"
		m=$((i % 100 * 2 + 1))
		mv "$SCRATCH_MNT/o/g$m" "$SCRATCH_MNT/d2/g$m"
		mv "$SCRATCH_MNT/d2/g$m" "$SCRATCH_MNT/o/g$m"
		i=$((i + 1))
	done
}
churn &
pid=$!
runs=0
while kill -0 $pid 2> /dev/null; do
	xfs_scrub "$SCRATCH_MNT" > /dev/null 2>&1 || true
	runs=$((runs + 1))
done
wait $pid
echo "# $runs repair runs during the churn"
assert_ok "repairs ran while the namespace changed" test "$runs" -gt 0

xfs_scrub "$SCRATCH_MNT" > /dev/null 2>&1 || true
assert_ok "xfs_scrub -n is clean" xfs_scrub -n "$SCRATCH_MNT"
assert_ok "every record matches the tree" check_tree_records "$SCRATCH_MNT"
assert_eq "all 200 files of o are there" "$(ls "$SCRATCH_MNT/o" | wc -l)" 200
assert_eq "all 40 files of d1 are there" "$(ls "$SCRATCH_MNT/d1" | wc -l)" 40
assert_eq "d2 is empty" "$(ls "$SCRATCH_MNT/d2" | wc -l)" 0
