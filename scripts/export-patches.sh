#!/usr/bin/env bash
# Write the commits in build/linux back to patches/ with git format-patch:
# pristine..base goes to patches/base, base..HEAD to patches/scrub, and
# each directory's series file lists them in order.
#
# SERIES=base puts every commit up to HEAD into patches/base (moving the
# "base" tag to HEAD); it is for work on the base series while the scrub
# series is still empty.
set -euo pipefail
. "$(dirname "$0")/lib.sh"

[ -d "$SRC/.git" ] || die "no build/linux: run 'make kernel' first"
[ -z "$(gitk status --porcelain --untracked-files=no)" ] ||
	die "build/linux has uncommitted changes: commit them first"

if [ "${SERIES:-}" = base ]; then
	[ -z "$(series_patches scrub)" ] ||
		die "patches/scrub is not empty: order the commits with 'git rebase -i' and move the 'base' tag in build/linux instead"
	gitk tag -f base HEAD > /dev/null
elif [ -n "${SERIES:-}" ]; then
	die "SERIES must be empty or 'base'"
fi

gitk merge-base --is-ancestor base HEAD ||
	die "the 'base' tag in build/linux is not an ancestor of HEAD"

export_range() {
	format_series "$SRC" "$2" "$TOP/patches/$1"
}

export_range base pristine..base
export_range scrub base..HEAD

# The tree now matches patches/: remember that, so 'make kernel' keeps it.
printf 'version=%s\nseries=%s\nhead=%s\n' "$(ksrc_version)" "$(series_hash)" \
	"$(gitk rev-parse HEAD)" > "$SRC/.git/pp-state"
