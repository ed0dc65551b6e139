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
# 300 user, 100 trusted and 60 security xattrs, with a link after every
# 50th user xattr; each 50 set by one setfattr --restore
for i in $(seq 1 300); do
	[ $((i % 50)) = 1 ] && echo "# file: f" > "$PP_STATE/xattrs"
	echo "user.u$i=\"value$i\"" >> "$PP_STATE/xattrs"
	[ $((i % 3)) = 0 ] && echo "trusted.t$i=\"v$i\"" >> "$PP_STATE/xattrs"
	[ $((i % 5)) = 0 ] && echo "security.s$i=\"v$i\"" >> "$PP_STATE/xattrs"
	if [ $((i % 50)) = 0 ]; then
		setfattr --restore="$PP_STATE/xattrs"
		ln f "link$i"
	fi
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
