// SPDX-License-Identifier: GPL-2.0
/*
 * pptr-bench: time the namespace operations that parent pointers make
 * more expensive, on one directory tree, and print one line per phase:
 *
 *   PHASE OPS SECONDS
 *
 * Usage: pptr-bench DIR NFILES NDIRS [create | links L | pair DIR2 CHUNKS]
 *
 * With "create", only the create phase runs and the files stay, for the
 * path lookup and scrub workloads.  With "links L", the create phase runs,
 * then a links phase gives every file L - 1 more names (link k of file i
 * in directory (i + k) % NDIRS), and a last line
 *
 *   blocks NFILES BLOCKS
 *
 * gives the 512-byte blocks (st_blocks) of the NFILES files added up: the
 * files are empty, so that is the space of their attr forks outside the
 * inodes, for the space workload.
 *
 * With "pair DIR2 CHUNKS", every phase runs on DIR and on DIR2 (two
 * filesystems, one with parent pointers and one without), CHUNKS chunks
 * of NFILES / CHUNKS files at a time, alternating between the two and
 * which of them goes first, each chunk ending with a syncfs() of its
 * filesystem; the lines are
 *
 *   PHASE OPS SECONDS SECONDS2 LOGBYTES LOGBYTES2
 *
 * where LOGBYTES is what the XFS log of that filesystem wrote during the
 * phase (xs_log_blocks in /sys/fs/xfs/DEV/stats/stats, in bytes; -1 if
 * the statistics cannot be read).  Whatever else the host runs then
 * weighs on both alike.
 *
 * Phases, each over all NFILES files spread over NDIRS directories:
 * create (empty files), link (a second name in the next directory),
 * rename-same (within a directory), rename-cross (to the next directory),
 * unlink (the extra links), rm (the files).
 * Everything is done with plain system calls in a tight loop, so the
 * numbers measure the kernel, not a shell.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <time.h>
#include <unistd.h>

static const char *top;
static long nfiles, ndirs, nlinks;

/* The filesystems of pair mode: their top directories and fds on them. */
static const char *pair_top[2];
static int pair_fd[2];
static char pair_stats[2][320];
static long nchunks;

static double now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

static void die(const char *what)
{
	fprintf(stderr, "pptr-bench: %s: %s\n", what, strerror(errno));
	exit(1);
}

static void path(char *buf, size_t len, long dir, const char *name, long i)
{
	snprintf(buf, len, "%s/d%ld/%s%ld", top, dir, name, i);
}

/* Run one phase over every file and print how long it took. */
static void phase(const char *label, int (*op)(long i))
{
	double t0 = now();
	long i;

	for (i = 0; i < nfiles; i++)
		if (op(i))
			die(label);
	sync();
	printf("%s %ld %.6f\n", label, nfiles, now() - t0);
	fflush(stdout);
}

/*
 * Find the XFS statistics file of the filesystem open on @fd: the block
 * device's name through /sys/dev/block/MAJOR:MINOR.  Leaves @buf empty
 * if there is none.
 */
static void stats_path(int fd, char *buf, size_t len)
{
	char link[128], target[256], *name;
	struct stat st;
	ssize_t n;

	buf[0] = 0;
	if (fstat(fd, &st))
		return;
	snprintf(link, sizeof(link), "/sys/dev/block/%u:%u",
		 major(st.st_dev), minor(st.st_dev));
	n = readlink(link, target, sizeof(target) - 1);
	if (n <= 0)
		return;
	target[n] = 0;
	name = strrchr(target, '/');
	snprintf(buf, len, "/sys/fs/xfs/%s/stats/stats", name ? name + 1 : target);
}

/* Bytes the log of pair filesystem @k has written so far, or -1. */
static long long log_bytes(int k)
{
	unsigned long long blocks;
	long long bytes = -1;
	char line[512];
	FILE *f;

	f = pair_stats[k][0] ? fopen(pair_stats[k], "r") : NULL;
	if (!f)
		return -1;
	while (fgets(line, sizeof(line), f))
		if (sscanf(line, "log %*u %llu", &blocks) == 1) {
			bytes = blocks * 512;
			break;
		}
	fclose(f);
	return bytes;
}

/*
 * Run one phase on both filesystems of pair mode, chunk by chunk, and
 * print how long it took on each and how much each one's log wrote.
 */
static void phase_pair(const char *label, int (*op)(long i))
{
	long long logb[2] = { 0, 0 }, b0, b1;
	double secs[2] = { 0, 0 }, t0;
	long c, i, lo, hi;
	int k, which;

	for (c = 0; c < nchunks; c++) {
		lo = nfiles * c / nchunks;
		hi = nfiles * (c + 1) / nchunks;
		for (k = 0; k < 2; k++) {
			which = (c % 2) ^ k;
			top = pair_top[which];
			b0 = log_bytes(which);
			t0 = now();
			for (i = lo; i < hi; i++)
				if (op(i))
					die(label);
			if (syncfs(pair_fd[which]))
				die("syncfs");
			secs[which] += now() - t0;
			b1 = log_bytes(which);
			if (b0 < 0 || b1 < 0 || logb[which] < 0)
				logb[which] = -1;
			else
				logb[which] += b1 - b0;
		}
	}
	printf("%s %ld %.6f %.6f %lld %lld\n", label, nfiles, secs[0], secs[1],
	       logb[0], logb[1]);
	fflush(stdout);
}

