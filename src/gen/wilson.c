/*
 * wilson.c: Wilson's algorithm.  One random cell starts the tree.  Then,
 * for each cell not yet in it, row by row, a random walk runs from that
 * cell until it meets the tree; every cell remembers the direction it was
 * last left by, which erases the walk's loops, and the loop-erased path
 * joins the tree.  The mazes are uniform spanning trees: every perfect
 * maze of the grid is equally likely.
 *
 * Memory: one byte a cell (in the tree, and the last exit).  Time: the
 * walks; on an n-cell grid about n log n steps in all, the first walks the
 * longest.  No recursion.
 */
#include <stdlib.h>

#include "gen.h"

#define IN	0x80

int
gen_wilson(struct maze *m, struct rng *r, const struct gen_opts *o,
    struct maze_err *e)
{
	uint32_t cw = m->w / 2, ch = m->h / 2, x, y, sx, sy;
	size_t n = (size_t)cw * ch, s, c;
	unsigned char *cell;
	int d;

	if ((cell = calloc(n, 1)) == NULL)
		return maze_error(e, 0, 0, "out of memory");
	if (gen_root_cell(m->w / 2, m->h / 2, r, o,
	    GEN_ROOT_RANDOM, &x, &y, e) == -1) {
		free(cell);
		return -1;
	}
	cell[(size_t)y * cw + x] = IN;
	for (s = 0, sy = 0; sy < ch; sy++)
		for (sx = 0; sx < cw; sx++, s++) {
			if (cell[s] & IN)
				continue;
			/* Walk, remembering the last exit of each cell. */
			x = sx;
			y = sy;
			c = s;
			while (!(cell[c] & IN)) {
				d = gen_walk_step(r, x, y, cw, ch);
				cell[c] = (unsigned char)d;
				x += (uint32_t)maze_dx[d];
				y += (uint32_t)maze_dy[d];
				c = (size_t)y * cw + x;
			}
			/* Follow the exits again: the loop-erased path. */
			x = sx;
			y = sy;
			c = s;
			while (!(cell[c] & IN)) {
				d = cell[c];
				cell[c] = IN;
				m->b[maze_cell(m, x, y) +
				    (size_t)((ptrdiff_t)maze_dy[d] * m->w +
				    maze_dx[d])] = MAZE_OPEN;
				x += (uint32_t)maze_dx[d];
				y += (uint32_t)maze_dy[d];
				c = (size_t)y * cw + x;
			}
		}
	free(cell);
	return 0;
}
