# An unprivileged owner of a file whose attr fork is close to its extent
# limit (fragmented remote user xattrs) must not be able to shut the
# filesystem down with link(), rename(), an exchange (RENAME_EXCHANGE,
# whose first change is the directory entry, not the record) or unlink():
# the parent pointer
# update cannot fit, so the call fails with EFBIG before anything
# changes, and the filesystem stays up with its tree and records as they
# were.  The limit is lowered to 10 extents per fork by the error tag
# reduce_max_iextents (XFS's own, for this limit); the fork gets more
# than 4 extents by interleaving remote xattr values with file data.
require_parent_pointers
require_tool setfattr su pptr-tree renameat2
scratch_mkfs_parent
scratch_mount
require_errtag reduce_max_iextents
mkdir "$SCRATCH_MNT/d" "$SCRATCH_MNT/e"
f=$SCRATCH_MNT/d/f
echo data > "$f"
: > "$SCRATCH_MNT/d/victim"
: > "$SCRATCH_MNT/e/other"
big=$(head -c 3000 /dev/zero | tr '\0' v)
i=1
while [ "$i" -le 8 ]; do
	setfattr -n "user.big$i" -v "$big$i" "$f"
	# A block of data between two values keeps them apart: a file of the
	# same directory, whose blocks go to the same AG as f's.
	xfs_io -f -c "pwrite -q 0 4096" -c fsync "$SCRATCH_MNT/d/spacer$i"
	i=$((i + 1))
done
chown nobody "$f" "$SCRATCH_MNT/d" "$SCRATCH_MNT/e" "$SCRATCH_MNT/e/other"
nex=$(xfs_io -c "bmap -a" "$f" | grep -c ': \[[0-9]' || true)
echo "attr fork extents: $nex"
assert_ok "the attr fork has more than 4 extents" test "$nex" -gt 4
tree_before=$(pptr-tree snapshot "$SCRATCH_MNT")
set_errortag reduce_max_iextents 1
for op in link rename exchange unlink; do
	case $op in
	link) cmd="ln $f $SCRATCH_MNT/e/link" ;;
	rename) cmd="mv $f $SCRATCH_MNT/e/moved" ;;
	exchange) cmd="renameat2 -x $f $SCRATCH_MNT/e/other" ;;
	unlink) cmd="rm $f" ;;
	esac
	out=$(su -s /bin/sh nobody -c "$cmd" 2>&1 || true)
	echo "$op: $out"
	assert_match "$op fails with EFBIG" "$out" "File too large"
	assert_ok "$op: the filesystem is still up" touch "$SCRATCH_MNT/alive.$op"
	rm -f "$SCRATCH_MNT/alive.$op" || true
done
set_errortag reduce_max_iextents 0
assert_eq "the tree and its records are as they were" \
	"$(pptr-tree snapshot "$SCRATCH_MNT")" "$tree_before"
