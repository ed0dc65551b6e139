# On a filesystem with reverse mappings (mkfs.xfs -m rmapbt=1, reflink
# on), a directory rebuild moves each block's reverse mapping with the
# block.  Three directories are damaged: a leaf directory (400 files, 3
# subdirectories) loses its second data block to garbage; a node
# directory whose data fork is a bmbt (more mappings than the inode
# holds: names of 250 bytes, a spacer file allocated between its
# blocks) loses a data block to zeros; a shortform one gets garbage
# over its fork.
# xfs_scrub rebuilds all three, every entry at its old offset; the
# filesystem stays up and mounts again, and xfs_scrub -n and xfs_repair
# -n (the runner's, after the test) find every reverse mapping right.
# Before the fix, the fork swap left the owners behind: xfs_rmap_unmap
# failed "owner != rec->rm_owner", the filesystem shut down, and log
# recovery hit the same error, so the next mount failed.
require_parent_pointers
require_tool xfs_scrub xfs_db xfs_io
. /tests/lib/dirdamage.sh
scratch_mkfs_parent $(mkfs_profile_opts rmapbt) > /dev/null
assert_match "the filesystem has reverse mappings and reflink" \
	"$(xfs_db -r -c version "$SCRATCH_DEV")" "RMAPBT.*REFLINK|REFLINK.*RMAPBT"
scratch_mount
l=$SCRATCH_MNT/leaf
n=$SCRATCH_MNT/node
s=$SCRATCH_MNT/short
dir_populate "$l" 400 3
dir_populate "$s" 5 1
# 40 data blocks of 14 names of 250 bytes each, each followed by a
# spacer file of the same directory with a block allocated at once, so
# that no two data blocks are next to each other.
mkdir "$n"
pad=$(printf '%0240d' 0)
for b in $(seq 1 40); do
	for i in $(seq 1 14); do
		echo "$b.$i" > "$n/f$b.$i.$pad"
	done
	xfs_io -f -c "falloc 0 4k" "$n/s$b.$pad"
done
sync
lino=$(stat -c %i "$l")
nino=$(stat -c %i "$n")
sino=$(stat -c %i "$s")
assert_eq "leaf is a leaf directory" "$(dir_form "$l")" leaf
assert_eq "node is a node directory" "$(dir_form "$n")" node
assert_eq "short is a shortform directory" "$(dir_form "$s")" local
dir_remember "$l" "$n" "$s"
scratch_unmount
assert_eq "node's data fork is a bmbt" \
	"$(xfs_db -r -c "inode $nino" -c "print core.format" "$SCRATCH_DEV")" \
	"core.format = 3 (btree)"

dir_block_destroy "$lino" 1 data garbage
dir_block_destroy "$nino" "$(dir_blocks "$nino" 0 100 | sed -n 10p)" data zeros
dir_sf_destroy "$sino" garbage
scratch_mount
dmesg_allow_corruption_reports
scrub_repairs
assert_ok "the filesystem is not shut down" touch "$SCRATCH_MNT/alive"
rm "$SCRATCH_MNT/alive"
dir_rebuilt_as_before
assert_eq "no reverse mapping error in the kernel log" \
	"$(dmesg | grep -c 'rm_owner\|xfs_rmap_unmap' || true)" 0
scratch_unmount
scratch_mount
dir_rebuilt_as_before
