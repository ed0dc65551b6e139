// SPDX-License-Identifier: GPL-2.0
/*
 * pptr-stress: threads doing random namespace operations and user xattr
 * updates in one bounded directory tree, to stress the parent pointer
 * updates (and whatever checks or crashes the filesystem at the same time).
 *
 *   pptr-stress [-t THREADS] [-n OPS | -d SECONDS] [-s SEED] [-w WIDTH]
 *               [-D DEPTH] [-O OP,...] [-k] [-v] DIR
 *
 *   -t  threads (default 4)
 *   -n  operations per thread (default 1000 unless -d is given)
 *   -d  run for this many seconds (may be fractional, e.g. 0.7); with -n
 *       too, whichever comes first
 *   -s  seed (default: from the clock); printed first as "seed=N"
 *   -w  names per directory level (default 4)
 *   -D  directory levels (default 3)
 *   -O  only these operations: a comma-separated list of the names in
 *       the "ops:" line (to narrow a failure down)
 *   -k  the filesystem will be shut down on purpose: EIO stops every
 *       thread quietly, and what follows it is not reported
 *   -v  print every unexpected error (default: the first 20)
 *
 * The tree: below DIR, directories are named dN and everything else fN,
 * N < WIDTH, and the operations keep it so (mkdir and directory renames
 * use d names, everything else f names), so a path of d components is
 * always a path of directories and an error tells a race from a bug.
 * Entries go at most DEPTH levels deep: directories are only renamed to
 * the same level or up, so every entry can be reached and the tree stays
 * small (at most 2 * (WIDTH + WIDTH^2 + ... + WIDTH^DEPTH) entries).
 *
 * The operations: create, mkdir, link, O_TMPFILE + linkat, unlink, rmdir,
 * rename with no flag, RENAME_NOREPLACE, RENAME_EXCHANGE and
 * RENAME_WHITEOUT (of f names only: a whiteout is a character device),
 * and setxattr and removexattr of user.xN names, with values of up to a
 * few hundred bytes so that attr forks leave the inode and the parent
 * pointer updates go through logged intents.
 *
 * Races between the threads make ENOENT, EEXIST, ENOTEMPTY, EXDEV,
 * ENODATA (xattrs), EPERM (user xattrs of a whiteout) and EINVAL (a
 * directory renamed below itself, which another thread had just moved)
 * normal: they are counted.  Any other error is reported with the
 * operation and paths, and makes the exit status 1.  At the end one line counts the successful operations:
 *
 *   ops: create=N mkdir=N link=N ...
 *
 * and one the expected errors.  Exit status: 0, 1 (unexpected errors) or
 * 2 (bad usage, DIR unusable).
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <sys/xattr.h>
#include <time.h>
#include <unistd.h>

#define MAX_THREADS	64
#define MAX_DEPTH	8
#define MAX_WIDTH	100
#define NR_XATTRS	6
#define PATH_LEN	(MAX_DEPTH * 4 + 8)
#define REPORT_MAX	20
#define ARRAY_SIZE(a)	(sizeof(a) / sizeof((a)[0]))

enum op {
	OP_CREATE,
	OP_MKDIR,
	OP_LINK,
	OP_TMPFILE,
	OP_UNLINK,
	OP_RMDIR,
	OP_RENAME,
	OP_RENAME_NOREPLACE,
	OP_RENAME_EXCHANGE,
	OP_RENAME_WHITEOUT,
	OP_SETXATTR,
	OP_REMOVEXATTR,
	NR_OPS
};

static const char *const op_names[NR_OPS] = {
	[OP_CREATE] = "create",
	[OP_MKDIR] = "mkdir",
	[OP_LINK] = "link",
	[OP_TMPFILE] = "tmpfile",
	[OP_UNLINK] = "unlink",
	[OP_RMDIR] = "rmdir",
	[OP_RENAME] = "rename",
	[OP_RENAME_NOREPLACE] = "rename-noreplace",
	[OP_RENAME_EXCHANGE] = "rename-exchange",
	[OP_RENAME_WHITEOUT] = "rename-whiteout",
	[OP_SETXATTR] = "setxattr",
	[OP_REMOVEXATTR] = "removexattr",
};

/*
 * Relative weights: about as many entries are made as removed, so the
 * tree neither empties nor fills up.
 */
