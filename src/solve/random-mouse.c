/*
 * random-mouse.c: the random mouse: walk, and at every block go on in a
 * direction picked at random (from -s) among the open ones, never straight
 * back unless at a dead end.  It gives up after sv->max_steps steps, by
 * default 1000 per open block.
 * When E cannot be reached at all, it says so at once (a breadth-first
 * search tells it) rather than wander out its steps.
 * The route it marks is the way back along the first entries into each
 * block, which leaves out its detours, with its corners cut.
 * Weights are ignored.
 */
#include "solve/solvepriv.h"

int
solve_random_mouse(struct maze_solve *sv, struct maze_err *e)
{
	struct maze_search *s = sv->srch;
	struct maze *m = sv->m;
	unsigned char *st;
	size_t src, dst, p, q, open = 0, i, n = maze_blocks(m);
	uint64_t cap;
	int d, nd, k, back = -1, ways[MAZE_NDIRS];
	uint32_t nways;

	if (solve_load(sv, e) == -1)
		return -1;
	st = s->st;
	nd = maze_ndirs(s->d);
	src = search_pad(s, m->start);
	dst = search_pad(s, m->end);
	if (search_bfs(s, src, dst, NULL, NULL, e) == -1)
		return -1;
	if (!(st[dst] & SEARCH_DONE)) {
		sv->explored = s->explored;
		return solve_done(sv, 0);
	}
	if (solve_load(sv, e) == -1)
		return -1;
	for (i = 0; i < n; i++)
		open += maze_isopen(m->b[i]);
	cap = sv->max_steps > 0 ? sv->max_steps : 1000 * (uint64_t)open;
	st[src] |= SEARCH_SEEN | SEARCH_ROOT | SEARCH_DONE;
	sv->explored = 1;
	for (p = src; p != dst; p = q) {
		nways = 0;
		for (d = 0; d < nd; d++)
			if (d != back && st[search_step(s, p, d)] !=
			    SEARCH_WALL)
				ways[nways++] = d;
		if (nways == 0) {
			if (back == -1)
				return solve_done(sv, 0);	/* walled in */
			ways[nways++] = back;
		}
		if (sv->steps++ == cap) {
			sv->why = sv->max_steps > 0 ? "the random mouse gave "
			    "up (--max-steps) without finding E" : "the random "
			    "mouse gave up (1000 steps per open block) without "
			    "finding E";
			return solve_done(sv, 0);
		}
		k = ways[nways > 1 ? rng_below(sv->rng, nways) : 0];
		q = search_step(s, p, k);
		back = maze_back(k);
		if (!(st[q] & SEARCH_SEEN)) {
			st[q] |= SEARCH_SEEN | SEARCH_DONE | back;
			sv->explored++;
		}
		solve_step(sv, q);
	}
	if (solve_mark_route(sv, dst, MAZE_NONE, e) == -1)
		return -1;
	return solve_done(sv, 1);
}
