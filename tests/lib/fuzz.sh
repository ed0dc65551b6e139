# shellcheck shell=sh
# Helpers for tests/fuzz: a populated parent pointer filesystem whose
# records the tests damage with xfs_db, a seeded random source, a reader
# of the attributes of inodes, and the mutations themselves.
# Sourced by the tests after common.sh.
#
# A mutation changes one attribute of one inode on the unmounted scratch
# device through "xfs_db -x" and "write -d" (which keeps the CRCs valid,
# so that only the content is wrong). fuzz_mutate appends the xfs_db
# commands to a file; the caller runs them all in one xfs_db.

# fuzz_populate MNT: the tree the fuzz tests damage. Every kind of
# record holder: files with one to three links (shortform attr fork),
# directories, a symlink, a FIFO, a file whose 100 links put its records
# in an attr leaf block ("many"), and a file whose two records share a
# leaf block with 30 user xattrs ("mixed"). Prints "f INO" for each
# non-directory and "d INO" for each directory with a record.
fuzz_populate() {
	mkdir -p "$1/d1/sub" "$1/d2" "$1/d3/deep/er" "$1/secret"
	chmod 700 "$1/secret"
	_i=1
	for _d in d1 d2 d3 d1/sub d3/deep/er secret d1 d2 d3 d1/sub d2 d3 \
		d3/deep; do
		echo "file $_i" > "$1/$_d/f$_i"
		_i=$((_i + 1))
	done
	ln "$1/d1/f1" "$1/d2/f1-second"
	ln "$1/d1/f1" "$1/d3/deep/a-name-that-is-rather-long-for-an-entry-0123456789"
	ln "$1/d2/f2" "$1/d2/f2-again"
	ln "$1/d1/f7" "$1/d1/sub/f7-2"
	ln "$1/d2/f8" "$1/secret/f8-2"
	ln "$1/d2/f8" "$1/d3/f8-3"
	echo many > "$1/d1/many"
	_i=1
	while [ $_i -le 99 ]; do
		ln "$1/d1/many" "$1/d$((_i % 3 + 1))/many-$_i"
		_i=$((_i + 1))
	done
	echo mixed > "$1/d2/mixed"
	ln "$1/d2/mixed" "$1/d3/mixed-too"
	_i=1
	while [ $_i -le 30 ]; do
		setfattr -n "user.attr$_i" -v "value-$_i" "$1/d2/mixed"
		_i=$((_i + 1))
	done
	setfattr -n user.x -v y "$1/d3/f3"
	setfattr -n trusted.t -v z "$1/d2/f11"
	ln -s d1/f1 "$1/d3/symlink"
	ln -s "$(head -c 200 /dev/zero | tr '\0' s)" "$1/d2/long-symlink"
	mkfifo "$1/d1/fifo"
	mknod "$1/d3/chardev" c 1 3
	for _p in d1/f1 d2/f2 d3/f3 d1/sub/f4 d3/deep/er/f5 secret/f6 d1/f7 \
		d2/f8 d3/f9 d1/sub/f10 d2/f11 d3/f12 d3/deep/f13 \
		d1/many d2/mixed d3/symlink d2/long-symlink d1/fifo d3/chardev; do
		echo "f $(stat -c %i "$1/$_p")"
	done
	for _p in d1 d2 d3 d1/sub d3/deep d3/deep/er secret; do
		echo "d $(stat -c %i "$1/$_p")"
	done
}

# fuzz_seed: the seed of this run, from pp.fuzz_seed= on the kernel
# command line (FUZZ_SEED=N scripts/run-tests.sh passes it), or a new one.
fuzz_seed() {
	_s=$(tr ' ' '\n' < /proc/cmdline | sed -n 's/^pp\.fuzz_seed=//p')
	[ -n "$_s" ] || _s=$(od -An -N4 -tu4 /dev/urandom | tr -d ' ')
	echo "$_s"
}

# rnd N: the next number of the seeded sequence, 0 <= R < N, in $R.
# A 31-bit linear congruential generator in shell arithmetic, so that a
# seed gives the same choices on any run. FUZZ_STATE holds the state.
rnd() {
	FUZZ_STATE=$(((FUZZ_STATE * 1103515245 + 12345) % 2147483648))
	R=$(((FUZZ_STATE >> 4) % $1))
}

