/*
 * polar.c: polar mazes (maze(5) "Grids") drawn in their own geometry with
 * cairo, rings of arcs and radial walls round a centre disc, for
 * geometry.c's pictures and pdf.c's pages.  mazerender's alone.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "render/cairopriv.h"

#define PI	3.14159265358979323846

/*
 * The picture of a polar maze of R rings.  A ring is p = -c + -w pixels
 * deep, as a hex maze's cells are p apart along a row: the centre cell is
 * a disc of radius p, ring r >= 1 the annulus from r p to (r + 1) p.
 * Angles are the compass's, clockwise from north (up); cell j of side s
 * of ring r (2r + 1 a side) is centred at s 90 + (j - r) D degrees and D
 * = 90 / (2r + 1) wide, so that every cell is p deep and pi/4 p wide at
 * its middle.  Each side of every ring fills the same quarter, from s 90
 * - 45 to s 90 + 45 degrees: a cell's span is the fraction j / (2r + 1)
 * to (j + 1) / (2r + 1) of its side's.  Walls are lines -w pixels wide
 * centred on the cells' edges; the picture is a square round the outer
 * circle, half a wall's width and the margin.
 */
struct pol {
	const struct maze_render_opts *o;
	const struct maze *m;
	const struct maze_render_heat *heat;	/* or NULL */
	uint32_t rings;
	double p;			/* a ring's depth */
	double lw, rw;			/* wall lines, the route's */
	double cx, cy;			/* the centre */
	double side;			/* the picture's */
	unsigned char *kind;		/* each cell's fill, by its number */
	unsigned char *route;		/* is each cell on the route? */
	unsigned char *out;		/* is each cell outside the mask? */
};

/* A cell's angular width in ring r, in radians. */
static double
width(uint32_t r)
{
	return r == 0 ? 2 * PI : PI / 2 / (2 * r + 1);
}

/* The angle of fraction f of side s's quarter. */
static double
frac(uint32_t s, double f)
{
	return s * PI / 2 - PI / 4 + f * PI / 2;
}

/* The angle of the middle of cell k of ring r. */
static double
angle(uint32_t k, uint32_t r)
{
	uint32_t side = 2 * r + 1;

	if (r == 0)
		return 0;
	return frac(k / side, (k % side + 0.5) / side);
}

/* The point rho rings from the centre at angle a. */
static void
at(const struct pol *g, double rho, double a, double *x, double *y)
{
	*x = g->cx + rho * g->p * sin(a);
	*y = g->cy - rho * g->p * cos(a);
}

/* The centre of cell k of ring r: the middle of its ring. */
static void
centre(const struct pol *g, uint32_t k, uint32_t r, double *x, double *y)
{
	if (r == 0) {
		*x = g->cx;
		*y = g->cy;
	} else
		at(g, r + 0.5, angle(k, r), x, y);
}

/* An arc of the circle rho rings out, from angle a to b, a path alone. */
static void
arc(cairo_t *cr, const struct pol *g, double rho, double a, double b)
{
	cairo_new_sub_path(cr);
	cairo_arc(cr, g->cx, g->cy, rho * g->p, a - PI / 2, b - PI / 2);
}

/*
 * Where cell j of a side of ring r >= 1 meets cell i of the same side of
 * ring r - 1 (the centre: i 0 and the whole quarter), as fractions of the
 * side's quarter: 1 with them in *lo and *hi, or 0 if they do not meet.
 */
static int
meet(uint32_t r, uint32_t j, uint32_t i, double *lo, double *hi)
{
	double in = r == 1 ? 1 : 2 * r - 1, out = 2 * r + 1;

	*lo = fmax(j / out, i / in);
	*hi = fmin((j + 1) / out, (i + 1) / in);
	return *lo < *hi;
}

static unsigned char
block(const struct pol *g, uint32_t bx, uint32_t by)
{
	return g->m->b[(size_t)by * g->m->w + bx];
}

