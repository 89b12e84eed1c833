/*
 * shapes.c: mazepost's operations on a hex, a delta or a polar maze
 * (maze(5) "Grids"), on the graph of its cells and the doors between
 * them.
 *
 * A hex cell is three blocks, a delta cell and a polar ring's cell one,
 * the polar centre nine; a door is the one block between two cells, or
 * between a cell and the outside.  Only a door between two cells inside
 * is ever opened or closed: every other block the grid makes a wall (a
 * delta grid's fixed walls, a hex grid's even columns of its wall rows
 * and the blocks beyond its rows, a polar grid's blocks between its
 * doors) stays one.  An endpoint goes into a door of its cell's outer
 * wall when the cell has one free, else onto the cell itself (its middle
 * block).  A polar grid's cells are (k, r), cell k of ring r, in slots of
 * its outer ring's cells by its rings: a slot past the last cell of its
 * ring is none (maze_shape_has()), and every scan skips it as a cell
 * outside.  Its doors have no owner by direction, as a hex cell's east
 * has: a door is its cell's of the two that comes first (sh_owned()).
 */
#include <stdlib.h>
#include <string.h>

#include "lib/libpriv.h"
#include "post/postpriv.h"

/* A hex or delta grid as its cells, and the scratch of its walks. */
struct sh {
	struct maze *m;
	unsigned grid;
	uint32_t w, h, n;	/* cells across, down, all */
	int nd;			/* doors a cell: 6 or 4 */
	uint32_t *dist;		/* a walk's distances, POST_NONE unreached */
	uint32_t *q;		/* its queue */
	unsigned char *mark;	/* a byte a cell */
	uint32_t reach;		/* cells the last walk reached */
	uint32_t *pot;		/* --keep-solution's potential, twice, */
	uint32_t *bpot;		/* of the cells and of the blocks */
	uint32_t *bq;		/* a walk over the blocks: its queue */
	int keep;		/* pot is in force */
	struct post_frames *fr;
};

/* The doors the placing of an endpoint tries, in order (sh_place). */
static const int hex_order[] = { MAZE_HEX_NW, MAZE_HEX_NE, MAZE_HEX_SW,
	MAZE_HEX_SE, MAZE_HEX_W, MAZE_HEX_E };
static const int delta_order[] = { MAZE_N, MAZE_S, MAZE_W, MAZE_E };

/*
 * The doors a cell owns, which the scans over doors visit: a polar cell
 * owns those of its doors that it tries (polar_all) to a cell after it
 * (sh_owned()).
 */
static const int hex_owned[] = { MAZE_HEX_E, MAZE_HEX_SW, MAZE_HEX_SE };
static const int delta_owned[] = { MAZE_E, MAZE_S };
static const int polar_all[] = { MAZE_N, MAZE_E, MAZE_S, MAZE_W };

/*
 * Does cell c own its door to cell nb (after, nonzero: the door is
 * scanned from c, c before nb; else as --near takes doors back, c after
 * nb)?  On a hex or delta grid the directions say it: always.  Two
 * polar cells share at most one door, so the first of the two owns it.
 */
static int
sh_owned(const struct sh *g, uint32_t c, uint32_t nb, int after)
{
	if (!(g->grid & MAZE_GRID_POLAR))
		return 1;
	return after ? c < nb : c > nb;
}

/* The middle block of cell c: the one an endpoint on it takes. */
static size_t
sh_block(const struct sh *g, uint32_t c)
{
	uint32_t x = c % g->w, y = c / g->w, bx, by;

	if (g->grid & MAZE_GRID_POLAR) {
		maze_shape_cell_block(g->grid, g->m->w, x, y, &bx, &by);
		return (size_t)by * g->m->w + bx;
	}
	if (g->grid & MAZE_GRID_HEX)
		return (size_t)(2 * y + 1) * g->m->w + maze_hex_col(x, y) + 1;
	return (size_t)(2 * y + 1) * g->m->w + 2 * x + 1;
}

/*
 * Is cell c inside: a cell of the grid (not a polar slot past its ring's
 * last), not outside a mask, whose cells are walls?
 */
static int
sh_inside(const struct sh *g, uint32_t c)
{
	return maze_shape_has(g->grid, c % g->w, c / g->w) &&
	    maze_isopen(g->m->b[sh_block(g, c)]);
}

/*
 * Door d of cell c: 0 if it has none; else its block into *wall, and 1
 * with the cell inside beyond it in *nb, or 2 if it is in the outer wall
 * (the grid's edge, or a mask's outline).
 */
static int
sh_door(const struct sh *g, uint32_t c, int d, size_t *wall, uint32_t *nb)
{
	uint32_t bx, by, nx, ny;
	int k;

	if (!maze_shape_has(g->grid, c % g->w, c / g->w))
		return 0;
	k = maze_shape_door(g->grid, c % g->w, c / g->w, d, g->w, g->h, &bx,
	    &by, &nx, &ny);
	if (k == 0)
		return 0;
	*wall = (size_t)by * g->m->w + bx;
	if (k == 2)
		return 2;
	*nb = ny * g->w + nx;
	return sh_inside(g, *nb) ? 1 : 2;
}

