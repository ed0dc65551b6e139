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
assert_eq "the tree is as before: names, inodes, cookies, contents" \
	"$(tree_snapshot "$SCRATCH_MNT" | grep -v "^$SCRATCH_MNT/lost+found")" \
	"$before"
assert_eq "x: .. is the root" "$(stat -c %i "$SCRATCH_MNT/x/..")" \
	"$(stat -c %i "$SCRATCH_MNT")"
assert_eq "lost+found is absent or empty" \
	"$(ls -A "$SCRATCH_MNT/lost+found" 2> /dev/null | wc -l)" 0
loop_all_reachable
