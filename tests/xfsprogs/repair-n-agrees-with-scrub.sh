# xfs_repair -n, a second implementation of the cross-check, reports the
# same damaged inode as online scrub for every class of damage: orphan
# record, missing record, dangling record, wrong name, wrong offset,
# stale generation and a link count that differs from the records.
# pp-cost: 2
require_parent_pointers
require_tool xfs_db
scratch_corrupted_on_purpose

# damage CLASS: a fresh filesystem with d/file damaged; prints its inode.
damage() {
	scratch_mkfs_parent > /dev/null
	scratch_mount
	mkdir "$SCRATCH_MNT/d"
	echo data > "$SCRATCH_MNT/d/file"
	_ino=$(stat -c %i "$SCRATCH_MNT/d/file")
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
	echo "$_ino"
}

for class in orphan missing dangling name offset gen nlink; do
	ino=$(damage "$class")
	scratch_mount
	st=0
	xfs_scrub -n "$SCRATCH_MNT" > "$PP_STATE/scrub" 2>&1 || st=$?
	scratch_unmount
	assert_ok "$class: xfs_scrub -n fails" test "$st" -ne 0
	assert_match "$class: xfs_scrub -n names inode $ino" \
		"$(cat "$PP_STATE/scrub")" "inode $ino[^0-9]"
	st=0
	xfs_repair -n "$SCRATCH_DEV" > "$PP_STATE/repair" 2>&1 || st=$?
	grep -E "parent pointer|link count" "$PP_STATE/repair" || true
	assert_eq "$class: xfs_repair -n exits 1" "$st" 1
	assert_match "$class: xfs_repair -n names inode $ino" \
		"$(cat "$PP_STATE/repair")" "inode $ino[^0-9]"
done