/* The cell beyond open door d of cell c, inside: 1 with *nb, else 0. */
static int
sh_way(const struct sh *g, uint32_t c, int d, uint32_t *nb)
{
	size_t wall;

	return sh_door(g, c, d, &wall, nb) == 1 &&
	    maze_isopen(g->m->b[wall]);
}

static int
sh_degree(const struct sh *g, uint32_t c)
{
	uint32_t nb;
	int d, n = 0;

	for (d = 0; d < g->nd; d++)
		n += sh_way(g, c, d, &nb);
	return n;
}

/* The cell inside whose blocks include block (bx, by): 1 with *c. */
static int
sh_cell_at(const struct sh *g, uint32_t bx, uint32_t by, uint32_t *c)
{
	return maze_shape_cell_at(g->m, g->w, bx, by, c) &&
	    sh_inside(g, *c);
}

/*
 * The cells of block i: its own cell (1, and *own set), or the cells
 * beside it, a door's (none, one in the outer wall, or two).  Into c.
 */
static int
sh_cells_near(const struct sh *g, size_t i, uint32_t c[2], int *own)
{
	uint32_t bx = (uint32_t)(i % g->m->w), by = (uint32_t)(i / g->m->w);
	int d, n = 0;

	*own = 0;
	if (i == MAZE_NONE)
		return 0;
	if (sh_cell_at(g, bx, by, &c[0])) {
		*own = 1;
		return 1;
	}
	for (d = 0; d < 4 && n < 2; d++)
		n += sh_cell_at(g, bx + (uint32_t)maze_dx[d],
		    by + (uint32_t)maze_dy[d], &c[n]);
	return n;
}

/*
 * The cell that endpoint block i belongs to: its own, or the one whose
 * outer wall it is in; POST_NONE for a door between two cells, or none.
 */
static uint32_t
sh_end_cell(const struct sh *g, size_t i)
{
	uint32_t c[2];
	int own;

	return sh_cells_near(g, i, c, &own) == 1 ? c[0] : POST_NONE;
}

/* Is block i in the outer wall: a door with one cell inside beside it? */
static int
sh_outer(const struct sh *g, size_t i)
{
	uint32_t c[2];
	int own;

	return sh_cells_near(g, i, c, &own) == 1 && !own;
}

/*
 * Breadth-first over the cells from the n cells src: dist, and the last
 * cell expanded, as far as any, returned (POST_NONE if none); doors are
 * tried in their order, first in, first out.
 */
static uint32_t
sh_walk(struct sh *g, const uint32_t *src, int n)
{
	uint32_t head = 0, tail = 0, c, nb, last = POST_NONE;
	int d, k;

	memset(g->dist, 0xff, (size_t)g->n * sizeof *g->dist);
	for (k = 0; k < n; k++)
		if (g->dist[src[k]] == POST_NONE) {
			g->dist[src[k]] = 0;
			g->q[tail++] = src[k];
		}
	while (head < tail) {
		last = c = g->q[head++];
		for (d = 0; d < g->nd; d++)
			if (sh_way(g, c, d, &nb) &&
			    g->dist[nb] == POST_NONE) {
				g->dist[nb] = g->dist[c] + 1;
				g->q[tail++] = nb;
			}
	}
	g->reach = tail;
	return last;
}

/* Open or close block i, a step of the frames. */
static void
sh_set(struct sh *g, size_t i, unsigned char b)
{
	g->m->b[i] = b;
	post_step(g->fr, g->m, i);
}

/*
 * Breadth-first over m's open blocks from block src: into d, POST_NONE
 * where it does not reach.
 */
static void
sh_block_walk(struct sh *g, size_t src, uint32_t *d)
{
	const struct maze *m = g->m;
	size_t n = maze_blocks(m), head = 0, tail = 0, i, j;
	uint32_t x, y;
	int k;

	memset(d, 0xff, n * sizeof *d);
	d[src] = 0;
	g->bq[tail++] = (uint32_t)src;
	while (head < tail) {
		i = g->bq[head++];
		x = (uint32_t)(i % m->w);
		y = (uint32_t)(i / m->w);
		for (k = 0; k < 4; k++) {
			if (x + (uint32_t)maze_dx[k] >= m->w ||
			    y + (uint32_t)maze_dy[k] >= m->h)
				continue;
			j = (size_t)((ptrdiff_t)i + maze_dx[k] +
			    maze_dy[k] * (ptrdiff_t)m->w);
			if (maze_isopen(m->b[j]) && d[j] == POST_NONE) {
				d[j] = d[i] + 1;
				g->bq[tail++] = (uint32_t)j;
			}
		}
	}
}

