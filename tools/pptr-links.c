// SPDX-License-Identifier: GPL-2.0
/*
 * pptr-links: make or remove many hard links quickly, for tests of inodes
 * with very many parent pointers (a shell loop of ln forks once per link,
 * which under emulation takes minutes for 10^5 links).
 *
 *   pptr-links add FILE DIR COUNT   link FILE as DIR/l0 ... DIR/l(COUNT-1)
 *   pptr-links del DIR COUNT        unlink DIR/l0 ... DIR/l(COUNT-1)
 *
 * Stops at the first failure, saying which name failed and why; exit
 * status 0 only if every call succeeded.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static int usage(void)
{
	fprintf(stderr,
		"usage: pptr-links add FILE DIR COUNT | del DIR COUNT\n");
	return 2;
}

int main(int argc, char **argv)
{
	char path[4096];
	long count, i;
	int add;

	if (argc == 5 && !strcmp(argv[1], "add"))
		add = 1;
	else if (argc == 4 && !strcmp(argv[1], "del"))
		add = 0;
	else
		return usage();
	count = strtol(argv[argc - 1], NULL, 10);
	if (count < 0)
		return usage();
	for (i = 0; i < count; i++) {
		const char *dir = argv[add ? 3 : 2];
		int ret;

		snprintf(path, sizeof(path), "%s/l%ld", dir, i);
		ret = add ? link(argv[2], path) : unlink(path);
		if (ret) {
			fprintf(stderr, "pptr-links: %s %s: %s\n",
				add ? "link" : "unlink", path, strerror(errno));
			return 1;
		}
	}
	return 0;
}
