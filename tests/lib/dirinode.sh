# shellcheck shell=sh
# Helpers for the tests of a directory whose own inode is destroyed
# (tests/xfsprogs/repair-revives-*): make a directory in one form, with
# subdirectories and a file that is linked from elsewhere too, destroy
# its inode on the unmounted device the way a stray write does, and check
# that xfs_repair brings it back from its children's parent pointers: the
# same inode number, every name at its old readdir offset.
# Sourced by the tests after common.sh and dirdamage.sh.

# dirino_make FORM: $SCRATCH_MNT/top/d in FORM ("local", "block", "leaf"
# or "node"), with files, 2 subdirectories each holding a file, and its
# file0001 linked as top/link and as d/again (two records of that file
# name d). Sets $dino to its inode number, $ddir to its path and $dlinks
# to its link count, keeps the tree in $PP_STATE/before (dir_snapshot)
# and unmounts.
dirino_make() {
	case $1 in
	local) _n=3 ;;
	block) _n=40 ;;
	leaf) _n=400 ;;
	node) _n=$DIR_NODE_FILES ;;
	*) fail "dirino_make: no form '$1'"; return 1 ;;
	esac
	mkdir "$SCRATCH_MNT/top"
	dir_populate "$SCRATCH_MNT/top/d" "$_n" 2
	ln "$SCRATCH_MNT/top/d/file0001" "$SCRATCH_MNT/top/link"
	ln "$SCRATCH_MNT/top/d/file0001" "$SCRATCH_MNT/top/d/again"
	assert_eq "d is a $1 directory" "$(dir_form "$SCRATCH_MNT/top/d")" "$1"
	ddir=$SCRATCH_MNT/top/d
	dino=$(stat -c %i "$ddir")
	dlinks=$(stat -c %h "$ddir")
	dir_snapshot "$SCRATCH_MNT" > "$PP_STATE/before"
	scratch_unmount
}

# dirino_destroy HOW: destroy inode $dino on the unmounted scratch device.
# HOW is "garbage" (random bytes over its core after the version byte and
# over the start of its data fork, its unlinked pointer kept, so that only
# that inode fails its checks), "zeros" (the whole inode), "mode" (its
# di_mode flipped to a type that does not exist) or "format" (its data
# fork format flipped to one that no directory has).
dirino_destroy() {
	_byte=$(xfs_db -r -c "convert ino $dino byte" "$SCRATCH_DEV" |
		sed -n 's/^0x[0-9a-f]* (\([0-9]*\))$/\1/p')
	_isize=$(xfs_db -r -c "sb 0" -c "print inodesize" "$SCRATCH_DEV" |
		sed -n 's/^inodesize = //p')
	assert_ok "inode $dino is at byte $_byte" test -n "$_byte"
	case $1 in
	garbage)
		# bytes 5 to 95 (di_next_unlinked is 96 to 99), then from
		# 100 to 64 bytes into the data fork (the v3 core is 176)
		head -c 91 /dev/urandom | dd of="$SCRATCH_DEV" bs=1 \
			seek=$((_byte + 5)) conv=notrunc 2> /dev/null
		head -c 140 /dev/urandom | dd of="$SCRATCH_DEV" bs=1 \
			seek=$((_byte + 100)) conv=notrunc 2> /dev/null
		;;
	zeros)
		head -c "$_isize" /dev/zero | dd of="$SCRATCH_DEV" bs=1 \
			seek="$_byte" conv=notrunc 2> /dev/null
		;;
	mode)
		xfs_db -x -c "inode $dino" -c "write -d core.mode 0170755" \
			"$SCRATCH_DEV" > /dev/null
		;;
	format)
		xfs_db -x -c "inode $dino" -c "write -d core.format 4" \
			"$SCRATCH_DEV" > /dev/null
		;;
	*) fail "dirino_destroy: no way '$1'"; return 1 ;;
	esac
	sync
}

