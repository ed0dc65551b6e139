# A loop through a record only, on the unmounted device: /x loses its
# entry in the root and its record is pointed at its own subdirectory
# /x/y with xfs_db, while its ".." still names the root. The entries make
# no loop (x names y; nothing names x), the record does: honouring it
# would put x inside y. xfs_repair must not do that; it moves x, with y
# and y's file inside, to lost+found as x.INO, nothing is lost, every
# inode is reachable from the root, and xfs_repair -n is then clean.
require_parent_pointers
require_tool xfs_db xfs_repair pptr-tree
. /tests/lib/dirloop.sh
loop_make_xy

loop_cut_from_root x
loop_point_record "$x" "$y" "$ygen"
assert_match "x's .. still names the root" \
	"$(xfs_db -r -c "inode $x" -c "print u3.sfdir3.hdr.parent.i4" \
		"$SCRATCH_DEV")" "= $(xfs_db -r -c "sb 0" -c "print rootino" \
		"$SCRATCH_DEV" | sed -n 's/^rootino = //p')\$"
loop_repair
assert_eq "xfs_repair does not put x into y" \
	"$(grep -c "reconnecting inode $x " "$PP_STATE/repair.out" || true)" 0

scratch_mount
lf=$SCRATCH_MNT/lost+found
assert_eq "x is in lost+found as x.INO" "$(ls "$lf")" "x.$x"
assert_eq "x has its inode" "$(stat -c %i "$lf/x.$x")" "$x"
assert_eq "y and its file are still in x, as before" \
	"$(cd "$lf/x.$x" && tree_snapshot .)" "$xbefore"
assert_eq "y has its inode" "$(stat -c %i "$lf/x.$x/y")" "$y"
loop_all_reachable
