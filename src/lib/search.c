/*
 * search.c: the one distance search over a maze, breadth-first or by Dial's
 * buckets on weights, shared by the solvers, mazepost, mazestat and the heat
 * map.
 */
#include <stdlib.h>
#include <string.h>

#include "lib/libint.h"
#include "lib/libpriv.h"

/* A new, empty search state, or NULL out of memory. */
struct maze_search *
maze_search_new(void)
{
	struct maze_search *s = calloc(1, sizeof *s);

	if (s != NULL)
		s->hto = MAZE_NONE;
	return s;
}

void
maze_search_free(struct maze_search *s)
{
	int k;

	if (s == NULL)
		return;
	free(s->st);
	free(s->q);
	for (k = 0; k < SEARCH_NBUCKETS; k++)
		free(s->bucket[k].v);
	for (k = 0; k < SEARCH_NSCRATCH; k++)
		free(s->scratch[k]);
	free(s);
}

/*
 * Scratch array k (0 to SEARCH_NSCRATCH - 1) of at least bytes bytes, kept
 * from one search to the next and freed by maze_search_free; it keeps its
 * contents when it grows, as realloc does.  NULL if out of memory, leaving
 * the array as it was.  A large one is a solver's distances or weights, a
 * block each, reached all over: it asks for huge pages (maze_huge).
 */
void *
search_scratch(struct maze_search *s, int k, size_t bytes)
{
	void *p;

	if (bytes > s->scratchcap[k]) {
		if ((p = realloc(s->scratch[k], bytes)) == NULL)
			return NULL;
		maze_huge(p, bytes);
		s->scratch[k] = p;
		s->scratchcap[k] = bytes;
	}
	return s->scratch[k];
}

/*
 * Scratch array k with room for at least need elements of size bytes,
 * grown as MAZE_GROW grows arrays (doubling, overflow-checked), keeping its
 * contents; *cap is set to how many it has room for.  NULL out of memory,
 * the array and *cap left as they were.
 */
void *
search_scratch_grow(struct maze_search *s, int k, size_t need, size_t size,
    size_t *cap)
{
	size_t n = s->scratchcap[k] / size;

	if (need > n) {
		if (maze_grow(&s->scratch[k], &n, need, size) == -1)
			return NULL;
		s->scratchcap[k] = n * size;
	}
	*cap = n;
	return s->scratch[k];
}

/* Offsets of the steps in the padded grid, N, E, S, W, up, down. */
static void
offsets(const struct maze_search *s, ptrdiff_t off[MAZE_NDIRS])
{
	int d;

	for (d = 0; d < MAZE_NDIRS; d++)
		off[d] = (ptrdiff_t)maze_dz[d] * (ptrdiff_t)s->plane +
		    (ptrdiff_t)maze_dy[d] * (ptrdiff_t)s->pw + maze_dx[d];
}

/* Bits 0, 16, 32 and 48 of t gathered into bits 0, 8, 16 and 24. */
static inline uint32_t
gather4(uint64_t t)
{
	t = (t & UINT64_C(0x0000000100000001)) |
	    (t >> 8 & UINT64_C(0x0000010000000100));
	return (uint32_t)(t | t >> 16);
}

/*
 * A masked maze's row of cells at b, its states at p (maze(5) "Grids"): a
 * wall of a cell outside joins nothing, though an entrance on the outline
 * is not a wall.  A cell outside is a wall.
 */
static void
unmask_row(unsigned char *p, const unsigned char *b, uint32_t cw, size_t w,
    size_t lv)
{
	uint32_t x;

	/* Each neighbour is read only if the wall to it is open. */
	for (x = 0; x < cw; x++, b += 2) {
		if ((p[x] & SEARCH_OPEN_E) &&
		    (*b == MAZE_WALL || b[2] == MAZE_WALL))
			p[x] &= (unsigned char)~SEARCH_OPEN_E;
		if ((p[x] & SEARCH_OPEN_S) &&
		    (*b == MAZE_WALL || b[2 * w] == MAZE_WALL))
			p[x] &= (unsigned char)~SEARCH_OPEN_S;
		if ((p[x] & SEARCH_OPEN_D) &&
		    (*b == MAZE_WALL || b[2 * lv] == MAZE_WALL))
			p[x] &= (unsigned char)~SEARCH_OPEN_D;
	}
}

