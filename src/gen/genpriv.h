/*
 * genpriv.h: what a generator's author needs: the streaming interface, the
 * spanning tree a byte a cell that most generators fill, the random steps
 * they share, and the generators themselves for the table in gen.c.
 * Private to src/gen.
 */
#ifndef GEN_GENPRIV_H
#define GEN_GENPRIV_H

#include <stdint.h>

#include "gen/genint.h"
#include "lib/libint.h"

/*
 * A streaming generator makes a maze two block rows at a time, top to
 * bottom, with memory in proportion to the width; or, with GEN_WHOLE, it
 * makes the whole maze in open, in a byte a cell, and draws its blocks
 * only as the rows are asked for.  open sets up s for cw x ch x cd cells;
 * row fills, for cell row y of cell level z (s->y, s->z, in order), the
 * block row above it (the walls between row y - 1 and row y; for y = 0
 * the top wall) and the cell row itself, each 2cw + 1 blocks; close frees
 * s.  A maze of several levels also asks floor, before each cell level z
 * and for each of its rows y in order, for the floor row over that cell
 * row (the blocks between cell level z - 1 and z; for z = 0 the top,
 * which floor must leave whole); a streamer without floor makes flat
 * mazes only.  Levels come in text order: floor rows of level z, then its
 * cell rows, level by level.
 */
struct gen_stream {
	uint32_t cw, ch, cd, y, z;
	int grid;			/* GEN_SQUARE ... (below) */
	struct maze_rng *r;
	const struct maze_gen_opts *o;
	void *state;
};

struct gen_weave;

struct maze_gen_streamer {
	int	(*open)(struct gen_stream *, struct maze_err *);
	void	(*row)(struct gen_stream *, unsigned char *above,
		    unsigned char *cells);
	void	(*close)(struct gen_stream *);
	size_t	colbytes;	/* the row state's bytes for each column; 0
				   for those that hold a gen_tree, whose
				   memory is checked as a maze's is */
	void	(*floor)(struct gen_stream *, unsigned char *row);
	/* A weave maze (weave.c), for those that make one; or NULL. */
	int	(*weave)(struct gen_stream *, struct gen_weave *,
		    struct maze_err *);
	/*
	 * For those that walk a polar grid, drawn whole once the maze is
	 * made (grids.c): the block of cell (cx[0], cy[0]) if kind is
	 * MAZE_SHAPE_CELL, or of the door between it and (cx[1], cy[1]) if
	 * MAZE_SHAPE_DOOR, the first the one anticlockwise of the second in
	 * its ring, or inside it, as maze_shape_cells() says.  A block, not
	 * a yes or no, for frames draw cells and doors marked.
	 */
	unsigned char	(*polar)(const struct gen_stream *, int kind,
		    const uint32_t cx[2], const uint32_t cy[2]);
};

/*
 * A spanning tree held as a byte a cell, from which GEN_WHOLE streamers
 * draw their rows: in the low 3 bits, 1 + the direction from the cell to
 * its parent (1 to 6), or anything else for none (GEN_NO_PARENT for the
 * root; 0 for the generator's own marks); the upper bits are the
 * generator's.  cell[(z * ph + y) * pw + x] is cell (x, y, z), plane =
 * pw * ph a level; with a border, the cells around the grid are there
 * too, zero, and in a maze of several levels a level of them above and
 * below.
 */
struct gen_tree {
	unsigned char *mem;		/* as allocated */
	unsigned char *cell;		/* cell (0, 0, 0) */
	size_t pw;			/* a row of cells, border included */
	size_t plane;			/* a level of cells, border included */
};

#define GEN_PARENT(d)	((unsigned char)(1 + (d)))
#define GEN_NO_PARENT	7	/* in the tree, the root: marked, no parent */

/*
 * The root a generator starts from: by --root, or dflt if it was not
 * given; on a mask, inside it.
 */
int	gen_root(const struct gen_stream *, enum maze_gen_root dflt,
	    uint32_t *x, uint32_t *y, uint32_t *z, struct maze_err *);
int	gen_tree_open(struct gen_stream *, int border, enum maze_gen_root dflt,
	    uint32_t *x, uint32_t *y, uint32_t *z, struct maze_err *);
void	gen_tree_row(struct gen_stream *, unsigned char *above,
	    unsigned char *cells);
void	gen_tree_floor(struct gen_stream *, unsigned char *row);
void	gen_tree_close(struct gen_stream *);
unsigned char	gen_tree_polar(const struct gen_stream *, int kind,
	    const uint32_t cx[2], const uint32_t cy[2]);

