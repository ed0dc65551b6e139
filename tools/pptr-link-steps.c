// SPDX-License-Identifier: GPL-2.0
/*
 * pptr-link-steps: add or remove hard links of one file one at a time and,
 * after every step, check that the file's parent pointers are exactly its
 * links, in one process (a check with xfs_io and xfs-dirents forks twice
 * per step, which under emulation takes minutes for thousands of steps).
 *
 *   pptr-link-steps add DIR NAME FROM TO   link DIR/NAME as DIR/lFROM ...
 *                                          DIR/l(TO-1), in that order
 *   pptr-link-steps del DIR NAME FROM TO   unlink DIR/lFROM ... DIR/l(TO-1)
 *
 * Every link of the file must be in DIR. Once before the first step and
 * after each one, the records of DIR/NAME (XFS_IOC_GETPARENTS_V5) must be
 * one per entry of DIR that names the file's inode, each with DIR's inode
 * number and generation, the entry's readdir position and its name; their
 * number must be the file's link count, which each step changes by one.
 * Prints the first step whose check fails, with what differs, and exits
 * 1; exits 2 if a call fails; prints "N steps checked" and exits 0
 * otherwise. Needs CAP_SYS_ADMIN.
 */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <unistd.h>
#include "xfs_uapi.h"

/* Print what failed and exit 2: an error of the tool, not of the records. */
static void die(const char *what, int err)
{
	fprintf(stderr, "pptr-link-steps: %s: %s\n", what, strerror(err));
	exit(2);
}

/* A growing array of "PINO:PGEN:OFFSET:NAME" strings. */
struct lines {
	char	**v;
	size_t	n, max;
};

/* Append one line made from the parts of a record. */
static void add_line(struct lines *l, uint64_t ino, uint32_t gen,
		     long offset, const char *name)
{
	if (l->n == l->max) {
		l->max = l->max ? 2 * l->max : 256;
		l->v = realloc(l->v, l->max * sizeof(char *));
		if (!l->v)
			die("realloc", ENOMEM);
	}
	if (asprintf(&l->v[l->n], "%llu:%u:%ld:%s", (unsigned long long)ino,
		     gen, offset, name) < 0)
		die("asprintf", ENOMEM);
	l->n++;
}

/* Free the lines and empty the array. */
static void clear_lines(struct lines *l)
{
	size_t i;

	for (i = 0; i < l->n; i++)
		free(l->v[i]);
	l->n = 0;
}

/* Order strings, for qsort. */
static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The entries of @dir that name inode @ino, read from the start. */
static void read_entries(DIR *dir, uint64_t dirino, uint32_t dirgen,
			 uint64_t ino, struct lines *l)
{
	struct dirent *de;
	long pos;

	rewinddir(dir);
	for (;;) {
		pos = telldir(dir);
		errno = 0;
		de = readdir(dir);
		if (!de)
			break;
		if (de->d_ino == ino && strcmp(de->d_name, ".") &&
		    strcmp(de->d_name, ".."))
			add_line(l, dirino, dirgen, pos, de->d_name);
	}
	if (errno)
		die("readdir", errno);
}

/* The records of the file open at @fd. */
static void read_records(int fd, struct lines *l)
{
	static struct xfs_getparents_v5_rec buf[XFS_GETPARENTS_V5_MAXBUF /
					       sizeof(struct xfs_getparents_v5_rec)];
	struct xfs_getparents_v5 req;
	uint32_t i;

	memset(&req, 0, sizeof(req));
	req.gp_buffer = (uintptr_t)buf;
	req.gp_bufsize = sizeof(buf);
	do {
		if (ioctl(fd, XFS_IOC_GETPARENTS_V5, &req))
			die("XFS_IOC_GETPARENTS_V5", errno);
		for (i = 0; i < req.gp_count; i++)
			add_line(l, buf[i].gpr_ino, buf[i].gpr_gen,
				 buf[i].gpr_diroffset, (char *)buf[i].gpr_name);
	} while (!(req.gp_oflags & XFS_GETPARENTS_V5_DONE));
}

/*
 * Check the records of the file at @fd against its entries in @dir and its
 * link count against @nlink (0: not known yet). Returns the link count, or
 * exits 1 saying what differs after @step.
 */
static unsigned long check(int fd, DIR *dir, uint64_t dirino,
			   uint32_t dirgen, unsigned long nlink,
			   const char *step)
{
	static struct lines want, got;
	struct stat st;
	size_t k;
	int bad = 0;

	if (fstat(fd, &st))
		die("fstat", errno);
	clear_lines(&want);
	clear_lines(&got);
	read_entries(dir, dirino, dirgen, st.st_ino, &want);
	read_records(fd, &got);
	qsort(want.v, want.n, sizeof(char *), cmp_str);
	qsort(got.v, got.n, sizeof(char *), cmp_str);
	if (nlink && st.st_nlink != nlink) {
		printf("%s: link count %lu, expected %lu\n", step,
		       (unsigned long)st.st_nlink, nlink);
		bad = 1;
	}
	if (want.n != st.st_nlink || got.n != st.st_nlink) {
		printf("%s: %zu entries, %zu records, link count %lu\n", step,
		       want.n, got.n, (unsigned long)st.st_nlink);
		bad = 1;
	}
	for (k = 0; k < want.n || k < got.n; k++) {
		if (k < want.n && k < got.n && !strcmp(want.v[k], got.v[k]))
			continue;
		printf("%s: want %s, got %s\n", step,
		       k < want.n ? want.v[k] : "(none)",
		       k < got.n ? got.v[k] : "(none)");
		bad = 1;
		break;
	}
	if (bad)
		exit(1);
	return st.st_nlink;
}

int main(int argc, char **argv)
{
	char name[64], step[96];
	unsigned long nlink;
	long from, to, i;
	uint32_t dirgen;
	struct stat st;
	int add, fd;
	DIR *dir;

	if (argc != 6 || (strcmp(argv[1], "add") && strcmp(argv[1], "del"))) {
		fprintf(stderr,
			"usage: pptr-link-steps add|del DIR NAME FROM TO\n");
		return 2;
	}
	add = !strcmp(argv[1], "add");
	from = strtol(argv[4], NULL, 10);
	to = strtol(argv[5], NULL, 10);
	dir = opendir(argv[2]);
	if (!dir || fstat(dirfd(dir), &st))
		die(argv[2], errno);
	if (ioctl(dirfd(dir), FS_IOC_GETVERSION, &dirgen))
		die("FS_IOC_GETVERSION", errno);
	fd = openat(dirfd(dir), argv[3], O_RDONLY);
	if (fd < 0)
		die(argv[3], errno);
	nlink = check(fd, dir, st.st_ino, dirgen, 0, "before the first step");
	for (i = from; i < to; i++) {
		snprintf(name, sizeof(name), "l%ld", i);
		if (add ? linkat(dirfd(dir), argv[3], dirfd(dir), name, 0) :
			  unlinkat(dirfd(dir), name, 0))
			die(name, errno);
		snprintf(step, sizeof(step), "after %s %s", argv[1], name);
		nlink = check(fd, dir, st.st_ino, dirgen,
			      add ? nlink + 1 : nlink - 1, step);
	}
	printf("%ld steps checked, %lu links\n", to > from ? to - from : 0,
	       nlink);
	return 0;
}
