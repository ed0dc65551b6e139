# A stray second link to a directory: the entry "f" of directory e, a
# file's, is pointed at d/sub, a directory, with xfs_db (inode number and
# file type).  d/sub's record and ".." both name d, which has its entry.
# Directory repair of e must not give d/sub a second record, which would
# make the stray entry a second link to a directory that scrubs clean: it
# removes the stray entry, and the file f, whose record still names e,
# goes back there under its name, at its offset, so that the tree is
# exactly as before and d/sub has its one record.
require_parent_pointers
require_tool xfs_scrub xfs_db
scratch_mkfs_parent > /dev/null
scratch_mount
mkdir -p "$SCRATCH_MNT/d/sub" "$SCRATCH_MNT/e"
echo "in sub" > "$SCRATCH_MNT/d/sub/inside"
echo "f of e" > "$SCRATCH_MNT/e/f"
echo "g of e" > "$SCRATCH_MNT/e/g"
e=$(stat -c %i "$SCRATCH_MNT/e")
sub=$(stat -c %i "$SCRATCH_MNT/d/sub")
subrec=$(records "$SCRATCH_MNT/d/sub")
frec=$(records "$SCRATCH_MNT/e/f")
before=$(tree_snapshot "$SCRATCH_MNT")
scratch_unmount

assert_match "f is the first entry of e" \
	"$(xfs_db -r -c "inode $e" -c "print u3.sfdir3.list[0].name" "$SCRATCH_DEV")" \
	'name = "f"'
assert_ok "point e's entry f at d/sub, a directory" xfs_db -x -c "inode $e" \
	-c "write u3.sfdir3.list[0].inumber.i4 $sub" \
	-c "write u3.sfdir3.list[0].filetype 2" "$SCRATCH_DEV"
scratch_mount
assert_eq "e/f is d/sub now" "$(stat -c %i "$SCRATCH_MNT/e/f")" "$sub"
assert_scrub_reports "a stray link to a directory" "$e" "directory entries"

scrub_repairs
assert_eq "the tree (names, inodes, cookies, contents) is as before" \
	"$(tree_snapshot "$SCRATCH_MNT")" "$before"
assert_eq "d/sub has its one record" "$(records "$SCRATCH_MNT/d/sub")" "$subrec"
assert_eq "e/f has its record" "$(records "$SCRATCH_MNT/e/f")" "$frec"
assert_fails "nothing went to lost+found" test -e "$SCRATCH_MNT/lost+found"
assert_match "the kernel log says why the entry went" "$(dmesg)" \
	"directory inode $e: removed the entry \"f\" of inode $sub, a second link to a directory"