/*
 * --keep-solution, as post_keep() on a square grid: with dS and dE the
 * distances from S's cell and E's and L = dS(E's cell), the potential
 * phi = (dS - dE + L) / 2 is 0 at S, L at E, and changes by at most 1
 * between joined cells; so while every door opened joins cells whose phi
 * differ by at most 1, no way gets through fewer doors than L.  A hex
 * grid's cells make triangles, so phi may be a half: pot holds 2 phi, a
 * whole number, and a door may open if the two differ by at most 2.  The
 * route mazesolve finds counts blocks, and a hex cell is three blocks
 * wide, so the same is asked of the blocks: phi of the blocks on either
 * side of a door, by the blocks' distances from S and E, at most 2 apart
 * (the door between them one step from each).  A door opens only if both
 * allow it.  Cells or blocks that S and E do not both reach get POST_NONE:
 * no door of theirs opens.
 */
static int
sh_keep(struct sh *g, struct maze_err *e)
{
	const struct maze *m = g->m;
	uint32_t sc = sh_end_cell(g, m->start), ec = sh_end_cell(g, m->end);
	uint32_t c, len;
	size_t i, n = maze_blocks(m);

	g->keep = 0;
	if (sc == POST_NONE || ec == POST_NONE)
		return post_keep_no_ends(m, e);
	sh_walk(g, &ec, 1);
	memcpy(g->pot, g->dist, (size_t)g->n * sizeof *g->pot);
	sh_walk(g, &sc, 1);
	if ((len = g->dist[ec]) == POST_NONE)
		return post_keep_no_route(m, e);
	for (c = 0; c < g->n; c++)
		if (g->dist[c] != POST_NONE)
			g->pot[c] = g->dist[c] + len - g->pot[c];
	/* The blocks': dE into bpot, dS into bq's room after the queue's. */
	sh_block_walk(g, m->end, g->bpot);
	sh_block_walk(g, m->start, g->bq + n);
	if ((len = g->bq[n + m->end]) == POST_NONE)
		return post_keep_no_route(m, e);
	for (i = 0; i < n; i++)
		if (g->bq[n + i] != POST_NONE && g->bpot[i] != POST_NONE)
			g->bpot[i] = g->bq[n + i] + len - g->bpot[i];
		else
			g->bpot[i] = POST_NONE;
	g->keep = 1;
	return 0;
}

/* Are potentials pa and pb both known, and at most k apart? */
static int
sh_close(uint32_t pa, uint32_t pb, uint32_t k)
{
	if (pa == POST_NONE || pb == POST_NONE)
		return 0;
	return pa > pb ? pa - pb <= k : pb - pa <= k;
}

/*
 * The two blocks door wall joins, into j: beside it across, or above and
 * below it, as its row says; on a polar grid, those of the four beside
 * it that are cells' (a door in a ring's corner joins one across and one
 * above or below).
 */
static void
sh_joins(const struct sh *g, size_t wall, size_t j[2])
{
	size_t step = wall / g->m->w % 2 == 1 ? 1 : g->m->w;
	uint32_t bx = (uint32_t)(wall % g->m->w), by = (uint32_t)(wall /
	    g->m->w), c;
	int d, n = 0;

	j[0] = wall - step;
	j[1] = wall + step;
	if (!(g->grid & MAZE_GRID_POLAR))
		return;
	for (d = 0; d < 4 && n < 2; d++)
		if (maze_shape_cell_at(g->m, g->w, bx + (uint32_t)maze_dx[d],
		    by + (uint32_t)maze_dy[d], &c))
			j[n++] = (size_t)((ptrdiff_t)wall + maze_dx[d] +
			    maze_dy[d] * (ptrdiff_t)g->m->w);
}

/*
 * May the door wall between cells a and b open (--keep-solution)?  Both
 * the cells and the blocks it joins (sh_joins()) must allow it.
 */
static int
sh_allowed(const struct sh *g, uint32_t a, uint32_t b, size_t wall)
{
	size_t j[2];

	if (!g->keep)
		return 1;
	sh_joins(g, wall, j);
	return sh_close(g->pot[a], g->pot[b], 2) &&
	    sh_close(g->bpot[j[0]], g->bpot[j[1]], 4);
}

/* ---- endpoints ---- */

/* Say in e that cell c holds endpoint oc already: -1. */
static int
sh_taken(const struct sh *g, uint32_t c, unsigned char oc,
    struct maze_err *e)
{
	return maze_error(e, g->m->line, 1, "cell %u,%u already holds '%c'",
	    c % g->w, c / g->w, oc);
}

