# An O_TMPFILE inode has no record until linkat gives it a name.
require_parent_pointers
scratch_mkfs_parent
scratch_mount
mkdir "$SCRATCH_MNT/t"
assert_ok "O_TMPFILE then linkat" \
	xfs_io -T -c "pwrite -q 0 4k" -c "flink $SCRATCH_MNT/t/named" "$SCRATCH_MNT/t"
assert_records "the linked tmpfile's record" "$SCRATCH_MNT/t/named" \
	"$(dirent_record "$SCRATCH_MNT/t" named)"
