/*
 * cells.c: the cell form of a cell maze, drawn from its rows as they come
 * (libpriv.h says what it holds).  A maze that turns out to be no cell
 * maze, at any row or at its end, is given back as blocks, every row as it
 * was read.
 */
#include <stdlib.h>
#include <string.h>

#include "lib/libint.h"
#include "lib/libpriv.h"

/* What a row of the grid is to the cells, which says how it is taken. */
enum {
	ROW_BORDER,	/* the outer wall north or south: no cell beside */
	ROW_CELLS,	/* cells, and the walls east of them */
	ROW_SOUTH,	/* the walls south of the cells above */
	ROW_FLOOR,	/* a floor between two levels of cells */
	ROW_BFLOOR	/* the top or bottom floor */
};

/* The cells' bytes of a word from the cell west of a row: 0, 2, 4 and 6. */
#define CELLBYTES	UINT64_C(0x0080008000800080)

struct maze_cells *
maze_cells_new(void)
{
	return calloc(1, sizeof(struct maze_cells));
}

void
maze_cells_take_delta(struct maze_cells *c)
{
	c->delta = 1;
}

void
maze_cells_free(struct maze_cells *c)
{
	if (c == NULL)
		return;
	free(c->g);
	free(c->slot);
	free(c->chunk);
	free(c->bytes);
	free(c->hold);
	free(c->row);
	free(c);
}

/*
 * Row y of c, as kind_of says: which kind, and the cells it is of (the
 * cells' row and level; of a floor, the level above it and the row of the
 * cells it is under).  A row whose kind depends on the height, not yet
 * known, is taken as the kind it has if more rows follow.
 */
static int
kind_of(const struct maze_cells *c, uint32_t y, uint32_t *cy, uint32_t *cz)
{
	uint32_t z = c->h ? y / c->h : 0, yl = c->h ? y % c->h : y;

	*cy = yl / 2;
	if (c->d > 1 && z % 2 == 0) {
		*cz = z > 0 ? z / 2 - 1 : 0;
		return z == 0 || z == c->d - 1 ? ROW_BFLOOR : ROW_FLOOR;
	}
	*cz = c->d > 1 ? z / 2 : 0;
	if (yl == 0 || (c->h && yl == c->h - 1))
		return ROW_BORDER;
	if (yl % 2 == 1)
		return ROW_CELLS;
	*cy = yl / 2 - 1;
	return ROW_SOUTH;
}

/*
 * Begin c as the form of a w x h x d grid (h 0 if not yet known; only a
 * flat grid may not know it).  Returns 0; 1 if a grid of that size is no
 * cell maze; -1 out of memory with e.
 */
int
maze_cells_begin(struct maze_cells *c, uint32_t w, uint32_t h, uint32_t d,
    struct maze_err *e)
{
	unsigned char *p;

	c->nodes = 0;	/* the maze before is gone, whatever this is */
	if (w < 3 || w % 2 == 0 || (h != 0 && (h < 3 || h % 2 == 0)) ||
	    (d > 1 && (h == 0 || d % 2 == 0)))
		return 1;
	c->w = w;
	c->h = h;
	c->d = d;
	c->cw = w / 2;
	c->ch = h / 2;
	c->cd = d > 1 ? d / 2 : 1;
	c->pw = (size_t)c->cw + 1;
	c->plane = c->pw * ((size_t)c->ch + 1);
	/* The words of the whole graph, if the size line gave the height. */
	c->gmost = h ? ((((size_t)c->cd + (c->d > 1 ? 2 : 0)) *
	    ((size_t)c->ch + 1) + 1) * c->pw + 1) / 16 + 2 : 0;
	c->open = 0;
	c->nbytes = 0;
	c->start = c->end = MAZE_NONE;
	c->line = 0;
	c->y = 0;
	c->held = 0;
	if (c->rowcap < w) {
		if ((p = realloc(c->hold, w)) == NULL)
			return maze_cells_oom(c, e);
		c->hold = p;
		if ((p = realloc(c->row, w)) == NULL)
			return maze_cells_oom(c, e);
		c->row = p;
		c->rowcap = w;
	}
	/* What the maze before used, zero again: no more, in a stream. */
	if (c->gtop > 0)
		memset(c->g, 0, c->gtop * sizeof *c->g);
	if (c->slottop > 0)
		memset(c->slot, 0, c->slottop * sizeof *c->slot);
	c->gtop = c->slottop = 0;
	c->nchunk = 0;
	return 0;
}

/*
 * Room in the graph for need words, the new ones zero.  It doubles as rows
 * arrive, but never past the words the size line's grid needs (most, or 0
 * if there is none), so that the last growth is to the size that stays.
 * Returns 0, or -1 out of memory.
 */
