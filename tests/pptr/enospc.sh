# On a full filesystem, every namespace operation either completes with
# exact records or fails with ENOSPC and changes nothing (the entries and
# every record, from pptr-tree snapshot, as they were before it); the
# filesystem never shuts down. The free space grows by 4 blocks after
# each round of operations, from none to more than they need, so that
# some fail and some succeed, and some run where their reservation just
# fits.
require_parent_pointers
require_tool pptr-tree
scratch_mkfs_parent -d size=320m
scratch_mount
populate_tree "$SCRATCH_MNT"
dd if=/dev/zero of="$SCRATCH_MNT/fill" bs=1M 2> /dev/null || true
xfs_io -f -c "pwrite -q 0 1g" "$SCRATCH_MNT/fill2" 2> /dev/null || true
df "$SCRATCH_MNT"

# try CMD [ARGS...]: run one namespace operation and print "ok" or
# "ENOSPC". If it fails, its error must be ENOSPC and the tree and records
# must be as they were; what is wrong goes to $PP_STATE/wrong-error and
# $PP_STATE/changed (it runs in $(...): only files keep what it finds).
# $PP_STATE/snap is the snapshot of the tree as the last operation left
# it, taken once per operation: nothing between two operations changes
# an entry or a record (the fill file's size is not in a snapshot).
: > "$PP_STATE/wrong-error"
: > "$PP_STATE/changed"
pptr-tree snapshot "$SCRATCH_MNT" > "$PP_STATE/snap"
oks=0
fails=0
try() {
	if "$@" 2> "$PP_STATE/err"; then
		echo ok
		pptr-tree snapshot "$SCRATCH_MNT" > "$PP_STATE/snap"
		return 0
	fi
	echo ENOSPC
	grep -q "No space left on device" "$PP_STATE/err" ||
		echo "$*: $(cat "$PP_STATE/err")" >> "$PP_STATE/wrong-error"
	pptr-tree snapshot "$SCRATCH_MNT" > "$PP_STATE/snap.after"
	if ! cmp -s "$PP_STATE/snap" "$PP_STATE/snap.after"; then
		echo "$*:" >> "$PP_STATE/changed"
		diff "$PP_STATE/snap" "$PP_STATE/snap.after" |
			grep '^[-+][ER] ' >> "$PP_STATE/changed" || true
	fi
	mv "$PP_STATE/snap.after" "$PP_STATE/snap"
}

# f4 goes from a/ to c/ and back, from wherever it is.
f4=a/f4
i=0
while [ $i -lt 60 ]; do
	free=$(df -k "$SCRATCH_MNT" | awk 'NR == 2 { print $4 }')
	r1=$(try mkdir "$SCRATCH_MNT/a/d$i")
	r2=$(try sh -c ': > "$1"' sh "$SCRATCH_MNT/c/n$i")
	r3=$(try ln "$SCRATCH_MNT/a/f1" "$SCRATCH_MNT/a/b/ln$i")
	to=c/f4.$i
	[ "$f4" = a/f4 ] || to=a/f4
	r4=$(try mv "$SCRATCH_MNT/$f4" "$SCRATCH_MNT/$to")
	[ "$r4" = ok ] && f4=$to
	echo "$free KiB free: mkdir $r1, create $r2, link $r3, rename $r4"
	for r in $r1 $r2 $r3 $r4; do
		case $r in
		ok) oks=$((oks + 1)) ;;
		*) fails=$((fails + 1)) ;;
		esac
	done
	# 4 more blocks free for the next round
	sz=$(stat -c %s "$SCRATCH_MNT/fill2")
	[ "$sz" -gt 16384 ] && sz=$((sz - 16384)) || sz=0
	xfs_io -c "truncate $sz" "$SCRATCH_MNT/fill2"
	i=$((i + 1))
done
echo "$oks operations succeeded, $fails failed"
assert_ok "some operations ran out of space" test "$fails" -gt 0
assert_ok "some operations succeeded" test "$oks" -gt 0
cat "$PP_STATE/wrong-error"
assert_eq "every failed operation failed with ENOSPC" \
	"$(wc -l < "$PP_STATE/wrong-error")" 0
cat "$PP_STATE/changed"
assert_eq "no failed operation changed the tree or a record" \
	"$(grep -c -v '^[-+]' "$PP_STATE/changed")" 0
assert_ok "records match the directories" check_tree_records "$SCRATCH_MNT"
rm -f "$SCRATCH_MNT/fill" "$SCRATCH_MNT/fill2"
assert_ok "the filesystem is still live" touch "$SCRATCH_MNT/after"
