/* remove-walls.c: --remove-walls P, random walls between cells taken away. */
#include "post/postpriv.h"

/*
 * --remove-walls p: of the W walls that stand between two cells (the outer
 * wall never goes), take away round(p * W), chosen uniformly among those
 * --keep-solution allows if it is in force (W counts only those).
 */
int
post_remove_walls(struct maze *m, double p, struct rng *r,
    struct post_work *w, struct maze_err *e)
{
	uint32_t cells = (m->w / 2) * (m->h / 2), c, nb, k = 0, need = 0, left = 0;
	size_t wall;
	int d, pass;

	(void)e;
	for (pass = 0; pass < 2; pass++) {
		if (pass == 1) {
			need = post_fraction(p, k);
			left = k;
			if (need == 0)
				break;
		}
		for (c = 0; c < cells; c++)
			for (d = MAZE_E; d <= MAZE_S; d++) {
				nb = post_neighbour(m, c, d, &wall);
				if (nb == POST_NONE || maze_isopen(m->b[wall]) ||
				    !post_allowed(w, c, nb))
					continue;
				if (pass == 0)
					k++;
				else if (post_pick(r, &need, &left))
					m->b[wall] = MAZE_OPEN;
			}
	}
	return 0;
}
