# A directory entry whose inode number damage pointed into a block that
# holds other metadata: a path lookup of it must say the directory is
# corrupt (EUCLEAN), not read that block as an inode cluster. The entry
# of d/f, in d's inode (shortform), is made to name the first inode
# number of a block-form directory's data block that starts an inode
# cluster's worth of blocks, and that block is read into memory first
# (ls of its directory). Stock 6.1 looked the number up on trust: it read
# the block again as an inode cluster of another length, and XFS_DEBUG
# asserted in xfs_buf_find. Then xfs_scrub puts f back in d from its
# record, with its data.
require_parent_pointers
require_tool xfs_db xfs_scrub
scratch_mkfs_parent > /dev/null
scratch_mount
mkdir "$SCRATCH_MNT/d"
echo "f's data" > "$SCRATCH_MNT/d/f"
dino=$(stat -c %i "$SCRATCH_MNT/d")
long=$(printf 'n%.0s' $(seq 60))
i=0
while [ $i -lt 40 ]; do
	mkdir "$SCRATCH_MNT/x$i"
	for j in 1 2 3 4 5 6 7 8 9 10; do
		: > "$SCRATCH_MNT/x$i/$long$j"
	done
	i=$((i + 1))
done
scratch_unmount

# The first directory x<i> whose one data block starts at an AG block
# that is a multiple of 4 (a whole inode cluster on the defaults: 16 KiB
# of 512-byte inodes, 4 KiB blocks).
target=
i=0
while [ $i -lt 40 ] && [ -z "$target" ]; do
	loc=$(xfs_db -r -c "path /x$i" -c "bmap" "$SCRATCH_DEV" |
		sed -n 's/^data offset 0 startblock [0-9]* (\([0-9]*\)\/\([0-9]*\)) count 1 .*/\1 \2/p')
	# shellcheck disable=SC2086 # two numbers, split on purpose
	set -- $loc
	if [ $# -eq 2 ] && [ $(($2 % 4)) -eq 0 ]; then
		target=x$i
		tagno=$1
		tagbno=$2
	fi
	i=$((i + 1))
done
assert_ok "one of the 40 directories has its block at a multiple of 4 ($target)" \
	test -n "$target"
inopblog=$(xfs_db -r -c "sb 0" -c "print inopblog" "$SCRATCH_DEV" |
	sed 's/.* = //')
agshift=$(($(xfs_db -r -c "sb 0" -c "print agblklog" "$SCRATCH_DEV" |
	sed 's/.* = //') + inopblog))
newino=$(xfs_db -r -c "convert agno $tagno agbno $tagbno ino" "$SCRATCH_DEV" |
	sed -n 's/.*(\([0-9]*\))$/\1/p')
echo "d/f made to name inode $newino, the start of $target's block $tagno/$tagbno"
xfs_db -x -c "inode $dino" -c "write u3.sfdir3.list[0].inumber.i4 $newino" \
	"$SCRATCH_DEV" > /dev/null
assert_eq "d's entry f names $newino" \
	"$(xfs_db -r -c "inode $dino" -c "print u3.sfdir3.list[0].inumber.i4" \
		"$SCRATCH_DEV" | sed 's/.* = //')" "$newino"

scratch_mount
dmesg_allow_corruption_reports
ls "$SCRATCH_MNT/$target" > /dev/null
# Every other inode in memory too, those of the same AG past the block
# among them: only an inode of the same cluster may spare the lookup its
# check.
find "$SCRATCH_MNT" -xdev -path "$SCRATCH_MNT/d" -prune -o -print |
	xargs stat -c %i > "$PP_STATE/inos"
later=0
while read -r i; do
	if [ $((i >> agshift)) -eq "$tagno" ] &&
	   [ $(((i & ((1 << agshift) - 1)) >> inopblog)) -gt "$tagbno" ]; then
		later=$((later + 1))
	fi
done < "$PP_STATE/inos"
assert_ok "inodes of AG $tagno past block $tagbno are in memory ($later)" \
	test "$later" -gt 0
st=0
out=$(stat "$SCRATCH_MNT/d/f" 2>&1) || st=$?
echo "stat d/f: $out"
assert_ok "stat of d/f fails" test "$st" -ne 0
assert_match "it says the structure needs cleaning" "$out" \
	"Structure needs cleaning"
assert_ok "the filesystem is not shut down" touch "$SCRATCH_MNT/alive"
scrub_repairs
assert_eq "f is back in d with its data" "$(cat "$SCRATCH_MNT/d/f")" "f's data"
