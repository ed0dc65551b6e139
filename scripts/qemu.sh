#!/usr/bin/env bash
# Boot build/bzImage with build/initramfs.cpio in QEMU and collect what
# the guest prints.
#
# Usage: qemu.sh MODE [TESTS]
#   MODE   test, demo, bench, profile, probe or shell (see initramfs/init), or
#          accel: print the accelerator the guests get (kvm or tcg)
#   TESTS  comma-separated globs of test names, for MODE=test
#
# The guest gets four sparse virtio disks in $DISKS (build/disks/; vda:
# test, vdb: scratch, vdc: spare, all $DISK_SIZE; vdd: big, $BIG_DISK_SIZE,
# for inode numbers above 2^32), made anew each boot, in every mode.
# ttyS0 (the kernel log) goes to $LOGS/console.log (build/logs/) and ttyS1
# (results) to $LOGS/results.log, which is also shown live unless QUIET is
# set. The whole boot is killed after $TIMEOUT seconds. KVM is used only if
# a short probe boot under KVM works; otherwise TCG.
#
# Exit status: QEMU's, or 124 if the guest timed out.
set -euo pipefail
. "$(dirname "$0")/lib.sh"

MODE=${1:-test}
TESTS=${2:-}
TIMEOUT=${TIMEOUT:-1800}
LOGS=${LOGS:-$BUILD/logs}
DISKS=${DISKS:-$BUILD/disks}
KERNEL=${KERNEL:-$BUILD/bzImage}
INITRD=${INITRD:-$BUILD/initramfs.cpio}
DISK_SIZE=${DISK_SIZE:-2G}
BIG_DISK_SIZE=${BIG_DISK_SIZE:-3T}
MEM=${MEM:-2G}

[ -f "$KERNEL" ] || die "no $KERNEL: run 'make kernel'"
[ -f "$INITRD" ] || die "no $INITRD: run 'make initramfs'"
command -v qemu-system-x86_64 > /dev/null || die "qemu-system-x86_64 missing: run 'make deps'"
mkdir -p "$LOGS" "$DISKS"

# random.trust_cpu=on: the CPU's RDRAND (TCG's -cpu max has one) seeds the
# kernel's random numbers at boot. Without it they were ready only after a
# minute or two, and until then every getrandom() (mkfs.xfs makes a uuid)
# spun for about 3 s gathering timer jitter.
CMDLINE="console=ttyS0 panic=-1 oops=panic hung_task_panic=1 loglevel=7 random.trust_cpu=on pp.mode=$MODE"
[ -n "$TESTS" ] && CMDLINE="$CMDLINE pp.tests=$TESTS"
# one of several guests side by side (scripts/run-tests.sh): SHARD=K/N
[ -n "${SHARD:-}" ] && CMDLINE="$CMDLINE pp.shard=$SHARD"
# The kernels this project builds have parent pointers: a test that finds
# them missing fails rather than skips (require_parent_pointers in
# tests/lib/common.sh). PPTR_REQUIRED=0 lets them skip, for a kernel
# built without the series.
case "${PPTR_REQUIRED:-1}" in
0 | 1) CMDLINE="$CMDLINE pp.pptr_required=${PPTR_REQUIRED:-1}" ;;
*) die "PPTR_REQUIRED='$PPTR_REQUIRED': give 0 or 1" ;;
esac
# make check KNOWN_BUGS=1: also run the tests of bugs not fixed yet
[ -n "${KNOWN_BUGS:-}" ] && CMDLINE="$CMDLINE pp.known_bugs=1"
# tests/fuzz: replay a run with its seed (FUZZ_SEED=N)
[ -n "${FUZZ_SEED:-}" ] && CMDLINE="$CMDLINE pp.fuzz_seed=$FUZZ_SEED"
# Knobs for the tests (e.g. PP_CMDLINE="pp.stress_seed=42 pp.crash_iters=200",
# see tests/lib/stress.sh).
[ -n "${PP_CMDLINE:-}" ] && CMDLINE="$CMDLINE $PP_CMDLINE"
# make bench: what to measure (see bench/guest.sh for the defaults), each a
# list of numbers separated by spaces or commas: BENCH_SIZES="10000 100000"
# (metadata throughput), BENCH_ROUNDS="5 1" (rounds per size, the last
# repeating), BENCH_PATH_SIZES (path lookup and scrub), BENCH_DEPTHS and
# BENCH_DEPTH_FILES (path lookup against depth), BENCH_LINKS (space),
# BENCH_XREPAIR_SIZES (offline directory rebuild).
for var in SIZES ROUNDS PATH_SIZES DEPTHS DEPTH_FILES LINKS XREPAIR_SIZES; do
	name=BENCH_$var
	val=${!name:-}
	[ -z "$val" ] && continue
	[[ "$val" =~ ^[0-9][0-9,\ ]*$ ]] || die "BENCH_$var='$val': give numbers separated by spaces or commas"
	CMDLINE="$CMDLINE pp.bench_${var,,}=$(tr -s ' ,' , <<< "$val")"
