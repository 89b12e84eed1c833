/* gen.c: the table of generators, making a maze with one, and streaming. */
#include <sys/resource.h>

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "gen/genpriv.h"
#include "lib/libpriv.h"

/* The order here is the order of -a list and the man page. */
static const struct maze_gen_algo algos[] = {
	{ { "backtracker", "dfs depth-first recursive-backtracker",
	    "recursive backtracker: randomized depth-first search" },
	    NULL, &gen_backtracker,
	    MAZE_GEN_ROOT | GEN_WHOLE | MAZE_GEN_LEVELS | GEN_MASK |
	    GEN_GRIDS | GEN_WEAVE },
	{ { "kruskal", NULL,
	    "Kruskal's algorithm: walls removed in random order" },
	    NULL, &gen_kruskal, GEN_WHOLE | MAZE_GEN_LEVELS | GEN_MASK |
	    GEN_GRIDS | GEN_WEAVE },
	{ { "prim", "weighted-prim",
	    "Prim's algorithm on random cell weights: cheapest cell next" },
	    NULL, &gen_prim, MAZE_GEN_ROOT | GEN_WHOLE | MAZE_GEN_LEVELS |
	    GEN_MASK | GEN_GRIDS },
	{ { "growth", "simplified-prim random-growth",
	    "randomized growth: a uniformly random frontier cell next" },
	    NULL, &gen_growth, MAZE_GEN_ROOT | GEN_WHOLE | MAZE_GEN_LEVELS |
	    GEN_MASK | GEN_GRIDS },
	{ { "dfs-growth", "depth-first-growth",
	    "depth-first growth: random among the newest frontier cells" },
	    NULL, &gen_dfs_growth, MAZE_GEN_ROOT | MAZE_GEN_NEWEST | GEN_WHOLE |
	    MAZE_GEN_LEVELS | GEN_MASK | GEN_GRIDS },
	{ { "bfs-tree", "breadth-first",
	    "breadth-first spanning tree, no randomness" },
	    NULL, &gen_bfs_tree, MAZE_GEN_FIXED | MAZE_GEN_ROOT | GEN_WHOLE |
	    MAZE_GEN_LEVELS | GEN_MASK | GEN_GRIDS },
	{ { "dfs-tree", NULL,
	    "depth-first spanning tree, no randomness" },
	    NULL, &gen_dfs_tree, MAZE_GEN_FIXED | MAZE_GEN_ROOT | GEN_WHOLE |
	    MAZE_GEN_LEVELS | GEN_MASK | GEN_GRIDS },
	{ { "growing-tree", NULL,
	    "growing tree with a selectable policy (--policy)" },
	    NULL, &gen_growing_tree,
	    MAZE_GEN_ROOT | MAZE_GEN_POLICY | GEN_WHOLE | MAZE_GEN_LEVELS |
	    GEN_MASK | GEN_GRIDS },
	{ { "wilson", NULL,
	    "Wilson's algorithm: loop-erased random walks, uniform" },
	    NULL, &gen_wilson, MAZE_GEN_ROOT | GEN_WHOLE | MAZE_GEN_LEVELS |
	    GEN_MASK | GEN_GRIDS },
	{ { "aldous-broder", "aldous",
	    "Aldous-Broder: a random walk, uniform but slow" },
	    NULL, &gen_aldous_broder, MAZE_GEN_ROOT | GEN_WHOLE |
	    MAZE_GEN_LEVELS | GEN_MASK | GEN_GRIDS },
	{ { "hunt-and-kill", "hunt",
	    "hunt-and-kill: random walks, then hunt row by row" },
	    NULL, &gen_hunt_and_kill, MAZE_GEN_ROOT | GEN_WHOLE |
	    MAZE_GEN_LEVELS | GEN_MASK | GEN_GRIDS },
	{ { "eller", NULL,
	    "Eller's algorithm: row by row, streamed" },
	    NULL, &gen_eller, MAZE_GEN_BIAS },
	{ { "sidewinder", NULL,
	    "sidewinder: runs along each row, one opening up, streamed" },
	    NULL, &gen_sidewinder, MAZE_GEN_BIAS },
	{ { "binary-tree", "binary",
	    "binary tree: each cell opens one of two ways, streamed" },
	    NULL, &gen_binary_tree,
	    MAZE_GEN_BIAS | MAZE_GEN_CORNER | MAZE_GEN_LEVELS },
	{ { "division", "recursive-division",
	    "recursive division: walls added to an open field" },
	    gen_division, NULL, 0 },
	{ { "corridor", "numpy",
	    "corridors up to --corridor cells, then restart at random" },
	    NULL, &gen_corridor, MAZE_GEN_ROOT | MAZE_GEN_CORRIDOR | GEN_WHOLE |
	    MAZE_GEN_LEVELS | GEN_MASK | GEN_GRIDS },
};

const struct maze_gen_algo *
maze_gen_algo(size_t i)
{
	return i < sizeof algos / sizeof algos[0] ? &algos[i] : NULL;
}

