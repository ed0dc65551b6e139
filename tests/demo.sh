#!/bin/sh
# make demo: parent pointers on a real kernel. Build a small tree on a
# parent-pointer XFS filesystem, then go from inode numbers back to paths
# through the records, watch a rename and a hard link update them, check
# the filesystem online, orphan a directory's files and watch online
# repair put them back where stock xfs_repair puts them in lost+found.
# Then a directory loses a whole block to garbage: online repair rebuilds
# it from its good blocks and its children's records, every name at its
# old readdir position, where stock xfs_repair, on a copy of the damaged
# image, moves the lost names' files to lost+found by inode number.
# Last the directory's own inode is overwritten: xfs_scrub online, and
# xfs_repair offline, bring it back from its children's records at the
# same inode number, where stock xfs_repair moves all its files to
# lost+found by number.
# Every claim is checked (check, cmp): the demo prints DEMO-OK only when
# all of them held.
export PATH=/usr/sbin:/usr/bin:/sbin:/bin
# busybox sh has pipefail.
# shellcheck disable=SC3040
set -eu -o pipefail
dev=/dev/vdb
mnt=/mnt/scratch
# The spare disk, for a copy of a damaged image.
copy=/dev/vdc
copymnt=/mnt/copy

step() { printf '\n### %s\n' "$*"; }
run() { printf '$ %s\n' "$*"; "$@"; }
# check WHAT CMD...: CMD must succeed; says so, or says what failed and
# ends the demo.
check() {
	_what=$1
	shift
	if "$@"; then
		echo "ok: $_what"
	else
		echo "FAILED: $_what"
		exit 1
	fi
}
# Whatever ends the demo early says so (set -e stops at the first failed
# command, which the lines above it name).
on_exit() {
	_rc=$?
	[ "$_rc" = 0 ] ||
		echo "DEMO FAILED (exit status $_rc): see the lines above and the kernel log (console.log)"
}
trap on_exit EXIT

step "kernel $(uname -r)"
step "make a filesystem with parent pointers"
run mkfs.xfs -f -q -n parent=1 "$dev" || exit 1
run mount -t xfs "$dev" "$mnt" || exit 1
dmesg | grep -i 'parent pointer' | tail -1
run xfs_info "$mnt" | grep naming

step "build a tree"
run mkdir -p "$mnt/home/alice/projects" "$mnt/srv/www"
echo "hello" > "$mnt/home/alice/projects/notes.txt"
run ln "$mnt/home/alice/projects/notes.txt" "$mnt/srv/www/index.txt"
ino=$(stat -c %i "$mnt/home/alice/projects/notes.txt")
echo "notes.txt is inode $ino, with $(stat -c %h "$mnt/srv/www/index.txt") links"

step "its parent pointers: one per link (parent inode, generation, dir offset, name)"
run xfs_io -c parent "$mnt/srv/www/index.txt"

step "inode number -> every path, by walking the records up to the root"
gen=$(xfs_io -r -c "bulkstat_single $ino" "$mnt" | sed -n 's/^[[:space:]]*bs_gen = //p')
run xfs_io -c "parent -p $ino $(printf %u "$gen")" "$mnt"

step "rename a directory: the paths follow, nothing else is rewritten"
run mv "$mnt/home/alice" "$mnt/home/bob"
run xfs_io -c "parent -p" "$mnt/srv/www/index.txt"

step "remove one link: its record goes with it"
run rm "$mnt/srv/www/index.txt"
run xfs_io -c "parent -s" "$mnt/home/bob/projects/notes.txt"

step "the records are not user xattrs"
run getfattr -d -m - "$mnt/home/bob/projects/notes.txt"
echo "(nothing listed)"

step "online check: xfs_scrub -n"
run xfs_scrub -n "$mnt"
echo "scrub: clean"

step "a small project tree, and a snapshot of it (path, inode, checksum)"
proj=$mnt/home/bob/projects/site
mkdir -p "$proj"
for f in index.html style.css app.js README LICENSE Makefile; do
	echo "contents of $f" > "$proj/$f"
