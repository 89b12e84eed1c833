/*
 * bidir-bfs.c: breadth-first search from both ends at once, always
 * advancing the side with the smaller queue.  It stops once no route
 * through blocks still to expand can beat the best meeting found, so its
 * route is a shortest one (in steps; weights are ignored).  (On a grid,
 * whose blocks are black and white like a chess board, the first meeting
 * is already a shortest route, by parity; the rule is what makes that so
 * on any graph, and costs little.)
 */
#include "solve/solvepriv.h"

int
solve_bidir_bfs(struct maze_solve *sv, struct maze_err *e)
{
	struct maze_search *s = sv->srch;
	struct maze *m = sv->m;
	struct solve_stack k[2];
	size_t head[2] = { 0, 0 };
	unsigned char *st;
	uint32_t *g;
	uint64_t best = UINT64_MAX;
	size_t p, q, a = 0, b = 0;
	int d, nd, side;

	if (solve_load(sv, e) == -1 || (g = solve_dist(sv, e)) == NULL)
		return -1;
	nd = maze_ndirs(s->d);
	sv->optimal = sv->wt == NULL;
	st = s->st;
	if (solve_two_ends(sv, k, e) == -1)
		return -1;
	g[k[0].a[0]] = g[k[1].a[0]] = 0;
	while (head[0] < k[0].n && head[1] < k[1].n) {
		/*
		 * Any route not yet found passes through a block still queued
		 * on each side, so costs at least the sum of their distances
		 * plus a step.
		 */
		if ((uint64_t)g[k[0].a[head[0]]] + g[k[1].a[head[1]]] + 1 >=
		    best)
			break;
		side = k[0].n - head[0] <= k[1].n - head[1] ? 0 : 1;
		p = k[side].a[head[side]++];
		st[p] |= SEARCH_DONE;
		sv->explored++;
		solve_step(sv, p);
		for (d = 0; d < nd; d++) {
			q = search_step(s, p, d);
			if (st[q] == SEARCH_WALL)
				continue;
			if (st[q] & SEARCH_SEEN) {
				if (!(st[q] & SOLVE_SIDE) != !side &&
				    (uint64_t)g[p] + g[q] + 1 < best) {
					best = (uint64_t)g[p] + g[q] + 1;
					a = side ? q : p;
					b = side ? p : q;
				}
				continue;
			}
			st[q] |= SEARCH_SEEN | maze_back(d) |
			    (side ? SOLVE_SIDE : 0);
			g[q] = g[p] + 1;
			if (solve_stack_push(&k[side], q) == -1)
				return maze_oom(sv->m, e);
		}
	}
	if (best == UINT64_MAX)
		return solve_done(sv, 0);
	sv->length = solve_trace(sv, a) + solve_trace(sv, b) + 1;
	sv->cost += solve_weight(sv, search_pad(s, m->end));
	return solve_done(sv, 1);
}
