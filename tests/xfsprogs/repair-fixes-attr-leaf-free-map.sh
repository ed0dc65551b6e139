# xfs_repair clears an attr leaf free map entry that the kernel's
# verifier rejects (a region not 4-byte aligned, or past the block),
# instead of leaving a block that the kernel refuses. File f has 100 user
# xattrs in a node-form attr fork; in its first leaf block, free map
# entry 0 gets an odd base and entry 1 a size past the block, with xfs_db
# (which reseals the CRC). xfs_repair must clear both, and keep every
# xattr and record of f; a new xattr then goes in (the kernel compacts
# the block, which computes the free map again).
require_parent_pointers
require_tool xfs_repair xfs_db xfs_scrub getfattr setfattr
. /tests/lib/attrtree.sh
attr_node_make
xfs_db -x -c "inode $ino" -c "ablock $leaf" \
	-c "write -d hdr.freemap[0].base 3" -c "write -d hdr.freemap[1].size 65532" \
	"$SCRATCH_DEV" > /dev/null
assert_eq "free map entry 0 has an odd base" \
	"$(dbv "$leaf" "hdr.freemap[0].base")" 3
scratch_mount
dmesg_allow_corruption_reports
assert_fails "the kernel refuses f's xattrs" getfattr -d "$f"
scratch_unmount
attr_node_repaired "clearing free map entry 0 .* block $leaf"
assert_ok "a new xattr goes in" setfattr -n user.new -v new "$f"
assert_eq "f has 101 xattrs" "$(getfattr "$f" | grep -c '^user\.')" 101