/* Move endpoint which to block to, the old block left as post_place. */
static void
sh_move(struct sh *g, unsigned char which, size_t to)
{
	struct maze *m = g->m;
	size_t *self = which == MAZE_START ? &m->start : &m->end;

	if (*self == to)
		return;
	if (*self != MAZE_NONE)
		m->b[*self] = sh_outer(g, *self) ? MAZE_WALL : MAZE_OPEN;
	m->b[to] = which;
	*self = to;
	post_step(g->fr, m, MAZE_NONE);
}

/*
 * The first door of cell c's outer wall in order (norder of them) that
 * the other endpoint is not in: 1 with *to, or 0.
 */
static int
sh_outer_door(const struct sh *g, uint32_t c, const int *order, int norder,
    size_t other, size_t *to)
{
	uint32_t nb;
	int k;

	for (k = 0; k < norder; k++)
		if (sh_door(g, c, order[k], to, &nb) == 2 && *to != other)
			return 1;
	return 0;
}

/*
 * Put endpoint which on cell c: into a door of its outer wall, the first
 * of order free, or onto the cell.  The other endpoint's block is
 * refused, as on a square grid; its cell is not, since it may move next.
 */
static int
sh_place(struct sh *g, unsigned char which, uint32_t c, const int *order,
    int norder, struct maze_err *e)
{
	size_t other = which == MAZE_START ? g->m->end : g->m->start, to;

	if (!sh_outer_door(g, c, order, norder, other, &to))
		to = sh_block(g, c);
	if (to == other)
		return sh_taken(g, c, which == MAZE_START ? MAZE_END :
		    MAZE_START, e);
	sh_move(g, which, to);
	return 0;
}

/*
 * The cell of a polar grid a corner or the centre names, into *c: the
 * centre's, or the outer ring's cell at the corner's angle, the first
 * clockwise from it (nw the ring's first cell, at the seam; ne the first
 * of its east side).  On a mask, the cell inside whose block is nearest
 * that cell's, ties to the first.  1, or -1 with e.
 */
static int
sh_polar_fixed(const struct sh *g, enum post_spot_kind kind, uint32_t *c,
    struct maze_err *e)
{
	static const uint32_t side[] = { 0, 1, 3, 2 };	/* nw ne sw se */
	uint32_t r = g->h - 1, i, bx, by, tx, ty;
	int64_t dx, dy, d, best = INT64_MAX;

	*c = kind == POST_SPOT_CENTER ? 0 : r * g->w + (r == 0 ? 0 :
	    side[kind - POST_SPOT_NW] * (2 * r + 1));
	if (sh_inside(g, *c))
		return 1;
	maze_shape_cell_block(g->grid, g->m->w, *c % g->w, *c / g->w, &tx,
	    &ty);
	for (i = 0; i < g->n; i++) {
		if (!sh_inside(g, i))
			continue;
		maze_shape_cell_block(g->grid, g->m->w, i % g->w, i / g->w,
		    &bx, &by);
		dx = (int64_t)bx - tx;
		dy = (int64_t)by - ty;
		d = dx * dx + dy * dy;
		if (d < best) {
			best = d;
			*c = i;
		}
	}
	if (best == INT64_MAX)
		return maze_error(e, g->m->line, 1, "no cell is inside this "
		    "masked maze");
	return 1;
}

/*
 * The cell a spot names that draws nothing and measures nothing (a cell,
 * a corner, center), into *c: 1, 0 for any other spot, -1 with e if the
 * cell named is not in m.  A corner or the centre on a mask is the cell
 * inside nearest it, as the crow flies (in units where a row is sqrt(3)/2
 * of a cell's width, for hexagons and triangles alike), ties to the first.
 */
static int
sh_fixed(const struct sh *g, const struct post_spot *sp, uint32_t *c,
    struct maze_err *e)
{
	uint32_t x = 0, y = 0, i;
	int64_t dx, dy, best = INT64_MAX, d, hex = g->grid & MAZE_GRID_HEX;

