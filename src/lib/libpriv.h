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

/* ---- the search state (search.c) ---- */

#define SEARCH_NSCRATCH	4

/*
 * Search state: one byte per block, in a copy of the grid padded with a ring
 * of walls so that the inner loop needs no bounds checks.  Indices into st
 * are "padded"; search_pad() and search_unpad() convert.
 */
struct search {
	uint32_t w, h;		/* the grid's size */
	size_t pw;		/* padded width, w + 2 */
	unsigned char *st;	/* (w + 2) * (h + 2) states */
	size_t stcap;
	size_t *q;		/* FIFO ring; qcap is a power of two */
	size_t qcap;
	size_t explored;	/* blocks expanded, over every search so far */
	void *scratch[SEARCH_NSCRATCH];	/* for the solvers; see search_scratch */
	size_t scratchcap[SEARCH_NSCRATCH];
};

/* A state is SEARCH_WALL, or open with some of these bits. */
#define SEARCH_WALL	0xff
#define SEARCH_SEEN	0x80	/* reached; the low two bits point back */
#define SEARCH_DONE	0x40	/* expanded */
#define SEARCH_CELL	0x20	/* a cell of a cell maze */
#define SEARCH_ROOT	0x04	/* with SEARCH_SEEN: a search began here */

int	search_load(struct search *, const struct maze *, int cells,
	    struct maze_err *);
int	search_bfs(struct search *, size_t src, size_t dst, size_t *last,
	    size_t *lastcell, struct maze_err *);
int	search_grow_queue(struct search *, size_t head, size_t n);
size_t	search_mark_path(const struct search *, struct maze *, size_t dst);
size_t	search_mark_explored(const struct search *, struct maze *);
void	*search_scratch(struct search *, int k, size_t bytes);

static inline size_t
search_pad(const struct search *s, size_t i)
{
	return i + s->pw + 1 + 2 * (i / s->w);
}

static inline size_t
search_unpad(const struct search *s, size_t p)
{
	return (p / s->pw - 1) * s->w + p % s->pw - 1;
}

/* The padded index one step from p in direction d. */
static inline size_t
search_step(const struct search *s, size_t p, int d)
{
	return p + (size_t)((ptrdiff_t)maze_dy[d] * (ptrdiff_t)s->pw +
	    maze_dx[d]);
}

#endif
