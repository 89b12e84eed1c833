/*
 * libint.h: what lib gives the toolkit's layers, programs and tests besides
 * its public headers (maze.h, algo.h, rng.h): the directions' steps,
 * errors made, grids made and changed, the header line builder, block and
 * cell arithmetic, the blocks of hex and delta grids, reading and writing
 * row by row, frames, the registry's matching and the PRNG's draws.
 * Internal: never installed, and libmaze exports none of it (maze(3) is
 * its API; src/README, "The library").
 */
#ifndef LIB_LIBINT_H
#define LIB_LIBINT_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "lib/algo.h"
#include "lib/maze.h"
#include "lib/rng.h"

/* The steps of the directions, MAZE_N to MAZE_DOWN. */
extern const int maze_dx[MAZE_NDIRS], maze_dy[MAZE_NDIRS], maze_dz[MAZE_NDIRS];

/* The direction opposite d: N and S, E and W, up and down. */
static inline int
maze_back(int d)
{
	return d < 4 ? (d + 2) & 3 : d ^ 1;
}

/* How many directions a maze of d levels has: 4 when flat, else 6. */
static inline int
maze_ndirs(uint32_t d)
{
	return d > 1 ? 6 : 4;
}

/* Fill e and return -1, so that "return maze_error(e, ...)" reads well. */
int maze_error(struct maze_err *e, unsigned long line, unsigned long col,
    const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;

/* grid.c */
int	maze_alloc(struct maze *, uint32_t w, uint32_t h, struct maze_err *);
int	maze_alloc3(struct maze *, uint32_t w, uint32_t h, uint32_t d,
	    struct maze_err *);
int	maze_alloc_cells(struct maze *, uint32_t cw, uint32_t ch,
	    struct maze_err *);
int	maze_alloc_cells3(struct maze *, uint32_t cw, uint32_t ch,
	    uint32_t cd, struct maze_err *);
int	maze_check_size(uint64_t w, uint64_t h, struct maze_err *);
int	maze_check_size3(uint64_t w, uint64_t h, uint64_t d,
	    struct maze_err *);
int	maze_is_cells(const struct maze *, struct maze_err *);

/*
 * weave.c: a weave maze (maze(5) "Grids"), level 0 a cell maze, its
 * tunnels on level 2.  Blocks c are of level 0.  maze_weave_crossing()
 * says which way a tunnel runs under the cell at c, if one does, and
 * maze_weave_tunnel() where the tunnel in direction d from c comes up,
 * or SIZE_MAX if none leaves c that way.  maze_weave_ends() says whether
 * S and E are on level 0 (1), or else (0) which is not, in e.
 */
enum { MAZE_WEAVE_WE = 1, MAZE_WEAVE_NS };
int	maze_is_weave(const struct maze *, struct maze_err *);
int	maze_weave_crossing(const struct maze *, size_t c);
size_t	maze_weave_tunnel(const struct maze *, size_t c, int d);
int	maze_weave_ends(const struct maze *, struct maze_err *);
void	maze_clear_marks(struct maze *);
void	maze_find_ends(struct maze *);
int	maze_move_end(struct maze *, unsigned char which, uint32_t x,
	    uint32_t y, uint32_t z, const char *opt, const char *arg,
	    struct maze_err *);
void	maze_hdr_clear(struct maze_hdr *);
void	maze_hdr_drop(struct maze_hdr *, const char *prefix);

/*
 * grow.c: a string built piece by piece, for the header line that records
 * how a maze was made.  Appending never truncates; out of memory, the
 * builder remembers it and maze_hdr_take() fails.
 */
struct maze_buf {
	char *s;		/* NUL-terminated, or NULL while empty */
	size_t len, cap;
	int failed;		/* an append ran out of memory */
};

void	maze_buf_init(struct maze_buf *);
void	maze_buf_free(struct maze_buf *);
void	maze_buf_add(struct maze_buf *, const char *fmt, ...)
#if defined(__GNUC__)
	    __attribute__((format(printf, 2, 3)))
#endif
	    ;
void	maze_buf_word(struct maze_buf *, const char *);
int	maze_hdr_take(struct maze *, struct maze_buf *);

/* What b holds: a string, empty while nothing has been added. */
static inline const char *
maze_buf_str(const struct maze_buf *b)
{
	return b->s != NULL ? b->s : "";
}

/* search.c: the line and column of block i of m in its input. */
void	maze_pos(const struct maze *, size_t i, unsigned long *line,
	    unsigned long *col);

/* The number of blocks of m, every level's. */
static inline size_t
maze_blocks(const struct maze *m)
{
	return (size_t)m->w * m->h * m->d;
}

/* The levels of cells of a cell maze m: 1 when flat, else (d - 1) / 2. */
static inline uint32_t
maze_cell_levels(const struct maze *m)
{
	return m->d > 1 ? m->d / 2 : 1;
}

/* Block (x, y, z) of m. */
static inline size_t
maze_block(const struct maze *m, uint32_t x, uint32_t y, uint32_t z)
{
	return ((size_t)z * m->h + y) * m->w + x;
}

/* Where block i of m is: maze_block() undone. */
static inline void
maze_xyz(const struct maze *m, size_t i, uint32_t *x, uint32_t *y,
    uint32_t *z)
{
	*x = (uint32_t)(i % m->w);
	*y = (uint32_t)(i / m->w % m->h);
	*z = (uint32_t)(i / m->w / m->h);
}

static inline int
maze_isopen(unsigned char c)
{
	return c != MAZE_WALL;
}

/* Is c a weighted block, '1' to '9'? */
static inline int
maze_isweighted(unsigned char c)
{
	return c >= MAZE_WEIGHT_MIN && c <= MAZE_WEIGHT_MAX;
}

/* Is c a mark of the solution route: '+', or 'a' to 'i' on weights? */
static inline int
maze_isroute(unsigned char c)
{
	return c == MAZE_PATH || (c >= MAZE_ROUTE_MIN && c <= MAZE_ROUTE_MAX);
}

/* What entering open block c costs: its weight, or 1; 0 for a wall. */
static inline unsigned
maze_weight(unsigned char c)
{
	if (c == MAZE_WALL)
		return 0;
	if (maze_isweighted(c))
		return (unsigned)(c - '0');
	if (c >= MAZE_ROUTE_MIN && c <= MAZE_ROUTE_MAX)
		return (unsigned)(c - MAZE_ROUTE_MIN) + 1;
	return 1;
}

/* Cell (x, y) of a flat cell maze is block (2x + 1, 2y + 1). */
static inline size_t
maze_cell(const struct maze *m, uint32_t x, uint32_t y)
{
	return ((size_t)2 * y + 1) * m->w + (size_t)2 * x + 1;
}

/*
 * Cell (x, y, z) of a cell maze is block (2x + 1, 2y + 1, 2z + 1), or
 * (2x + 1, 2y + 1, 0) when the maze is flat (z is then 0).
 */
static inline size_t
maze_cell3(const struct maze *m, uint32_t x, uint32_t y, uint32_t z)
{
	return maze_block(m, 2 * x + 1, 2 * y + 1, m->d > 1 ? 2 * z + 1 : 0);
}

/*
 * Hex grids (maze(5) "Grids"): w x h cells in (4w + 3) x (2h + 1) blocks,
 * each cell three blocks of its row, each odd row two blocks (half a cell)
 * east.  The six directions, clockwise from west; the opposite of d is
 * (d + 3) % 6.
 */
enum { MAZE_HEX_W, MAZE_HEX_NW, MAZE_HEX_NE, MAZE_HEX_E, MAZE_HEX_SE,
	MAZE_HEX_SW };
#define MAZE_HEX_NDIRS	6

/* The cells of a hex grid of bw x bh blocks across and down. */
static inline uint32_t
maze_hex_w(uint32_t bw)
{
	return (bw - 3) / 4;
}

static inline uint32_t
maze_hex_h(uint32_t bh)
{
	return (bh - 1) / 2;
}

/* The column of the first (west) of cell (x, y)'s three blocks. */
static inline uint32_t
maze_hex_col(uint32_t x, uint32_t y)
{
	return 4 * x + 1 + 2 * (y & 1);
}

/*
 * The block (*bx, *by) between cell (x, y) and its neighbour in direction
 * d: a wall beside it in its row, or a door in the wall row above or
 * below it.
 */
static inline void
maze_hex_door(uint32_t x, uint32_t y, int d, uint32_t *bx, uint32_t *by)
{
	static const signed char dx[] = { -1, 0, 2, 3, 2, 0 },
	    dy[] = { 0, -1, -1, 0, 1, 1 };

	*bx = maze_hex_col(x, y) + (uint32_t)dx[d];
	*by = 2 * y + 1 + (uint32_t)dy[d];
}

/*
 * The neighbour (*nx, *ny) of cell (x, y) in direction d, in a grid of w x
 * h cells: 1, or 0 if it is beyond the grid's edge.
 */
static inline int
maze_hex_next(uint32_t x, uint32_t y, int d, uint32_t w, uint32_t h,
    uint32_t *nx, uint32_t *ny)
{
	/*
	 * Looked up, not branched on, for the walks draw d at random: the
	 * step west to east, and whether it moves up or down a row, when
	 * an odd row's diagonals are half a cell east of an even row's.
	 */
	static const signed char dx[] = { -1, -1, 0, 1, 0, -1 },
	    dy[] = { 0, -1, -1, 0, 1, 1 }, diag[] = { 0, 1, 1, 0, 1, 1 };

	*nx = x + (uint32_t)(dx[d] + (diag[d] & (int)(y & 1)));
	*ny = y + (uint32_t)dy[d];
	return *nx < w && *ny < h;
}

/*
 * The step to each neighbour of a cell (maze_hex_next()), step[d], where
 * cells are numbered row by row, pw a row, and the cell is in an odd row
 * (odd 1) or an even one: constants, for the walks and searches over a
 * hex grid with a border of cells, where no neighbour is off its edge.
 */
static inline void
maze_hex_steps(ptrdiff_t pw, unsigned odd, ptrdiff_t step[MAZE_HEX_NDIRS])
{
	step[MAZE_HEX_W] = -1;
	step[MAZE_HEX_NW] = -pw - 1 + (ptrdiff_t)odd;
	step[MAZE_HEX_NE] = -pw + (ptrdiff_t)odd;
	step[MAZE_HEX_E] = 1;
	step[MAZE_HEX_SE] = pw + (ptrdiff_t)odd;
	step[MAZE_HEX_SW] = pw - 1 + (ptrdiff_t)odd;
}

/*
 * The cell of a hex grid, w cells across, whose blocks include column bx
 * of cell row y: 1 with *x, or 0 if bx is a wall between cells or beyond
 * the row.
 */
static inline int
maze_hex_at(uint32_t bx, uint32_t y, uint32_t w, uint32_t *x)
{
	uint32_t c = bx - 1 - 2 * (y & 1);

	if (bx < 1 + 2 * (y & 1) || c % 4 == 3 || c / 4 >= w)
		return 0;
	*x = c / 4;
	return 1;
}

/* Does triangle (x, y) of a delta grid point up (else down)? */
static inline int
maze_delta_up(uint32_t x, uint32_t y)
{
	return (x + y) % 2 == 0;
}

/*
 * shape.c: the blocks of a grid of kind grid (its MAZE_GRID_ flags; hex,
 * delta or square), bw x bh blocks, by what they may be (maze(5)
 * "Grids").  maze_shape_block() says what block (x, y) is, and
 * maze_shape_cells() which cells it is of or between, into cx and cy:
 * returns how many, 1 for a block of a cell, 2 for a door, 1 for a block
 * of the outer wall, 0 for one always a wall.  bh 0 is a grid whose height
 * is not yet known: every row has cells below it.
 */
enum {
	MAZE_SHAPE_WALL,	/* always a wall: a corner, beyond the cells of
				   its row, between cells that do not meet */
	MAZE_SHAPE_OUTER,	/* the outer wall of one cell: a wall, S or E */
	MAZE_SHAPE_DOOR,	/* between two cells: a wall, or open */
	MAZE_SHAPE_CELL		/* of a cell: open, or with a mask a wall */
};
int	maze_shape_block(unsigned grid, uint32_t bw, uint32_t bh, uint32_t x,
	    uint32_t y);
int	maze_shape_cells(unsigned grid, uint32_t bw, uint32_t bh, uint32_t x,
	    uint32_t y, uint32_t cx[2], uint32_t cy[2]);

/*
 * Is m a hex maze, as the reader checks one, and with a mask every door
 * of a cell outside closed?  1, or 0 with e at the first block that is
 * not as it must be.  A hex maze is no cell maze: maze_is_cells() is 0.
 */
int	maze_is_hex(const struct maze *, struct maze_err *);

/*
 * The three directions of a triangle: its two slanted edges, west and
 * east, and its flat one, below it if it points up, above it if down.
 */
enum { MAZE_DELTA_W, MAZE_DELTA_E, MAZE_DELTA_FLAT };
#define MAZE_DELTA_NDIRS	3

/* The block (*bx, *by) of the edge of triangle (x, y) towards d. */
static inline void
maze_delta_door(uint32_t x, uint32_t y, int d, uint32_t *bx, uint32_t *by)
{
	*bx = d == MAZE_DELTA_W ? 2 * x : d == MAZE_DELTA_E ? 2 * x + 2 :
	    2 * x + 1;
	*by = d != MAZE_DELTA_FLAT ? 2 * y + 1 : maze_delta_up(x, y) ?
	    2 * y + 2 : 2 * y;
}

/*
 * The neighbour (*nx, *ny) of triangle (x, y) towards d, in a grid of w x
 * h triangles: 1, or 0 if it is beyond the grid's edge.
 */
static inline int
maze_delta_next(uint32_t x, uint32_t y, int d, uint32_t w, uint32_t h,
    uint32_t *nx, uint32_t *ny)
{
	*nx = d == MAZE_DELTA_W ? x - 1 : d == MAZE_DELTA_E ? x + 1 : x;
	*ny = d != MAZE_DELTA_FLAT ? y : maze_delta_up(x, y) ? y + 1 : y - 1;
	return *nx < w && *ny < h;
}

/* The name of the kind of cells of grid flags grid: "square", "hex" ... */
static inline const char *
maze_grid_name(unsigned grid)
{
	switch (grid & MAZE_GRID_KIND) {
	case MAZE_GRID_HEX:
		return "hex";
	case MAZE_GRID_DELTA:
		return "delta";
	case MAZE_GRID_POLAR:
		return "polar";
	}
	return "square";
}

/*
 * Polar grids (maze(5) "Grids"): rings of cells around a centre cell,
 * drawn as concentric square loops of blocks, so that a search of the
 * blocks finds every way the rings have, the seam where the last cell of
 * a ring meets the first included.  A grid of R rings, the centre ring 0,
 * is (4R + 1) x (4R + 1) blocks, its middle block (2R, 2R).  The centre
 * cell is the 3 x 3 blocks around the middle; ring r >= 1 is the loop of
 * blocks 2r + 1 from the middle (in the larger of x and y), its 8r + 4
 * cells a block each, two apart, with a block between each two that is
 * their door.  Each side of the loop has 2r + 1 cells, j = 0 to 2r;
 * cell k = s (2r + 1) + j of the ring is cell j of side s, the sides
 * numbered clockwise from the top (north), each side's cells clockwise,
 * so that a corner block is the door between the last cell of one side
 * and the first of the next, and the top left one the seam.  The loop 2r
 * from the middle (r >= 1) is the wall between rings r - 1 and r: its
 * block straight out from cell j of ring r - 1 is the door to cell j + 1
 * of ring r on the same side, and the centre has one such door a side;
 * the first and last cell of a side have no way in.  The loop 2R from
 * the middle is the outer wall.
 *
 * The programs walking the cells address cell k of ring r as (k, r), the
 * grid as maze_polar_n(R - 1) x R cells, of which (k, r) with k >=
 * maze_polar_n(r) are none.  A cell's directions are the compass's,
 * MAZE_N to MAZE_W, as the blocks run: on the top side out is north,
 * clockwise east, in south; on the right side out is east; and so round.
 * The first cell of a side, which has no way in, names its way round the
 * corner behind it by the direction in (south on the top side), so that
 * the way back is always maze_back(d).
 */
static inline uint32_t
maze_polar_rings(uint32_t bw)
{
	return (bw - 1) / 4;
}

/* The cells of ring r. */
static inline uint32_t
maze_polar_n(uint32_t r)
{
	return r == 0 ? 1 : 8 * r + 4;
}

/*
 * The side of cell k of a ring whose sides have side cells each: 0 to 3,
 * by comparison (k / side divides, and the generators ask it of every
 * neighbour of every cell).
 */
static inline uint32_t
maze_polar_sideof(uint32_t k, uint32_t side)
{
	return (uint32_t)(k >= side) + (k >= 2 * side) + (k >= 3 * side);
}

/* The number of cell k of ring r, counted ring by ring from the centre. */
static inline uint64_t
maze_polar_num(uint32_t r, uint32_t k)
{
	return r == 0 ? 0 : 4 * (uint64_t)r * r - 3 + k;
}

/* The cells of a grid of R rings, 4R^2 - 3: ring r's numbers end there. */
static inline uint64_t
maze_polar_cells(uint32_t rings)
{
	return 4 * (uint64_t)rings * rings - 3;
}

/*
 * The block (*bx, *by) at offset t along side s of the loop q blocks from
 * the middle (2R, 2R) of a grid of R rings: t from -q to q, clockwise.
 */
static inline void
maze_polar_loop(uint32_t rings, uint32_t q, int s, int64_t t, uint32_t *bx,
    uint32_t *by)
{
	int64_t c = 2 * (int64_t)rings, x, y;

	x = s == 0 ? t : s == 1 ? q : s == 2 ? -t : -(int64_t)q;
	y = s == 0 ? -(int64_t)q : s == 1 ? t : s == 2 ? q : -t;
	*bx = (uint32_t)(c + x);
	*by = (uint32_t)(c + y);
}

/* The block of cell (k, r): for the centre, its middle one. */
static inline void
maze_polar_block(uint32_t rings, uint32_t k, uint32_t r, uint32_t *bx,
    uint32_t *by)
{
	uint32_t side = 2 * r + 1, s = maze_polar_sideof(k, side);

	if (r == 0) {
		*bx = *by = 2 * rings;
		return;
	}
	maze_polar_loop(rings, side, (int)s, 2 * (int64_t)(k - s * side) -
	    2 * (int64_t)r, bx, by);
}

/*
 * Block t of side s of the loop q blocks from the middle of a grid of R
 * rings, 2 <= q <= 2R and |t| <= q: its MAZE_SHAPE_ kind, and the cells it
 * is of or between, *n of them, in cx and cy.  A corner is the end of the
 * side it closes: t = q of side s is t = -q of the side after.  On an odd
 * loop, ring q / 2: a cell at even t, a door round the ring at odd t, the
 * corners included (the top left one the seam).  On an even loop, the
 * wall inside ring q / 2: at even t but the corners a door out of the cell
 * of the ring inside (the centre, for ring 1) to the cell beyond, or the
 * outer wall of the last ring's; at odd t and the corners a wall.
 */
static inline int
maze_polar_side(uint32_t rings, uint32_t q, uint32_t s, int64_t t,
    uint32_t cx[2], uint32_t cy[2], int *n)
{
	uint32_t r = q / 2;

	*n = 0;
	if (t == -(int64_t)q) {
		s = (s + 3) & 3;
		t = q;
	}
	if (q % 2 == 1) {
		cx[0] = s * q + (uint32_t)((t + q - 1) / 2);
		cy[0] = r;
		*n = 1;
		if (t % 2 == 0)
			return MAZE_SHAPE_CELL;
		cx[1] = cx[0] + 1 == maze_polar_n(r) ? 0 : cx[0] + 1;
		cy[1] = r;
		*n = 2;
		return MAZE_SHAPE_DOOR;
	}
	if (t % 2 != 0 || t == q)
		return MAZE_SHAPE_WALL;
	cx[0] = r == 1 ? 0 : s * (q - 1) + (uint32_t)((t + q - 2) / 2);
	cy[0] = r - 1;
	*n = 1;
	if (r == rings)
		return MAZE_SHAPE_OUTER;
	cx[1] = s * (q + 1) + (uint32_t)((t + q) / 2);
	cy[1] = r;
	*n = 2;
	return MAZE_SHAPE_DOOR;
}

/*
 * The cell beyond door d of cell (k, r) of a grid of R rings (MAZE_N to
 * MAZE_W): 0 if it has no door that way; else 1 with the cell in (*nk,
 * *nr), or 2 if the door is in the outer wall.  What maze_polar_door()
 * says but its block: what the generators ask of every cell.
 */
static inline int
maze_polar_next(uint32_t rings, uint32_t k, uint32_t r, int d, uint32_t *nk,
    uint32_t *nr)
{
	uint32_t side = 2 * r + 1, s = maze_polar_sideof(k, side);
	uint32_t j = k - s * side;
	int rel = (d - (int)s) & 3;

	*nk = *nr = 0;
	if (r == 0) {
		/* The centre: a door a side, to the middle cell of ring 1. */
		*nk = 3 * (uint32_t)d + 1;
		*nr = 1;
		return rings > 1 ? 1 : 2;
	}
	/* Relative to the side: 0 out, 1 clockwise, 2 in, 3 anticlockwise. */
	if (j == 0 && rel >= 2)
		rel = rel == 2 ? 3 : -1;	/* round the corner behind */
	switch (rel) {
	case 0:
		*nk = s * (side + 2) + j + 1;
		*nr = r + 1;
		return r + 1 < rings ? 1 : 2;
	case 1:
		*nk = k + 1 == maze_polar_n(r) ? 0 : k + 1;
		*nr = r;
		return 1;
	case 2:
		if (j == 2 * r)
			return 0;
		*nk = r == 1 ? 0 : s * (side - 2) + j - 1;
		*nr = r - 1;
		return 1;
	case 3:
		*nk = k == 0 ? maze_polar_n(r) - 1 : k - 1;
		*nr = r;
		return 1;
	}
	return 0;
}

/*
 * The door of cell (k, r) of a grid of R rings towards d (MAZE_N to
 * MAZE_W): 0 if it has none that way; else its block (*bx, *by), and 1
 * with the cell (*nk, *nr) beyond it, or 2 if it is in the outer wall.
 * Its block is on the loop out of the cell's (out), on the cell's own
 * loop (round the ring, or round the corner behind a side's first cell)
 * or on the loop inside it.
 */
static inline int
maze_polar_door(uint32_t rings, uint32_t k, uint32_t r, int d, uint32_t *bx,
    uint32_t *by, uint32_t *nk, uint32_t *nr)
{
	uint32_t side = 2 * r + 1, s = maze_polar_sideof(k, side);
	uint32_t j = k - s * side;
	int64_t t = 2 * (int64_t)j - 2 * (int64_t)r;
	int rel = (d - (int)s) & 3, rc;

	*bx = *by = 0;
	if ((rc = maze_polar_next(rings, k, r, d, nk, nr)) == 0)
		return 0;
	if (r == 0)
		maze_polar_loop(rings, 2, d, 0, bx, by);
	else if (rel == 0)
		maze_polar_loop(rings, side + 1, (int)s, t, bx, by);
	else if (rel == 2 && j > 0)
		maze_polar_loop(rings, side - 1, (int)s, t, bx, by);
	else
		maze_polar_loop(rings, side, (int)s, rel == 1 ? t + 1 : t - 1,
		    bx, by);
	return rc;
}

/*
 * The direction from cell (cx[0], cy[0]) of a polar grid to (cx[1],
 * cy[1]), two cells beside each other as maze_shape_cells() gives them: in
 * a ring, the first anticlockwise of the second, the way clockwise, east
 * of the top side's; else the first inside the second, the way out of
 * the second's side.  The way back is maze_back() of it.
 */
static inline int
maze_polar_between(const uint32_t cx[2], const uint32_t cy[2])
{
	if (cy[0] == cy[1])
		return (int)(maze_polar_sideof(cx[0], 2 * cy[0] + 1) + 1) % 4;
	return (int)maze_polar_sideof(cx[1], 2 * cy[1] + 1);
}

/*
 * The cell of a polar grid of R rings one of whose blocks is (bx, by): 1
 * with it in (*k, *r), or 0 if the block is a wall or a door.
 */
static inline int
maze_polar_at(uint32_t rings, uint32_t bx, uint32_t by, uint32_t *k,
    uint32_t *r)
{
	int64_t c = 2 * (int64_t)rings, dx = (int64_t)bx - c,
	    dy = (int64_t)by - c, q, t;
	int s;

	q = dx < 0 ? -dx : dx;
	t = dy < 0 ? -dy : dy;
	if (t > q)
		q = t;
	if (q <= 1) {
		*k = *r = 0;
		return 1;
	}
	if (q % 2 == 0 || q > 2 * (int64_t)rings || ((dx == q || dx == -q) &&
	    (dy == q || dy == -q)))
		return 0;
	/* A side's blocks but the corners, each side its own. */
	s = dy == -q ? 0 : dx == q ? 1 : dy == q ? 2 : 3;
	t = s == 0 ? dx : s == 1 ? dy : s == 2 ? -dx : -dy;
	if (t % 2 != 0)
		return 0;
	*r = (uint32_t)(q - 1) / 2;
	*k = (uint32_t)s * (uint32_t)q + (uint32_t)((t + q - 1) / 2);
	return 1;
}

/*
 * read.c: maze_read_head() that says too where the maze stood in the run
 * it was a frame of: K and N of its "; frame K/N" line in frame, or 0 and
 * 0 if it has none (maze(5) "Frames": the last frame has none).  Then the
 * rows of the maze whose header either read.
 */
int	maze_read_head_frame(struct maze_reader *, struct maze *,
	    uint64_t frame[2], struct maze_err *);
int	maze_read_row(struct maze_reader *, struct maze *, unsigned char *row,
	    struct maze_err *);
int	maze_read_grid(struct maze_reader *, struct maze *, struct maze_err *);

/* write.c: a maze written as its head, then its grid or its rows. */
int	maze_write_head(struct maze_writer *, const struct maze_hdr *,
	    uint32_t w, uint32_t h, uint32_t d, struct maze_err *);
int	maze_write_grid(struct maze_writer *, const struct maze *,
	    struct maze_err *);
int	maze_write_rows(struct maze_writer *, const unsigned char *rows,
	    uint32_t w, uint32_t nrows, struct maze_err *);

/*
 * Door d of cell (x, y) of a hex grid (d from MAZE_HEX_W), a delta grid or
 * a polar grid (d from MAZE_N to MAZE_W) of w x h cells (a polar grid's w
 * the cells of its outer ring, h its rings), as the programs that walk
 * the cells rather than the blocks ask for it: 0 if the cell has no door
 * that way (a delta cell pointing up has none north, one pointing down
 * none south; maze_polar_door()); else its block (*bx, *by), and 1 with
 * the cell (*nx, *ny) beyond it, or 2 if the door is in the outer wall.
 */
static inline int
maze_shape_door(unsigned grid, uint32_t x, uint32_t y, int d, uint32_t w,
    uint32_t h, uint32_t *bx, uint32_t *by, uint32_t *nx, uint32_t *ny)
{
	static const signed char dx[] = { 0, 1, 0, -1 }, dy[] = { -1, 0, 1, 0 };

	if (grid & MAZE_GRID_POLAR)
		return maze_polar_door(h, x, y, d, bx, by, nx, ny);
	if (grid & MAZE_GRID_HEX) {
		maze_hex_door(x, y, d, bx, by);
		return maze_hex_next(x, y, d, w, h, nx, ny) ? 1 : 2;
	}
	if ((d == MAZE_N && maze_delta_up(x, y)) ||
	    (d == MAZE_S && !maze_delta_up(x, y)))
		return 0;
	*bx = 2 * x + 1 + (uint32_t)dx[d];
	*by = 2 * y + 1 + (uint32_t)dy[d];
	*nx = x + (uint32_t)dx[d];
	*ny = y + (uint32_t)dy[d];
	return *nx < w && *ny < h ? 1 : 2;
}

/*
 * The cell of a hex, delta or polar maze m, w cells across (a polar
 * maze's outer ring), whose blocks include block (bx, by): 1 with its
 * number, row by row (ring by ring), in *c; or 0 for a block of no cell (a
 * wall or a door).
 */
static inline int
maze_shape_cell_at(const struct maze *m, uint32_t w, uint32_t bx,
    uint32_t by, uint32_t *c)
{
	uint32_t x, y;

	if ((m->hdr.grid & MAZE_GRID_POLAR) && bx < m->w && by < m->h) {
		if (!maze_polar_at(maze_polar_rings(m->w), bx, by, &x, &y))
			return 0;
		*c = y * w + x;
		return 1;
	}
	if (bx >= m->w || by >= m->h || by % 2 == 0)
		return 0;
	if (m->hdr.grid & MAZE_GRID_HEX) {
		if (!maze_hex_at(bx, by / 2, w, &x))
			return 0;
	} else if (bx % 2 == 0)
		return 0;
	else
		x = bx / 2;
	*c = by / 2 * w + x;
	return 1;
}

/*
 * Is (x, y) a cell of a grid of kind grid?  Of a polar grid's w x h
 * cells, ring y has maze_polar_n(y), the rest none.
 */
static inline int
maze_shape_has(unsigned grid, uint32_t x, uint32_t y)
{
	return !(grid & MAZE_GRID_POLAR) || x < maze_polar_n(y);
}

/* The block of cell (x, y) of a grid of kind grid, bw blocks across. */
static inline void
maze_shape_cell_block(unsigned grid, uint32_t bw, uint32_t x, uint32_t y,
    uint32_t *bx, uint32_t *by)
{
	if (grid & MAZE_GRID_POLAR) {
		maze_polar_block(maze_polar_rings(bw), x, y, bx, by);
		return;
	}
	*bx = grid & MAZE_GRID_HEX ? maze_hex_col(x, y) : 2 * x + 1;
	*by = 2 * y + 1;
}

/* cells.c: c's marks cleared, as maze_clear_marks() clears a maze's. */
void	maze_cells_clear_marks(struct maze_cells *);

/*
 * cells.c: c takes a delta maze's cells too from now on, for a search
 * that opens no wall (libpriv.h, struct maze_cells).
 */
void	maze_cells_take_delta(struct maze_cells *);

/*
 * write.c: frames, a run written as a stream of mazes (maze(5) "Frames").
 * n frames spread evenly over the total steps of a run: frame j (from 0)
 * at step floor(j total / (n - 1)), the first the start (step 0), the last
 * the finished maze, which the caller writes as it would without frames;
 * at most one a step, so that n is at most total + 1, and at most
 * MAZE_FRAMES_MAX, the most a frame line may number.  step counts the
 * steps taken; a frame is due when it reaches next (UINT64_MAX: none is).
 * A frame whose writing fails sets failed and err, and no more are due.
 */
#define MAZE_FRAMES_MAX	1000000		/* the most frames one may ask for */

struct maze_frames {
	struct maze_writer *w;
	uint64_t total;		/* the run's steps */
	uint64_t n;		/* the frames to write, the last included */
	uint64_t k;		/* frames written */
	uint64_t step;		/* steps taken */
	uint64_t next;		/* the step of the next frame due */
	int failed;
	struct maze_err err;
};

void	maze_frames_init(struct maze_frames *, struct maze_writer *,
	    uint64_t want, uint64_t total);
int	maze_frames_head(struct maze_frames *, const struct maze_hdr *,
	    uint32_t w, uint32_t h, uint32_t d);
int	maze_frames_rows(struct maze_frames *, const unsigned char *rows,
	    uint32_t w, uint32_t nrows);
int	maze_frames_parse(const char *, uint64_t *want, const char **why);

/* Has the run reached the step of the next frame?  Counts the step. */
static inline int
maze_frames_due(struct maze_frames *f)
{
	return ++f->step == f->next;
}

/* algo.c: whether name is row a's, or one of its aliases. */
int	algo_matches(const struct maze_algo_info *, const char *name);

/* rng.c: the seeding's steps (splitmix64), and a double in [0, 1). */
uint64_t	rng_splitmix64(uint64_t *);
double		rng_unit(struct maze_rng *);

/*
 * The next output, and a number below n, are inline: the random walks of
 * the generators draw one a step, and a call costs a sixth of their time.
 */
static inline uint64_t
rng_next(struct maze_rng *r)
{
	uint64_t *s = r->s;
	uint64_t x = s[1] * 5, out = ((x << 7) | (x >> 57)) * 9;
	uint64_t t = s[1] << 17;

	s[2] ^= s[0];
	s[3] ^= s[1];
	s[1] ^= s[2];
	s[0] ^= s[3];
	s[2] ^= t;
	s[3] = (s[3] << 45) | (s[3] >> 19);
	return out;
}

/*
 * A uniform number in [0, n); n must not be 0.  Lemire's method: the upper
 * 32 bits of an output times n, drawn again in the rare case that would
 * favour some results.
 */
static inline uint32_t
rng_below(struct maze_rng *r, uint32_t n)
{
	uint64_t m = (rng_next(r) >> 32) * n;
	uint32_t floor;

	if ((uint32_t)m < n) {
		floor = (uint32_t)-n % n;
		while ((uint32_t)m < floor)
			m = (rng_next(r) >> 32) * n;
	}
	return (uint32_t)(m >> 32);
}

#endif
