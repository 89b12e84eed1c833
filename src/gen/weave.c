/*
 * weave.c: the cells of a weave maze, whose passages may cross under one
 * another, and the three levels of blocks that maze(5) draws them as
 * ("Grids"): level 0 the maze seen from above, level 1 a floor open only
 * where a tunnel ends, level 2 the tunnels.
 *
 * A tunnel runs from a cell A straight under the next cell B to the cell
 * C beyond, as Buck's weave mazes do.  B carries a passage straight
 * across it, at right angles, and nothing else, for good: its other two
 * neighbours, A and C, are in the maze by then, so no step of a
 * generator ever opens another wall of it.  A and C are the tunnel's
 * ends; an end is never crossed under, and B never ends a tunnel, so
 * that on level 2 tunnels meet only at the ends they share, where they
 * are joined anyway.  Those two rules are all that keeps the blocks
 * exact: a program that reads them as any maze of levels finds every
 * route the weave has and no other.
 *
 * A cell is 16 bits in a grid with a border of cells marked outside, two
 * cells wide, so that no step needs a bounds check, nor a look at the
 * cell beyond a neighbour, where a tunnel would come up.  The generators
 * (backtracker.c, kruskal.c) fill it; gen.c writes its rows as
 * gen_weave_row() draws them.
 */
#include <stdlib.h>
#include <string.h>

#include "gen/genpriv.h"
#include "lib/libpriv.h"

int
gen_weave_open(struct gen_weave *wv, uint32_t cw, uint32_t ch,
    const struct maze_gen_mask *k, struct maze_err *e)
{
	size_t pw = (size_t)cw + 4, ph = (size_t)ch + 4, x, y;
	uint16_t *row;

	memset(wv, 0, sizeof *wv);
	if (ph > SIZE_MAX / sizeof *wv->mem / pw ||
	    (wv->mem = calloc(pw * ph, sizeof *wv->mem)) == NULL)
		return maze_error(e, 0, 0, "out of memory");
	/* The walks go all over it: huge pages spare the misses. */
	maze_huge(wv->mem, pw * ph * sizeof *wv->mem);
	wv->cw = cw;
	wv->ch = ch;
	wv->pw = pw;
	wv->cell = wv->mem + 2 * pw + 2;
	for (x = 0; x < 2 * pw; x++)
		wv->mem[x] = wv->mem[(ph - 2) * pw + x] = GW_OUT;
	for (y = 0; y < ch; y++) {
		row = wv->cell + y * pw;
		row[-2] = row[-1] = row[cw] = row[cw + 1] = GW_OUT;
		for (x = 0; k != NULL && x < cw; x++)
			if (!k->in[y * cw + x])
				row[x] = GW_OUT;
	}
	wv->step[MAZE_N] = -(ptrdiff_t)pw;
	wv->step[MAZE_E] = 1;
	wv->step[MAZE_S] = (ptrdiff_t)pw;
	wv->step[MAZE_W] = -1;
	return 0;
}

void
gen_weave_close(struct gen_weave *wv)
{
	free(wv->mem);
	wv->mem = wv->cell = NULL;
}

/* The tunnel from cell a in direction d, under the next cell, to the next. */
void
gen_weave_tunnel(struct gen_weave *wv, size_t a, int d)
{
	size_t b = (size_t)((ptrdiff_t)a + wv->step[d]);

	wv->cell[a] |= GW_HOLE;
	wv->cell[b] |= GW_UNDER;
	wv->cell[(size_t)((ptrdiff_t)b + wv->step[d])] |= GW_HOLE;
	wv->crossings++;
}

/*
 * Row y (0 to 2ch) of level z (0 to 2) of the blocks, 2cw + 1 of them,
 * into row.  The two lower levels are walls but for the ends and the
 * tunnels, which the crossings (GW_UNDER) say: each runs across its
 * crossing's passage, from the cell before it to the cell after.
 */
void
gen_weave_row(const struct gen_weave *wv, int z, uint32_t y,
    unsigned char *row)
{
	const uint16_t *c, *up;
	uint32_t x, cw = wv->cw, bw = 2 * cw + 1;

	memset(row, MAZE_WALL, bw);
	if (z == 0) {
		if (y % 2 == 0) {
			/* The walls north of cell row y / 2. */
			if (y == 0)
				return;
			c = wv->cell + (size_t)(y / 2) * wv->pw;
			for (x = 0; x < cw; x++)
				row[2 * x + 1] = GEN_BLOCK(c[x] >> MAZE_N & 1);
			return;
		}
		/* A cell outside has no wall open. */
		c = wv->cell + (size_t)(y / 2) * wv->pw;
		for (x = 0; x < cw; x++) {
			row[2 * x + 1] = GEN_BLOCK(!(c[x] & GW_OUT));
			row[2 * x + 2] = GEN_BLOCK(c[x] >> MAZE_E & 1);
		}
		return;
	}
	/* Below, a block each cell, computed: a branch would miss often. */
	if (z == 1) {
		if (y % 2 == 0)
			return;
		c = wv->cell + (size_t)(y / 2) * wv->pw;
		for (x = 0; x < cw; x++)
			row[2 * x + 1] = GEN_BLOCK(!!(c[x] & GW_HOLE));
		return;
	}
	/* Level 2: tunnels west to east in a row of cells, north to south
	   through the walls of a row of walls. */
	if (y % 2 == 1) {
		c = wv->cell + (size_t)(y / 2) * wv->pw;
		/* A tunnel west to east is its five blocks, from end to
		   end; one north to south, the crossing's block here, and
		   its ends, each a hole. */
		for (x = 0; x < cw; x++) {
			row[2 * x + 1] =
			    GEN_BLOCK(!!(c[x] & (GW_UNDER | GW_HOLE)));
			/* The cell after is an end, a hole: its block stays
			   open. */
			if (gen_weave_we(c[x]))
				memset(row + 2 * x - 1, MAZE_OPEN, 5);
		}
		return;
	}
	if (y == 0 || y == 2 * wv->ch)
		return;
	/* A row of walls, between cell rows y / 2 - 1 and y / 2: open
	   under the walls north and south of a crossing that a tunnel
	   passes north to south. */
	up = wv->cell + (size_t)(y / 2 - 1) * wv->pw;
	c = up + wv->pw;
	for (x = 0; x < cw; x++)
		row[2 * x + 1] = GEN_BLOCK(gen_weave_ns(up[x]) |
		    gen_weave_ns(c[x]));
}
