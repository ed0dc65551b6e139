# Orphans from leaf and node directories (several data blocks, a hash
# index and, for node, free index blocks) are put back at the offsets
# their records name, which are free: in the data block they were in, or
# in a data block allocated again at its old place when every entry of
# that block was orphaned and the block freed, even past the end of the
# leaf's bests table or the node's free index.  Readdir then gives every
# name the cookie it had.  (pp.orphan_node_files=N, default 2,000, sizes
# the node directories; the debug kernel run makes fewer.)
require_parent_pointers
require_tool xfs_scrub
scratch_mkfs_parent
scratch_mount
require_errtag pptr_orphan
listing() { xfs-dirents "$1" | awk '$3 != "." && $3 != ".." { print $3, $2, $1 }' | sort; }

# names FIRST LAST: fileFIRST..fileLAST, numbers in four digits.
names() { awk -v a="$1" -v b="$2" 'BEGIN { for (i = a; i <= b; i++) printf "file%04d\n", i }'; }

# populate DIR COUNT: DIR with COUNT files, file0001 on.
populate() {
	mkdir "$1"
	for _f in $(names 1 "$2"); do echo "$_f" > "$1/$_f"; done
}

# orphan DIR FIRST LAST MORE...: orphan fileFIRST..fileLAST and fileMORE.
orphan() {
	_d=$1
	_l=$(names "$2" "$3")
	shift 3
	for i in "$@"; do _l="$_l $(names "$i" "$i")"; done
	set_errortag pptr_orphan 1
	# shellcheck disable=SC2086
	(cd "$_d" && rm $_l)
	set_errortag pptr_orphan 0
}

size=$(knob orphan_node_files 2000)
q=$((size / 4))
populate "$SCRATCH_MNT/leaf" 400
populate "$SCRATCH_MNT/node" "$size"
# tail: a node directory whose last fifth (N/5 entries) are links to
# files made before it, the last entry to the first file.  Repair goes in
# inode order, so it re-creates the entries of the last data blocks
# first, past the end of the free index that the removals trimmed.
populate "$SCRATCH_MNT/src" $((size / 5))
populate "$SCRATCH_MNT/tail" $((size - size / 5))
i=$size
for f in $(names 1 $((size / 5))); do
	ln "$SCRATCH_MNT/src/$f" "$SCRATCH_MNT/tail/$(printf 'file%04d' $i)"
	i=$((i - 1))
done
assert_eq "tail is a node directory" "$(dir_form "$SCRATCH_MNT/tail")" node
tail_before=$(listing "$SCRATCH_MNT/tail")
tail_blocks=$(stat -c %b "$SCRATCH_MNT/tail")
assert_eq "leaf is a leaf directory" "$(dir_form "$SCRATCH_MNT/leaf")" leaf
assert_eq "node is a node directory" "$(dir_form "$SCRATCH_MNT/node")" node
leaf_blocks=$(stat -c %b "$SCRATCH_MNT/leaf")
node_blocks=$(stat -c %b "$SCRATCH_MNT/node")
leaf_before=$(listing "$SCRATCH_MNT/leaf")
node_before=$(listing "$SCRATCH_MNT/node")
for f in file0005 file0200 file0399; do
	dirent_record "$SCRATCH_MNT/leaf" "$f"
done > "$PP_STATE/leaf.was"

# The second data block's entries all go (it is freed), and some others.
orphan "$SCRATCH_MNT/leaf" 151 350 5 399
# Whole data blocks in the middle and at the end go, and some others.
orphan "$SCRATCH_MNT/node" $((q + 1)) $((2 * q)) 7 $((3 * q))
orphan "$SCRATCH_MNT/node" $((size - 99)) "$size"
orphan "$SCRATCH_MNT/tail" $((size - size / 5 + 1)) "$size"
assert_ok "tail freed data blocks" \
	test "$(stat -c %b "$SCRATCH_MNT/tail")" -lt "$tail_blocks"
assert_eq "leaf lost 202 entries" "$(ls "$SCRATCH_MNT/leaf" | wc -l)" 198
assert_eq "node lost $((q + 102)) entries" "$(ls "$SCRATCH_MNT/node" | wc -l)" $((size - q - 102))
assert_ok "leaf freed a data block" \
	test "$(stat -c %b "$SCRATCH_MNT/leaf")" -lt "$leaf_blocks"
assert_ok "node freed data blocks" \
	test "$(stat -c %b "$SCRATCH_MNT/node")" -lt "$node_blocks"
assert_eq "leaf is still a leaf directory" "$(dir_form "$SCRATCH_MNT/leaf")" leaf
assert_eq "node is still a node directory" "$(dir_form "$SCRATCH_MNT/node")" node

scrub_repairs --no-tree-check
assert_eq "leaf: every name is back with its inode and cookie" \
	"$(listing "$SCRATCH_MNT/leaf")" "$leaf_before"
assert_eq "node: every name is back with its inode and cookie" \
	"$(listing "$SCRATCH_MNT/node")" "$node_before"
assert_eq "tail: every name is back with its inode and cookie" \
	"$(listing "$SCRATCH_MNT/tail")" "$tail_before"
assert_eq "src/file0001 has two links again" \
	"$(stat -c %h "$SCRATCH_MNT/src/file0001")" 2
for f in file0005 file0200 file0399; do
	assert_eq "leaf/$f: its record is the one it had" \
		"$(records "$SCRATCH_MNT/leaf/$f")" \
		"$(grep ":$f\$" "$PP_STATE/leaf.was")"
done
for f in file0007 $(names $((q + 100)) $((q + 100))) $(names $((3 * q)) $((3 * q))) $(names "$size" "$size"); do
	assert_eq "node/$f: its one record names its entry" \
		"$(records "$SCRATCH_MNT/node/$f")" \
		"$(dirent_record "$SCRATCH_MNT/node" "$f")"
done
