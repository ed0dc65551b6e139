#!/bin/sh
# make demo: parent pointers on a real kernel. Build a small tree on a
# parent-pointer XFS filesystem, then go from inode numbers back to paths
# through the records, watch a rename and a hard link update them, check
# the filesystem online, orphan a directory's files and watch online
# repair put them back where stock xfs_repair puts them in lost+found.
export PATH=/usr/sbin:/usr/bin:/sbin:/bin
set -e
dev=/dev/vdb
mnt=/mnt/scratch

step() { printf '\n### %s\n' "$*"; }
run() { printf '$ %s\n' "$*"; "$@"; }

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
xfs_scrub -n "$mnt" 2>&1 | grep -E "parent pointer|corruptions" || true

step "xfs_scrub repairs: each file goes back to its directory, under its name"
xfs_scrub "$mnt" 2>&1 | grep -E "Repaired|repairs made" || true
run ls -la "$proj"
snapshot > /tmp/after
if cmp -s /tmp/before /tmp/after; then
	echo "identical to the snapshot: same paths, same inodes, same contents"
else
	echo "DIFFERENT from the snapshot:"
	diff /tmp/before /tmp/after
	exit 1
fi
if run xfs_scrub -n "$mnt" > /dev/null 2>&1; then
	echo "scrub: clean again"
else
	echo "scrub: NOT clean after the repair"
	exit 1
fi

step "what stock xfs_repair 6.1 does with the same orphans"
echo 1 > /sys/fs/xfs/vdb/errortag/pptr_orphan
rm "$proj"/*
echo 0 > /sys/fs/xfs/vdb/errortag/pptr_orphan
run umount "$mnt"
echo "stock xfs_repair refuses the unknown feature rather than 'fixing' it:"
/usr/stock/sbin/xfs_repair -n "$dev" 2>&1 | tail -2
incompat=$(xfs_db -c "sb 0" -c "print features_incompat" "$dev" 2>/dev/null |
	sed -n 's/^features_incompat = //p')
xfs_db -x -c "sb 0" -c "write features_incompat $((incompat & ~0x40000000))" \
	"$dev" > /dev/null 2>&1
echo "with the feature bit cleared, it moves them to lost+found by number:"
/usr/stock/sbin/xfs_repair "$dev" 2>&1 | grep "moving to lost+found"
run mount -t xfs "$dev" "$mnt" || exit 1
run ls "$mnt/lost+found"
lost=$(ls "$mnt/lost+found" | wc -l)
run umount "$mnt"

step "summary"
cat <<SUMMARY
- every link has a parent pointer: (parent inode, generation, offset) -> name
- inode number -> all paths, without walking the tree
- $(wc -l < /tmp/before) orphaned files: online repair put all of them back under
  their names; stock xfs_repair put $lost in lost+found, named by number
SUMMARY
echo "DEMO-OK"
