/*
 * shape.c: what each block of a hex or a delta grid may be (maze(5)
 * "Grids"), checked row by row as the reader takes them, and whole.
 */
#include "lib/libint.h"
#include "lib/libpriv.h"

/*
 * Why a block that is always a wall is one, for the message that says it
 * is not: a corner, beyond the cells of its row (hex), a door with no cell
 * above or below it (hex), between two cells that do not meet or on no
 * edge of the cell beside it (delta).
 */
enum { WHY_NONE, WHY_CORNER, WHY_BEYOND, WHY_NOCELL, WHY_APART, WHY_NORTH,
	WHY_SOUTH };

/* A grid of kind grid, bw x bh blocks (bh 0: more rows follow), in cells. */
struct geo {
	unsigned grid;
	uint32_t bw, bh, cw, ch;
};

static void
geo_init(struct geo *g, unsigned grid, uint32_t bw, uint32_t bh)
{
	g->grid = grid & MAZE_GRID_KIND;
	g->bw = bw;
	g->bh = bh;
	if (g->grid == MAZE_GRID_POLAR) {
		/* A polar grid is square: its height is its width. */
		g->bh = bw;
		g->ch = maze_polar_rings(bw);
		g->cw = maze_polar_n(g->ch > 0 ? g->ch - 1 : 0);
		return;
	}
	g->cw = g->grid == MAZE_GRID_HEX ? maze_hex_w(bw) : bw / 2;
	g->ch = g->grid == MAZE_GRID_HEX ? maze_hex_h(bh) : bh / 2;
}

/*
 * Block (x, y) of polar grid g (libint.h, maze_polar_at()): cells (k, r)
 * in cx and cy.  A loop of blocks an even number q = 2r from the middle
 * is the wall between rings r - 1 and r (the outer wall if r is the
 * number of rings), whose blocks straight out from a cell of ring r - 1,
 * but at the loop's corners, are the doors; one an odd number q = 2r + 1
 * from it is ring r, its corners and every other block between them its
 * cells' doors.
 */
static int
classify_polar(const struct geo *g, uint32_t x, uint32_t y, int *why,
    int *n, uint32_t cx[2], uint32_t cy[2])
{
	int64_t c = 2 * (int64_t)g->ch, dx = (int64_t)x - c,
	    dy = (int64_t)y - c, q, t;
	int s, kind;

	q = dx < 0 ? -dx : dx;
	t = dy < 0 ? -dy : dy;
	if (t > q)
		q = t;
	if (q > 2 * (int64_t)g->ch) {
		*why = WHY_BEYOND;
		return MAZE_SHAPE_WALL;
	}
	if (q <= 1) {
		cx[0] = cy[0] = 0;
		*n = 1;
		return MAZE_SHAPE_CELL;
	}
	s = dy == -q ? 0 : dx == q ? 1 : dy == q ? 2 : 3;
	t = s == 0 ? dx : s == 1 ? dy : s == 2 ? -dx : -dy;
	kind = maze_polar_side(g->ch, (uint32_t)q, (uint32_t)s, t, cx, cy, n);
	if (kind == MAZE_SHAPE_WALL)
		*why = WHY_CORNER;
	return kind;
}

/*
 * Block (x, y) of g: its MAZE_SHAPE_ kind, with why for a wall, and the
 * cells it is of, or between, *n of them, at cx and cy.  While the height
 * is not known, every row has rows of cells below it.
 */
