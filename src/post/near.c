/* near.c: --near K, the wall removal of the cs171 write-up. */
#include "post/postpriv.h"

/* --near without its start: said in e, at m's line; -1. */
int
post_near_no_start(const struct maze *m, struct maze_err *e)
{
	return maze_error(e, m->line, 1, "--near needs a start 'S' in a cell "
	    "or in an opening of the outer wall");
}

/*
 * --near k: with each cell's distance from the start's cell, computed once
 * before any wall goes (the write-up's "depth table"), scan the cells from
 * the top left to the bottom right (level by level) and take away the wall
 * to the left neighbour, then the one to the top neighbour, then with
 * levels the floor to the cell above, where it stands and the two
 * distances differ by less than k.  Cells the start does not reach are
 * left alone, and so are a weave's crossings.  Adjacent cells' distances
 * differ by an odd number (the grid is bipartite, a weave's too, its
 * tunnels four steps long), so k <= 1 takes nothing away.
 */
int
post_near(struct maze *m, uint32_t k, struct post_work *w,
    struct maze_err *e)
{
	return post_near_steps(m, k, w, NULL, e);
}

/* post_near(), telling fr (if not NULL) of each wall taken away. */
int
post_near_steps(struct maze *m, uint32_t k, struct post_work *w,
    struct post_frames *fr, struct maze_err *e)
{
	uint32_t cw = m->w / 2, ch = m->h / 2, cd = maze_cell_levels(m);
	uint32_t x, y, z, c = 0, sc, n, dn, *dist = w->tmp;
	size_t b, lv = (size_t)m->w * m->h;
	unsigned char *p;
	int64_t diff;
	/* The walls west, north and above, in that order: offsets. */
	const size_t wall[3] = { 1, m->w, lv };
	const uint32_t nb[3] = { 1, cw, cw * ch };
	int i, in, ok, nw = cd > 1 ? 3 : 2, weave = post_weave(m);

	if (post_shape(m, e) == -1)
		return -1;
	if ((sc = post_end_cell(m, m->start)) == POST_NONE)
		return post_near_no_start(m, e);
	if (w->from != sc) {
		if (post_bfs(m, sc, dist, w, NULL, e) == -1)
			return -1;
		w->from = sc;
	}
	/*
	 * A wall stands about as often as not, so each is judged and written
	 * back without a branch: a wall that stays gets its own byte.  At
	 * the edge the cell stands in for the neighbour it lacks, so that
	 * nothing is read outside the maze.
	 */
	for (z = 0; z < cd; z++)
		for (y = 0; y < ch; y++)
			for (x = 0; x < cw; x++, c++) {
				if (dist[c] == POST_NONE)
					continue;
				b = maze_cell3(m, x, y, z);
				for (i = 0; i < nw; i++) {
					in = (i == 0 ? x : i == 1 ? y : z) != 0;
					n = in ? c - nb[i] : c;
					p = &m->b[in ? b - wall[i] : b];
					dn = dist[n];
					diff = (int64_t)dist[c] - dn;
					ok = in & (*p == MAZE_WALL) &
					    (dn != POST_NONE) & (diff < k) &
					    (-diff < k) &
					    post_allowed(w, c, n) &
					    !(weave && (post_crossing(m, c) ||
					    post_crossing(m, n)));
					*p = ok ? MAZE_OPEN : *p;
					if (fr != NULL && ok)
						post_step(fr, m,
						    (size_t)(p - m->b));
				}
			}
	post_changed(w);
	return 0;
}

/* What near_walls() does with each wall that may go. */
enum { NEAR_OPEN, NEAR_MARK };

/*
 * --near k on the form, as post_near() on the blocks, with the distances
 * from the start's cell in f->ds: how NEAR_OPEN, each wall that may go
 * goes; NEAR_MARK, its bit is set in f->near instead, for near_kept().
 * As there, each wall is judged without a branch: one that stays has 0
 * or-ed into its bit.  A wall is judged once, from the cell east, south
 * or below it, and nothing here changes another: marked, then opened in
 * the same order, the walls go as they would in one pass.
 */
