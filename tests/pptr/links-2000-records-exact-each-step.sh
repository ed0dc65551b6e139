# A file gets 2,000 hard links (pp.step_links), one at a time, which are
# then removed one at a time, in the order they were made; after every
# single link and unlink the file's records are exactly its links: one
# per entry, with the directory's inode and generation, the entry's
# readdir position and its name, as many as the link count
# (tools/pptr-link-steps.c). On the way up the attr fork goes through
# shortform, leaf and node form, and back down on the way down, each
# seen on disk with xfs_db. Last, the check itself is shown to catch a
# link whose record was left out (error tag pptr_skip_add).
require_parent_pointers
require_tool pptr-link-steps xfs_db
scratch_mkfs_parent
scratch_mount
M=$SCRATCH_MNT
n=$(knob step_links 2000)
mkdir "$M/d"
echo data > "$M/d/f"
ino=$(stat -c %i "$M/d/f")

# attr_form: "local", "leaf" or "node": the format of the file's attr fork
# on disk (the filesystem frozen, so that the disk is up to date) and, in
# blocks, the magic number of its first block.
attr_form() {
	xfs_io -x -c freeze "$M"
	out=$(xfs_db -r -c "inode $ino" -c "print core.aformat" -c "ablock 0" \
		-c "print hdr.info.hdr.magic" "$SCRATCH_DEV" 2>&1)
	xfs_io -x -c thaw "$M"
	case $out in
	*"core.aformat = 1 (local)"*) echo local ;;
	*"magic = 0x3bee"*) echo leaf ;;
	*"magic = 0x3ebe"*) echo node ;;
	*) echo "unknown: $out" ;;
	esac
}

# steps OP FROM TO: pptr-link-steps OP over lFROM .. l(TO-1).
steps() {
	assert_ok "$1 l$2 to l$(($3 - 1)): records exact after every step" \
		pptr-link-steps "$1" "$M/d" f "$2" "$3"
}

# at LINKS FORM: the file has LINKS links and as many records, and its
# attr fork is in FORM.
at() {
	assert_eq "$1 links" "$(stat -c %h "$M/d/f")" "$1"
	assert_eq "$1 records (xfs_io parent)" \
		"$(xfs_io -r -c "parent -s" "$M/d/f" | wc -l)" "$1"
	assert_eq "attr fork in $2 form at $1 links" "$(attr_form)" "$2"
}

t0=$(cut -d' ' -f1 /proc/uptime)
at 1 local
steps add 0 4
at 5 local
steps add 4 40
at 41 leaf
steps add 40 "$n"
at $((n + 1)) node
assert_ok "every record matches the tree at $((n + 1)) links" \
	check_tree_records "$M"
steps del 0 $((n - 40))
at 41 leaf
steps del $((n - 40)) $((n - 4))
at 5 local
steps del $((n - 4)) "$n"
at 1 local
echo "$((2 * n)) steps in $(echo "$(cut -d' ' -f1 /proc/uptime) - $t0" | bc) s"

# The check catches a link without its record.
set_errortag pptr_skip_add 1
assert_fails "a link left without its record is caught" \
	pptr-link-steps add "$M/d" f "$n" $((n + 1))
set_errortag pptr_skip_add 0
rm "$M/d/l$n"
assert_ok "every record matches the tree at the end" check_tree_records "$M"
