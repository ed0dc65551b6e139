#!/usr/bin/env bash
# Rewrite tests/costs from the test times of the last runs: the normal
# kernel's in build/logs, the debug kernel's in build/logs/debug.
#
# tests/run splits the tests among the guests by these times, longest
# first, each to the guest with the least so far, so that the guests of
# one run finish together. A test that the logs do not time keeps its
# old time; a new test with no time at all counts as 2 s.
set -euo pipefail
. "$(dirname "$0")/lib.sh"

COSTS=$TOP/tests/costs

# test_times DIR: "GROUP/NAME SECONDS" for each test that DIR's logs timed:
# those of the guests of its last run (run-tests.sh empties DIR/shard-*
# first), or of its one guest (JOBS=1) when there are none.
test_times() {
	local f logs=("$1"/shard-*/results.log)
	[ -f "${logs[0]}" ] || logs=("$1"/results.log)
	for f in "${logs[@]}"; do
		[ -f "$f" ] || continue
		awk '{ sub(/\r$/, "") }
			/^(not )?ok [0-9]+ - / { n = $4 }
			/^# pp-time: [0-9]+ s$/ { if (n != "") print n, $3; n = "" }' "$f"
	done | sort -k1,1
}

normal=$(test_times "$BUILD/logs")
debug=$(test_times "$BUILD/logs/debug")
[ -n "$normal$debug" ] || die "no test times in build/logs: run 'make check' first"

tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
{
	echo "# Seconds each test took in the last timed runs under TCG: on the"
	echo "# normal kernel and on the debug kernel ('-': not run there)."
	echo "# tests/run splits the tests among the guests by them; rewrite with"
	echo "# 'make test-costs' after a 'make check'."
	echo "# test normal debug"
	for t in "$TOP"/tests/*/*.sh; do
		name=${t#"$TOP"/tests/}
		name=${name%.sh}
		case "$name" in lib/*) continue ;; esac
		old=$(awk -v n="$name" '$1 == n { print $2, $3; exit }' "$COSTS" 2>/dev/null || true)
		n=$(awk -v n="$name" '$1 == n { print $2; exit }' <<< "$normal")
		d=$(awk -v n="$name" '$1 == n { print $2; exit }' <<< "$debug")
		[ -n "$n" ] || n=${old% *}
		[ -n "$d" ] || d=${old#* }
		echo "$name ${n:--} ${d:--}"
	done
} > "$tmp"
mv "$tmp" "$COSTS"
trap - EXIT
log "tests/costs: $(grep -vc '^#' "$COSTS") test(s)"
