/* grid.c: block grids, cell mazes and header lines. */
#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "lib/libint.h"
#include "lib/libpriv.h"

const int maze_dx[MAZE_NDIRS] = { 0, 1, 0, -1, 0, 0 };
const int maze_dy[MAZE_NDIRS] = { -1, 0, 1, 0, 0, 0 };
const int maze_dz[MAZE_NDIRS] = { 0, 0, 0, 0, -1, 1 };

int
maze_error(struct maze_err *e, unsigned long line, unsigned long col,
    const char *fmt, ...)
{
	va_list ap;

	if (e == NULL)
		return -1;
	e->line = line;
	e->col = col;
	va_start(ap, fmt);
	vsnprintf(e->msg, sizeof e->msg, fmt, ap);
	va_end(ap);
	return -1;
}

int
maze_oom(const struct maze *m, struct maze_err *e)
{
	if (m->d == 1)
		return maze_error(e, m->line, m->line ? 1 : 0, "out of memory "
		    "for %ux%u blocks", m->w, m->h);
	return maze_error(e, m->line, m->line ? 1 : 0, "out of memory for "
	    "%ux%ux%u blocks", m->w, m->h, m->d);
}

void
maze_init(struct maze *m)
{
	memset(m, 0, sizeof *m);
	m->d = 1;
	m->start = m->end = MAZE_NONE;
}

void
maze_free(struct maze *m)
{
	maze_hdr_clear(&m->hdr);
	free(m->hdr.line);
	free(m->b);
	maze_init(m);
}

/*
 * Check that a grid of w x h blocks is within the limits.  Sizes come in as
 * 64 bits so that callers can pass 2 * cells + 1 without overflowing first.
 */
int
maze_check_size(uint64_t w, uint64_t h, struct maze_err *e)
{
	return maze_check_size3(w, h, 1, e);
}

/* Check that a grid of d levels of w x h blocks is within the limits. */
int
maze_check_size3(uint64_t w, uint64_t h, uint64_t d, struct maze_err *e)
{
	if (w == 0 || h == 0 || d == 0)
		return maze_error(e, 0, 0, "a maze needs at least one block");
	if (w > MAZE_MAX_BLOCKS || h > MAZE_MAX_BLOCKS ||
	    d > MAZE_MAX_BLOCKS || w * h > MAZE_MAX_BLOCKS ||
	    w * h * d > MAZE_MAX_BLOCKS) {
		if (d == 1)
			return maze_error(e, 0, 0, "%llux%llu blocks is more "
			    "than the limit of %lu blocks",
			    (unsigned long long)w, (unsigned long long)h,
			    (unsigned long)MAZE_MAX_BLOCKS);
		return maze_error(e, 0, 0, "%llux%llux%llu blocks is more "
		    "than the limit of %lu blocks", (unsigned long long)w,
		    (unsigned long long)h, (unsigned long long)d,
		    (unsigned long)MAZE_MAX_BLOCKS);
	}
	return 0;
}

/*
 * Size m for w x h blocks, keeping its header and reusing its memory, so
 * that a stream of mazes runs in the memory of its largest maze.  The blocks
 * are left as they were.
 */
int
maze_alloc(struct maze *m, uint32_t w, uint32_t h, struct maze_err *e)
{
	return maze_alloc3(m, w, h, 1, e);
}

/* Size m for d levels of w x h blocks, as maze_alloc() does. */
int
maze_alloc3(struct maze *m, uint32_t w, uint32_t h, uint32_t d,
    struct maze_err *e)
{
	size_t n;
	unsigned char *b;

	if (maze_check_size3(w, h, d, e) == -1)
		return -1;
	n = (size_t)w * h * d;
	if (n > m->cap) {
		if ((b = realloc(m->b, n)) == NULL) {
			if (d == 1)
				return maze_error(e, 0, 0, "out of memory for "
				    "%ux%u blocks", w, h);
			return maze_error(e, 0, 0, "out of memory for "
			    "%ux%ux%u blocks", w, h, d);
		}
		maze_huge(b, n);
		m->b = b;
		m->cap = n;
	}
	m->w = w;
	m->h = h;
	m->d = d;
	m->start = m->end = MAZE_NONE;
	return 0;
}

/*
 * Size m as a cell maze of cw x ch cells with every wall standing: cells
 * open, every other block a wall.  This is where most generators start.
 */
