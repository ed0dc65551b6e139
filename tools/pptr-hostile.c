// SPDX-License-Identifier: GPL-2.0
/*
 * pptr-hostile: what a hostile caller can do to parent pointers through
 * every interface that reaches them, and what it must get back.
 *
 *   pptr-hostile [-s SEED] [-n N] [-x SECRET]... GROUP MNT PUB OWN INO GEN
 *
 * MNT is the mount point of a parent pointer filesystem, PUB a regular
 * file that the caller may read (and that has a link in a directory the
 * caller may not search), OWN a regular file that the caller owns, INO
 * and GEN the inode number and generation of a file that the caller can
 * reach only by a forged handle.  Each -x SECRET is a name the caller
 * must never see (names of entries in directories it cannot search).
 * GROUP is one of:
 *
 *   getparents  XFS_IOC_GETPARENTS_V5 with boundary and random sizes,
 *               flags, reserved fields, cursors and buffers
 *   handles     XFS_IOC_GETPARENTS_V5_BY_HANDLE and XFS_IOC_OPEN_BY_HANDLE
 *               with good, stale, forged, malformed and random handles
 *   xattr       getxattr, setxattr, removexattr, listxattr with every
 *               namespace prefix and names that look like records
 *   attrhandle  XFS_IOC_ATTRLIST_BY_HANDLE and XFS_IOC_ATTRMULTI_BY_HANDLE
 *               with every flags value and operation
 *   scrub       XFS_IOC_SCRUB_METADATA (check and repair) of parent
 *               pointers and directories on good and bogus inodes
 *
 * The expected result of each case depends on whether the caller is root
 * (euid 0, CAP_SYS_ADMIN) or not.  One line per case: its name, the result
 * ("OK" or the errno name), and "UNEXPECTED (expected ...)" if it is not
 * what the interface documents.  An unprivileged caller's output buffers
 * are also searched for the secret names ("LEAK").  Every attribute a
 * case creates is removed again.  Exit status 1 if any case was
 * unexpected or leaked, 2 on a usage or setup error, else 0.
 * -s sets the seed of the random cases (printed), -n their number.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/xattr.h>
#include <time.h>
#include <unistd.h>
#include "xfs_uapi.h"

#define MAX_SECRETS	16
#define ARRAY_SIZE(a)	(sizeof(a) / sizeof((a)[0]))
#define RECBUF		(XFS_GETPARENTS_V5_MAXBUF + 4096)
#define KERNEL_ADDR	0xffff888000000000ULL

static int privileged;
static int ncases, nbad;
static const char *secrets[MAX_SECRETS];
static int nsecrets;
static uint64_t rng_state;
static int nrandom = 50;

/* Arguments shared by the groups. */
static const char *mnt, *pub, *own;
static uint64_t secret_ino;
static uint32_t secret_gen;
static int mnt_fd, pub_fd;
static unsigned char *recbuf;		/* RECBUF bytes */

/* xorshift64*: the random source of the random cases. */
static uint64_t rnd64(void)
{
	rng_state ^= rng_state >> 12;
	rng_state ^= rng_state << 25;
	rng_state ^= rng_state >> 27;
	return rng_state * 0x2545f4914f6cdd1dULL;
}

/* A random number below @n. */
static uint32_t rnd(uint32_t n)
{
	return (uint32_t)(rnd64() % n);
}

/* The name of an errno value, or "OK" for 0. */
static const char *errname(int e)
{
	static char other[32];

	switch (e) {
	case 0: return "OK";
	case EPERM: return "EPERM";
	case ENOENT: return "ENOENT";
	case EBADF: return "EBADF";
	case ENOMEM: return "ENOMEM";
	case EACCES: return "EACCES";
	case EFAULT: return "EFAULT";
	case EEXIST: return "EEXIST";
	case ENOTDIR: return "ENOTDIR";
	case EINVAL: return "EINVAL";
	case ENOTTY: return "ENOTTY";
	case ENOSPC: return "ENOSPC";
	case ERANGE: return "ERANGE";
	case ENODATA: return "ENODATA";
	case EOPNOTSUPP: return "EOPNOTSUPP";
	case ESTALE: return "ESTALE";
	case EUCLEAN: return "EFSCORRUPTED";
	case E2BIG: return "E2BIG";
	case EIO: return "EIO";
	case ENAMETOOLONG: return "ENAMETOOLONG";
	case EAGAIN: return "EAGAIN";
	case EBUSY: return "EBUSY";
	default:
		snprintf(other, sizeof(other), "errno%d", e);
		return other;
	}
}

/* Is @got one of the '|'-separated names in @expect? */
static int is_expected(const char *got, const char *expect)
{
	size_t len = strlen(got);
	const char *p = expect;

	while (p && *p) {
		if (!strncmp(p, got, len) && (p[len] == '|' || p[len] == '\0'))
			return 1;
		p = strchr(p, '|');
		if (p)
			p++;
	}
	return 0;
}

