# Rule 6 counts a file's links elsewhere once: file0001 of a leaf
# directory d is also linked as x/hl-x, with its record; its entry in d
# lies in the first data block, which is lost to garbage. Its record of d
# must bring the name back: two links, one entry elsewhere, so there is
# room for one here. (A rebuild that added the records that hold
# elsewhere to the entries elsewhere, which already count them, found no
# room and dropped the name.) The repair of d alone puts file0001 back at
# its old readdir cookie, and the tree is as before.
require_parent_pointers
require_tool xfs_scrub xfs_db xfs-dirents
. /tests/lib/dirdamage.sh
scratch_mkfs_parent > /dev/null
scratch_mount
d=$SCRATCH_MNT/d
dir_populate "$d" 400 3
mkdir "$SCRATCH_MNT/x"
ln "$d/file0001" "$SCRATCH_MNT/x/hl-x"
assert_eq "file0001 is in the first data block" \
	"$(dir_entry_block "$d" file0001)" 0
assert_eq "file0001 has two links" "$(stat -c %h "$d/file0001")" 2
assert_eq "file0001 has two records" "$(records "$d/file0001" | wc -l)" 2
cookie() { xfs-dirents "$d" | awk '$3 == "file0001" { print $1 }'; }
before=$(cookie)
dir_first_block_lost "$d"
dir_repair_alone "$d"
assert_eq "the rebuilt d lists file0001 at its old cookie" "$(cookie)" "$before"
st=0
xfs_scrub -n "$SCRATCH_MNT" > "$PP_STATE/scrub.out" 2>&1 || st=$?
grep -v "Optimization is possible" "$PP_STATE/scrub.out" || true
assert_eq "xfs_scrub -n is clean after the repair of d" "$st" 0
assert_ok "every record matches the tree" check_tree_records "$SCRATCH_MNT"
dir_rebuilt_as_before
assert_eq "file0001 has two links" "$(stat -c %h "$d/file0001")" 2
assert_eq "file0001 has two records" "$(records "$d/file0001" | wc -l)" 2
