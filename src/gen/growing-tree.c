/*
 * growing-tree.c: the growing tree, one mechanism behind seven generators.
 *
 * The tree starts at a root cell.  A list holds the possible extensions:
 * a cell next to the tree and the direction back to the tree cell that
 * offered it.  Each step takes one extension out of the list; if its cell
 * is not yet in the tree it joins, through the wall towards the cell that
 * offered it, and offers its own neighbours that are not in the tree.  A
 * cell can be on the list several times; the copies left behind are
 * dropped when they come up.  What differs is which extension comes out:
 *
 *   bfs-tree      the oldest: a breadth-first tree, no randomness
 *   dfs-tree      the newest: a depth-first tree, no randomness
 *   growth        a uniformly random one ("simplified Prim's")
 *   dfs-growth    a random one of the --newest N newest (4)
 *   prim          the one whose cell has the lowest weight, every cell
 *                 weighted at random once for all (a 4-ary heap); a
 *                 cell is offered once, by the first tree cell next to it
 *   growing-tree  by --policy: newest, oldest, random, middle or a
 *                 weighted mix; neighbours are offered in random order
 *
 * Memory: a byte per cell to mark the tree and the direction to the cell
 * that offered it, the whole maze (a gen_tree), and the list, 4 bytes an
 * extension (8 in prim's heap; a cell number times 4 plus a direction,
 * times 8 in a maze of several levels, whose six directions need three
 * bits), grown by doubling.
 * No recursion.  Every step is constant time but for prim (log of the
 * list) and for policies that take from inside the list in age order
 * (middle, mixes): log of the list, with a Fenwick tree (4 bytes more an
 * entry) to find the k-th entry still in it.
 */
#include <stdlib.h>
#include <string.h>

#include "gen/genpriv.h"
#include "lib/libpriv.h"

#define IN	0x80	/* in[c]: the cell is in the tree, and its parent */
#define OFFERED	0x40	/* prim: the cell is in the heap */

enum mode { M_OLDEST, M_NEWEST, M_RANDOM, M_NEWEST_N, M_CHEAPEST, M_POLICY };

struct grow {
	uint32_t *a;		/* the extensions, a[head] .. a[tail - 1] */
	size_t head, tail, cap;
	uint64_t *h;		/* prim: the heap instead */
	uint64_t key;		/* prim: the cell weights */
	int shift;		/* an extension is cell << shift | direction */
	int key_set;		/* prim */
	/*
	 * Policies that take from inside the list in age order (middle,
	 * mixes) leave holes (DEAD) and find the k-th live entry with a
	 * Fenwick tree of live counts, bit[1 .. cap]; the list is compacted
	 * when half of it is holes.
	 */
	int ordered;
	uint32_t *bit;
	size_t bitcap;		/* at least cap + 1 */
	size_t live;
};

/*
 * Prim's cell weights: the upper 32 bits of a 64-bit mix of the key and
 * the cell number, v >> shift.  The heap holds weight << 32 | extension, so that one
 * comparison orders by weight, then by extension.
 */
static inline uint64_t
weighed(uint64_t key, uint32_t v, int shift)
{
	uint64_t z = key + (uint64_t)(v >> shift) *
	    UINT64_C(0x9e3779b97f4a7c15);

	z = (z ^ (z >> 30)) * UINT64_C(0xbf58476d1ce4e5b9);
	z = (z ^ (z >> 27)) * UINT64_C(0x94d049bb133111eb);
	return ((z ^ (z >> 31)) & UINT64_C(0xffffffff00000000)) | v;
}

static int
grow_room(struct grow *g)
{
	if (g->tail < g->cap)
		return 0;
	if (g->head > 0 && g->head >= g->cap / 2) {
		memmove(g->a, g->a + g->head,
		    (g->tail - g->head) * sizeof *g->a);
		g->tail -= g->head;
		g->head = 0;
		return 0;
	}
	return g->key_set ? MAZE_GROW(g->h, g->cap, g->cap + 1) :
	    MAZE_GROW(g->a, g->cap, g->cap + 1);
}

