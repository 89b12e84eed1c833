/*
 * shapes.c: the figures of a hex, a delta or a polar maze (maze(5)
 * "Grids"), of its cells and the doors between them.
 *
 * The nodes are the cells (those inside, if masked): a hex cell is its
 * three blocks, a delta cell and a polar ring's cell its one, the polar
 * centre its nine, and two cells are joined when the door between them is
 * open; a door in the outer wall joins nothing.  A distance counts
 * doors.  The route and a marked solution are in steps through the blocks,
 * as mazesolve walks and marks them; route_cells counts the cells of a way
 * from S's cell to E's through fewest doors (a hex cell is three blocks
 * wide, so the way of fewest blocks may pass more cells).  Across (hpass)
 * are the doors east and west, down (vpass) the others, so that hpass +
 * vpass - cells + parts is the loops as on any flat maze.  A hex cell is
 * straight when its two ways are opposite doors; a delta cell never is,
 * and no delta passage runs on in a line (longest is 0).  A polar cell is
 * straight when its two ways are both round its ring or both across rings
 * (the centre's: opposite doors); the doors round a ring count as across
 * (hpass), those between rings as down (vpass); its lines are its rings
 * and its rays (polar_longest()).  A polar grid's cells are addressed
 * (k, r), the slots of a ring past its last cell none (maze_shape_has()):
 * no walk or count sees them.
 */
#include <stdlib.h>
#include <string.h>

#include "lib/libpriv.h"
#include "stat/statpriv.h"

/* A hex, delta or polar grid, as its cells. */
struct shape {
	const struct maze *m;
	unsigned grid;
	uint32_t w, h;		/* cells (polar: outer ring, rings) */
	int nd;			/* doors a cell: 6 or 4 */
};

static void
shape_init(struct shape *g, const struct maze *m)
{
	g->m = m;
	g->grid = m->hdr.grid;
	if (m->hdr.grid & MAZE_GRID_HEX) {
		g->w = maze_hex_w(m->w);
		g->h = maze_hex_h(m->h);
		g->nd = MAZE_HEX_NDIRS;
	} else if (m->hdr.grid & MAZE_GRID_POLAR) {
		g->h = maze_polar_rings(m->w);
		g->w = maze_polar_n(g->h - 1);
		g->nd = 4;
	} else {
		g->w = m->w / 2;
		g->h = m->h / 2;
		g->nd = 4;
	}
}

/* The block of cell (x, y) that tells whether it is inside: its middle. */
static size_t
shape_block(const struct shape *g, uint32_t x, uint32_t y)
{
	uint32_t bx, by;

	if (g->grid & MAZE_GRID_POLAR) {
		maze_shape_cell_block(g->grid, g->m->w, x, y, &bx, &by);
		return (size_t)by * g->m->w + bx;
	}
	if (g->grid & MAZE_GRID_HEX)
		return (size_t)(2 * y + 1) * g->m->w + maze_hex_col(x, y) + 1;
	return (size_t)(2 * y + 1) * g->m->w + 2 * x + 1;
}

static int
shape_inside(const struct shape *g, uint32_t x, uint32_t y)
{
	return maze_shape_has(g->grid, x, y) &&
	    maze_isopen(g->m->b[shape_block(g, x, y)]);
}

/*
 * The cell beyond open door d of cell c, inside: 1 with *nb, else 0.
 */
static int
shape_way(const struct shape *g, uint32_t c, int d, uint32_t *nb)
{
	uint32_t x = c % g->w, y = c / g->w, bx, by, nx, ny;

	if (maze_shape_door(g->grid, x, y, d, g->w, g->h, &bx, &by, &nx,
	    &ny) != 1 || !maze_isopen(g->m->b[(size_t)by * g->m->w + bx]) ||
	    !shape_inside(g, nx, ny))
		return 0;
	*nb = ny * g->w + nx;
	return 1;
}

/* The cell whose blocks include block (bx, by): 1 with *c, else 0. */
static int
shape_cell_at(const struct shape *g, uint32_t bx, uint32_t by, uint32_t *c)
{
	return maze_shape_cell_at(g->m, g->w, bx, by, c) &&
	    shape_inside(g, *c % g->w, *c / g->w);
}

