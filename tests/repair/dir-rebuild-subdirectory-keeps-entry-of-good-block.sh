# Three subdirectories of a leaf directory each have one byte of their
# entry's name changed by xfs_db (write -d, so that the block keeps a
# good CRC): sub1 becomes Sub1, sub2 suz2, sub3 sub8, names that sort
# before and after the real ones.  The hash index no longer finds them,
# so the directory's repair (xfs_io repair directory) rebuilds it from
# two names for each subdirectory: the changed entry, read from a good
# block, and the subdirectory's record of its real name.  A subdirectory
# keeps one entry, and the rule picks it whatever the order of the
# names: the entry of the good block, as parent repair also believes the
# entry at a record's offset.  Each keeps its inode and readdir cookie;
# then xfs_scrub gives the records the new names and is clean.
require_parent_pointers
require_tool xfs_scrub xfs_db
. /tests/lib/dirdamage.sh
scratch_mkfs_parent > /dev/null
scratch_mount
d=$SCRATCH_MNT/dir
dir_populate "$d" 400 3
assert_eq "$d is a leaf directory" "$(dir_form "$d")" leaf
ino=$(stat -c %i "$d")
gen=$(inode_gen "$d")
xfs-dirents "$d" > "$PP_STATE/cookies"
scratch_unmount

# change NAME NEW: rewrite the entry NAME of the directory, in whichever
# data block holds it, as NEW (of the same length).
change() {
	_blk=$(awk -v n="$1" '$3 == n { print $1 }' "$PP_STATE/cookies")
	_blk=$((_blk * 8 / $(dir_bsize)))
	_i=$(xfs_db -r -c "inode $ino" -c "dblock $_blk" -c "print du" \
		"$SCRATCH_DEV" | sed -n "s/^du\[\([0-9]*\)\]\.name = \"$1\"\$/\1/p")
	echo "# $1: data block $_blk, entry du[$_i]"
	assert_ok "$1 is found in data block $_blk" test -n "$_i"
	_hex=$(printf '%s' "$2" | od -An -tx1 | tr -d ' \n')
	xfs_db -x -c "inode $ino" -c "dblock $_blk" \
		-c "write -d du[$_i].name #$_hex" "$SCRATCH_DEV" > /dev/null
	assert_eq "data block $_blk now names $2" \
		"$(xfs_db -r -c "inode $ino" -c "dblock $_blk" \
			-c "print du[$_i].name" "$SCRATCH_DEV")" "du[$_i].name = \"$2\""
}
change sub1 Sub1
change sub2 suz2
change sub3 sub8
scratch_mount
dmesg_allow_corruption_reports
# The directory's check after its rebuild still finds three entries whose
# children's records name them otherwise, until parent repair gives the
# records the new names: xfs_io may say "Corruption remains.".
st=0
out=$(xfs_io -x -c "repair directory $ino $gen" "$SCRATCH_MNT" 2>&1) || st=$?
echo "$out"
assert_eq "the repair of directory $ino succeeds" "$st" 0
assert_match "xfs_io says nothing else" "$out" "^(Corruption remains\.)?$"
line=$(dmesg | grep "directory inode $ino rebuilt:" | tail -n 1)
echo "$line"
# Each changed entry and its subdirectory's record share the offset: one
# entry (rule 3), under the name read from the good block, and nothing
# is dropped as put elsewhere.
assert_match "the kernel log: 403 entries, all read from good blocks, none dropped" \
	"$line" "rebuilt: 403 entries, 403 of them read from its good blocks and 0 known from parent pointers alone; 0 not at their recorded offset; dropped 0 of free or unlinked inodes, 0 that their children's records put elsewhere,"
# cookie of NAME in the list before the damage
cookie() { awk -v n="$1" '$3 == n { print $1 }' "$PP_STATE/cookies"; }
ino_of() { awk -v n="$1" '$3 == n { print $2 }' "$PP_STATE/cookies"; }
xfs-dirents "$d" > "$PP_STATE/after"
for p in sub1:Sub1 sub2:suz2 sub3:sub8; do
	old=${p%:*}
	new=${p#*:}
	assert_eq "$new: the inode and cookie that $old had" \
		"$(awk -v n="$new" '$3 == n { print $1, $2 }' "$PP_STATE/after")" \
		"$(cookie "$old") $(ino_of "$old")"
	assert_fails "$old is gone" test -e "$d/$old"
done
assert_eq "$d lists its 403 entries" "$(wc -l < "$PP_STATE/after")" 403
scrub_repairs
