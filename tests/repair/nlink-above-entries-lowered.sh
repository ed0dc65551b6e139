# A file with two links, two entries and two matching records, but a
# link count of 3 (set with xfs_db): the repair counts the entries that
# point to it in every directory, finds as many as records, and lowers
# the link count to 2.
require_parent_pointers
require_tool xfs_scrub xfs_db
ino=$(two_links_nlink 3)
assert_eq "nlink is 3" "$(stat -c %h "$SCRATCH_MNT/d/file")" 3
assert_scrub_reports "link count 3, two records" "$ino" "parent pointer"
scrub_repairs
assert_eq "nlink is 2" "$(stat -c %h "$SCRATCH_MNT/d/file")" 2
assert_eq "the tree is unchanged" "$(tree_snapshot "$SCRATCH_MNT")" \
	"$(cat "$PP_STATE/before")"
assert_match "the kernel log says so" "$(dmesg)" \
	"inode $ino: link count 3 lowered to its 2 entries"
rm "$SCRATCH_MNT/d/file"
assert_eq "one unlink later, the other link still reads" \
	"$(cat "$SCRATCH_MNT/e/link")" data
