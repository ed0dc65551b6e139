# A subdirectory whose entry is lost while its parent is alive, its record
# and its ".." both naming that parent, has no entry anywhere (the entry
# is cut from the parent's shortform directory with xfs_db: its count and
# size).  xfs_scrub puts it back in that parent under its recorded name,
# at its recorded offset, with its subtree, instead of moving it to
# lost+found; the parent's link count counts it whether it still did
# (parent k) or had lost that link too (parent l).
require_parent_pointers
require_tool xfs_scrub xfs_db
scratch_mkfs_parent > /dev/null
scratch_mount
for p in k l; do
	mkdir "$SCRATCH_MNT/$p"
	echo "a of $p" > "$SCRATCH_MNT/$p/a"
	mkdir -p "$SCRATCH_MNT/$p/sub/deeper"
	echo "one $p" > "$SCRATCH_MNT/$p/sub/f1"
	echo "two $p" > "$SCRATCH_MNT/$p/sub/deeper/f2"
done
k=$(stat -c %i "$SCRATCH_MNT/k")
l=$(stat -c %i "$SCRATCH_MNT/l")
ksub=$(stat -c %i "$SCRATCH_MNT/k/sub")
lsub=$(stat -c %i "$SCRATCH_MNT/l/sub")
krec=$(records "$SCRATCH_MNT/k/sub")
lrec=$(records "$SCRATCH_MNT/l/sub")
before=$(tree_snapshot "$SCRATCH_MNT")
scratch_unmount

# sub is the second and last entry of each shortform parent, 11 bytes
# long (name length, offset, "sub", file type, 4-byte inode number).
for p in "$k" "$l"; do
	size=$(xfs_db -r -c "inode $p" -c "print core.size" "$SCRATCH_DEV" |
		sed -n 's/^core.size = //p')
	assert_match "sub is the last of the 2 entries of inode $p" \
		"$(xfs_db -r -c "inode $p" -c "print u3.sfdir3.hdr.count" \
			-c "print u3.sfdir3.list[1].name" "$SCRATCH_DEV" | tr '\n' ' ')" \
		'count = 2 .*name = "sub"'
	assert_ok "cut the entry of sub from inode $p" xfs_db -x \
		-c "inode $p" -c "write u3.sfdir3.hdr.count 1" \
		-c "write core.size $((size - 11))" "$SCRATCH_DEV"
done
assert_ok "parent l loses the link of sub's \"..\" too" xfs_db -x \
	-c "inode $l" -c "write core.nlinkv2 2" "$SCRATCH_DEV"
scratch_mount
assert_eq "k lists a alone" "$(ls "$SCRATCH_MNT/k")" a
assert_eq "l lists a alone" "$(ls "$SCRATCH_MNT/l")" a
assert_scrub_reports "subdirectories without an entry" \
	"$ksub" "parent pointer" "$lsub" "parent pointer"

scrub_repairs
assert_eq "the tree (names, inodes, cookies, contents) is as before" \
	"$(tree_snapshot "$SCRATCH_MNT")" "$before"
assert_fails "nothing went to lost+found" test -e "$SCRATCH_MNT/lost+found"
for p in k l; do
	eval "pino=\$$p; sub=\$${p}sub; rec=\$${p}rec"
	assert_eq "$p/sub has its old records" "$(records "$SCRATCH_MNT/$p/sub")" "$rec"
	assert_eq "$p/sub: .. is $p" "$(stat -c %i "$SCRATCH_MNT/$p/sub/..")" "$pino"
	assert_eq "$p counts its subdirectory" "$(stat -c %h "$SCRATCH_MNT/$p")" 3
	assert_match "$p/sub: the kernel log says it went back" "$(dmesg)" \
		"directory inode $sub put back as \"sub\" in directory inode $pino"
done
