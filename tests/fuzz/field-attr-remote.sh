# Field fuzzing of a remote attr value block, as fstests common/fuzzy
# does it: every field that xfs_db prints in the first of the two remote
# value blocks of remote's user.big (6000 bytes), its header (magic,
# offset, bytes, CRC, UUID, owner, block number, LSN) and its data,
# fuzzed with each verb of "xfs_db fuzz -d": zeroes, ones, firstbit,
# middlebit, lastbit, add, sub, random. Parent pointers are never remote
# (a record's value is a name of at most 255 bytes), but they share the
# attr fork with such values, and a damaged value must not cost them.
# Each case starts from the same golden filesystem (tests/lib/fuzzfield.sh)
# and must end with no kernel report but XFS's corruption reports, with
# xfs_scrub -n reporting the damage or the tree (entries, inode numbers,
# readdir cookies, link counts, records, "." and "..", contents, xattrs)
# unchanged, and, after xfs_scrub, with the golden tree and a clean
# xfs_repair -n, or as its documented class allows (the table of
# ff_expected: offline, where xfs_repair may drop user.big but nothing
# else). make check runs a seeded sample of 8 cases (pp.fuzz_sample=N;
# FUZZ_SEED=N replays it), make fuzz the whole matrix
# (pp.fuzz_fields=all).
require_parent_pointers
require_tool xfs_scrub xfs_db xfs_repair pptr-tree xfs-dirents getfattr \
	setfattr
. /tests/lib/fuzz.sh
. /tests/lib/fuzzfield.sh
dmesg_allow_corruption_reports
ff_start
ff_target attr-remote 8 "inode $(ff_ino remote);ablock 1"
ff_run
