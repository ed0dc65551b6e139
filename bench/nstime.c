// SPDX-License-Identifier: GPL-2.0
/* nstime: print CLOCK_MONOTONIC in nanoseconds (busybox date has no %N). */
#include <stdio.h>
#include <time.h>

int main(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	printf("%lld\n", (long long)ts.tv_sec * 1000000000LL + ts.tv_nsec);
	return 0;
}
