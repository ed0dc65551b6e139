# The patched xfs_scrub names the paths of a corrupt file, found through
# its parent pointers, next to its inode number; stock xfs_scrub names
# the inode number only.
require_parent_pointers
require_tool "$STOCK/xfs_scrub" xfs_db
ino=$(corrupt_setup)
scratch_corrupted_on_purpose
xfs_db -x -c "inode $ino" -c "write core.nlinkv2 2" "$SCRATCH_DEV" > /dev/null
scratch_mount
out=$(xfs_scrub -n "$SCRATCH_MNT" 2>&1 || true)
echo "$out" | grep "inode $ino"
assert_match "the message names inode and path" "$out" \
	"Corruption: inode $ino \([0-9]+/[0-9]+\) at $SCRATCH_MNT/d/file parent pointer"
out=$("$STOCK/xfs_scrub" -n "$SCRATCH_MNT" 2>&1 || true)
echo "$out" | grep "inode $ino"
assert_match "stock xfs_scrub: the inode number" "$out" "inode $ino \([0-9]+/[0-9]+\) "
assert_ok "stock xfs_scrub: no path" sh -c "! echo \"\$1\" | grep -q ' at $SCRATCH_MNT/'" - "$out"
