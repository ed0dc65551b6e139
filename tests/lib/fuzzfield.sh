# shellcheck shell=sh
# Helpers for tests/fuzz/field-*: field fuzzing in the manner of fstests'
# common/fuzzy. Sourced by the tests after common.sh and fuzz.sh (for
# fuzz_seed and rnd).
#
# A test names its targets (an inode, or a block of one, and the fields
# of it to fuzz) with ff_target, then ff_run fuzzes them. The field list
# of a target comes from "xfs_db print" itself, never from a list kept
# here, so that a field that xfs_db shows cannot be forgotten; every
# field is fuzzed with each verb of "fuzz -d" (which writes the damage
# and then seals the block or inode with a correct CRC, so that it is
# the content that is wrong): zeroes, ones, firstbit, middlebit, lastbit,
# add, sub, random.
#
# Each case starts from the same golden filesystem (ff_start: a 64 MiB
# one, saved to /tmp and written back with dd before each case) and must
# end:
#   1. with no kernel report but XFS's corruption reports ("Metadata
#      corruption detected", "Internal error", CRC errors);
#   2. with a report from xfs_scrub -n, or with a tree that is exactly
#      the golden one (ff_snapshot: every entry with its inode number,
#      readdir cookie and link count, every record, "." and "..", the
#      contents and the xattrs of every file);
#   3. after xfs_scrub (online repair), with the golden tree again and a
#      clean xfs_repair -n, unless the case is of a class that
#      ff_expected documents (what it may lose, and why), whose own rule
#      then applies.
# A case of a known bug (ff_known_bug) is not run unless the run asks for
# the known bugs (KNOWN_BUGS=1, pp.known_bugs=1): known_bug_case of
# tests/lib/common.sh, so that the test is reported skipped, the bug
# named (TAP "# SKIP known bug: ID: ..."), if it passes.
#
# How many cases: pp.fuzz_fields=sample (the default, for make check):
# pp.fuzz_sample=N cases (8) drawn from the matrix with a fixed seed
# (FF_SAMPLE_SEED), or the seed FUZZ_SEED=N gives; the seed is printed;
# pp.fuzz_fields=all: the whole matrix, every field with every verb,
# where an array's elements are represented by its first, middle and last
# one; pp.fuzz_fields=every: every element of every array too (several
# times longer). pp.fuzz_only=TARGET:FIELD:VERB[,...] keeps only those
# cases (each part exact, or "*" for any), to replay one: a failure
# prints the line to use.
#
# The "random" verb is not xfs_db's (which seeds itself from the clock):
# the field is filled with bytes from the seeded sequence through
# "write -d", so that a seed replays the exact damage.

FF_MB=64
# The seed of make check's sample (see ff_start).
FF_SAMPLE_SEED=20261204
FF_GOLDEN=/tmp/ff-golden.img
FF_VERBS="zeroes ones firstbit middlebit lastbit add sub random"
# the logical blocks where a directory keeps its hash index and its free
# index (32 GiB and 64 GiB, in 4 KiB blocks)
FF_DIR_LEAF=8388608
FF_DIR_FREE=16777216

# ff_populate MNT: the golden tree; every structure the field tests fuzz
# exists in it, and is checked to be in the expected form by ff_start.
#   sfdir/          shortform directory: sf, aleaf and the directory sub
#   sfdir/sf        2 links (the other is blockdir/sf2) and user.s: a
#                   shortform attr fork of three entries
#   sfdir/aleaf     31 links (links/al1 to al30) and 3 user xattrs: one
#                   attr leaf block
#   anode           601 links (nodedir/n1 to n600): attr leaf blocks
#                   under a da-node
#   blockdir/       block directory: sf2, b1 to b40 with contents
#   leafdir/        leaf directory (two data blocks and a leaf block): 200
#                   empty files
#   links/          block directory of aleaf's links
#   nodedir/        node directory (data blocks, a da-node, leafn blocks
#                   and a free index block) of anode's links
#   remote          user.big, a 6000-byte value in two remote value blocks
#                   (attr blocks 1 and 2) beside its attr leaf block
ff_populate() {
	mkdir "$1/sfdir" "$1/sfdir/sub" "$1/blockdir" "$1/leafdir" \
		"$1/links" "$1/nodedir"
	echo "sf contents" > "$1/sfdir/sf"
	ln "$1/sfdir/sf" "$1/blockdir/sf2"
	setfattr -n user.s -v short "$1/sfdir/sf"
	echo "aleaf contents" > "$1/sfdir/aleaf"
	echo "anode contents" > "$1/anode"
	_i=1
	while [ $_i -le 600 ]; do
		[ $_i -gt 30 ] || ln "$1/sfdir/aleaf" "$1/links/al$_i"
		[ $_i -gt 40 ] || echo "b$_i" > "$1/blockdir/b$_i"
		[ $_i -gt 200 ] || : > "$1/leafdir/l$_i"
		ln "$1/anode" "$1/nodedir/n$_i"
		_i=$((_i + 1))
	done
	for _i in 1 2 3; do
		setfattr -n "user.a$_i" -v "value $_i" "$1/sfdir/aleaf"
	done
	echo "remote contents" > "$1/remote"
	setfattr -n user.big -v "$(head -c 6000 /dev/zero | tr '\0' r)" \
		"$1/remote"
}

# ff_mkfs: the golden filesystem, FF_MB megabytes (mkfs.xfs refuses less
# than 300 MiB unless it is told that fstests runs it).
ff_mkfs() {
	TEST_DIR=$TEST_MNT TEST_DEV=$TEST_DEV QA_CHECK_FS=xfs
	export TEST_DIR TEST_DEV QA_CHECK_FS
	scratch_mkfs_parent -d size=${FF_MB}m > /dev/null
	unset TEST_DIR TEST_DEV QA_CHECK_FS
}

