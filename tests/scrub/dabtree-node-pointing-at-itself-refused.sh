# A file gets 400 user xattrs of 250 bytes on a filesystem of 1 KiB
# blocks, so its attr dabtree has three levels. xfs_db then points the
# first entry of node N, the root's first child, at N itself. A lookup
# that descends through that entry (xfs_da3_node_lookup_int) holds N on
# its path when it reads the entry's child. getfattr of user.NAME, the
# first attr of N's first leaf, is such a lookup. It must fail with
# EFSCORRUPTED within seconds. The descent checked the child only against
# the root, so outside any transaction it read N again and waited forever
# for the lock of its own buffer. xfs_scrub -n then reports the file, the
# filesystem does not shut down, and xfs_repair clears the damaged fork.
require_tool xfs_scrub xfs_db xfs_io xfs_repair getfattr setfattr
. /tests/lib/stress.sh
. /tests/lib/attrtree.sh
attr_tree_make
level=$(dbv 0 hdr.level)
assert_eq "the root of f's attr dabtree is at level 2" "$level" 2
[ "$level" = 2 ] || exit 1
n=$(dbv 0 "btree[0].before")
leaf=$(dbv "$n" "btree[0].before")
name=$(dbv "$leaf" "nvlist[0].name" | tr -d '"')
echo "the root's first child: node block $n; its first child: leaf block" \
	"$leaf, which starts with user.$name"
assert_eq "block $n is a node of level 1" "$(dbv "$n" hdr.level)" 1
assert_match "leaf $leaf starts with an attr of f" "$name" '^a[0-9]{5}$'
xfs_db -x -c "inode $ino" -c "ablock $n" -c "write btree[0].before $n" \
	"$SCRATCH_DEV" > /dev/null
assert_eq "node $n's first entry points at node $n" \
	"$(dbv "$n" 'btree[0].before')" "$n"

dmesg_allow_corruption_reports
scratch_mount
attr_run_bounded "getfattr -n user.$name" getfattr -n "user.$name" "$f"
assert_match "the lookup of user.$name fails with EFSCORRUPTED" \
	"$(cat "$PP_STATE/bounded.out")" "Structure needs cleaning"
assert_ok "the filesystem is not shut down" touch "$SCRATCH_MNT/alive"
assert_scrub_reports "a dabtree node that points at itself" \
	"$ino" "extended attributes"
scratch_unmount

attr_xfs_repair_fixes
