# A block directory made in a directory with a default ACL (so mkdir gave
# it mode 0750, that default ACL and an access ACL) has its whole inode
# zeroed: its mode and ACLs are gone. xfs_scrub revives it online with
# the mode and ACLs that mkdir gives a directory made there, not 0755,
# and the kernel log says where they came from; every name comes back at
# its old readdir offset.
require_parent_pointers
require_tool xfs_scrub xfs_db setfacl getfacl
. /tests/lib/dirdamage.sh
. /tests/lib/dirinode.sh
scratch_mkfs_parent > /dev/null
scratch_mount
dirino_make_under_default_acl
dirino_destroy zeros
scratch_mount
dmesg_allow_corruption_reports
assert_fails "the damaged directory cannot be listed" ls "$ddir"
scrub_repairs
assert_match "the kernel log says it was revived" \
	"$(dmesg | grep "directory inode $dino revived")" "revived with generation"
assert_match "and where its mode came from" \
	"$(dmesg | grep "directory inode $dino takes mode")" \
	"takes mode 0750 and the default ACL of its parent"
dirino_as_before
dirino_acl_as_before
