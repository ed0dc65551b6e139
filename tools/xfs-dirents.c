// SPDX-License-Identifier: GPL-2.0
/*
 * xfs-dirents: list a directory as "COOKIE INO NAME" lines, where COOKIE is
 * the readdir position of the entry (what telldir() returns just before
 * readdir() returns it).  On XFS that is the entry's directory offset, the
 * value a parent pointer records; this gives the tests a check of the
 * records that does not go through the parent pointer code.  "." and ".."
 * are left out unless -a is given; ".." then shows the parent that the
 * directory itself stores, which a path lookup of DIR/.. never reads.
 */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <string.h>

int main(int argc, char **argv)
{
	struct dirent *de;
	const char *dir;
	long cookie;
	int all = 0;
	DIR *d;

	if (argc == 3 && !strcmp(argv[1], "-a"))
		all = 1;
	if (argc != 2 + all) {
		fprintf(stderr, "usage: xfs-dirents [-a] DIR\n");
		return 2;
	}
	dir = argv[1 + all];
	d = opendir(dir);
	if (!d) {
		fprintf(stderr, "xfs-dirents: %s: %s\n", dir, strerror(errno));
		return 1;
	}
	for (;;) {
		cookie = telldir(d);
		errno = 0;
		de = readdir(d);
		if (!de)
			break;
		if (!all && (!strcmp(de->d_name, ".") ||
			     !strcmp(de->d_name, "..")))
			continue;
		printf("%ld %llu %s\n", cookie, (unsigned long long)de->d_ino,
		       de->d_name);
	}
	if (errno) {
		fprintf(stderr, "xfs-dirents: %s: %s\n", dir, strerror(errno));
		return 1;
	}
	closedir(d);
	return 0;
}