/*
 * The state of a cell of a cell maze as a node of the cell graph: which of
 * its walls east and south, and its floor below, are open (those north,
 * west and above are the open ones of its neighbours); the outer wall never
 * is.  Every node is a cell: SEARCH_CELL is implied, and its bit is
 * SEARCH_OPEN_D here.  A flat maze's row goes four cells at a time: eight
 * blocks of the cells' row hold their walls east, and eight of the row
 * below their walls south.
 */
static void
load_graph(struct maze_search *s, const struct maze *m)
{
	uint32_t cw = s->w, ch = s->h, cd = s->d, x, y, z, k, four;
	size_t lv = (size_t)m->w * m->h;
	const unsigned char *b;
	unsigned char *p, south, down;

	for (z = 0; z < cd; z++)
		for (y = 0; y < ch; y++) {
			/* Cell (0, y, z), whose walls are in m. */
			b = m->b + maze_cell3(m, 0, y, z);
			p = s->st + (cd > 1 ? (z + 1) * s->plane : 0) +
			    (y + 1) * s->pw;
			p[0] = p[s->pw - 1] = SEARCH_WALL;
			south = y + 1 < ch ? SEARCH_OPEN_S : 0;
			down = z + 1 < cd ? SEARCH_OPEN_D : 0;
			x = 0;
			/* The last word read ends at the row's last block. */
			for (; cd == 1 && x + 4 <= cw; x += 4) {
				four = gather4(maze_notwall8(maze_le64(b +
				    2 * (size_t)x)) >> 15) * SEARCH_OPEN_E |
				    gather4(maze_notwall8(maze_le64(b +
				    2 * (size_t)x + m->w)) >> 7) * south;
				for (k = 0; k < 4; k++)
					p[x + 1 + k] = (unsigned char)(four >>
					    8 * k);
			}
			for (; x < cw; x++)
				p[x + 1] = (b[2 * x + 1] != MAZE_WALL ?
				    SEARCH_OPEN_E : 0) |
				    (b[2 * x + m->w] != MAZE_WALL ? south : 0) |
				    (down && b[2 * x + lv] != MAZE_WALL ?
				    down : 0);
			p[cw] &= (unsigned char)~SEARCH_OPEN_E;
			if (m->hdr.grid & MAZE_GRID_MASK)
				unmask_row(p + 1, b, cw, m->w, lv);
		}
}

/*
 * The open blocks of the cells of hex or polar maze m SEARCH_CELL in s
 * (SEARCH_DOORS; maze(5) "Grids"): a hexagon's three blocks of its row;
 * the polar centre's nine, and on a loop an odd q = 2r + 1 blocks from
 * the middle (ring r), every block whose offsets from the middle add up
 * odd, those of a side's even places, its corners being doors.  The
 * centre's own corners are walls to the search: a way across the centre
 * through its middle is as short, in doors and in blocks, and a search
 * that enters a cell's blocks for nothing could otherwise wander there.
 */
static inline void
mark_cell(unsigned char *p)
{
	if (*p != SEARCH_WALL)
		*p = SEARCH_CELL;
}

