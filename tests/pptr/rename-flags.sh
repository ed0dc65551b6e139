# renameat2 flags: RENAME_NOREPLACE, RENAME_EXCHANGE (both sides get the
# other's slot, across directories and for a directory) and
# RENAME_WHITEOUT (the whiteout gets a record for the old name).
require_parent_pointers
require_tool renameat2
scratch_mkfs_parent
scratch_mount
cd "$SCRATCH_MNT"

mkdir a b
: > a/x
: > b/y
assert_fails "NOREPLACE onto an existing name fails" renameat2 -n a/x b/y
assert_records "and changes nothing" a/x "$(dirent_record a x)"
assert_ok "NOREPLACE to a new name" renameat2 -n a/x a/x2
assert_records "record after NOREPLACE" a/x2 "$(dirent_record a x2)"

echo X > a/x2
echo Y > b/y
assert_ok "EXCHANGE across directories" renameat2 -x a/x2 b/y
assert_eq "contents swapped" "$(cat a/x2)$(cat b/y)" "YX"
assert_records "one side" a/x2 "$(dirent_record a x2)"
assert_records "other side" b/y "$(dirent_record b y)"

mkdir a/d
assert_ok "EXCHANGE a directory with a file" renameat2 -x a/d b/y
assert_records "the directory" b/y "$(dirent_record b y)"
assert_records "the file" a/d "$(dirent_record a d)"

: > a/w
assert_ok "WHITEOUT" renameat2 -w a/w b/w
assert_records "the renamed file" b/w "$(dirent_record b w)"
assert_eq "a whiteout is left" "$(stat -c %F a/w)" "character special file"
assert_records "the whiteout has the old name" a/w "$(dirent_record a w)"
