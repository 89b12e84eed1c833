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

/*
 * Both ends by doors, on a hex or polar maze whose steps cost them
 * (SEARCH_DOORS): each side a level of doors at a time, as flood.c's
 * flood_doors() goes, a block of a cell joining the end of the level it
 * is reached in (k[side], from head[side]) and a door the next (nx[side]),
 * so that g, the doors from the side's end, is first found as low as it
 * will be.  A meeting of a and b costs g[a] + g[b] and E's own cost.  A
 * route through a block neither side has expanded costs at least the two
 * levels less one (that block may be a cell's, counted by neither), so
 * the search stops once that is no less than the best meeting.
 */
static int
bidir_doors(struct maze_solve *sv, struct solve_stack k[2], uint32_t *g,
    struct maze_err *e)
{
	struct maze_search *s = sv->srch;
	unsigned char *st = s->st;
	struct solve_stack nx[2], t;
	uint64_t best = UINT64_MAX, lvl[2] = { 0, 0 };
	size_t head[2] = { 0, 0 }, p, q, a = 0, b = 0;
	int d, side;

	solve_stack_init(&nx[0], s, SOLVE_SCR_C);
	solve_stack_init(&nx[1], s, SOLVE_SCR_D);
	for (;;) {
		for (side = 0; side < 2; side++)
			if (head[side] == k[side].n && nx[side].n > 0) {
				t = k[side];
				k[side] = nx[side];
				nx[side] = t;
				nx[side].n = head[side] = 0;
				lvl[side]++;
			}
		if (head[0] == k[0].n || head[1] == k[1].n ||
		    (best != UINT64_MAX && lvl[0] + lvl[1] >= best + 1))
			break;
		side = k[0].n - head[0] + nx[0].n <= k[1].n - head[1] +
		    nx[1].n ? 0 : 1;
		p = k[side].a[head[side]++];
		st[p] |= SEARCH_DONE;
		sv->explored++;
		solve_step(sv, p);
		for (d = 0; d < 4; d++) {
			q = search_step(s, p, d);
			if (st[q] == SEARCH_WALL)
				continue;
			if (st[q] & SEARCH_SEEN) {
				if (!(st[q] & SOLVE_SIDE) != !side &&
				    (uint64_t)g[p] + g[q] < best) {
					best = (uint64_t)g[p] + g[q];
					a = side ? q : p;
					b = side ? p : q;
				}
				continue;
			}
			st[q] |= SEARCH_SEEN | maze_back(d) |
			    (side ? SOLVE_SIDE : 0);
			g[q] = g[p] + !(st[q] & SEARCH_CELL);
			if (solve_stack_push(st[q] & SEARCH_CELL ? &k[side] :
			    &nx[side], q) == -1)
				return maze_oom(sv->m, e);
		}
	}
	if (best == UINT64_MAX)
		return solve_done(sv, 0);
	sv->length = solve_trace(sv, a) + solve_trace(sv, b) + 1;
	sv->cost += solve_weight(sv, search_pad(s, sv->m->end));
	return solve_done(sv, 1);
}

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
	if (s->doors)
		return bidir_doors(sv, k, g, e);
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
