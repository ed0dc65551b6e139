# A leaf directory with a single data block, as every directory is right
# after block form grew a separate leaf, has the size of a block
# directory.  With a cold cache, the parent pointer check must read that
# data block as a data block, not a block-form one, and find every
# record clean (it reported every child corrupt).
require_parent_pointers
require_tool xfs_scrub
scratch_mkfs_parent
scratch_mount
d=$SCRATCH_MNT/d
mkdir "$d"
# About 123 entries of 8-byte names fill a 4 KiB block-form directory;
# 140 make it a leaf directory whose first data block still has room.
i=1
while [ "$i" -le 140 ]; do
	: > "$d/$(printf 'file%04d' "$i")"
	i=$((i + 1))
done
assert_eq "d is a leaf directory" "$(dir_form "$d")" leaf
assert_eq "d has one data block (its size is one block)" \
	"$(stat -c %s "$d")" "$(stat -f -c %S "$d")"
f=$d/file0001
ino=$(stat -c %i "$f")
gen=$(inode_gen "$f")
scratch_unmount
scratch_mount
# By handle, so that nothing reads the directory before the check does.
assert_scrub_one_clean parent "$ino" "$gen" "file0001, with a cold cache"
st=0
xfs_scrub -n "$SCRATCH_MNT" > "$PP_STATE/scrub.out" 2>&1 || st=$?
cat "$PP_STATE/scrub.out"
assert_eq "xfs_scrub -n is clean" "$st" 0