done
snapshot() {
	for f in "$proj"/*; do
		printf '%s %s %s\n' "$f" "$(stat -c %i "$f")" \
			"$(md5sum < "$f" | cut -c1-12)"
	done
}
snapshot > /tmp/before
cat /tmp/before

step "orphan it: every entry of $proj is lost, the files and their records stay"
echo 1 > /sys/fs/xfs/vdb/errortag/pptr_orphan
rm "$proj"/*
echo 0 > /sys/fs/xfs/vdb/errortag/pptr_orphan
run ls -la "$proj"

step "xfs_scrub -n finds the orphans through their parent pointers"
st=0
out=$(xfs_scrub -n "$mnt" 2>&1) || st=$?
echo "$out" | grep -E "parent pointer|corruptions" || true
check "xfs_scrub -n reports them (exit status $st)" [ "$st" -ne 0 ]

step "xfs_scrub repairs: each file goes back to its directory, under its name"
st=0
out=$(xfs_scrub "$mnt" 2>&1) || st=$?
echo "$out" | grep -E "Repaired|repairs made" || true
check "xfs_scrub says it repaired them" eval 'echo "$out" | grep -q Repaired'
run ls -la "$proj"
snapshot > /tmp/after
if cmp -s /tmp/before /tmp/after; then
	echo "ok: identical to the snapshot: same paths, same inodes, same contents"
else
	echo "FAILED: DIFFERENT from the snapshot:"
	diff /tmp/before /tmp/after || true
	exit 1
fi
check "xfs_scrub -n is clean again" eval 'xfs_scrub -n "$mnt" > /dev/null 2>&1'

# stock_repair DEV: clear the parent pointer feature bit of the unmounted
# filesystem on DEV, which stock xfs_repair 6.1 would refuse, then run
# stock xfs_repair on it; its output goes to /tmp/stock.out.
stock_repair() {
	_incompat=$(xfs_db -c "sb 0" -c "print features_incompat" "$1" 2>/dev/null |
		sed -n 's/^features_incompat = //p')
	xfs_db -x -c "sb 0" -c "write features_incompat $((_incompat & ~0x40000000))" \
		"$1" > /dev/null 2>&1
	_st=0
	/usr/stock/sbin/xfs_repair "$1" > /tmp/stock.out 2>&1 || _st=$?
	check "stock xfs_repair finished (exit status $_st)" [ "$_st" = 0 ]
}

step "what stock xfs_repair 6.1 does with the same orphans"
echo 1 > /sys/fs/xfs/vdb/errortag/pptr_orphan
rm "$proj"/*
echo 0 > /sys/fs/xfs/vdb/errortag/pptr_orphan
run umount "$mnt"
echo "stock xfs_repair refuses the unknown feature rather than 'fixing' it:"
st=0
out=$(/usr/stock/sbin/xfs_repair -n "$dev" 2>&1) || st=$?
echo "$out" | tail -2
check "stock xfs_repair -n refuses the filesystem (exit status $st)" [ "$st" -ne 0 ]
echo "with the feature bit cleared, it moves them to lost+found by number:"
stock_repair "$dev"
grep "moving to lost+found" /tmp/stock.out || true
run mount -t xfs "$dev" "$mnt"
run ls "$mnt/lost+found"
lost=$(ls "$mnt/lost+found" | wc -l)
orphans=$(wc -l < /tmp/before)
check "all $orphans orphans are in lost+found" [ "$lost" = "$orphans" ]
check "named by inode number" eval '! ls "$mnt/lost+found" | grep -q -v "^[0-9]*$"'
run umount "$mnt"

step "a directory loses a whole block to garbage"
# 300 MiB, the smallest filesystem mkfs.xfs makes: copying the damaged
# image for stock xfs_repair below takes seconds.
run mkfs.xfs -f -q -n parent=1 -d size=300m "$dev"
run mount -t xfs "$dev" "$mnt"
photos=$mnt/photos
nphotos=400
mkdir "$photos"
i=1
while [ $i -le $nphotos ]; do
	echo "photo number $i" > "$photos/IMG_$(printf %04d $i).jpg"
	i=$((i + 1))
done
ino=$(stat -c %i "$photos")
bs=$(stat -f -c %S "$photos")
echo "$ ls $photos | wc -l"
ls "$photos" | wc -l
xfs-dirents "$photos" > /tmp/cookies.before
md5sum "$photos"/* > /tmp/sums.before
# cookies FILE: a few lines of an xfs-dirents listing, with the data block
# each entry is in (its cookie is its offset in 8-byte units).
cookies() {
	awk -v bs="$bs" 'NR <= 2 || (NR >= 200 && NR <= 202) || NR >= 399 {
			printf "  %6d  %6d  %s   (data block %d)\n", $1, $2, $3, $1 * 8 / bs
		}
		NR == 3 || NR == 203 { print "  ..." }' "$1"
}
echo "readdir order: cookie (the entry's directory offset / 8), inode, name"
cookies /tmp/cookies.before
awk -v bs="$bs" '{ n[int($1 * 8 / bs)]++ }
	END { for (b = 0; b in n; b++) printf "data block %d: %d names\n", b, n[b] }' \
	/tmp/cookies.before
inblock1=$(awk -v bs="$bs" 'int($1 * 8 / bs) == 1' /tmp/cookies.before | wc -l)
check "a leaf directory: 3 data blocks, names in each" \
	[ "$(awk -v bs="$bs" '{ print int($1 * 8 / bs) }' /tmp/cookies.before | uniq | wc -l)" = 3 ]
run umount "$mnt"
echo "its blocks (xfs_db bmap): data blocks 0-2, and the hash index at 32 GiB"
xfs_db -r -c "inode $ino" -c bmap "$dev" | tee /tmp/bmap
# "data offset 1 startblock 13 (0/13) count 1 flag 0": AG 0, block 13.
agblocks=$(xfs_db -r -c "sb 0" -c "print agblocks" "$dev" | sed 's/.* = //')
blk=$(awk -v agb="$agblocks" '$1 == "data" && $3 <= 1 && 1 < $3 + $8 {
		split($6, a, "[(/)]"); print a[2] * agb + a[3] + 1 - $3 }' /tmp/bmap)
check "data block 1 is mapped" [ -n "$blk" ]
echo "random bytes over data block 1 (disk block $blk), as after a media error:"
dd if=/dev/urandom of=/tmp/garbage bs="$bs" count=1 2> /dev/null
run dd if=/tmp/garbage of="$dev" bs="$bs" seek="$blk" count=1 conv=notrunc,fsync
dd if="$dev" of=/tmp/garbage.read bs="$bs" skip="$blk" count=1 2> /dev/null
check "the disk holds the garbage" cmp -s /tmp/garbage /tmp/garbage.read
echo "a copy of the damaged image on the spare disk, for stock xfs_repair below:"
run dd if="$dev" of="$copy" bs=1M count=300 conv=fsync
dd if="$copy" of=/tmp/garbage.copy bs="$bs" skip="$blk" count=1 2> /dev/null
check "the copy holds the same damage" cmp -s /tmp/garbage /tmp/garbage.copy

run mount -t xfs "$dev" "$mnt"
echo "$ ls $photos | wc -l"
n=$(ls "$photos" 2> /tmp/ls.err | wc -l) || true
cat /tmp/ls.err
echo "$n"
check "readdir stops at the bad block: $n of $nphotos names listed" [ "$n" -lt "$nphotos" ]

step "xfs_scrub -n reports the directory"
st=0
xfs_scrub -n "$mnt" > /tmp/scrub.out 2>&1 || st=$?
grep -E "^(Corruption|Error|Warning):" /tmp/scrub.out || true
echo "(and $(grep -c "Cross-referencing failed" /tmp/scrub.out || true) \"Cross-referencing failed\" notes: the files whose entries" \
	"were in the lost block, their records naming entries that cannot be read)"
check "xfs_scrub -n exits non-zero ($st) and names inode $ino" \
	eval '[ "$st" -ne 0 ] && grep -q "inode $ino" /tmp/scrub.out'

step "xfs_scrub rebuilds it from its good blocks and its children's parent pointers"
dmesg -c > /dev/null
st=0
xfs_scrub "$mnt" > /tmp/scrub.out 2>&1 || st=$?
grep -E "Repaired|repairs made" /tmp/scrub.out || true
echo "the kernel log:"
dmesg | grep "directory inode $ino rebuilt" | sed 's/^\[[ 0-9.]*\] //' | fold -s -w 76 |
	sed 's/^/  /' || true
check "the kernel log says inode $ino was rebuilt, every entry at its recorded offset" \
	eval 'dmesg | grep "directory inode $ino rebuilt" | grep -q " 0 not at their recorded offset"'
echo "$ ls $photos | wc -l"
n=$(ls "$photos" | wc -l)
echo "$n"
check "all $nphotos names are back" [ "$n" = "$nphotos" ]
xfs-dirents "$photos" > /tmp/cookies.after
echo "readdir order after the repair:"
cookies /tmp/cookies.after
check "the whole listing (cookie, inode, name) is identical to the one before" \
	cmp -s /tmp/cookies.before /tmp/cookies.after
md5sum "$photos"/* > /tmp/sums.after
check "every file has its contents" cmp -s /tmp/sums.before /tmp/sums.after
check "xfs_scrub -n is clean" eval 'xfs_scrub -n "$mnt" > /dev/null 2>&1'
run umount "$mnt"

step "stock xfs_repair 6.1 on the copy of the damaged image"
stock_repair "$copy"
grep -E "bad directory block|junking|rebuilding directory" /tmp/stock.out | sort -u || true
echo "... and $(grep -c "moving to lost+found" /tmp/stock.out) lines \"moving to lost+found\""
mkdir -p "$copymnt"
run mount -t xfs "$copy" "$copymnt"
echo "$ ls $copymnt/photos | wc -l"
kept=$(ls "$copymnt/photos" | wc -l)
echo "$kept"
echo "$ ls $copymnt/lost+found | head -5"
ls "$copymnt/lost+found" > /tmp/lf.names
head -5 /tmp/lf.names
echo "... $(wc -l < /tmp/lf.names) files in lost+found"
# The inode numbers of the names that were in the lost block, against
# the names lost+found gives them.
awk -v bs="$bs" 'int($1 * 8 / bs) == 1 { print $2 }' /tmp/cookies.before | sort > /tmp/lost.inos
sort -o /tmp/lf.names /tmp/lf.names
check "the $inblock1 files of the lost block are in lost+found, named by inode number" \
	cmp -s /tmp/lost.inos /tmp/lf.names
check "photos keeps the other $((nphotos - inblock1))" [ "$kept" = $((nphotos - inblock1)) ]
run umount "$copymnt"

step "a directory's own inode is overwritten"
isize=$(xfs_db -r -c "sb 0" -c "print inodesize" "$dev" | sed 's/.* = //')
ibyte=$(xfs_db -r -c "convert ino $ino byte" "$dev" |
	sed -n 's/^0x[0-9a-f]* (\([0-9]*\))$/\1/p')
check "inode $ino ($isize bytes) is at byte $ibyte of the disk" [ -n "$ibyte" ]
echo "random bytes over inode $ino after its version byte, and over the start"
echo "of its data fork, as after a stray write (its unlinked pointer kept):"
head -c 91 /dev/urandom > /tmp/garbage.core
head -c 140 /dev/urandom > /tmp/garbage.fork
run dd if=/tmp/garbage.core of="$dev" bs=1 seek=$((ibyte + 5)) conv=notrunc,fsync
run dd if=/tmp/garbage.fork of="$dev" bs=1 seek=$((ibyte + 100)) conv=notrunc,fsync
echo "a copy of the damaged image on the spare disk, for xfs_repair below:"
run dd if="$dev" of="$copy" bs=1M count=300 conv=fsync
run mount -t xfs "$dev" "$mnt"
st=0
ls "$photos" > /dev/null 2> /tmp/ls.err || st=$?
cat /tmp/ls.err
check "the directory cannot be read any more" [ "$st" -ne 0 ]

# revived_as_before MNT WHO: the photos directory under MNT is inode $ino
# again, with the listing and contents of before; WHO did it.
revived_as_before() {
	check "photos is inode $ino again" [ "$(stat -c %i "$1/photos")" = "$ino" ]
	xfs-dirents "$1/photos" > /tmp/cookies.revived
	echo "readdir order after $2:"
	cookies /tmp/cookies.revived
	check "the whole listing (cookie, inode, name) is identical to the one before" \
		cmp -s /tmp/cookies.before /tmp/cookies.revived
	(cd "$1/photos" && md5sum ./*) | sed "s|  \./|  $photos/|" > /tmp/sums.revived
	check "every file has its contents" cmp -s /tmp/sums.before /tmp/sums.revived
	echo "what was guessed: $(stat -c 'mode %a, owner %U:%G' "$1/photos"), timestamps now"
	st=0
	xfs_scrub -n "$1" > /tmp/scrubn.out 2>&1 || st=$?
	[ "$st" = 0 ] || grep -v "Optimization is possible" /tmp/scrubn.out | head -20
	check "xfs_scrub -n is clean" [ "$st" = 0 ]
}

step "xfs_scrub revives it online from its children's parent pointers"
dmesg -c > /dev/null
st=0
xfs_scrub "$mnt" > /tmp/scrub.out 2>&1 || st=$?
grep -E "Repaired|repairs made" /tmp/scrub.out || true
echo "the kernel log:"
dmesg | grep -E "directory inode $ino (revived|rebuilt)" | sed 's/^\[[ 0-9.]*\] //' |
	fold -s -w 76 | sed 's/^/  /' || true
check "the kernel log says inode $ino was revived" \
	eval 'dmesg | grep -q "directory inode $ino revived"'
revived_as_before "$mnt" "xfs_scrub"
run umount "$mnt"

step "xfs_repair revives it offline too, on the copy"
st=0
xfs_repair "$copy" > /tmp/repair.out 2>&1 || st=$?
grep -E "generation|revive|remaking|lost\+found" /tmp/repair.out || true
check "xfs_repair finished (exit status $st) and revived inode $ino" \
	eval '[ "$st" = 0 ] && grep -q "^reviving directory inode $ino " /tmp/repair.out'
check "it moved nothing to lost+found" eval '! grep -q "moving to lost+found" /tmp/repair.out'
run mount -t xfs "$copy" "$copymnt"
revived_as_before "$copymnt" "xfs_repair"
run umount "$copymnt"

step "stock xfs_repair 6.1 on the copy, with the same bytes over the inode again"
run dd if=/tmp/garbage.core of="$copy" bs=1 seek=$((ibyte + 5)) conv=notrunc,fsync
run dd if=/tmp/garbage.fork of="$copy" bs=1 seek=$((ibyte + 100)) conv=notrunc,fsync
stock_repair "$copy"
grep -E "cleared inode $ino|junking entry \"photos\"" /tmp/stock.out || true
echo "... and $(grep -c "moving to lost+found" /tmp/stock.out) lines \"moving to lost+found\""
run mount -t xfs "$copy" "$copymnt"
check "photos is gone" [ ! -e "$copymnt/photos" ]
ls "$copymnt/lost+found" > /tmp/lf.revive
check "its $nphotos files are in lost+found, named by inode number" \
	eval '[ "$(grep -c "^[0-9]*$" /tmp/lf.revive)" = "$nphotos" ]'
run umount "$copymnt"

step "summary"
cat <<SUMMARY
- every link has a parent pointer: (parent inode, generation, offset) -> name
- inode number -> all paths, without walking the tree
- $orphans orphaned files: online repair put all of them back under
  their names; stock xfs_repair put $lost in lost+found, named by number
- a directory of $nphotos files lost a data block ($inblock1 names): online
  repair rebuilt it, every name at its old readdir cookie; stock
  xfs_repair put those $inblock1 files in lost+found, named by number
- the same directory lost its own inode: xfs_scrub online, and
  xfs_repair offline, brought it back at the same inode number, every
  name at its old readdir cookie; stock xfs_repair put all $nphotos
  files in lost+found, named by number
SUMMARY
echo "DEMO-OK"