# ff_ino NAME: the inode number of NAME in the golden tree (ff_start).
ff_ino() {
	sed -n "s|^$1 ||p" "$PP_STATE/ff-inodes"
}

# ff_start: make the golden filesystem, check its forms, remember its
# snapshot and save it to FF_GOLDEN; start counting. Quieter corruption
# reports until ff_summary: no hex dumps and no stack traces, only the
# one line of each report (the whole matrix otherwise writes gigabytes to
# the serial console, which costs hours under TCG).
ff_start() {
	# (tests/run puts it back if the test never gets to ff_summary)
	set_global /proc/sys/fs/xfs/error_level 0
	ff_mkfs
	scratch_mount
	ff_populate "$SCRATCH_MNT"
	for _p in sfdir sfdir/sf sfdir/aleaf sfdir/sub anode blockdir leafdir \
		links nodedir remote; do
		echo "$_p $(stat -c %i "$SCRATCH_MNT/$_p")"
	done > "$PP_STATE/ff-inodes"
	for _p in sfdir:local blockdir:block links:block leafdir:leaf \
		nodedir:node; do
		assert_eq "${_p%:*} is a ${_p#*:} directory" \
			"$(dir_form "$SCRATCH_MNT/${_p%:*}")" "${_p#*:}"
	done
	# a new filesystem's superblocks can be "optimized": do it now, so
	# that xfs_scrub -n of the golden tree exits 0
	xfs_scrub "$SCRATCH_MNT" > /dev/null 2>&1 || true
	_st=0
	xfs_scrub -n "$SCRATCH_MNT" > "$PP_STATE/ff-scrub.out" 2>&1 || _st=$?
	[ "$_st" = 0 ] || cat "$PP_STATE/ff-scrub.out"
	assert_eq "xfs_scrub -n of the golden tree is clean" "$_st" 0
	ff_snapshot > "$PP_STATE/ff-golden"
	scratch_unmount
	for _p in sfdir/sf:1 sfdir/aleaf:2 anode:2; do
		assert_eq "${_p%:*} has its attr fork in the expected form" \
			"$(xfs_db -r -c "inode $(ff_ino "${_p%:*}")" \
			-c "print core.aformat" "$SCRATCH_DEV" | cut -d' ' -f3)" \
			"${_p#*:}"
	done
	assert_eq "sfdir/aleaf's attr fork is one leaf block" \
		"$(ff_block_magic "inode $(ff_ino sfdir/aleaf)" "ablock 0")" 0x3bee
	assert_eq "anode's attr fork starts with a da-node" \
		"$(ff_block_magic "inode $(ff_ino anode)" "ablock 0")" 0x3ebe
	assert_eq "remote's attr block 1 holds a remote value" \
		"$(ff_block_magic "inode $(ff_ino remote)" "ablock 1")" 0x5841524d
	dd if="$SCRATCH_DEV" of="$FF_GOLDEN" bs=1M count=$FF_MB 2> /dev/null
	_st=0
	xfs_repair -n "$SCRATCH_DEV" > "$PP_STATE/ff-repair.out" 2>&1 || _st=$?
	[ "$_st" = 0 ] || cat "$PP_STATE/ff-repair.out"
	assert_eq "xfs_repair -n of the golden filesystem is clean" "$_st" 0
	: > "$PP_STATE/ff-targets"
	: > "$PP_STATE/ff-stats"
	# make check draws the same sample every time (FF_SAMPLE_SEED), so
	# that its result does not depend on the draw; make fuzz and
	# FUZZ_SEED=N choose others.
	FF_SEED=$(knob fuzz_seed "")
	if [ -z "$FF_SEED" ]; then
		if [ "$(knob fuzz_fields sample)" = sample ]; then
			FF_SEED=$FF_SAMPLE_SEED
		else
			FF_SEED=$(fuzz_seed)
		fi
	fi
	FUZZ_STATE=$FF_SEED
	echo "fuzz seed: $FF_SEED (replay with FUZZ_SEED=$FF_SEED)"
}

# ff_block_magic NAV...: the magic number of the attr or directory block
# (or remote value block) that the xfs_db commands NAV... select (each
# one -c), as xfs_db prints it.
ff_block_magic() {
	for _c in "$@"; do
		echo "$_c"
	done > "$PP_STATE/ff-nav"
	echo "print" >> "$PP_STATE/ff-nav"
	xfs_db -r "$SCRATCH_DEV" < "$PP_STATE/ff-nav" 2>&1 |
		sed -n -e 's/^[a-z.]*hdr\.magic = //p' -e 's/^magic = //p' |
		head -n 1
}

# ff_snapshot: the tree of the mounted scratch filesystem, for comparison:
# pptr-tree snapshot (every entry below the mount point with its
# directory, readdir cookie, inode number and link count; every record
# of every inode), "." and ".." of every directory as readdir gives them
# (which a path lookup never reads), the md5 of every regular file, and
# the xattrs of every inode (getfattr, the records left out). On a
# damaged tree this is also the walk: readdir, stat, read, listxattr and
# the records by handle; errors are part of the output.
ff_snapshot() {
	pptr-tree snapshot "$SCRATCH_MNT" 2>&1 || echo "pptr-tree failed"
	(
		cd "$SCRATCH_MNT" || exit 1
		find . -type d 2>&1 | sort | while IFS= read -r _d; do
			xfs-dirents -a "$_d" 2>&1 | awk -v d="$_d" \
				'$3 == "." || $3 == ".." { print "D", d, $0 }'
		done
		find . -type f -exec md5sum {} + 2>&1 | sort
		getfattr -R -P -d -m - . 2>&1 || true
	) || true
}

