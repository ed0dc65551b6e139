# xfs_io parent rejects bad input with a message and a failing exit
# status: a buffer smaller than a record, a bad or stale inode number or
# generation, and a filesystem without parent pointers.
require_parent_pointers
scratch_mkfs_parent
scratch_mount
echo data > "$SCRATCH_MNT/f"
ino=$(stat -c %i "$SCRATCH_MNT/f")
gen=$(inode_gen "$SCRATCH_MNT/f")
for cmd in "parent -b 100" "parent -p -s" "parent 0 0" "parent x 1" \
	"parent $ino" "parent $ino $((gen + 1))" "parent 999999999 1"; do
	st=0
	out=$(xfs_io -r -c "$cmd" "$SCRATCH_MNT" 2>&1) || st=$?
	echo "$cmd: $out"
	assert_ok "'$cmd' fails" test "$st" -ne 0
	assert_ok "'$cmd' prints no record" sh -c "! echo \"\$1\" | grep -q '^p_ino'" - "$out"
done
assert_match "a stale generation is ESTALE" \
	"$(xfs_io -r -c "parent $ino $((gen + 1))" "$SCRATCH_MNT" 2>&1)" "Stale"
scratch_mkfs > /dev/null
scratch_mount
echo data > "$SCRATCH_MNT/f"
st=0
out=$(xfs_io -r -c "parent -s" "$SCRATCH_MNT/f" 2>&1) || st=$?
echo "$out"
assert_ok "no parent pointers: fails" test "$st" -ne 0
assert_match "and says it is not supported" "$out" "not supported"