static void
mark_cells(struct maze_search *s, const struct maze *m)
{
	unsigned char *p;
	uint32_t x, y, sh, cy;
	int64_t c, dx, dy, q;

	if ((m->hdr.grid & MAZE_GRID_KIND) == MAZE_GRID_HEX) {
		for (cy = 0; cy < maze_hex_h(m->h); cy++) {
			p = s->st + search_pad(s, (size_t)(2 * cy + 1) * m->w);
			sh = cy % 2 ? 2 : 0;
			for (x = 1 + sh; x + 3 <= 4 * maze_hex_w(m->w) + 1 + sh;
			    x += 4)
				if (p[x] != SEARCH_WALL)
					p[x] = p[x + 1] = p[x + 2] =
					    SEARCH_CELL;
		}
		return;
	}
	/*
	 * Row by row, dy from the middle: on an odd row (the loop |dy|, ring
	 * (|dy| - 1) / 2's top or bottom side) the cells are its even dx
	 * inside the corners; on an even row they are on the west and east
	 * sides of the rings further out, the odd dx beyond |dy|.  The
	 * middle row holds the centre's middle too, the rows beside it the
	 * centre's corners.
	 */
	c = 2 * (int64_t)maze_polar_rings(m->w);
	for (y = 0; y < m->h; y++) {
		p = s->st + search_pad(s, (size_t)y * m->w) + c;
		dy = (int64_t)y - c;
		q = dy < 0 ? -dy : dy;
		if (q % 2 != 0)
			for (dx = 1 - q; dx < q; dx += 2)
				mark_cell(p + dx);
		else
			for (dx = q + 1; dx <= c; dx += 2) {
				mark_cell(p + dx);
				mark_cell(p - dx);
			}
		if (q == 0)
			mark_cell(p);
		if (q == 1)
			p[-1] = p[1] = SEARCH_WALL;
	}
}

/*
 * Make s a fresh search over m, as how (SEARCH_* or-ed; 0 and 1 are the
 * old "cells" flag) says.  The nodes are m's blocks: walls and the padding
 * SEARCH_WALL and open blocks 0, with SEARCH_CELLS the cells of a cell maze
 * SEARCH_CELL, and with SEARCH_WEIGHTS each open block's weight less one
 * in SEARCH_WEIGHT.  With SEARCH_GRAPH (m must be a cell maze; no weights)
 * they are its cells, each with SEARCH_OPEN_E, SEARCH_OPEN_S and
 * SEARCH_OPEN_D where those walls are open, and s->w, s->h and s->d count
 * cells.
 */
int
search_load(struct maze_search *s, const struct maze *m, int how,
    struct maze_err *e)
{
	int graph = (how & SEARCH_GRAPH) != 0;
	uint32_t w = graph ? m->w / 2 : m->w;
	uint32_t h = graph ? m->h / 2 : m->h;
	uint32_t d = graph ? maze_cell_levels(m) : m->d;
	size_t pw = (size_t)w + 2, plane = pw * ((size_t)h + 2);
	size_t n = plane * (d > 1 ? (size_t)d + 2 : 1), x, y, z;
	const unsigned char *row;
	unsigned char *st, *p, c;
	uint64_t v;
	int weighted = 0;

