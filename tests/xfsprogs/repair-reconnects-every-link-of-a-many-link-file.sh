# One file has 3000 hard links in one leaf or node directory (knob
# repair_links) and one more elsewhere; its records fill an attr fork of
# several blocks. The directory loses every data block to zeros.
# xfs_repair rebuilds it from the records and must give back every one
# of the 3000 names at its old offset (xfs_repair walks the file's
# records by index: a walk that skips or repeats one loses a name or
# never ends), with the link count unchanged, and nothing in
# lost+found.
require_parent_pointers
require_tool xfs_db xfs_repair pptr-tree
. /tests/lib/dirdamage.sh
. /tests/lib/dirrepair.sh
n=$(knob repair_links 3000)
scratch_mkfs_parent > /dev/null
scratch_mount
d=$SCRATCH_MNT/links
mkdir "$d" "$SCRATCH_MNT/other"
echo "one file" > "$SCRATCH_MNT/other/f"
for i in $(seq 1 "$n"); do
	ln "$SCRATCH_MNT/other/f" "$d/link-$i"
done
for i in $(seq 1 10); do echo "file $i" > "$d/file-$i"; done
assert_eq "f has $((n + 1)) links" "$(stat -c %h "$SCRATCH_MNT/other/f")" \
	$((n + 1))
ino=$(stat -c %i "$d")
dir_remember "$d"
scratch_unmount

nb=0
for b in $(dir_blocks "$ino" 0 "$(dir_leaf_block)"); do
	dir_block_destroy "$ino" "$b" data zeros
	nb=$((nb + 1))
done
assert_ok "the directory had more than one data block" test "$nb" -gt 1
dir_xfs_repair_restores "$ino"
assert_eq "f still has $((n + 1)) links" \
	"$(stat -c %h "$SCRATCH_MNT/other/f")" $((n + 1))
