# Removing records from an attr fork in blocks on a full filesystem
# (issue 17 item 2). A file's records, 200-byte names, fill attr leaf
# blocks that a small file written now and then breaks into extents of a
# few blocks, until the fork's extent list is as long as the inode can
# hold in extents form. Then the filesystem is filled, so that unlink
# runs without a block reservation, and every link is unlinked, one at a
# time. Emptied leaf blocks are freed from the middle of extents, and
# each such free splits an extent, which needs one more extent record,
# which the full list only has by becoming a bmbt, which needs a block.
# Each unlink must succeed, or fail with ENOSPC and change nothing; the
# filesystem must not shut down.
require_parent_pointers
require_tool xfs_db xfs_io
# A small filesystem, quick to fill: lift mkfs.xfs's 300 MB floor as
# fstests does. Two AGs: the directory's blocks go to the other one.
export TEST_DIR=/mnt/test TEST_DEV=/dev/vda QA_CHECK_FS=1
# The fill below is measured against the default layout: on the rmapbt
# profile the per-AG reservation of the reverse-mapping btree keeps
# blocks back that df counts as free, so this test keeps rmapbt off.
scratch_mkfs_parent -m rmapbt=0 -d size=64m,agcount=2 > /dev/null
unset TEST_DIR QA_CHECK_FS
scratch_mount
echo data > "$SCRATCH_MNT/f"
ino=$(stat -c %i "$SCRATCH_MNT/f")
# agno INO: the AG of inode INO.
agno() {
	xfs_db -r -c "convert inode $1 agno" "$SCRATCH_DEV" |
		sed 's/.*(\([0-9]*\)).*/\1/'
}
# The directory of the links, in the other AG than f: new directories
# go to the AGs in turn.
for k in 1 2 3; do
	mkdir "$SCRATCH_MNT/d$k"
	if [ "$(agno "$(stat -c %i "$SCRATCH_MNT/d$k")")" != "$(agno "$ino")" ]; then
		mv "$SCRATCH_MNT/d$k" "$SCRATCH_MNT/d"
		break
	fi
done
assert_ok "a directory in the other AG than the file" test -d "$SCRATCH_MNT/d"
pad=$(head -c 190 /dev/zero | tr '\0' p)
i=0
# link N: N more links to f.
link() {
	_e=$((i + $1))
	while [ $i -lt $_e ]; do
		i=$((i + 1))
		ln "$SCRATCH_MNT/f" "$SCRATCH_MNT/d/$pad$(printf %010d $i)"
	done
}
# aext: the number of extents of f's attr fork.
aext() {
	xfs_io -c "bmap -a" "$SCRATCH_MNT/f" | grep -c ': \[' || true
}
while [ "$(aext)" = 0 ]; do
	link 5
done
scratch_unmount
isize=$(xfs_db -r -c "sb 0" -c "print inodesize" "$SCRATCH_DEV" |
	sed 's/.* = //')
forkoff=$(xfs_db -r -c "inode $ino" -c "print core.forkoff" "$SCRATCH_DEV" |
	sed 's/.* = //')
maxext=$(((isize - 176 - forkoff * 8) / 16))
echo "inode $isize bytes, forkoff $forkoff: $maxext attr extents in the inode"
scratch_mount
p=0
while [ "$(aext)" -lt "$maxext" ]; do
	p=$((p + 1))
	xfs_io -f -c "pwrite -q 0 4k" -c fsync "$SCRATCH_MNT/pad$p"
	link 60
done
link 200
xfs_io -c "bmap -a" "$SCRATCH_MNT/f"
n=$i
echo "$n links, $(aext) attr extents"
dd if=/dev/zero of="$SCRATCH_MNT/fill" bs=1M 2> /dev/null || true
xfs_io -f -c "pwrite -q 0 1g" "$SCRATCH_MNT/fill2" 2> /dev/null || true
j=0
while xfs_io -f -c "pwrite -q 0 4k" "$SCRATCH_MNT/fill-small$j" 2> /dev/null; do
	j=$((j + 1))
done
j=0
while xfs_io -c "pwrite -q $((j * 4096)) 4k" -c fsync "$SCRATCH_MNT/fill-small0" 2> /dev/null; do
	j=$((j + 1))
done
free=$(xfs_io -c statfs "$SCRATCH_MNT" | sed -n 's/^counts.freedata = //p')
echo "free blocks: $free"
assert_ok "the filesystem is full (free blocks: $free)" test "$free" -le 8
# Unlink in strides, so that the directory frees none of its blocks
# before the attr fork does; the first freed attr block splits an extent.
bad=0
most=0
k=1
while [ $k -le 25 ] && [ $bad = 0 ]; do
	i=$k
	while [ $i -le "$n" ]; do
		if ! rm "$SCRATCH_MNT/d/$pad$(printf %010d $i)" 2> "$PP_STATE/err"; then
			echo "unlink $i: $(cat "$PP_STATE/err")"
			bad=$((bad + 1))
			break
		fi
		i=$((i + 25))
	done
	e=$(aext)
	[ "$e" -gt "$most" ] && most=$e
	echo "stride $k: $e attr extents"
	k=$((k + 1))
done
assert_eq "every link unlinked" "$bad" 0
assert_ok "an extent was split past the inode's $maxext (most: $most)" \
	test "$most" -gt "$maxext"
assert_eq "f has its one first link left" "$(stat -c %h "$SCRATCH_MNT/f")" 1
assert_eq "and no record but that link's" "$(records "$SCRATCH_MNT/f")" \
	"$(dirent_record "$SCRATCH_MNT" f)"
