# Pointing ".." of a shortform directory back at its parent can need a
# block: the directory stores 4-byte inode numbers, its parent's number
# is above 2^32, so every entry widens, and the widened directory no
# longer fits in the inode. Online repair must reserve that block before
# it changes anything; with none reserved, the allocation overdraws the
# transaction and the filesystem shuts down.
#
# The setup, on a 3 TiB sparse disk (inode numbers above 2^32 from the
# third AG on): directory P numbered above 2^32 holds C, numbered below,
# with files numbered below. The kernel keeps C in 8-byte form because of
# its "..". The disk is then rewritten as damage would leave it: C in
# 4-byte form with ".." naming another directory S, and the attr fork
# (C's record) moved up against the smaller data fork, so the widened
# form does not fit.
require_parent_pointers
require_tool xfs_scrub xfs_db
scratch_use_big_device
scratch_mkfs_parent -K -d agcount=4 -l size=64m
scratch_mount
M=$SCRATCH_MNT
big=4294967296

# first_dir PARENT PREFIX WANT: make PARENT/PREFIXn until one is numbered
# above 2^32 (WANT=high) or below (WANT=low); prints its path.
first_dir() {
	_i=0
	while [ $_i -lt 16 ]; do
		mkdir "$1/$2$_i"
		_n=$(stat -c %i "$1/$2$_i")
		if { [ "$3" = high ] && [ "$_n" -ge $big ]; } ||
		   { [ "$3" = low ] && [ "$_n" -lt $big ]; }; then
			echo "$1/$2$_i"
			return 0
		fi
		_i=$((_i + 1))
	done
	return 1
}
p=$(first_dir "$M" p high) || { fail "no directory numbered above 2^32"; exit 1; }
s=$(first_dir "$M" s low) || { fail "no directory numbered below 2^32"; exit 1; }
c=$(first_dir "$p" c low) || { fail "no subdirectory numbered below 2^32"; exit 1; }
pino=$(stat -c %i "$p")
sino=$(stat -c %i "$s")
cino=$(stat -c %i "$c")
for i in $(seq 10 17); do
	: > "$c/f$i"
done
assert_ok "the files of C are numbered below 2^32" \
	sh -c "[ \$(ls -i '$c' | awk '\$1 >= $big' | wc -l) = 0 ]"
form=$(dir_form "$c")
assert_eq "C is shortform" "$form" local
[ "$form" = local ] || exit 1
before=$(tree_snapshot "$M")
scratch_unmount

dev=$SCRATCH_DEV
field() {
	xfs_db -r -c "inode $cino" -c "print $1" "$dev" | sed 's/.* = //'
}
assert_eq "C is in 8-byte form on disk" "$(field u3.sfdir3.hdr.i8count)" 1
size8=$(field core.size)
fo=$(field core.forkoff)
off=$(xfs_db -r -c "convert ino $cino byte" "$dev" | sed 's/.*(\([0-9]*\)).*/\1/')
lit=$((off + 176))
litsz=$(($(xfs_db -r -c sb -c "print inodesize" "$dev" | sed 's/.* = //') - 176))

# The literal area, rewritten: the data fork in 4-byte form with ".."
# naming S, then the attr fork, moved from forkoff*8 to just after it.
# awk prints the new area as octal escapes for printf.
new=$(dd if="$dev" bs=1 skip=$lit count=$litsz 2> /dev/null | od -An -tu1 -v |
	awk -v fo="$fo" -v litsz="$litsz" -v s="$sino" '
	{ for (i = 1; i <= NF; i++) b[n++] = $i }
	function out(v) { o[m++] = v }
	function be4(v) {
		out(int(v / 16777216) % 256); out(int(v / 65536) % 256)
		out(int(v / 256) % 256); out(v % 256)
	}
	END {
		count = b[0]; out(count); out(0); be4(s)
		q = 10
		for (e = 0; e < count; e++) {
			len = b[q]
			for (k = 0; k < 3 + len + 1; k++) out(b[q + k])
			q += 3 + len + 1
			for (k = 4; k < 8; k++) out(b[q + k])
			q += 8
		}
		size4 = m
		nfo = int((size4 + 7) / 8)
		while (m < nfo * 8) out(0)
		for (k = fo * 8; k < litsz && m < litsz; k++) out(b[k])
		while (m < litsz) out(0)
		printf "%d %d ", size4, nfo
		for (k = 0; k < m; k++) printf "\\%03o", o[k]
	}')
set -- $new
size4=$1
nfo=$2
echo "C: 8-byte form $size8 bytes, 4-byte form $size4, forkoff $fo -> $nfo"
assert_ok "the 8-byte form does not fit below the new fork offset" \
	test "$size8" -gt $((nfo * 8))
printf "$3" > "$PP_STATE/lit"
assert_ok "rewrite the literal area of C" dd if="$PP_STATE/lit" of="$dev" \
	bs=1 seek=$lit conv=notrunc,fsync
assert_ok "set C's size and fork offset" xfs_db -x -c "inode $cino" \
	-c "write core.size $size4" -c "write core.forkoff $nfo" -c "crc -r" "$dev"
assert_eq "C is in 4-byte form on disk" "$(field u3.sfdir3.hdr.i8count)" 0
assert_eq "C's \"..\" names S on disk" "$(field u3.sfdir3.hdr.parent.i4)" "$sino"
assert_eq "C's record is still there" \
	"$(xfs_db -r -c "inode $cino" -c "print a.sfattr.hdr.count" "$dev" | sed 's/.* = //')" 1

scratch_mount
# dotdot DIR: the inode number that readdir gives for "..", from disk.
dotdot() { xfs-dirents -a "$1" | awk '$3 == ".." { print $2 }'; }
assert_eq "readdir of C gives S for \"..\"" "$(dotdot "$c")" "$sino"
scrub_repairs
assert_match "the kernel log says what it did" "$(dmesg | tail -20)" \
	"directory inode $cino: \"..\" pointed at inode $sino, set to its parent $pino"
assert_ok "the filesystem is not shut down" touch "$M/alive"
rm -f "$M/alive"
assert_eq "readdir of C gives P for \"..\"" "$(dotdot "$c")" "$pino"
assert_eq "C widened to block form" "$(dir_form "$c")" block
assert_eq "the tree is as before" "$(tree_snapshot "$M")" "$before"
