# Every kind of new inode gets exactly one parent pointer naming its
# directory, that directory's generation, the entry's readdir offset and
# its name: regular file, directory, fifo, device node, symlink.
require_parent_pointers
scratch_mkfs_parent
scratch_mount
cd "$SCRATCH_MNT"

mkdir d
: > d/file
mkdir d/subdir
mkfifo d/fifo
mknod d/chardev c 1 3
ln -s /some/where/far/away d/symlink
ln -s "$(head -c 900 /dev/zero | tr '\0' x)" d/longlink

for n in file subdir fifo chardev symlink longlink; do
	assert_records "record of $n" "d/$n" "$(dirent_record d "$n")"
done
assert_records "record of the directory d" d "$(dirent_record . d)"
assert_eq "the root has no record" "$(records .)" ""
