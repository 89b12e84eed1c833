/*
 * cellbfs.c: bfs on a plain cell maze, a search over its cells instead of
 * its blocks: a quarter of the nodes, and no search state beside the maze,
 * whose cells' own bytes hold it while the search runs.  The route, the
 * blocks explored and their marks are those of the search over blocks,
 * derived from the search over cells.
 *
 * Why they are the same: in a cell maze every open block that is not a
 * cell is a passage between two cells, or S or E on the outer wall (a
 * "leaf", beside one cell).  The search over blocks meets the cells at
 * even distances and the passages at odd ones (one more of each with S on
 * the wall), and a cell first reached from the passage that the first cell
 * of the level before, in order, and of its ways in order N, E, S, W, up,
 * down, put in the queue: the cell the search over cells reaches it from,
 * trying its ways in that order.  So the cells come out of both queues in
 * one order, with one way back each; a passage is expanded once a cell
 * beside it nearer S than the last level is, which the search counts a
 * level at a time.
 */
#include <stdlib.h>
#include <string.h>

#include "solve/solvepriv.h"

/*
 * A cell's byte during the search: a space, unseen, or these bits.  No
 * byte of maze(5) has the high bit, and every other block keeps its own.
 */
#define ST_SEEN	0x80	/* reached; the way back in ST_BACK */
#define ST_DONE	0x40	/* expanded */
#define ST_BACK	0x07
#define ST_ROOT	0x07	/* in ST_BACK: the search began here */

/* What a row's blocks may be, at even and at odd x. */
enum { ROW_WALL, ROW_OPEN, ROW_EITHER };

/*
 * What a search a level at a time keeps, over blocks or over a form: the
 * level being expanded and the next, and what it has counted.
 */
struct levelq {
	struct maze_search *s;	/* whose scratch holds the levels */
	/*
	 * The level being expanded and the next: blocks (levels()), or
	 * nodes of a form shifted up three bits over the way back from each
	 * (form_levels()).
	 */
	uint64_t *cur, *next;
	size_t ncur, capcur, capnext;
	int kcur, knext;	/* their scratch arrays */
	size_t cells;		/* cells expanded */
	size_t pass;		/* passages expanded, in levels done */
	size_t pend;		/* passages of this level, if it is done */
};

/* The search: the maze's blocks, and its levels. */
struct cbfs {
	unsigned char *b;
	ptrdiff_t off[MAZE_NDIRS];	/* one block's step each way */
	size_t src;		/* the cell the search begins at */
	size_t dst;		/* the cell of E, or beside it */
	int sleaf;		/* S is on the outer wall, beside src */
	int edir;		/* E on the outer wall: way from dst; or -1 */
	int mark;		/* -x: mark the passages expanded */
	struct levelq q;
};

/*
 * Are the n blocks from r as a row of class even at even x and class odd at
 * odd x wants them?  Eight at a time: a block is a wall if it is '#', open
 * if ' ', and either if, with its two low bits set, it is '#': ' ' or '#',
 * or '!' and '"', which a search takes as open as it takes ' '.
 */
static int
row_ok(const unsigned char *r, size_t n, int even, int odd)
{
	static const unsigned char low[] = { 0, 0, 3 };
	static const unsigned char want[] = { MAZE_WALL, MAZE_OPEN, MAZE_WALL };
	unsigned char o8[8], w8[8];
	uint64_t om, wm, v, bad = 0;
	size_t x;

	for (x = 0; x < 8; x++) {
		o8[x] = low[x % 2 ? odd : even];
		w8[x] = want[x % 2 ? odd : even];
	}
	memcpy(&om, o8, 8);
	memcpy(&wm, w8, 8);
	for (x = 0; x + 8 <= n; x += 8) {
		memcpy(&v, r + x, 8);
		bad |= (v | om) ^ wm;
	}
	for (; x < n; x++)
		bad |= (unsigned char)((r[x] | o8[x % 8]) ^ w8[x % 8]);
	return bad == 0;
}

/*
 * Is m a cell maze of walls and plain open blocks only, closed all round
 * but for S and E, which stand as the caller has put them: S or E on a cell
 * as ' ', on the outer wall as '#'?
 */
