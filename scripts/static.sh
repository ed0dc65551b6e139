#!/usr/bin/env bash
# Static analysis of the kernel series.
#
#   static.sh            checkpatch, sparse and coccicheck; fail on any
#                        checkpatch report and on any sparse or coccinelle
#                        warning that the pristine tree does not have
#   static.sh checkpatch only checkpatch (needs only build/linux)
#   static.sh docs       only the documents' shape: no top-level section
#                        of an .rst twice, no link to a missing file
#   static.sh baseline   rewrite checkpatch/*.baseline from the pristine
#                        tree (a git worktree of build/linux at "pristine")
#
# Warnings are compared without line numbers, as "file: message" with
# their counts, so that a patch that moves old code does not make old
# warnings look new.
set -euo pipefail
. "$(dirname "$0")/lib.sh"

OUT=$BUILD/static
mkdir -p "$OUT"

# checkpatch --strict on every patch of the series, as many at a time as
# there are CPUs (one checkpatch keeps one busy); reports in series order.
run_checkpatch() {
	local opts=() p d args=() n=0 bad=0 dir=$OUT/checkpatch
	mapfile -t opts < <(sed -e 's/#.*//' -e '/^[[:space:]]*$/d' "$TOP/checkpatch/checkpatch.conf")
	# --ignore TYPE is one option with its argument on one line.
	for p in "${opts[@]}"; do
		# shellcheck disable=SC2206
		args+=($p)
	done
	rm -rf "$dir"
	mkdir -p "$dir"
	for d in $SERIES_DIRS; do
		for p in $(series_patches "$d"); do
			n=$((n + 1))
			while [ "$(jobs -rp | wc -l)" -ge "$(nproc)" ]; do
				wait -n || true
			done
			{
				"$SRC/scripts/checkpatch.pl" "${args[@]}" --root="$SRC" "$p" \
					> "$dir/$n.out" 2>&1 || touch "$dir/$n.bad"
			} &
		done
	done
	wait
	n=0
	for d in $SERIES_DIRS; do
		for p in $(series_patches "$d"); do
			n=$((n + 1))
			[ -f "$dir/$n.out" ] || die "checkpatch of $p left no report"
			[ -f "$dir/$n.bad" ] || continue
			echo "checkpatch: patches/$d/$(basename "$p"):"
			sed 's/^/  /' "$dir/$n.out"
			bad=1
		done
	done
	[ $bad = 0 ] || die "checkpatch --strict is not clean (see above)"
	log "checkpatch: $n patch(es) clean"
}

# The documents' shape: an edit that pastes a file into itself leaves a
# top-level section (a title underlined with "=") twice; a renamed file
# leaves links to it.  Fails on either.
run_docs() {
	local f t bad=0 link
	for f in "$TOP"/Documentation/*.rst; do
		t=$(awk 'prev != "" && /^=+$/ && length($0) >= length(prev) { print prev }
			{ prev = $0 }' "$f" | LC_ALL=C sort | uniq -d)
		[ -z "$t" ] || { echo "docs: $f has these sections twice:"; echo "$t" | sed 's/^/  /'; bad=1; }
	done
	for f in "$TOP"/README.md "$TOP"/Documentation/*.md "$TOP"/Documentation/*.rst; do
		while read -r link; do
			[ -e "$(dirname "$f")/$link" ] && continue
			echo "docs: $f links to $link, which does not exist"
			bad=1
		done < <(grep -oE '\]\([^):#]+' "$f" | sed 's/^](//' | grep -v '^https\?:' || true)
	done
	[ $bad = 0 ] || die "the documents are out of shape (see above)"
	log "docs: $(ls "$TOP"/Documentation | wc -l) documents in shape"
}

# Normalize "path:line:col: message" to "fs/...: message", and line
# numbers inside messages ("... at line 133") to "line N".  A warning in a
# header is reported once per .c file that includes it, so a new .c file
# would repeat the header's old warnings: keep one copy of each.
normalize() {
	sed -n -E 's#^(.*/)?((fs|include|arch|lib)/[^:]*\.[ch]):[0-9]+(:[0-9]+(-[0-9]+)?)?:[[:space:]]*(.*)$#\2: \6#p' |
		sed -E 's/line [0-9]+/line N/g' | LC_ALL=C sort |
		awk '!($1 ~ /\.h:$/ && seen[$0]++)'
}

# sparse over fs/xfs with the current config: C=2 checks every file.
run_sparse() {
	local src=$1 obj=$2
	make -C "$src" O="$obj" -j"$(nproc)" -s C=2 fs/xfs/ > "$OUT/sparse.log" 2>&1 ||
		{ tail -20 "$OUT/sparse.log"; die "sparse run failed; see $OUT/sparse.log"; }
	grep -E ': (warning|error):' "$OUT/sparse.log" | normalize
}

run_cocci() {
	local src=$1
	make -C "$src" -j"$(nproc)" coccicheck MODE=report M=fs/xfs \
		> "$OUT/coccicheck.log" 2>&1 ||
		{ tail -20 "$OUT/coccicheck.log"; die "coccicheck failed; see $OUT/coccicheck.log"; }
	normalize < "$OUT/coccicheck.log"
}

# compare NAME CURRENT-FILE: fail on lines beyond the baseline's counts.
compare() {
	local name=$1 cur=$2 base=$TOP/checkpatch/$1.baseline new
	[ -f "$base" ] || die "no checkpatch/$name.baseline: run 'make static-baseline'"
	new=$(LC_ALL=C comm -23 "$cur" <(sed '/^#/d' "$base" | LC_ALL=C sort))
	if [ -n "$new" ]; then
		echo "$name: new warnings compared with the pristine 6.1 tree:"
		printf '  %s\n' "$new"
		return 1
	fi
	log "$name: $(wc -l < "$cur") warning(s), none new (baseline: $(sed '/^#/d' "$base" | wc -l))"
}

baseline() {
	local wt=$BUILD/pristine obj=$BUILD/obj-pristine
	log "baseline: worktree of the pristine tree in $wt"
	pristine_worktree "$wt" "$obj"
	{
		echo "# sparse warnings of pristine Debian $KSRC_PACKAGE $(ksrc_version), fs/xfs, this project's config"
		run_sparse "$wt" "$obj"
	} > "$TOP/checkpatch/sparse.baseline"
	{
		echo "# coccicheck MODE=report M=fs/xfs on pristine Debian $KSRC_PACKAGE $(ksrc_version)"
		run_cocci "$wt"
	} > "$TOP/checkpatch/coccicheck.baseline"
	gitk worktree remove --force "$wt"
	log "baseline: wrote checkpatch/sparse.baseline and checkpatch/coccicheck.baseline"
}

case "${1:-all}" in
checkpatch)
	run_checkpatch
	;;
docs)
	run_docs
	;;
all)
	run_docs
	run_checkpatch
	bad=0
	run_sparse "$SRC" "$OBJ" > "$OUT/sparse.current"
	compare sparse "$OUT/sparse.current" || bad=1
	run_cocci "$SRC" > "$OUT/coccicheck.current"
	compare coccicheck "$OUT/coccicheck.current" || bad=1
	[ $bad = 0 ] || die "static analysis found new warnings (see above)"
	;;
baseline)
	baseline
	;;
*)
	die "usage: $0 [all|checkpatch|docs|baseline]"
	;;
esac