int
maze_alloc_cells(struct maze *m, uint32_t cw, uint32_t ch, struct maze_err *e)
{
	return maze_alloc_cells3(m, cw, ch, 1, e);
}

/*
 * Size m as a cell maze of cw x ch x cd cells with every wall standing.
 * One level of cells is a flat maze; more are 2 * cd + 1 levels of blocks,
 * the cells on the odd ones and floors, all wall, on the even ones.
 */
int
maze_alloc_cells3(struct maze *m, uint32_t cw, uint32_t ch, uint32_t cd,
    struct maze_err *e)
{
	uint64_t bd = cd > 1 ? 2 * (uint64_t)cd + 1 : 1;
	uint32_t x, y, z;
	unsigned char *row;

	if (cw == 0 || ch == 0 || cd == 0)
		return maze_error(e, 0, 0, "a maze needs at least one cell");
	if (maze_check_size3(2 * (uint64_t)cw + 1, 2 * (uint64_t)ch + 1, bd,
	    NULL) == -1) {
		if (cd == 1)
			return maze_error(e, 0, 0, "%ux%u cells is more than "
			    "the limit of %lu blocks", cw, ch,
			    (unsigned long)MAZE_MAX_BLOCKS);
		return maze_error(e, 0, 0, "%ux%ux%u cells is more than the "
		    "limit of %lu blocks", cw, ch, cd,
		    (unsigned long)MAZE_MAX_BLOCKS);
	}
	if (maze_alloc3(m, 2 * cw + 1, 2 * ch + 1, (uint32_t)bd, e) == -1)
		return -1;
	memset(m->b, MAZE_WALL, maze_blocks(m));
	for (z = 0; z < cd; z++)
		for (y = 0; y < ch; y++) {
			row = m->b + maze_cell3(m, 0, y, z) - 1;
			for (x = 0; x < cw; x++)
				row[2 * x + 1] = MAZE_OPEN;
		}
	return 0;
}

/*
 * Input line and column of block i, for error messages.  In a maze of
 * several levels each level's rows follow its "; level" line.
 */
void
maze_pos(const struct maze *m, size_t i, unsigned long *line,
    unsigned long *col)
{
	size_t row;

	/* An empty maze has no blocks: where it begins, if anywhere. */
	if (m->w == 0) {
		*line = m->line;
		*col = 0;
		return;
	}
	row = i / m->w;
	if (m->d > 1 && m->h > 0)
		row += row / m->h;
	*line = m->line ? m->line + row : 0;
	*col = m->line ? i % m->w + 1 : 0;
}

/* Say in e, at block i of m, why m is not a cell maze. */
static int
not_cells(const struct maze *m, size_t i, const char *what,
    const char *why, struct maze_err *e)
{
	unsigned long line, col;
	uint32_t x, y, z;
	int cell = strcmp(what, "cell") == 0;

	maze_xyz(m, i, &x, &y, &z);
	maze_pos(m, i, &line, &col);
	if (m->d == 1)
		maze_error(e, line, col, "not a cell maze: %s %u,%u %s", what,
		    cell ? x / 2 : x, cell ? y / 2 : y, why);
	else
		maze_error(e, line, col, "not a cell maze: %s %u,%u,%u %s",
		    what, cell ? x / 2 : x, cell ? y / 2 : y, cell ? z / 2 : z,
		    why);
	return 0;
}

/*
 * Is every block of the row of n at r whose x is even (which 0), odd (1) or
 * either (2) a wall (wall 1), or not a wall (wall 0)?  Eight at a time: a
 * wall is a zero byte once '#' is taken away from every byte.
 */
static int
cells_row_ok(const unsigned char *r, size_t n, int which, int wall)
{
	unsigned char mb[8];
	uint64_t mask, t, bad = 0;
	size_t x;

	for (x = 0; x < 8; x++)
		mb[x] = which == 2 || (int)(x % 2) == which ? 0xff : 0;
	mask = maze_word(mb);
	for (x = 0; x + 8 <= n; x += 8) {
		t = maze_word(r + x) ^ MAZE_BYTES8(MAZE_WALL);
		if (wall)
			bad |= t & mask;
		else {
			/* Those not tested made nonzero: is any left zero? */
			t |= ~mask & MAZE_BYTES8(1);
			bad |= (t - MAZE_BYTES8(1)) & ~t & MAZE_BYTES8(0x80);
		}
	}
	for (; x < n; x++)
		if ((which == 2 || (int)(x % 2) == which) &&
		    (r[x] == MAZE_WALL) != wall)
			return 0;
	return bad == 0;
}

