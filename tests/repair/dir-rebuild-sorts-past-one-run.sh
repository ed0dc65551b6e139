# A directory rebuild keeps its collection in pageable memory and sorts
# it in runs merged pass by pass (scrub/xfile.c).  With the error tag
# dir_rebuild_small_sort, the runs are of 3 entries: a leaf directory of
# 400 files, 3 subdirectories and one file with 7 names (a child whose
# entries span several runs) loses its second data block to random
# bytes, and xfs_scrub rebuilds it from the other blocks and the
# children's records.  The kernel log says the sorts merged runs of 3
# and put every entry at its recorded offset, and the tree, readdir
# cookies included, is exactly as before.
require_parent_pointers
require_tool xfs_scrub xfs_db
. /tests/lib/dirdamage.sh
scratch_mkfs_parent > /dev/null
scratch_mount
require_errtag dir_rebuild_small_sort
d=$SCRATCH_MNT/dir
dir_populate "$d" 400 3
for i in 1 2 3 4 5 6; do
	ln "$d/file0010" "$d/name$i of file0010"
done
assert_eq "$d is a leaf directory" "$(dir_form "$d")" leaf
assert_eq "file0010 has 7 links" "$(stat -c %h "$d/file0010")" 7
ino=$(stat -c %i "$d")
dir_remember "$d"
scratch_unmount

dir_block_destroy "$ino" 1 data garbage
scratch_mount
dmesg_allow_corruption_reports
assert_scrub_reports "a data block lost" "$ino" "directory entries"
set_errortag dir_rebuild_small_sort 1
scrub_repairs
set_errortag dir_rebuild_small_sort 0
line=$(dmesg | grep "directory inode $ino rebuilt:" | tail -n 1)
echo "$line"
assert_match "the kernel log: 409 entries, all at their recorded offset" \
	"$line" "rebuilt: 409 entries, .*; 0 not at their recorded offset;"
assert_match "the kernel log: the sorts merged runs of 3" \
	"$line" "sorted in runs of 3, ([1-9][0-9]+|[3-9]) merge passes"
dir_rebuilt_as_before
