# A node directory (700 files, just past what one leaf block holds, and
# 2 subdirectories, one file also linked from its parent) has its data
# fork format flipped to one that no directory has (xfs_db write -d), so
# the kernel cannot load it. xfs_scrub revives it online, every name back
# at its old readdir offset, rebuilt from its children's records; then
# xfs_scrub -n is clean.
require_parent_pointers
require_tool xfs_scrub xfs_db
. /tests/lib/dirdamage.sh
. /tests/lib/dirinode.sh
# xfs_scrub checks every child too: the smallest node directory will do
DIR_NODE_FILES=700
dirino_online node format
