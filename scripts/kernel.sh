#!/usr/bin/env bash
# Configure and build build/obj/arch/x86/boot/bzImage from build/linux.
#
# The config is allnoconfig plus the fragments in scripts/config/, merged
# with the kernel's own scripts/kconfig/merge_config.sh. Every option a
# fragment asks for must end up in .config, or the build stops.
# Usage: kernel.sh [config|build]   (default: build, which configures first)
set -euo pipefail
. "$(dirname "$0")/lib.sh"

FRAGMENTS="$TOP/scripts/config/base.config $TOP/scripts/config/xfs.config"
IMAGE=bzImage
# KERNEL_FLAVOR=debug: the same plus scripts/config/debug.config (KASAN,
# lockdep, UBSAN), built in build/obj-debug into build/bzImage-debug.
# KERNEL_FLAVOR=release: the same with scripts/config/release.config
# (XFS_DEBUG off), built in build/obj-release into build/bzImage-release.
# KERNEL_FLAVOR=upstream: Debian's linux-source-6.12 (upstream's own
# parent pointers, for make bench-upstream), unpacked as it is into
# build/linux-upstream and built with the release config in
# build/obj-upstream into build/bzImage-upstream.
case "${KERNEL_FLAVOR:-}" in
"") ;;
debug | release)
	FRAGMENTS="$FRAGMENTS $TOP/scripts/config/$KERNEL_FLAVOR.config"
	OBJ=$BUILD/obj-$KERNEL_FLAVOR
	IMAGE=bzImage-$KERNEL_FLAVOR
	;;
upstream)
	FRAGMENTS="$FRAGMENTS $TOP/scripts/config/release.config"
	SRC=$BUILD/linux-upstream
	OBJ=$BUILD/obj-upstream
	IMAGE=bzImage-upstream
	UPSTREAM_TARBALL=/usr/src/linux-source-6.12.tar.xz
	;;
*) die "KERNEL_FLAVOR='$KERNEL_FLAVOR': want debug, release, upstream or nothing" ;;
esac
KMAKE=(make -C "$SRC" O="$OBJ" -j"$(nproc)" -s)

# Fail if any option requested by a fragment is missing from .config. A
# later fragment overrides an earlier one, as in merge_config.sh.
check_config() {
	local frag line opt val bad=0
	local -A want from
	for frag in $FRAGMENTS; do
		while IFS= read -r line; do
			case "$line" in CONFIG_*=*) ;; *) continue ;; esac
			opt=${line%%=*}
			want[$opt]=${line#*=}
			from[$opt]=$(basename "$frag")
		done < "$frag"
	done
	for opt in "${!want[@]}"; do
		val=${want[$opt]}
		if [ "$val" = n ]; then
			if grep -q "^$opt=" "$OBJ/.config"; then
				echo "  $opt=n requested by ${from[$opt]}, but .config has $(grep "^$opt=" "$OBJ/.config")" >&2
				bad=1
			fi
		elif ! grep -qx "$opt=$val" "$OBJ/.config"; then
			echo "  $opt=$val requested by ${from[$opt]}, but .config has: $(grep -E "^$opt=|^# $opt is not set" "$OBJ/.config" || echo nothing)" >&2
			bad=1
		fi
	done
	[ $bad = 0 ] || die "kernel config does not have every requested option (see above)"
}

# unpack_upstream: build/linux-upstream from linux-source-6.12, once per
# package version. It is built, never patched, so it is no git repo.
unpack_upstream() {
	local version tmp=$BUILD/unpack-upstream.tmp
	version=$(dpkg-query -W -f='${Version}' linux-source-6.12 2>/dev/null) ||
		die "linux-source-6.12 is not installed: run 'scripts/deps.sh upstream'"
	[ "$(cat "$SRC/.pp-version" 2>/dev/null)" = "$version" ] && return 0
	log "unpacking $UPSTREAM_TARBALL (linux-source-6.12 $version)"
	rm -rf "$tmp" "$SRC" "$OBJ"
	mkdir -p "$tmp"
	tar -xJf "$UPSTREAM_TARBALL" -C "$tmp" || die "could not unpack $UPSTREAM_TARBALL"
	mv "$tmp"/linux-source-6.12 "$SRC" || die "unexpected layout in $UPSTREAM_TARBALL"
	rmdir "$tmp"
	echo "$version" > "$SRC/.pp-version"
}

configure() {
	local hash
	if [ "${KERNEL_FLAVOR:-}" = upstream ]; then
		unpack_upstream
	else
		[ -d "$SRC/.git" ] || die "build/linux is missing: run 'make tree' first"
	fi
	hash=$(cat $FRAGMENTS | sha256sum | cut -d' ' -f1)
	if [ -f "$OBJ/.config" ] && [ "$(cat "$OBJ/.pp-config" 2>/dev/null)" = "$hash" ]; then
		return 0
	fi
	log "configuring the kernel: allnoconfig + $(for f in $FRAGMENTS; do printf '%s ' "$(basename "$f")"; done)"
	mkdir -p "$OBJ"
	(cd "$SRC" && ./scripts/kconfig/merge_config.sh -n -O "$OBJ" $FRAGMENTS) \
		> "$OBJ/merge_config.log" 2>&1 ||
		die "merge_config.sh failed; see $OBJ/merge_config.log"
	check_config
	echo "$hash" > "$OBJ/.pp-config"
}

build() {
	configure
	log "building $IMAGE in build/$(basename "$OBJ")"
	"${KMAKE[@]}" bzImage || die "kernel build failed"
	ln -sf "$(basename "$OBJ")/arch/x86/boot/bzImage" "$BUILD/$IMAGE"
	log "kernel: build/$IMAGE ($(cat "$OBJ/include/config/kernel.release"))"
}

case "${1:-build}" in
config) configure ;;
build) build ;;
*) die "usage: $0 [config|build]" ;;
esac
