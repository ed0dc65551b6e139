# Orphans from a block directory (one directory block, its hash index at
# the tail) are put back at the offsets their records name, which are
# free, and not at the start of the block's largest free space, so the
# readdir cookies that NFS clients and readers hold stay valid.  The
# first entry, one from the middle and the last one are orphaned.
require_parent_pointers
require_tool xfs_scrub
scratch_mkfs_parent
scratch_mount
require_errtag pptr_orphan
d=$SCRATCH_MNT/d
mkdir "$d"
for i in $(seq -w 1 60); do echo "$i" > "$d/file$i"; done
assert_eq "d is a block directory" "$(dir_form "$d")" block
before=$(tree_snapshot "$SCRATCH_MNT")
gone="file01 file30 file60"
for n in $gone; do dirent_record "$d" "$n"; done > "$PP_STATE/was"

set_errortag pptr_orphan 1
for n in $gone; do rm "$d/$n"; done
set_errortag pptr_orphan 0
assert_eq "three entries are gone" "$(ls "$d" | wc -l)" 57
assert_eq "d is still a block directory" "$(dir_form "$d")" block

scrub_repairs
for n in $gone; do
	assert_eq "$n is back at its recorded offset" \
		"$(dirent_record "$d" "$n")" "$(grep ":$n\$" "$PP_STATE/was")"
done
assert_eq "the tree, offsets included, is as before" \
	"$(tree_snapshot "$SCRATCH_MNT")" "$before"
