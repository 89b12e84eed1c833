/*
 * walk.c: breadth-first search over the cells of a form (libpriv.h), on
 * its bits alone: the graph is a sixteenth of the maze's size and stays in
 * the caches, and a cell reached is marked in its own free bit, so that
 * the search needs no memory per cell beside the form.  mazestat's sweeps
 * and mazepost's farthest cells are these walks.
 */
#include <string.h>

#include "lib/libpriv.h"


/*
 * Set up k to walk form f, its queue in scratch array qslot of s and, if
 * k->counts is set later, the counts at each distance in lvslot.  Returns
 * 0, or -1 out of memory with e.  The nodes fit 32 bits: fewer than the
 * blocks, which do.
 */
int
maze_walk_init(struct maze_walk *k, struct maze_cells *f, struct maze_search *s,
    int qslot, int lvslot, struct maze_err *e)
{
	memset(k, 0, sizeof *k);
	k->f = f;
	k->g = f->g;
	k->pw = f->pw;
	k->plane = f->plane;
	k->levels = f->cd > 1;
	k->s = s;
	k->qslot = qslot;
	k->lvslot = lvslot;
	k->t0 = k->t1 = MAZE_NONE;
	if ((k->q = search_scratch_grow(s, qslot, 4096, sizeof *k->q,
	    &k->qcap)) == NULL)
		return maze_error(e, 0, 0, "out of memory");
	/* A power of two, which a ring indexed by a mask needs. */
	while (k->qcap & (k->qcap - 1))
		k->qcap &= k->qcap - 1;
	return 0;
}

/* Every cell unreached, and the queue empty. */
void
maze_walk_reset(struct maze_walk *k)
{
	maze_cells_unmark(k->f);
	k->head = k->tail = 0;
}

/*
 * Double the ring of k, its entries moved so that they run from head on,
 * unwrapped, under the new mask.  Returns 0, or -1 out of memory.
 */
static int
grow(struct maze_walk *k)
{
	size_t cap = k->qcap, h = k->head & (cap - 1);

	if ((k->q = search_scratch_grow(k->s, k->qslot, 2 * cap,
	    sizeof *k->q, &k->qcap)) == NULL)
		return -1;
	memcpy(k->q + cap, k->q, h * sizeof *k->q);
	k->tail = h + (k->tail - k->head);
	k->head = h;
	k->qcap = 2 * cap;
	return 0;
}

/*
 * Put node v at the tail of the queue, to walk from.  Returns 0, or -1 out
 * of memory with e.
 */
int
maze_walk_push(struct maze_walk *k, size_t v, struct maze_err *e)
{
	if (k->tail - k->head == k->qcap && grow(k) == -1)
		return maze_error(e, 0, 0, "out of memory");
	k->q[k->tail++ & (k->qcap - 1)] = (uint32_t)v;
	return 0;
}

/* Append n to the counts of k, as LEB128.  Returns 0, or -1 out of memory. */
static int
count(struct maze_walk *k, uint64_t n)
{
	if (k->nlv + 10 > k->lvcap && (k->lv = search_scratch_grow(k->s,
	    k->lvslot, k->nlv + 10, 1, &k->lvcap)) == NULL)
		return -1;
	do {
		k->lv[k->nlv++] = (unsigned char)((n & 0x7f) | (n > 0x7f ?
		    0x80 : 0));
		n >>= 7;
	} while (n > 0);
	return 0;
}

/*
 * Go from the node being expanded to node u if go is 1 (the wall between
 * open, and u not expanded): u is written at the tail of the ring q, and
 * the tail moves on past it only then, with no branch to guess wrong.  The
 * ring has room.
 */
#define GO(go, u) do {							\
	q[tail & mask] = (uint32_t)(u);					\
	tail += (go);							\
} while (0)

