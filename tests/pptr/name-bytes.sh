# Records hold names of 255 bytes, and names made of every byte value but
# NUL and '/'.
require_parent_pointers
scratch_mkfs_parent
scratch_mount
cd "$SCRATCH_MNT"

long=$(head -c 255 /dev/zero | tr '\0' n)
: > "$long"
assert_records "255-byte name" "$long" "$(dirent_record . "$long")"
assert_eq "its recorded length" "$(records "$long" | cut -d: -f4 | tr -d '\n' | wc -c)" 255

# Bytes 1..255 except '/' (47) and '\n' (kept out of this shell check),
# spread over names of 60 bytes.
i=1
n=0
while [ $i -le 255 ]; do
	name=
	while [ $i -le 255 ] && [ ${#name} -lt 60 ]; do
		case $i in 10|47) ;; *) name="$name$(printf "\\$(printf %o $i)")" ;; esac
		i=$((i + 1))
	done
	: > "$SCRATCH_MNT/$name"
	got=$(xfs_io -r -c "parent -s" "$SCRATCH_MNT/$name" |
		sed 's/^[^:]*:[^:]*:[^:]*://')
	[ "$got" = "$name" ] && n=$((n + 1))
done
assert_eq "every byte value round-trips" "$n" 5
