/* sparse.c: --sparse P, culling dead-end cells to thin a maze out. */
#include "post/postpriv.h"

/*
 * --sparse p: of the D cells that are dead ends (one open wall to another
 * cell), leaving out the cells of S and E, choose round(p * D) uniformly and
 * visit them in reading order; each that is still a dead end has its one
 * open wall closed, unless S or E is in it (a passage), which stays.  The
 * cell stays an open block, as maze(5) requires, but joins nothing: it is
 * culled.  One pass: a cell left a dead end by a cull is not culled in turn.
 * Taking away a dead end never changes a route between two other cells, so
 * the solution stays as it is.
 */
int
post_sparse(struct maze *m, double p, struct maze_rng *r, struct post_work *w,
    struct maze_err *e)
{
	return post_sparse_steps(m, p, r, w, NULL, e);
}

/* post_sparse(), telling fr (if not NULL) of each cell culled. */
int
post_sparse_steps(struct maze *m, double p, struct maze_rng *r,
    struct post_work *w, struct post_frames *fr, struct maze_err *e)
{
	uint32_t sc = post_end_cell(m, m->start), ec = post_end_cell(m, m->end);
	struct post_dead k;
	size_t wall;
	int d, nd = maze_ndirs(m->d), culled;

	if (post_shape(m, e) == -1)
		return -1;
	post_dead_start(&k, p, post_mark_dead_ends(m, w, sc, ec));
	while (post_dead_next(m, w, r, &k)) {
		for (culled = 0, d = 0; d < nd; d++)
			if (post_neighbour(m, k.c, d, &wall) != POST_NONE &&
			    maze_isopen(m->b[wall]) &&
			    !post_is_end(m->b[wall])) {
				m->b[wall] = MAZE_WALL;
				culled = 1;
			}
		if (culled)
			post_step(fr, m, post_cell_block(m, k.c));
	}
	post_changed(w);
	return 0;
}

/* --sparse p on the form, as post_sparse() on the blocks. */
int
post_form_sparse(struct post_form *f, double p, struct maze_rng *r,
    struct maze_err *e)
{
	struct maze_cells *c = f->c;
	uint32_t sc = post_end_cell(&f->shape, c->start);
	uint32_t ec = post_end_cell(&f->shape, c->end);
	size_t v, wall;
	struct post_dead k;
	int d, nd = maze_ndirs(c->d);

	post_dead_start(&k, p, post_form_dead_ends(f, sc, ec));
	while (post_form_dead_next(f, r, &k)) {
		v = post_fnode(c, k.c);
		for (d = 0; d < nd; d++)
			if (post_neighbour(&f->shape, k.c, d, &wall) !=
			    POST_NONE && post_fopen(c, v, d) &&
			    !post_is_end(maze_cells_at(c, wall)) &&
			    maze_cells_set(c, wall, MAZE_WALL, e) == -1)
				return -1;
	}
	return 0;
}
