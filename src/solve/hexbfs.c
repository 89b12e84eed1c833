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
 * The bits of a cell's word (solvepriv.h) that are the search's.  A cell
 * of the padding, or outside a mask, has its three blocks seen from the
 * start, so that none enters it.
 */
#define HW_DSEEN(k)	(1u << (3 + (k)))	/* door k reached */
#define HW_DOWN(k)	(1u << (6 + (k)))	/* ... from this cell */
#define HW_SEEN(t)	(1u << (9 + (t)))	/* block t (L, R, M) reached */
#define HW_BACK(s)	(12 + 2 * (s))		/* side s's way back: shift */
#define HW_MBACK	(1u << 16)		/* M reached from R, not L */
#define HW_NONE		(HW_SEEN(HC_L) | HW_SEEN(HC_R) | HW_SEEN(HC_M))

/*
 * A side's way back (2 bits): through its door j (0 to 2), as struct
 * hways lists a side's doors, L's NW, SW, W and R's NE, E, SE; or from M.
 */
enum { BACK_M = 3 };

/* A run of a list, of doors or of blocks of cells. */
struct hrun {
	const size_t *v;
	size_t from, to;
	int doors;
};

struct hbfs {
	struct hex_cells hc;	/* the maze's cells */
	struct maze_search *s;
	/* The scratch arrays of the level's doors and the next level's. */
	int kd, kdn;
	size_t capd, capdn, capc;
	size_t explored;
	struct hrun undone[2];	/* reached, not expanded, when E was */
};

