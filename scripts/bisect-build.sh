#!/usr/bin/env bash
# Check that every patch in the series builds on its own: build fs/xfs/
# at each commit from pristine to HEAD of build/linux, in a separate
# worktree (build/bisect) with its own output directory, so the main tree
# and its build are left alone.  FROM=base (any commit or tag of
# build/linux) starts after it instead, e.g. to check the scrub series
# alone after the base series was checked.
set -euo pipefail
. "$(dirname "$0")/lib.sh"

WT=$BUILD/bisect
BOBJ=$BUILD/obj-bisect
pristine_worktree "$WT" "$BOBJ"

n=0
FROM=${FROM:-pristine}
for c in $(gitk rev-list --reverse "$FROM..HEAD"); do
	n=$((n + 1))
	git -C "$WT" checkout -q "$c"
	subject=$(git -C "$WT" log -1 --format=%s)
	if ! make -C "$WT" O="$BOBJ" -s -j"$(nproc)" fs/xfs/ > "$BUILD/bisect.log" 2>&1; then
		tail -20 "$BUILD/bisect.log"
		die "patch $n does not build: $subject"
	fi
	log "patch $n builds: $subject"
done
gitk worktree remove --force "$WT"
log "all $n patches build on their own"
