# A record whose name is damaged must not rename the entry it belongs to.
# Directory d (400 files, leaf form) loses its second data block to
# random bytes; a file of its first, good, block has a record whose name
# was changed by a stray write ("file0010" -> "fXle0010", CRC made good
# again), same directory, same offset. The rebuild keeps the entry read
# from the good block under its name, at its offset: the record is that
# entry's, with a wrong name, as parent repair also judges it (NAME fix),
# not a second link. Afterwards the tree is as before, no "fXle0010"
# exists, the file has one link and one record, and xfs_scrub -n and
# xfs_repair -n are clean.
require_parent_pointers
require_tool xfs_scrub xfs_db xfs_repair
. /tests/lib/dirdamage.sh
scratch_mkfs_parent > /dev/null
scratch_mount
d=$SCRATCH_MNT/d
dir_populate "$d" 400 0
assert_eq "d is a leaf directory" "$(dir_form "$d")" leaf
assert_eq "file0010 is in the first data block" \
	"$(dir_entry_block "$d" file0010)" 0
fino=$(stat -c %i "$d/file0010")
dino=$(stat -c %i "$d")
dir_remember "$d"
scratch_unmount
sf_pptr_patch "$fino" 17 0x58	# "file0010" -> "fXle0010"
dir_block_destroy "$dino" 1 data garbage
scratch_mount
dmesg_allow_corruption_reports
assert_scrub_reports "d's lost block" "$dino" "directory entries"

scrub_repairs
assert_fails "no entry fXle0010" test -e "$d/fXle0010"
assert_eq "file0010 has one link" "$(stat -c %h "$d/file0010")" 1
assert_eq "file0010 has one record" "$(records "$d/file0010" | wc -l)" 1
dir_rebuilt_as_before
scratch_unmount
st=0
xfs_repair -n "$SCRATCH_DEV" > "$PP_STATE/n.out" 2>&1 || st=$?
[ "$st" = 0 ] || grep -v '^ *- \|^Phase' "$PP_STATE/n.out" | head -20
assert_eq "xfs_repair -n is then clean" "$st" 0
