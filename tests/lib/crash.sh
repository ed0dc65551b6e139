# shellcheck shell=sh
# Helpers for the crash tests (tests/pptr/crash-*.sh): every namespace
# operation, one at a time, crashed in the middle, then checked after log
# recovery. Sourced by a test after tests/lib/common.sh.
#
# Each operation OP of CRASH_OPS works in its own directory
# $SCRATCH_MNT/OP, with subdirectories a and c. Its names (paths below
# that directory) have an old state, before the operation, and a new one,
# after it; a state gives each name, in order, the file it must lead to:
# "-" (no such name), a letter for a file made by crash_setup (F, T, X, Y,
# W: known contents), "new-file" (an empty regular file that was not
# there), "new-dir" (an empty directory that was not there) or
# "whiteout" (a character device 0:0 that was not there).
#
# Every file made by crash_setup gets one 300-byte user xattr, which puts
# its attr fork in leaf form: its records are then updated through logged
# attr intents, after the directory change has committed, which is what
# the error tag "larp" makes fail. For create and mkdir the new name is
# 255 bytes long, too long for a shortform attr fork, for the same reason.
# With CRASH_FORK=shortform instead, the files have no user xattr and the
# new name is short: every record then fits the shortform fork and is
# written in the directory's own transaction, with no intent; the
# messages say "(shortform)".
#
# After recovery, crash_check OP checks that the names are all in the old
# or all in the new state (never both, never neither), that every file
# has its contents, that each file's records are exactly its entries and
# that every record of the filesystem matches the tree; crash_repair OP
# that xfs_repair -n is clean. Each failure names OP.

CRASH_OPS="create mkdir link unlink rename rename-replace exchange whiteout"
CRASH_FORK=${CRASH_FORK:-leaf}
# The 255-byte name of create and mkdir.
CRASH_LONG=n$(printf '%0254d' 0)

# _crash_new: the name that create and mkdir make.
_crash_new() {
	if [ "$CRASH_FORK" = shortform ]; then
		echo new
	else
		echo "$CRASH_LONG"
	fi
}

# crash_what OP: OP as the messages name it.
crash_what() {
	if [ "$CRASH_FORK" = shortform ]; then
		echo "$1 (shortform)"
	else
		echo "$1"
	fi
}

# _crash_table OP: set crash_names, crash_old and crash_new for OP.
_crash_table() {
	case $1 in
	create)
		crash_names="a/$(_crash_new)" crash_old="-" crash_new="new-file" ;;
	mkdir)
		crash_names="a/$(_crash_new)" crash_old="-" crash_new="new-dir" ;;
	link) crash_names="a/f c/l" crash_old="F -" crash_new="F F" ;;
	unlink) crash_names="a/f a/f2" crash_old="F F" crash_new="- F" ;;
	rename) crash_names="a/f c/m" crash_old="F -" crash_new="- F" ;;
	rename-replace)
		crash_names="a/f c/t c/t2" crash_old="F T T" crash_new="- F T" ;;
	exchange) crash_names="a/x c/y" crash_old="X Y" crash_new="Y X" ;;
	whiteout) crash_names="a/w c/w" crash_old="W -" crash_new="whiteout W" ;;
	*) fail "unknown operation $1"; exit 1 ;;
	esac
}

# crash_run OP: do the operation OP once (renameat2 for every rename, so
# that no tool falls back to unlink and rename). Fails if it fails.
crash_run() {
	(
		cd "$SCRATCH_MNT/$1" || exit 1
		case $1 in
		create) touch "a/$(_crash_new)" ;;
		mkdir) mkdir "a/$(_crash_new)" ;;
		link) ln a/f c/l ;;
		unlink) rm a/f ;;
		rename) renameat2 a/f c/m ;;
		rename-replace) renameat2 a/f c/t ;;
		exchange) renameat2 -x a/x c/y ;;
		whiteout) renameat2 -w a/w c/w ;;
		esac
	)
}

# _crash_short TEXT: TEXT with the 255-byte name shortened, for messages.
_crash_short() {
	printf '%s\n' "$1" | sed "s/$CRASH_LONG/<255-byte name>/g"
}

# crash_setup OP: make the directory of OP in its old state, with the
# files' contents written back (the crash must not lose them) and their
# inode numbers and checksums in $PP_STATE/crash-OP.files ("LETTER INO
# MD5"). Asserts that crash_state then says the old state.
crash_setup() {
	_crash_table "$1"
	_d=$SCRATCH_MNT/$1
	mkdir -p "$_d/a" "$_d/c"
	: > "$PP_STATE/crash-$1.files"
	# shellcheck disable=SC2086 # one argument per letter
	set -- "$1" $crash_old
	_op=$1
	shift
	for _n in $crash_names; do
		_l=$1
		shift
		[ "$_l" != - ] || continue
		_first=$(awk -v l="$_l" '$1 == l { print $2 }' \
			"$PP_STATE/crash-$_op.names" 2>/dev/null || true)
		if [ -n "$_first" ]; then
			ln "$_d/$_first" "$_d/$_n"
			continue
		fi
		seq 1 3000 | sed "s/^/$_op $_l /" > "$_d/$_n"
		[ "$CRASH_FORK" = shortform ] ||
			setfattr -n user.pad -v "$(printf '%0300d' 0)" "$_d/$_n"
		echo "$_l $_n" >> "$PP_STATE/crash-$_op.names"
		echo "$_l $(stat -c %i "$_d/$_n") $(md5sum < "$_d/$_n" | cut -d' ' -f1)" \
			>> "$PP_STATE/crash-$_op.files"
	done
	rm -f "$PP_STATE/crash-$_op.names"
	sync
	_w=$(crash_what "$_op")
	assert_eq "$_w: set up in the old state" "$(crash_state "$_op")" \
		"$crash_old"
}

