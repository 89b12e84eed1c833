/*
 * dijkstra.c: Dijkstra's algorithm, and the best-first search A* shares
 * with it.  Expands blocks in order of their cost from the start (plus, for
 * A*, an estimate of the cost still to come), so on weighted blocks it finds
 * the cheapest route, not merely the shortest.
 */
#include "solve/solvepriv.h"

#define SQRT2	1.4142135623730951
#define SQRT3	1.7320508075688772

/*
 * The square root of v from below, to within a few hundredths: exact at
 * squares, linear between them.  (No libm, and never above the true root,
 * so a heuristic built on it stays admissible.)
 */
static double
root(uint64_t v)
{
	uint64_t r = 0, bit = (uint64_t)1 << 62, t;

	while (bit > v)
		bit >>= 2;
	while (bit != 0) {
		t = r + bit;
		r >>= 1;
		if (v >= t) {
			v -= t;
			r += bit;
		}
		bit >>= 2;
	}
	/* Now r is the floor of the root and v what is left over. */
	return (double)r + (double)v / (double)(2 * r + 1);
}

/*
 * The cells between cell (x0, y0) and cell (x1, y1) of a grid of kind
 * grid: on a hex grid the hexagons' own distance (odd rows half a cell
 * east, as axial coordinates); on a polar one the rings between.
 */
static uint32_t
cells_apart(unsigned grid, uint32_t x0, uint32_t y0, uint32_t x1,
    uint32_t y1)
{
	int64_t q, r;

	if (grid != MAZE_GRID_HEX)
		return y0 > y1 ? y0 - y1 : y1 - y0;
	q = ((int64_t)x1 - (y1 - (y1 & 1)) / 2) -
	    ((int64_t)x0 - (y0 - (y0 & 1)) / 2);
	r = (int64_t)y1 - y0;
	return (uint32_t)(((q < 0 ? -q : q) + (r < 0 ? -r : r) +
	    (q + r < 0 ? -(q + r) : q + r)) / 2);
}

/*
 * The cells of padded block p of s, a hex or polar maze (maze(5)
 * "Grids"), into cx and cy: its own, or the two a door joins, or the one
 * inside an outer door; how many.  By arithmetic alone, as the estimate
 * is asked of every block reached.  Of a polar block only the ring is
 * wanted: q, the loop of blocks it is on, is ring (q - 1) / 2 if odd and
 * between rings q / 2 - 1 and q / 2 if even (the outer wall beside a
 * ring that is not there, which only lowers the estimate).
 */
static int
block_cells(const struct maze_search *s, size_t p, uint32_t cx[2],
    uint32_t cy[2])
{
	size_t a[3];
	int64_t x, y, c, q, t, r, sh, w = (int64_t)maze_hex_w(s->w);
	int n = 0;

	solve_coords(s, p, a);
	x = (int64_t)a[0] - 1;
	y = (int64_t)a[1] - 1;
	if (s->grid == MAZE_GRID_POLAR) {
		c = 2 * (int64_t)maze_polar_rings(s->w);
		q = x < c ? c - x : x - c;
		t = y < c ? c - y : y - c;
		if (t > q)
			q = t;
		cx[0] = cx[1] = 0;
		cy[0] = (uint32_t)(q <= 1 ? 0 : q % 2 ? (q - 1) / 2 : q / 2 - 1);
		cy[1] = (uint32_t)(q / 2);
		return q <= 1 || q % 2 ? 1 : 2;
	}
	/* A row of cells, or the row of walls between two. */
	for (r = y % 2 ? y / 2 : y / 2 - 1; r <= y / 2; r++) {
		if (r < 0 || r >= (int64_t)maze_hex_h(s->h))
			continue;
		sh = r % 2 ? 2 : 0;
		t = x - 1 - sh;
		if (y % 2 && t == -1) {
			/* The west door of the row's first cell. */
			cx[n] = 0;
			cy[n++] = (uint32_t)r;
		} else if (t >= 0 && t % 4 != 3 && t / 4 < w) {
			cx[n] = (uint32_t)(t / 4);
			cy[n++] = (uint32_t)r;
		} else if (y % 2 && t >= 0 && t % 4 == 3) {
			/* A door east: of cell t / 4, and the next if any. */
			cx[n] = (uint32_t)(t / 4);
			cy[n++] = (uint32_t)r;
			if (t / 4 + 1 < w) {
				cx[n] = (uint32_t)(t / 4 + 1);
				cy[n++] = (uint32_t)r;
			}
		}
	}
	return n;
}

/*
 * The estimate on a hex or polar maze whose steps cost doors
 * (SEARCH_DOORS): the fewest cells from a cell of block p to one of block
 * to, a door being of both cells it joins.  It never says more than the
 * doors still to cross, and no more than one less across a door, nothing
 * less within a cell, so that A* closes no block too early.
 */
