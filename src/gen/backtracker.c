/*
 * backtracker.c: the recursive backtracker, or randomized depth-first search.
 * From a random cell, walk to a random unvisited neighbour, knocking down
 * the wall between, until there is none; then step back until a cell has
 * one.  Long winding corridors, few dead ends (about 10% of the cells).
 *
 * No recursion and no stack: each cell remembers the direction it was
 * entered from, which is all that stepping back needs, and all that the
 * maze is: a cell's open walls are the one toward the cell it remembers and
 * those of the cells that remember it.  So the walk fills one byte a cell
 * (a gen_tree), in a grid with a border of cells marked visited, so that
 * no step needs a bounds check, and the rows of blocks are drawn from it
 * as they are written, never held whole: a streamer whose open() does all
 * the work.
 */
#include "gen/genpriv.h"

/*
 * A cell: 0 not visited, GEN_PARENT(the direction back), GEN_NO_PARENT for
 * the first cell, or BORDER.
 */
#define BORDER	6	/* a cell outside the maze, never to be entered */

static int
bt_open(struct gen_stream *s, struct maze_err *e)
{
	struct gen_tree *t;
	uint32_t cw = s->cw, ch = s->ch, x, y, n;
	size_t pw, cur, i;
	ptrdiff_t step[4], go[64], back_step[5];
	unsigned char code[64], *back;
	unsigned mask, j, d;
	struct rng r;

	if (gen_tree_open(s, 1, GEN_ROOT_RANDOM, &x, &y, e) == -1)
		return -1;
	t = s->state;
	back = t->mem;
	pw = t->pw;
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
				code[4 * mask + j++] = GEN_PARENT((d + 2) & 3);
			}
	/* A copy the compiler can keep in registers across the stores. */
	r = *s->r;
	cur = (y + 1) * pw + x + 1;
	back[cur] = GEN_NO_PARENT;
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
		} else if (back[cur] == GEN_NO_PARENT) {
			break;
		} else {
			cur += (size_t)back_step[back[cur]];
		}
	}
	*s->r = r;
	return 0;
}

const struct gen_streamer gen_backtracker = { bt_open, gen_tree_row,
	gen_tree_close, 0 };
