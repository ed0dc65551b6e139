# The directory rebuild's side of the rule that an entry without its
# record is a link all the same. A file with one link is moved out of a
# leaf directory d into e by a rename that neither removed its record of
# d nor added one of e (pptr_skip_remove and pptr_skip_add): its one
# record names d at its old offset, and its one entry, in e, has no
# record. Then the data block of d that held its old entry is lost to
# random bytes. The rebuild of d must not bring the name back from the
# stale record: the link count (1) is taken by the entry in e. After
# xfs_scrub the file has one name, in e, and one record, and xfs_scrub -n
# and xfs_repair -n are clean.
# Known bug, not fixed yet: the rebuild counts a file's links elsewhere
# from its records that hold, never from entries, so it brings the name
# back into d, and the link count is then raised to 2 (parent repair's
# orphan pass counts entries through the census since this session; the
# rebuild holds d's IOLOCK, under which the census cannot walk d).
known_bug "rebuild-link-beside-unrecorded-entry: the directory rebuild takes a stale record for a lost link while the file's one entry, elsewhere, lacks its record; the file gets a second name"
require_parent_pointers
require_tool xfs_scrub xfs_db xfs_repair
. /tests/lib/dirdamage.sh
dir_stale_beside_unrecorded_make
scratch_mount
dmesg_allow_corruption_reports
# d is rebuilt first, before the repair of e adds the record of its entry
# (run by xfs_scrub, the order of the two varies, and the bug shows only
# in this one)
xfs_io -x -c "repair directory $dino $dgen" "$SCRATCH_MNT" || true
scrub_repairs
assert_fails "d has no moved-file" test -e "$d/moved-file"
assert_eq "moved-file has one name" \
	"$(find "$SCRATCH_MNT" -inum "$fino" | wc -l)" 1
assert_eq "moved-file still has one link" "$(stat -c %h "$e/moved-file")" 1
scratch_unmount
assert_ok "xfs_repair -n is clean" xfs_repair -n "$SCRATCH_DEV"
scratch_mount