/* The kind of block (bx, by) as drawn, its heat map's colour if any. */
static unsigned char
kind_of(const struct pol *g, uint32_t bx, uint32_t by, unsigned char b)
{
	const uint32_t *dist = g->heat != NULL ? g->heat->dist +
	    (size_t)by * g->m->w + bx : NULL;
	unsigned char k;

	render_kinds(g->o, &b, 1, dist, g->heat != NULL ? g->heat->max : 0,
	    &k);
	return k;
}

/*
 * What each cell is drawn as, from the kinds of its blocks (the centre's
 * nine, a ring's cell its one), as geometry.c's hexagons are: the start or
 * end if one is, on the route if one is '+' (filled then as it would be
 * without it), explored if one is, else as its middle block; and whether
 * it is outside a mask (its blocks walls).
 */
static void
cell_kinds(struct pol *g)
{
	uint32_t r, k, bx, by, mx, my, i, n;
	unsigned char kk, k0;
	uint64_t c;

	for (r = 0; r < g->rings; r++)
		for (k = 0; k < maze_polar_n(r); k++) {
			c = maze_polar_num(r, k);
			maze_polar_block(g->rings, k, r, &mx, &my);
			n = r == 0 ? 9 : 1;
			k0 = kind_of(g, mx, my, block(g, mx, my));
			g->out[c] = (g->m->hdr.grid & MAZE_GRID_MASK) &&
			    block(g, mx, my) == MAZE_WALL;
			for (i = 0; i < n; i++) {
				bx = n == 1 ? mx : mx - 1 + i % 3;
				by = n == 1 ? my : my - 1 + i / 3;
				kk = kind_of(g, bx, by, block(g, bx, by));
				if (kk == RENDER_START || kk == RENDER_END ||
				    (kk == RENDER_SEEN && k0 != RENDER_START &&
				    k0 != RENDER_END))
					k0 = kk;
				g->route[c] |= kk == RENDER_PATH;
			}
			if (k0 == RENDER_PATH || (g->route[c] &&
			    k0 == RENDER_SEEN))
				/* Under the route, as an open block. */
				k0 = kind_of(g, mx, my, ' ');
			g->kind[c] = k0;
		}
}

/*
 * The cells inside, each kind's in one path, so that two cells of a
 * colour side by side show no seam between them: the centre a disc, the
 * others sectors of their rings; none of the background's colour, already
 * painted.
 */
static void
fill_cells(cairo_t *cr, const struct pol *g)
{
	unsigned char used[RENDER_NKINDS], bg[3], rgb[3];
	uint32_t r, k;
	uint64_t c, n = maze_polar_num(g->rings - 1,
	    maze_polar_n(g->rings - 1) - 1) + 1;
	double a, h;
	unsigned kd;

	memset(used, 0, sizeof used);
	for (c = 0; c < n; c++)
		if (!g->out[c])
			used[g->kind[c]] = 1;
	render_kind_rgb(g->o, RENDER_BG, bg);
	for (kd = 0; kd < RENDER_NKINDS; kd++) {
		render_kind_rgb(g->o, kd, rgb);
		if (!used[kd] || memcmp(rgb, bg, 3) == 0)
			continue;
		for (c = 0, r = 0; r < g->rings; r++)
			for (k = 0; k < maze_polar_n(r); k++, c++) {
				if (g->out[c] || g->kind[c] != kd)
					continue;
				if (r == 0) {
					arc(cr, g, 1, 0, 2 * PI);
					cairo_close_path(cr);
					continue;
				}
				a = angle(k, r);
				h = width(r) / 2;
				arc(cr, g, r + 1, a - h, a + h);
				cairo_arc_negative(cr, g->cx, g->cy, r * g->p,
				    a + h - PI / 2, a - h - PI / 2);
				cairo_close_path(cr);
			}
		render_cairo_colour(cr, g->o, kd);
		cairo_fill(cr);
	}
}

/*
 * The inner circle of cell k of ring r >= 1, where it meets each cell of
 * ring r - 1 under it: a wall unless both are outside a mask, or it is
 * the door between them, open; the door's gap is where the two meet.
 */
