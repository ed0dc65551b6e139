# A file with more links than scrub holds records at once (70,000 by
# default, pp.big_links: more than 65,536, where scrub used to report
# every such file corrupt, a report that repair could never clear) is
# clean under xfs_scrub -n: its records are checked in batches of 4,096.
# A record with a wrong name near the end of the list, in the last leaf
# block of the attr fork and so in a later batch, is still reported.
require_parent_pointers
require_tool xfs_scrub xfs_db pptr-links
scratch_mkfs_parent
scratch_mount
M=$SCRATCH_MNT
n=$(knob big_links 70000)
per=10000
echo data > "$M/f"
left=$n
d=0
while [ $left -gt 0 ]; do
	c=$per
	[ $left -lt $c ] && c=$left
	mkdir "$M/d$d"
	pptr-links add "$M/f" "$M/d$d" $c || { fail "linking into d$d failed"; exit 1; }
	left=$((left - c))
	d=$((d + 1))
done
ino=$(stat -c %i "$M/f")
assert_eq "the file has $((n + 1)) links" "$(stat -c %h "$M/f")" $((n + 1))
assert_eq "and as many records" "$(xfs_io -r -c "parent -s" "$M/f" | wc -l)" $((n + 1))
st=0
xfs_scrub -n "$M" > "$PP_STATE/scrub.out" 2>&1 || st=$?
grep -v "Optimization is possible" "$PP_STATE/scrub.out"
assert_eq "xfs_scrub -n finds nothing wrong" "$st" 0
scratch_unmount

# The last leaf block of the attr fork (no forward sibling) holds the
# records listed last.
last=$(xfs_db -r -c "inode $ino" -c "bmap -a" "$SCRATCH_DEV" |
	awk '{ for (k = 1; k < NF; k++) { if ($k == "offset") o = $(k + 1)
		if ($k == "count") c = $(k + 1) }
		if (o + c - 1 > m) m = o + c - 1 } END { print m + 0 }')
{
	for b in $(seq 0 "$last"); do
		echo "inode $ino"
		echo "ablock $b"
		echo "print hdr.info.hdr.magic hdr.info.hdr.forw"
	done
} > "$PP_STATE/cmds"
xfs_db -r "$SCRATCH_DEV" < "$PP_STATE/cmds" > "$PP_STATE/blocks" 2>&1
leaf=$(awk '/magic = 0x3bee$/ { leaf = 1 } /magic = / && !/0x3bee$/ { leaf = 0 }
	/forw = / { if ($NF == 0 && leaf) print b; b++ }' "$PP_STATE/blocks" | head -1)
[ -n "$leaf" ] || head -20 "$PP_STATE/blocks"
echo "attr fork blocks 0..$last, last leaf block $leaf"
assert_ok "the attr fork has a last leaf block" test -n "$leaf"
[ -n "$leaf" ] || exit 1
name=$(xfs_db -r -c "inode $ino" -c "ablock $leaf" -c "print nvlist" "$SCRATCH_DEV" |
	sed -n 's/^nvlist\[\([0-9]*\)\]\.name = "\(l[0-9]*\)"$/\1 \2/p' | head -1)
set -- $name ""
idx=$1
old=$2
new=m${old#l}
hex=$(printf '%s' "$new" | od -An -tx1 | tr -d ' \n')
assert_ok "rename the record of $old to $new" xfs_db -x -c "inode $ino" \
	-c "ablock $leaf" -c "write -d nvlist[$idx].name #$hex" "$SCRATCH_DEV"
scratch_corrupted_on_purpose
scratch_mount
at=$(xfs_io -r -c "parent -s" "$M/f" | grep -n ":$new\$" | cut -d: -f1)
echo "the record of $new is number $at of $((n + 1))"
assert_ok "it is past the first batch" test "${at:-0}" -gt 4096
assert_scrub_reports "a wrong name past the first batch" "$ino" "parent pointer"
