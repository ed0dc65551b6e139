# shellcheck shell=sh
# Helpers for the directory rebuild tests (tests/repair/dir-rebuild-*):
# fill a directory, remember it, find the disk block behind one of its
# directory blocks and destroy it on the unmounted scratch device, then
# check that online repair gave back exactly what was there.
# Sourced by the tests after common.sh.
#
# The scratch filesystem is made with the defaults, so a directory block
# is one filesystem block. A directory maps its data blocks from offset
# 0, its hash index (the leaf block, or the da-node and leafn blocks) from
# 32 GiB and its free index blocks from 64 GiB; "BLOCK" below is such a
# logical block number (a byte offset divided by the block size).

# dir_bsize: the block size of the scratch filesystem.
dir_bsize() {
	xfs_db -r -c "sb 0" -c "print blocksize" "$SCRATCH_DEV" |
		sed -n 's/^blocksize = //p'
}

# dir_leaf_block, dir_free_block: the first logical block of the hash
# index (32 GiB) and of the free index (64 GiB).
dir_leaf_block() { echo $((34359738368 / $(dir_bsize))); }
dir_free_block() { echo $((68719476736 / $(dir_bsize))); }

# DIR_NODE_FILES: how many files the tests put in a node directory, 2000
# (a dozen data blocks), or pp.node_dir_files=N (the debug kernel run
# makes 620, still node form: a 4 KiB leaf block holds about 500 hashes).
DIR_NODE_FILES=$(knob node_dir_files 2000)

# dir_populate DIR FILES SUBDIRS: a new directory DIR holding FILES files,
# file0001 on, each with its own contents, and SUBDIRS subdirectories,
# sub1 on, each holding one file. The subdirectories are made at even
# intervals among the files, so their entries are spread over the
# directory's data blocks.
dir_populate() {
	mkdir "$1"
	awk -v n="$2" -v s="$3" 'BEGIN {
		for (i = 1; i <= n; i++) {
			printf "f file%04d\n", i
			if (j < s && i * (s + 1) >= (j + 1) * n)
				printf "d sub%d\n", ++j
		}
	}' | while read -r _t _n; do
		if [ "$_t" = d ]; then
			mkdir "$1/$_n"
			echo "inside $_n of $1" > "$1/$_n/file"
		else
			echo "$_n of $1" > "$1/$_n"
		fi
	done
}

# dir_entry_block DIR NAME: the logical block of DIR that holds the entry
# NAME, from its readdir cookie (a directory offset in 8-byte units).
dir_entry_block() {
	_c=$(xfs-dirents "$1" | awk -v n="$2" '$3 == n { print $1 }')
	echo $((_c * 8 / $(stat -f -c %S "$1")))
}

# dir_snapshot DIR: what tree_snapshot DIR prints (every path below DIR
# with its inode number, readdir cookie and, for a regular file, the md5
# of its contents, sorted), in a few processes per directory instead of
# several per path, which takes minutes under TCG once a directory holds
# thousands of names; the names must not hold blanks. The inode numbers
# come from stat and the contents from md5sum, both by path, so every
# name is looked up.
dir_snapshot() {
	{
		find "$1" -type d | while IFS= read -r _d; do
			xfs-dirents "$_d" | sed "s|^|C $_d |"
		done
		find "$1" -mindepth 1 -exec stat -c 'I %i %n' {} +
		find "$1" -type f -exec md5sum {} + | sed 's/^/M /'
	} | awk '$1 == "C" { cookie[$2 "/" $5] = $3 }
		$1 == "M" { sum[$3] = $2 }
		$1 == "I" { ino[$3] = $2 }
		END {
			for (p in ino)
				print p, ino[p], cookie[p], (p in sum) ? sum[p] : "-"
		}' | sort
}

# dir_remember DIR...: before the damage, keep the whole tree
# (dir_snapshot, in $PP_STATE/before) and, for each DIR, a line
# "DIR INO ENTRIES SUBDIRS" in $PP_STATE/dirs: its inode number, the
# number of entries readdir lists (without . and ..) and of its
# subdirectories.
dir_remember() {
	dir_snapshot "$SCRATCH_MNT" > "$PP_STATE/before"
	: > "$PP_STATE/dirs"
	for _d in "$@"; do
		echo "$_d $(stat -c %i "$_d") $(xfs-dirents "$_d" | wc -l)" \
			"$(find "$_d" -mindepth 1 -maxdepth 1 -type d | wc -l)" \
			>> "$PP_STATE/dirs"
	done
}