static int
graph_room(struct maze_cells *c, size_t need)
{
	size_t old = c->gcap, cap = old ? old : 16;
	uint64_t *g;

	if (need > c->gtop)
		c->gtop = need;
	if (need <= old)
		return 0;
	while (cap < need)
		cap = cap > SIZE_MAX / 16 ? need : 2 * cap;
	if (c->gmost > need && cap > c->gmost)
		cap = c->gmost;
	if (cap > SIZE_MAX / sizeof *g ||
	    (g = realloc(c->g, cap * sizeof *g)) == NULL)
		return -1;
	memset(g + old, 0, (cap - old) * sizeof *g);
	/* A large maze's graph on huge pages: its last growth, if known. */
	if (cap == c->gmost || (c->gmost == 0 && cap * sizeof *g >=
	    MAZE_HUGE_MIN))
		maze_huge(g, cap * sizeof *g);
	c->g = g;
	c->gcap = cap;
	return 0;
}

/* Or the 16 bits of four nodes, n, into g at node v. */
static inline void
put4(uint64_t *g, size_t v, uint64_t n)
{
	unsigned sh = (unsigned)(v % 16 * 4);

	g[v / 16] |= n << sh;
	if (sh > 48)
		g[v / 16 + 1] |= n >> (64 - sh);
}

/* Or bits n into node v of g. */
static inline void
put1(uint64_t *g, size_t v, unsigned n)
{
	g[v / 16] |= (uint64_t)n << (v % 16 * 4);
}

/*
 * The top bits of bytes 1, 3, 5 and 7 of a word, at bits 15, 31, 47 and
 * 63, as the low bits of four nodes: bits 0, 4, 8 and 12.
 */
static inline uint64_t
nodes4(uint64_t t)
{
	t >>= 15;
	t = (t | t >> 12) & UINT64_C(0x0000001100000011);
	return (t | t >> 24) & 0xffff;
}

/* The blocks of the n at b that are not walls. */
static uint64_t
count_open(const unsigned char *b, size_t n)
{
	uint64_t open = 0;
	size_t x;

	for (x = 0; x + 8 <= n; x += 8)
		open += (maze_notwall8(maze_word(b + x)) >> 7) *
		    MAZE_BYTES8(1) >> 56;
	for (; x < n; x++)
		open += b[x] != MAZE_WALL;
	return open;
}

/*
 * Is every block at an even x of the row of w at b a wall, as in a row of
 * the walls south of cells, of a floor under them or of the outer wall?
 * With bit (MAZE_CELL_S or MAZE_CELL_D), those at odd x that are open go
 * to the cells' nodes, from v on, as that bit.
 */
static int
walls_even(const unsigned char *b, uint32_t w, uint64_t *g, size_t v,
    unsigned bit)
{
	uint32_t cw = w / 2, k;
	uint64_t nw, bad = b[0] != MAZE_WALL;

	/* Words from x = 1: blocks at odd x in bytes 0, 2, 4 and 6. */
	for (k = 0; k + 4 <= cw; k += 4) {
		nw = maze_notwall8(maze_le64(b + 2 * (size_t)k + 1));
		bad |= nw & CELLBYTES << 8;
		if (bit)
			put4(g, v + k, nodes4(nw << 8) * bit);
	}
	for (; k < cw; k++) {
		bad |= b[2 * k + 2] != MAZE_WALL;
		if (bit && b[2 * k + 1] != MAZE_WALL)
			put1(g, v + k, bit);
	}
	return bad == 0;
}

/*
 * A row of cells: is every cell open?  The walls east of them go to the
 * nodes at g from v on; the outer wall east is never open there.
 */
static int
cells_row(const unsigned char *b, uint32_t w, uint64_t *g, size_t v)
{
	uint32_t cw = w / 2, k;
	uint64_t nw, bad = 0;

	for (k = 0; k + 4 <= cw; k += 4) {
		nw = maze_notwall8(maze_le64(b + 2 * (size_t)k + 1));
		bad |= ~nw & CELLBYTES;
		put4(g, v + k, nodes4(nw));
	}
	for (; k < cw; k++) {
		bad |= b[2 * k + 1] == MAZE_WALL;
		if (b[2 * k + 2] != MAZE_WALL)
			put1(g, v + k, MAZE_CELL_E);
	}
	g[(v + cw - 1) / 16] &= ~((uint64_t)MAZE_CELL_E << ((v + cw - 1) %
	    16 * 4));
	return bad == 0;
}

/* Is every block of the row of w at b a wall? */
static int
all_walls(const unsigned char *b, uint32_t w)
{
	return count_open(b, w) == 0;
}

/*
 * The chunk of the kept blocks i >> MAZE_KEPT_SHIFT, made if there is
 * none, with none of its blocks kept.  NULL out of memory.
 */
