# In directories of block, leaf and node form, a record whose offset is
# 8 bytes into its entry (not the start of any entry) or that of another
# entry (another name) is reported against its inode; the same tree
# scrubs clean before the damage. The parent check reads the entry at
# the recorded offset directly in these forms, without a name lookup.
require_parent_pointers
require_tool xfs_scrub xfs_db
scratch_mkfs_parent
scratch_mount
for form in block:30 leaf:300 node:3000; do
	mkdir "$SCRATCH_MNT/${form%:*}"
	pptr-bench "$SCRATCH_MNT/${form%:*}" "${form#*:}" 1 create > /dev/null
	assert_eq "${form%:*} form" "$(dir_form "$SCRATCH_MNT/${form%:*}/d0")" "${form%:*}"
done
assert_ok "xfs_scrub -n is clean before" xfs_scrub -n "$SCRATCH_MNT"

# be32 BYTES of the offset N
be32() { printf '%d %d %d %d' $(($1 >> 24 & 255)) $(($1 >> 16 & 255)) $(($1 >> 8 & 255)) $(($1 & 255)); }
cookie() { records "$1" | cut -d: -f3; }
patches=
set --
for form in block leaf node; do
	d=$SCRATCH_MNT/$form/d0
	mid=$(stat -c %i "$d/f10")
	next=$(stat -c %i "$d/f12")
	patches="$patches $mid:$(($(cookie "$d/f10") + 1)) $next:$(cookie "$d/f13")"
	set -- "$@" "$mid" "parent pointer" "$next" "parent pointer" \
		"$(stat -c %i "$d")" "directory entries"
done
scratch_unmount
scratch_corrupted_on_purpose
for p in $patches; do
	# shellcheck disable=SC2046
	sf_pptr_patch "${p%:*}" 12 $(be32 "${p#*:}")
done
scratch_mount
assert_scrub_reports "offsets inside an entry or of another entry" "$@"
