# Each hard link has its own record; a file with 200 links across 10
# directories has 200 exact records, read over many ioctl calls, and its
# 200 paths resolve to the file.
require_parent_pointers
scratch_mkfs_parent
scratch_mount
cd "$SCRATCH_MNT"

mkdir d0 d1 d2 d3 d4 d5 d6 d7 d8 d9
echo payload > d0/f
expected=$(dirent_record d0 f)
for i in $(seq 1 199); do
	dir=d$((i % 10))
	ln d0/f "$dir/link$i"
done
for dir in d0 d1 d2 d3 d4 d5 d6 d7 d8 d9; do
	for name in $(ls "$dir"); do
		[ "$dir/$name" = d0/f ] && continue
		expected="$expected
$(dirent_record "$dir" "$name")"
	done
done

assert_eq "nlink" "$(stat -c %h d0/f)" 200
assert_records "200 exact records" d0/f "$expected"
assert_eq "the same through a 3-record buffer" \
	"$(xfs_io -r -c "parent -s -b 840" d0/f | sort)" "$(records d0/f)"
paths=$(xfs_io -r -c "parent -p" d0/f)
assert_eq "200 paths" "$(printf '%s\n' "$paths" | wc -l)" 200
bad=0
for p in $paths; do
	[ "$(stat -c %i "$p")" = "$(stat -c %i d0/f)" ] || bad=$((bad + 1))
done
assert_eq "every path leads to the file" "$bad" 0
