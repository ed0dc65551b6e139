# Records that name a directory which is gone do not bring it back over
# the file that now has its inode number. A file is moved out of
# directory x while its record of x is left behind (error tag
# pptr_skip_remove: the stale record that a lost record removal
# leaves), x is removed, and its inode number goes to a new regular
# file. That file loses its inode to a stray write (random bytes after
# the version byte: its mode still says regular file). xfs_repair
# clears it, as it always has, and does not revive a directory there
# from the stale record: no name becomes a directory, the moved file
# keeps its name, and the stale record goes.
require_parent_pointers
require_tool xfs_db xfs_repair
. /tests/lib/dirdamage.sh
. /tests/lib/dirinode.sh
# two AGs (the fewest mkfs allows), so that a new file in y or z can
# take the directory's inode number
scratch_mkfs_parent -d agcount=2 > /dev/null
scratch_mount
M=$SCRATCH_MNT
dirino_reuse_as_file
dir_snapshot "$M" > "$PP_STATE/before"
scratch_unmount
dirino_destroy garbage
st=0
xfs_repair "$SCRATCH_DEV" > "$PP_STATE/out" 2>&1 || st=$?
grep -E "revive|$dino" "$PP_STATE/out" | head -10
assert_eq "xfs_repair exits 0" "$st" 0
assert_match "it says why it does not revive x" "$(cat "$PP_STATE/out")" \
	"parent pointers name cleared inode $dino as a directory, but its mode says 100644: not reviving it"
assert_eq "and revives nothing" \
	"$(grep -c '^reviving' "$PP_STATE/out" || true)" 0
st=0
xfs_repair -n "$SCRATCH_DEV" > "$PP_STATE/n2.out" 2>&1 || st=$?
[ "$st" = 0 ] || grep -v '^ *- \|^Phase' "$PP_STATE/n2.out" | head -20
assert_eq "xfs_repair -n is then clean" "$st" 0
scratch_mount
dir_snapshot "$M" | grep -v "lost+found" > "$PP_STATE/after"
assert_eq "the tree is as before but for the destroyed file $name" \
	"$(cat "$PP_STATE/after")" "$(grep -v "^$M/$name " "$PP_STATE/before")"
assert_eq "y/f has one record, of y" "$(records "$M/y/f" | cut -d: -f1)" \
	"$(stat -c %i "$M/y")"
