/* remove-walls.c: --remove-walls P, random walls between cells taken away. */
#include "post/postpriv.h"

/*
 * --remove-walls p: of the W walls that stand between two cells (the outer
 * wall never goes; with levels, the floors between cells are walls too),
 * take away round(p * W), chosen uniformly among those
 * --keep-solution allows if it is in force (W counts only those).
 */
int
post_remove_walls(struct maze *m, double p, struct rng *r,
    struct post_work *w, struct maze_err *e)
{
	static const int dirs[3] = { MAZE_E, MAZE_S, MAZE_DOWN };
	uint32_t cells = post_cells(m), c, nb, k = 0, need = 0, left = 0;
	size_t wall;
	int i, nd = m->d > 1 ? 3 : 2, pass;

	(void)e;
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
				else if (post_pick(r, &need, &left))
					m->b[wall] = MAZE_OPEN;
			}
	}
	post_changed(w);
	return 0;
}

/* --remove-walls p on the form, as post_remove_walls() on the blocks. */
void
post_form_remove_walls(struct post_form *f, double p, struct rng *r)
{
	struct maze_cells *c = f->c;
	const uint64_t *g = c->g;
	uint32_t n, x, y, z, k = 0, need = 0, left = 0;
	size_t v;
	unsigned b;
	int i, pass, go[3];

	for (pass = 0; pass < 2; pass++) {
		if (pass == 1) {
			need = post_fraction(p, k);
			left = k;
			if (need == 0)
				break;
		}
		POST_EACH_CELL(c, n, v, x, y, z) {
			b = maze_cells_bits(g, v);
			go[0] = x + 1 < c->cw && !(b & MAZE_CELL_E) &&
			    post_form_allowed(f, v, v + 1);
			go[1] = y + 1 < c->ch && !(b & MAZE_CELL_S) &&
			    post_form_allowed(f, v, v + c->pw);
			go[2] = z + 1 < c->cd && !(b & MAZE_CELL_D) &&
			    post_form_allowed(f, v, v + c->plane);
			if (pass == 0) {
				k += (uint32_t)(go[0] + go[1] + go[2]);
				continue;
			}
			for (i = 0; i < 3; i++)
				if (go[i] && post_pick(r, &need, &left))
					post_fopen_wall(c, v, post_owned(i));
		}
	}
}