/*
 * Report one case: @err is 0 or an errno value; @expect the results the
 * interface allows, '|'-separated.  Prints one line and counts it.
 */
static void report(const char *name, int err, const char *expect)
{
	const char *got = errname(err);

	ncases++;
	if (is_expected(got, expect)) {
		printf("%s: %s\n", name, got);
	} else {
		nbad++;
		printf("%s: %s UNEXPECTED (expected %s)\n", name, got, expect);
	}
}

/* Count and print a failed check that is not a return value. */
static void bad(const char *name, const char *what)
{
	nbad++;
	printf("%s: %s UNEXPECTED\n", name, what);
}

/* What root gets, or EPERM for anyone else. */
static const char *root_or_eperm(const char *root_expect)
{
	return privileged ? root_expect : "EPERM";
}

/*
 * An unprivileged caller must never see a secret name: search the @len
 * bytes at @buf for each one.
 */
static void check_leak(const char *name, const void *buf, size_t len)
{
	int i;

	if (privileged || !buf)
		return;
	for (i = 0; i < nsecrets; i++) {
		if (memmem(buf, len, secrets[i], strlen(secrets[i]))) {
			nbad++;
			printf("%s: LEAK of \"%s\"\n", name, secrets[i]);
		}
	}
}

/* Fill the record buffer with a pattern that a failed call must keep. */
static void fill_recbuf(void)
{
	memset(recbuf, 0xa5, RECBUF);
}

/* Has the record buffer kept its pattern? */
static int recbuf_untouched(void)
{
	size_t i;

	for (i = 0; i < RECBUF; i++)
		if (recbuf[i] != 0xa5)
			return 0;
	return 1;
}

/*
 * After a call that returned @err with request @req: a failed call must
 * not have written the buffer; a successful one must have written well
 * formed records, and none that an unprivileged caller may not see.
 */
static void check_result(const char *name, int err,
			 const struct xfs_getparents_v5 *req)
{
	const struct xfs_getparents_v5_rec *r;
	uint32_t i, max;

	if (err) {
		if (!recbuf_untouched())
			bad(name, "the buffer was written by a failed call");
		return;
	}
	check_leak(name, recbuf, RECBUF);
	if (req->gp_buffer != (uintptr_t)recbuf)
		return;
	max = (req->gp_bufsize < XFS_GETPARENTS_V5_MAXBUF ?
	       req->gp_bufsize : XFS_GETPARENTS_V5_MAXBUF) / sizeof(*r);
	if (req->gp_count > max)
		bad(name, "more records than the buffer holds");
	r = (const struct xfs_getparents_v5_rec *)recbuf;
	for (i = 0; i < req->gp_count && i < max; i++, r++) {
		if (r->gpr_namelen == 0 || r->gpr_namelen > 255 ||
		    r->gpr_name[r->gpr_namelen] != '\0' ||
		    strlen((const char *)r->gpr_name) != r->gpr_namelen ||
		    memchr(r->gpr_name, '/', r->gpr_namelen) ||
		    r->gpr_reserved)
			bad(name, "a malformed record");
	}
	if (req->gp_oflags & ~XFS_GETPARENTS_V5_DONE)
		bad(name, "unknown output flags");
}

/* XFS_IOC_GETPARENTS_V5 on @fd; returns 0 or the errno. */
static int getparents(int fd, void *req)
{
	return ioctl(fd, XFS_IOC_GETPARENTS_V5, req) ? errno : 0;
}

/* A good request for the record buffer. */
static void good_request(struct xfs_getparents_v5 *req)
{
	memset(req, 0, sizeof(*req));
	req->gp_buffer = (uintptr_t)recbuf;
	req->gp_bufsize = XFS_GETPARENTS_V5_MAXBUF;
}

/* One XFS_IOC_GETPARENTS_V5 case on PUB with request @req. */
static void gp_case(const char *name, struct xfs_getparents_v5 *req,
		    const char *root_expect)
{
	int err;

	fill_recbuf();
	err = getparents(pub_fd, req);
	report(name, err, root_or_eperm(root_expect));
	check_result(name, err, req);
}

/* Does PUB's record list, as root reads it, hold every secret name? */
static void check_root_sees_secrets(void)
{
	struct xfs_getparents_v5 req;
	int i;

	if (!privileged)
		return;
	good_request(&req);
	fill_recbuf();
	if (getparents(pub_fd, &req))
		return;
	for (i = 0; i < nsecrets; i++)
		if (!memmem(recbuf, RECBUF, secrets[i], strlen(secrets[i])))
			printf("note: root does not see \"%s\" in %s's records\n",
			       secrets[i], pub);
}