# rnd32: a random 32-bit number in $R.
rnd32() {
	rnd 65536
	_hi=$R
	rnd 65536
	R=$((_hi * 65536 + R))
}

# fuzz_state INO...: on the unmounted scratch device, one line per
# attribute of each inode, from xfs_db:
#   INO FORM IDX PARENT ROOT SECURE INCOMPLETE LOCAL NAMELEN VALUELEN
#   PINO PGEN POFF VALUE HASH NAMEIDX NAME FLAGS
# FORM is sf or leaf (attr leaf block 0); PINO PGEN POFF are those of a
# well-formed record ("-" otherwise); VALUE and NAME are hex bytes (the
# value of a record is its entry name; NAME is "-" for a record);
# INCOMPLETE LOCAL HASH NAMEIDX are "-" in shortform, FLAGS (the whole
# flags byte) in leaf blocks. An inode whose attributes cannot be read
# prints "INO none".
fuzz_state() {
	for _i in "$@"; do
		printf 'inode %s\nprint v3.inumber\nprint core.aformat\n' "$_i"
		# shortform flags bytes are not printed with the rest
		printf 'print a.sfattr\n'
		for _k in 0 1 2 3 4 5 6 7; do
			printf 'print a.sfattr.list[%s].flags\n' $_k
		done
		printf 'ablock 0\nprint entries\nprint nvlist\n'
	done | xfs_db -r "$SCRATCH_DEV" 2>&1 | awk '
	function hex(s,    out, i, c, n) {
		out = ""
		for (i = 1; i <= length(s); i++) {
			c = substr(s, i, 1)
			if (c == "\\") {
				n = substr(s, i + 1, 1)
				if (n ~ /[0-7]/) {
					v = (substr(s, i + 1, 1) * 64) + \
					    (substr(s, i + 2, 1) * 8) + substr(s, i + 3, 1)
					i += 3
				} else if (n ~ /[a-g]/) {
					v = index("abcdefg", n) + 6
					i++
				} else {
					v = ord[n]
					i++
				}
			} else
				v = ord[c]
			out = out sprintf("%02x", v)
		}
		return out == "" ? "-" : out
	}
	function str(line) {
		sub(/^[^=]*= "/, "", line)
		sub(/"$/, "", line)
		return line
	}
	function flush(    k, i) {
		if (ino == "")
			return
		if (n == 0)
			print ino, "none"
		for (i = 0; i < n; i++) {
			k = i
			print ino, form, i, fld(k, "parent"), fld(k, "root"), \
			      fld(k, "secure"), fld(k, "incomplete"), \
			      fld(k, "local"), fld(k, "namelen"), \
			      fld(k, "valuelen"), fld(k, "parent_ino"), \
			      fld(k, "parent_gen"), fld(k, "diroffset"), \
			      fld(k, "value"), fld(k, "hash"), fld(k, "nameidx"), \
			      fld(k, "name"), fld(k, "flags")
		}
	}
	function fld(k, f) {
		return ((k, f) in a) ? a[k, f] : "-"
	}
	BEGIN {
		for (i = 32; i < 127; i++)
			ord[sprintf("%c", i)] = i
	}
	/^v3\.inumber = / {
		flush()
		ino = $3; n = 0; form = "none"
		for (k in a)
			delete a[k]
		next
	}
	/^core\.aformat = 1 / { form = "sf" }
	/^core\.aformat = 2 / { form = "leaf" }
	/^a\.sfattr\.list\[[0-9]+\]\./ || /^nvlist\[[0-9]+\]\./ {
		i = $1
		sub(/^[^[]*\[/, "", i)
		f = i
		sub(/\].*/, "", i)
		sub(/^[0-9]*\]\./, "", f)
		if (i + 1 > n)
			n = i + 1
		k = i
		if (f == "name" || f == "value") {
			val = hex(str($0))
			# a record prints its value as "name", after parent_ino
			if (f == "name" && ((k, "parent_ino") in a))
				f = "value"
			a[k, f] = val
		} else
			a[k, f] = $3
		next
	}
	form == "leaf" && /^[0-9]+:\[0x/ {
		# IDX:[HASH,NAMEIDX,INCOMPLETE,ROOT,SECURE,LOCAL,PARENT]
		s = $0
		gsub(/[:,]/, " ", s)
		gsub(/\[/, " ", s)
		gsub(/\]/, " ", s)
		split(s, e, " ")
		k = e[1]
		if (k + 1 > n)
			n = k + 1
		a[k, "hash"] = e[2]; a[k, "nameidx"] = e[3]
		a[k, "incomplete"] = e[4]; a[k, "root"] = e[5]
		a[k, "secure"] = e[6]; a[k, "local"] = e[7]; a[k, "parent"] = e[8]
		next
	}
	END { flush() }
	'
}

# pptr_hash INO GEN OFFSET: the dabtree hash (xfs_da_hashname) of the
# 16-byte name of the record (INO, GEN, OFFSET), as 0x%08x.
pptr_hash() {
	_h=0
	for _w in $(($1 >> 32 & 0xffffffff)) $(($1 & 0xffffffff)) $2 $3; do
		_h=$((((_w >> 24 & 255) << 21) ^ ((_w >> 16 & 255) << 14) ^
			((_w >> 8 & 255) << 7) ^ (_w & 255) ^
			(((_h << 28) | (_h >> 4)) & 0xffffffff)))
	done
	printf '0x%08x\n' "$_h"
}

# fuzz_leaf_rehash STATE INO IDX HASH: xfs_db commands that give entry IDX
# of the attr leaf block 0 of INO (its lines of fuzz_state in the file
# STATE) the hash HASH and put the entries back in hash order, as a
# record written by the kernel with that name would be. The caller has
# already written the new name through nvlist[IDX].
fuzz_leaf_rehash() {
	awk -v ino="$2" -v idx="$3" -v hash="$4" '
	function num(h,    i, d, x) {
		x = 0
		h = tolower(h)
		sub(/^0x/, "", h)
		for (i = 1; i <= length(h); i++)
			x = x * 16 + index("0123456789abcdef", substr(h, i, 1)) - 1
		return x
	}
	$1 == ino && $2 == "leaf" {
		i = $3
		n = (i + 1 > n) ? i + 1 : n
		old[i] = $15 " " $16 " " $7 " " $5 " " $6 " " $8 " " $4
		h[i] = (i == idx) ? num(hash) : num($15)
		hx[i] = (i == idx) ? hash : $15
		rest[i] = $16 " " $7 " " $5 " " $6 " " $8 " " $4
		ord[i] = i
	}
	END {
		# insertion sort by hash, stable
		for (i = 1; i < n; i++) {
			t = ord[i]
			for (j = i - 1; j >= 0 && h[ord[j]] > h[t]; j--)
				ord[j + 1] = ord[j]
			ord[j + 1] = t
		}
		for (j = 0; j < n; j++) {
			t = ord[j]
			if (hx[t] " " rest[t] == old[j])
				continue
			split(rest[t], r, " ")
			printf "write -d entries[%d].hashval %s\n", j, hx[t]
			printf "write -d entries[%d].nameidx %s\n", j, r[1]
			printf "write -d entries[%d].incomplete %s\n", j, r[2]
			printf "write -d entries[%d].root %s\n", j, r[3]
			printf "write -d entries[%d].secure %s\n", j, r[4]
			printf "write -d entries[%d].local %s\n", j, r[5]
			printf "write -d entries[%d].parent %s\n", j, r[6]
		}
	}' "$1"
}

# The mutation classes. Content: a record that is well formed but wrong
# (what a bug in a namespace operation would leave). Structure: an
# attribute that is not a well-formed record any more.
FUZZ_CONTENT="ino-free ino-unallocated ino-nondir ino-self ino-garbage gen
offset name-char name-slash name-nul random-name random-value"
FUZZ_STRUCTURE="valuelen namelen flag-parent-clear flag-incomplete
flag-parent-on-user flag-namespace stale-hash"

# fuzz_mutate STATE INO CLASS CMDS NONDIR FREE: append to the file CMDS
# the xfs_db commands that damage one attribute of inode INO (its lines
# of fuzz_state are in the file STATE) with the damage CLASS, using the
# seeded random source. NONDIR is the inode number of a non-directory
# other than INO, FREE that of a free inode. Prints what it does.
# Classes that do not apply to the inode fall back to "gen".
fuzz_mutate() {
	_st=$1 _ino=$2 _class=$3 _cmds=$4 _nondir=$5 _free=$6
	# the well-formed records of the inode; one of them at random
	_recs=$(awk -v i="$_ino" '$1 == i && $4 == 1 && $11 != "-"' "$_st")
	_n=$(printf '%s\n' "$_recs" | grep -c .) || true
	if [ "$_n" -eq 0 ]; then
		echo "$_ino: no well-formed record, left alone"
		return 0
	fi
	rnd "$_n"
	# shellcheck disable=SC2046
	set -- $(printf '%s\n' "$_recs" | sed -n "$((R + 1))p")
	_form=$2 _idx=$3 _vlen=${10} _pino=${11} _pgen=${12} _poff=${13}
	_val=${14}
	case "$_class" in
	name-*|random-value) [ "$_vlen" -gt 0 ] || _class=gen ;;
	esac
	if [ "$_form" = sf ]; then
		echo "inode $_ino" >> "$_cmds"
		_f="a.sfattr.list[$_idx]"
		_e=$_f
	else
		printf 'inode %s\nablock 0\n' "$_ino" >> "$_cmds"
		_f="nvlist[$_idx]"
		_e="entries[$_idx]"
	fi
	_npino=$_pino _npgen=$_pgen _npoff=$_poff _rehash=
	case "$_class" in
	flag-parent-on-user)
		# (of a trusted or secure xattr, that makes two namespaces,
		# which xfs_repair handles since xfsprogs 0011)
		_u=$(awk -v i="$_ino" '$1 == i && $4 == 0 { print $3 }' "$_st" |
			head -1)
		if [ -z "$_u" ]; then
			_class=flag-parent-clear
		fi ;;
	stale-hash)
		[ "$_form" = leaf ] || _class=gen ;;
	esac
	case "$_class" in
	ino-free) _npino=$_free ;;
	ino-unallocated)
		rnd 300
		_npino=$((128 + 64 * (10 + R))) ;;
	ino-nondir) _npino=$_nondir ;;
	ino-self) _npino=$_ino ;;
	ino-garbage)
		rnd32
		_hi=$R
		rnd32
		_npino=$(((_hi << 32) | R)) ;;
	gen|stale-hash)
		rnd32
		_npgen=$R ;;
	offset)
		rnd 2
		if [ "$R" = 0 ]; then
			rnd 16
			_npoff=$((_poff + 8 * (R + 1)))
		else
			rnd32
			_npoff=$R
		fi ;;
	random-name)
		rnd32
		_hi=$R
		rnd32
		_npino=$(((_hi << 32) | R))
		rnd32
		_npgen=$R
		rnd32
		_npoff=$R ;;
	name-char|name-slash|name-nul)
		rnd "$_vlen"
		_pos=$R
		case "$_class" in
		name-char)
			# an upper case letter: no name in the tree has one,
			# so the new name is not a sibling's (see
			# fuzz/record-renamed-to-sibling-repaired-in-place)
			rnd 26
			_b=$(printf '%02x' $((R + 65))) ;;
		name-slash) _b=2f ;;
		name-nul) _b=00 ;;
		esac
		_new=$(echo "$_val" | awk -v p="$_pos" -v b="$_b" \
			'{ print substr($0, 1, 2 * p) b substr($0, 2 * p + 3) }')
		echo "write -d $_f.name #$_new" >> "$_cmds"
		echo "$_ino: $_class: byte $_pos of the name becomes 0x$_b" ;;
	random-value)
		_new=
		_k=0
		while [ $_k -lt "$_vlen" ]; do
			rnd 256
			_new=$_new$(printf '%02x' "$R")
			_k=$((_k + 1))
		done
		echo "write -d $_f.name #$_new" >> "$_cmds"
		echo "$_ino: random-value: #$_new" ;;
	valuelen)
		rnd 5
		case $R in
		0) _x=0 ;;
		1) _x=$((_vlen - 1)) ;;
		2) _x=$((_vlen + 1)) ;;
		3) _x=255 ;;
		*) rnd 256; _x=$R ;;
		esac
		echo "write -d $_f.valuelen $_x" >> "$_cmds"
		echo "$_ino: valuelen $_vlen -> $_x" ;;
	namelen)
		rnd 5
		case $R in
		0) _x=0 ;;
		1) _x=15 ;;
		2) _x=17 ;;
		3) _x=255 ;;
		*) rnd 256; _x=$R ;;
		esac
		echo "write -d $_f.namelen $_x" >> "$_cmds"
		echo "$_ino: namelen 16 -> $_x" ;;
	flag-parent-clear)
		echo "write -d $_e.parent 0" >> "$_cmds"
		echo "$_ino: the parent flag of attribute $_idx is cleared" ;;
	flag-incomplete)
		# (shortform has no incomplete field: write the flags byte)
		if [ "$_form" = leaf ]; then
			echo "write -d $_e.incomplete 1" >> "$_cmds"
		else
			echo "write -d $_e.flags 0x88" >> "$_cmds"
		fi
		echo "$_ino: the incomplete flag of record $_idx is set" ;;
	flag-namespace)
		rnd 2
		_x=root
		[ "$R" = 0 ] || _x=secure
		echo "write -d $_e.$_x 1" >> "$_cmds"
		echo "$_ino: the $_x flag of record $_idx is set" ;;
	flag-parent-on-user)
		if [ "$_form" = sf ]; then
			echo "write -d a.sfattr.list[$_u].parent 1" >> "$_cmds"
		else
			echo "write -d entries[$_u].parent 1" >> "$_cmds"
		fi
		echo "$_ino: user xattr $_u gets the parent flag" ;;
	esac
	if [ "$_npino:$_npgen:$_npoff" != "$_pino:$_pgen:$_poff" ]; then
		[ "$_npino" = "$_pino" ] ||
			echo "write -d $_f.parent_ino $_npino" >> "$_cmds"
		[ "$_npgen" = "$_pgen" ] ||
			echo "write -d $_f.parent_gen $_npgen" >> "$_cmds"
		[ "$_npoff" = "$_poff" ] ||
			echo "write -d $_f.diroffset $_npoff" >> "$_cmds"
		if [ "$_form" = leaf ] && [ "$_class" != stale-hash ]; then
			fuzz_leaf_rehash "$_st" "$_ino" "$_idx" \
				"$(pptr_hash "$_npino" "$_npgen" "$_npoff")" >> "$_cmds"
			_rehash=" (hash updated)"
		fi
		echo "$_ino: $_class: record $_idx $_pino:$_pgen:$_poff -> $_npino:$_npgen:$_npoff$_rehash"
	fi
}