# dir_blocks INO FIRST END: the logical blocks FIRST <= B < END that
# directory INO has mapped, one a line, from xfs_db's bmap (lines such as
# "data offset 8388608 startblock 1234 (0/1234) count 1 flag 0").
# The scratch filesystem must be unmounted.
dir_blocks() {
	xfs_db -r -c "inode $1" -c bmap "$SCRATCH_DEV" |
		awk -v a="$2" -v e="$3" '$1 == "data" && $2 == "offset" {
			for (b = $3; b < $3 + $8; b++)
				if (b >= a && b < e)
					printf "%d\n", b
		}'
}

# dir_block_byte INO BLOCK: the byte offset on the scratch device of the
# logical block BLOCK of directory INO (unmounted), or nothing if the
# block is not mapped.
dir_block_byte() {
	_fsb=$(xfs_db -r -c "inode $1" -c bmap "$SCRATCH_DEV" |
		awk -v b="$2" '$1 == "data" && $2 == "offset" &&
			b >= $3 && b < $3 + $8 { printf "%d\n", $5 + b - $3 }')
	[ -n "$_fsb" ] || return 0
	# "0x4d2000 (5054464)"
	xfs_db -r -c "convert fsblock $_fsb byte" "$SCRATCH_DEV" |
		sed -n 's/^0x[0-9a-f]* (\([0-9]*\))$/\1/p'
}

# dir_block_kind INO BLOCK: what the logical block BLOCK of directory INO
# holds, from its magic number: block, data, free (XDB3, XDD3 and XDF3 at
# byte 0), leaf1, leafn or danode (0x3df1, 0x3dff and 0x3ebe at byte 8),
# else "none".
dir_block_kind() {
	_byte=$(dir_block_byte "$1" "$2")
	[ -n "$_byte" ] || { echo unmapped; return 0; }
	_bs=$(dir_bsize)
	dd if="$SCRATCH_DEV" bs="$_bs" skip=$((_byte / _bs)) count=1 2> /dev/null |
		od -An -tx1 -N10 | awk '{
			m = $1 $2 $3 $4
			m8 = $9 $10
			print m == "58444233" ? "block" : m == "58444433" ? "data" :
				m == "58444633" ? "free" : m8 == "3df1" ? "leaf1" :
				m8 == "3dff" ? "leafn" : m8 == "3ebe" ? "danode" : "none"
		}'
}

# dir_block_destroy INO BLOCK KIND garbage|zeros: the logical block BLOCK
# of directory INO holds a KIND block (see dir_block_kind); overwrite it
# with random bytes or with zeros on the unmounted scratch device, and
# check that the device then holds exactly those bytes.
dir_block_destroy() {
	_bs=$(dir_bsize)
	_byte=$(dir_block_byte "$1" "$2")
	echo "directory $1, block $2: device byte ${_byte:-?}, overwrite with $4"
	assert_eq "directory $1 block $2 holds a $3 block" \
		"$(dir_block_kind "$1" "$2")" "$3"
	[ -n "$_byte" ] || return 0
	_new=$PP_STATE/new.$1.$2
	case "$4" in
	garbage) dd if=/dev/urandom of="$_new" bs="$_bs" count=1 2> /dev/null ;;
	zeros) dd if=/dev/zero of="$_new" bs="$_bs" count=1 2> /dev/null ;;
	esac
	dd if="$_new" of="$SCRATCH_DEV" bs="$_bs" seek=$((_byte / _bs)) \
		count=1 conv=notrunc,fsync 2> /dev/null
	dd if="$SCRATCH_DEV" of="$_new.read" bs="$_bs" skip=$((_byte / _bs)) \
		count=1 2> /dev/null
	assert_ok "directory $1 block $2 now holds the $4" cmp -s "$_new" "$_new.read"
	assert_eq "directory $1 block $2 is no directory block any more" \
		"$(dir_block_kind "$1" "$2")" none
}

# dir_rebuilt_as_before: after the repair, the tree is the one that
# dir_remember kept, every name with its inode number, readdir cookie and
# contents (a diff shows what differs), and each remembered directory has
# its inode number, as many entries as before and a link count of 2 plus
# its subdirectories.
dir_rebuilt_as_before() {
	dir_snapshot "$SCRATCH_MNT" > "$PP_STATE/after"
	assert_ok "the tree (names, inodes, cookies, contents) is as before" \
		diff "$PP_STATE/before" "$PP_STATE/after"
	while read -r _d _ino _entries _subdirs; do
		assert_eq "$_d has its inode number" "$(stat -c %i "$_d")" "$_ino"
		assert_eq "$_d lists its $_entries entries" \
			"$(xfs-dirents "$_d" | wc -l)" "$_entries"
		assert_eq "$_d has a link count of 2 + $_subdirs" \
			"$(stat -c %h "$_d")" $((2 + _subdirs))
	done < "$PP_STATE/dirs"
}

