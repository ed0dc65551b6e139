# A file's core puts its attr fork past the end of the inode: f (one data
# extent; 31 names, whose records fill an attr leaf block) gets
# core.forkoff 143 (8-byte units; at most 42 fit). Stock xfs_repair
# cleared f with its 31 names. One fork offset makes the fork space read
# as the two extent lists that the core counts: xfs_repair must take it,
# and keep f with its data and names.
require_parent_pointers
require_tool xfs_repair xfs_db
. /tests/lib/filecore.sh
file_core_make
old=$(file_core_field core.forkoff)
file_core_damage core.forkoff 143
file_core_repaired "inode $ino has attr fork offset 143, but its forks read as extent lists with offset $old, corrected"
