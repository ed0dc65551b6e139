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
