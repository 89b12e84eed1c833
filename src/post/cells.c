/* cells.c: the cell graph of a cell maze, for the loop options of mazepost. */
#include <stdlib.h>
#include <string.h>

#include "lib/libpriv.h"
#include "post/postpriv.h"

void
post_work_init(struct post_work *w)
{
	memset(w, 0, sizeof *w);
	w->from = POST_NONE;
}

void
post_work_free(struct post_work *w)
{
	free(w->phi);
	free(w->tmp);
	free(w->bits);
	maze_search_free(w->graph);
	post_work_init(w);
}

/*
 * Make room in w for the cells of m; the potential, the graph and the
 * distances are dropped.  Returns 0, or -1 out of memory.
 */
int
post_work_size(struct post_work *w, const struct maze *m, struct maze_err *e)
{
	size_t n = post_cells(m);
	uint32_t *a, *b;
	uint64_t *bits;

	if (post_shape(m, e) == -1)
		return -1;
	w->keep = 0;
	post_changed(w);
	if (n <= w->cap)
		return 0;
	if ((a = realloc(w->phi, n * sizeof *a)) == NULL)
		goto oom;
	w->phi = a;
	if ((b = realloc(w->tmp, n * sizeof *b)) == NULL)
		goto oom;
	w->tmp = b;
	/* Walks write them all over: a miss in the page tables otherwise. */
	maze_huge(w->phi, n * sizeof *a);
	maze_huge(w->tmp, n * sizeof *b);
	if ((bits = realloc(w->bits, (n + 63) / 64 * sizeof *bits)) == NULL)
		goto oom;
	w->bits = bits;
	w->cap = n;
	return 0;
oom:
	return maze_oom(m, e);
}

/*
 * The cell an endpoint at block i belongs to: the cell itself, or the cell
 * beside an opening of the outer wall (with levels, the outer wall includes
 * the ceiling of the first level and the floor of the last).  POST_NONE for
 * any other block (an endpoint in a passage between two cells, or none at
 * all).
 */
uint32_t
post_end_cell(const struct maze *m, size_t i)
{
	uint32_t cw = m->w / 2, ch = m->h / 2, x, y, z;

	if (i == MAZE_NONE)
		return POST_NONE;
	maze_xyz(m, i, &x, &y, &z);
	if (post_masked(m) && !post_outer_edge(m, x, y, z) &&
	    post_outline(m, i, &i)) {
		/* On the outline: the cell inside beside it. */
		maze_xyz(m, i, &x, &y, &z);
		return ((z / 2) * ch + y / 2) * cw + x / 2;
	}
	if (x == 0)
		x = 1;
	else if (x == m->w - 1)
		x = m->w - 2;
	else if (y == 0)
		y = 1;
	else if (y == m->h - 1)
		y = m->h - 2;
	else if (m->d > 1 && z == 0)
		z = 1;
	else if (m->d > 1 && z == m->d - 1)
		z = m->d - 2;
	if (x % 2 == 0 || y % 2 == 0 || (m->d > 1 && z % 2 == 0))
		return POST_NONE;
	return ((z / 2) * ch + y / 2) * cw + x / 2;
}

/*
 * Open walls of the cell at b of masked maze m to cells inside: an
 * entrance on the outline leads outside, as one in the outer wall does;
 * a cell outside has none.
 */
int
post_masked_degree(const struct maze *m, const unsigned char *b)
{
	ptrdiff_t step[6] = { -(ptrdiff_t)m->w, 1, (ptrdiff_t)m->w, -1,
	    -(ptrdiff_t)m->w * m->h, (ptrdiff_t)m->w * m->h };
	size_t i = (size_t)(b - m->b);
	uint32_t x, y, z;
	int d, n = 0;

	if (!maze_isopen(*b))
		return 0;
	maze_xyz(m, i, &x, &y, &z);
	for (d = 0; d < maze_ndirs(m->d); d++) {
		if ((d == 0 && y < 2) || (d == 1 && x + 2 >= m->w) ||
		    (d == 2 && y + 2 >= m->h) || (d == 3 && x < 2) ||
		    (d == 4 && z < 2) || (d == 5 && z + 2 >= m->d))
			continue;
		n += maze_isopen(b[step[d]]) && maze_isopen(b[2 * step[d]]);
	}
	return n;
}

