# The record that link() adds goes into the file's attr fork, whose
# blocks are charged to the file's owner, not to the directory's.  With
# user quota enforced, a file of uid 1000 whose owner is at the hard
# block limit is linked again and again by root into a directory of
# root's (root's quota is not enforced): the links whose records still
# fit in the inode take no block and succeed; the first one that needs
# an attr block fails with EDQUOT and changes nothing, and the owner's
# usage never passes the limit.  Once the limit is lifted, the same link
# works and is charged to the owner.
require_parent_pointers
require_tool xfs_quota pptr-tree
quota_file_setup
f=$SCRATCH_MNT/d/f
used=$(quota_user_kib 1000)
assert_ok "uid 1000 is charged for its file ($used KiB)" test "${used:-0}" -gt 0
assert_ok "limit uid 1000 to what it uses" xfs_quota -x \
	-c "limit -u bhard=${used}k 1000" "$SCRATCH_MNT"

i=0
err=
while [ $i -lt 200 ]; do
	i=$((i + 1))
	pptr-tree snapshot "$SCRATCH_MNT" > "$PP_STATE/snap.before"
	if ! err=$(ln "$f" "$SCRATCH_MNT/d/link-with-a-longer-name-$i" 2>&1); then
		break
	fi
	err=
done
echo "link $i: ${err:-all succeeded}"
assert_match "a link that needs an attr block fails with EDQUOT" "$err" \
	"Disk quota exceeded"
assert_ok "the links before it, whose records fit in the inode, worked ($((i - 1)))" \
	test "$i" -gt 2
assert_eq "the failed link changed no entry and no record" \
	"$(pptr-tree snapshot "$SCRATCH_MNT")" "$(cat "$PP_STATE/snap.before")"
assert_eq "the file has its $i names" "$(stat -c %h "$f")" "$i"
assert_eq "uid 1000 is still charged $used KiB" "$(quota_user_kib 1000)" "$used"
assert_ok "every record matches its entry" check_tree_records "$SCRATCH_MNT"

assert_ok "lift the limit" xfs_quota -x -c "limit -u bhard=0 1000" \
	"$SCRATCH_MNT"
assert_ok "the same link works now" \
	ln "$f" "$SCRATCH_MNT/d/link-with-a-longer-name-$i"
assert_ok "and its attr block is charged to uid 1000" \
	test "$(quota_user_kib 1000)" -gt "$used"
assert_ok "every record matches its entry" check_tree_records "$SCRATCH_MNT"
