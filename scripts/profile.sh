#!/usr/bin/env bash
# make profile: boot the patched kernel with perf (Debian's linux-perf,
# from the host) in a copy of the test image, run bench/profile.sh in it
# and keep its report in build/bench/profile.txt. See
# Documentation/benchmarks.md, "Where the time goes".
set -euo pipefail
. "$(dirname "$0")/lib.sh"

LIST=$BUILD/initramfs-profile.list
OUT=$BUILD/initramfs-profile.cpio
PERF=$(command -v perf) || die "perf not installed: run 'scripts/deps.sh profile'"
[ -f "$BUILD/initramfs.list" ] || die "no build/initramfs.list: run 'make initramfs'"

# The test image's list, plus perf with the libraries it needs and the
# guest script.
{
	cat "$BUILD/initramfs.list"
	for lib in $(ldd "$PERF" | awk '/=> \// { print $3 }'); do
		d=$(dirname "$lib")
		grep -q "^dir $d " "$BUILD/initramfs.list" || echo "dir $d 0755 0 0"
		grep -q "^file $lib " "$BUILD/initramfs.list" ||
			echo "file $lib $(readlink -f "$lib") 0755 0 0"
	done
	echo "file /usr/bin/perf $(readlink -f "$PERF") 0755 0 0"
	echo "file /bench/profile.sh $TOP/bench/profile.sh 0755 0 0"
} | awk '!seen[$1 " " $2]++' > "$LIST"
"$BUILD/gen_init_cpio" -t 0 "$LIST" > "$OUT.tmp" || die "gen_init_cpio failed on $LIST"
mv "$OUT.tmp" "$OUT"

# The guest's TSC runs at the host's rate (see scripts/bench.sh).
tsc=$("$BUILD/tools/tsc-khz" 2>/dev/null) ||
	die "build/tools/tsc-khz missing or failed: run scripts/tools.sh"
export PP_CMDLINE="${PP_CMDLINE:+$PP_CMDLINE }tsc_early_khz=$tsc tsc=reliable"
[ -n "${PROFILE_FILES:-}" ] && PP_CMDLINE="$PP_CMDLINE pp.profile_files=$PROFILE_FILES"
INITRD=$OUT MEM=${MEM:-3G} TIMEOUT=${TIMEOUT:-1800} "$TOP/scripts/qemu.sh" profile ||
	die "the profiling guest failed; see build/logs/"
grep -q PROFILE-DONE "$BUILD/logs/results.log" ||
	die "the profile did not finish; see build/logs/results.log"
mkdir -p "$BUILD/bench"
sed -n '/^=== /,/^PROFILE-DONE/p' "$BUILD/logs/results.log" > "$BUILD/bench/profile.txt"
log "profile: build/bench/profile.txt"
