# A directory entry whose child lacks its record (a link that skipped
# its parent pointer) gets the record from the directory repair; the
# link count, which counts that entry, is not lowered to the one record.
require_parent_pointers
require_tool xfs_scrub
scratch_mkfs_parent
scratch_mount
mkdir "$SCRATCH_MNT/d" "$SCRATCH_MNT/e"
echo data > "$SCRATCH_MNT/d/file"
set_errortag pptr_skip_add 1
ln "$SCRATCH_MNT/d/file" "$SCRATCH_MNT/e/link"
set_errortag pptr_skip_add 0
assert_eq "one record for two links" "$(records "$SCRATCH_MNT/d/file" | wc -l)" 1
before=$(tree_snapshot "$SCRATCH_MNT")

scrub_repairs
assert_eq "two records" "$(records "$SCRATCH_MNT/d/file" | wc -l)" 2
assert_eq "two links" "$(stat -c %h "$SCRATCH_MNT/d/file")" 2
assert_eq "the tree is unchanged" "$(tree_snapshot "$SCRATCH_MNT")" "$before"
