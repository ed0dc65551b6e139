# A directory whose only parent pointer names a free inode, repaired
# before its parent directory's entries are: its ".." entry and its
# parent's entry both say where it is, so the repair of its parent
# pointer alone must put the right record in place of the dangling one.
# (xfs_scrub repairs inodes of different AGs in parallel threads, in no
# fixed order, and does not come back to a repair that failed: when a
# directory's repair ran first, one xfs_scrub left the directory with
# two records, in fuzz/record-content-damage-repaired, about one run in
# three.)
require_parent_pointers
require_tool xfs_scrub xfs_db
ino=$(corrupt_setup)
scratch_corrupted_on_purpose
dino=$(xfs_db -r -c "inode $ino" -c "print a.sfattr.list[0].parent_ino" \
	"$SCRATCH_DEV" | sed -n 's/.*parent_ino = //p')
xfs_db -x -c "inode $dino" -c "write -d a.sfattr.list[0].parent_ino 160" \
	"$SCRATCH_DEV" > /dev/null
scratch_mount
dgen=$(inode_gen "$SCRATCH_MNT/d")
echo "d is inode $dino, generation $dgen"
out=$(xfs_io -x -c "repair parent $dino $dgen" "$SCRATCH_MNT" 2>&1)
echo "$out"
assert_eq "the repair of d's parent pointer fixes it" \
	"$(echo "$out" | grep -c 'Corruption remains' || true)" 0
assert_eq "d has the record of its entry" "$(records "$SCRATCH_MNT/d")" \
	"$(dirent_record "$SCRATCH_MNT" d)"
st=0
xfs_scrub -n "$SCRATCH_MNT" > "$PP_STATE/out" 2>&1 || st=$?
[ "$st" = 0 ] || cat "$PP_STATE/out"
assert_eq "xfs_scrub -n is then clean" "$st" 0