/* The registry row of generator i, for -a and its listings. */
const struct maze_algo_info *
maze_gen_info(size_t i)
{
	const struct maze_gen_algo *a = maze_gen_algo(i);

	return a != NULL ? &a->info : NULL;
}

/*
 * The root cell of tree growth: --root, or dflt if it was not given.  A
 * random root is one draw below cw * ch * cd, numbering the cells row by
 * row and level by level.  On a mask (gen_masked_root()), the inside
 * cell nearest the point, or a draw below the inside cells.
 */
static int
gen_root_cell(const struct gen_stream *s, enum maze_gen_root dflt, uint32_t *x,
    uint32_t *y, uint32_t *z, struct maze_err *e)
{
	const struct maze_gen_opts *o = s->o;
	uint32_t c, cw = s->cw, ch = s->ch, cd = s->cd;

	switch (o->root == MAZE_GEN_ROOT_DEFAULT ? dflt : o->root) {
	case MAZE_GEN_ROOT_CENTER:
		if (s->grid == GEN_POLAR) {
			/* The centre cell, the only cell of ring 0. */
			*x = *y = *z = 0;
			return 0;
		}
		*x = (cw - 1) / 2;
		*y = (ch - 1) / 2;
		*z = (cd - 1) / 2;
		return 0;
	case MAZE_GEN_ROOT_CORNER:
		*x = *y = *z = 0;
		return 0;
	case MAZE_GEN_ROOT_XY:
		if (cd == 1 && (o->rx >= cw || o->ry >= ch || o->rz > 0))
			return maze_error(e, 0, 0, "root %u,%u,%u is outside "
			    "the %ux%u cells", o->rx, o->ry, o->rz, cw, ch);
		if (o->rx >= cw || o->ry >= ch || o->rz >= cd)
			return maze_error(e, 0, 0, "root %u,%u,%u is outside "
			    "the %ux%ux%u cells", o->rx, o->ry, o->rz, cw, ch,
			    cd);
		*x = o->rx;
		*y = o->ry;
		*z = o->rz;
		return 0;
	default:
		if (o->mask != NULL) {
			gen_xyz(gen_mask_nth(o->mask, rng_below(s->r,
			    (uint32_t)o->mask->n)), cw, ch, cd, x, y, z);
			return 0;
		}
		c = rng_below(s->r, cw * ch * cd);
		*x = c % cw;
		*y = c / cw % ch;
		*z = c / cw / ch;
		return 0;
	}
}

/*
 * The root on a mask: a cell given must be inside; the centre and the
 * corner are the inside cell nearest them.
 */
static int
gen_masked_root(const struct gen_stream *s, enum maze_gen_root dflt,
    uint32_t *x, uint32_t *y, uint32_t *z, struct maze_err *e)
{
	const struct maze_gen_mask *k = s->o->mask;
	enum maze_gen_root how = s->o->root == MAZE_GEN_ROOT_DEFAULT ? dflt :
	    s->o->root;

	if (gen_root_cell(s, dflt, x, y, z, e) == -1)
		return -1;
	if (k->in[((size_t)*z * s->ch + *y) * s->cw + *x])
		return 0;
	if (how == MAZE_GEN_ROOT_XY && s->cd == 1)
		return maze_error(e, 0, 0, "root %u,%u is outside the mask",
		    *x, *y);
	if (how == MAZE_GEN_ROOT_XY)
		return maze_error(e, 0, 0, "root %u,%u,%u is outside the "
		    "mask", *x, *y, *z);
	/* On rings, the centre's nearest: the first inside, ring by ring. */
	gen_xyz(s->grid == GEN_POLAR ? k->first : gen_mask_nearest(k, *x, *y,
	    *z), s->cw, s->ch, s->cd, x, y, z);
	return 0;
}

/*
 * Put the printed-maze openings in: S above the first cell, E below the
 * last, in the first and the last level of cells; on mask k (NULL for
 * none) as gen_mask_ends() says.
 */
void
gen_add_ends(struct maze *m, const struct maze_gen_mask *k)
{
	int g = m->hdr.grid & MAZE_GRID_HEX ? GEN_HEX :
	    m->hdr.grid & MAZE_GRID_DELTA ? GEN_DELTA : GEN_SQUARE;
	uint32_t cw = g == GEN_HEX ? maze_hex_w(m->w) : m->w / 2;
	uint32_t ch = m->h / 2, sb[2], eb[2];

	if (m->hdr.grid & MAZE_GRID_POLAR) {
		/* Out of the top, in at the bottom (grids.c). */
		gen_polar_ends(k, maze_polar_rings(m->w), sb, eb);
		m->start = maze_block(m, sb[0], sb[1], 0);
		m->end = maze_block(m, eb[0], eb[1], 0);
		m->b[m->start] = MAZE_START;
		m->b[m->end] = MAZE_END;
		return;
	}
	m->start = maze_block(m, 1, 0, m->d > 1 ? 1 : 0);
	m->end = maze_block(m, m->w - 2, m->h - 1, m->d > 1 ? m->d - 2 : 0);
	if (g != GEN_SQUARE) {
		/* The first and the last cells, inside a mask if any. */
		gen_grid_ends(g, k != NULL ? (uint32_t)(k->first % cw) : 0,
		    k != NULL ? (uint32_t)(k->first / cw) : 0,
		    k != NULL ? (uint32_t)(k->last % cw) : cw - 1,
		    k != NULL ? (uint32_t)(k->last / cw) : ch - 1, sb, eb);
		m->start = maze_block(m, sb[0], sb[1], 0);
		m->end = maze_block(m, eb[0], eb[1], 0);
	} else if (k != NULL)
		gen_mask_ends(k, m, &m->start, &m->end);
	m->b[m->start] = MAZE_START;
	m->b[m->end] = MAZE_END;
}