# ff_target NAME MIN NAV [FILTER]: a target of the fuzz: the xfs_db
# commands NAV (separated by ";", e.g. "inode 131;ablock 0") select the
# inode or block; its fields are those that "print" shows there, whose
# names match the extended regex FILTER if one is given (in an inode:
# "^a\." for the attr fork). The enumeration must find at least MIN
# fields, so that a broken one fails the test.
ff_target() {
	echo "$1|$2|$3|${4:-}" >> "$PP_STATE/ff-targets"
}

# ff_nav NAV: the xfs_db commands of NAV, one a line.
ff_nav() {
	echo "$1" | tr ';' '\n'
}

# ff_fields: on stdin, what xfs_db "print" shows; on stdout, one field
# name a line, in the form that "fuzz" takes. An array of structures that
# xfs_db prints on one line per element, such as
#   entries[0-30] = [hashval,nameidx,incomplete,root,secure,local,parent]
#   0:[0x597e9b8,3352,0,0,0,1,1]
# gives entries[0].hashval ... entries[30].parent; an array of values,
#   lbests[0-1] = 0:0x320 1:0x40
# gives lbests[0] and lbests[1].
ff_fields() {
	awk '/ = / {
		name = $0
		sub(/ = .*/, "", name)
		rhs = $0
		sub(/^[^=]* = /, "", rhs)
		if (name ~ /\[[0-9]+(-[0-9]+)?\]$/) {
			r = name
			sub(/.*\[/, "", r)
			sub(/\]$/, "", r)
			base = name
			sub(/\[[0-9]+(-[0-9]+)?\]$/, "", base)
			lo = r; hi = r
			if (r ~ /-/) {
				lo = r; sub(/-.*/, "", lo)
				hi = r; sub(/.*-/, "", hi)
			}
			if (rhs ~ /^\[/) {
				s = rhs
				gsub(/[][ ]/, "", s)
				n = split(s, f, ",")
				for (i = lo + 0; i <= hi + 0; i++)
					for (j = 1; j <= n; j++)
						print base "[" i "]." f[j]
			} else
				for (i = lo + 0; i <= hi + 0; i++)
					print base "[" i "]"
			next
		}
		print name
	}'
}

# ff_representatives: on stdin, field names; on stdout, the same, but of
# the elements of an array only the first, the middle and the last one
# (the first index in the name decides, for every field of the element).
ff_representatives() {
	awk '{
		line[NR] = $0
		if (match($0, /\[[0-9]+\]/)) {
			k = substr($0, 1, RSTART) "*" substr($0, RSTART + RLENGTH - 1)
			i = substr($0, RSTART + 1, RLENGTH - 2) + 0
			key[NR] = k
			idx[NR] = i
			if (!((k, i) in seen)) {
				seen[k, i] = 1
				n[k]++
				at[k, n[k]] = i
			}
		}
	}
	END {
		for (r = 1; r <= NR; r++) {
			if (!(r in key)) {
				print line[r]
				continue
			}
			k = key[r]
			c = n[k]
			i = idx[r]
			if (i == at[k, 1] || i == at[k, c] ||
			    i == at[k, int((c + 1) / 2)])
				print line[r]
		}
	}'
}

# ff_enumerate: the fields of every target, from xfs_db print on the
# golden filesystem, into $PP_STATE/ff-cases as "TARGET FIELD VERB" lines
# (pp.fuzz_fields=every: every array element; else representatives).
ff_enumerate() {
	_every=
	[ "$(knob fuzz_fields sample)" = every ] && _every=1
	: > "$PP_STATE/ff-cases"
	while IFS='|' read -r _t _min _nav _filter; do
		{ ff_nav "$_nav"; echo print; } > "$PP_STATE/ff-nav"
		xfs_db -r "$SCRATCH_DEV" < "$PP_STATE/ff-nav" 2>&1 |
			ff_fields | grep -E -- "${_filter:-.}" > "$PP_STATE/ff-fields.$_t" ||
			true
		_n=$(wc -l < "$PP_STATE/ff-fields.$_t")
		if [ -z "$_every" ]; then
			ff_representatives < "$PP_STATE/ff-fields.$_t" \
				> "$PP_STATE/ff-fields.$_t.rep"
			mv "$PP_STATE/ff-fields.$_t.rep" "$PP_STATE/ff-fields.$_t"
		fi
		_k=$(wc -l < "$PP_STATE/ff-fields.$_t")
		echo "target $_t ($_nav): xfs_db prints $_n fields, $_k fuzzed"
		assert_ok "target $_t: xfs_db prints at least $_min fields" \
			test "$_n" -ge "$_min"
		while read -r _f; do
			for _v in $FF_VERBS; do
				echo "$_t $_f $_v"
			done
		done < "$PP_STATE/ff-fields.$_t" >> "$PP_STATE/ff-cases"
	done < "$PP_STATE/ff-targets"
}

# ff_static_skip TARGET FIELD VERB: why the case cannot be run
# meaningfully, or nothing.
ff_static_skip() {
	case "$2" in
	*crc)
		echo "fuzz -d recomputes the CRC after the fuzz" ;;
	esac
	case "$1:$2" in
	file-core:core.size)
		# any size is a valid one: it only moves the end of the
		# file, and the snapshot would read up to 2^63 bytes of hole
		echo "a regular file's size is its data, not metadata to check" ;;
	esac
}

