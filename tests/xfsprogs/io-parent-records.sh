# xfs_io parent lists one record per link, with the directory's inode
# number and generation, the entry's offset and its name, in full (the
# default) and as ino:gen:offset:name (-s).
require_parent_pointers
scratch_mkfs_parent
scratch_mount
mkdir "$SCRATCH_MNT/d"
echo data > "$SCRATCH_MNT/d/f"
ln "$SCRATCH_MNT/d/f" "$SCRATCH_MNT/g"
want=$(printf '%s\n' "$(dirent_record "$SCRATCH_MNT/d" f)" \
	"$(dirent_record "$SCRATCH_MNT" g)" | sort)
assert_eq "-s: one line per link, matching readdir" \
	"$(xfs_io -r -c "parent -s" "$SCRATCH_MNT/d/f" | sort)" "$want"
full=$(xfs_io -r -c parent "$SCRATCH_MNT/d/f")
echo "$full"
assert_eq "default: five fields per record" \
	"$(echo "$full" | grep -c -E '^p_(ino|gen|diroffset|namelen|name) ')" 10
assert_eq "the same records in full" \
	"$(echo "$full" | awk '/^p_ino/ { i = $3 } /^p_gen/ { g = $3 }
		/^p_diroffset/ { o = $3 } /^p_name / { n = $3; gsub(/"/, "", n)
		print i ":" g ":" o ":" n }' | sort)" "$want"
assert_eq "a directory has one record" \
	"$(xfs_io -r -c "parent -s" "$SCRATCH_MNT/d")" \
	"$(dirent_record "$SCRATCH_MNT" d)"
