# A leaf directory of 400 files and 2 subdirectories, one of its files
# also linked from its parent, loses its own inode to a stray write:
# random bytes over the core after the version byte and over the start
# of the data fork. xfs_repair brings it back at the same inode number,
# with the generation its children's records give it, every name at its
# old readdir offset; nothing goes to lost+found.
require_parent_pointers
require_tool xfs_db xfs_repair
. /tests/lib/dirdamage.sh
. /tests/lib/dirinode.sh
dirino_offline leaf garbage