# crash_setup_all: crash_setup for every operation of CRASH_OPS.
crash_setup_all() {
	for _o in $CRASH_OPS; do
		crash_setup "$_o"
	done
}

# crash_state OP: the state of OP's names now, in the words of the
# header: a file made by crash_setup is known by its inode number.
crash_state() {
	_crash_table "$1"
	_st=
	for _n in $crash_names; do
		_p=$SCRATCH_MNT/$1/$_n
		if [ ! -e "$_p" ] && [ ! -L "$_p" ]; then
			_l=-
		else
			_l=$(awk -v i="$(stat -c %i "$_p")" '$2 == i { print $1 }' \
				"$PP_STATE/crash-$1.files")
			if [ -z "$_l" ]; then
				case $(stat -c '%F %t:%T' "$_p") in
				"regular empty file "*) _l=new-file ;;
				"directory "*)
					_l=new-dir
					[ -z "$(ls -A "$_p")" ] || _l=non-empty-dir
					;;
				"character special file 0:0") _l=whiteout ;;
				*) _l="other($(stat -c '%F' "$_p"))" ;;
				esac
			fi
		fi
		_st="$_st${_st:+ }$_l"
	done
	echo "$_st"
}

# crash_recover: unmount the crashed scratch filesystem and mount it
# again, which replays the log.
crash_recover() {
	scratch_unmount
	scratch_mount
}

# crash_check OP EXPECT: after log recovery, with the scratch filesystem
# mounted: the names of OP are in the new state (EXPECT "new": the crash
# came after the operation was in the log) or in either the old or the
# new state (EXPECT "either"); every file made by crash_setup has its
# contents under each of its names; the records of each file involved are
# exactly its directory entries; every record of the filesystem matches
# the tree. Prints which state it found.
crash_check() {
	_op=$1
	_w=$(crash_what "$_op")
	_crash_table "$_op"
	_st=$(crash_state "$_op")
	case "$_st" in
	"$crash_new") _out=new ;;
	"$crash_old") _out=old ;;
	*) _out=neither ;;
	esac
	echo "$_w: after recovery: $_out ($(_crash_short "$(echo "$crash_names" | tr ' ' ,)"):" \
		"$_st; old: $crash_old; new: $crash_new)"
	if [ "$2" = new ]; then
		assert_eq "$_w: every name in the new state after recovery" \
			"$_out" new
	else
		assert_match "$_w: every name in the old or every name in the new state after recovery" \
			"$_out" '^(old|new)$'
	fi

	# Contents: each name that leads to a file of crash_setup.
	_got=
	_want=
	for _n in $crash_names; do
		_p=$SCRATCH_MNT/$_op/$_n
		[ -f "$_p" ] || continue
		_l=$(awk -v i="$(stat -c %i "$_p")" '$2 == i { print $1 }' \
			"$PP_STATE/crash-$_op.files")
		[ -n "$_l" ] || continue
		_got="$_got $_n:$(md5sum < "$_p" | cut -d' ' -f1)"
		_want="$_want $_n:$(awk -v l="$_l" '$1 == l { print $3 }' \
			"$PP_STATE/crash-$_op.files")"
	done
	assert_eq "$_w: contents intact after recovery" "$_got" "$_want"

	# Records: per inode, one per name of OP that leads to it.
	_seen=
	for _n in $crash_names; do
		_p=$SCRATCH_MNT/$_op/$_n
		[ -e "$_p" ] || [ -L "$_p" ] || continue
		_i=$(stat -c %i "$_p")
		case " $_seen " in *" $_i "*) continue ;; esac
		_seen="$_seen $_i"
		_want=$(for _m in $crash_names; do
			_q=$SCRATCH_MNT/$_op/$_m
			if { [ -e "$_q" ] || [ -L "$_q" ]; } &&
				[ "$(stat -c %i "$_q")" = "$_i" ]; then
				dirent_record "$(dirname "$_q")" "$(basename "$_q")"
			fi
		done)
		assert_records "$(_crash_short "$_w: records of inode $_i ($_n) match its entries after recovery")" \
			"$_p" "$_want"
	done
	assert_ok "$_w: every record matches the tree after recovery" \
		check_tree_records "$SCRATCH_MNT"
}

# crash_repair OP: unmount the recovered scratch filesystem; xfs_repair -n
# must find nothing wrong. Leaves it unmounted.
crash_repair() {
	scratch_unmount
	_st=0
	xfs_repair -n "$SCRATCH_DEV" > "$PP_STATE/repair.out" 2>&1 || _st=$?
	[ $_st = 0 ] || cat "$PP_STATE/repair.out"
	assert_eq "$(crash_what "$1"): xfs_repair -n clean after recovery" "$_st" 0
}
