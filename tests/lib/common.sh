# shellcheck shell=sh
# Helpers for the guest tests, in the spirit of fstests' common/rc.
# Sourced by tests/run and by every test (in a fresh sh per test).
#
# A test:
#   - declares what it needs with require_*; a missing need fails it
#     (it skips only where it says why it may: require_tool_or_skip,
#     known_bug; scripts/tap-report.py fails the run on any other skip);
#   - makes its own scratch filesystem with scratch_mkfs;
#   - asserts with assert_*; a failed assertion is reported and the test
#     goes on, so one run shows every failure;
#   - is checked afterwards (scrub -n, repair -n, kernel log) unless it
#     calls scratch_corrupted_on_purpose.
set -eu

SCRATCH_DEV=/dev/vdb
SCRATCH_MNT=/mnt/scratch
TEST_DEV=/dev/vda
TEST_MNT=/mnt/test
# A sparse 3 TiB disk (scripts/qemu.sh): AGs of up to 1 TiB, so inode
# numbers above 2^32. See scratch_use_big_device.
BIG_DEV=/dev/vdd
# Debian's stock xfsprogs 6.1, for comparisons; the patched build is first
# in PATH.
STOCK=/usr/stock/sbin

# Kernel log lines that fail a test, unless the test declares them the
# expected outcome of what it did (dmesg_allow_*). The host scans the
# console for the same list (scripts/tap-report.py); keep the two in
# step.
BAD_DMESG='BUG:|WARNING:|Oops|KASAN|UBSAN|possible circular locking|XFS: Assertion failed|Internal error|Metadata corruption detected|Metadata CRC error|Corruption of on-disk metadata|Corruption of in-memory data|Log I/O Error|Kernel panic|blocked for more than|soft lockup|rcu_[a-z_]* self-detected stall|rcu_[a-z_]* detected stalls'

_mark_failed() { touch "$PP_STATE/failed"; }
_count_assert() { echo x >> "$PP_STATE/asserts"; }

# fail MESSAGE: record a failure and go on.
fail() {
	echo "FAIL: $*"
	_mark_failed
}

# skip REASON: end the test as skipped, with REASON after "# SKIP" on
# its TAP line. The primitive of the declared skips below: a test does
# not call it itself. scripts/tap-report.py accepts a skip only if REASON
# is one of theirs, and fails the run on any other:
#   "known bug: ID: DESCRIPTION"       known_bug, known_bug_case
#   "optional tool: TOOL not installed: WHY"       require_tool_or_skip
#   "not required (pp.pptr_required=0): WHAT"      skip_unless_required
# tests/run reports the skip only if the test exits 77 through it with no
# failure before: a test that fails and then skips fails.
skip() {
	echo "$*" > "$PP_STATE/skip"
	exit 77
}

# _fail_exit MESSAGE: a failed need (counted as an assertion, so that the
# failure is the only complaint); ends the test.
_fail_exit() {
	_count_assert
	fail "$*"
	exit 1
}

# skip_unless_required REASON: something the parent-pointer kernel and
# image have is missing. Skip, unless the run says that it boots them
# (pp.pptr_required=1, which scripts/qemu.sh sets): then fail, so that a
# kernel that lost the feature or renamed an error tag cannot leave the
# run green with its tests skipped.
skip_unless_required() {
	if [ "$(knob pptr_required 0)" = 1 ]; then
		_fail_exit "$*, but this run requires the parent-pointer kernel" \
			"(pp.pptr_required=1)"
	fi
	skip "not required (pp.pptr_required=0): $*"
}

# assert_ok DESCRIPTION CMD [ARGS...]: CMD must succeed.
assert_ok() {
	_d=$1
	shift
	_count_assert
	if "$@"; then
		echo "ok: $_d"
	else
		fail "$_d (exit $?: $*)"
	fi
}

# assert_fails DESCRIPTION CMD [ARGS...]: CMD must fail.
assert_fails() {
	_d=$1
	shift
	_count_assert
	if "$@"; then
		fail "$_d (succeeded, expected a failure: $*)"
	else
		echo "ok: $_d"
	fi
}

# assert_eq DESCRIPTION ACTUAL EXPECTED
assert_eq() {
	_count_assert
	if [ "$2" = "$3" ]; then
		echo "ok: $1"
	else
		fail "$1: got '$2', expected '$3'"
	fi
}

