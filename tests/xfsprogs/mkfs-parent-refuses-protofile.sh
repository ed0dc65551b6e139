# A prototype file would populate the filesystem without parent pointers:
# mkfs.xfs -n parent=1 -p refuses it with a clear message.
require_parent_pointers
scratch_unmount_if_mounted
printf '%s\n' /dev/null '0 0' 'd--755 0 0' 'passwd ---644 0 0 /etc/passwd' '$' > /tmp/proto
st=0
out=$(mkfs.xfs -f -n parent=1 -p /tmp/proto "$SCRATCH_DEV" 2>&1) || st=$?
echo "$out"
assert_ok "mkfs.xfs fails" test "$st" -ne 0
assert_match "and says why" "$out" "prototype file.*cannot be used with parent pointers"
st=0
mkfs.xfs -f -q -p /tmp/proto "$SCRATCH_DEV" || st=$?
assert_eq "the same prototype works without parent pointers" "$st" 0
