# xfs_repair notes every parent pointer in phase 3, then phase 4 may clear
# inodes (here two files whose data forks claim the same block, on a
# filesystem without reflink). A file so cleared must not be reconnected
# by its records in phase 6: that would give a directory an entry of a
# free inode. A leaf directory of 400 files loses its second data block
# to garbage; one file of that block and one of the first block are
# made to share a data block with xfs_db. After xfs_repair both are gone
# (stock behaviour for a duplicate block), every other name is back as
# before, and xfs_repair -n is clean.
require_parent_pointers
require_tool xfs_db xfs_repair pptr-tree
. /tests/lib/dirdamage.sh
scratch_mkfs_parent -m reflink=0 > /dev/null
scratch_mount
d=$SCRATCH_MNT/big
mkdir "$d"
for i in $(seq 1 400); do echo "content $i" > "$d/file-$i"; done
assert_eq "big is a leaf directory" "$(dir_form "$d")" leaf
dir=$(stat -c %i "$d")
bs=$(stat -f -c %S "$d")
# x: a file whose entry is in the second data block; y: one in the first.
x=$(xfs-dirents "$d" | awk -v lo=$((bs / 8)) -v hi=$((2 * bs / 8)) \
	'$1 >= lo && $1 < hi && $3 ~ /^file-/ { print $3; exit }')
y=$(xfs-dirents "$d" | awk -v hi=$((bs / 8)) \
	'$1 < hi && $3 ~ /^file-/ { print $3; exit }')
assert_match "a file of the second block" "$x" '^file-'
assert_match "a file of the first block" "$y" '^file-'
xino=$(stat -c %i "$d/$x")
yino=$(stat -c %i "$d/$y")
echo "x: $x (inode $xino), y: $y (inode $yino)"
tree_snapshot "$SCRATCH_MNT" | grep -v -e "/$x " -e "/$y " > "$PP_STATE/before"
scratch_unmount

xblk=$(xfs_db -r -c "inode $xino" -c "print u3.bmx[0].startblock" \
	"$SCRATCH_DEV" | sed -n 's/.*startblock = \([0-9]*\)$/\1/p')
assert_match "x has a data block" "$xblk" '^[0-9]+$'
assert_ok "y's data fork claims x's block" xfs_db -x -c "inode $yino" \
	-c "write u3.bmx[0].startblock $xblk" "$SCRATCH_DEV"
dir_block_destroy "$dir" 1 data garbage

st=0
xfs_repair "$SCRATCH_DEV" > "$PP_STATE/out" 2>&1 || st=$?
grep -E "duplicate|clearing|reconnect.* as $x$|lost\+found" "$PP_STATE/out" |
	head -10 || true
assert_eq "xfs_repair exits 0" "$st" 0
assert_match "phase 4 cleared x" "$(cat "$PP_STATE/out")" \
	"(clearing|cleared) inode $xino"
assert_eq "x was not reconnected by its record" \
	"$(grep -c "reconnecting inode $xino " "$PP_STATE/out" || true)" 0
st=0
xfs_repair -n "$SCRATCH_DEV" > "$PP_STATE/n2.out" 2>&1 || st=$?
[ "$st" = 0 ] || grep -v '^ *- \|^Phase' "$PP_STATE/n2.out" | head -20
assert_eq "xfs_repair -n is then clean" "$st" 0

scratch_mount
assert_fails "x has no name in big" test -e "$d/$x"
tree_snapshot "$SCRATCH_MNT" | grep -v -e "/$x " -e "/$y " > "$PP_STATE/after"
diff "$PP_STATE/before" "$PP_STATE/after" | head -20 || true
assert_eq "every other name, inode, cookie and content is as before" \
	"$(cat "$PP_STATE/after")" "$(cat "$PP_STATE/before")"
assert_eq "lost+found is absent or empty" \
	"$(ls -A "$SCRATCH_MNT/lost+found" 2>/dev/null | wc -l)" 0
assert_ok "every record matches readdir" check_tree_records "$SCRATCH_MNT"
