/* cycles.c: --cycles N, exactly N more independent loops. */
#include "post/postpriv.h"

/*
 * Call each wall east or south of a cell, or with levels below it, that
 * stands between two cells of one part that may be joined; lab (w->tmp)
 * holds the parts.  With r NULL, count them; otherwise choose *need of the
 * *left there are, and open them.
 */
static uint32_t
scan(struct maze *m, const struct post_work *w, struct rng *r,
    uint32_t *need, uint32_t *left)
{
	uint32_t cw = m->w / 2, ch = m->h / 2, cd = maze_cell_levels(m);
	uint32_t x, y, z, c = 0, nb, k = 0;
	size_t b, wall, lv = (size_t)m->w * m->h;
	int d, nd = cd > 1 ? 3 : 2;

	for (z = 0; z < cd; z++)
		for (y = 0; y < ch; y++)
			for (x = 0; x < cw; x++, c++) {
				b = maze_cell3(m, x, y, z);
				for (d = 0; d < nd; d++) {
					if (d == 0 ? x + 1 == cw : d == 1 ?
					    y + 1 == ch : z + 1 == cd)
						continue;
					wall = d == 0 ? b + 1 : d == 1 ?
					    b + m->w : b + lv;
					nb = d == 0 ? c + 1 : d == 1 ? c + cw :
					    c + cw * ch;
					if (maze_isopen(m->b[wall]) ||
					    w->tmp[c] != w->tmp[nb] ||
					    !post_allowed(w, c, nb))
						continue;
					k++;
					if (r != NULL &&
					    post_pick(r, need, left))
						m->b[wall] = MAZE_OPEN;
				}
				if (r != NULL && *need == 0)
					return k;
			}
	return k;
}

/*
 * --cycles n: take away exactly n walls, each between two cells that
 * already reach each other, chosen uniformly among all such walls (those
 * --keep-solution allows, if in force); with levels, floors between cells
 * are walls too.  Each adds an edge and leaves the
 * parts as they were, so the cyclomatic number (edges - cells + parts)
 * grows by exactly n.  Fewer such walls than n is an error, and the maze is
 * left as it was.
 */
int
post_cycles(struct maze *m, uint64_t n, struct rng *r, struct post_work *w,
    struct maze_err *e)
{
	uint32_t k, need, left;

	if (n == 0)
		return 0;
	if (post_parts(m, w->tmp, w, e) == -1)
		return -1;
	k = scan(m, w, NULL, NULL, NULL);
	if (n > k)
		return maze_error(e, m->line, 1, "--cycles %llu: this maze has "
		    "only %u walls between cells that are already joined%s",
		    (unsigned long long)n, k, w->keep ? " and that "
		    "--keep-solution lets go" : "");
	need = (uint32_t)n;
	left = k;
	scan(m, w, r, &need, &left);
	return 0;
}
