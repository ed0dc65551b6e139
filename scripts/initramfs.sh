#!/usr/bin/env bash
# Pack build/initramfs.cpio: busybox, the xfsprogs tools with the shared
# libraries of those that need any, the guest side of tests/ and
# initramfs/init.
#
# The xfsprogs tools come twice: the patched build (make xfsprogs, from
# build/xfsprogs, linked statically: see scripts/xfsprogs.sh) in
# /usr/sbin, first in the guest's PATH, and Debian's stock 6.1 binaries
# from the host in /usr/stock/sbin, for the tests that compare with what
# users have today.
#
# The archive is written by the kernel's own usr/gen_init_cpio from the
# list in build/initramfs.list, with every mtime set to 0 and the list
# sorted, so the same inputs always give the same bytes.
#
# INITRAMFS_OUT=FILE writes the archive there instead (make mutate packs
# the tools of a mutated xfsprogs aside, leaving build/initramfs.cpio
# alone).
set -euo pipefail
. "$(dirname "$0")/lib.sh"

LIST=$BUILD/initramfs.list
OUT=${INITRAMFS_OUT:-$BUILD/initramfs.cpio}
GEN=$BUILD/gen_init_cpio

# xfsprogs tools the tests use, with their place in the build tree;
# xfs_info, xfs_admin and xfs_ncheck are shell scripts around
# xfs_spaceman and xfs_db (found through PATH, so the stock scripts run
# the patched binaries).
declare -A XFS_TOOLS=(
	[mkfs.xfs]=mkfs/mkfs.xfs [xfs_repair]=repair/xfs_repair
	[xfs_io]=io/xfs_io [xfs_db]=db/xfs_db [xfs_scrub]=scrub/xfs_scrub
	[xfs_spaceman]=spaceman/xfs_spaceman [xfs_logprint]=logprint/xfs_logprint
	[xfs_growfs]=growfs/xfs_growfs [xfs_info]=spaceman/xfs_info.sh
	[xfs_admin]=db/xfs_admin.sh [xfs_ncheck]=db/xfs_ncheck.sh
	[xfs_quota]=quota/xfs_quota
)
# Other host binaries the tests use (attr, acl; util-linux's findmnt, which
# xfs_info needs).
EXTRA_TOOLS="getfattr setfattr getfacl setfacl findmnt"

declare -A seen_dir=()
entries=()

add_dir() {
	local d=$1
	while [ "$d" != / ] && [ -z "${seen_dir[$d]:-}" ]; do
		seen_dir[$d]=1
		entries+=("dir $d 0755 0 0")
		d=$(dirname "$d")
	done
}

# add_file GUEST_PATH HOST_PATH MODE
add_file() {
	add_dir "$(dirname "$1")"
	entries+=("file $1 $(readlink -f "$2") $3 0 0")
}

# add_elf GUEST_PATH HOST_PATH: a binary and, if dynamic, its libraries
# at the paths the dynamic loader will look for them.
add_elf() {
	local lib
	add_file "$1" "$2" 0755
	if head -c 4 "$2" | grep -q 'ELF'; then
		for lib in $(ldd "$2" 2>/dev/null | grep -o '/[^ ]*' || true); do
			add_file "$lib" "$lib" 0755
		done
	fi
}

find_tool() {
	local t=$1 d
	for d in /usr/sbin /sbin /usr/bin /bin; do
		[ -x "$d/$t" ] && { echo "$d/$t"; return 0; }
	done
	die "$t not found on the host: run 'make deps'"
}

[ -x "$GEN" ] && [ "$GEN" -nt "$SRC/usr/gen_init_cpio.c" ] ||
	cc -O2 -o "$GEN" "$SRC/usr/gen_init_cpio.c" ||
	die "could not build usr/gen_init_cpio from build/linux"

[ -x /bin/busybox ] || die "/bin/busybox missing: run 'make deps'"
add_elf /bin/busybox /bin/busybox
for t in "${!XFS_TOOLS[@]}"; do
	[ -x "$XSRC/${XFS_TOOLS[$t]}" ] ||
		die "build/xfsprogs/${XFS_TOOLS[$t]} missing: run 'make xfsprogs'"
	add_elf "/usr/sbin/$t" "$XSRC/${XFS_TOOLS[$t]}"
	add_elf "/usr/stock/sbin/$t" "$(find_tool "$t")"
done
for t in $EXTRA_TOOLS; do
	add_elf "/usr/bin/$t" "$(find_tool "$t")"
done

# The project's own tools (make tools).
for t in "$BUILD"/tools/*; do
	[ -x "$t" ] || continue
	add_elf "/usr/bin/$(basename "$t")" "$t"
done

# The guest side of tests/: keep the modes of the source files.
while IFS= read -r f; do
	mode=0644
	[ -x "$TOP/tests/$f" ] && mode=0755
	add_file "/tests/$f" "$TOP/tests/$f" "$mode"
done < <(cd "$TOP/tests" && git ls-files --cached --others --exclude-standard . 2>/dev/null ||
	find . -type f | sed 's|^\./||')
add_file /bench/guest.sh "$TOP/bench/guest.sh" 0755

{
	sed -e 's/#.*//' -e '/^[[:space:]]*$/d' \
		-e "s|^\(file [^ ]* \)\([^/]\)|\1$TOP/\2|" "$TOP/initramfs/base.list"
	printf '%s\n' "${entries[@]}" | grep '^dir ' | sort -u
	printf '%s\n' "${entries[@]}" | grep -v '^dir ' | sort -u
} > "$LIST.tmp"
# base.list creates some directories that the scan above adds again.
awk '!($1 == "dir" && seen[$2]++)' "$LIST.tmp" > "$LIST"
rm -f "$LIST.tmp"

"$GEN" -t 0 "$LIST" > "$OUT.tmp" || die "gen_init_cpio failed on $LIST"
mv "$OUT.tmp" "$OUT"
log "initramfs: $OUT ($(du -h "$OUT" | cut -f1), $(wc -l < "$LIST") entries)"