/*
 * The cells a walk from block i begins at: its own cell, or the cells
 * beside it (a door between two, or one in the outer wall).  Returns how
 * many, into src.
 */
static int
shape_cells_near(const struct shape *g, size_t i, uint32_t src[2])
{
	uint32_t bx = (uint32_t)(i % g->m->w), by = (uint32_t)(i / g->m->w);
	int d, n = 0;

	if (shape_cell_at(g, bx, by, &src[0]))
		return 1;
	for (d = 0; d < 4 && n < 2; d++)
		n += shape_cell_at(g, bx + (uint32_t)maze_dx[d],
		    by + (uint32_t)maze_dy[d], &src[n]);
	return n;
}

/* A breadth-first walk over the cells, and what it counts. */
struct walk {
	uint32_t *dist;		/* UINT32_MAX: not reached */
	uint32_t *q;
	uint64_t reach, sum, max;
	uint32_t far;		/* the last cell expanded */
};

/* Walk from the n cells src, unreached, as w counts. */
static void
walk(const struct shape *g, struct walk *w, const uint32_t *src, int n)
{
	uint32_t head = 0, tail = 0, c, nb;
	int d, k;

	w->reach = w->sum = w->max = 0;
	for (k = 0; k < n; k++)
		if (w->dist[src[k]] == UINT32_MAX) {
			w->dist[src[k]] = 0;
			w->q[tail++] = src[k];
		}
	while (head < tail) {
		c = w->q[head++];
		w->far = c;
		w->reach++;
		w->sum += w->dist[c];
		if (w->dist[c] > w->max)
			w->max = w->dist[c];
		for (d = 0; d < g->nd; d++)
			if (shape_way(g, c, d, &nb) &&
			    w->dist[nb] == UINT32_MAX) {
				w->dist[nb] = w->dist[c] + 1;
				w->q[tail++] = nb;
			}
	}
}

/*
 * The way of polar cell c (ring 1 or more) out of its ring (rel 0) or
 * clockwise round it (rel 1), to a cell inside: 1 with *nb, else 0.  Its
 * compass direction is its side's, or the next.
 */
static int
polar_way(const struct shape *g, uint32_t c, int rel, uint32_t *nb)
{
	uint32_t r = c / g->w;

	return shape_way(g, c, (int)((c % g->w / (2 * r + 1) + (uint32_t)rel) %
	    4), nb);
}

/*
 * The longest line of open doors of a polar maze into st: round a ring
 * (all round, if nothing closes it), or out along a ray, every cell
 * between passed straight through, and through the centre when two of
 * its opposite doors are open.  out holds a cell's doors out in a line.
 */
static void
polar_longest(const struct shape *g, uint32_t *out,
    struct maze_stat_figures *st)
{
	uint32_t r, k, i, n, c, nb, run, best = 0, ray[4];
	int d;

	for (r = 1; r < g->h; r++) {
		n = maze_polar_n(r);
		for (k = 0; k < n && polar_way(g, r * g->w + k, 1, &nb); k++)
			continue;
		if (k == n)
			best = best > n ? best : n;
		for (i = 1, run = 0; k < n && i <= n; i++)
			if (!polar_way(g, r * g->w + (k + i) % n, 1, &nb))
				run = 0;
			else if (++run > best)
				best = run;
	}
	/* The rays, from the outer ring in. */
	for (r = g->h - 1; r >= 1; r--)
		for (k = 0; k < maze_polar_n(r); k++) {
			c = r * g->w + k;
			out[c] = polar_way(g, c, 0, &nb) ? out[nb] + 1 : 0;
			best = best > out[c] ? best : out[c];
		}
	for (d = 0; d < 4; d++)
		ray[d] = shape_way(g, 0, d, &nb) ? out[nb] + 1 : 0;
	for (d = 0; d < 4; d++) {
		run = ray[d] + (ray[d] > 0 && ray[(d + 2) % 4] > 0 ?
		    ray[(d + 2) % 4] : 0);
		best = best > run ? best : run;
	}
	st->longest_straight = best;
}

