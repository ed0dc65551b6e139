# Each hard link has its own record; a file with 200 links across 10
# directories has 200 exact records, read over many ioctl calls, and its
# 200 paths resolve to the file. (pp.links=N changes the number; the
# debug kernel run makes fewer.)
require_parent_pointers
scratch_mkfs_parent
scratch_mount
cd "$SCRATCH_MNT"

links=$(knob links 200)
mkdir d0 d1 d2 d3 d4 d5 d6 d7 d8 d9
echo payload > d0/f
i=1
while [ $i -lt "$links" ]; do
	ln d0/f "d$((i % 10))/link$i"
	i=$((i + 1))
done
# every entry of the ten directories is a link of the file: one readdir
# each gives the records they must have
expected=$(for dir in d0 d1 d2 d3 d4 d5 d6 d7 d8 d9; do
	xfs-dirents "$dir" | awk -v p="$(stat -c %i "$dir"):$(inode_gen "$dir")" '
		{ c = $1; $1 = ""; $2 = ""; sub(/^  /, "") }
		$0 != "." && $0 != ".." { print p ":" c ":" $0 }'
done)

assert_eq "nlink" "$(stat -c %h d0/f)" "$links"
assert_records "$links exact records" d0/f "$expected"
assert_eq "the same through a 3-record buffer" \
	"$(xfs_io -r -c "parent -s -b 840" d0/f | sort)" "$(records d0/f)"
paths=$(xfs_io -r -c "parent -p" d0/f)
assert_eq "$links paths" "$(printf '%s\n' "$paths" | wc -l)" "$links"
# shellcheck disable=SC2086
assert_eq "every path leads to the file" \
	"$(stat -c %i $paths | sort -u)" "$(stat -c %i d0/f)"