static unsigned int op_weights[NR_OPS] = {
	[OP_CREATE] = 10,
	[OP_MKDIR] = 6,
	[OP_LINK] = 8,
	[OP_TMPFILE] = 4,
	[OP_UNLINK] = 14,
	[OP_RMDIR] = 5,
	[OP_RENAME] = 8,
	[OP_RENAME_NOREPLACE] = 5,
	[OP_RENAME_EXCHANGE] = 5,
	[OP_RENAME_WHITEOUT] = 4,
	[OP_SETXATTR] = 10,
	[OP_REMOVEXATTR] = 5,
};

/* The errors that races make normal, in the order they are printed. */
static const int expected_errnos[] = {
	ENOENT, EEXIST, ENOTEMPTY, EXDEV, ENODATA, EPERM, EINVAL,
};
#define NR_EXPECTED	ARRAY_SIZE(expected_errnos)

struct thread {
	pthread_t	tid;
	int		id;
	uint64_t	rng;
	unsigned long	done[NR_OPS];
	unsigned long	expected[NR_EXPECTED];
	unsigned long	unexpected;
	int		dir_rename;	/* the current op renames a directory */
};

static const char *root_path;
static int root_fd;
static unsigned int width = 4, depth = 3;
static unsigned long ops_per_thread;
static double deadline;			/* CLOCK_MONOTONIC seconds, or 0 */
static int expect_shutdown;
static int verbose;
static atomic_int stop;
static atomic_int shutdown_seen;
static atomic_ulong reported;
static unsigned int weight_total;

/* The monotonic clock in seconds. */
static double now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

/* splitmix64: spreads a seed over a thread's generator state. */
static uint64_t splitmix64(uint64_t x)
{
	x += 0x9e3779b97f4a7c15ULL;
	x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
	x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
	return x ^ (x >> 31);
}

/* xorshift64*: the next random number of a thread. */
static uint64_t rnd(struct thread *t)
{
	t->rng ^= t->rng >> 12;
	t->rng ^= t->rng << 25;
	t->rng ^= t->rng >> 27;
	return t->rng * 0x2545f4914f6cdd1dULL;
}

/* A random number below n. */
static unsigned int rnd_below(struct thread *t, unsigned int n)
{
	return (rnd(t) >> 33) % n;
}

/*
 * A random path below DIR, relative to it: @levels directory components,
 * then a last component starting with @kind ('d' or 'f').
 */
static void make_path(struct thread *t, char *buf, char kind,
		      unsigned int levels)
{
	unsigned int i;
	char *p = buf;

	for (i = 0; i < levels; i++)
		p += sprintf(p, "d%u/", rnd_below(t, width));
	sprintf(p, "%c%u", kind, rnd_below(t, width));
}

/*
 * A random path with up to depth - 1 directory components (see
 * make_path()); returns the number of directory components.
 */
static unsigned int rnd_path(struct thread *t, char *buf, char kind)
{
	unsigned int levels = rnd_below(t, depth);

	make_path(t, buf, kind, levels);
	return levels;
}

/* The parent directory of a path made by rnd_path(), "." for the top. */
static void parent_of(const char *path, char *buf)
{
	const char *slash = strrchr(path, '/');

	if (!slash) {
		strcpy(buf, ".");
		return;
	}
	memcpy(buf, path, slash - path);
	buf[slash - path] = '\0';
}

/* The index of an error in expected_errnos[], or -1. */
static int expected_index(struct thread *t, enum op op, int err)
{
	unsigned int i;

	/* A user xattr of a whiteout (a character device) is refused. */
	if (err == EPERM && op != OP_SETXATTR && op != OP_REMOVEXATTR)
		return -1;
	/*
	 * Only a directory can be renamed below itself (when another
	 * thread has just moved it up).
	 */
	if (err == EINVAL && !t->dir_rename)
		return -1;
	/* ENODATA: an xattr that is not there (removexattr, XATTR_REPLACE). */
	if (err == ENODATA && op != OP_SETXATTR && op != OP_REMOVEXATTR)
		return -1;
	for (i = 0; i < NR_EXPECTED; i++)
		if (expected_errnos[i] == err)
			return i;
	return -1;
}

/*
 * Account for the result of one operation: a success, an error that races
 * explain, a shutdown (with -k) or an unexpected error, which is printed.
 */
