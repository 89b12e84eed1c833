/* progress.c: a sign of life on standard error during a long run. */
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cli/cli.h"

static double
now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

void
cli_progress_start(struct cli_progress *pg)
{
	memset(pg, 0, sizeof *pg);
	pg->on = isatty(STDERR_FILENO);
	pg->t0 = now();
}

/* Say how many mazes are done, at most four times a second. */
void
cli_progress(struct cli_progress *pg, unsigned long mazes)
{
	double t;

	if (!pg->on)
		return;
	t = now();
	if (t - pg->t0 < 1 || t - pg->last < 0.25)
		return;
	pg->last = t;
	pg->shown = 1;
	fprintf(stderr, "\r%s: %lu mazes, %.0f s", cli_prog, mazes, t - pg->t0);
}

/* Erase the line, if it was ever drawn. */
void
cli_progress_end(struct cli_progress *pg)
{
	if (pg->shown)
		fprintf(stderr, "\r%40s\r", "");
}
