# xfs_db navigates to a block directory whose free tail has a length of
# zero (a fuzzed or damaged field) and goes on: it prints the entry and
# writes it back within seconds.  It used to step over that entry by its
# length, zero, for ever.
require_tool xfs_db
scratch_mkfs > /dev/null
scratch_mount
mkdir "$SCRATCH_MNT/d"
for i in $(seq 1 40); do : > "$SCRATCH_MNT/d/f$i"; done
assert_eq "d is a block directory" "$(dir_form "$SCRATCH_MNT/d")" block
ino=$(stat -c %i "$SCRATCH_MNT/d")
scratch_unmount

# the free tail: the last bu[] entry, which has a freetag
tail=$(xfs_db -r -c "inode $ino" -c "dblock 0" -c print "$SCRATCH_DEV" |
	sed -n 's/^bu\[\([0-9]*\)\]\.freetag = 0xffff$/\1/p' | tail -n 1)
assert_ok "the block has a free entry" test -n "$tail"
echo "free entry: bu[$tail]"
len=$(xfs_db -r -c "inode $ino" -c "dblock 0" -c "print bu[$tail].length" \
	"$SCRATCH_DEV" | sed -n 's/^.* = //p')
echo "its length: $len"

rc=0
out=$(timeout 30 xfs_db -x -c "inode $ino" -c "dblock 0" \
	-c "write -d bu[$tail].length 0" -c "print bu[$tail].length" \
	-c "write -d bu[$tail].length $len" -c "print bu[$tail].length" \
	"$SCRATCH_DEV" 2>&1) || rc=$?
echo "$out"
assert_eq "xfs_db exits (no hang)" "$rc" 0
assert_match "the zero length is printed" "$out" "bu\\[$tail\\]\\.length = 0\$"
assert_eq "the length is written back" \
	"$(xfs_db -r -c "inode $ino" -c "dblock 0" -c "print bu[$tail].length" \
		"$SCRATCH_DEV" | sed -n 's/^.* = //p')" "$len"
scratch_mount
assert_eq "the directory lists its 40 files" "$(ls "$SCRATCH_MNT/d" | wc -l)" 40
