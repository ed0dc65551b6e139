# The directory rebuild makes no entry from a record alone where
# xfs_link would refuse one (EXDEV), as the orphan reattach does not
# (repair/orphan-not-reattached-across-projects). Directory p passes
# project 42 on (chattr +P) and holds 400 files; one of them, f, is then
# moved to project 7 (chproj, as a user may). The data block of p that
# holds f's entry is lost to random bytes. The rebuild must not put f
# back in p from its record: f goes to lost+found as NAME.INO with its
# contents, every other name of p is back at its old offset, and
# xfs_scrub -n and xfs_repair -n are clean.
require_parent_pointers
require_tool xfs_scrub xfs_db xfs_repair xfs-dirents
. /tests/lib/dirdamage.sh
scratch_mkfs_parent > /dev/null
scratch_mount
p=$SCRATCH_MNT/p
mkdir "$p"
assert_ok "p passes project 42 on" xfs_io -c "chproj 42" -c "chattr +P" "$p"
for i in $(seq 1 400); do
	n=$(printf file%04d "$i")
	echo "$n of p" > "$p/$n"
done
assert_match "p is in project 42" "$(xfs_io -c lsproj "$p")" "projid = 42"
assert_eq "p is a leaf directory" "$(dir_form "$p")" leaf
f=file0250
blk=$(dir_entry_block "$p" "$f")
assert_ok "f's entry is in a data block past the first" test "$blk" -ge 1
assert_ok "f moves to project 7" xfs_io -c "chproj 7" "$p/$f"
assert_fails "link() of f into p is refused" ln "$p/$f" "$p/f2"
fino=$(stat -c %i "$p/$f")
sum=$(md5sum < "$p/$f")
pino=$(stat -c %i "$p")
dir_snapshot "$SCRATCH_MNT" | grep -v "^$p/$f " > "$PP_STATE/before"
scratch_unmount
dir_block_destroy "$pino" "$blk" data garbage
scratch_mount
dmesg_allow_corruption_reports
scrub_repairs
assert_fails "p has no entry for f" test -e "$p/$f"
assert_eq "f is in lost+found as $f.$fino" \
	"$(ls "$SCRATCH_MNT/lost+found")" "$f.$fino"
assert_eq "f has its contents" \
	"$(md5sum < "$SCRATCH_MNT/lost+found/$f.$fino")" "$sum"
dir_snapshot "$SCRATCH_MNT" | grep -v "^$SCRATCH_MNT/lost+found" \
	> "$PP_STATE/after"
assert_ok "every other name of p is back at its offset" \
	diff "$PP_STATE/before" "$PP_STATE/after"
scratch_unmount
st=0
xfs_repair -n "$SCRATCH_DEV" > "$PP_STATE/n.out" 2>&1 || st=$?
[ "$st" = 0 ] || grep -v '^ *- \|^Phase' "$PP_STATE/n.out" | head -20
assert_eq "xfs_repair -n is then clean" "$st" 0
