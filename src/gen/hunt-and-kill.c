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
 * scans on from the pointer.  Memory: a byte a cell, visited or not and
 * the direction to the cell it joined, the whole maze (a gen_tree).
 */
#include "gen/genpriv.h"

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

static int
hk_open(struct gen_stream *s, struct maze_err *e)
{
	uint32_t cw = s->cw, ch = s->ch, x, y, k;
	size_t n = (size_t)cw * ch, p = 0, q;
	unsigned char *in;
	int d, dirs[4];

	if (gen_tree_open(s, 0, GEN_ROOT_CORNER, &x, &y, e) == -1)
		return -1;
	in = ((struct gen_tree *)s->state)->cell;
	in[(size_t)y * cw + x] = GEN_NO_PARENT;
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
		d = dirs[k > 1 ? rng_below(s->r, k) : 0];
		if (in[(size_t)y * cw + x]) {
			/* A step of the walk: on into the new cell. */
			x += (uint32_t)maze_dx[d];
			y += (uint32_t)maze_dy[d];
			in[(size_t)y * cw + x] = GEN_PARENT((d + 2) & 3);
		} else {
			/* A hunted cell, joining its visited neighbour. */
			in[(size_t)y * cw + x] = GEN_PARENT(d);
		}
	}
	return 0;
}

const struct gen_streamer gen_hunt_and_kill = { hk_open, gen_tree_row,
	gen_tree_close, 0 };
