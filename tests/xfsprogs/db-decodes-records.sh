# xfs_db decodes parent pointers as parent_ino, parent_gen, diroffset and
# name, in a shortform attr fork (3 links) and in leaf blocks (200 links),
# and what it prints is what the kernel's ioctl returns.
require_parent_pointers
scratch_mkfs_parent
scratch_mount
mkdir "$SCRATCH_MNT/d" "$SCRATCH_MNT/e"
echo data > "$SCRATCH_MNT/d/f"
ln "$SCRATCH_MNT/d/f" "$SCRATCH_MNT/e/f2"
ln "$SCRATCH_MNT/d/f" "$SCRATCH_MNT/g"
: > "$SCRATCH_MNT/d/big"
for i in $(seq 1 199); do ln "$SCRATCH_MNT/d/big" "$SCRATCH_MNT/e/link-$i"; done
f=$(stat -c %i "$SCRATCH_MNT/d/f")
big=$(stat -c %i "$SCRATCH_MNT/d/big")
want_f=$(records "$SCRATCH_MNT/d/f")
want_big=$(records "$SCRATCH_MNT/d/big")
scratch_unmount

# decoded: "INO:GEN:OFFSET:NAME" from xfs_db print output on stdin
decoded() {
	awk '/\.parent_ino = / { i = $3 } /\.parent_gen = / { g = $3 }
		/\.diroffset = / { o = $3 }
		/\.name = / && i != "" { n = $0; sub(/^[^"]*"/, "", n); sub(/"$/, "", n)
			print i ":" g ":" o ":" n; i = "" }' | sort
}
assert_match "version names the feature" \
	"$(xfs_db -r -c version "$SCRATCH_DEV")" ",PARENT"
sf=$(xfs_db -r -c "inode $f" -c "print a" "$SCRATCH_DEV")
echo "$sf" | head -12
assert_eq "shortform: 3 records as the ioctl returns them" \
	"$(echo "$sf" | decoded)" "$want_f"
assert_eq "shortform: the flag is shown" \
	"$(echo "$sf" | grep -c '\.parent = 1$')" 3

# Every block of the attr fork; node blocks have no nvlist.
last=$(xfs_db -r -c "inode $big" -c "bmap -a" "$SCRATCH_DEV" |
	awk '{ for (k = 1; k < NF; k++) { if ($k == "offset") o = $(k + 1)
		if ($k == "count") c = $(k + 1) }
		if (o + c - 1 > m) m = o + c - 1 } END { print m + 0 }')
echo "attr fork blocks 0..$last"
out=$(for b in $(seq 0 "$last"); do
	xfs_db -r -c "inode $big" -c "ablock $b" -c "print nvlist" "$SCRATCH_DEV" 2>/dev/null
done)
assert_eq "leaf blocks: 200 records as the ioctl returns them" \
	"$(echo "$out" | decoded)" "$want_big"
