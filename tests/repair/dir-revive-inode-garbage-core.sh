# A leaf directory of 400 files and 2 subdirectories, one file also
# linked from its parent, loses its own inode to a stray write while the
# filesystem is unmounted: random bytes over the core after the version
# byte and over the start of the data fork. The kernel cannot load it.
# xfs_scrub -n reports its inode record; xfs_scrub brings it back online
# at the same inode number, with the generation its children's records
# give it, its entry in its parent and its own record, and every name
# at its old readdir offset; then xfs_scrub -n is clean.
require_parent_pointers
require_tool xfs_scrub xfs_db
. /tests/lib/dirdamage.sh
. /tests/lib/dirinode.sh
dirino_online leaf garbage
