# Directory repair removes an entry whose inode is free, but "free" must
# not come from the inode btree alone: with a damaged inode btree that
# marks a live file's inode free (its bit set with xfs_db), the file's
# inode core still says it is in use, and its only link must survive the
# repair of its directory, contents and all.  (The repair runs because
# another entry, g, lacks its record: error tag pptr_skip_add.)
require_parent_pointers
require_tool xfs_db
scratch_mkfs_parent > /dev/null
scratch_mount
mkdir "$SCRATCH_MNT/d"
# g first: the directory scrub stops at it, before it reads (and caches)
# f's inode, as a scrub that finds damage early does.
require_errtag pptr_skip_add
set_errortag pptr_skip_add 1
: > "$SCRATCH_MNT/d/g"
set_errortag pptr_skip_add 0
echo "the only copy" > "$SCRATCH_MNT/d/f"
ino=$(stat -c %i "$SCRATCH_MNT/d/f")
dino=$(stat -c %i "$SCRATCH_MNT/d")
dgen=$(inode_gen "$SCRATCH_MNT/d")
scratch_unmount

# The inode btree record (AG 0, a one-block tree here) that holds f's
# inode: set its free bit and count one more free inode.
recs=$(xfs_db -r -c "agi 0" -c "addr root" -c "print recs" "$SCRATCH_DEV")
echo "$recs"
line=$(echo "$recs" | tr ' ' '\n' | grep "^[0-9]*:\[" | tr '[]:,' '    ' |
	awk -v ino="$ino" '$2 <= ino && ino < $2 + 64 { print $1 ":" $2 ":" $5 ":" $6; exit }')
echo "record: $line"
idx=${line%%:*}
rest=${line#*:}
start=${rest%%:*}
rest=${rest#*:}
freecount=${rest%%:*}
mask=${rest#*:}
assert_ok "f's inode is in an inode btree record" test -n "$idx"
# xfs_db takes a 64-bit mask with its top bit set only as a negative
# decimal number (after "--").
newmask=$((mask | (1 << (ino - start))))
xfs_db -x -c "agi 0" -c "addr root" -c "write recs[$idx].free -- $newmask" \
	-c "write recs[$idx].freecount $((freecount + 1))" "$SCRATCH_DEV" > /dev/null
assert_eq "the inode btree now calls f's inode free" \
	"$(xfs_db -r -c "agi 0" -c "addr root" -c "print recs[$idx].free" "$SCRATCH_DEV" | sed 's/.* = //')" \
	"$(printf '0x%x' "$newmask")"

scratch_mount
dmesg_allow_corruption_reports
xfs_io -x -c "repair directory $dino $dgen" "$SCRATCH_MNT" || true
assert_eq "d/f is still there with its contents" \
	"$(cat "$SCRATCH_MNT/d/f" 2>&1)" "the only copy"
assert_fails "the repair did not remove the entry of a live inode" \
	sh -c "dmesg | grep -q 'removed the entry \"f\"'"
assert_eq "the repair gave g its record" \
	"$(records "$SCRATCH_MNT/d/g")" "$(dirent_record "$SCRATCH_MNT/d" g)"
scratch_unmount

# Put the inode btree right again for the checks after the test.
xfs_db -x -c "agi 0" -c "addr root" -c "write recs[$idx].free -- $((mask))" \
	-c "write recs[$idx].freecount $freecount" "$SCRATCH_DEV" > /dev/null
