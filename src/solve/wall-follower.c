/*
 * wall-follower.c: the wall follower: walk with one hand (--hand left or
 * right, default right) on the wall, never lifting it.  In a maze with no
 * loops it reaches every block, so E too; with loops it can go round an
 * island for ever, so it gives up, saying so, when it leaves S the way it
 * first left it, or after 4 steps per open block (by then it has been in
 * some place facing some way twice).  Weights are ignored.  A maze of
 * several levels it refuses: its rule is about the walls around a level
 * and says nothing of the passages up and down.
 */
#include "solve/solvepriv.h"

int
solve_wall_follower(struct maze_solve *sv, struct maze_err *e)
{
	struct maze_search *s = sv->srch;
	struct maze *m = sv->m;
	unsigned char *st;
	size_t src, dst, p, q, open = 0, i, n = maze_blocks(m);
	uint64_t cap;
	int h, d, k, first = -1, turn = sv->lefthand ? 3 : 1;

	/* A hand on the wall never finds the way down into a tunnel. */
	if (m->hdr.grid & MAZE_GRID_WEAVE)
		return maze_error(e, m->line, 1, "the wall follower cannot "
		    "follow a weave maze's tunnels");
	if (m->d > 1)
		return maze_error(e, m->line, 1, "the wall follower cannot "
		    "solve a maze of several levels (this one has %u)", m->d);
	if (solve_load(sv, e) == -1)
		return -1;
	st = s->st;
	for (i = 0; i < n; i++)
		open += maze_isopen(m->b[i]);
	cap = 4 * (uint64_t)open + 4;
	src = search_pad(s, m->start);
	dst = search_pad(s, m->end);
	st[src] |= SEARCH_SEEN | SEARCH_ROOT | SEARCH_DONE;
	sv->explored = 1;
	/* Start facing north, as if a wall were behind: any start will do. */
	for (p = src, h = MAZE_N; p != dst; p = q, h = d) {
		/* The hand's side first, then ahead, the other side, back. */
		for (k = 0; k < 4; k++) {
			d = (h + (k == 0 ? turn : k == 1 ? 0 : k == 2 ?
			    4 - turn : 2)) & 3;
			if (st[search_step(s, p, d)] != SEARCH_WALL)
				break;
		}
		if (k == 4)
			return solve_done(sv, 0);	/* S is walled in */
		if (p == src) {
			if (d == first) {
				sv->why = "the wall follower came back to S "
				    "without reaching E";
				return solve_done(sv, 0);
			}
			if (first == -1)
				first = d;
		}
		if (++sv->steps > cap) {
			sv->why = "the wall follower went round a loop "
			    "without reaching E";
			return solve_done(sv, 0);
		}
		q = search_step(s, p, d);
		if (!(st[q] & SEARCH_SEEN)) {
			st[q] |= SEARCH_SEEN | SEARCH_DONE | maze_back(d);
			sv->explored++;
		}
		solve_step(sv, q);
	}
	if (solve_mark_route(sv, dst, MAZE_NONE, e) == -1)
		return -1;
	return solve_done(sv, 1);
}
