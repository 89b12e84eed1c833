/*
 * dead-end-filling.c: dead-end filling: fill every dead end (an open block
 * with at most one open neighbour, other than S and E), and the blocks
 * that become dead ends in turn, until none is left; no route from S to E
 * without going back on itself passes through a filled block, so a
 * breadth-first search over what is left finds a shortest route (in a
 * maze with no loops, all that is left is the route).  Blocks explored are
 * those filled plus those the search expands.  Weights are ignored.
 *
 * What the filling leaves does not depend on the order it fills in: the
 * blocks on a loop, S and E, and those with two branches each reaching a
 * loop, S or E.  So on a plain hex maze (hexcells.c) it fills over the
 * cells, where a hexagon is three blocks and six doors, and then says
 * which blocks that fills.
 */
#include <string.h>

#include "solve/solvepriv.h"

/*
 * Open neighbours of padded block p, over nd directions, off[d] a step
 * each: a copy of the search's, which a store to st[] does not make the
 * compiler load again.
 */
static inline int
degree(const unsigned char *st, const ptrdiff_t *off, size_t p, int nd)
{
	int d, n = 0;

	for (d = 0; d < nd; d++)
		n += st[(size_t)((ptrdiff_t)p + off[d])] != SEARCH_WALL;
	return n;
}

/*
 * The bits of a hex cell's word (solvepriv.h) the fill over cells keeps:
 * which of its six doors lead to a cell not filled, or are S or E (d a
 * MAZE_HEX_ direction, the door back d + 3 mod 6); whether S or E is in
 * the cell or one of its doors, or in M; filled.
 */
#define HF_LIVE(d)	(1u << (3 + (d)))
#define HF_DOORS(v)	((v) >> 3 & 63)
#define HF_END		(1u << 9)
#define HF_ENDM		(1u << 10)
#define HF_GONE		(1u << 11)
#define HF_SIDE_L	(1u << MAZE_HEX_W | 1u << MAZE_HEX_NW | 1u << MAZE_HEX_SW)
#define HF_SIDE_R	(1u << MAZE_HEX_NE | 1u << MAZE_HEX_E | 1u << MAZE_HEX_SE)
_Static_assert((int)HC_W == MAZE_HEX_W && (int)HC_NW == MAZE_HEX_NW &&
    (int)HC_NE == MAZE_HEX_NE, "a cell's own doors are its first ways");

/* Whether the cell o from cell c is one of the maze: 1 or 0. */
#define IN1(w, c, o)	((w)[(c) + (size_t)(o)] / HC_IN & 1)

/* A block filled, its state p: a wall in the search that follows. */
static inline void
fill(unsigned char *p, size_t *filled)
{
	*p = SEARCH_WALL;
	(*filled)++;
}

/*
 * The fill over the cells of h, which solve_hex_cells() has read: each cell
 * with at most one door to a cell not filled, and S and E in none of its
 * blocks and doors, filled, and then the cell beyond it, if that leaves it
 * so, and so on; then each block filled as the fill over blocks would
 * have filled it (see below), a wall in s's states, counted in *filled.
 */
