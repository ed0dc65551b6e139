// SPDX-License-Identifier: GPL-2.0
/*
 * pp-ts: copy standard input to standard output, each line prefixed with
 * the seconds since pp-ts started (monotonic clock, milliseconds).
 *
 * tests/run pipes a test's "sh -x" trace through it when the guest is
 * booted with pp.trace=1, so that the log says where a test spends its
 * time: the gap between two lines is the time of the first one.
 */
#include <stdio.h>
#include <string.h>
#include <time.h>

/* Seconds since @t0, as a double. */
static double since(const struct timespec *t0)
{
	struct timespec now;

	clock_gettime(CLOCK_MONOTONIC, &now);
	return (now.tv_sec - t0->tv_sec) + (now.tv_nsec - t0->tv_nsec) / 1e9;
}

int main(void)
{
	struct timespec t0;
	char line[4096];
	int start = 1;

	clock_gettime(CLOCK_MONOTONIC, &t0);
	setvbuf(stdout, NULL, _IOLBF, 0);
	while (fgets(line, sizeof(line), stdin)) {
		/* A line longer than the buffer is stamped once. */
		if (start)
			printf("%9.3f ", since(&t0));
		fputs(line, stdout);
		start = strchr(line, '\n') != NULL;
	}
	return ferror(stdin) ? 1 : 0;
}
