/*
 * aldous-broder.c: the Aldous-Broder algorithm.  From a random cell, walk at
 * random; every time the walk enters a cell for the first time, the wall
 * it came through comes down.  Uniform spanning trees like Wilson's, but
 * the walk must cover the grid: about (4/pi) n (ln n)^2 steps for n cells,
 * two minutes at 10^8.  Memory: a byte a cell.
 */
#include <stdlib.h>

#include "gen.h"

int
gen_aldous_broder(struct maze *m, struct rng *r, const struct gen_opts *o,
    struct maze_err *e)
{
	uint32_t cw = m->w / 2, ch = m->h / 2, x, y, nx, ny;
	size_t left = (size_t)cw * ch - 1, c;
	unsigned char *in;
	int d;

	if ((in = calloc((size_t)cw * ch, 1)) == NULL)
		return maze_error(e, 0, 0, "out of memory");
	if (gen_root_cell(m->w / 2, m->h / 2, r, o,
	    GEN_ROOT_RANDOM, &x, &y, e) == -1) {
		free(in);
		return -1;
	}
	in[(size_t)y * cw + x] = 1;
	while (left > 0) {
		d = gen_walk_step(r, x, y, cw, ch);
		nx = x + (uint32_t)maze_dx[d];
		ny = y + (uint32_t)maze_dy[d];
		c = (size_t)ny * cw + nx;
		if (!in[c]) {
			in[c] = 1;
			left--;
			m->b[maze_cell(m, x, y) + (size_t)((ptrdiff_t)
			    maze_dy[d] * m->w + maze_dx[d])] = MAZE_OPEN;
		}
		x = nx;
		y = ny;
	}
	free(in);
	return 0;
}
