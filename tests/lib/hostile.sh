# shellcheck shell=sh
# Helpers for tests/hostile: a parent pointer filesystem with names that
# an unprivileged user must never learn, and a runner of
# tools/pptr-hostile as root and as that user. Sourced after common.sh.
#
# The tree:
#   pub/       0755 root
#   pub/f      0644 root, user.visible=1; also linked as
#              secret/hidden-link-name-7c1
#   pub/own    owned by the user
#   secret/    0700 root
#   secret/only-here-hidden-4e2   reachable only through secret/
# pub/f's records name secret/ and "hidden-link-name-7c1"; the user can
# read pub/f but may not search secret/.
HOSTILE_USER=nobody
HOSTILE_UID=65534
HOSTILE_SECRETS="hidden-link-name-7c1 only-here-hidden-4e2"

# hostile_setup: make, mount and fill the scratch filesystem; sets
# H_SINO and H_SGEN, the inode number and generation of the hidden file.
hostile_setup() {
	scratch_mkfs_parent
	scratch_mount
	mkdir -m 755 "$SCRATCH_MNT/pub"
	mkdir -m 700 "$SCRATCH_MNT/secret"
	echo public > "$SCRATCH_MNT/pub/f"
	chmod 644 "$SCRATCH_MNT/pub/f"
	setfattr -n user.visible -v 1 "$SCRATCH_MNT/pub/f"
	ln "$SCRATCH_MNT/pub/f" "$SCRATCH_MNT/secret/hidden-link-name-7c1"
	echo secret > "$SCRATCH_MNT/secret/only-here-hidden-4e2"
	: > "$SCRATCH_MNT/pub/own"
	chown "$HOSTILE_UID:$HOSTILE_UID" "$SCRATCH_MNT/pub/own"
	H_SINO=$(stat -c %i "$SCRATCH_MNT/secret/only-here-hidden-4e2")
	H_SGEN=$(inode_gen "$SCRATCH_MNT/secret/only-here-hidden-4e2")
}

# hostile_state: everything the hostile calls must leave alone: every
# entry with its offset and link count, every record, every xattr.
hostile_state() {
	pptr-tree snapshot "$SCRATCH_MNT"
	getfattr -R -d -m - "$SCRATCH_MNT" 2> /dev/null
}

# hostile_run GROUP: run pptr-hostile GROUP as root, then as the
# unprivileged user; each run must find every case as documented. The
# seed of the random cases is printed (FUZZ_SEED=N replays it).
hostile_run() {
	_seed=$(tr ' ' '\n' < /proc/cmdline | sed -n 's/^pp\.fuzz_seed=//p')
	[ -n "$_seed" ] || _seed=$(od -An -N4 -tu4 /dev/urandom | tr -d ' ')
	set -- "$1" -s "$_seed"
	for _x in $HOSTILE_SECRETS; do
		set -- "$@" -x "$_x"
	done
	_g=$1
	shift
	set -- "$@" "$_g" "$SCRATCH_MNT" "$SCRATCH_MNT/pub/f" \
		"$SCRATCH_MNT/pub/own" "$H_SINO" "$H_SGEN"
	assert_ok "$_g: every case as documented, as root" pptr-hostile "$@"
	assert_ok "$_g: every case as documented, as $HOSTILE_USER" \
		su -s /bin/sh "$HOSTILE_USER" -c "id -u; pptr-hostile $*"
}
