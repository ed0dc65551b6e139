# A shortform parent pointer whose name length is wrong (17 instead of
# 16), followed by another attribute: xfs_repair removes the bad entry,
# but must not leave the bytes of the next one behind as a garbage
# attribute that the kernel's attr fork verifier rejects, and must put
# the file's record back (or fail, not exit 0, if it cannot). Afterwards
# xfs_repair -n is clean, the kernel can read the file and its xattrs,
# and the records match the tree.
require_parent_pointers
require_tool xfs_db xfs_repair xfs_scrub setfattr getfattr
dmesg_allow_corruption_reports
ino=$(corrupt_setup)
scratch_corrupted_on_purpose
scratch_mount
setfattr -n trusted.t -v z "$SCRATCH_MNT/d/file"
scratch_unmount
xfs_db -x -c "inode $ino" -c "write -d a.sfattr.list[0].namelen 17" \
	"$SCRATCH_DEV" > /dev/null
xfs_db -r -c "inode $ino" -c "print a" "$SCRATCH_DEV"

st=0
xfs_repair "$SCRATCH_DEV" > "$PP_STATE/out" 2>&1 || st=$?
grep -v '^ *- \|^Phase' "$PP_STATE/out"
assert_eq "xfs_repair succeeds" "$st" 0
assert_ok "xfs_repair adds the record back" \
	sh -c "! grep -q \"couldn't add parent pointer\" $PP_STATE/out"
xfs_db -r -c "inode $ino" -c "print a" "$SCRATCH_DEV"
st=0
xfs_repair -n "$SCRATCH_DEV" > "$PP_STATE/out" 2>&1 || st=$?
[ "$st" = 0 ] || grep -v '^ *- \|^Phase' "$PP_STATE/out"
assert_eq "xfs_repair -n then finds nothing" "$st" 0
scratch_mount
assert_ok "the kernel reads the file's xattrs" \
	getfattr -d -m - "$SCRATCH_MNT/d/file"
st=0
xfs_scrub -n "$SCRATCH_MNT" > "$PP_STATE/out" 2>&1 || st=$?
[ "$st" = 0 ] || cat "$PP_STATE/out"
assert_eq "xfs_scrub -n is clean" "$st" 0
assert_ok "every record matches the tree" check_tree_records "$SCRATCH_MNT"
