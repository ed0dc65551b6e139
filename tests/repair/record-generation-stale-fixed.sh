# A record whose parent generation is stale (as if the directory had
# been freed and its inode number reused) no longer names its entry: the
# directory repair gives the entry its right record, and the parent
# pointer repair drops the stale one.  The tree is unchanged.
require_parent_pointers
require_tool xfs_scrub xfs_db
ino=$(corrupt_setup)
gen=$(cat "$PP_STATE/dgen")
sf_pptr_patch "$ino" 11 $(( (gen + 1) & 255 ))	# last byte of p_gen
scratch_mount
dino=$(stat -c %i "$SCRATCH_MNT/d")
assert_scrub_reports "a stale generation" \
	"$ino" "parent pointer" "$dino" "directory entries"
scrub_repairs
assert_eq "the tree is unchanged" "$(tree_snapshot "$SCRATCH_MNT")" \
	"$(cat "$PP_STATE/before")"
assert_eq "one record" "$(records "$SCRATCH_MNT/d/file" | wc -l)" 1
