# Mass orphaning: a directory of 10,000 files loses every entry (the
# pptr_orphan error tag removes each entry alone, as a damaged directory
# would; the files keep their link and their parent pointer).  xfs_scrub
# puts all 10,000 back under their names, and the directory reads back
# the same names, inodes and contents.  Their offsets are free, so every
# one of them also gets its original readdir offset back, as the
# directory grows again through block, leaf and node form; the entries
# that did not are printed. (pp.mass_files=N changes the 10,000; the
# debug kernel run makes fewer.)
require_parent_pointers
require_tool xfs_scrub
scratch_mkfs_parent
scratch_mount
require_errtag pptr_orphan
n=$(knob mass_files 10000)
mkdir "$SCRATCH_MNT/top"
assert_ok "$n files" sh -c "pptr-bench '$SCRATCH_MNT/top' $n 1 create > /dev/null"
d=$SCRATCH_MNT/top/d0
echo contents > "$d/f0"
listing() { xfs-dirents "$1" | awk '$3 != "." && $3 != ".." { print $3, $2, $1 }' | sort; }
before=$(listing "$d")
assert_eq "$n entries before" "$(echo "$before" | wc -l)" "$n"

set_errortag pptr_orphan 1
find "$d" -type f -exec rm {} +
set_errortag pptr_orphan 0
assert_eq "the directory is empty" "$(ls "$d" | wc -l)" 0
echo "# emptied, the directory is in $(dir_form "$d") form"

st=0
xfs_scrub -n "$SCRATCH_MNT" > "$PP_STATE/scrub.out" 2>&1 || st=$?
assert_ok "xfs_scrub -n exits non-zero" test "$st" -ne 0
# The inodes whose parent pointer check says "Repairs are required",
# against those of the n files (not "Cross-referencing failed", not
# another check of the inode).
awk '/^Corruption: inode [0-9]+ \([0-9]+\/[0-9]+\)( at .*)? parent pointer: Repairs are required\.$/ { print $3 }' \
	"$PP_STATE/scrub.out" | sort -u > "$PP_STATE/reported"
echo "$before" | cut -d' ' -f2 | sort -u > "$PP_STATE/orphans"
assert_eq "xfs_scrub -n reports the parent pointer of $n inodes" \
	"$(wc -l < "$PP_STATE/reported")" "$n"
assert_eq "each of them one of the $n files" \
	"$(awk 'NR == FNR { r[$0]; next } !($0 in r)' "$PP_STATE/reported" \
		"$PP_STATE/orphans" | wc -l)" 0

scrub_repairs --no-tree-check
after=$(listing "$d")
assert_eq "the same names and inodes are back" \
	"$(echo "$after" | cut -d' ' -f1,2)" "$(echo "$before" | cut -d' ' -f1,2)"
echo "$before" > "$PP_STATE/before"
echo "$after" > "$PP_STATE/after"
# "NAME INODE OFFSET" lines of before that after does not have.
moved=$(awk 'NR == FNR { a[$0]; next } !($0 in a)' \
	"$PP_STATE/after" "$PP_STATE/before")
nmoved=$(printf '%s' "$moved" | grep -c . || true)
echo "# $((n - nmoved)) of $n entries are back at their original offset"
printf '%s\n' "$moved" | sort -k1.2n | sed '/^$/d; s/^/# elsewhere now: /'
assert_eq "every entry is back at its original offset" "$nmoved" 0
assert_eq "contents intact" "$(cat "$d/f0")" contents
for f in f0 f$((n / 2 - 1)) f$((n - 1)); do
	assert_eq "$f: its one record names its entry" \
		"$(records "$d/$f")" "$(dirent_record "$d" "$f")"
done
