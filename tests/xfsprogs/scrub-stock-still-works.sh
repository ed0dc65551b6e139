# Stock xfsprogs 6.1 xfs_scrub, what users have today, works against the
# patched kernel on a parent pointer filesystem: clean on a clean tree,
# reports a stale record (left by an unlink that skipped its removal),
# and its repair mode runs the new online repair, which drops it: the
# unlinked name stays unlinked, and the patched xfs_scrub -n is clean.
require_parent_pointers
require_tool "$STOCK/xfs_scrub"
scratch_mkfs_parent
scratch_mount
populate_tree "$SCRATCH_MNT"
assert_ok "stock xfs_scrub -n: clean tree" "$STOCK/xfs_scrub" -n "$SCRATCH_MNT"
ln "$SCRATCH_MNT/a/f1" "$SCRATCH_MNT/a/gone"
xfs_io -x -c "inject pptr_skip_remove" "$SCRATCH_MNT"
rm "$SCRATCH_MNT/a/gone"
set_errortag pptr_skip_remove 0
before=$(tree_snapshot "$SCRATCH_MNT")
st=0
"$STOCK/xfs_scrub" -n "$SCRATCH_MNT" > "$PP_STATE/out" 2>&1 || st=$?
cat "$PP_STATE/out"
assert_ok "stock xfs_scrub -n reports the stale record" test "$st" -ne 0
assert_match "as a parent pointer problem" "$(cat "$PP_STATE/out")" "parent pointer"
"$STOCK/xfs_scrub" "$SCRATCH_MNT" > "$PP_STATE/out" 2>&1 || true
assert_match "stock xfs_scrub repairs" "$(cat "$PP_STATE/out")" "[Rr]epaired"
assert_ok "xfs_scrub -n is clean after it" xfs_scrub -n "$SCRATCH_MNT"
assert_eq "the tree is as after the unlink" "$(tree_snapshot "$SCRATCH_MNT")" "$before"