/*
 * A maze made whole as the walls that came down (Kruskal's): bit nk c + k
 * is wall k of cell c.  On rings nk is 2: wall 2 c is the one clockwise
 * of cell c, 2 c + 1 the one in of it, and the centre owns none.
 */
struct gen_walls {
	uint64_t *down;
	uint32_t nk;		/* walls a cell: 2; 3 with levels; 5 hex */
};

unsigned char	gen_walls_polar(const struct gen_stream *, int kind,
	    const uint32_t cx[2], const uint32_t cy[2]);

/*
 * The block of a wall, open if open is 1, else wall.  Whether a wall is
 * open is as good as random: computed, not branched on.
 */
#define GEN_BLOCK(open)	(unsigned char)(MAZE_WALL - \
			    (MAZE_WALL - MAZE_OPEN) * (open))

/* The streamer of a generator that fills a gen_tree when it is opened. */
#define GEN_TREE_STREAMER(open) \
	{ (open), gen_tree_row, gen_tree_close, 0, gen_tree_floor, NULL, \
	    gen_tree_polar }
int	gen_walk_begin(struct gen_stream *, unsigned char mark,
	    unsigned char trail, unsigned char **cell, uint32_t *x, uint32_t *y,
	    uint32_t *z, struct maze_err *);

/*
 * Cells joined to the maze, counted for a program that watches
 * (maze_gen_opts.joined, gen.h).  gen_joined() counts k more: a predictable
 * branch and an add in memory.  A walk that joins a cell a step takes
 * gen_counter() once instead, the program's count or spare if none
 * watches, and adds to that, one add in memory a step and no branch.
 */
static inline void
gen_joined(const struct maze_gen_opts *o, size_t k)
{
	if (o->joined != NULL)
		*o->joined += k;
}

static inline volatile size_t *
gen_counter(const struct maze_gen_opts *o, volatile size_t *spare)
{
	return o->joined != NULL ? o->joined : spare;
}

/*
 * The east-west toss of eller and sidewinder: whether two neighbours in a
 * row are joined.  A draw's top 32 bits below apart keep them apart, so
 * --bias p sets apart to (1 - p) 2^32, and the default, 2^31, is the top
 * bit of the draw, the same coin as rng_below(r, 2) == 1.
 */
static inline int
gen_east(struct maze_rng *r, uint64_t apart)
{
	return rng_next(r) >> 32 >= apart;
}

/* The in-grid neighbours of (x, y) in the order N E S W; the k-th of them. */
static inline int
gen_nth_dir(uint32_t x, uint32_t y, uint32_t cw, uint32_t ch,
    uint32_t k)
{
	int d;

	for (d = 0; d < 4; d++) {
		if ((d == MAZE_N && y == 0) || (d == MAZE_E && x + 1 == cw) ||
		    (d == MAZE_S && y + 1 == ch) || (d == MAZE_W && x == 0))
			continue;
		if (k-- == 0)
			break;
	}
	return d;
}

static inline uint32_t
gen_ndirs(uint32_t x, uint32_t y, uint32_t cw, uint32_t ch)
{
	return (y > 0) + (x + 1 < cw) + (y + 1 < ch) + (x > 0);
}

/*
 * One step of a random walk from (x, y): the direction taken, a draw below
 * the number of in-grid neighbours (none if there is one).
 */
static inline int
gen_walk_step(struct maze_rng *r, uint32_t x, uint32_t y, uint32_t cw,
    uint32_t ch)
{
	uint32_t k = gen_ndirs(x, y, cw, ch);

	if (k == 4)
		return (int)(rng_next(r) >> 62);	/* rng_below(r, 4) */
	return gen_nth_dir(x, y, cw, ch, k > 1 ? rng_below(r, k) : 0);
}

/*
 * The same in cw x ch x cd cells, up and down too: the in-grid neighbours
 * of (x, y, z) in the order N E S W up down, the k-th of them, how many,
 * and one step of a random walk.  With one level these are the flat ones
 * above, draw for draw.
 */
static inline int
gen_nth_dir3(uint32_t x, uint32_t y, uint32_t z, uint32_t cw, uint32_t ch,
    uint32_t cd, uint32_t k)
{
	int d;

	for (d = 0; d < 6; d++) {
		if ((d == MAZE_N && y == 0) || (d == MAZE_E && x + 1 == cw) ||
		    (d == MAZE_S && y + 1 == ch) || (d == MAZE_W && x == 0) ||
		    (d == MAZE_UP && z == 0) || (d == MAZE_DOWN && z + 1 == cd))
			continue;
		if (k-- == 0)
			break;
	}
	return d;
}

