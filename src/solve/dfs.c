/*
 * dfs.c: depth-first search.  Follows one branch as deep as it goes before
 * backing up to the newest block with a way not yet tried.  Finds a route
 * whenever there is one, rarely the shortest; weights are ignored.
 */
#include "solve/solvepriv.h"

int
solve_dfs(struct maze_solve *sv, struct maze_err *e)
{
	struct maze_search *s = sv->srch;
	struct maze *m = sv->m;
	struct solve_stack k;
	unsigned char *st;
	size_t src, dst, p, q;
	int d;

	if (solve_load(sv, e) == -1)
		return -1;
	st = s->st;
	src = search_pad(s, m->start);
	dst = search_pad(s, m->end);
	solve_stack_init(&k, s, SOLVE_SCR_A);
	st[src] |= SEARCH_SEEN | SEARCH_ROOT;
	if (solve_stack_push(&k, src) == -1)
		return maze_oom(sv->m, e);
	while (k.n > 0) {
		p = k.a[--k.n];
		st[p] |= SEARCH_DONE;
		sv->explored++;
		solve_step(sv, p);
		if (p == dst)
			break;
		/* Pushed last, north is tried first, then E, S, W, up, down. */
		for (d = maze_ndirs(s->d) - 1; d >= 0; d--) {
			q = search_step(s, p, d);
			if (st[q] & SEARCH_SEEN)
				continue;
			st[q] |= SEARCH_SEEN | maze_back(d);
			if (solve_stack_push(&k, q) == -1)
				return maze_oom(sv->m, e);
		}
	}
	if (!(st[dst] & SEARCH_DONE))
		return solve_done(sv, 0);
	if (solve_mark_route(sv, dst, MAZE_NONE, e) == -1)
		return -1;
	return solve_done(sv, 1);
}