static double
doors_h(struct maze_search *s, size_t p, size_t to)
{
	uint32_t ax[2], ay[2], d, best = UINT32_MAX;
	int na, i, j;

	/* The target's cells, kept: a search asks of one or two. */
	if (to != s->hto) {
		s->hn = block_cells(s, to, s->hx, s->hy);
		s->hto = to;
	}
	na = block_cells(s, p, ax, ay);
	for (i = 0; i < na; i++)
		for (j = 0; j < s->hn; j++)
			if ((d = cells_apart(s->grid, ax[i], ay[i], s->hx[j],
			    s->hy[j])) < best)
				best = d;
	return best == UINT32_MAX ? 0 : (double)best;
}

/*
 * The estimate of the cost from padded block p to padded block to.  In a
 * maze of several levels each is the same figure over x, y and z: the
 * Manhattan distance; the octile distance of a grid with diagonal steps
 * across a level and through levels too, costing sqrt(2) and sqrt(3); the
 * straight line.  Each is at most the Manhattan distance, so at most the
 * cost of any route, every step costing at least 1.
 */
double
solve_h(struct maze_search *s, int heuristic, size_t p, size_t to)
{
	size_t a[3], b[3];
	uint64_t u[3], t;
	double h;
	int k;

	if (s->doors && heuristic != MAZE_SOLVE_ZERO)
		return doors_h(s, p, to);
	solve_coords(s, p, a);
	solve_coords(s, to, b);
	for (k = 0; k < 3; k++)
		u[k] = a[k] > b[k] ? a[k] - b[k] : b[k] - a[k];
	switch (heuristic) {
	case MAZE_SOLVE_MANHATTAN:
		return (double)u[0] + (double)u[1] + (double)u[2];
	case MAZE_SOLVE_DIAGONAL:
		/* Largest first: u[0] >= u[1] >= u[2]. */
		for (k = 0; k < 3; k++)
			if (u[k % 2] < u[k % 2 + 1]) {
				t = u[k % 2];
				u[k % 2] = u[k % 2 + 1];
				u[k % 2 + 1] = t;
			}
		h = (double)u[0] + (SQRT2 - 1) * (double)u[1];
		if (u[2] > 0)
			h += (SQRT3 - SQRT2) * (double)u[2];
		return h;
	case MAZE_SOLVE_EUCLIDEAN:
		return root(u[0] * u[0] + u[1] * u[1] + u[2] * u[2]);
	default:
		return 0;
	}
}

/*
 * Best-first search from S to E: expand the block of least gweight * g +
 * hweight * h, g being the cost so far and h the heuristic's estimate of
 * the rest; ties go to the larger g, the block nearer the end.  With
 * gweight 1, h never more than the true cost still to come (every
 * heuristic here, since every step costs at least 1) and hweight at most
 * 1, the first time it expands E it has a cheapest route; with gweight 0
 * it is greedy, the estimate alone.  Stale heap entries are skipped, not
 * removed.
 */
int
solve_best(struct maze_solve *sv, int heuristic, double gweight,
    double hweight, struct maze_err *e)
{
	struct maze_search *s = sv->srch;
	struct maze *m = sv->m;
	struct solve_heap h;
	struct solve_hent x;
	unsigned char *st;
	uint32_t *g;
	size_t src, dst, p, q;
	uint64_t ng;
	int d, nd, rc;

	if (solve_load(sv, e) == -1 || (g = solve_dist(sv, e)) == NULL)
		return -1;
	nd = maze_ndirs(s->d);
	st = s->st;
	src = search_pad(s, m->start);
	dst = search_pad(s, m->end);
	solve_heap_init(&h, s, SOLVE_SCR_A);
	st[src] |= SEARCH_SEEN | SEARCH_ROOT;
	g[src] = 0;
	if (solve_heap_push(&h, hweight * solve_h(s, heuristic, src, dst), 0,
	    src) == -1)
		return maze_oom(sv->m, e);
	while (h.n > 0) {
		x = solve_heap_pop(&h);
		p = x.p;
		if ((st[p] & SEARCH_DONE) || x.g != g[p])
			continue;
		st[p] |= SEARCH_DONE;
		sv->explored++;
		solve_step(sv, p);
		if (p == dst)
			break;
		for (d = 0; d < nd; d++) {
			q = search_step(s, p, d);
			if (st[q] == SEARCH_WALL || (st[q] & SEARCH_DONE))
				continue;
			ng = g[p] + (uint64_t)solve_weight(sv, q);
			if ((rc = solve_relax(s, g, q, ng, d, 0, e)) == -1)
				return -1;
			if (rc == 1 && solve_heap_push(&h, gweight * (double)ng +
			    hweight * solve_h(s, heuristic, q, dst), ng, q) == -1)
				return maze_oom(sv->m, e);
		}
	}
	if (!(st[dst] & SEARCH_DONE))
		return solve_done(sv, 0);
	sv->length = solve_trace(sv, dst);
	return solve_done(sv, 1);
}

int
solve_dijkstra(struct maze_solve *sv, struct maze_err *e)
{
	int rc = solve_best(sv, MAZE_SOLVE_ZERO, 1, 0, e);

	sv->optimal = 1;
	return rc;
}
