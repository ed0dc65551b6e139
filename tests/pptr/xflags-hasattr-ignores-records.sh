# FS_XFLAG_HASATTR (the "a" of xfs_io stat, and bulkstat's bs_xflags)
# reports attributes that users can see: a file whose attr fork holds
# only parent pointers has it clear, and a user xattr sets it.
require_parent_pointers
scratch_mkfs_parent
scratch_mount
f=$SCRATCH_MNT/file
: > "$f"
assert_eq "the file has a parent pointer" "$(records "$f" | wc -l)" 1

xflags() { xfs_io -r -c stat "$1" | awk '/fsxattr.xflags/ { print $3 }'; }
assert_eq "no HASATTR with only a parent pointer" "$(xflags "$f")" 0x0
assert_ok "setfattr" setfattr -n user.a -v 1 "$f"
assert_eq "HASATTR with a user xattr" "$(xflags "$f")" 0x80000000
assert_ok "setfattr -x" setfattr -x user.a "$f"
assert_eq "no HASATTR once it is removed" "$(xflags "$f")" 0x0