/*
 * Is a wall of a cell outside the maze closed: a wall, or an entrance S
 * or E, which leads only into the cell inside on its other side, as one
 * on the grid's edge leads only in?  An entrance on the outline of a
 * masked maze stands there (mazepost(1)).
 */
static int
closed(unsigned char c)
{
	return c == MAZE_WALL || c == MAZE_START || c == MAZE_END;
}

/*
 * Are the walls of the cell at block i of m closed: those in its level,
 * and the floors above and below it in a maze of levels walls?  A cell
 * outside the maze (MAZE_GRID_MASK) has no way in.
 */
static int
walled(const struct maze *m, size_t i)
{
	size_t plane = (size_t)m->w * m->h;

	return closed(m->b[i - 1]) && closed(m->b[i + 1]) &&
	    closed(m->b[i - m->w]) && closed(m->b[i + m->w]) &&
	    (m->d == 1 || (m->b[i - plane] == MAZE_WALL &&
	    m->b[i + plane] == MAZE_WALL));
}

/*
 * Is m a cell maze (maze(5))?  An odd number of rows and columns, at least
 * 3; a wall at every even/even block and an open block at every odd/odd
 * one, a cell, but where the grid line says some cells are outside the
 * maze (MAZE_GRID_MASK): there a cell may be a wall, if its walls are
 * closed.  A maze of several levels has an odd number of them too, at
 * least 3: the odd ones are levels of cells, as above, and the even ones
 * floors, where only a block under a cell (odd/odd) may be open.  A weave
 * maze is none, nor a hex or polar maze; a delta maze is one, flat,
 * if its blocks are as maze_shape_row() checks them.  If m is not, return
 * 0 and say why in e, at the first block that breaks the rule.
 */
int
maze_is_cells(const struct maze *m, struct maze_err *e)
{
	uint32_t x, y, z;
	unsigned long line, col;
	const unsigned char *row;
	size_t i;
	int delta;

	if (m->hdr.grid & MAZE_GRID_WEAVE) {
		maze_pos(m, 0, &line, &col);
		maze_error(e, line, col, "not a plain cell maze: a weave maze, "
		    "whose passages cross (maze(5) \"Grids\")");
		return 0;
	}
	if ((m->hdr.grid & MAZE_GRID_KIND) == MAZE_GRID_HEX) {
		maze_pos(m, 0, &line, &col);
		maze_error(e, line, col, "not a square cell maze: a hex maze, "
		    "each cell three blocks of a row (maze(5) \"Grids\")");
		return 0;
	}
	if ((m->hdr.grid & MAZE_GRID_KIND) == MAZE_GRID_POLAR) {
		maze_pos(m, 0, &line, &col);
		maze_error(e, line, col, "not a square cell maze: a polar "
		    "maze, rings of cells (maze(5) \"Grids\")");
		return 0;
	}
	/* A delta maze is a cell maze whose walls that join no cells stand. */
	delta = (m->hdr.grid & MAZE_GRID_KIND) == MAZE_GRID_DELTA;
	if (delta) {
		maze_pos(m, 0, &line, &col);
		if (maze_shape_size(m->hdr.grid, m->w, m->h, m->d, line, col,
		    e) == -1)
			return 0;
	}
	if (m->w < 3 || m->h < 3 || m->w % 2 == 0 || m->h % 2 == 0) {
		maze_pos(m, 0, &line, &col);
		maze_error(e, line, col, "not a cell maze: %ux%u blocks; a "
		    "cell maze has an odd number of rows and columns, at "
		    "least 3", m->w, m->h);
		return 0;
	}
	if (m->d > 1 && m->d % 2 == 0) {
		maze_pos(m, 0, &line, &col);
		maze_error(e, line, col, "not a cell maze: %u levels; a cell "
		    "maze of several levels has an odd number of them, "
		    "at least 3", m->d);
		return 0;
	}
	if (maze_check_grid(m, 1, e) == -1)
		return 0;
	for (z = 0; z < m->d; z++) {
		for (y = 0; y < m->h; y++) {
			i = maze_block(m, 0, y, z);
			row = m->b + i;
			if (delta) {
				maze_pos(m, i, &line, &col);
				if (maze_shape_row(m->hdr.grid, m->w, m->h, y,
				    row, line, e) == -1)
					return 0;
			}
			if (m->d > 1 && z % 2 == 0 ? cells_row_ok(row, m->w,
			    y % 2 == 0 ? 2 : 0, 1) : cells_row_ok(row, m->w,
			    y % 2, y % 2 == 0))
				continue;
			/* Not: find the block, and say why. */
			if (m->d > 1 && z % 2 == 0) {
				/* A floor: walls but under the cells. */
				for (x = 0; x < m->w; x++)
					if (row[x] != MAZE_WALL &&
					    (x % 2 == 0 || y % 2 == 0))
						return not_cells(m, i + x,
						    "floor block", "is open, "
						    "with no cell above or "
						    "below it", e);
				continue;
			}
			for (x = y % 2; x < m->w; x += 2) {
				if ((row[x] == MAZE_WALL) == (y % 2 == 0))
					continue;
				if (y % 2 == 0)
					return not_cells(m, i + x,
					    "corner block", "is open", e);
				if (!(m->hdr.grid & MAZE_GRID_MASK))
					return not_cells(m, i + x, "cell",
					    "is a wall", e);
				if (!walled(m, i + x))
					return not_cells(m, i + x, "cell",
					    "is outside the maze (a wall) but "
					    "a wall of it is open", e);
			}
		}
	}
	return 1;
}

