# The root directory, in block form (30 files and 2 subdirectories), loses
# its only block to random bytes on the unmounted device.  xfs_repair -n
# reports it; xfs_repair keeps the root inode (instead of clearing it,
# making a new root and moving everything to lost+found) and rebuilds it
# from its children's parent pointers, every entry at the offset it had:
# the tree, readdir cookies included, is exactly as before, nothing is in
# lost+found, and xfs_repair -n is then clean.
require_parent_pointers
require_tool xfs_db xfs_repair pptr-tree
. /tests/lib/dirdamage.sh
. /tests/lib/dirrepair.sh
scratch_mkfs_parent > /dev/null
scratch_mount
for i in $(seq 1 30); do echo "root file $i" > "$SCRATCH_MNT/file$i"; done
mkdir "$SCRATCH_MNT/sub1" "$SCRATCH_MNT/sub2"
echo inside > "$SCRATCH_MNT/sub1/file"
assert_eq "the root is a block directory" "$(dir_form "$SCRATCH_MNT")" block
root=$(stat -c %i "$SCRATCH_MNT")
dir_remember "$SCRATCH_MNT"
scratch_unmount

dir_block_destroy "$root" 0 block garbage
dir_xfs_repair_restores "$root"
