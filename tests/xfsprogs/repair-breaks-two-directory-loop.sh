# Two directories made to name each other, cut off from the root, on the
# unmounted device: /x loses its entry in the root, and its ".." and its
# record (inode, generation) are pointed at its own subdirectory /x/y
# with xfs_db (the offline twin of repair/directory-cycle-breaks-to-
# lost-found). x and y are then a loop that no path reaches, in which
# every record agrees with its "..". xfs_repair must not put x back where
# its record says, inside y, which would close the loop: it moves x, with
# y and y's file inside, to lost+found as x.INO. Nothing is lost, every
# inode is reachable from the root, and xfs_repair -n is then clean.
require_parent_pointers
require_tool xfs_db xfs_repair pptr-tree
. /tests/lib/dirloop.sh
loop_make_xy

loop_cut_from_root x
loop_point_dotdot "$x" "$y"
loop_point_record "$x" "$y" "$ygen"
loop_repair
assert_match "xfs_repair reports x disconnected" \
	"$(cat "$PP_STATE/repair.out")" "disconnected dir inode $x"
assert_eq "xfs_repair does not put x back into y" \
	"$(grep -c "reconnecting inode $x " "$PP_STATE/repair.out" || true)" 0

scratch_mount
lf=$SCRATCH_MNT/lost+found
assert_eq "x is in lost+found as x.INO" "$(ls "$lf")" "x.$x"
assert_eq "x has its inode" "$(stat -c %i "$lf/x.$x")" "$x"
assert_eq "x: .. is lost+found" "$(stat -c %i "$lf/x.$x/..")" \
	"$(stat -c %i "$lf")"
assert_eq "y is still in x, with its contents" \
	"$(cd "$lf/x.$x/y" && tree_snapshot .)" "$ybefore"
assert_eq "y has its inode" "$(stat -c %i "$lf/x.$x/y")" "$y"
loop_all_reachable