/* Are the 32 blocks at b all walls and open blocks?  Four words' test. */
static inline int
plain32(const unsigned char *b)
{
	return (maze_unplain8(maze_word(b)) | maze_unplain8(maze_word(b + 8)) |
	    maze_unplain8(maze_word(b + 16)) |
	    maze_unplain8(maze_word(b + 24))) == 0;
}

/*
 * Turn the marks of a solution ('+'), of exploring ('.') and of frames
 * ('@', '*', '~') back into open blocks, and the route's marks on weighted
 * blocks ('a' to 'i') back into their weights ('1' to '9').  Every reader
 * of a maze calls this, and most runs of 32 blocks hold only walls and
 * open blocks, which plain32() passes over.
 */
void
maze_clear_marks(struct maze *m)
{
	size_t n = maze_blocks(m), i, j, k;
	unsigned char *b = m->b, to[256];
	unsigned c;
	int made = 0;

	if (b == NULL)
		return;		/* no blocks in memory, no marks */
	for (i = 0; i < n; i = j) {
		j = n - i > 32 ? i + 32 : n;
		if (j - i == 32 && plain32(b + i))
			continue;
		/*
		 * What each byte becomes, looked up: a route marked through
		 * the maze leaves marks in most runs of a solved one, and a
		 * test a block costs several times the lookup.  The table is
		 * made once a run needs it: most mazes read have no mark.
		 */
		if (!made) {
			for (c = 0; c < 256; c++)
				to[c] = (unsigned char)c;
			to[MAZE_PATH] = to[MAZE_SEEN] = MAZE_OPEN;
			to[MAZE_HEAD] = to[MAZE_FRONTIER] = MAZE_OPEN;
			to[MAZE_WALK] = MAZE_OPEN;
			for (c = MAZE_ROUTE_MIN; c <= MAZE_ROUTE_MAX; c++)
				to[c] = (unsigned char)(c - MAZE_ROUTE_MIN +
				    MAZE_WEIGHT_MIN);
			made = 1;
		}
		for (k = i; k < j; k++)
			b[k] = to[b[k]];
	}
}

/*
 * Has m a block whose byte set[] marks?  Walls and open blocks, which set
 * must not mark, are passed over 32 at a time, as maze_clear_marks() does.
 */
int
maze_has_any(const struct maze *m, const unsigned char set[256])
{
	const unsigned char *b = m->b;
	size_t n = maze_blocks(m), i, j, k;

	for (i = 0; i < n; i = j) {
		j = n - i > 32 ? i + 32 : n;
		if (j - i == 32 && plain32(b + i))
			continue;
		for (k = i; k < j; k++)
			if (set[b[k]])
				return 1;
	}
	return 0;
}