static void
near_walls(struct post_form *f, uint32_t k, const int how)
{
	struct maze_cells *c = f->c;
	uint64_t *g = c->g, *near = f->near, ok;
	const struct maze_dists *ds = &f->ds;
	uint32_t n, x, y, z, dc = 0, dn;
	size_t v, u, j;
	int64_t diff;
	int i, in;
	/* The walls west, north and above: the step to each, and its bit. */
	const size_t back[3] = { 1, c->pw, c->plane };
	static const unsigned bit[3] = { MAZE_CELL_E, MAZE_CELL_S,
	    MAZE_CELL_D };
	int nw = c->cd > 1 ? 3 : 2;

	if (how == NEAR_MARK)
		memset(near, 0, post_near_words(c) * sizeof *near);
	POST_EACH_CELL(c, n, v, x, y, z) {
		if ((dc = maze_dist(ds, v)) == POST_NONE)
			continue;
		for (i = 0; i < nw; i++) {
			/* At the edge the cell stands in for its neighbour. */
			in = (i == 0 ? x : i == 1 ? y : z) != 0;
			u = in ? v - back[i] : v;
			dn = maze_dist(ds, u);
			diff = (int64_t)dc - dn;
			ok = (uint64_t)(in & !(maze_cells_bits(g, u) & bit[i]) &
			    (dn != POST_NONE) & (diff < k) & (-diff < k));
			if (how == NEAR_MARK) {
				j = (size_t)n * (size_t)nw + (size_t)i;
				near[j / 64] |= ok << j % 64;
				continue;
			}
			g[u / 16] |= (ok * bit[i]) << (u % 16 * 4);
			c->open += ok;
		}
	}
}

/*
 * The walls near_walls() marked, each taken away if phi, in f->ds by now,
 * allows: in the order of their bits, which is the order near_walls()
 * judges them in.  Few walls are marked: only they are visited.
 */
static void
near_kept(struct post_form *f)
{
	struct maze_cells *c = f->c;
	const uint64_t *near = f->near;
	uint64_t t, ok;
	const size_t back[3] = { 1, c->pw, c->plane };
	static const unsigned bit[3] = { MAZE_CELL_E, MAZE_CELL_S,
	    MAZE_CELL_D };
	size_t w, j, v, u, words = post_near_words(c);
	uint32_t nw = c->cd > 1 ? 3 : 2, n, i;

	for (w = 0; w < words; w++)
		for (t = near[w]; t != 0; t &= t - 1) {
			j = w * 64 + (size_t)maze_ctz64(t);
			n = (uint32_t)(j / nw);
			i = (uint32_t)(j % nw);
			v = post_fnode(c, n);
			u = v - back[i];
			ok = (uint64_t)post_form_allowed(f, v, u);
			c->g[u / 16] |= (ok * bit[i]) << (u % 16 * 4);
			c->open += ok;
		}
}

/*
 * --near k on the form: with --keep-solution in force, the walls
 * post_form_near_mark() chose; otherwise by the distances from the start's
 * cell in f->ds, unless --end farthest left them there.
 */
int
post_form_near(struct post_form *f, uint32_t k, struct maze_err *e)
{
	struct maze_cells *c = f->c;
	uint32_t sc = post_end_cell(&f->shape, c->start);

	if (f->keep) {
		near_kept(f);
		return 0;
	}
	if (sc == POST_NONE)
		return post_near_no_start(&f->shape, e);
	if (!f->dsfrom && post_form_dist(f, post_fnode(c, sc), e) == -1)
		return -1;
	near_walls(f, k, NEAR_OPEN);
	return 0;
}

/*
 * The walls --near k would take away, by the distances from the start's
 * cell in f->ds, marked in f->near, for --keep-solution to judge once
 * phi takes their place (post_form_keep).
 */
void
post_form_near_mark(struct post_form *f, uint32_t k)
{
	near_walls(f, k, NEAR_MARK);
}
