# shellcheck shell=sh
# Helpers for the tests of a file whose inode core lies about its forks
# (tests/xfsprogs/repair-keeps-file-whose-*): stock xfs_repair cleared
# such a file, and all its names went with it. Sourced by the tests after
# common.sh.

# file_core_make [stale|three]: on a new parent-pointer scratch
# filesystem, the file $f with data (one extent) and 31 names (d/f and
# e/l1 to e/l30), whose records fill an attr leaf block, so that both of
# its forks are extent lists; its tree is remembered in $PP_STATE/before,
# $ino is its inode number and $nblocks its block count. With "stale", f
# had two more extents, written to disk, then truncated away: their
# records stay in the unused part of its data fork, as XFS leaves them.
# With "three", f keeps those three extents. The filesystem is left
# unmounted.
file_core_make() {
	scratch_mkfs_parent > /dev/null
	scratch_mount
	mkdir "$SCRATCH_MNT/d" "$SCRATCH_MNT/e"
	f=$SCRATCH_MNT/d/f
	head -c 20000 /dev/urandom > "$f"
	if [ "${1:-}" = stale ] || [ "${1:-}" = three ]; then
		xfs_io -c "pwrite -q 1m 64k" -c "pwrite -q 2m 64k" -c fsync "$f"
		ino=$(stat -c %i "$f")
		scratch_unmount
		assert_eq "f has three data extents" \
			"$(file_core_field core.nextents)" 3
		scratch_mount
		[ "$1" = three ] || truncate -s 20000 "$f"
	fi
	_extents=1
	[ "${1:-}" != three ] || _extents=3
	_i=1
	while [ $_i -le 30 ]; do
		ln "$f" "$SCRATCH_MNT/e/l$_i"
		_i=$((_i + 1))
	done
	ino=$(stat -c %i "$f")
	file_core_snapshot > "$PP_STATE/before"
	scratch_unmount
	assert_eq "f's data fork is an extent list" \
		"$(file_core_field core.format)" "2 (extents)"
	assert_eq "f's attr fork is an extent list" \
		"$(file_core_field core.aformat)" "2 (extents)"
	assert_eq "f has $_extents data extent(s)" \
		"$(file_core_field core.nextents)" "$_extents"
	nblocks=$(file_core_field core.nblocks)
	if [ "${1:-}" = stale ]; then
		_byte=$(xfs_db -r -c "convert ino $ino byte" "$SCRATCH_DEV" |
			sed -n 's/^0x[0-9a-f]* (\([0-9]*\))$/\1/p')
		# the v3 core is 176 bytes; records 2 and 3 follow record 1
		assert_fails "f's data fork still holds the two freed records" \
			sh -c "dd if=$SCRATCH_DEV bs=1 skip=$((_byte + 192)) count=32 2> /dev/null | cmp -s - /dev/zero -n 32"
	fi
}

# file_core_snapshot: every name of the tree with its inode number and
# link count, and f's contents.
file_core_snapshot() {
	(cd "$SCRATCH_MNT" && find . -path ./lost+found -prune -o -print |
		sort | while read -r _p; do
			echo "$_p $(stat -c '%i %h' "$_p")"
		done)
	md5sum < "$f"
}

# file_core_field FIELD: the value of FIELD of f's inode, per xfs_db.
file_core_field() {
	xfs_db -r -c "inode $ino" -c "print $1" "$SCRATCH_DEV" |
		sed -n 's/^[^=]* = //p'
}

# file_core_damage FIELD VALUE: write VALUE into FIELD of f's inode core
# with xfs_db, the CRC resealed, as a bit flip that the CRC missed or a
# bad write of the whole inode would leave it.
file_core_damage() {
	xfs_db -x -c "inode $ino" -c "write -d $1 $2" "$SCRATCH_DEV" > /dev/null
	assert_match "f's $1 is now $2" "$(file_core_field "$1")" "^$2"
}

# file_core_repaired SAYS: xfs_repair keeps f, saying SAYS (a regular
# expression), and leaves a filesystem that xfs_repair -n finds clean,
# with every name of f, its inode number, link count and data as before.
file_core_repaired() {
	_st=0
	xfs_repair "$SCRATCH_DEV" > "$PP_STATE/xfs_repair.out" 2>&1 || _st=$?
	grep -v '^ *- \|^Phase' "$PP_STATE/xfs_repair.out" | head -20
	assert_eq "xfs_repair exits 0" "$_st" 0
	assert_ok "xfs_repair says: $1" grep -q -E "$1" "$PP_STATE/xfs_repair.out"
	assert_fails "xfs_repair did not clear f" \
		grep -q "cleared inode $ino" "$PP_STATE/xfs_repair.out"
	_st=0
	xfs_repair -n "$SCRATCH_DEV" > "$PP_STATE/xfs_repair-n.out" 2>&1 || _st=$?
	assert_eq "xfs_repair -n is clean after xfs_repair" "$_st" 0
	scratch_mount
	file_core_snapshot > "$PP_STATE/after"
	assert_ok "every name, inode, link count and f's data are as before" \
		diff "$PP_STATE/before" "$PP_STATE/after"
	scratch_unmount
	assert_eq "f has its $_extents data extent(s)" \
		"$(file_core_field core.nextents)" "$_extents"
	assert_eq "f has its $nblocks blocks" \
		"$(file_core_field core.nblocks)" "$nblocks"
	scratch_mount
}
