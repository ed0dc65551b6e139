# A record whose offset is not that of its entry gets the entry's offset.
require_parent_pointers
require_tool xfs_scrub xfs_db
ino=$(corrupt_setup)
sf_pptr_patch "$ino" 15 0x0d	# offset 12 -> 13
scratch_mount
dino=$(stat -c %i "$SCRATCH_MNT/d")
assert_scrub_reports "offset 13 for 12" \
	"$ino" "parent pointer" "$dino" "directory entries"
scrub_repairs
assert_eq "the tree is unchanged" "$(tree_snapshot "$SCRATCH_MNT")" \
	"$(cat "$PP_STATE/before")"