static struct maze_kept *
chunk_of(struct maze_cells *c, size_t n)
{
	size_t old = c->slotcap;

	if (n >= old) {
		if (MAZE_GROW(c->slot, c->slotcap, n + 1) == -1)
			return NULL;
		memset(c->slot + old, 0, (c->slotcap - old) * sizeof *c->slot);
	}
	if (n >= c->slottop)
		c->slottop = n + 1;
	if (c->slot[n] == 0) {
		if (MAZE_GROW(c->chunk, c->chunkcap, c->nchunk + 1) == -1)
			return NULL;
		memset(&c->chunk[c->nchunk], 0, sizeof *c->chunk);
		c->slot[n] = (uint32_t)++c->nchunk;
	}
	return &c->chunk[c->slot[n] - 1];
}

/*
 * Keep block i, byte ch, after every block kept so far.  Returns 0, or -1
 * out of memory.
 */
static int
keep(struct maze_cells *c, size_t i, unsigned char ch)
{
	struct maze_kept *k;

	if ((k = chunk_of(c, i >> MAZE_KEPT_SHIFT)) == NULL ||
	    MAZE_GROW(c->bytes, c->bytescap, c->nbytes + 1) == -1)
		return -1;
	k->bit[i >> 6 & (MAZE_KEPT_WORDS - 1)] |= (uint64_t)1 << (i & 63);
	c->bytes[c->nbytes++] = ch;
	return 0;
}

/*
 * Where each word's kept blocks begin among the bytes, which are in the
 * order of their blocks.
 */
static void
kept_index(struct maze_cells *c)
{
	struct maze_kept *kp;
	size_t n, k, b = 0;

	for (n = 0; n < c->slottop; n++) {
		if (c->slot[n] == 0)
			continue;
		kp = &c->chunk[c->slot[n] - 1];
		kp->base = b;
		for (k = 0; k < MAZE_KEPT_WORDS; k++) {
			kp->rank[k] = (uint16_t)(b - kp->base);
			b += (size_t)maze_popcount64(kp->bit[k]);
		}
	}
}

/* The kept bits of the 64 blocks from i, a multiple of 64: 0 if none. */
static uint64_t
kept_word(const struct maze_cells *c, size_t i, const struct maze_kept **kp)
{
	size_t n = i >> MAZE_KEPT_SHIFT;

	if (n >= c->slottop || c->slot[n] == 0)
		return 0;
	*kp = &c->chunk[c->slot[n] - 1];
	return (*kp)->bit[i >> 6 & (MAZE_KEPT_WORDS - 1)];
}

/*
 * Keep the blocks of the row at b, block i0 on, that the bits do not say:
 * with all, every open one; else those not ' ', and with ends, the first
 * and last if open.  Returns 0, or -1 out of memory.
 */
static int
keep_row(struct maze_cells *c, const unsigned char *b, size_t i0, int all,
    int ends)
{
	uint32_t w = c->w, x = 0, stop = w, j;
	uint64_t t;

	if (ends) {
		if (b[0] != MAZE_WALL && keep(c, i0, b[0]) == -1)
			return -1;
		x = 1;
		stop = w - 1;
	}
	while (x < stop) {
		if (x + 8 <= stop) {
			t = maze_word(b + x);
			if ((all ? maze_notwall8(t) : maze_unplain8(t)) == 0) {
				x += 8;
				continue;
			}
		}
		for (j = x + 8 < stop ? x + 8 : stop; x < j; x++)
			if (b[x] != MAZE_WALL && (all || b[x] != MAZE_OPEN) &&
			    keep(c, i0 + x, b[x]) == -1)
				return -1;
	}
	if (ends && b[w - 1] != MAZE_WALL && keep(c, i0 + w - 1, b[w - 1]) ==
	    -1)
		return -1;
	return 0;
}

/*
 * Take row y, at b, as kind says.  Returns 0; 1 if it is no row of a cell
 * maze (nothing of it is kept, though bits of it may be in g); -1 out of
 * memory with e.
 */
static int
take(struct maze_cells *c, const unsigned char *b, uint32_t y, int kind,
    struct maze_err *e)
{
	uint32_t cy, cz, yl = c->h ? y % c->h : y;
	size_t v, i0 = (size_t)y * c->w;
	int ok;

	(void)kind_of(c, y, &cy, &cz);
	v = maze_cells_node(c, 0, cy, cz);
	/*
	 * The nodes of this row, those of the next and a word to spare, for
	 * a row that has bits for them (the outer wall and floors have none).
	 */
	if (kind != ROW_BORDER && kind != ROW_BFLOOR &&
	    graph_room(c, (v + 2 * c->pw) / 16 + 2) == -1)
		return maze_cells_oom(c, e);
	switch (kind) {
	case ROW_CELLS:
		ok = cells_row(b, c->w, c->g, v);
		break;
	case ROW_SOUTH:
		ok = walls_even(b, c->w, c->g, v, MAZE_CELL_S);
		break;
	case ROW_BORDER:
		ok = walls_even(b, c->w, NULL, 0, 0);
		break;
	default:
		if (yl % 2 == 0)
			ok = all_walls(b, c->w);
		else
			ok = walls_even(b, c->w, c->g, v, kind == ROW_FLOOR ?
			    MAZE_CELL_D : 0);
	}
	if (!ok)
		return 1;
	if (keep_row(c, b, i0, kind == ROW_BORDER || kind == ROW_BFLOOR,
	    kind == ROW_CELLS) == -1)
		return maze_cells_oom(c, e);
	c->open += count_open(b, c->w);
	return 0;
}