# fuzz_setup: a new filesystem (FUZZ_MB megabytes) with fuzz_populate's
# tree, unmounted. Sets
# FUZZ_FILES and FUZZ_DIRS (the inode numbers of the non-directories and
# directories that have records), FUZZ_GENS ("INO:GEN" of each) and
# FUZZ_FREE (a free inode number).
FUZZ_MB=320
fuzz_setup() {
	scratch_mkfs_parent -d size=${FUZZ_MB}m
	scratch_mount
	_t=$(fuzz_populate "$SCRATCH_MNT")
	FUZZ_FILES=$(echo "$_t" | sed -n 's/^f //p')
	FUZZ_DIRS=$(echo "$_t" | sed -n 's/^d //p')
	# shellcheck disable=SC2086
	FUZZ_GENS=$(inode_gens "$SCRATCH_MNT" $FUZZ_FILES $FUZZ_DIRS |
		awk '{ printf " %s:%s", $1, $2 }')
	_used=$(find "$SCRATCH_MNT" -exec stat -c %i {} + | sort -n)
	FUZZ_FREE=160
	while echo "$_used" | grep -qx "$FUZZ_FREE"; do
		FUZZ_FREE=$((FUZZ_FREE + 1))
	done
	fuzz_snapshot > "$PP_STATE/fuzz-golden"
	scratch_unmount
}