/* Is cell x, y, z of m inside: not outside a masked maze? */
int
post_inside_cell(const struct maze *m, uint32_t x, uint32_t y, uint32_t z)
{
	return !post_masked(m) ||
	    maze_isopen(m->b[maze_cell3(m, x, y, z)]);
}

/* The block of cell c. */
size_t
post_cell_block(const struct maze *m, uint32_t c)
{
	uint32_t cw = m->w / 2, ch = m->h / 2;

	return maze_cell3(m, c % cw, c / cw % ch, c / cw / ch);
}

/*
 * Is block i in the outer wall of m: its sides, and with levels the
 * ceiling of the first level and the floor of the last?
 */
int
post_outer(const struct maze *m, size_t i)
{
	uint32_t x, y, z;

	maze_xyz(m, i, &x, &y, &z);
	return post_outer_edge(m, x, y, z) ||
	    (post_masked(m) && post_outline(m, i, NULL));
}

/* Is block x, y, z at the edge of m's grid? */
int
post_outer_edge(const struct maze *m, uint32_t x, uint32_t y, uint32_t z)
{
	return x == 0 || y == 0 || x == m->w - 1 || y == m->h - 1 ||
	    (m->d > 1 && (z == 0 || z == m->d - 1));
}

/*
 * Is block i of masked maze m, not at the grid's edge, a wall between a
 * cell inside and one outside: on the outline?  Then *cell (if not NULL)
 * is the block of the cell inside.
 */
int
post_outline(const struct maze *m, size_t i, size_t *cell)
{
	size_t lv = (size_t)m->w * m->h, step;
	uint32_t x, y, z;
	int inz = m->d > 1;

	maze_xyz(m, i, &x, &y, &z);
	if (post_outer_edge(m, x, y, z))
		return 0;
	/* A wall between two cells: odd in all coordinates but one. */
	if (x % 2 == 0 && y % 2 == 1 && (!inz || z % 2 == 1))
		step = 1;
	else if (x % 2 == 1 && y % 2 == 0 && (!inz || z % 2 == 1))
		step = m->w;
	else if (inz && x % 2 == 1 && y % 2 == 1 && z % 2 == 0)
		step = lv;
	else
		return 0;
	if (maze_isopen(m->b[i - step]) == maze_isopen(m->b[i + step]))
		return 0;
	if (cell != NULL)
		*cell = maze_isopen(m->b[i - step]) ? i - step : i + step;
	return 1;
}

/*
 * The neighbour of cell c in direction d (up and down lead nowhere in a
 * flat maze), POST_NONE if that is the outer wall, or either cell is
 * outside a masked maze or a weave's crossing; *wall is the block between
 * them.
 */
uint32_t
post_neighbour(const struct maze *m, uint32_t c, int d, size_t *wall)
{
	uint32_t cw = m->w / 2, ch = m->h / 2, x = c % cw, y = c / cw % ch;
	uint32_t z = c / cw / ch;

	if ((d == MAZE_N && y == 0) || (d == MAZE_S && y + 1 == ch) ||
	    (d == MAZE_W && x == 0) || (d == MAZE_E && x + 1 == cw) ||
	    (d == MAZE_UP && z == 0) ||
	    (d == MAZE_DOWN && z + 1 == maze_cell_levels(m)))
		return POST_NONE;
	/* A cell outside a masked maze is as the edge: no way in or out. */
	if (!post_inside_cell(m, x, y, z) || !post_inside_cell(m,
	    x + (uint32_t)maze_dx[d], y + (uint32_t)maze_dy[d],
	    z + (uint32_t)maze_dz[d]))
		return POST_NONE;
	/* A crossing's walls stay as they are: its passage over, alone. */
	if (post_crossing(m, c) || post_crossing(m, (uint32_t)((int64_t)c +
	    maze_dx[d] + maze_dy[d] * (int64_t)cw)))
		return POST_NONE;
	*wall = (size_t)((ptrdiff_t)maze_cell3(m, x, y, z) + maze_dx[d] +
	    maze_dy[d] * (ptrdiff_t)m->w +
	    maze_dz[d] * (ptrdiff_t)m->w * (ptrdiff_t)m->h);
	return (uint32_t)((int64_t)c + maze_dx[d] + maze_dy[d] * (int64_t)cw +
	    maze_dz[d] * (int64_t)cw * ch);
}

