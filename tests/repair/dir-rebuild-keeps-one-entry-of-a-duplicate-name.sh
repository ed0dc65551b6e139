# A leaf-form directory (400 files, 3 subdirectories): on the unmounted
# device, xfs_db renames one entry of its second data block to the name
# of an entry of its first ("file0250" becomes "file0001", same length;
# write -d, so the block keeps a good CRC). The directory then holds one
# name twice. xfs_scrub rebuilds it: the name stays with the entry that
# its file's record confirms, and the other file gets back the name and
# offset that its own record holds. The tree is exactly as before, no
# name is listed twice, and xfs_scrub -n and xfs_repair -n are then
# clean (the online twin of xfsprogs/repair-keeps-every-name-after-a-
# duplicate-name).
require_parent_pointers
require_tool xfs_scrub xfs_db xfs_repair xfs-dirents
. /tests/lib/dirdamage.sh
dir_dup_name_make
scratch_mount
dmesg_allow_corruption_reports
assert_eq "readdir lists file0001 twice" \
	"$(xfs-dirents "$d" | awk '$3 == "file0001"' | wc -l)" 2
scrub_repairs
assert_eq "readdir lists no name twice" \
	"$(xfs-dirents "$d" | awk '{ print $3 }' | sort | uniq -d)" ""
dir_rebuilt_as_before
scratch_unmount
assert_ok "xfs_repair -n is clean" xfs_repair -n "$SCRATCH_DEV"
scratch_mount
