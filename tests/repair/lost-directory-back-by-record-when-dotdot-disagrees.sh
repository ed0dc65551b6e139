# Online, the rule of xfs_repair (xfsprogs/repair-breaks-dotdot-directory-loop)
# for a directory that no directory names: its record decides where it
# goes back, when the record names a live directory of its generation and
# closes no loop; its ".." is then set to match. On the unmounted device
# /x loses its entry in the root, and its ".." is pointed with xfs_db at
# its own subdirectory /x/y, while its record still says it is "x" in
# the root. xfs_scrub puts x back in the root under its name, at its old
# offset, with y and y's file inside, and points its ".." at the root:
# nothing goes to lost+found, the tree is as before, and xfs_scrub -n
# and xfs_repair -n are then clean.
require_parent_pointers
require_tool xfs_db xfs_scrub xfs_repair pptr-tree
. /tests/lib/dirloop.sh
loop_make_xy

loop_cut_from_root x
loop_point_dotdot "$x" "$y"
scratch_mount
assert_fails "x has no name in the root" test -e "$SCRATCH_MNT/x"
scrub_repairs
loop_x_back_in_root
assert_eq "the root has 3 links" "$(stat -c %h "$SCRATCH_MNT")" 3
scratch_unmount
st=0
xfs_repair -n "$SCRATCH_DEV" > "$PP_STATE/n.out" 2>&1 || st=$?
[ "$st" = 0 ] || grep -v '^ *- \|^Phase' "$PP_STATE/n.out" | head -20
assert_eq "xfs_repair -n is then clean" "$st" 0
