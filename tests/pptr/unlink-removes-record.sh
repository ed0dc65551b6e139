# unlink and rmdir remove exactly the record of the name that went away;
# the other links keep theirs.
require_parent_pointers
scratch_mkfs_parent
scratch_mount
cd "$SCRATCH_MNT"

mkdir a b
: > a/f
ln a/f b/g
ln a/f b/h
keep_g=$(dirent_record b g)
keep_h=$(dirent_record b h)
rm a/f
assert_records "records after unlink" b/g "$keep_g
$keep_h"
rm b/h
assert_records "records after a second unlink" b/g "$keep_g"

mkdir a/sub
rmdir a/sub
assert_eq "no entries left in a" "$(ls -A a)" ""
