# A leaf directory's block map is damaged so that its leaf block maps onto
# its own first data block (the start block of the leaf's extent record
# rewritten). Once readdir has cached that data block, a lookup reads it
# as the leaf: the cache does not verify a buffer again under another
# type, and XFS_DEBUG kernels asserted on the magic number
# (xfs_dir2_leaf_hdr_from_disk). Now the lookup fails with EFSCORRUPTED
# ("Structure needs cleaning") and the directory is marked sick; no
# assertion, nothing read from the wrong block (base patch 0022).
require_parent_pointers
require_tool xfs_db
. /tests/lib/dirdamage.sh
scratch_mkfs_parent > /dev/null
scratch_mount
dir_populate "$SCRATCH_MNT/d" 200 0
assert_eq "d is a leaf directory" "$(dir_form "$SCRATCH_MNT/d")" leaf
dino=$(stat -c %i "$SCRATCH_MNT/d")
scratch_unmount
dir_leaf_extent_to d "$(dir_first_data_block)"
scratch_mount
dmesg_allow_corruption_reports
ls "$SCRATCH_MNT/d" > /dev/null 2>&1 || true
_out=$(stat "$SCRATCH_MNT/d/file0150" 2>&1) && _st=0 || _st=$?
echo "stat: $_out"
assert_ok "the lookup fails" test "$_st" -ne 0
assert_match "with EFSCORRUPTED" "$_out" "Structure needs cleaning"
assert_eq "and no assertion fired" \
	"$(dmesg | grep -c 'Assertion failed' || true)" 0
scratch_unmount
_st=0
xfs_repair "$SCRATCH_DEV" > "$PP_STATE/xr.out" 2>&1 || _st=$?
assert_eq "xfs_repair then fixes the block map (exit 0)" "$_st" 0
