# A file's only record has a stale parent generation, and the file's
# parent pointer is repaired before its directory's entries are
# (xfs_scrub repairs the inodes of different AGs in parallel, in no fixed
# order, and a directory's own repair may fail): the record names no
# entry, but the directory still links the file under the record's name.
# The repair must not move the file to lost+found, which would give it a
# second entry while its link count stays 1 (an unlink of either name
# would then free a linked inode).  It leaves the record; the repair of
# the directory gives the entry its right record, and xfs_scrub then
# drops the stale one.  The tree is never changed.
# (Found by fuzz/record-structure-damage-reported, seed 4182649729, where
# xfs_repair then raised the link count to 2.)
require_parent_pointers
require_tool xfs_scrub xfs_db xfs_io
ino=$(corrupt_setup)
gen=$(cat "$PP_STATE/dgen")
sf_pptr_patch "$ino" 11 $(( (gen + 1) & 255 ))	# last byte of p_gen
scratch_mount
f=$SCRATCH_MNT/d/file
dgen=$(inode_gen "$SCRATCH_MNT/d")
assert_ok "the record's generation is stale on disk" test \
	"$(records "$f" | cut -d: -f2)" != "$dgen"
out=$(xfs_io -x -c "repair parent $ino $(inode_gen "$f")" "$SCRATCH_MNT" 2>&1) ||
	true
echo "$out"
assert_eq "the file has no entry in lost+found" \
	"$(find "$SCRATCH_MNT" -inum "$ino" | sort)" "$f"
assert_eq "its link count is still 1" "$(stat -c %h "$f")" 1
assert_eq "the tree is unchanged" "$(tree_snapshot "$SCRATCH_MNT")" \
	"$(cat "$PP_STATE/before")"
scrub_repairs
assert_eq "the tree is still unchanged" "$(tree_snapshot "$SCRATCH_MNT")" \
	"$(cat "$PP_STATE/before")"
assert_eq "one record, the entry's" "$(records "$f")" \
	"$(dirent_record "$SCRATCH_MNT/d" file)"
