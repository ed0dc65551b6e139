# xfs_repair (modify mode) rebuilds a directory whose data block was
# destroyed and moves what it cannot find to lost+found; every parent
# pointer is rewritten to the new offsets and names, so online scrub is
# clean and every record matches readdir afterwards.
# pp-cost: 2
require_parent_pointers
require_tool xfs_db
scratch_mkfs_parent
scratch_mount
mkdir "$SCRATCH_MNT/big" "$SCRATCH_MNT/other"
for i in $(seq 1 400); do echo "$i" > "$SCRATCH_MNT/big/file-$i"; done
ln "$SCRATCH_MNT/big/file-1" "$SCRATCH_MNT/other/link"
dir=$(stat -c %i "$SCRATCH_MNT/big")
scratch_unmount
# Zero the second data block of the directory (about 170 entries).  Not
# the first: stock xfs_repair 6.1 rebuilds a directory that lost "." and
# ".." with a link count one too low, which a second run then fixes.
fsb=$(xfs_db -r -c "inode $dir" -c "bmap" "$SCRATCH_DEV" |
	sed -n 's/^data offset 1 startblock \([0-9]*\) .*/\1/p')
echo "directory $dir: second data block at fsb $fsb"
daddr=$(xfs_db -r -c "convert fsb $fsb daddr" "$SCRATCH_DEV" |
	sed -n 's/^0x[0-9a-f]* (\([0-9]*\))$/\1/p')
assert_ok "destroy the second data block" dd if=/dev/zero of="$SCRATCH_DEV" \
	bs=512 seek="$daddr" count=8 conv=notrunc
st=0
xfs_repair -n "$SCRATCH_DEV" > "$PP_STATE/out" 2>&1 || st=$?
assert_eq "xfs_repair -n sees the damage" "$st" 1
st=0
xfs_repair "$SCRATCH_DEV" > "$PP_STATE/out" 2>&1 || st=$?
grep -E "parent pointers|lost\+found|rebuil" "$PP_STATE/out" | head
assert_eq "xfs_repair exits 0" "$st" 0
assert_match "it rewrote parent pointers" "$(cat "$PP_STATE/out")" \
	"removed [0-9]+ and added [0-9]+ parent pointers"
assert_ok "xfs_repair -n is clean after it" xfs_repair -n "$SCRATCH_DEV"
scratch_mount
assert_ok "some files are in lost+found" test -n "$(ls "$SCRATCH_MNT/lost+found")"
assert_ok "xfs_scrub -n is clean" xfs_scrub -n "$SCRATCH_MNT"
assert_ok "every record matches readdir" check_tree_records "$SCRATCH_MNT"
