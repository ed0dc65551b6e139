# On a full filesystem, every namespace operation (create, mkdir,
# symlink, mknod, link of a file with a shortform attr fork and of one
# whose records fill a fragmented attr fork in blocks, rename across
# directories, over an existing file and with RENAME_EXCHANGE, unlink,
# unlink of one of many links, rmdir; and 80 unlinks of the file with
# the fragmented attr fork at once) either completes with exact
# records or fails with ENOSPC and changes nothing: no entry, offset,
# link count or record differs from before. Space is freed a little more
# after each round, so that the operations cross from failing to
# succeeding. The filesystem never shuts down, and scrub is clean after
# the space is freed.
require_parent_pointers
require_tool pptr-tree renameat2
scratch_mkfs_parent -d size=320m
scratch_mount
M=$SCRATCH_MNT
cd "$M" || exit 1
ROUNDS=5
long=$(head -c 200 /dev/zero | tr '\0' m)
mkdir a b c
for f in f1 f2; do echo "$f" > "a/$f"; done
echo many > a/many
r=1
while [ $r -le $ROUNDS ]; do
	echo "$r" > "a/src$r"
	echo "$r" > "b/dst$r"
	echo "$r" > "a/x$r"
	echo "$r" > "b/y$r"
	echo "$r" > "c/u$r"
	mkdir "c/e$r"
	r=$((r + 1))
done
# 240 links with long names: records in many attr blocks; data
# allocations in between keep those blocks apart (a fragmented fork)
i=1
while [ $i -le 240 ]; do
	case $((i % 3)) in
	0) d=a ;;
	1) d=b ;;
	*) d=c ;;
	esac
	ln a/many "$d/$long$i"
	[ $((i % 10)) = 0 ] &&
		xfs_io -f -c "falloc $((i * 4096)) 4096" frag
	i=$((i + 1))
done

# fill: preallocate ever smaller pieces until none fits, then free the
# speculative preallocations and go on, until a new file cannot be made
fill_up() {
	for _sz in 67108864 16777216 4194304 1048576 262144 65536 16384 4096; do
		while xfs_io -f -c "falloc $off $_sz" fill > /dev/null 2>&1; do
			off=$((off + _sz))
		done
	done
}
off=0
pass=1
while [ $pass -le 4 ]; do
	fill_up
	sync
	xfs_spaceman -c "prealloc -s" . > /dev/null 2>&1 || true
	if touch probe 2> /dev/null; then
		rm probe
	else
		break
	fi
	pass=$((pass + 1))
done
echo "free after filling: $(stat -f -c '%a' .) blocks"

# op R N: operation N of round R, as a command line
op() {
	case $2 in
	1) echo ": > c/new$1" ;;
	2) echo "mkdir c/dir$1" ;;
	3) echo "ln -s target c/sym$1" ;;
	4) echo "mkfifo c/fifo$1" ;;
	5) echo "ln a/f1 b/link$1" ;;
	6) echo "ln a/many c/$long-more$1" ;;
	7) if [ -e a/f2 ]; then echo "mv a/f2 b/f2"; else echo "mv b/f2 a/f2"; fi ;;
	8) echo "mv a/src$1 b/dst$1" ;;
	9) echo "renameat2 -x a/x$1 b/y$1" ;;
	10) echo "rm c/u$1" ;;
	11) echo "rm a/$long$((3 * $1))" ;;
	12) echo "rmdir c/e$1" ;;
	esac
}

before=$(pptr-tree snapshot "$M")
done_ok=0
done_enospc=0
r=1
while [ $r -le $ROUNDS ]; do
	n=1
	while [ $n -le 12 ]; do
		cmd=$(op $r $n)
		label=$cmd
		case "$cmd" in
		*"$long"*) label="${cmd%%"$long"*}<200 bytes>${cmd##*"$long"}" ;;
		esac
		st=0
		msg=$(eval "$cmd" 2>&1) || st=$?
		after=$(pptr-tree snapshot "$M")
		if [ $st = 0 ]; then
			done_ok=$((done_ok + 1))
			assert_ok "round $r: '$label' done, records exact" \
				pptr-tree check "$M"
		else
			done_enospc=$((done_enospc + 1))
			assert_match "round $r: '$label' fails with ENOSPC" "$msg" \
				"No space left on device"
			assert_eq "round $r: '$label' changed nothing" "$after" \
				"$before"
		fi
		before=$after
		n=$((n + 1))
	done
	if [ $r = 1 ]; then
		# one of many links at a time on the full filesystem: records
		# leave the fragmented attr fork of a/many, emptying blocks
		st=0
		msg=$(rm b/"$long"* 2>&1) || st=$?
		echo "$(echo "$msg" | grep -c .) of 80 unlinks failed"
		[ $st = 0 ] || assert_eq \
			"round 1: unlinks of a/many fail only with ENOSPC" \
			"$(echo "$msg" | grep -vc 'No space left on device' ||
				true)" 0
		assert_ok "round 1: unlinks of a/many, records exact" \
			pptr-tree check "$M"
		before=$(pptr-tree snapshot "$M")
	fi
	# free more space for the next round: 64 KiB, 256 KiB, 1 MiB, ...
	xfs_io -c "fpunch $((off - (16384 << (2 * r)))) $((16384 << (2 * r)))" fill
	r=$((r + 1))
done
echo "$done_ok operations done, $done_enospc failed with ENOSPC"
assert_ok "some operations failed with ENOSPC" test $done_enospc -gt 0
assert_ok "some operations succeeded" test $done_ok -gt 0
assert_eq "the filesystem never shut down" \
	"$(dmesg | grep -c -E 'shut down|Corruption of in-memory' || true)" 0
rm -f fill frag
assert_ok "the filesystem is live after freeing space" touch after
assert_ok "every record matches the tree" pptr-tree check "$M"
cd /
