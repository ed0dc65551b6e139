# A block directory of 40 files and 2 subdirectories, one file also
# linked from its parent, loses its own inode to a stray write while the
# filesystem is unmounted: zeros over the whole inode, its magic number
# and unlinked pointer too, so that its whole inode cluster fails the
# buffer checks and the kernel cannot load it or the files beside it.
# xfs_scrub -n reports its inode record; xfs_scrub brings it back online
# at the same inode number, with the generation its children's records
# give it, its entry in its parent and its own record, and every name
# at its old readdir offset; then xfs_scrub -n is clean.
require_parent_pointers
require_tool xfs_scrub xfs_db
. /tests/lib/dirdamage.sh
. /tests/lib/dirinode.sh
dirino_online block zeros