/* The XFS_IOC_GETPARENTS_V5 group. */
static void group_getparents(void)
{
	static const uint32_t sizes[] = {
		0, 1, 279, 280, 281, 560, 4096, 65535, 65536, 65537,
		0x7fffffff, 0xffffffff,
	};
	static const uint32_t flags[] = { 1, 2, 0x80000000, 0xffffffff };
	static const uint32_t cursors[] = { 1, 2, 100, 0x7fffffff, 0xffffffff };
	static const uint64_t buffers[] = {
		0, 1, 4096, KERNEL_ADDR, ~0ULL, 0x00007ffffffff000ULL,
	};
	struct xfs_getparents_v5 req;
	char name[96];
	unsigned int i, w;

	check_root_sees_secrets();
	good_request(&req);
	gp_case("getparents good request", &req, "OK");

	for (i = 0; i < ARRAY_SIZE(sizes); i++) {
		good_request(&req);
		req.gp_bufsize = sizes[i];
		snprintf(name, sizeof(name), "getparents bufsize %u", sizes[i]);
		gp_case(name, &req, sizes[i] < 280 ? "EINVAL" : "OK");
	}
	for (i = 0; i < ARRAY_SIZE(flags); i++) {
		good_request(&req);
		req.gp_iflags = flags[i];
		snprintf(name, sizeof(name), "getparents iflags 0x%x", flags[i]);
		gp_case(name, &req, "EINVAL");
	}
	for (w = 0; w < 2; w++) {
		good_request(&req);
		req.gp_reserved[w] = 1ULL << (w * 40);
		snprintf(name, sizeof(name), "getparents reserved[%u]", w);
		gp_case(name, &req, "EINVAL");
	}
	for (i = 0; i < ARRAY_SIZE(cursors); i++) {
		good_request(&req);
		req.gp_cursor.opaque[0] = cursors[i];
		snprintf(name, sizeof(name), "getparents cursor[0] %u",
			 cursors[i]);
		gp_case(name, &req, "OK");
		if (privileged && !(req.gp_oflags & XFS_GETPARENTS_V5_DONE))
			bad(name, "not done past the last record");
		for (w = 1; w < 4; w++) {
			good_request(&req);
			req.gp_cursor.opaque[w] = cursors[i];
			snprintf(name, sizeof(name),
				 "getparents cursor[%u] %u", w, cursors[i]);
			gp_case(name, &req, "EINVAL");
		}
	}
	for (i = 0; i < ARRAY_SIZE(buffers); i++) {
		good_request(&req);
		req.gp_buffer = buffers[i];
		snprintf(name, sizeof(name), "getparents buffer 0x%llx",
			 (unsigned long long)buffers[i]);
		gp_case(name, &req, "EFAULT");
	}
	/* an unaligned buffer is fine */
	good_request(&req);
	req.gp_buffer = (uintptr_t)recbuf + 1;
	req.gp_bufsize = 4096;
	gp_case("getparents unaligned buffer", &req, "OK");

	/* the request itself unreadable */
	for (i = 0; i < ARRAY_SIZE(buffers); i++) {
		if (buffers[i] == 0x00007ffffffff000ULL)
			continue;
		snprintf(name, sizeof(name), "getparents request at 0x%llx",
			 (unsigned long long)buffers[i]);
		report(name, getparents(pub_fd, (void *)(uintptr_t)buffers[i]),
		       root_or_eperm("EFAULT"));
	}

	/* on a directory, and on the root directory: fine for root */
	good_request(&req);
	fill_recbuf();
	w = getparents(mnt_fd, &req);
	report("getparents of the root directory", w, root_or_eperm("OK"));
	check_result("getparents of the root directory", w, &req);
	if (!w && req.gp_count)
		bad("getparents of the root directory", "the root has records");

	/* random requests */
	for (i = 0; i < (unsigned int)nrandom; i++) {
		uint32_t *p = (uint32_t *)&req;

		for (w = 0; w < sizeof(req) / 4; w++)
			p[w] = rnd(2) ? (uint32_t)rnd64() : 0;
		switch (rnd(3)) {
		case 0:
			req.gp_buffer = (uintptr_t)recbuf + rnd(64);
			break;
		case 1:
			req.gp_buffer = rnd64();
			break;
		}
		if (rnd(2))
			req.gp_bufsize = rnd(2 * XFS_GETPARENTS_V5_MAXBUF);
		snprintf(name, sizeof(name), "getparents random %u", i);
		gp_case(name, &req, "OK|EINVAL|EFAULT");
	}
}

/* The handle of the file open on @fd, by XFS_IOC_FD_TO_HANDLE. */
static int fd_handle(int fd, struct xfs_handle *h)
{
	struct xfs_fsop_handlereq hreq = { 0 };
	__u32 hlen = sizeof(*h);

	hreq.fd = fd;
	hreq.ohandle = h;
	hreq.ohandlen = &hlen;
	return ioctl(fd, XFS_IOC_FD_TO_HANDLE, &hreq) ? errno : 0;
}