static int op_create(long i)
{
	char p[4096];
	int fd;

	path(p, sizeof(p), i % ndirs, "f", i);
	fd = open(p, O_CREAT | O_EXCL | O_WRONLY, 0644);
	return fd < 0 ? -1 : close(fd);
}

static int op_link(long i)
{
	char a[4096], b[4096];

	path(a, sizeof(a), i % ndirs, "f", i);
	path(b, sizeof(b), (i + 1) % ndirs, "l", i);
	return link(a, b);
}

/* Give file @i its extra names, for the space workload. */
static int op_links(long i)
{
	char a[4096], b[4096], name[32];
	long k;

	path(a, sizeof(a), i % ndirs, "f", i);
	for (k = 1; k < nlinks; k++) {
		snprintf(name, sizeof(name), "l%ld-", k);
		path(b, sizeof(b), (i + k) % ndirs, name, i);
		if (link(a, b))
			return -1;
	}
	return 0;
}

/* Print the 512-byte blocks of all files, added up. */
static void count_blocks(void)
{
	unsigned long long blocks = 0;
	struct stat st;
	char p[4096];
	long i;

	for (i = 0; i < nfiles; i++) {
		path(p, sizeof(p), i % ndirs, "f", i);
		if (stat(p, &st))
			die(p);
		blocks += st.st_blocks;
	}
	printf("blocks %ld %llu\n", nfiles, blocks);
}

static int op_rename_same(long i)
{
	char a[4096], b[4096];

	path(a, sizeof(a), i % ndirs, "f", i);
	path(b, sizeof(b), i % ndirs, "g", i);
	return rename(a, b);
}

static int op_rename_cross(long i)
{
	char a[4096], b[4096];

	path(a, sizeof(a), i % ndirs, "g", i);
	path(b, sizeof(b), (i + 2) % ndirs, "f", i);
	return rename(a, b);
}

static int op_unlink(long i)
{
	char p[4096];

	path(p, sizeof(p), (i + 1) % ndirs, "l", i);
	return unlink(p);
}

static int op_rm(long i)
{
	char p[4096];

	path(p, sizeof(p), (i + 2) % ndirs, "f", i);
	return unlink(p);
}

/* Make the NDIRS directories under top. */
static void make_dirs(void)
{
	char p[4096];
	long d;

	for (d = 0; d < ndirs; d++) {
		snprintf(p, sizeof(p), "%s/d%ld", top, d);
		if (mkdir(p, 0755))
			die(p);
	}
}

/* Pair mode: every phase on @dir1 and @dir2, @chunks chunks at a time. */
static int pair_main(const char *dir1, const char *dir2, long chunks)
{
	int k;

	if (chunks <= 0 || chunks > nfiles)
		return 2;
	nchunks = chunks;
	pair_top[0] = dir1;
	pair_top[1] = dir2;
	for (k = 0; k < 2; k++) {
		pair_fd[k] = open(pair_top[k], O_RDONLY | O_DIRECTORY);
		if (pair_fd[k] < 0)
			die(pair_top[k]);
		stats_path(pair_fd[k], pair_stats[k], sizeof(pair_stats[k]));
		top = pair_top[k];
		make_dirs();
	}
	phase_pair("create", op_create);
	phase_pair("link", op_link);
	phase_pair("rename-same", op_rename_same);
	phase_pair("rename-cross", op_rename_cross);
	phase_pair("unlink", op_unlink);
	phase_pair("rm", op_rm);
	return 0;
}

int main(int argc, char **argv)
{

	if (argc < 4 || argc > 7 ||
	    (argc == 5 && strcmp(argv[4], "create")) ||
	    (argc == 6 && strcmp(argv[4], "links")) ||
	    (argc == 7 && strcmp(argv[4], "pair"))) {
		fprintf(stderr,
			"usage: pptr-bench DIR NFILES NDIRS [create | links L | pair DIR2 CHUNKS]\n");
		return 2;
	}
	top = argv[1];
	nfiles = atol(argv[2]);
	ndirs = atol(argv[3]);
	nlinks = argc == 6 ? atol(argv[5]) : 1;
	if (nfiles <= 0 || ndirs <= 0 || nlinks <= 0)
		return 2;
	if (argc == 7)
		return pair_main(argv[1], argv[5], atol(argv[6]));
	make_dirs();
	phase("create", op_create);
	if (argc == 5)
		return 0;
	if (argc == 6) {
		phase("links", op_links);
		count_blocks();
		return 0;
	}
	phase("link", op_link);
	phase("rename-same", op_rename_same);
	phase("rename-cross", op_rename_cross);
	phase("unlink", op_unlink);
	phase("rm", op_rm);
	return 0;
}