static int
plain_cells(const struct maze *m)
{
	uint32_t y, z, w = m->w, h = m->h, d = m->d;
	const unsigned char *r;

	for (z = 0; z < d; z++)
		for (y = 0; y < h; y++) {
			r = m->b + ((size_t)z * h + y) * w;
			if (d > 1 && z % 2 == 0) {
				/* A floor: open only under a cell, inside. */
				if (!row_ok(r, w, ROW_WALL, z == 0 ||
				    z == d - 1 || y % 2 == 0 ? ROW_WALL :
				    ROW_EITHER))
					return 0;
			} else if (y % 2 == 1) {
				if (!row_ok(r, w, ROW_EITHER, ROW_OPEN) ||
				    r[0] != MAZE_WALL || r[w - 1] != MAZE_WALL)
					return 0;
			} else if (!row_ok(r, w, ROW_WALL,
			    y == 0 || y == h - 1 ?
			    ROW_WALL : ROW_EITHER))
				return 0;
		}
	return 1;
}

/*
 * Where block i of cell maze m is: a cell (returns 0, *c = i), a block of
 * the outer wall beside a cell (returns 1, *c that cell and *dir the way
 * from it to i), or neither (-1).
 */
static int
place(const struct maze *m, size_t i, size_t *c, int *dir)
{
	uint32_t x, y, z;
	size_t lv = (size_t)m->w * m->h;
	int inx, iny, inz;

	maze_xyz(m, i, &x, &y, &z);
	inx = x % 2 == 1;
	iny = y % 2 == 1;
	inz = m->d == 1 || z % 2 == 1;
	*c = i;
	if (inx && iny && inz)
		return 0;
	if (iny && inz && (x == 0 || x == m->w - 1)) {
		*dir = x == 0 ? MAZE_W : MAZE_E;
		*c = x == 0 ? i + 1 : i - 1;
	} else if (inx && inz && (y == 0 || y == m->h - 1)) {
		*dir = y == 0 ? MAZE_N : MAZE_S;
		*c = y == 0 ? i + m->w : i - m->w;
	} else if (inx && iny && (z == 0 || z == m->d - 1)) {
		*dir = z == 0 ? MAZE_UP : MAZE_DOWN;
		*c = z == 0 ? i + lv : i - lv;
	} else
		return -1;
	return 1;
}

/* q's levels in the scratch arrays of s.  Returns 0, or -1 out of memory. */
static int
lq_init(struct levelq *q, struct maze_search *s)
{
	q->s = s;
	q->kcur = SOLVE_SCR_A;
	q->knext = SOLVE_SCR_B;
	if ((q->cur = search_scratch_grow(s, q->kcur, 1, sizeof *q->cur,
	    &q->capcur)) == NULL ||
	    (q->next = search_scratch_grow(s, q->knext, MAZE_NDIRS,
	    sizeof *q->next, &q->capnext)) == NULL)
		return -1;
	return 0;
}

/* Room in the next level for what n cells may add to it. */
static int
lq_room(struct levelq *q, size_t n)
{
	uint64_t *a;

	if (n > SIZE_MAX / MAZE_NDIRS)
		return -1;
	if (n * MAZE_NDIRS <= q->capnext)
		return 0;
	if ((a = search_scratch_grow(q->s, q->knext, n * MAZE_NDIRS,
	    sizeof *a, &q->capnext)) == NULL)
		return -1;
	q->next = a;
	return 0;
}

/*
 * The level of ncur cells has stopped at its cell i, having expanded cells
 * and counted pend passages, with nnext cells for the next: dst found if
 * i < ncur (returns 1, *at = i), none left (0), or the next level is now
 * q->cur, of q->ncur cells (2).
 */
static int
lq_end(struct levelq *q, size_t i, size_t ncur, size_t nnext, size_t cells,
    size_t pend, size_t *at)
{
	uint64_t *t;
	size_t tn;
	int tk;

	q->cells += cells;
	q->ncur = ncur;
	q->pend = pend;
	if (i < ncur) {
		*at = i;
		return 1;
	}
	q->pass += pend;
	if (nnext == 0)
		return 0;
	t = q->cur, q->cur = q->next, q->next = t;
	tn = q->capcur, q->capcur = q->capnext, q->capnext = tn;
	tk = q->kcur, q->kcur = q->knext, q->knext = tk;
	q->ncur = nnext;
	return 2;
}

