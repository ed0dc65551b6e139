# A rename replaces the file's record in its own attr fork, charged to
# the file's owner.  With user quota enforced, a file of uid 1000 whose
# owner is at the hard block limit, with records that fill most of its
# inode, is renamed: a short new name, whose record still fits, works; a
# 200-byte one, whose record needs an attr block, fails with EDQUOT and
# changes nothing; once the limit is lifted it works, charged to the
# owner.  The records match the entries throughout.
require_parent_pointers
require_tool xfs_quota pptr-tree
quota_file_setup
f=$SCRATCH_MNT/d/f
for i in 1 2 3 4 5 6; do
	ln "$f" "$SCRATCH_MNT/d/link$i"
done
used=$(quota_user_kib 1000)
assert_ok "limit uid 1000 to what it uses ($used KiB)" xfs_quota -x \
	-c "limit -u bhard=${used}k 1000" "$SCRATCH_MNT"

assert_ok "a rename to a short name works" mv "$f" "$SCRATCH_MNT/d/g"
long=$(printf 'n%.0s' $(seq 200))
pptr-tree snapshot "$SCRATCH_MNT" > "$PP_STATE/snap.before"
err=$(mv "$SCRATCH_MNT/d/g" "$SCRATCH_MNT/d/$long" 2>&1) && err=
assert_match "a rename whose record needs an attr block fails with EDQUOT" \
	"$err" "Disk quota exceeded"
assert_eq "it changed no entry and no record" \
	"$(pptr-tree snapshot "$SCRATCH_MNT")" "$(cat "$PP_STATE/snap.before")"
assert_eq "uid 1000 is still charged $used KiB" "$(quota_user_kib 1000)" "$used"

assert_ok "lift the limit" xfs_quota -x -c "limit -u bhard=0 1000" \
	"$SCRATCH_MNT"
assert_ok "the same rename works now" \
	mv "$SCRATCH_MNT/d/g" "$SCRATCH_MNT/d/$long"
assert_ok "and its attr block is charged to uid 1000" \
	test "$(quota_user_kib 1000)" -gt "$used"
assert_ok "every record matches its entry" check_tree_records "$SCRATCH_MNT"