static void account(struct thread *t, enum op op, int ret, int err,
		    const char *a, const char *b)
{
	unsigned long n;
	int i;

	if (ret >= 0) {
		t->done[op]++;
		return;
	}
	i = expected_index(t, op, err);
	if (i >= 0) {
		t->expected[i]++;
		return;
	}
	if (expect_shutdown) {
		if (err == EIO) {
			if (!atomic_exchange(&shutdown_seen, 1))
				printf("thread %d: %s %s%s%s: EIO: the filesystem is shut down\n",
				       t->id, op_names[op], a, b ? " " : "",
				       b ? b : "");
			atomic_store(&stop, 1);
			return;
		}
		/* Whatever follows a shutdown is not judged. */
		if (atomic_load(&shutdown_seen))
			return;
	}
	t->unexpected++;
	n = atomic_fetch_add(&reported, 1);
	if (verbose || n < REPORT_MAX)
		printf("thread %d: unexpected error: %s %s%s%s: %s (errno %d)\n",
		       t->id, op_names[op], a, b ? " " : "", b ? b : "",
		       strerror(err), err);
	else if (n == REPORT_MAX)
		printf("(further unexpected errors not printed)\n");
	fflush(stdout);
}

/*
 * A random xattr value: mostly small, sometimes big (60 to 299 bytes).  Two
 * or three big ones push the attr fork out of the inode (512-byte inodes
 * hold 280 bytes of attrs), and removing one brings it back if every value
 * is shorter than 255 bytes: both conversions happen often.
 */
static size_t rnd_value(struct thread *t, char *buf)
{
	size_t len = rnd_below(t, 4) ? 1 + rnd_below(t, 24) :
				       60 + rnd_below(t, 240);
	size_t i;

	for (i = 0; i < len; i++)
		buf[i] = 'a' + rnd_below(t, 26);
	return len;
}

/*
 * Set or remove a random user xattr on a file or directory (or on a
 * whiteout, which refuses user xattrs with EPERM).  There is no *xattrat
 * call: the path goes through DIR's name.
 */
static void do_xattr(struct thread *t, enum op op)
{
	char path[PATH_LEN], full[PATH_MAX], name[16], value[400];
	int flags = 0, ret;
	size_t len;

	rnd_path(t, path, rnd_below(t, 3) ? 'f' : 'd');
	snprintf(full, sizeof(full), "%s/%s", root_path, path);
	snprintf(name, sizeof(name), "user.x%u", rnd_below(t, NR_XATTRS));
	if (op == OP_SETXATTR) {
		len = rnd_value(t, value);
		switch (rnd_below(t, 4)) {
		case 0:
			flags = XATTR_CREATE;
			break;
		case 1:
			flags = XATTR_REPLACE;
			break;
		}
		ret = lsetxattr(full, name, value, len, flags);
	} else {
		ret = lremovexattr(full, name);
	}
	account(t, op, ret, errno, path, name);
}

/* create, mkdir, unlink, rmdir: one path. */
static void do_one_path(struct thread *t, enum op op)
{
	char path[PATH_LEN];
	int ret = 0, fd;

	rnd_path(t, path, op == OP_MKDIR || op == OP_RMDIR ? 'd' : 'f');
	switch (op) {
	case OP_CREATE:
		fd = openat(root_fd, path, O_CREAT | O_EXCL | O_WRONLY, 0644);
		ret = fd < 0 ? -1 : 0;
		if (fd >= 0) {
			if (write(fd, path, strlen(path)) < 0)
				ret = -1;
			close(fd);
		}
		break;
	case OP_MKDIR:
		ret = mkdirat(root_fd, path, 0755);
		break;
	case OP_UNLINK:
		ret = unlinkat(root_fd, path, 0);
		break;
	case OP_RMDIR:
		ret = unlinkat(root_fd, path, AT_REMOVEDIR);
		break;
	default:
		abort();
	}
	account(t, op, ret, errno, path, NULL);
}

/* link: a new name for an f entry. */
static void do_link(struct thread *t)
{
	char a[PATH_LEN], b[PATH_LEN];
	int ret;

	rnd_path(t, a, 'f');
	rnd_path(t, b, 'f');
	ret = linkat(root_fd, a, root_fd, b, 0);
	account(t, OP_LINK, ret, errno, a, b);
}

/*
 * An O_TMPFILE file, written to and sometimes given user xattrs while it
 * has no name (and no parent pointer), then linked in with linkat.
 */
