// SPDX-License-Identifier: GPL-2.0
/*
 * pptr-tree: the directory tree and the parent pointers of a whole parent
 * pointer filesystem, in one process, for tests that compare the tree
 * before and after an operation many times.
 *
 *   pptr-tree snapshot MNT   every entry below the mount point MNT, as
 *                            "E DIRINO OFFSET INO NLINK NAME", and every
 *                            record of every inode found, as
 *                            "R INO PINO:PGEN:OFFSET:NAME", sorted
 *   pptr-tree check MNT      every inode below MNT has exactly one record
 *                            per link, matching readdir (directory inode,
 *                            generation, readdir position, name), and the
 *                            root has none; prints each mismatch and exits
 *                            1 if there is one
 *
 * Records are read by handle (XFS_IOC_GETPARENTS_V5_BY_HANDLE), with the
 * generation from bulkstat, so that symlinks and special files are read
 * the same way as the rest.  Needs CAP_SYS_ADMIN.  Entry offsets are the
 * readdir positions (telldir() before readdir() returns the entry).
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

/* One directory entry found by the walk. */
struct entry {
	uint64_t	dir;		/* inode of the directory */
	uint32_t	dirgen;		/* its generation */
	long		offset;		/* readdir position */
	uint64_t	ino;		/* the entry's inode */
	unsigned long	nlink;
	char		*name;
};

static struct entry *ents;
static size_t nents, maxents;
static int mnt_fd;
static struct xfs_handle fs_handle;

/* Print what failed and exit 2: an error of the tool, not of the tree. */
static void die(const char *what, int err)
{
	fprintf(stderr, "pptr-tree: %s: %s\n", what, strerror(err));
	exit(2);
}

/* The generation of inode @ino, from bulkstat. */
static uint32_t inode_gen(uint64_t ino)
{
	struct xfs_fsop_bulkreq req;
	struct xfs_bstat bs;
	__u64 last = ino;

	memset(&req, 0, sizeof(req));
	req.lastip = &last;
	req.icount = 1;
	req.ubuffer = &bs;
	if (ioctl(mnt_fd, XFS_IOC_FSBULKSTAT_SINGLE, &req))
		die("XFS_IOC_FSBULKSTAT_SINGLE", errno);
	return bs.bs_gen;
}

/* Remember one entry. */
static void add_entry(uint64_t dir, uint32_t dirgen, long offset,
		      uint64_t ino, unsigned long nlink, const char *name)
{
	if (nents == maxents) {
		maxents = maxents ? 2 * maxents : 1024;
		ents = realloc(ents, maxents * sizeof(*ents));
		if (!ents)
			die("realloc", ENOMEM);
	}
	ents[nents].dir = dir;
	ents[nents].dirgen = dirgen;
	ents[nents].offset = offset;
	ents[nents].ino = ino;
	ents[nents].nlink = nlink;
	ents[nents].name = strdup(name);
	if (!ents[nents].name)
		die("strdup", ENOMEM);
	nents++;
}

/* Read the entries of directory @path and of every directory below it. */
static void walk(const char *path)
{
	struct dirent *de;
	struct stat st, cst;
	uint32_t gen;
	char *sub;
	long pos;
	DIR *d;

	d = opendir(path);
	if (!d)
		die(path, errno);
	if (fstat(dirfd(d), &st))
		die(path, errno);
	gen = inode_gen(st.st_ino);
	for (;;) {
		pos = telldir(d);
		errno = 0;
		de = readdir(d);
		if (!de)
			break;
		if (!strcmp(de->d_name, ".") || !strcmp(de->d_name, ".."))
			continue;
		if (fstatat(dirfd(d), de->d_name, &cst, AT_SYMLINK_NOFOLLOW))
			die(de->d_name, errno);
		add_entry(st.st_ino, gen, pos, de->d_ino, cst.st_nlink,
			  de->d_name);
		if (S_ISDIR(cst.st_mode)) {
			if (asprintf(&sub, "%s/%s", path, de->d_name) < 0)
				die("asprintf", ENOMEM);
			walk(sub);
			free(sub);
		}
	}
	if (errno)
		die(path, errno);
	closedir(d);
}

/* Append the records of inode @ino, as "PINO:PGEN:OFFSET:NAME" lines. */
static size_t read_records(uint64_t ino, char ***lines)
{
	static struct xfs_getparents_v5_rec buf[64];
	struct xfs_getparents_v5_by_handle req;
	size_t n = 0;
	uint32_t i;

	memset(&req, 0, sizeof(req));
	req.gph_handle = fs_handle;
	req.gph_handle.ha_fid.fid_len = sizeof(xfs_fid_t) -
					sizeof(req.gph_handle.ha_fid.fid_len);
	req.gph_handle.ha_fid.fid_ino = ino;
	req.gph_handle.ha_fid.fid_gen = inode_gen(ino);
	req.gph_request.gp_buffer = (uintptr_t)buf;
	req.gph_request.gp_bufsize = sizeof(buf);
	*lines = NULL;
	do {
		if (ioctl(mnt_fd, XFS_IOC_GETPARENTS_V5_BY_HANDLE, &req))
			die("XFS_IOC_GETPARENTS_V5_BY_HANDLE", errno);
		*lines = realloc(*lines, (n + req.gph_request.gp_count) *
				 sizeof(char *));
		if (!*lines && req.gph_request.gp_count)
			die("realloc", ENOMEM);
		for (i = 0; i < req.gph_request.gp_count; i++, n++) {
			if (asprintf(&(*lines)[n], "%llu:%u:%u:%s",
				     (unsigned long long)buf[i].gpr_ino,
				     buf[i].gpr_gen, buf[i].gpr_diroffset,
				     (char *)buf[i].gpr_name) < 0)
				die("asprintf", ENOMEM);
		}
	} while (!(req.gph_request.gp_oflags & XFS_GETPARENTS_V5_DONE));
	return n;
}

