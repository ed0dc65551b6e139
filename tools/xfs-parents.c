// SPDX-License-Identifier: GPL-2.0
/*
 * xfs-parents: show the parent pointers of an inode, or every path to it,
 * through XFS_IOC_GETPARENTS_V5(_BY_HANDLE).
 *
 *   xfs-parents [-s] [-b BYTES] FILE          records of FILE
 *   xfs-parents -p|-z [-b BYTES] FILE         every path (-z: the first) of FILE
 *   xfs-parents [-s|-p|-z] -i INO -g GEN MNT  the same for inode INO, gen GEN,
 *                                             of the filesystem mounted at MNT
 *
 * Records print as "parent_ino=N parent_gen=N diroffset=N name=NAME", or
 * with -s as "INO:GEN:OFFSET:NAME".  Paths are found by walking records up
 * to the root directory, which has none.  -b sets the buffer size for each
 * ioctl call, so that long listings take several calls.  -T N (with -p
 * or -z) repeats the path walk N times and prints the mean time of one
 * walk in nanoseconds on stderr, for make bench.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include "xfs_uapi.h"

#define MAX_DEPTH	4096

static size_t bufsize = 32 * sizeof(struct xfs_getparents_v5_rec);
static int fs_fd = -1;			/* any fd on the filesystem */
static struct xfs_handle fs_handle;	/* its filesystem handle */
static uint64_t root_ino;
static const char *mnt;
static const char *prog = "xfs-parents";

struct record {
	uint64_t	ino;
	uint32_t	gen;
	uint32_t	diroffset;
	char		name[256];
};

static void die(const char *what, int err)
{
	fprintf(stderr, "%s: %s: %s\n", prog, what, strerror(err));
	exit(1);
}

/*
 * Read every record of one inode: of @fd if @ino is 0, else of the inode
 * with that number and generation, by handle.  Returns the count.
 */
static size_t read_records(int fd, uint64_t ino, uint32_t gen,
			   struct record **out)
{
	struct xfs_getparents_v5_by_handle req;
	struct xfs_getparents_v5_rec *buf;
	struct record *recs = NULL;
	size_t n = 0, i;
	int ret;

	buf = malloc(bufsize);
	if (!buf)
		die("malloc", ENOMEM);
	memset(&req, 0, sizeof(req));
	if (ino) {
		req.gph_handle = fs_handle;
		req.gph_handle.ha_fid.fid_len = sizeof(xfs_fid_t) -
					sizeof(req.gph_handle.ha_fid.fid_len);
		req.gph_handle.ha_fid.fid_ino = ino;
		req.gph_handle.ha_fid.fid_gen = gen;
	}
	req.gph_request.gp_buffer = (uintptr_t)buf;
	req.gph_request.gp_bufsize = bufsize;
	do {
		if (ino)
			ret = ioctl(fs_fd, XFS_IOC_GETPARENTS_V5_BY_HANDLE, &req);
		else
			ret = ioctl(fd, XFS_IOC_GETPARENTS_V5, &req.gph_request);
		if (ret)
			die(ino ? "XFS_IOC_GETPARENTS_V5_BY_HANDLE" :
				  "XFS_IOC_GETPARENTS_V5", errno);
		recs = realloc(recs, (n + req.gph_request.gp_count) *
				     sizeof(*recs));
		if (!recs && req.gph_request.gp_count)
			die("realloc", ENOMEM);
		for (i = 0; i < req.gph_request.gp_count; i++, n++) {
			recs[n].ino = buf[i].gpr_ino;
			recs[n].gen = buf[i].gpr_gen;
			recs[n].diroffset = buf[i].gpr_diroffset;
			snprintf(recs[n].name, sizeof(recs[n].name), "%s",
				 (char *)buf[i].gpr_name);
		}
	} while (!(req.gph_request.gp_oflags & XFS_GETPARENTS_V5_DONE));
	free(buf);
	*out = recs;
	return n;
}

/* Build the path of directory (ino, gen) below the mount into @path. */
static int dir_path(uint64_t ino, uint32_t gen, char *path, size_t len,
		    int depth)
{
	struct record *recs;
	char up[PATH_MAX];
	size_t n;
	int err;

	if (ino == root_ino) {
		snprintf(path, len, "%s", mnt);
		return 0;
	}
	if (depth > MAX_DEPTH)
		return -ELOOP;
	n = read_records(-1, ino, gen, &recs);
	if (n != 1) {
		free(recs);
		return -EUCLEAN;	/* EFSCORRUPTED */
	}
	err = dir_path(recs[0].ino, recs[0].gen, up, sizeof(up), depth + 1);
	if (err) {
		free(recs);
		return err;
	}
	if ((size_t)snprintf(path, len, "%s/%s", up, recs[0].name) >= len) {
		free(recs);
		return -ENAMETOOLONG;
	}
	free(recs);
	return 0;
}

static void usage(void)
{
	fprintf(stderr,
		"usage: %s [-s|-p|-z] [-b BYTES] FILE\n"
		"       %s [-s|-p|-z] [-b BYTES] -i INO -g GEN MOUNTPOINT\n",
		prog, prog);
	exit(2);
}

