# An orphan from the middle of a small (shortform) directory is put back
# at the offset its record names, not appended at the end, so readdir
# cookies that NFS clients and readers hold stay valid.
require_parent_pointers
require_tool xfs_scrub
scratch_mkfs_parent
scratch_mount
mkdir "$SCRATCH_MNT/d"
for n in a b c d e; do echo "$n" > "$SCRATCH_MNT/d/$n"; done
before=$(tree_snapshot "$SCRATCH_MNT")
was=$(dirent_record "$SCRATCH_MNT/d" b)
set_errortag pptr_orphan 1
rm "$SCRATCH_MNT/d/b"
set_errortag pptr_orphan 0
scrub_repairs
assert_eq "b is back at its recorded offset" \
	"$(dirent_record "$SCRATCH_MNT/d" b)" "$was"
assert_eq "the tree, offsets included, is as before" \
	"$(tree_snapshot "$SCRATCH_MNT")" "$before"
