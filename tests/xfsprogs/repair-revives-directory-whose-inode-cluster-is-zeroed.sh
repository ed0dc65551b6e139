# The whole inode cluster that holds a leaf directory (400 files, 2
# subdirectories) and the first files made in it is zeroed: 32 inodes
# gone at once. The files of that cluster are lost, with their records;
# the directory comes back at the same inode number from the records of
# the files outside the cluster, each name at its old readdir offset,
# and no name of a lost file is left dangling. xfs_repair names each lost
# file, with its directory: it finds the directory's old data blocks,
# which no inode maps any more, by the owner in their headers. Nothing
# goes to lost+found.
require_parent_pointers
require_tool xfs_db xfs_repair
. /tests/lib/dirdamage.sh
. /tests/lib/dirinode.sh
scratch_mkfs_parent > /dev/null
scratch_mount
dirino_make leaf
isize=$(xfs_db -r -c "sb 0" -c "print inodesize" "$SCRATCH_DEV" |
	sed -n 's/^inodesize = //p')
# a v5 inode cluster is 8 KiB scaled by the inode size over 256 bytes:
# 32 inodes, aligned in their chunk of 64
per=$((8192 / 256))
first=$((dino - dino % per))
echo "d is inode $dino; its cluster holds inodes $first to $((first + per - 1))"
awk -v a="$first" -v b="$((first + per))" '$2 >= a && $2 < b' \
	"$PP_STATE/before" > "$PP_STATE/lost"
cat "$PP_STATE/lost"
assert_ok "the cluster holds files of d" \
	test "$(grep -c "^$ddir/file" "$PP_STATE/lost")" -gt 10
assert_eq "but no subdirectory" \
	"$(awk '$4 == "-"' "$PP_STATE/lost" | grep -v "^$ddir " || true)" ""
byte=$(xfs_db -r -c "convert ino $first byte" "$SCRATCH_DEV" |
	sed -n 's/^0x[0-9a-f]* (\([0-9]*\))$/\1/p')
head -c $((per * isize)) /dev/zero | dd of="$SCRATCH_DEV" bs=1 \
	seek="$byte" conv=notrunc 2> /dev/null
sync
st=0
xfs_repair "$SCRATCH_DEV" > "$PP_STATE/out" 2>&1 || st=$?
grep -E "revive|remaking|lost\+found" "$PP_STATE/out" | head -10
assert_eq "xfs_repair exits 0" "$st" 0
assert_match "it revived directory inode $dino" \
	"$(cat "$PP_STATE/out")" "reviving directory inode $dino "
nlost=0
while read -r path ino _; do
	case $path in "$ddir"/*) ;; *) continue ;; esac
	nlost=$((nlost + 1))
	grep -qF "directory inode $dino had entry \"${path##*/}\" for inode $ino, which is destroyed: that name is lost" \
		"$PP_STATE/out" || echo "not reported: $path (inode $ino)"
done < "$PP_STATE/lost"
assert_eq "it names each of the $nlost lost files of d, with d" \
	"$(grep -c "^directory inode $dino had entry .*, which is destroyed: that name is lost" "$PP_STATE/out")" \
	"$nlost"
# its name in another directory, top/link, is junked by phase 6, which
# names it as stock does
lino=$(awk -v p="${ddir%/*}/link" '$1 == p { print $2 }' "$PP_STATE/lost")
grep -F '"link"' "$PP_STATE/out" || true
assert_match "the lost file's name in top is reported too" \
	"$(cat "$PP_STATE/out")" "entry \"link\" .* inode ${lino:-none}"
assert_eq "and moved nothing to lost+found" \
	"$(grep -c 'moving to lost+found' "$PP_STATE/out" || true)" 0
st=0
xfs_repair -n "$SCRATCH_DEV" > "$PP_STATE/n2.out" 2>&1 || st=$?
[ "$st" = 0 ] || grep -v '^ *- \|^Phase' "$PP_STATE/n2.out" | head -20
assert_eq "xfs_repair -n is then clean" "$st" 0
scratch_mount
dir_snapshot "$SCRATCH_MNT" > "$PP_STATE/after"
assert_eq "every name outside the cluster is as before, the lost ones gone" \
	"$(cat "$PP_STATE/after")" \
	"$(awk -v a="$first" -v b="$((first + per))" -v d="$ddir" \
		'$2 < a || $2 >= b || $1 == d' "$PP_STATE/before")"
assert_eq "d is a directory of mode 0755 at inode $dino" \
	"$(stat -c '%F %a %i' "$ddir")" "directory 755 $dino"
assert_ok "every record matches readdir" check_tree_records "$SCRATCH_MNT"
