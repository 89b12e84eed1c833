/*
 * bfs.c: breadth-first search.  Expands blocks in order of their distance
 * from the start, so the first time it reaches the end it has a shortest
 * route; it stops there.  Weights are ignored: the route has the fewest
 * steps, not the lowest cost.  A plain cell maze is searched over its cells
 * (cellbfs.c), and so is a plain hex maze (hexbfs.c), with the same
 * outcome.
 */
#include "solve/solvepriv.h"

int
solve_bfs(struct maze_solve *sv, struct maze_err *e)
{
	int rc;

	/* Frames show the search over blocks, a step a block. */
	if (sv->frames == NULL && ((rc = solve_bfs_cells(sv, e)) != -2 ||
	    (rc = solve_bfs_hex(sv, e)) != -2))
		return rc;
	return solve_bfs_blocks(sv, e);
}

int
solve_bfs_blocks(struct maze_solve *sv, struct maze_err *e)
{
	struct maze_search *s = sv->srch;
	struct maze *m = sv->m;
	size_t dst;

	if (solve_load(sv, e) == -1)
		return -1;
	sv->optimal = sv->wt == NULL;
	dst = search_pad(s, m->end);
	if (solve_search_bfs(sv, search_pad(s, m->start), dst, e) == -1)
		return -1;
	sv->explored = s->explored;
	if (!(s->st[dst] & SEARCH_DONE))
		return solve_done(sv, 0);
	sv->length = solve_trace(sv, dst);
	return solve_done(sv, 1);
}
