# shellcheck shell=bash
# Common paths and helpers for the build, boot and test scripts.
# Sourced, never run. Every script that sources it runs with
# `set -euo pipefail` and reports what failed through die().

TOP=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
BUILD=${BUILD:-$TOP/build}
SRC=$BUILD/linux		# throwaway git repo of the kernel tree
OBJ=$BUILD/obj			# out-of-tree kernel build output
KSRC_TARBALL=${KSRC_TARBALL:-/usr/src/linux-source-6.1.tar.xz}
KSRC_PACKAGE=linux-source-6.1
SERIES_DIRS="base scrub"
XSRC=$BUILD/xfsprogs		# throwaway git repo of xfsprogs, built in place
XFSPROGS_PACKAGE=xfsprogs
XFSPROGS_VERSION=6.1.0		# the upstream version patches/xfsprogs is for

# Identity used for the throwaway commits in build/: the repo's own.
GIT_NAME=$(git -C "$TOP" config user.name 2>/dev/null || echo "pp build")
GIT_EMAIL=$(git -C "$TOP" config user.email 2>/dev/null || echo "build@localhost")

log() { printf '>>> %s\n' "$*" >&2; }
die() { printf 'ERROR: %s\n' "$*" >&2; exit 1; }

# The scripts run their own makes with their own -j. make check runs two
# of them side by side under 'make -j2', whose jobserver they must not
# look for.
unset MAKEFLAGS MFLAGS

# Print the patch files of one series directory, in series order.
series_patches() {
	local dir=$TOP/patches/$1
	[ -f "$dir/series" ] || return 0
	sed -e 's/#.*//' -e '/^[[:space:]]*$/d' "$dir/series" | while read -r p; do
		[ -f "$dir/$p" ] || die "patches/$1/series lists $p, which does not exist"
		echo "$dir/$p"
	done
}

# Hash of every series file and every patch they list (of SERIES_DIRS, or
# of the directories given): when it changes, the tree in build/ is
# re-applied.
series_hash() {
	local d
	for d in ${*:-$SERIES_DIRS}; do
		echo "== $d"
		[ -f "$TOP/patches/$d/series" ] && cat "$TOP/patches/$d/series"
		series_patches "$d" | while read -r p; do sha256sum < "$p"; done
	done | sha256sum | cut -d' ' -f1
}

ksrc_version() {
	dpkg-query -W -f='${Version}' "$KSRC_PACKAGE" 2>/dev/null ||
		die "$KSRC_PACKAGE is not installed: run 'make deps'"
}

git_in() { local d=$1; shift; git -C "$d" -c user.name="$GIT_NAME" -c user.email="$GIT_EMAIL" "$@"; }
gitk() { git_in "$SRC" "$@"; }
gitx() { git_in "$XSRC" "$@"; }

# throwaway_repo DIR MESSAGE: make the unpacked tree in DIR a git repo
# whose first commit (MESSAGE, tag "pristine") holds every file, with the
# branch "work" checked out for the series.
throwaway_repo() {
	git init -q -b debian "$1"
	git_in "$1" config core.autocrlf false
	git_in "$1" config gc.auto 0
	git_in "$1" add -A -f .
	git_in "$1" commit -q -m "$2" || die "could not commit the pristine tree in $1"
	git_in "$1" tag -f pristine > /dev/null
	git_in "$1" checkout -q -b work
}

# format_series REPO RANGE DIR: write the commits RANGE of REPO to DIR
# with git format-patch, and list them in DIR/series.
format_series() {
	local repo=$1 range=$2 dir=$3 p
	mkdir -p "$dir"
	rm -f "$dir"/*.patch
	git_in "$repo" format-patch -q -N --no-signature --zero-commit -o "$dir" "$range" > /dev/null
	: > "$dir/series"
	for p in "$dir"/*.patch; do
		[ -e "$p" ] || continue
		grep -q '^Signed-off-by: ' "$p" ||
			log "warning: $(basename "$p") has no Signed-off-by"
		basename "$p" >> "$dir/series"
	done
	log "patches/$(basename "$dir"): $(wc -l < "$dir/series") patch(es)"
}

# pristine_worktree DIR OBJDIR: a git worktree of build/linux at tag
# "pristine" in DIR, configured like build/obj in OBJDIR.
pristine_worktree() {
	[ -f "$OBJ/.config" ] || die "configure the kernel first: make kernel"
	gitk worktree remove --force "$1" 2>/dev/null || rm -rf "$1"
	gitk worktree prune
	gitk worktree add -q --detach "$1" pristine
	mkdir -p "$2"
	cp "$OBJ/.config" "$2/.config"
	make -C "$1" O="$2" -s olddefconfig
}
