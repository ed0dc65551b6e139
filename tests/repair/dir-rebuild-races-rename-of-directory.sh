# A rename that moves a directory while online repair rebuilds it is not
# undone by the rebuild's swap.  Leaf directory a/d (400 files, 3
# subdirectories) loses its second data block to garbage; its repair is
# made to wait two seconds before its swap (error tag
# dir_rebuild_swap_delay), and inside the repair d is moved to b.  The
# swap puts in blocks whose ".." names a; a rename that changed the ".."
# of the old blocks before it would be undone.  In this kernel
# vfs_rename() locks a subdirectory that moves to another parent (its
# IOLOCK, which the repair holds), so the rename waits for the repair
# and then changes the ".." of the new blocks.  The test shows both: the
# rename has not happened while the repair sleeps, and in the end d's
# own ".." entry names b, a's and b's link counts are right, every name
# of d is back with its inode, contents and readdir cookie, and
# xfs_scrub -n is clean.  (Issue 35 asked whether ".." could be put
# back: on this kernel it cannot, and this test keeps it so.)
require_parent_pointers
require_tool xfs_scrub xfs_db xfs_io
. /tests/lib/dirdamage.sh
scratch_mkfs_parent > /dev/null
scratch_mount
mkdir "$SCRATCH_MNT/a" "$SCRATCH_MNT/b"
d=$SCRATCH_MNT/a/d
dir_populate "$d" 400 3
assert_eq "d is a leaf directory" "$(dir_form "$d")" leaf
ino=$(stat -c %i "$d")
gen=$(inode_gen "$d")
bino=$(stat -c %i "$SCRATCH_MNT/b")
dir_snapshot "$d" | sed "s|^$d|D|" > "$PP_STATE/before"
scratch_unmount
dir_block_destroy "$ino" 1 data garbage

# dotdot DIR: the parent that DIR stores in its own ".." entry (a path
# lookup of DIR/.. goes through the dcache and never reads it).
dotdot() { xfs-dirents -a "$1" | awk '$3 == ".." { print $2 }'; }

scratch_mount
dmesg_allow_corruption_reports
dir_repair_held "$ino" "$gen"
mv "$d" "$SCRATCH_MNT/b/d" &
mvpid=$!
sleep 0.5
assert_ok "the rename waits while the repair sleeps before its swap" \
	test -d "$SCRATCH_MNT/a/d"
dir_repair_held_end
st=0
wait "$mvpid" || st=$?
assert_eq "the rename then succeeds" "$st" 0
d=$SCRATCH_MNT/b/d
assert_eq "d's stored .. is b" "$(dotdot "$d")" "$bino"
assert_eq "a has no subdirectory left" "$(stat -c %h "$SCRATCH_MNT/a")" 2
assert_eq "b has d" "$(stat -c %h "$SCRATCH_MNT/b")" 3
dir_snapshot "$d" | sed "s|^$d|D|" > "$PP_STATE/after"
assert_ok "d's names, inodes, cookies and contents are as before" \
	diff "$PP_STATE/before" "$PP_STATE/after"
st=0
xfs_scrub -n "$SCRATCH_MNT" > "$PP_STATE/scrub.out" 2>&1 || st=$?
cat "$PP_STATE/scrub.out"
assert_eq "xfs_scrub -n is clean" "$st" 0