# ff_known_bug TARGET FIELD VERB NAV: the bug that the case reproduces,
# if it is a known one, not fixed yet, told from the field and the value
# that the fuzz gave it (FF_OLD, FF_NEW; the fuzzed filesystem is on the
# unmounted scratch device), as "ID: DESCRIPTION" (the bug column, then
# what happens). The case is then not run, saying so, unless the run
# asks for the known bugs (pp.known_bugs=1): known_bug_case in
# tests/lib/common.sh names the bug on the TAP line of the test, and
# fails the test if it passes with the known bugs run. One is known now
# (the table below). (xfsprogs 0027 fixed repair-clears-file-core,
# xfs_repair clearing a file whose core gives a bad data fork format, an
# attr fork offset past the inode or more extents than its fork holds:
# tests/xfsprogs/repair-keeps-file-whose-*. xfsprogs 0021 and 0022
# fixed the header of an attr leaf below a da-node, and an attr leaf free
# map entry that the kernel rejects;
# tests/xfsprogs/repair-fixes-attr-leaf-*. Base 0020 fixed the assertion
# on an attr leaf whose firstused is 0:
# tests/fuzz/attr-leaf-firstused-zero-refused. xfsprogs 0025 fixed an
# attr block LSN whose cycle has the high bit set, which xfs_repair did
# not move the log past: tests/xfsprogs/repair-moves-log-past-attr-block-lsn.
# Base 0021 fixed lookup-iget, xfs_lookup reading the block that an
# entry's bogus inode number points into as an inode cluster, which
# XFS_DEBUG asserted on when that block was cached with another length:
# the fuzz/field-dir-* cases of entries' inode numbers.)
#
# | bug | cases | what happens |
# | readdir-readahead-over-other-buffer | dir-core: u3.bmx[0].blockcount middlebit, add (only in make fuzz's whole matrix) | the leaf directory's first extent is made 1025 or 2018 blocks long, over inode clusters that the buffer cache holds with another length; readdir's readahead of those "data blocks" finds them, and XFS_DEBUG asserts in _xfs_buf_obj_cmp that a buffer of another length must be stale (stock 6.1, and upstream still asserts there); a release kernel skips the buffer and reports the blocks as corrupt directory blocks |
ff_known_bug() {
	case "$1:$2:$3" in
	dir-core:u3.bmx\[0\].blockcount:middlebit | \
	dir-core:u3.bmx\[0\].blockcount:add)
		echo "readdir-readahead-over-other-buffer: readdir's readahead of a directory extent made to cover inode clusters trips XFS_DEBUG's assertion in the buffer cache" ;;
	esac
}

# ff_expected TARGET FIELD VERB: the documented classes of the case, if
# its outcome after online repair may be other than "the golden tree and
# a clean xfs_repair -n"; each class has its rule in ff_case and
# ff_class_check.
#
# | class   | which cases | why, and what may be lost |
# | xattr   | attr-*: every field | a fuzz that hits a user xattr (its value, its name, its namespace flags) leaves another valid xattr, which nothing on disk can tell from the real one, as with a file's data; or an invalid one, which repair removes (xrep_xattr, scrub 0011, or xfs_repair). The tree is the golden one but for user xattrs |
# | offset  | dir-sf: an entry's offset | the same for the offset of an entry (its readdir cookie) that stays a valid one: repair gives the record the new offset. The tree is the golden one but for that entry's cookie and its record's offset |
# | name    | dir-sf: an entry's name | a shortform directory has no hash of its names: a name made another valid name cannot be told from the real one, and the directory is trusted over the record (issue 17 item 10), so repair gives the record the new name. The tree is the golden one but for that name (of the entry, the record and the paths below it) |
# | offline | attr-leaf, attr-node, attr-node-leaf, attr-remote: every field; attr-sf: the header, an entry's lengths and flags | online repair leaves an attr fork whose structure is damaged to xfs_repair (scrub 0010: the records in it cannot be trusted to be rebuilt; xrep_xattr only removes invalid names from a sound fork). xfs_repair must then fix it: it clears a bad attr block or truncates a shortform fork and rewrites every record from the directories; the tree is the golden one but for the user xattrs of the fork and an empty lost+found |
# | offline | dir-core, file-core: every field | 6.1's online repair rewrites no inode core or extent map (only a destroyed directory's core, which it revives from its children's records): a core or map that fails its checks is left to xfs_repair, which must give the golden tree back (for file-core, but for the file's user xattrs, if it clears its attr fork: class xattr) |
ff_expected() {
	case "$1" in
	dir-core) echo offline ;;
	file-core) echo "xattr offline" ;;
	esac
	case "$1:$2" in
	dir-sf:*.name) echo name ;;
	dir-sf:*.offset) echo offset ;;
	esac
	case "$1" in
	attr-leaf|attr-node|attr-node-leaf|attr-remote) echo "xattr offline" ;;
	attr-sf)
		case "$2" in
		a.sfattr.hdr.*|*.namelen|*.valuelen|*.root|*.secure|*.parent)
			echo "xattr offline" ;;
		*) echo xattr ;;
		esac ;;
	esac
}

# ff_restore: write the golden filesystem back to the scratch device.
ff_restore() {
	scratch_unmount_if_mounted
	dd if="$FF_GOLDEN" of="$SCRATCH_DEV" bs=1M conv=fsync 2> /dev/null
}

# ff_db_value FILE FIELD N: the value that the N-th line "FIELD = VALUE"
# of the xfs_db output in FILE gives (N: first or last), "0" if the value
# is empty (xfs_db leaves out an element of an array of values that is
# 0), "<none>" if there is no such line. An element of an array of values
# is printed "INDEX:VALUE": the index is left out.
ff_db_value() {
	awk -v f="$2 = " -v w="$3" 'index($0, f) == 1 {
		v = substr($0, length(f) + 1)
		sub(/^[0-9]+:/, "", v)
		if (v == "")
			v = "0"
		if (w == "first" && !n)
			print v
		n++
		last = v
	}
	END {
		if (!n)
			print "<none>"
		else if (w == "last")
			print last
	}' "$1"
}

