/*
 * libpriv.h: the library's private parts, for the algorithms of every layer
 * (gen, solve, post, stat, render) and never for a program: the search
 * state over a padded grid, and growable arrays.  What programs may call is
 * in maze.h, rng.h, num.h and algo.h.
 */
#ifndef LIB_LIBPRIV_H
#define LIB_LIBPRIV_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "lib/maze.h"

/*
 * Growable arrays.  MAZE_GROW(p, cap, need) makes the array p, with room
 * for cap elements, hold at least need: it doubles cap (from 16) until it
 * does and reallocates p.  Sizes are checked for overflow.  Returns 0, or
 * -1 out of memory with p and cap as they were.  p must be an lvalue of
 * object pointer type, as git's ALLOC_GROW takes.
 */
int	maze_grow(void *pp, size_t *cap, size_t need, size_t size);
#define MAZE_GROW(p, cap, need) \
	((size_t)(need) <= (cap) ? 0 : \
	    maze_grow(&(p), &(cap), (size_t)(need), sizeof *(p)))

/*
 * Has the maze a block whose byte set[] marks (nonzero)?  set must not mark
 * '#' or ' '.  (grid.c)
 */
int	maze_has_any(const struct maze *, const unsigned char set[256]);

/*
 * Eight blocks at a time.  maze_word() loads the eight bytes at p (at any
 * alignment; compilers make one load of it).  maze_unplain8() is 0 if they
 * are all walls and open blocks, '#' and ' ' (0x23 and 0x20): the bytes
 * whose top six bits are 001000 and whose two low bits are equal.  What
 * it gives for several words, or-ed, tests them all.  Neither depends on
 * the order of the bytes in a word.
 */
#define MAZE_BYTES8(c)	(UINT64_C(0x0101010101010101) * (uint8_t)(c))

static inline uint64_t
maze_word(const unsigned char *p)
{
	uint64_t v;

	memcpy(&v, p, sizeof v);
	return v;
}

static inline uint64_t
maze_unplain8(uint64_t v)
{
	return ((v & MAZE_BYTES8(0xfc)) ^ MAZE_BYTES8(0x20)) |
	    ((v ^ (v >> 1)) & MAZE_BYTES8(0x01));
}

/*
 * Huge pages for an array of n bytes at p, when n is at least MAZE_HUGE_MIN:
 * a hint, for an array at its final size.
 */
#define MAZE_HUGE_MIN	((size_t)8 << 20)
void	maze_huge(void *p, size_t n);

/* ---- the search state (search.c) ---- */

#define SEARCH_NSCRATCH	4
#define SEARCH_NBUCKETS	10	/* Dial's ring: more than the dearest step */

/*
 * Search state: one byte per node, in a grid padded with a ring of walls so
 * that the inner loop needs no bounds checks, and with a level of walls
 * above and below when there are several levels.  The nodes are the blocks
 * of the maze, or with SEARCH_GRAPH the cells of a cell maze.  Indices into
 * st are "padded"; search_pad() and search_unpad() convert.
 */
struct search {
	uint32_t w, h, d;	/* the grid's size, in nodes; d levels */
	size_t pw;		/* padded width, w + 2 */
	size_t plane;		/* a padded level, (w + 2) * (h + 2) */
	unsigned char *st;	/* plane * (d + 2) states; plane if d is 1 */
	size_t stcap;
	int graph;		/* loaded with SEARCH_GRAPH */
	int weighted;		/* loaded with SEARCH_WEIGHTS, and a weight seen */
	size_t *q;		/* FIFO ring; qcap is a power of two */
	size_t qcap;
	struct search_bucket {	/* Dial's ring of buckets */
		size_t *v;
		size_t n, cap;
	} bucket[SEARCH_NBUCKETS];
	size_t explored;	/* nodes expanded, over every search so far */
	void *scratch[SEARCH_NSCRATCH];	/* for the solvers; see search_scratch */
	size_t scratchcap[SEARCH_NSCRATCH];
};

/*
 * A state is SEARCH_WALL, or open with some of these bits.  A node reached
 * by a breadth-first search has in SEARCH_BACK the direction back towards
 * where it began (MAZE_N to MAZE_DOWN), or SEARCH_ROOT where it began.
 */
