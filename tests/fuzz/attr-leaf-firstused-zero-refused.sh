# An attr leaf whose firstused was damaged to 0 is corruption read from
# the disk: the kernel rejects the block (EFSCORRUPTED) without an
# assertion of XFS_DEBUG, which xfs_attr3_leaf_firstused_from_disk made
# before the verifier could look at the block; xfs_scrub -n reports the
# file, and xfs_repair then sets firstused right, keeping every xattr and
# record. File f has 100 user xattrs in a node-form attr fork; the
# firstused of its first leaf block is set to 0 with xfs_db (which
# reseals the CRC).
require_parent_pointers
require_tool xfs_repair xfs_db xfs_scrub getfattr setfattr
. /tests/lib/attrtree.sh
attr_node_make
xfs_db -x -c "inode $ino" -c "ablock $leaf" -c "write -d hdr.firstused 0" \
	"$SCRATCH_DEV" > /dev/null
assert_eq "the leaf's firstused is 0" "$(dbv "$leaf" hdr.firstused)" 0
scratch_mount
dmesg_allow_corruption_reports
st=0
out=$(getfattr -d "$f" 2>&1) || st=$?
assert_match "the kernel refuses f's xattrs as corrupt" "$out" \
	"Structure needs cleaning"
assert_fails "no assertion in the kernel log" \
	sh -c "dmesg | grep -q 'Assertion failed'"
st=0
xfs_scrub -n "$SCRATCH_MNT" > "$PP_STATE/scrub.out" 2>&1 || st=$?
cat "$PP_STATE/scrub.out"
assert_ok "xfs_scrub -n reports f" grep -q "inode $ino " "$PP_STATE/scrub.out"
scratch_unmount
attr_node_repaired "resetting first used heap value .* in block $leaf "
