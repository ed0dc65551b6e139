// SPDX-License-Identifier: GPL-2.0
/*
 * renameat2: rename(2) with flags, which the guest's busybox mv lacks.
 *
 *   renameat2 [-n | -x | -w] OLD NEW
 *   -n RENAME_NOREPLACE, -x RENAME_EXCHANGE, -w RENAME_WHITEOUT
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	unsigned int flags = 0;
	int opt;

	while ((opt = getopt(argc, argv, "nxw")) != -1) {
		switch (opt) {
		case 'n':
			flags |= RENAME_NOREPLACE;
			break;
		case 'x':
			flags |= RENAME_EXCHANGE;
			break;
		case 'w':
			flags |= RENAME_WHITEOUT;
			break;
		default:
			goto usage;
		}
	}
	if (optind != argc - 2)
		goto usage;
	if (renameat2(AT_FDCWD, argv[optind], AT_FDCWD, argv[optind + 1],
		      flags)) {
		fprintf(stderr, "renameat2: %s -> %s: %s\n", argv[optind],
			argv[optind + 1], strerror(errno));
		return 1;
	}
	return 0;
usage:
	fprintf(stderr, "usage: renameat2 [-n|-x|-w] OLD NEW\n");
	return 2;
}
