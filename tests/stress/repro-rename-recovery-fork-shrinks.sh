# Log recovery of a rename whose two parent pointer intents on the file
# (add the new record, remove the old one) were both left undone, with
# the file's attr fork in leaf format: every record matches the
# directories after the mount.
#
# Recovery starts the add first (a recovered add first removes its name,
# then goes on with a leaf add, which waits), then runs the remove, which
# leaves so little in the fork that it goes back into the inode; the add,
# resumed last, must not take the fork for a leaf. (Found by
# stress/crash-loop; on kernels without the fix in "xfs: start deferred
# attr work from the attr fork as it is then", the add trips
# ASSERT(xfs_attr_is_leaf) and the mount fails with EFSCORRUPTED.)
#
# Sizes (512-byte inodes: at most 280 bytes of shortform attrs beside an
# empty data fork): the record "f" takes 20 bytes, user.a 204, user.b 62,
# the header 4; 290 bytes need a leaf, 270 fit. dirsync puts the rename's
# first transaction (the entries and both intents) on disk; "inject larp"
# fails the first intent, which shuts the filesystem down.
require_parent_pointers
require_tool setfattr
scratch_mkfs_parent
scratch_mount -o dirsync
require_errtag larp
mkdir "$SCRATCH_MNT/d1" "$SCRATCH_MNT/d2"
: > "$SCRATCH_MNT/d1/f"
setfattr -n user.a -v "$(printf '%0200d' 0)" "$SCRATCH_MNT/d1/f"
setfattr -n user.b -v "$(printf '%058d' 0)" "$SCRATCH_MNT/d1/f"
assert_match "the attr fork of the file is in a block" \
	"$(xfs_io -r -c "bmap -a" "$SCRATCH_MNT/d1/f")" '^[[:space:]]*0: \['
# The failed intent shuts the filesystem down ("Corruption of in-memory
# data").
dmesg_allow_injected_shutdown
assert_ok "inject larp" xfs_io -x -c "inject larp" "$SCRATCH_MNT"
assert_fails "the rename fails with its first attr intent" \
	mv "$SCRATCH_MNT/d1/f" "$SCRATCH_MNT/d2/f"
scratch_unmount
assert_ok "log recovery mounts the filesystem" \
	mount -t xfs "$SCRATCH_DEV" "$SCRATCH_MNT"
# (A second mount of the same log may succeed: the failed one has
# written part of the recovery already.)
scratch_mounted || exit 1
assert_ok "every record matches the tree after recovery" \
	check_tree_records "$SCRATCH_MNT"
