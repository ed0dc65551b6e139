# A block directory of 40 files and 2 subdirectories has its whole inode
# zeroed, and one file's record of it has its generation flipped with
# xfs_db (write -d). The records then give the directory two
# generations: xfs_repair says so and revives it with the one that most
# records carry, its old one. The file whose record disagrees is not
# put back by that record (it could be a stale record of an older
# directory at that inode number): it goes to lost+found under its
# recorded name, NAME.INO; every other name is back at its old offset.
require_parent_pointers
require_tool xfs_db xfs_repair
. /tests/lib/dirdamage.sh
. /tests/lib/dirinode.sh
scratch_mkfs_parent > /dev/null
scratch_mount
dirino_make block
scratch_mount
gen=$(inode_gen "$ddir")
fino=$(stat -c %i "$ddir/file0002")
scratch_unmount
echo "d: inode $dino, generation $gen; file0002: inode $fino"
assert_ok "flip the generation in file0002's record" xfs_db -x \
	-c "inode $fino" -c "write -d a.sfattr.list[0].parent_gen $((gen > 0 ? gen - 1 : gen + 1))" \
	"$SCRATCH_DEV"
dirino_destroy zeros
st=0
xfs_repair "$SCRATCH_DEV" > "$PP_STATE/out" 2>&1 || st=$?
grep -E "revive|generation|lost\+found" "$PP_STATE/out" | head -10
assert_eq "xfs_repair exits 0" "$st" 0
assert_match "it says the records disagree and which generation won" \
	"$(cat "$PP_STATE/out")" \
	"parent pointers give directory inode $dino 2 generations: 42 of 43 records say $gen"
assert_match "it revives d with its old generation" \
	"$(cat "$PP_STATE/out")" "reviving directory inode $dino .generation $gen."
st=0
xfs_repair -n "$SCRATCH_DEV" > "$PP_STATE/n2.out" 2>&1 || st=$?
[ "$st" = 0 ] || grep -v '^ *- \|^Phase' "$PP_STATE/n2.out" | head -20
assert_eq "xfs_repair -n is then clean" "$st" 0
scratch_mount
assert_eq "d has its old generation" "$(inode_gen "$ddir")" "$gen"
assert_eq "file0002 is in lost+found under its recorded name" \
	"$(ls "$SCRATCH_MNT/lost+found")" "file0002.$fino"
dir_snapshot "$SCRATCH_MNT" | grep -v "lost+found" > "$PP_STATE/after"
assert_eq "every other name, inode, cookie and content is as before" \
	"$(cat "$PP_STATE/after")" \
	"$(grep -v "^$ddir/file0002 " "$PP_STATE/before")"
assert_ok "every record matches readdir" check_tree_records "$SCRATCH_MNT"
