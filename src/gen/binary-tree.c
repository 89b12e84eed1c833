/*
 * binary-tree.c: the binary tree, streamed.  Every cell opens one of two
 * walls, toward the corner named by --bias (nw by default): north or west
 * for nw, at random, or the one it can where the other is the outer wall.
 * Every cell finds the corner by going only north and west, so the two
 * walls along the corner are unbroken corridors and the maze has a
 * diagonal grain.  Memory: a byte a column, for the south-biased corners
 * whose openings go in the row below.
 *
 * With levels every cell opens one of three ways, the two of the corner
 * and up, at random among those it has, so every cell finds the corner of
 * the top level going only that way and up.  The floor over a level is
 * written before its cells, so a level's choices are drawn whole, level by
 * level, row by row, as the floor over it begins: memory a byte a cell of
 * a level.
 */
#include <stdlib.h>
#include <string.h>

#include "gen/genpriv.h"

static int
bt_open(struct gen_stream *s, struct maze_err *e)
{
	size_t n = s->cd > 1 ? (size_t)s->cw * s->ch : s->cw;

	if ((s->state = calloc(n, 1)) == NULL)
		return maze_error(e, 0, 0, "out of memory");
	return 0;
}

static void
bt_close(struct gen_stream *s)
{
	free(s->state);
	s->state = NULL;
}

/*
 * Draw the ways of the cells of level s->z, each GEN_PARENT(its way), 0 at
 * the corner; and the floor row over cell row s->y: open where the cell
 * below goes up.
 */
static void
bt_floor(struct gen_stream *s, unsigned char *row)
{
	unsigned char *way = s->state, *c;
	int north = s->o->bias < 2, west = s->o->bias % 2 == 0, dirs[3];
	uint32_t x, y, k;

	if (s->y == 0)
		for (c = way, y = 0; y < s->ch; y++)
			for (x = 0; x < s->cw; x++) {
				k = 0;
				if (north ? y > 0 : y + 1 < s->ch)
					dirs[k++] = north ? MAZE_N : MAZE_S;
				if (west ? x > 0 : x + 1 < s->cw)
					dirs[k++] = west ? MAZE_W : MAZE_E;
				if (s->z > 0)
					dirs[k++] = MAZE_UP;
				*c++ = k == 0 ? 0 : GEN_PARENT(dirs[k > 1 ?
				    rng_below(s->r, k) : 0]);
			}
	memset(row, MAZE_WALL, 2 * (size_t)s->cw + 1);
	for (c = way + (size_t)s->y * s->cw, x = 0; x < s->cw; x++)
		if (c[x] == GEN_PARENT(MAZE_UP))
			row[2 * x + 1] = MAZE_OPEN;
}

/* A row of a level drawn by bt_floor(). */
static void
bt_row3(struct gen_stream *s, unsigned char *above, unsigned char *cells)
{
	const unsigned char *c = (unsigned char *)s->state +
	    (size_t)s->y * s->cw;
	uint32_t w = 2 * s->cw + 1, x;

	memset(above, MAZE_WALL, w);
	memset(cells, MAZE_WALL, w);
	for (x = 0; x < s->cw; x++) {
		cells[2 * x + 1] = MAZE_OPEN;
		if (c[x] == GEN_PARENT(MAZE_N) ||
		    (s->y > 0 && (c - s->cw)[x] == GEN_PARENT(MAZE_S)))
			above[2 * x + 1] = MAZE_OPEN;
		if (c[x] == GEN_PARENT(MAZE_W))
			cells[2 * x] = MAZE_OPEN;
		else if (c[x] == GEN_PARENT(MAZE_E))
			cells[2 * x + 2] = MAZE_OPEN;
	}
}

static void
bt_row(struct gen_stream *s, unsigned char *above, unsigned char *cells)
{
	uint32_t w = 2 * s->cw + 1, x, y = s->y;
	unsigned char *down = s->state;
	int north = s->o->bias < 2, west = s->o->bias % 2 == 0, v, h;

	if (s->cd > 1) {
		bt_row3(s, above, cells);
		return;
	}
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

const struct maze_gen_streamer gen_binary_tree = { bt_open, bt_row, bt_close,
	1, bt_floor, NULL, NULL };
