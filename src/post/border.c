/* border.c: moving an endpoint from its cell into an opening of the outer wall. */
#include "post/postpriv.h"

/*
 * --border: move endpoint which (MAZE_START or MAZE_END) from its cell into
 * the outer wall beside that cell, trying the north wall, then the south,
 * the west and the east, so that a corner cell opens up or down, as printed
 * mazes do.  An endpoint already in the outer wall, or absent, stays as it
 * is; one in a cell that does not touch the outer wall is an error, rather
 * than moved somewhere the option that placed it did not mean.
 */
int
post_border(struct maze *m, unsigned char which, struct maze_err *e)
{
	static const int order[4] = { MAZE_N, MAZE_S, MAZE_W, MAZE_E };
	size_t *self = which == MAZE_START ? &m->start : &m->end, to;
	uint32_t x, y;
	int k, d;

	if (*self == MAZE_NONE)
		return 0;
	x = (uint32_t)(*self % m->w);
	y = (uint32_t)(*self / m->w);
	if (x == 0 || y == 0 || x == m->w - 1 || y == m->h - 1)
		return 0;
	if (x % 2 == 0 || y % 2 == 0)
		return maze_error(e, m->line, 1, "--border: the %s is not in a "
		    "cell", which == MAZE_START ? "start" : "end");
	for (k = 0; k < 4; k++) {
		d = order[k];
		if ((d == MAZE_N && y == 1) || (d == MAZE_S && y == m->h - 2) ||
		    (d == MAZE_W && x == 1) || (d == MAZE_E && x == m->w - 2))
			break;
	}
	if (k == 4)
		return maze_error(e, m->line, 1, "--border: the %s's cell %u,%u "
		    "does not touch the outer wall", which == MAZE_START ?
		    "start" : "end", x / 2, y / 2);
	to = (size_t)(y + maze_dy[d]) * m->w + x + maze_dx[d];
	m->b[*self] = MAZE_OPEN;
	m->b[to] = which;
	*self = to;
	return 0;
}