/* A handle of inode @ino, generation @gen, on MNT's filesystem. */
static void forge_handle(struct xfs_handle *h, uint64_t ino, uint32_t gen)
{
	struct xfs_fsop_handlereq hreq = { 0 };
	__u32 hlen = sizeof(*h);

	memset(h, 0, sizeof(*h));
	hreq.path = (void *)mnt;
	hreq.ohandle = h;
	hreq.ohandlen = &hlen;
	if (ioctl(mnt_fd, XFS_IOC_PATH_TO_FSHANDLE, &hreq)) {
		perror("pptr-hostile: XFS_IOC_PATH_TO_FSHANDLE");
		exit(2);
	}
	h->ha_fid.fid_len = sizeof(h->ha_fid) - sizeof(h->ha_fid.fid_len);
	h->ha_fid.fid_gen = gen;
	h->ha_fid.fid_ino = ino;
}

/* One XFS_IOC_GETPARENTS_V5_BY_HANDLE case on @dirfd. */
static void gph_case(const char *name, int dirfd,
		     struct xfs_getparents_v5_by_handle *hr,
		     const char *root_expect)
{
	int err;

	fill_recbuf();
	err = ioctl(dirfd, XFS_IOC_GETPARENTS_V5_BY_HANDLE, hr) ? errno : 0;
	report(name, err, root_or_eperm(root_expect));
	check_result(name, err, &hr->gph_request);
}

/* XFS_IOC_OPEN_BY_HANDLE of @h; closes what it opens. */
static void open_case(const char *name, struct xfs_handle *h,
		      const char *root_expect)
{
	struct xfs_fsop_handlereq hreq = { 0 };
	int fd;

	hreq.ihandle = h;
	hreq.ihandlen = sizeof(*h);
	hreq.oflags = O_RDONLY;
	fd = ioctl(mnt_fd, XFS_IOC_OPEN_BY_HANDLE, &hreq);
	report(name, fd < 0 ? errno : 0, root_or_eperm(root_expect));
	if (fd >= 0)
		close(fd);
}

/* The handle group. */
static void group_handles(void)
{
	static const uint64_t inos[] = {
		0, 1, 64, 127, 129, 130, 0xffffffffULL, 1ULL << 32,
		0x7fffffffffffULL, ~0ULL,
	};
	static const uint16_t lens[] = { 0, 1, 12, 13, 15, 16, 0xffff };
	struct xfs_getparents_v5_by_handle hr;
	struct xfs_handle pub_h, h;
	char name[96];
	unsigned int i;
	int err;

	err = fd_handle(pub_fd, &pub_h);
	report("fd_to_handle of the public file", err, "OK");
	if (err)
		return;

	memset(&hr, 0, sizeof(hr));
	hr.gph_handle = pub_h;
	good_request(&hr.gph_request);
	gph_case("by handle: the public file", mnt_fd, &hr, "OK");

	forge_handle(&hr.gph_handle, secret_ino, secret_gen);
	gph_case("by handle: forged handle of the hidden file", mnt_fd, &hr,
		 "OK");
	open_case("open by forged handle of the hidden file", &hr.gph_handle,
		  "OK");

	forge_handle(&hr.gph_handle, secret_ino, secret_gen ^ 0x5a5a5a5a);
	gph_case("by handle: the hidden file, wrong generation", mnt_fd, &hr,
		 "ESTALE");
	open_case("open by handle: the hidden file, wrong generation",
		  &hr.gph_handle, "ESTALE");

	/*
	 * The hidden file's number with bit 63 set: xfs_iget checked only
	 * the 32 bits of its AG number, found the hidden file in the inode
	 * cache, whose number is not that one, and looked again forever.
	 */
	forge_handle(&hr.gph_handle, (1ULL << 63) | secret_ino, secret_gen);
	gph_case("by handle: the hidden file's number with bit 63 set",
		 mnt_fd, &hr, "ESTALE|EINVAL");
	open_case("open by handle: the hidden file's number with bit 63 set",
		  &hr.gph_handle, "ESTALE|EINVAL");

	for (i = 0; i < ARRAY_SIZE(inos); i++) {
		forge_handle(&hr.gph_handle, inos[i], 0);
		snprintf(name, sizeof(name), "by handle: inode 0x%llx gen 0",
			 (unsigned long long)inos[i]);
		/* 129 and 130 are the realtime bitmap and summary inodes */
		gph_case(name, mnt_fd, &hr, "ESTALE|EINVAL|OK");
		snprintf(name, sizeof(name), "open by handle: inode 0x%llx",
			 (unsigned long long)inos[i]);
		open_case(name, &hr.gph_handle, "ESTALE|EINVAL|EPERM|OK");
	}
	for (i = 0; i < ARRAY_SIZE(lens); i++) {
		hr.gph_handle = pub_h;
		hr.gph_handle.ha_fid.fid_len = lens[i];
		snprintf(name, sizeof(name), "by handle: fid_len %u", lens[i]);
		gph_case(name, mnt_fd, &hr, "EINVAL");
	}
	hr.gph_handle = pub_h;
	memset(&hr.gph_handle.ha_fsid, 0xee, sizeof(hr.gph_handle.ha_fsid));
	gph_case("by handle: another fsid (ignored)", mnt_fd, &hr, "OK");

	hr.gph_handle = pub_h;
	gph_case("by handle: issued on a regular file", pub_fd, &hr,
		 "ENOTDIR");
	hr.gph_request.gp_iflags = 1;
	gph_case("by handle: bad request", mnt_fd, &hr, "EINVAL");
	hr.gph_request.gp_iflags = 0;
	report("by handle: request at NULL",
	       ioctl(mnt_fd, XFS_IOC_GETPARENTS_V5_BY_HANDLE, NULL) ?
	       errno : 0, root_or_eperm("EFAULT"));
	report("by handle: request at a kernel address",
	       ioctl(mnt_fd, XFS_IOC_GETPARENTS_V5_BY_HANDLE,
		     (void *)(uintptr_t)KERNEL_ADDR) ? errno : 0,
	       root_or_eperm("EFAULT"));

	for (i = 0; i < (unsigned int)nrandom; i++) {
		h = pub_h;
		switch (rnd(4)) {
		case 0:
			h.ha_fid.fid_ino = rnd64();
			break;
		case 1:
			h.ha_fid.fid_ino = rnd(1 << 22);
			h.ha_fid.fid_gen = (uint32_t)rnd64();
			break;
		case 2:
			h.ha_fid.fid_gen = (uint32_t)rnd64();
			break;
		default:
			memset(&h, 0, sizeof(h));
			h.ha_fid.fid_len = rnd(2) ? 14 : rnd(65536);
			h.ha_fid.fid_pad = rnd(65536);
			h.ha_fid.fid_ino = rnd(1 << 22);
			break;
		}
		hr.gph_handle = h;
		good_request(&hr.gph_request);
		if (rnd(2))
			hr.gph_request.gp_cursor.opaque[0] = rnd(4);
		snprintf(name, sizeof(name), "by handle: random %u", i);
		gph_case(name, mnt_fd, &hr, "OK|ESTALE|EINVAL");
	}
}