/* The cells of the row s is at that are outside its mask, walls. */
void
gen_mask_row(const struct gen_stream *s, unsigned char *cells)
{
	const unsigned char *in = s->o->mask->in +
	    ((size_t)s->z * s->ch + s->y) * s->cw;
	uint32_t x, cw = s->cw;
	uint64_t v;

	for (x = 0; x < cw; x++) {
		/* Eight inside, as most are in most masks: none to wall. */
		if (x + 8 <= cw && (memcpy(&v, in + x, sizeof v),
		    v == GEN_ONES)) {
			x += 7;
			continue;
		}
		cells[2 * x + 1] = in[x] ? cells[2 * x + 1] : MAZE_WALL;
	}
}

/* Can algorithm a make a cw x ch x cd maze with the mask of o, if any? */
int
gen_mask_check(const struct maze_gen_algo *a, const struct maze_gen_opts *o,
    uint32_t cw, uint32_t ch, uint32_t cd, struct maze_err *e)
{
	const struct maze_gen_mask *k = o->mask;

	if (k == NULL)
		return 0;
	if (!(a->flags & GEN_MASK))
		return maze_error(e, 0, 0, "-a %s does not work on a mask",
		    a->info.name);
	/* Rings: a mask of a polar grid's cells, for as many rings. */
	if (k->grid == MAZE_GEN_GRID_POLAR && (k->h != cw || k->h != ch ||
	    cd != 1))
		return maze_error(e, 0, 0, "a mask of %u rings for a maze of "
		    "%ux%ux%u", k->h, cw, ch, cd);
	if (k->grid != MAZE_GEN_GRID_POLAR && (k->w != cw || k->h != ch ||
	    k->d != cd))
		return maze_error(e, 0, 0, "a mask of %ux%ux%u cells for a "
		    "maze of %ux%ux%u", k->w, k->h, k->d, cw, ch, cd);
	return 0;
}

/* Start streaming algorithm a on a cw x ch x cd maze, drawing from r. */
int
gen_stream_open(struct gen_stream *s, const struct maze_gen_algo *a,
    uint32_t cw, uint32_t ch, uint32_t cd, struct maze_rng *r,
    const struct maze_gen_opts *o, struct maze_err *e)
{
	memset(s, 0, sizeof *s);
	s->cw = cw;
	s->ch = ch;
	s->cd = cd;
	s->grid = gen_grid_kind(o, cd);
	s->r = r;
	s->o = o;
	return a->stream->open(s, e);
}

/*
 * Where a streamer's rows go, in text order: into a maze in memory, row
 * after row, or through a buffer of two rows to a writer.
 */
struct sink {
	struct maze *m;		/* into m->b, or */
	struct maze_writer *w;	/* written to w from buf */
	unsigned char *buf;
	uint32_t bw;		/* blocks a row */
	size_t row;		/* rows done */
	size_t head;		/* a frame's head, the block written '@' */
};

/* Where the next rows go. */
static unsigned char *
sink_at(const struct sink *k)
{
	return k->m != NULL ? k->m->b + k->row * k->bw : k->buf;
}

/* The next n rows, at sink_at(), are done: the head in, if it is there. */
static int
sink_put(struct sink *k, uint32_t n, struct maze_err *e)
{
	size_t at = k->head - k->row * k->bw;

	if (at < (size_t)n * k->bw)
		sink_at(k)[at] = MAZE_HEAD;
	if (k->w != NULL && maze_write_rows(k->w, k->buf, k->bw, n, e) == -1)
		return -1;
	k->row += n;
	return 0;
}

/* A row all wall but for the end E at end, if end is not 0. */
static int
wall_row(struct sink *k, uint32_t end, struct maze_err *e)
{
	unsigned char *p = sink_at(k);

	memset(p, MAZE_WALL, k->bw);
	if (end > 0)
		p[end] = MAZE_END;
	return sink_put(k, 1, e);
}

/*
 * Every row of the maze s streams with a, to k, S and E in: in a maze of
 * several levels, each level of cells after its floor.
 */
static int
stream_rows(struct gen_stream *s, const struct maze_gen_streamer *st,
    struct sink *k, struct maze_err *e)
{
	const struct maze_gen_mask *mk = s->o->mask;
	uint32_t bw = k->bw, y, z, sx = 0, sy = 0, sz = 0, ex, ey, ez;
	uint32_t sb[2], eb[2];
	unsigned char *p;

