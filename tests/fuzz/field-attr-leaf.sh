# Field fuzzing of an attr leaf block, as fstests common/fuzzy does it:
# every field that xfs_db prints in the single attr leaf block of
# sfdir/aleaf (31 parent pointers and 3 user xattrs), fuzzed with each
# verb of "xfs_db fuzz -d": zeroes, ones, firstbit, middlebit, lastbit,
# add, sub, random.
# Each case starts from the same golden filesystem (tests/lib/fuzzfield.sh)
# and must end with no kernel report but XFS's corruption reports, with
# xfs_scrub -n reporting the damage or the tree (entries, inode numbers,
# readdir cookies, link counts, records, "." and "..", contents, xattrs)
# unchanged, and, after xfs_scrub, with the golden tree and a clean
# xfs_repair -n, or as its documented class allows (the table of
# ff_expected). make check runs a seeded sample of 8 cases
# (pp.fuzz_sample=N; FUZZ_SEED=N replays it), make fuzz the whole matrix
# (pp.fuzz_fields=all).
require_parent_pointers
require_tool xfs_scrub xfs_db xfs_repair pptr-tree xfs-dirents getfattr \
	setfattr
. /tests/lib/fuzz.sh
. /tests/lib/fuzzfield.sh
dmesg_allow_corruption_reports
ff_start
ff_target attr-leaf 100 "inode $(ff_ino sfdir/aleaf);ablock 0"
ff_run