# assert_match DESCRIPTION STRING EXTENDED-REGEX
assert_match() {
	_count_assert
	if printf '%s\n' "$2" | grep -Eq -- "$3"; then
		echo "ok: $1"
	else
		fail "$1: '$2' does not match /$3/"
	fi
}

# knob NAME DEFAULT: the value of pp.NAME= on the kernel command line, or
# DEFAULT. The sizes of the longer tests are knobs, so that the debug
# kernel run can make them smaller (DEBUG_CMDLINE in the Makefile).
knob() {
	_v=$(tr ' ' '\n' < /proc/cmdline | sed -n "s/^pp\\.$1=//p" | tail -1)
	echo "${_v:-$2}"
}

# _known_bug_id "ID: DESCRIPTION": fail the test unless the argument
# names a known bug as the skip marker needs it: an ID of lower-case
# letters, digits, ".", "_" and "-", then ": " and a description on one
# line, without "|" (tests/run joins several with " | ").
_known_bug_id() {
	case "$1" in
	*"|"* | *"
"*) ;;
	*)
		printf '%s\n' "$1" | grep -Eq '^[a-z0-9][a-z0-9._-]*: [^ ]' &&
			return 0 ;;
	esac
	_fail_exit "known_bug: '$1' is not 'ID: description'"
}

# known_bug "ID: DESCRIPTION": the test reproduces a bug that is not fixed
# yet (Documentation/reliability.md lists them). It is skipped with the
# marker "known bug: ID: DESCRIPTION", the only skip that
# scripts/tap-report.py takes from a normal run, unless the run asks for
# the known bugs: make check KNOWN_BUGS=1 (pp.known_bugs=1). Then the
# test runs, and must fail: if it passes, the bug did not show, and
# tests/run fails it so that the mark does not outlive the bug.
known_bug() {
	_known_bug_id "$1"
	if [ "$(knob known_bugs 0)" = 1 ]; then
		echo "known bug $1: run, as pp.known_bugs=1 asks; it must fail"
		printf '%s\n' "$1" >> "$PP_STATE/known-bugs-run"
		return 0
	fi
	skip "known bug: $1"
}

# known_bug_case "ID: DESCRIPTION": one case of a test of many cases (the
# field fuzzing) reproduces a known bug. Returns 0 if the case must not
# run: the test goes on with its other cases, and if it passes, tests/run
# reports it skipped with the marker of known_bug, each bug once.
# Returns 1 with pp.known_bugs=1: the case runs, and the test must fail
# (as with known_bug).
known_bug_case() {
	_known_bug_id "$1"
	if [ "$(knob known_bugs 0)" = 1 ]; then
		printf '%s\n' "$1" >> "$PP_STATE/known-bugs-run"
		return 1
	fi
	printf '%s\n' "$1" >> "$PP_STATE/known-bugs"
	return 0
}

# require_tool NAME...: every tool must be in PATH; a missing one fails
# the test (the guest image has every tool that a test names: a missing
# one is a broken image, not a reason to skip).
require_tool() {
	for _t in "$@"; do
		command -v "$_t" > /dev/null ||
			_fail_exit "$_t not installed (require_tool;" \
				"require_tool_or_skip declares a tool that may be absent)"
	done
}

