/*
 * flood.c: distance flooding.  Floods the maze from S, writing each block's
 * distance in steps, and stops as soon as the flood reaches E; then walks
 * back from E, always to a neighbour one step nearer S.  A shortest route
 * in steps, or on a hex or polar maze in doors (flood_doors()); weights
 * are ignored.  Unlike bfs it keeps distances, not
 * directions, and finds the route only on the way back.
 */
#include "solve/solvepriv.h"

/*
 * A door further on a hex or polar maze whose steps cost doors
 * (SEARCH_DOORS): more than the steps within any cell, the polar centre's
 * four from its door to its far corner.
 */
#define DOOR	8

/*
 * The flood by doors: a block's distance is DOOR times the doors to it,
 * plus, in a cell, the steps from the door it was entered by, so that the
 * way back always has a neighbour nearer S, and never one as near (a
 * block of the same cell could be).  A level of doors at a time, first
 * in, first out, as search.c's walk_doors() goes: the cells' blocks at
 * the end of the level being expanded, as they are reached for nothing,
 * the doors in the next.  Returns 1 if E was reached, 0 if not, -1 with e
 * out of memory.
 */
static int
flood_doors(struct maze_solve *sv, size_t src, size_t dst, uint32_t *dist,
    struct maze_err *e)
{
	struct maze_search *s = sv->srch;
	unsigned char *st = s->st;
	struct solve_stack cur, next, t;
	size_t head = 0, p, q;
	int d;

	solve_stack_init(&cur, s, SOLVE_SCR_A);
	solve_stack_init(&next, s, SOLVE_SCR_B);
	st[src] |= SEARCH_SEEN | SEARCH_ROOT;
	dist[src] = 0;
	if (solve_stack_push(&cur, src) == -1)
		return maze_oom(sv->m, e);
	while (head < cur.n) {
		p = cur.a[head++];
		st[p] |= SEARCH_DONE;
		sv->explored++;
		solve_step(sv, p);
		for (d = 0; d < 4; d++) {
			q = search_step(s, p, d);
			if (st[q] & SEARCH_SEEN)
				continue;
			st[q] |= SEARCH_SEEN;
			dist[q] = st[q] & SEARCH_CELL ? dist[p] + 1 :
			    (dist[p] / DOOR + 1) * DOOR;
			if (q == dst)
				return 1;
			if (solve_stack_push(st[q] & SEARCH_CELL ? &cur : &next,
			    q) == -1)
				return maze_oom(sv->m, e);
		}
		if (head == cur.n) {
			t = cur;
			cur = next;
			next = t;
			next.n = head = 0;
		}
	}
	return 0;
}

/* Is padded block q, seen, a step back from p towards S by distances? */
static int
nearer(const struct maze_search *s, const uint32_t *dist, size_t p, size_t q)
{
	if (s->st[q] == SEARCH_WALL || !(s->st[q] & SEARCH_SEEN))
		return 0;
	if (!s->doors)
		return dist[q] + 1 == dist[p];
	return s->st[p] & SEARCH_CELL ? dist[q] + 1 == dist[p] :
	    dist[q] / DOOR + 1 == dist[p] / DOOR;
}

/*
 * The flood in steps, first in, first out, from src until dst is reached:
 * 1 if it was, 0 if not, -1 with e out of memory.
 */
static int
flood_steps(struct maze_solve *sv, size_t src, size_t dst, uint32_t *dist,
    struct maze_err *e)
{
	struct maze_search *s = sv->srch;
	unsigned char *st = s->st;
	struct solve_stack k;
	size_t head = 0, p, q;
	int d, nd = maze_ndirs(s->d);

	solve_stack_init(&k, s, SOLVE_SCR_A);
	st[src] |= SEARCH_SEEN | SEARCH_ROOT;
	dist[src] = 0;
	if (solve_stack_push(&k, src) == -1)
		return maze_oom(sv->m, e);
	while (head < k.n) {
		p = k.a[head++];
		st[p] |= SEARCH_DONE;
		sv->explored++;
		solve_step(sv, p);
		for (d = 0; d < nd; d++) {
			q = search_step(s, p, d);
			if (st[q] & SEARCH_SEEN)
				continue;
			st[q] |= SEARCH_SEEN;
			dist[q] = dist[p] + 1;
			if (q == dst)
				return 1;
			if (solve_stack_push(&k, q) == -1)
				return maze_oom(sv->m, e);
		}
	}
	return 0;
}

int
solve_flood(struct maze_solve *sv, struct maze_err *e)
{
	struct maze_search *s = sv->srch;
	struct maze *m = sv->m;
	size_t src, dst, p, q = 0;
	uint32_t *dist;
	int d, nd, reached;

	if (solve_load(sv, e) == -1 || (dist = solve_dist(sv, e)) == NULL)
		return -1;
	nd = maze_ndirs(s->d);
	sv->optimal = sv->wt == NULL;
	src = search_pad(s, m->start);
	dst = search_pad(s, m->end);
	reached = s->doors ? flood_doors(sv, src, dst, dist, e) :
	    flood_steps(sv, src, dst, dist, e);
	if (reached == -1)
		return -1;
	if (!reached)
		return solve_done(sv, 0);
	/* Down the distances from E to S. */
	for (p = dst; p != src; p = q) {
		solve_mark(sv, p);
		sv->length++;
		for (d = 0; d < nd; d++)
			if (nearer(s, dist, p, q = search_step(s, p, d)))
				break;
	}
	return solve_done(sv, 1);
}
