/*
 * flood.c: distance flooding.  Floods the maze from S, writing each block's
 * distance in steps, and stops as soon as the flood reaches E; then walks
 * back from E, always to a neighbour one step nearer S.  A shortest route
 * in steps; weights are ignored.  Unlike bfs it keeps distances, not
 * directions, and finds the route only on the way back.
 */
#include "solve/solvepriv.h"

int
solve_flood(struct maze_solve *sv, struct maze_err *e)
{
	struct maze_search *s = sv->srch;
	struct maze *m = sv->m;
	struct solve_stack k;
	size_t head = 0, src, dst, p, q;
	unsigned char *st;
	uint32_t *dist;
	int d, nd, reached = 0;

	if (solve_load(sv, e) == -1 || (dist = solve_dist(sv, e)) == NULL)
		return -1;
	nd = maze_ndirs(s->d);
	sv->optimal = sv->wt == NULL;
	st = s->st;
	src = search_pad(s, m->start);
	dst = search_pad(s, m->end);
	solve_stack_init(&k, s, SOLVE_SCR_A);
	st[src] |= SEARCH_SEEN | SEARCH_ROOT;
	dist[src] = 0;
	if (solve_stack_push(&k, src) == -1)
		return maze_oom(sv->m, e);
	while (!reached && head < k.n) {
		p = k.a[head++];
		st[p] |= SEARCH_DONE;
		sv->explored++;
		solve_step(sv, p);
		for (d = 0; d < nd; d++) {
			q = search_step(s, p, d);
			if (st[q] & SEARCH_SEEN)
				continue;
			st[q] |= SEARCH_SEEN;
			dist[q] = dist[p] + 1;
			if (q == dst) {
				reached = 1;
				break;
			}
			if (solve_stack_push(&k, q) == -1)
				return maze_oom(sv->m, e);
		}
	}
	if (!reached)
		return solve_done(sv, 0);
	/* Down the distances from E to S. */
	for (p = dst; p != src; p = q) {
		solve_mark(sv, p);
		sv->length++;
		for (d = 0; d < nd; d++) {
			q = search_step(s, p, d);
			if (st[q] != SEARCH_WALL && (st[q] & SEARCH_SEEN) &&
			    dist[q] + 1 == dist[p])
				break;
		}
	}
	return solve_done(sv, 1);
}
