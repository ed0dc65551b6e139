# xfs_repair -n, a second implementation of the cross-check, reports the
# same damaged inode as online scrub for every class of damage: orphan
# record, missing record, dangling record, wrong name, wrong offset,
# stale generation and a link count that differs from the records.
# Online, the parent pointer check of that inode says "Repairs are
# required"; offline, the patched xfs_repair -n prints its parent pointer
# message for that class, naming that inode. Stock xfs_repair 6.1, run on
# the same damage once the feature bit is cleared (so that it reads the
# filesystem at all), prints none of them: the test cannot pass on the
# stock messages (stock says "would have reset inode N nlinks", which
# names the inode too).
require_parent_pointers
require_tool xfs_db "$STOCK/xfs_repair"
scratch_corrupted_on_purpose

# damage CLASS: a fresh filesystem with d/file damaged; prints its inode
# and the inode of d.
damage() {
	scratch_mkfs_parent > /dev/null
	scratch_mount
	mkdir "$SCRATCH_MNT/d"
	echo data > "$SCRATCH_MNT/d/file"
	_ino=$(stat -c %i "$SCRATCH_MNT/d/file")
	_dino=$(stat -c %i "$SCRATCH_MNT/d")
	case $1 in
	orphan)
		xfs_io -x -c "inject pptr_orphan" "$SCRATCH_MNT"
		rm "$SCRATCH_MNT/d/file" ;;
	missing)
		xfs_io -x -c "inject pptr_skip_add" "$SCRATCH_MNT"
		ln "$SCRATCH_MNT/d/file" "$SCRATCH_MNT/d/link" ;;
	dangling)
		ln "$SCRATCH_MNT/d/file" "$SCRATCH_MNT/d/link"
		xfs_io -x -c "inject pptr_skip_remove" "$SCRATCH_MNT"
		rm "$SCRATCH_MNT/d/link" ;;
	esac
	scratch_unmount
	case $1 in
	name) _w="a.sfattr.list[0].name \"zile\"" ;;
	offset) _w="a.sfattr.list[0].diroffset 999" ;;
	gen) _w="a.sfattr.list[0].parent_gen 7" ;;
	nlink) _w="core.nlinkv2 2" ;;
	*) _w= ;;
	esac
	[ -z "$_w" ] || xfs_db -x -c "inode $_ino" -c "write -d $_w" \
		"$SCRATCH_DEV" > /dev/null
	echo "$_ino $_dino"
}

# expected CLASS INO DINO: the line (an extended regex) that the patched
# xfs_repair -n prints for the damage of CLASS (repair/pptr.c).
expected() {
	_rec="parent pointer of inode $2 names directory $3 gen [0-9]+ offset [0-9]+"
	case $1 in
	orphan) echo "$_rec name 'file', but that directory has no such entry: no entry is at offset" ;;
	missing) echo "directory $3 entry 'link' at offset [0-9]+ points to inode $2, which has no parent pointer for it" ;;
	dangling) echo "$_rec name 'link', but that directory has no such entry: no entry is at offset" ;;
	name) echo "$_rec name 'zile', but that entry is named 'file'\$" ;;
	offset) echo "parent pointer of inode $2 names directory $3 gen [0-9]+ offset 999 name 'file', but that directory has no such entry: no entry is at offset 999; its entry 'file' is at offset [0-9]+" ;;
	gen) echo "parent pointer of inode $2 names directory $3 gen 7 offset [0-9]+ name 'file', but that directory has no such entry: the directory's generation is [0-9]+" ;;
	nlink) echo "^inode $2 has link count 2 but 1 parent pointers\$" ;;
	esac
}

for class in orphan missing dangling name offset gen nlink; do
	# shellcheck disable=SC2046
	set -- $(damage "$class")
	ino=$1
	dino=$2
	want=$(expected "$class" "$ino" "$dino")
	scratch_mount
	assert_scrub_reports "$class" "$ino" "parent pointer"
	scratch_unmount
	st=0
	xfs_repair -n "$SCRATCH_DEV" > "$PP_STATE/repair" 2>&1 || st=$?
	grep -E "parent pointer|link count|nlinks" "$PP_STATE/repair" || true
	assert_eq "$class: xfs_repair -n exits 1" "$st" 1
	assert_ok "$class: xfs_repair -n: /$want/" \
		grep -q -E -- "$want" "$PP_STATE/repair"

	# Stock xfs_repair -n, on the same damage, once it can read it.
	incompat=$(xfs_db -c "sb 0" -c "print features_incompat" "$SCRATCH_DEV" |
		sed -n 's/^features_incompat = //p')
	xfs_db -x -c "sb 0" -c "write features_incompat $((incompat & ~0x40000000))" \
		"$SCRATCH_DEV" > /dev/null
	"$STOCK/xfs_repair" -n "$SCRATCH_DEV" > "$PP_STATE/stock" 2>&1 || true
	echo "stock xfs_repair -n says:"
	grep -v '^ *- \|^Phase' "$PP_STATE/stock" || true
	assert_fails "$class: stock xfs_repair -n does not print it" \
		grep -q -E -- "$want" "$PP_STATE/stock"
	assert_fails "$class: stock xfs_repair -n prints no parent pointer line" \
		grep -q "parent pointer" "$PP_STATE/stock"
done
