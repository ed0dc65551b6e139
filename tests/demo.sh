#!/bin/sh
# make demo: what this project does, shown on a real kernel. Until the
# parent-pointer series lands it builds a small tree on XFS and checks
# it with the online and offline checkers.
export PATH=/usr/sbin:/usr/bin:/sbin:/bin
dev=/dev/vdb
mnt=/mnt/scratch

step() { printf '\n### %s\n' "$*"; }
run() { printf '$ %s\n' "$*"; "$@"; }

step "kernel"
uname -r
step "make a filesystem"
run mkfs.xfs -f -q "$dev" || exit 1
run mount -t xfs "$dev" "$mnt" || exit 1
run xfs_info "$mnt"
step "build a tree: files, a hard link, a rename"
run mkdir -p "$mnt/projects/xfs" "$mnt/home"
echo hello > "$mnt/projects/xfs/notes.txt"
run ln "$mnt/projects/xfs/notes.txt" "$mnt/home/notes-link.txt"
run mv "$mnt/projects/xfs" "$mnt/projects/linux-xfs"
run ls -liR "$mnt"
step "online check: xfs_scrub -n"
run xfs_scrub -n -v "$mnt" && echo "scrub: clean"
run umount "$mnt"
step "offline check: xfs_repair -n"
run xfs_repair -n "$dev" > /tmp/repair.out 2>&1 && echo "repair -n: clean"
