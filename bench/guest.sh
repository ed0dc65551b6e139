#!/bin/sh
# make bench, guest side. Parent pointers on against off, on filesystems
# of the same size made and mounted the same way (only mkfs.xfs -n
# parent=1|0 differs). For the timed comparisons both are mounted at once,
# on two disks (vdb, vdc) that swap roles round by round, and the work
# alternates between them, so that whatever else the host runs weighs on
# both alike:
#
#   meta-N     metadata throughput over N files (pptr-bench pair: every
#              phase in tenths, alternating), per size in
#              pp.bench_sizes, pp.bench_rounds rounds of each
#   path-N     inode number to every path through the ioctl (xfs-parents
#              -T, in C) against find -inum over the whole tree, N files
#              10 deep, per size in pp.bench_path_sizes; warm and cold
#   scrub-N    xfs_scrub -n on that same tree, on and off, twice each
#              (on off off on), caches dropped before each
#   tree-N     df used space of that tree, on and off (1 link a file)
#   depth-D    path lookup as path-N, pp.bench_depth_files files D deep,
#              per depth in pp.bench_depths (parent pointers on)
#   space-L    1000 files of L links each (pp.bench_links): df used space
#              and the attr fork blocks of the files, on and off
#   repair-K   K orphans reattached by xfs_scrub (on only)
#
# Prints "RESULT <workload> <mode> <round> <key> <value>" lines on
# stdout, "BENCH-CONFIG key=value ..." once and "BENCH-TIME <section>
# <seconds>" after each section.
export PATH=/usr/sbin:/usr/bin:/sbin:/bin
dev=/dev/vdb
mnt=/mnt/scratch
# The second filesystem of the on/off pairs.
dev2=/dev/vdc
mnt2=/mnt/spare
mkdir -p "$mnt" "$mnt2"
# Rounds per size of sizes, in order; the last one repeats. One round at
# 10^5 files takes about 5.5 minutes under TCG on a quiet 2-core host (9
# on a busy one); with one round there a single burst of host load moved
# a ratio by 0.05, so there are three, and the median is read.
rounds="5 3"
sizes="10000 100000"
path_sizes="1000 10000 100000"
depths="2 5 10 20"
depth_files=10000
links="1 2 5 10 20 50"
space_files=1000
for arg in $(cat /proc/cmdline); do
	val=$(echo "${arg#*=}" | tr , ' ')
	case "$arg" in
	pp.bench_rounds=*) rounds=$val ;;
	pp.bench_sizes=*) sizes=$val ;;
	pp.bench_path_sizes=*) path_sizes=$val ;;
	pp.bench_depths=*) depths=$val ;;
	pp.bench_depth_files=*) depth_files=$val ;;
	pp.bench_links=*) links=$val ;;
	esac
done

now() {
	nstime
}

# section NAME T0: print how long the section that began at T0 took.
section() {
	echo "BENCH-TIME $1 $((($(now) - $2) / 1000000000))"
}

# mkfs_mode on|off [DEV MNT]: a new filesystem on DEV (the scratch disk),
# mounted on MNT.
mkfs_mode() {
	mkfs.xfs -f -q -n parent="$([ "$1" = on ] && echo 1 || echo 0)" "${2:-$dev}" || exit 1
	mount -t xfs "${2:-$dev}" "${3:-$mnt}" || exit 1
}

# mkfs_pair R: a filesystem with parent pointers on $mnt_on and one
# without on $mnt_off, each on its own disk, the disks swapping roles
# from one R to the next.
mkfs_pair() {
	if [ $(($1 % 2)) = 1 ]; then
		dev_on=$dev mnt_on=$mnt dev_off=$dev2 mnt_off=$mnt2
	else
		dev_on=$dev2 mnt_on=$mnt2 dev_off=$dev mnt_off=$mnt
	fi
	mkfs_mode on "$dev_on" "$mnt_on"
	mkfs_mode off "$dev_off" "$mnt_off"
}

# mnt_of on|off: the mount point of that mode in the current pair.
mnt_of() {
	if [ "$1" = on ]; then echo "$mnt_on"; else echo "$mnt_off"; fi
}

umount_pair() {
	umount "$mnt_on" && umount "$mnt_off"
}

# order R: "on off" for odd R, "off on" for even R.
order() {
	if [ $(($1 % 2)) = 1 ]; then echo "on off"; else echo "off on"; fi
}

