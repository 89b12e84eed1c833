/* braid.c: --braid P, opening dead ends into loops. */
#include "post/postpriv.h"

/*
 * --braid p: of the D cells that are dead ends (one open wall to another
 * cell, floors between levels included; the outer wall does not count),
 * choose round(p * D) uniformly and visit them in reading order.  Each that
 * is still a dead end gets one more wall opened (a floor, perhaps): into
 * a neighbouring dead end if there is one, which cures two at once, as
 * braid makers do, otherwise into any neighbour; either way chosen at
 * random among the walls --keep-solution allows.  Opening
 * walls only raises degrees, so no new dead end appears: p = 1 leaves none
 * but those with no wall to open (the ends of a maze one cell wide, or
 * cells whose every wall --keep-solution refuses).
 */
int
post_braid(struct maze *m, double p, struct maze_rng *r, struct post_work *w,
    struct maze_err *e)
{
	return post_braid_steps(m, p, r, w, NULL, e);
}

/* post_braid(), telling fr (if not NULL) of each wall taken away. */
int
post_braid_steps(struct maze *m, double p, struct maze_rng *r,
    struct post_work *w, struct post_frames *fr, struct maze_err *e)
{
	struct post_dead k;
	uint32_t c, nb;
	size_t wall, walls[MAZE_NDIRS], best[MAZE_NDIRS];
	int d, nd = maze_ndirs(m->d), nw, nbest;

	if (post_shape(m, e) == -1)
		return -1;
	post_dead_start(&k, p, post_mark_dead_ends(m, w, POST_NONE,
	    POST_NONE));
	while (post_dead_next(m, w, r, &k)) {
		c = k.c;
		nw = nbest = 0;
		for (d = 0; d < nd; d++) {
			nb = post_neighbour(m, c, d, &wall);
			if (nb == POST_NONE || maze_isopen(m->b[wall]) ||
			    !post_allowed(w, c, nb))
				continue;
			walls[nw++] = wall;
			if (post_degree(m, nb) == 1)
				best[nbest++] = wall;
		}
		if (nbest > 0)
			wall = best[rng_below(r, (uint32_t)nbest)];
		else if (nw > 0)
			wall = walls[rng_below(r, (uint32_t)nw)];
		else
			continue;
		m->b[wall] = MAZE_OPEN;
		post_step(fr, m, wall);
	}
	post_changed(w);
	return 0;
}

/* --braid p on the form, as post_braid() on the blocks. */
void
post_form_braid(struct post_form *f, double p, struct maze_rng *r)
{
	struct maze_cells *c = f->c;
	struct post_dead k;
	uint32_t x, y, z;
	size_t v, u;
	int d, nd = maze_ndirs(c->d), nw, nbest, walls[MAZE_NDIRS];
	int best[MAZE_NDIRS];

	post_dead_start(&k, p, post_form_dead_ends(f, POST_NONE, POST_NONE));
	while (post_form_dead_next(f, r, &k)) {
		v = post_fnode(c, k.c);
		post_fcell_xyz(c, k.c, &x, &y, &z);
		nw = nbest = 0;
		for (d = 0; d < nd; d++) {
			if (!post_fhas(c, x, y, z, d) || post_fopen(c, v, d))
				continue;
			u = (size_t)((ptrdiff_t)v + post_fstep(c, d));
			if (!post_form_allowed(f, v, u))
				continue;
			walls[nw++] = d;
			if (post_fdegree(c, u) == 1)
				best[nbest++] = d;
		}
		if (nbest > 0)
			post_fopen_wall(c, v, best[rng_below(r,
			    (uint32_t)nbest)]);
		else if (nw > 0)
			post_fopen_wall(c, v, walls[rng_below(r,
			    (uint32_t)nw)]);
	}
}