# require_tool_or_skip WHY NAME...: skip unless every tool is in PATH,
# saying WHY the test may go without it (a declared skip, which
# scripts/tap-report.py accepts). Only for a tool that the guest image
# may lack for a good reason; none of the tests needs it today.
require_tool_or_skip() {
	_why=$1
	shift
	if [ -z "$_why" ] || [ $# = 0 ]; then
		_fail_exit "require_tool_or_skip: give the reason, then the tools"
	fi
	for _t in "$@"; do
		command -v "$_t" > /dev/null ||
			skip "optional tool: $_t not installed: $_why"
	done
}

# set_global PATH VALUE: write VALUE to PATH, a setting of the whole
# kernel (/proc/sys/fs/xfs/error_level, /sys/fs/xfs/debug/larp), for this
# test. Its old value is kept in $PP_STATE/globals, and tests/run writes
# it back after the test, however it ended: a timeout too.
set_global() {
	if ! awk -v p="$1" '$1 == p { f = 1 } END { exit !f }' \
		"$PP_STATE/globals" 2> /dev/null; then
		printf '%s %s\n' "$1" "$(cat "$1")" >> "$PP_STATE/globals"
	fi
	echo "$2" > "$1"
}

# restore_global PATH: PATH back to its value before set_global.
restore_global() {
	_old=$(awk -v p="$1" '$1 == p { $1 = ""; print substr($0, 2); exit }' \
		"$PP_STATE/globals" 2> /dev/null)
	[ -z "$_old" ] || echo "$_old" > "$1"
}

# restore_globals: every setting that set_global changed back to its old
# value (tests/run, after each test).
restore_globals() {
	[ -s "$PP_STATE/globals" ] || return 0
	while read -r _p _v; do
		if [ "$(cat "$_p")" != "$_v" ]; then
			echo "post-test: $_p back to $_v"
			echo "$_v" > "$_p"
		fi
	done < "$PP_STATE/globals"
}

# require_errtag NAME: skip unless the kernel has the error tag (fail on
# the parent-pointer kernel: skip_unless_required). Needs a mounted
# scratch filesystem.
require_errtag() {
	_dev=$(basename "$SCRATCH_DEV")
	[ -e "/sys/fs/xfs/$_dev/errortag/$1" ] ||
		skip_unless_required "kernel has no error tag $1"
}

# scratch_use_big_device: the scratch filesystem of this test lives on
# BIG_DEV instead, for inode numbers above 2^32; the post-test check
# looks at that device too. Call it before scratch_mkfs.
scratch_use_big_device() {
	SCRATCH_DEV=$BIG_DEV
	echo "$BIG_DEV" > "$PP_STATE/scratch-dev"
}

# scratch_mkfs [MKFS OPTIONS]: a new filesystem on the scratch device.
scratch_mkfs() {
	scratch_unmount_if_mounted
	mkfs.xfs -f -q "$@" "$SCRATCH_DEV" || {
		fail "mkfs.xfs $* failed"
		exit 1
	}
	touch "$PP_STATE/scratch-made"
}

scratch_mount() {
	mount -t xfs "$@" "$SCRATCH_DEV" "$SCRATCH_MNT" || {
		fail "mount $* $SCRATCH_DEV failed"
		exit 1
	}
}

scratch_unmount() {
	umount "$SCRATCH_MNT" || {
		fail "umount $SCRATCH_MNT failed"
		exit 1
	}
}

scratch_mounted() { grep -q " $SCRATCH_MNT " /proc/mounts; }

scratch_unmount_if_mounted() {
	if scratch_mounted; then
		scratch_unmount
	fi
}

# The test damaged the scratch filesystem on purpose: do not check it.
scratch_corrupted_on_purpose() { touch "$PP_STATE/no-check"; }

# _dmesg_allow REPORT: the kernel log check of this test accepts the lines
# of BAD_DMESG that contain REPORT, one of the ALLOWABLE reports of
# scripts/tap-report.py, which sees the same marker in the console.
_dmesg_allow() {
	echo "pp-test: allow $1" > /dev/kmsg
	echo "$1" >> "$PP_STATE/allow-dmesg"
}

# dmesg_allow_corruption_reports: the test damages metadata on purpose and
# XFS reports what it finds: "Internal error ... Caller", a verifier's
# "Metadata corruption detected at ..." or "Metadata CRC error detected
# at ..." (a block whose checksum no longer matches), and the shutdown
# that on-disk damage can cause ("Corruption of on-disk metadata
# detected ... Shutting down filesystem"). The kernel log check accepts
# those four, and nothing else.
dmesg_allow_corruption_reports() {
	_dmesg_allow "Internal error"
	_dmesg_allow "Metadata corruption detected"
	_dmesg_allow "Metadata CRC error"
	_dmesg_allow "Corruption of on-disk metadata"
}

# dmesg_allow_injected_shutdown: the test makes a transaction fail on
# purpose (an error tag such as "inject larp"), and XFS shuts the
# filesystem down with "Corruption of in-memory data ... Shutting down
# filesystem". The kernel log check accepts that line, and nothing else
# ("shutdown -f" needs nothing: it says "User initiated shutdown").
dmesg_allow_injected_shutdown() {
	_dmesg_allow "Corruption of in-memory data"
}

# dmesg_allow_log_shutdown: the test shuts the filesystem down without
# flushing the log ("xfs_io -x -c shutdown", without -f: the ioctl's
# NOLOGFLUSH), which XFS reports as "Log I/O Error ... Shutting down
# filesystem". The kernel log check accepts that line, and nothing else.
dmesg_allow_log_shutdown() {
	_dmesg_allow "Log I/O Error"
}

# dmesg_reports: the lines of the kernel log on stdin that fail the test:
# those of BAD_DMESG, but for the reports it allowed (dmesg_allow_*).
dmesg_reports() {
	if [ -s "$PP_STATE/allow-dmesg" ]; then
		grep -E "$BAD_DMESG" | grep -v -F -f "$PP_STATE/allow-dmesg"
	else
		grep -E "$BAD_DMESG"
	fi || true
}

# Online and offline check of the scratch filesystem; both must be clean.
scratch_check() {
	_rc=0
	scratch_mounted || mount -t xfs "$SCRATCH_DEV" "$SCRATCH_MNT" || {
		fail "post-test: scratch filesystem does not mount"
		return 1
	}
	if ! xfs_scrub -n "$SCRATCH_MNT"; then
		fail "post-test: xfs_scrub -n found problems"
		_rc=1
	fi
	umount "$SCRATCH_MNT" || { fail "post-test: umount failed"; return 1; }
	# The patched xfs_repair reads parent pointer filesystems too.
	if ! xfs_repair -n "$SCRATCH_DEV" > "$PP_STATE/repair.out" 2>&1; then
		cat "$PP_STATE/repair.out"
		fail "post-test: xfs_repair -n found problems"
		_rc=1
	fi
	return $_rc
}

# Called by tests/run after each test with the test's exit code: puts
# back the settings the test changed (set_global), then checks it.
post_test_checks() {
	set +e
	_rc=$1
	restore_globals
	_scratch_dev=$SCRATCH_DEV
	[ -f "$PP_STATE/scratch-dev" ] && SCRATCH_DEV=$(cat "$PP_STATE/scratch-dev")
	_post_test_checks "$_rc"
	SCRATCH_DEV=$_scratch_dev
}

# _post_test_checks RC: post_test_checks on the test's scratch device.
_post_test_checks() {
	_rc=$1
	if [ -f "$PP_STATE/skip" ]; then
		if [ "$_rc" = 77 ] && [ ! -f "$PP_STATE/failed" ]; then
			# A skip: no assertion needed, no scratch check, but the
			# kernel log must be clean all the same.
			scratch_mounted && umount "$SCRATCH_MNT"
			_post_test_dmesg
			return 0
		fi
		# tests/run reports a test that failed as failed, skip or not.
		if [ -f "$PP_STATE/failed" ]; then
			fail "post-test: the test failed, then skipped:" \
				"$(cat "$PP_STATE/skip")"
		else
			fail "post-test: a skip marker, but the test went on" \
				"(exit status $_rc): $(cat "$PP_STATE/skip")"
		fi
	fi
	case "$_rc" in
	0) ;;
	137) fail "post-test: killed after ${PP_TEST_TIMEOUT:-600} s" ;;
	*) fail "post-test: test exited with status $_rc" ;;
	esac
	if [ ! -s "$PP_STATE/asserts" ]; then
		fail "post-test: the test made no assertion"
	fi
	if [ -f "$PP_STATE/scratch-made" ] && [ ! -f "$PP_STATE/no-check" ]; then
		echo "post-test: checking the scratch filesystem"
		scratch_check
	fi
	scratch_mounted && umount "$SCRATCH_MNT"
	_post_test_dmesg
	if [ -s "$PP_STATE/known-bugs-run" ] && [ ! -f "$PP_STATE/failed" ]; then
		fail "post-test: the test ran its known bug(s) (pp.known_bugs=1)" \
			"and passed: $(sort -u "$PP_STATE/known-bugs-run" |
			tr '\n' ';') fixed? then remove the mark"
	fi
	echo "post-test: $(wc -l < "$PP_STATE/asserts" 2>/dev/null || echo 0) assertion(s)"
}

