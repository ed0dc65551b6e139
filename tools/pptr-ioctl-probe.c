// SPDX-License-Identifier: GPL-2.0
/*
 * pptr-ioctl-probe: call XFS_IOC_GETPARENTS_V5(_BY_HANDLE) with one kind of
 * bad (or good) input and print the outcome: "OK count=N done=D" or the
 * errno name.  The tests compare that with what the ABI documents.
 *
 *   pptr-ioctl-probe CASE FILE
 *
 * CASE is one of: ok, iflags, reserved, cursor, smallbuf, badbuf, hugebuf,
 * handle-ok, handle-stale, handle-forged, handle-badlen, unpriv, unpriv-handle.
 * The handle cases ask for FILE's inode through a handle made from its
 * filesystem's handle; the unpriv cases first drop to uid/gid 65534.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <unistd.h>
#include "xfs_uapi.h"

static const char *errname(int e)
{
	switch (e) {
	case EPERM: return "EPERM";
	case EINVAL: return "EINVAL";
	case EFAULT: return "EFAULT";
	case ENOTTY: return "ENOTTY";
	case EOPNOTSUPP: return "EOPNOTSUPP";
	case ESTALE: return "ESTALE";
	case ENOENT: return "ENOENT";
	case EUCLEAN: return "EFSCORRUPTED";
	case ENOMEM: return "ENOMEM";
	case EBADF: return "EBADF";
	default: return strerror(e);
	}
}

static void drop_privileges(void)
{
	if (setgid(65534) || setuid(65534)) {
		perror("pptr-ioctl-probe: drop privileges");
		exit(2);
	}
}

int main(int argc, char **argv)
{
	static struct xfs_getparents_v5_rec recs[64];
	struct xfs_getparents_v5_by_handle hreq;
	struct xfs_getparents_v5 *req = &hreq.gph_request;
	struct xfs_fsop_handlereq fsreq;
	const char *c;
	__u32 hlen = sizeof(struct xfs_handle);
	int fd, ret, by_handle;

	if (argc != 3) {
		fprintf(stderr, "usage: pptr-ioctl-probe CASE FILE\n");
		return 2;
	}
	c = argv[1];
	fd = open(argv[2], O_RDONLY);
	if (fd < 0) {
		perror(argv[2]);
		return 2;
	}
	memset(&hreq, 0, sizeof(hreq));
	req->gp_buffer = (uintptr_t)recs;
	req->gp_bufsize = sizeof(recs);

	by_handle = !strncmp(c, "handle", 6) || !strcmp(c, "unpriv-handle");
	if (by_handle) {
		memset(&fsreq, 0, sizeof(fsreq));
		fsreq.fd = fd;
		fsreq.ohandle = &hreq.gph_handle;
		fsreq.ohandlen = &hlen;
		if (ioctl(fd, XFS_IOC_FD_TO_HANDLE, &fsreq)) {
			perror("XFS_IOC_FD_TO_HANDLE");
			return 2;
		}
	}

	if (!strcmp(c, "iflags"))
		req->gp_iflags = 1;
	else if (!strcmp(c, "reserved"))
		req->gp_reserved[1] = 1;
	else if (!strcmp(c, "cursor"))
		req->gp_cursor.opaque[2] = 7;
	else if (!strcmp(c, "smallbuf"))
		req->gp_bufsize = sizeof(recs[0]) - 1;
	else if (!strcmp(c, "badbuf"))
		req->gp_buffer = 4096;	/* unmapped user address */
	else if (!strcmp(c, "hugebuf"))
		req->gp_bufsize = 0xffffffff;	/* capped to MAXBUF, not trusted */
	else if (!strcmp(c, "handle-stale"))
		hreq.gph_handle.ha_fid.fid_gen ^= 0x5a5a5a5a;
	else if (!strcmp(c, "handle-forged"))
		hreq.gph_handle.ha_fid.fid_ino = 0x7fffffffffffULL;
	else if (!strcmp(c, "handle-badlen"))
		hreq.gph_handle.ha_fid.fid_len = 3;
	else if (!strcmp(c, "unpriv") || !strcmp(c, "unpriv-handle"))
		drop_privileges();
	else if (strcmp(c, "ok") && strcmp(c, "handle-ok")) {
		fprintf(stderr, "pptr-ioctl-probe: unknown case %s\n", c);
		return 2;
	}

	if (by_handle) {
		/* Handle ioctls are made on a directory of the filesystem. */
		char *dir = strdup(argv[2]), *slash = strrchr(dir, '/');
		int dfd;

		if (slash)
			*slash = '\0';
		dfd = open(slash ? dir : ".", O_RDONLY | O_DIRECTORY);
		if (dfd < 0) {
			perror(dir);
			return 2;
		}
		ret = ioctl(dfd, XFS_IOC_GETPARENTS_V5_BY_HANDLE, &hreq);
	}
	else
		ret = ioctl(fd, XFS_IOC_GETPARENTS_V5, req);
	if (ret)
		printf("%s\n", errname(errno));
	else
		printf("OK count=%u done=%u\n", req->gp_count,
		       !!(req->gp_oflags & XFS_GETPARENTS_V5_DONE));
	return 0;
}
