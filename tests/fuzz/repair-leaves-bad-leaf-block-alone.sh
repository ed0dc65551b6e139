# A file whose records share an attr leaf block with 30 user xattrs, one
# record's value length one byte too long (it runs into the next entry's
# space): xfs_scrub -n reports the file, and xfs_scrub must not turn the
# damaged block into one that the write verifier rejects. The filesystem
# must not shut down ("Corruption of in-memory data"), must unmount with
# a clean log, and xfs_repair must then be able to fix it.
require_parent_pointers
require_tool xfs_scrub xfs_db xfs_repair setfattr
dmesg_allow_corruption_reports
scratch_mkfs_parent > /dev/null
scratch_mount
mkdir "$SCRATCH_MNT/d2" "$SCRATCH_MNT/d3"
echo mixed > "$SCRATCH_MNT/d2/mixed"
ln "$SCRATCH_MNT/d2/mixed" "$SCRATCH_MNT/d3/mixed-too"
set_user_xattrs "$SCRATCH_MNT/d2/mixed" 30
ino=$(stat -c %i "$SCRATCH_MNT/d2/mixed")
scratch_unmount
scratch_corrupted_on_purpose
# the leaf entry of the record "mixed-too"
idx=$(xfs_db -r -c "inode $ino" -c "ablock 0" -c "print nvlist" \
	"$SCRATCH_DEV" | sed -n 's/^nvlist\[\([0-9]*\)\]\.name = "mixed-too"$/\1/p')
echo "inode $ino, record of mixed-too at leaf entry $idx"
xfs_db -x -c "inode $ino" -c "ablock 0" -c "write -d nvlist[$idx].valuelen 10" \
	"$SCRATCH_DEV" > /dev/null
dmesg -c > /dev/null
scratch_mount
scrub_reports_inode "$ino"
xfs_scrub "$SCRATCH_MNT" > "$PP_STATE/out" 2>&1 || true
grep -v '^Info' "$PP_STATE/out"
scratch_unmount
dmesg | grep -A3 'in-memory' || true
assert_eq "the filesystem did not shut down" \
	"$(dmesg | grep -c 'Corruption of in-memory data' || true)" 0
st=0
xfs_repair -n "$SCRATCH_DEV" > "$PP_STATE/out" 2>&1 || st=$?
assert_ok "the log is clean after the unmount" \
	sh -c "! grep -q 'metadata changes in a log' $PP_STATE/out"
st=0
xfs_repair -L "$SCRATCH_DEV" > "$PP_STATE/out" 2>&1 || st=$?
assert_eq "xfs_repair fixes the rest" "$st" 0
st=0
xfs_repair -n "$SCRATCH_DEV" > "$PP_STATE/out" 2>&1 || st=$?
[ "$st" = 0 ] || grep -v '^ *- \|^Phase' "$PP_STATE/out"
assert_eq "xfs_repair -n is then clean" "$st" 0
