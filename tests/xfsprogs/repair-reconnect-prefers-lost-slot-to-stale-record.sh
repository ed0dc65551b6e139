# A stale record must not restore a deleted name while a real one is
# dropped. In a leaf directory d, a file f has three names: "f" and
# "gone" in the first data block, "lost" in the second. "gone" is
# unlinked with pptr_orphan injected, so its record stays behind, and
# f's link count is set to 2 with xfs_db: the record is stale, as after
# an unlink whose record removal was lost (the link count went down with
# the entry). The second data block then gets garbage, on the unmounted
# device. f's link count (2) allows
# one entry to come back, and two records name a free slot: "gone", in
# the first block, which phase 6 read whole and where nothing holds f
# (the name was removed), and "lost", in the block that was destroyed.
# xfs_repair must put back "lost", not "gone": afterwards d has "f" and
# "lost" for f and no "gone", every other name of the destroyed block is
# back, nothing is in lost+found, and xfs_repair -n is clean.
require_parent_pointers
require_tool xfs_db xfs_repair xfs-dirents pptr-tree
scratch_mkfs_parent > /dev/null
scratch_mount
d=$SCRATCH_MNT/d
mkdir "$d"
echo data > "$d/f"
ln "$d/f" "$d/gone"
for i in $(seq 1 200); do echo "content $i" > "$d/file-$i"; done
ln "$d/f" "$d/lost"
for i in $(seq 201 400); do echo "content $i" > "$d/file-$i"; done
assert_eq "d is a leaf directory" "$(dir_form "$d")" leaf
f=$(stat -c %i "$d/f")
dir=$(stat -c %i "$d")
bs=$(stat -f -c %S "$d")
cookie() { xfs-dirents "$d" | awk -v n="$1" '$3 == n { print $1 }'; }
gone=$(cookie gone)
lost=$(cookie lost)
echo "gone at cookie $gone, lost at cookie $lost (block $((bs / 8)) units)"
assert_ok "gone is in the first data block" test "$gone" -lt $((bs / 8))
assert_ok "lost is in the second" \
	test "$lost" -ge $((bs / 8)) -a "$lost" -lt $((2 * bs / 8))
xfs_io -x -c "inject pptr_orphan" "$SCRATCH_MNT"
rm "$d/gone"
scratch_unmount
assert_ok "f's link count goes down to 2" xfs_db -x -c "inode $f" \
	-c "write core.nlinkv2 2" "$SCRATCH_DEV"
scratch_mount
assert_eq "f has two links" "$(stat -c %h "$d/f")" 2
assert_match "f keeps the record of gone" "$(records "$d/f")" ":gone\$"
# the tree as it should come back: without gone
tree_snapshot "$SCRATCH_MNT" > "$PP_STATE/before"
scratch_unmount

fsb=$(xfs_db -r -c "inode $dir" -c bmap "$SCRATCH_DEV" |
	sed -n 's/^data offset 1 startblock \([0-9]*\) .*/\1/p')
byte=$(xfs_db -r -c "convert fsblock $fsb byte" "$SCRATCH_DEV" |
	sed -n 's/^0x[0-9a-f]* (\([0-9]*\))$/\1/p')
assert_ok "fill the second data block with garbage" dd if=/dev/urandom \
	of="$SCRATCH_DEV" bs="$bs" seek=$((byte / bs)) count=1 conv=notrunc

st=0
xfs_repair "$SCRATCH_DEV" > "$PP_STATE/out" 2>&1 || st=$?
grep -E "inode $f |lost\+found|couldn't" "$PP_STATE/out" || true
assert_eq "xfs_repair exits 0" "$st" 0
assert_eq "it puts back lost" \
	"$(grep -c "^reconnecting inode $f to directory $dir as lost\$" \
		"$PP_STATE/out" || true)" 1
assert_eq "and not gone" \
	"$(grep -c "^reconnecting inode $f .* as gone\$" "$PP_STATE/out" ||
		true)" 0
st=0
xfs_repair -n "$SCRATCH_DEV" > "$PP_STATE/n2.out" 2>&1 || st=$?
[ "$st" = 0 ] || grep -v '^ *- \|^Phase' "$PP_STATE/n2.out" | head -20
assert_eq "xfs_repair -n is then clean" "$st" 0

scratch_mount
tree_snapshot "$SCRATCH_MNT" > "$PP_STATE/after"
diff "$PP_STATE/before" "$PP_STATE/after" | head -20 || true
assert_eq "every name, inode, cookie and content is as before, no gone" \
	"$(cat "$PP_STATE/after")" "$(cat "$PP_STATE/before")"
assert_eq "lost+found is absent or empty" \
	"$(ls -A "$SCRATCH_MNT/lost+found" 2> /dev/null | wc -l)" 0
assert_eq "f has two links" "$(stat -c %h "$d/f")" 2
assert_ok "every record matches readdir" check_tree_records "$SCRATCH_MNT"