gen_of() {
	printf '%u' "$(xfs_io -r -c "bulkstat_single $1" "$mnt" |
		sed -n 's/^[[:space:]]*bs_gen = //p')"
}

drop_caches() {
	sync
	echo 3 > /proc/sys/vm/drop_caches
}

# tree DEPTH N: N files under $mnt, DEPTH path components deep counting
# the file's own name (DEPTH - 2 levels of directories, then 20
# directories d0..d19 holding the files). Sets $target to the file in
# the middle.
tree() {
	local_d=$mnt
	local_i=2
	while [ $local_i -lt "$1" ]; do
		local_d=$local_d/level$local_i
		mkdir "$local_d" || exit 1
		local_i=$((local_i + 1))
	done
	pptr-bench "$local_d" "$2" 20 create > /dev/null || exit 1
	local_i=$(($2 / 2))
	target=$local_d/d$((local_i % 20))/f$local_i
}

# lookup WORKLOAD: time inode number -> paths of $target, warm and cold,
# through the ioctl (xfs-parents -T, the loop in C: 5 batches of 200
# walks) and with find -inum over the whole filesystem (3 warm runs, one
# cold).
lookup() {
	ino=$(stat -c %i "$target")
	gen=$(gen_of "$ino")
	paths=$(xfs-parents -p -i "$ino" -g "$gen" "$mnt")
	[ "$paths" = "$target" ] || echo "# $1: xfs-parents gave '$paths', not $target"
	for r in 1 2 3 4 5; do
		ns=$(xfs-parents -p -T 200 -i "$ino" -g "$gen" "$mnt" 2>&1 > /dev/null)
		echo "RESULT $1 on $r ioctl-ns $ns"
	done
	for r in 1 2 3; do
		t0=$(now)
		found=$(find "$mnt" -xdev -inum "$ino")
		t1=$(now)
		[ "$found" = "$target" ] || echo "# $1: find gave '$found', not $target"
		echo "RESULT $1 on $r find-ns $((t1 - t0))"
	done
	drop_caches
	ns=$(xfs-parents -p -T 1 -i "$ino" -g "$gen" "$mnt" 2>&1 > /dev/null)
	echo "RESULT $1 on 1 ioctl-cold-ns $ns"
	drop_caches
	t0=$(now)
	find "$mnt" -xdev -inum "$ino" > /dev/null
	t1=$(now)
	echo "RESULT $1 on 1 find-cold-ns $((t1 - t0))"
}

clock=$(cat /sys/devices/system/clocksource/clocksource0/current_clocksource)
echo "BENCH-START $(uname -r) cpus=$(nproc) clock=$clock"
echo "BENCH-CONFIG sizes=$(echo "$sizes" | tr ' ' ,) rounds=$(echo "$rounds" | tr ' ' ,)" \
	"path_sizes=$(echo "$path_sizes" | tr ' ' ,) depths=$(echo "$depths" | tr ' ' ,)" \
	"depth_files=$depth_files links=$(echo "$links" | tr ' ' ,) space_files=$space_files"
tstart=$(now)

# What starting find costs, for reading the find times of small trees:
# find over an empty directory, median of 3.
mkdir -p /tmp/empty
for r in 1 2 3; do
	t0=$(now)
	find /tmp/empty -xdev -inum 1 > /dev/null
	t1=$(now)
	echo "RESULT find-empty on $r find-ns $((t1 - t0))"
done

# Metadata throughput: both filesystems mounted, pptr-bench alternating
# between them every tenth of a phase.
for n in $sizes; do
	t=$(now)
	nr=$(echo "$rounds" | cut -d' ' -f1)
	rounds_left=$(echo "$rounds" | cut -s -d' ' -f2-)
	[ -n "$rounds_left" ] && rounds=$rounds_left
	r=1
	while [ $r -le "$nr" ]; do
		mkfs_pair "$r"
		pptr-bench "$mnt_on" "$n" 10 pair "$mnt_off" 10 |
			while read -r ph ops son soff lon loff; do
				echo "RESULT meta-$n on $r $ph $ops/$son"
				echo "RESULT meta-$n off $r $ph $ops/$soff"
				# Log bytes per operation, as "bytes/ops", when
				# the statistics could be read (not -1).
				case "$lon$loff" in
				*-*) ;;
				*)	echo "RESULT meta-$n on $r $ph-log $lon/$ops"
					echo "RESULT meta-$n off $r $ph-log $loff/$ops" ;;
				esac
			done
		umount_pair
		r=$((r + 1))
	done
	section "meta-$n" "$t"
