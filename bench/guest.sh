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
#              (on off off on), caches dropped before each; section
#              scrub alone (make bench-upstream) makes the tree and
#              scrubs it without the lookups, over pp.bench_path_sizes,
#              with xfs_scrub pp.bench_scrub_bin (stock 6.1's there, so
#              that both kernels run the same program)
#   tree-N     df used space of that tree, on and off (1 link a file)
#   depth-D    path lookup as path-N, pp.bench_depth_files files D deep,
#              per depth in pp.bench_depths (parent pointers on)
#   space-L    1000 files of L links each (pp.bench_links): df used space
#              and the attr fork blocks of the files, on and off
#   repair-K   K orphans reattached by xfs_scrub (on only)
#   rebuild-N-M  a directory of N entries (node form), in a filesystem
#              that also holds M other files, loses one data block, then
#              every data block, to garbage; each time the directory
#              alone is repaired (xfs_io repair directory INO GEN) and
#              timed, and its readdir listing compared with the one from
#              before the damage; per N in pp.bench_rebuild_sizes with
#              M = 0, then the first N beside the directory of the last
#              (on only)
#   xrepair-N  offline: a directory of N entries loses every data block to
#              garbage and xfs_repair rebuilds it from the records, timed;
#              per N in pp.bench_xrepair_sizes, once with N files and once
#              with N hard links of one file (its records are walked by
#              index, the case that was quadratic); then a directory of N
#              files loses its own inode and xfs_repair revives it
#              (on only)
#
# pp.bench_sections=NAME[,NAME] runs only those sections: meta, path
# (path lookup, scrub and tree space against N), scrub (the same without
# the lookups), depth, space, repair,
# rebuild, xrepair.
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
repair_orphans="100 1000 10000"
rebuild_sizes="1000 10000 100000"
xrepair_sizes="1000 10000 100000"
sections="meta path depth space repair rebuild xrepair"
scrub_bin=xfs_scrub
# The parent pointers of "on": ours (v5), or upstream's on Linux 6.12.
pptr_format=v5
for arg in $(cat /proc/cmdline); do
	val=$(echo "${arg#*=}" | tr , ' ')
	case "$arg" in
	pp.bench_rounds=*) rounds=$val ;;
	pp.bench_sizes=*) sizes=$val ;;
	pp.bench_path_sizes=*) path_sizes=$val ;;
	pp.bench_depths=*) depths=$val ;;
	pp.bench_depth_files=*) depth_files=$val ;;
	pp.bench_links=*) links=$val ;;
	pp.bench_rebuild_sizes=*) rebuild_sizes=$val ;;
	pp.bench_xrepair_sizes=*) xrepair_sizes=$val ;;
	pp.bench_sections=*) sections=$val ;;
	pp.bench_pptr=*) pptr_format=$val ;;
	pp.bench_scrub_bin=*) scrub_bin=$val ;;
	esac
done
# Sections not asked for get an empty list.
want() {
	case " $sections " in
	*" $1 "*) return 0 ;;
	esac
	return 1
}
for s in $sections; do
	case "$s" in
	meta | path | scrub | depth | space | repair | rebuild | xrepair) ;;
	*) echo "Bail out! pp.bench_sections: unknown section '$s'"; exit 1 ;;
	esac
done
want meta || sizes=
# Section scrub alone: the trees of section path, without the lookups.
lookups=1
want path || lookups=0
want path || want scrub || path_sizes=
want depth || depths=
want space || links=
want repair || repair_orphans=
want rebuild || rebuild_sizes=
want xrepair || xrepair_sizes=

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
	if [ "$pptr_format" = upstream ]; then
		mkfs_upstream "$1" "${2:-$dev}"
	else
		mkfs.xfs -f -q -n parent="$([ "$1" = on ] && echo 1 || echo 0)" \
			"${2:-$dev}" || exit 1
	fi
	mount -t xfs "${2:-$dev}" "${3:-$mnt}" || exit 1
}

