/*
 * grids.c: mazes of hexagons, of triangles and of rings (mazegen(1)
 * --grid), each a cell graph that the generators walk through gen_next()
 * (genpriv.h) and that maze(5) "Grids" draws in blocks: what can make
 * one, where its S and E go, and a hex maze's rows drawn from a gen_tree.
 * Triangles are drawn as square cells are, their walls that no edge
 * crosses whole; rings block by block, once the maze is made.
 */
#include <stdlib.h>
#include <string.h>

#include "gen/genpriv.h"

/*
 * Can a make a maze of cw x ch x cd cells of o's grid?  Hexagons and
 * triangles are flat, without a mask, a weave or frames for now; a row of
 * triangles one wide falls apart below its second row (a triangle pointing
 * down has no way south), so a delta grid one cell wide has two rows at
 * most.  0, or -1 with e.
 */
int
gen_grid_check(const struct maze_gen_algo *a, const struct maze_gen_opts *o,
    uint32_t cw, uint32_t ch, uint32_t cd, struct maze_err *e)
{
	const char *kind = maze_grid_name(gen_grid_flag(gen_grid_kind(o, 1)));
	struct maze_err why;

	if (o->grid == MAZE_GEN_GRID_SQUARE)
		return 0;
	if (a == NULL || !(a->flags & GEN_GRIDS))
		return maze_error(e, 0, 0, "-a %s makes square cells only; "
		    "--grid %s needs one that walks a graph (mazegen(1) "
		    "\"Grids\")", a != NULL ? a->info.name : "?", kind);
	if (cd > 1)
		return maze_error(e, 0, 0, "a %s maze has one level of cells",
		    kind);
	if (o->weave > 0)
		return maze_error(e, 0, 0, "--grid %s: no --weave on a %s "
		    "grid yet", kind, kind);
	/* A mask's parts are its grid's: one part of squares may be two
	   of triangles. */
	if (o->grid == MAZE_GEN_GRID_POLAR) {
		if (o->mask != NULL && o->mask->grid != o->grid)
			return maze_error(e, 0, 0, "a mask read for %s cells, "
			    "for a maze of rings", o->mask->grid ==
			    MAZE_GEN_GRID_HEX ? "hex" : o->mask->grid ==
			    MAZE_GEN_GRID_DELTA ? "delta" : "square");
		if (cw != ch)
			return maze_error(e, 0, 0, "--grid polar: a polar "
			    "maze's size is its rings, one number, not %ux%u",
			    cw, ch);
		/* The blocks across: 4 a ring and 1. */
		if (maze_check_size3(4 * (uint64_t)cw + 1,
		    4 * (uint64_t)cw + 1, 1, &why) == -1)
			return maze_error(e, 0, 0, "%u rings: %s", cw,
			    why.msg);
		return 0;
	}
	if (o->mask != NULL && o->mask->grid != o->grid)
		return maze_error(e, 0, 0, "a mask read for %s cells, for a "
		    "maze of %s cells", o->mask->grid == MAZE_GEN_GRID_HEX ?
		    "hex" : o->mask->grid == MAZE_GEN_GRID_DELTA ? "delta" :
		    "square", kind);
	if (o->grid == MAZE_GEN_GRID_DELTA && cw == 1 && ch > 2)
		return maze_error(e, 0, 0, "a delta maze 1 cell wide has 2 "
		    "rows at most: below them its triangles are apart");
	if (maze_check_size3(gen_grid_bw(gen_grid_kind(o, 1), cw),
	    2 * (uint64_t)ch + 1, 1, &why) == -1)
		return maze_error(e, 0, 0, "%ux%u cells: %s", cw, ch, why.msg);
	return 0;
}

/* The kind of cells of a maze of cd levels made with o: GEN_SQUARE ... */
int
gen_grid_kind(const struct maze_gen_opts *o, uint32_t cd)
{
	if (o->grid == MAZE_GEN_GRID_HEX)
		return GEN_HEX;
	if (o->grid == MAZE_GEN_GRID_DELTA)
		return GEN_DELTA;
	if (o->grid == MAZE_GEN_GRID_POLAR)
		return GEN_POLAR;
	return cd > 1 ? GEN_LEVELS : GEN_SQUARE;
}