# dirino_repaired: xfs_repair -n says it would revive inode $dino and move
# nothing to lost+found; xfs_repair revives it, moves nothing, and
# xfs_repair -n is clean after it; then the tree is exactly as before
# (every name with its inode, readdir cookie and contents), $ddir is a
# directory of mode 0755 (or $DIRINO_MODE) with $dlinks links, and every record matches the
# tree. Leaves the filesystem mounted.
dirino_repaired() {
	_st=0
	xfs_repair -n "$SCRATCH_DEV" > "$PP_STATE/n.out" 2>&1 || _st=$?
	grep -E "revive|would move|would reconnect inode $dino " \
		"$PP_STATE/n.out" | head -5
	assert_eq "xfs_repair -n sees the damage" "$_st" 1
	assert_match "xfs_repair -n would revive directory inode $dino" \
		"$(cat "$PP_STATE/n.out")" "would revive directory inode $dino "
	assert_eq "and would move nothing to lost+found" \
		"$(grep -c 'would move' "$PP_STATE/n.out" || true)" 0
	_st=0
	xfs_repair "$SCRATCH_DEV" > "$PP_STATE/out" 2>&1 || _st=$?
	grep -E "revive|remaking|generation|lost\+found|cleared" \
		"$PP_STATE/out" | head -10
	assert_eq "xfs_repair exits 0" "$_st" 0
	assert_match "it revived directory inode $dino" \
		"$(cat "$PP_STATE/out")" "reviving directory inode $dino "
	assert_eq "and moved nothing to lost+found" \
		"$(grep -c 'moving to lost+found' "$PP_STATE/out" || true)" 0
	_st=0
	xfs_repair -n "$SCRATCH_DEV" > "$PP_STATE/n2.out" 2>&1 || _st=$?
	[ "$_st" = 0 ] || grep -v '^ *- \|^Phase' "$PP_STATE/n2.out" | head -20
	assert_eq "xfs_repair -n is then clean" "$_st" 0
	scratch_mount
	dirino_as_before
	assert_ok "every record matches readdir" check_tree_records "$SCRATCH_MNT"
}

# dirino_as_before: the mounted tree is exactly as before (every name
# with its inode, readdir cookie and contents), and $ddir is a directory
# of mode 0755 at inode $dino with $dlinks links.
dirino_as_before() {
	dir_snapshot "$SCRATCH_MNT" > "$PP_STATE/after"
	diff "$PP_STATE/before" "$PP_STATE/after" | head -20 || true
	assert_eq "every name, inode, cookie and content is as before" \
		"$(cat "$PP_STATE/after")" "$(cat "$PP_STATE/before")"
	assert_eq "$ddir is a directory of mode 0${DIRINO_MODE:-755} at inode $dino" \
		"$(stat -c '%F %a %i' "$ddir")" "directory ${DIRINO_MODE:-755} $dino"
	assert_eq "$ddir has its $dlinks links" "$(stat -c %h "$ddir")" "$dlinks"
}

# dirino_offline FORM HOW: the whole offline case: a new parent-pointer
# filesystem, $SCRATCH_MNT/top/d in FORM (dirino_make), its inode
# destroyed HOW (dirino_destroy), and xfs_repair brings it back
# (dirino_repaired).
dirino_offline() {
	scratch_mkfs_parent > /dev/null
	scratch_mount
	dirino_make "$1"
	dirino_destroy "$2"
	dirino_repaired
}

# dirino_online FORM HOW: the whole online case: as dirino_offline, but
# the filesystem is mounted again after the damage, xfs_scrub -n reports
# the inode record, xfs_scrub revives the directory (the kernel log says
# so) and xfs_scrub -n is clean; then the tree is as before.
dirino_online() {
	scratch_mkfs_parent > /dev/null
	scratch_mount
	dirino_make "$1"
	dirino_destroy "$2"
	scratch_mount
	dmesg_allow_corruption_reports
	assert_fails "the damaged directory cannot be listed" ls "$ddir"
	assert_scrub_reports "a destroyed directory inode" "$dino" "inode record"
	scrub_repairs
	assert_match "the kernel log says it was revived" \
		"$(dmesg | grep "directory inode $dino revived")" \
		"revived with generation [0-9]* from the parent pointers of its children"
	dirino_as_before
}