/* Find the mount point above @path: the topmost directory on its device. */
static char *mount_root(const char *path)
{
	char *copy = strdup(path), *cur, *parent, *slash;
	struct stat st, up;

	/*
	 * Start from @path if it is a directory, else from the directory
	 * holding it, so as not to follow a symlink.
	 */
	if (!copy)
		die("strdup", ENOMEM);
	slash = strrchr(copy, '/');
	if (lstat(path, &st) == 0 && S_ISDIR(st.st_mode))
		cur = realpath(path, NULL);
	else if (!slash)
		cur = realpath(".", NULL);
	else if (slash == copy)
		cur = realpath("/", NULL);
	else {
		*slash = '\0';
		cur = realpath(copy, NULL);
	}
	free(copy);
	if (!cur || stat(cur, &st))
		die(path, errno);
	while (strcmp(cur, "/")) {
		parent = strdup(cur);
		if (!parent)
			die("strdup", ENOMEM);
		slash = strrchr(parent, '/');
		slash[slash == parent ? 1 : 0] = '\0';
		if (stat(parent, &up))
			die(parent, errno);
		if (up.st_dev != st.st_dev) {
			free(parent);
			break;
		}
		free(cur);
		cur = parent;
	}
	return cur;
}

int main(int argc, char **argv)
{
	int mode = 'r', shortfmt = 0, opt, fd;
	unsigned long repeat = 0, r;
	struct timespec t0, t1;
	uint64_t ino = 0;
	uint32_t gen = 0;
	int have_gen = 0;
	struct xfs_fsop_handlereq hreq;
	__u32 hlen = 0;
	struct record *recs;
	struct stat st, st_root;
	size_t n, i;

	while ((opt = getopt(argc, argv, "spzb:i:g:T:")) != -1) {
		switch (opt) {
		case 's':
			shortfmt = 1;
			break;
		case 'p':
		case 'z':
			mode = opt;
			break;
		case 'b':
			bufsize = strtoul(optarg, NULL, 0);
			if (bufsize > UINT32_MAX)
				usage();
			break;
		case 'i':
			ino = strtoull(optarg, NULL, 0);
			break;
		case 'g':
			gen = strtoul(optarg, NULL, 0);
			have_gen = 1;
			break;
		case 'T':
			repeat = strtoul(optarg, NULL, 0);
			break;
		default:
			usage();
		}
	}
	if (optind != argc - 1 || (ino && !have_gen) || bufsize == 0)
		usage();

	if (lstat(argv[optind], &st))
		die(argv[optind], errno);
	mnt = mount_root(argv[optind]);
	fs_fd = open(mnt, O_RDONLY | O_DIRECTORY);
	if (fs_fd < 0 || fstat(fs_fd, &st_root))
		die(mnt, errno);
	root_ino = st_root.st_ino;

	memset(&hreq, 0, sizeof(hreq));
	hreq.path = (void *)mnt;
	hreq.ohandle = &fs_handle;
	hreq.ohandlen = &hlen;
	if (ioctl(fs_fd, XFS_IOC_PATH_TO_FSHANDLE, &hreq))
		die("XFS_IOC_PATH_TO_FSHANDLE", errno);

	/*
	 * Regular files and directories are asked through their own file
	 * descriptor; an ioctl on anything else would go to its driver, so
	 * those are asked by handle, from their inode number and generation.
	 */
	fd = -1;
	if (!ino && (S_ISREG(st.st_mode) || S_ISDIR(st.st_mode))) {
		fd = open(argv[optind], O_RDONLY | O_NOFOLLOW);
		if (fd < 0)
			die(argv[optind], errno);
	} else if (!ino) {
		struct xfs_fsop_bulkreq breq;
		struct xfs_bstat bs;
		__u64 last = st.st_ino;
		__s32 count = 0;

		memset(&breq, 0, sizeof(breq));
		breq.lastip = &last;
		breq.icount = 1;
		breq.ubuffer = &bs;
		breq.ocount = &count;
		if (ioctl(fs_fd, XFS_IOC_FSBULKSTAT_SINGLE, &breq))
			die("XFS_IOC_FSBULKSTAT_SINGLE", errno);
		ino = st.st_ino;
		gen = bs.bs_gen;
	}

	if (repeat && mode != 'r') {
		char path[PATH_MAX];

		clock_gettime(CLOCK_MONOTONIC, &t0);
		for (r = 0; r < repeat; r++) {
			n = read_records(fd, ino, gen, &recs);
			for (i = 0; i < n; i++)
				if (dir_path(recs[i].ino, recs[i].gen, path,
					     sizeof(path), 0))
					die("path walk", EUCLEAN);
			free(recs);
		}
		clock_gettime(CLOCK_MONOTONIC, &t1);
		fprintf(stderr, "%lld\n",
			((t1.tv_sec - t0.tv_sec) * 1000000000LL +
			 (t1.tv_nsec - t0.tv_nsec)) / (long long)repeat);
	}

	n = read_records(fd, ino, gen, &recs);
	for (i = 0; i < n; i++) {
		char path[PATH_MAX];
		int err;

		if (mode == 'r') {
			printf(shortfmt ? "%llu:%u:%u:%s\n" :
			       "parent_ino=%llu parent_gen=%u diroffset=%u name=%s\n",
			       (unsigned long long)recs[i].ino, recs[i].gen,
			       recs[i].diroffset, recs[i].name);
			continue;
		}
		err = dir_path(recs[i].ino, recs[i].gen, path, sizeof(path), 0);
		if (err)
			die(recs[i].name, -err);
		printf("%s%s%s\n", path, strcmp(path, "/") ? "/" : "",
		       recs[i].name);
		if (mode == 'z')
			break;
	}
	free(recs);
	return 0;
}
