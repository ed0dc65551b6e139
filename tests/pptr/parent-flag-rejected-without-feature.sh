# A shortform attr entry flagged as a parent pointer on a filesystem
# without parent pointers is corrupt: the verifier rejects the attr fork
# (the inode reads as "Structure needs cleaning") instead of hiding the
# attribute as a record that nothing else can see or check.
require_tool xfs_db setfattr getfattr
scratch_mkfs
scratch_mount
echo data > "$SCRATCH_MNT/f"
setfattr -n user.a -v b "$SCRATCH_MNT/f"
ino=$(stat -c %i "$SCRATCH_MNT/f")
scratch_unmount
assert_ok "flag the user xattr as a parent pointer" xfs_db -x -c "inode $ino" \
	-c "write -d a.sfattr.list[0].parent 1" -c "crc -r" "$SCRATCH_DEV"
assert_eq "the flag is on disk" \
	"$(xfs_db -r -c "inode $ino" -c "print a.sfattr.list[0].parent" "$SCRATCH_DEV" | sed 's/.* = //')" 1
scratch_corrupted_on_purpose
dmesg_allow_corruption_reports
scratch_mount
assert_match "reading the inode fails as corrupt" \
	"$(cat "$SCRATCH_MNT/f" 2>&1)" "Structure needs cleaning"
assert_match "the shortform verifier says so" "$(dmesg)" \
	"Metadata corruption detected at xfs_attr_shortform_verify.*attr fork"