	/* Every walk over a maze begins here: none over one not in memory. */
	if (maze_check_grid(m, 1, e) == -1)
		return -1;
	if (n > s->stcap) {
		if ((st = realloc(s->st, n)) == NULL)
			return maze_oom(m, e);
		/* A walk goes all over it: huge pages spare the misses. */
		maze_huge(st, n);
		s->st = st;
		s->stcap = n;
	}
	s->w = w;
	s->h = h;
	s->d = d;
	s->pw = pw;
	s->plane = plane;
	offsets(s, s->off);
	s->hto = MAZE_NONE;
	s->graph = graph;
	s->explored = 0;
	s->doors = 0;
	s->grid = m->hdr.grid & MAZE_GRID_KIND;
	if (d > 1) {
		memset(s->st, SEARCH_WALL, plane + pw);
		memset(s->st + n - plane - pw, SEARCH_WALL, plane + pw);
		for (z = 1; z < d; z++)
			memset(s->st + (z + 1) * plane - pw, SEARCH_WALL,
			    2 * pw);
	} else {
		memset(s->st, SEARCH_WALL, pw);
		memset(s->st + n - pw, SEARCH_WALL, pw);
	}
	if (s->graph) {
		load_graph(s, m);
		s->weighted = 0;
		return 0;
	}
	for (z = 0; z < d; z++)
		for (y = 0; y < h; y++) {
			row = m->b + (z * h + y) * w;
			p = s->st + (d > 1 ? (z + 1) * plane : 0) +
			    (y + 1) * pw;
			p[0] = p[pw - 1] = SEARCH_WALL;
			/*
			 * Eight blocks at a time: a wall's byte all ones,
			 * any other's 0.  Byte by byte, which is what gcc
			 * makes of the plain loop at -O2, this was an eighth
			 * of bfs on a polar maze.
			 */
			for (x = 0; x + 8 <= w; x += 8) {
				memcpy(&v, row + x, 8);
				v = (~maze_notwall8(v) & MAZE_BYTES8(0x80)) >>
				    7;
				v *= 0xff;
				memcpy(p + 1 + x, &v, 8);
			}
			for (; x < w; x++)
				p[x + 1] = row[x] == MAZE_WALL ?
				    SEARCH_WALL : 0;
			if ((how & SEARCH_WEIGHTS))
				for (x = 0; x < w; x++)
					if (maze_isweighted(c = row[x]) &&
					    c > '1') {
						p[x + 1] = (unsigned char)
						    (c - '1');
						weighted = 1;
					}
			if ((how & SEARCH_CELLS) && y % 2 == 1 &&
			    (d == 1 || z % 2 == 1))
				for (x = 1; x < w; x += 2)
					p[x + 1] |= SEARCH_CELL;
		}
	s->weighted = weighted;
	if ((how & SEARCH_DOORS) && !weighted && d == 1 &&
	    (s->grid == MAZE_GRID_HEX || s->grid == MAZE_GRID_POLAR)) {
		mark_cells(s, m);
		s->doors = 1;
	}
	return 0;
}

/*
 * Make room for one more entry in the ring of s, which holds n entries from
 * head: double it, the entries moved to its start.  Returns 0, or -1 out
 * of memory.
 */
int
search_grow_queue(struct maze_search *s, size_t head, size_t n)
{
	size_t cap = s->qcap ? 2 * s->qcap : 4096, i;
	size_t *q;

	if ((q = malloc(cap * sizeof *q)) == NULL)
		return -1;
	for (i = 0; i < n; i++)
		q[i] = s->q[(head + i) & (s->qcap - 1)];
	free(s->q);
	s->q = q;
	s->qcap = cap;
	return 0;
}

/* A walk's FIFO in the ring of s: head to tail; lend ends the level. */
struct fifo {
	size_t head, tail, lend, mask;
};

/*
 * Room in the ring of s for n more entries at the tail of f (n at most
 * 4096, which one doubling of a ring always makes room for).  Returns 0,
 * or -1 out of memory.
 */
static inline int
fifo_room(struct maze_search *s, struct fifo *f, size_t n)
{
	if (s->qcap - (f->tail - f->head) >= n)
		return 0;
	if (search_grow_queue(s, f->head, f->tail - f->head) == -1)
		return -1;
	f->tail -= f->head;
	f->lend -= f->head;
	f->head = 0;
	f->mask = s->qcap - 1;
	return 0;
}

/*
 * Put padded node np, reached by a step towards direction back from it,
 * at the tail of f.  Returns 0, or -1 out of memory.
 */
static inline int
enqueue(struct maze_search *s, struct fifo *f, size_t np, int back)
{
	s->st[np] |= SEARCH_SEEN | back;
	if (fifo_room(s, f, 1) == -1)
		return -1;
	s->q[f->tail++ & f->mask] = np;
	return 0;
}

/*
 * One way out of a cell of the cell graph, without a branch: to node np if
 * open is not 0 and np's byte has the bits of want (its own wall's open
 * bit, for a way north or west) and not SEARCH_SEEN; then np is seen, with
 * the way back, and joins the tail of f.  The room at the tail is the
 * caller's to make.
 */
