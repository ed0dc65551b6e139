# On a filesystem with reverse mappings (-m rmapbt=1), a leaf directory
# with 48 extended attributes of its own (their attr blocks owned by it
# too) loses its inode core to random bytes. xfs_scrub revives it
# online, every name at its old readdir offset, and frees the blocks of
# the destroyed forks that the reverse mappings name: the free space
# comes back (at least half of the attr blocks: the directory's own
# blocks are rebuilt in as many), and xfs_scrub -n and xfs_repair -n find
# no mapping that still names the inode.
require_parent_pointers
require_tool xfs_scrub xfs_db xfs_repair setfattr
. /tests/lib/dirdamage.sh
. /tests/lib/dirinode.sh
scratch_mkfs_parent -m rmapbt=1 > /dev/null
scratch_mount
dirino_make leaf
scratch_mount
_free0=$(stat -f -c %f "$SCRATCH_MNT")
for _i in $(seq 1 48); do
	setfattr -n "user.big$_i" -v "$(printf "%02000d" "$_i")" "$ddir"
done
sync
_free1=$(stat -f -c %f "$SCRATCH_MNT")
_attrblocks=$((_free0 - _free1))
assert_ok "the attributes take blocks ($_attrblocks)" test "$_attrblocks" -ge 24
scratch_unmount
dirino_destroy garbage
scratch_mount
dmesg_allow_corruption_reports
assert_fails "the damaged directory cannot be listed" ls "$ddir"
scrub_repairs
assert_match "the kernel log says it was revived" \
	"$(dmesg | grep "directory inode $dino revived")" "revived with generation"
dirino_as_before
sync
_free2=$(stat -f -c %f "$SCRATCH_MNT")
assert_ok "the old blocks are free again ($_free1 free before the damage, $_free2 after)" \
	test $((_free2 - _free1)) -ge $((_attrblocks / 2))
scratch_unmount
_st=0
xfs_repair -n "$SCRATCH_DEV" > "$PP_STATE/n.out" 2>&1 || _st=$?
grep -iE "rmap|reverse" "$PP_STATE/n.out" | head -5
assert_eq "xfs_repair -n finds nothing, no mapping naming inode $dino" "$_st" 0
