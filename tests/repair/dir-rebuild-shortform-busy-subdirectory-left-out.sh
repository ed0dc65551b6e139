# A shortform directory that the kernel cannot load is reset to an empty
# one before its rebuild, so that rebuild must not stop half way: a busy
# subdirectory is left out (its record puts it back later), and the
# names read from the damaged directory are all kept. Shortform
# directory d holds f1, nrec (made with the error tag pptr_skip_add: it
# has no record, only its entry), f2 and f3; subdirectory moved-dir was
# moved from d to e with pptr_skip_remove, so that it keeps a stale
# record naming d. The fourth entry of d gets name length 0 with xfs_db,
# and the first data block of moved-dir is lost to garbage. The repair of
# moved-dir waits two seconds before its swap (dir_rebuild_swap_delay),
# holding moved-dir's IOLOCK, while the inode repair of d runs. d must
# come back with its four names at their old readdir cookies, nrec
# among them, and without moved-dir; then xfs_scrub leaves the tree as
# it was.
require_parent_pointers
require_tool xfs_scrub xfs_db xfs_io xfs-dirents
. /tests/lib/dirdamage.sh
scratch_mkfs_parent > /dev/null
scratch_mount
require_errtag pptr_skip_add
require_errtag pptr_skip_remove
require_errtag dir_rebuild_swap_delay
d=$SCRATCH_MNT/d
e=$SCRATCH_MNT/e
mkdir "$d" "$e"
: > "$d/f1"
set_errortag pptr_skip_add 1
: > "$d/nrec"
set_errortag pptr_skip_add 0
: > "$d/f2"
: > "$d/f3"
dir_populate "$d/moved-dir" 200 0
set_errortag pptr_skip_remove 1
mv "$d/moved-dir" "$e/moved-dir"
set_errortag pptr_skip_remove 0
m=$e/moved-dir
assert_eq "d is a shortform directory" "$(dir_form "$d")" local
assert_eq "nrec has no record" "$(records "$d/nrec" | wc -l)" 0
assert_eq "moved-dir has two records (one stale, naming d)" \
	"$(records "$m" | wc -l)" 2
xfs-dirents "$d" | awk '{ print $1, $3 }' | sort > "$PP_STATE/d.before"
cat "$PP_STATE/d.before"
dino=$(stat -c %i "$d")
dgen=$(inode_gen "$d")
mino=$(stat -c %i "$m")
mgen=$(inode_gen "$m")
dir_snapshot "$SCRATCH_MNT" > "$PP_STATE/before"
scratch_unmount
dir_sf_destroy "$dino" 'list[3].namelen=0'
dir_block_destroy "$mino" 0 data garbage
scratch_mount
dmesg_allow_corruption_reports
assert_fails "d cannot be listed" ls "$d"
dir_repair_held "$mino" "$mgen"
out=$(xfs_io -x -c "repair inode $dino $dgen" "$SCRATCH_MNT" 2>&1) || true
echo "$out"
dir_repair_held_end
assert_ok "the repair of d rebuilt it" \
	sh -c "dmesg | grep -q 'directory inode $dino rebuilt:'"
assert_ok "the kernel log says moved-dir was left out of d" \
	sh -c "dmesg | grep -q 'directory inode $dino: 1 subdirectories that name it stayed locked'"
xfs-dirents "$d" | awk '{ print $1, $3 }' | sort > "$PP_STATE/d.after"
assert_ok "d has its four names at their old cookies, and no moved-dir" \
	diff "$PP_STATE/d.before" "$PP_STATE/d.after"
scrub_repairs
assert_eq "moved-dir has one name" \
	"$(find "$SCRATCH_MNT" -inum "$mino" | wc -l)" 1
dir_snapshot "$SCRATCH_MNT" > "$PP_STATE/after"
assert_ok "the tree (names, inodes, cookies, contents) is as before" \
	diff "$PP_STATE/before" "$PP_STATE/after"
