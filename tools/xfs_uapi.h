/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The XFS ioctl ABI for the tools, taken from the patched kernel tree:
 * fs/xfs/libxfs/xfs_fs.h (scripts/tools.sh puts it on the include path)
 * with the few kernel types it expects defined first.
 */
#ifndef XFS_UAPI_H
#define XFS_UAPI_H

#include <stdint.h>
#include <sys/types.h>
#include <linux/types.h>
#include <linux/fs.h>

#define __user
typedef uint32_t prid_t;
typedef int64_t xfs_off_t;
typedef uint64_t xfs_ino_t;

#include "xfs_fs.h"

#endif
