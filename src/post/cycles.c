/* cycles.c: --cycles N, exactly N more independent loops. */
#include "post.h"

/*
 * Does the wall east or south (d) of cell c stand between two cells of one
 * part that may be joined?  lab holds the parts.
 */
static int
candidate(const struct maze *m, const struct post_work *w, uint32_t c,
    int d, size_t *wall)
{
	uint32_t nb = post_neighbour(m, c, d, wall);

	return nb != POST_NONE && !maze_isopen(m->b[*wall]) &&
	    w->tmp[c] == w->tmp[nb] && post_allowed(w, c, nb);
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
	uint32_t cells = (m->w / 2) * (m->h / 2), c, k = 0, need, left;
	size_t wall;
	int d;

	if (n == 0)
		return 0;
	if (post_parts(m, w->tmp, w, e) == -1)
		return -1;
	for (c = 0; c < cells; c++)
		for (d = MAZE_E; d <= MAZE_S; d++)
			k += candidate(m, w, c, d, &wall);
	if (n > k)
		return maze_error(e, m->line, 1, "--cycles %llu: this maze has "
		    "only %u walls between cells that are already joined%s",
		    (unsigned long long)n, k, w->keep ? " and that "
		    "--keep-solution lets go" : "");
	need = (uint32_t)n;
	left = k;
	for (c = 0; c < cells && need > 0; c++)
		for (d = MAZE_E; d <= MAZE_S; d++)
			if (candidate(m, w, c, d, &wall) &&
			    post_pick(r, &need, &left))
				m->b[wall] = MAZE_OPEN;
	return 0;
}
