/*
 * weave.c: weave mazes read from their blocks (maze(5) "Weave"): whether
 * a maze is one, and its crossings and tunnels, for the programs that see
 * a weave as the maze of cells it is rather than as three levels of
 * blocks.
 *
 * A weave maze of w x h cells is three levels of (2w + 1) x (2h + 1)
 * blocks: level 0 a cell maze, the maze seen from above; level 1 a floor,
 * open only under a tunnel's end; level 2 the tunnels, each the five
 * blocks from a cell, under the next, to the one after, straight.  The
 * cell between, a crossing, carries on level 0 a passage straight across
 * the tunnel and no other way out.
 */
#include <stdint.h>
#include <string.h>

#include "lib/libpriv.h"

/* Steps in a level: east, south. */
static size_t
axis_step(const struct maze *m, int ns)
{
	return ns ? m->w : 1;
}

/*
 * Which way a tunnel runs under the cell at block c of level 0 of weave
 * maze m: MAZE_WEAVE_WE, MAZE_WEAVE_NS, or 0 if c is no crossing.  As the
 * blocks of level 2 say, for a maze that maze_is_weave() took.
 */
int
maze_weave_crossing(const struct maze *m, size_t c)
{
	size_t plane = (size_t)m->w * m->h, u = c + 2 * plane;
	const unsigned char *b = m->b;

	if (b[u] == MAZE_WALL || b[c + plane] != MAZE_WALL)
		return 0;
	return b[u - 1] != MAZE_WALL || b[u + 1] != MAZE_WALL ? MAZE_WEAVE_WE :
	    MAZE_WEAVE_NS;
}

/*
 * The cell at block c of level 0, a tunnel's end, goes through a tunnel
 * in direction d (MAZE_N ... MAZE_W) to the block returned, two cells
 * away; or SIZE_MAX if no tunnel leaves c that way.
 */
size_t
maze_weave_tunnel(const struct maze *m, size_t c, int d)
{
	size_t plane = (size_t)m->w * m->h, u = c + 2 * plane;
	ptrdiff_t s = maze_dy[d] * (ptrdiff_t)m->w + maze_dx[d];

	if (m->b[c + plane] == MAZE_WALL ||
	    m->b[(size_t)((ptrdiff_t)u + s)] == MAZE_WALL)
		return SIZE_MAX;
	return (size_t)((ptrdiff_t)c + 4 * s);
}

static int
not_weave(const struct maze *m, size_t i, const char *why,
    struct maze_err *e)
{
	unsigned long line, col;
	uint32_t x, y, z;

	maze_xyz(m, i, &x, &y, &z);
	maze_pos(m, i, &line, &col);
	maze_error(e, line, col, "not a weave maze: block %u,%u,%u %s", x, y,
	    z, why);
	return 0;
}

/*
 * Is the tunnel under the crossing at block c of level 0 of m, along
 * (ns: north to south) whole and alone: its five blocks open on level 2,
 * its ends open holes to level 0, nothing open beside its middle on
 * level 2, and the crossing's passage across it open and along it shut?
 */
static int
crossing_ok(const struct maze *m, size_t c, int ns, struct maze_err *e)
{
	size_t plane = (size_t)m->w * m->h, u = c + 2 * plane;
	size_t a = axis_step(m, ns), x = axis_step(m, !ns);
	const unsigned char *b = m->b;

	if (b[u - x] != MAZE_WALL || b[u + x] != MAZE_WALL)
		return not_weave(m, u, "is a crossing's tunnel, open on "
		    "both axes", e);
	if (b[u - a] == MAZE_WALL || b[u + a] == MAZE_WALL ||
	    b[u - 2 * a] == MAZE_WALL || b[u + 2 * a] == MAZE_WALL)
		return not_weave(m, u, "is a crossing whose tunnel does not "
		    "reach the cells on both sides", e);
	if (b[u - 2 * a - plane] == MAZE_WALL ||
	    b[u + 2 * a - plane] == MAZE_WALL)
		return not_weave(m, u, "is a crossing whose tunnel has no "
		    "way up at an end", e);
	if (b[c] == MAZE_WALL || b[c - x] == MAZE_WALL ||
	    b[c + x] == MAZE_WALL || b[c - a] != MAZE_WALL ||
	    b[c + a] != MAZE_WALL)
		return not_weave(m, c, "is a crossing without a passage "
		    "straight across its tunnel alone", e);
	return 1;
}

