# A file's record whose parent inode number is its directory's with bit
# 63 set (as a flipped bit on disk makes it): xfs_iget checked only the
# 32 bits of the AG number, so it found the directory in the inode cache,
# saw that its number is not the one asked for, and looked again forever;
# xfs_scrub spun in the parent pointer repair (found by
# fuzz/field-attr-shortform, a.sfattr.list[1].parent_ino firstbit).
# Every call must end: GETPARENTS says the record is corrupt, xfs_scrub -n
# reports the record, and xfs_scrub drops it and gives the entry its
# right record. The tree is unchanged.
require_parent_pointers
require_tool xfs_scrub xfs_db xfs_io pptr-tree
ino=$(corrupt_setup)
dino=$(xfs_db -r -c "inode $ino" -c "print a.sfattr.list[0].parent_ino" \
	"$SCRATCH_DEV" | sed -n 's/.*parent_ino = //p')
wild=$(printf '%u' $(( (1 << 63) | dino )))
echo "directory $dino; the record will name $wild"
# (fuzz -d firstbit sets bit 63; write -d would read the number signed)
xfs_db -x -c "inode $ino" -c "fuzz -d a.sfattr.list[0].parent_ino firstbit" \
	"$SCRATCH_DEV" > /dev/null
assert_eq "the record names the number with bit 63 on disk" \
	"$(xfs_db -r -c "inode $ino" -c "print a.sfattr.list[0].parent_ino" \
		"$SCRATCH_DEV" | sed -n 's/.*parent_ino = //p')" "$wild"
scratch_mount
f=$SCRATCH_MNT/d/file
assert_match "GETPARENTS calls the record corrupt" \
	"$(xfs_io -r -c "parent -s" "$f" 2>&1)" "Structure needs cleaning"
# (a call that never ends fails the test by its timeout)
xfs_io -r -c "parent -p" "$f" 2>&1 || true
assert_scrub_reports "the record" "$ino" "parent pointer"
scrub_repairs
assert_eq "the tree is unchanged" "$(tree_snapshot "$SCRATCH_MNT")" \
	"$(cat "$PP_STATE/before")"
assert_eq "one record, the entry's" "$(records "$f")" \
	"$(dirent_record "$SCRATCH_MNT/d" file)"
