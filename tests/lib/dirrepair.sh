# shellcheck shell=sh
# The offline half of the directory rebuild tests
# (tests/xfsprogs/repair-rebuilds-*): after dirdamage.sh's helpers have
# remembered a tree and destroyed directory blocks on the unmounted
# scratch device, the patched xfs_repair must report the damage, then
# bring back every name, inode, readdir cookie and content, with nothing
# in lost+found. Sourced by the tests after common.sh and dirdamage.sh.

# dir_xfs_repair_restores INO...: the directories INO... are damaged on
# the unmounted scratch device. xfs_repair -n reports each of them (it
# names its inode number) and exits 1 without moving anything to
# lost+found; xfs_repair then exits 0 and moves nothing to lost+found;
# xfs_repair -n is then clean. Mount the scratch filesystem and check
# that the tree is exactly as dir_remember kept it (dir_rebuilt_as_before),
# that lost+found is absent or empty and that every record matches
# readdir.
dir_xfs_repair_restores() {
	_st=0
	xfs_repair -n "$SCRATCH_DEV" > "$PP_STATE/repair-n.out" 2>&1 || _st=$?
	grep -v '^ *- \|^Phase\|^would reconnect' "$PP_STATE/repair-n.out" |
		head -20
	assert_eq "xfs_repair -n reports damage (exit 1)" "$_st" 1
	for _ino in "$@"; do
		assert_ok "xfs_repair -n names directory $_ino" \
			grep -qw "$_ino" "$PP_STATE/repair-n.out"
	done
	assert_eq "xfs_repair -n would move nothing to lost+found" \
		"$(grep -c 'would move to' "$PP_STATE/repair-n.out" || true)" 0

	_st=0
	xfs_repair "$SCRATCH_DEV" > "$PP_STATE/repair.out" 2>&1 || _st=$?
	grep -E "corrupt|junk|clear|rebuild|moving to|^moving|nlinks|offsets" \
		"$PP_STATE/repair.out" | head -20 || true
	assert_eq "xfs_repair exits 0" "$_st" 0
	assert_eq "xfs_repair moved nothing to lost+found" \
		"$(grep -cE 'moving to lost\+found|^moving directory' "$PP_STATE/repair.out" || true)" 0

	_st=0
	xfs_repair -n "$SCRATCH_DEV" > "$PP_STATE/repair-n2.out" 2>&1 || _st=$?
	[ "$_st" = 0 ] ||
		grep -v '^ *- \|^Phase' "$PP_STATE/repair-n2.out" | head -20
	assert_eq "xfs_repair -n is then clean" "$_st" 0

	scratch_mount
	dir_rebuilt_as_before
	assert_eq "lost+found is absent or empty" \
		"$(ls -A "$SCRATCH_MNT/lost+found" 2> /dev/null | wc -l)" 0
	assert_ok "every record matches readdir" check_tree_records "$SCRATCH_MNT"
}