# dirino_online_refused PATTERN: the scratch filesystem is mounted with
# directory inode $dino destroyed in a way that online repair must
# refuse. xfs_scrub runs (its lines matching the extended regular
# expression PATTERN are shown) and exits non-zero, and the kernel log
# says no directory inode $dino was revived.
dirino_online_refused() {
	dmesg_allow_corruption_reports
	_st=0
	xfs_scrub "$SCRATCH_MNT" > "$PP_STATE/repair.out" 2>&1 || _st=$?
	grep -E "$1" "$PP_STATE/repair.out" | head -5
	assert_ok "xfs_scrub says it is not repaired (exit $_st)" test "$_st" -ne 0
	assert_eq "the kernel revived nothing" \
		"$(dmesg | grep -c "directory inode $dino revived" || true)" 0
}

# dirino_reuse_as_file: on the mounted scratch filesystem, a stale record
# of a removed directory x and a new regular file with x's inode number:
# f is moved out of x with its record of x left behind (error tag
# pptr_skip_remove), x is removed, and files are made in y and z until
# one takes x's number. Sets $dino to that number and $name to the file
# (y/nN or z/nN, below $SCRATCH_MNT). The filesystem needs two AGs.
dirino_reuse_as_file() {
	# w first, so that x goes to the second AG, away from the root's
	# inode cluster
	mkdir "$SCRATCH_MNT/w" "$SCRATCH_MNT/x" "$SCRATCH_MNT/y" "$SCRATCH_MNT/z"
	echo moved > "$SCRATCH_MNT/x/f"
	_xino=$(stat -c %i "$SCRATCH_MNT/x")
	set_errortag pptr_skip_remove 1
	mv "$SCRATCH_MNT/x/f" "$SCRATCH_MNT/y/f"
	set_errortag pptr_skip_remove 0
	assert_match "y/f still has its record of x" \
		"$(records "$SCRATCH_MNT/y/f")" "^$_xino:"
	rmdir "$SCRATCH_MNT/x"
	dino=
	for _i in $(seq 1 200); do
		for _p in y z; do
			echo "new $_i" > "$SCRATCH_MNT/$_p/n$_i"
			if [ "$(stat -c %i "$SCRATCH_MNT/$_p/n$_i")" = "$_xino" ]; then
				dino=$_xino
				name=$_p/n$_i
				break 2
			fi
		done
	done
	assert_eq "a new file took x's inode number" "$dino" "$_xino"
}

# dirino_make_under_default_acl: on the mounted scratch filesystem,
# $SCRATCH_MNT/top/d, a block directory made in a directory whose default
# ACL names user 1234 and masks the group (rwx) to r-x, so that mkdir gave d
# mode 0750, that default ACL and an access ACL. Sets $dino, $ddir,
# $dlinks and DIRINO_MODE (750), keeps the tree in $PP_STATE/before and
# d's ACLs in $PP_STATE/acl.before (getfacl), and unmounts.
dirino_make_under_default_acl() {
	mkdir "$SCRATCH_MNT/top"
	setfacl -d -m u::rwx,u:1234:rwx,g::rwx,m::r-x,o::--- "$SCRATCH_MNT/top"
	ddir=$SCRATCH_MNT/top/d
	dir_populate "$ddir" 40 2
	DIRINO_MODE=750
	assert_eq "mkdir gave d mode 0750" "$(stat -c %a "$ddir")" 750
	getfacl -n "$ddir" > "$PP_STATE/acl.before"
	cat "$PP_STATE/acl.before"
	assert_match "d has an access ACL" "$(cat "$PP_STATE/acl.before")" \
		"^user:1234:rwx"
	assert_match "d has the default ACL" "$(cat "$PP_STATE/acl.before")" \
		"default:user:1234:rwx"
	dino=$(stat -c %i "$ddir")
	dlinks=$(stat -c %h "$ddir")
	dir_snapshot "$SCRATCH_MNT" > "$PP_STATE/before"
	scratch_unmount
}

# dirino_acl_as_before: the revived $ddir has the access and default ACLs
# that mkdir gave it (dirino_make_under_default_acl).
dirino_acl_as_before() {
	getfacl -n "$ddir" > "$PP_STATE/acl.after"
	diff "$PP_STATE/acl.before" "$PP_STATE/acl.after" || true
	assert_eq "d has its ACLs back" "$(cat "$PP_STATE/acl.after")" \
		"$(cat "$PP_STATE/acl.before")"
}
