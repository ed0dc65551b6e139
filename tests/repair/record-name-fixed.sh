# A record whose name differs from the entry at its offset gets the
# entry's name.
require_parent_pointers
require_tool xfs_scrub xfs_db
scratch_mkfs_parent
scratch_mount
mkdir "$SCRATCH_MNT/d"
echo data > "$SCRATCH_MNT/d/file"
: > "$SCRATCH_MNT/d/other"
ino=$(stat -c %i "$SCRATCH_MNT/d/file")
before=$(tree_snapshot "$SCRATCH_MNT")
scratch_unmount
sf_pptr_patch "$ino" 16 0x7a	# "file" -> "zile"
scratch_mount
assert_ok "scrub finds it" sh -c "! xfs_scrub -n $SCRATCH_MNT > /dev/null 2>&1"
scrub_repairs
assert_eq "the tree is unchanged" "$(tree_snapshot "$SCRATCH_MNT")" "$before"
