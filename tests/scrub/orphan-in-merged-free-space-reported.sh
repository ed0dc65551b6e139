# In directories of block, leaf and node form, f10 and f12 are removed,
# then f11 is orphaned (its entry removed, its record left): f11's entry
# is merged with the free space on both sides of it and keeps its old
# bytes, tag included (the merged region's tag is at its end, past
# f12). xfs_scrub -n
# must still report f11, whose record names an entry that is gone. (The
# parent check reads the entry at the recorded offset; it must walk the
# block to see that no used entry starts there.)
require_parent_pointers
require_tool xfs_scrub
scratch_mkfs_parent
scratch_mount
require_errtag pptr_orphan
set --
for form in block:30 leaf:300 node:3000; do
	d=$SCRATCH_MNT/${form%:*}
	mkdir "$d"
	pptr-bench "$d" "${form#*:}" 1 create > /dev/null
	assert_eq "${form%:*} form" "$(dir_form "$d/d0")" "${form%:*}"
	set -- "$@" "$(stat -c %i "$d/d0/f11")" "parent pointer"
	rm "$d/d0/f10" "$d/d0/f12"
	set_errortag pptr_orphan 1
	rm "$d/d0/f11"
	set_errortag pptr_orphan 0
done
scratch_corrupted_on_purpose
assert_scrub_reports "f11 orphaned in merged free space" "$@"
