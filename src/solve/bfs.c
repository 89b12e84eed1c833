/*
 * bfs.c: breadth-first search.  Expands blocks in order of their distance
 * from the start, so the first time it reaches the end it has a shortest
 * route; it stops there.
 */
#include "solve.h"

int
solve_bfs(struct solve *sv, struct maze_err *e)
{
	struct search *s = &sv->srch;
	struct maze *m = sv->m;
	size_t dst;

	if (search_load(s, m, 0, e) == -1)
		return -1;
	dst = search_pad(s, m->end);
	if (search_bfs(s, search_pad(s, m->start), dst, NULL, NULL, e) == -1)
		return -1;
	sv->explored = s->explored;
	if (sv->explore)
		search_mark_explored(s, m);
	if (!(s->st[dst] & SEARCH_DONE))
		return 0;
	sv->length = search_mark_path(s, m, dst);
	return 1;
}