static inline void
step(unsigned char *st, size_t *q, struct fifo *f, size_t np, unsigned open,
    unsigned want, unsigned back)
{
	unsigned v = st[np];
	unsigned fresh = (open != 0) & ((v & (SEARCH_SEEN | want)) == want);

	st[np] = (unsigned char)(v | (-fresh & (SEARCH_SEEN | back)));
	q[f->tail & f->mask] = np;
	f->tail += fresh;
}

/*
 * What a walk found, as search_walk() says: explored nodes expanded, the
 * last, the last cell, and the distance of the last.
 */
static int
walk_end(struct maze_search *s, struct search_walk *w, size_t explored,
    size_t last, size_t cell, uint64_t d)
{
	s->explored += explored;
	w->last = last;
	w->lastcell = cell;
	w->dist = d;
	return 0;
}

/*
 * Breadth-first search, a level at a time so that distances need no memory
 * per node.  graph is s->graph and nd the directions (4, or 6 with levels),
 * constants in each call so that the compiler makes one loop of each.
 */
static inline int
walk_levels(struct maze_search *s, size_t src, struct search_walk *w,
    const int graph, const int nd, struct maze_err *e)
{
	unsigned char *st = s->st, c;
	search_visit_fn *visit = w->visit;
	void *arg = w->arg;
	/* On the cell graph every node is a cell. */
	unsigned char only = graph ? w->only & ~SEARCH_CELL : w->only;
	ptrdiff_t off[MAZE_NDIRS];
	struct fifo f = { 0, 0, 0, 0 };
	size_t p = MAZE_NONE, pw = s->pw, plane = s->plane;
	size_t cell = MAZE_NONE, explored = 0, dst = w->dst;
	uint64_t d = 0;
	int k;

	offsets(s, off);
	if (s->qcap == 0 && search_grow_queue(s, 0, 0) == -1)
		goto oom;
	f.mask = s->qcap - 1;
	st[src] |= SEARCH_SEEN | SEARCH_ROOT;
	s->q[f.tail++ & f.mask] = src;
	f.lend = f.tail;
	while (f.head != f.tail) {
		if (f.head == f.lend) {
			d++;
			f.lend = f.tail;
		}
		p = s->q[f.head++ & f.mask];
		c = st[p] |= SEARCH_DONE;
		explored++;
		if (graph || (c & SEARCH_CELL))
			cell = p;
		if (visit != NULL && (c & only) == only &&
		    visit(arg, p, d) != 0) {
			w->stopped = 1;
			break;
		}
		if (p == dst)
			break;
		/*
		 * Over blocks, each way without a branch too, as step() goes:
		 * a wall (SEARCH_WALL) is seen already, and whether the block
		 * beyond is a wall is as hard to guess as whether it is new.
		 */
		if (!graph) {
			if (fifo_room(s, &f, (size_t)nd) == -1)
				goto oom;
			for (k = 0; k < nd; k++)
				step(st, s->q, &f, (size_t)((ptrdiff_t)p +
				    off[k]), 1, 0, (unsigned)maze_back(k));
			continue;
		}
		/*
		 * On the cell graph the wall east or south is p's to say, the
		 * wall north or west its neighbour's; the padding is seen.
		 * A flat maze's four ways go without branches, as in
		 * solve/cellbfs.c: a wall is as likely open as closed, and a
		 * branch on it costs more than the step.  Each way stores its
		 * node at the tail whether it counts or not, and a way that
		 * does not count writes back the byte it read.
		 */
		if (nd == 4) {
			if (fifo_room(s, &f, 4) == -1)
				goto oom;
			step(st, s->q, &f, p - pw, 1, SEARCH_OPEN_S, MAZE_S);
			step(st, s->q, &f, p + 1, c & SEARCH_OPEN_E, 0, MAZE_W);
			step(st, s->q, &f, p + pw, c & SEARCH_OPEN_S, 0,
			    MAZE_N);
			step(st, s->q, &f, p - 1, 1, SEARCH_OPEN_E, MAZE_E);
			continue;
		}
		if (((st[p - pw] & (SEARCH_SEEN | SEARCH_OPEN_S)) ==
		    SEARCH_OPEN_S && enqueue(s, &f, p - pw, MAZE_S) == -1) ||
		    ((c & SEARCH_OPEN_E) && !(st[p + 1] & SEARCH_SEEN) &&
		    enqueue(s, &f, p + 1, MAZE_W) == -1) ||
		    ((c & SEARCH_OPEN_S) && !(st[p + pw] & SEARCH_SEEN) &&
		    enqueue(s, &f, p + pw, MAZE_N) == -1) ||
		    ((st[p - 1] & (SEARCH_SEEN | SEARCH_OPEN_E)) ==
		    SEARCH_OPEN_E && enqueue(s, &f, p - 1, MAZE_E) == -1))
			goto oom;
		if (nd == 6 && (((st[p - plane] & (SEARCH_SEEN |
		    SEARCH_OPEN_D)) == SEARCH_OPEN_D && enqueue(s, &f,
		    p - plane, MAZE_DOWN) == -1) || ((c & SEARCH_OPEN_D) &&
		    !(st[p + plane] & SEARCH_SEEN) && enqueue(s, &f,
		    p + plane, MAZE_UP) == -1)))
			goto oom;
	}
	return walk_end(s, w, explored, p, cell, d);
oom:
	return maze_error(e, 0, 0, "out of memory");
}

