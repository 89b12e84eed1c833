/*
 * bidir-dfs.c: depth-first search from both ends at once, a block from each
 * side in turn, until one side steps next to a block the other has
 * reached.  Finds a route whenever there is one, rarely the shortest;
 * weights are ignored.
 */
#include "solve/solvepriv.h"

int
solve_bidir_dfs(struct maze_solve *sv, struct maze_err *e)
{
	struct maze_search *s = sv->srch;
	struct solve_stack k[2];
	unsigned char *st;
	size_t p, q, a = 0, b = 0;
	int d, side, found = 0;

	if (solve_load(sv, e) == -1)
		return -1;
	st = s->st;
	if (solve_two_ends(sv, k, e) == -1)
		return -1;
	/* Either side running dry means the ends are not joined. */
	for (side = 0; !found && k[0].n > 0 && k[1].n > 0; side ^= 1) {
		p = k[side].a[--k[side].n];
		st[p] |= SEARCH_DONE;
		sv->explored++;
		solve_step(sv, p);
		for (d = maze_ndirs(s->d) - 1; d >= 0; d--) {
			q = search_step(s, p, d);
			if (st[q] == SEARCH_WALL)
				continue;
			if (st[q] & SEARCH_SEEN) {
				if (!(st[q] & SOLVE_SIDE) != !side) {
					a = side ? q : p;
					b = side ? p : q;
					found = 1;
					break;
				}
				continue;
			}
			st[q] |= SEARCH_SEEN | maze_back(d) |
			    (side ? SOLVE_SIDE : 0);
			if (solve_stack_push(&k[side], q) == -1)
				return maze_oom(sv->m, e);
		}
	}
	if (!found)
		return solve_done(sv, 0);
	if (solve_mark_route(sv, a, b, e) == -1)
		return -1;
	return solve_done(sv, 1);
}
