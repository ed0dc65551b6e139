# A file whose only record names a directory that is gone (its entry was
# lost, then the directory removed) cannot go back: online repair moves
# it to /lost+found (made root-owned, mode 0700) as NAME.INO, rewrites
# its record, and says so in the kernel log.
require_parent_pointers
require_tool xfs_scrub
scratch_mkfs_parent
scratch_mount
require_errtag pptr_orphan
mkdir "$SCRATCH_MNT/e"
echo precious > "$SCRATCH_MNT/e/report.txt"
ino=$(stat -c %i "$SCRATCH_MNT/e/report.txt")
set_errortag pptr_orphan 1
rm "$SCRATCH_MNT/e/report.txt"
set_errortag pptr_orphan 0
rmdir "$SCRATCH_MNT/e"
assert_ok "no lost+found yet" test ! -e "$SCRATCH_MNT/lost+found"

scrub_repairs
lf=$SCRATCH_MNT/lost+found
assert_eq "lost+found is a root-owned 0700 directory" \
	"$(stat -c '%F %u %a' "$lf")" "directory 0 700"
assert_eq "the file is there as NAME.INO" "$(ls "$lf")" "report.txt.$ino"
assert_eq "same inode" "$(stat -c %i "$lf/report.txt.$ino")" "$ino"
assert_eq "contents intact" "$(cat "$lf/report.txt.$ino")" precious
assert_eq "its record names lost+found" "$(records "$lf/report.txt.$ino")" \
	"$(dirent_record "$lf" "report.txt.$ino")"
assert_match "the kernel log says where it was" "$(dmesg)" \
	"inode $ino was \"report.txt\" in directory inode [0-9]+, which is gone: moved to /lost\\+found/report.txt.$ino"