static void
inner(cairo_t *cr, const struct pol *g, uint32_t k, uint32_t r)
{
	uint32_t side = 2 * r + 1, s = k / side, j = k % side, i, lo, hi,
	    bx = 0, by = 0, nk, nr;
	int door = j >= 1 && j + 1 < side;
	double a, b;
	uint64_t c = maze_polar_num(r, k), ci;

	if (door)
		maze_polar_door(g->rings, k, r, (int)(s + 2) % 4, &bx, &by,
		    &nk, &nr);
	lo = r == 1 ? 0 : j * (2 * r - 1) / side;
	hi = r == 1 ? 0 : ((j + 1) * (2 * r - 1) - 1) / side;
	for (i = lo; i <= hi; i++) {
		ci = r == 1 ? 0 : maze_polar_num(r - 1, s * (2 * r - 1) + i);
		if (!meet(r, j, i, &a, &b) || (g->out[c] && g->out[ci]) ||
		    (door && i + 1 == j && block(g, bx, by) != MAZE_WALL))
			continue;
		arc(cr, g, r, frac(s, a), frac(s, b));
	}
}

/*
 * The outer circle beyond cell k of the outer ring r where it is wall,
 * stroked as the edges() of geometry.c are; entrances() draws an 'S' or
 * 'E' there.  A maze of one ring is its centre alone, its outer circle
 * four doors as wide as ring 1's cells would be, with wall between.
 */
static void
outer(cairo_t *cr, const struct pol *g, uint32_t k, uint32_t r)
{
	uint32_t bx, by, nk, nr;
	double a, h = width(1) / 2;
	int d;

	if (g->out[maze_polar_num(r, k)])
		return;
	for (d = 0; d < 4; d++) {
		if (r > 0 && d != (int)(k / (2 * r + 1)))
			continue;
		maze_polar_door(g->rings, k, r, d, &bx, &by, &nk, &nr);
		a = r > 0 ? angle(k, r) : d * PI / 2;
		if (r > 0)
			h = width(r) / 2;
		else
			arc(cr, g, 1, a + h, a + PI / 2 - h);
		if (block(g, bx, by) == MAZE_WALL)
			arc(cr, g, r + 1, a - h, a + h);
	}
}

/*
 * The door of cell (k, r) toward d, one it has, as the edge it opens: a
 * path on cr (if not NULL), and its middle in (*x, *y).  Round the ring a
 * radial wall; out or in, the arc where the two cells meet; in the outer
 * wall, the arc beyond the cell (the centre alone: a quarter's middle).
 */
static void
door_edge(cairo_t *cr, const struct pol *g, uint32_t k, uint32_t r, int d,
    double *x, double *y)
{
	uint32_t side = 2 * r + 1, s = r > 0 ? k / side : (uint32_t)d;
	uint32_t j = r > 0 ? k % side : 1, bx, by, nk, nr;
	int rc = maze_polar_door(g->rings, k, r, d, &bx, &by, &nk, &nr);
	int rel = r > 0 ? (d - (int)s) & 3 : 0;
	double a, lo = 0, hi = 0, rho;

	if (j == 0 && rel == 2)
		rel = 3;	/* round the corner behind */
	if (rel == 1 || rel == 3) {
		a = angle(k, r) + (rel == 1 ? 1 : -1) * width(r) / 2;
		at(g, r + 0.5, a, x, y);
		if (cr != NULL) {
			at(g, r, a, &lo, &hi);
			cairo_move_to(cr, lo, hi);
			at(g, r + 1, a, &lo, &hi);
			cairo_line_to(cr, lo, hi);
		}
		return;
	}
	if (rc == 2) {
		/* The outer wall, as outer() draws it. */
		a = r > 0 ? angle(k, r) : d * PI / 2;
		lo = a - width(r > 0 ? r : 1) / 2;
		hi = a + width(r > 0 ? r : 1) / 2;
		rho = r + 1;
	} else {
		if (rel == 0)
			(void)meet(r + 1, j + 1, j, &lo, &hi);
		else
			(void)meet(r, j, r == 1 ? 0 : j - 1, &lo, &hi);
		lo = frac(s, lo);
		hi = frac(s, hi);
		a = (lo + hi) / 2;
		rho = rel == 0 ? r + 1 : r;
	}
	at(g, rho, a, x, y);
	if (cr != NULL)
		arc(cr, g, rho, lo, hi);
}

