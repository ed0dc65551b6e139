# xfs_db -x can change one field of a parent pointer (write -d keeps the
# inode CRC valid): the kernel then reads the changed record, scrub
# reports it and online repair puts the right one back.
require_parent_pointers
ino=$(corrupt_setup)
scratch_corrupted_on_purpose
off=$(xfs_db -r -c "inode $ino" -c "print a.sfattr.list[0].diroffset" "$SCRATCH_DEV" |
	sed -n 's/.*diroffset = //p')
echo "diroffset was $off"
assert_ok "write -d diroffset" xfs_db -x -c "inode $ino" \
	-c "write -d a.sfattr.list[0].diroffset $((off + 1000))" "$SCRATCH_DEV"
assert_match "the inode CRC is still valid" \
	"$(xfs_db -r -c "inode $ino" -c "print v3.crc" "$SCRATCH_DEV")" "(correct)"
scratch_mount
assert_match "the kernel reads the new offset" \
	"$(records "$SCRATCH_MNT/d/file")" ":$((off + 1000)):file$"
scrub_reports_inode "$ino"
scrub_repairs
assert_eq "the tree is as before" "$(tree_snapshot "$SCRATCH_MNT")" \
	"$(cat "$PP_STATE/before")"
