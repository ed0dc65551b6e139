# On a full filesystem, every namespace operation either completes with
# exact records or fails with ENOSPC and changes nothing; the filesystem
# never shuts down.
# pp-cost: 2
require_parent_pointers
scratch_mkfs_parent -d size=320m
scratch_mount
populate_tree "$SCRATCH_MNT"
dd if=/dev/zero of="$SCRATCH_MNT/fill" bs=1M 2> /dev/null || true
xfs_io -c "pwrite -q 0 1g" "$SCRATCH_MNT/fill2" 2> /dev/null || true

fails=0
i=0
while [ $i -lt 60 ]; do
	mkdir "$SCRATCH_MNT/a/d$i" 2> /dev/null || fails=$((fails + 1))
	: > "$SCRATCH_MNT/c/n$i" 2> /dev/null || fails=$((fails + 1))
	ln "$SCRATCH_MNT/a/f1" "$SCRATCH_MNT/a/b/l$i" 2> /dev/null || fails=$((fails + 1))
	mv "$SCRATCH_MNT/a/f4" "$SCRATCH_MNT/c/f4.$i" 2> /dev/null &&
		mv "$SCRATCH_MNT/c/f4.$i" "$SCRATCH_MNT/a/f4" 2> /dev/null
	i=$((i + 1))
done
echo "$fails operations failed"
assert_ok "some operations ran out of space" test "$fails" -gt 0
assert_ok "records match the directories" check_tree_records "$SCRATCH_MNT"
rm -f "$SCRATCH_MNT/fill" "$SCRATCH_MNT/fill2"
assert_ok "the filesystem is still live" touch "$SCRATCH_MNT/after"