/*
 * Dial's algorithm: Dijkstra's, with a ring of buckets by distance, since
 * a step costs 1 to 9.  A node may be put in a bucket more than once (once
 * for each neighbour expanded before it), so that no tentative distance
 * needs memory: the first time it comes out of one it is at its distance,
 * and it is expanded; later ones are passed over.
 */
static int
walk_dial(struct maze_search *s, size_t src, struct search_walk *w,
    struct maze_err *e)
{
	unsigned char *st = s->st;
	struct search_bucket *b = s->bucket, *bk, *to;
	ptrdiff_t off[MAZE_NDIRS];
	int ndirs = maze_ndirs(s->d);
	size_t pending = 1, j, p = MAZE_NONE, np, cell = MAZE_NONE;
	size_t explored = 0, last = MAZE_NONE;
	uint64_t d, nd, lastd = 0;
	int k;

	offsets(s, off);
	for (k = 0; k < SEARCH_NBUCKETS; k++)
		b[k].n = 0;
	if (MAZE_GROW(b[0].v, b[0].cap, 1) == -1)
		return maze_error(e, 0, 0, "out of memory");
	b[0].v[b[0].n++] = src;
	st[src] |= SEARCH_SEEN;
	for (d = 0; pending > 0; d++) {
		bk = &b[d % SEARCH_NBUCKETS];
		/* Every step costs 1 or more: nothing joins this bucket now. */
		for (j = 0; j < bk->n; j++) {
			p = bk->v[j];
			if (st[p] & SEARCH_DONE)
				continue;
			st[p] |= SEARCH_DONE;
			explored++;
			last = p;
			lastd = d;
			if (st[p] & SEARCH_CELL)
				cell = p;
			if (w->visit != NULL && (st[p] & w->only) == w->only &&
			    w->visit(w->arg, p, d) != 0) {
				w->stopped = 1;
				goto out;
			}
			if (p == w->dst)
				goto out;
			for (k = 0; k < ndirs; k++) {
				np = (size_t)((ptrdiff_t)p + off[k]);
				if (st[np] & SEARCH_DONE)
					continue;
				st[np] |= SEARCH_SEEN;
				nd = d + (st[np] & SEARCH_WEIGHT) + 1;
				to = &b[nd % SEARCH_NBUCKETS];
				if (MAZE_GROW(to->v, to->cap, to->n + 1) == -1)
					return maze_error(e, 0, 0,
					    "out of memory");
				to->v[to->n++] = np;
				pending++;
			}
		}
		pending -= bk->n;
		bk->n = 0;
	}
out:
	s->explored += explored;
	w->last = last;
	w->lastcell = cell;
	w->dist = lastd;
	return 0;
}

