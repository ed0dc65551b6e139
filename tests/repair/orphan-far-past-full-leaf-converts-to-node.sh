# A leaf directory whose leaf block is nearly full, with stale leaf
# entries (from unlinks), gets back an orphan whose record (flipped on
# disk, in the record's offset field) names a data block 1,000 blocks
# past the directory's end. The 999 holes and the block need 2,000 bytes
# of bests table, more than compacting the stale entries frees: the
# directory must convert to node form and put the entry at that offset,
# not compact, find too little room and write the bests table over the
# leaf's hash entries.
require_parent_pointers
require_tool xfs_io xfs_scrub
scratch_mkfs_parent > /dev/null
scratch_mount
require_errtag pptr_orphan
d=$SCRATCH_MNT/d
mkdir "$d"
i=1
while [ $i -le 300 ]; do
	: > "$d/f$(printf %03d $i)"
	i=$((i + 1))
done
assert_eq "d is a leaf directory" "$(dir_form "$d")" leaf
rm "$d/f001" "$d/f002"	# two stale leaf entries
f=$d/f300
ino=$(stat -c %i "$f")
gen=$(inode_gen "$f")
set_errortag pptr_orphan 1
rm "$f"
set_errortag pptr_orphan 0
scratch_unmount
# p_diroffset (bytes 12-15 of the record's name, big-endian) = 0x7d00c:
# byte 96 of data block 1000.
sf_pptr_patch "$ino" 12 0 7 208 12
scratch_mount
want=$((0x7d00c))
assert_eq "the record names offset $want" \
	"$(xfs_io -r -c "parent -s $ino $gen" "$SCRATCH_MNT" | cut -d: -f3)" "$want"
out=$(xfs_io -x -c "repair parent $ino $gen" "$SCRATCH_MNT" 2>&1) || true
echo "$out"
assert_eq "f300 is back at the recorded offset" \
	"$(xfs-dirents "$d" | awk '$3 == "f300" { print $1 }')" "$want"
assert_eq "d is now a node directory" "$(dir_form "$d")" node
assert_eq "every other entry is still there" "$(ls "$d" | wc -l)" 298
assert_ok "the filesystem is not shut down" touch "$d/new"
st=0
xfs_scrub -n "$SCRATCH_MNT" || st=$?
assert_eq "xfs_scrub -n is clean" "$st" 0