# ff_random_value CASE HIGHBIT: set FF_VAL to a random value for a field
# whose value, with only its highest bit set, xfs_db printed as HIGHBIT,
# as "write" takes it: #HEX for whole bytes, a number for a bit field;
# empty if the width cannot be told. The bytes come from the seeded
# sequence, started from the seed and the case (the string CASE), so
# that a case gives the same bytes whichever cases ran before it.
ff_random_value() {
	_keep=$FUZZ_STATE
	FUZZ_STATE=$(((FF_SEED + 0x$(printf '%s' "$1" | md5sum | cut -c1-7)) %
		2147483648))
	FF_VAL=
	_bytes=0 _bits=0
	case "$2" in
	\"*)
		# a name: count its bytes (\ooo octal escapes, \c escapes)
		_bytes=$(printf '%s\n' "$2" | awk '{
			s = substr($0, 2, length($0) - 2)
			gsub(/\\[0-7][0-7][0-7]/, "x", s)
			gsub(/\\./, "x", s)
			print length(s)
		}') ;;
	0x8*)
		_h=${2#0x}
		_bits=$((4 * ${#_h})) ;;
	*-*-*-*-*)
		_h=$(echo "$2" | tr -d -)
		_bits=$((4 * ${#_h})) ;;
	9223372036854775808|-9223372036854775808) _bits=64 ;;
	-[0-9]*|[0-9]*)
		_x=${2#-}
		case "$_x" in
		*[!0-9]*) ;;
		*)
			while [ "$_x" -gt 0 ]; do
				_bits=$((_bits + 1))
				_x=$((_x / 2))
			done ;;
		esac ;;
	esac
	[ "$_bits" -eq 0 ] || [ $((_bits % 8)) -ne 0 ] || _bytes=$((_bits / 8))
	if [ "$_bytes" -gt 0 ]; then
		FF_VAL='#'
		while [ "$_bytes" -gt 0 ]; do
			rnd 256
			FF_VAL=$FF_VAL$(printf '%02x' "$R")
			_bytes=$((_bytes - 1))
		done
	elif [ "$_bits" -gt 0 ] && [ "$_bits" -lt 64 ]; then
		# a bit field (an extent record's 54-bit offset, 52-bit
		# block, 21-bit length): 16 bits at a time
		FF_VAL=0
		_left=$_bits
		while [ "$_left" -gt 0 ]; do
			_w=$((_left < 16 ? _left : 16))
			rnd $((1 << _w))
			FF_VAL=$(((FF_VAL << _w) | R))
			_left=$((_left - _w))
		done
	fi
	FUZZ_STATE=$_keep
}

# ff_db_x: xfs_db -x on the scratch device, commands on stdin, output to
# $PP_STATE/ff-db.out; fails if it does not exit 0 within 60 s: a case
# of make check's sample once hung here, on a fuzzed directory block, and
# took the whole test down with it.
ff_db_x() {
	timeout 60 xfs_db -x "$SCRATCH_DEV" > "$PP_STATE/ff-db.out" 2>&1
}

# ff_fuzz TARGET NAV FIELD VERB: fuzz the field on the unmounted scratch
# device. Sets FF_CMD to the xfs_db command and FF_CHANGE to the field's
# value before and after, "BEFORE -> AFTER"; fails, with the reason in
# FF_WHY, if xfs_db refuses or nothing changed.
ff_fuzz() {
	_s=$PP_STATE
	_cmd="fuzz -d $3 $4"
	if [ "$4" = random ]; then
		# the width of the field: its value with only the high bit set
		{
			ff_nav "$2"
			echo "fuzz -d $3 zeroes"
			echo "fuzz -d $3 firstbit"
		} > "$_s/ff-cmds"
		if ! ff_db_x < "$_s/ff-cmds"; then
			FF_WHY="xfs_db failed or hung (60 s) finding the width of the field"
			return 1
		fi
		_hb=$(ff_db_value "$_s/ff-db.out" "$3" last)
		ff_random_value "$1 $3" "$_hb"
		ff_restore
		if [ -z "$FF_VAL" ]; then
			FF_WHY="the width of the field is unknown (its high bit: $_hb)"
			return 1
		fi
		_cmd="write -d $3 $FF_VAL"
	fi
	FF_CMD=$_cmd
	# "fuzz" and "write" print the field after the change
	{ ff_nav "$2"; echo "print $3"; echo "$_cmd"; } > "$_s/ff-cmds"
	if ! ff_db_x < "$_s/ff-cmds"; then
		FF_WHY="xfs_db failed or hung (60 s) on the fuzz"
		return 1
	fi
	# (editline's complaint about the terminal is no refusal)
	_why=$(grep -E -i 'unable|error|cannot|not |unsupported|usage|invalid|bad ' \
		"$_s/ff-db.out" | grep -v -e '^Allowing fuzz' -e termcap \
		-e 'dumb terminal' | head -n 1 || true)
	_b=$(ff_db_value "$_s/ff-db.out" "$3" first)
	_a=$(ff_db_value "$_s/ff-db.out" "$3" last)
	if [ -n "$_why" ]; then
		FF_WHY="xfs_db: $_why"
		return 1
	fi
	if [ "$_b" = "<none>" ]; then
		FF_WHY="xfs_db prints no value"
		return 1
	fi
	if [ "$_b" = "$_a" ]; then
		FF_WHY="no change (the field is $_b)"
		return 1
	fi
	FF_CHANGE="$_b -> $_a"
	FF_OLD=$_b FF_NEW=$_a
}

# ff_dmesg_check WHAT: no kernel report since the last check but those
# the test allowed (dmesg_allow_corruption_reports: XFS's corruption
# reports); the log is then cleared. Prints the reports; returns non-zero
# if there is one.
ff_dmesg_check() {
	_dbad=$(dmesg | dmesg_reports)
	dmesg -c > /dev/null
	[ -z "$_dbad" ] && return 0
	echo "$1: the kernel log has reports:"
	printf '%s\n' "$_dbad" | head -n 20
	return 1
}

# ff_scrub_fix: xfs_scrub, in repair mode; a second pass if corruption
# remains (it repairs inodes in parallel, in no fixed order, and does not
# come back to one: see fuzz_round). Sets FF_ST to its exit status and
# leaves its output in $PP_STATE/ff-fix.out.
ff_scrub_fix() {
	FF_ST=0
	xfs_scrub "$SCRATCH_MNT" > "$PP_STATE/ff-fix.out" 2>&1 || FF_ST=$?
	if [ $((FF_ST & 1)) != 0 ]; then
		FF_ST=0
		xfs_scrub "$SCRATCH_MNT" >> "$PP_STATE/ff-fix.out" 2>&1 ||
			FF_ST=$?
	fi
}

# ff_show FILE: the interesting lines of a tool's output.
ff_show() {
	grep -v -e '^Info:' -e '^ *- ' -e '^Phase' -e 'EXPERIMENTAL' \
		-e '^No modify flag' "$1" | head -n 30 || true
}

# ff_diff A B: what differs between two snapshots, briefly: the first
# lines that only A has, then the first that only B has.
ff_diff() {
	diff "$1" "$2" > "$PP_STATE/ff-diff" || true
	grep '^-[^-]' "$PP_STATE/ff-diff" | head -n 8 || true
	grep '^+[^+]' "$PP_STATE/ff-diff" | head -n 8 || true
}

# ff_stat TARGET WHAT: count one outcome of TARGET.
ff_stat() {
	echo "$1 $2" >> "$PP_STATE/ff-stats"
}

# ff_without_xattrs: the snapshot on stdin without getfattr's lines.
ff_without_xattrs() {
	awk '/^# file: / { x = 1 } /^$/ { x = 0; next } !x'
}

# ff_without_empty_lost_found: the snapshot on stdin without the "." and
# ".." of lost+found and its entry, if it is empty.
ff_without_empty_lost_found() {
	awk '$1 == "D" && $2 == "./lost+found" { next }
		$1 == "E" && $NF == "lost+found" && $5 == 2 { next }
		{ print }'
}

# ff_same_but_xattrs A B: the snapshots A and B differ at most in xattrs.
ff_same_but_xattrs() {
	ff_without_xattrs < "$1" > "$PP_STATE/ff-x1"
	ff_without_xattrs < "$2" > "$PP_STATE/ff-x2"
	cmp -s "$PP_STATE/ff-x1" "$PP_STATE/ff-x2"
}

# ff_without_offsets: the snapshot on stdin without the readdir cookies of
# its entries ("E DIR COOKIE INO NLINK NAME") and the offsets of its
# records ("R INO DIR:GEN:OFFSET:NAME").
ff_without_offsets() {
	awk '$1 == "E" { $3 = "-" }
		$1 == "R" { n = split($3, f, ":"); if (n >= 4) { f[3] = "-"
			$3 = f[1]; for (i = 2; i <= n; i++) $3 = $3 ":" f[i] } }
		{ print }'
}

# ff_same_but_offsets A B: the snapshots A and B differ at most in the
# offsets of entries and records, and in at least one line.
ff_same_but_offsets() {
	ff_without_offsets < "$1" > "$PP_STATE/ff-o1"
	ff_without_offsets < "$2" > "$PP_STATE/ff-o2"
	cmp -s "$PP_STATE/ff-o1" "$PP_STATE/ff-o2"
}

# ff_loss_class CLASSES OLD: the first of the documented CLASSES (see
# ff_expected) whose rule the tree after online repair keeps to, if any:
# it differs from the golden one only in user xattrs (xattr), in the name
# OLD, the fuzzed field's value before the fuzz (name), or in offsets
# (offset).
ff_loss_class() {
	for _c in $1; do
		case "$_c" in
		xattr) ff_same_but_xattrs "$PP_STATE/ff-golden" \
			"$PP_STATE/ff-after" ;;
		name) [ -n "$2" ] && ff_renamed_only "$2" \
			"$PP_STATE/ff-golden" "$PP_STATE/ff-after" ;;
		offset) ff_same_but_offsets "$PP_STATE/ff-golden" \
			"$PP_STATE/ff-after" ;;
		*) false ;;
		esac && { echo "$_c"; return 0; }
	done
	return 1
}

