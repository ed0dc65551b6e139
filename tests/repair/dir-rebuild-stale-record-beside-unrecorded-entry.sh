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
# Before the fix the rebuild counted a file's links elsewhere from its
# records that hold, never from entries, so it brought the name back
# into d, and the link count was then raised to 2. Now it counts the
# file's entries in every other directory (a census walk that skips d).
require_parent_pointers
require_tool xfs_scrub xfs_db xfs_repair
. /tests/lib/dirdamage.sh
dir_stale_beside_unrecorded_make
# agno INO: the AG of inode INO.
agno() {
	xfs_db -r -c "convert ino $1 agno" "$SCRATCH_DEV" | sed 's/.*(\(.*\))/\1/'
}
assert_ok "moved-file ($(agno "$fino")) is in an AG before e's ($(agno "$eino"))" \
	test "$(agno "$fino")" -lt "$(agno "$eino")"
scratch_mount
dmesg_allow_corruption_reports
# d is rebuilt first, before the repair of e adds the record of its entry
# (run by xfs_scrub, the order of the two varies, and the bug shows only
# in this one)
xfs_io -x -c "repair directory $dino $dgen" "$SCRATCH_MNT" || true
# One xfs_scrub run must finish the job: moved-file keeps its stale record
# until e, in a later AG, has the record of its entry, so the file's
# repair must be tried again after e's. One thread (-b) repairs the AGs
# in order, every time: xfs_scrub then gives up on the file unless it
# retries the repairs of every AG together (stock xfs_scrub gave up AG by
# AG, and the outcome depended on which AG's thread came first).
SCRUB_REPAIR_ARGS=-b scrub_repairs
assert_fails "d has no moved-file" test -e "$d/moved-file"
assert_eq "moved-file has one name" \
	"$(find "$SCRATCH_MNT" -inum "$fino" | wc -l)" 1
assert_eq "moved-file still has one link" "$(stat -c %h "$e/moved-file")" 1
scratch_unmount
assert_ok "xfs_repair -n is clean" xfs_repair -n "$SCRATCH_DEV"
scratch_mount