/* Open walls between cell c and its neighbours (the outer wall aside). */
int
post_degree(const struct maze *m, uint32_t c)
{
	uint32_t cw = m->w / 2, ch = m->h / 2;

	return post_degree_xyz(m, c % cw, c / cw % ch, c / cw / ch);
}

/*
 * What a walk over the cell graph writes: with keep 0, each cell's
 * distance (or with inc 0, base); with keep set, the potential of
 * post_keep from the distance held and this one.
 */
struct fill {
	const struct maze_search *s;
	uint32_t *dist;
	const uint32_t *ds;	/* with keep, dS (dist itself, or tmp) */
	uint32_t inc, base;
	int keep;
	uint32_t len;		/* with keep, the route's length */
};

static int
fill_visit(void *arg, size_t p, uint64_t d)
{
	struct fill *f = arg;
	size_t i = search_unpad(f->s, p);

	if (f->keep)
		f->dist[i] = (f->ds[i] + f->len - (uint32_t)d) / 2;
	else
		f->dist[i] = f->inc ? (uint32_t)d : f->base;
	return 0;
}

/*
 * Make the graph loaded in s as it was loaded: every mark of the walks
 * since taken away, the open walls kept.  A pass over the nodes costs far
 * less than reading the maze again.
 */
static void
unwalk(struct maze_search *s)
{
	const unsigned char keep = SEARCH_OPEN_E | SEARCH_OPEN_S |
	    SEARCH_OPEN_D;
	size_t y, x, rows = (size_t)s->h * s->d;
	unsigned char *p;

	for (y = 0; y < rows; y++) {
		p = s->st + search_pad(s, y * s->w);
		for (x = 0; x < s->w; x++)
			p[x] &= keep;
	}
}

/*
 * Make w's search state the cell graph of m, fresh, loading it unless it
 * holds m's walls already; the walks that follow use f.  Out of memory is
 * said as mazepost has always said it.
 */
static int
graph(const struct maze *m, struct post_work *w, struct fill *f,
    struct maze_err *e)
{
	memset(f, 0, sizeof *f);
	if (w->graph == NULL && (w->graph = maze_search_new()) == NULL)
		return maze_oom(m, e);
	if (w->fresh)
		unwalk(w->graph);
	else if (search_load(w->graph, m, SEARCH_GRAPH, e) == -1)
		return maze_oom(m, e);
	w->fresh = 1;
	f->s = w->graph;
	return 0;
}

/* Walk the cell graph loaded in s from cell root, as f says. */
static int
flood(const struct maze *m, struct maze_search *s, uint32_t root,
    struct fill *f, uint32_t *last, struct maze_err *e)
{
	struct search_walk w;
	size_t src = search_pad(s, root);

	memset(&w, 0, sizeof w);
	w.dst = MAZE_NONE;
	w.visit = f->dist != NULL ? fill_visit : NULL;
	w.arg = f;
	if ((post_weave(m) ? maze_weave_walk(m, s, &src, 1, &w, e) :
	    search_walk(s, src, &w, e)) == -1)
		return maze_oom(m, e);
	if (last != NULL)
		*last = (uint32_t)search_unpad(s, w.last);
	return 0;
}

/*
 * Breadth-first search over the cells from root: dist[c] is the number of
 * steps from cell to cell, POST_NONE where there is no way; with dist NULL,
 * no distance is kept.  *last (if not NULL) is the last cell the search
 * expands, as far from root as any: neighbours are tried up, right, down,
 * left, first in, first out.
 */
int
post_bfs(const struct maze *m, uint32_t root, uint32_t *dist,
    struct post_work *w, uint32_t *last, struct maze_err *e)
{
	size_t n = post_cells(m);
	struct fill f;

