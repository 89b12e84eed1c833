/*
 * hunt-and-kill.c: hunt-and-kill.  From the root, walk to a random
 * neighbour not yet visited, knocking down the wall, until there is none
 * (the kill); then hunt: scan the cells row by row from the top for the
 * first unvisited one next to a visited one, join it to a random visited
 * neighbour and walk on from there.  Long winding passages like the
 * backtracker's, a few more dead ends.
 *
 * The hunt keeps a pointer to the first unvisited cell in scan order,
 * which only moves forward: once the top-left cell is visited, that cell
 * always has a visited neighbour (left of it, or above it), so the whole
 * run is linear.  Before that (a root elsewhere than the corner) the hunt
 * scans on from the pointer.  Memory: a byte a cell.
 */
#include <stdlib.h>

#include "gen.h"

/* Directions from (x, y) to neighbours that are (want 0) or are not visited. */
static uint32_t
around(const unsigned char *in, uint32_t x, uint32_t y, uint32_t cw,
    uint32_t ch, int want, int *dirs)
{
	uint32_t k = 0, nx, ny;
	int d;

	for (d = 0; d < 4; d++) {
		nx = x + (uint32_t)maze_dx[d];
		ny = y + (uint32_t)maze_dy[d];
		if (nx < cw && ny < ch && (in[(size_t)ny * cw + nx] != 0) ==
		    (want != 0))
			dirs[k++] = d;
	}
	return k;
}

int
gen_hunt_and_kill(struct maze *m, struct rng *r, const struct gen_opts *o,
    struct maze_err *e)
{
	uint32_t cw = m->w / 2, ch = m->h / 2, x, y, k;
	size_t n = (size_t)cw * ch, p = 0, q;
	unsigned char *in;
	int d, dirs[4];

	if ((in = calloc(n, 1)) == NULL)
		return maze_error(e, 0, 0, "out of memory");
	if (gen_root_cell(m->w / 2, m->h / 2, r, o,
	    GEN_ROOT_CORNER, &x, &y, e) == -1) {
		free(in);
		return -1;
	}
	in[(size_t)y * cw + x] = 1;
	for (;;) {
		if ((k = around(in, x, y, cw, ch, 0, dirs)) == 0) {
			/* Hunt. */
			while (p < n && in[p])
				p++;
			for (q = p; q < n; q++)
				if (!in[q] && around(in, (uint32_t)(q % cw),
				    (uint32_t)(q / cw), cw, ch, 1, dirs) > 0)
					break;
			if (q == n)
				break;
			x = (uint32_t)(q % cw);
			y = (uint32_t)(q / cw);
			k = around(in, x, y, cw, ch, 1, dirs);
		}
		d = dirs[k > 1 ? rng_below(r, k) : 0];
		m->b[maze_cell(m, x, y) + (size_t)((ptrdiff_t)maze_dy[d] *
		    m->w + maze_dx[d])] = MAZE_OPEN;
		if (in[(size_t)y * cw + x]) {
			/* A step of the walk: on into the new cell. */
			x += (uint32_t)maze_dx[d];
			y += (uint32_t)maze_dy[d];
		}
		in[(size_t)y * cw + x] = 1;
	}
	free(in);
	return 0;
}