static inline uint32_t
gen_ndirs3(uint32_t x, uint32_t y, uint32_t z, uint32_t cw, uint32_t ch,
    uint32_t cd)
{
	return gen_ndirs(x, y, cw, ch) + (z > 0) + (z + 1 < cd);
}

static inline int
gen_walk_step3(struct maze_rng *r, uint32_t x, uint32_t y, uint32_t z,
    uint32_t cw, uint32_t ch, uint32_t cd)
{
	uint32_t k;

	if (cd == 1)
		return gen_walk_step(r, x, y, cw, ch);
	k = gen_ndirs3(x, y, z, cw, ch, cd);
	if (k == 6)
		return (int)rng_below(r, 6);
	return gen_nth_dir3(x, y, z, cw, ch, cd, k > 1 ? rng_below(r, k) : 0);
}

/*
 * Cell number c, counted row by row and level by level, as (x, y, z) in
 * cw x ch x cd cells; a flat grid spares a division.
 */
static inline void
gen_xyz(size_t c, uint32_t cw, uint32_t ch, uint32_t cd, uint32_t *x,
    uint32_t *y, uint32_t *z)
{
	*x = (uint32_t)(c % cw);
	if (cd == 1) {
		*y = (uint32_t)(c / cw);
		*z = 0;
	} else {
		*y = (uint32_t)(c / cw % ch);
		*z = (uint32_t)(c / cw / ch);
	}
}

/*
 * A function written once for flat mazes and mazes of levels, with a
 * constant flag, copied into each caller so that the flat copy carries
 * nothing of levels.
 */
#if defined(__GNUC__)
#define GEN_TWICE	inline __attribute__((always_inline))
#else
#define GEN_TWICE	inline
#endif

/*
 * A copy of such a function kept in a function of its own, not in the
 * caller that holds the other copies, where the compiler would not inline
 * what that copy alone calls.
 */
#if defined(__GNUC__)
#define GEN_APART	__attribute__((noinline))
#else
#define GEN_APART
#endif

/*
 * The cell graphs the generators walk (mazegen(1) --grid): square cells,
 * flat (GEN_SQUARE) or in levels (GEN_LEVELS), hexagons (GEN_HEX),
 * triangles (GEN_DELTA) and rings (GEN_POLAR), each as maze(5) "Grids"
 * draws it.  A generator
 * that walks a graph is written once over gen_next(), gen_back() and
 * gen_nd(), the kind a constant where they are inlined (GEN_TWICE), so
 * that the square grid's copy is the square grid's code as it always was.
 * Directions: MAZE_N to MAZE_DOWN on square cells (no up or down when
 * flat); MAZE_HEX_W to MAZE_HEX_SW on hexagons; on triangles N, E, S, W,
 * N only from a triangle pointing down and S only from one pointing up;
 * on rings N, E, S, W as their blocks run (libint.h, maze_polar_door()),
 * cell (k, r) the k-th of ring r, in cw x ch cells where cw is the outer
 * ring's; a polar grid's generators are given a mask of the cells there
 * are (grids.c), so that they walk those alone.
 */
enum { GEN_SQUARE, GEN_LEVELS, GEN_HEX, GEN_DELTA, GEN_POLAR };

/* How many directions cells of kind g have. */
static inline int
gen_nd(int g)
{
	return g == GEN_LEVELS || g == GEN_HEX ? 6 : 4;
}

/* The direction opposite d. */
static inline int
gen_back(int g, int d)
{
	return g == GEN_HEX ? (d < 3 ? d + 3 : d - 3) : maze_back(d);
}

/*
 * The neighbour of cell (x, y, z) in direction d, in cw x ch x cd cells of
 * kind g: 1 with it in (*nx, *ny, *nz), or 0 if there is none.
 */