/*
 * The search, a level at a time, until the level of E is expanded as far
 * as the search over blocks would have: returns 1 with *at the index of
 * dst in c->q.cur, 0 if E is out of reach, -1 out of memory.  Each cell
 * expanded tries its first nd ways: each open passage to a cell not yet
 * expanded is one the level expands (c->q.pend), and a cell not yet seen
 * joins the next level.  nd and mark are constants in each call, so that
 * the compiler makes a loop of each; the loop keeps what it counts in
 * locals, which the stores to the maze's bytes could otherwise alias.
 */
static inline int
levels(struct cbfs *c, size_t *at, const int nd, const int mark)
{
	unsigned char *b = c->b, v, wv;
	ptrdiff_t off[MAZE_NDIRS];
	uint64_t *cur, *next;
	size_t i, p, w, n, ncur, nnext, pend, cells, dst = c->dst;
	int k, rc, open, fresh;

	memcpy(off, c->off, sizeof off);
	cur = c->q.cur;
	cur[0] = c->src;
	ncur = 1;
	b[c->src] = ST_SEEN | ST_ROOT;
	for (;;) {
		if (lq_room(&c->q, ncur) == -1)
			return -1;
		next = c->q.next;
		cells = 0;
		pend = nnext = 0;
		for (i = 0; i < ncur; i++) {
			p = cur[i];
			b[p] |= ST_DONE;
			cells++;
			if (p == dst)
				break;
			/*
			 * A flat maze's ways without branches: a wall is as
			 * likely open as not, and a branch on it, mispredicted
			 * half the time, costs more than the step.  A closed
			 * way leads back to p, which is done, and writes back
			 * what it read; next[] has room for a store that does
			 * not count.  In levels, where most of the six ways
			 * are closed, the branches are cheaper: without them
			 * 200x200x200 cells took 1.2-1.5x the time.
			 */
			for (k = 0; nd == 4 && k < 4; k++) {
				w = (size_t)((ptrdiff_t)p + off[k]);
				wv = b[w];
				open = wv != MAZE_WALL;
				/* Masked, not chosen, lest compilers branch. */
				n = (size_t)((ptrdiff_t)p + (2 * off[k] &
				    -(ptrdiff_t)open));
				v = b[n];
				fresh = !(v & ST_DONE);
				pend += (size_t)fresh;
				if (mark)
					b[w] = fresh && wv == MAZE_OPEN ?
					    MAZE_SEEN : wv;
				fresh &= !(v & ST_SEEN);
				b[n] = fresh ? (unsigned char)(ST_SEEN |
				    maze_back(k)) : v;
				next[nnext] = n;
				nnext += (size_t)fresh;
			}
			for (; k < nd; k++) {
				w = (size_t)((ptrdiff_t)p + off[k]);
				if (b[w] == MAZE_WALL)
					continue;
				n = (size_t)((ptrdiff_t)w + off[k]);
				if ((v = b[n]) & ST_DONE)
					continue;
				pend++;
				if (mark && b[w] == MAZE_OPEN)
					b[w] = MAZE_SEEN;
				if (!(v & ST_SEEN)) {
					b[n] = (unsigned char)(ST_SEEN |
					    maze_back(k));
					next[nnext++] = n;
				}
			}
		}
		if ((rc = lq_end(&c->q, i, ncur, nnext, cells, pend,
		    at)) != 2)
			return rc;
		cur = c->q.cur;
		ncur = c->q.ncur;
	}
}

/*
 * E is found, dst at c->q.cur[i].  E on the wall: it is expanded after the
 * passages its level put in the queue before it, those of the cells before
 * dst and of dst's ways before E's, and after every cell of the level
 * before (dst's).  E a cell: the passages its level has counted (and
 * marked) are expanded after it, and are not.
 */
