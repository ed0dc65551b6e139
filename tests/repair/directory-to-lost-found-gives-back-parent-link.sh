# A directory that goes to lost+found gives back the link that its ".."
# counted on its old parent.  p/d loses its entry in p (cut with xfs_db:
# p's count and size; p keeps the link count of 3 that d's ".." gave
# it), and d's record is pointed at q, a directory that is then removed:
# d's record names a parent that is gone, and its ".." one that has no
# entry for it, so xfs_scrub moves d to lost+found.  p's link count must
# come back to 2, so that p, now empty, can be removed (XFS refuses to
# remove a directory whose link count is not 2).
require_parent_pointers
require_tool xfs_scrub xfs_db
scratch_mkfs_parent > /dev/null
scratch_mount
mkdir -p "$SCRATCH_MNT/p/d" "$SCRATCH_MNT/q"
echo "in d" > "$SCRATCH_MNT/p/d/f"
p=$(stat -c %i "$SCRATCH_MNT/p")
d=$(stat -c %i "$SCRATCH_MNT/p/d")
q=$(stat -c %i "$SCRATCH_MNT/q")
qgen=$(inode_gen "$SCRATCH_MNT/q")
dbefore=$(cd "$SCRATCH_MNT/p/d" && tree_snapshot .)
scratch_unmount
assert_match "d is the one entry of p" \
	"$(xfs_db -r -c "inode $p" -c "print u3.sfdir3.hdr.count" \
		-c "print u3.sfdir3.list[0].name" "$SCRATCH_DEV" | tr '\n' ' ')" \
	'count = 1 .*name = "d"'
assert_ok "cut d from p, whose link count stays 3" xfs_db -x -c "inode $p" \
	-c "write u3.sfdir3.hdr.count 0" -c "write core.size 6" "$SCRATCH_DEV"
assert_ok "point d's record at q" xfs_db -x -c "inode $d" \
	-c "write -d a.sfattr.list[0].parent_ino $q" \
	-c "write -d a.sfattr.list[0].parent_gen $qgen" "$SCRATCH_DEV"
scratch_mount
assert_eq "p lists nothing and has 3 links" \
	"$(ls -A "$SCRATCH_MNT/p" | wc -l) $(stat -c %h "$SCRATCH_MNT/p")" "0 3"
assert_ok "q goes" rmdir "$SCRATCH_MNT/q"
assert_scrub_reports "a directory whose record names a parent that is gone" \
	"$d" "parent pointer"

scrub_repairs
assert_eq "d is in lost+found as d.INO" "$(ls "$SCRATCH_MNT/lost+found")" "d.$d"
assert_eq "d has its contents" \
	"$(cd "$SCRATCH_MNT/lost+found/d.$d" && tree_snapshot .)" "$dbefore"
assert_eq "p has 2 links again" "$(stat -c %h "$SCRATCH_MNT/p")" 2
assert_ok "p, empty, can be removed" rmdir "$SCRATCH_MNT/p"
assert_match "the kernel log says p gave back the link" "$(dmesg)" \
	"directory inode $p: link count 3 lowered to 2, for its 0 subdirectories"