/* Set m->start and m->end from the blocks; the first of each wins. */
void
maze_find_ends(struct maze *m)
{
	size_t n = maze_blocks(m);
	unsigned char *p;

	/* A maze read as its cells has its ends, and no blocks to look in. */
	if (m->b == NULL)
		return;
	m->start = m->end = MAZE_NONE;
	if ((p = memchr(m->b, MAZE_START, n)) != NULL)
		m->start = (size_t)(p - m->b);
	if ((p = memchr(m->b, MAZE_END, n)) != NULL)
		m->end = (size_t)(p - m->b);
}

void
maze_empty(struct maze *m)
{
	maze_hdr_clear(&m->hdr);
	m->w = m->h = 0;
	m->d = 1;
	m->start = m->end = MAZE_NONE;
	m->line = 0;
}

int
maze_check_grid(const struct maze *m, int whole, struct maze_err *e)
{
	size_t n;

	if (m->w == 0 || m->h == 0 || m->d == 0) {
		if (m->d == 1)
			return maze_error(e, m->line, 0, "empty maze: %ux%u "
			    "blocks", m->w, m->h);
		return maze_error(e, m->line, 0, "empty maze: %ux%ux%u blocks",
		    m->w, m->h, m->d);
	}
	if (maze_check_size3(m->w, m->h, m->d, e) == -1) {
		if (e != NULL)
			e->line = m->line;
		return -1;
	}
	n = maze_blocks(m);
	if (!whole)
		return 0;
	if (m->b == NULL)
		return maze_error(e, m->line, 0, "a maze of %zu blocks, but no "
		    "memory for them", n);
	if ((m->start != MAZE_NONE && m->start >= n) ||
	    (m->end != MAZE_NONE && m->end >= n))
		return maze_error(e, m->line, 0, "%s block %zu is outside the "
		    "maze of %zu blocks", m->start != MAZE_NONE &&
		    m->start >= n ? "start" : "end", m->start != MAZE_NONE &&
		    m->start >= n ? m->start : m->end, n);
	return 0;
}

/*
 * The error for a maze, which begins at line, that lacks S (start is
 * MAZE_NONE) or E: -1 with e, or 0 if it has both.
 */
int
maze_need_ends(size_t start, size_t end, unsigned long line,
    struct maze_err *e)
{
	if (start != MAZE_NONE && end != MAZE_NONE)
		return 0;
	return maze_error(e, line, 1, "no %s in this maze",
	    start == MAZE_NONE ? "start block 'S'" : "end block 'E'");
}

/*
 * Masks (maze(5) "Grids"): is coordinate c + o, of a side n blocks long, a
 * coordinate of cells beside coordinate c, in the grid?  An odd c is one
 * itself (o is 0); an even one lies between those either side (o is -1 or
 * 1).
 */
static int
beside(uint32_t c, int o, uint32_t n)
{
	return (o != 0) == (c % 2 == 0) && (o >= 0 || c > 0) &&
	    (o <= 0 || c + 1 < n);
}

/*
 * The cells of masked maze m beside block x, y, z, those in the grid: the
 * block itself if it is a cell, the two across it if a wall or a floor,
 * the four or eight around it if a corner.  Returns how many are outside
 * (walls), with how many are inside in *in.
 */
static int
cells_beside(const struct maze *m, uint32_t x, uint32_t y, uint32_t z,
    int *in)
{
	/* A flat maze's one level is a level of cells, as an odd one is. */
	uint32_t cz = m->d > 1 ? z : 1;
	int ox, oy, oz, out = 0;

	*in = 0;
	for (oz = -1; oz <= 1; oz++)
		for (oy = -1; oy <= 1; oy++)
			for (ox = -1; ox <= 1; ox++) {
				if (!beside(x, ox, m->w) ||
				    !beside(y, oy, m->h) ||
				    !beside(cz, oz, m->d > 1 ? m->d : 3))
					continue;
				if (m->b[maze_block(m, x + (uint32_t)ox,
				    y + (uint32_t)oy, z + (uint32_t)oz)] ==
				    MAZE_WALL)
					out++;
				else
					(*in)++;
			}
	return out;
}

/*
 * cells_beside() for a hex or delta grid, whose cells are those
 * maze_shape_cells() says: flat, z 0.
 */
