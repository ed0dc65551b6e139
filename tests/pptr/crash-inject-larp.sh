# The attr intent of a record fails (error tag "larp") in the middle of
# each namespace operation: create, mkdir, link, unlink, rename (to a new
# name and onto an existing one), RENAME_EXCHANGE and RENAME_WHITEOUT.
# The directory change and the intents have committed, the record update
# that follows fails, the operation fails and the filesystem shuts down.
# After log recovery, for each operation: its names are all in the new
# state (the transaction of the directory change and the intents had
# committed, and a shutdown that is not a log error forces the log first:
# xlog_force_shutdown, so recovery replays the intents), the files' contents
# are intact, each file's records are exactly its entries, every record
# matches the tree, and xfs_repair -n is clean (tests/lib/crash.sh).
. /tests/lib/crash.sh
require_parent_pointers
require_tool setfattr renameat2
scratch_mkfs_parent
scratch_mount
require_errtag larp
crash_setup_all

# Each injected intent failure shuts the filesystem down, which XFS logs
# as "Corruption of in-memory data".
dmesg_allow_injected_shutdown
for op in $CRASH_OPS; do
	scratch_mounted || scratch_mount
	assert_ok "$op: inject larp" xfs_io -x -c "inject larp" "$SCRATCH_MNT"
	assert_fails "$op: fails once its attr intent fails" crash_run "$op"
	assert_fails "$op: the filesystem is shut down" touch "$SCRATCH_MNT/probe"
	crash_recover
	crash_check "$op" new
	crash_repair "$op"
done
