/*
 * hexbfs.c: bfs on a plain hex maze, a search over its cells instead of
 * its blocks: a word a cell and its three doors, where the search over
 * blocks keeps a byte for each of the eight blocks a cell and its walls
 * take, and expands every block.  The route, the blocks explored, their
 * count and their marks are those of the search over blocks by doors
 * (search.c, walk_doors()), derived from the search over cells.
 *
 * Why they are the same.  A hexagon is three blocks of its row, L, M and R
 * (maze(5) "Grids"); M has walls above and below, L has the doors
 * north-west, south-west and west, R north-east, east and south-east, and
 * beside a door are only the blocks of its cells and walls.  The search
 * over blocks takes a level of doors crossed at a time, first in, first
 * out within it, a block of a cell joining the level it is reached from
 * and a door the next.  So a level is, in this order: its doors, in the
 * order they were found; the blocks of cells they lead into (the
 * entries), door by door, each door's ways north, east, south, west; the
 * M of each entry that found its M unseen, entry by entry; and the block
 * beyond each such M, if unseen.  The next level's doors are those the
 * entries and then the blocks beyond find unseen, each block's ways north,
 * east, south, west.  Nothing but a cell's own entries reaches its M or
 * the block beyond it, and those all come first, so that an entry can
 * settle both at once.  The search here keeps those lists, and expands
 * them in that order: the same blocks, each reached from the same block.
 *
 * It takes a hex maze, with a mask or without, whose blocks are walls and
 * plain open blocks only, S and E each a door, in the outer wall, or in
 * the middle of a cell (where mazepost(1) puts them); any other is
 * searched over its blocks.
 */
#include <string.h>

#include "solve/solvepriv.h"

/*
 * A cell's word.  Cells are padded, a cell more each side and a row more
 * above and below, so that every door is some cell's west, north-west or
 * north-east door (k 0, 1, 2): the doors of the outer wall south and east
 * are those of the padding's cells.  A cell of the padding, or outside a
 * mask, has its three blocks seen from the start, so that none enters it.
 */
#define HW_OPEN(k)	(1u << (k))		/* door k is open */
#define HW_DSEEN(k)	(1u << (3 + (k)))	/* door k reached */
#define HW_DOWN(k)	(1u << (6 + (k)))	/* ... from this cell */
#define HW_SEEN(t)	(1u << (9 + (t)))	/* block t (L, R, M) reached */
#define HW_BACK(s)	(12 + 2 * (s))		/* side s's way back: shift */
#define HW_MBACK	(1u << 16)		/* M reached from R, not L */
#define HW_ODD		(1u << 17)		/* in an odd row */
#define HW_IN		(1u << 18)		/* a cell of the maze */
#define HW_NONE		(HW_SEEN(H_L) | HW_SEEN(H_R) | HW_SEEN(H_M))

/* Blocks of a cell (t), and sides (s: L or R). */
enum { H_L, H_R, H_M };
/* Doors a cell owns (k). */
enum { H_W, H_NW, H_NE };
/*
 * A side's way back (2 bits): through its door j (0 to 2), as struct
 * hways lists a side's doors, L's NW, SW, W and R's NE, E, SE; or from M.
 */
enum { BACK_M = 3 };

/*
 * A door or a block of a cell in the search's lists: the cell's index, its
 * row's parity and the door k or the side s, so that a way out of it is
 * found without reading the cell; and of a door, whether it was reached
 * from its own cell, so that only the other side is tried.
 */
#define ITEM(c, odd, k)	((size_t)(c) << 4 | (size_t)(odd) << 2 | (k))
#define ITEM_AT(q)	((q) >> 4)
#define ITEM_OWN	8
#define ITEM_ODD(q)	((unsigned)((q) >> 2 & 1))
#define ITEM_K(q)	((unsigned)((q) & 3))

/* A run of a list, of doors or of blocks of cells. */
struct hrun {
	const size_t *v;
	size_t from, to;
	int doors;
};