static int
shape_beside(const struct maze *m, uint32_t x, uint32_t y, int *in)
{
	uint32_t cx[2], cy[2], bx, by;
	int n, k, out = 0;

	*in = 0;
	n = maze_shape_cells(m->hdr.grid, m->w, m->h, x, y, cx, cy);
	for (k = 0; k < n; k++) {
		maze_shape_cell_block(m->hdr.grid, m->w, cx[k], cy[k], &bx,
		    &by);
		if (m->b[maze_block(m, bx, by, 0)] == MAZE_WALL)
			out++;
		else
			(*in)++;
	}
	return out;
}

/*
 * Is block x, y, z of m, where an endpoint was, a wall once it has gone:
 * a wall of a cell outside a masked maze, or on a hex or delta grid, a
 * block of the outer wall, which is a wall, S or E (maze(5) "Grids")?
 */
static int
wall_after(const struct maze *m, uint32_t x, uint32_t y, uint32_t z)
{
	int in, kind;

	if (m->hdr.grid & MAZE_GRID_KIND) {
		kind = maze_shape_block(m->hdr.grid, m->w, m->h, x, y);
		if (kind == MAZE_SHAPE_CELL)
			return 0;
		return kind != MAZE_SHAPE_DOOR || ((m->hdr.grid &
		    MAZE_GRID_MASK) && shape_beside(m, x, y, &in) > 0);
	}
	return (m->hdr.grid & MAZE_GRID_MASK) && cells_beside(m, x, y, z,
	    &in) > 0;
}

/*
 * Move endpoint which (MAZE_START or MAZE_END) of m to block x, y, z (z
 * is 0 in a flat maze): the block must be in the grid, open, and not the
 * other endpoint.  Errors name the block as the option that chose it, opt
 * and its argument arg ("--from 3,4 is a wall"), at the block's place in
 * the input, or for a block outside the grid where the maze begins.  On a
 * masked maze a wall with no cell inside beside it, a cell outside among
 * them, is outside the maze, as mazerender(1) draws it ("--from 1,1 is
 * outside the maze").  The endpoint's old block becomes open, or a wall
 * if it is a wall of a cell outside a masked maze, or on a hex or delta
 * grid a block of the outer wall (wall_after()).  Returns 0, or -1 with m
 * unchanged.
 */
int
maze_move_end(struct maze *m, unsigned char which, uint32_t x, uint32_t y,
    uint32_t z, const char *opt, const char *arg, struct maze_err *e)
{
	size_t *self = which == MAZE_START ? &m->start : &m->end, i;
	unsigned long line, col;
	int in;

	if (m->b == NULL)
		return maze_error(e, m->line, 0, "%s %s: the maze's blocks are "
		    "not in memory", opt, arg);
	if (x >= m->w || y >= m->h || z >= m->d) {
		if (m->d == 1)
			return maze_error(e, m->line, 1, "%s %s is outside "
			    "this maze of %ux%u blocks", opt, arg, m->w, m->h);
		return maze_error(e, m->line, 1, "%s %s is outside this maze "
		    "of %ux%ux%u blocks", opt, arg, m->w, m->h, m->d);
	}
	i = maze_block(m, x, y, z);
	maze_pos(m, i, &line, &col);
	if (m->b[i] == MAZE_WALL)
		return maze_error(e, line, col, "%s %s is %s", opt, arg,
		    (m->hdr.grid & MAZE_GRID_MASK) && ((m->hdr.grid &
		    MAZE_GRID_KIND) ? shape_beside(m, x, y, &in) :
		    cells_beside(m, x, y, z, &in)) > 0 && in == 0 ?
		    "outside the maze" : "a wall");
	if (m->b[i] == (which == MAZE_START ? MAZE_END : MAZE_START))
		return maze_error(e, line, col, "%s %s is %s", opt, arg,
		    which == MAZE_START ? "the end block" : "the start block");
	if (*self != MAZE_NONE) {
		/*
		 * An entrance in a wall of a cell outside, on a masked
		 * maze's outline, opened no way into that cell; left open,
		 * it would.
		 */
		maze_xyz(m, *self, &x, &y, &z);
		m->b[*self] = wall_after(m, x, y, z) ? MAZE_WALL : MAZE_OPEN;
	}
	m->b[i] = which;
	*self = i;
	return 0;
}

