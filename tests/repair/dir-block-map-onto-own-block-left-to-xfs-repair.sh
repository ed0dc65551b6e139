# A leaf directory's leaf extent is pointed at its own first data block,
# so that one block is mapped twice. Its rebuild would free the old fork's
# blocks, that one twice, and the filesystem would shut down ("Corruption
# of in-memory data" from xfs_defer_finish). xfs_scrub leaves it to
# offline repair instead (the kernel log says why); the filesystem stays
# up; xfs_repair then brings every name back.
require_parent_pointers
require_tool xfs_scrub xfs_db xfs_repair
. /tests/lib/dirdamage.sh
dir_leaf_made_to_damage
dir_leaf_extent_to d "$(dir_first_data_block)"
dir_block_map_left_to_xfs_repair
