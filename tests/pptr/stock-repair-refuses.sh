# Stock xfsprogs 6.1 xfs_repair refuses a parent pointer filesystem as
# having unknown features, instead of "fixing" it.
require_parent_pointers
require_tool "$STOCK/xfs_repair"
scratch_mkfs_parent
scratch_mount
: > "$SCRATCH_MNT/f"
scratch_unmount
out=$("$STOCK/xfs_repair" -n "$SCRATCH_DEV" 2>&1 || true)
assert_match "xfs_repair -n refuses" "$out" "unsupported filesystem features"
assert_fails "and exits non-zero" "$STOCK/xfs_repair" -n "$SCRATCH_DEV"
