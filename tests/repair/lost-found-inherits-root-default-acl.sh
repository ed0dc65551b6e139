# A /lost+found that online repair makes is made as mkdir would make it:
# it inherits the root's default ACL (here user::rwx, user:1000:rwx,
# group::r-x, mask::rwx, other::---) as its own default ACL and, narrowed
# by its mode 0700, as its access ACL. It used to get no ACL at all.
require_parent_pointers
require_tool xfs_scrub setfattr getfattr
scratch_mkfs_parent
scratch_mount
require_errtag pptr_orphan
M=$SCRATCH_MNT
acl=0x02000000010007""00ffffffff020007""00e8030000040005""00ffffffff100007""00ffffffff200000""00ffffffff
access=0x02000000010007""00ffffffff020007""00e8030000040005""00ffffffff100000""00ffffffff200000""00ffffffff
assert_ok "a default ACL on the root" setfattr -n system.posix_acl_default -v "$acl" "$M"
# acl_value NAME FILE: the ACL xattr NAME of FILE in hex, or nothing.
acl_value() {
	getfattr -e hex -n "$1" "$2" 2> /dev/null | sed -n "s/^$1=//p"
}
assert_eq "the root has it" "$(acl_value system.posix_acl_default "$M")" "$acl"
mkdir "$M/e"
echo precious > "$M/e/report.txt"
set_errortag pptr_orphan 1
rm "$M/e/report.txt"
set_errortag pptr_orphan 0
rmdir "$M/e"
assert_ok "no lost+found yet" test ! -e "$M/lost+found"
scrub_repairs
lf=$M/lost+found
assert_eq "lost+found is a root-owned 0700 directory" \
	"$(stat -c '%F %u %a' "$lf")" "directory 0 700"
assert_eq "it inherited the default ACL" \
	"$(acl_value system.posix_acl_default "$lf")" "$acl"
assert_eq "and has it, narrowed to 0700, as its access ACL" \
	"$(acl_value system.posix_acl_access "$lf")" "$access"
mkdir "$M/byhand"
assert_eq "as a directory made by mkdir with that mode gets it" \
	"$(chmod 700 "$M/byhand"; acl_value system.posix_acl_access "$M/byhand")" "$access"