/* The names the xattr group asks for, in every namespace. */
static const char *const prefixes[] = {
	"user.", "trusted.", "security.", "system.", "parent.", "xfs.",
	"pptr.", "", "user.parent.", "trusted.parent.", "os2.", "osx.",
};

/* Suffixes; "" and a 16-byte record-like name built at run time. */
static const char *suffixes[] = {
	"", "x", "f", "parent", "pub", "secret", "0", "..", "/",
	NULL,	/* 16 non-NUL bytes, as a record name with no zero byte */
	NULL,	/* a secret name */
};

/* getxattr, setxattr, removexattr and listxattr on @path. */
static void xattr_on(const char *path, const char *what)
{
	unsigned char rec[17];
	char name[600], label[700], val[300], list[4096];
	unsigned int p, s;
	ssize_t n;
	int err;

	for (s = 0; s < 16; s++)
		rec[s] = 0x80 + s * 7;	/* no zero byte, no '/' */
	rec[16] = '\0';
	suffixes[9] = (const char *)rec;
	suffixes[10] = nsecrets ? secrets[0] : "hidden";

	n = listxattr(path, list, sizeof(list));
	snprintf(label, sizeof(label), "listxattr %s", what);
	report(label, n < 0 ? errno : 0, "OK");
	if (n > 0) {
		check_leak(label, list, n);
		/* a record would list as a 16-byte binary name */
		if (memmem(list, n, "parent", 6) || memchr(list, 0x80, n))
			bad(label, "a record is listed");
	}

	for (p = 0; p < ARRAY_SIZE(prefixes); p++) {
		for (s = 0; s < ARRAY_SIZE(suffixes); s++) {
			snprintf(name, sizeof(name), "%s%s", prefixes[p],
				 suffixes[s]);
			snprintf(label, sizeof(label), "getxattr %s \"%s%s\"",
				 what, prefixes[p], s == 9 ? "<record-like>" :
				 suffixes[s]);
			n = getxattr(path, name, val, sizeof(val));
			/* nothing of these names exists */
			report(label, n < 0 ? errno : 0,
			       "ENODATA|EOPNOTSUPP|EINVAL|ERANGE");
			if (n > 0)
				check_leak(label, val, n);

			snprintf(label, sizeof(label),
				 "removexattr %s \"%s%s\"", what, prefixes[p],
				 s == 9 ? "<record-like>" : suffixes[s]);
			err = removexattr(path, name) ? errno : 0;
			report(label, err,
			       "ENODATA|EOPNOTSUPP|EINVAL|ERANGE|EPERM|EACCES");

			snprintf(label, sizeof(label),
				 "setxattr replace %s \"%s%s\"", what,
				 prefixes[p], s == 9 ? "<record-like>" :
				 suffixes[s]);
			err = setxattr(path, name, "forged", 6,
				       XATTR_REPLACE) ? errno : 0;
			report(label, err,
			       "ENODATA|EOPNOTSUPP|EINVAL|ERANGE|EPERM|EACCES");

			/*
			 * Creating one is allowed in the real namespaces;
			 * it must stay separate from the records, and is
			 * removed again.
			 */
			snprintf(label, sizeof(label),
				 "setxattr create %s \"%s%s\"", what,
				 prefixes[p], s == 9 ? "<record-like>" :
				 suffixes[s]);
			err = setxattr(path, name, "forged", 6,
				       XATTR_CREATE) ? errno : 0;
			report(label, err,
			       "OK|EOPNOTSUPP|EINVAL|ERANGE|EPERM|EACCES");
			if (!err && removexattr(path, name))
				bad(label, "cannot remove what it created");
		}
	}
}

