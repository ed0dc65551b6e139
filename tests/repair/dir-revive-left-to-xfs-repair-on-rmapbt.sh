# On a filesystem with reverse mappings (-m rmapbt=1), a leaf directory
# loses its own inode core to random bytes. The reverse mappings still
# name the inode as the owner of its old blocks, which online repair
# cannot find without the destroyed fork: reviving it online would leave
# mappings that xfs_repair -n reports. So xfs_scrub does not revive it
# and asks for offline repair, and xfs_repair then brings it back, every
# name at its old readdir offset.
require_parent_pointers
require_tool xfs_scrub xfs_db xfs_repair
. /tests/lib/dirdamage.sh
. /tests/lib/dirinode.sh
scratch_mkfs_parent -m rmapbt=1 > /dev/null
scratch_mount
dirino_make leaf
dirino_destroy garbage
scratch_mount
dirino_online_refused "inode $dino .*inode record"
scratch_unmount
dirino_repaired
