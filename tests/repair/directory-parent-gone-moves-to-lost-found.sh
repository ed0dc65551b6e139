# Two directories whose parents are gone (each parent's entry erased with
# xfs_db, then the parent removed) have no entry anywhere: online repair
# reads every directory to make sure, then moves them to /lost+found as
# NAME.INO with their contents, points their ".." there (lost+found,
# made then, takes the number of one of the parents that are gone),
# rewrites their records and says so in the kernel log.
require_parent_pointers
require_tool xfs_scrub xfs_db
scratch_mkfs_parent
scratch_mount
for p in e g; do
	mkdir -p "$SCRATCH_MNT/$p/sub/deeper"
	echo "one $p" > "$SCRATCH_MNT/$p/sub/f1"
	echo "two $p" > "$SCRATCH_MNT/$p/sub/deeper/f2"
done
e=$(stat -c %i "$SCRATCH_MNT/e")
g=$(stat -c %i "$SCRATCH_MNT/g")
esub=$(stat -c %i "$SCRATCH_MNT/e/sub")
gsub=$(stat -c %i "$SCRATCH_MNT/g/sub")
ebefore=$(cd "$SCRATCH_MNT/e/sub" && tree_snapshot .)
gbefore=$(cd "$SCRATCH_MNT/g/sub" && tree_snapshot .)
scratch_unmount
# e and g are shortform directories with one entry each: an empty header
# (6 bytes) and two links make them empty directories.
for p in "$e" "$g"; do
	assert_ok "erase the entry for sub in inode $p" xfs_db -x \
		-c "inode $p" -c "write u3.sfdir3.hdr.count 0" \
		-c "write core.size 6" -c "write core.nlinkv2 2" "$SCRATCH_DEV"
done
scratch_mount
assert_ok "the parents are empty and go" rmdir "$SCRATCH_MNT/e" "$SCRATCH_MNT/g"
assert_scrub_reports "directories whose parents are gone" \
	"$esub" "parent pointer" "$gsub" "parent pointer"

scrub_repairs
lf=$SCRATCH_MNT/lost+found
assert_eq "lost+found is a root-owned 0700 directory" \
	"$(stat -c '%F %u %a' "$lf")" "directory 0 700"
assert_eq "the directories are there as NAME.INO" "$(ls "$lf" | sort)" \
	"$(printf 'sub.%s\n' "$esub" "$gsub" | sort)"
assert_eq "lost+found counts them" "$(stat -c %h "$lf")" 4
for p in e g; do
	eval "sub=\$${p}sub; want=\$${p}before; parent=\$$p"
	d=$lf/sub.$sub
	assert_eq "$p/sub: same inode" "$(stat -c %i "$d")" "$sub"
	assert_eq "$p/sub: contents intact" "$(cd "$d" && tree_snapshot .)" "$want"
	assert_eq "$p/sub: .. is lost+found" "$(stat -c %i "$d/..")" \
		"$(stat -c %i "$lf")"
	assert_eq "$p/sub: its record names lost+found" "$(records "$d")" \
		"$(dirent_record "$lf" "sub.$sub")"
	assert_match "$p/sub: the kernel log says where it was" "$(dmesg)" \
		"directory inode $sub was \"sub\" in directory inode $parent, which is gone: moved to /lost\\+found/sub.$sub"
done
