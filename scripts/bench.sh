#!/usr/bin/env bash
# make bench: boot the patched kernel once and run bench/guest.sh in it;
# turn its RESULT lines into build/bench/results.md and one plot per
# workload. BENCH_SIZES, BENCH_ROUNDS, ... choose what runs (scripts/qemu.sh);
# BENCH_NOTE, if set, is written into results.md as the run's conditions.
set -euo pipefail
. "$(dirname "$0")/lib.sh"

command -v gnuplot > /dev/null || log "bench: gnuplot not installed, no plot (apt-get install gnuplot-nox)"
# The guest kernel has no ACPI, hence no HPET or PM timer to calibrate
# its TSC against, and would time everything with the 4 ms jiffies
# clock: give it the TSC frequency, measured here (the guest's TSC counts
# at the host's rate).
tsc=$("$BUILD/tools/tsc-khz" 2>/dev/null) ||
	die "build/tools/tsc-khz missing or failed: run scripts/tools.sh"
export PP_CMDLINE="${PP_CMDLINE:+$PP_CMDLINE }tsc_early_khz=$tsc tsc=reliable"
# The knobs of the directory rebuild section and the choice of sections
# (scripts/qemu.sh passes the other BENCH_* lists): BENCH_SECTIONS, names
# out of "meta path scrub depth space repair rebuild xrepair" (default:
# all but scrub, which is path without the lookups), e.g.
# BENCH_SECTIONS=rebuild for that section alone; BENCH_REBUILD_SIZES
# (entries of the damaged directory, default "1000 10000 100000"). Each
# a list separated by spaces or commas.
if [ -n "${BENCH_SECTIONS:-}" ]; then
	for s in $(tr , ' ' <<< "$BENCH_SECTIONS"); do
		case "$s" in
		meta | path | scrub | depth | space | repair | rebuild | xrepair) ;;
		*) die "BENCH_SECTIONS: unknown section '$s' (meta path scrub depth space repair rebuild xrepair)" ;;
		esac
	done
	PP_CMDLINE="$PP_CMDLINE pp.bench_sections=$(tr -s ' ,' , <<< "$BENCH_SECTIONS")"
fi
if [ -n "${BENCH_REBUILD_SIZES:-}" ]; then
	[[ "$BENCH_REBUILD_SIZES" =~ ^[0-9][0-9,\ ]*$ ]] ||
		die "BENCH_REBUILD_SIZES='$BENCH_REBUILD_SIZES': give numbers separated by spaces or commas"
	PP_CMDLINE="$PP_CMDLINE pp.bench_rebuild_sizes=$(tr -s ' ,' , <<< "$BENCH_REBUILD_SIZES")"
fi
start=$(date +%s)
TIMEOUT=${TIMEOUT:-3600} "$TOP/scripts/qemu.sh" bench || die "the benchmark guest failed; see build/logs/"
grep -q BENCH-DONE "$BUILD/logs/results.log" || die "the benchmark did not finish; see build/logs/results.log"
rm -f "$BUILD"/bench/*.png "$BUILD"/bench/*.dat
"$TOP/bench/report.py" "$BUILD/logs/results.log" "$BUILD/bench" "$(($(date +%s) - start))" ||
	die "bench/report.py could not read build/logs/results.log"
