# Bad input to the parent pointer ioctl gets the documented errno and no
# oops: nonzero input flags, reserved fields or unused cursor words, a
# buffer smaller than a record, an unmapped buffer, a stale, forged or
# malformed handle, an unprivileged caller, and a filesystem without the
# feature. A huge buffer size is capped, not trusted.
require_parent_pointers
require_tool pptr-ioctl-probe
scratch_mkfs_parent
scratch_mount
f=$SCRATCH_MNT/f
: > "$f"

probe() { pptr-ioctl-probe "$1" "$f"; }
assert_eq "good call" "$(probe ok)" "OK count=1 done=1"
assert_eq "good call by handle" "$(probe handle-ok)" "OK count=1 done=1"
assert_eq "input flags" "$(probe iflags)" EINVAL
assert_eq "reserved fields" "$(probe reserved)" EINVAL
assert_eq "unused cursor words" "$(probe cursor)" EINVAL
assert_eq "buffer smaller than a record" "$(probe smallbuf)" EINVAL
assert_eq "unmapped buffer" "$(probe badbuf)" EFAULT
assert_eq "huge buffer size" "$(probe hugebuf)" "OK count=1 done=1"
assert_eq "stale handle" "$(probe handle-stale)" ESTALE
assert_match "forged handle" "$(probe handle-forged)" "^(ESTALE|EINVAL)$"
assert_eq "malformed handle" "$(probe handle-badlen)" EINVAL
assert_eq "unprivileged caller" "$(probe unpriv)" EPERM
assert_eq "unprivileged caller by handle" "$(probe unpriv-handle)" EPERM

scratch_unmount
scratch_mkfs
scratch_mount
: > "$f"
assert_eq "filesystem without the feature" "$(probe ok)" EOPNOTSUPP