static int
classify(const struct geo *g, uint32_t x, uint32_t y, int *why, int *n,
    uint32_t cx[2], uint32_t cy[2])
{
	uint32_t r = y / 2, s, c, k, t;
	int below = g->bh == 0 || r < g->ch;

	*why = WHY_NONE;
	*n = 0;
	if (g->grid == MAZE_GRID_POLAR)
		return classify_polar(g, x, y, why, n, cx, cy);
	if (g->grid == MAZE_GRID_HEX) {
		if (y % 2 == 0) {
			if (x % 2 == 0) {
				*why = WHY_CORNER;
				return MAZE_SHAPE_WALL;
			}
			if (r > 0 && maze_hex_at(x, r - 1, g->cw, &t)) {
				cx[*n] = t;
				cy[(*n)++] = r - 1;
			}
			if (below && maze_hex_at(x, r, g->cw, &t)) {
				cx[*n] = t;
				cy[(*n)++] = r;
			}
			if (*n == 0)
				*why = WHY_NOCELL;
			return *n == 2 ? MAZE_SHAPE_DOOR : *n == 1 ?
			    MAZE_SHAPE_OUTER : MAZE_SHAPE_WALL;
		}
		s = 2 * (r & 1);
		c = x - s;
		k = c / 4;
		if (x < s || k > g->cw || (c % 4 != 0 && k == g->cw)) {
			*why = WHY_BEYOND;
			return MAZE_SHAPE_WALL;
		}
		if (c % 4 != 0) {
			cx[0] = k;
			cy[0] = r;
			*n = 1;
			return MAZE_SHAPE_CELL;
		}
		if (k > 0) {
			cx[*n] = k - 1;
			cy[(*n)++] = r;
		}
		if (k < g->cw) {
			cx[*n] = k;
			cy[(*n)++] = r;
		}
		return *n == 2 ? MAZE_SHAPE_DOOR : MAZE_SHAPE_OUTER;
	}
	/* Square and delta: cells at odd x and y. */
	if (x % 2 == 0 && y % 2 == 0) {
		*why = WHY_CORNER;
		return MAZE_SHAPE_WALL;
	}
	if (x % 2 == 1 && y % 2 == 1) {
		cx[0] = x / 2;
		cy[0] = r;
		*n = 1;
		return MAZE_SHAPE_CELL;
	}
	if (x % 2 == 0) {
		if (x > 0) {
			cx[*n] = x / 2 - 1;
			cy[(*n)++] = r;
		}
		if (x / 2 < g->cw) {
			cx[*n] = x / 2;
			cy[(*n)++] = r;
		}
		return *n == 2 ? MAZE_SHAPE_DOOR : MAZE_SHAPE_OUTER;
	}
	c = x / 2;
	if (g->grid == MAZE_GRID_DELTA) {
		/* The cell north of the block must point up, south down. */
		if (r > 0 && !maze_delta_up(c, r - 1)) {
			*why = below ? WHY_APART : WHY_SOUTH;
			return MAZE_SHAPE_WALL;
		}
		if (r == 0 && maze_delta_up(c, 0)) {
			*why = WHY_NORTH;
			return MAZE_SHAPE_WALL;
		}
	}
	if (r > 0) {
		cx[*n] = c;
		cy[(*n)++] = r - 1;
	}
	if (below) {
		cx[*n] = c;
		cy[(*n)++] = r;
	}
	return *n == 2 ? MAZE_SHAPE_DOOR : MAZE_SHAPE_OUTER;
}

int
maze_shape_block(unsigned grid, uint32_t bw, uint32_t bh, uint32_t x,
    uint32_t y)
{
	struct geo g;
	uint32_t cx[2], cy[2];
	int why, n;

	geo_init(&g, grid, bw, bh);
	return classify(&g, x, y, &why, &n, cx, cy);
}

int
maze_shape_cells(unsigned grid, uint32_t bw, uint32_t bh, uint32_t x,
    uint32_t y, uint32_t cx[2], uint32_t cy[2])
{
	struct geo g;
	int why, n;

	geo_init(&g, grid, bw, bh);
	(void)classify(&g, x, y, &why, &n, cx, cy);
	return n;
}

static const char *
kind_name(unsigned grid)
{
	return maze_grid_name(grid);
}

#define GRIDS	" (maze(5) \"Grids\")"

int
maze_shape_size(unsigned grid, uint32_t bw, uint32_t bh, uint32_t d,
    unsigned long line, unsigned long col, struct maze_err *e)
{
	const char *k = kind_name(grid);

	if ((grid & MAZE_GRID_KIND) == 0)
		return 0;
	if (d > 1)
		return maze_error(e, line, col, "%s grid of %u levels: a %s "
		    "grid has one" GRIDS, k, d, k);
	if ((grid & MAZE_GRID_KIND) == MAZE_GRID_POLAR) {
		if (bw < 5 || bw % 4 != 1 || (bh != 0 && bh != bw))
			return maze_error(e, line, col, "polar grid of %ux%u "
			    "blocks: R rings are (4R+1)x(4R+1) blocks, R >= 1"
			    GRIDS, bw, bh != 0 ? bh : bw);
		return 0;
	}
	if ((grid & MAZE_GRID_KIND) == MAZE_GRID_HEX) {
		if (bw < 7 || bw % 4 != 3)
			return maze_error(e, line, col, "hex grid %u blocks "
			    "wide: w cells across are 4w+3 blocks, w >= 1"
			    GRIDS, bw);
	} else if (bw < 3 || bw % 2 == 0)
		return maze_error(e, line, col, "delta grid %u blocks wide: w "
		    "cells across are 2w+1 blocks, w >= 1" GRIDS, bw);
	if (bh != 0 && (bh < 3 || bh % 2 == 0))
		return maze_error(e, line, col, "%s grid of %u row%s: h rows "
		    "of cells are 2h+1 rows of blocks, h >= 1" GRIDS, k, bh,
		    bh == 1 ? "" : "s");
	return 0;
}

