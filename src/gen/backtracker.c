/*
 * backtracker.c: the recursive backtracker, or randomized depth-first search.
 * From a random cell, walk to a random unvisited neighbour, knocking down
 * the wall between, until there is none; then step back until a cell has
 * one.  Long winding corridors, few dead ends (about 10% of the cells).
 *
 * No recursion and no stack: each cell remembers the direction it was
 * entered from, which is all that stepping back needs.  One byte a cell,
 * in a grid with a border of cells marked visited, so that no step needs a
 * bounds check.  The walk touches nothing else; the walls come down after,
 * in one pass over the cells in order, rather than all over the maze.
 */
#include <stdlib.h>

#include "gen.h"

#define ROOT	5	/* the back-direction of the first cell */
#define BORDER	6	/* a cell outside the maze, never to be entered */

int
gen_backtracker(struct maze *m, struct rng *r, const struct gen_opts *o,
    struct maze_err *e)
{
	uint32_t cw = m->w / 2, ch = m->h / 2, x, y, k;
	size_t pw = (size_t)cw + 2, cur, i;
	ptrdiff_t step[4], wall[4];
	unsigned char *back;	/* 0: not visited, else 1 + direction back */
	unsigned char *row, *cell;
	unsigned mask;
	int d;
	/*
	 * For each set of unvisited directions (bit d for direction d), their
	 * number and the j-th of them in direction order: the same choice as
	 * trying the directions one by one, with fewer branches.
	 */
	static const unsigned char count[16] = {
		0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4 };
	static const unsigned char nth[16][4] = {
		{ 0 }, { 0 }, { 1 }, { 0, 1 }, { 2 }, { 0, 2 }, { 1, 2 },
		{ 0, 1, 2 }, { 3 }, { 0, 3 }, { 1, 3 }, { 0, 1, 3 }, { 2, 3 },
		{ 0, 2, 3 }, { 1, 2, 3 }, { 0, 1, 2, 3 } };

	if ((back = calloc(pw * (ch + 2), 1)) == NULL)
		return maze_error(e, 0, 0, "out of memory");
	if (gen_root_cell(m, r, o, GEN_ROOT_RANDOM, &x, &y, e) == -1) {
		free(back);
		return -1;
	}
	for (i = 0; i < pw; i++)
		back[i] = back[(ch + 1) * pw + i] = BORDER;
	for (i = 1; i <= ch; i++)
		back[i * pw] = back[i * pw + cw + 1] = BORDER;
	for (d = 0; d < 4; d++) {
		step[d] = (ptrdiff_t)maze_dy[d] * (ptrdiff_t)pw + maze_dx[d];
		wall[d] = (ptrdiff_t)maze_dy[d] * (ptrdiff_t)m->w + maze_dx[d];
	}
	cur = (y + 1) * pw + x + 1;
	back[cur] = ROOT;
	for (;;) {
		mask = (unsigned)!back[cur + (size_t)step[0]] |
		    (unsigned)!back[cur + (size_t)step[1]] << 1 |
		    (unsigned)!back[cur + (size_t)step[2]] << 2 |
		    (unsigned)!back[cur + (size_t)step[3]] << 3;
		if ((k = count[mask]) > 0) {
			d = nth[mask][k == 1 ? 0 : rng_below(r, k)];
			cur += (size_t)step[d];
			back[cur] = (unsigned char)(1 + ((d + 2) & 3));
		} else if (back[cur] == ROOT) {
			break;
		} else {
			cur += (size_t)step[back[cur] - 1];
		}
	}
	/*
	 * Every cell but the root was entered through the wall toward the
	 * cell it remembers: knock those walls down in one pass, in order.
	 */
	for (y = 0; y < ch; y++) {
		cell = back + (y + 1) * pw + 1;
		row = m->b + maze_cell(m, 0, y);
		for (x = 0; x < cw; x++, row += 2)
			if (cell[x] != ROOT)
				row[wall[cell[x] - 1]] = MAZE_OPEN;
	}
	free(back);
	return 0;
}
