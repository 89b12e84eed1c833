/* check_util.c: helpers the unit suites share (see unit.h). */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gen/gen.h"
#include "unit.h"

const char man_example[] =
    "; maze 1\n"
    "; size 9 7\n"
    "; mazegen -a backtracker -s 1 4 3\n"
    MAN_EXAMPLE_ROWS;

const char weave_small[] =
    "; maze 1\n"
    "; size 7 7 3\n"
    "; grid square mask weave\n"
    "; level 0\n"
    "###S###\n"
    "###   #\n"
    "### # #\n"
    "# # # #\n"
    "### # #\n"
    "### # #\n"
    "#####E#\n"
    "; level 1\n"
    "#######\n"
    "#######\n"
    "#######\n"
    "# ### #\n"
    "#######\n"
    "#######\n"
    "#######\n"
    "; level 2\n"
    "#######\n"
    "#######\n"
    "#######\n"
    "#     #\n"
    "#######\n"
    "#######\n"
    "#######\n";

FILE *
open_bytes(const char *s, size_t len)
{
	FILE *fp;

	/*
	 * POSIX lets fmemopen refuse a size of 0, so an empty input is an
	 * empty temporary file instead.  The cast is safe: "r" never writes.
	 */
	if (len == 0)
		fp = tmpfile();
	else
		fp = fmemopen((void *)(uintptr_t)s, len, "r");
	ck_assert_msg(fp != NULL, "cannot open a stream on %zu bytes", len);
	return fp;
}

int
read_bytes(const char *s, size_t len, struct maze *m, struct maze_err *e)
{
	struct maze_reader r;
	FILE *fp = open_bytes(s, len);
	int rc;

	maze_reader_init(&r, fp);
	rc = maze_read(&r, m, e);
	maze_reader_free(&r);
	fclose(fp);
	return rc;
}

void
maze_from_str(struct maze *m, const char *s)
{
	struct maze_err e;
	int rc;

	memset(&e, 0, sizeof e);
	rc = read_bytes(s, strlen(s), m, &e);
	ck_assert_msg(rc == 1, "cannot read test maze: %lu:%lu: %s", e.line,
	    e.col, e.msg);
}

/*
 * Every block's neighbours in m, once (unit.h), from its coordinates
 * counted through the grid, as the library does not work them out, so
 * that the references below owe it nothing; where there is none, the
 * block itself, a step that changes no distance.  The searches below try
 * each block's six ways, block_cost()'s sweeps many times over: three
 * divisions a way each time, as they were worked out before, were nine
 * tenths of the unit tests that call them (perf: post's loops and ends).
 */
size_t *
block_neighbours(const struct maze *m)
{
	size_t n = maze_blocks(m), lv = (size_t)m->w * m->h, i = 0, *nb, *p;
	uint32_t x, y, z;

	nb = malloc(n * MAZE_NDIRS * sizeof *nb);
	REQUIRE(nb != NULL, "out of memory");
	for (z = 0; z < m->d; z++)
		for (y = 0; y < m->h; y++)
			for (x = 0; x < m->w; x++, i++) {
				p = nb + i * MAZE_NDIRS;
				p[MAZE_N] = y > 0 ? i - m->w : i;
				p[MAZE_S] = y + 1 < m->h ? i + m->w : i;
				p[MAZE_W] = x > 0 ? i - 1 : i;
				p[MAZE_E] = x + 1 < m->w ? i + 1 : i;
				p[MAZE_UP] = z > 0 ? i - lv : i;
				p[MAZE_DOWN] = z + 1 < m->d ? i + lv : i;
			}
	return nb;
}

/*
 * Steps from src, breadth first over the neighbours worked out above: a
 * FIFO of blocks, each given its distance when first reached.  Written
 * plainly, as no solver is (the library's walk levels without a distance a
 * block, padded, branch-free), so that the two cannot share a mistake.
 * Sweeping the blocks forward and back until nothing changed gave the same
 * distances at many times the cost: half the time of post's unit tests.
 */
void
block_dist(const struct maze *m, size_t src, int *dist)
{
	size_t n = maze_blocks(m), head = 0, tail = 0, i, j, *q;
	size_t *nb = block_neighbours(m);
	int d;

	q = malloc(n * sizeof *q);
	REQUIRE(q != NULL, "out of memory");
	for (i = 0; i < n; i++)
		dist[i] = -1;
	dist[src] = 0;
	/* Through open blocks only, src too: from a wall, nothing. */
	if (maze_isopen(m->b[src]))
		q[tail++] = src;
	while (head < tail) {
		i = q[head++];
		for (d = 0; d < MAZE_NDIRS; d++) {
			j = nb[i * MAZE_NDIRS + (size_t)d];
			if (dist[j] >= 0 || !maze_isopen(m->b[j]))
				continue;
			dist[j] = dist[i] + 1;
			q[tail++] = j;
		}
	}
	free(q);
	free(nb);
}

