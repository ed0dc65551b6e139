# The smallest log that mkfs.xfs -n parent=1 allows is one the kernel
# mounts, and it survives a rename storm. mkfs computes the minimum log
# size from the transaction reservations of its own libxfs; with parent
# pointers, the kernel's namespace reservations are larger (the attr
# intents, and every roll of a chain fitting an attr set or remove), so
# a libxfs without them could give a log the kernel refuses or overruns.
# Measured once (the probe, a log shrunk in the superblock, trips an
# ASSERT on XFS_DEBUG kernels, so it is not part of the test): with 64 KiB
# directory blocks, mkfs.xfs asks for 2,174 blocks and the kernel for
# 2,170.
. /tests/lib/stress.sh
require_parent_pointers
require_tool pptr-stress
# As fstests does, past mkfs.xfs's 64 MB floor for new filesystems (the
# three variables below lift it), down to the minimum that the
# reservations give.
export TEST_DIR=/mnt/test TEST_DEV=/dev/vda QA_CHECK_FS=1
# shellcheck disable=SC2046
out=$(mkfs.xfs -f -n parent=1,size=65536 $(mkfs_profile_opts) -l size=1000b "$SCRATCH_DEV" 2>&1 || true)
min=$(echo "$out" | sed -n 's/.*minimum size is \([0-9]*\) blocks.*/\1/p' | head -1)
echo "$out" | grep -i minimum
assert_ok "mkfs.xfs names its smallest log" test -n "$min"
[ -n "$min" ] || exit 1
echo "the smallest log mkfs allows: $min blocks"
scratch_mkfs_parent -n size=65536 -l size=${min}b

scratch_mount
mkdir "$SCRATCH_MNT/s"
seed=$(stress_seed)
st=0
pptr-stress -t 4 -d "$(knob stress_secs 4)" -w 3 -D 3 -s "$seed" "$SCRATCH_MNT/s" || st=$?
assert_eq "pptr-stress (seed $seed) met no unexpected error" "$st" 0
assert_ok "the filesystem is not shut down" touch "$SCRATCH_MNT/alive"
assert_ok "every record matches the tree (seed $seed)" \
	check_tree_records "$SCRATCH_MNT"
