# A directory with two records, its old one left behind by a rename (the
# pptr_skip_remove error tag), loses the stale one to online repair: a
# directory's entry is never created again, since that would give it a
# second link.
require_parent_pointers
require_tool xfs_scrub
scratch_mkfs_parent
scratch_mount
mkdir -p "$SCRATCH_MNT/a/sub" "$SCRATCH_MNT/b"
echo data > "$SCRATCH_MNT/a/sub/f"
set_errortag pptr_skip_remove 1
mv "$SCRATCH_MNT/a/sub" "$SCRATCH_MNT/b/sub"
set_errortag pptr_skip_remove 0
before=$(tree_snapshot "$SCRATCH_MNT")
assert_eq "two records" "$(records "$SCRATCH_MNT/b/sub" | wc -l)" 2
scrub_repairs
assert_records "one record, for b/sub" "$SCRATCH_MNT/b/sub" \
	"$(dirent_record "$SCRATCH_MNT/b" sub)"
assert_eq "a has no sub again" "$(ls "$SCRATCH_MNT/a")" ""
assert_eq "the tree is as before" "$(tree_snapshot "$SCRATCH_MNT")" "$before"
