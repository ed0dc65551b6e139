# A record whose offset is not that of its entry gets the entry's offset.
require_parent_pointers
require_tool xfs_scrub xfs_db
ino=$(corrupt_setup)
sf_pptr_patch "$ino" 15 0x0d	# offset 12 -> 13
scratch_mount
assert_ok "scrub finds it" sh -c "! xfs_scrub -n $SCRATCH_MNT > /dev/null 2>&1"
scrub_repairs
assert_eq "the tree is unchanged" "$(tree_snapshot "$SCRATCH_MNT")" \
	"$(cat "$PP_STATE/before")"