static inline int
gen_next(int g, uint32_t x, uint32_t y, uint32_t z, uint32_t cw,
    uint32_t ch, uint32_t cd, int d, uint32_t *nx, uint32_t *ny,
    uint32_t *nz)
{
	*nz = z;
	if (g == GEN_HEX)
		return maze_hex_next(x, y, d, cw, ch, nx, ny);
	if (g == GEN_POLAR)
		return maze_polar_next(ch, x, y, d, nx, ny) == 1;
	*nx = x + (uint32_t)maze_dx[d];
	*ny = y + (uint32_t)maze_dy[d];
	if (g == GEN_LEVELS)
		*nz = z + (uint32_t)maze_dz[d];
	if (g == GEN_DELTA && (d == MAZE_N || d == MAZE_S) &&
	    maze_delta_up(x, y) != (d == MAZE_S))
		return 0;
	return *nx < cw && *ny < ch && *nz < cd;
}

/*
 * The neighbours of cell (x, y) of a hex grid of cw x ch cells, as
 * gen_next() finds them, but at once: the set of directions (bit d for
 * direction d), each neighbour's number, y cw + x, at[d].  An odd row is
 * half a cell east of the rows beside it (maze_hex_next()).
 */
static inline unsigned
gen_hex_ways(uint32_t x, uint32_t y, uint32_t cw, uint32_t ch, size_t at[6])
{
	size_t c = (size_t)y * cw + x, odd = y & 1;
	unsigned w = x > 0, e = x + 1 < cw, nw = x + odd >= 1;
	unsigned ne = x + odd < cw, n = y > 0, so = y + 1 < ch;

	at[MAZE_HEX_W] = c - 1;
	at[MAZE_HEX_NW] = c - cw - 1 + odd;
	at[MAZE_HEX_NE] = c - cw + odd;
	at[MAZE_HEX_E] = c + 1;
	at[MAZE_HEX_SE] = c + cw + odd;
	at[MAZE_HEX_SW] = c + cw - 1 + odd;
	return w << MAZE_HEX_W | (n & nw) << MAZE_HEX_NW |
	    (n & ne) << MAZE_HEX_NE | e << MAZE_HEX_E |
	    (so & ne) << MAZE_HEX_SE | (so & nw) << MAZE_HEX_SW;
}

/*
 * The k-th of the directions in set m (bit d for direction d), in order,
 * from a draw below their number; the one there is without a draw.  What
 * gen_walk_step_g()'s loop draws, from a set found at once.
 */
static inline int
gen_pick(struct maze_rng *rng, unsigned m)
{
	static const unsigned char nth[16][4] = {
		{ 0 }, { 0 }, { 1 }, { 0, 1 }, { 2 }, { 0, 2 }, { 1, 2 },
		{ 0, 1, 2 }, { 3 }, { 0, 3 }, { 1, 3 }, { 0, 1, 3 }, { 2, 3 },
		{ 0, 2, 3 }, { 1, 2, 3 }, { 0, 1, 2, 3 }
	};
	static const unsigned char count[16] = { 0, 1, 1, 2, 1, 2, 2, 3, 1,
		2, 2, 3, 2, 3, 3, 4 };

	return nth[m][count[m] > 1 ? rng_below(rng, count[m]) : 0];
}

/*
 * A walk's place on rings, kept as it moves, so that a step asks no
 * comparisons for the side and no product for the row: cell (k, r) of a
 * tree of cw cells a row, at cur = r cw + k, k = s (2r + 1) + j, cell j of
 * side s, n the cells of ring r.  Out of side s is cw + 2s + 1 cells on,
 * in as far back; round the ring one, but at the seam and round a side's
 * corner (libint.h, maze_polar_next()).
 */
struct gen_pcur {
	size_t		cur;
	uint32_t	r, s, j, n;
	uint32_t	rings, cw;
};

/* Put c on cell (k, r) of a tree of cw x rings cells. */
static inline void
gen_pcur_set(struct gen_pcur *c, uint32_t rings, uint32_t cw, uint32_t k,
    uint32_t r)
{
	c->rings = rings;
	c->cw = cw;
	c->r = r;
	c->s = maze_polar_sideof(k, 2 * r + 1);
	c->j = k - c->s * (2 * r + 1);
	c->n = maze_polar_n(r);
	c->cur = (size_t)r * cw + k;
}

/*
 * The cells beyond c's four doors, as places in the tree, at[d] for
 * direction d, and the set of those there are (bit d): those that
 * maze_polar_next() says 1 of, not the doors in the outer wall.  at[d]
 * for a way there is not is a cell of the tree, to be read, not entered.
 */