/*
 * Take the next row, at b: 0; 1 if it shows the grid is no cell maze (it
 * is not taken, nor a row held before it); -1 out of memory with e.  A row
 * south of cells, while the height is not known, may be the outer wall: it
 * is held until the next row says which.
 */
int
maze_cells_row(struct maze_cells *c, const unsigned char *b,
    struct maze_err *e)
{
	uint32_t cy, cz;
	int kind = kind_of(c, c->y, &cy, &cz), rc;

	if (c->held) {
		if ((rc = take(c, c->hold, c->y - 1, ROW_SOUTH, e)) != 0)
			return rc;
		c->held = 0;
	}
	if (kind == ROW_SOUTH && c->h == 0) {
		memcpy(c->hold, b, c->w);
		c->held = 1;
	} else if ((rc = take(c, b, c->y, kind, e)) != 0)
		return rc;
	c->y++;
	return 0;
}

/*
 * The grid has ended, h rows high, with S and E at blocks start and end,
 * or MAZE_NONE.  Returns 0; 1 if it is no cell maze after all; -1 out of
 * memory with e.
 */
int
maze_cells_end(struct maze_cells *c, uint32_t h, size_t start, size_t end,
    struct maze_err *e)
{
	size_t rows;
	int rc;

	/* Rows taken are drawn as they were taken: no height if none fits. */
	if (h < 3 || h % 2 == 0)
		return 1;
	if (c->h == 0) {
		c->h = h;
		c->ch = h / 2;
		c->plane = c->pw * ((size_t)c->ch + 1);
	}
	if (c->held) {
		if ((rc = take(c, c->hold, c->y - 1, ROW_BORDER, e)) != 0)
			return rc;
		c->held = 0;
	}
	c->start = start;
	c->end = end;
	rows = ((size_t)c->cd + (c->d > 1 ? 2 : 0)) * ((size_t)c->ch + 1) + 1;
	/* nodes is 0 until the form is whole: maze_cells_check(). */
	if (graph_room(c, (rows * c->pw + 1) / 16 + 2) == -1)
		return maze_cells_oom(c, e);
	c->nodes = rows * c->pw + 1;
	kept_index(c);
	return 0;
}

/*
 * The form of m, a grid already read, into c.  Returns 0; 1 if m is no
 * cell maze, or one of hex or delta cells (then with e saying so); -1 out
 * of memory with e.  The form holds square cells, every wall of which may
 * open (maze_cells_set()): a delta maze's walls between cells that do not
 * meet must not, and it keeps its blocks.
 */
int
maze_cells_from(struct maze_cells *c, const struct maze *m,
    struct maze_err *e)
{
	uint32_t y, rows = m->h * m->d;
	int rc;

	if (m->hdr.grid & MAZE_GRID_KIND) {
		c->nodes = 0;	/* the maze before is gone */
		(void)maze_error(e, m->line, m->line ? 1 : 0, "a %s maze has "
		    "no cell form: its cells are not square (maze(5) "
		    "\"Grids\")", maze_grid_name(m->hdr.grid));
		return 1;
	}
	if ((rc = maze_cells_begin(c, m->w, m->h, m->d, e)) != 0)
		return rc;
	c->line = m->line;
	for (y = 0; y < rows; y++)
		if ((rc = maze_cells_row(c, m->b + (size_t)y * m->w, e)) != 0)
			return rc;
	return maze_cells_end(c, m->h, m->start, m->end, e);
}

/* Are nodes v and u both marked? */
static inline int
both(const uint64_t *g, size_t v, size_t u)
{
	return (maze_cells_bits(g, v) & maze_cells_bits(g, u) &
	    MAZE_CELL_MARK) != 0;
}

/* The bits of nodes v to v + 3, as 16 bits, the first in the low four. */
static inline unsigned
get4(const uint64_t *g, size_t v)
{
	unsigned sh = (unsigned)(v % 16 * 4);
	uint64_t t = g[v / 16] >> sh;

	if (sh > 48)
		t |= g[v / 16 + 1] << (64 - sh);
	return (unsigned)t & 0xffff;
}

/* Bit b of each of the four nodes of n, as four bits. */
static inline unsigned
bit4(unsigned n, unsigned b)
{
	n >>= b;
	return (n & 1) | (n >> 3 & 2) | (n >> 6 & 4) | (n >> 9 & 8);
}

/*
 * The eight blocks from a cell west of a row (x odd) of four cells, with
 * the open walls east of them as bits: "  " or " #" each; of the row of
 * walls under them, with their open walls south or below: " #" or "##".
 */
