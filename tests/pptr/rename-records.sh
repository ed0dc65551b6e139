# rename keeps the records exact: within a directory, across directories,
# onto an existing name (the target loses its record), and for a
# directory, whose record follows its new parent.
require_parent_pointers
scratch_mkfs_parent
scratch_mount
cd "$SCRATCH_MNT"

mkdir a b
: > a/f
mv a/f a/f2
assert_records "rename within a directory" a/f2 "$(dirent_record a f2)"
mv a/f2 b/f3
assert_records "rename across directories" b/f3 "$(dirent_record b f3)"

: > b/victim
ln b/victim a/victim-link
mv b/f3 b/victim
assert_records "the source takes the target's slot" b/victim \
	"$(dirent_record b victim)"
assert_records "the overwritten target keeps only its other link" \
	a/victim-link "$(dirent_record a victim-link)"

mkdir a/dir
mv a/dir b/dir
assert_records "a renamed directory's record follows it" b/dir \
	"$(dirent_record b dir)"
assert_eq "its .. is the new parent" "$(stat -c %i b/dir/..)" "$(stat -c %i b)"
