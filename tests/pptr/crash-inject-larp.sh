# The attr intent of a parent pointer update fails (error tag "larp")
# during create, link, unlink and rename: the filesystem shuts down, and
# after log recovery every record matches the directories again.
require_parent_pointers
scratch_mkfs_parent
scratch_mount
populate_tree "$SCRATCH_MNT"

# do_op OP: one namespace operation in the scratch filesystem.
do_op() {
	case $1 in
	create) touch "$SCRATCH_MNT/a/new-$1" ;;
	link) ln "$SCRATCH_MNT/a/f6" "$SCRATCH_MNT/c/link-$1" ;;
	unlink) rm "$SCRATCH_MNT/a/f7" ;;
	rename) mv "$SCRATCH_MNT/a/f8" "$SCRATCH_MNT/c/moved-$1" ;;
	esac
}

for op in create link unlink rename; do
	scratch_unmount_if_mounted
	scratch_mount
	assert_ok "inject larp before $op" xfs_io -x -c "inject larp" "$SCRATCH_MNT"
	assert_fails "$op fails once the intent fails" do_op $op
	assert_fails "$op: the filesystem is shut down" touch "$SCRATCH_MNT/probe"
	scratch_unmount
	scratch_mount
	assert_ok "$op: records match the directories after recovery" \
		check_tree_records "$SCRATCH_MNT"
done