static const char row4[2][16][9] = {
	{
		" # # # #", "   # # #", " #   # #", "     # #",
		" # #   #", "   #   #", " #     #", "       #",
		" # # #  ", "   # #  ", " #   #  ", "     #  ",
		" # #    ", "   #    ", " #      ", "        ",
	}, {
		"########", " #######", "## #####", " # #####",
		"#### ###", " ### ###", "## # ###", " # # ###",
		"###### #", " ##### #", "## ### #", " # ### #",
		"#### # #", " ### # #", "## # # #", " # # # #",
	}
};

/*
 * Row y of the rows taken, into row: its blocks as they were read; with
 * route, the marked cells and each open wall between two of them '+', but
 * where a block is kept.  (The cells of a shortest route, marked, are
 * joined in the route by every open wall between two of them: cells side
 * by side are at distances from S that differ by one, and a route that
 * went round from one to the other would not be shortest.)  *k is the
 * number of blocks kept before the row, and becomes that after it, so that
 * rows drawn in order find their kept blocks with no search.  Four cells
 * at a time, but where the route is.
 */
void
maze_cells_draw(const struct maze_cells *c, uint32_t y, unsigned char *row,
    int route, size_t *k)
{
	uint32_t w = c->w, cy, cz, x, yl = c->h ? y % c->h : y;
	int kind = kind_of(c, y, &cy, &cz);
	size_t v = maze_cells_node(c, 0, cy, cz), i0 = (size_t)y * w, i, j;
	size_t across = c->pw;
	const struct maze_kept *kp;
	const uint64_t *g = c->g;
	unsigned bit = 0, n, sh, open, mark, plus;
	uint64_t t;
	/* A cell, marked or not; a wall, open, open on the route. */
	static const unsigned char cell2[2] = { MAZE_OPEN, MAZE_PATH };
	static const unsigned char wall3[3] = { MAZE_WALL, MAZE_OPEN,
	    MAZE_PATH };

	memset(row, MAZE_WALL, w);
	if (kind == ROW_CELLS) {
		for (x = 0; x + 4 <= c->cw; x += 4) {
			n = get4(g, v + x);
			if (!route || !(n & 0x8888)) {
				memcpy(row + 2 * x + 1, row4[0][bit4(n, 0)], 8);
				continue;
			}
			/*
			 * The route here: its cells marked, and the open walls
			 * east between two of them, the next four's first
			 * beyond the last.
			 */
			open = bit4(n, 0);
			mark = bit4(n, 3) | (unsigned)((maze_cells_bits(g,
			    v + x + 4) & MAZE_CELL_MARK) != 0) << 4;
			plus = open & mark & mark >> 1;
			for (j = 0; j < 4; j++) {
				row[2 * (x + j) + 1] = cell2[mark >> j & 1];
				row[2 * (x + j) + 2] = wall3[(open >> j & 1) +
				    (plus >> j & 1)];
			}
		}
		for (; x < c->cw; x++) {
			row[2 * x + 1] = route && (maze_cells_bits(g, v + x) &
			    MAZE_CELL_MARK) ? MAZE_PATH : MAZE_OPEN;
			if (maze_cells_bits(g, v + x) & MAZE_CELL_E)
				row[2 * x + 2] = route && both(g, v + x,
				    v + x + 1) ? MAZE_PATH : MAZE_OPEN;
		}
	} else if (kind == ROW_SOUTH)
		bit = MAZE_CELL_S;
	else if (kind == ROW_FLOOR && yl % 2 == 1) {
		bit = MAZE_CELL_D;
		across = c->plane;
	}
	sh = bit == MAZE_CELL_S ? 1 : 2;
	for (x = 0; bit && x + 4 <= c->cw; x += 4) {
		n = get4(g, v + x);
		if (!route || !(n & 0x8888)) {
			memcpy(row + 2 * x + 1, row4[1][bit4(n, sh)], 8);
			continue;
		}
		/* Open walls between a marked cell and one marked beyond. */
		open = bit4(n, sh);
		plus = open & bit4(n, 3) & bit4(get4(g, v + x + across), 3);
		for (j = 0; j < 4; j++)
			row[2 * (x + j) + 1] = wall3[(open >> j & 1) +
			    (plus >> j & 1)];
	}
	for (; bit && x < c->cw; x++)
		if (maze_cells_bits(g, v + x) & bit)
			row[2 * x + 1] = route && both(g, v + x, v + x +
			    across) ? MAZE_PATH : MAZE_OPEN;
	if (c->nbytes == 0)
		return;
	/* The kept blocks of the row, in order: a bit each. */
	for (i = i0 / 64; i * 64 < i0 + w; i++) {
		t = kept_word(c, i * 64, &kp);
		if (i == i0 / 64)
			t &= ~(((uint64_t)1 << (i0 % 64)) - 1);
		for (; t != 0; t &= t - 1) {
			j = i * 64 + (size_t)maze_ctz64(t);
			if (j >= i0 + w)
				return;
			/* A mark cleared, kept as ' ', under the route. */
			if (c->bytes[*k] != MAZE_OPEN || !route)
				row[j - i0] = c->bytes[*k];
			++*k;
		}
	}
}