static inline unsigned
gen_pcur_ways(const struct gen_pcur *c, size_t at[4])
{
	size_t cur = c->cur, o = (size_t)c->cw + 2 * c->s + 1, ccw;
	uint32_t r = c->r, s = c->s, j = c->j, d;
	unsigned ways;

	if (r == 0) {
		for (d = 0; d < 4; d++)
			at[d] = c->rings > 1 ? c->cw + 3 * d + 1 : cur;
		return c->rings > 1 ? 15 : 0;
	}
	ccw = s == 0 && j == 0 ? cur + c->n - 1 : cur - 1;
	at[s] = r + 1 < c->rings ? cur + o : cur;
	at[(s + 1) & 3] = s == 3 && j == 2 * r ? cur + 1 - c->n : cur + 1;
	at[(s + 2) & 3] = j == 0 ? ccw : r == 1 ? 0 : cur - o;
	at[(s + 3) & 3] = ccw;
	ways = (unsigned)(r + 1 < c->rings) | 2u | (unsigned)(j != 2 * r) << 2 |
	    (unsigned)(j != 0) << 3;
	return (ways << s | ways >> (4 - s)) & 15;
}

/*
 * The ways of c (gen_pcur_ways(), at[d] each) to cells of the tree cell
 * that no walk has entered, 0 there: where a walk may go next.
 */
static inline unsigned
gen_pcur_fresh(const struct gen_pcur *c, const unsigned char *cell,
    size_t at[4])
{
	size_t cur = c->cur, o = (size_t)c->cw + 2 * c->s + 1;
	unsigned ways, s = c->s;

	/*
	 * Away from the centre, the seam, the corners and the last ring,
	 * as gen_pcur_draw() goes: all four ways, each a constant step of
	 * the side's, out, clockwise, in and anticlockwise.
	 */
	if (c->r >= 2 && c->r + 1 < c->rings && c->j != 0 &&
	    c->j != 2 * c->r) {
		at[s] = cur + o;
		at[(s + 1) & 3] = cur + 1;
		at[(s + 2) & 3] = cur - o;
		at[(s + 3) & 3] = cur - 1;
		ways = (unsigned)!cell[cur + o] | (unsigned)!cell[cur + 1] << 1 |
		    (unsigned)!cell[cur - o] << 2 | (unsigned)!cell[cur - 1] << 3;
		return (ways << s | ways >> (4 - s)) & 15;
	}
	ways = gen_pcur_ways(c, at);

	return ways & ((unsigned)!cell[at[0]] | (unsigned)!cell[at[1]] << 1 |
	    (unsigned)!cell[at[2]] << 2 | (unsigned)!cell[at[3]] << 3);
}

/*
 * Move c through its door d, a way there is, to the cell at (at[d] of
 * gen_pcur_ways()).
 */
static inline void
gen_pcur_go(struct gen_pcur *c, int d, size_t at)
{
	static const int dr[4] = { 1, 0, -1, 0 }, dj[4] = { 1, 1, -1, -1 };
	unsigned rel = ((unsigned)d - c->s) & 3;

	c->cur = at;
	if (c->r == 0) {
		c->r = 1;
		c->s = (uint32_t)d;
		c->j = 1;
		c->n = maze_polar_n(1);
		return;
	}
	/*
	 * In from a side's first cell is round the corner behind it: an
	 * add, not a branch on the direction, which a walk draws.
	 */
	rel += (unsigned)(rel == 2) & (unsigned)(c->j == 0);
	c->r += (uint32_t)dr[rel];
	c->j += (uint32_t)dj[rel];
	c->n = maze_polar_n(c->r);
	if (c->r == 0)
		c->s = c->j = 0;
	else if (c->j == UINT32_MAX) {
		c->s = (c->s + 3) & 3;
		c->j = 2 * c->r;
	} else if (c->j > 2 * c->r) {
		c->s = (c->s + 1) & 3;
		c->j = 0;
	}
}

/*
 * A step of a random walk from c, drawn as gen_walk_step_g() draws it:
 * the direction, and the cell beyond it in *at; c stays.  Away from the
 * centre, the seam, the corners and the last ring, all four ways are
 * there and each is a constant of the side's away: the draw at once.
 */
