/*
 * border.c: moving an endpoint from its cell into an opening of the
 * outer wall.
 */
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
 * rather than moved somewhere the option that placed it did not mean.  In
 * a masked maze the outer wall is the outline: a wall between a cell
 * inside and a cell outside, or the grid's edge.
 */
int
post_border(struct maze *m, unsigned char which, struct maze_err *e)
{
	size_t *self = which == MAZE_START ? &m->start : &m->end, to;

	if (post_shape(m, e) == -1)
		return -1;
	if (post_border_target(m, which, *self, which == MAZE_START ? m->end :
	    m->start, &to, e) == -1)
		return -1;
	if (to != MAZE_NONE) {
		m->b[*self] = MAZE_OPEN;
		m->b[to] = which;
		*self = to;
	}
	return 0;
}

/*
 * Where --border moves endpoint which of m, at block self, the other at
 * block other: into *to, or MAZE_NONE if it stays.  Only m's size and line
 * are read: m may be a shape with no blocks.  Returns 0, or -1 with e.
 */
int
post_border_target(const struct maze *m, unsigned char which, size_t self,
    size_t other, size_t *to, struct maze_err *e)
{
	static const int order[6] = { MAZE_N, MAZE_S, MAZE_W, MAZE_E, MAZE_UP,
	    MAZE_DOWN };
	const char *name = which == MAZE_START ? "start" : "end";
	uint32_t x, y, z;
	int k, d = 0, nd = maze_ndirs(m->d), touch = 0;

	*to = MAZE_NONE;
	if (self == MAZE_NONE || post_outer(m, self))
		return 0;
	/* post_masked(m): m has its blocks, read below. */
	maze_xyz(m, self, &x, &y, &z);
	if (x % 2 == 0 || y % 2 == 0 || (m->d > 1 && z % 2 == 0))
		return maze_error(e, m->line, 1, "--border: the %s is not in a "
		    "cell", name);
	for (k = 0; k < nd && *to == MAZE_NONE; k++) {
		d = order[k];
		if ((d == MAZE_N && y == 1) || (d == MAZE_S && y == m->h - 2) ||
		    (d == MAZE_W && x == 1) || (d == MAZE_E && x == m->w - 2) ||
		    (d == MAZE_UP && z == 1) ||
		    (d == MAZE_DOWN && z == m->d - 2) ||
		    (post_masked(m) && !maze_isopen(m->b[maze_block(m,
		    x + 2 * (uint32_t)maze_dx[d], y + 2 * (uint32_t)maze_dy[d],
		    z + 2 * (uint32_t)maze_dz[d])]))) {
			touch = 1;
			*to = maze_block(m, x + (uint32_t)maze_dx[d],
			    y + (uint32_t)maze_dy[d], z + (uint32_t)maze_dz[d]);
			/* S and E never share an opening: the next side. */
			if (*to == other)
				*to = MAZE_NONE;
		}
	}
	if (*to != MAZE_NONE)
		return 0;
	if (m->d == 1)
		return maze_error(e, m->line, 1, "--border: the %s's cell "
		    "%u,%u %s", name, x / 2, y / 2, touch ? "opens to the "
		    "outer wall only where the other endpoint is" : "does not "
		    "touch the outer wall");
	return maze_error(e, m->line, 1, "--border: the %s's cell %u,%u,%u %s",
	    name, x / 2, y / 2, z / 2, touch ? "opens to the outer wall only "
	    "where the other endpoint is" : "does not touch the outer wall");
	return 0;
}
