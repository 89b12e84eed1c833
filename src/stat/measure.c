/* measure.c: counting what makes a maze: parts, loops, dead ends, the route. */
#include <stdlib.h>
#include <string.h>

#include "lib/libpriv.h"
#include "stat/stat.h"

/*
 * The length in steps of the route marked '+' from S to E, -1 if nothing is
 * marked, -2 if the marks are not one unbranched route joining S and E.
 */
static int64_t
marked_route(const struct maze *m)
{
	size_t n = maze_blocks(m), i, marks = 0, steps = 0;
	uint32_t x, y, z, px, py, pz, nx, ny, nz, fx = 0, fy = 0, fz = 0;
	unsigned char c;
	int d, found, nd = maze_ndirs(m->d);

	for (i = 0; i < n; i++)
		marks += maze_isroute(m->b[i]);
	if (marks == 0)
		return -1;
	if (m->start == MAZE_NONE || m->end == MAZE_NONE)
		return -2;
	maze_xyz(m, m->start, &x, &y, &z);
	px = x;
	py = y;
	pz = z;
	for (;;) {
		found = 0;
		for (d = 0; d < nd; d++) {
			nx = x + (uint32_t)maze_dx[d];
			ny = y + (uint32_t)maze_dy[d];
			nz = z + (uint32_t)maze_dz[d];
			if (nx >= m->w || ny >= m->h || nz >= m->d ||
			    (nx == px && ny == py && nz == pz))
				continue;
			c = m->b[maze_block(m, nx, ny, nz)];
			if (maze_isroute(c) || (c == MAZE_END && steps > 0)) {
				found++;
				fx = nx;
				fy = ny;
				fz = nz;
			}
		}
		if (found != 1)
			return -2;
		px = x;
		py = y;
		pz = z;
		x = fx;
		y = fy;
		z = fz;
		steps++;
		if (m->b[maze_block(m, x, y, z)] == MAZE_END)
			return steps == marks + 1 ? (int64_t)steps : -2;
	}
}

/*
 * The neighbours of the nodes of level z, as count_nodes says, with the
 * straight runs down the columns so far in down[] and, with several
 * levels, those from level to level in deep[].
 */
static void
count_level(const struct maze *m, struct stat_figures *st, uint32_t z,
    uint32_t *down, uint32_t *deep)
{
	uint32_t step = st->cells ? 2 : 1, x0 = st->cells ? 1 : 0, x, y;
	uint32_t zstep = st->cells && m->d > 1 ? 2 : 1, run;
	size_t lv = (size_t)m->w * m->h, k;
	const unsigned char *b;
	int n, s, w, east, up, dn;

	for (y = x0; y < m->h; y += step) {
		run = 0;
		for (x = x0; x < m->w; x += step) {
			b = m->b + maze_block(m, x, y, z);
			if (!maze_isopen(*b))
				continue;
			n = y >= step && maze_isopen(b[-(ptrdiff_t)m->w]);
			east = x + step < m->w && maze_isopen(b[1]);
			s = y + step < m->h && maze_isopen(b[m->w]);
			w = x >= step && maze_isopen(b[-1]);
			up = z >= zstep && maze_isopen(b[-(ptrdiff_t)lv]);
			dn = z + zstep < m->d && maze_isopen(b[lv]);
			st->hpassages += (uint64_t)east;
			st->vpassages += (uint64_t)s;
			st->zpassages += (uint64_t)dn;
			run = east ? run + 1 : 0;
			if (run > st->longest_straight)
				st->longest_straight = run;
			down[x] = s ? down[x] + 1 : 0;
			if (down[x] > st->longest_straight)
				st->longest_straight = down[x];
			if (deep != NULL) {
				k = (size_t)y * m->w + x;
				deep[k] = dn ? deep[k] + 1 : 0;
				if (deep[k] > st->longest_straight)
					st->longest_straight = deep[k];
			}
			switch (n + east + s + w + up + dn) {
			case 0:
				st->isolated++;
				break;
			case 1:
				st->dead_ends++;
				break;
			case 2:
				if ((n && s) || (east && w) || (up && dn))
					st->straights++;
				else
					st->turns++;
				break;
			case 3:
				st->junctions3++;
				break;
			case 4:
				st->junctions4++;
				break;
			case 5:
				st->junctions5++;
				break;
			default:
				st->junctions6++;
			}
		}
	}
}