static void
last_level(struct cbfs *c, size_t i, int nd)
{
	unsigned char *b = c->b;
	size_t j, p, w, n;
	int k;

	if (c->edir >= 0) {
		for (k = 0; k < c->edir; k++) {
			w = (size_t)((ptrdiff_t)c->dst + c->off[k]);
			n = (size_t)((ptrdiff_t)w + c->off[k]);
			if (b[w] != MAZE_WALL && !(b[n] & ST_DONE)) {
				c->q.pend++;
				if (c->mark && b[w] == MAZE_OPEN)
					b[w] = MAZE_SEEN;
			}
		}
		c->q.pass += c->q.pend + 1;
		for (j = i + 1; j < c->q.ncur; j++) {
			b[c->q.cur[j]] |= ST_DONE;
			c->q.cells++;
		}
		return;
	}
	if (!c->mark)
		return;
	/*
	 * The cells of a grid alternate as a chessboard's squares do, so two
	 * cells side by side are never equally far from S: a passage this
	 * level marked leads to a cell of the next, not expanded.
	 */
	for (j = 0; j < i; j++) {
		p = c->q.cur[j];
		for (k = 0; k < nd; k++) {
			w = (size_t)((ptrdiff_t)p + c->off[k]);
			n = (size_t)((ptrdiff_t)w + c->off[k]);
			if (b[w] == MAZE_SEEN && !(b[n] & ST_DONE))
				b[w] = MAZE_OPEN;
		}
	}
}

/*
 * Mark the route from E back to S with '+', as solve_trace does on blocks;
 * returns its steps.
 */
static size_t
trace(struct cbfs *c)
{
	unsigned char *b = c->b;
	size_t p = c->dst, w, steps = c->edir >= 0;
	int k;

	while ((b[p] & ST_BACK) != ST_ROOT) {
		k = b[p] & ST_BACK;
		w = (size_t)((ptrdiff_t)p + c->off[k]);
		b[p] = MAZE_PATH;
		if (b[w] == MAZE_OPEN || b[w] == MAZE_SEEN)
			b[w] = MAZE_PATH;
		p = (size_t)((ptrdiff_t)w + c->off[k]);
		steps += 2;
	}
	if (c->sleaf) {
		b[p] = MAZE_PATH;
		steps++;
	}
	return steps;
}

/*
 * Give the cells their bytes back: ' ', or with explore '.' where expanded
 * (the route's are '+' already); and S and E theirs.
 */
static void
give_back(struct maze *m, int explore)
{
	uint32_t y, z, x;
	unsigned char *r, v;

	for (z = m->d > 1 ? 1 : 0; z < m->d; z += m->d > 1 ? 2 : 1)
		for (y = 1; y < m->h; y += 2) {
			r = m->b + ((size_t)z * m->h + y) * m->w;
			for (x = 0; x < m->w; x++) {
				v = r[x];
				if (v & ST_SEEN)
					r[x] = explore && (v & ST_DONE) ?
					    MAZE_SEEN : MAZE_OPEN;
			}
		}
	m->b[m->start] = MAZE_START;
	m->b[m->end] = MAZE_END;
}

