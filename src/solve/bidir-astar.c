/*
 * bidir-astar.c: A* from both ends at once, a block from each side in
 * turn, each side aiming (by Manhattan distance) at the block the other
 * side expanded last, as in cs171-writeup.txt; it stops at the first
 * meeting.  Each block's estimate is made once, when it is queued, against
 * the other side's newest block then: cheap, and it lets the two fronts
 * seek each other.  Not sure to find a shortest route.  Costs count the
 * weights, so it prefers cheap blocks, but is not sure to find the
 * cheapest route either.
 */
#include "solve/solvepriv.h"

/*
 * The adaptive solvers' term: a step in direction d (as the route from S
 * runs) costs 2 * blend * (1 - n f[d]) more, f[d] being the share of the
 * route steps of earlier mazes that went that way among the n directions
 * of this maze (4, or 6 with up and down).  With no history, or even
 * shares, or blend 0, that term is 0.
 */
void
solve_adjust(const struct maze_solve *sv, double blend,
    double adj[2][MAZE_NDIRS])
{
	double total = 0;
	int d, nd = maze_ndirs(sv->srch->d);

	for (d = 0; d < nd; d++)
		total += sv->dirsteps[d];
	for (d = 0; d < nd; d++) {
		adj[0][d] = blend > 0 && total > 0 ? 2 * blend *
		    (1 - nd * sv->dirsteps[d] / total) : 0;
		/* From E, a step in direction d is one the other way. */
		adj[1][maze_back(d)] = adj[0][d];
	}
}

/* Learn the directions of the route a-b, from S to E. */
void
solve_learn(struct maze_solve *sv, size_t a, size_t b)
{
	struct maze_search *s = sv->srch;
	unsigned char *st = s->st;
	size_t p;
	int d;

	for (p = a; !search_isroot(st[p]); p = search_step(s, p,
	    st[p] & SEARCH_BACK))
		sv->dirsteps[maze_back(st[p] & SEARCH_BACK)]++;
	for (p = b; !search_isroot(st[p]); p = search_step(s, p,
	    st[p] & SEARCH_BACK))
		sv->dirsteps[st[p] & SEARCH_BACK]++;
	for (d = 0; d < maze_ndirs(s->d); d++)
		if (search_step(s, a, d) == b)
			sv->dirsteps[d]++;
}

/*
 * The search: a block's key is its cost so far plus weight times its
 * estimate, plus, with blend > 0, adaptive-astar's term (solve_adjust()).
 */
int
solve_bidir_best(struct maze_solve *sv, double weight, double blend,
    struct maze_err *e)
{
	struct maze_search *s = sv->srch;
	struct maze *m = sv->m;
	struct solve_heap h[2];
	struct solve_hent x;
	unsigned char *st;
	uint32_t *g;
	size_t root[2], aim[2], p, q, a = 0, b = 0;
	double adj[2][MAZE_NDIRS], key;
	uint64_t ng;
	int d, nd, rc, side, found = 0;

	if (solve_load(sv, e) == -1 || (g = solve_dist(sv, e)) == NULL)
		return -1;
	nd = maze_ndirs(s->d);
	solve_adjust(sv, blend, adj);
	st = s->st;
	solve_heap_init(&h[0], s, SOLVE_SCR_A);
	solve_heap_init(&h[1], s, SOLVE_SCR_B);
	root[0] = search_pad(s, m->start);
	root[1] = search_pad(s, m->end);
	/* Each side aims at the other's newest block: at first, its root. */
	aim[0] = root[1];
	aim[1] = root[0];
	for (side = 0; side < 2; side++) {
		st[root[side]] |= SEARCH_SEEN | SEARCH_ROOT |
		    (side ? SOLVE_SIDE : 0);
		g[root[side]] = 0;
		if (solve_heap_push(&h[side], weight * solve_h(s,
		    MAZE_SOLVE_MANHATTAN, root[side], aim[side]), 0,
		    root[side]) == -1)
			return maze_oom(sv->m, e);
	}
	for (side = 0; !found && h[0].n > 0 && h[1].n > 0; side ^= 1) {
		do {
			x = solve_heap_pop(&h[side]);
			p = x.p;
		} while (((st[p] & SEARCH_DONE) || x.g != g[p]) &&
		    h[side].n > 0);
		if ((st[p] & SEARCH_DONE) || x.g != g[p])
			break;	/* this side ran dry */
		st[p] |= SEARCH_DONE;
		sv->explored++;
		solve_step(sv, p);
		aim[side ^ 1] = p;
		for (d = 0; d < nd; d++) {
			q = search_step(s, p, d);
			if (st[q] == SEARCH_WALL || ((st[q] & SEARCH_DONE) &&
			    !(st[q] & SOLVE_SIDE) == !side))
				continue;
			if ((st[q] & SEARCH_SEEN) &&
			    !(st[q] & SOLVE_SIDE) != !side) {
				a = side ? q : p;
				b = side ? p : q;
				found = 1;
				break;
			}
			ng = g[p] + (uint64_t)solve_weight(sv, side ? p : q);
			rc = solve_relax(s, g, q, ng, d, side ? SOLVE_SIDE : 0,
			    e);
			if (rc == -1)
				return -1;
			if (rc == 0)
				continue;
			key = (double)ng + weight * solve_h(s,
			    MAZE_SOLVE_MANHATTAN, q, aim[side]) + adj[side][d];
			if (solve_heap_push(&h[side], key, ng, q) == -1)
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

/* --weight multiplies the estimate, as astar's does (default 1). */
int
solve_bidir_astar(struct maze_solve *sv, struct maze_err *e)
{
	double w = sv->weight > 0 ? sv->weight : sv->weight < 0 ? 0 : 1;

	return solve_bidir_best(sv, w, 0, e);
}