/* The grid line's flag of cells of kind g (maze.h), 0 for square. */
unsigned
gen_grid_flag(int g)
{
	return g == GEN_HEX ? MAZE_GRID_HEX : g == GEN_DELTA ?
	    MAZE_GRID_DELTA : g == GEN_POLAR ? MAZE_GRID_POLAR : 0;
}

/*
 * The blocks of a row of cw cells of kind g; of a polar grid, whose cw
 * are its outer ring's, 8 (R - 1) + 4 for R rings, or 1 for one.
 */
uint64_t
gen_grid_bw(int g, uint64_t cw)
{
	if (g == GEN_POLAR)
		return cw == 1 ? 5 : (cw - 4) / 2 + 5;
	return g == GEN_HEX ? 4 * cw + 3 : 2 * cw + 1;
}

/* The rows of blocks of ch rows of cells of kind g; a polar grid's ch
   are its rings, each two loops of blocks on either side. */
uint64_t
gen_grid_bh(int g, uint64_t ch)
{
	return g == GEN_POLAR ? 4 * ch + 1 : 2 * ch + 1;
}

/*
 * Where S and E go on cw x ch cells of kind g, as blocks of their level:
 * S in an outer wall of cell (sx, sy), the first, E in one of (ex, ey),
 * the last (mazegen(1) "GRIDS").  On square cells and hexagons, S above
 * and E below; a triangle pointing up has no wall above, one pointing
 * down none below, so there S is west of it and E east.
 */
void
gen_grid_ends(int g, uint32_t sx, uint32_t sy, uint32_t ex, uint32_t ey,
    uint32_t *s, uint32_t *e)
{
	if (g == GEN_HEX) {
		s[0] = maze_hex_col(sx, sy);
		s[1] = 2 * sy;
		e[0] = maze_hex_col(ex, ey) + 2;
		e[1] = 2 * ey + 2;
		return;
	}
	s[0] = 2 * sx + 1;
	s[1] = 2 * sy;
	e[0] = 2 * ex + 1;
	e[1] = 2 * ey + 2;
	if (g != GEN_DELTA)
		return;
	if (maze_delta_up(sx, sy)) {
		s[0]--;
		s[1]++;
	}
	if (!maze_delta_up(ex, ey)) {
		e[0]++;
		e[1]--;
	}
}

#define IS(c, d)	(((c) & 7) == GEN_PARENT(d))

/*
 * The rows of cell row s->y of a hex maze, from its gen_tree: the wall
 * row above it, with the doors north-west and north-east of each cell,
 * and the cells with the walls between them (maze(5) "Grids").  A door is
 * open if one of its cells has the other for its parent.
 */
void
gen_tree_hex_row(struct gen_stream *s, unsigned char *above,
    unsigned char *cells)
{
	const struct gen_tree *t = s->state;
	const unsigned char *c = t->cell + s->y * t->pw, *up = c - t->pw;
	uint32_t x, y = s->y, cw = s->cw, bw = 4 * cw + 3, col, odd = y & 1;

	memset(above, MAZE_WALL, bw);
	memset(cells, MAZE_WALL, bw);
	for (x = 0, col = maze_hex_col(0, y); x < cw; x++, col += 4) {
		cells[col] = cells[col + 1] = cells[col + 2] = MAZE_OPEN;
		if (x + 1 < cw)
			cells[col + 3] = GEN_BLOCK(IS(c[x], MAZE_HEX_E) |
			    IS(c[x + 1], MAZE_HEX_W));
		if (y == 0)
			continue;
		/*
		 * North-west, the cell above whose blocks end at col: x - 1
		 * in an even row, x in an odd one, half a cell east; and
		 * north-east the one after it.
		 */
		if (x + odd >= 1)
			above[col] = GEN_BLOCK(IS(c[x], MAZE_HEX_NW) |
			    IS(up[x + odd - 1], MAZE_HEX_SE));
		if (x + odd < cw)
			above[col + 2] = GEN_BLOCK(IS(c[x], MAZE_HEX_NE) |
			    IS(up[x + odd], MAZE_HEX_SW));
	}
	gen_mask_hex_row(s, cells);
}

