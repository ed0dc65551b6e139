# Directory repair looks a name up in another directory without racing a
# scrub of it.  Entry "t" of directory a is pointed at b/s, a directory,
# with xfs_db, and the ".." of b/s at a: repair of a finds that s has no
# record of a's entry and looks for its home, the directory b that its
# record names, whose entry "s" holds, so it leaves the entry (s's ".."
# says a, its record says b).  b is a leaf directory with "s" in its first
# data block.  A scrub of b holds that block while it looks each of its
# names up, which locks the leaf block; a lookup in b that held the leaf
# block and waited for the data block would wait for ever, and so would
# the scrub.  Repairs of a and scrubs of b run side by side: every one
# must finish, and a must still be reported, its entry left alone (its
# repair only tries b's IOLOCK, and leaves the entry while b is busy).
require_parent_pointers
require_tool xfs_scrub xfs_db xfs_io
scratch_mkfs_parent > /dev/null
scratch_mount
require_errtag dir_scrub_delay
mkdir -p "$SCRATCH_MNT/a/t" "$SCRATCH_MNT/b/s"
for i in $(seq -w 1 200); do
	: > "$SCRATCH_MNT/b/file$i"
done
assert_eq "b is a leaf directory" "$(dir_form "$SCRATCH_MNT/b")" leaf
a=$(stat -c %i "$SCRATCH_MNT/a")
s=$(stat -c %i "$SCRATCH_MNT/b/s")
scratch_unmount
assert_match "t is the first entry of a" \
	"$(xfs_db -r -c "inode $a" -c "print u3.sfdir3.list[0].name" "$SCRATCH_DEV")" \
	'name = "t"'
assert_ok "point a/t at b/s and s's .. at a" xfs_db -x -c "inode $a" \
	-c "write u3.sfdir3.list[0].inumber.i4 $s" \
	-c "inode $s" -c "write u3.sfdir3.hdr.parent.i4 $a" "$SCRATCH_DEV"
scratch_corrupted_on_purpose
dmesg_allow_corruption_reports
scratch_mount
assert_eq "a/t is b/s now" "$(stat -c %i "$SCRATCH_MNT/a/t")" "$s"

# The error tag dir_scrub_delay makes the scrub of b wait 5 ms at each
# entry, holding the entry's data block, so that every repair of a looks
# "s" up in b while a scrub of b holds that block.
set_errortag dir_scrub_delay 1
n=$(knob race_iters 2)
(
	i=0
	while [ $i -lt "$n" ]; do
		xfs_io -x -c "scrub directory" "$SCRATCH_MNT/b" > /dev/null 2>&1 ||
			true
		i=$((i + 1))
	done
	echo "$i" > "$PP_STATE/scrubs"
) &
scrubber=$!
repairs=0
while [ ! -s "$PP_STATE/scrubs" ]; do
	xfs_io -x -c "repair directory" "$SCRATCH_MNT/a" > /dev/null 2>&1 || true
	repairs=$((repairs + 1))
done
wait "$scrubber" || fail "the scrubs failed"
set_errortag dir_scrub_delay 0
echo "$repairs repairs of a during $n scrubs of b"
assert_ok "a was repaired while b was scrubbed" test "$repairs" -gt 1
assert_eq "every scrub of b ran" "$(cat "$PP_STATE/scrubs")" "$n"
assert_eq "a/t is still b/s" "$(stat -c %i "$SCRATCH_MNT/a/t")" "$s"
assert_scrub_reports "an entry of a for b's subdirectory" "$a" \
	"directory entries"