/*
 * The error for block x, y of g, of kind kind (why, for a wall), in the
 * row at line: it holds what it may not.
 */
static int
misfit(const struct geo *g, uint32_t x, uint32_t y, int kind, int why,
    const uint32_t *cx, const uint32_t *cy, unsigned long line,
    struct maze_err *e)
{
	const char *k = kind_name(g->grid);
	unsigned long col = line ? x + 1ul : 0;
	uint32_t c = x / 2, r = y / 2;

	if (kind == MAZE_SHAPE_OUTER)
		return maze_error(e, line, col, "%s grid: block %u,%u of the "
		    "outer wall is open, not S or E" GRIDS, k, x, y);
	if (kind == MAZE_SHAPE_CELL)
		return maze_error(e, line, col, "%s grid: cell %u,%u is a "
		    "wall, with no mask" GRIDS, k, cx[0], cy[0]);
	switch (why) {
	case WHY_CORNER:
		return maze_error(e, line, col, "%s grid: corner block %u,%u "
		    "is open" GRIDS, k, x, y);
	case WHY_BEYOND:
		return maze_error(e, line, col, "%s grid: block %u,%u is open, "
		    "beyond the cells of its row" GRIDS, k, x, y);
	case WHY_NOCELL:
		return maze_error(e, line, col, "%s grid: block %u,%u is open, "
		    "with no cell above or below it" GRIDS, k, x, y);
	case WHY_APART:
		return maze_error(e, line, col, "%s grid: block %u,%u is open, "
		    "but cells %u,%u and %u,%u do not meet" GRIDS, k, x, y, c,
		    r - 1, c, r);
	default:
		return maze_error(e, line, col, "%s grid: block %u,%u is open, "
		    "but cell %u,%u has no edge %s" GRIDS, k, x, y, c,
		    why == WHY_NORTH ? r : r - 1, why == WHY_NORTH ? "north" :
		    "south");
	}
}

/* May a block of the outer wall be b: a wall, S or E? */
static int
shut(unsigned char b)
{
	return b == MAZE_WALL || b == MAZE_START || b == MAZE_END;
}

/*
 * Is block b, of kind kind, what it may be?  A cell's blocks are checked
 * by the caller.
 */
static int
fits(int kind, unsigned char b)
{
	switch (kind) {
	case MAZE_SHAPE_WALL:
		return b == MAZE_WALL;
	case MAZE_SHAPE_OUTER:
		return shut(b);
	default:
		return 1;
	}
}

/*
 * Do blocks x0 to x1 - 1 of row y of g, none at an end of the row nor in
 * its first or last row, fit the rules?  Away from the edges a row's rules
 * repeat every 4 blocks (hex) or 2 (delta), so a loop with that stride
 * says it in a few instructions a block, where classify() takes some
 * tens; if they do not fit, classify() finds the block and says why.
 */
