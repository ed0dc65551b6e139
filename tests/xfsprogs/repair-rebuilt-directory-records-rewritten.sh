# xfs_repair (modify mode) rebuilds a directory whose second data block
# was zeroed: the entries it salvages keep their offsets, and the files
# of the lost block come back from their parent pointers under their
# names at their offsets, a hard link elsewhere or not, instead of going
# to lost+found; no record needs rewriting, online scrub is clean and
# every record matches readdir afterwards.
require_parent_pointers
require_tool xfs_db
scratch_mkfs_parent
scratch_mount
mkdir "$SCRATCH_MNT/big" "$SCRATCH_MNT/other"
for i in $(seq 1 400); do echo "$i" > "$SCRATCH_MNT/big/file-$i"; done
ln "$SCRATCH_MNT/big/file-200" "$SCRATCH_MNT/other/link"
dir=$(stat -c %i "$SCRATCH_MNT/big")
tree_snapshot "$SCRATCH_MNT" > "$PP_STATE/before"
scratch_unmount
# Zero the second data block of the directory (about 170 entries, among
# them file-200).  Not the first: stock xfs_repair 6.1 rebuilds a
# directory that lost "." and ".." with a link count one too low, which
# a second run then fixes.
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
assert_match "it would put file-200 back" "$(cat "$PP_STATE/out")" \
	"would reconnect inode [0-9]+ to directory $dir as file-200"
st=0
xfs_repair "$SCRATCH_DEV" > "$PP_STATE/out" 2>&1 || st=$?
grep -E "parent pointers|lost\+found|rebuil" "$PP_STATE/out" | head
assert_eq "xfs_repair exits 0" "$st" 0
assert_ok "it rewrote no parent pointer" \
	sh -c "! grep -q 'removed [0-9]* and added' '$PP_STATE/out'"
assert_ok "xfs_repair -n is clean after it" xfs_repair -n "$SCRATCH_DEV"
scratch_mount
assert_eq "nothing is in lost+found" \
	"$(ls -A "$SCRATCH_MNT/lost+found" 2>/dev/null | wc -l)" 0
assert_eq "the tree is as before" "$(tree_snapshot "$SCRATCH_MNT")" \
	"$(cat "$PP_STATE/before")"
assert_eq "file-200 has its two links" \
	"$(stat -c %h "$SCRATCH_MNT/big/file-200")" 2
assert_ok "xfs_scrub -n is clean" xfs_scrub -n "$SCRATCH_MNT"
assert_ok "every record matches readdir" check_tree_records "$SCRATCH_MNT"