static void
fill_hex(struct hex_cells *h, struct maze_search *s, size_t start,
    size_t end, size_t *filled)
{
	uint32_t *w = h->w, v;
	ptrdiff_t off[2][MAZE_HEX_NDIRS];
	const ptrdiff_t *o;
	size_t n = h->pw * (h->ch + 2), c, x, y, nx, wc, b, q, pc, pd;
	unsigned char *st = s->st;
	unsigned d, k, odd, nl, nr, i;

	/* Door d of a cell leads to the cell off[odd][d] away. */
	for (odd = 0; odd < 2; odd++)
		maze_hex_steps((ptrdiff_t)h->pw, odd, off[odd]);
	/*
	 * A cell's doors to cells: its own W, NW, NE (HC_W to HC_NE, which
	 * are MAZE_HEX_W to MAZE_HEX_NE), and the cells' beyond E, SE, SW,
	 * whose W, NW, NE they are; each to a cell of the maze.
	 */
	for (c = h->pw; c < n - h->pw; c++) {
		if (!(w[c] & HC_IN))
			continue;
		o = off[!!(w[c] & HC_ODD)];
		v = (w[c] & (HC_OPEN(HC_W) | HC_OPEN(HC_NW) | HC_OPEN(HC_NE))) |
		    (w[c + (size_t)o[3]] & HC_OPEN(HC_W)) << 3 |
		    (w[c + (size_t)o[4]] & HC_OPEN(HC_NW)) << 3 |
		    (w[c + (size_t)o[5]] & HC_OPEN(HC_NE)) << 3;
		w[c] |= (v & (IN1(w, c, o[0]) | IN1(w, c, o[1]) << 1 |
		    IN1(w, c, o[2]) << 2 | IN1(w, c, o[3]) << 3 |
		    IN1(w, c, o[4]) << 4 | IN1(w, c, o[5]) << 5)) << 3;
	}
	/* S and E: in M, or a door, live from both its sides. */
	for (i = 0; i < 2; i++) {
		c = i == 0 ? h->scell : h->ecell;
		q = i == 0 ? h->sdoor : h->edoor;
		if (c != MAZE_NONE) {
			w[c] |= HF_END | HF_ENDM;
			continue;
		}
		c = HC_AT(q);
		k = HC_K(q);
		odd = HC_ODDOF(q);
		if (w[c] & HC_IN)
			w[c] |= HF_END | HF_LIVE(k);
		c += (size_t)off[odd][k];
		if (w[c] & HC_IN)
			w[c] |= HF_END | HF_LIVE(k + 3);
	}
	/*
	 * The fill: from each cell it fills, one live door at most, on to
	 * the one beyond.
	 */
	for (c = 0; c < n; c++) {
		for (x = c; (w[x] & (HC_IN | HF_END | HF_GONE)) == HC_IN &&
		    (HF_DOORS(w[x]) & (HF_DOORS(w[x]) - 1)) == 0; x = nx) {
			v = w[x];
			w[x] = v | HF_GONE;
			if (HF_DOORS(v) == 0)
				break;
			d = (unsigned)maze_ctz64(HF_DOORS(v));
			nx = x + (size_t)off[!!(v & HC_ODD)][d];
			w[nx] &= ~HF_LIVE((d + 3) % 6);
		}
	}
	/*
	 * The blocks.  A filled cell's three are filled.  Of a cell left,
	 * side L stays if it has a live door and another branch that
	 * reaches a loop, S or E: a second live door, or S or E in M, or a
	 * live door of R's; R the same; M stays if it is S or E, or both
	 * sides have live doors.  A door stays if it is S or E, or between
	 * two cells left.
	 */
	for (y = 1; y < h->ch + 2; y++) {
		/*
		 * Row y's cells are in the maze's row 2y - 1, and their doors
		 * north in the row above: where each row's blocks are in the
		 * states (search_pad()).
		 */
		c = y * h->pw;
		wc = (2 * y - 1) * h->bw + 2 * ((y - 1) & 1) - 4;
		pc = search_pad(s, (2 * y - 1) * h->bw) - (2 * y - 1) * h->bw;
		pd = pc - 2;
		for (x = 0; x < h->pw; x++, c++, wc += 4) {
			v = w[c];
			if (!(v & (HC_IN | HC_OPEN(0) | HC_OPEN(1) |
			    HC_OPEN(2))))
				continue;
			o = off[!!(v & HC_ODD)];
			/* Doors W, NW, NE, at wc, wc + 1 - bw, wc + 3 - bw. */
			for (k = 0; k < 3; k++) {
				b = k == 0 ? wc : wc + 2 * k - 1 - h->bw;
				if (v & HC_OPEN(k) && b != start && b != end &&
				    ((v & (HC_IN | HF_GONE)) != HC_IN ||
				    (w[c + (size_t)o[k]] & (HC_IN | HF_GONE)) !=
				    HC_IN))
					fill(st + (k == 0 ? pc : pd) + b, filled);
			}
			if (!(v & HC_IN))
				continue;
			/* L, M, R at wc + 1, 2, 3. */
			nl = (unsigned)maze_popcount64(HF_DOORS(v) & HF_SIDE_L);
			nr = (unsigned)maze_popcount64(HF_DOORS(v) & HF_SIDE_R);
			if (v & HF_GONE)
				nl = nr = 0;
			if (!(nl > 0 && (nl > 1 || nr > 0 || v & HF_ENDM)))
				fill(st + pc + wc + 1, filled);
			if (!(v & HF_ENDM) && !(nl > 0 && nr > 0))
				fill(st + pc + wc + 2, filled);
			if (!(nr > 0 && (nr > 1 || nl > 0 || v & HF_ENDM)))
				fill(st + pc + wc + 3, filled);
		}
	}
}

