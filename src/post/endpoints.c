/* endpoints.c: moving the start and the end of a cell maze to chosen cells. */
#include <string.h>

#include "lib/num.h"
#include "lib/libpriv.h"
#include "post/postpriv.h"

static const struct {
	const char *name;
	enum post_spot_kind kind;
} spot_names[] = {
	{ "nw", POST_SPOT_NW }, { "ne", POST_SPOT_NE }, { "sw", POST_SPOT_SW },
	{ "se", POST_SPOT_SE }, { "center", POST_SPOT_CENTER },
	{ "random", POST_SPOT_RANDOM },
	{ "farthest", POST_SPOT_FARTHEST },
};

/*
 * Parse a SPEC of --start or --end: x,y or x,y,z, a corner, center,
 * random, farthest.
 */
int
post_parse_spot(const char *s, struct post_spot *sp, const char **why)
{
	uint64_t v[3];
	size_t i;

	for (i = 0; i < sizeof spot_names / sizeof spot_names[0]; i++)
		if (strcmp(s, spot_names[i].name) == 0) {
			sp->kind = spot_names[i].kind;
			return 0;
		}
	/* A cell too far out for any maze says so; anything else, what is. */
	if (num_parse_point(s, UINT32_MAX, v, why) == -1) {
		if (strcmp(*why, "too large") != 0)
			*why = "expected x,y, x,y,z, nw, ne, sw, se, center, "
			    "random or farthest";
		return -1;
	}
	sp->kind = POST_SPOT_CELL;
	sp->x = (uint32_t)v[0];
	sp->y = (uint32_t)v[1];
	sp->z = (uint32_t)v[2];
	return 0;
}

/* Say in e that cell x, y, z of m already holds endpoint oc. */
static int
taken(const struct maze *m, uint32_t x, uint32_t y, uint32_t z,
    unsigned char oc, struct maze_err *e)
{
	if (m->d == 1)
		return maze_error(e, m->line, 1, "cell %u,%u already holds "
		    "'%c'", x, y, oc);
	return maze_error(e, m->line, 1, "cell %u,%u,%u already holds '%c'",
	    x, y, z, oc);
}

/*
 * The cell farthest by path from block from: the last cell a breadth-first
 * search from there expands.  MAZE_NONE if it reaches no other cell.  From
 * a cell, or from an opening of the outer wall beside one, the search runs
 * over the cell graph, a byte a cell rather than a byte a block: its cells
 * come in the order a search over the blocks expands them.  With pw, it
 * runs on pw's graph, and with dist keeps the distances in pw->tmp.
 */
struct blocks_far {
	struct maze *m;
	struct maze_search *s;
	struct post_work *pw;
	int dist;
};

/*
 * blocks_far() on the view of a weave (post_weave()), from the cell of
 * block from, or from the cells beside it, at once, if it is a passage
 * between two: on the cell graph loaded in s, tunnels included.
 */
static int
weave_far(const struct maze *m, struct maze_search *s, size_t from,
    size_t *cell, struct maze_err *e)
{
	struct search_walk w;
	size_t src[2];
	uint32_t c = post_end_cell(m, from), x, y, z, nx, ny;
	int d, n = 0;

	if (c != POST_NONE)
		src[n++] = c;
	maze_xyz(m, from, &x, &y, &z);
	for (d = 0; c == POST_NONE && d < 4; d++) {
		nx = x + (uint32_t)maze_dx[d];
		ny = y + (uint32_t)maze_dy[d];
		if (nx < m->w && ny < m->h && nx % 2 == 1 && ny % 2 == 1 &&
		    maze_isopen(m->b[maze_block(m, nx, ny, 0)]))
			src[n++] = (ny / 2) * (m->w / 2) + nx / 2;
	}
	*cell = MAZE_NONE;
	if (n == 0)
		return 0;
	if (search_load(s, m, SEARCH_GRAPH, e) == -1)
		return -1;
	for (d = 0; d < n; d++)
		src[d] = search_pad(s, src[d]);
	memset(&w, 0, sizeof w);
	if (maze_weave_walk(m, s, src, n, &w, e) == -1)
		return -1;
	*cell = post_cell_block(m, (uint32_t)search_unpad(s, w.last));
	return 0;
}

