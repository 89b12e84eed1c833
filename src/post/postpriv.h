/*
 * postpriv.h: the cell graph of a cell maze, which the operations of
 * mazepost share.  Private to src/post.
 */
#ifndef POST_POSTPRIV_H
#define POST_POSTPRIV_H

#include <stdint.h>

#include "lib/maze.h"
#include "lib/rng.h"
#include "post/post.h"

/*
 * The cell graph.  Cell c of a maze of cw x ch x cd cells (cd is 1 when the
 * maze is flat) is cell (c % cw, c / cw % ch, c / cw / ch), the order the
 * text gives them; its neighbour in direction d (N, E, S, W, and up and down
 * with levels) lies across one wall block, open or standing: a floor block
 * between levels.  Cell indices fit in 32 bits, since blocks do.
 */
#define POST_NONE	UINT32_MAX	/* no cell; an unreached distance */

uint32_t post_end_cell(const struct maze *, size_t block);
uint32_t post_neighbour(const struct maze *, uint32_t c, int d,
	    size_t *wall);
int	post_degree(const struct maze *, uint32_t c);
size_t	post_cell_block(const struct maze *, uint32_t c);
int	post_outer(const struct maze *, size_t block);
uint32_t post_mark_dead_ends(const struct maze *, struct post_work *,
	    uint32_t skip1, uint32_t skip2);
int	post_bfs(const struct maze *, uint32_t root, uint32_t *dist,
	    struct post_work *, uint32_t *last, struct maze_err *);
int	post_parts(const struct maze *, uint32_t *lab, struct post_work *,
	    struct maze_err *);
int	post_keep_dist(struct maze *, struct post_work *, int usetmp,
	    struct maze_err *);
int	post_place_work(struct maze *, unsigned char which,
	    const struct post_spot *, struct rng *, struct search *,
	    struct post_work *, int dist, struct maze_err *);
int	post_one_part(const struct maze *, struct post_work *,
	    struct maze_err *);

/*
 * Where the endpoint options put an endpoint, apart from moving it: m is
 * read only for its size and line, so that the cell form (form.c) places
 * endpoints as the blocks do.  A post_far_fn sets *cell to the block of
 * the cell farthest by path from block from, or MAZE_NONE if it reaches
 * none; it returns 0, or -1 with e, or less to give up.
 */
typedef int	post_far_fn(void *arg, size_t from, size_t *cell,
		    struct maze_err *);

int	post_target(const struct maze *, unsigned char which,
	    const struct post_spot *, struct rng *, size_t other,
	    post_far_fn *, void *arg, size_t *to, struct maze_err *);
int	post_border_target(const struct maze *, unsigned char which,
	    size_t self, size_t other, size_t *to, struct maze_err *);

/*
 * The walls of the maze w works on changed (or it is another maze): the
 * graph must be loaded again, and the distances in tmp no longer hold.
 */
static inline void
post_changed(struct post_work *w)
{
	w->fresh = 0;
	w->from = POST_NONE;
}

/* The cells of cell maze m, every level's. */
static inline uint32_t
post_cells(const struct maze *m)
{
	return (m->w / 2) * (m->h / 2) * maze_cell_levels(m);
}

/*
 * Open walls between cell (x, y, z) and its neighbouring cells, floors
 * included; z is 0 in a flat maze, where the floor tests fail by
 * themselves (2z + 3 > d).
 */
static inline int
post_degree_xyz(const struct maze *m, uint32_t x, uint32_t y, uint32_t z)
{
	const unsigned char *b = m->b + maze_cell3(m, x, y, z);
	size_t lv = (size_t)m->w * m->h;

	return (y > 0 && maze_isopen(b[-(ptrdiff_t)m->w])) +
	    (2 * x + 3 < m->w && maze_isopen(b[1])) +
	    (2 * y + 3 < m->h && maze_isopen(b[m->w])) +
	    (x > 0 && maze_isopen(b[-1])) +
	    (z > 0 && maze_isopen(b[-(ptrdiff_t)lv])) +
	    (2 * z + 3 < m->d && maze_isopen(b[lv]));
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

/* Choose exactly need of the next left items, one by one (Knuth's S). */
static inline int
post_pick(struct rng *r, uint32_t *need, uint32_t *left)
{
	int take = *need > 0 && rng_below(r, *left) < *need;

	*need -= (uint32_t)take;
	(*left)--;
	return take;
}

/*
 * The dead ends --braid and --sparse work on, one at a time: of the D
 * cells post_mark_dead_ends() marked, round(p * D) chosen uniformly
 * (post_pick), in reading order, each given only if it is still a dead end
 * when its turn comes (the work on earlier ones may have changed it).
 */
struct post_dead {
	uint32_t c;		/* the one given */
	uint32_t next, need, left;
};

void	post_dead_start(struct post_dead *, double p, uint32_t dead);
int	post_dead_next(const struct maze *, const struct post_work *,
	    struct rng *, struct post_dead *);

/* Is b an endpoint, which no wall is put over? */
static inline int
post_is_end(unsigned char b)
{
	return b == MAZE_START || b == MAZE_END;
}

/* round(p * n), for p in [0, 1]. */
static inline uint32_t
post_fraction(double p, uint32_t n)
{
	double v = p * n + 0.5;

	return v >= n ? n : (uint32_t)v;
}

#endif
