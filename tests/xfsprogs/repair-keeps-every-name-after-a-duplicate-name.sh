# A leaf-form directory (400 files, 3 subdirectories): on the unmounted
# device, xfs_db renames one entry of its second data block to the name
# of an entry of its first ("file0250" becomes "file0001", same length;
# the block's CRC is rewritten, so only the name is wrong). xfs_repair
# junks the duplicate and rebuilds the directory; the rebuild must not
# stop at the duplicate and drop every name after it. The junked entry's
# file is put back from its parent pointer under its own name, at its
# own offset: the tree is exactly as before, nothing is in lost+found,
# and xfs_repair -n is then clean.
require_parent_pointers
require_tool xfs_db xfs_repair xfs-dirents
. /tests/lib/dirdamage.sh
. /tests/lib/dirrepair.sh
dir_dup_name_make
dir_xfs_repair_restores "$dino"