# mkfs_upstream on|off DEV (pp.bench_pptr=upstream, make bench-upstream,
# on Linux 6.12): a filesystem made by stock mkfs.xfs 6.1, given
# upstream's parent pointer feature (incompat bit 7, since 6.10) for
# "on". Stock mkfs cannot ask for it, but the filesystem is still empty
# and its root has no record in either format, so the bit is all that
# differs from what upstream's mkfs -n parent=1 would make.
mkfs_upstream() {
	/usr/stock/sbin/mkfs.xfs -f -q "$2" || exit 1
	[ "$1" = on ] || return 0
	local_f=$(xfs_db -r -c "sb 0" -c "print features_incompat" "$2" |
		sed 's/.* = //')
	xfs_db -x -c "sb 0" -c "write -d features_incompat $((local_f | 128))" \
		"$2" > /dev/null || exit 1
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
echo "BENCH-START $(uname -r) cpus=$(nproc) clock=$clock pptr=$pptr_format"
echo "BENCH-CONFIG sizes=$(echo "$sizes" | tr ' ' ,) rounds=$(echo "$rounds" | tr ' ' ,)" \
	"path_sizes=$(echo "$path_sizes" | tr ' ' ,) depths=$(echo "$depths" | tr ' ' ,)" \
	"depth_files=$depth_files links=$(echo "$links" | tr ' ' ,) space_files=$space_files" \
	"repair_orphans=$(echo "$repair_orphans" | tr ' ' ,)" \
	"rebuild_sizes=$(echo "$rebuild_sizes" | tr ' ' ,)" \
	"xrepair_sizes=$(echo "$xrepair_sizes" | tr ' ' ,)" \
	"sections=$(echo "$sections" | tr ' ' ,) scrub_bin=$scrub_bin"
tstart=$(now)

# What starting find costs, for reading the find times of small trees:
# find over an empty directory, median of 3.
mkdir -p /tmp/empty
for r in $([ -n "$path_sizes$depths" ] && echo 1 2 3); do
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
		[ "$mode" = on ] && [ "$lookups" = 1 ] && lookup "path-$n"
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
		"$scrub_bin" -n "$(mnt_of "$mode")" > /dev/null 2>&1
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
for k in $repair_orphans; do
	mkfs_mode on
	tag=/sys/fs/xfs/$(basename "$dev")/errortag/pptr_orphan
	if [ ! -e "$tag" ]; then
		# A release kernel (XFS_DEBUG off) has no error tags.
		echo "# repair section skipped: no $tag (XFS_DEBUG off)"
		umount "$mnt"
		repair_orphans=
		break
	fi
	mkdir "$mnt/top"
	pptr-bench "$mnt/top" "$k" 1 create > /dev/null
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
[ -n "$repair_orphans" ] && section repair "$t"

# Directory rebuild. A directory of N entries (pptr-bench create: empty
# files f0 ... fN-1 in $mnt/top/d0; node form from about 1000 entries)
# loses the data block in the middle of its data blocks, then every data
# block, to random bytes written over the unmounted disk at the blocks
# that xfs_db bmap gives, then its own inode core. After each, xfs_io
# repair directory INO GEN (repair inode INO 0 for the inode) repairs
# that directory alone, timed (xfs_scrub would also check every
# other inode, the directory's children among them, each check reading
# the damaged blocks and logging a corruption report). The rebuild scans
# every inode of the filesystem for the records that name the directory,
# so the first N is also timed in the filesystem of the last N, beside
# that directory. The kernel log says how many entries came from the
# good blocks and how many from the records alone; the readdir listing
# (cookie, inode, name) is compared with the one from before the damage:
# "back" counts the entries found again exactly.

# dir_bmap INO: xfs_db bmap of directory INO on the unmounted $dev, as
# "LOGICAL DISKBLOCK" lines, one a mapped block (the AG and block of
# "data offset 1 startblock 13 (0/13) count 1 flag 0" turned into a
# block number of the device).
dir_bmap() {
	agb=$(xfs_db -r -c "sb 0" -c "print agblocks" "$dev" | sed -n 's/^agblocks = //p')
	xfs_db -r -c "inode $1" -c bmap "$dev" | awk -v agb="$agb" '
		$1 == "data" && $2 == "offset" {
			split($6, a, "[(/)]")
			for (b = 0; b < $8; b++)
				print $3 + b, a[2] * agb + a[3] + b
		}'
}

# inode_garbage INO: random bytes over the core of inode INO on the
# unmounted $dev after its version byte (its unlinked pointer kept) and
# over the start of its data fork, as a stray write leaves it.
inode_garbage() {
	ibyte=$(xfs_db -r -c "convert ino $1 byte" "$dev" |
		sed -n 's/^0x[0-9a-f]* (\([0-9]*\))$/\1/p')
	head -c 91 /dev/urandom | dd of="$dev" bs=1 \
		seek=$((ibyte + 5)) conv=notrunc 2> /dev/null || exit 1
	head -c 140 /dev/urandom | dd of="$dev" bs=1 \
		seek=$((ibyte + 100)) conv=notrunc 2> /dev/null || exit 1
}

# rebuild_run W one|all|inode INO GEN DIR: unmount, destroy one data
# block (the middle one), all of them, or the directory's own inode,
# mount, repair the directory (revive it: the inode) and check it
# against /tmp/rebuild.before.
rebuild_run() {
	umount "$mnt" || exit 1
	dir_bmap "$3" > /tmp/rebuild.bmap
	# Data blocks below 32 GiB, free index blocks from 64 GiB.
	awk -v lim=$((34359738368 / bsize)) '$1 < lim' /tmp/rebuild.bmap > /tmp/rebuild.data
	nb=$(wc -l < /tmp/rebuild.data)
	if [ "$2" = inode ]; then
		inode_garbage "$3"
		: > /tmp/rebuild.lose
	elif [ "$2" = one ]; then
		sed -n "$(((nb + 1) / 2))p" /tmp/rebuild.data > /tmp/rebuild.lose
		echo "RESULT $1 on 1 data-blocks $nb"
		echo "RESULT $1 on 1 node-form $(awk -v lim=$((68719476736 / bsize)) \
			'$1 >= lim { n = 1 } END { print n + 0 }' /tmp/rebuild.bmap)"
	else
		cp /tmp/rebuild.data /tmp/rebuild.lose
	fi
	while read -r _ blk; do
		dd if=/dev/urandom of="$dev" bs="$bsize" seek="$blk" count=1 \
			conv=notrunc 2> /dev/null || exit 1
	done < /tmp/rebuild.lose
	sync
	echo "RESULT $1 on 1 $2-lost $(wc -l < /tmp/rebuild.lose)"
	mount -t xfs "$dev" "$mnt" || exit 1
	dmesg -c > /dev/null
	t0=$(now)
	if [ "$2" = inode ]; then
		# as xfs_scrub asks for an inode that bulkstat cannot load
		out=$(xfs_io -x -c "repair inode $3 0" "$mnt" 2>&1)
	else
		out=$(xfs_io -x -c "repair directory $3 $4" "$mnt" 2>&1)
	fi
	t1=$(now)
	[ -z "$out" ] && echo "RESULT $1 on 1 $2-ns $((t1 - t0))" ||
		echo "# $1 $2: xfs_io repair said: $out"
	# "directory inode 131 rebuilt: 403 entries, 166 of them read from its
	# good blocks and 237 known from parent pointers alone; 0 not at their
	# recorded offset; ..."
	dmesg | sed -n "s/.*directory inode $3 rebuilt: \([0-9]*\) entries, \([0-9]*\) of them read.* and \([0-9]*\) known.*; \([0-9]*\) not at their.*/\1 \2 \3 \4/p" |
		while read -r e salv rec moved; do
			echo "RESULT $1 on 1 $2-rebuilt $e"
			echo "RESULT $1 on 1 $2-salvaged $salv"
			echo "RESULT $1 on 1 $2-records $rec"
			echo "RESULT $1 on 1 $2-moved $moved"
		done
	xfs-dirents "$5" > /tmp/rebuild.after
	echo "RESULT $1 on 1 $2-listed $(wc -l < /tmp/rebuild.after)"
	echo "RESULT $1 on 1 $2-back $(awk 'NR == FNR { a[$0]; next } $0 in a' \
		/tmp/rebuild.before /tmp/rebuild.after | wc -l)"
}

# rebuild_dir W DIR: the two rebuilds of directory DIR, as workload W.
rebuild_dir() {
	ino=$(stat -c %i "$2")
	gen=$(gen_of "$ino")
	xfs-dirents "$2" > /tmp/rebuild.before
	echo "RESULT $1 on 1 entries $(wc -l < /tmp/rebuild.before)"
	echo "RESULT $1 on 1 inodes $(df -i "$mnt" | awk 'NR == 2 { print $3 }')"
	rebuild_run "$1" one "$ino" "$gen" "$2"
	rebuild_run "$1" all "$ino" "$gen" "$2"
	rebuild_run "$1" inode "$ino" "$gen" "$2"
}

# rebuild-N-0 for every N; then, in the filesystem of the last N, a new
# directory of the first N entries: rebuild-FIRST-LAST, the same
# directory with LAST more inodes to scan.
first=$(echo $rebuild_sizes | cut -d' ' -f1)
last=$(echo $rebuild_sizes | awk '{ print $NF }')
for n in $rebuild_sizes; do
	t=$(now)
	mkfs_mode on
	bsize=$(stat -f -c %S "$mnt")
	mkdir "$mnt/top"
	pptr-bench "$mnt/top" "$n" 1 create > /dev/null || exit 1
	rebuild_dir "rebuild-$n-0" "$mnt/top/d0"
	section "rebuild-$n-0" "$t"
	if [ "$n" = "$last" ] && [ "$first" != "$last" ]; then
		t=$(now)
		mkdir "$mnt/small"
		pptr-bench "$mnt/small" "$first" 1 create > /dev/null || exit 1
		rebuild_dir "rebuild-$first-$last" "$mnt/small/d0"
		section "rebuild-$first-$last" "$t"
	fi
	umount "$mnt"
done

# Offline reconnect. xrepair_run W KIND N: a new filesystem whose
# directory $mnt/d holds N files (KIND files) or N hard links of one
# file (KIND links); every data block of it below 32 GiB gets garbage on
# the unmounted disk, and xfs_repair, timed, rebuilds it from the
# records. KIND inode: N files, and the directory's own inode gets the
# garbage instead (its core after the version byte and the start of its
# data fork), so that xfs_repair revives it. "back" counts the entries
# of the readdir listing (cookie, inode, name) found again exactly.
xrepair_run() {
	mkfs_mode on
	bsize=$(stat -f -c %S "$mnt")
	mkdir "$mnt/d"
	if [ "$2" != links ]; then
		pptr-bench "$mnt/d" "$3" 1 create > /dev/null || exit 1
		d=$mnt/d/d0
	else
		d=$mnt/d
		: > "$mnt/f"
		i=0
		while [ "$i" -lt "$3" ]; do
			ln "$mnt/f" "$d/l$i" || exit 1
			i=$((i + 1))
		done
	fi
	ino=$(stat -c %i "$d")
	xfs-dirents "$d" > /tmp/xrepair.before
	umount "$mnt" || exit 1
	if [ "$2" = inode ]; then
		inode_garbage "$ino"
		echo "inode $ino" > /tmp/xrepair.lose
	else
		dir_bmap "$ino" | awk -v lim=$((34359738368 / bsize)) '$1 < lim' \
			> /tmp/xrepair.lose
		while read -r _ blk; do
			dd if=/dev/urandom of="$dev" bs="$bsize" seek="$blk" \
				count=1 conv=notrunc 2> /dev/null || exit 1
		done < /tmp/xrepair.lose
	fi
	echo "RESULT $1 on 1 $2-lost $(wc -l < /tmp/xrepair.lose)"
	t0=$(now)
	xfs_repair "$dev" > /tmp/xrepair.out 2>&1 ||
		echo "# $1 $2: xfs_repair failed: $(tail -3 /tmp/xrepair.out)"
	t1=$(now)
	echo "RESULT $1 on 1 $2-ns $((t1 - t0))"
	mount -t xfs "$dev" "$mnt" || exit 1
	xfs-dirents "$d" > /tmp/xrepair.after
	echo "RESULT $1 on 1 $2-entries $(wc -l < /tmp/xrepair.before)"
	echo "RESULT $1 on 1 $2-back $(awk 'NR == FNR { a[$0]; next } $0 in a' \
		/tmp/xrepair.before /tmp/xrepair.after | wc -l)"
	umount "$mnt"
}

for n in $xrepair_sizes; do
	t=$(now)
	xrepair_run "xrepair-$n" files "$n"
	xrepair_run "xrepair-$n" links "$n"
	xrepair_run "xrepair-$n" inode "$n"
	section "xrepair-$n" "$t"
done

section total "$tstart"
echo "BENCH-DONE"
