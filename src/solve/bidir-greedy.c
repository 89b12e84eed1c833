/*
 * bidir-greedy.c: greedy best-first search from both ends at once, a block
 * from each side in turn, each side expanding the block of its frontier
 * nearest (by Manhattan distance) to the block the other side expanded
 * last, until the two meet.  That is the "AStar" of cs171-writeup.txt, as
 * it describes it: the estimate alone, no cost so far, and the whole
 * frontier scored afresh against the other side's newest block at every
 * step, so a step costs time in proportion to the frontier.  Not sure to
 * find a shortest route; weights are ignored.
 */
#include <string.h>

#include "solve/solvepriv.h"

/*
 * The search; blend > 0 adds adaptive-greedy's term (solve_adjust()) to the
 * estimate of a block, by the direction of the step that reached it.
 */
int
solve_bidir_greedy_run(struct maze_solve *sv, double blend,
    struct maze_err *e)
{
	struct maze_search *s = sv->srch;
	struct solve_stack k[2];
	unsigned char *st;
	size_t aim[2], p, q, i, best, a = 0, b = 0;
	double adj[2][MAZE_NDIRS], key, least;
	int d, nd, side, found = 0;

	if (solve_load(sv, e) == -1 || solve_two_ends(sv, k, e) == -1)
		return -1;
	st = s->st;
	nd = maze_ndirs(s->d);
	solve_adjust(sv, blend, adj);
	/* Each side aims at the other's newest block: at first, its root. */
	aim[0] = k[1].a[0];
	aim[1] = k[0].a[0];
	for (side = 0; !found && k[0].n > 0 && k[1].n > 0; side ^= 1) {
		/*
		 * The frontier's least estimate, ties to the block queued
		 * first, as a scan that keeps the first least finds it; the
		 * frontier keeps the order blocks were queued in.
		 */
		best = 0;
		least = 0;
		for (i = 0; i < k[side].n; i++) {
			p = k[side].a[i];
			key = solve_h(s, MAZE_SOLVE_MANHATTAN, p, aim[side]);
			if (!search_isroot(st[p]))
				key += adj[side][maze_back(st[p] &
				    SEARCH_BACK)];
			if (i == 0 || key < least) {
				least = key;
				best = i;
			}
		}
		p = k[side].a[best];
		memmove(k[side].a + best, k[side].a + best + 1,
		    (k[side].n - best - 1) * sizeof k[side].a[0]);
		k[side].n--;
		st[p] |= SEARCH_DONE;
		sv->explored++;
		solve_step(sv, p);
		aim[side ^ 1] = p;
		for (d = 0; d < nd; d++) {
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
	if (blend > 0)
		solve_learn(sv, a, b);
	if (solve_mark_route(sv, a, b, e) == -1)
		return -1;
	return solve_done(sv, 1);
}

int
solve_bidir_greedy(struct maze_solve *sv, struct maze_err *e)
{
	return solve_bidir_greedy_run(sv, 0, e);
}
