# A file gets 400 user xattrs of 250 bytes on a filesystem of 1 KiB
# blocks, so its attr dabtree has three levels. xfs_db then points the
# root's second entry at leaf L: the last leaf under the root's first
# child. A lookup that must move on from L to the next leaf
# (xfs_da3_path_shift) still holds L at the bottom of its path when it
# climbs to the root and reads that entry's child. getfattr of
# trusted.NAME is such a lookup: user.NAME is L's last attr, with the
# same hash but another namespace. It must fail with EFSCORRUPTED within
# seconds. Patch 0029's check that a child is not already on the path
# compared only the levels down to the one being read, not the deeper
# ones that the path still holds. So the lookup, outside any
# transaction, read L again and waited forever for the lock of its own
# buffer. xfs_scrub -n then reports the file, the repair of its xattrs
# ends, the filesystem does not shut down, and xfs_repair clears the
# damaged fork.
require_tool xfs_scrub xfs_db xfs_io xfs_repair getfattr setfattr
. /tests/lib/stress.sh
. /tests/lib/attrtree.sh
attr_tree_make
level=$(dbv 0 hdr.level)
count=$(dbv 0 hdr.count)
assert_eq "the root of f's attr dabtree is at level 2" "$level" 2
assert_ok "the root has two children or more" test "${count:-0}" -ge 2
[ "$level" = 2 ] && [ "${count:-0}" -ge 2 ] || exit 1
n1=$(dbv 0 "btree[0].before")
c1=$(dbv "$n1" hdr.count)
l=$(dbv "$n1" "btree[$((c1 - 1))].before")
k=$(dbv "$l" hdr.count)
name=$(dbv "$l" "nvlist[$((k - 1))].name" | tr -d '"')
echo "root: $count children; the first, block $n1, has $c1; its last," \
	"leaf block $l, ends with user.$name"
assert_match "leaf $l ends with an attr of f" "$name" '^a[0-9]{5}$'
assert_eq "the root's first hash is that of user.$name" \
	"$(dbv 0 'btree[0].hashval')" "$(dbv "$l" "entries[$((k - 1))].hashval")"
xfs_db -x -c "inode $ino" -c "ablock 0" -c "write btree[1].before $l" \
	"$SCRATCH_DEV" > /dev/null
assert_eq "the root's second entry points at leaf $l" \
	"$(dbv 0 'btree[1].before')" "$l"

dmesg_allow_corruption_reports
scratch_mount
attr_run_bounded "getfattr -n trusted.$name" getfattr -n "trusted.$name" "$f"
assert_match "the lookup of trusted.$name fails with EFSCORRUPTED" \
	"$(cat "$PP_STATE/bounded.out")" "Structure needs cleaning"
assert_eq "user.$name, found in leaf $l, still reads" \
	"$(getfattr --absolute-names --only-values -n "user.$name" "$f" 2>&1)" "$v"
assert_ok "the filesystem is not shut down" touch "$SCRATCH_MNT/alive"
assert_scrub_reports "a dabtree child that the path holds" \
	"$ino" "extended attributes"

# The attr fork's structure is left to offline repair: the repair ends,
# and does not say it fixed anything.
attr_run_bounded "the repair of f's xattrs" \
	xfs_io -x -c "repair xattr $ino $gen" "$SCRATCH_MNT"
assert_match "the repair of f's xattrs leaves them to xfs_repair" \
	"$(cat "$PP_STATE/bounded.out")" \
	"Operation not supported|Structure needs cleaning|Corruption remains"
assert_ok "the filesystem is still not shut down" touch "$SCRATCH_MNT/alive2"
scratch_unmount

attr_xfs_repair_fixes
