/* measure.c: counting what makes a maze: parts, loops, dead ends, the route. */
#include <stdlib.h>
#include <string.h>

#include "lib/libpriv.h"
#include "stat/statpriv.h"

/*
 * A grid to measure: its blocks in b, or in the cell form c when b is NULL
 * (a cell maze read as cells).
 */
struct grid {
	uint32_t w, h, d;
	size_t start, end;
	const unsigned char *b;
	const struct maze_cells *c;
};

/* Block i of g. */
static inline unsigned char
grid_at(const struct grid *g, size_t i)
{
	return g->b != NULL ? g->b[i] : maze_cells_at(g->c, i);
}

/*
 * The length in steps of the route marked '+' from S to E, -1 if nothing is
 * marked, -2 if the marks are not one unbranched route joining S and E;
 * marks is how many blocks g has marked.
 */
static int64_t
marked_route(const struct grid *g, uint64_t marks)
{
	uint64_t steps = 0;
	uint32_t x, y, z, px, py, pz, nx, ny, nz, fx = 0, fy = 0, fz = 0;
	size_t lv = (size_t)g->w * g->h;
	unsigned char c;
	int d, found, nd = maze_ndirs(g->d);

	if (marks == 0)
		return -1;
	if (g->start == MAZE_NONE || g->end == MAZE_NONE)
		return -2;
	x = (uint32_t)(g->start % g->w);
	y = (uint32_t)(g->start / g->w % g->h);
	z = (uint32_t)(g->start / lv);
	px = x;
	py = y;
	pz = z;
	for (;;) {
		found = 0;
		for (d = 0; d < nd; d++) {
			nx = x + (uint32_t)maze_dx[d];
			ny = y + (uint32_t)maze_dy[d];
			nz = z + (uint32_t)maze_dz[d];
			if (nx >= g->w || ny >= g->h || nz >= g->d ||
			    (nx == px && ny == py && nz == pz))
				continue;
			c = grid_at(g, nz * lv + (size_t)ny * g->w + nx);
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
		if (grid_at(g, z * lv + (size_t)y * g->w + x) == MAZE_END)
			return steps == marks + 1 ? (int64_t)steps : -2;
	}
}

/*
 * The neighbours of the nodes of level z, as count_nodes says, with the
 * straight runs down the columns so far in down[] and, with several
 * levels, those from level to level in deep[].
 */
static void
count_level(const struct maze *m, struct maze_stat_figures *st, uint32_t z,
    uint32_t *down, uint32_t *deep)
{
	uint32_t step = st->cells ? 2 : 1, x0 = st->cells ? 1 : 0, x, y;
	uint32_t zstep = st->cells && m->d > 1 ? 2 : 1, run;
	size_t lv = (size_t)m->w * m->h, k;
	const unsigned char *b;
	int n, s, w, east, up, dn, mask = st->cells &&
	    (m->hdr.grid & MAZE_GRID_MASK);

	/*
	 * The way from b by d to the next node: an open block, and on a
	 * masked maze, a cell inside beyond it, so that an entrance on the
	 * outline is no way, as one in the outer wall is none.
	 */
#define WAY(b, d) \
	(maze_isopen((b)[d]) && (!mask || maze_isopen((b)[2 * (d)])))

	for (y = x0; y < m->h; y += step) {
		run = 0;
		for (x = x0; x < m->w; x += step) {
			b = m->b + maze_block(m, x, y, z);
			if (!maze_isopen(*b))
				continue;
			n = y >= step && WAY(b, -(ptrdiff_t)m->w);
			east = x + step < m->w && WAY(b, 1);
			s = y + step < m->h && WAY(b, (ptrdiff_t)m->w);
			w = x >= step && WAY(b, -1);
			up = z >= zstep && WAY(b, -(ptrdiff_t)lv);
			dn = z + zstep < m->d && WAY(b, (ptrdiff_t)lv);
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
#undef WAY
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
count_nodes(const struct maze *m, struct maze_stat_figures *st,
    struct maze_err *e)
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
	struct maze_search *s;		/* if not NULL, count the nodes of */
	uint32_t *level;		/* each distance here (its scratch) */
	size_t nlevel, cap;
	int oom;			/* level could not grow */
};


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
	if (stat_level_add(w->s, &w->level, &w->nlevel, &w->cap, nd) == -1) {
		w->oom = 1;
		return 1;
	}
	return 0;
}

int
stat_level_add(struct maze_search *s, uint32_t **level, size_t *nlevel,
    size_t *cap, uint64_t d)
{
	while (*nlevel <= d) {
		if (*nlevel == *cap && (*level = search_scratch_grow(s,
		    SCR_LEVEL, *nlevel + 1, sizeof **level, cap)) == NULL)
			return -1;
		(*level)[(*nlevel)++] = 0;
	}
	(*level)[d]++;
	return 0;
}

/*
 * Breadth-first search over the blocks from padded block src, counting the
 * nodes (on a cell maze, only its cells) as sweep_visit says.  The states
 * are left as search_bfs leaves them, pointers back included.
 */
static int
sweep(struct maze_search *s, int cells, size_t src, struct sweep *w,
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

/*
 * The first node in reading order, as a padded index; MAZE_NONE if none.
 * A cell maze's first cell, unless it is masked: then its first cell
 * inside, an open one.
 */
static size_t
first_node(const struct maze *m, const struct maze_search *s, int cells)
{
	size_t i, n = maze_blocks(m);

	if (cells && !(m->hdr.grid & MAZE_GRID_MASK))
		return search_pad(s, maze_cell3(m, 0, 0, 0));
	for (i = 0; i < n; i++)
		if (maze_isopen(m->b[i]) && (!cells ||
		    (s->st[search_pad(s, i)] & SEARCH_CELL)))
			return search_pad(s, i);
	return MAZE_NONE;
}

/*
 * The cells inside a masked cell maze (maze(5) "Grids"): those open; a
 * cell outside is a wall.
 */
static uint64_t
inside_cells(const struct maze *m)
{
	uint32_t x, y, z, z0 = m->d > 1, zstep = m->d > 1 ? 2 : 1;
	const unsigned char *row;
	uint64_t n = 0;

	for (z = z0; z < m->d; z += zstep)
		for (y = 1; y < m->h; y += 2) {
			row = m->b + maze_block(m, 0, y, z);
			for (x = 1; x < m->w; x += 2)
				n += maze_isopen(row[x]);
		}
	return n;
}

/*
 * The open blocks of m, into *open, and those marked as a route, into
 * *marks: one pass over every block, in chunks whose counts fit 32 bits
 * so that the compiler can count many blocks at once.
 */
static void
count_blocks(const struct maze *m, uint64_t *open, uint64_t *marks)
{
	const unsigned char *b = m->b;
	size_t n = maze_blocks(m), i, k, end;
	uint32_t o, r;
	unsigned char c;

	*open = *marks = 0;
	for (i = 0; i < n; i = end) {
		end = n - i > 1u << 24 ? i + (1u << 24) : n;
		o = r = 0;
		for (k = i; k < end; k++) {
			c = b[k];
			o += c != MAZE_WALL;
			r += c == MAZE_PATH || (unsigned char)(c -
			    MAZE_ROUTE_MIN) <= MAZE_ROUTE_MAX - MAZE_ROUTE_MIN;
		}
		*open += o;
		*marks += r;
	}
}

/* The figures of g's size, to begin st with. */
static void
measure_start(const struct grid *g, struct maze_stat_figures *st, int cells)
{
	memset(st, 0, sizeof *st);
	st->cells = cells;
	st->bwidth = g->w;
	st->bheight = g->h;
	st->blevels = g->d;
	st->route = -1;
	if (cells) {
		st->width = g->w / 2;
		st->height = g->h / 2;
		st->levels = g->d > 1 ? g->d / 2 : 1;
		st->nodes = (uint64_t)st->width * st->height * st->levels;
	} else {
		st->width = g->w;
		st->height = g->h;
		st->levels = g->d;
	}
	st->has_start = g->start != MAZE_NONE;
}

/* The grid of the cell form f. */
static void
grid_form(struct grid *g, const struct maze_cells *f)
{
	g->w = f->w;
	g->h = f->h;
	g->d = f->d;
	g->start = f->start;
	g->end = f->end;
	g->b = NULL;
	g->c = f;
}

/* The grid of m's blocks. */
static void
grid_blocks(struct grid *g, const struct maze *m)
{
	g->w = m->w;
	g->h = m->h;
	g->d = m->d;
	g->start = m->start;
	g->end = m->end;
	g->b = m->b;
	g->c = NULL;
}

/*
 * Of the blocks of m, every level's: the open ones, into *open, and the
 * length of the route marked '+' from S to E, as marked_route() finds
 * it, into *solution.
 */
void
stat_blocks_route(const struct maze *m, uint64_t *open, int64_t *solution)
{
	struct grid g;
	uint64_t marks;

	grid_blocks(&g, m);
	count_blocks(m, open, &marks);
	*solution = marked_route(&g, marks);
}

/*
 * The general way, over the blocks of any grid: on a cell maze its cells
 * are the blocks SEARCH_CELL marks, and the distances between them are
 * halved.  Three sweeps: from the start, over the parts it did not reach,
 * and from the node farthest from the start.
 */
static int
measure_blocks(const struct maze *m, struct maze_search *s,
    struct maze_stat_figures *st, int cells, struct maze_err *e)
{
	uint64_t open, marks, edges = 0, parts = 0;
	struct sweep w;
	size_t p, src, far, lv = (size_t)m->w * m->h;
	uint32_t x, y, z;
	const unsigned char *row;
	struct grid g;

	grid_blocks(&g, m);
	measure_start(&g, st, cells);
	/* A masked maze's figures are of its shape: the cells inside. */
	if (cells && (m->hdr.grid & MAZE_GRID_MASK))
		st->nodes = inside_cells(m);
	if (count_nodes(m, st, e) == -1)
		return -1;
	count_blocks(m, &open, &marks);
	for (z = 0; z < m->d; z++)
		for (y = 0; y < m->h; y++) {
			row = m->b + maze_block(m, 0, y, z);
			for (x = 0; x < m->w; x++) {
				if (!maze_isopen(row[x]))
					continue;
				edges += x + 1 < m->w &&
				    maze_isopen(row[x + 1]);
				edges += y + 1 < m->h &&
				    maze_isopen(row[x + m->w]);
				edges += z + 1 < m->d &&
				    maze_isopen(row[x + lv]);
			}
		}
	st->open = open;
	if (!cells)
		st->nodes = open;
	if (search_load(s, m, st->cells, e) == -1)
		return -1;

	/*
	 * The first sweep, from the start, is also the first part; then each
	 * search from a block no earlier search reached is a new part.
	 */
	src = st->has_start ? search_pad(s, m->start) :
	    first_node(m, s, st->cells);
	memset(&w, 0, sizeof w);
	if (src != MAZE_NONE) {
		/* The nodes at each distance, for the histogram. */
		w.s = s;
		if (sweep(s, st->cells, src, &w, e) == -1)
			return -1;
		for (p = 0; p < w.nlevel; p++)
			st->hist[p * MAZE_STAT_HIST / (w.max + 1)] +=
			    w.level[p];
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
	st->solution = marked_route(&g, marks);
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
 * ---- The cell path ----
 *
 * A cell maze is measured on its cells alone, a quarter of its blocks: one
 * pass over its rows draws the cell graph, four bits a cell, and counts
 * the neighbours of every cell; breadth-first sweeps then run on the graph
 * alone, which is a sixteenth of the maze's size and stays in the caches.
 * What the general way finds on the blocks follows from the cells: in a
 * cell maze every open block that is no cell is a passage between two
 * cells, or between a cell and the outside (an opening in the outer wall or
 * floor), and no two such blocks touch.  So the cells are expanded in the
 * order the general way expands them (a passage enqueues the cell beyond
 * it in the order its own cell enqueued it), a cell k steps from a source
 * cell is 2k blocks from it, an S that is no cell is one block from the
 * cells beside it, the parts are the same, and so is the cyclomatic number
 * (each passage adds a node and an edge).
 */

#define SCR_QUEUE	2	/* the search scratch array of the queue */

/*
 * A cell's four bits in the form (libpriv.h): its walls east, south and
 * below open, and a bit free for a search, which marks it reached.
 */
#define CELL_SEEN	MAZE_CELL_MARK

/* The cell graph of a cell maze, as its form has it, and its walks. */
struct cells {
	struct maze_cells *f;
	struct maze_walk wk;
};

/* The node of cell (x, y, z). */
static size_t
cell_node(const struct cells *c, uint32_t x, uint32_t y, uint32_t z)
{
	return maze_cells_node(c->f, x, y, z);
}

/*
 * The node of the cell at block i of the form, or MAZE_NONE if i is no
 * cell; with near, the nodes of the cells that block i is or is beside,
 * into near[0..*nc), in the order of the directions, as a search from i
 * would reach them first: i's own if i is a cell, else those of the one or
 * two cells beside it (i is a passage, or an opening in the outer wall or
 * floor); the rest MAZE_NONE.  Returns 1 if i is a cell, else 0.
 */
static int
cells_at(const struct cells *c, size_t i, size_t near[2], size_t *nc)
{
	const struct maze_cells *f = c->f;
	uint32_t x, y, z, nx, ny, nz;
	size_t lv = (size_t)f->w * f->h;
	int d;

	*nc = 0;
	near[0] = near[1] = MAZE_NONE;
	x = (uint32_t)(i % f->w);
	y = (uint32_t)(i / f->w % f->h);
	z = (uint32_t)(i / lv);
	for (d = -1; d < maze_ndirs(f->d) && *nc < 2; d++) {
		nx = x + (uint32_t)(d < 0 ? 0 : maze_dx[d]);
		ny = y + (uint32_t)(d < 0 ? 0 : maze_dy[d]);
		nz = z + (uint32_t)(d < 0 ? 0 : maze_dz[d]);
		if (nx < f->w && ny < f->h && nz < f->d && nx % 2 == 1 &&
		    ny % 2 == 1 && (f->d == 1 || nz % 2 == 1))
			near[(*nc)++] = cell_node(c, nx / 2, ny / 2,
			    f->d > 1 ? nz / 2 : 0);
		/* A cell is itself, and has no cell beside it. */
		if (d < 0 && *nc == 1)
			return 1;
	}
	return 0;
}

/*
 * Set up c for the form f, its walks' queue and counts in scratch arrays
 * of s.  Returns 0, or -1 out of memory with e.
 */
static int
cells_init(struct cells *c, struct maze_cells *f, struct maze_search *s,
    struct maze_err *e)
{
	memset(c, 0, sizeof *c);
	c->f = f;
	return maze_walk_init(&c->wk, f, s, SCR_QUEUE, SCR_LEVEL, e);
}

/* The longest run of ones in x: each step shortens every run by one. */
static unsigned
longest_ones(uint32_t x)
{
	unsigned n;

	for (n = 0; x != 0; n++)
		x &= x >> 1;
	return n;
}

/*
 * cells_count() on a flat maze, sixteen cells of a row at a time: each
 * cell's open walls summed in its own four bits (at most four), the sums
 * told apart by their bits, the straight runs east from the runs of ones
 * of the cells' east walls, carried from word to word.  The runs south
 * go column by column, as there.
 */
static void
count_flat(const struct maze_cells *f, uint32_t *down, uint64_t deg[7],
    uint64_t *straights, uint64_t *hp, uint64_t *vp, uint64_t *longest)
{
	const uint64_t *g = f->g, lo = MAZE_CELLS_LOW;
	uint64_t t, valid, e, s, w, n, b0, b1, b2, two, cells = 0;
	uint64_t big = *longest;
	uint32_t x, y, j, nx, ones, first, run;
	size_t v;

	for (y = 0; y < f->ch; y++) {
		v = maze_cells_node(f, 0, y, 0);
		run = 0;
		for (x = 0; x < f->cw; x += 16, v += 16) {
			nx = f->cw - x < 16 ? f->cw - x : 16;
			valid = maze_cells_row16(f->cw, x);
			t = maze_cells_nodes16(g, v);
			e = t & valid;
			s = t >> 1 & valid;
			w = maze_cells_nodes16(g, v - 1) & valid;
			n = maze_cells_nodes16(g, v - f->pw) >> 1 & valid;
			t = e + s + w + n;
			b0 = t & lo;
			b1 = t >> 1 & lo;
			b2 = t >> 2 & lo;
			two = b1 & ~b0;
			cells += nx;
			deg[1] += (uint64_t)maze_popcount64(b0 & ~b1);
			deg[2] += (uint64_t)maze_popcount64(two);
			deg[3] += (uint64_t)maze_popcount64(b0 & b1);
			deg[4] += (uint64_t)maze_popcount64(b2);
			*straights += (uint64_t)maze_popcount64(two &
			    ((n & s) | (e & w)));
			*hp += (uint64_t)maze_popcount64(e);
			*vp += (uint64_t)maze_popcount64(s);
			/* The run carried in ends at the first wall. */
			ones = maze_cells_lows16(e);
			if (ones == 0xffff) {
				run += 16;
				big = big > run ? big : run;
			} else {
				first = (uint32_t)maze_ctz64(~(uint64_t)ones);
				big = big > run + first ? big : run + first;
				j = longest_ones(ones);
				big = big > j ? big : j;
				for (run = 0, j = 15; ones >> j & 1; j--)
					run++;
			}
			for (j = 0; j < nx; j++) {
				down[x + j] = (down[x + j] + 1) *
				    (uint32_t)(s >> (4 * j) & 1);
				big = big > down[x + j] ? big : down[x + j];
			}
		}
	}
	deg[0] += cells - deg[1] - deg[2] - deg[3] - deg[4];
	*longest = big;
}

/*
 * Count into st what count_nodes counts, from the bits of the graph, in one
 * pass over its rows; and the open blocks, as the form has counted them.
 * Returns 0, or -1 out of memory with e.
 */
static int
cells_count(struct cells *c, struct maze_stat_figures *st, struct maze_err *e)
{
	const struct maze_cells *f = c->f;
	const uint64_t *g = f->g;
	size_t v, k;
	uint32_t x, y, z, cw = f->cw, *down, *deep = NULL;
	uint64_t deg[7] = { 0 }, straights = 0, longest = 0;
	uint64_t hp = 0, vp = 0, zp = 0;
	unsigned east, south, dn, n, west, up, t, bits, run;

	if ((down = calloc((size_t)cw, sizeof *down)) == NULL)
		return maze_error(e, 0, 0, "out of memory");
	/* The straight runs from level to level, one for each (x, y). */
	if (f->cd > 1 && (deep = calloc((size_t)cw * f->ch,
	    sizeof *deep)) == NULL) {
		free(down);
		return maze_error(e, 0, 0, "out of memory");
	}
	if (f->cd == 1)
		count_flat(f, down, deg, &straights, &hp, &vp, &longest);
	for (z = 0; f->cd > 1 && z < f->cd; z++)
		for (y = 0; y < f->ch; y++) {
			v = cell_node(c, 0, y, z);
			run = 0;
			west = 0;
			for (x = 0; x < cw; x++, v++) {
				bits = maze_cells_bits(g, v);
				east = bits & 1;
				south = bits >> 1 & 1;
				dn = bits >> 2 & 1;
				n = maze_cells_bits(g, v - f->pw) >> 1 & 1;
				up = f->cd > 1 ? maze_cells_bits(g,
				    v - f->plane) >> 2 & 1 : 0;
				t = n + east + south + west + up + dn;
				deg[t]++;
				straights += (t == 2) & ((n & south) |
				    (east & west) | (up & dn));
				hp += east;
				vp += south;
				zp += dn;
				run = (run + 1) * east;
				down[x] = (down[x] + 1) * south;
				longest = longest > run ? longest : run;
				longest = longest > down[x] ? longest :
				    down[x];
				if (deep != NULL) {
					k = (size_t)y * cw + x;
					deep[k] = (deep[k] + 1) * dn;
					longest = longest > deep[k] ? longest :
					    deep[k];
				}
				west = east;
			}
		}
	free(deep);
	free(down);
	st->isolated = deg[0];
	st->dead_ends = deg[1];
	st->straights = straights;
	st->turns = deg[2] - straights;
	st->junctions3 = deg[3];
	st->junctions4 = deg[4];
	st->junctions5 = deg[5];
	st->junctions6 = deg[6];
	st->hpassages = hp;
	st->vpassages = vp;
	st->zpassages = zp;
	st->longest_straight = longest;
	st->open = f->open;
	return 0;
}

/* The histogram of st from the counts at each distance w kept. */
static void
cell_hist(struct maze_stat_figures *st, const struct maze_walk *w)
{
	uint64_t d = 0, n;
	size_t k = 0;
	unsigned sh;

	while (k < w->nlv) {
		n = 0;
		sh = 0;
		do {
			n |= (uint64_t)(w->lv[k] & 0x7f) << sh;
			sh += 7;
		} while (w->lv[k++] & 0x80);
		st->hist[d++ * MAZE_STAT_HIST / (w->max + 1)] += n;
	}
}

/*
 * A cell maze, on its cells: the cell path, on the form f.  Returns 0, or
 * -1 with e.  The graph's marks are clear again when it returns.
 */
static int
measure_cells(struct maze_cells *f, struct maze_search *s,
    struct maze_stat_figures *st, struct maze_err *e)
{
	struct cells c;
	struct maze_walk *w = &c.wk;
	struct grid g;
	uint64_t marks = 0, parts = 1, valid, t;
	uint32_t x, y, z;
	size_t src[2], nsrc, end[2], nend, far, k, v;
	int sedge = 0, eedge = 0;

	if (cells_init(&c, f, s, e) == -1)
		return -1;
	grid_form(&g, f);
	measure_start(&g, st, 1);
	if (cells_count(&c, st, e) == -1)
		return -1;
	for (k = 0; k < f->nbytes; k++)
		marks += (unsigned)maze_isroute(f->bytes[k]);
	st->solution = marked_route(&g, marks);

	/*
	 * The first sweep, from S or the first cell, finds the route to E: S
	 * and E may be cells, or openings or passages beside one or two.
	 */
	w->counts = 1;
	w->t0 = w->t1 = MAZE_NONE;
	if (st->has_start) {
		sedge = !cells_at(&c, f->start, src, &nsrc);
	} else {
		src[0] = cell_node(&c, 0, 0, 0);
		nsrc = 1;
	}
	if (st->has_start && f->end != MAZE_NONE) {
		eedge = !cells_at(&c, f->end, end, &nend);
		w->t0 = end[0];
		w->t1 = end[1];
	}
	for (k = 0; k < nsrc; k++)
		if (maze_walk_push(w, src[k], e) == -1)
			return -1;
	if (maze_walk_run(w, e) == -1)
		return -1;
	cell_hist(st, w);
	st->reach = w->reach;
	st->dist_sum = w->sum;
	st->dist_max = w->max;
	far = w->far;
	if (w->tdist != UINT64_MAX) {
		/*
		 * A shortest route runs from cell to cell, two blocks a step,
		 * with a block more at each end that is no cell.
		 */
		st->route = (int64_t)(2 * w->tdist) + sedge + eedge;
		st->route_nodes = w->tdist + 1;
	}

	/*
	 * Each cell that no sweep so far reached begins a new part: sixteen
	 * cells' marks at a time, read again after each walk.
	 */
	w->counts = 0;
	w->t0 = w->t1 = MAZE_NONE;
	for (z = 0; z < f->cd; z++)
		for (y = 0; y < f->ch; y++) {
			v = cell_node(&c, 0, y, z);
			for (x = 0; x < f->cw; x += 16, v += 16) {
				valid = maze_cells_row16(f->cw, x);
				while ((t = ~maze_cells_nodes16(f->g, v) >> 3 &
				    valid) != 0) {
					if (maze_walk_push(w, v + (size_t)
					    maze_ctz64(t) / 4, e) == -1 ||
					    maze_walk_run(w, e) == -1)
						return -1;
					parts++;
				}
			}
		}
	st->components = parts;
	st->loops = st->hpassages + st->vpassages + st->zpassages + parts -
	    st->nodes;

	/* The second sweep of the double sweep, as the general way's. */
	maze_walk_reset(w);
	if (maze_walk_push(w, far, e) == -1)
		return -1;
	if (maze_walk_run(w, e) == -1)
		return -1;
	st->diameter = w->max;
	st->diameter_exact = st->loops == 0;
	maze_walk_reset(w);
	return 0;
}

/*
 * The figures of the cell maze whose form maze_read_cells() read into f.
 * Returns 0, or -1 with e.
 */
int
maze_stat_measure_cells(struct maze_cells *f, struct maze_search *s,
    struct maze_stat_figures *st, struct maze_err *e)
{
	if (maze_cells_check(f, e) == -1)
		return -1;
	/* The walks mark cells as a solve marks its route: clear as read. */
	maze_cells_unmark(f);
	return measure_cells(f, s, st, e);
}

int
maze_stat_measure(const struct maze *m, struct maze_search *s,
    struct maze_stat_figures *st, struct maze_err *e)
{
	struct maze_cells *f;
	int rc;

	if (maze_check_grid(m, 1, e) == -1)
		return -1;
	/* A weave, on its cells and tunnels. */
	if (m->hdr.grid & MAZE_GRID_WEAVE)
		return stat_measure_weave(m, s, st, NULL, e);
	/* A hex, delta or polar grid, on its cells and doors. */
	if (m->hdr.grid & MAZE_GRID_KIND)
		return stat_measure_shape(m, s, st, e);
	/* A cell maze is measured on its form, drawn from its blocks. */
	if ((f = maze_cells_new()) == NULL)
		return maze_error(e, 0, 0, "out of memory");
	if ((rc = maze_cells_from(f, m, e)) == 0)
		rc = measure_cells(f, s, st, e);
	maze_cells_free(f);
	if (rc != 1)
		return rc;
	/*
	 * The form has no room for a cell outside a masked maze: measured
	 * on its blocks, but as the cell maze it is.
	 */
	return measure_blocks(m, s, st, (m->hdr.grid & MAZE_GRID_MASK) &&
	    maze_is_cells(m, NULL), e);
}

/*
 * maze_stat_measure the general way, over the blocks, whatever m is: for the
 * tests, which check that the cell path finds the same.  Not in stat.h,
 * and not exported.
 */
int
stat_measure_blocks(const struct maze *m, struct maze_search *s,
    struct maze_stat_figures *st, struct maze_err *e)
{
	return measure_blocks(m, s, st, maze_is_cells(m, NULL), e);
}

/*
 * The length in block steps of a shortest route from S to E, into *len;
 * -1 if there is no S, no E or no way between them.
 */
int
stat_route_length(const struct maze *m, struct maze_search *s, int64_t *len,
    struct maze_err *e)
{
	size_t dst, p;
	int64_t n = 0;

	*len = -1;
	if (maze_check_grid(m, 1, e) == -1)
		return -1;
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
