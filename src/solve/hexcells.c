/*
 * hexcells.c: a plain hex maze read into the words of its cells
 * (solvepriv.h), for the searches that go over its cells instead of its
 * blocks: hexbfs.c's bfs and dead-end filling's fill.  A hexagon is three
 * blocks of its row, L, M and R (maze(5) "Grids"); M has walls above and
 * below, L has the doors north-west, south-west and west, R north-east,
 * east and south-east.  The maze taken is one whose blocks are walls and
 * plain open blocks only, S and E each a door, in the outer wall, or in
 * the middle of a cell (where mazepost(1) puts them); any other is left
 * to the search over blocks.
 */
#include <string.h>

#include "solve/solvepriv.h"

/* What a block of a cell or a door may be here: not K_NO. */
enum { K_WALL, K_OPEN, K_END, K_NO };

static unsigned
kind(unsigned char b)
{
	return b == MAZE_WALL ? K_WALL : b == MAZE_OPEN ? K_OPEN :
	    b == MAZE_START || b == MAZE_END ? K_END : K_NO;
}

/*
 * Block i of the maze as a door, an HC_ITEM(), in *q, or as the M of a cell
 * in *c (the other MAZE_NONE): 1, or 0 if it is neither.
 */
static int
place(const struct hex_cells *h, size_t i, size_t *q, size_t *c)
{
	int64_t bx = (int64_t)(i % h->bw), by = (int64_t)(i / h->bw);
	int64_t y = by / 2, s = 2 * (y & 1), t, x, nx;
	int k;

	*q = *c = MAZE_NONE;
	if (by % 2 == 1) {
		/* A door west of a cell, x from 0 to cw, or its M. */
		t = bx - s;
		if (t >= 0 && t % 4 == 2 && t / 4 < (int64_t)h->cw) {
			*c = (size_t)(y + 1) * h->pw + (size_t)(t / 4) + 1;
			return 1;
		}
		if (t < 0 || t % 4 != 0 || t / 4 > (int64_t)h->cw)
			return 0;
		*q = HC_ITEM((size_t)(y + 1) * h->pw + (size_t)(t / 4) + 1,
		    y & 1, HC_W);
		return 1;
	}
	/* In the row of walls above cell row y: x from -1 to cw. */
	t = bx - 1 - s + 4;
	if (t < 0 || t % 2 != 0)
		return 0;
	x = t / 4 - 1;
	k = t % 4 == 0 ? HC_NW : HC_NE;
	/* The cell north of it, if any, is half a cell east in an odd row. */
	nx = x - (k == HC_NW) + (y & 1 ? 1 : 0);
	if (!((x >= 0 && x < (int64_t)h->cw && y < (int64_t)h->ch) ||
	    (y > 0 && nx >= 0 && nx < (int64_t)h->cw)))
		return 0;
	*q = HC_ITEM((size_t)(y + 1) * h->pw + (size_t)(x + 1), y & 1,
	    (unsigned)k);
	return 1;
}

/* Four blocks from p as a number, the first lowest, on any machine. */
static inline uint32_t
le32(const unsigned char *p)
{
	return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 |
	    (uint32_t)p[3] << 24;
}

/*
 * Cell c's word from its blocks, the row of walls above from r0 and its
 * own row from r1, each from the block west of it, as build() says: 0, or
 * 1 if a block is no plain open block, wall, S or E, or a corner is not a
 * wall, or a cell is part wall or S or E.
 */
static int
cell_slow(uint32_t *w, size_t c, const unsigned char *r0,
    const unsigned char *r1, size_t sc, size_t ec, uint32_t none)
{
	static const unsigned char door[] = { 0, 1, 3 };
	unsigned kl = kind(r1[1]), km = kind(r1[2]), kr = kind(r1[3]), k, kk;

	/* S or E in the middle of a cell: as if a plain open block. */
	if (km == K_END && (c == sc || c == ec))
		km = K_OPEN;
	if (kl == K_WALL && km == K_WALL && kr == K_WALL)
		w[c] |= none;
	else if (kl == K_OPEN && km == K_OPEN && kr == K_OPEN)
		w[c] |= HC_IN;
	else
		return 1;
	if (r0[0] != MAZE_WALL || r0[2] != MAZE_WALL)
		return 1;
	for (k = HC_W; k <= HC_NE; k++) {
		kk = kind(k == HC_W ? r1[0] : r0[door[k]]);
		if (kk == K_NO)
			return 1;
		if (kk != K_WALL)
			w[c] |= HC_OPEN(k);
	}
	return 0;
}