# fuzz_snapshot: the tree of the mounted scratch filesystem: pptr-tree
# snapshot (every entry below the mount point with its directory, readdir
# cookie, inode number and link count; every record of every inode) and
# the md5 of every regular file.
fuzz_snapshot() {
	pptr-tree snapshot "$SCRATCH_MNT" 2>&1 || echo "pptr-tree failed"
	(cd "$SCRATCH_MNT" && find . -type f -exec md5sum {} + 2>&1 | sort) ||
		true
}

# fuzz_tree_check R WHAT: after the repair WHAT of round R, the tree of
# the mounted scratch filesystem is exactly the one fuzz_setup made: the
# same names, inode numbers, readdir cookies, link counts, records and
# contents. The rounds damage records only, and damage to a record never
# justifies a change to the tree. An empty lost+found that xfs_repair
# made is no change.
fuzz_tree_check() {
	fuzz_snapshot | awk '$1 == "E" && $NF == "lost+found" && $5 == 2 &&
		$2 == 128 { next } { print }' > "$PP_STATE/fuzz-tree"
	if ! cmp -s "$PP_STATE/fuzz-golden" "$PP_STATE/fuzz-tree"; then
		echo "round $1: the tree after $2 differs from the golden one:"
		diff "$PP_STATE/fuzz-golden" "$PP_STATE/fuzz-tree" | head -n 30 ||
			true
	fi
	assert_ok "round $1: after $2, the tree and its records are the golden ones" \
		cmp -s "$PP_STATE/fuzz-golden" "$PP_STATE/fuzz-tree"
}

