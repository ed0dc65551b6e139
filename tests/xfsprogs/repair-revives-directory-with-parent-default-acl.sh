# A block directory made in a directory with a default ACL (so mkdir gave
# it mode 0750, that default ACL and an access ACL) has its whole inode
# zeroed: its mode and ACLs are gone. xfs_repair revives it with the mode
# and ACLs that mkdir gives a directory made there, not 0755, says so,
# and puts every name back at its old readdir offset.
require_parent_pointers
require_tool xfs_db xfs_repair setfacl getfacl
. /tests/lib/dirdamage.sh
. /tests/lib/dirinode.sh
scratch_mkfs_parent > /dev/null
scratch_mount
dirino_make_under_default_acl
dirino_destroy zeros
dirino_repaired
assert_match "the repair says where its mode came from" \
	"$(cat "$PP_STATE/out")" \
	"directory inode $dino takes mode 0750 and the default ACL of its parent"
dirino_acl_as_before
