#!/usr/bin/env bash
# Install, idempotently, every Debian package the project needs. Packages
# that are already installed are skipped; apt-get runs only if something
# is missing. "deps.sh bench" adds what make bench needs (gnuplot), and
# "deps.sh profile" what make profile needs (perf), "deps.sh upstream"
# what make bench-upstream needs (Debian's 6.12 tree, and gnuplot).
set -euo pipefail
. "$(dirname "$0")/lib.sh"

PACKAGES=(
	# the kernel tree and its build
	linux-source-6.1 gcc make flex bison bc libelf-dev libssl-dev
	cpio xz-utils kmod perl python3 git
	# the guest: emulator, userspace, XFS tools
	qemu-system-x86 busybox-static xfsprogs attr acl
	# static analysis
	sparse coccinelle
	# xfsprogs from source (apt-get source, then its Build-Depends)
	dpkg-dev libinih-dev uuid-dev dh-autoreconf gettext libtool libedit-dev
	libblkid-dev libdevmapper-dev libattr1-dev libicu-dev pkg-config
	liburcu-dev
	# coccicheck runs the .cocci files with OCaml scripts through it
	ocaml-nox
)

[ "${1:-}" = bench ] && PACKAGES+=(gnuplot-nox)
[ "${1:-}" = profile ] && PACKAGES+=(linux-perf)
[ "${1:-}" = upstream ] && PACKAGES+=(linux-source-6.12 gnuplot-nox)

# 'apt-get source xfsprogs' needs a deb-src entry; add Debian's own if the
# machine has none.
DEB_SRC=/etc/apt/sources.list.d/pptr-deb-src.sources
need_update=
if ! grep -rqs -E '^(deb-src|Types:.*deb-src)' /etc/apt/sources.list /etc/apt/sources.list.d/; then
	[ "$(id -u)" = 0 ] || die "no deb-src entry for 'apt-get source xfsprogs'; run 'make deps' as root"
	log "deps: adding a deb-src entry ($DEB_SRC)"
	cat > "$DEB_SRC" <<-EOF2
		Types: deb-src
		URIs: http://deb.debian.org/debian
		Suites: bookworm
		Components: main
		Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
	EOF2
	need_update=1
fi

missing=()
for p in "${PACKAGES[@]}"; do
	if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed'; then
		missing+=("$p")
	fi
done
if [ ${#missing[@]} = 0 ]; then
	if [ -n "$need_update" ]; then
		apt-get update -q > /dev/null || die "apt-get update failed"
	fi
	log "deps: all ${#PACKAGES[@]} packages installed"
	exit 0
fi
[ "$(id -u)" = 0 ] || die "missing packages (${missing[*]}); run 'make deps' as root"
log "deps: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -q || die "apt-get update failed"
apt-get install -y -q --no-install-recommends "${missing[@]}" ||
	die "apt-get install ${missing[*]} failed"
