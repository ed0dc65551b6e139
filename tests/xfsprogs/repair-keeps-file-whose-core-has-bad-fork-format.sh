# A regular file's core gives its data fork a format that no file has:
# f (one data extent, 31 names) gets core.format 10 (extents, 2, with a
# middle bit set). Stock xfs_repair cleared f with its 31 names. Its fork
# reads as the one extent that its core counts: xfs_repair must take
# that format, and keep f with its data and names.
require_parent_pointers
require_tool xfs_repair xfs_db
. /tests/lib/filecore.sh
file_core_make
file_core_damage core.format 10
file_core_repaired "inode $ino has data fork format 10, but its fork reads as extents, corrected"