/*
 * The neighbours of every node, as one pass over the grid: dead ends,
 * corridors, junctions, passages across, down and between levels, and
 * straight runs.  A node at (x, y, z) is joined to the node one step of
 * "step" blocks away when the block between is open; on a cell maze (step
 * 2) the outer wall, outer floor and ceiling included, is never between
 * two cells, which the bounds in count_level say.  The cells of a cell
 * maze of several levels are on its odd levels, the floors between them
 * on the even ones.
 */
static int
count_nodes(const struct maze *m, struct stat_figures *st, struct maze_err *e)
{
	uint32_t zstep = st->cells && m->d > 1 ? 2 : 1, z;
	uint32_t *down, *deep = NULL;

	if ((down = calloc((size_t)m->w, sizeof *down)) == NULL)
		return maze_error(e, 0, 0, "out of memory");
	/* The straight runs from level to level, one for each (x, y). */
	if (m->d > 1 && (deep = calloc((size_t)m->w * m->h,
	    sizeof *deep)) == NULL) {
		free(down);
		return maze_error(e, 0, 0, "out of memory");
	}
	for (z = zstep - 1; z < m->d; z += zstep)
		count_level(m, st, z, down, deep);
	free(deep);
	free(down);
	return 0;
}

/* What one breadth-first sweep over the nodes found. */
struct sweep {
	int cells;			/* on a cell maze: halve distances */
	uint64_t reach, sum, max;	/* nodes reached, distances */
	size_t far;			/* a node at the greatest distance */
	struct search *s;		/* if not NULL, count the nodes of */
	uint32_t *level;		/* each distance here (its scratch) */
	size_t nlevel, cap;
	int oom;			/* level could not grow */
};

#define SCR_LEVEL	0	/* the search scratch array of the levels */

/*
 * Count node p, d blocks from the source, into the sweep at arg.  A node's
 * distance is halved on a cell maze (cells are two blocks apart, and an S on
 * a passage or in the outer wall is one block from its nearest cells).
 */
static int
sweep_visit(void *arg, size_t p, uint64_t d)
{
	struct sweep *w = arg;
	uint64_t nd = w->cells ? d / 2 : d;

	w->reach++;
	w->sum += nd;
	if (nd >= w->max) {
		w->max = nd;
		w->far = p;
	}
	if (w->s == NULL)
		return 0;
	/* Distances never fall: a new level is the next one. */
	if (nd == w->nlevel) {
		if (w->nlevel == w->cap && (w->level = search_scratch_grow(w->s,
		    SCR_LEVEL, w->nlevel + 1, sizeof *w->level, &w->cap)) ==
		    NULL) {
			w->oom = 1;
			return 1;
		}
		w->level[w->nlevel++] = 0;
	}
	w->level[nd]++;
	return 0;
}

/*
 * Breadth-first search over the blocks from padded block src, counting the
 * nodes (on a cell maze, only its cells) as sweep_visit says.  The states
 * are left as search_bfs leaves them, pointers back included.
 */
static int
sweep(struct search *s, int cells, size_t src, struct sweep *w,
    struct maze_err *e)
{
	struct search_walk walk;

	memset(&walk, 0, sizeof walk);
	walk.dst = MAZE_NONE;
	walk.visit = sweep_visit;
	walk.arg = w;
	walk.only = cells ? SEARCH_CELL : 0;
	w->cells = cells;
	w->reach = w->sum = w->max = 0;
	w->far = src;
	w->nlevel = w->cap = 0;
	w->oom = 0;
	if (search_walk(s, src, &walk, e) == -1 || w->oom)
		return maze_error(e, 0, 0, "out of memory");
	return 0;
}

/* The first node in reading order, as a padded index; MAZE_NONE if none. */
static size_t
first_node(const struct maze *m, const struct search *s, int cells)
{
	size_t i, n = maze_blocks(m);

	if (cells)
		return search_pad(s, maze_cell3(m, 0, 0, 0));
	for (i = 0; i < n; i++)
		if (maze_isopen(m->b[i]))
			return search_pad(s, i);
	return MAZE_NONE;
}

int
stat_measure(const struct maze *m, struct search *s, struct stat_figures *st,
    struct maze_err *e)
{
	uint64_t open = 0, edges = 0, parts = 0;
	struct sweep w;
	size_t p, src, far, lv = (size_t)m->w * m->h;
	uint32_t x, y, z;
	const unsigned char *row;

