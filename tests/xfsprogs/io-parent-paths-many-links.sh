# xfs_io parent -p prints every path of a file with 200 links in 10
# directories at depths 1 to 20, -z the first only, and by inode number
# and generation the same; a 1-record buffer (-b) gives the same answer.
require_parent_pointers
scratch_mkfs_parent
scratch_mount
cd "$SCRATCH_MNT"
deep=$(seq 1 20 | sed 's/^/level/' | tr '\n' / | sed 's|/$||')
mkdir -p "$deep"
echo data > "$deep/f"
want="$SCRATCH_MNT/$deep/f"
for d in $(seq 0 9); do
	mkdir "d$d"
	for i in $(seq 1 20); do
		[ "$d$i" = 920 ] && continue
		ln "$deep/f" "d$d/link$i"
		want="$want
$SCRATCH_MNT/d$d/link$i"
	done
done
want=$(printf '%s\n' "$want" | sort)
assert_eq "200 links" "$(stat -c %h "$deep/f")" 200
assert_eq "-p: every path" "$(xfs_io -r -c "parent -p" d3/link7 | sort)" "$want"
assert_eq "-p with a one-record buffer" \
	"$(xfs_io -r -c "parent -p -b 280" d3/link7 | sort)" "$want"
assert_eq "-s with a one-record buffer" \
	"$(xfs_io -r -c "parent -s -b 280" d3/link7 | sort)" "$(records d3/link7)"
ino=$(stat -c %i d3/link7)
gen=$(inode_gen d3/link7)
assert_eq "-p by inode number and generation" \
	"$(xfs_io -r -c "parent -p $ino $gen" "$SCRATCH_MNT" | sort)" "$want"
z=$(xfs_io -r -c "parent -z" d3/link7)
assert_eq "-z: one path" "$(echo "$z" | wc -l)" 1
assert_eq "-z: one of them" "$(stat -c %i "$z")" "$ino"
assert_eq "-p of the root is the mount point" \
	"$(xfs_io -r -c "parent -p" "$SCRATCH_MNT")" "$SCRATCH_MNT"
cd /
