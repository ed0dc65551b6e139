# A crash in the middle of a repair: xfs_scrub reattaches 3,000 orphans
# (pp.crash_repair_files=N) while the filesystem is shut down under it.
# The first repair must have reattached some before the shutdown. After
# log recovery, a second xfs_scrub finishes the job: every name and
# inode is back, and xfs_scrub -n is clean.
require_parent_pointers
require_tool xfs_scrub xfs_io
scratch_mkfs_parent
scratch_mount
require_errtag pptr_orphan
mkdir "$SCRATCH_MNT/top"
n=$(knob crash_repair_files 3000)
assert_ok "$n files" sh -c "pptr-bench '$SCRATCH_MNT/top' $n 1 create > /dev/null"
d=$SCRATCH_MNT/top/d0
listing() { xfs-dirents "$1" | awk '$3 != "." && $3 != ".." { print $3, $2 }' | sort; }
before=$(listing "$d")
set_errortag pptr_orphan 1
find "$d" -type f -exec rm {} +
set_errortag pptr_orphan 0
sync

xfs_scrub "$SCRATCH_MNT" > "$PP_STATE/repair1.out" 2>&1 &
pid=$!
# Let it reattach some, then cut the power.
while [ "$(ls "$d" | wc -l)" -lt 200 ] && kill -0 $pid 2> /dev/null; do
	sleep 0.2
done
done_before=$(ls "$d" | wc -l)
assert_ok "shutdown -f" xfs_io -x -c "shutdown -f" "$SCRATCH_MNT"
wait $pid || echo "# the first xfs_scrub stopped with status $?"
echo "# $done_before of $n reattached before the shutdown"
assert_ok "the first repair was cut short" test "$done_before" -lt "$n"
assert_ok "the first repair reattached some before the shutdown" \
	test "$done_before" -gt 0
scratch_unmount
scratch_mount

scrub_repairs --no-tree-check
assert_eq "every name and inode is back" "$(listing "$d")" "$before"
