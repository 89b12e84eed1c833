/*
 * backtracker.c: the recursive backtracker, or randomized depth-first search.
 * From a random cell, walk to a random unvisited neighbour, knocking down
 * the wall between, until there is none; then step back until a cell has
 * one.  Long winding corridors, few dead ends (about 10% of the cells).
 *
 * No recursion and no stack: each cell remembers the direction it was
 * entered from, which is all that stepping back needs, and all that the
 * maze is: a cell's open walls are the one toward the cell it remembers and
 * those of the cells that remember it.  So the walk fills one byte a cell,
 * in a grid with a border of cells marked visited, so that no step needs a
 * bounds check, and the rows of blocks are drawn from it as they are
 * written, never held whole: a streamer whose open() does all the work.
 */
#include <stdlib.h>

#include "gen.h"

/* A cell: 0 not visited, 1 + the direction back, or one of these. */
#define ROOT	5	/* the first cell */
#define BORDER	6	/* a cell outside the maze, never to be entered */

struct walk {
	unsigned char *back;	/* (cw + 2) x (ch + 2) cells, bordered */
	size_t pw;		/* cells a row, border included */
};

static void
bt_close(struct gen_stream *s)
{
	struct walk *k = s->state;

	if (k != NULL)
		free(k->back);
	free(k);
	s->state = NULL;
}

static int
bt_open(struct gen_stream *s, struct maze_err *e)
{
	struct walk *k;
	uint32_t cw = s->cw, ch = s->ch, x, y, n;
	size_t pw = (size_t)cw + 2, cur, i;
	ptrdiff_t step[4], go[64], back_step[5];
	unsigned char code[64], *back;
	unsigned mask, j, d;
	struct rng r;

	if ((size_t)ch + 2 > SIZE_MAX / pw)
		return maze_error(e, 0, 0, "out of memory");
	if ((k = s->state = calloc(1, sizeof *k)) == NULL ||
	    (k->back = back = calloc(pw * (ch + 2), 1)) == NULL) {
		bt_close(s);
		return maze_error(e, 0, 0, "out of memory");
	}
	k->pw = pw;
	if (gen_root_cell(cw, ch, s->r, s->o, GEN_ROOT_RANDOM, &x, &y,
	    e) == -1) {
		bt_close(s);
		return -1;
	}
	for (i = 0; i < pw; i++)
		back[i] = back[(ch + 1) * pw + i] = BORDER;
	for (i = 1; i <= ch; i++)
		back[i * pw] = back[i * pw + cw + 1] = BORDER;
	/*
	 * For each set of unvisited neighbours (bit d for direction d), the
	 * j-th of them in direction order, as a step in the grid and as the
	 * code the cell stepped to keeps: one lookup from the set and the draw
	 * to the next cell, which is the walk's critical path.
	 */
	for (d = 0; d < 4; d++) {
		step[d] = (ptrdiff_t)maze_dy[d] * (ptrdiff_t)pw + maze_dx[d];
		back_step[1 + d] = step[d];
	}
	for (mask = 0; mask < 16; mask++)
		for (j = 0, d = 0; d < 4; d++)
			if (mask >> d & 1) {
				go[4 * mask + j] = step[d];
				code[4 * mask + j++] = (unsigned char)(1 +
				    ((d + 2) & 3));
			}
	/* A copy the compiler can keep in registers across the stores. */
	r = *s->r;
	cur = (y + 1) * pw + x + 1;
	back[cur] = ROOT;
	for (;;) {
		mask = (unsigned)!back[cur - pw] |
		    (unsigned)!back[cur + 1] << 1 |
		    (unsigned)!back[cur + pw] << 2 |
		    (unsigned)!back[cur - 1] << 3;
		/* The number of unvisited neighbours: 4 bits a mask. */
		n = (uint32_t)(UINT64_C(0x4332322132212110) >> 4 * mask) & 15;
		if (n > 0) {
			j = 4 * mask + (n == 1 ? 0 : rng_below(&r, n));
			cur += (size_t)go[j];
			back[cur] = code[j];
		} else if (back[cur] == ROOT) {
			break;
		} else {
			cur += (size_t)back_step[back[cur]];
		}
	}
	*s->r = r;
	return 0;
}

/*
 * The wall above a cell is open if the cell came from the north or the
 * cell above from the south; the wall east of it, if it came from the east
 * or the cell east from the west.  The border cells came from nowhere.
 * Whether a wall is open is as good as random: computed, not branched on.
 */
#define BLOCK(open)	(unsigned char)(MAZE_WALL - \
			    (MAZE_WALL - MAZE_OPEN) * (open))

static void
bt_row(struct gen_stream *s, unsigned char *above, unsigned char *cells)
{
	struct walk *k = s->state;
	const unsigned char *c = k->back + (s->y + 1) * k->pw + 1;
	const unsigned char *up = c - k->pw;
	uint32_t x;

	above[0] = cells[0] = MAZE_WALL;
	for (x = 0; x < s->cw; x++) {
		above[2 * x + 1] = BLOCK((c[x] == 1 + MAZE_N) |
		    (up[x] == 1 + MAZE_S));
		above[2 * x + 2] = MAZE_WALL;
		cells[2 * x + 1] = MAZE_OPEN;
		cells[2 * x + 2] = BLOCK((c[x] == 1 + MAZE_E) |
		    (c[x + 1] == 1 + MAZE_W));
	}
}

const struct gen_streamer gen_backtracker = { bt_open, bt_row, bt_close };
