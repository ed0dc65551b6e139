# A record that names a directory that is gone, or a live directory that
# has no entry for it, must not count toward a file's links when the
# rebuild decides whether a record alone may make an entry (rule 6), or
# the record of a real link loses to it. file0001 and file0002 of a leaf
# directory d have one link each, their entry in d, and besides their
# record of that entry a stale record: file0001 of a link hl-z in a
# directory z that was removed since, file0002 of a link hl-x in a
# directory x that is still there (pptr_skip_remove on each unlink, then
# rmdir z). The first data block of d, which holds both entries, is lost
# to garbage, so only their records can bring the names back. The repair
# of d alone (xfs_io repair directory) must make both entries: afterwards
# d lists them at their old readdir cookies, before any other repair
# runs. Then xfs_scrub drops the stale records and the tree is as before.
require_parent_pointers
require_tool xfs_scrub xfs_db xfs-dirents
. /tests/lib/dirdamage.sh
scratch_mkfs_parent > /dev/null
scratch_mount
require_errtag pptr_skip_remove
d=$SCRATCH_MNT/d
dir_populate "$d" 400 3
mkdir "$SCRATCH_MNT/z" "$SCRATCH_MNT/x"
ln "$d/file0001" "$SCRATCH_MNT/z/hl-z"
ln "$d/file0002" "$SCRATCH_MNT/x/hl-x"
set_errortag pptr_skip_remove 1
rm "$SCRATCH_MNT/z/hl-z"
set_errortag pptr_skip_remove 1
rm "$SCRATCH_MNT/x/hl-x"
set_errortag pptr_skip_remove 0
rmdir "$SCRATCH_MNT/z"
for f in file0001 file0002; do
	assert_eq "$f is in the first data block" \
		"$(dir_entry_block "$d" $f)" 0
	assert_eq "$f has one link" "$(stat -c %h "$d/$f")" 1
	assert_eq "$f has two records, one stale" \
		"$(records "$d/$f" | wc -l)" 2
done
cookies() { xfs-dirents "$d" | awk '$3 ~ /^file000[12]$/ { print $1, $3 }'; }
cookies > "$PP_STATE/cookies.before"
dir_first_block_lost "$d"
dir_repair_alone "$d"
cookies > "$PP_STATE/cookies.after"
assert_ok "the rebuilt d lists file0001 and file0002 at their old cookies" \
	diff "$PP_STATE/cookies.before" "$PP_STATE/cookies.after"
scrub_repairs
dir_rebuilt_as_before
for f in file0001 file0002; do
	assert_eq "$f has one link" "$(stat -c %h "$d/$f")" 1
	assert_eq "$f has one record" "$(records "$d/$f" | wc -l)" 1
done
