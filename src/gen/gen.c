/* gen.c: the table of generators, making a maze with one, and streaming. */
#include <sys/resource.h>

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "gen/genpriv.h"

/* The order here is the order of -a list and the man page. */
static const struct gen_algo algos[] = {
	{ { "backtracker", "dfs depth-first recursive-backtracker",
	    "recursive backtracker: randomized depth-first search" },
	    NULL, &gen_backtracker, GEN_ROOT | GEN_WHOLE },
	{ { "kruskal", NULL,
	    "Kruskal's algorithm: walls removed in random order" },
	    gen_kruskal, NULL, 0 },
	{ { "prim", "weighted-prim",
	    "Prim's algorithm on random cell weights: cheapest cell next" },
	    NULL, &gen_prim, GEN_ROOT | GEN_WHOLE },
	{ { "growth", "simplified-prim random-growth",
	    "randomized growth: a uniformly random frontier cell next" },
	    NULL, &gen_growth, GEN_ROOT | GEN_WHOLE },
	{ { "dfs-growth", "depth-first-growth",
	    "depth-first growth: random among the newest frontier cells" },
	    NULL, &gen_dfs_growth, GEN_ROOT | GEN_NEWEST | GEN_WHOLE },
	{ { "bfs-tree", "breadth-first",
	    "breadth-first spanning tree, no randomness" },
	    NULL, &gen_bfs_tree, GEN_FIXED | GEN_ROOT | GEN_WHOLE },
	{ { "dfs-tree", NULL,
	    "depth-first spanning tree, no randomness" },
	    NULL, &gen_dfs_tree, GEN_FIXED | GEN_ROOT | GEN_WHOLE },
	{ { "growing-tree", NULL,
	    "growing tree with a selectable policy (--policy)" },
	    NULL, &gen_growing_tree, GEN_ROOT | GEN_POLICY | GEN_WHOLE },
	{ { "wilson", NULL,
	    "Wilson's algorithm: loop-erased random walks, uniform" },
	    NULL, &gen_wilson, GEN_ROOT | GEN_WHOLE },
	{ { "aldous-broder", "aldous",
	    "Aldous-Broder: a random walk, uniform but slow" },
	    NULL, &gen_aldous_broder, GEN_ROOT | GEN_WHOLE },
	{ { "hunt-and-kill", "hunt",
	    "hunt-and-kill: random walks, then hunt row by row" },
	    NULL, &gen_hunt_and_kill, GEN_ROOT | GEN_WHOLE },
	{ { "eller", NULL,
	    "Eller's algorithm: row by row, streamed" },
	    NULL, &gen_eller, GEN_BIAS },
	{ { "sidewinder", NULL,
	    "sidewinder: runs along each row, one opening up, streamed" },
	    NULL, &gen_sidewinder, GEN_BIAS },
	{ { "binary-tree", "binary",
	    "binary tree: each cell opens one of two ways, streamed" },
	    NULL, &gen_binary_tree, GEN_BIAS | GEN_CORNER },
	{ { "division", "recursive-division",
	    "recursive division: walls added to an open field" },
	    gen_division, NULL, 0 },
	{ { "corridor", "numpy",
	    "corridors up to --corridor cells, then restart at random" },
	    NULL, &gen_corridor, GEN_ROOT | GEN_CORRIDOR | GEN_WHOLE },
};

const struct gen_algo *
gen_algo(size_t i)
{
	return i < sizeof algos / sizeof algos[0] ? &algos[i] : NULL;
}

const struct algo_info *
gen_info(size_t i)
{
	return i < sizeof algos / sizeof algos[0] ? &algos[i].info : NULL;
}

/*
 * The root cell of tree growth: --root, or dflt if it was not given.  A
 * random root is one draw below cw * ch, numbering the cells row by row.
 */
static int
gen_root_cell(uint32_t cw, uint32_t ch, struct rng *r,
    const struct gen_opts *o, enum gen_root dflt, uint32_t *x, uint32_t *y,
    struct maze_err *e)
{
	uint32_t c;

	switch (o->root == GEN_ROOT_DEFAULT ? dflt : o->root) {
	case GEN_ROOT_CENTER:
		*x = (cw - 1) / 2;
		*y = (ch - 1) / 2;
		return 0;
	case GEN_ROOT_CORNER:
		*x = *y = 0;
		return 0;
	case GEN_ROOT_XY:
		if (o->rx >= cw || o->ry >= ch)
			return maze_error(e, 0, 0, "root %u,%u is outside the "
			    "%ux%u cells", o->rx, o->ry, cw, ch);
		*x = o->rx;
		*y = o->ry;
		return 0;
	default:
		c = rng_below(r, cw * ch);
		*x = c % cw;
		*y = c / cw;
		return 0;
	}
}

/* Put the printed-maze openings in: S above the first cell, E below the last. */
static void
add_ends(struct maze *m)
{
	m->start = 1;
	m->end = (size_t)m->w * m->h - 2;
	m->b[m->start] = MAZE_START;
	m->b[m->end] = MAZE_END;
}

