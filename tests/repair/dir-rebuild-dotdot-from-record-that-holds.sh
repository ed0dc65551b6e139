# A rebuilt directory whose ".." was lost takes its parent from the record
# whose directory has the entry, not from a stale one. Subdirectory m
# (200 files, a leaf directory) is moved from d to e with the error tag
# pptr_skip_remove, so that its first record still names d, where it has
# no entry any more. Then m's first data block, which holds "." and "..",
# is lost to garbage. The repair of m alone (xfs_io repair directory)
# must set its ".." to e, and d must not take m back afterwards: m has
# one name, e/m, and xfs_scrub then leaves the tree as it was.
require_parent_pointers
require_tool xfs_scrub xfs_db xfs_io xfs-dirents
. /tests/lib/dirdamage.sh
scratch_mkfs_parent > /dev/null
scratch_mount
require_errtag pptr_skip_remove
d=$SCRATCH_MNT/d
e=$SCRATCH_MNT/e
mkdir "$d" "$e"
dir_populate "$d/m" 200 0
set_errortag pptr_skip_remove 1
mv "$d/m" "$e/m"
set_errortag pptr_skip_remove 0
m=$e/m
dino=$(stat -c %i "$d")
eino=$(stat -c %i "$e")
assert_eq "m's first record, as its attr fork lists them, is the stale one" \
	"$(xfs_io -r -c "parent -s" "$m" | head -n 1 | cut -d: -f1)" "$dino"
assert_eq "m has two records" "$(records "$m" | wc -l)" 2
assert_eq "m is a leaf directory" "$(dir_form "$m")" leaf
mino=$(stat -c %i "$m")
mgen=$(inode_gen "$m")
dir_snapshot "$SCRATCH_MNT" > "$PP_STATE/before"
scratch_unmount
dir_block_destroy "$mino" 0 data garbage
scratch_mount
dmesg_allow_corruption_reports
st=0
out=$(xfs_io -x -c "repair directory $mino $mgen" "$SCRATCH_MNT" 2>&1) || st=$?
[ -z "$out" ] || echo "$out"
assert_eq "the repair of m alone succeeds" "$st" 0
assert_eq "m's rebuilt .. names e" \
	"$(xfs-dirents -a "$m" | awk '$3 == ".." { print $2 }')" "$eino"
scrub_repairs
assert_eq "m has one name" "$(find "$SCRATCH_MNT" -inum "$mino" | wc -l)" 1
assert_eq "d has no subdirectory" "$(stat -c %h "$d")" 2
assert_eq "m has one record" "$(records "$m" | wc -l)" 1
dir_snapshot "$SCRATCH_MNT" > "$PP_STATE/after"
assert_ok "the tree (names, inodes, cookies, contents) is as before" \
	diff "$PP_STATE/before" "$PP_STATE/after"
