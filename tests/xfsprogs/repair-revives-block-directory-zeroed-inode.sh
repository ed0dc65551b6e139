# A block directory of 40 files and 2 subdirectories, one file also
# linked from its parent, has its whole inode zeroed (its magic, mode,
# generation and forks gone). xfs_repair brings it back at the same
# inode number, with the generation its children's records give it,
# every name at its old readdir offset; nothing goes to lost+found.
require_parent_pointers
require_tool xfs_db xfs_repair
. /tests/lib/dirdamage.sh
. /tests/lib/dirinode.sh
dirino_offline block zeros
