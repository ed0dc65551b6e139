// SPDX-License-Identifier: GPL-2.0
/*
 * tsc-khz: print the frequency of this machine's time stamp counter in
 * kHz, measured against CLOCK_MONOTONIC_RAW over 200 ms.
 *
 * make bench runs it on the host and passes the answer to the guest as
 * tsc_early_khz=: the guest kernel has no ACPI, so it finds no HPET or
 * PM timer to calibrate the TSC against and falls back to the jiffies
 * clock, which ticks every 4 ms. QEMU's guest TSC counts at the host's
 * rate (TCG reads the host's counter, KVM passes it through).
 */
#include <stdio.h>
#include <time.h>

#if defined(__x86_64__) || defined(__i386__)
#include <x86intrin.h>

/* Nanoseconds of CLOCK_MONOTONIC_RAW. */
static long long raw_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC_RAW, &ts);
	return ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

int main(void)
{
	long long t0, t1;
	unsigned long long c0, c1;

	t0 = raw_ns();
	c0 = __rdtsc();
	do
		t1 = raw_ns();
	while (t1 - t0 < 200000000LL);
	c1 = __rdtsc();
	printf("%llu\n", (c1 - c0) * 1000000ULL / (unsigned long long)(t1 - t0));
	return 0;
}
#else
int main(void)
{
	fprintf(stderr, "tsc-khz: not an x86 machine\n");
	return 1;
}
#endif
