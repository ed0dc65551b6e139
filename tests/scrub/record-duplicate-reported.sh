# Two identical records (the same parent, generation and offset) on a
# file with two links are reported against its inode.
require_parent_pointers
require_tool xfs_scrub xfs_db
scratch_mkfs_parent
scratch_mount
mkdir "$SCRATCH_MNT/d"
: > "$SCRATCH_MNT/d/file"
ln "$SCRATCH_MNT/d/file" "$SCRATCH_MNT/d/link"
ino=$(stat -c %i "$SCRATCH_MNT/d/file")
first=$(dirent_record "$SCRATCH_MNT/d" file)
assert_eq "two records before" "$(records "$SCRATCH_MNT/d/file" | wc -l)" 2
scratch_unmount
scratch_corrupted_on_purpose

# The shortform fork holds "file" then "link".  Give the second record
# the offset of the first: name bytes 12-15 of entry 2, which starts
# 3 + 16 + 4 bytes after the name of entry 1.
off=${first%:*}
off=${off##*:}
set -- $(( (off >> 24) & 255 )) $(( (off >> 16) & 255 )) \
	$(( (off >> 8) & 255 )) $(( off & 255 ))
sf_pptr_patch "$ino" $((3 + 16 + 4 + 12)) "$@"
scratch_mount
dino=$(stat -c %i "$SCRATCH_MNT/d")
assert_scrub_reports "a duplicate record" \
	"$ino" "parent pointer" "$dino" "directory entries"
