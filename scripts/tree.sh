#!/usr/bin/env bash
# Prepare build/linux: the Debian 6.1 tree as a throwaway git repo with
# the pristine tree as its first commit (tag "pristine"), then
# patches/base/series (tag "base") and patches/scrub/series on top.
#
# The tree is unpacked again only when the linux-source package version
# changes, and re-applied only when a series or one of its patches
# changes. Local commits in build/linux are never thrown away silently:
# export them with 'make export' first, or set FORCE=1.
set -euo pipefail
. "$(dirname "$0")/lib.sh"

STATE=$SRC/.git/pp-state

state_get() { sed -n "s/^$1=//p" "$STATE" 2>/dev/null || true; }

# Refuse to discard commits or edits that were never exported.
check_unexported() {
	local why=$1 head
	[ "${FORCE:-0}" = 1 ] && return 0
	head=$(gitk rev-parse HEAD)
	if [ -n "$(gitk status --porcelain --untracked-files=no)" ]; then
		die "build/linux has uncommitted changes and $why; commit and 'make export', or rerun with FORCE=1 to discard them"
	fi
	if [ "$head" != "$(state_get head)" ]; then
		die "build/linux has commits that are not in patches/ and $why; run 'make export', or rerun with FORCE=1 to discard them"
	fi
}

unpack() {
	local version=$1 tmp=$BUILD/unpack.tmp
	[ -f "$KSRC_TARBALL" ] || die "$KSRC_TARBALL not found: run 'make deps'"
	log "unpacking $KSRC_TARBALL ($KSRC_PACKAGE $version)"
	rm -rf "$tmp" "$SRC" "$OBJ"
	mkdir -p "$tmp"
	tar -xJf "$KSRC_TARBALL" -C "$tmp" || die "could not unpack $KSRC_TARBALL"
	mv "$tmp"/linux-source-6.1 "$SRC" || die "unexpected layout in $KSRC_TARBALL"
	rmdir "$tmp"
	throwaway_repo "$SRC" "Debian $KSRC_PACKAGE $version, pristine"
	printf 'version=%s\nseries=none\nhead=%s\n' "$version" \
		"$(gitk rev-parse HEAD)" > "$STATE"
}

# Apply one series with git am, one patch at a time, so that a failure
# names the exact file.
apply_series() {
	local dir=$1 p
	for p in $(series_patches "$dir"); do
		if ! gitk am -q --whitespace=error-all "$p"; then
			gitk am --abort || true
			die "patches/$dir/$(basename "$p") does not apply (see git am output above)"
		fi
	done
}

mkdir -p "$BUILD"
version=$(ksrc_version)
hash=$(series_hash)

if [ ! -d "$SRC/.git" ] || [ "$(state_get version)" != "$version" ]; then
	[ -d "$SRC/.git" ] && [ -f "$STATE" ] && check_unexported "the kernel package changed"
	unpack "$version"
fi

if [ "$(state_get series)" != "$hash" ]; then
	check_unexported "the series in patches/ changed"
	log "applying patches/base and patches/scrub"
	gitk reset -q --hard pristine
	apply_series base
	gitk tag -f base >/dev/null
	apply_series scrub
	printf 'version=%s\nseries=%s\nhead=%s\n' "$version" "$hash" \
		"$(gitk rev-parse HEAD)" > "$STATE"
fi
log "build/linux: $(gitk rev-list --count pristine..HEAD) patch(es) on pristine $KSRC_PACKAGE $version"
