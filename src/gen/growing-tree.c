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
 *                 weighted at random once for all (buckets by weight
 *                 and a small heap); a cell is offered once, by the
 *                 first tree cell next to it
 *   growing-tree  by --policy: newest, oldest, random, middle or a
 *                 weighted mix; neighbours are offered in random order
 *
 * Memory: a byte per cell to mark the tree and the direction to the cell
 * that offered it, the whole maze (a gen_tree), and the list, 4 bytes an
 * extension (a cell number times 4 plus a direction, times 8 in a maze
 * of several levels, whose six directions need three bits), grown by
 * doubling; prim has a bit a cell more, and 8 bytes an extension in its
 * small heap and its sorted run (a bucket's worth, some thousands).
 * No recursion.  Every step is constant time but for prim (log of its
 * heap, which stays in the cache) and for policies that take from inside
 * the list in age order (middle, mixes): log of the list, with a Fenwick
 * tree (4 bytes more an entry) to find the k-th entry still in it.
 */
#include <stdlib.h>
#include <string.h>

#include "gen/genpriv.h"
#include "lib/libpriv.h"

#define IN	0x80	/* in[c]: the cell is in the tree, and its parent */
#define OFFERED	0x40	/* offered, for frames */

enum mode { M_OLDEST, M_NEWEST, M_RANDOM, M_NEWEST_N, M_POLICY };

struct grow {
	uint32_t *a;		/* the extensions, a[head] .. a[tail - 1] */
	size_t head, tail, cap;
	int shift;		/* an extension is cell << shift | direction */
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
	return MAZE_GROW(g->a, g->cap, g->cap + 1);
}

/* On the critical path of every generator here: always inlined. */
static GEN_TWICE int
push(struct grow *g, uint32_t v)
{
	if (grow_room(g) == -1)
		return -1;
	g->a[g->tail++] = v;
	return 0;
}

/*
 * Prim's cell weights: the upper 32 bits of a 64-bit mix of the key and
 * the cell number, v >> shift.  A key is weight << 32 | extension, so
 * that one comparison orders by weight, then by extension; keys are
 * unique, a cell being offered once, and Prim's takes the least.
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

/*
 * Prim's queue, which gives the least key exactly.  One heap of all the
 * offers grows to a fair part of the maze, far out of the cache, though
 * most of them weigh too much to come out before the end; and the
 * weights taken are not monotone in time (a new offer may weigh less
 * than the last taken), which rules out a radix heap.  So the offers wait
 * in buckets by the top bits of their weight, each an unsorted growable
 * array of extensions (4 bytes; the weight is mixed again as it leaves),
 * but for those of the buckets below hb: an offer in bucket hb or above
 * weighs more than any below, so the least below is the least of all.
 * Below hb are the run, the bucket loaded last, sorted by key, and a
 * small heap of the keys offered since (over half the offers below hb
 * come out at once, without either).  When both are empty, the next bucket in
 * use is sorted into the run and hb passes it; when the heap grows past
 * spill, its upper buckets and the run, if above them, go back, and hb
 * comes down (a weight taken far above the rest, early on, would
 * otherwise keep in the heap most of what is offered after it).  The run
 * gives up a key in a step where the heap would sift it out of a
 * thousand: two fifths of the keys taken come from it, which saves a
 * sixth of Prim's time.
 */
#define PRIM_MAXBITS	14	/* at most 2^14 buckets */
#define PRIM_SPILL	4096	/* the heap's least size to spill at */

struct bucket {
	uint32_t *a;
	size_t n, cap;
};

struct prim {
	uint64_t key;		/* the cell weights */
	int shift;		/* as grow's */
	int bits;		/* 1 << bits buckets, 1 to PRIM_MAXBITS */
	uint64_t *h;		/* the heap of keys, 4-ary: h[0 .. n - 1] */
	size_t n, cap;
	uint64_t *run;		/* a bucket, sorted: run[rh .. rn - 1] */
	size_t rh, rn, rcap;
	uint32_t *count;	/* the sort's counts */
	size_t ccap;
	size_t spill;		/* the heap's size at which it spills */
	size_t hb;		/* run and heap hold the buckets below */
	size_t live;		/* offers in run, heap and buckets */
	struct bucket *b;
	uint32_t *tally;	/* a spill's count of each bucket's keys */
	uint64_t *used;		/* a bit a bucket that is not empty */
	uint64_t top[(1 << PRIM_MAXBITS) / 64 / 64];	/* a bit a word of
				   used that is not 0 */
};

/*
 * Set p up for a maze of cells cells, extensions cell << shift | dir.
 * About 2^10 offers a bucket over the whole growth, fewer at a time: the
 * heap stays in the cache, and so do the buckets' ends.  Returns 0, or
 * -1 out of memory.
 */
static int
prim_init(struct prim *p, uint64_t key, int shift, size_t cells)
{
	size_t nb;

	memset(p, 0, sizeof *p);
	p->key = key;
	p->shift = shift;
	for (p->bits = 1; p->bits < PRIM_MAXBITS &&
	    cells >> (p->bits + 10) > 0; p->bits++)
		continue;
	nb = (size_t)1 << p->bits;
	p->spill = PRIM_SPILL;
	if ((p->b = calloc(nb, sizeof *p->b)) == NULL ||
	    (p->tally = calloc(nb, sizeof *p->tally)) == NULL ||
	    (p->used = calloc((nb + 63) / 64, sizeof *p->used)) == NULL)
		return -1;
	return 0;
}

static void
prim_free(struct prim *p)
{
	size_t i;

	if (p->b != NULL)
		for (i = 0; i < (size_t)1 << p->bits; i++)
			free(p->b[i].a);
	free(p->b);
	free(p->tally);
	free(p->used);
	free(p->h);
	free(p->run);
	free(p->count);
}

static inline size_t
prim_bucket(const struct prim *p, uint64_t k)
{
	return (size_t)(k >> (64 - p->bits));
}

/* Put extension v in its bucket, k (its key) not below hb's. */
static int
prim_park(struct prim *p, uint32_t v, uint64_t k)
{
	size_t i = prim_bucket(p, k);
	struct bucket *b = p->b + i;

	if (MAZE_GROW(b->a, b->cap, b->n + 1) == -1)
		return -1;
	b->a[b->n++] = v;
	p->used[i / 64] |= UINT64_C(1) << (i % 64);
	p->top[i / 4096] |= UINT64_C(1) << (i / 64 % 64);
	return 0;
}

/*
 * The first bucket in use from hb on; there is one, as the heap is empty
 * and offers are left.
 */
static size_t
prim_next(const struct prim *p)
{
	size_t w = p->hb / 64, t;
	uint64_t m = p->used[w] & (~UINT64_C(0) << (p->hb % 64));

	if (m != 0)
		return w * 64 + (size_t)maze_ctz64(m);
	/* The next word of used that is not 0, by top. */
	t = ++w / 64;
	for (m = p->top[t] & (~UINT64_C(0) << (w % 64)); m == 0; )
		m = p->top[++t];
	w = t * 64 + (size_t)maze_ctz64(m);
	return w * 64 + (size_t)maze_ctz64(p->used[w]);
}

/* Sift h[i] down the heap of n. */
static void
sift_down(uint64_t *h, size_t n, size_t i)
{
	uint64_t v = h[i], least;
	size_t c, j, best;

	/* A 4-ary heap: half the levels of a binary one, children together. */
	while ((c = 4 * i + 1) < n) {
		best = c;
		least = h[c];
		for (j = c + 1; j < c + 4 && j < n; j++)
			if (h[j] < least) {
				least = h[j];
				best = j;
			}
		if (v <= least)
			break;
		h[i] = least;
		i = best;
	}
	h[i] = v;
}

static void
heapify(uint64_t *h, size_t n)
{
	size_t i;

	for (i = n > 1 ? (n - 2) / 4 + 1 : 0; i-- > 0; )
		sift_down(h, n, i);
}

/*
 * The heap grew past spill: send the keys of the upper buckets back to
 * them, the heap's and the run's (all of one bucket), keeping the lower
 * half or so, and lower hb to match.
 */
static int
prim_spill(struct prim *p)
{
	size_t lo = prim_bucket(p, p->h[0]), cut, sum, i, j, rb = 0;
	size_t below = p->n + (p->rn - p->rh);

	if (p->rh < p->rn && (rb = prim_bucket(p, p->run[p->rh])) < lo)
		lo = rb;
	for (i = lo; i < p->hb; i++)
		p->tally[i] = 0;
	for (i = 0; i < p->n; i++)
		p->tally[prim_bucket(p, p->h[i])]++;
	if (p->rh < p->rn)
		p->tally[rb] += (uint32_t)(p->rn - p->rh);
	for (cut = lo, sum = 0; cut < p->hb && sum < below / 2; cut++)
		sum += p->tally[cut];
	if (cut < p->hb) {
		if (p->rh < p->rn && rb >= cut) {
			for (i = p->rh; i < p->rn; i++)
				if (prim_park(p, (uint32_t)p->run[i],
				    p->run[i]) == -1)
					return -1;
			p->rh = p->rn = 0;
		}
		for (i = j = 0; i < p->n; i++)
			if (prim_bucket(p, p->h[i]) < cut)
				p->h[j++] = p->h[i];
			else if (prim_park(p, (uint32_t)p->h[i],
			    p->h[i]) == -1)
				return -1;
		p->n = j;
		p->hb = cut;
		heapify(p->h, p->n);
	}
	p->spill = p->n < PRIM_SPILL / 2 ? PRIM_SPILL : 2 * p->n;
	return 0;
}

/*
 * Put key k into the heap, or into its bucket if a spill since it was
 * offered has lowered hb past it.
 */
static int
heap_push(struct prim *p, uint64_t k)
{
	size_t i, up;

	if (prim_bucket(p, k) >= p->hb)
		return prim_park(p, (uint32_t)k, k);
	if (MAZE_GROW(p->h, p->cap, p->n + 1) == -1)
		return -1;
	for (i = p->n++; i > 0 && k < p->h[up = (i - 1) / 4]; i = up)
		p->h[i] = p->h[up];
	p->h[i] = k;
	return p->n > p->spill ? prim_spill(p) : 0;
}

/*
 * With the heap and the run empty, sort the next bucket in use into the
 * run: by the next bits of the key below the bucket's, about one key to
 * each value, into place by counting (the heap's room the scratch), then
 * an insertion sort for the few of a value.  Returns 0, or -1 out of
 * memory.
 */
static int
prim_load(struct prim *p)
{
	size_t i = prim_next(p), n, j, q, nv, sh, bits;
	struct bucket *b = p->b + i;
	uint64_t *h, *r, x;

	n = b->n;
	for (bits = 1; bits < 16 && (size_t)1 << bits < n; bits++)
		continue;
	nv = (size_t)1 << bits;
	sh = 64 - (size_t)p->bits - bits;
	if (MAZE_GROW(p->h, p->cap, n) == -1 ||
	    MAZE_GROW(p->run, p->rcap, n) == -1 ||
	    MAZE_GROW(p->count, p->ccap, nv + 1) == -1)
		return -1;
	h = p->h;
	r = p->run;
	memset(p->count, 0, (nv + 1) * sizeof *p->count);
	for (j = 0; j < n; j++) {
		h[j] = weighed(p->key, b->a[j], p->shift);
		p->count[(h[j] >> sh & (nv - 1)) + 1]++;
	}
	for (j = 1; j <= nv; j++)
		p->count[j] += p->count[j - 1];
	for (j = 0; j < n; j++)
		r[p->count[h[j] >> sh & (nv - 1)]++] = h[j];
	for (j = 1; j < n; j++) {
		for (x = r[j], q = j; q > 0 && r[q - 1] > x; q--)
			r[q] = r[q - 1];
		r[q] = x;
	}
	p->rh = 0;
	p->rn = n;
	/* Emptied for good unless a spill comes down past it. */
	free(b->a);
	memset(b, 0, sizeof *b);
	p->used[i / 64] &= ~(UINT64_C(1) << (i % 64));
	if (p->used[i / 64] == 0)
		p->top[i / 4096] &= ~(UINT64_C(1) << (i / 64 % 64));
	p->hb = i + 1;
	p->spill = PRIM_SPILL;
	return 0;
}

/*
 * The least offer, from a heap that is not empty.  The hole at the top
 * goes down by the least child to the bottom, and the last key up from
 * there: it belongs low, and the way down needs no comparison with it.
 */
static uint32_t
prim_pop(struct prim *p)
{
	uint64_t *h = p->h, top = h[0], v;
	size_t n, i = 0, c, j, best, up;

	p->live--;
	if ((n = --p->n) == 0)
		return (uint32_t)top;
	v = h[n];
	for (; (c = 4 * i + 1) + 3 < n; i = best) {
		best = c + (h[c + 1] < h[c]);
		j = c + 2 + (h[c + 3] < h[c + 2]);
		best = h[j] < h[best] ? j : best;
		h[i] = h[best];
	}
	if (c < n) {
		for (best = c, j = c + 1; j < n; j++)
			if (h[j] < h[best])
				best = j;
		h[i] = h[best];
		i = best;
	}
	for (; i > 0 && v < h[up = (i - 1) / 4]; i = up)
		h[i] = h[up];
	h[i] = v;
	return (uint32_t)top;
}

/* Whether the least key below hb is the run's: 0 with the run empty. */
static inline int
prim_run_first(const struct prim *p)
{
	return p->rh < p->rn && (p->n == 0 || p->run[p->rh] < p->h[0]);
}

/*
 * The least offer, taken out, into *v: of the run, the heap and the n
 * keys of new offers in k[] below hb, which go into the heap but for the
 * least.  The offers of the cell just taken are often less than all the
 * rest: the least of them then comes out at once, never in the heap; if
 * the heap's top is the least, one of them takes its place, a sift down
 * where a push and a pop would sift twice.  Keys are unique, so the least
 * is the least however they are held.  Returns 0, or -1 out of memory.
 */
static int
prim_take(struct prim *p, uint64_t *k, int n, uint32_t *v)
{
	int i, m = 0, run;

	for (i = 1; i < n; i++)
		m = k[i] < k[m] ? i : m;
	if (n == 0 && p->n == 0 && p->rh == p->rn && prim_load(p) == -1)
		return -1;
	run = prim_run_first(p);
	if (n > 0 && (run ? k[m] < p->run[p->rh] :
	    p->n == 0 || k[m] < p->h[0])) {
		*v = (uint32_t)k[m];
		k[m] = k[--n];
		p->live--;
	} else if (run) {
		*v = (uint32_t)p->run[p->rh++];
		p->live--;
	} else if (n > 0) {
		*v = (uint32_t)p->h[0];
		p->h[0] = k[--n];
		sift_down(p->h, p->n, 0);
		p->live--;
	} else
		*v = prim_pop(p);
	for (i = 0; i < n; i++)
		if (heap_push(p, k[i]) == -1)
			return -1;
	return 0;
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
by_policy(struct grow *g, struct maze_rng *r, const struct maze_gen_opts *o)
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
		case MAZE_GEN_PICK_NEWEST:
			return ord_take(g, n - 1);
		case MAZE_GEN_PICK_OLDEST:
			return ord_take(g, 0);
		case MAZE_GEN_PICK_MIDDLE:
			return ord_take(g, n / 2);
		default:
			return ord_take(g, n > 1 ?
			    rng_below(r, (uint32_t)n) : 0);
		}
	switch (o->pick[k]) {
	case MAZE_GEN_PICK_NEWEST:
		return g->a[--g->tail];
	case MAZE_GEN_PICK_OLDEST:
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

/*
 * Open s's gen_tree for a growth, from the root dflt says unless the
 * options do; the root in x, y, z (z 0 if flat).  Returns the tree's
 * cells, or NULL with e set.
 */
static unsigned char *
grow_open(struct gen_stream *s, struct maze_err *e, enum maze_gen_root dflt,
    int flat, uint32_t *x, uint32_t *y, uint32_t *z)
{
	if (gen_tree_open(s, 0, dflt, x, y, z, e) == -1)
		return NULL;
	if (flat)
		*z = 0;
	gen_frames_look(s, IN, OFFERED, 0);
	return ((struct gen_tree *)s->state)->cell;
}

/*
 * Cell (x, y, z)'s neighbour in direction i, in a grid of cw x ch x cd
 * cells of kind g: its number in *nc, or 0 if there is none.  G is a
 * constant (GEN_TWICE).
 */
static GEN_TWICE int
next_to(int g, uint32_t x, uint32_t y, uint32_t z, uint32_t cw, uint32_t ch,
    uint32_t cd, int i, uint32_t *nc)
{
	uint32_t nx, ny, nz;

	if (!gen_next(g, x, y, z, cw, ch, cd, i, &nx, &ny, &nz))
		return 0;
	*nc = (nz * ch + ny) * cw + nx;
	return 1;
}

/*
 * The neighbours of cell (k, r) of a polar grid of cw x rings cells, as
 * next_to() finds them, but at once: the set of directions (bit d for d),
 * each neighbour at[d].  A gen_pcur (genpriv.h) finds all four from the
 * cell's side and place along it, where maze_polar_next() works out the
 * side for each, and branches on the direction.
 */
static inline unsigned
polar_ways(uint32_t k, uint32_t r, uint32_t cw, uint32_t rings,
    size_t at[4])
{
	struct gen_pcur pc;

	gen_pcur_set(&pc, rings, cw, k, r);
	return gen_pcur_ways(&pc, at);
}

/*
 * A frame of a growth's step, if one is due: cell c joined through
 * direction d (the root if d < 0), the offers out of the tree the
 * frontier.
 */
static void
grow_frame(struct gen_stream *s, uint32_t c, int d)
{
	if (d < 0)
		gen_frame_first(s, c);
	else if (maze_frames_due(&s->o->frames->mf))
		gen_frame_tree(s, c, 0);
}

/* The growth on cells of kind g, a constant (GEN_TWICE). */
static GEN_TWICE int
grow_in(struct gen_stream *s, struct maze_err *e, enum mode mode,
    enum maze_gen_root dflt, int g)
{
	uint32_t cw = s->cw, ch = s->ch, cd = s->cd, x, y, z;
	uint32_t c, v, k, j, t, nc, nb[6];
	size_t at[6];
	unsigned ways = 0;
	struct maze_rng *r = s->r;
	const struct maze_gen_opts *o = s->o;
	struct maze_gen_frames *fr = o->frames;
	struct grow gr;
	unsigned char *in;
	size_t n;
	int d, i, rc = -1, nd = gen_nd(g), shift = nd == 4 ? 2 : 3;

	memset(&gr, 0, sizeof gr);
	gr.shift = shift;
	if ((in = grow_open(s, e, dflt, g != GEN_LEVELS, &x, &y, &z)) == NULL)
		return -1;
	if (g != GEN_LEVELS)
		cd = 1;
	gr.ordered = mode == M_POLICY && (o->nmix > 1 ||
	    o->pick[0] == MAZE_GEN_PICK_MIDDLE);
	c = (z * ch + y) * cw + x;
	d = -1;
	for (;;) {
		/* Joined through the wall toward the cell that offered it. */
		in[c] = d >= 0 ? IN | GEN_PARENT(d) : IN;
		gen_joined(o, d >= 0);
		/* Offer the neighbours outside the tree, back direction in. */
		if (g == GEN_POLAR)
			ways = polar_ways(x, y, cw, ch, at);
		if (g == GEN_HEX)
			ways = gen_hex_ways(x, y, cw, ch, at);
		for (k = 0, i = 0; i < nd; i++) {
			if (g == GEN_POLAR || g == GEN_HEX ? !(ways >> i & 1) :
			    !next_to(g, x, y, z, cw, ch, cd, i, &nc))
				continue;
			if (g == GEN_POLAR || g == GEN_HEX)
				nc = (uint32_t)at[i];
			if (in[nc] & IN)
				continue;
			/* Offers are marked for frames alone. */
			if (fr != NULL)
				in[nc] |= OFFERED;
			nb[k++] = nc << shift | (uint32_t)gen_back(g, i);
		}
		if (mode == M_POLICY)
			for (j = k; j > 1; j--) {
				i = (int)rng_below(r, j);
				t = nb[j - 1];
				nb[j - 1] = nb[i];
				nb[i] = t;
			}
		for (j = 0; j < k; j++)
			if ((gr.ordered ? ord_push(&gr, nb[j]) :
			    push(&gr, nb[j])) == -1) {
				maze_error(e, 0, 0, "out of memory");
				goto out;
			}
		if (fr != NULL)
			grow_frame(s, c, d);
		/* Take extensions until one leads out of the tree. */
		do {
			n = gr.ordered ? gr.live : gr.tail - gr.head;
			if (n == 0) {
				rc = 0;
				goto out;
			}
			switch (mode) {
			case M_OLDEST:
				v = gr.a[gr.head++];
				break;
			case M_NEWEST:
				v = gr.a[--gr.tail];
				break;
			case M_RANDOM:
				j = n > 1 ? rng_below(r, (uint32_t)n) : 0;
				v = gr.a[gr.head + j];
				gr.a[gr.head + j] = gr.a[--gr.tail];
				break;
			case M_NEWEST_N:
				k = n < o->newest ? (uint32_t)n : o->newest;
				j = k > 1 ? rng_below(r, k) : 0;
				v = take(&gr, gr.tail - 1 - j);
				break;
			default:
				v = by_policy(&gr, r, o);
				break;
			}
		} while (in[v >> shift] & IN);
		c = v >> shift;
		d = (int)(v & ((1u << shift) - 1));
		if (g == GEN_LEVELS)
			gen_xyz(c, cw, ch, cd, &x, &y, &z);
		else {
			/* In 32 bits: a cell of one level. */
			x = c % cw;
			y = c / cw;
		}
	}
out:
	if (rc == -1)
		gen_tree_close(s);
	free(gr.a);
	free(gr.bit);
	return rc;
}

/*
 * Prim's growth on cells of kind g, a constant (GEN_TWICE): grow_in's,
 * but for the queue, and that a cell is offered once, by the first tree
 * cell next to it.  Which cells were offered is a bit a cell, an eighth
 * of in[] and more likely in the cache, for the cell taken is anywhere on
 * a frontier of millions; in[] is written, but read only for frames.
 */
static GEN_TWICE int
prim_in(struct gen_stream *s, struct maze_err *e, int g)
{
	uint32_t cw = s->cw, ch = s->ch, cd = s->cd, x, y, z;
	uint32_t c, v, nc;
	const struct maze_gen_opts *o = s->o;
	struct maze_gen_frames *fr = o->frames;
	struct prim p;
	unsigned char *in;
	uint64_t *seen = NULL;
	uint64_t keys[6];	/* the keys of a cell's offers */
	uint32_t offer[6];	/* and the offers */
	size_t at[6];
	unsigned ways = 0;
	size_t cells;
	int d, i, no, nk, rc = -1, nd = gen_nd(g), shift = nd == 4 ? 2 : 3;

	memset(&p, 0, sizeof p);
	if ((in = grow_open(s, e, MAZE_GEN_ROOT_RANDOM, g != GEN_LEVELS, &x,
	    &y, &z)) == NULL)
		return -1;
	if (g != GEN_LEVELS)
		cd = 1;
	cells = (size_t)cw * ch * cd;
	if (prim_init(&p, rng_next(s->r), shift, cells) == -1 ||
	    (seen = calloc(cells / 64 + 1, sizeof *seen)) == NULL)
		goto oom;
	/* A cell outside a mask is never offered. */
	for (c = 0; o->mask != NULL && c < cells; c++)
		if (!o->mask->in[c])
			seen[c / 64] |= UINT64_C(1) << (c % 64);
	c = (z * ch + y) * cw + x;
	seen[c / 64] |= UINT64_C(1) << (c % 64);
	d = -1;
	for (;;) {
		in[c] = d >= 0 ? IN | GEN_PARENT(d) : IN;
		gen_joined(o, d >= 0);
		/*
		 * Offer the neighbours not yet offered: the keys first, and
		 * the buckets they go to asked for, then each parked or kept
		 * for prim_take(), so that the buckets' misses overlap.
		 */
		if (g == GEN_POLAR)
			ways = polar_ways(x, y, cw, ch, at);
		if (g == GEN_HEX)
			ways = gen_hex_ways(x, y, cw, ch, at);
		for (i = no = 0; i < nd; i++) {
			if (g == GEN_POLAR || g == GEN_HEX ? !(ways >> i & 1) :
			    !next_to(g, x, y, z, cw, ch, cd, i, &nc))
				continue;
			if (g == GEN_POLAR || g == GEN_HEX)
				nc = (uint32_t)at[i];
			if (seen[nc / 64] & UINT64_C(1) << (nc % 64))
				continue;
			seen[nc / 64] |= UINT64_C(1) << (nc % 64);
			if (fr != NULL)
				in[nc] = OFFERED;
			offer[no] = nc << shift | (uint32_t)gen_back(g, i);
			keys[no] = weighed(p.key, offer[no], shift);
			MAZE_PREFETCH(p.b + prim_bucket(&p, keys[no]));
			no++;
		}
		for (i = nk = 0; i < no; i++) {
			p.live++;
			if (prim_bucket(&p, keys[i]) < p.hb)
				keys[nk++] = keys[i];
			else if (prim_park(&p, offer[i], keys[i]) == -1)
				goto oom;
		}
		if (fr != NULL)
			grow_frame(s, c, d);
		if (p.live == 0) {
			rc = 0;
			goto out;
		}
		if (prim_take(&p, keys, nk, &v) == -1)
			goto oom;
		/*
		 * The least of the run and the heap is likely the next
		 * taken: ask for its lines now, while this one's neighbours
		 * are offered.
		 */
		if (p.n > 0 || p.rh < p.rn) {
			nc = (uint32_t)(prim_run_first(&p) ? p.run[p.rh] :
			    p.h[0]) >> shift;
			MAZE_PREFETCH(seen + nc / 64);
			MAZE_PREFETCH(seen + (nc >= cw ? nc - cw : nc) / 64);
			MAZE_PREFETCH(seen + (nc + cw < cells ? nc + cw :
			    nc) / 64);
			MAZE_PREFETCH(in + nc);
		}
		c = v >> shift;
		d = (int)(v & ((1u << shift) - 1));
		/* Divided in 32 bits: gen_xyz()'s size_t division is slower. */
		if (g != GEN_LEVELS) {
			y = c / cw;
			x = c - y * cw;
		} else
			gen_xyz(c, cw, ch, cd, &x, &y, &z);
	}
oom:
	maze_error(e, 0, 0, "out of memory");
out:
	if (rc == -1)
		gen_tree_close(s);
	prim_free(&p);
	free(seen);
	return rc;
}

/* The growths on rings, apart (GEN_APART), polar_ways() in them. */
static GEN_APART int
grow_polar(struct gen_stream *s, struct maze_err *e, enum mode mode,
    enum maze_gen_root dflt)
{
	return grow_in(s, e, mode, dflt, GEN_POLAR);
}

static GEN_APART int
prim_polar(struct gen_stream *s, struct maze_err *e)
{
	return prim_in(s, e, GEN_POLAR);
}

static int
grow(struct gen_stream *s, struct maze_err *e, enum mode mode,
    enum maze_gen_root dflt)
{
	switch (s->grid) {
	case GEN_HEX:
		return grow_in(s, e, mode, dflt, GEN_HEX);
	case GEN_DELTA:
		return grow_in(s, e, mode, dflt, GEN_DELTA);
	case GEN_POLAR:
		return grow_polar(s, e, mode, dflt);
	case GEN_LEVELS:
		return grow_in(s, e, mode, dflt, GEN_LEVELS);
	}
	return grow_in(s, e, mode, dflt, GEN_SQUARE);
}

static int
prim_open(struct gen_stream *s, struct maze_err *e)
{
	switch (s->grid) {
	case GEN_HEX:
		return prim_in(s, e, GEN_HEX);
	case GEN_DELTA:
		return prim_in(s, e, GEN_DELTA);
	case GEN_POLAR:
		return prim_polar(s, e);
	case GEN_LEVELS:
		return prim_in(s, e, GEN_LEVELS);
	}
	return prim_in(s, e, GEN_SQUARE);
}

static int
growth_open(struct gen_stream *s, struct maze_err *e)
{
	return grow(s, e, M_RANDOM, MAZE_GEN_ROOT_RANDOM);
}

static int
dfs_growth_open(struct gen_stream *s, struct maze_err *e)
{
	return grow(s, e, M_NEWEST_N, MAZE_GEN_ROOT_RANDOM);
}

static int
bfs_tree_open(struct gen_stream *s, struct maze_err *e)
{
	return grow(s, e, M_OLDEST, MAZE_GEN_ROOT_CORNER);
}

static int
dfs_tree_open(struct gen_stream *s, struct maze_err *e)
{
	return grow(s, e, M_NEWEST, MAZE_GEN_ROOT_CORNER);
}

static int
growing_tree_open(struct gen_stream *s, struct maze_err *e)
{
	return grow(s, e, M_POLICY, MAZE_GEN_ROOT_RANDOM);
}

const struct maze_gen_streamer gen_prim = GEN_TREE_STREAMER(prim_open);
const struct maze_gen_streamer gen_growth = GEN_TREE_STREAMER(growth_open);
const struct maze_gen_streamer gen_dfs_growth =
    GEN_TREE_STREAMER(dfs_growth_open);
const struct maze_gen_streamer gen_bfs_tree = GEN_TREE_STREAMER(bfs_tree_open);
const struct maze_gen_streamer gen_dfs_tree = GEN_TREE_STREAMER(dfs_tree_open);
const struct maze_gen_streamer gen_growing_tree =
    GEN_TREE_STREAMER(growing_tree_open);
