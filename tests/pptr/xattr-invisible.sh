# Parent pointers are not user-visible xattrs: listxattr does not show
# them, even to root, and user, trusted and security xattrs coexist with
# them through the shortform, leaf and node attr fork formats.
require_parent_pointers
require_tool getfattr setfattr
scratch_mkfs_parent
scratch_mount
cd "$SCRATCH_MNT"

: > f
assert_eq "no xattrs listed on a new file" "$(getfattr -d -m - f 2>&1)" ""
rec=$(dirent_record . f)
for i in $(seq 1 300); do
	setfattr -n "user.u$i" -v "value$i" f
	[ $((i % 3)) = 0 ] && setfattr -n "trusted.t$i" -v "v$i" f
	[ $((i % 5)) = 0 ] && setfattr -n "security.s$i" -v "v$i" f
	[ $((i % 50)) = 0 ] && ln f "link$i"
done
expected=$rec
for n in link50 link100 link150 link200 link250 link300; do
	expected="$expected
$(dirent_record . "$n")"
done
assert_records "records survive the attr fork growing to node format" f "$expected"
assert_eq "listxattr shows only the 460 xattrs set" \
	"$(getfattr -d -m - f 2>/dev/null | grep -c '=')" 460
for i in $(seq 1 300); do
	setfattr -x "user.u$i" f
done
assert_records "records survive the attr fork shrinking" f "$expected"