# dir_sf_destroy INO garbage|zeros|FIELD=VALUE: damage the shortform
# directory INO on the unmounted scratch device: random bytes or zeros
# over its whole data fork (the directory inside the inode), or the
# xfs_db field u3.sfdir3.FIELD set to VALUE. The inode's CRC is then
# recomputed, so that the inode core is sound and only its directory is
# corrupt, and the damage is checked to be on the device.
dir_sf_destroy() {
	assert_eq "directory $1 is shortform" \
		"$(xfs_db -r -c "inode $1" -c "print core.format" "$SCRATCH_DEV")" \
		"core.format = 1 (local)"
	case "$2" in
	garbage|zeros)
		_byte=$(xfs_db -r -c "convert ino $1 byte" "$SCRATCH_DEV" |
			sed -n 's/^0x[0-9a-f]* (\([0-9]*\))$/\1/p')
		_isize=$(xfs_db -r -c "sb 0" -c "print inodesize" "$SCRATCH_DEV" |
			sed -n 's/^inodesize = //p')
		_fo=$(xfs_db -r -c "inode $1" -c "print core.forkoff" "$SCRATCH_DEV" |
			sed -n 's/^core.forkoff = //p')
		# The v3 inode core is 176 bytes; the data fork follows it
		# and ends where the attr fork starts (forkoff 8-byte units).
		_len=$((_fo > 0 ? _fo * 8 : _isize - 176))
		_new=$PP_STATE/sf.$1
		case "$2" in
		garbage) head -c "$_len" /dev/urandom > "$_new" ;;
		zeros) head -c "$_len" /dev/zero > "$_new" ;;
		esac
		echo "directory $1: $_len bytes of $2 over its data fork at device byte $((_byte + 176))"
		dd if="$_new" of="$SCRATCH_DEV" bs=1 seek=$((_byte + 176)) \
			count="$_len" conv=notrunc,fsync 2> /dev/null
		xfs_db -x -c "inode $1" -c "crc -r" "$SCRATCH_DEV" > /dev/null
		dd if="$SCRATCH_DEV" of="$_new.read" bs=1 skip=$((_byte + 176)) \
			count="$_len" 2> /dev/null
		assert_ok "directory $1's data fork now holds the $2" \
			cmp -s "$_new" "$_new.read"
		;;
	*)
		xfs_db -x -c "inode $1" -c "write u3.sfdir3.${2%%=*} ${2#*=}" \
			"$SCRATCH_DEV" > /dev/null
		xfs_db -x -c "inode $1" -c "crc -r" "$SCRATCH_DEV" > /dev/null
		assert_eq "directory $1 has u3.sfdir3.$2" \
			"$(xfs_db -r -c "inode $1" -c "print u3.sfdir3.${2%%=*}" "$SCRATCH_DEV")" \
			"u3.sfdir3.${2%%=*} = ${2#*=}"
		;;
	esac
	assert_match "directory $1's inode CRC is correct" \
		"$(xfs_db -r -c "inode $1" -c crc "$SCRATCH_DEV")" "correct"
}

# dir_repair_held INO GEN: start, in the background, the repair of
# directory INO (generation GEN) with the error tag dir_rebuild_swap_delay
# set, so that it holds the directory's IOLOCK for two seconds before its
# swap, and give it a second to get there. dir_repair_held_end waits for
# it, clears the tag, prints what xfs_io said and asserts that the kernel
# log says INO was rebuilt.
dir_repair_held() {
	set_errortag dir_rebuild_swap_delay 1
	xfs_io -x -c "repair directory $1 $2" "$SCRATCH_MNT" \
		> "$PP_STATE/held.out" 2>&1 &
	_held_pid=$!
	_held_ino=$1
	sleep 1
}

dir_repair_held_end() {
	wait "$_held_pid" || true
	set_errortag dir_rebuild_swap_delay 0
	cat "$PP_STATE/held.out"
	assert_ok "the repair of directory $_held_ino rebuilt it" \
		sh -c "dmesg | grep -q 'directory inode $_held_ino rebuilt:'"
}