/* The xattr group: on PUB (read-only for a user) and on OWN. */
static void group_xattr(void)
{
	xattr_on(pub, "pub");
	xattr_on(own, "own");
	xattr_on(mnt, "mnt");
}

/* XFS_IOC_ATTRLIST_BY_HANDLE of handle @h with @flags into @buf. */
static int attrlist(struct xfs_handle *h, uint32_t flags, void *buf,
		    uint32_t len)
{
	struct xfs_fsop_attrlist_handlereq req;

	memset(&req, 0, sizeof(req));
	req.hreq.ihandle = h;
	req.hreq.ihandlen = sizeof(*h);
	req.flags = flags;
	req.buflen = len;
	req.buffer = buf;
	return ioctl(mnt_fd, XFS_IOC_ATTRLIST_BY_HANDLE, &req) ? errno : 0;
}

/*
 * Check an attrlist buffer: no name may be a record (16 bytes that hold
 * a zero byte cannot be listed as a string, so look for the secret
 * names, which are record values, and for names of 16 bytes).
 */
static void check_attrlist(const char *name, const void *buf, uint32_t len)
{
	const struct xfs_attrlist *al = buf;
	int i;

	if (al->al_count < 0 || (uint32_t)al->al_count > len / 4) {
		bad(name, "bad al_count");
		return;
	}
	for (i = 0; i < al->al_count; i++) {
		const struct xfs_attrlist_ent *e;

		if (al->al_offset[i] < 0 ||
		    (uint32_t)al->al_offset[i] >= len) {
			bad(name, "bad al_offset");
			return;
		}
		e = (const void *)((const char *)buf + al->al_offset[i]);
		if (strnlen(e->a_name, len - al->al_offset[i]) == 16 &&
		    !strncmp(e->a_name, "\x80", 1))
			bad(name, "a record-like name is listed");
		printf("%s: lists \"%s\"\n", name, e->a_name);
	}
	for (i = 0; i < nsecrets; i++)
		if (memmem(buf, len, secrets[i], strlen(secrets[i])))
			bad(name, "a record's name is listed");
}

/* One XFS_IOC_ATTRMULTI_BY_HANDLE operation; returns the ioctl errno. */
static int attrmulti(struct xfs_handle *h, uint32_t op, const char *aname,
		     void *value, uint32_t *len, uint32_t flags, int *am_err)
{
	struct xfs_fsop_attrmulti_handlereq req;
	struct xfs_attr_multiop mop;
	int err;

	memset(&req, 0, sizeof(req));
	memset(&mop, 0, sizeof(mop));
	mop.am_opcode = op;
	mop.am_attrname = (void *)aname;
	mop.am_attrvalue = value;
	mop.am_length = *len;
	mop.am_flags = flags;
	req.hreq.ihandle = h;
	req.hreq.ihandlen = sizeof(*h);
	req.opcount = 1;
	req.ops = &mop;
	err = ioctl(mnt_fd, XFS_IOC_ATTRMULTI_BY_HANDLE, &req) ? errno : 0;
	*am_err = -mop.am_error;
	*len = mop.am_length;
	return err;
}

