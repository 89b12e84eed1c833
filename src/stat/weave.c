/*
 * weave.c: the figures of a weave maze (maze(5) "Grids"): of its cells,
 * seen from above, and the ways between them, its tunnels too.
 *
 * The nodes are the cells of level 0 (those inside, if masked).  A way is
 * a passage between two cells on level 0, or a tunnel between its two
 * ends: one way each, so that a tunnel's end with its tunnel alone is a
 * dead end, a crossing has two ways, and the loops, passages - nodes +
 * parts, are those of the maze's blocks.  A distance is the block steps
 * through the three levels halved, as on any cell maze: a passage one, a
 * tunnel four, down from its end, along under the crossing and up
 * (maze_weave_walk()).  The route and a marked solution are in steps
 * through the blocks, as mazesolve walks them.
 */
#include <stdlib.h>
#include <string.h>

#include "lib/libpriv.h"
#include "stat/statpriv.h"

/* What a walk over the cells counts, as measure.c's sweeps count it. */
struct sweep {
	uint64_t reach, sum, max;	/* cells reached, their distances */
	struct maze_search *s;		/* if not NULL, the cells at */
	uint32_t *level;		/* each distance here (its scratch) */
	size_t nlevel, cap;
	int oom;			/* level could not grow */
};

static int
visit(void *arg, size_t p, uint64_t d)
{
	struct sweep *w = arg;

	(void)p;
	w->reach++;
	w->sum += d;
	if (d > w->max)
		w->max = d;
	if (w->s == NULL)
		return 0;
	if (stat_level_add(w->s, &w->level, &w->nlevel, &w->cap, d) == -1) {
		w->oom = 1;
		return 1;
	}
	return 0;
}

/* Walk from the n cells src (padded) of the graph in s, as w counts. */
static int
walk(const struct maze *m, struct maze_search *s, const size_t *src, int n,
    struct sweep *w, size_t *last, struct maze_err *e)
{
	struct search_walk k;

	memset(&k, 0, sizeof k);
	k.dst = MAZE_NONE;
	k.visit = visit;
	k.arg = w;
	if (maze_weave_walk(m, s, src, n, &k, e) == -1 || w->oom)
		return maze_error(e, 0, 0, "out of memory");
	if (last != NULL)
		*last = k.last;
	return 0;
}

/* The block of level 0 of cell x, y of m. */
static size_t
cell_block(const struct maze *m, uint32_t x, uint32_t y)
{
	return (size_t)(2 * y + 1) * m->w + 2 * x + 1;
}

/*
 * The shortest route from S to E through m's blocks, every level's: its
 * steps into st->route, and the cells of level 0 on it into
 * st->route_nodes (a crossing passed under is not among them).
 */
static int
route(const struct maze *m, struct maze_search *s,
    struct maze_stat_figures *st, struct maze_err *e)
{
	size_t plane = (size_t)m->w * m->h, dst, p, i;

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
	for (p = dst;; st->route++) {
		i = search_unpad(s, p);
		st->route_nodes += i < plane && i / m->w % 2 == 1 &&
		    i % m->w % 2 == 1;
		if (search_isroot(s->st[p]))
			break;
		p = search_step(s, p, s->st[p] & SEARCH_BACK);
	}
	return 0;
}

/*
 * The ways of every cell inside, from the graph of level 0 loaded in s
 * and the tunnels: the kinds of node, the passages across and down
 * (tunnels among them), the straight runs, and the crossings.  runs holds
 * 4 * cw numbers: the runs east of a row, south of it and of the two rows
 * above.
 */
static void
count(const struct maze *m, const struct maze_search *s, uint32_t *runs,
    struct maze_stat_figures *st, uint64_t *crossings)
{
	size_t plane = (size_t)m->w * m->h, pw = s->pw, p, c;
	uint32_t cw = s->w, ch = s->h, x, y, *east = runs, *d0, *d1, *d2, *t;
	const unsigned char *g = s->st;
	int way[4], under[4], k, deg;

	d0 = runs + cw;
	d1 = d0 + cw;
	d2 = d1 + cw;
	for (y = 0; y < ch; y++) {
		for (x = 0; x < cw; x++) {
			c = cell_block(m, x, y);
			east[x] = d0[x] = 0;
			if (m->b[c] == MAZE_WALL)
				continue;	/* outside a mask */
			st->nodes++;
			*crossings += maze_weave_crossing(m, c) != 0;
			p = search_pad(s, (size_t)y * cw + x);
			for (k = 0; k < 4; k++)
				under[k] = m->b[c + plane] != MAZE_WALL &&
				    maze_weave_tunnel(m, c, k) != SIZE_MAX;
			way[MAZE_N] = under[MAZE_N] ||
			    (y > 0 && (g[p - pw] & SEARCH_OPEN_S));
			way[MAZE_E] = under[MAZE_E] || (g[p] & SEARCH_OPEN_E);
			way[MAZE_S] = under[MAZE_S] || (g[p] & SEARCH_OPEN_S);
			way[MAZE_W] = under[MAZE_W] ||
			    (x > 0 && (g[p - 1] & SEARCH_OPEN_E));
			deg = way[0] + way[1] + way[2] + way[3];
			if (deg == 0)
				st->isolated++;
			else if (deg == 1)
				st->dead_ends++;
			else if (deg == 2 && ((way[MAZE_N] && way[MAZE_S]) ||
			    (way[MAZE_E] && way[MAZE_W])))
				st->straights++;
			else if (deg == 2)
				st->turns++;
			else if (deg == 3)
				st->junctions3++;
			else
				st->junctions4++;
			st->hpassages += (uint64_t)way[MAZE_E];
			st->vpassages += (uint64_t)way[MAZE_S];
			/* A run goes on from the cell a way west or north
			   comes from: two cells off, through a tunnel. */
			if (way[MAZE_W])
				east[x] = (under[MAZE_W] ? east[x - 2] :
				    east[x - 1]) + 1;
			if (way[MAZE_N])
				d0[x] = (under[MAZE_N] ? d2[x] : d1[x]) + 1;
			if (east[x] > st->longest_straight)
				st->longest_straight = east[x];
			if (d0[x] > st->longest_straight)
				st->longest_straight = d0[x];
		}
		/* This row is the one above the next, that one two above. */
		t = d2;
		d2 = d1;
		d1 = d0;
		d0 = t;
	}
}

