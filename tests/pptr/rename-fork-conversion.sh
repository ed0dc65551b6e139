# A rename whose new record no longer fits in the shortform attr fork
# converts the fork to leaf format before the old record is removed; the
# removal must act on the fork as it is then, not as it was when queued.
# Long names, so that two records do not fit in a 512-byte inode.
require_parent_pointers
scratch_mkfs_parent -i size=512
scratch_mount
cd "$SCRATCH_MNT"

a=$(head -c 200 /dev/zero | tr '\0' a)
b=$(head -c 200 /dev/zero | tr '\0' b)
c=$(head -c 200 /dev/zero | tr '\0' c)
mkdir d
echo data > "d/$a"
assert_ok "rename to a long name" mv "d/$a" "d/$b"
assert_records "the record follows the rename" "d/$b" "$(dirent_record d "$b")"
ln "d/$b" "d/$a"
assert_ok "rename with two records in leaf format" mv "d/$a" "d/$c"
assert_records "both records exact" "d/$b" "$(dirent_record d "$b")
$(dirent_record d "$c")"

# RENAME_EXCHANGE: each side gets a long-named record for the other's slot
# before losing its own.
x=$(head -c 200 /dev/zero | tr '\0' x)
y=$(head -c 200 /dev/zero | tr '\0' y)
echo X > "d/$x"
echo Y > "d/$y"
assert_ok "exchange two long-named files" renameat2 -x "d/$x" "d/$y"
assert_records "one side" "d/$x" "$(dirent_record d "$x")"
assert_records "other side" "d/$y" "$(dirent_record d "$y")"