	switch (sp->kind) {
	case POST_SPOT_CELL:
		if (sp->z > 0 && (g->grid & MAZE_GRID_POLAR))
			return maze_error(e, g->m->line, 1, "cell %u,%u,%u is "
			    "outside this maze of %u ring%s, which is flat",
			    sp->x, sp->y, sp->z, g->h, g->h == 1 ? "" : "s");
		if (sp->z > 0)
			return maze_error(e, g->m->line, 1, "cell %u,%u,%u is "
			    "outside this maze of %ux%u cells, which is flat",
			    sp->x, sp->y, sp->z, g->w, g->h);
		if ((g->grid & MAZE_GRID_POLAR) && sp->y >= g->h)
			return maze_error(e, g->m->line, 1, "cell %u,%u is "
			    "outside this maze of %u ring%s", sp->x, sp->y,
			    g->h, g->h == 1 ? "" : "s");
		if ((g->grid & MAZE_GRID_POLAR) && sp->x >=
		    maze_polar_n(sp->y))
			return maze_error(e, g->m->line, 1, "cell %u,%u is "
			    "outside ring %u of %u cell%s", sp->x, sp->y,
			    sp->y, maze_polar_n(sp->y), sp->y == 0 ? "" : "s");
		if (sp->x >= g->w || sp->y >= g->h)
			return maze_error(e, g->m->line, 1, "cell %u,%u is "
			    "outside this maze of %ux%u cells", sp->x, sp->y,
			    g->w, g->h);
		*c = sp->y * g->w + sp->x;
		if (!sh_inside(g, *c))
			return maze_error(e, g->m->line, 1, "cell %u,%u is "
			    "outside the outline of this masked maze", sp->x,
			    sp->y);
		return 1;
	case POST_SPOT_NW:
		break;
	case POST_SPOT_NE:
		x = g->w - 1;
		break;
	case POST_SPOT_SW:
		y = g->h - 1;
		break;
	case POST_SPOT_SE:
		x = g->w - 1;
		y = g->h - 1;
		break;
	case POST_SPOT_CENTER:
		x = g->w / 2;
		y = g->h / 2;
		break;
	default:
		return 0;
	}
	if (g->grid & MAZE_GRID_POLAR)
		return sh_polar_fixed(g, sp->kind, c, e);
	*c = y * g->w + x;
	if (sh_inside(g, *c))
		return 1;
	/* Centres in half cells across, rows down: 4 dist^2 = dx^2 + 3dy^2. */
	for (i = 0; i < g->n; i++) {
		if (!sh_inside(g, i))
			continue;
		dx = hex ? 2 * ((int64_t)(i % g->w) - x) +
		    (int64_t)(i / g->w % 2) - (int64_t)(y % 2) :
		    (int64_t)(i % g->w) - x;
		dy = (int64_t)(i / g->w) - y;
		d = dx * dx + 3 * dy * dy;
		if (d < best) {
			best = d;
			*c = i;
		}
	}
	if (best == INT64_MAX)
		return maze_error(e, g->m->line, 1, "no cell is inside this "
		    "masked maze");
	return 1;
}

/* The doors a corner's endpoint tries first: those at the corner. */
static void
sh_order(const struct sh *g, enum post_spot_kind k, int order[6])
{
	static const int hex_first[] = { MAZE_HEX_NW, MAZE_HEX_NE,
		MAZE_HEX_SW, MAZE_HEX_SE };
	static const int delta_corner[4][4] = {
		{ MAZE_N, MAZE_W, MAZE_S, MAZE_E },
		{ MAZE_N, MAZE_E, MAZE_S, MAZE_W },
		{ MAZE_S, MAZE_W, MAZE_N, MAZE_E },
		{ MAZE_S, MAZE_E, MAZE_N, MAZE_W },
	};
	int corner = k == POST_SPOT_NW ? 0 : k == POST_SPOT_NE ? 1 :
	    k == POST_SPOT_SW ? 2 : k == POST_SPOT_SE ? 3 : -1, i, n = 0;

	if (g->grid & MAZE_GRID_HEX) {
		if (corner >= 0)
			order[n++] = hex_first[corner];
		for (i = 0; i < 6; i++)
			if (corner < 0 || hex_order[i] != order[0])
				order[n++] = hex_order[i];
		return;
	}
	for (i = 0; i < 4; i++)
		order[i] = corner >= 0 ? delta_corner[corner][i] :
		    delta_order[i];
}

/*
 * Endpoint which to the cell sp names; then is where the other goes
 * next, or NULL (post_target's rules).
 */
static int
sh_spot(struct sh *g, unsigned char which, const struct post_spot *sp,
    const struct post_spot *then, struct maze_rng *r, struct maze_err *e)
{
	struct maze *m = g->m;
	size_t other = which == MAZE_START ? m->end : m->start;
	unsigned char oc = which == MAZE_START ? MAZE_END : MAZE_START;
	uint32_t c = 0, next = POST_NONE, oth, src[2], i, n = 0;
	int order[6], ns, own;
	struct maze_err ignore;

	sh_order(g, sp->kind, order);
	switch (sp->kind) {
	case POST_SPOT_NONE:
		return 0;
	case POST_SPOT_RANDOM:
		/* As post_target(): not the other's cell, nor where it goes. */
		if (then != NULL && sh_fixed(g, then, &c, &ignore) == 1)
			next = c;
		for (i = 0; i < g->n; i++)
			n += (uint32_t)sh_inside(g, i);
		if (n == 0)
			return maze_error(e, m->line, 1, "no cell is inside "
			    "this masked maze");
		oth = sh_end_cell(g, other);
		do {
			c = rng_below(r, g->w);
			c += rng_below(r, g->h) * g->w;
		} while (!sh_inside(g, c) || (n > 1 && (c == next ||
		    (c == oth && (n > 2 || next == POST_NONE ||
		    next == oth)))));
		break;
	case POST_SPOT_FARTHEST:
		if (other == MAZE_NONE)
			return maze_error(e, m->line, 1, "no %s block '%c' to "
			    "be farthest from", oc == MAZE_START ? "start" :
			    "end", oc);
		ns = sh_cells_near(g, other, src, &own);
		c = sh_walk(g, src, ns);
		if (c == POST_NONE || (g->reach == 1 && ns == 1 &&
		    sh_end_cell(g, other) == c))
			return maze_error(e, m->line, 1, "no cell is reachable "
			    "from the %s block", oc == MAZE_START ? "start" :
			    "end");
		break;
	default:
		if (sh_fixed(g, sp, &c, e) == -1)
			return -1;
		break;
	}
	return sh_place(g, which, c, order, g->nd, e);
}

