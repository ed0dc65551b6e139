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
scratch_mkfs_parent > /dev/null
scratch_mount
dirino_make leaf
dirino_destroy garbage
scratch_mount
dmesg_allow_corruption_reports
assert_fails "the damaged directory cannot be listed" ls "$ddir"
assert_scrub_reports "a destroyed directory inode" "$dino" "inode record"
scrub_repairs
assert_match "the kernel log says it was revived" \
	"$(dmesg | grep "directory inode $dino revived")" \
	"revived with generation [0-9]* from the parent pointers of its children"
dir_snapshot "$SCRATCH_MNT" > "$PP_STATE/after"
diff "$PP_STATE/before" "$PP_STATE/after" | head -20 || true
assert_eq "every name, inode, cookie and content is as before" \
	"$(cat "$PP_STATE/after")" "$(cat "$PP_STATE/before")"
assert_eq "$ddir is a directory of mode 0755 at inode $dino" \
	"$(stat -c '%F %a %i' "$ddir")" "directory 755 $dino"
assert_eq "$ddir has its $dlinks links" "$(stat -c %h "$ddir")" "$dlinks"
