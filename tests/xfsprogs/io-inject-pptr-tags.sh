# xfs_io inject knows the parent pointer error tags by name:
# "inject pptr_orphan" makes the next unlink leave an orphan record,
# which scrub reports and repair puts back.
require_parent_pointers
scratch_mkfs_parent
scratch_mount
tags=$(xfs_io -x -c inject "$SCRATCH_MNT")
for t in pptr_skip_add pptr_skip_remove pptr_orphan; do
	assert_match "inject lists $t" "$tags" "$t"
done
mkdir "$SCRATCH_MNT/d"
echo data > "$SCRATCH_MNT/d/f"
before=$(tree_snapshot "$SCRATCH_MNT")
assert_ok "inject pptr_orphan" xfs_io -x -c "inject pptr_orphan" "$SCRATCH_MNT"
rm "$SCRATCH_MNT/d/f"
set_errortag pptr_orphan 0
assert_ok "the entry is gone" test ! -e "$SCRATCH_MNT/d/f"
st=0
xfs_scrub -n "$SCRATCH_MNT" > /dev/null 2>&1 || st=$?
assert_ok "xfs_scrub -n reports the orphan" test "$st" -ne 0
scrub_repairs
assert_eq "repair puts it back" "$(tree_snapshot "$SCRATCH_MNT")" "$before"
