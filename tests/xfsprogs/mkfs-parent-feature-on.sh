# mkfs.xfs -n parent=1 makes a filesystem that mounts with parent
# pointers: mkfs and xfs_info say parent=1, the root has no record, and
# the first file made gets its record.
require_parent_pointers
scratch_unmount_if_mounted
out=$(mkfs.xfs -f -n parent=1 "$SCRATCH_DEV" 2>&1)
touch "$PP_STATE/scratch-made" "$PP_STATE/parent-fs"
assert_match "mkfs.xfs prints parent=1" "$out" "ftype=1, parent=1"
scratch_mount
assert_match "xfs_info prints parent=1" "$(xfs_info "$SCRATCH_MNT")" "parent=1"
assert_match "the kernel reports the feature" "$(dmesg | tail -20)" "parent pointer"
assert_eq "the root has no record" "$(records "$SCRATCH_MNT")" ""
echo data > "$SCRATCH_MNT/f"
assert_records "a new file has its record" "$SCRATCH_MNT/f" \
	"$(dirent_record "$SCRATCH_MNT" f)"
scratch_mkfs > /dev/null
scratch_mount
assert_match "without the option: parent=0" "$(xfs_info "$SCRATCH_MNT")" "parent=0"