/*
 * Is polar cell c, of two ways way (to cells nbs), straight: both its
 * ways round its ring, or both across (the centre: opposite doors)?
 */
static int
polar_straight(const struct shape *g, uint32_t c, const int *way,
    const uint32_t *nbs)
{
	int d, across = 0;

	if (c == 0)
		return (way[MAZE_N] && way[MAZE_S]) ||
		    (way[MAZE_E] && way[MAZE_W]);
	for (d = 0; d < 4; d++)
		across += way[d] && nbs[d] / g->w != c / g->w;
	return across != 1;
}

/*
 * The ways of every cell inside: the kinds of cell, the passages, and on
 * a hex grid the straight runs along its three lines (runs, three a
 * cell: east, south-east, south-west); on a polar one, round its rings
 * and along its rays (runs, one a cell).
 */
static void
count(const struct shape *g, uint32_t *runs, struct maze_stat_figures *st)
{
	static const int line[3] = { MAZE_HEX_E, MAZE_HEX_SE, MAZE_HEX_SW };
	uint32_t x, y, c, nb, *r, nbs[MAZE_HEX_NDIRS];
	int d, k, deg, way[MAZE_HEX_NDIRS], hex = g->grid & MAZE_GRID_HEX;
	int polar = (g->grid & MAZE_GRID_POLAR) != 0;
	uint64_t *junc[] = { &st->junctions3, &st->junctions4,
	    &st->junctions5, &st->junctions6 };

	for (y = 0; y < g->h; y++)
		for (x = 0; x < g->w; x++) {
			c = y * g->w + x;
			if (!shape_inside(g, x, y))
				continue;
			st->nodes++;
			for (d = 0, deg = 0; d < g->nd; d++)
				deg += way[d] = shape_way(g, c, d, &nbs[d]);
			if (deg == 0)
				st->isolated++;
			else if (deg == 1)
				st->dead_ends++;
			else if (deg == 2 && hex && ((way[0] && way[3]) ||
			    (way[1] && way[4]) || (way[2] && way[5])))
				st->straights++;
			else if (deg == 2 && polar &&
			    polar_straight(g, c, way, nbs))
				st->straights++;
			else if (deg == 2)
				st->turns++;
			else
				(*junc[deg - 3])++;
			/* Each door once, from the cell of the two first. */
			for (d = 0; polar && d < 4; d++)
				if (way[d] && nbs[d] > c)
					(*(nbs[d] / g->w == y ? &st->hpassages :
					    &st->vpassages))++;
			if (polar)
				continue;
			if (!hex) {
				st->hpassages += (uint64_t)way[MAZE_E];
				st->vpassages += (uint64_t)way[MAZE_S];
				continue;
			}
			st->hpassages += (uint64_t)way[MAZE_HEX_E];
			st->vpassages += (uint64_t)(way[MAZE_HEX_SE] +
			    way[MAZE_HEX_SW]);
			/* A run goes on from the cell behind: before c. */
			r = runs + 3 * (size_t)c;
			for (k = 0; k < 3; k++) {
				d = (line[k] + 3) % MAZE_HEX_NDIRS;
				r[k] = shape_way(g, c, d, &nb) ?
				    runs[3 * (size_t)nb + k] + 1 : 0;
				if (r[k] > st->longest_straight)
					st->longest_straight = r[k];
			}
		}
	if (polar)
		polar_longest(g, runs, st);
}

/*
 * The length in steps of a shortest route from S to E through m's
 * blocks, into st->route.
 */
static int
route(const struct shape *g, struct maze_search *s,
    struct maze_stat_figures *st, struct maze_err *e)
{
	const struct maze *m = g->m;
	size_t dst, p;

	if (m->start == MAZE_NONE || m->end == MAZE_NONE)
		return 0;
	if (search_load(s, m, SEARCH_BLOCKS, e) == -1)
		return -1;
	dst = search_pad(s, m->end);
	if (search_bfs(s, search_pad(s, m->start), dst, NULL, NULL, e) == -1)
		return -1;
	if (!(s->st[dst] & SEARCH_SEEN))
		return 0;
	st->route = 0;
	for (p = dst; !search_isroot(s->st[p]); st->route++)
		p = search_step(s, p, s->st[p] & SEARCH_BACK);
	return 0;
}

