# A directory rebuild never gives a file a link that its link count does
# not allow.  A file and a subdirectory are moved out of directory d with
# the error tag pptr_skip_remove, so that each keeps a stale record
# naming d at its old offset besides its real record: the file has one
# link (its entry in e), the subdirectory its one entry in e.  Then the
# data block of d that held their old entries is lost to random bytes.
# The rebuild of d must not bring either name back from its stale
# record: afterwards the file still has one link and one name, the
# subdirectory one entry, and removing the file's name in e frees it
# without leaving d with an entry of a free inode.  xfs_scrub -n is
# clean after the repair (the stale records are dropped).
require_parent_pointers
require_tool xfs_scrub xfs_db
. /tests/lib/dirdamage.sh
scratch_mkfs_parent > /dev/null
scratch_mount
require_errtag pptr_skip_remove
d=$SCRATCH_MNT/d
e=$SCRATCH_MNT/e
dir_populate "$d" 400 0
mkdir "$e" "$d/moved-dir"
echo moved > "$d/moved-file"
blk=$(dir_entry_block "$d" moved-file)
assert_eq "moved-dir is in the same block as moved-file" \
	"$(dir_entry_block "$d" moved-dir)" "$blk"
set_errortag pptr_skip_remove 1
mv "$d/moved-file" "$e/moved-file"
set_errortag pptr_skip_remove 1
mv "$d/moved-dir" "$e/moved-dir"
set_errortag pptr_skip_remove 0
fino=$(stat -c %i "$e/moved-file")
sino=$(stat -c %i "$e/moved-dir")
assert_eq "moved-file has one link" "$(stat -c %h "$e/moved-file")" 1
assert_eq "moved-file has two records (one stale, naming d)" \
	"$(records "$e/moved-file" | wc -l)" 2
assert_eq "moved-dir has two records (one stale, naming d)" \
	"$(records "$e/moved-dir" | wc -l)" 2
dino=$(stat -c %i "$d")
dgen=$(inode_gen "$d")
scratch_unmount
dir_block_destroy "$dino" "$blk" data garbage
scratch_mount
dmesg_allow_corruption_reports
# d is rebuilt first, on its own: run by xfs_scrub, the parent repair of
# moved-dir may meet d busy with its rebuild at each of its tries, and
# leave the stale record to the next run ("offline repair required");
# that race is not what this test is about (Documentation/reliability.md)
assert_ok "the repair of d succeeds" \
	xfs_io -x -c "repair directory $dino $dgen" "$SCRATCH_MNT"
assert_fails "the rebuilt d has no moved-file" test -e "$d/moved-file"
assert_fails "the rebuilt d has no moved-dir" test -e "$d/moved-dir"
scrub_repairs
assert_fails "d has no moved-file" test -e "$d/moved-file"
assert_fails "d has no moved-dir" test -e "$d/moved-dir"
assert_eq "moved-file still has one link" "$(stat -c %h "$e/moved-file")" 1
assert_eq "moved-file has one name" \
	"$(find "$SCRATCH_MNT" -inum "$fino" | wc -l)" 1
assert_eq "moved-dir has one name" \
	"$(find "$SCRATCH_MNT" -inum "$sino" | wc -l)" 1
assert_eq "moved-file has one record" "$(records "$e/moved-file" | wc -l)" 1
rm "$e/moved-file"
assert_eq "no directory names the freed inode" \
	"$(find "$SCRATCH_MNT" -inum "$fino" | wc -l)" 0
st=0
xfs_scrub -n "$SCRATCH_MNT" > "$PP_STATE/scrub2.out" 2>&1 || st=$?
cat "$PP_STATE/scrub2.out"
assert_eq "xfs_scrub -n is clean after the unlink" "$st" 0
