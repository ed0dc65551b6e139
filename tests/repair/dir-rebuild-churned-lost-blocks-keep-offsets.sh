# Entries that lived in a lost trailing block, or in a directory whose
# every data block is lost, come back at their recorded offsets even when
# the directory was churned, so that its entries are not in creation
# order.  Two leaf directories of 400 files (pp.churn_dir_files=N: the
# debug kernel run makes 200) and 3 subdirectories are churned: every 7th file removed and every 14th made again, every 5th
# renamed away and back, every 9th hard-linked from another directory.
# Then "tail" loses its last data block to zeros and "all" every data
# block to random bytes.  xfs_scrub rebuilds both: every name, with its
# inode, contents and readdir cookie, is as before.  The rebuild used to
# take a recorded offset only in a data block that it could read, so the
# entries of lost blocks at the end went to new offsets.
require_parent_pointers
require_tool xfs_scrub xfs_db
. /tests/lib/dirdamage.sh
scratch_mkfs_parent > /dev/null
scratch_mount
t=$SCRATCH_MNT/tail
a=$SCRATCH_MNT/all
o=$SCRATCH_MNT/other
mkdir "$o"
n=$(knob churn_dir_files 400)
for d in "$t" "$a"; do
	dir_populate "$d" "$n" 3
	for i in $(seq 1 "$n"); do
		f=$d/file$(printf %04d "$i")
		if [ $((i % 7)) = 0 ]; then
			rm "$f"
		elif [ $((i % 5)) = 0 ]; then
			mv "$f" "$o/away"
			mv "$o/away" "$f"
		fi
		[ $((i % 9)) != 0 ] || [ ! -e "$f" ] ||
			ln "$f" "$o/${d##*/}.$i"
	done
	for i in $(seq 14 14 "$n"); do
		echo "again $i" > "$d/file$(printf %04d "$i")"
	done
	assert_eq "${d##*/} is a leaf directory" "$(dir_form "$d")" leaf
done
tino=$(stat -c %i "$t")
aino=$(stat -c %i "$a")
dir_remember "$t" "$a"
scratch_unmount

last=$(dir_blocks "$tino" 0 "$(dir_leaf_block)" | tail -n 1)
dir_block_destroy "$tino" "$last" data zeros
for b in $(dir_blocks "$aino" 0 "$(dir_leaf_block)"); do
	dir_block_destroy "$aino" "$b" data garbage
done
scratch_mount
dmesg_allow_corruption_reports
scrub_repairs
dir_rebuilt_as_before
for i in "$tino" "$aino"; do
	line=$(dmesg | grep "directory inode $i rebuilt:" | tail -n 1)
	echo "$line"
	assert_match "the kernel log: directory $i rebuilt, every entry at its offset" \
		"$line" " 0 not at their recorded offset"
done