/*
 * A way of the search, from a door or a block of a cell to a block of a
 * cell or a door: the cell it is in or has it, as a step from the first's
 * cell; the bits of that cell's word that say whether it is new (test, as
 * want), and those to set if it is; and the low bits of its HC_ITEM().
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
	w->test = HC_OPEN(k) | HW_DSEEN(k);
	w->want = HC_OPEN(k);
	w->set = HW_DSEEN(k) | (own ? HW_DOWN(k) : 0);
	w->item = (own ? HC_OWN : 0) | (odd ^ flip) << 2 | k;
}

static void
ways_init(struct hways *t, size_t pw)
{
	ptrdiff_t st[MAZE_HEX_NDIRS];
	unsigned odd, k;

	for (odd = 0; odd < 2; odd++) {
		maze_hex_steps((ptrdiff_t)pw, odd, st);
		/* West: L of o, east; R of the cell west of o. */
		way_in(&t->door[HC_W][odd][0], 0, HC_L, 2, odd, 0);
		way_in(&t->door[HC_W][odd][1], st[MAZE_HEX_W], HC_R, 1, odd,
		    0);
		/* North-west: R of the cell north-west, north; L of o. */
		way_in(&t->door[HC_NW][odd][0], st[MAZE_HEX_NW], HC_R, 2, odd,
		    1);
		way_in(&t->door[HC_NW][odd][1], 0, HC_L, 0, odd, 0);
		/* North-east: L of the cell north-east, north; R of o. */
		way_in(&t->door[HC_NE][odd][0], st[MAZE_HEX_NE], HC_L, 1, odd,
		    1);
		way_in(&t->door[HC_NE][odd][1], 0, HC_R, 0, odd, 0);
		/* A door's own cell is east of it (W), or south. */
		for (k = HC_W; k <= HC_NE; k++) {
			t->beyond[k][odd][1] = &t->door[k][odd][k != HC_W ? 0 :
			    1];
			t->beyond[k][odd][0] = &t->door[k][odd][k != HC_W ? 1 :
			    0];
		}
		/* L: north-west, c's; south-west, NE of that cell; west. */
		way_out(&t->side[HC_L][odd][0], 0, HC_NW, 1, odd, 0);
		way_out(&t->side[HC_L][odd][1], st[MAZE_HEX_SW], HC_NE, 0, odd,
		    1);
		way_out(&t->side[HC_L][odd][2], 0, HC_W, 1, odd, 0);
		/* R: north-east, c's; east, W of c + 1; south-east's NW. */
		way_out(&t->side[HC_R][odd][0], 0, HC_NE, 1, odd, 0);
		way_out(&t->side[HC_R][odd][1], st[MAZE_HEX_E], HC_W, 0, odd,
		    0);
		way_out(&t->side[HC_R][odd][2], st[MAZE_HEX_SE], HC_NW, 0, odd,
		    1);
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
	const struct hstep *st = t->side[HC_K(q)][HC_ODDOF(q)];

	step(w, &st[0], HC_AT(q), dn, ndn);
	step(w, &st[1], HC_AT(q), dn, ndn);
	step(w, &st[2], HC_AT(q), dn, ndn);
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
	uint32_t *w = h->hc.w, v;
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
	if ((q = h->hc.sdoor) != MAZE_NONE) {
		/* S, a door reached from neither side: both. */
		w[HC_AT(q)] |= HW_DSEEN(HC_K(q));
		st = t->door[HC_K(q)][HC_ODDOF(q)];
		step(w, &st[0], HC_AT(q), c, &nc);
		step(w, &st[1], HC_AT(q), c, &nc);
	} else {
		/* S, an M: R, then L, from it. */
		q = HC_ITEM(h->hc.scell, !!(w[h->hc.scell] & HC_ODD), 0);
		w[h->hc.scell] |= HW_SEEN(HC_M);
		for (s = HC_R + 1; s-- > 0; ) {
			w[h->hc.scell] |= HW_SEEN(s) | BACK_M << HW_BACK(s);
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
			o = HC_AT(c[i]);
			s = HC_K(c[i]);
			doors(w, t, c[i], dn, &ndn);
			v = w[o];
			fresh = !(v & HW_SEEN(HC_M));
			if (o == h->hc.ecell && fresh) {
				/* E, expanded after this level's entries. */
				h->explored += ne + nm + 1;
				undone(h, 0, dn, 0, ndn, 1);
				undone(h, 1, c, ne, nc, 0);
				w[o] |= HW_SEEN(HC_M) | (s == HC_R ? HW_MBACK :
				    0);
				return 1;
			}
			far = s ^ 1;
			fresh2 = fresh & !(v & HW_SEEN(far));
			w[o] = v | (uint32_t)(-fresh & (HW_SEEN(HC_M) |
			    (s == HC_R ? HW_MBACK : 0))) | (uint32_t)(-fresh2 &
			    (HW_SEEN(far) | (unsigned)BACK_M << HW_BACK(far)));
			c[nc] = HC_ITEM(o, HC_ODDOF(c[i]), far);
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
			if ((q & ~(size_t)HC_OWN) == h->hc.edoor) {
				h->explored += i + 1;
				undone(h, 0, d, i + 1, nd, 1);
				undone(h, 1, c, 0, nc, 0);
				return 1;
			}
			step(w, t->beyond[HC_K(q)][HC_ODDOF(q)][!!(q &
			    HC_OWN)], HC_AT(q), c, &nc);
		}
		h->explored += nd;
	}
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
	size_t q = h->hc.edoor, c, o, wo, wc, steps = 0;
	unsigned back, odd, k;
	int s;

	if (q == MAZE_NONE) {
		/* E, an M: from the side it was reached from. */
		c = h->hc.ecell;
		wc = hc_west(&h->hc, c);
		odd = !!(h->hc.w[c] & HC_ODD);
		s = h->hc.w[c] & HW_MBACK ? HC_R : HC_L;
		steps = 1;
		goto side;
	}
	while ((q & ~(size_t)HC_OWN) != h->hc.sdoor) {
		o = HC_AT(q);
		k = HC_K(q);
		wo = hc_west(&h->hc, o);
		mark(h->hc.b, hc_block(&h->hc, wo, 3 + (int)k));
		steps++;
		(*cost)++;
		/* Back into the side it was reached from, o's or not. */
		st = t->beyond[k][HC_ODDOF(q)][!(h->hc.w[o] & HW_DOWN(k))];
		c = (size_t)((ptrdiff_t)o + st->at);
		wc = c == o ? wo : hc_west(&h->hc, c);
		odd = st->item >> 2 & 1;
		s = (int)HC_K(st->item);
side:
		mark(h->hc.b, hc_block(&h->hc, wc, s));
		steps++;
		back = h->hc.w[c] >> HW_BACK(s) & 3;
		if (back == BACK_M) {
			if (c == h->hc.scell)
				break;
			mark(h->hc.b, hc_block(&h->hc, wc, HC_M));
			s = h->hc.w[c] & HW_MBACK ? HC_R : HC_L;
			mark(h->hc.b, hc_block(&h->hc, wc, s));
			steps += 2;
			back = h->hc.w[c] >> HW_BACK(s) & 3;
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
	unsigned char *b = h->hc.b, *p;
	size_t px, py, c = 0, i, cell, door, q;
	const struct hrun *u;
	uint32_t v;
	int t;

	for (py = 0; py < h->hc.ch + 2; py++) {
		/* The west door of the first cell, and the row above. */
		cell = (2 * py - 1) * h->hc.bw + 2 * ((py - 1) & 1) - 4;
		door = cell - h->hc.bw;
		for (px = 0; px < h->hc.pw; px++, c++, cell += 4, door += 4) {
			v = h->hc.w[c];
			for (t = HC_W; t <= HC_NE; t++)
				if (v & HW_DSEEN(t)) {
					p = b + (t == HC_W ? cell : door) + dx[t];
					if (*p == MAZE_OPEN)
						*p = MAZE_SEEN;
				}
			if (!(v & HC_IN))
				continue;
			for (t = HC_L; t <= HC_M; t++)
				if (v & HW_SEEN(t)) {
					p = b + hc_block(&h->hc, cell, t);
					if (*p == MAZE_OPEN)
						*p = MAZE_SEEN;
				}
		}
	}
	for (u = h->undone; found && u < h->undone + 2; u++)
		for (i = u->from; i < u->to; i++) {
			q = u->v[i];
			p = b + hc_block(&h->hc, hc_west(&h->hc, HC_AT(q)),
			    (int)HC_K(q) + (u->doors ? 3 : 0));
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
	struct hways t;
	struct hbfs h;
	int rc;

	memset(&h, 0, sizeof h);
	if ((rc = solve_hex_cells(&h.hc, sv, SOLVE_SCR_ST, HW_NONE, e)) != 0)
		return rc;
	h.s = sv->srch;
	h.kd = SOLVE_SCR_A;
	h.kdn = SOLVE_SCR_B;
	solve_reset(sv, 1);
	ways_init(&t, h.hc.pw);
	if ((rc = search(&h, &t)) == -1)
		return maze_oom(sv->m, e);
	sv->explored = h.explored;
	if (rc == 1)
		sv->length = trace(&h, &t, &sv->cost);
	if (sv->explore)
		explored(&h, rc);
	return rc;
}
