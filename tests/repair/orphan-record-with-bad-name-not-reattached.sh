# An orphan whose only record holds a name that no entry may have (a
# slash in it, written over the record with the CRC made good again, as
# a stray write would leave it): repair must not make an entry of that
# name, in its directory or as lost+found's NAME.INO. The file loses its
# entry to an unlink that keeps the link and the record (pptr_orphan),
# then its record's name "file" becomes "f/le". After xfs_scrub, d holds
# only its other file, the orphan is in lost+found under a valid name
# with its contents, and xfs_scrub -n and xfs_repair -n are clean.
require_parent_pointers
require_tool xfs_scrub xfs_db xfs_repair xfs-dirents
ino=$(corrupt_setup)
scratch_mount
require_errtag pptr_orphan
set_errortag pptr_orphan 1
rm "$SCRATCH_MNT/d/file"
set_errortag pptr_orphan 0
scratch_unmount
sf_pptr_patch "$ino" 17 0x2f	# "file" -> "f/le"
scratch_mount
assert_scrub_reports "the orphan's bad record" "$ino" "parent pointer"

scrub_repairs
assert_eq "d holds only its other file" "$(ls -A "$SCRATCH_MNT/d")" other
lf=$(xfs-dirents "$SCRATCH_MNT/lost+found" | awk -v i="$ino" '$2 == i')
echo "lost+found: $lf"
assert_eq "the orphan has one entry in lost+found" \
	"$(printf '%s\n' "$lf" | grep -c .)" 1
name=$(printf '%s\n' "$lf" | cut -d' ' -f3-)
assert_fails "its name holds no slash" expr "$name" : '.*/'
assert_eq "and is the file, with its contents" \
	"$(cat "$SCRATCH_MNT/lost+found/$name")" data
scratch_unmount
st=0
xfs_repair -n "$SCRATCH_DEV" > "$PP_STATE/n.out" 2>&1 || st=$?
[ "$st" = 0 ] || grep -v '^ *- \|^Phase' "$PP_STATE/n.out" | head -20
assert_eq "xfs_repair -n is then clean" "$st" 0