	if (graph(m, w, &f, e) == -1)
		return -1;
	/* POST_NONE is every byte 0xff. */
	if (dist != NULL)
		memset(dist, 0xff, n * sizeof *dist);
	f.dist = dist;
	f.inc = 1;
	return flood(m, w->graph, root, &f, last, e);
}

/*
 * The parts of m (the sets of cells that reach one another): lab[c] is the
 * first cell, in reading order (level by level), of c's part.  One visit
 * per cell.
 */
int
post_parts(const struct maze *m, uint32_t *lab, struct post_work *w,
    struct maze_err *e)
{
	uint32_t cw = m->w / 2, ch = m->h / 2, cd = maze_cell_levels(m), x, y;
	uint32_t z, c;
	struct maze_search *s;
	struct fill f;
	size_t p;
	int rc = 0;

	if (graph(m, w, &f, e) == -1)
		return -1;
	if (lab == w->tmp)
		w->from = POST_NONE;
	s = w->graph;
	f.dist = lab;
	for (z = 0; z < cd && rc == 0; z++)
		for (y = 0; y < ch && rc == 0; y++) {
			c = (z * ch + y) * cw;
			p = search_pad(s, c);
			for (x = 0; x < cw && rc == 0; x++, p++)
				if (!(s->st[p] & SEARCH_SEEN)) {
					f.base = c + x;
					rc = flood(m, s, f.base, &f, NULL, e);
				}
		}
	return rc;
}

/*
 * Is every part of m a lone cell, but one at most?  Then 1, with
 * SEARCH_SEEN in w's graph on the cells of that one (if any), so that two
 * cells are of one part if both are seen; otherwise 0 (post_parts then
 * tells the parts apart), or -1 out of memory.  A cell is flooded if no
 * walk has reached it and a wall east, south or below it is open, or in
 * a weave a tunnel leaves it: one joined to a cell before it, west, north
 * or above, has been reached.
 */
int
post_one_part(const struct maze *m, struct post_work *w, struct maze_err *e)
{
	const unsigned char open = SEARCH_OPEN_E | SEARCH_OPEN_S |
	    SEARCH_OPEN_D;
	uint32_t cells = post_cells(m), c, x;
	const unsigned char *st;
	struct maze_search *s;
	struct fill f;
	int parts = 0;

	if (graph(m, w, &f, e) == -1)
		return -1;
	s = w->graph;
	for (c = 0; c < cells; c += s->w) {
		st = s->st + search_pad(s, c);
		for (x = 0; x < s->w; x++) {
			if ((st[x] & SEARCH_SEEN) || (!(st[x] & open) &&
			    !(post_weave(m) && post_weave_end(m, c + x))))
				continue;
			if (parts++ > 0)
				return 0;
			if (flood(m, s, c + x, &f, NULL, e) == -1)
				return -1;
		}
	}
	return 1;
}

/*
 * --keep-solution: set the potential that post_allowed tests.  With dS and
 * dE the distances from the start's cell and the end's, and L = dS(end),
 * phi(c) = (dS(c) - dE(c) + L) / 2: a whole number (the cell graph is
 * bipartite, so dS - dE has the parity of L), 0 at the start, L at the end,
 * and changing by at most 1 between joined cells, since dS and dE each do.
 * A route is then at least as long as phi changes along it, so at least L,
 * as long as every wall taken away joins cells whose phi differ by at most
 * 1: a test that needs no distance to be computed again, however many
 * walls go.  It refuses every wall whose going alone would shorten the
 * route, and more: on a perfect maze, phi(c) is the position along the
 * route of the cell where c's branch leaves it, so a wall may go only
 * between branches that leave the route at most one step apart.  Cells
 * that neither endpoint reaches get POST_NONE: no wall of theirs may go.
 */
int
post_keep(struct maze *m, struct post_work *w, struct maze_err *e)
{
	if (post_shape(m, e) == -1)
		return -1;
	return post_keep_dist(m, w, 0, e);
}

