# Symlinks on a parent-pointer filesystem whose targets are 1 to 1023
# bytes long, each made once with a one-byte and once with a 250-byte
# link name, so that the record's attr fork and the target compete for
# the inode's literal area in every way: each reads back its exact target
# after a remount, every record matches its entry, and xfs_scrub -n and
# xfs_repair -n are clean. With a short name a target that fits next to
# the record's attr fork stays inline (no block spent on it); one that
# does not is in a block of its own.
#
# Issue 17 item 5 asked whether a target written inline and then pushed
# to a block by the record's fork add, in the same transaction, goes
# wrong; this test is the answer that it does not (see the note there).
require_parent_pointers
require_tool xfs_scrub xfs_db xfs_repair
scratch_mkfs_parent > /dev/null
scratch_mount
mkdir "$SCRATCH_MNT/s" "$SCRATCH_MNT/l"
long=$(head -c 250 /dev/zero | tr '\0' n)
lens="1 100 190 192 194 200 250 290 296 298 300 330 336 338 500 1023"
for n in $lens; do
	t=$(head -c "$n" /dev/zero | tr '\0' t)
	ln -s "$t" "$SCRATCH_MNT/s/$n"
	ln -s "$t" "$SCRATCH_MNT/l/$n-$long"
done
scratch_unmount
# The data fork format of /PATH on the unmounted scratch device.
format() {
	xfs_db -r -c "path /$1" -c "print core.format" "$SCRATCH_DEV" |
		sed -n 's/^core.format = [0-9]* (\(.*\))$/\1/p'
}
for n in $lens; do
	if [ "$n" -le 296 ]; then want=local; else want=extents; fi
	assert_eq "a $n-byte target with a short name is $want" \
		"$(format "s/$n")" "$want"
done
st=0
xfs_repair -n "$SCRATCH_DEV" > "$PP_STATE/repair.out" 2>&1 || st=$?
assert_eq "xfs_repair -n is clean" "$st" 0
scratch_mount
for n in $lens; do
	t=$(head -c "$n" /dev/zero | tr '\0' t)
	assert_eq "$n-byte target, short name" "$(readlink "$SCRATCH_MNT/s/$n")" "$t"
	assert_eq "$n-byte target, long name" \
		"$(readlink "$SCRATCH_MNT/l/$n-$long")" "$t"
done
assert_ok "every record matches its entry" check_tree_records "$SCRATCH_MNT"
st=0
xfs_scrub -n "$SCRATCH_MNT" > "$PP_STATE/scrub.out" 2>&1 || st=$?
assert_eq "xfs_scrub -n is clean" "$st" 0
