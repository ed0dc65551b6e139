# A file's core gives a block count too low for the extents it counts:
# the block count is damaged, not the extent count. f has three data
# extents and 31 names; its core.nblocks is set to what its first extent
# and its attr block make. xfs_repair, which takes the records whose
# blocks make the block count when the core's extent count is too low or
# impossible, must not take fewer records than the core counts: it keeps
# all three extents and corrects the block count, as stock does.
require_parent_pointers
require_tool xfs_repair xfs_db xfs_io
. /tests/lib/filecore.sh
file_core_make three
first=$(file_core_field "u3.bmx[0].blockcount")
assert_match "f's first extent has some blocks" "$first" '^[1-9][0-9]*$'
file_core_damage core.nblocks $((first + 1))
file_core_repaired "correcting nblocks for inode $ino, was $((first + 1)) - counted $nblocks"