struct hbfs {
	uint32_t *w;		/* the cells' words */
	size_t pw;		/* padded cells a row */
	size_t cw, ch;		/* cells */
	uint32_t bw;		/* blocks a row */
	unsigned char *b;	/* the maze's blocks */
	/* S and E: a door (an ITEM()), or the M of a cell; MAZE_NONE if not. */
	size_t sdoor, edoor, scell, ecell;
	struct maze_search *s;
	/* The scratch arrays of the level's doors and the next level's. */
	int kd, kdn;
	size_t capd, capdn, capc;
	size_t explored;
	struct hrun undone[2];	/* reached, not expanded, when E was */
};

/*
 * The maze's block west of cell c in its row, its west door; block() is
 * then block t (L, R, M) of it, or its door k (t 3 + k).  A cell of the
 * padding has no blocks, but some doors.
 */
static size_t
west(const struct hbfs *h, size_t c)
{
	size_t y = c / h->pw, x = c % h->pw;

	/* Cell (x - 1, y - 1) of the maze: row 2y - 1, 4 (x - 1) + s. */
	return (2 * y - 1) * h->bw + 4 * x - 4 + 2 * ((y - 1) & 1);
}

static size_t
block(const struct hbfs *h, size_t west, int t)
{
	static const unsigned char dx[] = { 1, 3, 2, 0, 1, 3 };

	return west + dx[t] - (t > 3 ? h->bw : 0);
}

/*
 * A way of the search, from a door or a block of a cell to a block of a
 * cell or a door: the cell it is in or has it, as a step from the first's
 * cell; the bits of that cell's word that say whether it is new (test, as
 * want), and those to set if it is; and the low bits of its ITEM().
 */
struct hstep {
	ptrdiff_t at;
	uint32_t test, want, set;
	unsigned item;
};

/*
 * The ways, for a cell in an even row (odd 0) or an odd one.  Out of door
 * k of cell o: the blocks of cells beyond it, north, east, south, west;
 * and the one beyond it from the cell it was reached from, or from the
 * cell beyond.  Out of side s of cell c: its doors north, east, south,
 * west.
 */
struct hways {
	struct hstep door[3][2][2];
	const struct hstep *beyond[3][2][2];
	struct hstep side[2][2][3];
};

/* Into side s of a cell at, back its way back; to the row beside: flip. */
static void
way_in(struct hstep *w, ptrdiff_t at, unsigned s, unsigned back,
    unsigned odd, unsigned flip)
{
	w->at = at;
	w->test = HW_SEEN(s);
	w->want = 0;
	w->set = HW_SEEN(s) | back << HW_BACK(s);
	w->item = (odd ^ flip) << 2 | s;
}

/* To door k of the cell at, which is the block's own (own 1) or not. */
static void
way_out(struct hstep *w, ptrdiff_t at, unsigned k, unsigned own,
    unsigned odd, unsigned flip)
{
	w->at = at;
	w->test = HW_OPEN(k) | HW_DSEEN(k);
	w->want = HW_OPEN(k);
	w->set = HW_DSEEN(k) | (own ? HW_DOWN(k) : 0);
	w->item = (own ? ITEM_OWN : 0) | (odd ^ flip) << 2 | k;
}

static void
ways_init(struct hways *t, size_t pw)
{
	ptrdiff_t n = -(ptrdiff_t)pw, so = (ptrdiff_t)pw;
	unsigned odd, k;

	for (odd = 0; odd < 2; odd++) {
		/* West: L of o, east; R of the cell west of o. */
		way_in(&t->door[H_W][odd][0], 0, H_L, 2, odd, 0);
		way_in(&t->door[H_W][odd][1], -1, H_R, 1, odd, 0);
		/* North-west: R of the cell north-west, north; L of o. */
		way_in(&t->door[H_NW][odd][0], n - 1 + odd, H_R, 2, odd, 1);
		way_in(&t->door[H_NW][odd][1], 0, H_L, 0, odd, 0);
		/* North-east: L of the cell north-east, north; R of o. */
		way_in(&t->door[H_NE][odd][0], n + odd, H_L, 1, odd, 1);
		way_in(&t->door[H_NE][odd][1], 0, H_R, 0, odd, 0);
		/* A door's own cell is east of it (W), or south. */
		for (k = H_W; k <= H_NE; k++) {
			t->beyond[k][odd][1] = &t->door[k][odd][k != H_W ? 0 :
			    1];
			t->beyond[k][odd][0] = &t->door[k][odd][k != H_W ? 1 :
			    0];
		}
		/* L: north-west, c's; south-west, NE of that cell; west. */
		way_out(&t->side[H_L][odd][0], 0, H_NW, 1, odd, 0);
		way_out(&t->side[H_L][odd][1], so - 1 + odd, H_NE, 0, odd, 1);
		way_out(&t->side[H_L][odd][2], 0, H_W, 1, odd, 0);
		/* R: north-east, c's; east, W of c + 1; south-east's NW. */
		way_out(&t->side[H_R][odd][0], 0, H_NE, 1, odd, 0);
		way_out(&t->side[H_R][odd][1], 1, H_W, 0, odd, 0);
		way_out(&t->side[H_R][odd][2], so + odd, H_NW, 0, odd, 1);
	}
}

