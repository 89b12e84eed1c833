/*
 * benchtool: what `make bench` measures with.
 *
 *   benchtool run command    run command with sh; print its wall-clock
 *                            seconds and the peak resident memory, in KiB,
 *                            of the largest process it ran
 *   benchtool floor bytes w  write bytes bytes of rows w blocks wide: the
 *                            simplest streaming writer, moving the bytes
 *                            of a maze and no more
 *   benchtool floorgen cw ch generate a cw x ch cell maze the simplest way
 *                            there is and write it: a binary tree, one
 *                            random bit a cell, streamed -- the floor
 *                            against which the generators are compared
 */
#include <sys/resource.h>
#include <sys/types.h>
#include <sys/wait.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "lib/libint.h"

static double
now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

static int
run(const char *cmd)
{
	struct rusage ru;
	double t0 = now();
	pid_t pid;
	int status;

	if ((pid = fork()) == -1)
		return perror("fork"), 2;
	if (pid == 0) {
		execl("/bin/sh", "sh", "-c", cmd, (char *)NULL);
		_exit(127);
	}
	if (waitpid(pid, &status, 0) == -1)
		return perror("waitpid"), 2;
	getrusage(RUSAGE_CHILDREN, &ru);
	printf("%.3f %ld\n", now() - t0, ru.ru_maxrss);
	return WIFEXITED(status) ? WEXITSTATUS(status) : 2;
}

static int
floor_writer(unsigned long long bytes, unsigned long w)
{
	static char buf[1 << 20];
	unsigned long long left = bytes;
	char *row;
	size_t n;

	if ((row = malloc(w + 1)) == NULL)
		return 2;
	memset(row, '#', w);
	row[w] = '\n';
	setvbuf(stdout, buf, _IOFBF, sizeof buf);
	for (; left > 0; left -= n) {
		n = left > w + 1 ? w + 1 : (size_t)left;
		if (fwrite(row, 1, n, stdout) != n)
			return 2;
	}
	free(row);
	return fflush(stdout) == 0 ? 0 : 2;
}

/*
 * Each cell opens north or west, from one bit of a 64-bit draw, or the one
 * way it can; rows as mazegen writes them, with the same header lines.
 */
static int
floor_generator(unsigned long cw, unsigned long ch)
{
	static char buf[1 << 20];
	size_t w = 2 * cw + 1, x, y;
	unsigned char *above, *cells;
	uint64_t bits = 0;
	unsigned left = 0, north, west;
	struct maze_rng r;

	if ((above = malloc(2 * w + 2)) == NULL)
		return 2;
	cells = above + w + 1;
	above[w] = cells[w] = '\n';
	maze_rng_seed(&r, 1);
	setvbuf(stdout, buf, _IOFBF, sizeof buf);
	printf("; maze 1\n; size %zu %lu\n; floor %lu %lu\n", w, 2 * ch + 1,
	    cw, ch);
	for (y = 0; y < ch; y++) {
		above[0] = cells[0] = '#';
		for (x = 0; x < cw; x++) {
			if (left-- == 0) {
				bits = rng_next(&r);
				left = 63;
			}
			north = (y > 0) & ((x == 0) | (unsigned)(bits & 1));
			west = (x > 0) & !north;
			bits >>= 1;
			/* '#' is ' ' + 3: no branch on a random bit */
			above[2 * x + 1] = (unsigned char)('#' - 3 * north);
			above[2 * x + 2] = '#';
			cells[2 * x] = (unsigned char)('#' - 3 * west);
			cells[2 * x + 1] = ' ';
		}
		cells[w - 1] = '#';
		if (y == 0)
			above[1] = 'S';
		fwrite(above, 1, 2 * w + 2, stdout);
	}
	memset(above, '#', w);
	above[w - 2] = 'E';
	fwrite(above, 1, w + 1, stdout);
	free(above);
	return fflush(stdout) == 0 ? 0 : 2;
}

int
main(int argc, char *argv[])
{
	if (argc == 3 && strcmp(argv[1], "run") == 0)
		return run(argv[2]);
	if (argc == 4 && strcmp(argv[1], "floor") == 0)
		return floor_writer(strtoull(argv[2], NULL, 10),
		    strtoul(argv[3], NULL, 10));
	if (argc == 4 && strcmp(argv[1], "floorgen") == 0)
		return floor_generator(strtoul(argv[2], NULL, 10),
		    strtoul(argv[3], NULL, 10));
	fprintf(stderr, "usage: benchtool run command | floor bytes width | "
	    "floorgen cw ch\n");
	return 2;
}