/* On the critical path of every generator here: always inlined. */
static GEN_TWICE int
push(struct grow *g, uint32_t v)
{
	size_t i, up;
	uint64_t k;

	if (grow_room(g) == -1)
		return -1;
	i = g->tail++;
	if (!g->key_set) {
		g->a[i] = v;
		return 0;
	}
	k = weighed(g->key, v, g->shift);
	for (; i > 0 && k < g->h[up = (i - 1) / 4]; i = up)
		g->h[i] = g->h[up];
	g->h[i] = k;
	return 0;
}

static uint32_t
heap_pop(struct grow *g)
{
	uint64_t top = g->h[0], v = g->h[--g->tail], least;
	size_t i = 0, c, j, best, n = g->tail;

	/* A 4-ary heap: half the levels of a binary one, children together. */
	while ((c = 4 * i + 1) < n) {
		best = c;
		least = g->h[c];
		for (j = c + 1; j < c + 4 && j < n; j++)
			if (g->h[j] < least) {
				least = g->h[j];
				best = j;
			}
		if (v <= least)
			break;
		g->h[i] = least;
		i = best;
	}
	if (n > 0)
		g->h[i] = v;
	return (uint32_t)top;
}

/* Take out a[i], keeping the others in order: move the shorter side. */
static uint32_t
take(struct grow *g, size_t i)
{
	uint32_t v = g->a[i];

	if (i - g->head < g->tail - 1 - i) {
		memmove(g->a + g->head + 1, g->a + g->head,
		    (i - g->head) * sizeof *g->a);
		g->head++;
	} else {
		memmove(g->a + i, g->a + i + 1,
		    (g->tail - 1 - i) * sizeof *g->a);
		g->tail--;
	}
	return v;
}

#define DEAD	UINT32_MAX

/* Rebuild the Fenwick tree over a[0 .. tail - 1], in linear time. */
static void
fen_build(struct grow *g)
{
	size_t i, j;

	g->bit[0] = 0;
	for (i = 1; i <= g->cap; i++)
		g->bit[i] = i <= g->tail && g->a[i - 1] != DEAD;
	for (i = 1; i <= g->cap; i++)
		if ((j = i + (i & (~i + 1))) <= g->cap)
			g->bit[j] += g->bit[i];
}

static int
ord_push(struct grow *g, uint32_t v)
{
	size_t i, j, cap;

	if (g->tail == g->cap) {
		if (g->cap > 0 && g->live <= g->tail / 2) {
			for (i = j = 0; i < g->tail; i++)
				if (g->a[i] != DEAD)
					g->a[j++] = g->a[i];
			g->tail = j;
		} else {
			cap = g->cap;
			if (MAZE_GROW(g->a, cap, g->cap + 1) == -1 ||
			    MAZE_GROW(g->bit, g->bitcap, cap + 1) == -1)
				return -1;
			g->cap = cap;
		}
		fen_build(g);
	}
	g->a[g->tail++] = v;
	for (i = g->tail; i <= g->cap; i += i & (~i + 1))
		g->bit[i]++;
	g->live++;
	return 0;
}

/* Take out the k-th live entry, from the oldest, counting from 0. */
static uint32_t
ord_take(struct grow *g, size_t k)
{
	size_t pos = 0, step = 1, i;
	uint32_t v;

	while (2 * step <= g->cap)
		step *= 2;
	for (; step > 0; step /= 2)
		if (pos + step <= g->cap && g->bit[pos + step] <= k) {
			pos += step;
			k -= g->bit[pos];
		}
	/* Entry pos (from 0) is the one. */
	v = g->a[pos];
	g->a[pos] = DEAD;
	for (i = pos + 1; i <= g->cap; i += i & (~i + 1))
		g->bit[i]--;
	g->live--;
	return v;
}