/*
 * Take way st from cell at: the block or door it leads to, if new, is
 * marked and joins list at list[*n].  Whether it is new is as hard to guess
 * as a coin, so the way is taken without a branch, as search.c's step()
 * takes it: written at the end of the list, which counts it only if new.
 */
static inline void
step(uint32_t *w, const struct hstep *st, size_t at, size_t *list,
    size_t *n)
{
	size_t o = (size_t)((ptrdiff_t)at + st->at), fresh;
	uint32_t v = w[o];

	fresh = (v & st->test) == st->want;
	w[o] = v | (uint32_t)(-fresh & st->set);
	list[*n] = o << 4 | st->item;
	*n += fresh;
}

/* Side q expanded: its doors not yet reached join dn at dn[*ndn]. */
static inline void
doors(uint32_t *w, const struct hways *t, size_t q, size_t *dn, size_t *ndn)
{
	const struct hstep *st = t->side[ITEM_K(q)][ITEM_ODD(q)];

	step(w, &st[0], ITEM_AT(q), dn, ndn);
	step(w, &st[1], ITEM_AT(q), dn, ndn);
	step(w, &st[2], ITEM_AT(q), dn, ndn);
}

/* What was reached but not expanded when E was, for explored(). */
static void
undone(struct hbfs *h, int i, const size_t *v, size_t from, size_t to,
    int isdoor)
{
	h->undone[i].v = v;
	h->undone[i].from = from;
	h->undone[i].to = to;
	h->undone[i].doors = isdoor;
}

/*
 * The search, from S to E: 1 if E was found, 0 if not, -1 out of memory.
 * A level's blocks of cells are one list: the entries, then the blocks
 * beyond their Ms.
 */
