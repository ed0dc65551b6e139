# A record that names a directory below its own inode must not let scrub
# deadlock with rename.  The record and the ".." of /x are pointed at
# its subdirectory /x/y with xfs_db (inode and generation), so that they
# agree and scrub checks the record against y.  Then, side by side: renames
# of a file between x and y (rename locks x, then y) and scrubs of x's
# parent pointers (which lock the directory the record names, y, then
# x); the error tag pptr_lock_delay makes scrub wait 20 ms between the
# two, so that a rename comes in.  With both locks taken blocking, the
# two then wait for each other for ever; scrub now only tries x's lock,
# and lets y's go between tries.  Both loops must finish.  xfs_scrub then
# repairs x: the root's entry gives it its record back (y has no entry
# for it, so y is no home that would make the root's entry a second
# link), the one naming y goes and ".." is set again.
require_parent_pointers
require_tool xfs_scrub xfs_db
scratch_mkfs_parent > /dev/null
scratch_mount
require_errtag pptr_lock_delay
mkdir -p "$SCRATCH_MNT/x/y"
echo data > "$SCRATCH_MNT/x/y/a"
x=$(stat -c %i "$SCRATCH_MNT/x")
xgen=$(inode_gen "$SCRATCH_MNT/x")
y=$(stat -c %i "$SCRATCH_MNT/x/y")
ygen=$(inode_gen "$SCRATCH_MNT/x/y")
before=$(tree_snapshot "$SCRATCH_MNT")
scratch_unmount
assert_ok "point x's record and .. at y" xfs_db -x -c "inode $x" \
	-c "write -d a.sfattr.list[0].parent_ino $y" \
	-c "write -d a.sfattr.list[0].parent_gen $ygen" \
	-c "write u3.sfdir3.hdr.parent.i4 $y" "$SCRATCH_DEV"
assert_match "x's record names y" \
	"$(xfs_db -r -c "inode $x" -c "print a.sfattr.list[0].parent_ino" "$SCRATCH_DEV")" \
	"parent_ino = $y"
scratch_mount

n=$(knob race_renames 100)
set_errortag pptr_lock_delay 1
(
	i=0
	while [ $i -lt "$n" ]; do
		mv "$SCRATCH_MNT/x/y/a" "$SCRATCH_MNT/x/b" &&
			mv "$SCRATCH_MNT/x/b" "$SCRATCH_MNT/x/y/a" || exit 1
		i=$((i + 1))
	done
	echo "$i" > "$PP_STATE/renames"
) &
renamer=$!
i=0
while [ $i -lt "$n" ]; do
	xfs_io -x -c "scrub parent $x $xgen" "$SCRATCH_MNT" > /dev/null 2>&1 || true
	i=$((i + 1))
done
wait "$renamer" || fail "the renames failed"
set_errortag pptr_lock_delay 0
assert_eq "every scrub ran" "$i" "$n"
assert_eq "every rename ran" "$(cat "$PP_STATE/renames")" "$n"
assert_eq "x's record still names y" "$(xfs_io -r -c "parent -s" "$SCRATCH_MNT/x" | cut -d: -f1)" "$y"

scrub_repairs
assert_eq "the tree is as before" "$(tree_snapshot "$SCRATCH_MNT")" "$before"