static inline int
gen_pcur_draw(const struct gen_pcur *c, struct maze_rng *rng, size_t *at)
{
	size_t to[4], o = (size_t)c->cw + 2 * c->s + 1, far, back;
	unsigned rel;
	int d;

	if (c->r >= 2 && c->r + 1 < c->rings && c->j != 0 &&
	    c->j != 2 * c->r) {
		d = (int)(rng_next(rng) >> 62);	/* rng_below(rng, 4) */
		rel = ((unsigned)d - c->s) & 3;
		/*
		 * Out o, clockwise 1, in -o, anticlockwise -1, without a
		 * branch, for a branch on a draw is mispredicted half the
		 * time: far is o or 1, back all ones if it is backwards.
		 */
		far = o ^ ((o ^ 1) & (0 - (size_t)(rel & 1)));
		back = 0 - (size_t)(rel >> 1);
		*at = c->cur + ((far ^ back) - back);
		return d;
	}
	d = gen_pick(rng, gen_pcur_ways(c, to));
	*at = to[d];
	return d;
}

/*
 * One step of a random walk on cells of kind g: the direction, a draw
 * below the number of neighbours (none if there is one), the k-th of them
 * in direction order.  On square cells, gen_walk_step3()'s draws.
 */
static GEN_TWICE int
gen_walk_step_g(int g, struct maze_rng *r, uint32_t x, uint32_t y,
    uint32_t z, uint32_t cw, uint32_t ch, uint32_t cd)
{
	uint32_t k, n = 0, nx, ny, nz;
	int d, nd = gen_nd(g), dirs[6];

	if (g == GEN_SQUARE)
		return gen_walk_step(r, x, y, cw, ch);
	if (g == GEN_LEVELS)
		return gen_walk_step3(r, x, y, z, cw, ch, cd);
	/* Off the edges, every neighbour there is: the draw at once. */
	if (g != GEN_POLAR && x > 0 && y > 0 && x + 1 < cw && y + 1 < ch) {
		if (g == GEN_HEX)
			return (int)rng_below(r, 6);
		k = rng_below(r, 3);
		return maze_delta_up(x, y) ? (int)k + 1 : (int)(k + k / 2);
	}
	for (d = 0; d < nd; d++)
		if (gen_next(g, x, y, z, cw, ch, cd, d, &nx, &ny, &nz))
			dirs[n++] = d;
	k = n > 1 ? rng_below(r, n) : 0;
	return dirs[k];
}

/*
 * A step of a random walk from cell (x, y, z) of kind g, drawn as
 * gen_walk_step_g() draws it: the direction, and the cell beyond in
 * (*nx, *ny, *nz).  On rings, a walk keeps its place (gen_pcur_draw()).
 */
static GEN_TWICE int
gen_walk_to(int g, struct maze_rng *r, uint32_t x, uint32_t y, uint32_t z,
    uint32_t cw, uint32_t ch, uint32_t cd, uint32_t *nx, uint32_t *ny,
    uint32_t *nz)
{
	int d;

	d = gen_walk_step_g(g, r, x, y, z, cw, ch, cd);
	(void)gen_next(g, x, y, z, cw, ch, cd, d, nx, ny, nz);
	return d;
}

/* grids.c: hexagons, triangles and rings (mazegen(1) --grid). */
int	gen_grid_check(const struct maze_gen_algo *,
	    const struct maze_gen_opts *, uint32_t cw, uint32_t ch,
	    uint32_t cd, struct maze_err *);
int	gen_grid_kind(const struct maze_gen_opts *, uint32_t cd);
unsigned	gen_grid_flag(int g);
uint64_t	gen_grid_bw(int g, uint64_t cw);
uint64_t	gen_grid_bh(int g, uint64_t ch);
void	gen_grid_ends(int g, uint32_t sx, uint32_t sy, uint32_t ex,
	    uint32_t ey, uint32_t *s, uint32_t *e);
void	gen_tree_hex_row(struct gen_stream *, unsigned char *above,
	    unsigned char *cells);
void	gen_mask_hex_row(const struct gen_stream *, unsigned char *cells);
int	gen_polar_open(struct maze_gen_opts *polar,
	    const struct maze_gen_opts *o, uint32_t *cw, uint32_t *ch,
	    struct maze_err *);
void	gen_polar_close(struct maze_gen_opts *polar,
	    const struct maze_gen_opts *o);
void	gen_polar_ends(const struct maze_gen_mask *, uint32_t rings,
	    uint32_t sb[2], uint32_t eb[2]);
void	gen_polar_rows(struct gen_stream *, const struct maze_gen_streamer *,
	    uint32_t y, unsigned char *row);

