# A shutdown right after each namespace operation, the log forced to disk
# first ("shutdown -f"): create, mkdir, link, unlink, rename (to a new
# name and onto an existing one), RENAME_EXCHANGE and RENAME_WHITEOUT;
# once with the files' records in shortform attr forks (written in the
# directory's own transaction) and once in leaf forks (a chain of attr
# intents after it). After log recovery, for each operation: its names
# are all in the new state, the files' contents are intact, each file's
# records are exactly its entries, every record matches the tree, and
# xfs_repair -n is clean (tests/lib/crash.sh).
. /tests/lib/crash.sh
require_parent_pointers
require_tool setfattr renameat2

for CRASH_FORK in shortform leaf; do
	scratch_mkfs_parent
	scratch_mount
	crash_setup_all
	for op in $CRASH_OPS; do
		scratch_mounted || scratch_mount
		what=$(crash_what "$op")
		assert_ok "$what: done" crash_run "$op"
		assert_ok "$what: shutdown -f" xfs_io -x -c "shutdown -f" "$SCRATCH_MNT"
		crash_recover
		crash_check "$op" new
		crash_repair "$op"
	done
done
