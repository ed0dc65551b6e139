# A shortform parent pointer that also carries the root (trusted) or the
# secure namespace flag is an invalid attribute, which the kernel's attr
# fork verifier rejects: the inode cannot be read. xfs_repair must find
# and fix it like any other bad attribute, for a file and for a
# directory, so that the filesystem mounts, every inode can be read and
# the records match the tree again.
require_parent_pointers
require_tool xfs_db xfs_repair xfs_scrub
dmesg_allow_corruption_reports
ino=$(corrupt_setup)
scratch_corrupted_on_purpose
dino=$(xfs_db -r -c "inode $ino" -c "print a.sfattr.list[0].parent_ino" \
	"$SCRATCH_DEV" | sed -n 's/.*parent_ino = //p')
echo "d/file is inode $ino, d is inode $dino"
xfs_db -x -c "inode $ino" -c "write -d a.sfattr.list[0].root 1" \
	-c "inode $dino" -c "write -d a.sfattr.list[0].secure 1" \
	"$SCRATCH_DEV" > /dev/null
scratch_mount
assert_fails "the kernel rejects the directory" stat "$SCRATCH_MNT/d"
scratch_unmount

st=0
xfs_repair "$SCRATCH_DEV" > "$PP_STATE/out" 2>&1 || st=$?
cat "$PP_STATE/out"
assert_eq "xfs_repair succeeds" "$st" 0
st=0
xfs_repair -n "$SCRATCH_DEV" > "$PP_STATE/out" 2>&1 || st=$?
[ "$st" = 0 ] || cat "$PP_STATE/out"
assert_eq "xfs_repair -n then finds nothing" "$st" 0
assert_ok "the filesystem mounts" \
	mount -t xfs "$SCRATCH_DEV" "$SCRATCH_MNT"
if scratch_mounted; then
	assert_eq "d/file can be read" "$(cat "$SCRATCH_MNT/d/file" 2>&1)" data
	st=0
	xfs_scrub -n "$SCRATCH_MNT" > "$PP_STATE/out" 2>&1 || st=$?
	[ "$st" = 0 ] || cat "$PP_STATE/out"
	assert_eq "xfs_scrub -n is clean" "$st" 0
	assert_ok "every record matches the tree" \
		check_tree_records "$SCRATCH_MNT"
fi
