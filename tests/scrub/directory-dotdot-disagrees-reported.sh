# A directory whose ".." names another directory than its parent pointer
# does (".." rewritten with xfs_db) is reported against that directory.
require_parent_pointers
require_tool xfs_scrub xfs_db
scratch_mkfs_parent
scratch_mount
mkdir -p "$SCRATCH_MNT/a/sub" "$SCRATCH_MNT/b"
ino=$(stat -c %i "$SCRATCH_MNT/a/sub")
other=$(stat -c %i "$SCRATCH_MNT/b")
scratch_unmount
scratch_corrupted_on_purpose
assert_ok "rewrite .. of a/sub to b" \
	xfs_db -x -c "inode $ino" -c "write u3.sfdir3.hdr.parent.i4 $other" "$SCRATCH_DEV"
assert_match ".. now names b" \
	"$(xfs_db -r -c "inode $ino" -c "print u3.sfdir3.hdr.parent.i4" "$SCRATCH_DEV" 2>/dev/null)" \
	"= $other\$"
scratch_mount
assert_scrub_reports ".. disagrees with the record" "$ino" "parent pointer"
