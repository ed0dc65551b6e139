# A regular file's core says its data fork is a btree (format 3), but the
# fork holds the extent list that the core counts (format 2, its last bit
# flipped): f has one data extent and 31 names. Stock xfs_repair read the
# extent record as a btree root, found its level bad and cleared f with
# its 31 names. xfs_repair must see that the fork is no btree root but
# the extents its core counts, take that format, and keep f.
require_parent_pointers
require_tool xfs_repair xfs_db
. /tests/lib/filecore.sh
file_core_make
file_core_damage core.format 3
file_core_repaired "inode $ino has data fork format 3, but its fork reads as extents, corrected"
