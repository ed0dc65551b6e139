# A record left behind by an unlink that skipped its removal (an orphan:
# the record names a live directory that has no such entry) makes
# xfs_scrub re-create the entry, under the recorded name, with one more
# link.
require_parent_pointers
require_tool xfs_scrub
scratch_mkfs_parent
scratch_mount
mkdir "$SCRATCH_MNT/d"
echo data > "$SCRATCH_MNT/d/f"
ln "$SCRATCH_MNT/d/f" "$SCRATCH_MNT/d/gone"
before=$(tree_snapshot "$SCRATCH_MNT")
set_errortag pptr_skip_remove 1
rm "$SCRATCH_MNT/d/gone"
set_errortag pptr_skip_remove 0
assert_ok "the entry is gone" test ! -e "$SCRATCH_MNT/d/gone"

scrub_repairs
assert_eq "the tree is as before the unlink" "$(tree_snapshot "$SCRATCH_MNT")" "$before"
assert_eq "two links again" "$(stat -c %h "$SCRATCH_MNT/d/f")" 2