/*
 * --diameter: S and E at the ends of a longest path by two sweeps, from
 * the first cell joined to another, as on a square grid.
 */
static int
sh_diameter(struct sh *g, struct maze_err *e)
{
	struct maze *m = g->m;
	uint32_t root, u, v;
	int order[6];

	for (root = 0; root < g->n && (!sh_inside(g, root) ||
	    sh_degree(g, root) == 0); root++)
		continue;
	if (root == g->n)
		return maze_error(e, m->line, 1, "--diameter: no two cells of "
		    "this maze are joined");
	u = sh_walk(g, &root, 1);
	v = sh_walk(g, &u, 1);
	/* Both go: neither holds the other's new cell meanwhile. */
	if (m->end != MAZE_NONE) {
		m->b[m->end] = sh_outer(g, m->end) ? MAZE_WALL : MAZE_OPEN;
		m->end = MAZE_NONE;
	}
	sh_order(g, POST_SPOT_NONE, order);
	if (sh_place(g, MAZE_START, u, order, g->nd, e) == -1)
		return -1;
	return sh_place(g, MAZE_END, v, order, g->nd, e);
}

/*
 * --border: endpoint which from its cell into a door of that cell's outer
 * wall, in the order of sh_order(); one in the outer wall already, or
 * none, stays.
 */
static int
sh_border(struct sh *g, unsigned char which, struct maze_err *e)
{
	struct maze *m = g->m;
	size_t self = which == MAZE_START ? m->start : m->end, to;
	size_t other = which == MAZE_START ? m->end : m->start;
	const char *name = which == MAZE_START ? "start" : "end";
	uint32_t c[2];
	int order[6], own, touch;

	if (self == MAZE_NONE || sh_outer(g, self))
		return 0;
	if (sh_cells_near(g, self, c, &own) != 1 || !own)
		return maze_error(e, m->line, 1, "--border: the %s is not in a "
		    "cell", name);
	sh_order(g, POST_SPOT_NONE, order);
	if (sh_outer_door(g, c[0], order, g->nd, other, &to)) {
		sh_move(g, which, to);
		return 0;
	}
	touch = sh_outer_door(g, c[0], order, g->nd, MAZE_NONE, &to);
	return maze_error(e, m->line, 1, "--border: the %s's cell %u,%u %s",
	    name, c[0] % g->w, c[0] / g->w, touch ? "opens to the outer wall "
	    "only where the other endpoint is" : "does not touch the outer "
	    "wall");
}

/* ---- loops and dead ends ---- */

/*
 * Mark the dead ends (one open door to a cell), but cells skip1 and
 * skip2: how many.
 */
static uint32_t
sh_dead_ends(struct sh *g, uint32_t skip1, uint32_t skip2)
{
	uint32_t c, n = 0;

	for (c = 0; c < g->n; c++) {
		g->mark[c] = c != skip1 && c != skip2 && sh_inside(g, c) &&
		    sh_degree(g, c) == 1;
		n += g->mark[c];
	}
	return n;
}

/* --braid p, as post_braid() on a square grid. */
static void
sh_braid(struct sh *g, double p, struct maze_rng *r)
{
	uint32_t c, nb, need, left;
	size_t wall, walls[MAZE_HEX_NDIRS], best[MAZE_HEX_NDIRS];
	int d, nw, nbest;

	left = sh_dead_ends(g, POST_NONE, POST_NONE);
	need = post_fraction(p, left);
	for (c = 0; c < g->n && need > 0; c++) {
		if (!g->mark[c] || !post_pick(r, &need, &left) ||
		    sh_degree(g, c) != 1)
			continue;
		nw = nbest = 0;
		for (d = 0; d < g->nd; d++) {
			if (sh_door(g, c, d, &wall, &nb) != 1 ||
			    maze_isopen(g->m->b[wall]) ||
			    !sh_allowed(g, c, nb, wall))
				continue;
			walls[nw++] = wall;
			if (sh_degree(g, nb) == 1)
				best[nbest++] = wall;
		}
		if (nbest > 0)
			sh_set(g, best[rng_below(r, (uint32_t)nbest)],
			    MAZE_OPEN);
		else if (nw > 0)
			sh_set(g, walls[rng_below(r, (uint32_t)nw)],
			    MAZE_OPEN);
	}
}