/*
 * The cheapest cost of reaching each block from src, entering a block
 * costing its weight: Bellman-Ford, every open block relaxed from its four
 * neighbours in row order until nothing changes; slow, and sharing nothing
 * with the solvers' heaps.  The weight is read here from the character,
 * not through the library.
 */
void
block_cost(const struct maze *m, size_t src, long *cost)
{
	size_t n = maze_blocks(m), i, j, *nb = block_neighbours(m);
	int changed, d;
	long w, best;
	unsigned char c;

	for (i = 0; i < n; i++)
		cost[i] = LONG_MAX;
	cost[src] = 0;
	do {
		changed = 0;
		for (i = 0; i < n; i++) {
			c = m->b[i];
			if (c == '#' || i == src)
				continue;
			w = c >= '1' && c <= '9' ? c - '0' : c >= 'a' &&
			    c <= 'i' ? c - 'a' + 1 : 1;
			best = cost[i];
			for (d = 0; d < MAZE_NDIRS; d++) {
				j = nb[i * MAZE_NDIRS + (size_t)d];
				if (m->b[j] != '#' && cost[j] != LONG_MAX &&
				    cost[j] + w < best)
					best = cost[j] + w;
			}
			if (best < cost[i]) {
				cost[i] = best;
				changed = 1;
			}
		}
	} while (changed);
	for (i = 0; i < n; i++)
		if (cost[i] == LONG_MAX)
			cost[i] = -1;
	free(nb);
}

size_t
count_blocks(const struct maze *m, unsigned char c)
{
	size_t n = (size_t)m->w * m->h, i, k = 0;

	for (i = 0; i < n; i++)
		k += m->b[i] == c;
	return k;
}

size_t
check_frames(const char *buf, size_t len, const char *plain, size_t plen,
    const struct maze *like, const char *what)
{
	struct maze_reader r;
	struct maze_err e;
	struct maze m;
	size_t n = 0, last = 0, i, heads;
	FILE *fp = open_bytes(buf, len);
	unsigned kind = like->hdr.grid & MAZE_GRID_KIND;
	int rc;

	/* The head is a cell: 3 blocks of a hexagon, 9 of a polar centre. */
	heads = kind == MAZE_GRID_HEX ? 3 : kind == MAZE_GRID_POLAR ? 9 : 1;
	maze_init(&m);
	maze_reader_init(&r, fp);
	while ((rc = maze_read(&r, &m, &e)) == 1) {
		n++;
		REQUIRE(m.w == like->w && m.h == like->h && m.d == like->d,
		    "%s: frame %zu is %ux%ux%u", what, n, m.w, m.h, m.d);
		REQUIRE(count_blocks(&m, MAZE_HEAD) <= heads,
		    "%s: frame %zu has %zu heads", what, n,
		    count_blocks(&m, MAZE_HEAD));
	}
	REQUIRE(rc == 0, "%s: frame %zu: %s", what, n + 1, e.msg);
	maze_reader_free(&r);
	fclose(fp);
	maze_free(&m);
	/* The last frame begins after the last empty line. */
	for (i = 0; i + 1 < len; i++)
		if (buf[i] == '\n' && buf[i + 1] == '\n')
			last = i + 2;
	REQUIRE(len - last == plen && memcmp(buf + last, plain, plen) == 0,
	    "%s: the last frame is not the maze", what);
	return n;
}

void
out_open(struct out *o)
{
	o->buf = NULL;
	o->len = 0;
	o->fp = open_memstream(&o->buf, &o->len);
	ck_assert_ptr_nonnull(o->fp);
}

void
out_close(struct out *o)
{
	ck_assert_int_eq(fclose(o->fp), 0);
	o->fp = NULL;
}

/* The generator of that name, as -a takes it; fails the test if none. */
const struct maze_gen_algo *
gen_named(const char *name)
{
	size_t i = maze_algo_find(maze_gen_info, name);

	ck_assert_msg(i != MAZE_NONE, "no generator %s", name);
	return maze_gen_algo(i);
}