# _post_test_dmesg: fail the test on the reports in its kernel log.
_post_test_dmesg() {
	_bad=$(dmesg | dmesg_reports)
	if [ -n "$_bad" ]; then
		printf '%s\n' "$_bad"
		fail "post-test: kernel log has the reports above"
	fi
}

# skip_reason: the reason after "# SKIP" of the TAP line of a test that
# passed (tests/run), if it skipped, or skipped some of its cases as
# known bugs (known_bug_case); nothing otherwise.
skip_reason() {
	if [ -f "$PP_STATE/skip" ]; then
		tr '\n' ' ' < "$PP_STATE/skip" | sed 's/ *$//'
	elif [ -s "$PP_STATE/known-bugs" ]; then
		awk '!seen[$0]++ { printf "%sknown bug: %s", sep, $0; sep = " | " }' \
			"$PP_STATE/known-bugs"
	fi
}

# --- parent pointers -------------------------------------------------------

# pptr_probe: "yes" if this kernel has v5 parent pointers, else why not.
# Asked of the filesystem, not of symbol names: mkfs.xfs -n parent=1 on
# the scratch device, a mount (a kernel without the feature refuses the
# incompat bit: "Superblock has unknown incompatible features"), and the
# kernel's geometry of the mounted filesystem (XFS_IOC_FSGEOMETRY through
# xfs_spaceman "info", as xfs_info prints it) must say parent=1. Once per
# boot: the answer is kept in /tmp. It wipes the scratch device, so it
# runs before a test makes its filesystem (require_parent_pointers).
PPTR_PROBE=/tmp/pp-pptr-probe
pptr_probe() {
	if [ ! -s "$PPTR_PROBE" ]; then
		scratch_unmount_if_mounted
		_out=/tmp/pp-pptr-probe.out
		if ! mkfs.xfs -f -q -n parent=1 "$SCRATCH_DEV" > "$_out" 2>&1; then
			echo "mkfs.xfs -n parent=1 failed: $(head -n 1 "$_out")"
		elif ! mount -t xfs "$SCRATCH_DEV" "$SCRATCH_MNT" > "$_out" 2>&1; then
			echo "the kernel does not mount a parent-pointer filesystem"
		elif ! xfs_spaceman -c info "$SCRATCH_MNT" 2>&1 | grep -q 'parent=1'; then
			umount "$SCRATCH_MNT"
			echo "the kernel's geometry of a parent-pointer filesystem does not say parent=1"
		else
			umount "$SCRATCH_MNT"
			echo yes
		fi > "$PPTR_PROBE"
	fi
	cat "$PPTR_PROBE"
}

