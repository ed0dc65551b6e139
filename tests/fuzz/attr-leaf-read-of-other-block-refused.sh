# An attr fork whose block map points at a block of another kind (a
# flipped bit in the start block of its extent record, as field fuzzing
# of inode cores found) must be refused with a corruption report, not
# trip XFS_DEBUG's assertion in the attr leaf header decoder, which the
# verifier called before it checked the magic number. File f (31 names,
# whose records fill an attr leaf block) gets its attr fork's extent
# pointed at the hash (leaf) block of the leaf directory b, with xfs_db:
# a dabtree block whose CRC is good where an attr leaf's is, so that the
# verifier gets past the CRC. Reading f's xattrs then fails with
# EFSCORRUPTED, and the kernel log has the corruption report and no
# assertion: first with the block read from disk (the verifier), then,
# after a remount, with the block already cached as b's leaf by a lookup
# in b (the cache does not verify it again: the attr leaf read checks
# its magic number).
require_parent_pointers
require_tool xfs_db getfattr
. /tests/lib/filecore.sh
file_core_make
scratch_mount
b=$SCRATCH_MNT/b
mkdir "$b"
i=1
while [ $i -le 300 ]; do
	: > "$b/file$i"
	i=$((i + 1))
done
assert_eq "b is a leaf directory" "$(dir_form "$b")" leaf
bino=$(stat -c %i "$b")
scratch_unmount
# the leaf block is at 32 GiB of the directory's space, in 4 KiB blocks
dblock=$(xfs_db -r -c "inode $bino" -c "bmap" "$SCRATCH_DEV" |
	sed -n 's/^data offset 8388608 startblock \([0-9]*\) .*/\1/p')
assert_match "b's leaf block is at a file system block" "$dblock" '^[0-9][0-9]*$'
file_core_damage "a.bmx[0].startblock" "$dblock"
# xattrs_refused HOW: reading f's xattrs fails with EFSCORRUPTED, and
# the kernel log has no assertion since; HOW says how the block was read.
xattrs_refused() {
	st=0
	getfattr -d -m - "$f" > "$PP_STATE/getfattr.out" 2>&1 || st=$?
	cat "$PP_STATE/getfattr.out"
	assert_fails "reading f's xattrs fails ($1)" test "$st" = 0
	assert_match "with EFSCORRUPTED ($1)" "$(cat "$PP_STATE/getfattr.out")" \
		"Structure needs cleaning"
	assert_eq "the kernel log has no assertion ($1)" \
		"$(dmesg | tail -n +$((seen + 1)) | grep -c 'Assertion failed')" 0
}

scratch_mount
dmesg_allow_corruption_reports
seen=$(dmesg | wc -l)
xattrs_refused "from disk"
assert_ok "the kernel reports the corrupt attr block" \
	sh -c "dmesg | tail -n +$((seen + 1)) | grep -q 'Metadata corruption detected.*xfs_attr3_leaf'"

scratch_unmount
scratch_mount
assert_ok "a lookup in b caches its leaf block" stat "$b/file7" > /dev/null
seen=$(dmesg | wc -l)
xattrs_refused "cached as b's leaf"
assert_eq "b still lists its 300 names" "$(ls "$b" | wc -l)" 300
scratch_corrupted_on_purpose
