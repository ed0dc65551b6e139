# A leaf-form directory (400 files, 3 subdirectories): on the unmounted
# device, xfs_db renames one entry of its second data block to the name
# of an entry of its first ("file0250" becomes "file0001", same length;
# the block's CRC is rewritten, so only the name is wrong). xfs_repair
# junks the duplicate and rebuilds the directory; the rebuild must not
# stop at the duplicate and drop every name after it. The junked entry's
# file is put back from its parent pointer under its own name, at its
# own offset: the tree is exactly as before, nothing is in lost+found,
# and xfs_repair -n is then clean.
require_parent_pointers
require_tool xfs_db xfs_repair xfs-dirents
. /tests/lib/dirdamage.sh
. /tests/lib/dirrepair.sh
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
assert_eq "data block 1 now names file0001 twice over the directory" \
	"$(xfs_db -r -c "inode $ino" -c "dblock 1" -c "print du[$idx].name" "$SCRATCH_DEV")" \
	"du[$idx].name = \"file0001\""
dir_xfs_repair_restores "$ino"