# dir_dup_name_make: on a new parent-pointer scratch filesystem, the leaf
# directory $d (400 files, 3 subdirectories), remembered (dir_remember);
# then, on the unmounted device, its entry file0250 (in data block 1) is
# renamed by xfs_db to file0001, the name of an entry of data block 0, of
# the same length (write -d: the block keeps a good CRC), so that $d
# holds one name twice. $dino is its inode number. Left unmounted.
dir_dup_name_make() {
	scratch_mkfs_parent > /dev/null
	scratch_mount
	d=$SCRATCH_MNT/leaf
	dir_populate "$d" 400 3
	assert_eq "leaf is a leaf directory" "$(dir_form "$d")" leaf
	assert_eq "file0001 is in the first data block" \
		"$(dir_entry_block "$d" file0001)" 0
	assert_eq "file0250 is in the second data block" \
		"$(dir_entry_block "$d" file0250)" 1
	dino=$(stat -c %i "$d")
	dir_remember "$d"
	scratch_unmount
	_i=$(xfs_db -r -c "inode $dino" -c "dblock 1" -c "print du" "$SCRATCH_DEV" |
		sed -n 's/^du\[\([0-9]*\)\]\.name = "file0250"$/\1/p')
	assert_ok "xfs_db finds file0250 in data block 1 (du[$_i])" test -n "$_i"
	_hex=$(printf file0001 | od -An -tx1 | tr -d ' \n')
	xfs_db -x -c "inode $dino" -c "dblock 1" -c "write -d du[$_i].name #$_hex" \
		"$SCRATCH_DEV" > /dev/null
	assert_eq "data block 1 now names file0001 a second time" \
		"$(xfs_db -r -c "inode $dino" -c "dblock 1" -c "print du[$_i].name" \
			"$SCRATCH_DEV")" "du[$_i].name = \"file0001\""
}

# dir_stale_beside_unrecorded_make: on a new parent-pointer scratch
# filesystem, the leaf directory $d (400 files) and the directory $e; the
# file $e/moved-file (inode $fino, one link) was moved there from $d by
# a rename that lost both record updates (error tags pptr_skip_remove and
# pptr_skip_add): its one entry, in $e, has no record, and its one record
# names $d at its old offset. Then, on the unmounted device, the data
# block of $d that held the old entry is overwritten with random bytes.
# $dino and $dgen are $d's inode number and generation, $eino is $e's.
# Left unmounted.
dir_stale_beside_unrecorded_make() {
	scratch_mkfs_parent > /dev/null
	scratch_mount
	require_errtag pptr_skip_remove
	require_errtag pptr_skip_add
	d=$SCRATCH_MNT/d
	e=$SCRATCH_MNT/e
	dir_populate "$d" 400 0
	mkdir "$e"
	echo moved > "$d/moved-file"
	_blk=$(dir_entry_block "$d" moved-file)
	set_errortag pptr_skip_remove 1
	set_errortag pptr_skip_add 1
	mv "$d/moved-file" "$e/moved-file"
	set_errortag pptr_skip_add 0
	set_errortag pptr_skip_remove 0
	fino=$(stat -c %i "$e/moved-file")
	assert_eq "moved-file has one link" "$(stat -c %h "$e/moved-file")" 1
	assert_match "its one record names d" "$(records "$e/moved-file")" \
		"^$(stat -c %i "$d"):"
	dino=$(stat -c %i "$d")
	dgen=$(inode_gen "$d")
	eino=$(stat -c %i "$e")
	scratch_unmount
	dir_block_destroy "$dino" "$_blk" data garbage
}

# dir_first_block_lost DIR: remember the mounted directory DIR (for
# dir_rebuilt_as_before), set $dino to its inode number, then, unmounted,
# overwrite its first data block with random bytes, and mount again with
# the corruption reports that follow allowed.
dir_first_block_lost() {
	dino=$(stat -c %i "$1")
	dir_remember "$1"
	scratch_unmount
	dir_block_destroy "$dino" 0 data garbage
	scratch_mount
	dmesg_allow_corruption_reports
}

# dir_repair_alone DIR: the repair of the directory DIR alone (xfs_io
# repair directory, by inode number and generation) must succeed.
dir_repair_alone() {
	_st=0
	_out=$(xfs_io -x -c "repair directory $(stat -c %i "$1") $(inode_gen "$1")" \
		"$SCRATCH_MNT" 2>&1) || _st=$?
	[ -z "$_out" ] || echo "$_out"
	assert_eq "the repair of $(basename "$1") alone succeeds" "$_st" 0
}

