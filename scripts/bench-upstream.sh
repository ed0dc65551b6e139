#!/usr/bin/env bash
# make bench-upstream: the metadata workload of make bench (section
# meta) and its scrub (section scrub), run back to back on our release kernel (build/bzImage-release,
# our parent pointers on vs off) and on Debian's linux-source-6.12 built
# with the same release config (build/bzImage-upstream, upstream's
# parent pointers on vs off), then bench/compare.py puts the two sets of
# ratios side by side in build/bench/upstream.md. The raw RESULT lines
# are kept in build/bench/upstream/{ours,upstream}.log.
#
# BENCH_SIZES, BENCH_ROUNDS and BENCH_PATH_SIZES choose the sizes as for
# make bench (default here: 10000 and 100000 files, 7 rounds each, and
# scrub at 10000 and 100000 files).
set -euo pipefail
. "$(dirname "$0")/lib.sh"

OUT=$BUILD/bench/upstream
mkdir -p "$OUT"
# The metadata workload, and xfs_scrub -n on a tree of N files on and
# off (section scrub: the trees of make bench's path section without its
# lookups, which upstream's ioctl cannot answer), with stock xfsprogs
# 6.1's xfs_scrub on both kernels so that only the kernel differs.
export BENCH_SECTIONS=meta,scrub
export BENCH_SIZES=${BENCH_SIZES:-10000 100000}
export BENCH_ROUNDS=${BENCH_ROUNDS:-7}
export BENCH_PATH_SIZES=${BENCH_PATH_SIZES:-10000 100000}
PP_CMDLINE="${PP_CMDLINE:+$PP_CMDLINE }pp.bench_scrub_bin=/usr/stock/sbin/xfs_scrub"
export PP_CMDLINE
[ -f "$BUILD/bzImage-release" ] || die "no build/bzImage-release: run 'make kernel-release'"
[ -f "$BUILD/bzImage-upstream" ] ||
	die "no build/bzImage-upstream: run 'KERNEL_FLAVOR=upstream scripts/kernel.sh build'"

log "bench-upstream: ours, on build/bzImage-release"
KERNEL=$BUILD/bzImage-release "$TOP/scripts/bench.sh" > "$OUT/ours.out" 2>&1 ||
	die "the run on our kernel failed; see $OUT/ours.out"
cp "$BUILD/logs/results.log" "$OUT/ours.log"

log "bench-upstream: upstream, on build/bzImage-upstream"
PP_CMDLINE="${PP_CMDLINE:+$PP_CMDLINE }pp.bench_pptr=upstream" \
	KERNEL=$BUILD/bzImage-upstream "$TOP/scripts/bench.sh" > "$OUT/upstream.out" 2>&1 ||
	die "the run on the upstream kernel failed; see $OUT/upstream.out"
cp "$BUILD/logs/results.log" "$OUT/upstream.log"

"$TOP/bench/compare.py" "$OUT/ours.log" "$OUT/upstream.log" "$BUILD/bench" ||
	die "bench/compare.py could not compare the two runs"
log "bench-upstream: build/bench/upstream.md"