/*
 * Frames (frames.c).  A generator run by gen_frames_write finds the frames
 * in s->o->frames (NULL in an ordinary run, which must pay no more than a
 * predictable branch a step for them), writes the first frame with
 * gen_frame_first() once it has its root, and counts each step with
 * maze_frames_due(), drawing the frame due when it says so.  A generator
 * holding a gen_tree has its frames drawn from it: gen_frames_look() says
 * how its bytes look (those with a bit of in are in the tree, those with
 * one of front and not in, the frontier '*', those with GEN_FMARK the
 * trail, which it draws as trail, '~' or '*'; the rest, not reached, as
 * walls); gen_frame_tree() draws it with the head at cell head (from
 * t->cell) and trail cells marked, following the parents from the head:
 * the walk that led there (SIZE_MAX: up to the root).  A streamer that
 * draws its rows as it goes has gen_frame_stream() draw them, the head at
 * block head of the frame (SIZE_MAX: none).  A grid generator has
 * gen_frame_grid() draw its maze as it stands, the head at block head, or
 * none (SIZE_MAX).
 */
#define GEN_FMARK	0x20	/* a tree byte's trail bit, while drawing */

struct maze_gen_frames {
	struct maze_frames mf;
	const struct maze_hdr *hdr;
	unsigned char *rows;		/* two rows of blocks */
	unsigned char look[256];	/* a tree byte's block in a frame */
	const unsigned char *head;	/* the head's tree byte while drawing */
};

void	gen_frames_look(struct gen_stream *, unsigned char in,
	    unsigned char front, unsigned char trail);
void	gen_frame_first(struct gen_stream *, size_t head);
void	gen_frame_tree(struct gen_stream *, size_t head, size_t trail);
void	gen_frame_stream(struct gen_stream *,
	    const struct maze_gen_streamer *, size_t head);
void	gen_frame_grid(struct maze_gen_frames *, struct maze *, size_t head);

/*
 * options.c: are o's fields what maze_gen_opts_init() and the parsers can make
 * of them (a root, corner and policies of their enums, newest, corridor
 * and weights at least 1, no frames but gen_frames_write()'s)?  0, or -1
 * with e: a caller's struct maze_gen_opts is checked before a cell is made.
 */
int	gen_opts_check(const struct maze_gen_opts *, struct maze_err *);

/* What gen.c lends frames.c. */
void	gen_add_ends(struct maze *, const struct maze_gen_mask *);
int	gen_stream_open(struct gen_stream *, const struct maze_gen_algo *,
	    uint32_t cw, uint32_t ch, uint32_t cd, struct maze_rng *,
	    const struct maze_gen_opts *, struct maze_err *);
int	gen_put_rows(struct gen_stream *, const struct maze_gen_streamer *,
	    struct maze_writer *, unsigned char *buf, size_t head,
	    struct maze_err *);

/*
 * A mask (mask.c): which of the w x h x d cells are inside the maze, a
 * byte a cell (1 inside, 0 outside) row by row and level by level; n of
 * them, the first and the last in that order.  Only mask.c makes one, and
 * sees that the inside is one part, so that every walk over it reaches
 * every inside cell.  In a gen_tree a cell outside is GEN_OUTSIDE
 * (gen_mask_mark(), which gen_tree_open() calls): no parent, so drawn
 * with its walls whole; IN of those generators that have it (0x80) and
 * BORDER of the backtracker (0x08), so that none enters it.  A polar
 * grid's mask is maze_polar_n(R - 1) x R cells, (k, r) cell k of ring r
 * (gen_mask_polar()), its parts the rings' (mazegen(1) "Grids").
 */
/*
 * weave.c: a weave maze's cells (mazegen(1) --weave), 16 bits each, in a
 * grid with a border two cells wide marked GW_OUT, so that a cell's
 * neighbours and theirs beyond need no bounds check.  Low bits: the
 * walls open on level 0, bit d for direction d (N E S W).  step[d] is a
 * step in the grid.
 */
struct gen_weave {
	uint32_t cw, ch;
	size_t pw;		/* a row with its border */
	uint16_t *mem, *cell;	/* as allocated; cell (0, 0) */
	ptrdiff_t step[4];
	uint64_t crossings;	/* tunnels made */
};

#define GW_LINKS	0x000f	/* open walls, bit d for direction d */
#define GW_UNDER	0x0010	/* a crossing: a tunnel runs under it */
#define GW_HOLE		0x0020	/* a tunnel's end */
#define GW_OUT		0x0040	/* outside the grid or the mask */
#define GW_SEEN		0x0080	/* in the maze (the generator's) */
/* Bits 8 and up are the generator's. */

