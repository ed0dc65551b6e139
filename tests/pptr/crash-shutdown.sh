# A shutdown right after each kind of namespace operation (the log forced
# to disk first, "shutdown -f"): after log recovery every record matches
# the directories.
require_parent_pointers
scratch_mkfs_parent
scratch_mount

for op in create mkdir link unlink rename exchange; do
	populate_tree "$SCRATCH_MNT/$op"
	cd "$SCRATCH_MNT/$op"
	case $op in
	create) : > a/new ;;
	mkdir) mkdir a/newdir ;;
	link) ln a/f6 c/newlink ;;
	unlink) rm a/f7 ;;
	rename) mv a/f8 c/renamed ;;
	exchange) renameat2 -x a/f6 c/f2 ;;
	esac
	cd /
	assert_ok "shutdown -f after $op" xfs_io -x -c "shutdown -f" "$SCRATCH_MNT"
	scratch_unmount
	scratch_mount
	assert_ok "$op: records match the directories after recovery" \
		check_tree_records "$SCRATCH_MNT"
done