static int
search(struct hbfs *h, const struct hways *t)
{
	const struct hstep *st;
	uint32_t *w = h->w, v;
	size_t *d, *dn, *c, *tv;
	size_t nd, ndn, nc, ne, nm, i, q, o, fresh, fresh2;
	unsigned s, far;
	int k;

	if ((d = search_scratch_grow(h->s, h->kd, 1, sizeof *d,
	    &h->capd)) == NULL ||
	    (dn = search_scratch_grow(h->s, h->kdn, 1, sizeof *dn,
	    &h->capdn)) == NULL ||
	    (c = search_scratch_grow(h->s, SOLVE_SCR_C, 6, sizeof *c,
	    &h->capc)) == NULL)
		return -1;
	nc = 0;
	if ((q = h->sdoor) != MAZE_NONE) {
		/* S, a door reached from neither side: both. */
		w[ITEM_AT(q)] |= HW_DSEEN(ITEM_K(q));
		st = t->door[ITEM_K(q)][ITEM_ODD(q)];
		step(w, &st[0], ITEM_AT(q), c, &nc);
		step(w, &st[1], ITEM_AT(q), c, &nc);
	} else {
		/* S, an M: R, then L, from it. */
		q = ITEM(h->scell, !!(w[h->scell] & HW_ODD), 0);
		w[h->scell] |= HW_SEEN(H_M);
		for (s = H_R + 1; s-- > 0; ) {
			w[h->scell] |= HW_SEEN(s) | BACK_M << HW_BACK(s);
			c[nc++] = q | s;
		}
	}
	h->explored = 1;
	for (;;) {
		/*
		 * Three doors a side, two sides (entry, beyond) an entry; the
		 * room asked for only when short, a level being some ten.
		 */
		if (6 * nc + 1 > h->capdn && (dn = search_scratch_grow(h->s,
		    h->kdn, 6 * nc + 1, sizeof *dn, &h->capdn)) == NULL)
			return -1;
		ndn = nm = 0;
		/*
		 * Each entry's doors, then its M if new, and if so the block
		 * beyond it if new.  The blocks beyond join the list after
		 * the entries, their doors the next level after the entries'.
		 */
		for (ne = nc, i = 0; i < ne; i++) {
			o = ITEM_AT(c[i]);
			s = ITEM_K(c[i]);
			doors(w, t, c[i], dn, &ndn);
			v = w[o];
			fresh = !(v & HW_SEEN(H_M));
			if (o == h->ecell && fresh) {
				/* E, expanded after this level's entries. */
				h->explored += ne + nm + 1;
				undone(h, 0, dn, 0, ndn, 1);
				undone(h, 1, c, ne, nc, 0);
				w[o] |= HW_SEEN(H_M) | (s == H_R ? HW_MBACK :
				    0);
				return 1;
			}
			far = s ^ 1;
			fresh2 = fresh & !(v & HW_SEEN(far));
			w[o] = v | (uint32_t)(-fresh & (HW_SEEN(H_M) |
			    (s == H_R ? HW_MBACK : 0))) | (uint32_t)(-fresh2 &
			    (HW_SEEN(far) | (unsigned)BACK_M << HW_BACK(far)));
			c[nc] = ITEM(o, ITEM_ODD(c[i]), far);
			nc += fresh2;
			nm += fresh;
		}
		for (; i < nc; i++)
			doors(w, t, c[i], dn, &ndn);
		h->explored += nc + nm;
		if (ndn == 0)
			return 0;
		tv = d;
		d = dn;
		dn = tv;
		q = h->capd;
		h->capd = h->capdn;
		h->capdn = q;
		k = h->kd;
		h->kd = h->kdn;
		h->kdn = k;
		nd = ndn;
		/*
		 * The next level's doors: into the block of a cell beyond
		 * each, the side it was reached from having been.
		 */
		if (6 * nd + 1 > h->capc && (c = search_scratch_grow(h->s,
		    SOLVE_SCR_C, 6 * nd + 1, sizeof *c, &h->capc)) == NULL)
			return -1;
		nc = 0;
		for (i = 0; i < nd; i++) {
			q = d[i];
			if ((q & ~(size_t)ITEM_OWN) == h->edoor) {
				h->explored += i + 1;
				undone(h, 0, d, i + 1, nd, 1);
				undone(h, 1, c, 0, nc, 0);
				return 1;
			}
			step(w, t->beyond[ITEM_K(q)][ITEM_ODD(q)][!!(q &
			    ITEM_OWN)], ITEM_AT(q), c, &nc);
		}
		h->explored += nd;
	}
}

/* What a block of a cell or a door may be here: not K_NO. */
enum { K_WALL, K_OPEN, K_END, K_NO };

static unsigned
kind(unsigned char b)
{
	return b == MAZE_WALL ? K_WALL : b == MAZE_OPEN ? K_OPEN :
	    b == MAZE_START || b == MAZE_END ? K_END : K_NO;
}

/*
 * Block i of the maze as a door, an ITEM(), in *q, or as the M of a cell
 * in *c (the other MAZE_NONE): 1, or 0 if it is neither.
 */
