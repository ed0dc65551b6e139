# The ioctl lists records in several calls when the buffer is small, by
# handle as well as by file descriptor, and paths resolve through them.
require_parent_pointers
scratch_mkfs_parent
scratch_mount
cd "$SCRATCH_MNT"

mkdir -p a/b/c
echo data > a/b/c/f
ln a/b/c/f a/g
ln a/b/c/f h

assert_eq "three records" "$(records a/b/c/f | wc -l)" 3
assert_eq "same records with a one-record buffer" \
	"$(xfs_io -r -c "parent -s -b 280" a/b/c/f | sort)" "$(records a/b/c/f)"
ino=$(stat -c %i a/b/c/f)
gen=$(inode_gen a/b/c/f)
assert_eq "same records by handle" \
	"$(xfs_io -r -c "parent -s $ino $gen" "$SCRATCH_MNT" | sort)" \
	"$(records a/b/c/f)"
assert_eq "every path" "$(xfs_io -r -c "parent -p" a/b/c/f | sort)" \
	"$(printf '%s\n' "$SCRATCH_MNT/a/b/c/f" "$SCRATCH_MNT/a/g" "$SCRATCH_MNT/h" | sort)"
assert_eq "-z prints one path" "$(xfs_io -r -c "parent -z" a/b/c/f | wc -l)" 1
