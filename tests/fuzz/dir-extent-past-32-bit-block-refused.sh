# Two block directories have their one block moved by xfs_db. In "past"
# the block moves to file block 2^32, whose directory block number does
# not fit in 32 bits. In "last" it moves to 2^32 - 1, the last number that
# fits, so the next one wraps to 0. xfs_scrub -n reports both. Their
# repair (xfs_io repair directory) must end within seconds, refuse them
# (EFSCORRUPTED inside: "Corruption remains", and the kernel log says
# why), leave them as they were, and not shut the filesystem down. The rebuild used to walk the mapping with a 32-bit block number
# that wrapped around and never reached the mapping's end: an endless
# loop in the kernel, with the directory locked, that no signal stops.
require_parent_pointers
require_tool xfs_scrub xfs_db xfs_io
. /tests/lib/dirdamage.sh
. /tests/lib/stress.sh
scratch_mkfs_parent > /dev/null
scratch_mount
p=$SCRATCH_MNT/past
l=$SCRATCH_MNT/last
dir_populate "$p" 40 0
dir_populate "$l" 40 0
assert_eq "past is a block directory" "$(dir_form "$p")" block
assert_eq "last is a block directory" "$(dir_form "$l")" block
pino=$(stat -c %i "$p")
lino=$(stat -c %i "$l")
pgen=$(inode_gen "$p")
lgen=$(inode_gen "$l")
scratch_unmount
# The online repair is to leave the damage alone, for xfs_repair.
scratch_corrupted_on_purpose

# move INO BLOCK: the one extent of directory INO now maps file block
# BLOCK (the inode's CRC is recomputed: only the mapping is wrong)
move() {
	xfs_db -x -c "inode $1" -c "write u3.bmx[0].startoff $2" \
		"$SCRATCH_DEV" > /dev/null
	assert_match "directory $1 maps its block at file block $2" \
		"$(xfs_db -r -c "inode $1" -c bmap "$SCRATCH_DEV")" \
		"^data offset $2 startblock [0-9]+ .* count 1 flag 0\$"
}
move "$pino" 4294967296
move "$lino" 4294967295
# core INO: what a repair would change in the inode of directory INO
core() {
	xfs_db -r -c "inode $1" \
		-c "print core.size core.nextents core.nblocks u3" "$SCRATCH_DEV"
}
core "$pino" > "$PP_STATE/past.before"
core "$lino" > "$PP_STATE/last.before"

dmesg_allow_corruption_reports
scratch_mount
assert_scrub_reports "directory blocks at 2^32 and 2^32 - 1" \
	"$pino" "directory entries" "$lino" "directory entries"
# Mount again, so that the repair meets the mapping in the rebuild's walk
# (what this test is about), not the sickness that the scrub of the block
# map left in memory, which makes directory repair refuse before it.
scratch_unmount
scratch_mount

# repair INO GEN NAME: the repair of directory INO (generation GEN) must
# end within 20 s, leave the corruption ("Corruption remains.") and say
# why in the kernel log. A repair still running after that spins in the
# kernel with the directory locked: nothing more can run on this
# filesystem, so the test ends there (wait_pid has failed it).
repair() {
	xfs_io -x -c "repair directory $1 $2" "$SCRATCH_MNT" \
		> "$PP_STATE/repair.$3" 2>&1 &
	_pid=$!
	_st=0
	wait_pid "$_pid" 20 "the repair of $3 (directory $1)" || _st=$?
	[ "$_st" != 124 ] || exit 1
	cat "$PP_STATE/repair.$3"
	assert_match "the repair of $3 leaves it corrupt" \
		"$(cat "$PP_STATE/repair.$3")" "Corruption remains"
	assert_ok "the kernel log says why directory $1 was not rebuilt" \
		sh -c "dmesg | grep -q 'directory inode $1 maps file block [0-9]* past its free index: not rebuilt'"
}
repair "$pino" "$pgen" past
repair "$lino" "$lgen" last

assert_ok "the filesystem is not shut down" touch "$SCRATCH_MNT/alive"
assert_eq "the kernel log has no shutdown" \
	"$(dmesg | grep -c 'Shutting down filesystem' || true)" 0
scratch_unmount
assert_eq "past is as the damage left it" \
	"$(core "$pino")" "$(cat "$PP_STATE/past.before")"
assert_eq "last is as the damage left it" \
	"$(core "$lino")" "$(cat "$PP_STATE/last.before")"
