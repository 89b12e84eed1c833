/*
 * weave.c: weave mazes read from their blocks (maze(5) "Grids"): whether
 * a maze is one, and its crossings and tunnels, for the programs that see
 * a weave as the maze of cells it is rather than as three levels of
 * blocks.
 *
 * A weave maze of w x h cells is three levels of (2w + 1) x (2h + 1)
 * blocks: level 0 a cell maze, the maze seen from above; level 1 a floor,
 * open only under a tunnel's end; level 2 the tunnels, each the five
 * blocks from a cell, under the next, to the one after, straight.  The
 * cell between, a crossing, carries on level 0 a passage straight across
 * the tunnel and no other way out.
 */
#include <stdint.h>
#include <string.h>

#include "lib/libpriv.h"

/* Steps in a level: east, south. */
static size_t
axis_step(const struct maze *m, int ns)
{
	return ns ? m->w : 1;
}

/*
 * Which way a tunnel runs under the cell at block c of level 0 of weave
 * maze m: MAZE_WEAVE_WE, MAZE_WEAVE_NS, or 0 if c is no crossing.  As the
 * blocks of level 2 say, for a maze that maze_is_weave() took.
 */
int
maze_weave_crossing(const struct maze *m, size_t c)
{
	size_t plane = (size_t)m->w * m->h, u = c + 2 * plane;
	const unsigned char *b = m->b;

	if (b[u] == MAZE_WALL || b[c + plane] != MAZE_WALL)
		return 0;
	return b[u - 1] != MAZE_WALL || b[u + 1] != MAZE_WALL ? MAZE_WEAVE_WE :
	    MAZE_WEAVE_NS;
}

/*
 * The cell at block c of level 0, a tunnel's end, goes through a tunnel
 * in direction d (MAZE_N ... MAZE_W) to the block returned, two cells
 * away; or SIZE_MAX if no tunnel leaves c that way.
 */
size_t
maze_weave_tunnel(const struct maze *m, size_t c, int d)
{
	size_t plane = (size_t)m->w * m->h, u = c + 2 * plane;
	ptrdiff_t s = maze_dy[d] * (ptrdiff_t)m->w + maze_dx[d];

	if (m->b[c + plane] == MAZE_WALL ||
	    m->b[(size_t)((ptrdiff_t)u + s)] == MAZE_WALL)
		return SIZE_MAX;
	return (size_t)((ptrdiff_t)c + 4 * s);
}

static int
not_weave(const struct maze *m, size_t i, const char *why,
    struct maze_err *e)
{
	unsigned long line, col;
	uint32_t x, y, z;

	maze_xyz(m, i, &x, &y, &z);
	maze_pos(m, i, &line, &col);
	maze_error(e, line, col, "not a weave maze: block %u,%u,%u %s", x, y,
	    z, why);
	return 0;
}

/*
 * Is the tunnel under the crossing at block c of level 0 of m, along
 * (ns: north to south) whole and alone: its five blocks open on level 2,
 * its ends open holes to level 0, nothing open beside its middle on
 * level 2, and the crossing's passage across it open and along it shut?
 */
static int
crossing_ok(const struct maze *m, size_t c, int ns, struct maze_err *e)
{
	size_t plane = (size_t)m->w * m->h, u = c + 2 * plane;
	size_t a = axis_step(m, ns), x = axis_step(m, !ns);
	const unsigned char *b = m->b;

	if (b[u - x] != MAZE_WALL || b[u + x] != MAZE_WALL)
		return not_weave(m, u, "is a crossing's tunnel, open on "
		    "both axes", e);
	if (b[u - a] == MAZE_WALL || b[u + a] == MAZE_WALL ||
	    b[u - 2 * a] == MAZE_WALL || b[u + 2 * a] == MAZE_WALL)
		return not_weave(m, u, "is a crossing whose tunnel does not "
		    "reach the cells on both sides", e);
	if (b[u - 2 * a - plane] == MAZE_WALL ||
	    b[u + 2 * a - plane] == MAZE_WALL)
		return not_weave(m, u, "is a crossing whose tunnel has no "
		    "way up at an end", e);
	if (b[c] == MAZE_WALL || b[c - x] == MAZE_WALL ||
	    b[c + x] == MAZE_WALL || b[c - a] != MAZE_WALL ||
	    b[c + a] != MAZE_WALL)
		return not_weave(m, c, "is a crossing without a passage "
		    "straight across its tunnel alone", e);
	return 1;
}

/*
 * Is m a weave maze, as its grid line says (maze(5) "Grids")?  Level 0
 * must be a cell maze, as maze_is_cells() judges one; on levels 1 and 2
 * only tunnels may be open.  If m is not, return 0 and say why in e, at
 * the first block that breaks the rule.
 */
