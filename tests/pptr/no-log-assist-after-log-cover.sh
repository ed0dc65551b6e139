# Parent pointer intents do not take the LOG_XATTRS log incompat feature:
# the parent pointer feature already keeps kernels that cannot recover
# them away. With it, the first namespace operation after every log cover
# (an idle log, a freeze) wrote the superblock synchronously, with the
# VFS locks held, to set the feature again. Here a freeze covers the log;
# the creates, links, renames and unlinks after it leave the feature
# clear on disk, and the kernel never says that it uses logged xattrs.
# Recovery of the intents without the feature is what the crash tests
# (pptr/crash-*, stress/crash-loop) show.
require_parent_pointers
require_tool xfs_db
scratch_mkfs_parent
scratch_mount
M=$SCRATCH_MNT
dmesg -c > /dev/null
mkdir "$M/d"
assert_ok "freeze and thaw: the log is covered" \
	sh -c "xfs_io -x -c freeze '$M' && xfs_io -x -c thaw '$M'"
echo data > "$M/d/f"
ln "$M/d/f" "$M/d/g"
mv "$M/d/g" "$M/h"
rm "$M/d/f"
mkdir "$M/d/sub"
sync
echo 3 > /proc/sys/vm/drop_caches
assert_eq "no log incompat feature on disk" \
	"$(xfs_db -r -c "sb 0" -c "print features_log_incompat" "$SCRATCH_DEV" | sed 's/.* = //')" 0
assert_ok "the kernel never took logged xattrs" \
	sh -c "! dmesg | grep -q 'logged extended attributes'"
assert_ok "every record matches the tree" check_tree_records "$M"