/*
 * The cells a walk from S begins at: S's own, or the cells inside beside
 * it (an opening in the outer wall, on a mask's outline, or a passage
 * between two cells); with no S, the first cell inside.  Into src, as
 * padded nodes of s; returns how many.
 */
static int
sources(const struct maze *m, const struct maze_search *s, size_t src[2])
{
	uint32_t x, y, z, nx, ny;
	int d, n = 0;

	if (m->start == MAZE_NONE) {
		for (y = 0; y < s->h; y++)
			for (x = 0; x < s->w; x++)
				if (maze_isopen(m->b[cell_block(m, x, y)])) {
					src[0] = search_pad(s,
					    (size_t)y * s->w + x);
					return 1;
				}
		return 0;
	}
	maze_xyz(m, m->start, &x, &y, &z);
	for (d = -1; d < 4; d++) {
		nx = x + (uint32_t)(d < 0 ? 0 : maze_dx[d]);
		ny = y + (uint32_t)(d < 0 ? 0 : maze_dy[d]);
		if (nx >= m->w || ny >= m->h || nx % 2 == 0 || ny % 2 == 0 ||
		    !maze_isopen(m->b[(size_t)ny * m->w + nx]))
			continue;
		src[n++] = search_pad(s, (size_t)(ny / 2) * s->w + nx / 2);
		/* A cell is itself, and has none beside it. */
		if (d < 0)
			break;
	}
	return n;
}

int
stat_measure_weave(const struct maze *m, struct maze_search *s,
    struct maze_stat_figures *st, uint64_t *crossings, struct maze_err *e)
{
	struct maze top;
	struct sweep w;
	uint64_t cross = 0;
	uint32_t *runs, x, y;
	size_t src[2], far = 0, p;
	int n;

	if (maze_check_grid(m, 1, e) == -1)
		return -1;
	if (!maze_is_weave(m, e) || !maze_weave_ends(m, e))
		return -1;
	memset(st, 0, sizeof *st);
	st->cells = 1;
	st->bwidth = m->w;
	st->bheight = m->h;
	st->blevels = m->d;
	st->width = m->w / 2;
	st->height = m->h / 2;
	st->levels = 1;
	st->has_start = m->start != MAZE_NONE;
	st->route = -1;
	stat_blocks_route(m, &st->open, &st->solution);
	if (route(m, s, st, e) == -1)
		return -1;

	/* The rest on the cells: level 0's graph, and the tunnels. */
	top = *m;
	top.d = 1;
	if (search_load(s, &top, SEARCH_GRAPH, e) == -1)
		return -1;
	if ((runs = calloc((size_t)st->width * 4, sizeof *runs)) == NULL)
		return maze_error(e, 0, 0, "out of memory");
	count(m, s, runs, st, &cross);
	free(runs);
	if (crossings != NULL)
		*crossings = cross;

	/* From the start, the first part; then a part from each cell left. */
	memset(&w, 0, sizeof w);
	w.s = s;
	if ((n = sources(m, s, src)) > 0) {
		if (walk(m, s, src, n, &w, &far, e) == -1)
			return -1;
		for (p = 0; p < w.nlevel; p++)
			st->hist[p * MAZE_STAT_HIST / (w.max + 1)] +=
			    w.level[p];
		st->reach = w.reach;
		st->dist_sum = w.sum;
		st->dist_max = w.max;
		st->components++;
	}
	w.s = NULL;
	for (y = 0; y < s->h; y++)
		for (x = 0; x < s->w; x++) {
			p = search_pad(s, (size_t)y * s->w + x);
			if ((s->st[p] & SEARCH_SEEN) ||
			    !maze_isopen(m->b[cell_block(m, x, y)]))
				continue;
			if (walk(m, s, &p, 1, &w, NULL, e) == -1)
				return -1;
			st->components++;
		}
	st->loops = st->hpassages + st->vpassages + st->components -
	    st->nodes;
	if (st->reach == 0)
		return 0;

	/* The double sweep's second, from a cell farthest from the start. */
	if (search_load(s, &top, SEARCH_GRAPH, e) == -1)
		return -1;
	memset(&w, 0, sizeof w);
	if (walk(m, s, &far, 1, &w, NULL, e) == -1)
		return -1;
	st->diameter = w.max;
	st->diameter_exact = st->loops == 0;
	return 0;
}