# require_parent_pointers: skip unless the kernel has the v5 series and
# the image has xfs-dirents. The project's kernels have it, and
# scripts/qemu.sh says so on the command line (pp.pptr_required=1,
# PPTR_REQUIRED=0 turns it off): there a missing feature fails the test
# instead (skip_unless_required).
require_parent_pointers() {
	_why=$(pptr_probe)
	[ "$_why" = yes ] ||
		skip_unless_required "kernel has no v5 parent pointers: $_why"
	command -v xfs-dirents > /dev/null ||
		skip_unless_required "xfs-dirents not installed"
}

# mkfs_profile_opts [PROFILE]: the mkfs.xfs options of a profile, by
# default the run's (pp.mkfs_profile=PROFILE): "default", mkfs.xfs's own
# defaults (reflink on, no reverse mappings), none; "rmapbt", reverse
# mappings as well, -m rmapbt=1. make check runs the whole suite with the
# first, then RMAPBT_TESTS (the Makefile) again with the second, so that
# those of them that make their filesystem with scratch_mkfs_parent run
# on both.
mkfs_profile_opts() {
	case "${1:-$(knob mkfs_profile default)}" in
	default) ;;
	rmapbt) echo "-m rmapbt=1" ;;
	*)
		fail "unknown mkfs profile '${1:-$(knob mkfs_profile default)}'"
		exit 1
		;;
	esac
}

# scratch_mkfs_parent [MKFS OPTIONS]: a new filesystem with parent
# pointers, with the options of the run's mkfs profile unless MKFS
# OPTIONS choose reverse mappings themselves.
scratch_mkfs_parent() {
	case " $* " in
	*rmapbt=*) scratch_mkfs -n parent=1 "$@" ;;
	# shellcheck disable=SC2046
	*) scratch_mkfs -n parent=1 $(mkfs_profile_opts) "$@" ;;
	esac
	touch "$PP_STATE/parent-fs"
}

