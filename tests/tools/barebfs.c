/*
 * barebfs: the floor for mazesolve's breadth-first search in `make bench`.
 *
 *   barebfs file    read the maze in file with the library's reader, then
 *                   solve it twice: with the library's bfs solver, and with
 *                   the plainest breadth-first search over a flat copy of
 *                   the same grid written here; print the seconds of each
 *                   step: "read R bfs B bare F", and the two route lengths,
 *                   which must agree.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "lib/libint.h"
#include "solve/solvepriv.h"

static double
now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

/*
 * Breadth-first search from S to E: a padded byte grid (0 open, 1 seen, 5 +
 * direction back), a queue of 32-bit indices, stop at E, count the steps
 * back.  Returns the length, or -1.
 */
static long
bare(const struct maze *m)
{
	size_t pw = (size_t)m->w + 2, n = pw * ((size_t)m->h + 2), x, y;
	ptrdiff_t off[4] = { -(ptrdiff_t)pw, 1, (ptrdiff_t)pw, -1 };
	unsigned char *g = malloc(n);
	uint32_t *q = malloc(n * sizeof *q), head = 0, tail = 0, p, np;
	uint32_t src = (uint32_t)((m->start / m->w + 1) * pw +
	    m->start % m->w + 1);
	uint32_t dst = (uint32_t)((m->end / m->w + 1) * pw + m->end % m->w +
	    1);
	long len = -1;
	int d;

	if (g == NULL || q == NULL)
		exit(2);
	memset(g, 1, n);
	for (y = 0; y < m->h; y++)
		for (x = 0; x < m->w; x++)
			g[(y + 1) * pw + x + 1] = m->b[y * m->w + x] == '#';
	g[src] = 2;
	q[tail++] = src;
	while (head < tail) {
		p = q[head++];
		if (p == dst)
			break;
		for (d = 0; d < 4; d++) {
			np = (uint32_t)((ptrdiff_t)p + off[d]);
			if (g[np] == 0) {
				g[np] = (unsigned char)(4 + ((d + 2) & 3));
				q[tail++] = np;
			}
		}
	}
	if (g[dst] >= 4)
		for (len = 0, p = dst; p != src; len++)
			p = (uint32_t)((ptrdiff_t)p + off[g[p] - 4]);
	free(g);
	free(q);
	return len;
}

int
main(int argc, char *argv[])
{
	struct maze_reader r;
	struct maze_err e;
	struct maze m;
	struct maze_solve sv;
	struct maze_rng rng;
	FILE *fp;
	double t0, t1, t2, t3;
	long len;
	int rc;

	if (argc != 2 || (fp = fopen(argv[1], "rb")) == NULL) {
		fprintf(stderr, "usage: barebfs file\n");
		return 2;
	}
	maze_init(&m);
	maze_reader_init(&r, fp);
	t0 = now();
	if (maze_read(&r, &m, &e) != 1) {
		fprintf(stderr, "barebfs: %s\n", e.msg);
		return 2;
	}
	t1 = now();
	if (maze_solve_init(&sv, &e) == -1) {
		fprintf(stderr, "barebfs: %s\n", e.msg);
		return 2;
	}
	sv.m = &m;
	sv.rng = &rng;
	rc = solve_bfs(&sv, &e);
	t2 = now();
	len = bare(&m);
	t3 = now();
	if (rc != 1 || len != (long)sv.length) {
		fprintf(stderr, "barebfs: bfs says %d, %zu; bare %ld\n", rc,
		    sv.length, len);
		return 2;
	}
	printf("read %.3f bfs %.3f bare %.3f length %ld\n", t1 - t0, t2 - t1,
	    t3 - t2, len);
	maze_solve_free(&sv);
	maze_reader_free(&r);
	maze_free(&m);
	fclose(fp);
	return 0;
}
