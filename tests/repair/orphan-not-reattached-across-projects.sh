# Repair makes no entry where xfs_link would refuse one.  Directory p
# passes project 42 on to what is made in it (chattr +P); the file f,
# made there, is then moved to project 7 (which link() into p refuses
# with EXDEV), and loses its entry to an unlink that keeps the link and
# the record (pptr_orphan).  Its record alone names p: xfs_scrub must not
# put f back there, so f, with no other place, goes to lost+found as
# f.INO, and p stays empty.
require_parent_pointers
require_tool xfs_scrub
scratch_mkfs_parent > /dev/null
scratch_mount
require_errtag pptr_orphan
mkdir "$SCRATCH_MNT/p"
assert_ok "p passes project 42 on" xfs_io -c "chproj 42" -c "chattr +P" \
	"$SCRATCH_MNT/p"
echo "f's data" > "$SCRATCH_MNT/p/f"
assert_match "f was made in project 42" \
	"$(xfs_io -c lsproj "$SCRATCH_MNT/p/f")" "projid = 42"
assert_ok "f moves to project 7" xfs_io -c "chproj 7" "$SCRATCH_MNT/p/f"
assert_fails "link() of f into p is refused" ln "$SCRATCH_MNT/p/f" "$SCRATCH_MNT/p/f2"
f=$(stat -c %i "$SCRATCH_MNT/p/f")
sum=$(md5sum < "$SCRATCH_MNT/p/f")
set_errortag pptr_orphan 1
rm "$SCRATCH_MNT/p/f"
set_errortag pptr_orphan 0
assert_scrub_reports "an orphan" "$f" "parent pointer"

scrub_repairs
assert_eq "p stays empty" "$(ls -A "$SCRATCH_MNT/p")" ""
assert_eq "f is in lost+found as f.INO" "$(ls "$SCRATCH_MNT/lost+found")" "f.$f"
assert_eq "f has its contents" "$(md5sum < "$SCRATCH_MNT/lost+found/f.$f")" "$sum"