# dir_form DIR: "local" (shortform), "block", "leaf" or "node" for a
# directory of the scratch filesystem, from where xfs_db finds its blocks
# mapped (with the filesystem frozen, so that the disk is up to date): a
# leaf block at 32 GiB, free index blocks at 64 GiB.
dir_form() {
	_ino=$(stat -c %i "$1")
	_bs=$(stat -f -c %S "$1")
	xfs_io -x -c freeze "$SCRATCH_MNT"
	_map=$(xfs_db -r -c "inode $_ino" -c bmap "$SCRATCH_DEV" 2>&1)
	xfs_io -x -c thaw "$SCRATCH_MNT"
	echo "$_map" | awk -v bs="$_bs" '$1 == "data" && $2 == "offset" {
			mapped = 1
			b = $3 * bs / 1073741824
			if (b >= 64) node = 1
			else if (b >= 32) leaf = 1
		}
		END { print !mapped ? "local" : node ? "node" :
			leaf ? "leaf" : "block" }'
}

# inode_gens MNT INO...: "INO GEN" for each inode number, the generation
# in decimal, from one bulkstat through the filesystem mounted at MNT
# (xfs_io's bulkstat_single takes them all; one process for a loop's
# worth of inodes).
inode_gens() {
	_m=$1
	shift
	xfs_io -r -c "bulkstat_single $*" "$_m" |
		awk '$1 == "bs_ino" { i = $3 } $1 == "bs_gen" { print i, $3 }' |
		while read -r _i _g; do printf '%s %u\n' "$_i" "$_g"; done
}

# inode_gen PATH: the generation number of an inode (from bulkstat).
inode_gen() {
	inode_gens "$1" "$(stat -c %i "$1")" | awk '{ print $2 }'
}

# dirent_record DIR NAME: the parent pointer that the entry NAME in DIR
# should have, as "INO:GEN:OFFSET:NAME", computed from readdir alone.
dirent_record() {
	_cookie=$(xfs-dirents "$1" | awk -v n="$2" '{ c = $1; $1 = ""; $2 = "";
		sub(/^  /, ""); if ($0 == n) print c }')
	echo "$(stat -c %i "$1"):$(inode_gen "$1"):$_cookie:$2"
}

# records PATH: the parent pointers of PATH as sorted "INO:GEN:OFFSET:NAME",
# from xfs_io parent -s. A regular file or directory is asked through its
# own descriptor; anything else (an ioctl on it would go to its driver) by
# inode number and generation, through the scratch mount.
records() {
	if [ ! -L "$1" ] && { [ -f "$1" ] || [ -d "$1" ]; }; then
		xfs_io -r -c "parent -s" "$1"
	else
		xfs_io -r -c "parent -s $(inode_gens "$SCRATCH_MNT" \
			"$(stat -c %i "$1")")" "$SCRATCH_MNT"
	fi | sort
}

# assert_records DESCRIPTION PATH EXPECTED: PATH has exactly the records
# in EXPECTED (newline-separated "INO:GEN:OFFSET:NAME").
assert_records() {
	assert_eq "$1" "$(records "$2")" "$(printf '%s\n' "$3" | sort)"
}

# check_tree_records MNT: every inode below MNT has exactly one record per
# link, matching readdir (directory inode, generation, cookie, name), and
# the root has none. Prints the mismatches; returns non-zero if any.
# pptr-tree does it in one process (tools/pptr-tree.c): records read by
# handle through the ioctl, entries through readdir; a shell loop of one
# xfs_io per inode took minutes on the debug kernel.
check_tree_records() {
	pptr-tree check "$1"
}

# set_user_xattrs FILE N: N user xattrs on FILE, user.attr1="value-1" to
# user.attrN, enough from about 20 on to put the attr fork in a block.
set_user_xattrs() {
	_i=1
	while [ $_i -le "$2" ]; do
		setfattr -n "user.attr$_i" -v "value-$_i" "$1"
		_i=$((_i + 1))
	done
}

# populate_tree DIR: a small tree exercising every namespace operation.
populate_tree() {
	mkdir -p "$1/a/b" "$1/c"
	for _i in 1 2 3 4 5 6 7 8; do
		echo "$_i" > "$1/a/f$_i"
	done
	ln "$1/a/f1" "$1/c/l1"
	ln "$1/a/f1" "$1/a/b/l1"
	mv "$1/a/f2" "$1/c/f2"
	mv "$1/a/f3" "$1/a/f4"
	rm "$1/a/f5"
	mkfifo "$1/c/fifo"
	ln -s target "$1/c/sym"
}

# set_errortag NAME VALUE: set an XFS error tag of the scratch filesystem
# through sysfs (0 clears it). Skips the test if the kernel lacks the tag
# (fails it on the parent-pointer kernel, see require_errtag).
set_errortag() {
	require_errtag "$1"
	echo "$2" > "/sys/fs/xfs/$(basename "$SCRATCH_DEV")/errortag/$1"
}

