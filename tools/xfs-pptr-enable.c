// SPDX-License-Identifier: GPL-2.0
/*
 * xfs-pptr-enable: turn on v5 parent pointers on a freshly made, empty,
 * unmounted XFS filesystem, by setting XFS_SB_FEAT_INCOMPAT_PARENT_V5 in
 * every superblock and recomputing each one's CRC.
 *
 * Only an empty filesystem qualifies: its only directory is the root, which
 * has no parent pointer, so no record is missing.  This stands in for
 * "mkfs.xfs -n parent=1" until the xfsprogs series provides it.
 *
 * Usage: xfs-pptr-enable DEVICE
 */
#define _GNU_SOURCE
#include <endian.h>
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define XFS_SB_MAGIC		0x58465342	/* "XFSB" */
#define XFS_SB_VERSION_5	5
#define INCOMPAT_PARENT_V5	(1U << 30)

/* Byte offsets of the fields used here in the on-disk superblock. */
#define SB_BLOCKSIZE		4	/* __be32 */
#define SB_AGBLOCKS		84	/* __be32 */
#define SB_AGCOUNT		88	/* __be32 */
#define SB_VERSIONNUM		100	/* __be16 */
#define SB_SECTSIZE		102	/* __be16 */
#define SB_ICOUNT		128	/* __be64 */
#define SB_IFREE		136	/* __be64 */
#define SB_FEATURES_INCOMPAT	216	/* __be32 */
#define SB_CRC			224	/* __le32 */

/* Inodes in use on a new filesystem: root, rt bitmap, rt summary. */
#define FRESH_INODES		3

static uint32_t get32(const unsigned char *b, int off)
{
	uint32_t v;

	memcpy(&v, b + off, sizeof(v));
	return be32toh(v);
}

static uint16_t get16(const unsigned char *b, int off)
{
	uint16_t v;

	memcpy(&v, b + off, sizeof(v));
	return be16toh(v);
}

static uint64_t get64(const unsigned char *b, int off)
{
	uint64_t v;

	memcpy(&v, b + off, sizeof(v));
	return be64toh(v);
}

/* CRC32c (Castagnoli), reflected, no final inversion: the kernel's crc32c. */
static uint32_t crc32c(uint32_t crc, const unsigned char *p, size_t len)
{
	int k;

	while (len--) {
		crc ^= *p++;
		for (k = 0; k < 8; k++)
			crc = (crc >> 1) ^ (0x82f63b78 & -(crc & 1));
	}
	return crc;
}

/* Set the feature bit in one superblock sector and re-seal its CRC. */
static void set_feature(unsigned char *sb, unsigned int sectsize)
{
	uint32_t incompat = get32(sb, SB_FEATURES_INCOMPAT) | INCOMPAT_PARENT_V5;
	uint32_t v = htobe32(incompat);
	uint32_t crc;

	memcpy(sb + SB_FEATURES_INCOMPAT, &v, sizeof(v));
	memset(sb + SB_CRC, 0, 4);
	crc = ~crc32c(~0U, sb, sectsize);
	v = htole32(crc);
	memcpy(sb + SB_CRC, &v, sizeof(v));
}

static int fail(const char *dev, const char *what)
{
	fprintf(stderr, "xfs-pptr-enable: %s: %s\n", dev, what);
	return 1;
}

int main(int argc, char **argv)
{
	unsigned char sb[65536];
	unsigned int sectsize, agcount, agno;
	uint64_t agbytes;
	const char *dev;
	int fd;

	if (argc != 2) {
		fprintf(stderr, "usage: xfs-pptr-enable DEVICE\n");
		return 2;
	}
	dev = argv[1];

	/* O_EXCL on a block device fails while it is mounted. */
	fd = open(dev, O_RDWR | O_EXCL);
	if (fd < 0)
		return fail(dev, errno == EBUSY ? "device is mounted or busy" :
			    strerror(errno));
	if (pread(fd, sb, 512, 0) != 512)
		return fail(dev, "cannot read the superblock");
	if (get32(sb, 0) != XFS_SB_MAGIC)
		return fail(dev, "not an XFS filesystem");
	if ((get16(sb, SB_VERSIONNUM) & 0xf) != XFS_SB_VERSION_5)
		return fail(dev, "parent pointers need a V5 (crc=1) filesystem");
	if (get32(sb, SB_FEATURES_INCOMPAT) & INCOMPAT_PARENT_V5)
		return fail(dev, "parent pointers are already enabled");
	if (get64(sb, SB_ICOUNT) - get64(sb, SB_IFREE) != FRESH_INODES)
		return fail(dev, "not a freshly made, empty filesystem");

	sectsize = get16(sb, SB_SECTSIZE);
	agcount = get32(sb, SB_AGCOUNT);
	agbytes = (uint64_t)get32(sb, SB_AGBLOCKS) * get32(sb, SB_BLOCKSIZE);
	if (sectsize < 512 || sectsize > sizeof(sb) || agcount == 0)
		return fail(dev, "superblock geometry makes no sense");

	for (agno = 0; agno < agcount; agno++) {
		off_t pos = (off_t)(agno * agbytes);

		if (pread(fd, sb, sectsize, pos) != (ssize_t)sectsize)
			return fail(dev, "cannot read a secondary superblock");
		if (get32(sb, 0) != XFS_SB_MAGIC)
			return fail(dev, "bad secondary superblock magic");
		set_feature(sb, sectsize);
		if (pwrite(fd, sb, sectsize, pos) != (ssize_t)sectsize)
			return fail(dev, "cannot write a superblock");
	}
	if (fsync(fd) || close(fd))
		return fail(dev, "cannot flush the device");
	printf("%s: parent pointers (v5) enabled in %u superblocks\n",
	       dev, agcount);
	return 0;
}
