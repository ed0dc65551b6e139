# A record that names a directory that is gone must not count toward a
# file's links when the rebuild decides whether a record alone may make
# an entry (rule 6), or the record of a real link loses to it. file0001
# of a leaf directory d has one link, its entry in d, and besides its
# record of that entry a stale record of a link hl-z in a directory z
# that was removed since (pptr_skip_remove on the unlink, then rmdir z).
# The first data block of d, which holds file0001's entry, is lost to
# garbage, so only file0001's record can bring the name back. The repair
# of d alone (xfs_io repair directory) must make that entry: afterwards
# d lists file0001 at its old readdir cookie, before any other repair
# runs. Then xfs_scrub drops the stale record and the tree is as before.
require_parent_pointers
require_tool xfs_scrub xfs_db xfs-dirents
. /tests/lib/dirdamage.sh
scratch_mkfs_parent > /dev/null
scratch_mount
require_errtag pptr_skip_remove
d=$SCRATCH_MNT/d
dir_populate "$d" 400 3
mkdir "$SCRATCH_MNT/z"
ln "$d/file0001" "$SCRATCH_MNT/z/hl-z"
set_errortag pptr_skip_remove 1
rm "$SCRATCH_MNT/z/hl-z"
set_errortag pptr_skip_remove 0
rmdir "$SCRATCH_MNT/z"
assert_eq "file0001 is in the first data block" \
	"$(dir_entry_block "$d" file0001)" 0
assert_eq "file0001 has one link" "$(stat -c %h "$d/file0001")" 1
assert_eq "file0001 has two records, one of a removed directory" \
	"$(records "$d/file0001" | wc -l)" 2
cookie=$(xfs-dirents "$d" | awk '$3 == "file0001" { print $1 }')
dino=$(stat -c %i "$d")
dir_remember "$d"
scratch_unmount
dir_block_destroy "$dino" 0 data garbage
scratch_mount
dmesg_allow_corruption_reports
gen=$(inode_gen "$d")
st=0
out=$(xfs_io -x -c "repair directory $dino $gen" "$SCRATCH_MNT" 2>&1) || st=$?
[ -z "$out" ] || echo "$out"
assert_eq "the repair of d alone succeeds" "$st" 0
assert_eq "the rebuilt d lists file0001 at its old cookie" \
	"$(xfs-dirents "$d" | awk '$3 == "file0001" { print $1 }')" "$cookie"
scrub_repairs
dir_rebuilt_as_before
assert_eq "file0001 has one link" "$(stat -c %h "$d/file0001")" 1
assert_eq "file0001 has one record" "$(records "$d/file0001" | wc -l)" 1
