/* post.h: post-processing cell mazes: where the endpoints are, and loops. */
#ifndef POST_H
#define POST_H

#include <stdint.h>

#include "maze.h"
#include "rng.h"
#include "search.h"

/* Where an endpoint goes: --start and --end. */
enum spot_kind {
	SPOT_NONE,	/* leave it */
	SPOT_CELL,	/* cell x, y */
	SPOT_NW, SPOT_NE, SPOT_SW, SPOT_SE, SPOT_CENTER,
	SPOT_RANDOM,
	SPOT_FARTHEST	/* farthest by path from the other endpoint */
};

struct spot {
	enum spot_kind kind;
	uint32_t x, y;
};

int	post_parse_spot(const char *, struct spot *, const char **why);
int	post_place(struct maze *, unsigned char which, const struct spot *,
	    struct rng *, struct search *, struct maze_err *);

/*
 * The cell graph.  Cell c of a maze of cw x ch cells is cell (c % cw,
 * c / cw); its neighbour in direction d lies across one wall block, open or
 * standing.  Cell indices fit in 32 bits, since blocks do.
 */
#define POST_NONE	UINT32_MAX	/* no cell; an unreached distance */

/*
 * Scratch space for the loop options, reused from maze to maze of a stream
 * so that a stream runs in the memory of its largest maze: per cell, the
 * potential that --keep-solution tests (phi) and one more number (tmp);
 * a bitmap of cells; a FIFO ring of cells.
 */
struct post_work {
	uint32_t *phi, *tmp;
	uint64_t *bits;
	size_t cap;		/* cells phi, tmp and bits have room for */
	uint32_t *q;
	size_t qcap;		/* a power of two, or 0 */
	int keep;		/* phi is in force: refuse what it forbids */
};

void	post_work_init(struct post_work *);
void	post_work_free(struct post_work *);
int	post_work_size(struct post_work *, const struct maze *,
	    struct maze_err *);
uint32_t post_end_cell(const struct maze *, size_t block);
uint32_t post_neighbour(const struct maze *, uint32_t c, int d,
	    size_t *wall);
int	post_degree(const struct maze *, uint32_t c);
uint32_t post_mark_dead_ends(const struct maze *, struct post_work *,
	    uint32_t skip1, uint32_t skip2);
int	post_bfs(const struct maze *, uint32_t root, uint32_t *dist,
	    struct post_work *, uint32_t *last, struct maze_err *);
int	post_parts(const struct maze *, uint32_t *lab, struct post_work *,
	    struct maze_err *);
int	post_keep(struct maze *, struct post_work *, struct maze_err *);

/* More endpoints: diameter.c, border.c. */
int	post_diameter(struct maze *, struct post_work *, struct maze_err *);
int	post_border(struct maze *, unsigned char which, struct maze_err *);

/* Open walls between cell (x, y) and its neighbouring cells. */
static inline int
post_degree_xy(const struct maze *m, uint32_t x, uint32_t y)
{
	const unsigned char *b = m->b + ((size_t)2 * y + 1) * m->w + 2 * x + 1;

	return (y > 0 && maze_isopen(b[-(ptrdiff_t)m->w])) +
	    (2 * x + 3 < m->w && maze_isopen(b[1])) +
	    (2 * y + 3 < m->h && maze_isopen(b[m->w])) +
	    (x > 0 && maze_isopen(b[-1]));
}

/*
 * May the wall between cells a and b go?  Always, unless --keep-solution
 * is in force: then only if every route from S to E stays as long as it is
 * (see post_keep).
 */
static inline int
post_allowed(const struct post_work *w, uint32_t a, uint32_t b)
{
	uint32_t pa, pb;

	if (!w->keep)
		return 1;
	pa = w->phi[a];
	pb = w->phi[b];
	if (pa == POST_NONE || pb == POST_NONE)
		return 0;
	return pa > pb ? pa - pb <= 1 : pb - pa <= 1;
}

/* The loop options, each in its own file; p and fractions are in [0, 1]. */
int	post_sparse(struct maze *, double p, struct rng *, struct post_work *,
	    struct maze_err *);
int	post_near(struct maze *, uint32_t k, struct post_work *,
	    struct maze_err *);
int	post_cycles(struct maze *, uint64_t n, struct rng *,
	    struct post_work *, struct maze_err *);
int	post_braid(struct maze *, double p, struct rng *, struct post_work *,
	    struct maze_err *);
int	post_remove_walls(struct maze *, double p, struct rng *,
	    struct post_work *, struct maze_err *);

/* Choose exactly need of the next left items, one by one (Knuth's S). */
static inline int
post_pick(struct rng *r, uint32_t *need, uint32_t *left)
{
	int take = *need > 0 && rng_below(r, *left) < *need;

	*need -= (uint32_t)take;
	(*left)--;
	return take;
}

/* round(p * n), for p in [0, 1]. */
static inline uint32_t
post_fraction(double p, uint32_t n)
{
	double v = p * n + 0.5;

	return v >= n ? n : (uint32_t)v;
}

#endif
