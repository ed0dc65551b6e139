#!/bin/sh
# make bench, guest side: metadata throughput, path lookup and scrub time
# with parent pointers on and off, and online repair of orphans (on only), on same-size filesystems made and
# mounted the same way, alternating on/off pair by pair. Prints
# "RESULT <workload> <mode> <round> <key> <value>" lines on stdout.
export PATH=/usr/sbin:/usr/bin:/sbin:/bin
dev=/dev/vdb
mnt=/mnt/scratch
rounds=3
sizes=10000
for arg in $(cat /proc/cmdline); do
	case "$arg" in
	pp.bench_rounds=*) rounds=${arg#pp.bench_rounds=} ;;
	pp.bench_sizes=*) sizes=$(echo "${arg#pp.bench_sizes=}" | tr , ' ') ;;
	esac
done

mkfs_mode() {
	mkfs.xfs -f -q -n parent="$([ "$1" = on ] && echo 1 || echo 0)" "$dev" || exit 1
	mount -t xfs "$dev" "$mnt" || exit 1
}

gen_of() {
	printf '%u' "$(xfs_io -r -c "bulkstat_single $1" "$mnt" |
		sed -n 's/^[[:space:]]*bs_gen = //p')"
}

echo "BENCH-START $(uname -r) cpus=$(nproc)"
for n in $sizes; do
	r=1
	while [ $r -le "$rounds" ]; do
		# alternate which mode goes first, round by round
		if [ $((r % 2)) = 1 ]; then order="on off"; else order="off on"; fi
		for mode in $order; do
			mkfs_mode $mode
			pptr-bench "$mnt" "$n" 10 | while read -r ph ops secs; do
				echo "RESULT meta-$n $mode $r $ph $ops/$secs"
			done
			umount "$mnt"
		done
		r=$((r + 1))
	done
done

# Path lookup and scrub on one tree of 10^4 files, 10 deep.
for mode in on off; do
	mkfs_mode $mode
	d=$mnt
	for i in 1 2 3 4 5 6 7 8 9 10; do d=$d/level$i; mkdir "$d"; done
	pptr-bench "$d" 10000 20 create > /dev/null
	target=$d/d7/f1007
	ino=$(stat -c %i "$target")
	if [ $mode = on ]; then
		gen=$(gen_of "$ino")
		ns=$(xfs-parents -p -T 200 -i "$ino" -g "$gen" "$mnt" 2>&1 > /dev/null)
		echo "RESULT path on 1 ioctl-per-lookup-ns $ns"
		t0=$(nstime)
		find "$mnt" -xdev -inum "$ino" > /dev/null
		t1=$(nstime)
		echo "RESULT path on 1 find-per-lookup-ns $((t1 - t0))"
	fi
	t0=$(nstime)
	xfs_scrub -n "$mnt" > /dev/null 2>&1
	t1=$(nstime)
	echo "RESULT scrub $mode 1 scrub-ns $((t1 - t0))"
	echo "RESULT space $mode 1 used-kb $(df -k "$mnt" | awk 'NR == 2 { print $3 }')"
	umount "$mnt"
done

# Repair: K files of one directory lose their entries (the pptr_orphan
# error tag), then xfs_scrub reattaches them. Offline repair has nothing
# to compare with: it puts them in lost+found.
for k in 100 1000 10000; do
	mkfs_mode on
	mkdir "$mnt/top"
	pptr-bench "$mnt/top" "$k" 1 create > /dev/null
	tag=/sys/fs/xfs/$(basename "$dev")/errortag/pptr_orphan
	echo 1 > "$tag"
	find "$mnt/top/d0" -type f -exec rm {} +
	echo 0 > "$tag"
	t0=$(nstime)
	xfs_scrub "$mnt" > /dev/null 2>&1
	t1=$(nstime)
	back=$(ls "$mnt/top/d0" | wc -l)
	echo "RESULT repair-$k on 1 repair-ns $((t1 - t0))"
	echo "RESULT repair-$k on 1 reattached $back"
	umount "$mnt"
done
echo "BENCH-DONE"