/* Start streaming algorithm a on a cw x ch maze, drawing from r. */
static int
stream_open(struct gen_stream *s, const struct gen_algo *a, uint32_t cw,
    uint32_t ch, struct rng *r, const struct gen_opts *o, struct maze_err *e)
{
	memset(s, 0, sizeof *s);
	s->cw = cw;
	s->ch = ch;
	s->r = r;
	s->o = o;
	return a->stream->open(s, e);
}

/*
 * Make a cw x ch cell maze with algorithm a from seed, with the printed-maze
 * look: entrance S in the top wall above the first cell, exit E in the
 * bottom wall below the last.
 */
int
gen_make(struct maze *m, const struct gen_algo *a, uint32_t cw, uint32_t ch,
    uint64_t seed, struct maze_err *e)
{
	struct gen_opts o;

	gen_opts_init(&o);
	return gen_make_opts(m, a, cw, ch, seed, &o, e);
}

int
gen_make_opts(struct maze *m, const struct gen_algo *a, uint32_t cw,
    uint32_t ch, uint64_t seed, const struct gen_opts *o, struct maze_err *e)
{
	struct rng r;
	struct gen_stream s;
	uint32_t y;
	unsigned char *row;

	if (maze_alloc_cells(m, cw, ch, e) == -1)
		return -1;
	rng_seed(&r, seed);
	if (a->run != NULL) {
		if (a->run(m, &r, o, e) == -1)
			return -1;
	} else {
		/* The streamed rows, straight into the maze. */
		if (stream_open(&s, a, cw, ch, &r, o, e) == -1)
			return -1;
		for (y = 0; y < ch; y++) {
			row = m->b + (size_t)2 * y * m->w;
			s.y = y;
			a->stream->row(&s, row, row + m->w);
		}
		a->stream->close(&s);
		memset(m->b + (size_t)(m->h - 1) * m->w, MAZE_WALL, m->w);
	}
	add_ends(m);
	return 0;
}

/*
 * Set up s->state as a gen_tree of s->cw x s->ch cells, all zero, with a
 * border of one cell all round if border is set, and pick the tree's root
 * (x, y) by --root, or dflt if it was not given.
 */
int
gen_tree_open(struct gen_stream *s, int border, enum gen_root dflt,
    uint32_t *x, uint32_t *y, struct maze_err *e)
{
	struct gen_tree *t;
	size_t b = border ? 1 : 0, pw = (size_t)s->cw + 2 * b;

	if ((t = s->state = calloc(1, sizeof *t)) == NULL)
		return maze_error(e, 0, 0, "out of memory");
	if ((size_t)s->ch + 2 * b > SIZE_MAX / pw ||
	    (t->mem = calloc(pw * (s->ch + 2 * b), 1)) == NULL) {
		gen_tree_close(s);
		return maze_error(e, 0, 0, "out of memory");
	}
	t->pw = pw;
	t->cell = t->mem + b * pw + b;
	if (gen_root_cell(s->cw, s->ch, s->r, s->o, dflt, x, y, e) == -1) {
		gen_tree_close(s);
		return -1;
	}
	return 0;
}

/*
 * A grid one cell wide or high has one spanning tree, the path through it:
 * if s's grid is such, make the tree (a gen_tree without a border) that
 * way, each cell's parent the one before it, and return 1.  The random
 * walks of Wilson's and Aldous-Broder need about n^2 steps to find it.
 */
static int
gen_tree_line(struct gen_stream *s)
{
	unsigned char *cell = ((struct gen_tree *)s->state)->cell;
	size_t n = (size_t)s->cw * s->ch, i;

	if (s->cw > 1 && s->ch > 1)
		return 0;
	cell[0] = GEN_NO_PARENT;
	for (i = 1; i < n; i++)
		cell[i] = GEN_PARENT(s->cw == 1 ? MAZE_N : MAZE_W);
	return 1;
}

/*
 * Set up the tree of a random-walk generator (wilson, aldous-broder): a
 * gen_tree without a border, its root (x, y) drawn by --root (at random by
 * default) and given mark.  Returns 0 if the walk is to run; 1 if the grid
 * is one cell wide or high and its tree is made already; -1 with e set.
 */
int
gen_walk_open(struct gen_stream *s, unsigned char mark, uint32_t *x,
    uint32_t *y, struct maze_err *e)
{
	if (gen_tree_open(s, 0, GEN_ROOT_RANDOM, x, y, e) == -1)
		return -1;
	if (gen_tree_line(s))
		return 1;
	((struct gen_tree *)s->state)->cell[(size_t)*y * s->cw + *x] = mark;
	return 0;
}

void
gen_tree_close(struct gen_stream *s)
{
	struct gen_tree *t = s->state;

	if (t != NULL)
		free(t->mem);
	free(t);
	s->state = NULL;
}

/*
 * The wall above a cell is open if the cell's parent is north of it or
 * the parent of the cell above is south; the wall east of it, if its parent
 * is east or that of the cell east is west.  The top wall and the east
 * wall are whole.  Whether a wall is open is as good as random: computed,
 * not branched on.
 */
