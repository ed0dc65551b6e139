# Namespace operations on a filesystem that has been shut down after the
# names were looked up fail when they ask for a transaction, and must
# give back what they took for their parent pointer updates. A rename
# kept the log's lock on the logged-xattr feature instead, which the
# debug kernel reported as "lock held when returning to user space"
# (found by stress/crash-loop: a shutdown between the lookup and the
# transaction). After a remount everything is as it was.
require_parent_pointers
require_tool renameat2
scratch_mkfs_parent
scratch_mount
mkdir "$SCRATCH_MNT/d" "$SCRATCH_MNT/e"
echo data > "$SCRATCH_MNT/d/f"
sync
before=$(tree_snapshot "$SCRATCH_MNT")
# look every name up now, so that the operations below find them in the
# dcache and get as far as their transaction
for n in d/f d/g e/f e/l d/new d/sub d/sym; do
	stat "$SCRATCH_MNT/$n" > /dev/null 2>&1 || true
done
xfs_io -x -c "shutdown -f" "$SCRATCH_MNT"
assert_fails "rename fails" renameat2 "$SCRATCH_MNT/d/f" "$SCRATCH_MNT/d/g"
assert_fails "cross-directory rename fails" \
	renameat2 "$SCRATCH_MNT/d/f" "$SCRATCH_MNT/e/f"
assert_fails "exchange fails" renameat2 -x "$SCRATCH_MNT/d" "$SCRATCH_MNT/e"
assert_fails "create fails" sh -c ": > '$SCRATCH_MNT/d/new'"
assert_fails "link fails" ln "$SCRATCH_MNT/d/f" "$SCRATCH_MNT/e/l"
assert_fails "mkdir fails" mkdir "$SCRATCH_MNT/d/sub"
assert_fails "symlink fails" ln -s target "$SCRATCH_MNT/d/sym"
scratch_unmount
scratch_mount
assert_eq "the tree is as before" "$(tree_snapshot "$SCRATCH_MNT")" "$before"
