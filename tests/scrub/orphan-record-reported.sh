# A record whose entry is gone (made with the pptr_skip_remove error tag)
# is reported by xfs_scrub -n, against the inode that holds it.
require_parent_pointers
require_tool xfs_scrub
scratch_mkfs_parent
scratch_mount
mkdir "$SCRATCH_MNT/d"
: > "$SCRATCH_MNT/d/f"
ln "$SCRATCH_MNT/d/f" "$SCRATCH_MNT/d/gone"
set_errortag pptr_skip_remove 1
rm "$SCRATCH_MNT/d/gone"
set_errortag pptr_skip_remove 0
ino=$(stat -c %i "$SCRATCH_MNT/d/f")
assert_eq "two records for one link" "$(records "$SCRATCH_MNT/d/f" | wc -l)" 2

assert_scrub_reports "a record without its entry" "$ino" "parent pointer"
scratch_corrupted_on_purpose