/* --sparse p, as post_sparse(): dead ends culled, S's and E's cells not. */
static void
sh_sparse(struct sh *g, double p, struct maze_rng *r)
{
	uint32_t c, nb, need, left;
	size_t wall;
	int d;

	left = sh_dead_ends(g, sh_end_cell(g, g->m->start),
	    sh_end_cell(g, g->m->end));
	need = post_fraction(p, left);
	for (c = 0; c < g->n && need > 0; c++) {
		if (!g->mark[c] || !post_pick(r, &need, &left) ||
		    sh_degree(g, c) != 1)
			continue;
		for (d = 0; d < g->nd; d++)
			if (sh_door(g, c, d, &wall, &nb) == 1 &&
			    maze_isopen(g->m->b[wall]) &&
			    !post_is_end(g->m->b[wall]))
				sh_set(g, wall, MAZE_WALL);
	}
}

/*
 * The doors between two cells inside that the loop options may open, one
 * per pair (those a cell owns: east and below): with parts set, only
 * between cells of one part, as mark labels them.  With r NULL, counted;
 * else *need of the *left chosen and opened.
 */
static uint32_t
sh_scan(struct sh *g, int parts, struct maze_rng *r, uint32_t *need,
    uint32_t *left)
{
	const int *own = g->grid & MAZE_GRID_HEX ? hex_owned : delta_owned;
	int k, nown = g->grid & MAZE_GRID_HEX ? 3 : 2;
	uint32_t c, nb, n = 0;
	size_t wall;

	if (g->grid & MAZE_GRID_POLAR) {
		own = polar_all;
		nown = 4;
	}
	for (c = 0; c < g->n; c++) {
		if (!sh_inside(g, c))
			continue;
		for (k = 0; k < nown; k++) {
			if (sh_door(g, c, own[k], &wall, &nb) != 1 ||
			    !sh_owned(g, c, nb, 1) ||
			    maze_isopen(g->m->b[wall]) ||
			    (parts && g->dist[c] != g->dist[nb]) ||
			    !sh_allowed(g, c, nb, wall))
				continue;
			n++;
			if (r != NULL && post_pick(r, need, left))
				sh_set(g, wall, MAZE_OPEN);
		}
	}
	return n;
}

/* Label each cell inside with its part, in dist: its first cell. */
static void
sh_parts(struct sh *g)
{
	uint32_t c, x, nb, head, tail;
	int d;

	memset(g->dist, 0xff, (size_t)g->n * sizeof *g->dist);
	for (c = 0; c < g->n; c++) {
		if (g->dist[c] != POST_NONE || !sh_inside(g, c))
			continue;
		g->dist[c] = c;
		head = tail = 0;
		g->q[tail++] = c;
		while (head < tail) {
			x = g->q[head++];
			for (d = 0; d < g->nd; d++)
				if (sh_way(g, x, d, &nb) &&
				    g->dist[nb] == POST_NONE) {
					g->dist[nb] = c;
					g->q[tail++] = nb;
				}
		}
	}
}

/* --cycles n, as post_cycles(). */
static int
sh_cycles(struct sh *g, uint64_t n, struct maze_rng *r, struct maze_err *e)
{
	uint32_t k, need, left;

	if (n == 0)
		return 0;
	sh_parts(g);
	k = sh_scan(g, 1, NULL, NULL, NULL);
	if (n > k)
		return post_cycles_short(g->m, n, k, g->keep, e);
	need = (uint32_t)n;
	left = k;
	sh_scan(g, 1, r, &need, &left);
	return 0;
}

/* --remove-walls p, as post_remove_walls(). */
static void
sh_remove_walls(struct sh *g, double p, struct maze_rng *r)
{
	uint32_t k = sh_scan(g, 0, NULL, NULL, NULL), need, left = k;

	need = post_fraction(p, k);
	if (need > 0)
		sh_scan(g, 0, r, &need, &left);
}

/*
 * --near k, as post_near(): with each cell's distance from S's cell, the
 * cells in reading order have the doors west, then north-west and
 * north-east (a triangle's north; a polar cell's to cells before it)
 * taken away where they stand and the two distances differ by less than
 * k.
 */
