# The root directory (300 files and a subdirectory holding a file and a
# second link of one of them) loses its inode to a stray write: random
# bytes over its core after the version byte and over the start of its
# data fork. Stock xfs_repair remakes an empty root with a new
# generation and moves every name to lost+found by inode number; ours
# remakes it with the generation its children's records give it and
# puts every name back at its old readdir offset.
require_parent_pointers
require_tool xfs_db xfs_repair
. /tests/lib/dirdamage.sh
. /tests/lib/dirinode.sh
scratch_mkfs_parent > /dev/null
scratch_mount
for i in $(seq 1 300); do echo "root file $i" > "$SCRATCH_MNT/file$i"; done
mkdir "$SCRATCH_MNT/sub"
echo inside > "$SCRATCH_MNT/sub/file"
ln "$SCRATCH_MNT/file1" "$SCRATCH_MNT/sub/link"
ddir=$SCRATCH_MNT
dino=$(stat -c %i "$ddir")
dlinks=3
assert_eq "the root has 3 links" "$(stat -c %h "$ddir")" "$dlinks"
dir_snapshot "$SCRATCH_MNT" > "$PP_STATE/before"
scratch_unmount
dirino_destroy garbage
dirino_repaired