/* Block i of a maze whose form c has ended: the byte it was read as. */
unsigned char
maze_cells_at(const struct maze_cells *c, size_t i)
{
	uint32_t x = (uint32_t)(i % c->w), y = (uint32_t)(i / c->w), cy, cz;
	uint32_t yl = y % c->h;
	int kind = kind_of(c, y, &cy, &cz);
	size_t v = maze_cells_node(c, 0, cy, cz);
	const struct maze_kept *kp;
	uint64_t t;

	if ((t = kept_word(c, i & ~(size_t)63, &kp)) >> (i % 64) & 1) {
		t &= ((uint64_t)1 << (i % 64)) - 1;
		return c->bytes[kp->base + kp->rank[i >> 6 &
		    (MAZE_KEPT_WORDS - 1)] + (size_t)maze_popcount64(t)];
	}
	switch (kind) {
	case ROW_CELLS:
		if (x % 2 == 1)
			return MAZE_OPEN;
		return x > 0 && x < c->w - 1 && (maze_cells_bits(c->g,
		    v + x / 2 - 1) & MAZE_CELL_E) ? MAZE_OPEN : MAZE_WALL;
	case ROW_SOUTH:
		return x % 2 == 1 && (maze_cells_bits(c->g, v + x / 2) &
		    MAZE_CELL_S) ? MAZE_OPEN : MAZE_WALL;
	case ROW_FLOOR:
		return yl % 2 == 1 && x % 2 == 1 && (maze_cells_bits(c->g,
		    v + x / 2) & MAZE_CELL_D) ? MAZE_OPEN : MAZE_WALL;
	default:
		return MAZE_WALL;
	}
}

/*
 * The node whose bit bit says whether block i of c, a passage between two
 * cells (one coordinate even of x, y and, with levels, z), is open: the
 * cell west of it, north of it or above it.
 */
static size_t
passage_node(const struct maze_cells *c, uint32_t x, uint32_t y, uint32_t z,
    unsigned *bit)
{
	uint32_t cz = c->d > 1 ? z / 2 : 0;

	if (x % 2 == 0) {
		*bit = MAZE_CELL_E;
		return maze_cells_node(c, x / 2 - 1, y / 2, cz);
	}
	if (y % 2 == 0) {
		*bit = MAZE_CELL_S;
		return maze_cells_node(c, x / 2, y / 2 - 1, cz);
	}
	*bit = MAZE_CELL_D;
	return maze_cells_node(c, x / 2, y / 2, z / 2 - 1);
}

/*
 * Make block i of the form c, which has ended, byte b: i a cell, a passage
 * between two cells, or a block of the outer wall (with levels, of the top
 * or bottom floor too), and b no wall if i is a cell.  S and E are where
 * the last byte 'S' and 'E' set put them.  Returns 0, or -1 out of memory
 * with e.
 */
int
maze_cells_set(struct maze_cells *c, size_t i, unsigned char b,
    struct maze_err *e)
{
	size_t lv = (size_t)c->w * c->h, n = i >> MAZE_KEPT_SHIFT, k, at;
	uint32_t x = (uint32_t)(i % c->w), y = (uint32_t)(i / c->w % c->h);
	uint32_t z = (uint32_t)(i / lv);
	unsigned char old = maze_cells_at(c, i);
	uint64_t bit = (uint64_t)1 << (i & 63), *word;
	const struct maze_kept *ckp;
	struct maze_kept *kp;
	size_t v;
	unsigned pb;
	int outer, was, keepit;