int
solve_bfs_cells(struct maze_solve *sv, struct maze_err *e)
{
	struct maze *m = sv->m;
	struct cbfs c;
	size_t at = 0;
	int sdir, nd = maze_ndirs(m->d), k, rc, sp, ep;

	/* No grid, or ends outside it: solve_load() says which. */
	if (maze_check_grid(m, 1, NULL) == -1 ||
	    m->w < 3 || m->h < 3 || m->w % 2 == 0 || m->h % 2 == 0 ||
	    (m->d > 1 && (m->d < 3 || m->d % 2 == 0)) ||
	    maze_blocks(m) > UINT32_MAX || m->start == MAZE_NONE ||
	    m->end == MAZE_NONE || m->start == m->end)
		return -2;
	memset(&c, 0, sizeof c);
	c.edir = -1;
	if ((sp = place(m, m->start, &c.src, &sdir)) == -1 ||
	    (ep = place(m, m->end, &c.dst, &c.edir)) == -1)
		return -2;
	if (ep == 0)
		c.edir = -1;
	c.sleaf = sp == 1;
	m->b[m->start] = sp ? MAZE_WALL : MAZE_OPEN;
	m->b[m->end] = ep ? MAZE_WALL : MAZE_OPEN;
	if (!plain_cells(m)) {
		m->b[m->start] = MAZE_START;
		m->b[m->end] = MAZE_END;
		return -2;
	}
	solve_reset(sv, 1);
	c.b = m->b;
	c.mark = sv->explore;
	for (k = 0; k < MAZE_NDIRS; k++)
		c.off[k] = maze_dx[k] + (ptrdiff_t)maze_dy[k] * m->w +
		    (ptrdiff_t)maze_dz[k] * m->w * m->h;
	if (lq_init(&c.q, sv->srch) == -1)
		goto oom;
	if (nd == 4)
		rc = c.mark ? levels(&c, &at, 4, 1) : levels(&c, &at, 4, 0);
	else
		rc = c.mark ? levels(&c, &at, 6, 1) : levels(&c, &at, 6, 0);
	if (rc == -1)
		goto oom;
	if (rc == 1) {
		last_level(&c, at, nd);
		sv->length = sv->cost = trace(&c);
	}
	sv->explored = c.q.cells + c.q.pass + (size_t)c.sleaf;
	sv->srch->cells = c.q.cells;
	give_back(m, c.mark);
	return rc;
oom:
	/* The marks of a search cut short go too: the maze had none. */
	for (at = 0; at < maze_blocks(m); at++)
		if (m->b[at] == MAZE_SEEN)
			m->b[at] = MAZE_OPEN;
	give_back(m, 0);
	return maze_oom(sv->m, e);
}

/*
 * ---- The same search on the cell form of a maze (libpriv.h) ----
 *
 * Its walls are the form's bits and its states a byte a cell beside them,
 * the search itself the one above, level for level: the same route, the
 * same count of what it explored.
 */

/* A cell's state: the bits of the search above, in a byte of its own. */
struct fbfs {
	const struct maze_cells *f;
	const uint64_t *g;
	unsigned char *st;
	ptrdiff_t off[MAZE_NDIRS];	/* one cell's step each way */
	size_t src, dst;
	int sleaf, edir;
	struct levelq q;
};

/*
 * A cell's byte during the search on a form: its walls east, south and
 * below, open or not, beside the bits of the search (ST_SEEN, ST_DONE,
 * ST_BACK), so that a step reads one array.
 */
#define ST_E	0x08
#define ST_S	0x10
#define ST_D	0x20

/* Is the wall of node p in direction k open?  (k a constant: no branch.) */
static inline int
form_open(const struct fbfs *c, size_t p, int k)
{
	const unsigned char *st = c->st;

	switch (k) {
	case MAZE_N:
		return (st[p - c->f->pw] & ST_S) != 0;
	case MAZE_E:
		return (st[p] & ST_E) != 0;
	case MAZE_S:
		return (st[p] & ST_S) != 0;
	case MAZE_W:
		return (st[p - 1] & ST_E) != 0;
	case MAZE_UP:
		return (st[p - c->f->plane] & ST_D) != 0;
	default:
		return (st[p] & ST_D) != 0;
	}
}

/*
 * Where block i of the form is, as place() says: its cell's node in *v,
 * and 0 if it is that cell, 1 if it is on the outer wall beside it (*dir
 * the way from the cell to it), -1 if neither.
 */
static int
form_place(const struct maze_cells *f, size_t i, size_t *v, int *dir)
{
	size_t lv = (size_t)f->w * f->h;
	uint32_t x = (uint32_t)(i % f->w), y = (uint32_t)(i / f->w % f->h);
	uint32_t z = (uint32_t)(i / lv), cz;
	int inx = x % 2 == 1, iny = y % 2 == 1, inz = f->d == 1 || z % 2 == 1;
	int rc = 1;

	cz = f->d > 1 ? z / 2 : 0;
	if (inx && iny && inz)
		rc = 0;
	else if (iny && inz && (x == 0 || x == f->w - 1)) {
		*dir = x == 0 ? MAZE_W : MAZE_E;
		x = x == 0 ? 1 : x - 1;
	} else if (inx && inz && (y == 0 || y == f->h - 1)) {
		*dir = y == 0 ? MAZE_N : MAZE_S;
		y = y == 0 ? 1 : y - 1;
	} else if (inx && iny && (z == 0 || z == f->d - 1)) {
		*dir = z == 0 ? MAZE_UP : MAZE_DOWN;
		cz = z == 0 ? 0 : f->cd - 1;
	} else
		return -1;
	*v = maze_cells_node(f, x / 2, y / 2, cz);
	return rc;
}

