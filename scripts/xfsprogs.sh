#!/usr/bin/env bash
# The user-space half: Debian's xfsprogs 6.1.0 source with
# patches/xfsprogs/series applied, built in build/xfsprogs.
#
# Usage: xfsprogs.sh [build|export]
#   build   (default) fetch the source with 'apt-get source' if needed,
#           apply the series with git am on a throwaway git repo (tag
#           "pristine"), and build it in place
#   export  write the commits pristine..HEAD of build/xfsprogs back to
#           patches/xfsprogs/ with git format-patch
#
# Like the kernel tree, the repo is re-applied only when the series
# changes, and commits that were never exported are not thrown away
# silently (FORCE=1 discards them).
set -euo pipefail
. "$(dirname "$0")/lib.sh"

STATE=$XSRC/.git/pp-state
DL=$BUILD/xfsprogs-dl
# The subdirectories built: libraries first, then the guest's tools.
XFSPROGS_DIRS=(libfrog libxfs libxlog libxcmd libhandle
	db io mkfs repair scrub spaceman logprint growfs quota)

# Configured for the guest: every tool linked statically. configure with
# -static finds only the libraries that have a static archive, so xfs_io
# goes without libdevmapper's log-writes command, which nothing here
# runs; ICU comes with the C++ runtime it needs, libedit with its own
# libraries (without libedit, xfs_db prints its prompt when it reads
# commands from a pipe). Under TCG a dynamically linked xfs_io took about
# 45 ms to start (over 100 ms on a busy host) against 3 ms static, and
# the tests start thousands of them.
XFSPROGS_CONFIGURE=(--enable-shared=no --enable-editline=yes --enable-blkid=yes)
XFSPROGS_ENV=(LDFLAGS=-static
	"libicu_LIBS=$(pkg-config --static --libs icu-i18n 2>/dev/null) -lstdc++")
# libtool's -all-static: no shared library at all, libc included.
XFSPROGS_MAKE=(LOADERFLAGS=-all-static
	"LIBEDITLINE=$(pkg-config --static --libs libedit 2>/dev/null) -lmd")

state_get() { sed -n "s/^$1=//p" "$STATE" 2>/dev/null || true; }

check_unexported() {
	local why=$1
	[ "${FORCE:-0}" = 1 ] && return 0
	if [ -n "$(gitx status --porcelain --untracked-files=no)" ]; then
		die "build/xfsprogs has uncommitted changes and $why; commit and 'make export', or rerun with FORCE=1 to discard them"
	fi
	if [ "$(gitx rev-parse HEAD)" != "$(state_get head)" ]; then
		die "build/xfsprogs has commits that are not in patches/xfsprogs and $why; run 'make export', or rerun with FORCE=1 to discard them"
	fi
}

# Fetch and unpack the Debian source package into build/xfsprogs-dl.
fetch() {
	local dir=$DL/xfsprogs-$XFSPROGS_VERSION
	[ -d "$dir" ] && return 0
	command -v dpkg-source > /dev/null || die "dpkg-source missing: run 'make deps'"
	log "fetching the Debian source of xfsprogs $XFSPROGS_VERSION"
	rm -rf "$DL"
	mkdir -p "$DL"
	(cd "$DL" && apt-get source -q "$XFSPROGS_PACKAGE" > "$DL/apt-get.log" 2>&1) ||
		die "apt-get source xfsprogs failed (see $DL/apt-get.log); 'make deps' adds a deb-src entry"
	[ -d "$dir" ] || die "apt-get source gave no xfsprogs-$XFSPROGS_VERSION in $DL (see $DL/apt-get.log)"
}

# A throwaway git repo of the pristine source in build/xfsprogs.
unpack() {
	local src=$DL/xfsprogs-$XFSPROGS_VERSION
	log "unpacking xfsprogs $XFSPROGS_VERSION into $XSRC"
	rm -rf "$XSRC"
	cp -a "$src" "$XSRC"
	throwaway_repo "$XSRC" "Debian xfsprogs $XFSPROGS_VERSION, pristine"
	# The build regenerates the translation template; it is not ours.
	gitx update-index --skip-worktree po/xfsprogs.pot
	printf 'series=none\nhead=%s\n' "$(gitx rev-parse HEAD)" > "$STATE"
}

