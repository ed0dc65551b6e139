# A block directory and the file made right after it, its neighbour in
# the inode cluster, both lose their inodes to zeros. Online repair
# could revive the directory only by writing that cluster buffer, whose
# other bad inode would fail the buffer's write checks and shut the
# filesystem down: it refuses, the filesystem stays up, and xfs_scrub
# asks for offline repair. xfs_repair then revives the directory, and
# every name comes back but the destroyed file's.
require_parent_pointers
require_tool xfs_scrub xfs_db xfs_repair
. /tests/lib/dirdamage.sh
. /tests/lib/dirinode.sh
scratch_mkfs_parent > /dev/null
scratch_mount
dirino_make block
scratch_mount
fino=$(stat -c %i "$ddir/file0001")
scratch_unmount
assert_eq "file0001 is the next inode" "$fino" $((dino + 1))
dirino_destroy zeros
dino_saved=$dino
dino=$fino
dirino_destroy zeros
dino=$dino_saved
scratch_mount
dirino_online_refused "inode $dino .*(inode record|offline)"
assert_eq "and did not shut down" "$(dmesg | grep -c 'Shutting down' || true)" 0
assert_ok "the filesystem still works" touch "$SCRATCH_MNT/top/new"
rm "$SCRATCH_MNT/top/new"
scratch_unmount
st=0
xfs_repair "$SCRATCH_DEV" > "$PP_STATE/out" 2>&1 || st=$?
assert_eq "xfs_repair exits 0" "$st" 0
assert_match "and revives the directory" "$(cat "$PP_STATE/out")" \
	"reviving directory inode $dino "
scratch_mount
dir_snapshot "$SCRATCH_MNT" > "$PP_STATE/after"
assert_eq "every name but file0001's (again and top/link) is as before" \
	"$(cat "$PP_STATE/after")" \
	"$(awk -v f="$fino" '$2 != f' "$PP_STATE/before")"
