# A leaf directory of 400 files and 3 subdirectories loses its second
# data block to garbage (its CRC fails, as after a stray write).
# xfs_repair -n says it would reconnect every inode of that block to the
# directory under its recorded name; xfs_repair then puts each back from
# its parent pointer, at its old readdir offset, instead of moving it to
# lost+found by inode number: the tree is as before, names, inodes,
# contents and cookies, and nothing is in lost+found.
require_parent_pointers
require_tool xfs_db xfs_repair pptr-tree
scratch_mkfs_parent > /dev/null
scratch_mount
d=$SCRATCH_MNT/big
mkdir "$d"
for i in $(seq 1 200); do echo "content $i" > "$d/file-$i"; done
for s in 1 2 3; do
	mkdir "$d/sub$s"
	echo "in sub$s" > "$d/sub$s/f"
done
for i in $(seq 201 400); do echo "content $i" > "$d/file-$i"; done
assert_eq "big is a leaf directory" "$(dir_form "$d")" leaf
dir=$(stat -c %i "$d")
bs=$(stat -f -c %S "$d")
# The entries of the second data block, from their readdir cookies (an
# entry's byte offset in the directory, in 8-byte units), as the lines
# xfs_repair -n should print.
want=$(xfs-dirents "$d" | awk -v lo=$((bs / 8)) -v hi=$((2 * bs / 8)) \
	-v dir="$dir" '$1 >= lo && $1 < hi {
		print "would reconnect inode " $2 " to directory " dir " as " $3 }' |
	sort)
n=$(printf '%s\n' "$want" | grep -c . || true)
echo "directory $dir: $n entries in its second data block"
assert_ok "the second data block holds entries" test "$n" -gt 100
assert_match "and a subdirectory" "$want" " as sub[123]$"
tree_snapshot "$SCRATCH_MNT" > "$PP_STATE/before"
scratch_unmount

fsb=$(xfs_db -r -c "inode $dir" -c bmap "$SCRATCH_DEV" |
	sed -n 's/^data offset 1 startblock \([0-9]*\) .*/\1/p')
byte=$(xfs_db -r -c "convert fsblock $fsb byte" "$SCRATCH_DEV" |
	sed -n 's/^0x[0-9a-f]* (\([0-9]*\))$/\1/p')
echo "second data block: fsb $fsb, byte $byte"
assert_ok "fill it with garbage" dd if=/dev/urandom of="$SCRATCH_DEV" \
	bs="$bs" seek=$((byte / bs)) count=1 conv=notrunc

st=0
xfs_repair -n "$SCRATCH_DEV" > "$PP_STATE/n.out" 2>&1 || st=$?
grep -E "corrupt|would (reconnect|move)" "$PP_STATE/n.out" | head -5
assert_eq "xfs_repair -n sees the damage" "$st" 1
assert_eq "xfs_repair -n would reconnect each entry of the block" \
	"$(grep '^would reconnect' "$PP_STATE/n.out" | sort)" "$want"
assert_eq "and would move nothing to lost+found" \
	"$(grep -c 'would move' "$PP_STATE/n.out" || true)" 0

st=0
xfs_repair "$SCRATCH_DEV" > "$PP_STATE/out" 2>&1 || st=$?
grep -E "corrupt|rebuild|lost\+found|parent pointers|nlinks" "$PP_STATE/out" ||
	true
assert_eq "xfs_repair exits 0" "$st" 0
assert_eq "it reconnected $n inodes" \
	"$(grep -c '^reconnecting inode .* to directory '"$dir"' as ' \
		"$PP_STATE/out" || true)" "$n"
assert_eq "and moved none to lost+found" \
	"$(grep -c 'moving to lost+found' "$PP_STATE/out" || true)" 0
st=0
xfs_repair -n "$SCRATCH_DEV" > "$PP_STATE/n2.out" 2>&1 || st=$?
[ "$st" = 0 ] || grep -v '^ *- \|^Phase' "$PP_STATE/n2.out" | head -20
assert_eq "xfs_repair -n is then clean" "$st" 0

scratch_mount
tree_snapshot "$SCRATCH_MNT" > "$PP_STATE/after"
diff "$PP_STATE/before" "$PP_STATE/after" | head -20 || true
assert_eq "every name, inode, cookie and content is as before" \
	"$(cat "$PP_STATE/after")" "$(cat "$PP_STATE/before")"
assert_eq "lost+found is absent or empty" \
	"$(ls -A "$SCRATCH_MNT/lost+found" 2>/dev/null | wc -l)" 0
assert_eq "big links its 3 subdirectories again" "$(stat -c %h "$d")" 5
assert_ok "every record matches readdir" check_tree_records "$SCRATCH_MNT"
