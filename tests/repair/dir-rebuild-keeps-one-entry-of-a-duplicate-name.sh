# A leaf-form directory (400 files, 3 subdirectories): on the unmounted
# device, xfs_db renames one entry of its second data block to the name
# of an entry of its first ("file0250" becomes "file0001", same length;
# write -d, so the block keeps a good CRC). The directory then holds one
# name twice. xfs_scrub rebuilds it: the name stays with the entry that
# its file's record confirms, and the other file gets back the name and
# offset that its own record holds. The tree is exactly as before, no
# name is listed twice, and xfs_scrub -n and xfs_repair -n are then
# clean (the online twin of xfsprogs/repair-keeps-every-name-after-a-
# duplicate-name).
require_parent_pointers
require_tool xfs_scrub xfs_db xfs_repair xfs-dirents
. /tests/lib/dirdamage.sh
scratch_mkfs_parent > /dev/null
scratch_mount
d=$SCRATCH_MNT/leaf
dir_populate "$d" 400 3
assert_eq "leaf is a leaf directory" "$(dir_form "$d")" leaf
assert_eq "file0001 is in the first data block" "$(dir_entry_block "$d" file0001)" 0
assert_eq "file0250 is in the second data block" "$(dir_entry_block "$d" file0250)" 1
ino=$(stat -c %i "$d")
dir_remember "$d"
scratch_unmount

# du[N] of data block 1 whose name is file0250
idx=$(xfs_db -r -c "inode $ino" -c "dblock 1" -c "print du" "$SCRATCH_DEV" |
	sed -n 's/^du\[\([0-9]*\)\]\.name = "file0250"$/\1/p')
assert_ok "xfs_db finds file0250 in data block 1 (du[$idx])" test -n "$idx"
hex=$(printf file0001 | od -An -tx1 | tr -d ' \n')
xfs_db -x -c "inode $ino" -c "dblock 1" -c "write -d du[$idx].name #$hex" \
	"$SCRATCH_DEV" > /dev/null
assert_eq "data block 1 now names file0001 a second time" \
	"$(xfs_db -r -c "inode $ino" -c "dblock 1" -c "print du[$idx].name" "$SCRATCH_DEV")" \
	"du[$idx].name = \"file0001\""
scratch_mount
dmesg_allow_corruption_reports
assert_eq "readdir lists file0001 twice" \
	"$(xfs-dirents "$d" | awk '$3 == "file0001"' | wc -l)" 2
scrub_repairs
assert_eq "readdir lists no name twice" \
	"$(xfs-dirents "$d" | awk '{ print $3 }' | sort | uniq -d)" ""
dir_rebuilt_as_before
scratch_unmount
assert_ok "xfs_repair -n is clean" xfs_repair -n "$SCRATCH_DEV"
scratch_mount