# ff_class_check CLASS CASE: the rule of the documented class "offline"
# (see ff_expected), for a case whose online repair did not give the
# golden tree back with a clean xfs_repair -n; the scratch filesystem is
# unmounted. Returns non-zero, saying why, if the case breaks it.
ff_class_check() {
	_s=$PP_STATE
	_st=0
	xfs_repair "$SCRATCH_DEV" > "$_s/ff-xr1.out" 2>&1 || _st=$?
	if [ "$_st" != 0 ]; then
		ff_show "$_s/ff-xr1.out"
		echo "$2: xfs_repair exits $_st"
		return 1
	fi
	_st=0
	xfs_repair -n "$SCRATCH_DEV" > "$_s/ff-xr.out" 2>&1 || _st=$?
	if [ "$_st" != 0 ]; then
		ff_show "$_s/ff-xr.out"
		echo "$2: xfs_repair -n after xfs_repair exits $_st"
		return 1
	fi
	mount -t xfs "$SCRATCH_DEV" "$SCRATCH_MNT" || {
		echo "$2: no mount after xfs_repair"
		return 1
	}
	ff_snapshot | ff_without_empty_lost_found > "$_s/ff-after"
	scratch_unmount
	if ! ff_same_but_xattrs "$_s/ff-golden" "$_s/ff-after"; then
		ff_diff "$_s/ff-golden" "$_s/ff-after"
		echo "$2: xfs_repair said:"
		ff_show "$_s/ff-xr1.out"
		echo "$2: after xfs_repair, the tree differs from the golden one by more than user xattrs"
		return 1
	fi
	if ! cmp -s "$_s/ff-golden" "$_s/ff-after"; then
		echo "$2: user xattrs lost, as documented:"
		ff_diff "$_s/ff-golden" "$_s/ff-after"
	fi
}

