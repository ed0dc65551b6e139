# An orphan (an unlink that left its record) whose name was taken since
# by a new file in the same directory cannot go back: online repair
# moves it to /lost+found as NAME.INO, leaves the new file alone, and the
# kernel log says the name is another inode's, naming the directory by
# the path its records give.
require_parent_pointers
require_tool xfs_scrub
scratch_mkfs_parent
scratch_mount
require_errtag pptr_orphan
mkdir -p "$SCRATCH_MNT/a/d"
echo precious > "$SCRATCH_MNT/a/d/x"
ino=$(stat -c %i "$SCRATCH_MNT/a/d/x")
dino=$(stat -c %i "$SCRATCH_MNT/a/d")
set_errortag pptr_orphan 1
rm "$SCRATCH_MNT/a/d/x"
set_errortag pptr_orphan 0
echo newer > "$SCRATCH_MNT/a/d/x"
new=$(stat -c %i "$SCRATCH_MNT/a/d/x")

scrub_repairs
lf=$SCRATCH_MNT/lost+found
assert_eq "the orphan is in lost+found as NAME.INO" "$(ls "$lf")" "x.$ino"
assert_eq "same inode" "$(stat -c %i "$lf/x.$ino")" "$ino"
assert_eq "its contents are intact" "$(cat "$lf/x.$ino")" precious
assert_eq "a/d/x is still the new file" \
	"$(stat -c %i "$SCRATCH_MNT/a/d/x") $(cat "$SCRATCH_MNT/a/d/x")" "$new newer"
assert_eq "its record names lost+found" "$(records "$lf/x.$ino")" \
	"$(dirent_record "$lf" "x.$ino")"
assert_match "the kernel log says why" "$(dmesg)" \
	"inode $ino was \"x\" in directory /a/d \\(inode $dino\\), where that name is another inode's: moved to /lost\\+found/x.$ino"
