# The xattr syscalls cannot read, forge or remove a parent pointer:
# listxattr never lists one; getxattr, removexattr and setxattr
# (XATTR_REPLACE) of every namespace prefix (user, trusted, security,
# system, and unknown ones such as parent.) with names that look like
# records or carry the secret names find nothing; an attribute that
# setxattr creates is a separate one, and is removed again. As root and
# as an unprivileged user; the records and the tree are unchanged, and
# the user cannot list the hidden names any other way.
require_parent_pointers
require_tool pptr-hostile pptr-tree su setfattr getfattr
. /tests/lib/hostile.sh
hostile_setup
before=$(hostile_state)
hostile_run xattr
assert_eq "the filesystem is unchanged" "$(hostile_state)" "$before"
out=$(su -s /bin/sh "$HOSTILE_USER" -c "ls $SCRATCH_MNT/secret; \
	getfattr -R -d -m - $SCRATCH_MNT; xfs_io -r -c 'parent -s' \
	$SCRATCH_MNT/pub/f" 2>&1) || true
echo "$out"
for s in $HOSTILE_SECRETS; do
	assert_eq "the user never sees $s" \
		"$(echo "$out" | grep -c "$s" || true)" 0
done