done

# Path lookup, scrub and space against the number of files, 10 deep: the
# same tree on both filesystems of a pair; xfs_scrub -n twice on each, in
# the order on off off on (off on on off for the next N), each after
# dropping the caches.
k=1
for n in $path_sizes; do
	t=$(now)
	mkfs_pair "$k"
	mnt_keep=$mnt
	for mode in on off; do
		mnt=$(mnt_of "$mode")
		tree 10 "$n"
		[ "$mode" = on ] && lookup "path-$n"
		sync
		echo "RESULT tree-$n $mode 1 used-kb $(df -k "$mnt" | awk 'NR == 2 { print $3 }')"
		inodes=$(df -i "$mnt" | awk 'NR == 2 { print $3 }')
		echo "RESULT scrub-$n $mode 1 inodes $inodes"
	done
	mnt=$mnt_keep
	r=1
	for mode in $(order "$k") $(order $((k + 1))); do
		drop_caches
		t0=$(now)
		xfs_scrub -n "$(mnt_of "$mode")" > /dev/null 2>&1
		rc=$?
		t1=$(now)
		echo "RESULT scrub-$n $mode $r scrub-ns $((t1 - t0))"
		echo "RESULT scrub-$n $mode $r scrub-rc $rc"
		r=$((r + 1))
	done
	umount_pair
	k=$((k + 1))
	section "path-scrub-$n" "$t"
done

# Path lookup against depth.
for depth in $depths; do
	t=$(now)
	mkfs_mode on
	tree "$depth" "$depth_files"
	lookup "depth-$depth"
	umount "$mnt"
	section "depth-$depth" "$t"
done

# Space: files with L links each. The files are empty, so their blocks
# are attr fork blocks; the inode's own literal area holds the rest.
k=1
for l in $links; do
	t=$(now)
	for mode in $(order "$k"); do
		mkfs_mode "$mode"
		pptr-bench "$mnt" "$space_files" 10 links "$l" | while read -r what _ blocks; do
			[ "$what" = blocks ] &&
				echo "RESULT space-$l $mode 1 attr-blocks-512 $blocks"
		done
		sync
		echo "RESULT space-$l $mode 1 used-kb $(df -k "$mnt" | awk 'NR == 2 { print $3 }')"
		ino=$(stat -c %i "$mnt/d0/f0")
		umount "$mnt"
		# The attr fork of one file, from the disk: its format and, if
		# it is in the inode, its size.
		xfs_db -r -c "inode $ino" -c "print core.aformat core.forkoff core.naextents" \
			-c "print a.sfattr.hdr.totsize" "$dev" 2>/dev/null |
			sed -n 's/^core\.\([a-z]*\) = \([0-9]*\).*/\1 \2/p; s/^a\.sfattr\.hdr\.totsize = \([0-9]*\)/totsize \1/p' |
			while read -r key val; do
				echo "RESULT space-$l $mode 1 $key $val"
			done
	done
	k=$((k + 1))
	section "space-$l" "$t"
done

# Repair: K files of one directory lose their entries (the pptr_orphan
# error tag), then xfs_scrub reattaches them. Offline repair has nothing
# to compare with: it puts them in lost+found.
t=$(now)
for k in 100 1000 10000; do
	mkfs_mode on
	mkdir "$mnt/top"
	pptr-bench "$mnt/top" "$k" 1 create > /dev/null
	tag=/sys/fs/xfs/$(basename "$dev")/errortag/pptr_orphan
	echo 1 > "$tag"
	find "$mnt/top/d0" -type f -exec rm {} +
	echo 0 > "$tag"
	t0=$(now)
	xfs_scrub "$mnt" > /dev/null 2>&1
	t1=$(now)
	back=$(ls "$mnt/top/d0" | wc -l)
	echo "RESULT repair-$k on 1 repair-ns $((t1 - t0))"
	echo "RESULT repair-$k on 1 reattached $back"
	umount "$mnt"
done
section repair "$t"
section total "$tstart"
echo "BENCH-DONE"
