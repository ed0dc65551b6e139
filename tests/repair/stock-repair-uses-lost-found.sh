# For comparison: the same orphans, with the feature bit cleared so that
# stock xfs_repair 6.1 accepts the filesystem, end up in lost+found under
# their inode numbers, their names lost.  Online repair puts them back
# (repair/mass-orphans-reattached).
require_parent_pointers
require_tool "$STOCK/xfs_repair" xfs_db
scratch_mkfs_parent
scratch_mount
require_errtag pptr_orphan
mkdir "$SCRATCH_MNT/d"
for i in $(seq 1 100); do echo "$i" > "$SCRATCH_MNT/d/name$i"; done
set_errortag pptr_orphan 1
find "$SCRATCH_MNT/d" -type f -exec rm {} +
set_errortag pptr_orphan 0
scratch_unmount
scratch_corrupted_on_purpose

incompat=$(xfs_db -c "sb 0" -c "print features_incompat" "$SCRATCH_DEV" |
	sed -n 's/^features_incompat = //p')
assert_ok "clear the parent pointer bit" xfs_db -x -c "sb 0" \
	-c "write features_incompat $((incompat & ~0x40000000))" "$SCRATCH_DEV"
st=0
"$STOCK/xfs_repair" "$SCRATCH_DEV" > "$PP_STATE/repair.out" 2>&1 || st=$?
tail -5 "$PP_STATE/repair.out"
assert_eq "stock xfs_repair exits 0" "$st" 0
scratch_mount
assert_eq "100 files in lost+found" "$(ls "$SCRATCH_MNT/lost+found" | wc -l)" 100
assert_eq "named by inode number, not by name" \
	"$(ls "$SCRATCH_MNT/lost+found" | grep -c -v '^[0-9][0-9]*$')" 0
assert_eq "the directory stays empty" "$(ls "$SCRATCH_MNT/d" | wc -l)" 0
