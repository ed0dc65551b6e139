# Entries gone from a shortform directory whose records stayed: the only
# entry of a file that kept its link count (an orphan, as after the loss
# of a directory block), and the second link of a file still linked
# elsewhere (an unlink that skipped its record removal: the link count
# went down with the entry).  xfs_repair puts the orphan back from its
# record, at its recorded offset; the unlinked name stays gone, since the
# link count says no link is missing: its stale record is removed and the
# link count stays 1.  Nothing goes to lost+found.
require_parent_pointers
require_tool xfs_repair
scratch_mkfs_parent > /dev/null
scratch_mount
d=$SCRATCH_MNT/d
mkdir "$d" "$SCRATCH_MNT/e"
for n in a b orphan c; do echo "$n" > "$d/$n"; done
echo linked > "$SCRATCH_MNT/e/linked"
ln "$SCRATCH_MNT/e/linked" "$d/second-link"
echo last > "$d/z"
assert_eq "d is a shortform directory" "$(dir_form "$d")" local
dir=$(stat -c %i "$d")
orphan=$(stat -c %i "$d/orphan")
linked=$(stat -c %i "$d/second-link")
set_errortag pptr_skip_remove 1
rm "$d/second-link"
set_errortag pptr_skip_remove 0
# the tree as the user left it: the orphan still in it, second-link not
expected=$(tree_snapshot "$SCRATCH_MNT")
set_errortag pptr_orphan 1
rm "$d/orphan"
set_errortag pptr_orphan 0
assert_eq "both entries are gone" "$(ls "$d")" "$(printf '%s\n' a b c z)"
assert_eq "the linked file has one link left" \
	"$(stat -c %h "$SCRATCH_MNT/e/linked")" 1
scratch_unmount

st=0
xfs_repair -n "$SCRATCH_DEV" > "$PP_STATE/out" 2>&1 || st=$?
grep -E "reconnect|lost\+found|inode $linked" "$PP_STATE/out" || true
assert_eq "xfs_repair -n would reconnect the orphan alone" \
	"$(grep '^would reconnect' "$PP_STATE/out")" \
	"would reconnect inode $orphan to directory $dir as orphan"
assert_match "xfs_repair -n reports the stale record" "$(cat "$PP_STATE/out")" \
	"parent pointer of inode $linked names directory $dir gen [0-9]+ offset [0-9]+ name 'second-link', but that directory has no such entry"
assert_eq "xfs_repair -n exits 1" "$st" 1
st=0
xfs_repair "$SCRATCH_DEV" > "$PP_STATE/out" 2>&1 || st=$?
grep -E "reconnect|lost\+found|parent pointers|nlinks|inode $linked" \
	"$PP_STATE/out" || true
assert_eq "xfs_repair exits 0" "$st" 0
assert_eq "xfs_repair reconnects the orphan alone" \
	"$(grep '^reconnecting' "$PP_STATE/out")" \
	"reconnecting inode $orphan to directory $dir as orphan"
assert_match "xfs_repair removes the stale record" "$(cat "$PP_STATE/out")" \
	"removed 1 and added 0 parent pointers"
assert_ok "xfs_repair -n is then clean" xfs_repair -n "$SCRATCH_DEV"
scratch_mount
assert_eq "the tree is as the user left it, offsets included" \
	"$(tree_snapshot "$SCRATCH_MNT")" "$expected"
assert_ok "second-link stays unlinked" test ! -e "$d/second-link"
assert_eq "the linked file keeps its one link" \
	"$(stat -c %h "$SCRATCH_MNT/e/linked")" 1
assert_records "the linked file has its one record" "$SCRATCH_MNT/e/linked" \
	"$(dirent_record "$SCRATCH_MNT/e" linked)"
assert_ok "nothing went to lost+found" test ! -e "$SCRATCH_MNT/lost+found"