int
maze_is_weave(const struct maze *m, struct maze_err *e)
{
	struct maze top;
	size_t plane, i, u, c;
	uint32_t x, y;
	unsigned long line, col;
	int k, ns;

	if (!(m->hdr.grid & MAZE_GRID_WEAVE) || m->d != 3) {
		maze_pos(m, 0, &line, &col);
		maze_error(e, line, col, "not a weave maze: %s",
		    m->hdr.grid & MAZE_GRID_WEAVE ? "not of 3 levels" :
		    "no \"; grid square weave\" line");
		return 0;
	}
	/*
	 * Level 0, as a flat maze of its own: an endpoint below it, in a
	 * tunnel, is none of its blocks.
	 */
	plane = (size_t)m->w * m->h;
	top = *m;
	top.d = 1;
	top.hdr.grid &= ~(unsigned)MAZE_GRID_WEAVE;
	if (top.start != MAZE_NONE && top.start >= plane)
		top.start = MAZE_NONE;
	if (top.end != MAZE_NONE && top.end >= plane)
		top.end = MAZE_NONE;
	if (!maze_is_cells(&top, e))
		return 0;
	for (y = 0; y < m->h; y++)
		for (x = 0; x < m->w; x++) {
			i = maze_block(m, x, y, 0);
			for (k = 1; k <= 2; k++) {
				u = i + (size_t)k * plane;
				if (m->b[u] == MAZE_WALL)
					continue;
				/* Open: a cell's, or a tunnel's wall. */
				if (x % 2 == 1 && y % 2 == 1)
					continue;
				if (k == 1 || (x % 2 == 0 && y % 2 == 0) ||
				    x == 0 || y == 0 || x + 1 == m->w ||
				    y + 1 == m->h)
					return not_weave(m, u, "is open, "
					    "where no tunnel goes", e);
				/* The wall between cells p and q, one of
				   them the crossing it belongs to. */
				ns = x % 2 == 1;
				c = i - axis_step(m, ns);
				if (maze_weave_crossing(m, c) != (ns ?
				    MAZE_WEAVE_NS : MAZE_WEAVE_WE) &&
				    maze_weave_crossing(m, i +
				    axis_step(m, ns)) != (ns ? MAZE_WEAVE_NS :
				    MAZE_WEAVE_WE))
					return not_weave(m, u, "is open, "
					    "beside no crossing", e);
			}
			if (x % 2 == 0 || y % 2 == 0)
				continue;
			u = i + 2 * plane;
			if (m->b[i + plane] != MAZE_WALL &&
			    (m->b[u] == MAZE_WALL || m->b[i] == MAZE_WALL))
				return not_weave(m, i + plane, "is a way "
				    "down to no tunnel", e);
			if (m->b[u] == MAZE_WALL)
				continue;
			if (m->b[i + plane] != MAZE_WALL) {
				/* An end: of one tunnel at least. */
				if (m->b[u - 1] == MAZE_WALL &&
				    m->b[u + 1] == MAZE_WALL &&
				    m->b[u - m->w] == MAZE_WALL &&
				    m->b[u + m->w] == MAZE_WALL)
					return not_weave(m, u, "is a "
					    "tunnel's end with no tunnel", e);
				continue;
			}
			/* A crossing: level 2 open, level 1 shut. */
			if (!crossing_ok(m, i, maze_weave_crossing(m, i) ==
			    MAZE_WEAVE_NS, e))
				return 0;
		}
	return 1;
}

/*
 * Are S and E of weave maze m, those it has, on its level 0, where the
 * programs that see a weave as its cells (mazepost, mazestat) take them?
 * 1, or 0 with e at the first that is in a tunnel, under level 0.
 */
int
maze_weave_ends(const struct maze *m, struct maze_err *e)
{
	size_t plane = (size_t)m->w * m->h, end[2] = { m->start, m->end };
	unsigned long line, col;
	int k;

	for (k = 0; k < 2; k++)
		if (end[k] != MAZE_NONE && end[k] >= plane) {
			maze_pos(m, end[k], &line, &col);
			maze_error(e, line, col, "the %s is in a tunnel, under "
			    "level 0 of this weave maze: its endpoints must be "
			    "on level 0", k == 0 ? "start 'S'" : "end 'E'");
			return 0;
		}
	return 1;
}

/* The block of level 0 of m of the cell at padded node p of s. */
static size_t
cell_block(const struct maze *m, const struct maze_search *s, size_t p)
{
	size_t c = search_unpad(s, p);

	return (2 * (c / s->w) + 1) * m->w + 2 * (c % s->w) + 1;
}

/*
 * The walk's ring of buckets: the dearest way, under a crossing along a
 * tunnel, costs 2.  A node is a cell of level 0, or, with UNDER, the
 * tunnel's end below that cell, on level 2, which a walk marks
 * UNDER_DONE once it has expanded it (a bit of the state's way back,
 * which this walk keeps none of).
 */
#define RING		3
#define UNDER		((size_t)1 << (sizeof(size_t) * 8 - 1))
#define UNDER_DONE	0x04

_Static_assert(RING <= SEARCH_NBUCKETS, "the search has the ring");
_Static_assert((UNDER_DONE & SEARCH_BACK) == UNDER_DONE, "a bit of BACK");

/* Put node p in the bucket of distance d of s's ring. */
static int
put(struct maze_search *s, uint64_t d, size_t p)
{
	struct search_bucket *b = &s->bucket[d % RING];

	if (MAZE_GROW(b->v, b->cap, b->n + 1) == -1)
		return -1;
	b->v[b->n++] = p;
	return 0;
}