static int
sh_near(struct sh *g, uint32_t k, struct maze_err *e)
{
	static const int hex_back[] = { MAZE_HEX_W, MAZE_HEX_NW, MAZE_HEX_NE };
	static const int delta_back[] = { MAZE_W, MAZE_N };
	const int *back = g->grid & MAZE_GRID_HEX ? hex_back : delta_back;
	int i, nback = g->grid & MAZE_GRID_HEX ? 3 : 2;
	uint32_t sc = sh_end_cell(g, g->m->start), c, nb, a, b;
	size_t wall;

	if (sc == POST_NONE)
		return post_near_no_start(g->m, e);
	if (g->grid & MAZE_GRID_POLAR) {
		back = polar_all;
		nback = 4;
	}
	sh_walk(g, &sc, 1);
	for (c = 0; c < g->n; c++)
		for (i = 0; i < nback; i++) {
			if (sh_door(g, c, back[i], &wall, &nb) != 1 ||
			    !sh_owned(g, c, nb, 0) ||
			    maze_isopen(g->m->b[wall]) ||
			    !sh_allowed(g, c, nb, wall))
				continue;
			a = g->dist[c];
			b = g->dist[nb];
			if (a != POST_NONE && b != POST_NONE &&
			    (a > b ? a - b : b - a) < k)
				sh_set(g, wall, MAZE_OPEN);
		}
	return 0;
}

/*
 * Is m's grid of blocks the size of a hex, delta or polar grid of cells,
 * flat?
 * 0, or -1 with e.
 */
static int
sh_check(const struct maze *m, struct maze_err *e)
{
	int hex = (m->hdr.grid & MAZE_GRID_HEX) != 0;

	if (maze_check_grid(m, 1, e) == -1)
		return -1;
	if (m->d != 1)
		return maze_error(e, m->line, 1, "a %s grid is flat: it has "
		    "no levels", maze_grid_name(m->hdr.grid));
	if (m->hdr.grid & MAZE_GRID_POLAR)
		return maze_shape_size(m->hdr.grid, m->w, m->h, 1, m->line, 1,
		    e);
	if (m->h < 3 || m->h % 2 == 0 || (hex ? m->w < 7 || (m->w - 3) % 4 :
	    m->w < 3 || m->w % 2 == 0))
		return maze_error(e, m->line, 1, "%ux%u blocks are no %s grid "
		    "of cells", m->w, m->h, hex ? "hex" : "delta");
	return 0;
}

int
post_shape_apply(struct maze *m, const struct post_ops *o,
    struct maze_rng *r, struct post_frames *fr, struct maze_err *e)
{
	struct sh g;
	int step, rc = -1;

	if (sh_check(m, e) == -1)
		return -1;
	memset(&g, 0, sizeof g);
	g.m = m;
	g.grid = m->hdr.grid;
	g.fr = fr;
	if (g.grid & MAZE_GRID_HEX) {
		g.w = maze_hex_w(m->w);
		g.h = maze_hex_h(m->h);
		g.nd = MAZE_HEX_NDIRS;
	} else if (g.grid & MAZE_GRID_POLAR) {
		g.h = maze_polar_rings(m->w);
		g.w = maze_polar_n(g.h - 1);
		g.nd = 4;
	} else {
		g.w = m->w / 2;
		g.h = m->h / 2;
		g.nd = 4;
	}
	g.n = g.w * g.h;
	if ((g.dist = malloc((size_t)g.n * sizeof *g.dist)) == NULL ||
	    (g.pot = malloc((size_t)g.n * sizeof *g.pot)) == NULL ||
	    (o->keep && ((g.bpot = malloc(maze_blocks(m) *
	    sizeof *g.bpot)) == NULL || (g.bq = malloc(2 * maze_blocks(m) *
	    sizeof *g.bq)) == NULL)) ||
	    (g.q = malloc((size_t)g.n * sizeof *g.q)) == NULL ||
	    (g.mark = malloc(g.n)) == NULL) {
		(void)maze_oom(m, e);
		goto out;
	}
	maze_clear_marks(m);
	if (o->diameter) {
		if (sh_diameter(&g, e) == -1)
			goto out;
	} else if (sh_spot(&g, MAZE_START, &o->start, &o->end, r, e) == -1 ||
	    sh_spot(&g, MAZE_END, &o->end, NULL, r, e) == -1)
		goto out;
	if (o->border && (sh_border(&g, MAZE_START, e) == -1 ||
	    sh_border(&g, MAZE_END, e) == -1))
		goto out;
	if (o->sparsearg != NULL)
		sh_sparse(&g, o->sparse, r);
	/* The loop options in their order, the route measured before each. */
	for (step = 0; step < POST_STEPS; step++) {
		if (!post_step_given(o, step))
			continue;
		if (o->keep && sh_keep(&g, e) == -1)
			goto out;
		if ((step == 0 && sh_near(&g, o->near, e) == -1) ||
		    (step == 1 && sh_cycles(&g, o->cycles, r, e) == -1))
			goto out;
		if (step == 2)
			sh_braid(&g, o->braid, r);
		if (step == 3)
			sh_remove_walls(&g, o->remove, r);
	}
	rc = 0;
out:
	free(g.bq);
	free(g.bpot);
	free(g.pot);
	free(g.mark);
	free(g.q);
	free(g.dist);
	return rc;
}
