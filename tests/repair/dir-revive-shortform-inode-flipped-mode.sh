# A shortform directory (3 files and 2 subdirectories in the inode, one
# file also linked from its parent) has its di_mode flipped to a file
# type that does not exist (xfs_db write -d, the CRC resealed), so the
# kernel cannot load it and its entries are gone with its fork. xfs_scrub
# revives it online from its children's records alone, every name at its
# old readdir offset; then xfs_scrub -n is clean.
require_parent_pointers
require_tool xfs_scrub xfs_db
. /tests/lib/dirdamage.sh
. /tests/lib/dirinode.sh
dirino_online local mode