#define SEARCH_WALL	0xff
#define SEARCH_SEEN	0x80	/* reached */
#define SEARCH_DONE	0x40	/* expanded */
#define SEARCH_CELL	0x20	/* a cell of a cell maze */
#define SEARCH_BACK	0x07	/* with SEARCH_SEEN: the way back */
#define SEARCH_ROOT	0x07	/* in SEARCH_BACK: a search began here */
#define SEARCH_OPEN_E	0x08	/* SEARCH_GRAPH: the wall east is open */
#define SEARCH_OPEN_S	0x10	/* SEARCH_GRAPH: the wall south is open */
#define SEARCH_OPEN_D	0x20	/* SEARCH_GRAPH: the floor below is open */
#define SEARCH_WEIGHT	0x0f	/* SEARCH_WEIGHTS: the weight less one */

/* What search_load makes of a maze (its "cells" argument), or-ed. */
#define SEARCH_BLOCKS	0	/* nodes are the open blocks */
#define SEARCH_CELLS	1	/* and the cells of a cell maze SEARCH_CELL */
#define SEARCH_WEIGHTS	2	/* blocks keep their weight (maze_weight) */
#define SEARCH_GRAPH	4	/* nodes are the cells of a cell maze only */

/*
 * search_walk's visitor: told of each node as it is expanded, with its
 * padded index and its distance from the source.  Nonzero stops the walk.
 */
typedef int	search_visit_fn(void *arg, size_t p, uint64_t dist);

/* What a search_walk is to do, and what it found. */
struct search_walk {
	size_t dst;		/* stop once this node is expanded; MAZE_NONE */
	search_visit_fn *visit;	/* or NULL */
	void *arg;		/* the visitor's */
	unsigned char only;	/* visit only nodes with these SEARCH_ bits */
	size_t last;		/* out: the last node expanded */
	size_t lastcell;	/* out: the last SEARCH_CELL one, or MAZE_NONE */
	uint64_t dist;		/* out: the distance of last */
	int stopped;		/* out: the visitor stopped the walk */
};

int	search_load(struct search *, const struct maze *, int cells,
	    struct maze_err *);
int	search_walk(struct search *, size_t src, struct search_walk *,
	    struct maze_err *);
int	search_bfs(struct search *, size_t src, size_t dst, size_t *last,
	    size_t *lastcell, struct maze_err *);
int	search_grow_queue(struct search *, size_t head, size_t n);
size_t	search_mark_path(const struct search *, struct maze *, size_t dst);
size_t	search_mark_explored(const struct search *, struct maze *);
void	*search_scratch(struct search *, int k, size_t bytes);
void	*search_scratch_grow(struct search *, int k, size_t need, size_t size,
	    size_t *cap);

/* Did a search begin at the node of state c? */
static inline int
search_isroot(unsigned char c)
{
	return (c & SEARCH_BACK) == SEARCH_ROOT;
}

static inline size_t
search_pad(const struct search *s, size_t i)
{
	size_t lv, z;

	if (s->d == 1)
		return i + s->pw + 1 + 2 * (i / s->w);
	lv = (size_t)s->w * s->h;
	z = i / lv;
	i %= lv;
	return (z + 1) * s->plane + i + s->pw + 1 + 2 * (i / s->w);
}

static inline size_t
search_unpad(const struct search *s, size_t p)
{
	uint32_t p32 = (uint32_t)p, pw32 = (uint32_t)s->pw;
	size_t z;

	if (s->d > 1) {
		z = p / s->plane - 1;
		p %= s->plane;
		return (z * s->h + p / s->pw - 1) * s->w + p % s->pw - 1;
	}
	/* Most grids fit 32 bits, whose division is quicker (and pw < p). */
	if (p <= UINT32_MAX)
		return (size_t)(p32 / pw32 - 1) * s->w + p32 % pw32 - 1;
	return (p / s->pw - 1) * s->w + p % s->pw - 1;
}

/* The padded index one step from p in direction d. */
static inline size_t
search_step(const struct search *s, size_t p, int d)
{
	return p + (size_t)((ptrdiff_t)maze_dz[d] * (ptrdiff_t)s->plane +
	    (ptrdiff_t)maze_dy[d] * (ptrdiff_t)s->pw + maze_dx[d]);
}

#endif
