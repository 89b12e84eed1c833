/* check_util.c: helpers the unit suites share (see unit.h). */
#include <limits.h>
#include <stdio.h>
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
 * The block one step from block i of m in direction d, into *j; 0 if that
 * is outside the grid.  Worked out from coordinates, as the library does
 * not, so that the references below owe it nothing.
 */
static int
neighbour(const struct maze *m, size_t i, int d, size_t *j)
{
	int64_t x = (int64_t)(i % m->w), y = (int64_t)(i / m->w % m->h);
	int64_t z = (int64_t)(i / m->w / m->h);

	x += d == MAZE_E ? 1 : d == MAZE_W ? -1 : 0;
	y += d == MAZE_S ? 1 : d == MAZE_N ? -1 : 0;
	z += d == MAZE_DOWN ? 1 : d == MAZE_UP ? -1 : 0;
	if (x < 0 || y < 0 || z < 0 || x >= m->w || y >= m->h || z >= m->d)
		return 0;
	*j = ((size_t)z * m->h + (size_t)y) * m->w + (size_t)x;
	return 1;
}

/*
 * Relax every open block from its four neighbours, sweeping forward and
 * then backward, until a sweep changes nothing: slow, but nothing like the
 * breadth-first search under test, so the two cannot share a mistake.
 */
void
block_dist(const struct maze *m, size_t src, int *dist)
{
	size_t n = maze_blocks(m), k, i, j;
	int changed, d, best;

	for (i = 0; i < n; i++)
		dist[i] = INT_MAX;
	dist[src] = 0;
	do {
		changed = 0;
		for (k = 0; k < 2 * n; k++) {
			i = k < n ? k : 2 * n - 1 - k;
			if (!maze_isopen(m->b[i]) || i == src)
				continue;
			best = dist[i];
			for (d = 0; d < maze_ndirs(m->d); d++) {
				if (!neighbour(m, i, d, &j))
					continue;
				if (maze_isopen(m->b[j]) &&
				    dist[j] != INT_MAX && dist[j] + 1 < best)
					best = dist[j] + 1;
			}
			if (best < dist[i]) {
				dist[i] = best;
				changed = 1;
			}
		}
	} while (changed);
	for (i = 0; i < n; i++)
		if (dist[i] == INT_MAX)
			dist[i] = -1;
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
	size_t n = maze_blocks(m), i, j;
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
			for (d = 0; d < maze_ndirs(m->d); d++) {
				if (!neighbour(m, i, d, &j))
					continue;
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