/*
 * Is m a weave maze, as its grid line says (maze(5) "Weave")?  Level 0
 * must be a cell maze, as maze_is_cells() judges one; on levels 1 and 2
 * only tunnels may be open.  If m is not, return 0 and say why in e, at
 * the first block that breaks the rule.
 */
int
maze_is_weave(const struct maze *m, struct maze_err *e)
{
	struct maze top;
	size_t plane, i, u, c;
	uint32_t x, y;
	unsigned long line, col;
	int k, ns;

	if (!(m->hdr.grid & MAZE_GRID_WEAVE) || m->d != 3) {
		maze_pos(m, 0, &line, &col);
		maze_error(e, line, col, "not a weave maze: %s",
		    m->hdr.grid & MAZE_GRID_WEAVE ? "not of 3 levels" :
		    "no \"; grid square weave\" line");
		return 0;
	}
	/* Level 0, as a flat maze of its own. */
	top = *m;
	top.d = 1;
	top.hdr.grid &= ~(unsigned)MAZE_GRID_WEAVE;
	if (!maze_is_cells(&top, e))
		return 0;
	plane = (size_t)m->w * m->h;
	for (y = 0; y < m->h; y++)
		for (x = 0; x < m->w; x++) {
			i = maze_block(m, x, y, 0);
			for (k = 1; k <= 2; k++) {
				u = i + (size_t)k * plane;
				if (m->b[u] == MAZE_WALL)
					continue;
				/* Open: a cell's, or a tunnel's wall. */
				if (x % 2 == 1 && y % 2 == 1)
					continue;
				if (k == 1 || (x % 2 == 0 && y % 2 == 0) ||
				    x == 0 || y == 0 || x + 1 == m->w ||
				    y + 1 == m->h)
					return not_weave(m, u, "is open, "
					    "where no tunnel goes", e);
				/* The wall between cells p and q, one of
				   them the crossing it belongs to. */
				ns = x % 2 == 1;
				c = i - axis_step(m, ns);
				if (maze_weave_crossing(m, c) != (ns ?
				    MAZE_WEAVE_NS : MAZE_WEAVE_WE) &&
				    maze_weave_crossing(m, i +
				    axis_step(m, ns)) != (ns ? MAZE_WEAVE_NS :
				    MAZE_WEAVE_WE))
					return not_weave(m, u, "is open, "
					    "beside no crossing", e);
			}
			if (x % 2 == 0 || y % 2 == 0)
				continue;
			u = i + 2 * plane;
			if (m->b[i + plane] != MAZE_WALL &&
			    (m->b[u] == MAZE_WALL || m->b[i] == MAZE_WALL))
				return not_weave(m, i + plane, "is a way "
				    "down to no tunnel", e);
			if (m->b[u] == MAZE_WALL)
				continue;
			if (m->b[i + plane] != MAZE_WALL) {
				/* An end: of one tunnel at least. */
				if (m->b[u - 1] == MAZE_WALL &&
				    m->b[u + 1] == MAZE_WALL &&
				    m->b[u - m->w] == MAZE_WALL &&
				    m->b[u + m->w] == MAZE_WALL)
					return not_weave(m, u, "is a "
					    "tunnel's end with no tunnel", e);
				continue;
			}
			/* A crossing: level 2 open, level 1 shut. */
			if (!crossing_ok(m, i, maze_weave_crossing(m, i) ==
			    MAZE_WEAVE_NS, e))
				return 0;
		}
	return 1;
}
