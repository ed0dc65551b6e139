# Two directories made to name each other, cut off from the root: /x
# loses its entry in the root, and its ".." and its record (inode,
# generation) are pointed at its own subdirectory /x/y, with xfs_db.  x
# and y are then a cycle that no path reaches, in which every record
# agrees with its "..".  xfs_scrub -n reports x.  xfs_scrub must not put x
# back where its record says, inside y, which would close the loop: it
# breaks the cycle by moving x, with y inside, to lost+found, after which
# the whole tree is reachable and scrubs clean.
require_parent_pointers
require_tool xfs_scrub xfs_db
scratch_mkfs_parent > /dev/null
scratch_mount
mkdir -p "$SCRATCH_MNT/x/y"
echo "in y" > "$SCRATCH_MNT/x/y/f"
x=$(stat -c %i "$SCRATCH_MNT/x")
y=$(stat -c %i "$SCRATCH_MNT/x/y")
ygen=$(inode_gen "$SCRATCH_MNT/x/y")
ybefore=$(cd "$SCRATCH_MNT/x/y" && tree_snapshot .)
scratch_unmount

root=$(xfs_db -r -c "sb 0" -c "print rootino" "$SCRATCH_DEV" | sed -n 's/^rootino = //p')
assert_match "x is the one entry of the root" \
	"$(xfs_db -r -c "inode $root" -c "print u3.sfdir3.hdr.count" \
		-c "print u3.sfdir3.list[0].name" "$SCRATCH_DEV" | tr '\n' ' ')" \
	'count = 1 .*name = "x"'
assert_ok "cut x from the root" xfs_db -x -c "inode $root" \
	-c "write u3.sfdir3.hdr.count 0" -c "write core.size 6" \
	-c "write core.nlinkv2 2" "$SCRATCH_DEV"
assert_ok "point x's .. at y" xfs_db -x -c "inode $x" \
	-c "write u3.sfdir3.hdr.parent.i4 $y" "$SCRATCH_DEV"
assert_ok "point x's record at y, of its generation" xfs_db -x -c "inode $x" \
	-c "write -d a.sfattr.list[0].parent_ino $y" \
	-c "write -d a.sfattr.list[0].parent_gen $ygen" "$SCRATCH_DEV"
assert_match "x's record names y, of its generation" \
	"$(xfs_db -r -c "inode $x" -c "print a.sfattr.list[0].parent_ino" \
		-c "print a.sfattr.list[0].parent_gen" "$SCRATCH_DEV" | tr '\n' ' ')" \
	"parent_ino = $y .*parent_gen = $ygen "
assert_match "x's inode CRC is correct" \
	"$(xfs_db -r -c "inode $x" -c crc "$SCRATCH_DEV")" "correct"
scratch_mount
assert_eq "the root is empty" "$(ls -A "$SCRATCH_MNT")" ""
assert_scrub_reports "a cycle cut off from the root" "$x" "parent pointer"

scrub_repairs
lf=$SCRATCH_MNT/lost+found
assert_eq "x is in lost+found as x.INO" "$(ls "$lf")" "x.$x"
assert_eq "x has its inode" "$(stat -c %i "$lf/x.$x")" "$x"
assert_eq "x: .. is lost+found" "$(stat -c %i "$lf/x.$x/..")" \
	"$(stat -c %i "$lf")"
assert_eq "y is still in x, with its contents" \
	"$(cd "$lf/x.$x/y" && tree_snapshot .)" "$ybefore"
assert_eq "y has its inode" "$(stat -c %i "$lf/x.$x/y")" "$y"
assert_match "the kernel log says why x did not go back into y" "$(dmesg)" \
	"directory inode $x was \"x\" in directory .*inode $y\\)?, which is below it: an entry there would close a loop: moved to /lost\\+found/x.$x"