static int
place(const struct hbfs *h, size_t i, size_t *q, size_t *c)
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
		*q = ITEM((size_t)(y + 1) * h->pw + (size_t)(t / 4) + 1,
		    y & 1, H_W);
		return 1;
	}
	/* In the row of walls above cell row y: x from -1 to cw. */
	t = bx - 1 - s + 4;
	if (t < 0 || t % 2 != 0)
		return 0;
	x = t / 4 - 1;
	k = t % 4 == 0 ? H_NW : H_NE;
	/* The cell north of it, if any, is half a cell east in an odd row. */
	nx = x - (k == H_NW) + (y & 1 ? 1 : 0);
	if (!((x >= 0 && x < (int64_t)h->cw && y < (int64_t)h->ch) ||
	    (y > 0 && nx >= 0 && nx < (int64_t)h->cw)))
		return 0;
	*q = ITEM((size_t)(y + 1) * h->pw + (size_t)(x + 1), y & 1,
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
    const unsigned char *r1, size_t sc, size_t ec)
{
	static const unsigned char door[] = { 0, 1, 3 };
	unsigned kl = kind(r1[1]), km = kind(r1[2]), kr = kind(r1[3]), k, kk;

	/* S or E in the middle of a cell: as if a plain open block. */
	if (km == K_END && (c == sc || c == ec))
		km = K_OPEN;
	if (kl == K_WALL && km == K_WALL && kr == K_WALL)
		w[c] |= HW_NONE;
	else if (kl == K_OPEN && km == K_OPEN && kr == K_OPEN)
		w[c] |= HW_IN;
	else
		return 1;
	if (r0[0] != MAZE_WALL || r0[2] != MAZE_WALL)
		return 1;
	for (k = H_W; k <= H_NE; k++) {
		kk = kind(k == H_W ? r1[0] : r0[door[k]]);
		if (kk == K_NO)
			return 1;
		if (kk != K_WALL)
			w[c] |= HW_OPEN(k);
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
build(struct hbfs *h, const unsigned char *b)
{
	const unsigned char *r0, *r1;
	size_t x, y, c, i, q, mc, bw = h->bw, edge;
	uint32_t t0, t1, odd;
	unsigned kk;

	for (y = 0; y < h->ch + 2; y++) {
		odd = y % 2 == 0 ? HW_ODD : 0;
		c = y * h->pw;
		for (x = 0; x < h->pw; x += y == 0 || y == h->ch + 1 ? 1 :
		    h->pw - 1)
			h->w[c + x] = HW_NONE | odd;
	}
	for (y = 0; y < h->ch; y++) {
		odd = y & 1 ? HW_ODD : 0;
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
				h->w[c] |= HW_IN | (uint32_t)!(t1 & 3) |
				    (uint32_t)!(t0 & 0x300) << 1 |
				    (uint32_t)!(t0 & 0x3000000) << 2;
			else if (cell_slow(h->w, c, r0, r1, h->scell,
			    h->ecell) != 0)
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
					h->w[ITEM_AT(q)] |= HW_OPEN(ITEM_K(q));
			} else if (kk != K_WALL)
				return 1;
		}
	}
	/* S or E in a cell outside a mask: none to search from or for. */
	return (h->scell != MAZE_NONE && !(h->w[h->scell] & HW_IN)) ||
	    (h->ecell != MAZE_NONE && !(h->w[h->ecell] & HW_IN));
}

/* Block i of the route marked: '+' on a plain open block, not on S or E. */
static void
mark(unsigned char *b, size_t i)
{
	if (b[i] == MAZE_OPEN)
		b[i] = MAZE_PATH;
}

/*
 * The route from E back to S, marked: its length in blocks, S left out,
 * and its cost, the doors it crosses, in *cost.  Each step back is a way
 * of the search's, t's, taken the other way.
 */
static size_t
trace(struct hbfs *h, const struct hways *t, uint64_t *cost)
{
	const struct hstep *st;
	size_t q = h->edoor, c, o, wo, wc, steps = 0;
	unsigned back, odd, k;
	int s;

	if (q == MAZE_NONE) {
		/* E, an M: from the side it was reached from. */
		c = h->ecell;
		wc = west(h, c);
		odd = !!(h->w[c] & HW_ODD);
		s = h->w[c] & HW_MBACK ? H_R : H_L;
		steps = 1;
		goto side;
	}
	while ((q & ~(size_t)ITEM_OWN) != h->sdoor) {
		o = ITEM_AT(q);
		k = ITEM_K(q);
		wo = west(h, o);
		mark(h->b, block(h, wo, 3 + (int)k));
		steps++;
		(*cost)++;
		/* Back into the side it was reached from, o's or not. */
		st = t->beyond[k][ITEM_ODD(q)][!(h->w[o] & HW_DOWN(k))];
		c = (size_t)((ptrdiff_t)o + st->at);
		wc = c == o ? wo : west(h, c);
		odd = st->item >> 2 & 1;
		s = (int)ITEM_K(st->item);
side:
		mark(h->b, block(h, wc, s));
		steps++;
		back = h->w[c] >> HW_BACK(s) & 3;
		if (back == BACK_M) {
			if (c == h->scell)
				break;
			mark(h->b, block(h, wc, H_M));
			s = h->w[c] & HW_MBACK ? H_R : H_L;
			mark(h->b, block(h, wc, s));
			steps += 2;
			back = h->w[c] >> HW_BACK(s) & 3;
		}
		/* Through the door the side was entered by. */
		st = &t->side[s][odd][back];
		q = (size_t)((ptrdiff_t)c + st->at) << 4 | st->item;
	}
	return steps;
}

