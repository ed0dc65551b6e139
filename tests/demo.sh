#!/bin/sh
# make demo: parent pointers on a real kernel. Build a small tree on a
# parent-pointer XFS filesystem, then go from inode numbers back to paths
# through the records, watch a rename and a hard link update them, and
# check the filesystem with the online checker.
export PATH=/usr/sbin:/usr/bin:/sbin:/bin
set -e
dev=/dev/vdb
mnt=/mnt/scratch

step() { printf '\n### %s\n' "$*"; }
run() { printf '$ %s\n' "$*"; "$@"; }

step "kernel $(uname -r)"
step "make a filesystem and turn on parent pointers"
run mkfs.xfs -f -q "$dev" || exit 1
run xfs-pptr-enable "$dev" || exit 1
run mount -t xfs "$dev" "$mnt" || exit 1
dmesg | grep -i 'parent pointer' | tail -1

step "build a tree"
run mkdir -p "$mnt/home/alice/projects" "$mnt/srv/www"
echo "hello" > "$mnt/home/alice/projects/notes.txt"
run ln "$mnt/home/alice/projects/notes.txt" "$mnt/srv/www/index.txt"
ino=$(stat -c %i "$mnt/home/alice/projects/notes.txt")
echo "notes.txt is inode $ino, with $(stat -c %h "$mnt/srv/www/index.txt") links"

step "its parent pointers: one per link (parent inode, generation, dir offset, name)"
run xfs-parents "$mnt/srv/www/index.txt"

step "inode number -> every path, by walking the records up to the root"
gen=$(xfs_io -r -c "bulkstat_single $ino" "$mnt" | sed -n 's/^[[:space:]]*bs_gen = //p')
run xfs-parents -p -i "$ino" -g "$(printf %u "$gen")" "$mnt"

step "rename a directory: the paths follow, nothing else is rewritten"
run mv "$mnt/home/alice" "$mnt/home/bob"
run xfs-parents -p "$mnt/srv/www/index.txt"

step "remove one link: its record goes with it"
run rm "$mnt/srv/www/index.txt"
run xfs-parents "$mnt/home/bob/projects/notes.txt"

step "the records are not user xattrs"
run getfattr -d -m - "$mnt/home/bob/projects/notes.txt"
echo "(nothing listed)"

step "online check: xfs_scrub -n"
run xfs_scrub -n "$mnt"
echo "scrub: clean"
run umount "$mnt"
step "stock xfs_repair refuses the unknown feature rather than 'fixing' it"
xfs_repair -n "$dev" 2>&1 | tail -2
echo "DEMO-OK"
