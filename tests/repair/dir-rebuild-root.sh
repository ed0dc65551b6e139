# The root directory in block form (30 files, 2 subdirectories) gets
# random bytes over its one directory block.  xfs_scrub -n names it;
# xfs_scrub rebuilds it from its children's parent pointers, every entry
# at the offset it had, so that the tree, readdir cookies included, is
# exactly as before (nothing goes to lost+found) and the root's link
# count counts its subdirectories.
require_parent_pointers
require_tool xfs_scrub xfs_db
. /tests/lib/dirdamage.sh
scratch_mkfs_parent > /dev/null
scratch_mount
r=$SCRATCH_MNT
n=1
while [ $n -le 30 ]; do
	echo "root file $n" > "$r/file$n"
	n=$((n + 1))
done
for s in sub1 sub2; do
	mkdir "$r/$s"
	echo "inside $s" > "$r/$s/file"
done
assert_eq "the root is a block directory" "$(dir_form "$r")" block
rino=$(stat -c %i "$r")
dir_remember "$r"
scratch_unmount

dir_block_destroy "$rino" 0 block garbage
scratch_mount
dmesg_allow_corruption_reports
assert_scrub_reports "the root's block lost" "$rino" "directory entries"

scrub_repairs
dir_rebuilt_as_before