/*
 * The blocks expanded marked explored ('.'), where plain and open: every
 * block reached, but those reached and not expanded when E was (undone).
 */
static void
explored(struct hbfs *h, int found)
{
	static const unsigned char dx[] = { 0, 1, 3 };
	unsigned char *b = h->b, *p;
	size_t px, py, c = 0, i, cell, door, q;
	const struct hrun *u;
	uint32_t v;
	int t;

	for (py = 0; py < h->ch + 2; py++) {
		/* The west door of the first cell, and the row above. */
		cell = (2 * py - 1) * h->bw + 2 * ((py - 1) & 1) - 4;
		door = cell - h->bw;
		for (px = 0; px < h->pw; px++, c++, cell += 4, door += 4) {
			v = h->w[c];
			for (t = H_W; t <= H_NE; t++)
				if (v & HW_DSEEN(t)) {
					p = b + (t == H_W ? cell : door) + dx[t];
					if (*p == MAZE_OPEN)
						*p = MAZE_SEEN;
				}
			if (!(v & HW_IN))
				continue;
			for (t = H_L; t <= H_M; t++)
				if (v & HW_SEEN(t)) {
					p = b + block(h, cell, t);
					if (*p == MAZE_OPEN)
						*p = MAZE_SEEN;
				}
		}
	}
	for (u = h->undone; found && u < h->undone + 2; u++)
		for (i = u->from; i < u->to; i++) {
			q = u->v[i];
			p = b + block(h, west(h, ITEM_AT(q)),
			    (int)ITEM_K(q) + (u->doors ? 3 : 0));
			if (*p == MAZE_SEEN)
				*p = MAZE_OPEN;
		}
}

/*
 * bfs over the cells of a plain hex maze, as solve_bfs_blocks() searches
 * its blocks (see above).  Returns as a solver does, or -2, having changed
 * nothing, if the maze is not one this takes.
 */
int
solve_bfs_hex(struct maze_solve *sv, struct maze_err *e)
{
	struct maze *m = sv->m;
	struct hways t;
	struct hbfs h;
	size_t n;
	int rc;

	if ((m->hdr.grid & ~MAZE_GRID_MASK) != MAZE_GRID_HEX || m->d != 1 ||
	    maze_check_grid(m, 1, NULL) == -1 || m->start == MAZE_NONE ||
	    m->end == MAZE_NONE || m->start == m->end ||
	    maze_shape_size(m->hdr.grid, m->w, m->h, 1, 0, 0, NULL) == -1)
		return -2;
	memset(&h, 0, sizeof h);
	h.b = m->b;
	h.bw = m->w;
	h.cw = maze_hex_w(m->w);
	h.ch = maze_hex_h(m->h);
	h.pw = h.cw + 2;
	h.s = sv->srch;
	h.kd = SOLVE_SCR_A;
	h.kdn = SOLVE_SCR_B;
	n = h.pw * (h.ch + 2);
	if (!place(&h, m->start, &h.sdoor, &h.scell) ||
	    !place(&h, m->end, &h.edoor, &h.ecell))
		return -2;
	/* A list's entry is a cell's index shifted up four bits. */
	if (n > SIZE_MAX / 16 / sizeof *h.w)
		return -2;
	if ((h.w = search_scratch(h.s, SOLVE_SCR_ST, n * sizeof *h.w)) == NULL)
		return maze_oom(m, e);
	if (build(&h, m->b) != 0)
		return -2;
	solve_reset(sv, 1);
	ways_init(&t, h.pw);
	if ((rc = search(&h, &t)) == -1)
		return maze_oom(m, e);
	sv->explored = h.explored;
	if (rc == 1)
		sv->length = trace(&h, &t, &sv->cost);
	if (sv->explore)
		explored(&h, rc);
	return rc;
}
