# Crashes in the middle of random namespace operations, again and again
# on one filesystem (pp.crash_iters=, default 50 iterations): four threads
# of pptr-stress on a small tree and, after a random 0.2-0.6 s, either a
# shutdown ("shutdown -f", the log forced first, or "shutdown", losing
# what was not yet written) or "inject larp" (the next attr intent fails,
# which shuts the filesystem down); then unmount and mount again (log
# recovery): xfs_scrub -n is clean and every record matches the tree. The
# next iteration starts on the recovered filesystem.
#
# Half of the iterations mount with dirsync: then the first transaction of
# every namespace operation (the entries and the intents of the records)
# is on disk when it returns, so a crash in the middle of the attr intent
# chain that follows, as "inject larp" makes, leaves the intents for log
# recovery to finish. Without it the crash mostly drops the whole chain.
#
# pp.crash_larp=1 also logs user xattr updates as intents (the XFS_DEBUG
# knob /sys/fs/xfs/debug/larp): more intents in the log, more log traffic.
#
# Iteration I uses seed BASE + I for the stress and for its delay, kind of
# crash and mount option; a failure prints both seeds and stops the loop.
# The filesystem carries over from one iteration to the next, so to
# replay, run the same base seed up to the failing iteration:
# pp.stress_seed=BASE pp.crash_iters=I (the thread interleaving differs
# from run to run).
. /tests/lib/stress.sh
require_parent_pointers
require_tool pptr-stress xfs_scrub bc
iters=$(knob crash_iters 50)
base=$(stress_seed)
echo "base seed $base, $iters iterations"

# params I: the seed, delay, kind of crash and mount options of
# iteration I.
params() {
	seed=$((base + $1))
	r=$(((seed * 6364136223846793005 + 1442695040888963407) >> 33))
	[ $r -ge 0 ] || r=$((-r))
	ms=$((200 + r % 401))
	delay=0.$(printf %03d "$ms")
	r=$((r / 401))
	case $((r % 5)) in
	0 | 1) crash="shutdown -f" ;;
	2) crash="shutdown" ;;
	*) crash="inject larp" ;;
	esac
	# every fourth iteration from the second injects, so that a short
	# run (10 in the debug pass) cannot draw none: the test asserts that
	# an injection shut the filesystem down at least once
	[ $(($1 % 4)) != 2 ] || crash="inject larp"
	r=$((r / 5))
	mopts=defaults
	[ $((r % 2)) = 0 ] || mopts=dirsync
}

if [ "$(knob crash_larp 0)" = 1 ] && [ -w /sys/fs/xfs/debug/larp ]; then
	echo "user xattr updates logged as intents (debug/larp=1)"
	# (tests/run puts it back after the test, a timeout too)
	set_global /sys/fs/xfs/debug/larp 1
fi

scratch_mkfs_parent
params 1
scratch_mount -o "$mopts"
require_errtag larp

bad=0
larp_fired=0
larp_idle=0
i=1
while [ $i -le "$iters" ]; do
	t0=$(cut -d' ' -f1 /proc/uptime)
	params $i
	what="$crash after $delay s, mount -o $mopts"

	# -d: a bound in case the crash never comes (larp with no intent).
	pptr-stress -k -t 4 -d 3 -w 2 -D 2 -s "$seed" "$SCRATCH_MNT" \
		> "$PP_STATE/stress.out" 2>&1 &
	spid=$!
	sleep "$delay"
	if [ "$crash" = "inject larp" ] && [ -z "${larp_allowed:-}" ]; then
		# The failed intent shuts the filesystem down ("Corruption
		# of in-memory data"); shutdown -f needs nothing.
		dmesg_allow_injected_shutdown
		larp_allowed=1
	fi
	if [ "$crash" = shutdown ] && [ -z "${nologflush_allowed:-}" ]; then
		# A shutdown without the log flush is one of a log I/O
		# error to XFS ("Log I/O Error ... Shutting down").
		dmesg_allow_log_shutdown
		nologflush_allowed=1
	fi
	xfs_io -x -c "$crash" "$SCRATCH_MNT" > /dev/null
	st=0
	wait_pid $spid 60 "pptr-stress (seed $seed)" || st=$?
	[ $st != 124 ] || exit 1
	if [ "$crash" = "inject larp" ]; then
		if shut_down; then
			larp_fired=$((larp_fired + 1))
		else
			# No attr intent came: crash anyway.
			larp_idle=$((larp_idle + 1))
			xfs_io -x -c "shutdown -f" "$SCRATCH_MNT"
		fi
	fi
	echo "iteration $i seed $seed: $what;" \
		"$(grep '^ops:' "$PP_STATE/stress.out")"
	ok=1
	if [ $st != 0 ]; then
		cat "$PP_STATE/stress.out"
		echo "iteration $i seed $seed (base $base; $what):" \
			"pptr-stress exit status $st"
		ok=0
	fi
	scratch_unmount
	# Log recovery; the mount is the next iteration's.
	cur=$seed
	params $((i + 1))
	if ! mount -t xfs -o "$mopts" "$SCRATCH_DEV" "$SCRATCH_MNT"; then
		dmesg | tail -60
		echo "iteration $i seed $cur (base $base; $what):" \
			"log recovery fails, the filesystem does not mount"
		bad=1
		break
	fi
	if ! xfs_scrub -n "$SCRATCH_MNT" > "$PP_STATE/scrub.out" 2>&1; then
		cat "$PP_STATE/scrub.out"
		echo "iteration $i seed $cur (base $base; $what):" \
			"xfs_scrub -n found problems after recovery"
		ok=0
	fi
	if ! check_tree_records "$SCRATCH_MNT"; then
		echo "iteration $i seed $cur (base $base; $what):" \
			"records differ from the tree after recovery"
		ok=0
	fi
	echo "iteration $i: $(echo "$(cut -d' ' -f1 /proc/uptime) - $t0" | bc) s"
	if [ $ok = 0 ]; then
		bad=$((bad + 1))
		# One broken filesystem is enough to debug.
		break
	fi
	i=$((i + 1))
done
echo "$((i - 1 + bad)) iterations; inject larp: $larp_fired shut the filesystem" \
	"down, $larp_idle found no attr intent in time"
assert_eq "every iteration recovered to a consistent tree (base seed $base)" \
	"$bad" 0
assert_ok "an injected attr intent failure shut the filesystem down" \
	test "$larp_fired" -gt 0
