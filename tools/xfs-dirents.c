// SPDX-License-Identifier: GPL-2.0
/*
 * xfs-dirents: list a directory as "COOKIE INO NAME" lines, where COOKIE is
 * the readdir position of the entry (what telldir() returns just before
 * readdir() returns it).  On XFS that is the entry's directory offset, the
 * value a parent pointer records; this gives the tests a check of the
 * records that does not go through the parent pointer code.
 */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <string.h>

int main(int argc, char **argv)
{
	struct dirent *de;
	long cookie;
	DIR *d;

	if (argc != 2) {
		fprintf(stderr, "usage: xfs-dirents DIR\n");
		return 2;
	}
	d = opendir(argv[1]);
	if (!d) {
		fprintf(stderr, "xfs-dirents: %s: %s\n", argv[1], strerror(errno));
		return 1;
	}
	for (;;) {
		cookie = telldir(d);
		errno = 0;
		de = readdir(d);
		if (!de)
			break;
		if (!strcmp(de->d_name, ".") || !strcmp(de->d_name, ".."))
			continue;
		printf("%ld %llu %s\n", cookie, (unsigned long long)de->d_ino,
		       de->d_name);
	}
	if (errno) {
		fprintf(stderr, "xfs-dirents: %s: %s\n", argv[1], strerror(errno));
		return 1;
	}
	closedir(d);
	return 0;
}