/* The attr handle ioctls group, on PUB's handle. */
static void group_attrhandle(void)
{
	static const uint32_t lens[] = { 0, 4, 15, 16, 64, 4096, 65536,
					 65537 };
	unsigned char rec[17];
	const char *names[4];
	char name[160], value[300];
	struct xfs_handle h;
	uint32_t flags, len, i, n;
	int err, am_err;
	static char buf[70000];

	for (i = 0; i < 16; i++)
		rec[i] = 0x80 + i * 7;
	rec[16] = '\0';
	names[0] = "x";
	names[1] = (const char *)rec;
	names[2] = nsecrets ? secrets[0] : "hidden";
	names[3] = "";

	if (fd_handle(pub_fd, &h)) {
		perror("pptr-hostile: XFS_IOC_FD_TO_HANDLE");
		exit(2);
	}

	/* every flags value up to 0x3f, then random ones */
	for (n = 0; n < 64 + (uint32_t)nrandom; n++) {
		flags = n < 64 ? n : (uint32_t)rnd64();
		memset(buf, 0, sizeof(buf));
		err = attrlist(&h, flags, buf, 4096);
		snprintf(name, sizeof(name), "attrlist flags 0x%x", flags);
		if (!privileged)
			report(name, err, "EPERM");
		else if (flags == 0 || flags == XFS_IOC_ATTR_ROOT ||
			 flags == XFS_IOC_ATTR_SECURE)
			report(name, err, "OK");
		else
			report(name, err, "EINVAL");
		if (!err)
			check_attrlist(name, buf, 4096);
	}
	for (i = 0; i < ARRAY_SIZE(lens); i++) {
		err = attrlist(&h, 0, buf, lens[i]);
		snprintf(name, sizeof(name), "attrlist buflen %u", lens[i]);
		report(name, err, root_or_eperm(lens[i] < 12 || lens[i] > 65536 ?
						"EINVAL" : "OK"));
		if (!err)
			check_attrlist(name, buf, lens[i]);
	}

	for (n = 0; n < 64 + (uint32_t)nrandom; n++) {
		flags = n < 64 ? n : (uint32_t)rnd64();
		for (i = 0; i < 4; i++) {
			/* get: nothing of these names exists */
			len = sizeof(value);
			memset(value, 0, sizeof(value));
			err = attrmulti(&h, ATTR_OP_GET, names[i], value, &len,
					flags, &am_err);
			snprintf(name, sizeof(name),
				 "attrmulti get flags 0x%x name %u", flags, i);
			if (err) {
				report(name, err, root_or_eperm("EINVAL"));
				continue;
			}
			report(name, am_err, "ENODATA|EINVAL");
			if (!am_err) {
				check_leak(name, value, sizeof(value));
				bad(name, "an attribute was read");
			}

			/* remove: nothing to remove */
			len = 0;
			err = attrmulti(&h, ATTR_OP_REMOVE, names[i], NULL,
					&len, flags, &am_err);
			snprintf(name, sizeof(name),
				 "attrmulti remove flags 0x%x name %u", flags,
				 i);
			report(name, err ? err : am_err,
			       root_or_eperm("ENODATA|EINVAL"));

			/* set, then remove it again: a separate attribute */
			len = 6;
			err = attrmulti(&h, ATTR_OP_SET, names[i], "forged",
					&len, flags, &am_err);
			snprintf(name, sizeof(name),
				 "attrmulti set flags 0x%x name %u", flags, i);
			report(name, err ? err : am_err,
			       root_or_eperm("OK|EINVAL|EEXIST|ENODATA"));
			if (err || am_err)
				continue;
			len = 0;
			attrmulti(&h, ATTR_OP_REMOVE, names[i], NULL, &len,
				  flags, &am_err);
			if (am_err)
				bad(name, "cannot remove what it set");
		}
		/* unknown operations */
		len = sizeof(value);
		err = attrmulti(&h, n < 64 ? 0 : 4 + rnd(1000000), "x", value,
				&len, flags, &am_err);
		snprintf(name, sizeof(name), "attrmulti bad opcode flags 0x%x",
			 flags);
		report(name, err ? err : am_err, root_or_eperm("EINVAL"));
	}
}

/* One XFS_IOC_SCRUB_METADATA call. */
static int scrub(uint32_t type, uint32_t flags, uint64_t ino, uint32_t gen,
		 uint32_t *oflags)
{
	struct xfs_scrub_metadata sm;
	int err;

	memset(&sm, 0, sizeof(sm));
	sm.sm_type = type;
	sm.sm_flags = flags;
	sm.sm_ino = ino;
	sm.sm_gen = gen;
	err = ioctl(mnt_fd, XFS_IOC_SCRUB_METADATA, &sm) ? errno : 0;
	*oflags = sm.sm_flags;
	return err;
}