/* The cells of hex row s->y outside its mask, if any, walls. */
void
gen_mask_hex_row(const struct gen_stream *s, unsigned char *cells)
{
	const unsigned char *in;
	uint32_t x;

	if (s->o->mask == NULL)
		return;
	in = s->o->mask->in + (size_t)s->y * s->cw;
	for (x = 0; x < s->cw; x++)
		if (!in[x])
			memset(cells + maze_hex_col(x, s->y), MAZE_WALL, 3);
}

/*
 * A polar maze of R rings is made as a maze of cw x ch = maze_polar_n(R -
 * 1) x R cells with a mask, the cells there are, or o's mask of them:
 * polar, o's options but for that mask, and the cells.  0, or -1 with e.
 */
int
gen_polar_open(struct maze_gen_opts *polar, const struct maze_gen_opts *o,
    uint32_t *cw, uint32_t *ch, struct maze_err *e)
{
	struct maze_gen_mask *k;
	uint32_t rings = *cw, r, w = maze_polar_n(rings - 1);

	*polar = *o;
	*cw = w;
	*ch = rings;
	if (o->mask != NULL)
		return 0;
	if ((k = gen_mask_alloc(w, rings, 1, e)) == NULL)
		return -1;
	for (r = 0; r < rings; r++)
		memset(k->in + (size_t)r * w, 1, maze_polar_n(r));
	k->n = (size_t)maze_polar_cells(rings);
	k->first = 0;
	k->last = (size_t)w * rings - 1;
	k->grid = MAZE_GEN_GRID_POLAR;
	polar->mask = k;
	return 0;
}

/* The mask gen_polar_open() made, if it made one. */
void
gen_polar_close(struct maze_gen_opts *polar, const struct maze_gen_opts *o)
{
	if (polar->mask != o->mask)
		maze_gen_mask_free((struct maze_gen_mask *)polar->mask);
	polar->mask = NULL;
}

/*
 * The top and the bottom rows of the blocks of cell (k, r) of a grid of R
 * rings, and its column: the centre's three rows apart, a ring's cell one.
 */
static void
polar_rows(uint32_t rings, uint32_t k, uint32_t r, uint32_t *top,
    uint32_t *bottom, uint32_t *col)
{
	uint32_t by;

	maze_polar_block(rings, k, r, col, &by);
	*top = by - (r == 0);
	*bottom = by + (r == 0);
}

/*
 * Where S and E go in a polar maze of R rings on mask k (mazegen(1)
 * "Grids"): S in the wall above the topmost cell inside, the one nearest
 * the middle column (west of it, of two as near), E below the bottommost
 * (east of it): each the door of the cell that way (north; south), or,
 * from the end of a side that has none, its way clockwise, a corner.
 * Whatever is beyond is outside, or the outer wall: a cell there would
 * be higher (lower).  As blocks (x, y) in sb and eb.
 */
void
gen_polar_ends(const struct maze_gen_mask *k, uint32_t rings, uint32_t sb[2],
    uint32_t eb[2])
{
	uint32_t c = 2 * rings, r, kk, top, bottom, col, nk, nr, off;
	uint32_t best[2][2] = { { 0, 0 }, { 0, 0 } };
	uint64_t key, least = UINT64_MAX, most = 0;
	int i, d;

	/* Every cell inside: the top and the bottom of the outer wall. */
	if (k->n == maze_polar_cells(rings)) {
		sb[0] = eb[0] = c;
		sb[1] = 0;
		eb[1] = 2 * c;
		return;
	}
	for (r = 0; r < rings; r++)
		for (kk = 0; kk < maze_polar_n(r); kk++) {
			if (!k->in[(size_t)r * k->w + kk])
				continue;
			polar_rows(rings, kk, r, &top, &bottom, &col);
			/* Rows first, then the distance from the middle,
			   then west (S) or east (E). */
			off = col < c ? c - col : col - c;
			key = (uint64_t)top << 40 | (uint64_t)off << 20 |
			    (col > c);
			if (key < least) {
				least = key;
				best[0][0] = kk;
				best[0][1] = r;
			}
			key = (uint64_t)bottom << 40 |
			    (uint64_t)((1u << 20) - 1 - off) << 20 | (col > c);
			if (key >= most) {
				most = key;
				best[1][0] = kk;
				best[1][1] = r;
			}
		}
	for (i = 0; i < 2; i++) {
		kk = best[i][0];
		r = best[i][1];
		d = i == 0 ? MAZE_N : MAZE_S;
		if (maze_polar_door(rings, kk, r, d, &col, &top, &nk, &nr) == 0)
			(void)maze_polar_door(rings, kk, r,
			    (int)(maze_polar_sideof(kk, 2 * r + 1) + 1) % 4,
			    &col, &top, &nk, &nr);
		(i == 0 ? sb : eb)[0] = col;
		(i == 0 ? sb : eb)[1] = top;
	}
}