static int
blocks_far(void *arg, size_t from, size_t *cell, struct maze_err *e)
{
	struct blocks_far *a = arg;
	struct maze *m = a->m;
	struct maze_search *s = a->s;
	struct search_walk w;
	uint32_t c = post_end_cell(m, from);

	if (post_weave(m) && (c == POST_NONE || a->pw == NULL))
		return weave_far(m, s, from, cell, e);
	if (c != POST_NONE && a->pw != NULL) {
		if (post_bfs(m, c, a->dist ? a->pw->tmp : NULL, a->pw, &c,
		    e) == -1)
			return -1;
		if (a->dist)
			a->pw->from = post_end_cell(m, from);
		*cell = post_cell_block(m, c);
		return 0;
	}
	if (c != POST_NONE) {
		memset(&w, 0, sizeof w);
		w.dst = MAZE_NONE;
		if (search_load(s, m, SEARCH_GRAPH, e) == -1 ||
		    search_walk(s, search_pad(s, c), &w, e) == -1)
			return -1;
		*cell = post_cell_block(m, (uint32_t)search_unpad(s, w.last));
		return 0;
	}
	if (search_load(s, m, 1, e) == -1 ||
	    search_bfs(s, search_pad(s, from), MAZE_NONE, NULL, cell, e) == -1)
		return -1;
	if (*cell != MAZE_NONE)
		*cell = search_unpad(s, *cell);
	return 0;
}

/*
 * The cell a spot that draws nothing and measures nothing names (a cell, a
 * corner, center), into *x, *y, *z: 1, or 0 for any other spot; -1 if the
 * cell named is outside m.
 */
static int
fixed_cell(const struct maze *m, const struct post_spot *sp, uint32_t *x,
    uint32_t *y, uint32_t *z)
{
	uint32_t cw = m->w / 2, ch = m->h / 2, cd = maze_cell_levels(m);

	*x = *y = *z = 0;
	switch (sp->kind) {
	case POST_SPOT_CELL:
		if (sp->x >= cw || sp->y >= ch || sp->z >= cd)
			return -1;
		*x = sp->x;
		*y = sp->y;
		*z = sp->z;
		return 1;
	case POST_SPOT_NW:
		return 1;
	case POST_SPOT_NE:
		*x = cw - 1;
		return 1;
	case POST_SPOT_SW:
		*y = ch - 1;
		*z = cd - 1;
		return 1;
	case POST_SPOT_SE:
		*x = cw - 1;
		*y = ch - 1;
		*z = cd - 1;
		return 1;
	case POST_SPOT_CENTER:
		*x = cw / 2;
		*y = ch / 2;
		*z = cd / 2;
		return 1;
	default:
		return 0;
	}
}

/*
 * On a masked maze, the cell inside nearest to cell *x, *y, *z (a corner
 * or the centre), into them: nearest in a straight line, ties to the
 * first in reading order.  Returns 0, or -1 if no cell is inside.
 */
static int
nearest_inside(const struct maze *m, uint32_t *x, uint32_t *y, uint32_t *z)
{
	uint32_t cw = m->w / 2, ch = m->h / 2, cd = maze_cell_levels(m);
	uint32_t i, j, k, bx = 0, by = 0, bz = 0;
	uint64_t best = UINT64_MAX, d;
	int64_t dx, dy, dz;

	for (k = 0; k < cd; k++)
		for (j = 0; j < ch; j++)
			for (i = 0; i < cw; i++) {
				if (!post_inside_cell(m, i, j, k))
					continue;
				dx = (int64_t)i - *x;
				dy = (int64_t)j - *y;
				dz = (int64_t)k - *z;
				d = (uint64_t)(dx * dx + dy * dy + dz * dz);
				if (d < best) {
					best = d;
					bx = i;
					by = j;
					bz = k;
				}
			}
	if (best == UINT64_MAX)
		return -1;
	*x = bx;
	*y = by;
	*z = bz;
	return 0;
}

