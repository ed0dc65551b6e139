# A crash in the middle of a directory rebuild's fork swap, on a
# filesystem with reverse mappings, is finished by log recovery.  There
# the swap moves every mapping of the two directories through logged
# bmap intents, all in the swap's first transaction; the error tag
# bmap_finish_one fails the first of them once that transaction is in
# the log, and the filesystem shuts down.  After the remount (log
# recovery replays the intents), the leaf directory that lost its second
# data block is the rebuilt one, with no further repair: the tree,
# readdir cookies included, is exactly as before the damage; xfs_scrub
# -n and xfs_repair -n (after the test) find nothing, so each block's
# reverse mapping names its new owner and the temporary directory went
# with the old blocks.
require_parent_pointers
require_tool xfs_scrub xfs_db xfs_io
. /tests/lib/dirdamage.sh
recoveries=$(dmesg | grep -c 'Starting recovery' || true)
scratch_mkfs_parent $(mkfs_profile_opts rmapbt) > /dev/null
scratch_mount
require_errtag bmap_finish_one
d=$SCRATCH_MNT/dir
dir_populate "$d" 400 3
assert_eq "dir is a leaf directory" "$(dir_form "$d")" leaf
ino=$(stat -c %i "$d")
gen=$(inode_gen "$d")
dir_remember "$d"
scratch_unmount
dir_block_destroy "$ino" 1 data garbage

scratch_mount
dmesg_allow_corruption_reports
dmesg_allow_injected_shutdown
set_errortag bmap_finish_one 1
xfs_io -x -c "repair directory $ino $gen" "$SCRATCH_MNT" || true
assert_fails "the swap shut the filesystem down" touch "$SCRATCH_MNT/after"
scratch_unmount

scratch_mount
assert_eq "log recovery ran" \
	"$(dmesg | grep -c 'Starting recovery')" $((recoveries + 1))
dir_rebuilt_as_before
st=0
xfs_scrub -n "$SCRATCH_MNT" > "$PP_STATE/scrub.out" 2>&1 || st=$?
cat "$PP_STATE/scrub.out"
assert_eq "xfs_scrub -n is clean after log recovery alone" "$st" 0
