# A record that names a directory that is gone must not count toward a
# file's links when the rebuild judges a name without a record (rule 4),
# or it takes the place of a real link and the name is dropped. file0001
# of a leaf directory also has the links hl-b (with its record) and hl-a
# (without: error tag pptr_skip_add), and a stale record of a link hl-z
# in a directory z that was removed since (pptr_skip_remove on the
# unlink, then rmdir z): three links, three records, one of them naming
# no live directory. The first data block is lost to garbage. The
# rebuild must keep hl-a: the tree is as before, and file0001 keeps its
# three links.
require_parent_pointers
require_tool xfs_scrub xfs_db
. /tests/lib/dirdamage.sh
scratch_mkfs_parent > /dev/null
scratch_mount
require_errtag pptr_skip_add
require_errtag pptr_skip_remove
d=$SCRATCH_MNT/d
dir_populate "$d" 400 3
mkdir "$SCRATCH_MNT/z"
ln "$d/file0001" "$SCRATCH_MNT/z/hl-z"
set_errortag pptr_skip_remove 1
rm "$SCRATCH_MNT/z/hl-z"
set_errortag pptr_skip_remove 0
rmdir "$SCRATCH_MNT/z"
ln "$d/file0001" "$d/hl-b"
set_errortag pptr_skip_add 1
ln "$d/file0001" "$d/hl-a"
set_errortag pptr_skip_add 0
assert_eq "hl-a is in the last data block" \
	"$(dir_entry_block "$d" hl-a)" "$(dir_entry_block "$d" file0400)"
assert_eq "file0001 is in the first data block" \
	"$(dir_entry_block "$d" file0001)" 0
assert_eq "file0001 has three links" "$(stat -c %h "$d/file0001")" 3
assert_eq "file0001 has three records, one of a removed directory" \
	"$(records "$d/file0001" | wc -l)" 3
dir_first_block_lost "$d"
scrub_repairs
dir_rebuilt_as_before
assert_eq "file0001 still has three links" "$(stat -c %h "$d/file0001")" 3
