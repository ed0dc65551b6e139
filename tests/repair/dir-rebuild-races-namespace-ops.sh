# A directory rebuild does not stop the rest of the filesystem, and does
# not deadlock with it: while xfs_scrub rebuilds a node directory (2000
# files, 3 subdirectories) that lost a data block, other processes look
# names up in it, and create, rename (within and across directories) and
# unlink files in two other directories.  Every operation elsewhere
# succeeds, the rebuilt directory is exactly as before, and the kernel
# log has no report (lockdep runs on the debug kernel).
require_parent_pointers
require_tool xfs_scrub xfs_db
. /tests/lib/dirdamage.sh
scratch_mkfs_parent > /dev/null
scratch_mount
d=$SCRATCH_MNT/damaged
dir_populate "$d" "$DIR_NODE_FILES" 3
assert_eq "damaged is a node directory" "$(dir_form "$d")" node
dino=$(stat -c %i "$d")
dir_remember "$d"
scratch_unmount
dir_block_destroy "$dino" 3 data garbage
scratch_mount
dmesg_allow_corruption_reports
mkdir "$SCRATCH_MNT/o1" "$SCRATCH_MNT/o2"

# Namespace operations in o1 and o2 until $PP_STATE/stop exists; each
# failure is a line in $PP_STATE/errors.
others() {
	_i=0
	while [ ! -e "$PP_STATE/stop" ]; do
		_i=$((_i + 1))
		echo "$_i" > "$SCRATCH_MNT/o1/f$_i" || echo "create f$_i" >> "$PP_STATE/errors"
		mv "$SCRATCH_MNT/o1/f$_i" "$SCRATCH_MNT/o1/g$_i" || echo "rename g$_i" >> "$PP_STATE/errors"
		mv "$SCRATCH_MNT/o1/g$_i" "$SCRATCH_MNT/o2/h$_i" || echo "move h$_i" >> "$PP_STATE/errors"
		if [ $((_i % 2)) = 0 ]; then
			rm "$SCRATCH_MNT/o2/h$_i" || echo "unlink h$_i" >> "$PP_STATE/errors"
		fi
	done
	echo "$_i" > "$PP_STATE/others-done"
}
# Lookups in the damaged directory: they may fail until it is rebuilt.
lookups() {
	_n=0
	while [ ! -e "$PP_STATE/stop" ]; do
		_n=$((_n + 1))
		stat "$d/$(printf 'file%04d' $((_n % DIR_NODE_FILES + 1)))" > /dev/null 2>&1 || true
	done
	echo "$_n" > "$PP_STATE/lookups-done"
}
: > "$PP_STATE/errors"
others &
lookups &
xfs_scrub "$SCRATCH_MNT" > "$PP_STATE/repair.out" 2>&1 || true
touch "$PP_STATE/stop"
wait
cat "$PP_STATE/repair.out"
assert_ok "xfs_scrub rebuilt the directory" \
	grep -q "inode $dino .*Repairs successful" "$PP_STATE/repair.out"
assert_eq "every operation elsewhere succeeded" "$(cat "$PP_STATE/errors")" ""
echo "operations elsewhere: $(cat "$PP_STATE/others-done") rounds;" \
	"lookups: $(cat "$PP_STATE/lookups-done")"
assert_ok "operations elsewhere went on" \
	test "$(cat "$PP_STATE/others-done")" -ge 1
rm -rf "$SCRATCH_MNT/o1" "$SCRATCH_MNT/o2"
assert_eq "the directory (names, inodes, cookies, contents) is as before" \
	"$(dir_snapshot "$SCRATCH_MNT")" "$(cat "$PP_STATE/before")"
st=0
xfs_scrub -n "$SCRATCH_MNT" > "$PP_STATE/scrub.out" 2>&1 || st=$?
cat "$PP_STATE/scrub.out"
assert_eq "xfs_scrub -n is clean after the repair" "$st" 0
