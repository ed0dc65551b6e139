# Entries gone from a shortform directory whose records stayed: the only
# entry of a file that kept its link count (an orphan, as after the loss
# of a directory block), and the second link of a file still linked
# elsewhere (an unlink that skipped its record removal).  xfs_repair
# puts both entries back from the records, each at its recorded offset,
# so the tree is as before the unlinks, and nothing goes to lost+found.
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
before=$(tree_snapshot "$SCRATCH_MNT")
dir=$(stat -c %i "$d")
orphan=$(stat -c %i "$d/orphan")
linked=$(stat -c %i "$d/second-link")
set_errortag pptr_orphan 1
rm "$d/orphan"
set_errortag pptr_orphan 0
set_errortag pptr_skip_remove 1
rm "$d/second-link"
set_errortag pptr_skip_remove 0
assert_eq "both entries are gone" "$(ls "$d")" "$(printf '%s\n' a b c z)"
scratch_unmount

st=0
xfs_repair -n "$SCRATCH_DEV" > "$PP_STATE/out" 2>&1 || st=$?
grep -E "reconnect|lost\+found" "$PP_STATE/out" || true
assert_eq "xfs_repair -n would reconnect both" \
	"$(grep '^would reconnect' "$PP_STATE/out" | sort)" \
	"$(printf '%s\n' \
		"would reconnect inode $orphan to directory $dir as orphan" \
		"would reconnect inode $linked to directory $dir as second-link" |
		sort)"
st=0
xfs_repair "$SCRATCH_DEV" > "$PP_STATE/out" 2>&1 || st=$?
grep -E "reconnect|lost\+found|parent pointers|nlinks" "$PP_STATE/out" || true
assert_eq "xfs_repair exits 0" "$st" 0
assert_ok "xfs_repair -n is then clean" xfs_repair -n "$SCRATCH_DEV"
scratch_mount
assert_eq "the tree is as before the unlinks, offsets included" \
	"$(tree_snapshot "$SCRATCH_MNT")" "$before"
assert_eq "the linked file has its two links" \
	"$(stat -c %h "$SCRATCH_MNT/e/linked")" 2
assert_ok "nothing went to lost+found" test ! -e "$SCRATCH_MNT/lost+found"
