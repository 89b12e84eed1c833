/* cycles.c: --cycles N, exactly N more independent loops. */
#include "post/postpriv.h"

/*
 * Call each wall east or south of a cell that stands between two cells of
 * one part that may be joined; lab (w->tmp) holds the parts.  With r NULL,
 * count them; otherwise choose *need of the *left there are, and open them.
 */
static uint32_t
scan(struct maze *m, const struct post_work *w, struct rng *r,
    uint32_t *need, uint32_t *left)
{
	uint32_t cw = m->w / 2, ch = m->h / 2, x, y, c, nb, k = 0;
	size_t b, wall;
	int d;

	for (y = 0; y < ch; y++)
		for (x = 0; x < cw; x++) {
			c = y * cw + x;
			b = ((size_t)2 * y + 1) * m->w + 2 * x + 1;
			for (d = 0; d < 2; d++) {
				if (d == 0 ? x + 1 == cw : y + 1 == ch)
					continue;
				wall = d == 0 ? b + 1 : b + m->w;
				nb = d == 0 ? c + 1 : c + cw;
				if (maze_isopen(m->b[wall]) ||
				    w->tmp[c] != w->tmp[nb] ||
				    !post_allowed(w, c, nb))
					continue;
				k++;
				if (r != NULL && post_pick(r, need, left))
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
 * --keep-solution allows, if in force).  Each adds an edge and leaves the
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
