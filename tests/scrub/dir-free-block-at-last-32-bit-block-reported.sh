# xfs_db turns the one block of a block directory into a free index
# block that passes every check (magic, CRC, owner, and the first data
# block that the kernel expects of a free block at that place), and maps
# it at file block 2^32 - 1, the last one whose directory block number
# fits in 32 bits. That block is the directory's only mapping. The
# directory scrub must end within seconds and report it: nothing of a
# directory lies past its free index space. The scrub used to step from
# that block to 2^32, which is 0 in 32 bits, look the mapping up again
# from 0, find the same block, and go round forever, with the directory
# locked and no signal checked.
require_tool xfs_scrub xfs_db xfs_io
. /tests/lib/dirdamage.sh
. /tests/lib/stress.sh
scratch_mkfs > /dev/null
scratch_mount
d=$SCRATCH_MNT/d
dir_populate "$d" 40 0
assert_eq "d is a block directory" "$(dir_form "$d")" block
ino=$(stat -c %i "$d")
gen=$(inode_gen "$d")
scratch_unmount
scratch_corrupted_on_purpose

last=4294967295
bs=$(dir_bsize)
# The v5 free block header is 64 bytes, then 2 bytes per data block. The
# kernel expects a free block at directory block B to start at data block
# (B - first free index block) * bests per block, in 32 bits.
firstdb=$((((last - $(dir_free_block)) * ((bs - 64) / 2)) % 4294967296))
xfs_db -x -c "inode $ino" -c "write u3.bmx[0].startoff $last" \
	-c "dblock $last" -c "write -d bhdr.hdr.magic 0x58444633" \
	"$SCRATCH_DEV" > /dev/null
xfs_db -x -c "inode $ino" -c "dblock $last" \
	-c "write -d fhdr.firstdb $firstdb" -c "write -d fhdr.nvalid 0" \
	-c "write -d fhdr.nused 0" "$SCRATCH_DEV" > /dev/null
hdr=$(xfs_db -r -c "inode $ino" -c "dblock $last" \
	-c "print fhdr.hdr.magic fhdr.hdr.crc fhdr.hdr.owner fhdr.firstdb fhdr.nvalid fhdr.nused" \
	"$SCRATCH_DEV" 2>&1)
echo "$hdr"
assert_eq "d maps one block, a free index block with a good CRC at $last" \
	"$(printf '%s\n' "$hdr" | sed 's/ = 0x[0-9a-f]* (correct)$/ = (correct)/')" \
	"fhdr.hdr.magic = 0x58444633
fhdr.hdr.crc = (correct)
fhdr.hdr.owner = $ino
fhdr.firstdb = $firstdb
fhdr.nvalid = 0
fhdr.nused = 0"

dmesg_allow_corruption_reports
scratch_mount
xfs_io -x -c "scrub directory $ino $gen" "$SCRATCH_MNT" \
	> "$PP_STATE/scrub.out" 2>&1 &
pid=$!
st=0
wait_pid "$pid" 20 "the scrub of directory $ino" || st=$?
# Still running: it spins in the kernel with the directory locked, and
# nothing more can run on this filesystem (wait_pid has failed the test).
[ "$st" != 124 ] || exit 1
cat "$PP_STATE/scrub.out"
assert_match "the scrub of d reports it" "$(cat "$PP_STATE/scrub.out")" \
	"Corruption detected"
assert_scrub_reports "a free index block at $last" "$ino" "directory entries"
assert_ok "the filesystem is not shut down" touch "$SCRATCH_MNT/alive"
