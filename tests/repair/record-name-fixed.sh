# A record whose name differs from the entry at its offset gets the
# entry's name.
require_parent_pointers
require_tool xfs_scrub xfs_db
ino=$(corrupt_setup)
sf_pptr_patch "$ino" 16 0x7a	# "file" -> "zile"
scratch_mount
assert_ok "scrub finds it" sh -c "! xfs_scrub -n $SCRATCH_MNT > /dev/null 2>&1"
scrub_repairs
assert_eq "the tree is unchanged" "$(tree_snapshot "$SCRATCH_MNT")" \
	"$(cat "$PP_STATE/before")"
