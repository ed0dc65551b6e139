# An entry whose child has no parent pointer (made with the pptr_skip_add
# error tag) is reported by xfs_scrub -n, against that inode.
require_parent_pointers
require_tool xfs_scrub
scratch_mkfs_parent
scratch_mount
mkdir "$SCRATCH_MNT/d"
: > "$SCRATCH_MNT/d/good"
set_errortag pptr_skip_add 1
: > "$SCRATCH_MNT/d/bad"
set_errortag pptr_skip_add 0
ino=$(stat -c %i "$SCRATCH_MNT/d/bad")
assert_eq "the entry has no record" "$(records "$SCRATCH_MNT/d/bad")" ""

d=$SCRATCH_MNT/d
assert_scrub_reports "an entry without its record" \
	"$ino" "parent pointer" "$(stat -c %i "$d")" "directory entries"
assert_match "xfs_io scrub parent of that inode finds it corrupt" \
	"$(xfs_io -x -c "scrub parent $ino $(inode_gen "$SCRATCH_MNT/d/bad")" "$SCRATCH_MNT" 2>&1)" \
	"Corruption detected"
assert_match "xfs_io scrub directory of its parent finds it corrupt" \
	"$(xfs_io -x -c "scrub directory $(stat -c %i "$d") $(inode_gen "$d")" "$SCRATCH_MNT" 2>&1)" \
	"Corruption detected"
scratch_corrupted_on_purpose
