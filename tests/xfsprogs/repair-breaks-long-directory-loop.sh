# Four directories in a loop, cut off from the root, on the unmounted
# device: /a loses its entry in the root, and its ".." and its record are
# pointed at /a/b/c/d, the deepest of its subdirectories, with xfs_db. a,
# b, c and d then name each other in a ring that no path reaches, every
# record agreeing with its "..". The walk up from d passes b and c before
# it meets a again: xfs_repair must see the loop there too and not put a
# back into d; a goes to lost+found as a.INO with b, c, d and their files
# inside. Nothing is lost, every inode is reachable from the root, and
# xfs_repair -n is then clean.
require_parent_pointers
require_tool xfs_db xfs_repair pptr-tree
. /tests/lib/dirloop.sh
scratch_mkfs_parent > /dev/null
scratch_mount
mkdir -p "$SCRATCH_MNT/a/b/c/d"
for p in a a/b a/b/c a/b/c/d; do echo "in $p" > "$SCRATCH_MNT/$p/f"; done
a=$(stat -c %i "$SCRATCH_MNT/a")
d=$(stat -c %i "$SCRATCH_MNT/a/b/c/d")
dgen=$(inode_gen "$SCRATCH_MNT/a/b/c/d")
before=$(cd "$SCRATCH_MNT/a" && tree_snapshot .)
scratch_unmount

loop_cut_from_root a
loop_point_dotdot "$a" "$d"
loop_point_record "$a" "$d" "$dgen"
loop_repair
assert_eq "xfs_repair does not put a back into d" \
	"$(grep -c "reconnecting inode $a " "$PP_STATE/repair.out" || true)" 0

scratch_mount
lf=$SCRATCH_MNT/lost+found
assert_eq "a is in lost+found as a.INO" "$(ls "$lf")" "a.$a"
assert_eq "a has its inode" "$(stat -c %i "$lf/a.$a")" "$a"
assert_eq "a: .. is lost+found" "$(stat -c %i "$lf/a.$a/..")" \
	"$(stat -c %i "$lf")"
assert_eq "b, c, d and the four files are still below a, as before" \
	"$(cd "$lf/a.$a" && tree_snapshot .)" "$before"
loop_all_reachable
