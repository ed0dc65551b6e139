# Four threads of random namespace operations (pptr-stress: create, mkdir,
# link, O_TMPFILE + linkat, unlink, rmdir, the four kinds of rename, user
# xattrs on the same files) for a bounded number of operations leave every
# parent pointer exact: xfs_scrub -n is clean and every record matches the
# directory entries seen from user space.
. /tests/lib/stress.sh
require_parent_pointers
require_tool pptr-stress xfs_scrub
scratch_mkfs_parent
scratch_mount
mkdir "$SCRATCH_MNT/s"
seed=$(stress_seed)
ops=$(knob stress_ops 1000)
st=0
pptr-stress -t 4 -n "$ops" -w 3 -D 3 -s "$seed" "$SCRATCH_MNT/s" || st=$?
assert_eq "pptr-stress (seed $seed) met no unexpected error" "$st" 0
echo "$(find "$SCRATCH_MNT/s" | wc -l) entries in the tree"
assert_ok "xfs_scrub -n is clean (seed $seed)" xfs_scrub -n "$SCRATCH_MNT"
assert_ok "every record matches the tree (seed $seed)" \
	check_tree_records "$SCRATCH_MNT"