/* The cells inside masked maze m. */
static size_t
inside_cells(const struct maze *m)
{
	uint32_t cw = m->w / 2, ch = m->h / 2, cd = maze_cell_levels(m);
	uint32_t i, j, k;
	size_t n = 0;

	for (k = 0; k < cd; k++)
		for (j = 0; j < ch; j++)
			for (i = 0; i < cw; i++)
				n += (size_t)post_inside_cell(m, i, j, k);
	return n;
}

/* Say in e that cell x, y, z of m is outside its outline: -1. */
static int
outside(const struct maze *m, uint32_t x, uint32_t y, uint32_t z,
    struct maze_err *e)
{
	if (m->d == 1)
		return maze_error(e, m->line, 1, "cell %u,%u is outside the "
		    "outline of this masked maze", x, y);
	return maze_error(e, m->line, 1, "cell %u,%u,%u is outside the "
	    "outline of this masked maze", x, y, z);
}

/*
 * Where endpoint which (MAZE_START or MAZE_END) of cell maze m goes, as
 * post_place() puts it: the block of the cell sp names, into *to, or
 * MAZE_NONE if it stays.  other is the block of the other endpoint, or
 * MAZE_NONE, and then, if not NULL, where the other moves after this one;
 * far finds the cell farthest from a block (the farthest_fn of
 * postpriv.h).  Only m's size and line are read: m may be a shape with no
 * blocks.  Returns 0, or -1 with e; or what far returns below -1.
 */
int
post_target(const struct maze *m, unsigned char which,
    const struct post_spot *sp, const struct post_spot *then,
    struct maze_rng *r, size_t other, post_far_fn *far, void *arg, size_t *to,
    struct maze_err *e)
{
	uint32_t cw = m->w / 2, ch = m->h / 2, cd = maze_cell_levels(m);
	uint32_t x = 0, y = 0, z = 0;
	unsigned char oc = which == MAZE_START ? MAZE_END : MAZE_START;
	size_t cell, next = MAZE_NONE, n = (size_t)cw * ch * cd;
	int rc;