	if (old == b)
		return 0;
	/* As take() keeps blocks: every open one of the outer wall. */
	outer = x == 0 || x == c->w - 1 || y == 0 || y == c->h - 1 ||
	    (c->d > 1 && (z == 0 || z == c->d - 1));
	keepit = b != MAZE_WALL && (b != MAZE_OPEN || outer);
	if (old == MAZE_WALL)
		c->open++;
	else if (b == MAZE_WALL)
		c->open--;
	/* A passage opens or closes in the bits too. */
	if (!outer && (x % 2 == 0 || y % 2 == 0 || (c->d > 1 && z % 2 == 0)) &&
	    (old == MAZE_WALL || b == MAZE_WALL)) {
		v = passage_node(c, x, y, z, &pb);
		c->g[v / 16] ^= (uint64_t)pb << (v % 16 * 4);
	}
	if (c->start == i)
		c->start = MAZE_NONE;
	if (c->end == i)
		c->end = MAZE_NONE;
	if (b == MAZE_START)
		c->start = i;
	else if (b == MAZE_END)
		c->end = i;
	k = i >> 6 & (MAZE_KEPT_WORDS - 1);
	was = (kept_word(c, i & ~(size_t)63, &ckp) & bit) != 0;
	if (!was && !keepit)
		return 0;
	if ((kp = chunk_of(c, n)) == NULL)
		return maze_cells_oom(c, e);
	word = &kp->bit[k];
	if (!was) {
		if (MAZE_GROW(c->bytes, c->bytescap, c->nbytes + 1) == -1)
			return maze_cells_oom(c, e);
		/* In, and the index with it: those after it move on. */
		*word |= bit;
		kept_index(c);
	}
	at = kp->base + kp->rank[k] + (size_t)maze_popcount64(*word &
	    (bit - 1));
	if (was && keepit)
		c->bytes[at] = b;
	else if (was) {
		memmove(c->bytes + at, c->bytes + at + 1, c->nbytes - at - 1);
		c->nbytes--;
		*word &= ~bit;
		kept_index(c);
	} else {
		memmove(c->bytes + at + 1, c->bytes + at, c->nbytes - at);
		c->bytes[at] = b;
		c->nbytes++;
	}
	return 0;
}

/*
 * No cell maze after all: the rows taken into m as blocks, drawn from c,
 * then the row at b that showed it if not NULL, and the rest of the grid
 * read after them.  Returns 2, or -1 with e.
 */
static int
to_blocks(struct maze_reader *r, struct maze *m, struct maze_cells *c,
    const unsigned char *b, struct maze_err *e)
{
	uint32_t n = c->y + (b != NULL), y;
	size_t k = 0, w = c->w;
	unsigned char *p;

	if ((size_t)n * w > m->cap) {
		if ((p = realloc(m->b, (size_t)n * w)) == NULL)
			return maze_error(e, r->lineno, 1, "out of memory for "
			    "%ux%u blocks", c->w, n);
		m->b = p;
		m->cap = (size_t)n * w;
	}
	for (y = 0; y < c->y - c->held; y++)
		maze_cells_draw(c, y, m->b + y * w, 0, &k);
	if (c->held)
		memcpy(m->b + (size_t)(c->y - 1) * w, c->hold, w);
	if (b == NULL)
		return 2;
	memcpy(m->b + (size_t)c->y * w, b, w);
	return maze_read_rows(r, m, n, e) == -1 ? -1 : 2;
}

static int
read_cells(struct maze_reader *r, struct maze *m, struct maze_cells *c,
    struct maze_err *e);

/*
 * An error leaves m empty, as maze_read_grid()'s does.  A cell maze's
 * blocks are in c: m keeps none, not even the last maze's, so that no
 * stale block passes for one of this maze (the next maze read into m
 * makes room again).
 */
int
maze_read_cells(struct maze_reader *r, struct maze *m, struct maze_cells *c,
    struct maze_err *e)
{
	int rc = read_cells(r, m, c, e);

	if (rc == -1)
		maze_empty(m);
	if (rc == 1) {
		free(m->b);
		m->b = NULL;
		m->cap = 0;
	}
	return rc;
}

static int
read_cells(struct maze_reader *r, struct maze *m, struct maze_cells *c,
    struct maze_err *e)
{
	int rc;

	if ((rc = maze_cells_begin(c, m->w, m->h, m->d, e)) == -1)
		return -1;
	/*
	 * The form has no place for a cell outside the maze, a tunnel, or a
	 * cell not square (maze_cells_from()): blocks.  A triangle is a
	 * square cell one of whose walls never opens, for a search that
	 * opens none (c->delta).
	 */
	if (rc == 1 || (m->hdr.grid != 0 && !(c->delta &&
	    m->hdr.grid == MAZE_GRID_DELTA)))
		return maze_read_grid(r, m, e) == -1 ? -1 : 2;
	c->line = m->line;
	for (;;) {
		/* The limit of blocks, which maze_read_grid() keeps too. */
		if (r->grid == 1 && maze_read_fits(r, c->w, c->y, e) == -1)
			return -1;
		if ((rc = maze_read_row(r, m, c->row, e)) != 1)
			break;
		if ((rc = maze_cells_row(c, c->row, e)) != 0)
			return rc == -1 ? -1 : to_blocks(r, m, c, c->row, e);
	}
	if (rc == -1)
		return -1;
	if ((rc = maze_cells_end(c, m->h, m->start, m->end, e)) != 0)
		return rc == -1 ? -1 : to_blocks(r, m, c, NULL, e);
	return 1;
}

/*
 * Out of memory for the maze of form c, as a grid of its size says it, at
 * the line of its first row when known: returns -1 with e.
 */