/*
 * The entrances of cell (k, r), inside, that are 'S' (what RENDER_START)
 * or 'E' (RENDER_END), as paths on cr: its doors in the outer wall or to
 * a cell outside a mask, as route() takes them.
 */
static void
entrances(cairo_t *cr, const struct pol *g, uint32_t k, uint32_t r,
    unsigned what)
{
	unsigned char want = what == RENDER_START ? MAZE_START : MAZE_END;
	uint32_t bx, by, nk, nr;
	double x, y;
	int d, rc;

	if (g->out[maze_polar_num(r, k)])
		return;
	for (d = 0; d < 4; d++)
		if ((rc = maze_polar_door(g->rings, k, r, d, &bx, &by, &nk,
		    &nr)) != 0 && block(g, bx, by) == want && (rc == 2 ||
		    g->out[maze_polar_num(nr, nk)]))
			door_edge(cr, g, k, r, d, &x, &y);
}

/*
 * Stroke the edges of the cells in the colour of what: with what
 * RENDER_WALL, the closed walls, each once, a cell its clockwise radial
 * wall and its inner circle; with RENDER_START or RENDER_END, the
 * entrances, 'S' or 'E', in the outer circle or to a cell outside a
 * mask.  A ring a path.
 */
static void
edges(cairo_t *cr, const struct pol *g, unsigned what)
{
	uint32_t r, k, n, bx, by, nk, nr;
	double a, x0, y0, x1, y1;

	for (r = 0; r < g->rings; r++, cairo_stroke(cr)) {
		n = maze_polar_n(r);
		for (k = 0; k < n; k++) {
			if (what != RENDER_WALL) {
				entrances(cr, g, k, r, what);
				continue;
			}
			if (r + 1 == g->rings)
				outer(cr, g, k, r);
			if (r == 0)
				continue;
			inner(cr, g, k, r);
			maze_polar_door(g->rings, k, r,
			    (int)(k / (2 * r + 1) + 1) % 4, &bx, &by, &nk, &nr);
			if (block(g, bx, by) != MAZE_WALL ||
			    (g->out[maze_polar_num(r, k)] &&
			    g->out[maze_polar_num(r, nk)]))
				continue;
			a = angle(k, r) + width(r) / 2;
			at(g, r, a, &x0, &y0);
			at(g, r + 1, a, &x1, &y1);
			cairo_move_to(cr, x0, y0);
			cairo_line_to(cr, x1, y1);
		}
	}
}

/*
 * Stroke the route: from the centre of each cell on it through each door
 * marked '+' to its neighbour's centre, along the middle of the ring to
 * the next cell of a ring, through the middle of the gap to a cell of the
 * next ring in; and through an entrance to its middle.  A ring a path.
 */
static void
route(cairo_t *cr, const struct pol *g)
{
	uint32_t r, k, n, bx, by, nk, nr, side, j;
	double x, y, tx, ty, lo, hi;
	unsigned char b;
	int d, rc;

	for (r = 0; r < g->rings; r++, cairo_stroke(cr)) {
		n = maze_polar_n(r);
		side = 2 * r + 1;
		for (k = 0; k < n; k++) {
			if (!g->route[maze_polar_num(r, k)])
				continue;
			centre(g, k, r, &x, &y);
			for (d = 0; d < 4; d++) {
				if ((rc = maze_polar_door(g->rings, k, r, d,
				    &bx, &by, &nk, &nr)) == 0)
					continue;
				b = block(g, bx, by);
				/* An entrance, in the outer wall or to a
				   cell outside a mask: to its middle. */
				if ((b == MAZE_START || b == MAZE_END) &&
				    (rc == 2 || g->out[maze_polar_num(nr,
				    nk)])) {
					door_edge(NULL, g, k, r, d, &tx, &ty);
					cairo_move_to(cr, x, y);
					cairo_line_to(cr, tx, ty);
					continue;
				}
				if (rc != 1 || b != MAZE_PATH ||
				    !g->route[maze_polar_num(nr, nk)])
					continue;
				if (nr == r && nk == (k + 1) % n) {
					arc(cr, g, r + 0.5, angle(k, r),
					    angle(k, r) + width(r));
					continue;
				}
				if (nr + 1 != r)
					continue;
				j = k % side;
				meet(r, j, r == 1 ? 0 : j - 1, &lo, &hi);
				at(g, r, frac(k / side, (lo + hi) / 2), &tx,
				    &ty);
				cairo_move_to(cr, x, y);
				cairo_line_to(cr, tx, ty);
				centre(g, nk, nr, &tx, &ty);
				cairo_line_to(cr, tx, ty);
			}
		}
	}
}