	if (s->grid == GEN_POLAR) {
		/* Made whole: row by row, S and E in (grids.c). */
		gen_polar_ends(mk, s->ch, sb, eb);
		for (y = 0; y < bw; y++) {
			p = sink_at(k);
			gen_polar_rows(s, st, y, p);
			if (y == sb[1])
				p[sb[0]] = MAZE_START;
			if (y == eb[1])
				p[eb[0]] = MAZE_END;
			if (sink_put(k, 1, e) == -1)
				return -1;
		}
		return 0;
	}
	/*
	 * S in a wall of cell (sx, sy, sz), E in one of (ex, ey, ez): block
	 * sb and eb of their levels' rows, above and below them but on
	 * triangles (gen_grid_ends()).
	 */
	ex = s->cw - 1;
	ey = s->ch - 1;
	ez = s->cd - 1;
	if (mk != NULL) {
		gen_xyz(mk->first, s->cw, s->ch, s->cd, &sx, &sy, &sz);
		gen_xyz(mk->last, s->cw, s->ch, s->cd, &ex, &ey, &ez);
	}
	gen_grid_ends(s->grid, sx, sy, ex, ey, sb, eb);

	for (z = 0; z < s->cd; z++) {
		s->z = z;
		for (y = 0; s->cd > 1 && y < s->ch; y++) {
			s->y = y;
			if (wall_row(k, 0, e) == -1)
				return -1;
			st->floor(s, sink_at(k));
			if (sink_put(k, 1, e) == -1)
				return -1;
		}
		if (s->cd > 1 && wall_row(k, 0, e) == -1)
			return -1;
		for (y = 0; y < s->ch; y++) {
			s->y = y;
			p = sink_at(k);
			st->row(s, p, p + bw);
			if (z == sz && sb[1] / 2 == y)
				p[(size_t)(sb[1] % 2) * bw + sb[0]] =
				    MAZE_START;
			if (z == ez && eb[1] / 2 == y)
				p[(size_t)(eb[1] % 2) * bw + eb[0]] = MAZE_END;
			if (sink_put(k, 2, e) == -1)
				return -1;
		}
		if (wall_row(k, z == ez && eb[1] == 2 * y ? eb[0] : 0,
		    e) == -1)
			return -1;
	}
	/* The bottom: a floor under the last level, all wall. */
	for (y = 0; s->cd > 1 && y < 2 * s->ch + 1; y++)
		if (wall_row(k, 0, e) == -1)
			return -1;
	return 0;
}

/*
 * Every row of the weave maze wv, its three levels (maze(5) "Grids"), to
 * k, S and E in level 0 where stream_rows() puts them.
 */
static int
weave_rows(const struct gen_stream *s, const struct gen_weave *wv,
    struct sink *k, struct maze_err *e)
{
	const struct maze_gen_mask *mk = s->o->mask;
	uint32_t y, sx = 0, sy = 0, sz, ex = s->cw - 1, ey = s->ch - 1, ez;
	unsigned char *p;
	int z;

	if (mk != NULL) {
		gen_xyz(mk->first, s->cw, s->ch, 1, &sx, &sy, &sz);
		gen_xyz(mk->last, s->cw, s->ch, 1, &ex, &ey, &ez);
	}
	for (z = 0; z < 3; z++)
		for (y = 0; y < 2 * s->ch + 1; y++) {
			p = sink_at(k);
			gen_weave_row(wv, z, y, p);
			if (z == 0 && y == 2 * sy)
				p[2 * sx + 1] = MAZE_START;
			if (z == 0 && y == 2 * ey + 2)
				p[2 * ex + 1] = MAZE_END;
			if (sink_put(k, 1, e) == -1)
				return -1;
		}
	return 0;
}

/*
 * Can a make a weave maze of cw x ch x cd cells, with o?  As
 * gen_mask_check() says of masks.
 */
static int
weave_check(const struct maze_gen_algo *a, const struct maze_gen_opts *o,
    uint32_t cd, struct maze_err *e)
{
	if (o->weave == 0)
		return 0;
	if (!(a->flags & GEN_WEAVE))
		return maze_error(e, 0, 0, "-a %s does not weave (--weave: "
		    "backtracker or kruskal)", a->info.name);
	if (cd > 1)
		return maze_error(e, 0, 0, "a weave maze has one level of "
		    "cells");
	return 0;
}

/*
 * Make the weave maze of cw x ch cells with a from seed, with o, into wv,
 * s and r its stream and generator: 0, or -1 with e; wv is closed either
 * way but on success.
 */
static int
weave_make(struct gen_stream *s, struct maze_rng *r,
    const struct maze_gen_algo *a, uint32_t cw, uint32_t ch, uint64_t seed,
    const struct maze_gen_opts *o, struct gen_weave *wv, struct maze_err *e)
{
	maze_rng_seed(r, seed);
	memset(s, 0, sizeof *s);
	s->cw = cw;
	s->ch = ch;
	s->cd = 1;
	s->r = r;
	s->o = o;
	if (gen_weave_open(wv, cw, ch, o->mask, e) == -1)
		return -1;
	if (a->stream->weave(s, wv, e) == -1) {
		gen_weave_close(wv);
		return -1;
	}
	return 0;
}

