# Mass orphaning: a directory of 10,000 files loses every entry (the
# pptr_orphan error tag removes each entry alone, as a damaged directory
# would; the files keep their link and their parent pointer).  xfs_scrub
# puts all 10,000 back under their names, and the directory reads back
# the same names, inodes and contents.  Their offsets are free, so nearly
# all of them (at least 90%) also get their original readdir offset back,
# as the directory grows again through block, leaf and node form; the
# count is printed.
require_parent_pointers
require_tool xfs_scrub
scratch_mkfs_parent
scratch_mount
require_errtag pptr_orphan
mkdir "$SCRATCH_MNT/top"
assert_ok "10,000 files" sh -c "pptr-bench '$SCRATCH_MNT/top' 10000 1 create > /dev/null"
d=$SCRATCH_MNT/top/d0
echo contents > "$d/f0"
listing() { xfs-dirents "$1" | awk '$3 != "." && $3 != ".." { print $3, $2, $1 }' | sort; }
before=$(listing "$d")
assert_eq "10,000 entries before" "$(echo "$before" | wc -l)" 10000

set_errortag pptr_orphan 1
find "$d" -type f -exec rm {} +
set_errortag pptr_orphan 0
assert_eq "the directory is empty" "$(ls "$d" | wc -l)" 0
echo "# emptied, the directory is in $(dir_form "$d") form"

st=0
xfs_scrub -n "$SCRATCH_MNT" > "$PP_STATE/scrub.out" 2>&1 || st=$?
assert_ok "xfs_scrub -n exits non-zero" test "$st" -ne 0
assert_eq "xfs_scrub -n reports 10,000 files" \
	"$(grep -c "parent pointer: Repairs are required" "$PP_STATE/scrub.out")" 10000

scrub_repairs --no-tree-check
after=$(listing "$d")
assert_eq "the same names and inodes are back" \
	"$(echo "$after" | cut -d' ' -f1,2)" "$(echo "$before" | cut -d' ' -f1,2)"
same=$(printf '%s\n%s\n' "$before" "$after" | sort | uniq -d | wc -l)
echo "# $same of 10000 entries are back at their original offset"
assert_ok "at least 9,000 are back at their original offset" test "$same" -ge 9000
assert_eq "contents intact" "$(cat "$d/f0")" contents
for f in f0 f4999 f9999; do
	assert_eq "$f: its one record names its entry" \
		"$(records "$d/$f")" "$(dirent_record "$d" "$f")"
done
