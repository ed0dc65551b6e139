# Parent pointers need a v5 (CRC) filesystem: mkfs.xfs -m crc=0 -n
# parent=1 fails with a message that says so, and writes nothing.
require_parent_pointers
scratch_unmount_if_mounted
dd if=/dev/zero of="$SCRATCH_DEV" bs=1M count=1 2> /dev/null
st=0
out=$(mkfs.xfs -f -m crc=0 -n parent=1 "$SCRATCH_DEV" 2>&1) || st=$?
echo "$out" | head -3
assert_ok "mkfs.xfs fails" test "$st" -ne 0
assert_match "and says why" "$out" "parent=1.*not supported without CRC"
assert_eq "no superblock was written" \
	"$(dd if="$SCRATCH_DEV" bs=4 count=1 2> /dev/null | od -An -c | tr -d ' ')" \
	'\0\0\0\0'
