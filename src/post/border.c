/* border.c: moving an endpoint from its cell into an opening of the outer wall. */
#include "post/postpriv.h"

/*
 * --border: move endpoint which (MAZE_START or MAZE_END) from its cell into
 * the outer wall beside that cell, trying the north wall, then the south,
 * the west and the east, so that a corner cell opens up or down, as printed
 * mazes do.  With levels, the walls of the cell's own level come first, as
 * in a flat maze, then the ceiling of the first level and the floor of the
 * last: a cell of the first or last level that touches no side opens
 * through it.  An endpoint already in the outer wall, or absent, stays as
 * it is; one in a cell that does not touch the outer wall is an error,
 * rather than moved somewhere the option that placed it did not mean.
 */
int
post_border(struct maze *m, unsigned char which, struct maze_err *e)
{
	static const int order[6] = { MAZE_N, MAZE_S, MAZE_W, MAZE_E, MAZE_UP,
	    MAZE_DOWN };
	size_t *self = which == MAZE_START ? &m->start : &m->end, to;
	uint32_t x, y, z;
	int k, d, nd = maze_ndirs(m->d);

	if (*self == MAZE_NONE || post_outer(m, *self))
		return 0;
	maze_xyz(m, *self, &x, &y, &z);
	if (x % 2 == 0 || y % 2 == 0 || (m->d > 1 && z % 2 == 0))
		return maze_error(e, m->line, 1, "--border: the %s is not in a "
		    "cell", which == MAZE_START ? "start" : "end");
	for (k = 0; k < nd; k++) {
		d = order[k];
		if ((d == MAZE_N && y == 1) || (d == MAZE_S && y == m->h - 2) ||
		    (d == MAZE_W && x == 1) || (d == MAZE_E && x == m->w - 2) ||
		    (d == MAZE_UP && z == 1) ||
		    (d == MAZE_DOWN && z == m->d - 2))
			break;
	}
	if (k == nd) {
		if (m->d == 1)
			return maze_error(e, m->line, 1, "--border: the %s's "
			    "cell %u,%u does not touch the outer wall",
			    which == MAZE_START ? "start" : "end", x / 2,
			    y / 2);
		return maze_error(e, m->line, 1, "--border: the %s's cell "
		    "%u,%u,%u does not touch the outer wall", which ==
		    MAZE_START ? "start" : "end", x / 2, y / 2, z / 2);
	}
	to = maze_block(m, x + (uint32_t)maze_dx[d], y + (uint32_t)maze_dy[d],
	    z + (uint32_t)maze_dz[d]);
	m->b[*self] = MAZE_OPEN;
	m->b[to] = which;
	*self = to;
	return 0;
}