/*
 * A kept block that is not S or E, or is a former mark on the outer wall or
 * the top or bottom floor: the maze is no plain cell maze.
 */
static int
form_unplain(void *arg, size_t i, unsigned char b)
{
	const struct maze_cells *f = arg;
	size_t lv = (size_t)f->w * f->h;
	uint32_t x = (uint32_t)(i % f->w), y = (uint32_t)(i / f->w % f->h);
	uint32_t z = (uint32_t)(i / lv);

	if (b == MAZE_START || b == MAZE_END)
		return 0;
	return b != MAZE_OPEN || x == 0 || x == f->w - 1 || y == 0 ||
	    y == f->h - 1 || (f->d > 1 && (z == 0 || z == f->d - 1));
}

/*
 * One step of form_levels() from the cell being expanded, p, in direction
 * k, where open says whether the wall that way is: without a branch, as
 * levels() steps, a closed way leading back to p, which is done.  Only
 * the queue is written: a cell is marked as it is expanded, its way back
 * with it in the queue.
 */
#define FORM_STEP(k, open) do {						\
	n = (size_t)((ptrdiff_t)p + (off[k] & -(ptrdiff_t)(open)));	\
	fresh = !(st[n] & ST_DONE);					\
	pend += (size_t)fresh;						\
	next[nnext] = (uint64_t)n << 3 | (unsigned)maze_back(k);	\
	nnext += (size_t)fresh;						\
} while (0)

/*
 * levels(), on the form; nd is a constant in each call.  A cell is marked
 * when it is expanded, not when it is queued, so that a step writes only
 * the queue: a cell queued twice in a level (a maze with loops) is
 * expanded the first time, from the cell that queued it first, as levels()
 * would, and passed over the second.  A grid's cells next to each other
 * are never in one level, so the cells not done beside a cell expanded are
 * those of the next level, however they are marked.
 */
static inline int
form_levels(struct fbfs *c, size_t *at, const int nd)
{
	unsigned char *st = c->st, bp;
	uint64_t *cur, *next, q;
	size_t i, p, n, ncur, nnext, pend, cells, dst = c->dst;
	size_t pw = c->f->pw, plane = c->f->plane;
	ptrdiff_t off[MAZE_NDIRS];
	int rc, fresh;

	memcpy(off, c->off, sizeof off);
	cur = c->q.cur;
	cur[0] = (uint64_t)c->src << 3 | ST_ROOT;
	ncur = 1;
	for (;;) {
		if (lq_room(&c->q, ncur) == -1)
			return -1;
		next = c->q.next;
		cells = 0;
		pend = nnext = 0;
		for (i = 0; i < ncur; i++) {
			q = cur[i];
			p = (size_t)(q >> 3);
			/* p's own walls, read before any step. */
			bp = st[p];
			if (bp & ST_DONE)
				continue;
			st[p] = (unsigned char)(bp | ST_SEEN | ST_DONE |
			    (q & ST_BACK));
			cells++;
			if (p == dst)
				break;
			FORM_STEP(MAZE_N, st[p - pw] >> 4 & 1);
			FORM_STEP(MAZE_E, bp >> 3 & 1);
			FORM_STEP(MAZE_S, bp >> 4 & 1);
			FORM_STEP(MAZE_W, st[p - 1] >> 3 & 1);
			if (nd == 6) {
				FORM_STEP(MAZE_UP, st[p - plane] >> 5 & 1);
				FORM_STEP(MAZE_DOWN, bp >> 5 & 1);
			}
		}
		if ((rc = lq_end(&c->q, i, ncur, nnext, cells, pend,
		    at)) != 2)
			return rc;
		cur = c->q.cur;
		ncur = c->q.ncur;
	}
}

