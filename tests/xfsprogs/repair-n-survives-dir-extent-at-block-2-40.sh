# Known bug, found while writing the test of a directory extent past the
# 32-bit directory block numbers: with a leaf directory's hash block
# extent moved to file block 2^40 (a valid file offset, far past what a
# directory can use), xfs_repair -n grows until the guest's OOM killer
# ends it (about two minutes, 1 GiB), instead of reporting the
# directory. The random offset of the field fuzzing (649405748722985)
# takes another path and is repaired
# (xfsprogs/repair-rebuilds-dir-whose-extent-is-past-32-bit-block).
known_bug "repair-grows-on-far-dir-extent: xfs_repair -n runs out of memory on a directory extent at file block 2^40"
require_parent_pointers
require_tool xfs_db xfs_repair
. /tests/lib/dirdamage.sh
scratch_mkfs_parent > /dev/null
scratch_mount
l=$SCRATCH_MNT/leaf
dir_populate "$l" 400 3
assert_eq "leaf is a leaf directory" "$(dir_form "$l")" leaf
lino=$(stat -c %i "$l")
scratch_unmount
dir_hash_extent_at "$lino" 1099511627776
st=0
timeout 300 xfs_repair -n "$SCRATCH_DEV" > "$PP_STATE/repair-n.out" 2>&1 || st=$?
grep -v '^ *- \|^Phase' "$PP_STATE/repair-n.out" | head -10
assert_eq "xfs_repair -n reports the damage (exit 1)" "$st" 1
assert_ok "xfs_repair -n names the directory" \
	grep -qw "$lino" "$PP_STATE/repair-n.out"
scratch_corrupted_on_purpose
