# A directory rebuild does not hold the directory's IOLOCK across its scan
# of every inode, so that a namespace operation on the directory does not
# wait for the whole scan; the rebuild then sees that the directory
# changed and stops before it changes anything, busy. Leaf directory d
# (400 files) loses its second data block to garbage. Its repair is made
# to wait two seconds in its scan (error tag dir_rebuild_scan_delay), and
# meanwhile file0001, whose entry is in the good first block, is renamed
# from d to e. The rename must finish while the repair still waits; the
# repair must then say busy and leave d alone. xfs_scrub afterwards
# rebuilds d: every name is back with its inode, contents and cookie,
# but for file0001, which is in e.
require_parent_pointers
require_tool xfs_scrub xfs_db xfs_io
. /tests/lib/dirdamage.sh
scratch_mkfs_parent > /dev/null
scratch_mount
require_errtag dir_rebuild_scan_delay
d=$SCRATCH_MNT/d
e=$SCRATCH_MNT/e
mkdir "$e"
dir_populate "$d" 400 0
assert_eq "d is a leaf directory" "$(dir_form "$d")" leaf
assert_eq "file0001 is in the first data block" \
	"$(dir_entry_block "$d" file0001)" 0
ino=$(stat -c %i "$d")
gen=$(inode_gen "$d")
fino=$(stat -c %i "$d/file0001")
dir_snapshot "$d" | sed "s|^$d|D|" | grep -v "^D/file0001 " > "$PP_STATE/before"
scratch_unmount
dir_block_destroy "$ino" 1 data garbage
scratch_mount
dmesg_allow_corruption_reports
set_errortag dir_rebuild_scan_delay 1
xfs_io -x -c "repair directory $ino $gen" "$SCRATCH_MNT" \
	> "$PP_STATE/repair.out" 2>&1 &
pid=$!
sleep 1
st=0
mv "$d/file0001" "$e/file0001" || st=$?
running=no
! kill -0 "$pid" 2> /dev/null || running=yes
assert_eq "the rename succeeds" "$st" 0
assert_eq "the rename finished while the repair was still in its scan" \
	"$running" yes
wait "$pid" || true
set_errortag dir_rebuild_scan_delay 0
cat "$PP_STATE/repair.out"
assert_match "the repair says busy" "$(cat "$PP_STATE/repair.out")" "busy"
assert_ok "the kernel log says d changed during the scan" \
	sh -c "dmesg | grep -q 'directory inode $ino not rebuilt now: it changed while its children were scanned'"
assert_fails "d was not rebuilt then" \
	sh -c "dmesg | grep -q 'directory inode $ino rebuilt:'"
scrub_repairs
assert_eq "file0001 is in e, with its inode" "$(stat -c %i "$e/file0001")" "$fino"
dir_snapshot "$d" | sed "s|^$d|D|" > "$PP_STATE/after"
assert_ok "d's other names, inodes, cookies and contents are as before" \
	diff "$PP_STATE/before" "$PP_STATE/after"
