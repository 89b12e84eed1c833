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
 * The estimate of the cost from padded block p to padded block to.  In a
 * maze of several levels each is the same figure over x, y and z: the
 * Manhattan distance; the octile distance of a grid with diagonal steps
 * across a level and through levels too, costing sqrt(2) and sqrt(3); the
 * straight line.  Each is at most the Manhattan distance, so at most the
 * cost of any route, every step costing at least 1.
 */
double
solve_h(const struct maze_search *s, int heuristic, size_t p, size_t to)
{
	size_t a[3], b[3];
	uint64_t u[3], t;
	double h;
	int k;

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