# quota_file_setup: a new parent-pointer scratch filesystem mounted with
# user quota enforced, holding d/f, one block of data owned by uid 1000
# in a directory of root's.
quota_file_setup() {
	scratch_mkfs_parent > /dev/null
	scratch_mount -o uquota
	mkdir "$SCRATCH_MNT/d"
	echo data > "$SCRATCH_MNT/d/f"
	chown 1000 "$SCRATCH_MNT/d/f"
}

# quota_user_kib UID: the KiB of blocks that quota charges to user UID on
# the scratch filesystem (mounted with user quota).
quota_user_kib() {
	xfs_quota -x -c "report -u -b -N -n" "$SCRATCH_MNT" |
		awk -v u="#$1" '$1 == u { print $2 }'
}

# sf_pptr_patch INO BYTE HEX...: overwrite bytes of the first shortform
# attribute of inode INO on the unmounted scratch device, starting BYTE
# bytes into its name (a parent pointer's 16-byte name, then its value),
# and reseal the inode's CRC so that only the record is wrong.
sf_pptr_patch() {
	_ino=$1
	_off=$2
	shift 2
	_base=$(xfs_db -c "convert ino $_ino fsbyte" "$SCRATCH_DEV" 2>/dev/null |
		sed -n 's/^0x[0-9a-f]* (\([0-9]*\))$/\1/p')
	_forkoff=$(xfs_db -c "inode $_ino" -c "print core.forkoff" "$SCRATCH_DEV" \
		2>/dev/null | sed -n 's/^core.forkoff = //p')
	# v3 inode core, forkoff in 8-byte units, sf header 4 bytes, entry
	# header 3 bytes
	_pos=$((_base + 176 + _forkoff * 8 + 4 + 3 + _off))
	for _b in "$@"; do
		printf "\\$(printf %o "$_b")" |
			dd of="$SCRATCH_DEV" bs=1 seek=$_pos conv=notrunc 2>/dev/null
		_pos=$((_pos + 1))
	done
	xfs_db -x -c "inode $_ino" -c "crc -r" "$SCRATCH_DEV" > /dev/null 2>&1
}

# scrub_reports_inode INO...: xfs_scrub -n on the scratch filesystem fails
# and names each inode INO as corrupt.
scrub_reports_inode() {
	_st=0
	_out=$(xfs_scrub -n "$SCRATCH_MNT" 2>&1) || _st=$?
	echo "$_out"
	assert_ok "xfs_scrub -n exits non-zero" test "$_st" -ne 0
	for _i in "$@"; do
		assert_match "xfs_scrub -n names inode $_i" "$_out" \
			"inode $_i .*(Corruption|corrupt|Repairs are required)"
	done
}

# assert_scrub_one_clean TYPE INO GEN WHAT: the kernel's TYPE scrubber
# ("parent", "directory") finds nothing wrong with inode INO of generation
# GEN, asked by handle (xfs_io -x -c "scrub TYPE INO GEN", which says
# nothing when the object is clean), so that nothing reads the inode
# from user space first; WHAT names it in the output.
assert_scrub_one_clean() {
	_sco=$(xfs_io -x -c "scrub $1 $2 $3" "$SCRATCH_MNT" 2>&1)
	echo "scrub $1 of $4: ${_sco:-clean}"
	assert_eq "the $1 scrub of $4 is clean" "$_sco" ""
}