#define IS(c, d)	(((c) & 7) == GEN_PARENT(d))
#define BLOCK(open)	(unsigned char)(MAZE_WALL - \
			    (MAZE_WALL - MAZE_OPEN) * (open))

void
gen_tree_row(struct gen_stream *s, unsigned char *above, unsigned char *cells)
{
	const struct gen_tree *t = s->state;
	const unsigned char *c = t->cell + s->y * t->pw, *up;
	uint32_t x, cw = s->cw;

	memset(above, MAZE_WALL, 2 * (size_t)cw + 1);
	if (s->y > 0)
		for (up = c - t->pw, x = 0; x < cw; x++)
			above[2 * x + 1] = BLOCK(IS(c[x], MAZE_N) |
			    IS(up[x], MAZE_S));
	cells[0] = MAZE_WALL;
	for (x = 0; x + 1 < cw; x++) {
		cells[2 * x + 1] = MAZE_OPEN;
		cells[2 * x + 2] = BLOCK(IS(c[x], MAZE_E) |
		    IS(c[x + 1], MAZE_W));
	}
	cells[2 * x + 1] = MAZE_OPEN;
	cells[2 * x + 2] = MAZE_WALL;
}

/*
 * The most memory this process may have: the machine's, or less where a
 * limit (ulimit -v, -d) says so.
 */
static uint64_t
memory_limit(void)
{
	static const int res[] = { RLIMIT_AS, RLIMIT_DATA };
	long pages = sysconf(_SC_PHYS_PAGES), size = sysconf(_SC_PAGESIZE);
	uint64_t most = UINT64_MAX;
	struct rlimit rl;
	size_t i;

	if (pages > 0 && size > 0)
		most = (uint64_t)pages * (uint64_t)size;
	for (i = 0; i < sizeof res / sizeof res[0]; i++)
		if (getrlimit(res[i], &rl) == 0 && rl.rlim_cur != RLIM_INFINITY &&
		    (uint64_t)rl.rlim_cur < most)
			most = (uint64_t)rl.rlim_cur;
	return most;
}

/*
 * A streamed maze need not fit MAZE_MAX_BLOCKS, only each side in 32 bits:
 * it is never held whole.  But a row is: its blocks (two rows of them, a
 * byte each) and the generator's state for each column must fit the
 * memory there is, which is known before anything is made, so that a
 * width no machine here can hold is refused at once rather than after the
 * memory runs out.
 */
int
gen_stream_check(const struct gen_algo *a, uint32_t cw, uint32_t ch,
    struct maze_err *e)
{
	uint64_t need;

	if (cw == 0 || ch == 0)
		return maze_error(e, 0, 0, "a maze needs at least one cell");
	if (2 * (uint64_t)cw + 1 > UINT32_MAX ||
	    2 * (uint64_t)ch + 1 > UINT32_MAX)
		return maze_error(e, 0, 0, "%ux%u cells: a side of more than "
		    "%lu blocks", cw, ch, (unsigned long)UINT32_MAX);
	need = (4 + (uint64_t)a->stream->colbytes) * cw;
	if (a->stream->colbytes > 0 && need > memory_limit())
		return maze_error(e, 0, 0, "-a %s, %u cells wide: a row needs "
		    "%.1f GB, more memory than there is", a->info.name, cw,
		    (double)need / 1e9);
	return 0;
}

/*
 * Write the maze of a streaming algorithm a to w as it is made, header
 * hdr first, holding two rows at a time.  The bytes are those gen_make
 * would make.
 */
int
gen_stream_write(struct maze_writer *w, const struct maze_hdr *hdr,
    const struct gen_algo *a, uint32_t cw, uint32_t ch, uint64_t seed,
    const struct gen_opts *o, struct maze_err *e)
{
	struct rng r;
	struct gen_stream s;
	uint32_t bw = 2 * cw + 1, y;
	unsigned char *rows;
	int rc = -1;

	if (gen_stream_check(a, cw, ch, e) == -1)
		return -1;
	if ((rows = malloc((size_t)2 * bw)) == NULL)
		return maze_error(e, 0, 0, "out of memory");
	rng_seed(&r, seed);
	if (stream_open(&s, a, cw, ch, &r, o, e) == -1)
		goto out;
	if (maze_write_head(w, hdr, bw, 2 * ch + 1, 1, e) == -1)
		goto close;
	for (y = 0; y < ch; y++) {
		s.y = y;
		a->stream->row(&s, rows, rows + bw);
		if (y == 0)
			rows[1] = MAZE_START;
		if (maze_write_rows(w, rows, bw, 2, e) == -1)
			goto close;
	}
	memset(rows, MAZE_WALL, bw);
	rows[bw - 2] = MAZE_END;
	if (maze_write_rows(w, rows, bw, 1, e) == -1)
		goto close;
	rc = 0;
close:
	a->stream->close(&s);
out:
	free(rows);
	return rc;
}
