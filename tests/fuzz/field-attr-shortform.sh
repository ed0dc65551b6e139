# Field fuzzing of a shortform attr fork, as fstests common/fuzzy does
# it: every field that xfs_db prints in the attr fork inside the inode of
# sfdir/sf (its two parent pointers and a user xattr), fuzzed with each
# verb of "xfs_db fuzz -d": zeroes, ones, firstbit, middlebit, lastbit,
# add, sub, random. The lengths, the header and the namespace flags are
# fuzzed as well: since xfsprogs 0011, xfs_repair copes with them.
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
ff_target attr-sf 20 "inode $(ff_ino sfdir/sf)" '^a\.sfattr\.'
ff_run