static void do_tmpfile(struct thread *t)
{
	char dir[PATH_LEN], path[PATH_LEN], value[400];
	char name[16];
	int fd, ret, i, n;
	size_t len;

	rnd_path(t, path, 'f');
	parent_of(path, dir);
	fd = openat(root_fd, dir, O_TMPFILE | O_RDWR, 0644);
	if (fd < 0) {
		account(t, OP_TMPFILE, -1, errno, dir, NULL);
		return;
	}
	ret = write(fd, path, strlen(path)) < 0 ? -1 : 0;
	n = rnd_below(t, 2) ? rnd_below(t, NR_XATTRS) : 0;
	for (i = 0; !ret && i < n; i++) {
		snprintf(name, sizeof(name), "user.x%d", i);
		len = rnd_value(t, value);
		ret = fsetxattr(fd, name, value, len, 0);
	}
	if (!ret)
		ret = linkat(fd, "", root_fd, path, AT_EMPTY_PATH);
	account(t, OP_TMPFILE, ret, errno, dir, path);
	close(fd);
}

/*
 * The renames: two f names or two d names (so that an entry keeps its
 * kind of name), RENAME_WHITEOUT of f names only.  A directory never
 * goes deeper (an exchange swaps two directories of the same level), so
 * no entry is ever more than DEPTH levels deep and every one can be
 * reached by the paths the threads make.
 */
static void do_rename(struct thread *t, enum op op)
{
	static const unsigned int flags[NR_OPS] = {
		[OP_RENAME_NOREPLACE] = RENAME_NOREPLACE,
		[OP_RENAME_EXCHANGE] = RENAME_EXCHANGE,
		[OP_RENAME_WHITEOUT] = RENAME_WHITEOUT,
	};
	char a[PATH_LEN], b[PATH_LEN];
	unsigned int levels;
	int ret;

	if (op != OP_RENAME_WHITEOUT && !rnd_below(t, 3)) {
		levels = rnd_path(t, a, 'd');
		if (op != OP_RENAME_EXCHANGE)
			levels = rnd_below(t, levels + 1);
		make_path(t, b, 'd', levels);
		t->dir_rename = 1;
	} else {
		rnd_path(t, a, 'f');
		rnd_path(t, b, 'f');
	}
	ret = renameat2(root_fd, a, root_fd, b, flags[op]);
	account(t, op, ret, errno, a, b);
	t->dir_rename = 0;
}

/* Pick an operation at random, by weight. */
static enum op rnd_op(struct thread *t)
{
	unsigned int r = rnd_below(t, weight_total);
	int op;

	for (op = 0; op < NR_OPS - 1; op++) {
		if (r < op_weights[op])
			break;
		r -= op_weights[op];
	}
	return op;
}

/* One thread: random operations until told to stop. */
static void *worker(void *arg)
{
	struct thread *t = arg;
	unsigned long i;
	enum op op;

	for (i = 0; !ops_per_thread || i < ops_per_thread; i++) {
		if (atomic_load(&stop))
			break;
		if (deadline && !(i & 7) && now() >= deadline)
			break;
		op = rnd_op(t);
		switch (op) {
		case OP_CREATE:
		case OP_MKDIR:
		case OP_UNLINK:
		case OP_RMDIR:
			do_one_path(t, op);
			break;
		case OP_LINK:
			do_link(t);
			break;
		case OP_TMPFILE:
			do_tmpfile(t);
			break;
		case OP_SETXATTR:
		case OP_REMOVEXATTR:
			do_xattr(t, op);
			break;
		default:
			do_rename(t, op);
			break;
		}
	}
	return NULL;
}

/* Print the usage and exit with status 2. */
static void usage(void)
{
	fprintf(stderr,
		"usage: pptr-stress [-t THREADS] [-n OPS | -d SECONDS] [-s SEED]\n"
		"                   [-w WIDTH] [-D DEPTH] [-O OP,...] [-k] [-v] DIR\n");
	exit(2);
}

/* -O: give every operation not in the comma-separated @list weight 0. */
static void only_ops(char *list)
{
	unsigned int keep[NR_OPS] = { 0 };
	char *name, *save;
	int op;

	for (name = strtok_r(list, ",", &save); name;
	     name = strtok_r(NULL, ",", &save)) {
		for (op = 0; op < NR_OPS; op++)
			if (!strcmp(name, op_names[op]))
				break;
		if (op == NR_OPS) {
			fprintf(stderr, "pptr-stress: unknown operation %s\n",
				name);
			usage();
		}
		keep[op] = 1;
	}
	for (op = 0; op < NR_OPS; op++)
		if (!keep[op])
			op_weights[op] = 0;
}

