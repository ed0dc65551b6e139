# A file's core counts fewer data extents than its fork holds: f has one
# data extent, after two more that were truncated away left their
# records in the fork, and 31 names; its core.nextents is set to 0 (as
# the fuzz verbs zeroes and lastbit leave it). Stock xfs_repair took the
# count, dropped f's extent and lowered its block count: f kept its size
# and names, and lost its data. The core's block count says one more
# block than the attr fork's: xfs_repair must take the one record whose
# blocks make it, not the stale ones after it, and keep f's data.
require_parent_pointers
require_tool xfs_repair xfs_db xfs_io
. /tests/lib/filecore.sh
file_core_make stale
file_core_damage core.nextents 0
file_core_repaired "data fork of inode $ino claims 0 extents \(it holds at most [0-9]+\); taking the 1 records whose blocks make its block count"
