# A block directory made in a directory that passes project 42 on to
# what is made in it (chattr +P) has its whole inode zeroed: its own
# project ID and flags are gone. xfs_repair revives it with its parent's
# project and the inherit flag, as it had when it was made, before the
# records of its files (all of project 42) put every name back at its
# old offset.
require_parent_pointers
require_tool xfs_db xfs_repair
. /tests/lib/dirdamage.sh
. /tests/lib/dirinode.sh
scratch_mkfs_parent > /dev/null
scratch_mount
mkdir "$SCRATCH_MNT/top"
assert_ok "top passes project 42 on" \
	xfs_io -c "chproj 42" -c "chattr +P" "$SCRATCH_MNT/top"
ddir=$SCRATCH_MNT/top/d
dir_populate "$ddir" 40 2
assert_match "d has project 42" "$(xfs_io -c lsproj "$ddir")" "projid = 42"
dino=$(stat -c %i "$ddir")
dlinks=$(stat -c %h "$ddir")
dir_snapshot "$SCRATCH_MNT" > "$PP_STATE/before"
scratch_unmount
dirino_destroy zeros
dirino_repaired
assert_match "the repair says where the project came from" \
	"$(cat "$PP_STATE/out")" \
	"directory inode $dino takes project 42 from its parent"
assert_match "d has project 42 again" "$(xfs_io -c lsproj "$ddir")" "projid = 42"
assert_match "and passes it on" "$(xfs_io -c lsattr "$ddir")" "P"