/*
 * Write the rows of the maze s streams, as st draws them, to w, through
 * buf, room for two rows; a frame's head '@' at block head of them all,
 * counted in text order (SIZE_MAX for none).
 */
int
gen_put_rows(struct gen_stream *s, const struct maze_gen_streamer *st,
    struct maze_writer *w, unsigned char *buf, size_t head,
    struct maze_err *e)
{
	struct sink k;

	memset(&k, 0, sizeof k);
	k.w = w;
	k.buf = buf;
	k.head = head;
	k.bw = (uint32_t)gen_grid_bw(s->grid, s->cw);
	return stream_rows(s, st, &k, e);
}

/*
 * Make a cw x ch cell maze with algorithm a from seed, with the printed-maze
 * look: entrance S in the top wall above the first cell, exit E in the
 * bottom wall below the last.
 */
int
maze_gen_make(struct maze *m, const struct maze_gen_algo *a, uint32_t cw,
    uint32_t ch, uint64_t seed, struct maze_err *e)
{
	struct maze_gen_opts o;

	maze_gen_opts_init(&o);
	return gen_make_opts(m, a, cw, ch, seed, &o, e);
}

int
gen_make_opts(struct maze *m, const struct maze_gen_algo *a, uint32_t cw,
    uint32_t ch, uint64_t seed, const struct maze_gen_opts *o,
    struct maze_err *e)
{
	return maze_gen_make3(m, a, cw, ch, 1, seed, o, e);
}

/* maze_gen_make3() of a weave maze: its three levels, in m. */
static int
make_weave(struct maze *m, const struct maze_gen_algo *a, uint32_t cw,
    uint32_t ch, uint64_t seed, const struct maze_gen_opts *o,
    struct maze_err *e)
{
	struct maze_rng r;
	struct gen_stream s;
	struct gen_weave wv;
	struct sink k;

	if (maze_alloc3(m, 2 * cw + 1, 2 * ch + 1, 3, e) == -1)
		return -1;
	m->hdr.grid |= MAZE_GRID_WEAVE | (o->mask != NULL ? MAZE_GRID_MASK :
	    0);
	if (weave_make(&s, &r, a, cw, ch, seed, o, &wv, e) == -1)
		return -1;
	memset(&k, 0, sizeof k);
	k.m = m;
	k.bw = m->w;
	k.head = SIZE_MAX;
	(void)weave_rows(&s, &wv, &k, e);
	gen_weave_close(&wv);
	maze_find_ends(m);
	return 0;
}

/*
 * The same with cd levels of cells: with more than one, S is in the top
 * wall of the first level of cells, E in the bottom wall of the last.  o
 * NULL is the defaults; a NULL a (maze_gen_algo() past its table) an error.
 */
static int	make_rows(struct maze *, const struct maze_gen_algo *, uint32_t,
		    uint32_t, uint32_t, uint64_t, const struct maze_gen_opts *,
		    struct maze_err *);

int
maze_gen_make3(struct maze *m, const struct maze_gen_algo *a, uint32_t cw,
    uint32_t ch, uint32_t cd, uint64_t seed, const struct maze_gen_opts *o,
    struct maze_err *e)
{
	struct maze_gen_opts defaults, polar;
	int rc;

	if (a == NULL || (cd > 1 && !(a->flags & MAZE_GEN_LEVELS)))
		return gen_check(a, cw, ch, cd, e);
	if (o == NULL) {
		maze_gen_opts_init(&defaults);
		o = &defaults;
	}
	if (gen_opts_check(o, e) == -1 ||
	    gen_mask_check(a, o, cw, ch, cd, e) == -1 ||
	    weave_check(a, o, cd, e) == -1 ||
	    gen_grid_check(a, o, cw, ch, cd, e) == -1)
		return -1;
	if (o->weave > 0)
		return make_weave(m, a, cw, ch, seed, o, e);
	if (o->grid == MAZE_GEN_GRID_POLAR) {
		if (maze_alloc(m, 4 * cw + 1, 4 * cw + 1, e) == -1 ||
		    gen_polar_open(&polar, o, &cw, &ch, e) == -1)
			return -1;
		m->hdr.grid |= MAZE_GRID_POLAR |
		    (o->mask != NULL ? MAZE_GRID_MASK : 0);
		rc = make_rows(m, a, cw, ch, 1, seed, &polar, e);
		gen_polar_close(&polar, o);
		return rc;
	}
	if ((o->grid == MAZE_GEN_GRID_HEX ? maze_alloc(m, 4 * cw + 3,
	    2 * ch + 1, e) : maze_alloc_cells3(m, cw, ch, cd, e)) == -1)
		return -1;
	m->hdr.grid |= gen_grid_flag(gen_grid_kind(o, cd));
	if (o->mask != NULL)
		m->hdr.grid |= MAZE_GRID_MASK;
	return make_rows(m, a, cw, ch, cd, seed, o, e);
}

