# shellcheck shell=sh
# Helpers for the tests of a damaged attr dabtree (tests/scrub/dabtree-*):
# a file with a three-level attr tree, the fields of its blocks, a lookup
# that must be refused without hanging, and the offline repair that must
# then fix it. Sourced by the tests after common.sh and stress.sh.

# attr_tree_make: on a new scratch filesystem of 1 KiB blocks, the file
# $f with 400 user xattrs of 250-byte values ($v), which give an attr
# dabtree whose root is at level 2; $ino and $gen are its inode number
# and generation. The filesystem is left unmounted.
attr_tree_make() {
	scratch_mkfs -b size=1024 > /dev/null
	scratch_mount
	f=$SCRATCH_MNT/f
	: > "$f"
	v=$(head -c 250 /dev/zero | tr '\0' v)
	awk -v v="$v" 'BEGIN {
		print "# file: f"
		for (i = 1; i <= 400; i++)
			printf "user.a%05d=\"%s\"\n", i, v
	}' > "$PP_STATE/xattrs"
	(cd "$SCRATCH_MNT" && setfattr --restore="$PP_STATE/xattrs")
	assert_eq "f has its 400 xattrs" \
		"$(getfattr "$f" 2> /dev/null | grep -c '^user\.')" 400
	ino=$(stat -c %i "$f")
	gen=$(inode_gen "$f")
	scratch_unmount
}

# dbv BLOCK FIELD: the value of FIELD in the block BLOCK of f's attr fork.
dbv() {
	xfs_db -r -c "inode $ino" -c "ablock $1" -c "print $2" "$SCRATCH_DEV" |
		sed -n 's/^[^=]* = //p'
}

# attr_run_bounded WHAT COMMAND...: run COMMAND in the background, its
# output in $PP_STATE/bounded.out, and wait at most 20 s for it. A command
# still running then is blocked in the kernel (on its own buffer lock,
# with f's ILOCK held): nothing more can run on f, so the test ends there
# (wait_pid has failed it).
attr_run_bounded() {
	_what=$1
	shift
	"$@" > "$PP_STATE/bounded.out" 2>&1 &
	_pid=$!
	_st=0
	wait_pid "$_pid" 20 "$_what" || _st=$?
	if [ "$_st" = 124 ]; then
		scratch_corrupted_on_purpose
		exit 1
	fi
	cat "$PP_STATE/bounded.out"
}

# attr_xfs_repair_fixes: xfs_repair on the unmounted scratch device exits
# 0, and xfs_repair -n is then clean.
attr_xfs_repair_fixes() {
	_st=0
	xfs_repair "$SCRATCH_DEV" > "$PP_STATE/xfs_repair.out" 2>&1 || _st=$?
	grep -v '^ *- \|^Phase' "$PP_STATE/xfs_repair.out" | head -20
	assert_eq "xfs_repair exits 0" "$_st" 0
	_st=0
	xfs_repair -n "$SCRATCH_DEV" > "$PP_STATE/xfs_repair.out" 2>&1 || _st=$?
	[ "$_st" = 0 ] ||
		grep -v '^ *- \|^Phase' "$PP_STATE/xfs_repair.out" | head -20
	assert_eq "xfs_repair -n is then clean" "$_st" 0
}

# attr_node_make: on a new parent-pointer scratch filesystem, the file
# $f (d/f, with a second name d/g) with 100 user xattrs of 100-byte
# values, whose attr fork is a da-node over several leaf blocks; $ino is
# its inode number, $leaf the fork block of its first leaf (the node's
# first "before" pointer), and $PP_STATE/xattrs.before what getfattr -d
# prints of it. The filesystem is left unmounted.
attr_node_make() {
	scratch_mkfs_parent > /dev/null
	scratch_mount
	mkdir "$SCRATCH_MNT/d"
	f=$SCRATCH_MNT/d/f
	: > "$f"
	ln "$f" "$SCRATCH_MNT/d/g"
	v=$(head -c 100 /dev/zero | tr '\0' v)
	awk -v v="$v" 'BEGIN {
		print "# file: d/f"
		for (i = 1; i <= 100; i++)
			printf "user.a%05d=\"%s\"\n", i, v
	}' > "$PP_STATE/xattrs"
	(cd "$SCRATCH_MNT" && setfattr --restore="$PP_STATE/xattrs")
	getfattr -d "$f" > "$PP_STATE/xattrs.before" 2>&1
	assert_eq "f has its 100 xattrs" \
		"$(grep -c '^user\.' "$PP_STATE/xattrs.before")" 100
	ino=$(stat -c %i "$f")
	scratch_unmount
	assert_eq "f's attr fork has a da-node at block 0" \
		"$(dbv 0 hdr.info.hdr.magic)" 0x3ebe
	leaf=$(dbv 0 "btree[0].before")
	assert_eq "block $leaf of f's attr fork is a leaf" \
		"$(dbv "$leaf" hdr.info.hdr.magic)" 0x3bee
}

# attr_node_repaired REPAIR-PATTERN: xfs_repair on the scratch device says
# REPAIR-PATTERN (an extended regular expression), and then f has every
# xattr it had (the block was fixed in place, not junked), its two names
# and their records, and xfs_scrub -n is clean.
attr_node_repaired() {
	_st=0
	xfs_repair "$SCRATCH_DEV" > "$PP_STATE/repair.out" 2>&1 || _st=$?
	cat "$PP_STATE/repair.out"
	assert_eq "xfs_repair succeeds" "$_st" 0
	assert_ok "xfs_repair says what it fixed" \
		grep -q -E "$1" "$PP_STATE/repair.out"
	scratch_mount
	getfattr -d "$f" > "$PP_STATE/xattrs.after" 2>&1
	assert_ok "f has every xattr it had, with its value" \
		diff "$PP_STATE/xattrs.before" "$PP_STATE/xattrs.after"
	assert_eq "f has its two names" "$(stat -c %h "$f")" 2
	assert_ok "every record matches the tree" \
		check_tree_records "$SCRATCH_MNT"
	_st=0
	xfs_scrub -n "$SCRATCH_MNT" > "$PP_STATE/scrub.out" 2>&1 || _st=$?
	cat "$PP_STATE/scrub.out"
	assert_eq "xfs_scrub -n is clean" "$_st" 0
}