	memset(st, 0, sizeof *st);
	st->cells = maze_is_cells(m, NULL);
	st->bwidth = m->w;
	st->bheight = m->h;
	st->blevels = m->d;
	st->route = -1;
	if (count_nodes(m, st, e) == -1)
		return -1;
	for (z = 0; z < m->d; z++)
		for (y = 0; y < m->h; y++) {
			row = m->b + maze_block(m, 0, y, z);
			for (x = 0; x < m->w; x++) {
				if (!maze_isopen(row[x]))
					continue;
				open++;
				edges += x + 1 < m->w &&
				    maze_isopen(row[x + 1]);
				edges += y + 1 < m->h &&
				    maze_isopen(row[x + m->w]);
				edges += z + 1 < m->d &&
				    maze_isopen(row[x + lv]);
			}
		}
	st->open = open;
	if (search_load(s, m, st->cells, e) == -1)
		return -1;

	/*
	 * The first sweep, from the start, is also the first part; then each
	 * search from a block no earlier search reached is a new part.
	 */
	st->has_start = m->start != MAZE_NONE;
	src = st->has_start ? search_pad(s, m->start) :
	    first_node(m, s, st->cells);
	memset(&w, 0, sizeof w);
	if (src != MAZE_NONE) {
		/* The nodes at each distance, for the histogram. */
		w.s = s;
		if (sweep(s, st->cells, src, &w, e) == -1)
			return -1;
		for (p = 0; p < w.nlevel; p++)
			st->hist[p * STAT_HIST / (w.max + 1)] += w.level[p];
		parts++;
		st->reach = w.reach;
		st->dist_sum = w.sum;
		st->dist_max = w.max;
		p = st->has_start && m->end != MAZE_NONE ?
		    search_pad(s, m->end) : MAZE_NONE;
		if (p != MAZE_NONE && (s->st[p] & SEARCH_SEEN)) {
			/*
			 * The way back from E is as long as a shortest
			 * route; count its steps and its nodes.
			 */
			st->route = 0;
			for (;;) {
				st->route_nodes += !st->cells ||
				    (s->st[p] & SEARCH_CELL);
				if (search_isroot(s->st[p]))
					break;
				p = search_step(s, p, s->st[p] & SEARCH_BACK);
				st->route++;
			}
		}
	}
	far = w.far;
	for (z = 0; z < m->d; z++)
		for (y = 0; y < m->h; y++) {
			p = search_pad(s, maze_block(m, 0, y, z));
			for (x = 0; x < m->w; x++, p++) {
				if (s->st[p] & SEARCH_SEEN)
					continue;
				if (search_bfs(s, p, MAZE_NONE, NULL, NULL,
				    e) == -1)
					return -1;
				parts++;
			}
		}
	/*
	 * An S in the outer wall of a cell maze is an open block that is no
	 * cell: the part it makes with its cell is still one part.
	 */
	st->components = parts;
	/*
	 * The cyclomatic number is the same on the block graph as on the cell
	 * graph: a passage block adds a node and an edge to each.
	 */
	st->loops = edges + parts - open;
	if (st->cells) {
		st->width = m->w / 2;
		st->height = m->h / 2;
		st->levels = maze_cell_levels(m);
		st->nodes = (uint64_t)st->width * st->height * st->levels;
	} else {
		st->width = m->w;
		st->height = m->h;
		st->levels = m->d;
		st->nodes = open;
	}
	st->solution = marked_route(m);
	if (src == MAZE_NONE || st->reach == 0)
		return 0;

	/*
	 * The second sweep of the double sweep, from a node farthest from
	 * the start: on a tree its eccentricity is the diameter.
	 */
	if (search_load(s, m, st->cells, e) == -1)
		return -1;
	memset(&w, 0, sizeof w);
	if (sweep(s, st->cells, far, &w, e) == -1)
		return -1;
	st->diameter = w.max;
	st->diameter_exact = st->loops == 0;
	return 0;
}

/*
 * The length in block steps of a shortest route from S to E, into *len;
 * -1 if there is no S, no E or no way between them.
 */
int
stat_route_length(const struct maze *m, struct search *s, int64_t *len,
    struct maze_err *e)
{
	size_t dst, p;
	int64_t n = 0;

	*len = -1;
	if (m->start == MAZE_NONE || m->end == MAZE_NONE)
		return 0;
	if (search_load(s, m, 0, e) == -1)
		return -1;
	dst = search_pad(s, m->end);
	if (search_bfs(s, search_pad(s, m->start), dst, NULL, NULL, e) == -1)
		return -1;
	if (!(s->st[dst] & SEARCH_DONE))
		return 0;
	for (p = dst; !search_isroot(s->st[p]); n++)
		p = search_step(s, p, s->st[p] & SEARCH_BACK);
	*len = n;
	return 0;
}
