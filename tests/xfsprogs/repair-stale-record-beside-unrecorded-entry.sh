# The offline twin of repair/dir-rebuild-stale-record-beside-unrecorded-
# entry: a file with one link, moved out of leaf directory d into e by a
# rename that lost both record updates (pptr_skip_remove, pptr_skip_add),
# has one entry, in e, without a record, and one stale record naming d;
# then the block of d that held its old entry is lost to random bytes.
# xfs_repair rebuilds d without bringing the name back from the stale
# record (the entry in e takes the link count), gives e/moved-file its
# record, and xfs_repair -n and xfs_scrub -n are then clean.
require_parent_pointers
require_tool xfs_scrub xfs_db xfs_repair
. /tests/lib/dirdamage.sh
dir_stale_beside_unrecorded_make
st=0
xfs_repair "$SCRATCH_DEV" > "$PP_STATE/out" 2>&1 || st=$?
grep -E "reconnect|rebuild|moving|moved-file" "$PP_STATE/out" | head -20
assert_eq "xfs_repair exits 0" "$st" 0
assert_ok "xfs_repair -n is then clean" xfs_repair -n "$SCRATCH_DEV"
scratch_mount
assert_fails "d has no moved-file" test -e "$d/moved-file"
assert_eq "moved-file has one name" \
	"$(find "$SCRATCH_MNT" -inum "$fino" | wc -l)" 1
assert_eq "moved-file has one link" "$(stat -c %h "$e/moved-file")" 1
assert_ok "every record matches the tree" check_tree_records "$SCRATCH_MNT"
st=0
xfs_scrub -n "$SCRATCH_MNT" > "$PP_STATE/scrub.out" 2>&1 || st=$?
cat "$PP_STATE/scrub.out"
assert_eq "xfs_scrub -n is clean" "$st" 0
