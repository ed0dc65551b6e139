# A loop whose ".." and records disagree, on the unmounted device: /x
# loses its entry in the root and its ".." is pointed at its own
# subdirectory /x/y with xfs_db, so that x and y name each other by
# their "..", while x's record still says it is "x" in the root. The
# record joins x to the root and closes no loop: xfs_repair puts x back
# in the root under its name, with y and y's file inside, and points its
# ".." at the root again. Nothing goes to lost+found, every inode is
# reachable from the root, and xfs_repair -n is then clean.
require_parent_pointers
require_tool xfs_db xfs_repair pptr-tree
. /tests/lib/dirloop.sh
loop_make_xy

loop_cut_from_root x
loop_point_dotdot "$x" "$y"
loop_repair
assert_match "xfs_repair puts x back in the root by its record" \
	"$(cat "$PP_STATE/repair.out")" \
	"reconnecting inode $x to directory [0-9]* as x"

scratch_mount
loop_x_back_in_root
loop_all_reachable
