# A leaf directory's leaf extent is pointed at a free block. Its rebuild
# would free that block with the old fork: freed twice, the filesystem
# shuts down. xfs_scrub leaves it to offline repair instead (the kernel log
# says why); the filesystem stays up; xfs_repair then brings every name
# back.
require_parent_pointers
require_tool xfs_scrub xfs_db xfs_repair
. /tests/lib/dirdamage.sh
dir_leaf_made_to_damage
_ag=$(xfs_db -r -c "convert ino $dino agno" "$SCRATCH_DEV" | sed -n 's/^0x[0-9a-f]* (\([0-9]*\))$/\1/p')
_agbno=$(xfs_db -r -c "freesp -d -a $_ag" "$SCRATCH_DEV" |
	awk '$1 == '"$_ag"' && $3 > 1 { print $2 + 1; exit }')
assert_ok "AG $_ag has a free block ($_agbno)" test -n "$_agbno"
_fsb=$(xfs_db -r -c "convert agno $_ag agbno $_agbno fsblock" "$SCRATCH_DEV" |
	sed -n 's/^0x[0-9a-f]* (\([0-9]*\))$/\1/p')
dir_leaf_extent_to d "$_fsb"
dir_block_map_left_to_xfs_repair