/* The next extension by the growing-tree policy of o. */
static uint32_t
by_policy(struct grow *g, struct rng *r, const struct gen_opts *o)
{
	size_t n = g->ordered ? g->live : g->tail - g->head;
	uint32_t total = 0, x;
	int k = 0;

	if (o->nmix > 1) {
		for (k = 0; k < o->nmix; k++)
			total += o->weight[k];
		x = rng_below(r, total);
		for (k = 0; x >= o->weight[k]; k++)
			x -= o->weight[k];
	}
	if (g->ordered)
		switch (o->pick[k]) {
		case GEN_PICK_NEWEST:
			return ord_take(g, n - 1);
		case GEN_PICK_OLDEST:
			return ord_take(g, 0);
		case GEN_PICK_MIDDLE:
			return ord_take(g, n / 2);
		default:
			return ord_take(g, n > 1 ?
			    rng_below(r, (uint32_t)n) : 0);
		}
	switch (o->pick[k]) {
	case GEN_PICK_NEWEST:
		return g->a[--g->tail];
	case GEN_PICK_OLDEST:
		return g->a[g->head++];
	default:
		x = n > 1 ? rng_below(r, (uint32_t)n) : 0;
		/* Alone, random needs no order: the last fills the hole. */
		k = (int)x;
		x = g->a[g->head + (size_t)k];
		g->a[g->head + (size_t)k] = g->a[--g->tail];
		return x;
	}
}

/* The growth, flat a constant (GEN_TWICE). */
static GEN_TWICE int
grow_in(struct gen_stream *s, struct maze_err *e, enum mode mode,
    enum gen_root dflt, int flat)
{
	uint32_t cw = s->cw, ch = s->ch, cd = s->cd, x, y, z, nx, ny, nz;
	uint32_t c, v, k, j, t, nc, nb[6];
	struct rng *r = s->r;
	const struct gen_opts *o = s->o;
	struct gen_frames *fr = o->frames;
	struct grow g;
	unsigned char *in;
	size_t n;
	int d, i, rc = -1, nd = flat ? 4 : 6, shift = flat ? 2 : 3;

