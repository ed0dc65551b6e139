# An orphan whose recorded offset lies in a data block past the end of
# what the directory has now gets that offset back, whatever form the
# directory is in when its turn comes: shortform (all of it orphaned),
# block form (five entries of block 0 back), or leaf form (five entries
# of block 0 and one of block 1 back, so the wanted block is more than
# one past the end of the leaf's bests table).
# Before, each of these put the entry in the biggest free region of
# another block instead, the slot of an orphan still to come, which was
# displaced in turn. xfs_scrub repairs files in no fixed order, so
# repair/mass-orphans-reattached lost offsets now and then.
# Each directory holds files with 200-byte names (about 18 entries to a
# 4 KiB data block); the files are reattached one by one with
# "xfs_io repair parent", then xfs_scrub does the rest.
require_parent_pointers
require_tool xfs_scrub xfs_io xfs_db
scratch_mkfs_parent
scratch_mount
require_errtag pptr_orphan
. /tests/lib/dirdamage.sh
bs=$(dir_bsize)
pad=$(printf '%0192d' 0)
listing() { xfs-dirents "$1" | awk '$3 != "." && $3 != ".." { print $3, $2, $1 }' | sort; }

# block_of COOKIE: the data block of a readdir cookie (8-byte units).
block_of() { echo $(($1 * 8 / bs)); }

# repair_one DIR NAME: reattach DIR/NAME (orphaned) with its own repair,
# from the "NAME INODE COOKIE GEN" line saved for DIR.
repair_one() {
	set -- $(grep "^$2 " "$PP_STATE/$(basename "$1").was")
	xfs_io -x -c "repair parent $2 $4" "$SCRATCH_MNT" > /dev/null 2>&1 || true
}

# cookie_of DIR NAME: the readdir cookie of DIR/NAME now.
cookie_of() { listing "$1" | awk -v n="$2" '$1 == n { print $3 }'; }

for d in sf block leaf; do
	mkdir "$SCRATCH_MNT/$d"
	i=1
	while [ $i -le 80 ]; do
		n=$((1000 + i))
		echo $i > "$SCRATCH_MNT/$d/f${n#1}$pad"
		i=$((i + 1))
	done
	assert_eq "$d is in leaf form" "$(dir_form "$SCRATCH_MNT/$d")" leaf
	listing "$SCRATCH_MNT/$d" > "$PP_STATE/$d.before"
	# "NAME INODE COOKIE GEN" for each file, one bulkstat for them all.
	# shellcheck disable=SC2046
	inode_gens "$SCRATCH_MNT" $(awk '{ print $2 }' "$PP_STATE/$d.before") \
		> "$PP_STATE/$d.gens"
	awk 'NR == FNR { gen[$1] = $2; next } { print $1, $2, $3, gen[$2] }' \
		"$PP_STATE/$d.gens" "$PP_STATE/$d.before" > "$PP_STATE/$d.was"
	assert_eq "$d: a generation for every file" \
		"$(awk 'NF == 4' "$PP_STATE/$d.was" | wc -l)" 80
	set_errortag pptr_orphan 1
	(cd "$SCRATCH_MNT/$d" && rm -- *)
	set_errortag pptr_orphan 0
	assert_eq "$d: every entry is gone" "$(ls "$SCRATCH_MNT/$d" | wc -l)" 0
done
last=f080$pad
last_cookie=$(awk -v n="$last" '$1 == n { print $3 }' "$PP_STATE/sf.before")
assert_ok "the last file's entry was in data block 4 or later" \
	test "$(block_of "$last_cookie")" -ge 4

# in_block DIR BLOCK: the first five names of DIR that were in data
# block BLOCK.
in_block() {
	while read -r name _ cookie; do
		[ $((cookie * 8 / bs)) -eq "$2" ] && echo "$name"
	done < "$PP_STATE/$1.before" | head -n 5
}

for d in sf block leaf; do
	case $d in
	sf)	want=local ;;
	block)	want=block
		for f in $(in_block block 0); do repair_one "$SCRATCH_MNT/block" "$f"; done ;;
	leaf)	want=leaf
		for f in $(in_block leaf 0) $(in_block leaf 1 | head -n 1); do
			repair_one "$SCRATCH_MNT/leaf" "$f"
		done ;;
	esac
	assert_eq "$d: the directory is in $want form" \
		"$(dir_form "$SCRATCH_MNT/$d")" "$want"
	repair_one "$SCRATCH_MNT/$d" "$last"
	assert_eq "$d: the last file is back at its cookie" \
		"$(cookie_of "$SCRATCH_MNT/$d" "$last")" \
		"$(awk -v n="$last" '$1 == n { print $3 }' "$PP_STATE/$d.before")"
done

scrub_repairs --no-tree-check
for d in sf block leaf; do
	moved=$(listing "$SCRATCH_MNT/$d" | diff "$PP_STATE/$d.before" - | grep -c '^>' || true)
	assert_eq "$d: every name is back with its inode and cookie" "$moved" 0
done
assert_ok "every record matches the tree" check_tree_records "$SCRATCH_MNT"