/* What --keep-solution cannot do without: said in e, at m's line; -1. */
int
post_keep_no_ends(const struct maze *m, struct maze_err *e)
{
	return maze_error(e, m->line, 1, "--keep-solution needs a start 'S' "
	    "and an end 'E', each in a cell or in an opening of the outer "
	    "wall");
}

int
post_keep_no_route(const struct maze *m, struct maze_err *e)
{
	return maze_error(e, m->line, 1, "--keep-solution needs a route from "
	    "the start to the end");
}

/*
 * post_keep, dS taken from tmp if it holds the distances from the start's
 * cell (w->from), else found by a walk: into tmp, kept there for what
 * follows, if usetmp, otherwise into phi, turned into phi where it lies.
 */
int
post_keep_dist(struct maze *m, struct post_work *w, int usetmp,
    struct maze_err *e)
{
	size_t n = post_cells(m), i;
	uint32_t sc = post_end_cell(m, m->start), ec = post_end_cell(m, m->end);
	uint32_t *ds;
	struct fill f;

	w->keep = 0;
	if (sc == POST_NONE || ec == POST_NONE)
		return post_keep_no_ends(m, e);
	ds = w->from == sc || usetmp ? w->tmp : w->phi;
	if (w->from != sc) {
		if (post_bfs(m, sc, ds, w, NULL, e) == -1)
			return -1;
		if (ds == w->tmp)
			w->from = sc;
	}
	if (ds[ec] == POST_NONE)
		return post_keep_no_route(m, e);
	/*
	 * The end reaches just the cells the start does, so a walk from it
	 * can turn each dS into phi as it finds dE: dE needs no array.  With
	 * dS apart, in tmp, the walk rather puts dE in phi, and a pass in
	 * order makes phi of the two: the walk reads nothing at random.
	 */
	if (ds != w->phi) {
		if (post_bfs(m, ec, w->phi, w, NULL, e) == -1)
			return -1;
		for (i = 0; i < n; i++)
			if (ds[i] != POST_NONE)
				w->phi[i] = (ds[i] + ds[ec] - w->phi[i]) / 2;
	} else {
		if (graph(m, w, &f, e) == -1)
			return -1;
		f.dist = w->phi;
		f.ds = ds;
		f.inc = 1;
		f.len = ds[ec];
		f.keep = 1;
		if (flood(m, w->graph, ec, &f, NULL, e) == -1)
			return -1;
	}
	w->keep = 1;
	return 0;
}

void
post_dead_start(struct post_dead *k, double p, uint32_t dead)
{
	k->c = k->next = 0;
	k->need = post_fraction(p, dead);
	k->left = dead;
}

/* The next dead end chosen, in k->c: 1, or 0 once none is left. */
int
post_dead_next(const struct maze *m, const struct post_work *w,
    struct maze_rng *r, struct post_dead *k)
{
	uint32_t cells = post_cells(m), c;

	while (k->next < cells && k->need > 0) {
		c = k->next++;
		if ((w->bits[c / 64] >> c % 64 & 1) &&
		    post_pick(r, &k->need, &k->left) &&
		    post_degree(m, c) == 1) {
			k->c = c;
			return 1;
		}
	}
	return 0;
}

/*
 * Set the bit in w->bits of every cell that is a dead end (one open wall
 * to another cell), but cells skip1 and skip2 (POST_NONE skips nothing),
 * and clear the others.  Returns how many are set.
 */
uint32_t
post_mark_dead_ends(const struct maze *m, struct post_work *w,
    uint32_t skip1, uint32_t skip2)
{
	uint32_t cw = m->w / 2, ch = m->h / 2, cd = maze_cell_levels(m);
	uint32_t x, y, z, c = 0, dead = 0;

	for (z = 0; z < cd; z++)
		for (y = 0; y < ch; y++)
			for (x = 0; x < cw; x++, c++) {
				w->bits[c / 64] &= ~((uint64_t)1 << c % 64);
				if (c != skip1 && c != skip2 &&
				    post_degree_xyz(m, x, y, z) == 1) {
					w->bits[c / 64] |= (uint64_t)1 <<
					    c % 64;
					dead++;
				}
			}
	return dead;
}
