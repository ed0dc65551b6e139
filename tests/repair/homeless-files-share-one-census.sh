# Many homeless files, one census (issue 17 item 13): 40 files lose
# their entries (the pptr_orphan error tag removes each entry alone, as
# a damaged directory would), then their directory is removed, so that
# no record can put them back. Before online repair moves such a file to
# lost+found it must know that no directory has an entry for it, which
# takes reading every directory of the filesystem. One xfs_scrub run
# moves all 40, and reads the directories for that once, not once per
# file: the kernel log says one census, and the filesystem's count of
# directory reads stays below half of one walk of the 32 directories
# per file. (pp.homeless_files=N changes the 40.)
require_parent_pointers
require_tool xfs_scrub
scratch_mkfs_parent
scratch_mount
require_errtag pptr_orphan
n=$(knob homeless_files 40)
ndirs=32
mkdir "$SCRATCH_MNT/e" "$SCRATCH_MNT/keep"
i=2
while [ $i -lt $ndirs ]; do
	mkdir "$SCRATCH_MNT/keep/d$i"
	i=$((i + 1))
done
i=0
while [ $i -lt "$n" ]; do
	echo "file $i" > "$SCRATCH_MNT/e/f$i"
	i=$((i + 1))
done
set_errortag pptr_orphan 1
find "$SCRATCH_MNT/e" -type f -exec rm {} +
set_errortag pptr_orphan 0
rmdir "$SCRATCH_MNT/e"
assert_eq "$ndirs directories with the root" \
	"$(find "$SCRATCH_MNT" -type d | wc -l)" "$ndirs"

# getdents: directory reads on this filesystem, by anyone (stats "dir").
getdents() {
	awk '$1 == "dir" { print $5 }' \
		"/sys/fs/xfs/$(basename "$SCRATCH_DEV")/stats/stats"
}
before=$(getdents)
# One thread: another thread's repair between a move and its
# accounting would make the next question count again, as it must.
st=0
xfs_scrub -b "$SCRATCH_MNT" > "$PP_STATE/repair.out" 2>&1 || st=$?
grep -v "Optimization is possible" "$PP_STATE/repair.out" || true
reads=$(($(getdents) - before))
echo "xfs_scrub exit $st; $reads directory reads"
lf=$SCRATCH_MNT/lost+found
assert_eq "all $n files are in lost+found" "$(ls "$lf" | wc -l)" "$n"
assert_eq "with their contents" "$(cat "$lf"/f* | sort | md5sum)" \
	"$(i=0; while [ $i -lt "$n" ]; do echo "file $i"; i=$((i + 1)); done |
		sort | md5sum)"
assert_eq "the directories were counted once for the run" \
	"$(dmesg | grep -c 'online repair counted the entries of')" 1
assert_ok "directory reads ($reads) below half of one walk per file ($((n * ndirs)))" \
	test "$reads" -lt $((n * ndirs / 2))
st=0
xfs_scrub -n "$SCRATCH_MNT" > "$PP_STATE/scrub.out" 2>&1 || st=$?
grep -v "Optimization is possible" "$PP_STATE/scrub.out" || true
assert_eq "xfs_scrub -n is clean after the repair" "$st" 0
assert_ok "every record matches the tree" check_tree_records "$SCRATCH_MNT"
