/*
 * binary-tree.c: the binary tree, streamed.  Every cell opens one of two
 * walls, toward the corner named by --bias (nw by default): north or west
 * for nw, at random, or the one it can where the other is the outer wall.
 * Every cell finds the corner by going only north and west, so the two
 * walls along the corner are unbroken corridors and the maze has a
 * diagonal grain.  Memory: a byte a column, for the south-biased corners
 * whose openings go in the row below.
 */
#include <stdlib.h>
#include <string.h>

#include "gen/genpriv.h"

static int
bt_open(struct gen_stream *s, struct maze_err *e)
{
	if ((s->state = calloc(s->cw, 1)) == NULL)
		return maze_error(e, 0, 0, "out of memory");
	return 0;
}

static void
bt_close(struct gen_stream *s)
{
	free(s->state);
	s->state = NULL;
}

static void
bt_row(struct gen_stream *s, unsigned char *above, unsigned char *cells)
{
	uint32_t w = 2 * s->cw + 1, x, y = s->y;
	unsigned char *down = s->state;
	int north = s->o->bias < 2, west = s->o->bias % 2 == 0, v, h;

	memset(above, MAZE_WALL, w);
	memset(cells, MAZE_WALL, w);
	for (x = 0; x < s->cw; x++) {
		cells[2 * x + 1] = MAZE_OPEN;
		if (!north && down[x])
			above[2 * x + 1] = MAZE_OPEN;
		v = north ? y > 0 : y + 1 < s->ch;
		h = west ? x > 0 : x + 1 < s->cw;
		if (v && h) {
			v = rng_below(s->r, 2) == 0;
			h = !v;
		}
		down[x] = (unsigned char)(!north && v);
		if (north && v)
			above[2 * x + 1] = MAZE_OPEN;
		if (h)
			cells[west ? 2 * x : 2 * x + 2] = MAZE_OPEN;
	}
}

const struct gen_streamer gen_binary_tree = { bt_open, bt_row, bt_close,
	1 };