/* The whole picture on cr. */
static void
draw(cairo_t *cr, const struct pol *g)
{
	const struct maze_render_opts *o = g->o;

	render_cairo_colour(cr, o, RENDER_BG);
	cairo_paint(cr);
	fill_cells(cr, g);
	cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
	cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
	render_cairo_colour(cr, o, RENDER_PATH);
	cairo_set_line_width(cr, g->rw);
	route(cr, g);
	cairo_set_line_width(cr, g->lw);
	render_cairo_colour(cr, o, RENDER_WALL);
	edges(cr, g, RENDER_WALL);
	/* The entrances over the route's ends and the walls' round ones. */
	cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
	render_cairo_colour(cr, o, RENDER_START);
	edges(cr, g, RENDER_START);
	render_cairo_colour(cr, o, RENDER_END);
	edges(cr, g, RENDER_END);
}

/* Lay g out for m, drawn as o says: the sizes, the picture's. */
static void
layout(struct pol *g, const struct maze_render_opts *o, const struct maze *m)
{
	double block = o->block ? o->block : render_auto_block(m),
	    wall = o->wall ? o->wall : block / 8 < 1 ? 1 : floor(block / 8);

	memset(g, 0, sizeof *g);
	g->o = o;
	g->m = m;
	g->rings = maze_polar_rings(m->w);
	g->p = block + wall;
	g->lw = wall;
	g->rw = block / 2 < 1 ? 1 : block / 2;
	g->side = ceil(2 * (g->rings * g->p + wall / 2 + o->margin));
	g->cx = g->cy = g->side / 2;
}

int
render_polar_size(const struct maze_render_opts *o, const struct maze *m,
    double *pw, double *ph, struct maze_err *e)
{
	struct pol g;

	/* The reader checks the blocks fit the grid; this, that there are. */
	if (maze_polar_rings(m->w) < 1 || m->h != m->w)
		return maze_error(e, m->line, 1, "a polar maze of %ux%u "
		    "blocks has no cells to draw", m->w, m->h);
	layout(&g, o, m);
	*pw = *ph = g.side;
	return 0;
}

int
render_polar_draw(cairo_t *cr, const struct maze_render_opts *o,
    const struct maze *m, const struct maze_render_heat *h,
    struct maze_err *e)
{
	struct pol g;
	double side;
	uint64_t n;
	int rc = -1;

	if (render_polar_size(o, m, &side, &side, e) == -1)
		return -1;
	layout(&g, o, m);
	g.heat = o->map != MAZE_RENDER_MAP_NONE ? h : NULL;
	n = 4 * (uint64_t)g.rings * g.rings - 3;
	if ((size_t)n != n)
		return maze_error(e, 0, 0, "out of memory");
	if ((g.kind = malloc((size_t)n)) == NULL ||
	    (g.route = calloc((size_t)n, 1)) == NULL ||
	    (g.out = malloc((size_t)n)) == NULL)
		maze_error(e, 0, 0, "out of memory");
	else {
		cell_kinds(&g);
		draw(cr, &g);
		rc = 0;
	}
	free(g.kind);
	free(g.route);
	free(g.out);
	return rc;
}
