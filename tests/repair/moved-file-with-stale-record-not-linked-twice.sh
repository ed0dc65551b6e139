# A file with one link is moved from directory b to directory a by a
# rename that neither removed its record of b nor added one of a
# (pptr_skip_remove and pptr_skip_add, as a lost update would leave it):
# its one record names b, where it has no entry any more, and its one
# entry, a/f, has no record. xfs_scrub must not take the stale record
# for a lost link: the link count (1) is taken by the entry in a, so b
# gets no second entry. The repairs give a/f its record and drop b's;
# the tree is never changed, and xfs_scrub -n and xfs_repair -n are then
# clean. The file's inode number is below its directories', so xfs_scrub
# checks the file's records before directory a's entries.
require_parent_pointers
require_tool xfs_scrub xfs_repair
scratch_mkfs_parent > /dev/null
scratch_mount
require_errtag pptr_skip_add
require_errtag pptr_skip_remove
echo "f's data" > "$SCRATCH_MNT/f"
mkdir "$SCRATCH_MNT/a" "$SCRATCH_MNT/b"
mv "$SCRATCH_MNT/f" "$SCRATCH_MNT/b/f"
f=$(stat -c %i "$SCRATCH_MNT/b/f")
assert_ok "f's inode number is below a's" \
	test "$f" -lt "$(stat -c %i "$SCRATCH_MNT/a")"
set_errortag pptr_skip_add 1
set_errortag pptr_skip_remove 1
mv "$SCRATCH_MNT/b/f" "$SCRATCH_MNT/a/f"
set_errortag pptr_skip_add 0
set_errortag pptr_skip_remove 0
xfs_io -r -c "parent -s" "$SCRATCH_MNT/a/f"
assert_match "f's one record still names b" \
	"$(xfs_io -r -c "parent -s" "$SCRATCH_MNT/a/f")" \
	"^$(stat -c %i "$SCRATCH_MNT/b"):"
before=$(tree_snapshot "$SCRATCH_MNT")
scratch_unmount
scratch_mount
scrub_repairs
assert_eq "the tree is as before the repair" "$(tree_snapshot "$SCRATCH_MNT")" "$before"
assert_fails "b has no entry f" test -e "$SCRATCH_MNT/b/f"
assert_eq "f has one link" "$(stat -c %h "$SCRATCH_MNT/a/f")" 1
scratch_unmount
assert_ok "xfs_repair -n is clean" xfs_repair -n "$SCRATCH_DEV"
scratch_mount