apply_series() {
	local p
	for p in $(series_patches xfsprogs); do
		if ! gitx am -q --whitespace=error-all "$p"; then
			gitx am --abort || true
			die "patches/xfsprogs/$(basename "$p") does not apply (see git am output above)"
		fi
	done
}

build() {
	local hash built config
	fetch
	[ -d "$XSRC/.git" ] || unpack
	hash=$(series_hash xfsprogs)
	if [ "$(state_get series)" != "$hash" ]; then
		check_unexported "the series in patches/xfsprogs changed"
		log "applying patches/xfsprogs"
		gitx reset -q --hard pristine
		apply_series
		printf 'series=%s\nhead=%s\n' "$hash" "$(gitx rev-parse HEAD)" > "$STATE"
	fi
	# Whitespace errors in any patch (git am --whitespace=error-all
	# checks added lines; this checks the whole series once more).
	gitx diff --check pristine HEAD -- . ':!po/xfsprogs.pot' ||
		die "patches/xfsprogs adds whitespace errors (see above)"
	# A tree configured otherwise (an older checkout of this script) is
	# cleaned and configured again.
	config=$(printf '%s\n' "${XFSPROGS_CONFIGURE[@]}" "${XFSPROGS_ENV[@]}" \
		"${XFSPROGS_MAKE[@]}" | sha256sum | cut -d' ' -f1)
	if [ ! -f "$XSRC/include/builddefs" ] ||
		[ "$(cat "$XSRC/.git/pp-configured" 2>/dev/null)" != "$config" ]; then
		log "configuring xfsprogs (static tools)"
		gitx clean -q -f -d -x
		(cd "$XSRC" && env "${XFSPROGS_ENV[@]}" ./configure -q \
			"${XFSPROGS_CONFIGURE[@]}" > "$XSRC/configure.out" 2>&1) ||
			die "xfsprogs configure failed (see $XSRC/configure.out and config.log)"
		echo "$config" > "$XSRC/.git/pp-configured"
	fi
	# The sources as built last: HEAD and every change to tracked files.
	# make in 13 directories takes 10 to 20 s even with nothing to do,
	# and make check asks three times.
	built=$(printf '%s\n%s\n%s\n' "$config" "$(gitx rev-parse HEAD)" "$(gitx diff HEAD)" |
		sha256sum | cut -d' ' -f1)
	if [ "$(cat "$XSRC/.git/pp-built" 2>/dev/null)" = "$built" ]; then
		log "xfsprogs: built, nothing changed"
		return 0
	fi
	log "building xfsprogs ($(gitx rev-list --count pristine..HEAD) patch(es))"
	# Only the libraries and the tools the guest carries (initramfs.sh's
	# XFS_TOOLS): not the translations, manual pages, xfs_copy, xfs_fsr,
	# xfs_mdrestore and the rest, which nothing here runs.
	{ make -C "$XSRC" -j"$(nproc)" -s "${XFSPROGS_MAKE[@]}" headers &&
		make -C "$XSRC" -j"$(nproc)" -s "${XFSPROGS_MAKE[@]}" "${XFSPROGS_DIRS[@]}"; } \
		> "$XSRC/make.out" 2>&1 || {
		grep -E -B2 -A8 'error|Error' "$XSRC/make.out" | head -60 >&2
		die "xfsprogs build failed (see $XSRC/make.out)"
	}
	echo "$built" > "$XSRC/.git/pp-built"
}

export_series() {
	local dir=$TOP/patches/xfsprogs
	[ -d "$XSRC/.git" ] || die "no build/xfsprogs: run 'make xfsprogs' first"
	[ -z "$(gitx status --porcelain --untracked-files=no)" ] ||
		die "build/xfsprogs has uncommitted changes: commit them first"
	format_series "$XSRC" pristine..HEAD "$dir"
	printf 'series=%s\nhead=%s\n' "$(series_hash xfsprogs)" "$(gitx rev-parse HEAD)" > "$STATE"
}

case "${1:-build}" in
build) build ;;
export) export_series ;;
*) die "usage: xfsprogs.sh [build|export]" ;;
esac
