/* remove-walls.c: --remove-walls P, random walls between cells taken away. */
#include "post/postpriv.h"

/*
 * --remove-walls p: of the W walls that stand between two cells (the outer
 * wall never goes; with levels, the floors between cells are walls too),
 * take away round(p * W), chosen uniformly among those
 * --keep-solution allows if it is in force (W counts only those).
 */
int
post_remove_walls(struct maze *m, double p, struct maze_rng *r,
    struct post_work *w, struct maze_err *e)
{
	return post_remove_walls_steps(m, p, r, w, NULL, e);
}

/* post_remove_walls(), telling fr (if not NULL) of each wall taken away. */
int
post_remove_walls_steps(struct maze *m, double p, struct maze_rng *r,
    struct post_work *w, struct post_frames *fr, struct maze_err *e)
{
	static const int dirs[3] = { MAZE_E, MAZE_S, MAZE_DOWN };
	uint32_t cells = post_cells(m), c, nb, k = 0, need = 0, left = 0;
	size_t wall;
	int i, nd = m->d > 1 ? 3 : 2, pass;

	if (post_shape(m, e) == -1)
		return -1;
	for (pass = 0; pass < 2; pass++) {
		if (pass == 1) {
			need = post_fraction(p, k);
			left = k;
			if (need == 0)
				break;
		}
		for (c = 0; c < cells; c++)
			for (i = 0; i < nd; i++) {
				nb = post_neighbour(m, c, dirs[i], &wall);
				if (nb == POST_NONE ||
				    maze_isopen(m->b[wall]) ||
				    !post_allowed(w, c, nb))
					continue;
				if (pass == 0)
					k++;
				else if (post_pick(r, &need, &left)) {
					m->b[wall] = MAZE_OPEN;
					post_step(fr, m, wall);
				}
			}
	}
	post_changed(w);
	return 0;
}

/*
 * The walls standing east, south and below the cells of row y, level z,
 * from cell x (node v) on, sixteen at most, that stand between two cells
 * and, with --keep-solution, may go: into go[], a bit a node, as
 * post_form_kept() takes them.  Returns how many.
 */
static uint32_t
standing(const struct post_form *f, size_t v, uint32_t x, uint32_t y,
    uint32_t z, uint64_t go[3])
{
	const struct maze_cells *c = f->c;
	uint64_t t = maze_cells_nodes16(c->g, v);
	/* The row's cells here, and those of them with a cell east. */
	uint64_t cells = maze_cells_row16(c->cw, x);
	uint64_t east = c->cw - x <= 16 ? cells >> 4 : cells;

	go[0] = ~t & east;
	go[1] = y + 1 < c->ch ? ~t >> 1 & cells : 0;
	go[2] = z + 1 < c->cd ? ~t >> 2 & cells : 0;
	if (f->keep) {
		go[0] = post_form_kept(f, v, go[0], 1);
		go[1] = post_form_kept(f, v, go[1], c->pw);
		go[2] = post_form_kept(f, v, go[2], c->plane);
	}
	return (uint32_t)(maze_popcount64(go[0]) + maze_popcount64(go[1]) +
	    maze_popcount64(go[2]));
}

/*
 * --remove-walls p on the form, as post_remove_walls() on the blocks,
 * sixteen cells of a row at a time: the walls counted, then chosen a draw
 * a wall, in the same order.
 */
void
post_form_remove_walls(struct post_form *f, double p, struct maze_rng *r)
{
	struct maze_cells *c = f->c;
	uint64_t go[3];
	uint32_t x, y, z, k = 0, need = 0, left = 0, q;
	size_t v;
	int pass;

	for (pass = 0; pass < 2; pass++) {
		if (pass == 1) {
			need = post_fraction(p, k);
			left = k;
			if (need == 0)
				break;
		}
		for (z = 0; z < c->cd; z++)
			for (y = 0; y < c->ch; y++)
				for (x = 0, v = maze_cells_node(c, 0, y, z);
				    x < c->cw; x += 16, v += 16) {
					q = standing(f, v, x, y, z, go);
					if (pass == 0)
						k += q;
					else if (post_form_draw(c, v, go, q,
					    r, &need, &left))
						return;
				}
	}
}
