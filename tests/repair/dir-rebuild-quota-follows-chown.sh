# A directory rebuild charges the new directory's blocks to the
# directory's owner and project exactly as the old ones were, and a
# chown that comes while the rebuild runs charges the new owner. On a
# filesystem with user and project quota, leaf directory p/d (400 files,
# owned by uid 1000, project 7 inherited from p) loses its second data
# block to garbage. Its repair is made to wait two seconds before its
# swap (error tag dir_rebuild_swap_delay), and inside the repair d is
# given to uid 2000. The chown waits for the repair (it needs d's
# IOLOCK, which the repair holds), and afterwards uid 2000 is charged
# exactly d's blocks, uid 1000 nothing, and project 7 the blocks of d
# and its files; xfs_repair -n, which recounts quota, finds nothing.
require_parent_pointers
require_tool xfs_scrub xfs_db xfs_io xfs_quota
. /tests/lib/dirdamage.sh
scratch_mkfs_parent > /dev/null
scratch_mount -o uquota,pquota
p=$SCRATCH_MNT/p
mkdir "$p"
xfs_io -c "chproj 7" -c "chattr +P" "$p"
d=$p/d
dir_populate "$d" 400 0
chown 1000 "$d"
assert_eq "d is a leaf directory" "$(dir_form "$d")" leaf
assert_eq "d is in project 7" "$(xfs_io -c lsproj "$d" | sed -n 's/^projid = //p')" 7

# kib_of UID|-p PROJ: the KiB that quota charges to user UID or project
# PROJ (0 if the report leaves it out).
kib_of() {
	if [ "$1" = -p ]; then
		_k=$(xfs_quota -x -c "report -p -b -N -n" "$SCRATCH_MNT" |
			awk -v u="#$2" '$1 == u { print $2 }')
	else
		_k=$(quota_user_kib "$1")
	fi
	echo "${_k:-0}"
}
# blocks_kib PATH...: the KiB of blocks that PATH... have, from stat.
blocks_kib() { stat -c %b "$@" | awk '{ s += $1 } END { print s / 2 }'; }

assert_eq "uid 1000 is charged d's blocks" "$(kib_of 1000)" "$(blocks_kib "$d")"
ino=$(stat -c %i "$d")
gen=$(inode_gen "$d")
dir_snapshot "$d" | sed "s|^$d|D|" > "$PP_STATE/before"
scratch_unmount
dir_block_destroy "$ino" 1 data garbage
scratch_mount -o uquota,pquota
dmesg_allow_corruption_reports
dir_repair_held "$ino" "$gen"
chown 2000 "$d" &
chpid=$!
sleep 0.5
assert_eq "the chown waits while the repair sleeps before its swap" \
	"$(stat -c %u "$d")" 1000
dir_repair_held_end
st=0
wait "$chpid" || st=$?
assert_eq "the chown then succeeds" "$st" 0
assert_eq "d belongs to uid 2000" "$(stat -c %u "$d")" 2000
assert_eq "uid 2000 is charged exactly d's blocks" \
	"$(kib_of 2000)" "$(blocks_kib "$d")"
assert_eq "uid 1000 is charged nothing" "$(kib_of 1000)" 0
assert_eq "project 7 is charged the blocks of d and its files" \
	"$(kib_of -p 7)" "$(find "$d" | xargs stat -c %b | awk '{ s += $1 } END { print s / 2 }')"
dir_snapshot "$d" | sed "s|^$d|D|" > "$PP_STATE/after"
assert_ok "d's names, inodes, cookies and contents are as before" \
	diff "$PP_STATE/before" "$PP_STATE/after"
st=0
xfs_scrub -n "$SCRATCH_MNT" > "$PP_STATE/scrub.out" 2>&1 || st=$?
cat "$PP_STATE/scrub.out"
assert_eq "xfs_scrub -n is clean" "$st" 0
