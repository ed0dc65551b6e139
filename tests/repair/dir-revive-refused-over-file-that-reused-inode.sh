# Stale records that name a directory which is gone do not bring it back
# online over the file that now has its inode number. A file is moved out
# of directory x while its record of x is left behind (error tag
# pptr_skip_remove: the stale record that a lost record removal leaves),
# x is removed, and its inode number goes to a new regular file, which
# then loses its core to zeros, mode included. Its entry says it is a
# regular file, so online repair does not revive a directory there: the
# kernel log says nothing was revived, the name is not a directory, and
# xfs_scrub asks for offline repair. xfs_repair then clears the file, as
# it always has.
require_parent_pointers
require_tool xfs_scrub xfs_db xfs_repair
. /tests/lib/dirdamage.sh
. /tests/lib/dirinode.sh
scratch_mkfs_parent -d agcount=2 > /dev/null
scratch_mount
M=$SCRATCH_MNT
dirino_reuse_as_file
scratch_unmount
# Zeros over the file's core but its magic number, version and unlinked
# pointer, so that its inode cluster still passes the buffer's checks
# (the moved file, whose stale record must be read, is in that cluster)
# and its mode no longer says it is a file: only its entry does.
byte=$(xfs_db -r -c "convert ino $dino byte" "$SCRATCH_DEV" |
	sed -n 's/^0x[0-9a-f]* (\([0-9]*\))$/\1/p')
head -c 2 /dev/zero | dd of="$SCRATCH_DEV" bs=1 seek=$((byte + 2)) \
	conv=notrunc 2> /dev/null
head -c 91 /dev/zero | dd of="$SCRATCH_DEV" bs=1 seek=$((byte + 5)) \
	conv=notrunc 2> /dev/null
head -c 76 /dev/zero | dd of="$SCRATCH_DEV" bs=1 seek=$((byte + 100)) \
	conv=notrunc 2> /dev/null
sync
scratch_mount
dirino_online_refused "inode $dino|offline"
assert_fails "$name is not a directory" test -d "$M/$name"
scratch_unmount
st=0
xfs_repair "$SCRATCH_DEV" > "$PP_STATE/out" 2>&1 || st=$?
assert_eq "xfs_repair exits 0" "$st" 0
