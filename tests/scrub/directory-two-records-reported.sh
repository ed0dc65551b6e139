# A directory with two records (its old one left behind by a rename with
# the pptr_skip_remove error tag) is reported against that directory.
require_parent_pointers
require_tool xfs_scrub
scratch_mkfs_parent
scratch_mount
mkdir -p "$SCRATCH_MNT/a/sub" "$SCRATCH_MNT/b"
ino=$(stat -c %i "$SCRATCH_MNT/a/sub")
set_errortag pptr_skip_remove 1
mv "$SCRATCH_MNT/a/sub" "$SCRATCH_MNT/b/sub"
set_errortag pptr_skip_remove 0
assert_eq "two records" "$(records "$SCRATCH_MNT/b/sub" | wc -l)" 2
assert_scrub_reports "a directory with two records" "$ino" "parent pointer"
scratch_corrupted_on_purpose
