# A directory rebuild admits a subdirectory's record only once it has read
# the subdirectory's "..": while another repair holds that subdirectory's
# IOLOCK, the rebuild stops and says the filesystem is busy, rather than
# admit the record unchecked. Subdirectory moved-dir is moved from leaf
# directory d to e with the error tag pptr_skip_remove, so that it keeps
# a stale record naming d; the data block of d that held its old entry,
# and the data block of moved-dir itself, are lost to garbage. The repair
# of moved-dir is made to wait two seconds before its swap (error tag
# dir_rebuild_swap_delay), holding moved-dir's IOLOCK, and the repair of
# d runs meanwhile. It must fail busy, not give moved-dir a second name
# in d. Then the repair of d alone rebuilds it, still without moved-dir,
# and xfs_scrub drops moved-dir's stale record: moved-dir has one name,
# in e, and the rest of the tree is as before.
require_parent_pointers
require_tool xfs_scrub xfs_db xfs_io
. /tests/lib/dirdamage.sh
scratch_mkfs_parent > /dev/null
scratch_mount
require_errtag pptr_skip_remove
require_errtag dir_rebuild_swap_delay
d=$SCRATCH_MNT/d
e=$SCRATCH_MNT/e
dir_populate "$d" 400 0
mkdir "$e"
dir_populate "$d/moved-dir" 200 0
blk=$(dir_entry_block "$d" moved-dir)
set_errortag pptr_skip_remove 1
mv "$d/moved-dir" "$e/moved-dir"
set_errortag pptr_skip_remove 0
m=$e/moved-dir
assert_eq "moved-dir has two records (one stale, naming d)" \
	"$(records "$m" | wc -l)" 2
assert_eq "moved-dir is a leaf directory" "$(dir_form "$m")" leaf
dino=$(stat -c %i "$d")
dgen=$(inode_gen "$d")
mino=$(stat -c %i "$m")
mgen=$(inode_gen "$m")
dir_snapshot "$SCRATCH_MNT" > "$PP_STATE/before"
scratch_unmount
dir_block_destroy "$dino" "$blk" data garbage
dir_block_destroy "$mino" 0 data garbage
scratch_mount
dmesg_allow_corruption_reports
dir_repair_held "$mino" "$mgen"
out=$(xfs_io -x -c "repair directory $dino $dgen" "$SCRATCH_MNT" 2>&1) || true
echo "$out"
dir_repair_held_end
assert_match "the repair of d, meanwhile, fails busy" "$out" "busy"
assert_fails "d has no moved-dir" test -e "$d/moved-dir"
# d first, alone: parent repair of moved-dir cannot judge its stale
# record while d is damaged, and xfs_scrub may try it only then (its
# repairs run side by side)
out=$(xfs_io -x -c "repair directory $dino $dgen" "$SCRATCH_MNT" 2>&1) || true
assert_eq "the repair of d, once nothing holds moved-dir, says nothing" "$out" ""
assert_ok "the repair of d rebuilt it" \
	sh -c "dmesg | grep -q 'directory inode $dino rebuilt:'"
assert_fails "d still has no moved-dir" test -e "$d/moved-dir"
scrub_repairs
assert_eq "moved-dir has one name" \
	"$(find "$SCRATCH_MNT" -inum "$mino" | wc -l)" 1
assert_eq "d has no subdirectory" "$(stat -c %h "$d")" 2
dir_snapshot "$SCRATCH_MNT" > "$PP_STATE/after"
assert_ok "the tree (names, inodes, cookies, contents) is as before" \
	diff "$PP_STATE/before" "$PP_STATE/after"
