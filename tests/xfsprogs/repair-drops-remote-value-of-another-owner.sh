# A remote attr value block whose header names another owner: the kernel
# refuses the value (EFSCORRUPTED) as it reads it, so xfs_repair must not
# pass it. File r has user.big, a 6000-byte value in two remote blocks,
# and three names; the first remote block's hdr.owner is set to another
# inode with xfs_db (the CRC resealed). Stock xfs_repair found nothing
# and the value stayed unreadable. xfs_repair must report the block and
# treat the value as bad, as it does a value whose block fails its
# verifier: it clears r's attr fork (its user xattrs go; a documented
# loss) and writes r's parent pointers again from the directories. r's
# names, contents and records are kept, and xfs_scrub -n and xfs_repair
# -n are clean.
require_parent_pointers
require_tool xfs_repair xfs_db xfs_scrub getfattr setfattr
scratch_mkfs_parent > /dev/null
scratch_mount
r=$SCRATCH_MNT/r
mkdir "$SCRATCH_MNT/d"
echo "r contents" > "$r"
ln "$r" "$SCRATCH_MNT/d/r2"
ln "$r" "$SCRATCH_MNT/d/r3"
setfattr -n user.small -v kept "$r"
setfattr -n user.big -v "$(head -c 6000 /dev/zero | tr '\0' b)" "$r"
ino=$(stat -c %i "$r")
scratch_unmount
field() {
	xfs_db -r -c "inode $ino" -c "ablock 1" -c "print $1" "$SCRATCH_DEV" |
		sed -n 's/^[^=]* = //p'
}
assert_eq "r's attr block 1 is a remote value block of r" "$(field hdr.owner)" "$ino"
xfs_db -x -c "inode $ino" -c "ablock 1" -c "write -d hdr.owner $((ino + 1))" \
	"$SCRATCH_DEV" > /dev/null
assert_eq "its header now names inode $((ino + 1))" "$(field hdr.owner)" \
	$((ino + 1))
st=0
xfs_repair "$SCRATCH_DEV" > "$PP_STATE/xfs_repair.out" 2>&1 || st=$?
grep -v '^ *- \|^Phase' "$PP_STATE/xfs_repair.out" | head -20
assert_eq "xfs_repair exits 0" "$st" 0
assert_ok "xfs_repair reports the remote block" grep -q \
	"remote block 0 of an attribute of inode $ino says owner $((ino + 1))" \
	"$PP_STATE/xfs_repair.out"
st=0
xfs_repair -n "$SCRATCH_DEV" > "$PP_STATE/xfs_repair-n.out" 2>&1 || st=$?
assert_eq "xfs_repair -n is clean after xfs_repair" "$st" 0
scratch_mount
assert_fails "user.big is gone" getfattr -n user.big "$r"
assert_eq "r has its three names" "$(stat -c %h "$SCRATCH_MNT/d/r3")" 3
assert_eq "r's contents are kept" "$(cat "$SCRATCH_MNT/d/r2")" "r contents"
st=0
xfs_scrub -n "$SCRATCH_MNT" > "$PP_STATE/scrub.out" 2>&1 || st=$?
grep -v "Optimization is possible" "$PP_STATE/scrub.out" || true
assert_eq "xfs_scrub -n is clean after xfs_repair" "$st" 0
assert_ok "every record matches the tree" check_tree_records "$SCRATCH_MNT"
