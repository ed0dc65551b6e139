# A rebuild keeps a name read from a good block even when its file's
# records do not name it, as long as the file's link count has room for
# it: file0001 of a leaf directory also has the links hl-b (with its
# record) and hl-a (without: error tag pptr_skip_add), both in the last
# data block; the first data block is lost to garbage.  The rebuild must
# keep hl-a (three links, two records), the directory repair then gives
# it its record, and the tree is exactly as before.
require_parent_pointers
require_tool xfs_scrub xfs_db
. /tests/lib/dirdamage.sh
scratch_mkfs_parent > /dev/null
scratch_mount
require_errtag pptr_skip_add
d=$SCRATCH_MNT/d
dir_populate "$d" 400 3
ln "$d/file0001" "$d/hl-b"
set_errortag pptr_skip_add 1
ln "$d/file0001" "$d/hl-a"
set_errortag pptr_skip_add 0
assert_eq "d is a leaf directory" "$(dir_form "$d")" leaf
assert_eq "hl-a is in the last data block" \
	"$(dir_entry_block "$d" hl-a)" "$(dir_entry_block "$d" file0400)"
assert_eq "file0001 is in the first data block" \
	"$(dir_entry_block "$d" file0001)" 0
assert_eq "file0001 has three links" "$(stat -c %h "$d/file0001")" 3
dir_first_block_lost "$d"
scrub_repairs
dir_rebuilt_as_before
assert_eq "file0001 still has three links" "$(stat -c %h "$d/file0001")" 3