/* The fill, over a hex maze's cells if cells and it is one. */
static int
dead_end_filling(struct maze_solve *sv, int cells, struct maze_err *e)
{
	struct maze_search *s = sv->srch;
	struct maze *m = sv->m;
	struct solve_stack k;
	struct hex_cells h;
	unsigned char *st, *row;
	const unsigned char *srow;
	size_t src, dst, p, q, filled = 0, x, y, rows = (size_t)m->h * m->d;
	ptrdiff_t off[MAZE_NDIRS];
	int d, nd, rc;

	if (solve_load(sv, e) == -1)
		return -1;
	sv->optimal = sv->wt == NULL;
	st = s->st;
	nd = maze_ndirs(s->d);
	memcpy(off, s->off, sizeof off);
	src = search_pad(s, m->start);
	dst = search_pad(s, m->end);
	/* On hexagons, over the cells, but a step a block for frames. */
	if (cells && sv->frames == NULL) {
		rc = solve_hex_cells(&h, sv, SOLVE_SCR_C, 0, e);
		if (rc == -1)
			return -1;
		if (rc == 0) {
			fill_hex(&h, s, m->start, m->end, &filled);
			goto search;
		}
	}
	solve_stack_init(&k, s, SOLVE_SCR_A);
	st[src] |= SOLVE_MARK;
	st[dst] |= SOLVE_MARK;
	/*
	 * Row by row, of every level.  An open block not yet marked is 0, or
	 * on a hex or polar maze a cell's SEARCH_CELL (a step's cost).
	 */
	for (y = 0; y < rows; y++)
		for (x = 0, p = search_pad(s, y * m->w); x < m->w; x++, p++)
			if ((st[p] & ~SEARCH_CELL) == 0 &&
			    degree(st, off, p, nd) <= 1) {
				st[p] |= SOLVE_MARK;
				if (solve_stack_push(&k, p) == -1)
					return maze_oom(m, e);
			}
	/* Fill: a filled block becomes a wall. */
	while (k.n > 0) {
		p = k.a[--k.n];
		st[p] = SEARCH_WALL;
		filled++;
		solve_step(sv, p);
		for (d = 0; d < nd; d++) {
			q = (size_t)((ptrdiff_t)p + off[d]);
			if ((st[q] & ~SEARCH_CELL) == 0 &&
			    degree(st, off, q, nd) <= 1) {
				st[q] |= SOLVE_MARK;
				if (solve_stack_push(&k, q) == -1)
					return maze_oom(m, e);
			}
		}
	}
	st[src] &= (unsigned char)~SOLVE_MARK;
	st[dst] &= (unsigned char)~SOLVE_MARK;
search:
	if (solve_search_bfs(sv, src, dst, e) == -1)
		return -1;
	sv->explored = filled + s->explored;
	if (st[dst] & SEARCH_DONE)
		sv->length = solve_trace(sv, dst);
	if (sv->explore)
		/* The filled blocks are walls in the search, open in m. */
		for (y = 0; y < rows; y++) {
			row = m->b + y * m->w;
			srow = st + search_pad(s, y * m->w);
			for (x = 0; x < m->w; x++)
				if (srow[x] == SEARCH_WALL &&
				    row[x] == MAZE_OPEN)
					row[x] = MAZE_SEEN;
		}
	return solve_done(sv, (st[dst] & SEARCH_DONE) != 0);
}

int
solve_dead_end_filling(struct maze_solve *sv, struct maze_err *e)
{
	return dead_end_filling(sv, 1, e);
}

int
solve_dead_end_filling_blocks(struct maze_solve *sv, struct maze_err *e)
{
	return dead_end_filling(sv, 0, e);
}
