# An attr leaf block whose LSN is ahead of the log is refused by the
# kernel ("Metadata has LSN ahead of current LSN"); xfs_repair must leave
# a filesystem whose blocks the kernel takes: as stock does for an LSN a
# little ahead, it formats the log to a later cycle. File f has 100 user
# xattrs in a node-form attr fork; the first leaf block's hdr.info.lsn is
# set with xfs_db (which reseals the CRC; the value is given as a signed
# decimal, which xfs_db does not saturate) to cycle 0x7fff0000, then to
# 0x80000000 (the high bit, as the field fuzzer's "firstbit" sets it),
# then to 0xfffffff0, each followed by xfs_repair: after each, f has every
# xattr it had, its names and records, xfs_scrub -n is clean and the
# kernel warned of no LSN.
require_parent_pointers
require_tool xfs_repair xfs_db xfs_scrub getfattr setfattr
. /tests/lib/attrtree.sh
attr_node_make
for cycle in 0x7fff0000 0x80000000 0xfffffff0; do
	lsn=${cycle}00000010
	xfs_db -x -c "inode $ino" -c "ablock $leaf" -c "write -d -- hdr.info.lsn $((lsn))" \
		"$SCRATCH_DEV" > /dev/null
	assert_eq "leaf block $leaf has LSN $lsn" \
		"$(dbv "$leaf" hdr.info.lsn)" "$lsn"
	seen=$(dmesg | wc -l)
	attr_node_repaired "Maximum metadata LSN .* is ahead of log"
	assert_eq "the kernel warned of no LSN ahead of the log (cycle $cycle)" \
		"$(dmesg | tail -n +$((seen + 1)) | grep -c "ahead of current LSN")" 0
	scratch_unmount
done
scratch_mount
