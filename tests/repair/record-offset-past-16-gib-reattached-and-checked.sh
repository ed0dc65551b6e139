# A record's directory offset has 32 bits (8-byte units over the 32 GiB
# directory data space); a readdir cookie has 31 (XFS masks it with
# 0x7fffffff for 32-bit user space), so an entry in a data block past
# 16 GiB has a cookie that is not its offset, but the offset of another
# entry 16 GiB lower.  Scrub and repair must not take one for the other.
# A node directory of 600 files gets 300 more with the error tag
# dir_data_high set, which puts its new data blocks at 16 GiB and past.
# The directory and the file whose record is past 16 GiB scrub clean
# (with a cold cache); orphaned (pptr_orphan), the file is put back at
# its recorded offset by the repair of its parent pointer, its record
# unchanged.  Only the kernel reads the directory while those blocks
# exist: user-space readdir of it never ends on XFS (the cookie of the
# last entry cannot say that it was past 16 GiB, so the next call starts
# at 16 GiB again), for stock XFS as for us, so xfs_scrub (whose name
# check reads directories from user space) and ls wait until the 300
# files are unlinked by name and the blocks are freed.
require_parent_pointers
require_tool xfs_io xfs_scrub
. /tests/lib/dirdamage.sh
scratch_mkfs_parent > /dev/null
scratch_mount
require_errtag dir_data_high
require_errtag pptr_orphan
d=$SCRATCH_MNT/d
dir_populate "$d" 600 0
assert_eq "d is a node directory" "$(dir_form "$d")" node
set_errortag dir_data_high 1
i=601
while [ $i -le 900 ]; do
	echo "file$i of $d" > "$d/file$i"
	i=$((i + 1))
done
set_errortag dir_data_high 0
gib16=$((16 * 1024 * 1024 * 1024))
assert_ok "d reaches past 16 GiB ($(stat -c %s "$d") bytes)" \
	test "$(stat -c %s "$d")" -gt $gib16
dino=$(stat -c %i "$d")
dgen=$(inode_gen "$d")
f=$d/file900
ino=$(stat -c %i "$f")
gen=$(inode_gen "$f")
rec=$(records "$f")
off=$(echo "$rec" | cut -d: -f3)
echo "file900's record: $rec"
assert_ok "file900's entry is past 16 GiB (offset $off)" \
	test "$off" -ge $((gib16 / 8))

scratch_unmount
scratch_mount
assert_scrub_one_clean directory "$dino" "$dgen" "d, with a cold cache"
assert_scrub_one_clean parent "$ino" "$gen" file900

set_errortag pptr_orphan 1
rm "$f"
set_errortag pptr_orphan 0
assert_eq "file900 has no entry" "$(stat -c %i "$f" 2> /dev/null)" ""
st=0
out=$(xfs_io -x -c "repair parent $ino $gen" "$SCRATCH_MNT" 2>&1) || st=$?
[ -z "$out" ] || echo "$out"
assert_eq "the repair of file900's parent pointer leaves nothing behind" \
	"$st:$(echo "$out" | grep -c 'Corruption remains')" "0:0"
assert_eq "file900 is back in d" "$(stat -c %i "$f" 2> /dev/null)" "$ino"
assert_eq "its record is the one it had" "$(records "$f")" "$rec"
scratch_unmount
scratch_mount
assert_scrub_one_clean directory "$dino" "$dgen" "d, after the repair"

i=601
while [ $i -le 900 ]; do
	rm "$d/file$i" || fail "unlink file$i"
	i=$((i + 1))
done
assert_ok "d is back under 16 GiB ($(stat -c %s "$d") bytes)" \
	test "$(stat -c %s "$d")" -lt $gib16
assert_eq "d holds its first 600 files" "$(ls "$d" | wc -l)" 600
st=0
xfs_scrub -n "$SCRATCH_MNT" > "$PP_STATE/scrub.out" 2>&1 || st=$?
grep -v "Optimization is possible" "$PP_STATE/scrub.out"
assert_eq "xfs_scrub -n is clean" "$st" 0
