# Field fuzzing of inode cores and extent maps, as fstests common/fuzzy
# does it: the fork fields of the core (forkoff, aformat, naextents,
# nextents, format, size, nblocks) and every field of the extent records
# (startoff, startblock, blockcount, extentflag) of the leaf directory
# leafdir's data fork, and of the file sfdir/aleaf, whose records live in
# an attr leaf block, with its attr fork's. Each verb of "xfs_db fuzz
# -d". Each case starts from the golden filesystem of
# tests/lib/fuzzfield.sh and must end with no kernel report but XFS's
# corruption reports, with xfs_scrub -n reporting the damage or the tree
# unchanged, and after xfs_scrub with the golden tree and a clean
# xfs_repair -n, or, as its class allows (ff_expected: online repair of
# 6.1 rewrites no inode core or extent map but a destroyed directory's),
# after xfs_repair. make check runs a seeded sample of 8 cases, make fuzz
# the whole matrix.
require_parent_pointers
require_tool xfs_scrub xfs_db xfs_repair pptr-tree xfs-dirents getfattr \
	setfattr
. /tests/lib/fuzz.sh
. /tests/lib/fuzzfield.sh
dmesg_allow_corruption_reports
ff_start
_core='^core\.(forkoff|aformat|naextents|nextents|format|size|nblocks)$'
ff_target dir-core 10 "inode $(ff_ino leafdir)" "$_core|^u3\\.bmx\\["
ff_target file-core 10 "inode $(ff_ino sfdir/aleaf)" "$_core|^a\\.bmx\\["
ff_run