/* Order strings, for qsort. */
static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Order entries by their inode, for qsort. */
static int cmp_ino(const void *a, const void *b)
{
	const struct entry *x = a, *y = b;

	return x->ino < y->ino ? -1 : x->ino > y->ino;
}

/* Print and free @n sorted lines, each after @prefix. */
static void print_lines(const char *prefix, char **lines, size_t n)
{
	size_t i;

	qsort(lines, n, sizeof(char *), cmp_str);
	for (i = 0; i < n; i++) {
		printf("%s%s\n", prefix, lines[i]);
		free(lines[i]);
	}
	free(lines);
}

/* pptr-tree snapshot: every entry and every record, sorted. */
static int snapshot(void)
{
	char **lines, **recs, prefix[32];
	size_t i, n;

	lines = malloc((nents + 1) * sizeof(char *));
	if (!lines)
		die("malloc", ENOMEM);
	for (i = 0; i < nents; i++)
		if (asprintf(&lines[i], "E %llu %ld %llu %lu %s",
			     (unsigned long long)ents[i].dir, ents[i].offset,
			     (unsigned long long)ents[i].ino, ents[i].nlink,
			     ents[i].name) < 0)
			die("asprintf", ENOMEM);
	print_lines("", lines, nents);

	qsort(ents, nents, sizeof(*ents), cmp_ino);
	for (i = 0; i < nents; i++) {
		if (i && ents[i].ino == ents[i - 1].ino)
			continue;
		n = read_records(ents[i].ino, &recs);
		snprintf(prefix, sizeof(prefix), "R %llu ",
			 (unsigned long long)ents[i].ino);
		print_lines(prefix, recs, n);
	}
	return 0;
}

/* pptr-tree check: every inode's records against its entries. */
static int check(uint64_t root)
{
	char **want, **got;
	size_t i, j, k, n;
	int bad = 0;

	qsort(ents, nents, sizeof(*ents), cmp_ino);
	for (i = 0; i < nents; i = j) {
		for (j = i; j < nents && ents[j].ino == ents[i].ino; j++)
			;
		want = malloc((j - i) * sizeof(char *));
		if (!want)
			die("malloc", ENOMEM);
		for (k = i; k < j; k++)
			if (asprintf(&want[k - i], "%llu:%u:%ld:%s",
				     (unsigned long long)ents[k].dir,
				     ents[k].dirgen, ents[k].offset,
				     ents[k].name) < 0)
				die("asprintf", ENOMEM);
		qsort(want, j - i, sizeof(char *), cmp_str);
		n = read_records(ents[i].ino, &got);
		qsort(got, n, sizeof(char *), cmp_str);
		for (k = 0; k < n || k < j - i; k++) {
			if (k < n && k < j - i && !strcmp(want[k], got[k]))
				continue;
			printf("inode %llu: want %s, got %s\n",
			       (unsigned long long)ents[i].ino,
			       k < j - i ? want[k] : "(none)",
			       k < n ? got[k] : "(none)");
			bad = 1;
		}
		for (k = 0; k < j - i; k++)
			free(want[k]);
		for (k = 0; k < n; k++)
			free(got[k]);
		free(want);
		free(got);
	}
	n = read_records(root, &got);
	if (n) {
		printf("the root has %zu records\n", n);
		bad = 1;
	}
	for (k = 0; k < n; k++)
		free(got[k]);
	free(got);
	return bad;
}

/* Walk the filesystem at argv[2], then snapshot or check it. */
int main(int argc, char **argv)
{
	struct xfs_fsop_handlereq hreq;
	__u32 hlen = sizeof(fs_handle);
	struct stat st;

	if (argc != 3 || (strcmp(argv[1], "snapshot") && strcmp(argv[1], "check"))) {
		fprintf(stderr, "usage: pptr-tree snapshot|check MNT\n");
		return 2;
	}
	mnt_fd = open(argv[2], O_RDONLY | O_DIRECTORY);
	if (mnt_fd < 0 || fstat(mnt_fd, &st))
		die(argv[2], errno);
	memset(&hreq, 0, sizeof(hreq));
	hreq.path = argv[2];
	hreq.ohandle = &fs_handle;
	hreq.ohandlen = &hlen;
	if (ioctl(mnt_fd, XFS_IOC_PATH_TO_FSHANDLE, &hreq))
		die("XFS_IOC_PATH_TO_FSHANDLE", errno);
	walk(argv[2]);
	if (!strcmp(argv[1], "snapshot"))
		return snapshot();
	return check(st.st_ino);
}