done

# qemu_cmd ACCEL: set QEMU_CMD to the QEMU command line of a guest, without
# its serial ports: the kernel, the initramfs, $CMDLINE and the four disks
# the tests expect, made anew (vda test, vdb scratch, vdc spare, vdd big;
# see TEST_DEV, SCRATCH_DEV and BIG_DEV in tests/lib/common.sh).
qemu_cmd() {
	local accel=$1 cpu=max d
	[ "$accel" = kvm ] && cpu=host
	QEMU_CMD=(qemu-system-x86_64 -accel "$accel" -cpu "$cpu" -smp 2 -m "$MEM"
		-nodefaults -display none -no-reboot
		-kernel "$KERNEL" -initrd "$INITRD" -append "$CMDLINE")
	for d in test scratch spare big; do
		rm -f "$DISKS/$d.img"
		if [ "$d" = big ]; then
			truncate -s "$BIG_DISK_SIZE" "$DISKS/$d.img"
		else
			truncate -s "$DISK_SIZE" "$DISKS/$d.img"
		fi
		QEMU_CMD+=(-drive "file=$DISKS/$d.img,if=virtio,format=raw,cache=unsafe")
	done
}

# qemu_run ACCEL SECONDS CONSOLE RESULTS [EXTRA QEMU ARGS]
qemu_run() {
	local accel=$1 secs=$2 console=$3 results=$4
	shift 4
	qemu_cmd "$accel"
	timeout -k 5 "$secs" "${QEMU_CMD[@]}" \
		-serial "file:$console" -serial "file:$results" "$@"
}

# Pick KVM if a probe boot under it gets to userspace quickly; cache the
# answer for this host boot and this kernel.
pick_accel() {
	local key cache=$BUILD/accel
	if [ -n "${ACCEL:-}" ]; then
		echo "$ACCEL"
		return
	fi
	key="$(cat /proc/sys/kernel/random/boot_id) $(sha256sum < "$KERNEL" | cut -c1-16)"
	if [ -f "$cache" ] && [ "$(sed -n 2p "$cache")" = "$key" ]; then
		head -1 "$cache"
		return
	fi
	local accel=tcg
	if [ -w /dev/kvm ]; then
		log "probing KVM (15 s at most)"
		if CMDLINE="console=ttyS0 panic=-1 pp.mode=probe" \
			qemu_run kvm 15 "$LOGS/probe-console.log" "$LOGS/probe.log" \
			> /dev/null 2>&1 && grep -q PP-PROBE-OK "$LOGS/probe.log"; then
			accel=kvm
		else
			log "KVM did not boot the guest; using TCG"
		fi
	fi
	printf '%s\n%s\n' "$accel" "$key" > "$cache"
	echo "$accel"
}

accel=$(pick_accel)
# 'qemu.sh accel': only say which accelerator the guests get.
if [ "$MODE" = accel ]; then
	echo "$accel"
	exit 0
fi
console=$LOGS/console.log
results=$LOGS/results.log
: > "$console"
: > "$results"
log "booting the guest ($accel, mode $MODE${TESTS:+, tests $TESTS}, timeout ${TIMEOUT}s)"
log "kernel log: $console"

if [ "$MODE" = shell ]; then
	# Interactive: the console on this terminal, the same disks as the
	# tests get.
	qemu_cmd "$accel"
	exec "${QEMU_CMD[@]}" -serial stdio -serial "file:$results"
fi

# Show the results channel live while the guest runs.
tailpid=
if [ -z "${QUIET:-}" ]; then
	tail -n +1 -F "$results" 2>/dev/null &
	tailpid=$!
fi
set +e
qemu_run "$accel" "$TIMEOUT" "$console" "$results"
rc=$?
set -e
if [ -n "$tailpid" ]; then
	sleep 0.5
	kill "$tailpid" 2>/dev/null || true
	wait "$tailpid" 2>/dev/null || true
fi
echo "$rc" > "$LOGS/qemu.rc"
[ "$rc" = 124 ] && log "the guest did not finish within ${TIMEOUT}s"
exit "$rc"