static int
inner_fits(const struct geo *g, uint32_t y, const unsigned char *row,
    uint32_t x0, uint32_t x1, int mask)
{
	uint32_t x, s = 2 * (y / 2 & 1);
	uint64_t nw;

	if (y % 2 == 0) {
		/*
		 * A wall row: corners walls, and a triangle's fixed walls;
		 * the corners four at a time, bytes 0, 2, 4 and 6 of a word.
		 */
		for (x = x0 + (x0 & 1); x + 8 <= x1; x += 8)
			if (maze_notwall8(maze_le64(row + x)) &
			    UINT64_C(0x0080008000800080))
				return 0;
		for (; x < x1; x += 2)
			if (row[x] != MAZE_WALL)
				return 0;
		if (g->grid == MAZE_GRID_DELTA)
			for (x = x0 | 1; x < x1; x += 2)
				if (!maze_delta_up(x / 2, y / 2 - 1) &&
				    row[x] != MAZE_WALL)
					return 0;
		return 1;
	}
	if (g->grid != MAZE_GRID_HEX) {
		/* Cells open, but outside a mask. */
		for (x = x0 | 1; !mask && x < x1; x += 2)
			if (row[x] == MAZE_WALL)
				return 0;
		return 1;
	}
	/*
	 * A hexagon's three blocks open, or outside a mask all walls: two
	 * hexagons a word, bytes 0 to 2 and 4 to 6, then one by one.
	 */
	for (x = x0 + (s + 1 - x0 % 4 + 4) % 4; x + 8 <= x1; x += 8) {
		nw = maze_notwall8(maze_le64(row + x));
		if (mask ? ((nw ^ nw >> 8) | (nw ^ nw >> 16)) &
		    UINT64_C(0x0000008000000080) :
		    (nw & UINT64_C(0x0080808000808080)) !=
		    UINT64_C(0x0080808000808080))
			return 0;
	}
	for (; x + 3 <= x1; x += 4)
		if (mask ? (row[x] == MAZE_WALL) != (row[x + 1] == MAZE_WALL) ||
		    (row[x] == MAZE_WALL) != (row[x + 2] == MAZE_WALL) :
		    row[x] == MAZE_WALL || row[x + 1] == MAZE_WALL ||
		    row[x + 2] == MAZE_WALL)
			return 0;
	return 1;
}

/*
 * Do the blocks of row y of polar grid g fit the rules?  A block's kind
 * depends only on its loop q (the larger of its distances across and
 * down from the middle) and on u, the smaller (the distance along the
 * loop's side from its middle, the corners at u = q): on an odd loop, a
 * ring, a cell at even u and a door at odd u, the corners doors; on an
 * even loop a door at even u short of the corners, in the outer wall the
 * outer wall's, and a wall elsewhere; within 1 of the middle, the
 * centre.  A few instructions a block, where classify() takes some tens;
 * if a block does not fit, classify() finds it and says why.
 */
static int
polar_fits(const struct geo *g, uint32_t y, const unsigned char *row,
    int mask)
{
	uint32_t c = 2 * g->ch, dy = y < c ? c - y : y - c, dx;
	const unsigned char *mid = row + c;

/* Block dx either side of the middle a wall; a cell's; the outer wall's. */
#define WALL(dx)	(mid[dx] == MAZE_WALL && \
			    mid[-(ptrdiff_t)(dx)] == MAZE_WALL)
#define CELL(dx)	(mask || (mid[dx] != MAZE_WALL && \
			    mid[-(ptrdiff_t)(dx)] != MAZE_WALL))
#define SHUT(dx)	(shut(mid[dx]) && shut(mid[-(ptrdiff_t)(dx)]))
	/* Along the row's own loop, q = dy: u is dx, the corners at dy. */
	if (dy <= 1) {
		if (!CELL(0) || !CELL(1))
			return 0;
	} else if (dy % 2 != 0) {
		for (dx = 0; dx < dy; dx += 2)
			if (!CELL(dx))
				return 0;
	} else {
		for (dx = 1; dx < dy; dx += 2)
			if (!WALL(dx))
				return 0;
		if (!WALL(dy))
			return 0;
		for (dx = 0; dy == c && dx < dy; dx += 2)
			if (!SHUT(dx))
				return 0;
	}
	/*
	 * Across the loops beyond, q = dx: u is dy.  On an even row a cell
	 * at each odd dx, a door at each even one and the outer wall at c;
	 * on an odd row a wall at each even dx.
	 */
	if (dy % 2 == 0) {
		for (dx = dy + 1; dx < c; dx += 2)
			if (!CELL(dx))
				return 0;
		return dy == c || SHUT(c);
	}
	for (dx = dy + 1; dx <= c; dx += 2)
		if (!WALL(dx))
			return 0;
	return 1;
#undef WALL
#undef CELL
#undef SHUT
}