# ff_has WORD LIST: WORD is one of the words of LIST.
ff_has() {
	case " $2 " in
	*" $1 "*) return 0 ;;
	esac
	return 1
}

# ff_renamed_only OLD A B: the snapshots A and B differ only in the name
# OLD (a file name without escapes): every line of A that B lacks names
# OLD (as an entry, a record's name or a path component), and B has as
# many lines that A lacks.
ff_renamed_only() {
	diff "$2" "$3" > "$PP_STATE/ff-diff" && return 1
	_minus=$(grep -c '^-[^-]' "$PP_STATE/ff-diff" || true)
	_plus=$(grep -c '^+[^+]' "$PP_STATE/ff-diff" || true)
	[ "$_minus" = "$_plus" ] || return 1
	grep '^-[^-]' "$PP_STATE/ff-diff" | awk -v n="$1" '{
		found = 0
		k = split(substr($0, 2), w, /[ \/:]/)
		for (i = 1; i <= k; i++)
			if (w[i] == n)
				found = 1
		if (!found)
			bad = 1
	}
	END { exit bad }'
}

# ff_case TARGET NAV FIELD VERB: one case (see the top of this file).
# Counts it in $PP_STATE/ff-stats; fails the test if it breaks the rules.
ff_case() {
	_s=$PP_STATE
	_t=$1 _nav=$2 _f=$3 _v=$4
	_id="$_t $_f $_v"
	_why=$(ff_static_skip "$_t" "$_f" "$_v")
	if [ -z "$_why" ]; then
		ff_restore
		ff_fuzz "$_t" "$_nav" "$_f" "$_v" || _why=$FF_WHY
	fi
	if [ -z "$_why" ]; then
		_kb=$(ff_known_bug "$_t" "$_f" "$_v" "$_nav")
		if [ -n "$_kb" ] && known_bug_case "$_kb"; then
			echo "skip: $_id ($FF_CHANGE): known bug, not fixed yet: $_kb"
			echo "replay: FUZZ_SEED=$FF_SEED KNOWN_BUGS=1 PP_CMDLINE='pp.fuzz_only=$_t:$_f:$_v'"
			ff_stat "$_t" KNOWN-SKIP
			return 0
		fi
	fi
	if [ -n "$_why" ]; then
		echo "skip: $_id: $_why"
		ff_stat "$_t" SKIP
		return 0
	fi
	ff_stat "$_t" RUN
	# (on the console too: if the case hangs, the console says which)
	echo "pp-fuzz: case $_id" > /dev/kmsg
	_cls=$(ff_expected "$_t" "$_f" "$_v")
	_bad= _rep=0 _chg=0 _fixst=0 _xst=0 _res=
	: > "$_s/ff-check.out"
	: > "$_s/ff-fix.out"
	dmesg -c > /dev/null
	if ! mount -t xfs "$SCRATCH_DEV" "$SCRATCH_MNT" 2> "$_s/ff-mount.out"; then
		cat "$_s/ff-mount.out"
		_bad="the filesystem does not mount"
	fi
	if [ -z "$_bad" ]; then
		ff_snapshot > "$_s/ff-after"
		cmp -s "$_s/ff-golden" "$_s/ff-after" || _chg=1
		# every report counts: corruption (1), an optimization (2, as
		# for an incomplete xattr), an operational error (4)
		_st=0
		xfs_scrub -n "$SCRATCH_MNT" > "$_s/ff-check.out" 2>&1 || _st=$?
		[ "$_st" = 0 ] || _rep=1
		if [ $_rep = 0 ] && [ $_chg = 1 ]; then
			if ff_has xattr "$_cls" &&
				ff_same_but_xattrs "$_s/ff-golden" "$_s/ff-after"; then
				echo "$_id: only user xattrs changed, which xfs_scrub -n cannot tell (class xattr)"
			else
				ff_diff "$_s/ff-golden" "$_s/ff-after"
				_bad="the tree changed and xfs_scrub -n reported nothing"
			fi
		fi
	fi
	ff_dmesg_check "$_id: after the fuzz" ||
		_bad="${_bad:+$_bad; }kernel report after the fuzz"
	if [ -z "$_bad" ]; then
		if [ $_rep = 1 ]; then
			ff_stat "$_t" DETECTED
			ff_scrub_fix
			_fixst=$FF_ST
			ff_snapshot > "$_s/ff-after"
		else
			ff_stat "$_t" UNCHANGED
		fi
		scratch_unmount
		xfs_repair -n "$SCRATCH_DEV" > "$_s/ff-xr.out" 2>&1 || _xst=$?
		ff_dmesg_check "$_id: after xfs_scrub" ||
			_bad="kernel report after xfs_scrub"
	fi
	if [ -z "$_bad" ]; then
		_what=
		[ $((_fixst & 5)) = 0 ] || _what="xfs_scrub exits $_fixst"
		cmp -s "$_s/ff-golden" "$_s/ff-after" ||
			_what="${_what:+$_what, }the tree is not the golden one"
		[ "$_xst" = 0 ] || _what="${_what:+$_what, }xfs_repair -n exits $_xst"
		_old=$(echo "$FF_OLD" | sed -n 's/^"\([^\\"]*\)"$/\1/p')
		if [ -z "$_what" ]; then
			[ $_rep = 0 ] || _res=IDENTICAL
		elif [ $((_fixst & 5)) = 0 ] && [ "$_xst" = 0 ] &&
			_lc=$(ff_loss_class "$_cls" "$_old"); then
			echo "$_id: after online repair, the golden tree but for what class $_lc may lose:"
			ff_diff "$_s/ff-golden" "$_s/ff-after"
			_res=LOSS-$_lc
		elif ff_has offline "$_cls"; then
			echo "$_id: after online repair: $_what; class offline"
			if ff_class_check offline "$_id"; then
				_res=LOSS-offline
			else
				_bad="the case breaks the rule of its class offline"
			fi
			ff_dmesg_check "$_id: after xfs_repair" ||
				_bad="${_bad:+$_bad; }kernel report after xfs_repair"
		else
			ff_show "$_s/ff-fix.out"
			cmp -s "$_s/ff-golden" "$_s/ff-after" ||
				ff_diff "$_s/ff-golden" "$_s/ff-after"
			[ "$_xst" = 0 ] || ff_show "$_s/ff-xr.out"
			_bad="after online repair: $_what"
		fi
	fi
	[ -z "$_res" ] || ff_stat "$_t" "$_res"
	_out="scrub -n $([ $_rep = 1 ] && echo reported || echo clean), tree $([ $_chg = 1 ] && echo changed || echo unchanged)${_res:+, $_res}"
	if [ -n "$_bad" ]; then
		ff_stat "$_t" FAIL
		echo "xfs_scrub -n said:"
		ff_show "$_s/ff-check.out"
		fail "$_id ($FF_CMD: $FF_CHANGE): $_bad"
		echo "replay: FUZZ_SEED=$FF_SEED PP_CMDLINE='pp.fuzz_only=$_t:$_f:$_v'"
	else
		echo "ok: $_id ($FF_CMD: $FF_CHANGE): $_out"
	fi
}