/*
 * Expand the tunnels' end below cell p (padded), at distance d: the way
 * up into the cell, 1, and along each tunnel from there to its other
 * end, 2, the four steps of level 2 halved.  Returns how many nodes it
 * put in the ring, or -1 out of memory.
 */
static int
under(const struct maze *m, struct maze_search *s, size_t p, uint64_t d)
{
	unsigned char *st = s->st;
	ptrdiff_t step[4] = { -(ptrdiff_t)s->pw, 1, (ptrdiff_t)s->pw, -1 };
	size_t c = cell_block(m, s, p), q;
	int k, n = 0;

	st[p] |= UNDER_DONE;
	if (!(st[p] & SEARCH_SEEN)) {
		st[p] |= SEARCH_SEEN;
		if (put(s, d + 1, p) == -1)
			return -1;
		n++;
	}
	for (k = 0; k < 4; k++) {
		q = (size_t)((ptrdiff_t)p + 2 * step[k]);
		if (maze_weave_tunnel(m, c, k) == SIZE_MAX ||
		    (st[q] & UNDER_DONE))
			continue;
		if (put(s, d + 2, q | UNDER) == -1)
			return -1;
		n++;
	}
	return n;
}

/*
 * Search over the cells of weave maze m, nearest first, from the n padded
 * nodes src (n at least 1), each at distance 0: s holds the cell graph of
 * m's level 0, loaded by search_load() with SEARCH_GRAPH from m as a flat
 * maze of that level alone, its passages over; this walk adds the
 * tunnels.  A distance is the steps through the blocks of the three
 * levels halved, as on any cell maze: a passage one, and from a tunnel's
 * end one down and one up, and two along each tunnel, which meets
 * another below a cell they share; so a tunnel from cell to cell is four,
 * the grid stays bipartite, and the farthest cell is the farthest a
 * solver walks to.  Dial's algorithm, on the ring of buckets of s: a node
 * may be put in one more than once, and is expanded the first time it
 * comes out.  Each cell expanded gets SEARCH_SEEN and SEARCH_DONE (no way
 * back) and is told to w->visit, if not NULL, with its distance, w->only
 * not asked; w->last is the last cell expanded and w->dist its distance.
 * Returns 0, or -1 out of memory.
 */
int
maze_weave_walk(const struct maze *m, struct maze_search *s,
    const size_t *src, int n, struct search_walk *w, struct maze_err *e)
{
	unsigned char *st = s->st;
	struct search_bucket *bk;
	size_t plane = (size_t)m->w * m->h, pw = s->pw, p, np, j;
	size_t pending = 0, far = src[0];
	ptrdiff_t step[4] = { -(ptrdiff_t)pw, 1, (ptrdiff_t)pw, -1 };
	uint64_t d, fard = 0;
	int k, put_n;

	w->stopped = 0;
	for (k = 0; k < RING; k++)
		s->bucket[k].n = 0;
	for (k = 0; k < n; k++, pending++) {
		st[src[k]] |= SEARCH_SEEN;
		if (put(s, 0, src[k]) == -1)
			goto oom;
	}
	for (d = 0; pending > 0; d++) {
		bk = &s->bucket[d % RING];
		/* Every way costs 1 or more: nothing joins this bucket now. */
		for (j = 0; j < bk->n; j++) {
			p = bk->v[j];
			if (p & UNDER) {
				p &= ~UNDER;
				if (st[p] & UNDER_DONE)
					continue;
				if ((put_n = under(m, s, p, d)) == -1)
					goto oom;
				pending += (size_t)put_n;
				continue;
			}
			if (st[p] & SEARCH_DONE)
				continue;
			st[p] |= SEARCH_DONE;
			far = p;
			fard = d;
			if (w->visit != NULL && w->visit(w->arg, p, d) != 0) {
				w->stopped = 1;
				goto out;
			}
			/*
			 * The passages, as the graph's search takes them: a
			 * cell is never nearer than a step of 1 first finds it.
			 */
			for (k = 0; k < 4; k++) {
				np = (size_t)((ptrdiff_t)p + step[k]);
				if ((st[np] & SEARCH_SEEN) || !(k == 0 ?
				    st[np] & SEARCH_OPEN_S : k == 1 ?
				    st[p] & SEARCH_OPEN_E : k == 2 ?
				    st[p] & SEARCH_OPEN_S :
				    st[np] & SEARCH_OPEN_E))
					continue;
				st[np] |= SEARCH_SEEN;
				if (put(s, d + 1, np) == -1)
					goto oom;
				pending++;
			}
			/* Down to the tunnels, from a cell with a way down. */
			if (m->b[cell_block(m, s, p) + plane] == MAZE_WALL ||
			    (st[p] & UNDER_DONE))
				continue;
			if (put(s, d + 1, p | UNDER) == -1)
				goto oom;
			pending++;
		}
		pending -= bk->n;
		bk->n = 0;
	}
out:
	w->last = w->lastcell = far;
	w->dist = fard;
	return 0;
oom:
	return maze_error(e, 0, 0, "out of memory");
}