# fuzz_start: make the filesystem and start counting (FUZZ_CASES, the
# class rotation, the statistics of fuzz_summary); quieter corruption
# reports until fuzz_summary.
fuzz_start() {
	# corruption reports without stack traces: thousands of lines on
	# the serial console cost minutes under TCG (fuzz_summary puts the
	# level back, and tests/run if the test never gets there)
	set_global /proc/sys/fs/xfs/error_level 1
	fuzz_setup
	FUZZ_CASES=0
	FUZZ_CLASSNO=0
	: > "$PP_STATE/stats"
}

# fuzz_walk: everything a user or an administrator might do to the
# damaged tree: readdir, stat, read, listxattr, and xfs_io parent -s and
# -p (by handle) of every inode with records. Errors are expected;
# crashes, hangs and kernel warnings are not.
fuzz_walk() {
	find "$SCRATCH_MNT" > /dev/null 2>&1 || true
	find "$SCRATCH_MNT" -print0 2> /dev/null |
		xargs -0 stat > /dev/null 2>&1 || true
	find "$SCRATCH_MNT" -type f -print0 2> /dev/null |
		xargs -0 cat > /dev/null 2>&1 || true
	getfattr -R -d -m - "$SCRATCH_MNT" > /dev/null 2>&1 || true
	set --
	for _g in $FUZZ_GENS; do
		set -- "$@" -c "parent -s ${_g%:*} ${_g#*:}" \
			-c "parent -p ${_g%:*} ${_g#*:}"
	done
	xfs_io -r "$@" "$SCRATCH_MNT" > /dev/null 2>&1 || true
}

