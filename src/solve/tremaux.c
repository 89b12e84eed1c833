/*
 * tremaux.c: Tremaux's algorithm: walk, marking each passage as you take
 * it; at a block with a passage not yet taken, take it; with none, go back
 * along the passage you came in by (marking it a second time).  The
 * passages marked once lead from S to E.  On a grid of blocks it never
 * enters a marked block by a new passage, so it is a depth-first search
 * done on foot: every step is walked, backing up included, and it walks at
 * most twice through each block.  Weights are ignored.
 */
#include "solve/solvepriv.h"

int
solve_tremaux(struct maze_solve *sv, struct maze_err *e)
{
	struct maze_search *s = sv->srch;
	struct maze *m = sv->m;
	unsigned char *st;
	size_t src, dst, p, q;
	int d, nd;

	if (solve_load(sv, e) == -1)
		return -1;
	nd = maze_ndirs(s->d);
	st = s->st;
	src = search_pad(s, m->start);
	dst = search_pad(s, m->end);
	st[src] |= SEARCH_SEEN | SEARCH_ROOT | SEARCH_DONE;
	sv->explored = 1;
	for (p = src; p != dst; p = q) {
		for (d = 0; d < nd; d++)
			if (!(st[search_step(s, p, d)] & SEARCH_SEEN))
				break;
		if (d < nd) {
			q = search_step(s, p, d);
			st[q] |= SEARCH_SEEN | SEARCH_DONE | maze_back(d);
			sv->explored++;
		} else if (search_isroot(st[p]))
			return solve_done(sv, 0);	/* back at S: no way */
		else
			q = search_step(s, p, st[p] & SEARCH_BACK);
		sv->steps++;
		solve_step(sv, q);
	}
	if (solve_mark_route(sv, dst, MAZE_NONE, e) == -1)
		return -1;
	return solve_done(sv, 1);
}
