#!/usr/bin/env bash
# Boot the guest, run the tests matching $TESTS (comma-separated globs of
# GROUP/NAME; all when empty) and judge the run with tap-report.py.
#
# JOBS guests run side by side (default: one per CPU, at most 4), each
# with its share of the list, split by cost (pp.shard=K/N, see tests/run),
# and its own logs and disks in build/logs/shard-K/; under TCG a guest
# keeps about one CPU busy. JOBS=1 is one guest with its logs in
# build/logs/. Every matching test must have run in one of the guests.
# LOGROOT=DIR puts the logs in DIR instead of build/logs.
set -euo pipefail
. "$(dirname "$0")/lib.sh"

# Where the logs go (the debug kernel run uses build/logs/debug/).
LOGROOT=${LOGROOT:-$BUILD/logs}

# The tests that match $TESTS, counted as tests/run counts them.
count_tests() {
	local t name p n=0
	local -a pats
	IFS=, read -r -a pats <<< "${TESTS:-}"
	for t in "$TOP"/tests/*/*.sh; do
		name=${t#"$TOP"/tests/}
		name=${name%.sh}
		case "$name" in lib/*) continue ;; esac
		# As tests/run: "!GLOB" leaves out, the other patterns pick.
		local hit="" pick=""
		for p in "${pats[@]}"; do
			if [[ "$p" == !* ]]; then
				# shellcheck disable=SC2053
				[[ "$name" == ${p#!} ]] && hit=out
			else
				pick=1
				# shellcheck disable=SC2053
				[[ "$name" == $p && "$hit" != out ]] && hit=1
			fi
		done
		[ "$hit" = out ] && continue
		[ -z "$pick" ] || [ "$hit" = 1 ] || continue
		n=$((n + 1))
	done
	echo "$n"
}

jobs=${JOBS:-$(nproc)}
[[ "$jobs" =~ ^[1-9][0-9]*$ ]] || die "JOBS='$jobs': give a number of guests"
[ "$jobs" -le 4 ] || jobs=4
ntests=$(count_tests)
[ "$ntests" -ge 1 ] || die "no test matches TESTS='${TESTS:-}'"
[ "$jobs" -le "$ntests" ] || jobs=$ntests

mkdir -p "$LOGROOT"
rm -rf "$LOGROOT"/shard-*
if [ "$jobs" = 1 ]; then
	rm -f "$LOGROOT/qemu.rc"
	LOGS=$LOGROOT "$TOP/scripts/qemu.sh" test "${TESTS:-}" || true
	exec "$TOP/scripts/tap-report.py" "$LOGROOT"
fi

# Several guests: decide KVM or TCG once, then boot them all.
ACCEL=$("$TOP/scripts/qemu.sh" accel)
export ACCEL
log "$ntests test(s) on $jobs guests side by side; logs in $LOGROOT/shard-*/"
pids=()
dirs=()
for k in $(seq 1 "$jobs"); do
	dir=$LOGROOT/shard-$k
	mkdir -p "$dir"
	dirs+=("$dir")
	LOGS=$dir DISKS=$BUILD/disks/shard-$k SHARD=$k/$jobs QUIET=1 \
		"$TOP/scripts/qemu.sh" test "${TESTS:-}" > "$dir/qemu.out" 2>&1 &
	pids+=($!)
done
# Show each result line as it comes, from every guest.
# shellcheck disable=SC2016
setsid bash -c 'tail -q -n +1 -F "$@" 2>/dev/null | grep --line-buffered -E "^(not )?ok "' \
	tail "${dirs[@]/%//results.log}" &
tailpid=$!
for pid in "${pids[@]}"; do
	wait "$pid" || true
done
sleep 0.5
kill -- -"$tailpid" 2>/dev/null || true
wait "$tailpid" 2>/dev/null || true
rc=0
"$TOP/scripts/tap-report.py" "${dirs[@]}" || rc=$?
# The guests split the list among themselves: together they must have
# run every test, once.
# (the name is the word after the first " - ": a skip's reason may hold
# another)
ran=$(cat "${dirs[@]/%//results.log}" | grep -E '^(not )?ok [0-9]+ - ' |
	sed -E 's/^(not )?ok [0-9]+ - ([^ ]*).*/\2/' | sort | uniq | wc -l)
if [ "$ran" != "$ntests" ]; then
	echo "ERROR: the guests ran $ran distinct test(s) of the $ntests that match"
	rc=1
fi
exit "$rc"