/* The rest of maze_gen_make3(): m is allocated, its grid line set. */
static int
make_rows(struct maze *m, const struct maze_gen_algo *a, uint32_t cw,
    uint32_t ch, uint32_t cd, uint64_t seed, const struct maze_gen_opts *o,
    struct maze_err *e)
{
	struct maze_rng r;
	struct gen_stream s;
	struct sink k;

	maze_rng_seed(&r, seed);
	if (a->run != NULL) {
		if (a->run(m, &r, o, e) == -1)
			return -1;
	} else {
		/* The streamed rows, straight into the maze. */
		if (gen_stream_open(&s, a, cw, ch, cd, &r, o, e) == -1)
			return -1;
		memset(&k, 0, sizeof k);
		k.m = m;
		k.bw = m->w;
		k.head = SIZE_MAX;
		(void)stream_rows(&s, a->stream, &k, e);
		a->stream->close(&s);
	}
	gen_add_ends(m, o->mask);
	return 0;
}

int
gen_root(const struct gen_stream *s, enum maze_gen_root dflt, uint32_t *x,
    uint32_t *y, uint32_t *z, struct maze_err *e)
{
	return s->o->mask != NULL ? gen_masked_root(s, dflt, x, y, z, e) :
	    gen_root_cell(s, dflt, x, y, z, e);
}

/*
 * Set up s->state as a gen_tree of s->cw x s->ch x s->cd cells, all zero,
 * with a border of one cell all round if border is set, and pick the
 * tree's root (x, y, z) by --root, or dflt if it was not given.
 */
int
gen_tree_open(struct gen_stream *s, int border, enum maze_gen_root dflt,
    uint32_t *x, uint32_t *y, uint32_t *z, struct maze_err *e)
{
	struct gen_tree *t;
	size_t b = border ? 1 : 0, pw = (size_t)s->cw + 2 * b;
	size_t ph = (size_t)s->ch + 2 * b, nl = s->cd > 1 ? s->cd + 2 * b : 1;

	if ((t = s->state = calloc(1, sizeof *t)) == NULL)
		return maze_error(e, 0, 0, "out of memory");
	if (ph > SIZE_MAX / pw || nl > SIZE_MAX / (pw * ph) ||
	    (t->mem = calloc(pw * ph * nl, 1)) == NULL) {
		gen_tree_close(s);
		return maze_error(e, 0, 0, "out of memory");
	}
	/* Most generators go all over it: huge pages spare the misses. */
	maze_huge(t->mem, pw * ph * nl);
	t->pw = pw;
	t->plane = pw * ph;
	t->cell = t->mem + (nl > 1 ? b * t->plane : 0) + b * pw + b;
	if (s->o->mask != NULL)
		gen_mask_mark(s, t);
	if (gen_root(s, dflt, x, y, z, e) == -1) {
		gen_tree_close(s);
		return -1;
	}
	return 0;
}

/*
 * A grid one cell across in all but one way has one spanning tree, the
 * path through it: if s's grid is such, make the tree (a gen_tree without
 * a border) that way, each cell's parent the one before it, and return 1.
 * The random walks of Wilson's and Aldous-Broder need about n^2 steps to
 * find it.
 */
static int
gen_tree_line(struct gen_stream *s, unsigned char mark)
{
	unsigned char *cell = ((struct gen_tree *)s->state)->cell;
	struct maze_gen_frames *f = s->o->frames;
	size_t n = (size_t)s->cw * s->ch * s->cd, i = 0;

	if ((s->cw > 1) + (s->ch > 1) + (s->cd > 1) > 1)
		return 0;
	/* On a mask, the inside is one part: cells first to last. */
	if (s->o->mask != NULL) {
		i = s->o->mask->first;
		n = s->o->mask->last + 1;
	}
	/* The mark, the generator's "in the tree", is for frames. */
	cell[i] = mark | GEN_NO_PARENT;
	gen_frame_first(s, i);
	for (i++; i < n; i++) {
		/* In a column of hexagons, the cell above is north-west of
		   an odd row's, north-east of an even row's. */
		if (s->grid == GEN_HEX)
			cell[i] = mark | GEN_PARENT(s->cw > 1 ? MAZE_HEX_W :
			    i % 2 ? MAZE_HEX_NW : MAZE_HEX_NE);
		else
			cell[i] = mark | GEN_PARENT(s->cw > 1 ? MAZE_W :
			    s->ch > 1 ? MAZE_N : MAZE_UP);
		if (f != NULL && maze_frames_due(&f->mf))
			gen_frame_tree(s, i, 0);
	}
	gen_joined(s->o, s->o->mask != NULL ? s->o->mask->n - 1 : n - 1);
	return 1;
}

/*
 * Begin the walk of a random-walk generator (wilson, aldous-broder): a
 * gen_tree without a border, its cells in *cell, its root (x, y, z) drawn
 * by --root (at random by default) and given mark; frames, the first with
 * the root, drawn with the cells of mark in the tree and trail for the
 * walk (gen_frames_look).  Returns 0 if the walk is to run; 1 if the grid
 * is a line of cells and its tree is made already; -1 with e set.
 */
