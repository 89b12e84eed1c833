/*
 * dead-end-filling.c: dead-end filling: fill every dead end (an open block
 * with at most one open neighbour, other than S and E), and the blocks
 * that become dead ends in turn, until none is left; no route from S to E
 * without going back on itself passes through a filled block, so a
 * breadth-first search over what is left finds a shortest route (in a
 * maze with no loops, all that is left is the route).  Blocks explored are
 * those filled plus those the search expands.  Weights are ignored.
 */
#include <string.h>

#include "solve/solvepriv.h"

/*
 * Open neighbours of padded block p, over nd directions, off[d] a step
 * each: a copy of the search's, which a store to st[] does not make the
 * compiler load again.
 */
static inline int
degree(const unsigned char *st, const ptrdiff_t *off, size_t p, int nd)
{
	int d, n = 0;

	for (d = 0; d < nd; d++)
		n += st[(size_t)((ptrdiff_t)p + off[d])] != SEARCH_WALL;
	return n;
}

int
solve_dead_end_filling(struct maze_solve *sv, struct maze_err *e)
{
	struct maze_search *s = sv->srch;
	struct maze *m = sv->m;
	struct solve_stack k;
	unsigned char *st, *row;
	const unsigned char *srow;
	size_t src, dst, p, q, filled = 0, x, y, rows = (size_t)m->h * m->d;
	ptrdiff_t off[MAZE_NDIRS];
	int d, nd;

	if (solve_load(sv, e) == -1)
		return -1;
	sv->optimal = sv->wt == NULL;
	st = s->st;
	nd = maze_ndirs(s->d);
	memcpy(off, s->off, sizeof off);
	src = search_pad(s, m->start);
	dst = search_pad(s, m->end);
	solve_stack_init(&k, s, SOLVE_SCR_A);
	st[src] |= SOLVE_MARK;
	st[dst] |= SOLVE_MARK;
	/*
	 * Row by row, of every level.  An open block not yet marked is 0, or
	 * on a hex or polar maze a cell's SEARCH_CELL (a step's cost).
	 */
	for (y = 0; y < rows; y++)
		for (x = 0, p = search_pad(s, y * m->w); x < m->w; x++, p++)
			if ((st[p] & ~SEARCH_CELL) == 0 &&
			    degree(st, off, p, nd) <= 1) {
				st[p] |= SOLVE_MARK;
				if (solve_stack_push(&k, p) == -1)
					return maze_oom(m, e);
			}
	/* Fill: a filled block becomes a wall. */
	while (k.n > 0) {
		p = k.a[--k.n];
		st[p] = SEARCH_WALL;
		filled++;
		solve_step(sv, p);
		for (d = 0; d < nd; d++) {
			q = (size_t)((ptrdiff_t)p + off[d]);
			if ((st[q] & ~SEARCH_CELL) == 0 &&
			    degree(st, off, q, nd) <= 1) {
				st[q] |= SOLVE_MARK;
				if (solve_stack_push(&k, q) == -1)
					return maze_oom(m, e);
			}
		}
	}
	st[src] &= (unsigned char)~SOLVE_MARK;
	st[dst] &= (unsigned char)~SOLVE_MARK;
	if (solve_search_bfs(sv, src, dst, e) == -1)
		return -1;
	sv->explored = filled + s->explored;
	if (st[dst] & SEARCH_DONE)
		sv->length = solve_trace(sv, dst);
	if (sv->explore)
		/* The filled blocks are walls in the search, open in m. */
		for (y = 0; y < rows; y++) {
			row = m->b + y * m->w;
			srow = st + search_pad(s, y * m->w);
			for (x = 0; x < m->w; x++)
				if (srow[x] == SEARCH_WALL &&
				    row[x] == MAZE_OPEN)
					row[x] = MAZE_SEEN;
		}
	return solve_done(sv, (st[dst] & SEARCH_DONE) != 0);
}
