#!/bin/sh
# make profile, guest side: where the time of parent pointers goes. Runs
# each workload on a filesystem with parent pointers and on one without,
# under "perf record" (cpu-clock sampling of the whole guest, with call
# chains), and prints for each:
#
#   - the workload's own figures (pptr-bench phase times, scrub time);
#   - the share of samples under parent pointer code ("perf report
#     --sort parent": a sample counts if one of the matching functions is
#     on its call chain);
#   - the XFS log statistics of the filesystem (xs_log_writes and
#     xs_log_blocks: how much more the log writes);
#   - the top symbols, and the call chains under which the memory
#     copies, clears and allocations were sampled.
#
# Workloads: meta (pptr-bench, every phase, pp.profile_files files over
# 10 directories, default 20000) and scrub (xfs_scrub -n over that many
# files in 20 directories). Numbers from one run each: read the shares
# and the log figures, not the times, which move with the host's load.
export PATH=/usr/sbin:/usr/bin:/sbin:/bin
dev=/dev/vdb
mnt=/mnt/scratch
n=20000
for arg in $(cat /proc/cmdline); do
	case "$arg" in
	pp.profile_files=*) n=${arg#*=} ;;
	esac
done
# The functions that only run because of parent pointers.
META_RE='xfs_parent_|xfs_attr_|xfs_bmap_add_attrfork'
SCRUB_RE='xchk_pptr|xchk_parent_pptrs|xchk_dir_check_pptr|xchk_xattr'

fail() {
	echo "PROFILE-FAILED: $*"
	exit 1
}

mkfs_mode() {
	mkfs.xfs -f -q -n parent="$([ "$1" = on ] && echo 1 || echo 0)" "$dev" ||
		fail "mkfs.xfs parent=$1"
	mount -t xfs "$dev" "$mnt" || fail "mount"
}

# report WORKLOAD MODE REGEX: the shares and the top of perf.data.
report() {
	echo "--- $1 $2: samples under parent pointer code ($3)"
	perf report -i /tmp/perf.data --stdio --no-children --sort parent \
		-p "$3" -g none --show-nr-samples 2>/dev/null |
		grep -v -e '^#' -e '^$' | head -20
	echo "--- $1 $2: top symbols"
	perf report -i /tmp/perf.data --stdio --no-children --sort sym \
		-g none --show-nr-samples 2>/dev/null |
		grep -v -e '^#' -e '^$' | head -25
}

# callers WORKLOAD MODE SYMBOL...: the call chains under which each
# symbol was sampled, innermost first, folded one chain per line (the
# top symbols say what is hot, these say who asked for it).
callers() {
	w=$1 m=$2
	shift 2
	for sym in "$@"; do
		echo "--- $w $m: callers of $sym"
		perf report -i /tmp/perf.data --stdio --no-children -S "$sym" \
			-g folded,0.1,callee,function,percent --max-stack 8 \
			2>/dev/null | grep -v -e '^#' -e '^$' | head -12
	done
}

# scrubtypes MODE: the samples under each scrub setup and check function,
# children included, so the difference between on and off can be traced
# to the scrub types that carry it.
scrubtypes() {
	echo "--- scrub $1: samples under each scrub function (children included)"
	perf report -i /tmp/perf.data --stdio --children --sort sym -g none \
		2>/dev/null |
		awk '$NF ~ /^(xchk_|xfs_scrub_metadata$|xfs_iget$|xfs_trans_alloc_empty$)/ { print $1, $NF }' |
		head -30
}

# logstats: xs_log_writes and xs_log_blocks of the scratch filesystem.
logstats() {
	awk '$1 == "log" { print "log writes " $2 ", log blocks " $3 }' \
		"/sys/fs/xfs/$(basename "$dev")/stats/stats"
}

command -v perf > /dev/null || fail "no perf in the guest"
for mode in on off; do
	mkfs_mode $mode
	echo "=== meta $mode: pptr-bench $n files, 10 directories"
	perf record -q -e cpu-clock -F 2000 -a -g -o /tmp/perf.data -- \
		pptr-bench "$mnt" "$n" 10 || fail "perf record pptr-bench"
	logstats
	umount "$mnt"
	report meta $mode "$META_RE"
	callers meta $mode memcpy_erms memset_erms kmem_cache_alloc
done
for mode in on off; do
	mkfs_mode $mode
	pptr-bench "$mnt" "$n" 20 create > /dev/null || fail "pptr-bench create"
	umount "$mnt"
	mount -t xfs "$dev" "$mnt" || fail "mount"
	echo "=== scrub $mode: xfs_scrub -n over $n files, 20 directories"
	t0=$(nstime)
	perf record -q -e cpu-clock -F 2000 -a -g -o /tmp/perf.data -- \
		xfs_scrub -n "$mnt" > /dev/null 2>&1 || fail "xfs_scrub -n"
	t1=$(nstime)
	echo "scrub time $(((t1 - t0) / 1000000)) ms"
	umount "$mnt"
	report scrub $mode "$SCRUB_RE"
	callers scrub $mode memset_erms kmem_cache_alloc xfs_verify_dir_ino
	scrubtypes $mode
done
echo "PROFILE-DONE"
