#!/usr/bin/env bash
# Build the small user-space tools in tools/, the benchmark programs in
# bench/ and the stress programs in tests/stress/ into build/tools/, for
# the guest image. They use the UAPI headers of the patched tree in
# build/linux (fs/xfs/libxfs/xfs_fs.h), so they always match the kernel.
# They are linked statically (and with -pthread): under TCG a program
# linked against the shared libc takes some 30 ms more to start, which
# check_tree_records and the stress tests pay once per directory.
set -euo pipefail
. "$(dirname "$0")/lib.sh"

OUTDIR=$BUILD/tools
CFLAGS=${CFLAGS:--O2 -g -Wall -Wextra -Werror}
LDFLAGS=${LDFLAGS:--static -pthread}
mkdir -p "$OUTDIR"
for src in "$TOP"/tools/*.c "$TOP"/bench/*.c "$TOP"/tests/stress/*.c; do
	[ -e "$src" ] || continue
	name=$(basename "$src" .c)
	out=$OUTDIR/$name
	if [ ! -x "$out" ] || [ "$src" -nt "$out" ] || [ "$TOP/tools/xfs_uapi.h" -nt "$out" ] ||
		[ "$SRC/fs/xfs/libxfs/xfs_fs.h" -nt "$out" ] || [ "$0" -nt "$out" ]; then
		# shellcheck disable=SC2086
		cc $CFLAGS -I"$TOP/tools" -I"$SRC/fs/xfs/libxfs" -o "$out" "$src" $LDFLAGS ||
			die "could not build ${src#"$TOP"/}"
	fi
done
log "tools: $(ls "$OUTDIR" | wc -l) built in $OUTDIR"
