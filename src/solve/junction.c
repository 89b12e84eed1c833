/*
 * junction.c: the junction solver of numpy-generator-solver-blog.txt.  It
 * walks along corridors; every junction it passes (a block with more than
 * one way not yet taken) goes into a table; at a dead end or a junction it
 * goes on from the junction with ways left that is nearest E as the crow
 * flies, in the way that leads most towards E.  The table is a heap here,
 * not a list searched end to end.  Finds a route whenever there is one,
 * not always the shortest; weights are ignored.
 */
#include "solve/solvepriv.h"

/* The way from padded block p to padded block q, over x, y and z. */
static void
way(const struct maze_search *s, size_t p, size_t q, double v[3])
{
	size_t a[3], b[3];
	int k;

	solve_coords(s, p, a);
	solve_coords(s, q, b);
	for (k = 0; k < 3; k++)
		v[k] = (double)b[k] - (double)a[k];
}

/* Squared straight-line distance between padded blocks p and q. */
static double
crow(const struct maze_search *s, size_t p, size_t q)
{
	double v[3];

	way(s, p, q, v);
	return v[0] * v[0] + v[1] * v[1] + v[2] * v[2];
}

/* The ways on from p not yet taken: how many, and the one nearest to. */
static int
ways(const struct maze_search *s, size_t p, size_t to, int *best)
{
	double v[3], dot, bv = 0;
	int d, n = 0, nd = maze_ndirs(s->d);

	way(s, p, to, v);
	for (d = 0; d < nd; d++) {
		if (s->st[search_step(s, p, d)] & SEARCH_SEEN)
			continue;
		dot = v[0] * maze_dx[d] + v[1] * maze_dy[d] + v[2] *
		    maze_dz[d];
		if (n++ == 0 || dot > bv) {
			bv = dot;
			*best = d;
		}
	}
	return n;
}

int
solve_junction(struct maze_solve *sv, struct maze_err *e)
{
	struct maze_search *s = sv->srch;
	struct maze *m = sv->m;
	struct solve_heap h;
	unsigned char *st;
	size_t src, dst, p, q;
	int n, d = 0;

	if (solve_load(sv, e) == -1)
		return -1;
	st = s->st;
	src = search_pad(s, m->start);
	dst = search_pad(s, m->end);
	solve_heap_init(&h, s, SOLVE_SCR_A);
	st[src] |= SEARCH_SEEN | SEARCH_ROOT | SEARCH_DONE;
	sv->explored = 1;
	for (p = src; p != dst; p = q) {
		n = ways(s, p, dst, &d);
		if (n > 1 && solve_heap_push(&h, crow(s, p, dst), 0, p) == -1)
			return maze_oom(sv->m, e);
		if (n != 1) {
			/* Resume at the nearest junction with ways left. */
			for (;;) {
				if (h.n == 0)
					return solve_done(sv, 0);
				p = h.a[0].p;
				if (ways(s, p, dst, &d) > 0)
					break;
				solve_heap_pop(&h);
			}
		}
		q = search_step(s, p, d);
		st[q] |= SEARCH_SEEN | SEARCH_DONE | maze_back(d);
		sv->explored++;
		solve_step(sv, q);
	}
	if (solve_mark_route(sv, dst, MAZE_NONE, e) == -1)
		return -1;
	return solve_done(sv, 1);
}