# fuzz_reported FILE INO: the xfs_scrub output in FILE names inode INO
# as damaged, or as one that could not be checked against damaged
# metadata ("Cross-referencing failed", as when its parent directory
# cannot be read).
fuzz_reported() {
	grep -v '^Info:' "$1" | grep -q "inode $2 (" ||
		grep "inode $2 (" "$1" | grep -q 'Cross-referencing failed'
}

# fuzz_round R N FILE-CLASSES DIR-CLASSES REPAIR: round R of a fuzz test.
# N inodes chosen at random each get one mutation, the next class of
# FILE-CLASSES or DIR-CLASSES (in turn, so every class is used as often),
# on the unmounted scratch filesystem. Then the tree is walked and
# xfs_scrub -n must name every inode that really changed (FUZZ_CASES
# counts them). REPAIR "online": xfs_scrub must then repair everything;
# if it cannot, the round fails and the filesystem is put back with
# xfs_repair (or made anew by fuzz_setup). REPAIR "offline": xfs_scrub
# repairs what it can, then xfs_repair must make the filesystem clean.
# Leaves the filesystem unmounted.
fuzz_round() {
	_r=$1 _n=$2 _fc=$3 _dc=$4 _mode=$5
	_s=$PP_STATE
	_pool=
	[ -z "$_fc" ] || _pool="$_pool $FUZZ_FILES"
	[ -z "$_dc" ] || _pool="$_pool $FUZZ_DIRS"
	# (loops write to files, not pipes, so that the random state moves
	# on in this shell rather than in a subshell)
	for _t in $_pool; do
		rnd 1000000
		echo "$R $_t"
	done > "$_s/shuffle"
	_chosen=$(sort -n "$_s/shuffle" | head -n "$_n" | cut -d' ' -f2)
	# shellcheck disable=SC2086
	fuzz_state $_chosen > "$_s/before"
	: > "$_s/cmds"
	: > "$_s/classes"
	: > "$_s/desc"
	for _t in $_chosen; do
		_cl=$_fc
		echo "$FUZZ_DIRS" | grep -qx "$_t" && _cl=$_dc
		# shellcheck disable=SC2086
		set -- $_cl
		shift $((FUZZ_CLASSNO % $#))
		_class=$1
		FUZZ_CLASSNO=$((FUZZ_CLASSNO + 1))
		# shellcheck disable=SC2046
		set -- $(echo "$FUZZ_FILES" | grep -vx "$_t")
		rnd $#
		shift "$R"
		fuzz_mutate "$_s/before" "$_t" "$_class" "$_s/cmds" "$1" \
			"$FUZZ_FREE" >> "$_s/desc"
		echo "$_t $_class" >> "$_s/classes"
	done
	sed "s/^/round $_r: /" "$_s/desc"
	xfs_db -x "$SCRATCH_DEV" < "$_s/cmds" > "$_s/db.out" 2>&1
	# shellcheck disable=SC2086
	fuzz_state $_chosen > "$_s/after"
	_changed=
	for _t in $_chosen; do
		if [ "$(grep "^$_t " "$_s/before")" != \
		     "$(grep "^$_t " "$_s/after")" ]; then
			_changed="$_changed $_t"
		else
			echo "round $_r: $_t: no change, not counted"
		fi
	done

	scratch_mount
	fuzz_walk
	_st=0
	xfs_scrub -n "$SCRATCH_MNT" > "$_s/scrub.out" 2>&1 || _st=$?
	_missed=
	for _t in $_changed; do
		FUZZ_CASES=$((FUZZ_CASES + 1))
		echo "CASE $(grep "^$_t " "$_s/classes" | cut -d' ' -f2)" \
			>> "$_s/stats"
		fuzz_reported "$_s/scrub.out" "$_t" && continue
		_missed="$_missed $_t"
		echo "MISSED $(grep "^$_t " "$_s/classes" | cut -d' ' -f2)" \
			>> "$_s/stats"
	done
	if [ -n "$_missed" ]; then
		cat "$_s/scrub.out"
		for _t in $_missed; do
			echo "round $_r: inode $_t was not reported; its" \
				"attributes before and after:"
			grep "^$_t " "$_s/before" > "$_s/b1" || true
			grep "^$_t " "$_s/after" > "$_s/a1" || true
			diff "$_s/b1" "$_s/a1" || true
		done
	fi
	assert_eq "round $_r: xfs_scrub -n names every damaged inode" \
		"${_missed:-none missed}" "none missed"
	[ -z "$_changed" ] || assert_ok "round $_r: xfs_scrub -n fails" \
		test "$_st" -ne 0

	xfs_scrub "$SCRATCH_MNT" > "$_s/repair.out" 2>&1 || true
	_st=0
	xfs_scrub -n "$SCRATCH_MNT" > "$_s/scrub2.out" 2>&1 || _st=$?
	if [ "$_st" != 0 ] && [ "$_mode" = online ]; then
		# xfs_scrub repairs inodes of different AGs in parallel, in no
		# fixed order, and does not retry: a subdirectory repaired
		# before its parent directory keeps a record that only the
		# parent's repair makes droppable.  A second pass finishes it.
		echo "round $_r: a second xfs_scrub pass was needed"
		echo "SECOND-PASS" >> "$_s/stats"
		xfs_scrub "$SCRATCH_MNT" >> "$_s/repair.out" 2>&1 || true
		_st=0
		xfs_scrub -n "$SCRATCH_MNT" > "$_s/scrub2.out" 2>&1 || _st=$?
	fi
	for _t in $_changed; do
		fuzz_reported "$_s/scrub2.out" "$_t" &&
			echo "UNREPAIRED-ONLINE $(grep "^$_t " "$_s/classes" |
				cut -d' ' -f2)" >> "$_s/stats"
	done
	if [ "$_mode" = online ]; then
		if [ "$_st" != 0 ]; then
			grep -v '^Info:' "$_s/repair.out" || true
			grep -v '^Info:' "$_s/scrub2.out" || true
			echo "round $_r: the xfs_db commands of the round:"
			grep -v '^write -d entries' "$_s/cmds" || true
			# what is left of the records of what is still reported
			for _g in $FUZZ_GENS; do
				grep -q "inode ${_g%:*} (" "$_s/scrub2.out" ||
					continue
				echo "inode ${_g%:*} keeps these records:"
				xfs_io -r -c "parent -s ${_g%:*} ${_g#*:}" \
					"$SCRATCH_MNT" 2>&1 || true
			done
		fi
		assert_eq "round $_r: xfs_scrub -n is clean after xfs_scrub" \
			"$_st" 0
	fi
	[ "$_st" != 0 ] || fuzz_tree_check "$_r" xfs_scrub
	scratch_unmount
	[ "$_st" = 0 ] && return 0

	# offline repair
	_st=0
	xfs_repair "$SCRATCH_DEV" > "$_s/xfs_repair.out" 2>&1 || _st=$?
	if [ "$_st" = 0 ]; then
		xfs_repair -n "$SCRATCH_DEV" > "$_s/xfs_repair2.out" 2>&1 ||
			_st=$?
		if [ "$_st" != 0 ]; then
			echo "round $_r: xfs_repair said:"
			grep -v '^ *- \|^Phase' "$_s/xfs_repair.out" || true
			echo "round $_r: then xfs_repair -n said:"
			grep -v '^ *- \|^Phase' "$_s/xfs_repair2.out" || true
		fi
	else
		cat "$_s/xfs_repair.out"
	fi
	[ "$_mode" = online ] ||
		assert_eq "round $_r: xfs_repair, then xfs_repair -n, succeed" \
			"$_st" 0
	if [ "$_st" = 0 ]; then
		scratch_mount
		xfs_scrub -n "$SCRATCH_MNT" > "$_s/scrub3.out" 2>&1 || _st=$?
		fuzz_tree_check "$_r" xfs_repair
		scratch_unmount
		[ "$_st" = 0 ] || grep -v '^Info:' "$_s/scrub3.out" || true
		[ "$_mode" = online ] ||
			assert_eq "round $_r: xfs_scrub -n is clean after xfs_repair" \
				"$_st" 0
	fi
	if [ "$_st" != 0 ]; then
		echo "round $_r: making the filesystem anew"
		echo "UNREPAIRED-OFFLINE round $_r" >> "$_s/stats"
		fuzz_setup
	fi
}

# fuzz_summary: how many cases of each class were run, not reported and
# not repaired online; the kernel's corruption reports as they were.
fuzz_summary() {
	restore_global /proc/sys/fs/xfs/error_level
	echo "cases per class (CASE), not reported (MISSED), not repaired" \
		"online (UNREPAIRED-ONLINE), rounds offline repair could not fix:"
	sort "$PP_STATE/stats" | uniq -c
}