/*
 * The walk from the nodes queued, at distance 0, a level at a time, each
 * neighbour tried N, E, S, W, up, down as a search over the blocks tries
 * them; levels is k->levels, a constant in each call so that the compiler
 * makes a loop of each.
 *
 * A cell is marked when it is expanded, not when it is queued: a step
 * then writes only the queue, and a cell queued again from another side
 * (only a maze with loops has one) is passed over when it comes out.  The
 * cells are expanded in the order a search that marks them as it queues
 * them expands them, the first time each is queued being where that
 * search queues it.
 */
static inline int
walk(struct maze_walk *k, const int levels, struct maze_err *e)
{
	uint64_t *g = k->g, d = 0, n = 0, bit, max = 0, tdist = UINT64_MAX;
	uint32_t *q = k->q;
	size_t v, far = MAZE_NONE, head = k->head, tail = k->tail, lend = tail;
	size_t mask = k->qcap - 1, pw = k->pw, plane = k->plane;
	size_t t0 = k->t0, t1 = k->t1;
	struct maze_dists *dist = k->dist;
	uint32_t len = k->len, x;
	int phi = k->phi;
	unsigned bits, nb, gn, ge, gs, gw, gu = 0, gd = 0;

	k->reach = k->sum = 0;
	k->nlv = 0;
	while (head != tail) {
		if (head == lend) {
			/* Cells queued again may end the walk: no level. */
			if (n > 0 && k->counts && count(k, n) == -1)
				goto oom;
			k->reach += n;
			k->sum += d * n;
			d++;
			n = 0;
			lend = tail;
		}
		v = q[head++ & mask];
		bit = (uint64_t)MAZE_CELL_MARK << (v % 16 * 4);
		if (g[v / 16] & bit)
			continue;
		g[v / 16] |= bit;
		n++;
		far = v;
		max = d;
		if (dist == NULL)
			;
		else if (!phi)
			maze_dist_set(dist, v, (uint32_t)d);
		else if ((x = maze_dist(dist, v)) != MAZE_DIST_NONE)
			maze_dist_set(dist, v, (uint32_t)((x + len - d) / 2));
		if ((v == t0 || v == t1) && tdist == UINT64_MAX)
			tdist = d;
		if (mask + 1 - (tail - head) < 6) {
			lend -= head;
			k->head = head;
			k->tail = tail;
			if (grow(k) == -1)
				goto oom;
			q = k->q;
			head = k->head;
			tail = k->tail;
			lend += head;
			mask = k->qcap - 1;
		}
		/*
		 * Which neighbours to go to: the walls north, west and above
		 * are those neighbours' to say.
		 */
		bits = maze_cells_bits(g, v);
		nb = maze_cells_bits(g, v - pw);
		gn = (nb >> 1 & ~nb >> 3) & 1;
		ge = (bits & ~maze_cells_bits(g, v + 1) >> 3) & 1;
		gs = (bits >> 1 & ~maze_cells_bits(g, v + pw) >> 3) & 1;
		nb = maze_cells_bits(g, v - 1);
		gw = (nb & ~nb >> 3) & 1;
		if (levels) {
			nb = maze_cells_bits(g, v - plane);
			gu = (nb >> 2 & ~nb >> 3) & 1;
			nb = maze_cells_bits(g, v + plane);
			gd = (bits >> 2 & ~nb >> 3) & 1;
		}
		GO(gn, v - pw);
		GO(ge, v + 1);
		GO(gs, v + pw);
		GO(gw, v - 1);
		if (levels) {
			GO(gu, v - plane);
			GO(gd, v + plane);
		}
	}
	k->head = head;
	k->tail = tail;
	if (n > 0 && k->counts && count(k, n) == -1)
		goto oom;
	k->reach += n;
	k->sum += d * n;
	k->max = max;
	k->far = far;
	k->tdist = tdist;
	return 0;
oom:
	return maze_error(e, 0, 0, "out of memory");
}

/*
 * Walk from the nodes queued, marking each cell reached: k gets what the
 * walk found.  Returns 0, or -1 out of memory with e.
 */
int
maze_walk_run(struct maze_walk *k, struct maze_err *e)
{
	return k->levels ? walk(k, 1, e) : walk(k, 0, e);
}
