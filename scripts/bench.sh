#!/usr/bin/env bash
# make bench: boot the patched kernel once and run bench/guest.sh in it;
# turn its RESULT lines into build/bench/results.md and a plot.
set -euo pipefail
. "$(dirname "$0")/lib.sh"

command -v gnuplot > /dev/null || log "bench: gnuplot not installed, no plot (apt-get install gnuplot-nox)"
TIMEOUT=${TIMEOUT:-3600} "$TOP/scripts/qemu.sh" bench || die "the benchmark guest failed; see build/logs/"
grep -q BENCH-DONE "$BUILD/logs/results.log" || die "the benchmark did not finish; see build/logs/results.log"
"$TOP/bench/report.py" "$BUILD/logs/results.log" "$BUILD/bench"
