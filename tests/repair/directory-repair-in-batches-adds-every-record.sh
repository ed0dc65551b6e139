# Directory repair reads and fixes a directory's entries in batches of
# 1,024 (some 288 KiB, whatever the directory's size), each batch
# resuming at the entry where the last one stopped.  2,500 files are made
# in one directory with the error tag pptr_skip_add set, so that none has
# its record; one repair of the directory must give each file its record,
# exactly one, across the three batches, and the tree must not change.
require_parent_pointers
require_tool xfs_io pptr-tree
. /tests/lib/dirdamage.sh
scratch_mkfs_parent > /dev/null
scratch_mount
n=$(knob batch_dir_files 2500)
mkdir "$SCRATCH_MNT/d"
set_errortag pptr_skip_add 1
i=0
while [ $i -lt "$n" ]; do
	i=$((i + 1))
	: > "$SCRATCH_MNT/d/file$i"
done
set_errortag pptr_skip_add 0
assert_eq "the first file has no record" "$(records "$SCRATCH_MNT/d/file1")" ""
assert_eq "nor the last" "$(records "$SCRATCH_MNT/d/file$n")" ""
dir_snapshot "$SCRATCH_MNT" > "$PP_STATE/before"

out=$(xfs_io -x -c "repair directory" "$SCRATCH_MNT/d" 2>&1) ||
	fail "the repair of d failed: $out"
assert_ok "every file has exactly the record of its entry" \
	pptr-tree check "$SCRATCH_MNT"
dir_snapshot "$SCRATCH_MNT" > "$PP_STATE/after"
assert_ok "the tree is as before" diff "$PP_STATE/before" "$PP_STATE/after"