/*
 * A chance p of 0 to 1 as a threshold of draws, and a draw under it: p 1
 * takes no draw at all, so that each seed's maze depends on the chance
 * only where one is offered.
 */
static inline uint64_t
gen_weave_chance(double p)
{
	/* 2^64 times p, below 2^64. */
	return p >= 1 ? UINT64_MAX : (uint64_t)(p * 18446744073709551616.0);
}

static inline int
gen_chance(struct maze_rng *r, uint64_t under)
{
	return under == UINT64_MAX || rng_next(r) < under;
}

int	gen_weave_open(struct gen_weave *, uint32_t cw, uint32_t ch,
	    const struct maze_gen_mask *, struct maze_err *);
void	gen_weave_close(struct gen_weave *);
void	gen_weave_tunnel(struct gen_weave *, size_t a, int d);
void	gen_weave_row(const struct gen_weave *, int z, uint32_t y,
	    unsigned char *row);

/* Is cell c a crossing with a tunnel west to east under it; north to south? */
static inline int
gen_weave_we(uint16_t c)
{
	return (c & (GW_UNDER | GW_LINKS | GW_OUT)) ==
	    (GW_UNDER | 1u << MAZE_N | 1u << MAZE_S);
}

static inline int
gen_weave_ns(uint16_t c)
{
	return (c & (GW_UNDER | GW_LINKS | GW_OUT)) ==
	    (GW_UNDER | 1u << MAZE_E | 1u << MAZE_W);
}

/* Cell i and the next in direction d joined: their wall open both ways. */
static inline void
gen_weave_join(struct gen_weave *wv, size_t i, int d)
{
	wv->cell[i] |= (uint16_t)(1u << d);
	wv->cell[(size_t)((ptrdiff_t)i + wv->step[d])] |=
	    (uint16_t)(1u << maze_back(d));
}

struct maze_gen_mask {
	uint32_t w, h, d;
	unsigned char *in;
	size_t n, first, last;
	enum maze_gen_grid grid;	/* whose neighbours make its parts */
};

#define GEN_OUTSIDE	0x88

/*
 * Eight bytes as one number, for the loops over masks that go eight cells
 * at a time (a cell a byte, 0 or 1): a byte b in each of them.
 */
#define GEN_ONES	UINT64_C(0x0101010101010101)
#define GEN_BYTES(b)	(GEN_ONES * (b))

struct maze_gen_mask	*gen_mask_alloc(uint32_t w, uint32_t h, uint32_t d,
	    struct maze_err *);
struct maze_gen_mask *gen_mask_take(unsigned char *in, uint32_t w,
	    uint32_t h, uint32_t d, struct maze_err *);
struct maze_gen_mask	*gen_mask_polar(const unsigned char *src, uint32_t sw,
	    uint32_t sh, uint32_t rings, struct maze_err *);
struct maze_gen_mask	*gen_mask_scale(const unsigned char *src, uint32_t sw,
	    uint32_t sh, uint32_t sd, uint32_t w, uint32_t h, uint32_t d,
	    struct maze_err *);
int	gen_mask_finish(struct maze_gen_mask *, int how, struct maze_err *);
int	gen_mask_text(const unsigned char *buf, size_t len,
	    unsigned char **cells, uint32_t *w, uint32_t *h, uint32_t *d,
	    struct maze_err *);
size_t	gen_mask_nearest(const struct maze_gen_mask *, uint32_t x, uint32_t y,
	    uint32_t z);
size_t	gen_mask_nth(const struct maze_gen_mask *, size_t i);
void	gen_mask_mark(const struct gen_stream *, struct gen_tree *);
void	gen_mask_ends(const struct maze_gen_mask *, const struct maze *,
	    size_t *start, size_t *end);
void	gen_mask_wall(const struct maze_gen_mask *, struct maze *);
void	gen_mask_row(const struct gen_stream *, unsigned char *cells);
int	gen_mask_check(const struct maze_gen_algo *,
	    const struct maze_gen_opts *, uint32_t cw, uint32_t ch, uint32_t cd,
	    struct maze_err *);

/* The generators, one a file. */
maze_gen_fn	gen_division;
extern const struct maze_gen_streamer gen_kruskal, gen_backtracker, gen_prim,
	gen_growth, gen_dfs_growth, gen_bfs_tree, gen_dfs_tree,
	gen_growing_tree, gen_wilson, gen_aldous_broder, gen_hunt_and_kill,
	gen_eller, gen_sidewinder, gen_binary_tree, gen_corridor;

#endif