# ff_run: enumerate the fields of the targets and run the cases: a sample
# of pp.fuzz_sample (8) cases that run (skipped ones do not count), or
# with pp.fuzz_fields=all or every, all of them. Asserts that enough ran.
ff_run() {
	_mode=$(knob fuzz_fields sample)
	_only=$(knob fuzz_only "")
	_t0=$(date +%s)
	ff_enumerate
	_total=$(wc -l < "$PP_STATE/ff-cases")
	_want=$_total
	if [ "$_mode" = sample ]; then
		_want=$(knob fuzz_sample 8)
		# shuffle with the seeded sequence (a loop into a file, so
		# that the sequence moves on in this shell)
		while read -r _c; do
			rnd 1000000
			echo "$R $_c"
		done < "$PP_STATE/ff-cases" > "$PP_STATE/ff-shuffle"
		sort -n -k1,1 -s "$PP_STATE/ff-shuffle" | cut -d' ' -f2- \
			> "$PP_STATE/ff-cases"
	fi
	if [ -n "$_only" ]; then
		# TARGET:FIELD:VERB[,...], each part exact or "*"
		awk -v only="$_only" 'BEGIN { n = split(only, o, ",") }
		{
			for (i = 1; i <= n; i++) {
				split(o[i], p, ":")
				if ((p[1] == "*" || p[1] == $1) &&
				    (p[2] == "*" || p[2] == $2) &&
				    (p[3] == "*" || p[3] == $3)) {
					print
					next
				}
			}
		}' "$PP_STATE/ff-cases" > "$PP_STATE/ff-only"
		mv "$PP_STATE/ff-only" "$PP_STATE/ff-cases"
		_want=$(wc -l < "$PP_STATE/ff-cases")
	fi
	echo "$_total cases in the matrix; mode $_mode, running up to $_want"
	_ran=0
	while read -r _t _f _v; do
		[ "$_ran" -lt "$_want" ] || break
		_nav=$(awk -F'|' -v t="$_t" '$1 == t { print $3 }' \
			"$PP_STATE/ff-targets")
		ff_case "$_t" "$_nav" "$_f" "$_v" < /dev/null
		_ran=$(grep -c " RUN$" "$PP_STATE/ff-stats" || true)
	done < "$PP_STATE/ff-cases"
	ff_restore
	echo "$_ran cases ran in $(($(date +%s) - _t0)) s"
	if [ -n "$_only" ]; then
		assert_ok "at least one case ran" test "$_ran" -ge 1
	elif [ "$_mode" = sample ]; then
		assert_ok "$_want cases ran" test "$_ran" -ge "$_want"
	else
		assert_ok "at least a third of the $_total cases ran" \
			test $((_ran * 3)) -ge "$_total"
	fi
	ff_summary
}

# ff_summary: the outcomes per target, and the failures.
ff_summary() {
	restore_global /proc/sys/fs/xfs/error_level
	echo "outcomes per target (RUN: cases run; SKIP: not run (see why" \
		"above); KNOWN-SKIP: not run, a known bug (ff_known_bug);" \
		"DETECTED:" \
		"xfs_scrub -n reported the damage; UNCHANGED: it did not, and" \
		"the tree was the golden one; IDENTICAL: the golden tree after" \
		"online repair; LOSS-CLASS: as its documented class allows" \
		"(ff_expected); FAIL):"
	awk '{ n[$1 " " $2]++; t[$1] = 1 }
		END {
			for (x in t) {
				s = "FF-SUMMARY " x ":"
				split("RUN SKIP KNOWN-SKIP DETECTED UNCHANGED IDENTICAL LOSS-xattr LOSS-name LOSS-offset LOSS-offline FAIL", k, " ")
				for (i = 1; i in k; i++)
					s = s " " k[i] "=" (n[x " " k[i]] + 0)
				print s
			}
		}' "$PP_STATE/ff-stats" | sort
	assert_eq "no case failed" \
		"$(grep -c ' FAIL$' "$PP_STATE/ff-stats" || true)" 0
}

# ff_db_print NAV FIELD: the value of FIELD in the inode or block that NAV
# selects, on the scratch device (the golden filesystem after ff_start).
ff_db_print() {
	{ ff_nav "$1"; echo "print $2"; } > "$PP_STATE/ff-nav"
	xfs_db -r "$SCRATCH_DEV" < "$PP_STATE/ff-nav" > "$PP_STATE/ff-db.out" 2>&1
	ff_db_value "$PP_STATE/ff-db.out" "$2" first
}
