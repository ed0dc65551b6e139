# On-disk fuzzing of the structure of parent pointers, and of directory
# records: 4 rounds (pp.fuzz_structure_rounds=N), each of which damages
# one attribute of each of 12 inodes with xfs_db -x "write -d": the
# value length, the name length, the flags (parent cleared, incomplete
# set, parent set on another xattr, root or secure set on a record), a
# leaf record's name without its hash; and, for directories, the content
# classes too (parent inode, generation, offset, name bytes). The walk
# of the damaged tree must not oops, and xfs_scrub -n must name every
# inode that really changed.
# Online repair fixes only some of these (a cleared parent flag:
# fuzz/malformed-record-repaired-online) and leaves damaged attr blocks
# alone (fuzz/repair-leaves-bad-leaf-block-alone); after it has tried,
# the patched xfs_repair must leave a filesystem that xfs_repair -n and
# xfs_scrub -n find clean, and after every round's repair the tree (names,
# inode numbers, readdir cookies, link counts, records, contents) must be
# the one the round started from.
#
# A second namespace flag on a record (or the parent flag on a trusted or
# secure xattr) and any length of a shortform entry, which stock
# xfs_repair 6.1 mishandled, are fuzzed too since xfsprogs 0011; the
# focused tests fuzz/repair-fixes-record-with-two-namespaces,
# fuzz/repair-record-length-spares-next-inode and
# fuzz/repair-fixes-record-length-before-another-attr keep a case of each.
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
rounds=$(knob fuzz_structure_rounds 4)
r=1
while [ $r -le "$rounds" ]; do
	fuzz_round $r 12 "$FUZZ_STRUCTURE" "$FUZZ_STRUCTURE $FUZZ_CONTENT" \
		offline
	r=$((r + 1))
done
fuzz_summary
echo "seed $seed: $FUZZ_CASES damaged inodes"
assert_ok "at least $((rounds * 10)) damaged inodes" \
	test "$FUZZ_CASES" -ge $((rounds * 10))