/*
 * Cell (cx[0], cy[0]) of the polar maze s has made, with st: as st says,
 * or a wall outside the mask.
 */
static unsigned char
polar_cell(struct gen_stream *s, const struct maze_gen_streamer *st,
    const uint32_t cx[2], const uint32_t cy[2])
{
	if (!s->o->mask->in[(size_t)cy[0] * s->cw + cx[0]])
		return MAZE_WALL;
	return st->polar(s, MAZE_SHAPE_CELL, cx, cy);
}

/*
 * Block t of side sd of loop q (|t| <= q) of the polar maze s has made,
 * with st (libint.h, maze_polar_side()): a cell's (polar_cell()) or a
 * door's as st says, else a wall.
 */
static unsigned char
polar_block(struct gen_stream *s, const struct maze_gen_streamer *st,
    uint32_t q, uint32_t sd, int64_t t)
{
	uint32_t cx[2], cy[2];
	int n;

	switch (maze_polar_side(s->ch, q, sd, t, cx, cy, &n)) {
	case MAZE_SHAPE_CELL:
		return polar_cell(s, st, cx, cy);
	case MAZE_SHAPE_DOOR:
		return st->polar(s, MAZE_SHAPE_DOOR, cx, cy);
	default:
		return MAZE_WALL;
	}
}

/*
 * The polar maze s has made, drawn a loop's blocks at a time from what
 * every generator leaves: the parents in its gen_tree (gen_tree_polar()),
 * or Kruskal's walls down (gen_walls_polar()).  A door is asked of one or
 * the other, a test the same all through a maze.  Cell (k, r) is at
 * r pw + k in either, pw the cells of the outer ring.
 */
struct pmaze {
	const unsigned char *cell;	/* the tree's cells, or NULL */
	const uint64_t *down;		/* if NULL, the walls down */
	size_t pw;
};

/* The polar maze of s as a tree's parents (tree 1), or as walls down. */
static void
pmaze_init(const struct gen_stream *s, int tree, struct pmaze *pm)
{
	pm->cell = tree ? ((const struct gen_tree *)s->state)->cell : NULL;
	pm->down = tree ? NULL : ((const struct gen_walls *)s->state)->down;
	pm->pw = s->cw;
}

/*
 * The door round a ring from the cell at to the cell at1 after it,
 * clockwise, d: open if either's parent is the other, or if at's wall
 * clockwise is down.
 */
static inline unsigned char
door_round(const struct pmaze *pm, size_t at, size_t at1, int d)
{
	if (pm->cell == NULL)
		return GEN_BLOCK(pm->down[at / 32] >> (2 * at % 64) & 1);
	return GEN_BLOCK(((pm->cell[at] & 7) == GEN_PARENT(d)) |
	    ((pm->cell[at1] & 7) == GEN_PARENT(maze_back(d))));
}

/*
 * The door out of the cell ai of a ring to the cell ao of the next, on
 * side sd: open if either's parent is the other, or if ao's wall in is.
 */
static inline unsigned char
door_out(const struct pmaze *pm, size_t ai, size_t ao, int sd)
{
	if (pm->cell == NULL)
		return GEN_BLOCK(pm->down[ao / 32] >> (2 * ao % 64 + 1) & 1);
	return GEN_BLOCK(((pm->cell[ai] & 7) == GEN_PARENT(sd)) |
	    ((pm->cell[ao] & 7) == GEN_PARENT(maze_back(sd))));
}

/*
 * The door between cells (cx[0], cy[0]) and (cx[1], cy[1]) as pm has it,
 * the first anticlockwise of the second in its ring, or inside it: what
 * a generator's polar callback gives for a door (genpriv.h).
 */
static unsigned char
pmaze_door(const struct pmaze *pm, const uint32_t cx[2], const uint32_t cy[2])
{
	size_t a = cy[0] * pm->pw + cx[0], b = cy[1] * pm->pw + cx[1];
	int d = maze_polar_between(cx, cy);

	return cy[0] == cy[1] ? door_round(pm, a, b, d) : door_out(pm, a, b, d);
}