int
gen_walk_begin(struct gen_stream *s, unsigned char mark, unsigned char trail,
    unsigned char **cell, uint32_t *x, uint32_t *y, uint32_t *z,
    struct maze_err *e)
{
	size_t root;

	gen_frames_look(s, mark, 0, trail);
	if (gen_tree_open(s, 0, MAZE_GEN_ROOT_RANDOM, x, y, z, e) == -1)
		return -1;
	if (gen_tree_line(s, mark))
		return 1;
	*cell = ((struct gen_tree *)s->state)->cell;
	root = ((size_t)*z * s->ch + *y) * s->cw + *x;
	(*cell)[root] = mark;
	gen_frame_first(s, root);
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
 * is east or that of the cell east is west; the floor over it, if its
 * parent is up or that of the cell over it is down.  The top wall and the
 * east wall are whole.
 */
#define IS(c, d)	(((c) & 7) == GEN_PARENT(d))

void
gen_tree_row(struct gen_stream *s, unsigned char *above, unsigned char *cells)
{
	const struct gen_tree *t = s->state;
	const unsigned char *c = t->cell + s->z * t->plane + s->y * t->pw;
	const unsigned char *up;
	uint32_t x, cw = s->cw;

	if (s->grid == GEN_HEX) {
		gen_tree_hex_row(s, above, cells);
		return;
	}
	memset(above, MAZE_WALL, 2 * (size_t)cw + 1);
	if (s->y > 0)
		for (up = c - t->pw, x = 0; x < cw; x++)
			above[2 * x + 1] = GEN_BLOCK(IS(c[x], MAZE_N) |
			    IS(up[x], MAZE_S));
	cells[0] = MAZE_WALL;
	for (x = 0; x + 1 < cw; x++) {
		cells[2 * x + 1] = MAZE_OPEN;
		cells[2 * x + 2] = GEN_BLOCK(IS(c[x], MAZE_E) |
		    IS(c[x + 1], MAZE_W));
	}
	cells[2 * x + 1] = MAZE_OPEN;
	cells[2 * x + 2] = MAZE_WALL;
	if (s->o->mask != NULL)
		gen_mask_row(s, cells);
}

void
gen_tree_floor(struct gen_stream *s, unsigned char *row)
{
	const struct gen_tree *t = s->state;
	const unsigned char *c = t->cell + s->z * t->plane + s->y * t->pw;
	const unsigned char *over = c - t->plane;
	uint32_t x;

	memset(row, MAZE_WALL, 2 * (size_t)s->cw + 1);
	if (s->z > 0)
		for (x = 0; x < s->cw; x++)
			row[2 * x + 1] = GEN_BLOCK(IS(c[x], MAZE_UP) |
			    IS(over[x], MAZE_DOWN));
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
		if (getrlimit(res[i], &rl) == 0 &&
		    rl.rlim_cur != RLIM_INFINITY &&
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
gen_stream_check(const struct maze_gen_algo *a, uint32_t cw, uint32_t ch,
    struct maze_err *e)
{
	uint64_t need;

	if (a == NULL)
		return maze_error(e, 0, 0, "no such generator");
	if (a->stream == NULL)
		return maze_error(e, 0, 0, "-a %s makes a maze whole, not "
		    "row by row", a->info.name);
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

int
gen_check(const struct maze_gen_algo *a, uint32_t cw, uint32_t ch, uint32_t cd,
    struct maze_err *e)
{
	struct maze_err why;

	/* maze_gen_algo() past its table, unchecked. */
	if (a == NULL)
		return maze_error(e, 0, 0, "no such generator");
	if (cw == 0 || ch == 0 || cd == 0)
		return maze_error(e, 0, 0, "a maze needs at least one cell");
	if (cd > 1 && !(a->flags & MAZE_GEN_LEVELS))
		return maze_error(e, 0, 0, "-a %s makes flat mazes only, of "
		    "one level", a->info.name);
	if (cd == 1 && a->stream != NULL && !(a->flags & GEN_WHOLE))
		return gen_stream_check(a, cw, ch, e);
	if (maze_check_size3(2 * (uint64_t)cw + 1, 2 * (uint64_t)ch + 1,
	    cd > 1 ? 2 * (uint64_t)cd + 1 : 1, &why) == 0)
		return 0;
	if (cd == 1)
		return maze_error(e, 0, 0, "%ux%u cells: %s", cw, ch,
		    why.msg);
	return maze_error(e, 0, 0, "%ux%ux%u cells: %s", cw, ch, cd,
	    why.msg);
}

/*
 * Write the maze of a streaming algorithm a to w as it is made, header
 * hdr first, holding two rows at a time.  The bytes are those maze_gen_make
 * would make.
 */
int
gen_stream_write(struct maze_writer *w, const struct maze_hdr *hdr,
    const struct maze_gen_algo *a, uint32_t cw, uint32_t ch, uint64_t seed,
    const struct maze_gen_opts *o, struct maze_err *e)
{
	return gen_stream_write3(w, hdr, a, cw, ch, 1, seed, o, e);
}

/*
 * Out of memory making a maze of cw x ch x cd cells: said as the reader and
 * maze_alloc() say it, in blocks, so that every program's message is one.
 */
static int
no_memory(uint32_t cw, uint32_t ch, uint32_t cd, struct maze_err *e)
{
	if (cd == 1)
		return maze_error(e, 0, 0, "out of memory for %lux%lu blocks",
		    2ul * cw + 1, 2ul * ch + 1);
	return maze_error(e, 0, 0, "out of memory for %lux%lux%lu blocks",
	    2ul * cw + 1, 2ul * ch + 1, 2ul * cd + 1);
}

/* gen_stream_write3() of a weave maze, its rows drawn as they are written. */
static int
write_weave(struct maze_writer *w, const struct maze_hdr *hdr,
    const struct maze_gen_algo *a, uint32_t cw, uint32_t ch, uint64_t seed,
    const struct maze_gen_opts *o, struct maze_err *e)
{
	struct maze_rng r;
	struct gen_stream s;
	struct gen_weave wv;
	struct maze_hdr h = *hdr;
	struct sink k;
	int rc = -1;

	h.grid |= MAZE_GRID_WEAVE | (o->mask != NULL ? MAZE_GRID_MASK : 0);
	memset(&k, 0, sizeof k);
	k.w = w;
	k.bw = 2 * cw + 1;
	k.head = SIZE_MAX;
	if ((k.buf = malloc(k.bw)) == NULL) {
		(void)no_memory(cw, ch, 1, e);
		return -2;
	}
	if (weave_make(&s, &r, a, cw, ch, seed, o, &wv, e) == -1) {
		if (strcmp(e->msg, "out of memory") == 0)
			(void)no_memory(cw, ch, 1, e);
		free(k.buf);
		return -2;
	}
	if (maze_write_head(w, &h, k.bw, 2 * ch + 1, 3, e) == 0)
		rc = weave_rows(&s, &wv, &k, e);
	gen_weave_close(&wv);
	free(k.buf);
	return rc;
}

/*
 * The same with cd levels of cells; the bytes those of maze_gen_make3.  Returns
 * 0; -1 with e if writing failed; or -2 with e if making the maze did (out
 * of memory, say), before anything was written.
 */
int
gen_stream_write3(struct maze_writer *w, const struct maze_hdr *hdr,
    const struct maze_gen_algo *a, uint32_t cw, uint32_t ch, uint32_t cd,
    uint64_t seed, const struct maze_gen_opts *o, struct maze_err *e)
{
	struct maze_rng r;
	struct gen_stream s;
	struct maze_gen_opts defaults, polar;
	const struct maze_gen_opts *given;
	struct maze_hdr masked;
	uint32_t bw, bh;
	unsigned char *rows;
	int rc = -1;

	if (o == NULL) {
		maze_gen_opts_init(&defaults);
		o = &defaults;
	}
	if ((cd == 1 || a == NULL || a->stream == NULL ?
	    gen_stream_check(a, cw, ch, e) : gen_check(a, cw, ch, cd, e)) ==
	    -1 || gen_opts_check(o, e) == -1 ||
	    gen_mask_check(a, o, cw, ch, cd, e) == -1 ||
	    weave_check(a, o, cd, e) == -1 ||
	    gen_grid_check(a, o, cw, ch, cd, e) == -1)
		return -2;
	if (o->weave > 0)
		return write_weave(w, hdr, a, cw, ch, seed, o, e);
	/* A maze on a mask or of other cells says so: the grid line. */
	if (o->mask != NULL || o->grid != MAZE_GEN_GRID_SQUARE) {
		masked = *hdr;
		masked.grid |= gen_grid_flag(gen_grid_kind(o, cd)) |
		    (o->mask != NULL ? MAZE_GRID_MASK : 0);
		hdr = &masked;
	}
	given = o;
	if (o->grid == MAZE_GEN_GRID_POLAR) {
		/* The rings, made as the cells there are (grids.c). */
		if (gen_polar_open(&polar, o, &cw, &ch, e) == -1)
			return -2;
		o = &polar;
	}
	bw = (uint32_t)gen_grid_bw(gen_grid_kind(o, cd), cw);
	bh = (uint32_t)gen_grid_bh(gen_grid_kind(o, cd), ch);
	if ((rows = malloc((size_t)2 * bw)) == NULL) {
		(void)no_memory(cw, ch, cd, e);
		rc = -2;
		goto out;
	}
	maze_rng_seed(&r, seed);
	if (gen_stream_open(&s, a, cw, ch, cd, &r, o, e) == -1) {
		if (strcmp(e->msg, "out of memory") == 0)
			(void)no_memory(cw, ch, cd, e);
		rc = -2;
		goto out;
	}
	if (maze_write_head(w, hdr, bw, bh, cd > 1 ? 2 * cd + 1 : 1,
	    e) == -1)
		goto close;
	rc = gen_put_rows(&s, a->stream, w, rows, SIZE_MAX, e);
close:
	a->stream->close(&s);
out:
	free(rows);
	if (o == &polar)
		gen_polar_close(&polar, given);
	return rc;
}
