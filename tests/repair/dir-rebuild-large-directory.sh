# A large node-form directory (20,000 files and 3 subdirectories: over a
# hundred data blocks, da-node and leafn blocks, free index blocks) loses
# the data block in the middle of its data blocks to random bytes:
# xfs_scrub -n names it and xfs_scrub rebuilds it.  Then it loses every
# one of its data blocks to zeros, so that every name has to come from
# the children's parent pointers: the directory's scrub reports it and
# its repair rebuilds it (xfs_io scrub and repair directory INO GEN: the
# whole-filesystem xfs_scrub would also check each of the 20,000 children,
# each check reading the damaged blocks and logging a corruption report
# with a hex dump, minutes of serial console under TCG), and xfs_scrub -n
# is clean afterwards.  Each time the kernel log says how many entries
# came from the records alone, none away from its recorded offset, and
# the tree is exactly as before the first damage: every name with its
# inode number, readdir cookie and contents.  (pp.dir_rebuild_files=N
# changes the 20,000; the debug kernel run makes fewer.)
require_parent_pointers
require_tool xfs_scrub xfs_db
. /tests/lib/dirdamage.sh
n=$(knob dir_rebuild_files 20000)
scratch_mkfs_parent > /dev/null
scratch_mount
d=$SCRATCH_MNT/large
# What dir_populate "$d" "$n" 3 makes (file0001 on, each with its own
# contents, and sub1 to sub3 among them, each holding a file), in half
# the time: the shell reads the list of names from a file, in blocks,
# where dir_populate's pipe is read a byte at a time (70 s against 30 s
# for 20,000 names under TCG).
mkdir "$d"
awk -v n="$n" -v s=3 'BEGIN {
	for (i = 1; i <= n; i++) {
		printf "f file%04d\n", i
		if (j < s && i * (s + 1) >= (j + 1) * n)
			printf "d sub%d\n", ++j
	}
}' > "$PP_STATE/names"
while read -r t name; do
	if [ "$t" = d ]; then
		mkdir "$d/$name"
		echo "inside $name of $d" > "$d/$name/file"
	else
		echo "$name of $d" > "$d/$name"
	fi
done < "$PP_STATE/names"
assert_eq "$d holds $n files and 3 subdirectories" \
	"$(xfs-dirents "$d" | wc -l)" $((n + 3))
assert_eq "$d is a node directory" "$(dir_form "$d")" node
ino=$(stat -c %i "$d")
dir_remember "$d"
scratch_unmount

# data_blocks: the data blocks of the directory (logical blocks below the
# hash index at 32 GiB), one a line.
data_blocks() { dir_blocks "$ino" 0 "$(dir_leaf_block)"; }

# rebuilt_from_records N: the kernel log of the last rebuild of the
# directory says that N of its entries came from the records alone and
# that every entry is at its recorded offset.
rebuilt_from_records() {
	_line=$(dmesg | grep "directory inode $ino rebuilt:" | tail -n 1)
	echo "$_line"
	assert_match "the kernel log: $((n + 3)) entries, $1 from parent pointers alone" \
		"$_line" "rebuilt: $((n + 3)) entries, [0-9]* of them read from its good blocks and $1 known from parent pointers alone; 0 not at their recorded offset"
}

# One data block, from the middle, to random bytes.
data_blocks > "$PP_STATE/blocks"
nblocks=$(wc -l < "$PP_STATE/blocks")
echo "# $nblocks data blocks"
# 168 entries of 24 bytes a 4 KiB block: 120 blocks for 20,000.
assert_ok "at least $((n / 200)) data blocks" test "$nblocks" -ge $((n / 200))
mid=$(sed -n "$((nblocks / 2))p" "$PP_STATE/blocks")
# The entries of that block: the names right in $d whose cookie (the
# third field of the snapshot) falls in it.
inmid=$(awk -v dir="$d/" -v b="$mid" -v bs="$(dir_bsize)" '
	index($1, dir) == 1 && substr($1, length(dir) + 1) !~ /\// &&
		int($3 * 8 / bs) == b' "$PP_STATE/before" | wc -l)
echo "# block $mid holds $inmid entries"
assert_ok "block $mid holds entries" test "$inmid" -gt 0
dir_block_destroy "$ino" "$mid" data garbage
scratch_mount
dmesg_allow_corruption_reports
assert_scrub_reports "a data block lost" "$ino" "directory entries"
scrub_repairs --no-tree-check
rebuilt_from_records "$inmid"
dir_rebuilt_as_before

# Every data block, to zeros: dd over each on the unmounted device, at
# the byte offsets that one bmap gives (dir_block_destroy runs xfs_db
# several times a block).
scratch_unmount
bs=$(dir_bsize)
agblocks=$(xfs_db -r -c "sb 0" -c "print agblocks" "$SCRATCH_DEV" |
	sed -n 's/^agblocks = //p')
# "data offset 8 startblock 1234 (0/1234) count 2 flag 0": logical block,
# then device block (AG times its size plus the block in the AG).
xfs_db -r -c "inode $ino" -c bmap "$SCRATCH_DEV" |
	awk -v agb="$agblocks" -v lim="$(dir_leaf_block)" '
		$1 == "data" && $2 == "offset" && $3 < lim {
			split($6, a, "[(/)]")
			for (b = 0; b < $8; b++)
				print $3 + b, a[2] * agb + a[3] + b
		}' > "$PP_STATE/all"
assert_eq "the new directory has as many data blocks" \
	"$(wc -l < "$PP_STATE/all")" "$nblocks"
dd if=/dev/zero of="$PP_STATE/zero" bs="$bs" count=1 2> /dev/null
while read -r _ blk; do
	dd if="$PP_STATE/zero" of="$SCRATCH_DEV" bs="$bs" seek="$blk" count=1 \
		conv=notrunc 2> /dev/null
done < "$PP_STATE/all"
sync
zeroed=0
while read -r _ blk; do
	dd if="$SCRATCH_DEV" of="$PP_STATE/read" bs="$bs" skip="$blk" count=1 2> /dev/null
	cmp -s "$PP_STATE/zero" "$PP_STATE/read" && zeroed=$((zeroed + 1))
done < "$PP_STATE/all"
assert_eq "all $nblocks data blocks are zeros on the device" "$zeroed" "$nblocks"
scratch_mount
gen=$(inode_gen "$d")
st=0
out=$(xfs_io -c "scrub directory $ino $gen" "$SCRATCH_MNT" 2>&1) || st=$?
echo "$out"
assert_match "the scrub of directory $ino reports it" "$out" "Corruption detected"
st=0
out=$(xfs_io -x -c "repair directory $ino $gen" "$SCRATCH_MNT" 2>&1) || st=$?
[ -z "$out" ] || echo "$out"
assert_eq "the repair of directory $ino leaves nothing behind (xfs_io says nothing)" \
	"$st:$out" "0:"
rebuilt_from_records $((n + 3))
st=0
xfs_scrub -n "$SCRATCH_MNT" > "$PP_STATE/scrub.out" 2>&1 || st=$?
grep -v "Optimization is possible" "$PP_STATE/scrub.out"
assert_eq "xfs_scrub -n is clean after the repair" "$st" 0
dir_rebuilt_as_before