/* A number option in [min, max], or usage(). */
static unsigned long number(const char *s, unsigned long min,
			    unsigned long max)
{
	unsigned long v;
	char *end;

	errno = 0;
	v = strtoul(s, &end, 0);
	if (errno || end == s || *end || v < min || v > max)
		usage();
	return v;
}

/*
 * Parse the options, start the threads, wait for them and print the
 * counts; the exit status says whether an unexpected error was seen.
 */
int main(int argc, char **argv)
{
	static struct thread threads[MAX_THREADS];
	unsigned long done[NR_OPS] = { 0 };
	unsigned long expected[NR_EXPECTED] = { 0 };
	unsigned long unexpected = 0, total = 0;
	unsigned int nthreads = 4, i, j;
	unsigned long long seed;
	double seconds = 0, t0;
	int have_seed = 0;
	struct timeval tv;
	char *end;
	int opt;

	while ((opt = getopt(argc, argv, "t:n:d:s:w:D:O:kv")) != -1) {
		switch (opt) {
		case 't':
			nthreads = number(optarg, 1, MAX_THREADS);
			break;
		case 'n':
			ops_per_thread = number(optarg, 1, ~0UL);
			break;
		case 'd':
			errno = 0;
			seconds = strtod(optarg, &end);
			if (errno || end == optarg || *end || seconds <= 0)
				usage();
			break;
		case 's':
			errno = 0;
			seed = strtoull(optarg, &end, 0);
			if (errno || end == optarg || *end)
				usage();
			have_seed = 1;
			break;
		case 'w':
			width = number(optarg, 1, MAX_WIDTH);
			break;
		case 'D':
			depth = number(optarg, 1, MAX_DEPTH);
			break;
		case 'O':
			only_ops(optarg);
			break;
		case 'k':
			expect_shutdown = 1;
			break;
		case 'v':
			verbose = 1;
			break;
		default:
			usage();
		}
	}
	if (optind != argc - 1)
		usage();
	if (!ops_per_thread && !seconds)
		ops_per_thread = 1000;
	if (!have_seed) {
		gettimeofday(&tv, NULL);
		seed = (unsigned long long)tv.tv_sec * 1000000 + tv.tv_usec;
		seed ^= (unsigned long long)getpid() << 32;
	}
	/* First, so that a failure can always be replayed. */
	printf("seed=%llu\n", seed);
	fflush(stdout);

	root_path = argv[optind];
	root_fd = open(root_path, O_RDONLY | O_DIRECTORY);
	if (root_fd < 0) {
		fprintf(stderr, "pptr-stress: %s: %s\n", argv[optind],
			strerror(errno));
		return 2;
	}
	for (i = 0; i < NR_OPS; i++)
		weight_total += op_weights[i];
	if (!weight_total)
		usage();

	t0 = now();
	if (seconds)
		deadline = t0 + seconds;
	for (i = 0; i < nthreads; i++) {
		threads[i].id = i;
		threads[i].rng = splitmix64(seed + i) | 1;
		errno = pthread_create(&threads[i].tid, NULL, worker,
				       &threads[i]);
		if (errno) {
			fprintf(stderr, "pptr-stress: pthread_create: %s\n",
				strerror(errno));
			return 2;
		}
	}
	for (i = 0; i < nthreads; i++) {
		pthread_join(threads[i].tid, NULL);
		for (j = 0; j < NR_OPS; j++)
			done[j] += threads[i].done[j];
		for (j = 0; j < NR_EXPECTED; j++)
			expected[j] += threads[i].expected[j];
		unexpected += threads[i].unexpected;
	}

	printf("ops:");
	for (j = 0; j < NR_OPS; j++) {
		printf(" %s=%lu", op_names[j], done[j]);
		total += done[j];
	}
	printf("\nexpected errors:");
	for (j = 0; j < NR_EXPECTED; j++)
		printf(" %s=%lu", strerrorname_np(expected_errnos[j]),
		       expected[j]);
	printf("\n%lu operations done in %.2f s by %u threads, seed=%llu\n",
	       total, now() - t0, nthreads, seed);
	if (expect_shutdown)
		printf("shutdown: %s\n", atomic_load(&shutdown_seen) ?
		       "seen" : "not seen");
	if (unexpected)
		printf("unexpected errors: %lu (seed=%llu)\n", unexpected,
		       seed);
	return unexpected ? 1 : 0;
}
