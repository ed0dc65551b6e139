# The inode number of one entry of a block directory is changed, with
# xfs_db, into that of its neighbour in the same directory (as
# fuzz/field-dir-data found with "bu[21].inumber lastbit"): the directory
# now has two entries for the neighbour, whose link count is 1, and the
# file that lost its entry still has its record of it.  The neighbour's
# own entry and record hold, so it has no link to spare: directory repair
# must not give it a record for the bad entry (and a link count of 2),
# and the parent repair of the file whose record names the entry points
# the entry back at it.  The tree is as it was, nothing is moved to
# lost+found, and xfs_repair -n is clean.
require_parent_pointers
require_tool xfs_scrub xfs_db xfs_repair
scratch_mkfs_parent > /dev/null
scratch_mount
mkdir "$SCRATCH_MNT/d"
for i in $(seq -w 1 80); do
	echo "file $i" > "$SCRATCH_MNT/d/f$i"
done
assert_eq "d is a block directory" "$(dir_form "$SCRATCH_MNT/d")" block
tree_snapshot "$SCRATCH_MNT" > "$PP_STATE/before"
dino=$(stat -c %i "$SCRATCH_MNT/d")
lost=$(stat -c %i "$SCRATCH_MNT/d/f19")
taker=$(stat -c %i "$SCRATCH_MNT/d/f18")
scratch_unmount

slot=$(xfs_db -r -c "inode $dino" -c "dblock 0" -c "print bu" "$SCRATCH_DEV" |
	sed -n 's/^bu\[\([0-9]*\)\]\.name = "f19"$/\1/p')
assert_ok "entry f19 found in the block (slot '$slot')" test -n "$slot"
assert_ok "point d/f19 at its neighbour f18 ($taker)" xfs_db -x \
	-c "inode $dino" -c "dblock 0" -c "write bu[$slot].inumber $taker" \
	"$SCRATCH_DEV"
assert_eq "the entry names f18's inode on disk" "$(xfs_db -r \
	-c "inode $dino" -c "dblock 0" -c "print bu[$slot].inumber" \
	"$SCRATCH_DEV")" "bu[$slot].inumber = $taker"
scratch_corrupted_on_purpose
dmesg_allow_corruption_reports

scratch_mount
assert_eq "f19 resolves to its neighbour" \
	"$(stat -c %i "$SCRATCH_MNT/d/f19")" "$taker"
assert_scrub_reports "an entry made another file's" "$dino" \
	"directory entries"
scrub_repairs
assert_eq "f19 is its own file again" "$(stat -c %i "$SCRATCH_MNT/d/f19")" \
	"$lost"
assert_eq "f18 still has one link" "$(stat -c %h "$SCRATCH_MNT/d/f18")" 1
assert_eq "f18 has one record, its entry's" "$(records "$SCRATCH_MNT/d/f18")" \
	"$(dirent_record "$SCRATCH_MNT/d" f18)"
assert_eq "the tree is as it was" "$(tree_snapshot "$SCRATCH_MNT")" \
	"$(cat "$PP_STATE/before")"
scratch_unmount
assert_ok "xfs_repair -n is clean" xfs_repair -n "$SCRATCH_DEV"
