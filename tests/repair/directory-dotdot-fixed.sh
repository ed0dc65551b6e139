# A directory whose ".." names another directory than its entry and its
# record do (".." rewritten with xfs_db) gets ".." pointed back at its
# parent by online repair: the entry and the record agree.
require_parent_pointers
require_tool xfs_scrub xfs_db
scratch_mkfs_parent
scratch_mount
mkdir -p "$SCRATCH_MNT/a/sub" "$SCRATCH_MNT/b"
ino=$(stat -c %i "$SCRATCH_MNT/a/sub")
a=$(stat -c %i "$SCRATCH_MNT/a")
b=$(stat -c %i "$SCRATCH_MNT/b")
before=$(tree_snapshot "$SCRATCH_MNT")
scratch_unmount
assert_ok "rewrite .. of a/sub to b" \
	xfs_db -x -c "inode $ino" -c "write u3.sfdir3.hdr.parent.i4 $b" "$SCRATCH_DEV"
scratch_mount
scrub_repairs
assert_match "the kernel log says what it did" "$(dmesg | tail -20)" \
	"directory inode $ino: \"..\" pointed at inode $b, set to its parent $a"
assert_eq "the tree is as before" "$(tree_snapshot "$SCRATCH_MNT")" "$before"
scratch_unmount
assert_match ".. names a again on disk" \
	"$(xfs_db -r -c "inode $ino" -c "print u3.sfdir3.hdr.parent.i4" "$SCRATCH_DEV")" \
	"= $a\$"