/*
 * The block of the cell at in the mask in: open if inside, and open if
 * in is NULL, the mask without holes.
 */
#define CELL_BLOCK(in, at)	((in) == NULL || (in)[at] ? MAZE_OPEN : \
				    MAZE_WALL)

/* The door round ring r from its cell k to the next, clockwise. */
static inline unsigned char
fast_round(const struct pmaze *pm, uint32_t k, uint32_t r)
{
	uint32_t n = maze_polar_n(r), k1 = k + 1 == n ? 0 : k + 1;
	int d = (int)(maze_polar_sideof(k, 2 * r + 1) + 1) % 4;

	return door_round(pm, r * pm->pw + k, r * pm->pw + k1, d);
}

/*
 * The west (sd 3) or east (sd 1) side of every loop from q0 out, at the
 * row tt blocks along it from its middle, into row (its middle block at
 * c), as maze_polar_side() says.  Where tt is even, an odd loop is a cell
 * and an even one a door out to it; where tt is odd, an odd loop is a
 * door round the ring and an even one a wall.  At a row, the cells a side
 * crosses, ring after ring, are h = tt / 2 (down) from each side's middle,
 * cell sd (2r + 1) + r + h of ring r: a stride apart.  in is the mask, or
 * NULL if it has no holes (CELL_BLOCK()).
 */
static void
fast_side(const struct gen_stream *s, const struct pmaze *pm,
    const unsigned char *in, uint32_t q0, uint32_t sd, int64_t tt,
    unsigned char *row)
{
	uint32_t c = 2 * s->ch, q, r;
	int64_t h = (tt - (tt % 2 != 0)) / 2;
	/* at, a cell's place in the tree, the walls or the mask. */
	size_t stride = pm->pw + 2 * sd + 1, base = (size_t)(sd + h), at;
	int cw = (int)(sd + 1) & 3;
	ptrdiff_t dir = sd == 1 ? 1 : -1;

	row += c;
	/* The odd loops, q = 2r + 1: cells, or doors round. */
	for (q = q0 | 1, r = q / 2, at = r * stride + base; q < c; q += 2,
	    at += stride)
		row[dir * (ptrdiff_t)q] = tt % 2 == 0 ? CELL_BLOCK(in, at) :
		    door_round(pm, at, at + 1, cw);
	if (tt % 2 != 0)
		return;
	/* The even ones, q = 2r, inside the last: doors out of r - 1. */
	q = q0 + (q0 & 1);
	if (q == 2 && q < c) {
		row[dir * 2] = door_out(pm, 0, stride + base, (int)sd);
		q = 4;
	}
	for (at = (size_t)(q / 2) * stride + base; q < c; q += 2,
	    at += stride)
		row[dir * (ptrdiff_t)q] = door_out(pm, at - stride, at,
		    (int)sd);
}

/* Row y of the polar maze of s, as pm has it (gen_polar_rows()). */
static void
fast_polar_row(const struct gen_stream *s, const struct pmaze *pm,
    uint32_t y, unsigned char *row)
{
	const unsigned char *in = s->o->mask->in;
	uint32_t c = 2 * s->ch, a, r, j, sd;
	int64_t dy = (int64_t)y - c, tt;
	size_t at;
	unsigned char *p;

	/* Without holes in the mask, every cell there is is open. */
	if (s->o->mask->n == maze_polar_cells(s->ch))
		in = NULL;
	a = (uint32_t)(dy < 0 ? -dy : dy);
	memset(row, MAZE_WALL, 2 * (size_t)c + 1);
	r = a / 2;
	sd = dy < 0 ? 0 : 2;
	if (a <= 1) {
		memset(row + c - 1, CELL_BLOCK(in, 0), 3);
		a = 1;
	} else if (a % 2 == 1) {
		/*
		 * Ring r's top side west to east: the seam, then a cell and
		 * the door after it, the last the corner; its bottom side,
		 * east to west the same, written from the west.
		 */
		p = row + c - a;
		at = (size_t)r * pm->pw;
		if (sd == 0) {
			*p++ = fast_round(pm, 4 * a - 1, r);
			for (j = 0; j < a; j++) {
				*p++ = CELL_BLOCK(in, at + j);
				*p++ = door_round(pm, at + j, at + j + 1,
				    MAZE_E);
			}
		} else {
			*p++ = fast_round(pm, 3 * a - 1, r);
			for (j = 2 * a + a - 1; j > 2 * a; j--) {
				*p++ = CELL_BLOCK(in, at + j);
				*p++ = door_round(pm, at + j - 1, at + j,
				    MAZE_W);
			}
			*p++ = CELL_BLOCK(in, at + j);
			*p++ = fast_round(pm, j - 1, r);
		}
	} else if (r < s->ch) {
		/* The wall inside ring r: a door at every other block. */
		for (tt = 2 - (int64_t)a; tt < a; tt += 2)
			row[sd == 0 ? c + tt : c - tt] = door_out(pm,
			    r == 1 ? 0 : (r - 1) * pm->pw + sd * (a - 1) +
			    (size_t)((tt + a - 2) / 2), r * pm->pw +
			    sd * (a + 1) + (size_t)((tt + a) / 2), (int)sd);
	}
	fast_side(s, pm, in, a + 1, 3, -dy, row);
	fast_side(s, pm, in, a + 1, 1, dy, row);
}

