/*
 * wilson.c: Wilson's algorithm.  One random cell starts the tree.  Then,
 * for each cell not yet in it, row by row, a random walk runs from that
 * cell until it meets the tree; every cell remembers the direction it was
 * last left by, which erases the walk's loops, and the loop-erased path
 * joins the tree, each cell's last exit leading to its parent.  The mazes
 * are uniform spanning trees: every perfect maze of the grid is equally
 * likely.
 *
 * Memory: one byte a cell (in the tree, and the last exit), the whole
 * maze: the rows are drawn from it (a gen_tree).  Time: the walks; on an
 * n-cell grid about n log n steps in all, the first walks the longest.
 * No recursion.
 */
#include "gen/genpriv.h"

#define IN	0x80

static int
wi_open(struct gen_stream *s, struct maze_err *e)
{
	uint32_t cw = s->cw, ch = s->ch, x, y, sx, sy;
	unsigned char *cell;
	size_t c;
	int d, rc;

	if ((rc = gen_walk_open(s, IN, &x, &y, e)) != 0)
		return rc == 1 ? 0 : -1;
	cell = ((struct gen_tree *)s->state)->cell;
	for (sy = 0; sy < ch; sy++)
		for (sx = 0; sx < cw; sx++) {
			if (cell[(size_t)sy * cw + sx] & IN)
				continue;
			/* Walk, remembering the last exit of each cell. */
			x = sx;
			y = sy;
			c = (size_t)y * cw + x;
			while (!(cell[c] & IN)) {
				d = gen_walk_step(s->r, x, y, cw, ch);
				cell[c] = (unsigned char)d;
				x += (uint32_t)maze_dx[d];
				y += (uint32_t)maze_dy[d];
				c = (size_t)y * cw + x;
			}
			/* Follow the exits again: the loop-erased path. */
			x = sx;
			y = sy;
			c = (size_t)y * cw + x;
			while (!(cell[c] & IN)) {
				d = cell[c];
				cell[c] = IN | GEN_PARENT(d);
				x += (uint32_t)maze_dx[d];
				y += (uint32_t)maze_dy[d];
				c = (size_t)y * cw + x;
			}
		}
	return 0;
}

const struct gen_streamer gen_wilson = { wi_open, gen_tree_row,
	gen_tree_close, 0 };
