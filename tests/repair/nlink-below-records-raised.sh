# A file with two links, two entries and two matching records, but a
# link count of 1 (set with xfs_db): the repair sets it to 2, the number
# of records, since both are confirmed by their entries.
require_parent_pointers
require_tool xfs_scrub xfs_db
ino=$(two_links_nlink 1)
assert_eq "nlink is 1" "$(stat -c %h "$SCRATCH_MNT/d/file")" 1
assert_scrub_reports "link count 1, two records" "$ino" "parent pointer"
scrub_repairs
assert_eq "nlink of inode $ino is 2 again" "$(stat -c %h "$SCRATCH_MNT/d/file")" 2
assert_eq "the tree is unchanged" "$(tree_snapshot "$SCRATCH_MNT")" \
	"$(cat "$PP_STATE/before")"