/*
 * bfs over the cells of the plain cell maze of form f (its marks cleared),
 * as solve_bfs_cells() searches its blocks: the same route, marked in f's
 * nodes with MAZE_CELL_MARK (maze_write_cells() draws it), and the same
 * figures in sv.  Returns as a solver does, or -2, having changed nothing,
 * if the maze is no plain cell maze, or S and E are not on cells or the
 * outer wall.
 */
int
maze_solve_bfs_form(struct maze_solve *sv, struct maze_cells *f,
    struct maze_err *e)
{
	struct fbfs c;
	uint64_t *g = f->g;
	uint64_t t;
	size_t at = 0, p, steps, i;
	int sdir, nd = maze_ndirs(f->d), k, rc, sp, ep;

	if (maze_cells_check(f, e) == -1)
		return -1;
	if (f->start == MAZE_NONE || f->end == MAZE_NONE ||
	    f->start == f->end)
		return -2;
	memset(&c, 0, sizeof c);
	c.edir = -1;
	if ((sp = form_place(f, f->start, &c.src, &sdir)) == -1 ||
	    (ep = form_place(f, f->end, &c.dst, &c.edir)) == -1 ||
	    maze_cells_each_kept(f, form_unplain, f) != 0)
		return -2;
	if (ep == 0)
		c.edir = -1;
	c.sleaf = sp == 1;
	solve_reset(sv, 1);
	c.f = f;
	c.g = g;
	c.off[MAZE_N] = -(ptrdiff_t)f->pw;
	c.off[MAZE_E] = 1;
	c.off[MAZE_S] = (ptrdiff_t)f->pw;
	c.off[MAZE_W] = -1;
	c.off[MAZE_UP] = -(ptrdiff_t)f->plane;
	c.off[MAZE_DOWN] = (ptrdiff_t)f->plane;
	if ((c.st = search_scratch(sv->srch, SOLVE_SCR_ST, f->nodes)) ==
	    NULL || lq_init(&c.q, sv->srch) == -1)
		return maze_cells_oom(f, e);
	/*
	 * The walls of each cell into its byte, three bits up: a word of
	 * sixteen nodes at a time, the nodes over it one by one.
	 */
	for (p = 0; p + 16 <= f->nodes; p += 16)
		for (t = g[p / 16], k = 0; k < 16; k++, t >>= 4)
			c.st[p + (size_t)k] = (unsigned char)((t & 7) << 3);
	for (; p < f->nodes; p++)
		c.st[p] = (unsigned char)((g[p / 16] >> (p % 16 * 4) & 7) << 3);
	rc = nd == 4 ? form_levels(&c, &at, 4) : form_levels(&c, &at, 6);
	if (rc == -1)
		return maze_cells_oom(f, e);
	if (rc == 1) {
		/* last_level(), which with E a cell has nothing to count. */
		for (k = 0; c.edir >= 0 && k < c.edir; k++)
			c.q.pend += form_open(&c, c.dst, k) &&
			    !(c.st[(size_t)((ptrdiff_t)c.dst + c.off[k])] &
			    ST_DONE);
		if (c.edir >= 0) {
			c.q.pass += c.q.pend + 1;
			/* Each cell once, though queued twice. */
			for (i = at + 1; i < c.q.ncur; i++) {
				p = (size_t)(c.q.cur[i] >> 3);
				c.q.cells += !(c.st[p] & ST_DONE);
				c.st[p] |= ST_DONE;
			}
		}
		/* trace(): the route's cells marked, S's too. */
		steps = c.edir >= 0;
		for (p = c.dst; (c.st[p] & ST_BACK) != ST_ROOT; steps += 2) {
			g[p / 16] |= (uint64_t)MAZE_CELL_MARK << (p % 16 * 4);
			p = (size_t)((ptrdiff_t)p + c.off[c.st[p] & ST_BACK]);
		}
		g[p / 16] |= (uint64_t)MAZE_CELL_MARK << (p % 16 * 4);
		sv->length = sv->cost = steps + (size_t)c.sleaf;
	}
	sv->explored = c.q.cells + c.q.pass + (size_t)c.sleaf;
	sv->srch->cells = c.q.cells;
	return rc;
}