int
maze_shape_row(unsigned grid, uint32_t bw, uint32_t bh, uint32_t y,
    const unsigned char *row, unsigned long line, struct maze_err *e)
{
	struct geo g;
	uint32_t x, j, cx[2], cy[2], lo, hi;
	int kind, why, n, mask = (grid & MAZE_GRID_MASK) != 0;

	geo_init(&g, grid, bw, bh);
	if (g.grid == MAZE_GRID_POLAR && polar_fits(&g, y, row, mask))
		return 0;
	/*
	 * The middle of an inner row at a stride, its ends one by one: the
	 * middle from and to a wall west of a hexagon (or of a square cell),
	 * so that no cell is cut in two.
	 */
	lo = 8 + 2 * (y / 2 & 1);
	hi = bw > lo + 8 ? lo + (bw - lo - 8) / 4 * 4 : lo;
	if (y == 0 || bh == 0 || y + 1 >= bh || hi == lo ||
	    g.grid == MAZE_GRID_POLAR ||
	    !inner_fits(&g, y, row, lo, hi, mask))
		hi = lo = bw;
	for (x = 0; x < bw; x++) {
		if (x >= lo && x < hi)
			x = hi;
		if (x >= bw)
			break;
		kind = classify(&g, x, y, &why, &n, cx, cy);
		if (kind != MAZE_SHAPE_CELL) {
			if (!fits(kind, row[x]))
				return misfit(&g, x, y, kind, why, cx, cy,
				    line, e);
			continue;
		}
		if (g.grid != MAZE_GRID_HEX) {
			if (row[x] == MAZE_WALL && !mask)
				return misfit(&g, x, y, kind, why, cx, cy,
				    line, e);
			continue;
		}
		/* A hex cell's three blocks: all open, or outside, walls. */
		if (row[x] == MAZE_WALL && !mask)
			return misfit(&g, x, y, kind, why, cx, cy, line, e);
		for (j = 1; j < 3; j++)
			if ((row[x + j] == MAZE_WALL) != (row[x] == MAZE_WALL))
				return maze_error(e, line, line ? x + j + 1ul :
				    0, "hex grid: cell %u,%u is part wall, "
				    "part open" GRIDS, cx[0], cy[0]);
		x += 2;
	}
	return 0;
}

/*
 * Is m a hex maze (maze(5) "Grids")?  A hex grid line, the size of a hex
 * grid and every block what it may be; with a mask, every door and side
 * wall of a cell outside closed: a wall, or S or E in the outer wall.
 * If not, return 0 and say why in e, at the first block that breaks the
 * rule.
 */
int
maze_is_hex(const struct maze *m, struct maze_err *e)
{
	unsigned long line, col;
	uint32_t x, y, cx[2], cy[2];
	int n, k;
	size_t i;

	maze_pos(m, 0, &line, &col);
	if ((m->hdr.grid & MAZE_GRID_KIND) != MAZE_GRID_HEX) {
		maze_error(e, line, col, "not a hex maze: no \"; grid hex\" "
		    "line" GRIDS);
		return 0;
	}
	if (maze_check_grid(m, 1, e) == -1 ||
	    maze_shape_size(m->hdr.grid, m->w, m->h, m->d, line, col, e) == -1)
		return 0;
	for (y = 0; y < m->h; y++) {
		i = maze_block(m, 0, y, 0);
		maze_pos(m, i, &line, &col);
		if (maze_shape_row(m->hdr.grid, m->w, m->h, y, m->b + i, line,
		    e) == -1)
			return 0;
	}
	if (!(m->hdr.grid & MAZE_GRID_MASK))
		return 1;
	/* A door or a side wall open: neither cell beside it is outside. */
	for (i = 0; i < maze_blocks(m); i++) {
		if (m->b[i] == MAZE_WALL || m->b[i] == MAZE_START ||
		    m->b[i] == MAZE_END)
			continue;
		maze_xyz(m, i, &x, &y, &cx[0]);
		if (maze_shape_block(m->hdr.grid, m->w, m->h, x, y) !=
		    MAZE_SHAPE_DOOR)
			continue;
		n = maze_shape_cells(m->hdr.grid, m->w, m->h, x, y, cx, cy);
		for (k = 0; k < n; k++)
			if (m->b[maze_block(m, maze_hex_col(cx[k], cy[k]),
			    2 * cy[k] + 1, 0)] == MAZE_WALL) {
				maze_pos(m, i, &line, &col);
				maze_error(e, line, col, "hex grid: block "
				    "%u,%u is open, a door of cell %u,%u, "
				    "which is outside the maze" GRIDS, x, y,
				    cx[k], cy[k]);
				return 0;
			}
	}
	return 1;
}
