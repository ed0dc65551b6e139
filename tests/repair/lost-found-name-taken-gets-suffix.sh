# When online repair moves a file to /lost+found as NAME.INO and that
# name is already there (another file's), it must not make a second
# entry of the same name, which corrupts the directory: the file goes
# there as NAME.INO.1, the other keeps its name.
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
lf=$SCRATCH_MNT/lost+found
mkdir "$lf"
echo other > "$lf/report.txt.$ino"
other=$(stat -c %i "$lf/report.txt.$ino")

scrub_repairs
assert_eq "lost+found holds both names, once each" "$(ls "$lf" | sort)" \
	"$(printf 'report.txt.%s\nreport.txt.%s.1' "$ino" "$ino")"
assert_eq "the other file keeps its name" \
	"$(stat -c %i "$lf/report.txt.$ino"):$(cat "$lf/report.txt.$ino")" \
	"$other:other"
assert_eq "the file is there as NAME.INO.1" \
	"$(stat -c %i "$lf/report.txt.$ino.1"):$(cat "$lf/report.txt.$ino.1")" \
	"$ino:precious"
assert_eq "its record names its entry" "$(records "$lf/report.txt.$ino.1")" \
	"$(dirent_record "$lf" "report.txt.$ino.1")"
