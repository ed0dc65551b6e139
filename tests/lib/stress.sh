# shellcheck shell=sh
# Helpers for the tests in tests/stress/, which source this file after
# lib/common.sh. The stress program is tests/stress/pptr-stress.c (in the
# guest: pptr-stress, see its header for the options).
#
# Knobs on the kernel command line (scripts/qemu.sh passes $PP_CMDLINE):
#   pp.stress_seed=N    the seed of every stress test (default: random);
#                       the crash loop uses N + ITERATION for an iteration
#   pp.crash_iters=N    iterations of stress/crash-loop (default 50)
#   pp.stress_secs=N    seconds of stress in the scrub and repair loops
#                       (default 4)
#   pp.stress_ops=N     operations per thread of namespace-ops-records-exact
#                       (default 1000)
#   pp.crash_larp=1     the crash loop logs user xattr updates as intents
#                       too (/sys/fs/xfs/debug/larp, XFS_DEBUG kernels)
# e.g. PP_CMDLINE="pp.crash_iters=500 pp.stress_secs=120" make test TESTS='stress/*'
# for a soak.

# stress_seed: the seed to use, from pp.stress_seed= or random.
stress_seed() {
	_s=$(knob stress_seed "")
	[ -n "$_s" ] || _s=$(od -An -N4 -tu4 /dev/urandom | tr -d ' ')
	echo "$_s"
}

# wait_pid PID SECONDS WHAT: wait for the background process PID for at
# most SECONDS; return its exit status. If it is still there after that,
# it hangs: say so, dump the blocked tasks and PID's kernel stacks to the
# log, record a failure and return 124 (without waiting: a task stuck in
# the kernel cannot be killed; the guest's hung-task watchdog ends the run
# if it is stuck for good).
wait_pid() {
	_end=$(($(date +%s) + $2))
	while kill -0 "$1" 2> /dev/null; do
		if [ "$(date +%s)" -ge "$_end" ]; then
			fail "$3 (pid $1) still running after $2 s: a hang?"
			for _k in /proc/"$1"/task/*/stack; do
				echo "--- $_k"
				cat "$_k" 2> /dev/null
			done
			echo w > /proc/sysrq-trigger 2> /dev/null
			kill -KILL "$1" 2> /dev/null
			return 124
		fi
		sleep 0.1
	done
	_st=0
	wait "$1" || _st=$?
	return $_st
}

# shut_down: whether the scratch filesystem is shut down (the kernel
# refuses every change with EIO).
shut_down() {
	if touch "$SCRATCH_MNT/.probe" 2> /dev/null; then
		rm -f "$SCRATCH_MNT/.probe"
		return 1
	fi
	return 0
}
