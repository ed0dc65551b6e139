# A file with no directory entry left (an orphan record) is moved to
# lost+found by xfs_repair; its stale record is removed and a record for
# its lost+found entry added, so online scrub reports the result clean.
require_parent_pointers
scratch_mkfs_parent
scratch_mount
mkdir "$SCRATCH_MNT/d"
echo data > "$SCRATCH_MNT/d/f"
ino=$(stat -c %i "$SCRATCH_MNT/d/f")
xfs_io -x -c "inject pptr_orphan" "$SCRATCH_MNT"
rm "$SCRATCH_MNT/d/f"
scratch_unmount
st=0
xfs_repair "$SCRATCH_DEV" > "$PP_STATE/out" 2>&1 || st=$?
grep -E "parent pointer|lost\+found" "$PP_STATE/out"
assert_eq "xfs_repair exits 0" "$st" 0
scratch_mount
assert_eq "the file is in lost+found under its number" \
	"$(stat -c %i "$SCRATCH_MNT/lost+found/$ino")" "$ino"
assert_records "with one record, for lost+found" "$SCRATCH_MNT/lost+found/$ino" \
	"$(dirent_record "$SCRATCH_MNT/lost+found" "$ino")"
assert_ok "xfs_scrub -n is clean" xfs_scrub -n "$SCRATCH_MNT"
assert_ok "every record matches readdir" check_tree_records "$SCRATCH_MNT"