/*
 * Breadth-first by doors (SEARCH_DOORS): a step onto a block of a cell
 * costs nothing, any other one, so that the distance of a block is the
 * doors crossed to reach it.  A level is every block at one distance, in
 * a bucket of Dial's ring, the next in another: a block of a cell joins
 * the level it is reached from, at its end, any other the next level.
 * Whether a block costs depends on it alone, so that it is first reached
 * as cheaply as it ever will be; first in, first out within a level, so
 * that within a cell too the way back is a shortest one, as across the
 * polar centre's nine blocks.
 */
static int
walk_doors(struct maze_search *s, size_t src, struct search_walk *w,
    struct maze_err *e)
{
	unsigned char *st = s->st, c;
	struct search_bucket *cur = &s->bucket[0], *next = &s->bucket[1], *t;
	ptrdiff_t off[MAZE_NDIRS];
	size_t p = MAZE_NONE, np, cell = MAZE_NONE, explored = 0, i;
	uint64_t d = 0;
	unsigned fresh, free0;
	int k;

	offsets(s, off);
	cur->n = next->n = 0;
	if (MAZE_GROW(cur->v, cur->cap, 1) == -1)
		goto oom;
	st[src] |= SEARCH_SEEN | SEARCH_ROOT;
	cur->v[cur->n++] = src;
	for (i = 0; i < cur->n || next->n > 0; i++) {
		if (i == cur->n) {
			t = cur;
			cur = next;
			next = t;
			next->n = 0;
			i = 0;
			d++;
		}
		p = cur->v[i];
		c = st[p] |= SEARCH_DONE;
		explored++;
		if (c & SEARCH_CELL)
			cell = p;
		if (w->visit != NULL && (c & w->only) == w->only &&
		    w->visit(w->arg, p, d) != 0) {
			w->stopped = 1;
			break;
		}
		if (p == w->dst)
			break;
		if (MAZE_GROW(cur->v, cur->cap, cur->n + 4) == -1 ||
		    MAZE_GROW(next->v, next->cap, next->n + 4) == -1)
			goto oom;
		/*
		 * Each way without a branch, as step() goes: whether a block
		 * is new, and whether it is a cell's, are as hard to guess.
		 * It is written at the end of both levels, and counts in one
		 * if it is new.
		 */
		for (k = 0; k < 4; k++) {
			np = (size_t)((ptrdiff_t)p + off[k]);
			c = st[np];
			fresh = !(c & SEARCH_SEEN);
			free0 = (c & SEARCH_CELL) != 0;
			st[np] = (unsigned char)(c | (-fresh & (SEARCH_SEEN |
			    (unsigned)maze_back(k))));
			cur->v[cur->n] = next->v[next->n] = np;
			cur->n += fresh & free0;
			next->n += fresh & !free0;
		}
	}
	return walk_end(s, w, explored, p, cell, d);
oom:
	return maze_error(e, 0, 0, "out of memory");
}

/*
 * Search from padded node src, expanding the nodes in order of distance:
 * breadth-first, each node's neighbours tried N, E, S, W and first in,
 * first out, unless s was loaded with SEARCH_WEIGHTS and has weights; then
 * by Dial's algorithm, entering a block costing its weight; or if loaded
 * with SEARCH_DOORS from a hex or polar maze, by doors (walk_doors(): a
 * block of a cell entered for nothing).  Each node
 * expanded gets SEARCH_DONE and, if its state has every bit of w->only, is
 * told to w->visit (if not NULL) with its distance; the walk stops after
 * w->dst (MAZE_NONE for none) or when the visitor says so (w->stopped).
 * Breadth-first, every node reached gets SEARCH_SEEN and the direction
 * back towards src, and src SEARCH_ROOT.  w->last is the last node
 * expanded, w->lastcell the last with SEARCH_CELL, w->dist last's
 * distance: as far from src as any, unless the walk stopped early.
 * Returns 0, or -1 out of memory.
 */
