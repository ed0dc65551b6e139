# xfs_repair makes no entry where xfs_link would refuse one.  Directory p
# passes project 42 on to what is made in it (chattr +P); the files f and
# g are made there, f is then moved to project 7 (link() into p refuses
# that with EXDEV), and both lose their entries to an unlink that keeps
# the link count and the record (pptr_orphan).  g, of p's project, comes
# back by its record; f's record alone names p, so f is not put back
# there: with no other place it goes to lost+found as f.INO, its record
# is rewritten, and xfs_repair -n says so beforehand and is clean after.
require_parent_pointers
require_tool xfs_repair
scratch_mkfs_parent > /dev/null
scratch_mount
p=$SCRATCH_MNT/p
mkdir "$p"
assert_ok "p passes project 42 on" xfs_io -c "chproj 42" -c "chattr +P" "$p"
echo "f's data" > "$p/f"
echo "g's data" > "$p/g"
assert_match "f was made in project 42" "$(xfs_io -c lsproj "$p/f")" \
	"projid = 42"
assert_ok "f moves to project 7" xfs_io -c "chproj 7" "$p/f"
assert_fails "link() of f into p is refused" ln "$p/f" "$p/f2"
dir=$(stat -c %i "$p")
f=$(stat -c %i "$p/f")
g=$(stat -c %i "$p/g")
fsum=$(md5sum < "$p/f")
gcookie=$(xfs-dirents "$p" | awk '$3 == "g" { print $1 }')
set_errortag pptr_orphan 1
rm "$p/f"
set_errortag pptr_orphan 0
set_errortag pptr_orphan 1
rm "$p/g"
set_errortag pptr_orphan 0
assert_eq "p looks empty" "$(ls -A "$p")" ""
scratch_unmount

st=0
xfs_repair -n "$SCRATCH_DEV" > "$PP_STATE/out" 2>&1 || st=$?
grep -E "reconnect|lost\+found" "$PP_STATE/out" || true
assert_eq "xfs_repair -n would reconnect g alone" \
	"$(grep '^would reconnect' "$PP_STATE/out")" \
	"would reconnect inode $g to directory $dir as g"
assert_eq "xfs_repair -n would move f to lost+found as f.$f" \
	"$(grep -c "disconnected inode $f, would move to lost+found as f.$f\$" \
		"$PP_STATE/out" || true)" 1
st=0
xfs_repair "$SCRATCH_DEV" > "$PP_STATE/out" 2>&1 || st=$?
grep -E "reconnect|lost\+found|parent pointers" "$PP_STATE/out" || true
assert_eq "xfs_repair exits 0" "$st" 0
assert_eq "xfs_repair reconnects g alone" \
	"$(grep '^reconnecting' "$PP_STATE/out")" \
	"reconnecting inode $g to directory $dir as g"
assert_ok "xfs_repair -n is then clean" xfs_repair -n "$SCRATCH_DEV"
scratch_mount
assert_eq "p holds g alone, at its old offset" \
	"$(xfs-dirents "$p" | awk '$3 != "." && $3 != ".." { print $1, $3 }')" \
	"$gcookie g"
assert_eq "g is g" "$(stat -c %i "$p/g")" "$g"
assert_eq "f is in lost+found as f.INO" "$(ls "$SCRATCH_MNT/lost+found")" "f.$f"
assert_eq "f has its contents" "$(md5sum < "$SCRATCH_MNT/lost+found/f.$f")" "$fsum"
assert_records "f has one record, for lost+found" "$SCRATCH_MNT/lost+found/f.$f" \
	"$(dirent_record "$SCRATCH_MNT/lost+found" "f.$f")"
assert_ok "every record matches readdir" check_tree_records "$SCRATCH_MNT"
