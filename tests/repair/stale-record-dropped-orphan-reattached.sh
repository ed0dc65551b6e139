# A record whose entry is gone comes back only if the link count says a
# link is missing.  Two files of d with two links each lose one entry:
# f's "gone" to an unlink that skipped the removal of its record
# (pptr_skip_remove: the link count went down, the record stayed, a
# stale record), g's "lost" to an unlink that kept the link and the
# record, as a lost directory block would (pptr_orphan).  xfs_scrub -n
# reports both files.  xfs_scrub drops f's stale record, so the name
# that the user unlinked stays unlinked and f keeps one link, and puts
# "lost" back at its recorded offset, g keeping its two links.
require_parent_pointers
require_tool xfs_scrub
scratch_mkfs_parent > /dev/null
scratch_mount
require_errtag pptr_skip_remove
require_errtag pptr_orphan
mkdir "$SCRATCH_MNT/d"
echo "f's data" > "$SCRATCH_MNT/d/f"
echo "g's data" > "$SCRATCH_MNT/d/g"
ln "$SCRATCH_MNT/d/f" "$SCRATCH_MNT/d/gone"
ln "$SCRATCH_MNT/d/g" "$SCRATCH_MNT/d/lost"
f=$(stat -c %i "$SCRATCH_MNT/d/f")
g=$(stat -c %i "$SCRATCH_MNT/d/g")
grecs=$(records "$SCRATCH_MNT/d/g")
set_errortag pptr_skip_remove 1
rm "$SCRATCH_MNT/d/gone"
set_errortag pptr_skip_remove 0
frecs=$(records "$SCRATCH_MNT/d/f")
after_unlink=$(tree_snapshot "$SCRATCH_MNT")
set_errortag pptr_orphan 1
rm "$SCRATCH_MNT/d/lost"
set_errortag pptr_orphan 0
assert_eq "f has one link, and two records" \
	"$(stat -c %h "$SCRATCH_MNT/d/f") $(echo "$frecs" | wc -l)" "1 2"
assert_eq "g kept its two links" "$(stat -c %h "$SCRATCH_MNT/d/g")" 2
assert_eq "d lists f and g alone" "$(ls "$SCRATCH_MNT/d" | tr '\n' ' ')" "f g "
assert_scrub_reports "a stale record and an orphan" "$f" "parent pointer" "$g" "parent pointer"

scrub_repairs
assert_eq "the tree is as after the unlink of gone: lost is back, at its cookie" \
	"$(tree_snapshot "$SCRATCH_MNT")" "$after_unlink"
assert_eq "f has one link" "$(stat -c %h "$SCRATCH_MNT/d/f")" 1
assert_eq "f has the one record of d/f" "$(records "$SCRATCH_MNT/d/f")" \
	"$(dirent_record "$SCRATCH_MNT/d" f)"
assert_eq "g has its two links" "$(stat -c %h "$SCRATCH_MNT/d/g")" 2
assert_eq "g has its two records" "$(records "$SCRATCH_MNT/d/g")" "$grecs"
assert_match "the kernel log says why f's record went" "$(dmesg)" \
	"inode $f: record of \"gone\" in directory inode [0-9]+ dropped: that entry is gone, and the link count \\(1\\) has no link for it"