/*
 * Row y of the blocks of the polar maze s has made, with st: its cells
 * open, its doors as st says, the rest walls.  The row crosses the loop
 * |y - 2R| blocks from the middle along its top or bottom side, and every
 * loop further out at its west and east sides: a block each.
 */
void
gen_polar_rows(struct gen_stream *s, const struct maze_gen_streamer *st,
    uint32_t y, unsigned char *row)
{
	static const uint32_t centre[2];
	struct pmaze pm;
	uint32_t c = 2 * s->ch, bw = 2 * c + 1, a, q, sd, x;
	int64_t dy = (int64_t)y - c, t;

	/*
	 * The two callbacks every generator's maze is drawn with are known
	 * here, and drawn a loop's blocks at a time rather than a block a
	 * call; frames' callback is asked block by block.  The unit tests
	 * (check_shapes.c, assert_polar_drawn()) draw every generator's
	 * mazes both ways: the fast drawer must give what the callback says.
	 */
	if (st->polar == gen_tree_polar || st->polar == gen_walls_polar) {
		pmaze_init(s, st->polar == gen_tree_polar, &pm);
		fast_polar_row(s, &pm, y, row);
		return;
	}
	a = (uint32_t)(dy < 0 ? -dy : dy);
	memset(row, MAZE_WALL, bw);
	if (a <= 1) {
		/* The centre, cell (0, 0), 3 x 3 blocks. */
		memset(row + c - 1, polar_cell(s, st, centre, centre), 3);
		a = 1;
	} else {
		/* The top side (0), clockwise west to east, or the bottom,
		   corners and all. */
		sd = dy < 0 ? 0 : 2;
		for (x = c - a; x <= c + a; x++) {
			t = (int64_t)x - c;
			row[x] = polar_block(s, st, a, sd, sd == 0 ? t : -t);
		}
	}
	for (q = a + 1; q <= c; q++) {
		row[c - q] = polar_block(s, st, q, 3, -dy);
		row[c + q] = polar_block(s, st, q, 1, dy);
	}
}

/*
 * A cell of a polar maze in the gen_tree of s is open; a door between two
 * is if either's parent is the other.
 */
unsigned char
gen_tree_polar(const struct gen_stream *s, int kind, const uint32_t cx[2],
    const uint32_t cy[2])
{
	struct pmaze pm;

	if (kind == MAZE_SHAPE_CELL)
		return MAZE_OPEN;
	pmaze_init(s, 1, &pm);
	return pmaze_door(&pm, cx, cy);
}

/*
 * A cell of a polar maze made as walls down (Kruskal's) is open; a door
 * between two is if its wall is down: in a ring, the wall clockwise of
 * the first; between rings, the wall in of the outer.
 */
unsigned char
gen_walls_polar(const struct gen_stream *s, int kind, const uint32_t cx[2],
    const uint32_t cy[2])
{
	struct pmaze pm;

	if (kind == MAZE_SHAPE_CELL)
		return MAZE_OPEN;
	pmaze_init(s, 0, &pm);
	return pmaze_door(&pm, cx, cy);
}
