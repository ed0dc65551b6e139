# xfs_repair checks the header of an attr leaf block below a da-node as
# the kernel's verifier does, and sets a wrong block number or filesystem
# uuid right instead of leaving a block that the kernel refuses. File f
# has 100 user xattrs in a node-form attr fork; its first leaf block gets
# another uuid and block number with xfs_db (which reseals the CRC).
# xfs_repair must fix both, and keep every xattr and record of f.
require_parent_pointers
require_tool xfs_repair xfs_db xfs_scrub getfattr setfattr
. /tests/lib/attrtree.sh
attr_node_make
xfs_db -x -c "inode $ino" -c "ablock $leaf" \
	-c "write -d hdr.info.uuid 01234567-89ab-cdef-0123-456789abcdef" \
	-c "write -d hdr.info.bno 12345" "$SCRATCH_DEV" > /dev/null
assert_eq "the leaf now has another uuid" "$(dbv "$leaf" hdr.info.uuid)" \
	01234567-89ab-cdef-0123-456789abcdef
assert_eq "the leaf now has another block number" \
	"$(dbv "$leaf" hdr.info.bno)" 12345
scratch_mount
dmesg_allow_corruption_reports
assert_fails "the kernel refuses f's xattrs" getfattr -d "$f"
scratch_unmount
attr_node_repaired "fixing the block number and uuid of attr block $leaf"
