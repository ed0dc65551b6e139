# xfs_repair -n checks every parent pointer against the directories and
# finds nothing wrong on a clean tree: shortform, block and node
# directories, 200 hard links, renames, a fifo and a symlink.
require_parent_pointers
scratch_mkfs_parent
scratch_mount
populate_tree "$SCRATCH_MNT"
mkdir "$SCRATCH_MNT/many"
for i in $(seq 1 600); do : > "$SCRATCH_MNT/many/file-with-a-longer-name-$i"; done
for i in $(seq 1 199); do ln "$SCRATCH_MNT/a/f4" "$SCRATCH_MNT/many/link-$i"; done
mv "$SCRATCH_MNT/many/file-with-a-longer-name-7" "$SCRATCH_MNT/c/moved"
links=$(find "$SCRATCH_MNT" -mindepth 1 -type d | wc -l)
links=$((links + $(find "$SCRATCH_MNT" ! -type d | wc -l)))
scratch_unmount
st=0
xfs_repair -n "$SCRATCH_DEV" > "$PP_STATE/out" 2>&1 || st=$?
cat "$PP_STATE/out"
assert_eq "xfs_repair -n exits 0" "$st" 0
assert_match "it checked every link" "$(cat "$PP_STATE/out")" \
	"checking $links parent pointers against $links directory entries"
assert_ok "and reports no parent pointer problem" \
	sh -c "! grep -q -i 'parent pointer.*\(but\|no such\|differ\)' '$PP_STATE/out'"