/* The scrub group: check and repair on good and bogus inodes. */
static void group_scrub(void)
{
	struct stat st_pub, st_mnt;
	uint64_t inos[13];
	uint32_t gens[3], type, flags, oflags;
	unsigned int i, g, f, t, nino;
	char name[160];
	int err;

	if (fstat(pub_fd, &st_pub) || fstat(mnt_fd, &st_mnt)) {
		perror("pptr-hostile: fstat");
		exit(2);
	}
	nino = 0;
	inos[nino++] = st_pub.st_ino;
	inos[nino++] = st_mnt.st_ino;
	inos[nino++] = secret_ino;
	inos[nino++] = 0;
	inos[nino++] = 1;
	inos[nino++] = 129;
	inos[nino++] = st_mnt.st_ino + 60;
	inos[nino++] = 0xffffffffULL;
	/*
	 * Not ~0 (NULLFSINO): stock 6.1 scrub passes it to xfs_imap, which
	 * asserts against it on an XFS_DEBUG kernel (not a parent pointer
	 * issue).
	 */
	inos[nino++] = ~0ULL - 1;
	inos[nino++] = rnd(1 << 22);
	inos[nino++] = rnd64();
	/* a cached inode's number with bit 63 set (see group_handles) */
	inos[nino++] = (1ULL << 63) | secret_ino;

	for (t = 0; t < 3; t++) {
		type = t == 0 ? XFS_SCRUB_TYPE_PARENT :
		       t == 1 ? XFS_SCRUB_TYPE_DIR : XFS_SCRUB_TYPE_INODE;
		for (i = 0; i < nino; i++) {
			gens[0] = 0;
			gens[1] = inos[i] == secret_ino ? secret_gen :
				  (uint32_t)rnd64();
			gens[2] = (uint32_t)rnd64();
			for (g = 0; g < 3; g++) {
				for (f = 0; f < 2; f++) {
					flags = f ? XFS_SCRUB_IFLAG_REPAIR : 0;
					err = scrub(type, flags, inos[i],
						    gens[g], &oflags);
					snprintf(name, sizeof(name),
						 "scrub type %u%s inode 0x%llx gen %u",
						 type, f ? " repair" : "",
						 (unsigned long long)inos[i],
						 gens[g]);
					report(name, err, root_or_eperm(
					       "OK|ENOENT|EINVAL|ESTALE|EOPNOTSUPP|EFSCORRUPTED"));
					if (!err && (oflags &
					    XFS_SCRUB_OFLAG_CORRUPT))
						bad(name, "corruption reported on a clean filesystem");
				}
			}
		}
	}
	/* unknown input flags, bogus types */
	for (i = 0; i < (unsigned int)nrandom; i++) {
		type = rnd(2) ? XFS_SCRUB_TYPE_PARENT : rnd64();
		flags = (uint32_t)rnd64() | 0x80;
		err = scrub(type, flags, st_pub.st_ino, 0, &oflags);
		snprintf(name, sizeof(name), "scrub random type %u flags 0x%x",
			 type, flags);
		report(name, err, root_or_eperm("EINVAL|ENOENT|EOPNOTSUPP"));
	}
}

/* Print the usage and exit 2. */
static void usage(void)
{
	fprintf(stderr, "usage: pptr-hostile [-s SEED] [-n N] [-x SECRET]... "
		"getparents|handles|xattr|attrhandle|scrub MNT PUB OWN INO GEN\n");
	exit(2);
}

/* Parse the arguments, open what the groups need and run one group. */
int main(int argc, char **argv)
{
	const char *group;
	int c;

	rng_state = (uint64_t)time(NULL) ^ ((uint64_t)getpid() << 32);
	while ((c = getopt(argc, argv, "s:n:x:")) != -1) {
		switch (c) {
		case 's':
			rng_state = strtoull(optarg, NULL, 0);
			break;
		case 'n':
			nrandom = atoi(optarg);
			break;
		case 'x':
			if (nsecrets == MAX_SECRETS)
				usage();
			secrets[nsecrets++] = optarg;
			break;
		default:
			usage();
		}
	}
	if (argc - optind != 6)
		usage();
	if (!rng_state)
		rng_state = 1;
	group = argv[optind];
	mnt = argv[optind + 1];
	pub = argv[optind + 2];
	own = argv[optind + 3];
	secret_ino = strtoull(argv[optind + 4], NULL, 0);
	secret_gen = strtoul(argv[optind + 5], NULL, 0);
	privileged = geteuid() == 0;
	printf("pptr-hostile %s as uid %u (%s), seed %llu\n", group,
	       (unsigned int)geteuid(),
	       privileged ? "privileged" : "unprivileged",
	       (unsigned long long)rng_state);

	mnt_fd = open(mnt, O_RDONLY | O_DIRECTORY);
	pub_fd = open(pub, O_RDONLY);
	if (mnt_fd < 0 || pub_fd < 0) {
		perror("pptr-hostile: open");
		return 2;
	}
	recbuf = mmap(NULL, RECBUF, PROT_READ | PROT_WRITE,
		      MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (recbuf == MAP_FAILED) {
		perror("pptr-hostile: mmap");
		return 2;
	}

	if (!strcmp(group, "getparents"))
		group_getparents();
	else if (!strcmp(group, "handles"))
		group_handles();
	else if (!strcmp(group, "xattr"))
		group_xattr();
	else if (!strcmp(group, "attrhandle"))
		group_attrhandle();
	else if (!strcmp(group, "scrub"))
		group_scrub();
	else
		usage();

	printf("%d cases, %d unexpected\n", ncases, nbad);
	return nbad ? 1 : 0;
}
