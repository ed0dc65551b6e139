# On a consistent parent-pointer filesystem (hard links, long names, every
# attr fork format, renames), xfs_scrub -n and the per-object parent and
# directory scrubbers report nothing.
require_parent_pointers
require_tool xfs_scrub
scratch_mkfs_parent
scratch_mount
cd "$SCRATCH_MNT"

populate_tree "$SCRATCH_MNT"
long=$(head -c 250 /dev/zero | tr '\0' q)
: > "a/$long"
mkdir many
for i in $(seq 1 300); do : > "many/f$i"; done
for i in $(seq 1 40); do ln a/f6 "many/link$i"; done
: > xattrs
for i in $(seq 1 100); do setfattr -n "user.x$i" -v "$i" xattrs; done
ln xattrs many/xattrs-link
mv many/f1 a/f1-moved
cd /

assert_ok "xfs_scrub -n is clean" xfs_scrub -n "$SCRATCH_MNT"
f=$SCRATCH_MNT/a/f6
out=$(xfs_io -x -c "scrub parent $(stat -c %i "$f") $(inode_gen "$f")" "$SCRATCH_MNT" 2>&1)
assert_eq "scrub parent of a file with 41 links: nothing to say" "$out" ""
d=$SCRATCH_MNT/many
out=$(xfs_io -x -c "scrub directory $(stat -c %i "$d") $(inode_gen "$d")" "$SCRATCH_MNT" 2>&1)
assert_eq "scrub directory of a 341-entry directory: nothing to say" "$out" ""
