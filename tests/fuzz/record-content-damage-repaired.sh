# On-disk fuzzing of the content of parent pointers: 10 rounds
# (pp.fuzz_rounds=N; the debug kernel run makes fewer), each of
# which damages one record of each of 20 inodes (files with shortform
# and leaf-block records, symlinks, a FIFO, a device, directories) with
# xfs_db -x "write -d": the parent inode (a free inode, an unallocated
# one, a non-directory, the inode itself, garbage), the generation, the
# offset, a byte of the name (an upper case letter, which no name in the
# tree has, '/', NUL), random name and value bytes; a leaf record's hash
# is updated with its name, as the kernel would have written it. Each
# round then walks the tree (find, stat, read, listxattr, xfs_io parent
# -s and -p); xfs_scrub -n must name every inode that really changed,
# xfs_scrub must repair them all and xfs_scrub -n must then be clean, and
# the tree (names, inode numbers, readdir cookies, link counts, records,
# contents) must be exactly the one the round started from: damage to a
# record never justifies a change to the tree. No oops, warning or hang
# (the runner checks the kernel log).
#
# The seed is printed; FUZZ_SEED=N scripts/run-tests.sh replays a run.
require_parent_pointers
require_tool xfs_scrub xfs_db xfs_repair setfattr getfattr pptr-tree
. /tests/lib/fuzz.sh
dmesg_allow_corruption_reports
fuzz_start
seed=$(fuzz_seed)
echo "fuzz seed: $seed (replay with FUZZ_SEED=$seed scripts/run-tests.sh)"
FUZZ_STATE=$seed
rounds=$(knob fuzz_rounds 10)
r=1
while [ $r -le "$rounds" ]; do
	fuzz_round $r 20 "$FUZZ_CONTENT" "$FUZZ_CONTENT" online
	r=$((r + 1))
done
fuzz_summary
echo "seed $seed: $FUZZ_CASES damaged inodes"
assert_ok "at least $((rounds * 20)) damaged inodes" \
	test "$FUZZ_CASES" -ge $((rounds * 20))
scratch_mount
assert_ok "every record matches the tree" check_tree_records "$SCRATCH_MNT"
