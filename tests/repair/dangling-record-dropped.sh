# A record whose parent directory was removed (an unlink that skipped its
# record, then rmdir), on a file that keeps another valid link, is
# dropped; nothing else changes.
require_parent_pointers
require_tool xfs_scrub
scratch_mkfs_parent
scratch_mount
mkdir "$SCRATCH_MNT/d" "$SCRATCH_MNT/e"
echo data > "$SCRATCH_MNT/d/file"
ln "$SCRATCH_MNT/d/file" "$SCRATCH_MNT/e/x"
set_errortag pptr_skip_remove 1
rm "$SCRATCH_MNT/e/x"
set_errortag pptr_skip_remove 0
rmdir "$SCRATCH_MNT/e"
assert_eq "two records, one of them dangling" \
	"$(records "$SCRATCH_MNT/d/file" | wc -l)" 2
before=$(tree_snapshot "$SCRATCH_MNT")

scrub_repairs
assert_eq "one record left" "$(records "$SCRATCH_MNT/d/file" | wc -l)" 1
assert_eq "one link" "$(stat -c %h "$SCRATCH_MNT/d/file")" 1
assert_eq "the tree is unchanged" "$(tree_snapshot "$SCRATCH_MNT")" "$before"
