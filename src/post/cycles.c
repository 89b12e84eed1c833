/* cycles.c: --cycles N, exactly N more independent loops. */
#include "lib/libpriv.h"
#include "post/postpriv.h"

/*
 * Call each wall east or south of a cell, or with levels below it, that
 * stands between two cells of one part that may be joined: by the labels
 * lab (post_parts) or, with lab NULL, both seen (post_one_part), neither
 * a weave's crossing.  The walls and marks are those of w's graph.  With
 * r NULL, count them; otherwise choose *need of the *left there are, and
 * open them, telling fr (if not NULL) of each.
 */
static uint32_t
scan(struct maze *m, const struct post_work *w, const uint32_t *lab,
    struct maze_rng *r, uint32_t *need, uint32_t *left, struct post_frames *fr)
{
	static const unsigned char bit[3] = { SEARCH_OPEN_E, SEARCH_OPEN_S,
	    SEARCH_OPEN_D };
	const struct maze_search *s = w->graph;
	const unsigned char *st = s->st;
	uint32_t cw = s->w, ch = s->h, cd = s->d, x, y, z, c = 0, nb, k = 0;
	size_t p, np, lv = (size_t)m->w * m->h, b;
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
					    !post_allowed(w, c, nb) ||
					    post_crossing(m, c) ||
					    post_crossing(m, nb))
						continue;
					k++;
					if (r == NULL ||
					    !post_pick(r, need, left))
						continue;
					b = maze_cell3(m, x, y, z) + wall[d];
					m->b[b] = MAZE_OPEN;
					post_step(fr, m, b);
				}
				if (r != NULL && *need == 0)
					return k;
			}
		}
	return k;
}

/*
 * Say in e, at m's line, that --cycles n needs more than the k walls of m
 * it may take away (with keep, those --keep-solution lets go): -1.
 */
int
post_cycles_short(const struct maze *m, uint64_t n, uint32_t k, int keep,
    struct maze_err *e)
{
	return maze_error(e, m->line, 1, "--cycles %llu: this maze has only %u "
	    "walls between cells that are already joined%s",
	    (unsigned long long)n, k, keep ? " and that --keep-solution lets "
	    "go" : "");
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
post_cycles(struct maze *m, uint64_t n, struct maze_rng *r, struct post_work *w,
    struct maze_err *e)
{
	return post_cycles_steps(m, n, r, w, NULL, e);
}

/* post_cycles(), telling fr (if not NULL) of each wall taken away. */
int
post_cycles_steps(struct maze *m, uint64_t n, struct maze_rng *r,
    struct post_work *w, struct post_frames *fr, struct maze_err *e)
{
	uint32_t k, need, left, *lab = NULL;
	int one;

	if (post_shape(m, e) == -1)
		return -1;
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
	k = scan(m, w, lab, NULL, NULL, NULL, NULL);
	if (n > k)
		return post_cycles_short(m, n, k, w->keep, e);
	need = (uint32_t)n;
	left = k;
	scan(m, w, lab, r, &need, &left, fr);
	post_changed(w);
	return 0;
}

/*
 * Flood from every cell with an open wall east, south or below that no
 * flood has reached, as post_one_part() does: 1 if one flood did it all
 * (every cell it reached marked), 0 if it took more, or -1 out of memory.
 */
int
post_form_one_part(struct post_form *f, struct maze_err *e)
{
	const struct maze_cells *c = f->c;
	uint32_t n, x, y, z;
	size_t v;
	unsigned b;
	int parts = 0;

	POST_EACH_CELL(c, n, v, x, y, z) {
		b = maze_cells_bits(c->g, v);
		if ((b & MAZE_CELL_MARK) || !(b & (MAZE_CELL_E | MAZE_CELL_S |
		    MAZE_CELL_D)))
			continue;
		if (parts++ > 0)
			return 0;
		if (maze_walk_push(&f->k, v, e) == -1 ||
		    maze_walk_run(&f->k, e) == -1)
			return maze_cells_oom(f->c, e);
	}
	return 1;
}

/*
 * The walls --cycles may take away: east, south and below a cell marked
 * by one_part(), standing, with a marked cell beyond (padding is never
 * marked, so the outer wall never counts).  Sixteen nodes a word, in the
 * order of the nodes, as cycles.c's scan() visits them cell by cell:
 * counted, or with r, need of the left chosen (post_pick) and opened.
 * A word's draws come one a wall, in that order (post_form_draw).
 */
static uint32_t
cycle_walls(struct post_form *f, struct maze_rng *r, uint32_t *need,
    uint32_t *left)
{
	struct maze_cells *c = f->c;
	uint64_t *g = c->g, w, m, go[3];
	size_t i, words = c->nodes / 16 + 1;
	uint32_t k = 0, q;
	int levels = c->d > 1;

	for (i = 0; i < words; i++) {
		w = g[i];
		if ((m = w >> 3 & MAZE_CELLS_LOW) == 0)
			continue;
		go[0] = m & ~w & maze_cells_nodes16(g, 16 * i + 1) >> 3;
		go[1] = m & ~(w >> 1) & maze_cells_nodes16(g,
		    16 * i + c->pw) >> 3;
		go[2] = levels ? m & ~(w >> 2) & maze_cells_nodes16(g,
		    16 * i + c->plane) >> 3 : 0;
		go[0] &= MAZE_CELLS_LOW;
		go[1] &= MAZE_CELLS_LOW;
		go[2] &= MAZE_CELLS_LOW;
		if (f->keep) {
			go[0] = post_form_kept(f, 16 * i, go[0], 1);
			go[1] = post_form_kept(f, 16 * i, go[1], c->pw);
			go[2] = post_form_kept(f, 16 * i, go[2], c->plane);
		}
		q = (uint32_t)(maze_popcount64(go[0]) +
		    maze_popcount64(go[1]) + maze_popcount64(go[2]));
		k += q;
		if (r == NULL)
			continue;
		if (post_form_draw(c, 16 * i, go, q, r, need, left))
			return k;
	}
	return k;
}

/*
 * --cycles n, as post_cycles(), the maze one part (post_form_apply), its
 * one part marked already if marked.
 */
int
post_form_cycles(struct post_form *f, uint64_t n, int marked,
    struct maze_rng *r, struct maze_err *e)
{
	uint32_t k, need, left;

	if (n == 0)
		return 0;
	if (!marked && post_form_one_part(f, e) == -1)
		return -1;
	k = cycle_walls(f, NULL, NULL, NULL);
	if (n > k) {
		maze_walk_reset(&f->k);
		return post_cycles_short(&f->shape, n, k, f->keep, e);
	}
	need = (uint32_t)n;
	left = k;
	cycle_walls(f, r, &need, &left);
	maze_walk_reset(&f->k);
	return 0;
}