/*
 * The words of the padded cells, from the maze's blocks: 0, or 1 if the
 * maze is not one this search takes (cell_slow()), or a block that is
 * always a wall is not one.  A cell and its doors west, north-west and
 * north-east are four blocks of its row and four of the row of walls
 * above, the doors between corners; west and east of those of a row's
 * cells, and in the last row of walls, are only the padding's doors, and
 * walls.
 */
static int
build(struct hex_cells *h, const unsigned char *b, uint32_t none)
{
	const unsigned char *r0, *r1;
	size_t x, y, c, i, q, mc, bw = h->bw, edge;
	uint32_t t0, t1, odd;
	unsigned kk;

	for (y = 0; y < h->ch + 2; y++) {
		odd = y % 2 == 0 ? HC_ODD : 0;
		c = y * h->pw;
		for (x = 0; x < h->pw; x += y == 0 || y == h->ch + 1 ? 1 :
		    h->pw - 1)
			h->w[c + x] = none | odd;
	}
	for (y = 0; y < h->ch; y++) {
		odd = y & 1 ? HC_ODD : 0;
		r0 = b + 2 * y * bw + 2 * (y & 1);
		r1 = r0 + bw;
		c = (y + 1) * h->pw + 1;
		for (x = 0; x < h->cw; x++, c++, r0 += 4, r1 += 4) {
			/*
			 * Most are open, their doors walls or open, their
			 * corners walls: a test of the four blocks of each
			 * row at once.
			 */
			t0 = le32(r0) ^ 0x20232023u;
			t1 = le32(r1) ^ 0x20202020u;
			h->w[c] = odd;
			if ((t0 & ~0x03000300u) == 0 && (t1 & ~3u) == 0)
				h->w[c] |= HC_IN | (uint32_t)!(t1 & 3) |
				    (uint32_t)!(t0 & 0x300) << 1 |
				    (uint32_t)!(t0 & 0x3000000) << 2;
			else if (cell_slow(h->w, c, r0, r1, h->scell,
			    h->ecell, none) != 0)
				return 1;
		}
	}
	for (y = 0; y < 2 * h->ch + 1; y++) {
		edge = 4 * h->cw + 2 * (y / 2 & 1);
		for (x = 0; x < bw; x++) {
			if (y < 2 * h->ch && x == 2 * (y / 2 & 1))
				x = edge;
			i = y * bw + x;
			kk = kind(b[i]);
			if (place(h, i, &q, &mc) && q != MAZE_NONE) {
				if (kk == K_NO)
					return 1;
				if (kk != K_WALL)
					h->w[HC_AT(q)] |= HC_OPEN(HC_K(q));
			} else if (kk != K_WALL)
				return 1;
		}
	}
	/* S or E in a cell outside a mask: none to search from or for. */
	return (h->scell != MAZE_NONE && !(h->w[h->scell] & HC_IN)) ||
	    (h->ecell != MAZE_NONE && !(h->w[h->ecell] & HC_IN));
}

/*
 * Read sv's maze into h, the words in search scratch array k: a cell of
 * the padding, or outside a mask, has bits none set.  Returns 0, -1 out of
 * memory (said in e), or -2, having changed nothing, if the maze is not
 * one this takes.
 */
int
solve_hex_cells(struct hex_cells *h, struct maze_solve *sv, int k,
    uint32_t none, struct maze_err *e)
{
	struct maze *m = sv->m;
	size_t n;

	if ((m->hdr.grid & ~MAZE_GRID_MASK) != MAZE_GRID_HEX || m->d != 1 ||
	    maze_check_grid(m, 1, NULL) == -1 || m->start == MAZE_NONE ||
	    m->end == MAZE_NONE || m->start == m->end ||
	    maze_shape_size(m->hdr.grid, m->w, m->h, 1, 0, 0, NULL) == -1)
		return -2;
	memset(h, 0, sizeof *h);
	h->b = m->b;
	h->bw = m->w;
	h->cw = maze_hex_w(m->w);
	h->ch = maze_hex_h(m->h);
	h->pw = h->cw + 2;
	n = h->pw * (h->ch + 2);
	if (!place(h, m->start, &h->sdoor, &h->scell) ||
	    !place(h, m->end, &h->edoor, &h->ecell))
		return -2;
	/* An HC_ITEM() is a cell's index shifted up four bits. */
	if (n > SIZE_MAX / 16 / sizeof *h->w)
		return -2;
	if ((h->w = search_scratch(sv->srch, k, n * sizeof *h->w)) == NULL)
		return maze_oom(m, e);
	return build(h, m->b, none) != 0 ? -2 : 0;
}