# dir_leaf_extent_to NAME FSBLOCK: on the unmounted scratch device, point
# the last extent of leaf directory NAME, inode $dino (its leaf block), at
# file system block FSBLOCK, the way a flipped start block of a damaged
# extent record does.
dir_leaf_extent_to() {
	_bmx=$(xfs_db -r -c "inode $dino" -c "print u3.bmx" "$SCRATCH_DEV")
	_last=$(echo "$_bmx" | tr ' ' '\n' | grep -c '^[0-9]*:\[')
	assert_ok "$1 has 2 extents or more ($_bmx)" test "$_last" -ge 2
	_last=$((_last - 1))
	xfs_db -x -c "inode $dino" -c "write -d u3.bmx[$_last].startblock $2" \
		"$SCRATCH_DEV" > /dev/null
	assert_match "the leaf extent of $1 now starts at block $2" \
		"$(xfs_db -r -c "inode $dino" -c "print u3.bmx[$_last].startblock" "$SCRATCH_DEV")" \
		"= $2\$"
}

# dir_hash_extent_at INO FILEBLOCK: on the unmounted scratch device, move
# the extent record of leaf directory INO that maps its hash block (at
# 32 GiB of its space) to file block FILEBLOCK, as a damaged start
# offset does (the inode's CRC is recomputed: only the record is wrong).
dir_hash_extent_at() {
	# xfs_db prints the list as "N:[startoff,startblock,blockcount,flag]"
	_x=$(xfs_db -r -c "inode $1" -c "print u3.bmx" "$SCRATCH_DEV" |
		tr ' ' '\n' |
		sed -n "s/^\([0-9]*\):\[$(dir_leaf_block),.*/\1/p")
	assert_match "an extent record of directory $1 maps its hash block" \
		"$_x" '^[0-9][0-9]*$'
	xfs_db -x -c "inode $1" -c "write u3.bmx[$_x].startoff $2" \
		"$SCRATCH_DEV" > /dev/null
	assert_eq "it maps it at file block $2 now" \
		"$(xfs_db -r -c "inode $1" -c "print u3.bmx[$_x].startoff" "$SCRATCH_DEV")" \
		"u3.bmx[$_x].startoff = $2"
}

# dir_first_data_block: the file system block where the first extent of
# directory inode $dino (on the unmounted scratch device) starts.
dir_first_data_block() {
	xfs_db -r -c "inode $dino" -c "print u3.bmx[0].startblock" \
		"$SCRATCH_DEV" | sed -n 's/.* = //p'
}

# dir_leaf_made_to_damage: a new parent-pointer filesystem with the leaf
# directory $SCRATCH_MNT/d of 200 files, its inode number in $dino, the
# tree in $PP_STATE/before; unmounted, for its block map to be damaged.
dir_leaf_made_to_damage() {
	scratch_mkfs_parent > /dev/null
	scratch_mount
	dir_populate "$SCRATCH_MNT/d" 200 0
	assert_eq "d is a leaf directory" "$(dir_form "$SCRATCH_MNT/d")" leaf
	dino=$(stat -c %i "$SCRATCH_MNT/d")
	dir_snapshot "$SCRATCH_MNT" > "$PP_STATE/before"
	scratch_unmount
}

# dir_block_map_left_to_xfs_repair: directory $SCRATCH_MNT/d (inode
# $dino; its tree before the damage in $PP_STATE/before) has a block map
# that its rebuild must not free. xfs_scrub says offline repair is
# required, the kernel log says why, and the filesystem is not shut down;
# then xfs_repair brings the tree back as it was.
dir_block_map_left_to_xfs_repair() {
	scratch_mount
	dmesg_allow_corruption_reports
	_st=0
	xfs_scrub "$SCRATCH_MNT" > "$PP_STATE/repair.out" 2>&1 || _st=$?
	grep -v "^Info" "$PP_STATE/repair.out" | head -10
	assert_ok "xfs_scrub says it is not repaired (exit $_st)" test "$_st" -ne 0
	assert_match "xfs_scrub asks for offline repair" \
		"$(cat "$PP_STATE/repair.out")" "offline repair required"
	assert_match "the kernel log says why" \
		"$(dmesg | grep "directory inode $dino not repaired")" \
		"its block map is damaged, which xfs_repair must fix"
	assert_eq "the filesystem was not shut down" \
		"$(dmesg | grep -c 'Shutting down filesystem' || true)" 0
	assert_ok "and still takes changes" touch "$SCRATCH_MNT/probe"
	rm -f "$SCRATCH_MNT/probe"
	scratch_unmount
	_st=0
	xfs_repair "$SCRATCH_DEV" > "$PP_STATE/xr.out" 2>&1 || _st=$?
	assert_eq "xfs_repair exits 0" "$_st" 0
	scratch_mount
	dir_snapshot "$SCRATCH_MNT" > "$PP_STATE/after"
	diff "$PP_STATE/before" "$PP_STATE/after" | head -10 || true
	assert_eq "after xfs_repair, every name is back as it was" \
		"$(cat "$PP_STATE/after")" "$(cat "$PP_STATE/before")"
}