# assert_scrub_reports DESCRIPTION INO WHAT [INO WHAT]...: xfs_scrub -n on
# the scratch filesystem, run once (its output is printed), exits non-zero
# and, for each pair, finds the WHAT of inode INO corrupt: the line
#   Corruption: inode INO (AG/AGINO) [at PATH] WHAT: Repairs are required.
# WHAT is the scrubber that must see the damage, as xfs_scrub names it:
# "parent pointer" (the inode's records, its link count, a directory's
# ".."), "directory entries" (a directory's entries). Another report of
# the inode does not count: not "Cross-referencing failed" (an Info line:
# another check failed, not this one), not another scrubber's complaint,
# not an inode number that only starts with INO.
assert_scrub_reports() {
	_srd=$1
	shift
	_sro=$PP_STATE/scrub-reports.out
	_st=0
	xfs_scrub -n "$SCRATCH_MNT" > "$_sro" 2>&1 || _st=$?
	grep -v "Optimization is possible" "$_sro" || true
	assert_ok "$_srd: xfs_scrub -n exits non-zero" test "$_st" -ne 0
	while [ $# -ge 2 ]; do
		assert_ok "$_srd: xfs_scrub -n reports the $2 of inode $1" grep -q -E \
			"^Corruption: inode $1 \\([0-9]+/[0-9]+\\)( at .*)? $2: Repairs are required\\.\$" \
			"$_sro"
		shift 2
	done
	[ $# -eq 0 ] || fail "assert_scrub_reports: INO without WHAT: $*"
}

# two_links_nlink N: a mounted parent-pointer filesystem with d/file
# and e/link, two links of one file with their two entries and records,
# whose link count is then set to N with xfs_db. Prints the inode
# number; keeps the tree_snapshot from before in $PP_STATE/before.
two_links_nlink() {
	scratch_mkfs_parent > /dev/null
	scratch_mount
	mkdir "$SCRATCH_MNT/d" "$SCRATCH_MNT/e"
	echo data > "$SCRATCH_MNT/d/file"
	ln "$SCRATCH_MNT/d/file" "$SCRATCH_MNT/e/link"
	_ino=$(stat -c %i "$SCRATCH_MNT/d/file")
	tree_snapshot "$SCRATCH_MNT" > "$PP_STATE/before"
	scratch_unmount
	xfs_db -x -c "inode $_ino" -c "write core.nlinkv2 $1" "$SCRATCH_DEV" > /dev/null
	scratch_mount
	echo "$_ino"
}

# corrupt_setup: a parent-pointer filesystem with d/file (one link) and
# d/other; prints the inode number of d/file, keeps the tree_snapshot in
# $PP_STATE/before and the generation of d in $PP_STATE/dgen. Leaves it
# unmounted.
corrupt_setup() {
	scratch_mkfs_parent > /dev/null
	scratch_mount
	mkdir "$SCRATCH_MNT/d"
	echo data > "$SCRATCH_MNT/d/file"
	: > "$SCRATCH_MNT/d/other"
	tree_snapshot "$SCRATCH_MNT" > "$PP_STATE/before"
	inode_gen "$SCRATCH_MNT/d" > "$PP_STATE/dgen"
	stat -c %i "$SCRATCH_MNT/d/file"
	scratch_unmount
}

# tree_snapshot DIR: every path under DIR with its inode number, readdir
# offset and, for a regular file, the checksum of its contents; sorted.
tree_snapshot() {
	find "$1" -mindepth 1 | sort | while IFS= read -r _p; do
		_c=$(xfs-dirents "$(dirname "$_p")" | awk -v n="$(basename "$_p")" \
			'{ c = $1; $1 = ""; $2 = ""; sub(/^  /, ""); if ($0 == n) print c }')
		_s=-
		[ -f "$_p" ] && _s=$(md5sum < "$_p" | cut -d' ' -f1)
		echo "$_p $(stat -c %i "$_p") $_c $_s"
	done
}

# scrub_repairs [--no-tree-check]: xfs_scrub (repair mode) on the scratch
# filesystem, then xfs_scrub -n must be clean and, unless told otherwise
# (for trees too big for a shell walk), every record must match the tree.
# $SCRUB_REPAIR_ARGS, if set, adds options to the repair run (-b: one
# thread, AG by AG, so that the order of the repairs is always the same).
scrub_repairs() {
	_st=0
	# shellcheck disable=SC2086 # options, split on purpose
	xfs_scrub ${SCRUB_REPAIR_ARGS:-} "$SCRATCH_MNT" \
		> "$PP_STATE/repair.out" 2>&1 || _st=$?
	grep -v "Optimization is possible" "$PP_STATE/repair.out"
	assert_ok "xfs_scrub repaired something" \
		grep -q -E "Repaired|repaired" "$PP_STATE/repair.out"
	_st=0
	xfs_scrub -n "$SCRATCH_MNT" > "$PP_STATE/scrub.out" 2>&1 || _st=$?
	grep -v "Optimization is possible" "$PP_STATE/scrub.out"
	assert_eq "xfs_scrub -n is clean after the repair" "$_st" 0
	[ "${1:-}" = --no-tree-check ] ||
		assert_ok "every record matches the tree" \
			check_tree_records "$SCRATCH_MNT"
}