int
maze_cells_oom(const struct maze_cells *c, struct maze_err *e)
{
	/* While the height is not known, the rows so far and this one. */
	if (c->d == 1)
		return maze_error(e, c->line, c->line ? 1 : 0, "out of memory "
		    "for %ux%u blocks", c->w, c->h ? c->h : c->y + 1);
	return maze_error(e, c->line, c->line ? 1 : 0, "out of memory for "
	    "%ux%ux%u blocks", c->w, c->h, c->d);
}

int
maze_cells_check(const struct maze_cells *c, struct maze_err *e)
{
	if (c->nodes == 0)
		return maze_error(e, 0, 0, "no cell maze has been read into "
		    "the form");
	return 0;
}

/*
 * The maze of form c, which has ended, into m as blocks.  Returns 0, or -1
 * with e if c holds no such maze (maze_cells_check()), or out of memory.
 */
int
maze_cells_blocks(const struct maze_cells *c, struct maze *m,
    struct maze_err *e)
{
	size_t n = (size_t)c->w * c->h * c->d, k = 0;
	uint32_t y;
	unsigned char *p;

	if (maze_cells_check(c, e) == -1)
		return -1;
	if (n > m->cap) {
		if ((p = realloc(m->b, n)) == NULL)
			return maze_cells_oom(c, e);
		m->b = p;
		m->cap = n;
	}
	for (y = 0; y < c->h * c->d; y++)
		maze_cells_draw(c, y, m->b + (size_t)y * c->w, 0, &k);
	m->w = c->w;
	m->h = c->h;
	m->d = c->d;
	m->start = c->start;
	m->end = c->end;
	return 0;
}

/*
 * Write the maze of form c, which has ended, with header hdr, as
 * maze_cells_draw() draws it (with route or not).  Returns 0, or -1 with e.
 */
int
maze_write_cells(struct maze_writer *w, const struct maze_hdr *hdr,
    const struct maze_cells *c, int route, struct maze_err *e)
{
	uint32_t rows = c->h * c->d, y, n, j, most;
	size_t k = 0;
	unsigned char *buf;
	int rc = 0;

	if (maze_cells_check(c, e) == -1 ||
	    maze_write_head(w, hdr, c->w, c->h, c->d, e) == -1)
		return -1;
	/* Rows drawn 64 KiB at a time, a call to write each batch. */
	most = c->w < 65536 ? 65536 / c->w : 1;
	if ((buf = malloc((size_t)most * c->w)) == NULL)
		return maze_cells_oom(c, e);
	for (y = 0; y < rows && rc == 0; y += n) {
		n = rows - y < most ? rows - y : most;
		for (j = 0; j < n; j++)
			maze_cells_draw(c, y + j, buf + (size_t)j * c->w, route,
			    &k);
		rc = maze_write_rows(w, buf, c->w, n, e);
	}
	free(buf);
	return rc;
}

/*
 * Clear the marks of the maze of form c as maze_clear_marks() clears them
 * from blocks: the kept bytes that are marks become ' ', or their weight,
 * and a route a solve marked in the nodes is taken away.
 */
void
maze_cells_clear_marks(struct maze_cells *c)
{
	size_t k;
	unsigned char *b;

	for (k = 0; k < c->nbytes; k++) {
		b = &c->bytes[k];
		if (*b >= MAZE_ROUTE_MIN && *b <= MAZE_ROUTE_MAX)
			*b = (unsigned char)(*b - MAZE_ROUTE_MIN +
			    MAZE_WEIGHT_MIN);
		else if (*b == MAZE_PATH || *b == MAZE_SEEN ||
		    *b == MAZE_HEAD || *b == MAZE_FRONTIER || *b == MAZE_WALK)
			*b = MAZE_OPEN;
	}
	maze_cells_unmark(c);
}

/* Clear MAZE_CELL_MARK, which searches set, from every node of c. */
void
maze_cells_unmark(struct maze_cells *c)
{
	size_t i, n = c->nodes / 16 + 1;

	if (c->nodes == 0)
		return;		/* no form, or none whole: no marks */
	for (i = 0; i < n; i++)
		c->g[i] &= ~(UINT64_C(0x1111111111111111) * MAZE_CELL_MARK);
}

/*
 * Call fn on each block kept, in order, with its index and its byte, until
 * it returns nonzero; return that, or 0.
 */
int
maze_cells_each_kept(const struct maze_cells *c,
    int (*fn)(void *arg, size_t i, unsigned char b), void *arg)
{
	size_t n, j, k = 0;
	uint64_t t;
	const struct maze_kept *kp;
	int rc;

	for (n = 0; n < c->slottop; n++) {
		if (c->slot[n] == 0)
			continue;
		kp = &c->chunk[c->slot[n] - 1];
		for (j = 0; j < MAZE_KEPT_WORDS; j++)
			for (t = kp->bit[j]; t != 0; t &= t - 1)
				if ((rc = fn(arg, (n << MAZE_KEPT_SHIFT) +
				    j * 64 + (size_t)maze_ctz64(t),
				    c->bytes[k++])) != 0)
					return rc;
	}
	return 0;
}
