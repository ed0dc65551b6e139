#!/usr/bin/env bash
# Install, idempotently, every Debian package the project needs. Packages
# that are already installed are skipped; apt-get runs only if something
# is missing. "deps.sh bench" adds what make bench needs (gnuplot).
set -euo pipefail
. "$(dirname "$0")/lib.sh"

PACKAGES=(
	# the kernel tree and its build
	linux-source-6.1 gcc make flex bison bc libelf-dev libssl-dev
	cpio xz-utils kmod perl python3 git
	# the guest: emulator, userspace, XFS tools
	qemu-system-x86 busybox-static xfsprogs attr
	# static analysis
	sparse coccinelle
	# coccicheck runs the .cocci files with OCaml scripts through it
	ocaml-nox
)

[ "${1:-}" = bench ] && PACKAGES+=(gnuplot-nox)

missing=()
for p in "${PACKAGES[@]}"; do
	if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed'; then
		missing+=("$p")
	fi
done
if [ ${#missing[@]} = 0 ]; then
	log "deps: all ${#PACKAGES[@]} packages installed"
	exit 0
fi
[ "$(id -u)" = 0 ] || die "missing packages (${missing[*]}); run 'make deps' as root"
log "deps: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -q || die "apt-get update failed"
apt-get install -y -q --no-install-recommends "${missing[@]}" ||
	die "apt-get install ${missing[*]} failed"