	memset(&g, 0, sizeof g);
	g.shift = shift;
	if (gen_tree_open(s, 0, dflt, &x, &y, &z, e) == -1)
		return -1;
	if (flat) {
		cd = 1;
		z = 0;
	}
	in = ((struct gen_tree *)s->state)->cell;
	gen_frames_look(s, IN, OFFERED, 0);
	if (mode == M_CHEAPEST) {
		g.key = rng_next(r);
		g.key_set = 1;
	}
	g.ordered = mode == M_POLICY && (o->nmix > 1 ||
	    o->pick[0] == GEN_PICK_MIDDLE);
	c = (z * ch + y) * cw + x;
	d = -1;
	for (;;) {
		/* Joined through the wall toward the cell that offered it. */
		in[c] = d >= 0 ? IN | GEN_PARENT(d) : IN;
		gen_joined(o, d >= 0);
		/* Offer the neighbours outside the tree, back direction in. */
		for (k = 0, i = 0; i < nd; i++) {
			nx = x + (uint32_t)maze_dx[i];
			ny = y + (uint32_t)maze_dy[i];
			nz = flat ? 0 : z + (uint32_t)maze_dz[i];
			if (nx >= cw || ny >= ch || nz >= cd)
				continue;
			nc = (nz * ch + ny) * cw + nx;
			if ((in[nc] & IN) || (mode == M_CHEAPEST && in[nc]))
				continue;
			/*
			 * Prim's offers a cell once, from its first neighbour;
			 * the others mark their offers for frames alone.
			 */
			if (mode == M_CHEAPEST)
				in[nc] = OFFERED;
			else if (fr != NULL)
				in[nc] |= OFFERED;
			nb[k++] = nc << shift | (uint32_t)maze_back(i);
		}
		if (mode == M_POLICY)
			for (j = k; j > 1; j--) {
				i = (int)rng_below(r, j);
				t = nb[j - 1];
				nb[j - 1] = nb[i];
				nb[i] = t;
			}
		for (j = 0; j < k; j++)
			if ((g.ordered ? ord_push(&g, nb[j]) :
			    push(&g, nb[j])) == -1) {
				maze_error(e, 0, 0, "out of memory");
				goto out;
			}
		/* A step: a cell joined, the offers out of the tree the frontier. */
		if (fr != NULL && d < 0)
			gen_frame_first(s, c);
		else if (fr != NULL && maze_frames_due(&fr->mf))
			gen_frame_tree(s, c, 0);
		/* Take extensions until one leads out of the tree. */
		do {
			n = g.ordered ? g.live : g.tail - g.head;
			if (n == 0) {
				rc = 0;
				goto out;
			}
			switch (mode) {
			case M_OLDEST:
				v = g.a[g.head++];
				break;
			case M_NEWEST:
				v = g.a[--g.tail];
				break;
			case M_RANDOM:
				j = n > 1 ? rng_below(r, (uint32_t)n) : 0;
				v = g.a[g.head + j];
				g.a[g.head + j] = g.a[--g.tail];
				break;
			case M_NEWEST_N:
				k = n < o->newest ? (uint32_t)n : o->newest;
				j = k > 1 ? rng_below(r, k) : 0;
				v = take(&g, g.tail - 1 - j);
				break;
			case M_CHEAPEST:
				v = heap_pop(&g);
				break;
			default:
				v = by_policy(&g, r, o);
				break;
			}
		} while (in[v >> shift] & IN);
		c = v >> shift;
		d = (int)(v & ((1u << shift) - 1));
		gen_xyz(c, cw, ch, cd, &x, &y, &z);
	}
out:
	if (rc == -1)
		gen_tree_close(s);
	free(g.a);
	free(g.h);
	free(g.bit);
	return rc;
}

static int
grow(struct gen_stream *s, struct maze_err *e, enum mode mode,
    enum gen_root dflt)
{
	return s->cd == 1 ? grow_in(s, e, mode, dflt, 1) :
	    grow_in(s, e, mode, dflt, 0);
}

static int
prim_open(struct gen_stream *s, struct maze_err *e)
{
	return grow(s, e, M_CHEAPEST, GEN_ROOT_RANDOM);
}

static int
growth_open(struct gen_stream *s, struct maze_err *e)
{
	return grow(s, e, M_RANDOM, GEN_ROOT_RANDOM);
}

static int
dfs_growth_open(struct gen_stream *s, struct maze_err *e)
{
	return grow(s, e, M_NEWEST_N, GEN_ROOT_RANDOM);
}

static int
bfs_tree_open(struct gen_stream *s, struct maze_err *e)
{
	return grow(s, e, M_OLDEST, GEN_ROOT_CORNER);
}

static int
dfs_tree_open(struct gen_stream *s, struct maze_err *e)
{
	return grow(s, e, M_NEWEST, GEN_ROOT_CORNER);
}

static int
growing_tree_open(struct gen_stream *s, struct maze_err *e)
{
	return grow(s, e, M_POLICY, GEN_ROOT_RANDOM);
}

const struct gen_streamer gen_prim = GEN_TREE_STREAMER(prim_open);
const struct gen_streamer gen_growth = GEN_TREE_STREAMER(growth_open);
const struct gen_streamer gen_dfs_growth = GEN_TREE_STREAMER(dfs_growth_open);
const struct gen_streamer gen_bfs_tree = GEN_TREE_STREAMER(bfs_tree_open);
const struct gen_streamer gen_dfs_tree = GEN_TREE_STREAMER(dfs_tree_open);
const struct gen_streamer gen_growing_tree =
    GEN_TREE_STREAMER(growing_tree_open);
