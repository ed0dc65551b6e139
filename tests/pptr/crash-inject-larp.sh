# The attr intent of a parent pointer update fails (error tag "larp")
# during link, unlink and rename: the filesystem shuts down, and after log
# recovery every record matches the directories again. The files get many
# user xattrs first, so that their attr forks are in leaf format and the
# records go through logged intents (a record that fits a shortform fork
# is written in the directory's own transaction, with no intent, which
# crash-shutdown covers).
require_parent_pointers
require_tool setfattr
scratch_mkfs_parent
scratch_mount
populate_tree "$SCRATCH_MNT"
for f in f6 f7 f8; do
	for i in $(seq 1 40); do
		setfattr -n "user.pad$i" -v "padding-value-$i" "$SCRATCH_MNT/a/$f"
	done
done

# do_op OP: one namespace operation in the scratch filesystem.
do_op() {
	case $1 in
	link) ln "$SCRATCH_MNT/a/f6" "$SCRATCH_MNT/c/link-$1" ;;
	unlink) ln "$SCRATCH_MNT/a/f7" "$SCRATCH_MNT/a/f7-2" &&
		xfs_io -x -c "inject larp" "$SCRATCH_MNT" &&
		rm "$SCRATCH_MNT/a/f7" ;;
	rename) mv "$SCRATCH_MNT/a/f8" "$SCRATCH_MNT/c/moved-$1" ;;
	esac
}

# Each injected intent failure shuts the filesystem down, which XFS logs
# as "Corruption of in-memory data".
dmesg_allow_injected_shutdown
for op in link unlink rename; do
	scratch_unmount_if_mounted
	scratch_mount
	if [ $op != unlink ]; then
		assert_ok "inject larp before $op" xfs_io -x -c "inject larp" "$SCRATCH_MNT"
	fi
	assert_fails "$op fails once the intent fails" do_op $op
	assert_fails "$op: the filesystem is shut down" touch "$SCRATCH_MNT/probe"
	scratch_unmount
	scratch_mount
	assert_ok "$op: records match the directories after recovery" \
		check_tree_records "$SCRATCH_MNT"
done
