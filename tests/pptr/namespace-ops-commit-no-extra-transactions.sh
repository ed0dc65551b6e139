# Parent pointers must not make a namespace operation commit more
# transactions: the shortform records of a file with few links are
# updated inside the directory's transaction (no intent, no roll), and
# removing a file's last record drops its attr fork in the unlink
# transaction, so freeing the inode takes no attr-fork transaction of its
# own. The same operations run on a filesystem with parent pointers and
# on one without; the transactions each phase commits (xs_trans_sync +
# xs_trans_async of the mount's XFS stats, after the freed inodes are
# inactivated) must agree within a few, not one per file, which is what
# a record that went through an attr intent would cost (a roll each).
# Counts, not times: nothing here depends on the speed of the machine.
require_parent_pointers
require_tool xfs_spaceman
n=200
stats=/sys/fs/xfs/$(basename "$SCRATCH_DEV")/stats/stats

# trans: transactions committed on the scratch filesystem so far, once
# the inodes waiting for inactivation are done with.
trans() {
	xfs_spaceman -c "prealloc -s" "$SCRATCH_MNT" > /dev/null ||
		fail "xfs_spaceman prealloc -s"
	awk '$1 == "trans" { print $2 + $3 }' "$stats"
}

# phase MODE NAME COMMAND: run the command for i in 0..n-1 and add the
# transactions that it took to /tmp/trans.MODE.
phase() {
	local_t0=$(trans)
	i=0
	while [ $i -lt $n ]; do
		"$3" $i || { fail "$1: $2 $i"; return; }
		i=$((i + 1))
	done
	echo "$2 $(($(trans) - local_t0))" >> "/tmp/trans.$1"
}

op_create() { : > "$SCRATCH_MNT/a/f$1"; }
op_link() { ln "$SCRATCH_MNT/a/f$1" "$SCRATCH_MNT/b/l$1"; }
op_rename() { mv "$SCRATCH_MNT/a/f$1" "$SCRATCH_MNT/b/r$1"; }
op_unlink() { rm "$SCRATCH_MNT/b/l$1"; }
op_rm() { rm "$SCRATCH_MNT/b/r$1"; }

# run MODE: every phase on a new filesystem, parent pointers on or off.
run() {
	if [ "$1" = on ]; then
		scratch_mkfs_parent
	else
		# shellcheck disable=SC2046
		scratch_mkfs -n parent=0 $(mkfs_profile_opts)
	fi
	scratch_mount
	mkdir "$SCRATCH_MNT/a" "$SCRATCH_MNT/b"
	rm -f "/tmp/trans.$1"
	for ph in create link rename unlink rm; do
		phase "$1" $ph op_$ph
	done
	assert_eq "$1: every file is gone" \
		"$(find "$SCRATCH_MNT/a" "$SCRATCH_MNT/b" -type f | wc -l)" 0
	scratch_unmount
}

run on
run off
on=$(cat /tmp/trans.on)
off=$(cat /tmp/trans.off)
echo "transactions per phase, $n files; on:"
echo "$on"
echo "off:"
echo "$off"
for ph in create link rename unlink rm; do
	t_on=$(echo "$on" | awk -v p="$ph" '$1 == p { print $2 }')
	t_off=$(echo "$off" | awk -v p="$ph" '$1 == p { print $2 }')
	assert_ok "$ph: counted on both ($t_on, $t_off)" \
		test -n "$t_on" -a -n "$t_off"
	assert_ok "$ph: at least one transaction a file without parent pointers ($t_off)" \
		test "${t_off:-0}" -ge $n
	assert_ok "$ph: $t_on transactions with parent pointers, $t_off without: within $((n / 20))" \
		test "${t_on:-0}" -le $((${t_off:-0} + n / 20))
done
