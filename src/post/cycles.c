/* cycles.c: --cycles N, exactly N more independent loops. */
#include "lib/libpriv.h"
#include "post/postpriv.h"

/*
 * Call each wall east or south of a cell, or with levels below it, that
 * stands between two cells of one part that may be joined: by the labels
 * lab (post_parts) or, with lab NULL, both seen (post_one_part).  The
 * walls and marks are those of w's graph.  With r NULL, count them;
 * otherwise choose *need of the *left there are, and open them.
 */
static uint32_t
scan(struct maze *m, const struct post_work *w, const uint32_t *lab,
    struct rng *r, uint32_t *need, uint32_t *left)
{
	static const unsigned char bit[3] = { SEARCH_OPEN_E, SEARCH_OPEN_S,
	    SEARCH_OPEN_D };
	const struct search *s = w->graph;
	const unsigned char *st = s->st;
	uint32_t cw = s->w, ch = s->h, cd = s->d, x, y, z, c = 0, nb, k = 0;
	size_t p, np, lv = (size_t)m->w * m->h;
	size_t wall[3] = { 1, m->w, lv }, pstep[3] = { 1, s->pw, s->plane };
	uint32_t cstep[3] = { 1, cw, cw * ch };
	int d, nd = cd > 1 ? 3 : 2;

	for (z = 0; z < cd; z++)
		for (y = 0; y < ch; y++) {
			p = search_pad(s, c);
			for (x = 0; x < cw; x++, c++, p++) {
				for (d = 0; d < nd; d++) {
					if ((d == 0 ? x + 1 == cw : d == 1 ?
					    y + 1 == ch : z + 1 == cd) ||
					    (st[p] & bit[d]))
						continue;
					nb = c + cstep[d];
					np = p + pstep[d];
					if ((lab != NULL ? lab[c] != lab[nb] :
					    !(st[p] & st[np] & SEARCH_SEEN)) ||
					    !post_allowed(w, c, nb))
						continue;
					k++;
					if (r != NULL &&
					    post_pick(r, need, left))
						m->b[maze_cell3(m, x, y, z) +
						    wall[d]] = MAZE_OPEN;
				}
				if (r != NULL && *need == 0)
					return k;
			}
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
	uint32_t k, need, left, *lab = NULL;
	int one;

	if (n == 0)
		return 0;
	/* Most mazes are one part, and lone cells: no labels needed. */
	if ((one = post_one_part(m, w, e)) == -1)
		return -1;
	if (!one) {
		if (post_parts(m, w->tmp, w, e) == -1)
			return -1;
		lab = w->tmp;
	}
	k = scan(m, w, lab, NULL, NULL, NULL);
	if (n > k)
		return maze_error(e, m->line, 1, "--cycles %llu: this maze has "
		    "only %u walls between cells that are already joined%s",
		    (unsigned long long)n, k, w->keep ? " and that "
		    "--keep-solution lets go" : "");
	need = (uint32_t)n;
	left = k;
	scan(m, w, lab, r, &need, &left);
	post_changed(w);
	return 0;
}
