# A file with no directory entry left (an orphan record) whose recorded
# directory is gone too cannot be put back by its record: xfs_repair
# moves it to lost+found as NAME.INO, removes its stale record and adds
# one for its lost+found entry, so online scrub reports the result clean.
require_parent_pointers
scratch_mkfs_parent
scratch_mount
mkdir "$SCRATCH_MNT/d"
echo data > "$SCRATCH_MNT/d/f"
ino=$(stat -c %i "$SCRATCH_MNT/d/f")
xfs_io -x -c "inject pptr_orphan" "$SCRATCH_MNT"
rm "$SCRATCH_MNT/d/f"
scratch_unmount
scratch_mount
rmdir "$SCRATCH_MNT/d"
scratch_unmount
st=0
xfs_repair -n "$SCRATCH_DEV" > "$PP_STATE/out" 2>&1 || st=$?
grep -E "reconnect|lost\+found" "$PP_STATE/out" || true
assert_eq "xfs_repair -n would move it to lost+found as f.$ino" \
	"$(grep -c "disconnected inode $ino, would move to lost+found as f.$ino\$" \
		"$PP_STATE/out" || true)" 1
st=0
xfs_repair "$SCRATCH_DEV" > "$PP_STATE/out" 2>&1 || st=$?
grep -E "parent pointer|lost\+found" "$PP_STATE/out"
assert_eq "xfs_repair exits 0" "$st" 0
scratch_mount
assert_eq "the file is in lost+found under its name and number" \
	"$(stat -c %i "$SCRATCH_MNT/lost+found/f.$ino")" "$ino"
assert_records "with one record, for lost+found" "$SCRATCH_MNT/lost+found/f.$ino" \
	"$(dirent_record "$SCRATCH_MNT/lost+found" "f.$ino")"
assert_ok "xfs_scrub -n is clean" xfs_scrub -n "$SCRATCH_MNT"
assert_ok "every record matches readdir" check_tree_records "$SCRATCH_MNT"