int
maze_hdr_add(struct maze *m, const char *fmt, ...)
{
	struct maze_hdr *h = &m->hdr;
	va_list ap;
	char *s;
	int len;

	va_start(ap, fmt);
	len = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	if (len < 0 || (s = malloc((size_t)len + 1)) == NULL)
		return -1;
	va_start(ap, fmt);
	vsnprintf(s, (size_t)len + 1, fmt, ap);
	va_end(ap);
	if (MAZE_GROW(h->line, h->cap, h->n + 1) == -1) {
		free(s);
		return -1;
	}
	h->line[h->n++] = s;
	return 0;
}

void
maze_hdr_clear(struct maze_hdr *h)
{
	size_t i;

	for (i = 0; i < h->n; i++)
		free(h->line[i]);
	h->n = 0;
	h->grid = 0;
}

/*
 * Drop the header lines that begin with prefix ("; solution ", say), and
 * keep the others in their order.
 */
void
maze_hdr_drop(struct maze_hdr *h, const char *prefix)
{
	size_t i, j, len = strlen(prefix);

	for (i = j = 0; i < h->n; i++)
		if (strncmp(h->line[i], prefix, len) == 0)
			free(h->line[i]);
		else
			h->line[j++] = h->line[i];
	h->n = j;
}

/*
 * What a header line of maze(5) may be: the reader and the writers both
 * ask here, so that the writers never write a line the reader refuses or
 * reads as something else.  The keywords that are the format's own, by
 * their MAZE_HDR_ kind:
 */
static const char *const keywords[] = {
	[MAZE_HDR_MAZE] = "maze",
	[MAZE_HDR_SIZE] = "size",
	[MAZE_HDR_LEVEL] = "level",
	[MAZE_HDR_FRAME] = "frame",
	[MAZE_HDR_GRID] = "grid",
};

int
maze_hdr_kind(const char *s, size_t len, struct maze_err *e)
{
	const char *p, *kw, *end = s + len;
	size_t i, n;

	if (len == 0 || s[0] != ';')
		return maze_error(e, 0, 1, "does not begin with ';'");
	if (len > MAZE_HEADER_MAX)
		return maze_error(e, 0, 0, "is longer than %d bytes",
		    MAZE_HEADER_MAX);
	if ((p = memchr(s, '\0', len)) != NULL)
		return maze_error(e, 0, (unsigned long)(p - s) + 1,
		    "unexpected byte 0x00");
	if ((p = memchr(s, '\n', len)) != NULL)
		return maze_error(e, 0, (unsigned long)(p - s) + 1, "a line "
		    "feed, which would end the line there");
	/* A reader takes carriage returns at the end for the line end's. */
	if (s[len - 1] == '\r')
		return maze_error(e, 0, len, "ends with a carriage return, "
		    "which a reader takes for part of the line end");
	for (kw = s + 1; kw < end && (*kw == ' ' || *kw == '\t'); kw++)
		;
	for (p = kw; p < end && *p != ' ' && *p != '\t'; p++)
		;
	n = (size_t)(p - kw);
	for (i = 0; i < sizeof keywords / sizeof keywords[0]; i++)
		if (keywords[i] != NULL && strlen(keywords[i]) == n &&
		    memcmp(kw, keywords[i], n) == 0)
			return (int)i;
	return MAZE_HDR_COMMENT;
}

const char *
maze_hdr_keyword(int kind)
{
	return kind > 0 && (size_t)kind < sizeof keywords / sizeof keywords[0] ?
	    keywords[kind] : NULL;
}

int
maze_hdr_check(const struct maze_hdr *hdr, struct maze_err *e)
{
	struct maze_err why;
	size_t i;
	int kind;

	for (i = 0; i < hdr->n; i++) {
		if (hdr->line[i] == NULL)
			return maze_error(e, 0, 0, "header line %zu: NULL",
			    i + 1);
		kind = maze_hdr_kind(hdr->line[i], strlen(hdr->line[i]),
		    &why);
		if (kind == MAZE_HDR_COMMENT)
			continue;
		if (kind != -1)
			return maze_error(e, 0, 0, "header line %zu: the "
			    "keyword \"%s\" is reserved (maze(5))", i + 1,
			    maze_hdr_keyword(kind));
		if (why.col > 1)
			return maze_error(e, 0, 0, "header line %zu, byte %lu: "
			    "%s", i + 1, why.col, why.msg);
		return maze_error(e, 0, 0, "header line %zu: %s", i + 1,
		    why.msg);
	}
	return 0;
}
