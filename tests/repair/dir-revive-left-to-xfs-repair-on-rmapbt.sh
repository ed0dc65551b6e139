# On a filesystem with reverse mappings (-m rmapbt=1), a leaf directory
# loses its own inode core to random bytes. The reverse mappings still
# name the inode as the owner of its old blocks, which online repair
# cannot find without the destroyed fork: reviving it online would leave
# mappings that xfs_repair -n reports. So xfs_scrub does not revive it
# and asks for offline repair, and xfs_repair then brings it back, every
# name at its old readdir offset.
require_parent_pointers
require_tool xfs_scrub xfs_db xfs_repair
. /tests/lib/dirdamage.sh
. /tests/lib/dirinode.sh
scratch_mkfs_parent -m rmapbt=1 > /dev/null
scratch_mount
dirino_make leaf
dirino_destroy garbage
scratch_mount
dmesg_allow_corruption_reports
st=0
xfs_scrub "$SCRATCH_MNT" > "$PP_STATE/repair.out" 2>&1 || st=$?
grep -E "inode $dino .*inode record" "$PP_STATE/repair.out" | head -3
assert_ok "xfs_scrub says it is not repaired (exit $st)" test "$st" -ne 0
assert_eq "the kernel revived nothing" \
	"$(dmesg | grep -c "directory inode $dino revived" || true)" 0
scratch_unmount
dirino_repaired