int
search_walk(struct maze_search *s, size_t src, struct search_walk *w,
    struct maze_err *e)
{
	w->stopped = 0;
	if (s->weighted)
		return walk_dial(s, src, w, e);
	if (s->doors)
		return walk_doors(s, src, w, e);
	if (s->d > 1)
		return s->graph ? walk_levels(s, src, w, 1, 6, e) :
		    walk_levels(s, src, w, 0, 6, e);
	if (s->graph)
		return walk_levels(s, src, w, 1, 4, e);
	return walk_levels(s, src, w, 0, 4, e);
}

/*
 * Breadth-first search from padded block src, stopping once dst is expanded
 * (pass MAZE_NONE to reach everything).  Every block reached gets
 * SEARCH_SEEN and the direction back towards src; every block expanded,
 * SEARCH_DONE.  *last is the last block expanded and *lastcell the last
 * cell (MAZE_NONE if none); since blocks are expanded in order of distance,
 * these are as far from src as any.  Either pointer may be NULL.
 */
int
search_bfs(struct maze_search *s, size_t src, size_t dst, size_t *last,
    size_t *lastcell, struct maze_err *e)
{
	struct search_walk w;

	memset(&w, 0, sizeof w);
	w.dst = dst;
	if (search_walk(s, src, &w, e) == -1)
		return -1;
	if (last != NULL)
		*last = w.last;
	if (lastcell != NULL)
		*lastcell = w.lastcell;
	return 0;
}

/*
 * Mark the way back from padded block dst to the root of its search in m
 * with '+', leaving the endpoints as they are.  Returns its length in steps.
 */
size_t
search_mark_path(const struct maze_search *s, struct maze *m, size_t dst)
{
	size_t p = dst, i, steps = 0;

	while (!search_isroot(s->st[p])) {
		p = search_step(s, p, s->st[p] & SEARCH_BACK);
		steps++;
		i = search_unpad(s, p);
		if (m->b[i] != MAZE_START && m->b[i] != MAZE_END &&
		    !search_isroot(s->st[p]))
			m->b[i] = MAZE_PATH;
	}
	return steps;
}

/* Mark the plain open blocks the search expanded with '.'; return how many. */
size_t
search_mark_explored(const struct maze_search *s, struct maze *m)
{
	size_t x, y, n = 0;
	unsigned char *row;
	const unsigned char *st;

	for (y = 0; y < (size_t)m->h * m->d; y++) {
		row = m->b + y * m->w;
		st = s->st + search_pad(s, y * m->w);
		for (x = 0; x < m->w; x++)
			if (st[x] != SEARCH_WALL && (st[x] & SEARCH_DONE) &&
			    row[x] == MAZE_OPEN) {
				row[x] = MAZE_SEEN;
				n++;
			}
	}
	return n;
}

size_t
search_shortest(const struct maze *m, struct maze_err *e)
{
	struct maze_search *s;
	size_t dst, q, steps = 0;

	if ((s = maze_search_new()) == NULL) {
		maze_error(e, 0, 0, "out of memory");
		return 0;
	}
	if (search_load(s, m, SEARCH_BLOCKS, e) == -1)
		goto out;
	dst = search_pad(s, m->end);
	if (search_bfs(s, search_pad(s, m->start), dst, NULL, NULL, e) == -1)
		goto out;
	if (!(s->st[dst] & SEARCH_DONE)) {
		maze_error(e, 0, 0, "no path from S to E");
		goto out;
	}
	for (q = dst; !search_isroot(s->st[q]); steps++)
		q = search_step(s, q, s->st[q] & SEARCH_BACK);
out:
	maze_search_free(s);
	return steps;
}
