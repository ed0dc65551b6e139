# shellcheck shell=sh
# The directory-loop tests (tests/xfsprogs/repair-*loop*, and online
# repair/lost-directory-back-by-record-when-dotdot-disagrees): a chain of
# directories is cut from the root and closed into a loop with xfs_db on
# the unmounted scratch device; repair must break the loop, lose nothing
# and leave every inode reachable from the root. Sourced by the tests
# after common.sh.

# loop_cut_from_root NAME: the root (shortform, NAME its only entry)
# loses that entry: its count goes to 0, its size to that of an empty
# shortform directory, its link count to 2.
loop_cut_from_root() {
	_root=$(xfs_db -r -c "sb 0" -c "print rootino" "$SCRATCH_DEV" |
		sed -n 's/^rootino = //p')
	assert_match "$1 is the one entry of the root" \
		"$(xfs_db -r -c "inode $_root" -c "print u3.sfdir3.hdr.count" \
			-c "print u3.sfdir3.list[0].name" "$SCRATCH_DEV" | tr '\n' ' ')" \
		"count = 1 .*name = \"$1\""
	assert_ok "cut $1 from the root" xfs_db -x -c "inode $_root" \
		-c "write u3.sfdir3.hdr.count 0" -c "write core.size 6" \
		-c "write core.nlinkv2 2" "$SCRATCH_DEV"
}

# loop_point_dotdot INO PARENT: the ".." of shortform directory INO names
# PARENT.
loop_point_dotdot() {
	assert_ok "point the .. of $1 at $2" xfs_db -x -c "inode $1" \
		-c "write u3.sfdir3.hdr.parent.i4 $2" "$SCRATCH_DEV"
}

# loop_point_record INO PARENT GEN: the one record of INO (in its
# shortform attr fork) names PARENT of generation GEN, name and offset
# unchanged.
loop_point_record() {
	assert_ok "point the record of $1 at $2" xfs_db -x -c "inode $1" \
		-c "write -d a.sfattr.list[0].parent_ino $2" \
		-c "write -d a.sfattr.list[0].parent_gen $3" "$SCRATCH_DEV"
	assert_match "the record of $1 names $2, of generation $3" \
		"$(xfs_db -r -c "inode $1" -c "print a.sfattr.list[0].parent_ino" \
			-c "print a.sfattr.list[0].parent_gen" "$SCRATCH_DEV" |
			tr '\n' ' ')" \
		"parent_ino = $2 .*parent_gen = $3 "
	assert_match "the inode CRC of $1 is correct" \
		"$(xfs_db -r -c "inode $1" -c crc "$SCRATCH_DEV")" "correct"
}

# loop_repair: xfs_repair -n reports damage (exit 1); xfs_repair exits 0;
# xfs_repair -n is then clean (exit 0). The output of xfs_repair is in
# $PP_STATE/repair.out.
loop_repair() {
	_st=0
	xfs_repair -n "$SCRATCH_DEV" > "$PP_STATE/repair-n.out" 2>&1 || _st=$?
	grep -E "disconnected|reconnect|would move|loop" \
		"$PP_STATE/repair-n.out" || true
	assert_eq "xfs_repair -n reports the damage (exit 1)" "$_st" 1
	_st=0
	xfs_repair "$SCRATCH_DEV" > "$PP_STATE/repair.out" 2>&1 || _st=$?
	grep -E "disconnected|reconnect|moving|lost\+found|loop" \
		"$PP_STATE/repair.out" || true
	assert_eq "xfs_repair exits 0" "$_st" 0
	_st=0
	xfs_repair -n "$SCRATCH_DEV" > "$PP_STATE/repair-n2.out" 2>&1 || _st=$?
	[ "$_st" = 0 ] ||
		grep -v '^ *- \|^Phase' "$PP_STATE/repair-n2.out" | head -20
	assert_eq "xfs_repair -n is then clean" "$_st" 0
}

# loop_all_reachable: on the mounted scratch filesystem, every inode in
# use but the realtime bitmap and summary is reachable from the root (the
# inodes found by a walk from the root, against the inodes in use that
# bulkstat lists), and every record matches readdir.
loop_all_reachable() {
	_walk=$(find "$SCRATCH_MNT" -xdev -exec stat -c %i {} + | sort -nu)
	_used=$(xfs_io -r -c "bulkstat" "$SCRATCH_MNT" |
		awk '$1 == "bs_ino" { print $3 }' | sort -nu)
	assert_eq "every inode in use is reachable from the root" \
		"$_walk" "$_used"
	assert_ok "every record matches readdir" check_tree_records "$SCRATCH_MNT"
}

# loop_make_xy: on a new parent pointer scratch filesystem, the
# directories /x and /x/y with the file /x/y/f; $x, $y and $ygen are the
# inode numbers of x and y and y's generation, and $xbefore, $ybefore and
# $before the tree_snapshot of x, of y and of the whole filesystem, taken
# from inside each. The filesystem is left unmounted.
loop_make_xy() {
	scratch_mkfs_parent > /dev/null
	scratch_mount
	mkdir -p "$SCRATCH_MNT/x/y"
	echo "in y" > "$SCRATCH_MNT/x/y/f"
	x=$(stat -c %i "$SCRATCH_MNT/x")
	y=$(stat -c %i "$SCRATCH_MNT/x/y")
	ygen=$(inode_gen "$SCRATCH_MNT/x/y")
	xbefore=$(cd "$SCRATCH_MNT/x" && tree_snapshot .)
	ybefore=$(cd "$SCRATCH_MNT/x/y" && tree_snapshot .)
	before=$(tree_snapshot "$SCRATCH_MNT")
	scratch_unmount
}

# loop_x_back_in_root: x is back in the root as loop_make_xy made it:
# the tree (names, inodes, cookies, contents) is as before, x's ".." is
# the root, and lost+found is absent or empty.
loop_x_back_in_root() {
	assert_eq "the tree is as before: names, inodes, cookies, contents" \
		"$(tree_snapshot "$SCRATCH_MNT" | grep -v "^$SCRATCH_MNT/lost+found")" \
		"$before"
	assert_eq "x: .. is the root" "$(stat -c %i "$SCRATCH_MNT/x/..")" \
		"$(stat -c %i "$SCRATCH_MNT")"
	assert_eq "lost+found is absent or empty" \
		"$(ls -A "$SCRATCH_MNT/lost+found" 2> /dev/null | wc -l)" 0
}