int
stat_measure_shape(const struct maze *m, struct maze_search *s,
    struct maze_stat_figures *st, struct maze_err *e)
{
	struct shape g;
	struct walk w;
	uint32_t src[2], end[2], c, n, far, *runs = NULL;
	int nsrc = 0, nend, k, rc = -1;

	if (maze_check_grid(m, 1, e) == -1)
		return -1;
	if (m->d != 1)
		return maze_error(e, m->line, 1, "a %s grid is flat: it has "
		    "no levels", maze_grid_name(m->hdr.grid));
	/* A polar grid's rings are read off its width: it must be one. */
	if ((m->hdr.grid & MAZE_GRID_POLAR) && maze_shape_size(m->hdr.grid,
	    m->w, m->h, 1, m->line, 1, e) == -1)
		return -1;
	shape_init(&g, m);
	memset(st, 0, sizeof *st);
	st->cells = 1;
	st->bwidth = m->w;
	st->bheight = m->h;
	st->blevels = 1;
	st->width = g.w;
	st->height = g.h;
	st->levels = 1;
	st->has_start = m->start != MAZE_NONE;
	st->route = -1;
	n = g.w * g.h;
	memset(&w, 0, sizeof w);
	if ((w.dist = malloc((size_t)n * sizeof *w.dist)) == NULL ||
	    (w.q = malloc((size_t)n * sizeof *w.q)) == NULL ||
	    ((m->hdr.grid & (MAZE_GRID_HEX | MAZE_GRID_POLAR)) &&
	    (runs = calloc((size_t)n * (m->hdr.grid & MAZE_GRID_HEX ? 3 : 1),
	    sizeof *runs)) == NULL)) {
		maze_error(e, 0, 0, "out of memory");
		goto out;
	}
	stat_blocks_route(m, &st->open, &st->solution);
	if (route(&g, s, st, e) == -1)
		goto out;
	count(&g, runs, st);

	/* From the start, the first part; then a part from each cell left. */
	memset(w.dist, 0xff, (size_t)n * sizeof *w.dist);
	if (m->start != MAZE_NONE)
		nsrc = shape_cells_near(&g, m->start, src);
	for (c = 0; m->start == MAZE_NONE && c < n && nsrc == 0; c++)
		if (shape_inside(&g, c % g.w, c / g.w))
			src[nsrc++] = c;
	far = nsrc > 0 ? src[0] : 0;
	if (nsrc > 0) {
		walk(&g, &w, src, nsrc);
		for (c = 0; c < n; c++)
			if (w.dist[c] != UINT32_MAX)
				st->hist[w.dist[c] * MAZE_STAT_HIST /
				    (w.max + 1)]++;
		st->reach = w.reach;
		st->dist_sum = w.sum;
		st->dist_max = w.max;
		st->components++;
		far = w.far;
		/* The cells of a way of fewest doors to E's nearest cell. */
		nend = st->route >= 0 ? shape_cells_near(&g, m->end, end) : 0;
		for (k = 0; k < nend; k++)
			if (w.dist[end[k]] != UINT32_MAX &&
			    (st->route_nodes == 0 ||
			    w.dist[end[k]] + (uint64_t)1 < st->route_nodes))
				st->route_nodes = w.dist[end[k]] + (uint64_t)1;
	}
	for (c = 0; c < n; c++)
		if (w.dist[c] == UINT32_MAX && shape_inside(&g, c % g.w,
		    c / g.w)) {
			walk(&g, &w, &c, 1);
			st->components++;
		}
	st->loops = st->hpassages + st->vpassages + st->components -
	    st->nodes;
	rc = 0;
	if (st->reach == 0)
		goto out;

	/* The double sweep's second, from a cell farthest from the start. */
	memset(w.dist, 0xff, (size_t)n * sizeof *w.dist);
	walk(&g, &w, &far, 1);
	st->diameter = w.max;
	st->diameter_exact = st->loops == 0;
out:
	free(runs);
	free(w.q);
	free(w.dist);
	return rc;
}
