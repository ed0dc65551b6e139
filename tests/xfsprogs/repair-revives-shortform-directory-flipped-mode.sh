# A shortform directory (its entries live in its inode) of 3 files and 2
# subdirectories, one file also linked from its parent, has its di_mode
# flipped to a file type that does not exist (xfs_db write -d, the CRC
# resealed): xfs_repair clears the inode, and so every entry it held.
# xfs_repair brings the directory back at the same inode number from its
# children's records alone, every name at its old readdir offset;
# nothing goes to lost+found.
require_parent_pointers
require_tool xfs_db xfs_repair
. /tests/lib/dirdamage.sh
. /tests/lib/dirinode.sh
dirino_offline local mode
