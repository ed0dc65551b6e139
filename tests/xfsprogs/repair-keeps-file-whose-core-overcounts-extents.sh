# A file's core counts more data extents than its fork can hold: the
# count is damaged, not the records. File f has one data extent and 31
# names; its core.nextents is set to 4294967295 (all ones), then, on a new
# filesystem, to 32769 (a middle bit set), where f had two more extents
# that were truncated away: their records stay in the fork after the
# live one. Stock xfs_repair took the first count for no extents at all
# (f's data was lost) and read the second past the fork, then cleared f
# with its 31 names. xfs_repair must take the records whose blocks make
# the core's block count (one, not the stale ones after it), keep f with
# its data and names, and correct the count.
require_parent_pointers
require_tool xfs_repair xfs_db xfs_io
. /tests/lib/filecore.sh
for n in 4294967295 32769; do
	if [ "$n" = 32769 ]; then
		file_core_make stale
	else
		file_core_make
	fi
	file_core_damage core.nextents "$n"
	file_core_repaired "data fork of inode $ino claims $n extents \(it holds at most [0-9]+\); taking the 1 records whose blocks make its block count"
	scratch_unmount
done
scratch_mount
