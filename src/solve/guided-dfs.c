/*
 * guided-dfs.c: depth-first search that tries a block's ways in order of
 * their Manhattan distance to E, ties to the way nearer S, then north,
 * east, south, west, up, down.  It is the "A-Star Search" of
 * astar-generator-paper.txt, as its code (gengyu89/MazeAlgorithms) runs:
 * a recursion that enters the neighbour nearest E first and backs up from
 * dead ends, counting every block it enters, S and E included.  Finds a
 * route whenever there is one, not the shortest where the maze has loops;
 * weights are ignored.
 *
 * It is the recursion done with a stack: entering a block pushes its ways
 * not yet entered, the best last; a block popped that was entered since it
 * was pushed is passed over.  A block pushed again, from deeper in the
 * search, takes its way back from there, as the recursion would enter it.
 */
#include "solve/solvepriv.h"

int
solve_guided_dfs(struct maze_solve *sv, struct maze_err *e)
{
	struct maze_search *s = sv->srch;
	struct maze *m = sv->m;
	struct solve_stack k;
	unsigned char *st;
	size_t src, dst, p, q, way[MAZE_NDIRS];
	double h[MAZE_NDIRS], g[MAZE_NDIRS], hq, gq;
	int d, nd, n, i, j, dir[MAZE_NDIRS];

	if (solve_load(sv, e) == -1)
		return -1;
	st = s->st;
	nd = maze_ndirs(s->d);
	src = search_pad(s, m->start);
	dst = search_pad(s, m->end);
	solve_stack_init(&k, s, SOLVE_SCR_A);
	st[src] |= SEARCH_SEEN | SEARCH_ROOT;
	if (solve_stack_push(&k, src) == -1)
		return maze_oom(sv->m, e);
	while (k.n > 0) {
		p = k.a[--k.n];
		if (st[p] & SEARCH_DONE)
			continue;
		st[p] |= SEARCH_DONE;
		sv->explored++;
		solve_step(sv, p);
		if (p == dst)
			break;
		/* The ways not entered, best first (an insertion sort). */
		for (n = 0, d = 0; d < nd; d++) {
			q = search_step(s, p, d);
			if (st[q] == SEARCH_WALL || (st[q] & SEARCH_DONE))
				continue;
			hq = solve_h(s, MAZE_SOLVE_MANHATTAN, q, dst);
			gq = solve_h(s, MAZE_SOLVE_MANHATTAN, q, src);
			for (i = n; i > 0 && (hq < h[i - 1] ||
			    (hq == h[i - 1] && gq < g[i - 1])); i--) {
				h[i] = h[i - 1];
				g[i] = g[i - 1];
				way[i] = way[i - 1];
				dir[i] = dir[i - 1];
			}
			h[i] = hq;
			g[i] = gq;
			way[i] = q;
			dir[i] = d;
			n++;
		}
		/* Pushed in reverse, so that the best is entered next. */
		for (j = n - 1; j >= 0; j--) {
			q = way[j];
			st[q] = (unsigned char)((st[q] & ~SEARCH_BACK) |
			    SEARCH_SEEN | maze_back(dir[j]));
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