	*to = MAZE_NONE;
	switch (sp->kind) {
	case POST_SPOT_NONE:
		return 0;
	case POST_SPOT_CELL:
		/* A weave's view is flat: its levels below hold tunnels. */
		if (m->d == 1 && sp->z > 0)
			return maze_error(e, m->line, 1, "cell %u,%u,%u is "
			    "outside this maze of %ux%u cells, which is %s",
			    sp->x, sp->y, sp->z, cw, ch, m->hdr.grid &
			    MAZE_GRID_WEAVE ? "a weave: its cells are all on "
			    "level 0" : "flat");
		if (m->d == 1 && (sp->x >= cw || sp->y >= ch))
			return maze_error(e, m->line,
			    1, "cell %u,%u is outside "
			    "this maze of %ux%u cells", sp->x, sp->y, cw, ch);
		if (fixed_cell(m, sp, &x, &y, &z) == -1)
			return maze_error(e, m->line, 1, "cell %u,%u,%u is "
			    "outside this maze of %ux%ux%u cells", sp->x, sp->y,
			    sp->z, cw, ch, cd);
		if (!post_inside_cell(m, x, y, z))
			return outside(m, x, y, z, e);
		break;
	case POST_SPOT_NW:
	case POST_SPOT_NE:
	case POST_SPOT_SW:
	case POST_SPOT_SE:
	case POST_SPOT_CENTER:
		fixed_cell(m, sp, &x, &y, &z);
		if (post_masked(m) && nearest_inside(m, &x, &y, &z) == -1)
			return maze_error(e, m->line, 1, "no cell is inside "
			    "this masked maze");
		break;
	case POST_SPOT_RANDOM:
		/*
		 * Any cell but the other endpoint's, if there is another, and
		 * but the one it moves to next, if it is named: S drawn before
		 * E moves must not take E's new cell.  The cell E leaves stays
		 * out of the draw too, so that what a seed drew before E's new
		 * cell was counted is what it draws now, unless that leaves
		 * no cell.  The level is drawn only with levels, so that a
		 * flat maze draws just what it always has.
		 */
		if (then != NULL && fixed_cell(m, then, &x, &y, &z) == 1 &&
		    (then->kind == POST_SPOT_CELL || !post_masked(m) ||
		    nearest_inside(m, &x, &y, &z) == 0))
			next = maze_cell3(m, x, y, z);
		/* A masked maze's cells inside, drawn from as the others. */
		if (post_masked(m))
			n = inside_cells(m);
		if (n == 0)
			return maze_error(e, m->line, 1, "no cell is inside "
			    "this masked maze");
		do {
			x = rng_below(r, cw);
			y = rng_below(r, ch);
			if (cd > 1)
				z = rng_below(r, cd);
			cell = maze_cell3(m, x, y, z);
		} while (!post_inside_cell(m, x, y, z) || (n > 1 &&
		    (cell == next || (cell == other && (n > 2 ||
		    next == MAZE_NONE || next == other)))));
		break;
	case POST_SPOT_FARTHEST:
		if (other == MAZE_NONE)
			return maze_error(e, m->line, 1, "no %s block '%c' to "
			    "be farthest from", oc == MAZE_START ? "start" :
			    "end", oc);
		if ((rc = far(arg, other, &cell, e)) < 0)
			return rc;
		if (cell == MAZE_NONE || cell == other)
			return maze_error(e, m->line, 1, "no cell is reachable "
			    "from the %s block", oc == MAZE_START ? "start" :
			    "end");
		maze_xyz(m, cell, &x, &y, &z);
		x /= 2;
		y /= 2;
		z /= 2;
		break;
	}
	*to = maze_cell3(m, x, y, z);
	if (*to == other)
		return taken(m, x, y, z, oc, e);
	return 0;
}

/*
 * Put endpoint which (MAZE_START or MAZE_END) of cell maze m at the cell sp
 * names, on the cell itself, in 3D as in 2D.  With levels, the corners
 * named n lie on the first level of cells (the top) and those named s on
 * the last, so that opposite corners are opposite corners of the box.
 * The old endpoint's block closes if it was an opening in the outer wall
 * (post_outer) and becomes plain open otherwise.
 */
int
post_place(struct maze *m, unsigned char which, const struct post_spot *sp,
    struct maze_rng *r, struct maze_search *s, struct maze_err *e)
{
	if (post_shape(m, e) == -1)
		return -1;
	return post_place_work(m, which, sp, NULL, r, s, NULL, 0, e);
}

/*
 * post_place, farthest found on the graph of w if w is not NULL (s is then
 * not used), keeping in w->tmp the distances it finds if dist: w must have
 * room for m (post_work_size).  then is where the other endpoint goes
 * next, or NULL (post_target).
 */
int
post_place_work(struct maze *m, unsigned char which,
    const struct post_spot *sp, const struct post_spot *then,
    struct maze_rng *r, struct maze_search *s, struct post_work *w, int dist,
    struct maze_err *e)
{
	size_t *self = which == MAZE_START ? &m->start : &m->end, to;
	size_t other = which == MAZE_START ? m->end : m->start;
	struct blocks_far a = { m, s, w, dist };

	if (post_target(m, which, sp, then, r, other, blocks_far, &a, &to,
	    e) == -1)
		return -1;
	if (to == MAZE_NONE)
		return 0;
	if (*self != MAZE_NONE)
		m->b[*self] = post_outer(m, *self) ? MAZE_WALL : MAZE_OPEN;
	m->b[to] = which;
	*self = to;
	return 0;
}
