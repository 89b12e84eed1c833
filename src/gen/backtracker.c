/*
 * backtracker.c: the recursive backtracker, or randomized depth-first search.
 * From a random cell, walk to a random unvisited neighbour, knocking down
 * the wall between, until there is none; then step back until a cell has
 * one.  Long winding corridors, few dead ends (about 10% of the cells).
 *
 * No recursion and no stack: each cell remembers the direction it was
 * entered from, which is all that stepping back needs.  One byte a cell.
 */
#include <stdlib.h>

#include "gen.h"

#define ROOT	5	/* the back-direction of the first cell */

int
gen_backtracker(struct maze *m, struct rng *r, const struct gen_opts *o,
    struct maze_err *e)
{
	uint32_t cw = m->w / 2, ch = m->h / 2, x, y, nx, ny, k;
	size_t cur;
	unsigned char *back;	/* 0: not visited, else 1 + direction back */
	int d, opt[4];

	if ((back = calloc((size_t)cw * ch, 1)) == NULL)
		return maze_error(e, 0, 0, "out of memory");
	if (gen_root_cell(m, r, o, GEN_ROOT_RANDOM, &x, &y, e) == -1) {
		free(back);
		return -1;
	}
	cur = (size_t)y * cw + x;
	back[cur] = ROOT;
	for (;;) {
		k = 0;
		for (d = 0; d < 4; d++) {
			nx = x + (uint32_t)maze_dx[d];
			ny = y + (uint32_t)maze_dy[d];
			if (nx < cw && ny < ch && !back[(size_t)ny * cw + nx])
				opt[k++] = d;
		}
		if (k > 0) {
			d = opt[k == 1 ? 0 : rng_below(r, k)];
			m->b[maze_cell(m, x, y) + (size_t)((ptrdiff_t)maze_dy[d] *
			    m->w + maze_dx[d])] = MAZE_OPEN;
			x += (uint32_t)maze_dx[d];
			y += (uint32_t)maze_dy[d];
			cur = (size_t)y * cw + x;
			back[cur] = (unsigned char)(1 + ((d + 2) & 3));
		} else if (back[cur] == ROOT) {
			break;
		} else {
			d = back[cur] - 1;
			x += (uint32_t)maze_dx[d];
			y += (uint32_t)maze_dy[d];
			cur = (size_t)y * cw + x;
		}
	}
	free(back);
	return 0;
}
