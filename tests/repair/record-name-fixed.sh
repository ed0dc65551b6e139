# A record whose name differs from the entry at its offset gets the
# entry's name.
require_parent_pointers
require_tool xfs_scrub xfs_db
ino=$(corrupt_setup)
sf_pptr_patch "$ino" 16 0x7a	# "file" -> "zile"
scratch_mount
dino=$(stat -c %i "$SCRATCH_MNT/d")
assert_scrub_reports "a record named zile" \
	"$ino" "parent pointer" "$dino" "directory entries"
scrub_repairs
assert_eq "the tree is unchanged" "$(tree_snapshot "$SCRATCH_MNT")" \
	"$(cat "$PP_STATE/before")"
