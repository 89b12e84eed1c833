/*
 * geometry.c: hex and delta mazes (maze(5) "Grids") drawn in their own
 * geometry with cairo, hexagons and triangles, as PNG or SVG (or a PDF's
 * page, pdf.c): each closed wall a line, the route a line through the
 * cells' centres; and polar mazes' pictures, drawn by polar.c.
 * mazerender's alone: neither libmaze nor any other program links cairo.
 */
#include <cairo-svg.h>
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "render/cairopriv.h"

/*
 * The picture of a hex or delta maze.  A cell's pitch along its row, from
 * its centre to its neighbour's, is p = -c + -w pixels, as a square cell
 * maze's is: a hexagon is p across its flats, R = p / sqrt(3) from its
 * centre to a corner, and its rows are 1.5 R apart; a triangle's side is
 * 2p, its height H = p sqrt(3).  Walls are lines -w pixels wide, centred
 * on the cells' edges; the picture is the cells' outline, half a wall's
 * width and the margin round it.
 */
struct geo {
	const struct maze_render_opts *o;
	const struct maze *m;
	const struct maze_render_heat *heat;	/* or NULL */
	int hex;			/* else delta */
	uint32_t w, h;			/* cells */
	double p, r, rowh;		/* pitch, hex radius, row height */
	double lw, rw;			/* wall lines, the route's */
	double ox, oy;			/* where cell (0, 0)'s box begins */
	double pw, ph;			/* the picture */
	unsigned char *kind;		/* each cell's fill */
	unsigned char *route;		/* is each cell on the route? */
	unsigned char *out;		/* is each cell outside the mask? */
};

static int
ndirs(const struct geo *g)
{
	return g->hex ? MAZE_HEX_NDIRS : MAZE_DELTA_NDIRS;
}

/* The block of the wall or door of cell (x, y) towards d. */
static void
door(const struct geo *g, uint32_t x, uint32_t y, int d, uint32_t *bx,
    uint32_t *by)
{
	if (g->hex)
		maze_hex_door(x, y, d, bx, by);
	else
		maze_delta_door(x, y, d, bx, by);
}

/* The neighbour of cell (x, y) towards d: 1, or 0 beyond the grid. */
static int
next(const struct geo *g, uint32_t x, uint32_t y, int d, uint32_t *nx,
    uint32_t *ny)
{
	if (g->hex)
		return maze_hex_next(x, y, d, g->w, g->h, nx, ny);
	return maze_delta_next(x, y, d, g->w, g->h, nx, ny);
}

/*
 * Which of two cells draws the edge between them: a hexagon its west,
 * north-west and north-east edges, a triangle its west edge and, pointing
 * down, its flat one.
 */
static int
owns(const struct geo *g, uint32_t x, uint32_t y, int d)
{
	if (g->hex)
		return d == MAZE_HEX_W || d == MAZE_HEX_NW || d == MAZE_HEX_NE;
	return d == MAZE_DELTA_W ||
	    (d == MAZE_DELTA_FLAT && !maze_delta_up(x, y));
}

/* The centre of cell (x, y): a hexagon's, a triangle's centroid. */
static void
centre(const struct geo *g, uint32_t x, uint32_t y, double *cx, double *cy)
{
	if (g->hex) {
		*cx = g->ox + g->p / 2 + x * g->p + (y & 1) * g->p / 2;
		*cy = g->oy + g->r + y * g->rowh;
	} else {
		*cx = g->ox + (x + 1) * g->p;
		*cy = g->oy + y * g->rowh + g->rowh *
		    (maze_delta_up(x, y) ? 2.0 : 1.0) / 3;
	}
}

/*
 * The corners of cell (x, y), clockwise, edge d from corner d to corner
 * d + 1 (a hexagon's from the west, a triangle's: west, east, flat);
 * returns their number.
 */
static int
corners(const struct geo *g, uint32_t x, uint32_t y, double *px, double *py)
{
	static const double hx[] = { -0.5, -0.5, 0, 0.5, 0.5, 0 },
	    hy[] = { 0.5, -0.5, -1, -0.5, 0.5, 1 };
	double cx, cy, top = g->oy + y * g->rowh, left = g->ox + x * g->p;
	int i;

	if (g->hex) {
		centre(g, x, y, &cx, &cy);
		for (i = 0; i < 6; i++) {
			px[i] = cx + hx[i] * g->p;
			py[i] = cy + hy[i] * g->r;
		}
		return 6;
	}
	if (maze_delta_up(x, y)) {
		/* Bottom left, apex, bottom right. */
		px[0] = left, py[0] = top + g->rowh;
		px[1] = left + g->p, py[1] = top;
		px[2] = left + 2 * g->p, py[2] = top + g->rowh;
	} else {
		/* Bottom, top left, top right. */
		px[0] = left + g->p, py[0] = top + g->rowh;
		px[1] = left, py[1] = top;
		px[2] = left + 2 * g->p, py[2] = top;
	}
	return 3;
}

/* The ends of edge d of cell (x, y). */
static void
edge(const struct geo *g, uint32_t x, uint32_t y, int d, double e[4])
{
	double px[6], py[6];
	int n = corners(g, x, y, px, py), a = d, b = (d + 1) % n;

	/* A downward triangle's corners go round the other way. */
	if (!g->hex && !maze_delta_up(x, y)) {
		static const int da[] = { 0, 2, 2 }, db[] = { 1, 0, 1 };

		a = da[d];
		b = db[d];
	}
	e[0] = px[a];
	e[1] = py[a];
	e[2] = px[b];
	e[3] = py[b];
}

static unsigned char
block(const struct geo *g, uint32_t bx, uint32_t by)
{
	return g->m->b[(size_t)by * g->m->w + bx];
}

/*
 * What each cell is drawn as, from the kinds of its blocks (a hexagon's
 * three): the start or end if one is, on the route if one is '+' (filled
 * then as it would be without it), explored if one is, else as its middle
 * block; and whether it is outside a mask (its blocks walls).
 */
static int
cell_kinds(struct geo *g, struct maze_err *e)
{
	const struct maze *m = g->m;
	const uint32_t *dist;
	unsigned char *kinds, k, sp = ' ';
	uint32_t x, y, bx, by, i, n = g->hex ? 3 : 1;
	size_t c;

	if ((kinds = malloc(m->w)) == NULL)
		return maze_error(e, 0, 0, "out of memory");
	for (y = 0; y < g->h; y++) {
		by = 2 * y + 1;
		dist = g->heat != NULL ? g->heat->dist + (size_t)by * m->w :
		    NULL;
		render_kinds(g->o, m->b + (size_t)by * m->w, m->w, dist,
		    g->heat != NULL ? g->heat->max : 0, kinds);
		for (x = 0; x < g->w; x++) {
			c = (size_t)y * g->w + x;
			bx = g->hex ? maze_hex_col(x, y) : 2 * x + 1;
			g->out[c] = (m->hdr.grid & MAZE_GRID_MASK) &&
			    block(g, bx + n / 2, by) == MAZE_WALL;
			k = kinds[bx + n / 2];
			for (i = 0; i < n; i++)
				if (kinds[bx + i] == RENDER_START ||
				    kinds[bx + i] == RENDER_END ||
				    (kinds[bx + i] == RENDER_SEEN &&
				    k != RENDER_START && k != RENDER_END))
					k = kinds[bx + i];
			for (i = 0; i < n; i++)
				g->route[c] |= kinds[bx + i] == RENDER_PATH;
			if (k == RENDER_PATH || (g->route[c] &&
			    k == RENDER_SEEN))
				/* Under the route, as an open block. */
				render_kinds(g->o, &sp, 1, dist != NULL ?
				    dist + bx + n / 2 : NULL, g->heat != NULL ?
				    g->heat->max : 0, &k);
			g->kind[c] = k;
		}
	}
	free(kinds);
	return 0;
}

/* Draw in the colour of kind, as o colours it. */
void
render_cairo_colour(cairo_t *cr, const struct maze_render_opts *o,
    unsigned kind)
{
	unsigned char rgb[3];

	render_kind_rgb(o, kind, rgb);
	cairo_set_source_rgb(cr, rgb[0] / 255.0, rgb[1] / 255.0,
	    rgb[2] / 255.0);
}

/*
 * The cells inside, each kind's in one path, so that two cells of a
 * colour side by side show no seam between them; none of the background's
 * colour, already painted.
 */
static void
fill_cells(cairo_t *cr, const struct geo *g)
{
	unsigned char used[RENDER_NKINDS], bg[3], rgb[3];
	double px[6], py[6];
	uint32_t x, y;
	size_t c;
	unsigned k;
	int i, n;

	memset(used, 0, sizeof used);
	for (c = 0; c < (size_t)g->w * g->h; c++)
		if (!g->out[c])
			used[g->kind[c]] = 1;
	render_kind_rgb(g->o, RENDER_BG, bg);
	for (k = 0; k < RENDER_NKINDS; k++) {
		render_kind_rgb(g->o, k, rgb);
		if (!used[k] || memcmp(rgb, bg, 3) == 0)
			continue;
		for (c = 0, y = 0; y < g->h; y++)
			for (x = 0; x < g->w; x++, c++) {
				if (g->out[c] || g->kind[c] != k)
					continue;
				n = corners(g, x, y, px, py);
				cairo_move_to(cr, px[0], py[0]);
				for (i = 1; i < n; i++)
					cairo_line_to(cr, px[i], py[i]);
				cairo_close_path(cr);
			}
		render_cairo_colour(cr, g->o, k);
		cairo_fill(cr);
	}
}

/*
 * Stroke the edges of the cells inside in the colour of what: with what
 * RENDER_WALL, the closed walls, each once; with RENDER_START or
 * RENDER_END, the doors in the outline that are an entrance, 'S' or 'E'.
 * A row of cells a path: one path for them all would cost cairo memory
 * and time out of proportion.
 */
static void
edges(cairo_t *cr, const struct geo *g, unsigned what)
{
	uint32_t x, y, bx, by, nx, ny;
	unsigned char b;
	double e[4];
	size_t c;
	int d, there;

	for (c = 0, y = 0; y < g->h; y++, cairo_stroke(cr))
		for (x = 0; x < g->w; x++, c++) {
			if (g->out[c])
				continue;
			for (d = 0; d < ndirs(g); d++) {
				door(g, x, y, d, &bx, &by);
				b = block(g, bx, by);
				there = next(g, x, y, d, &nx, &ny) &&
				    !g->out[(size_t)ny * g->w + nx];
				if (what == RENDER_WALL ? b != MAZE_WALL ||
				    (there && !owns(g, x, y, d)) : there ||
				    b != (what == RENDER_START ? MAZE_START :
				    MAZE_END))
					continue;
				edge(g, x, y, d, e);
				cairo_move_to(cr, e[0], e[1]);
				cairo_line_to(cr, e[2], e[3]);
			}
		}
}

/*
 * Stroke the route: from the centre of each cell on it through each door
 * marked '+' to its neighbour's centre, and through an entrance to its
 * middle; a row of cells a path.
 */
static void
route(cairo_t *cr, const struct geo *g)
{
	uint32_t x, y, bx, by, nx, ny;
	double cx, cy, tx, ty, e[4];
	unsigned char b;
	size_t c;
	int d, there;

	for (c = 0, y = 0; y < g->h; y++, cairo_stroke(cr))
		for (x = 0; x < g->w; x++, c++) {
			if (!g->route[c])
				continue;
			centre(g, x, y, &cx, &cy);
			for (d = 0; d < ndirs(g); d++) {
				door(g, x, y, d, &bx, &by);
				b = block(g, bx, by);
				there = next(g, x, y, d, &nx, &ny) &&
				    !g->out[(size_t)ny * g->w + nx];
				if (there && b == MAZE_PATH &&
				    owns(g, x, y, d) &&
				    g->route[(size_t)ny * g->w + nx])
					centre(g, nx, ny, &tx, &ty);
				else if (!there && (b == MAZE_START ||
				    b == MAZE_END)) {
					edge(g, x, y, d, e);
					tx = (e[0] + e[2]) / 2;
					ty = (e[1] + e[3]) / 2;
				} else
					continue;
				cairo_move_to(cr, cx, cy);
				cairo_line_to(cr, tx, ty);
			}
		}
}

/* The whole picture on cr. */
static void
draw(cairo_t *cr, const struct geo *g)
{
	const struct maze_render_opts *o = g->o;

	render_cairo_colour(cr, o, RENDER_BG);
	cairo_paint(cr);
	fill_cells(cr, g);
	cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
	cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
	cairo_set_line_width(cr, g->lw);
	render_cairo_colour(cr, o, RENDER_PATH);
	cairo_set_line_width(cr, g->rw);
	route(cr, g);
	cairo_set_line_width(cr, g->lw);
	render_cairo_colour(cr, o, RENDER_WALL);
	edges(cr, g, RENDER_WALL);
	/*
	 * The entrances over the route's ends and the walls' round ones, the
	 * whole of their edges, as the square grid's S and E blocks replace
	 * a block of wall.
	 */
	cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
	render_cairo_colour(cr, o, RENDER_START);
	edges(cr, g, RENDER_START);
	render_cairo_colour(cr, o, RENDER_END);
	edges(cr, g, RENDER_END);
}

cairo_status_t
render_cairo_put(void *arg, const unsigned char *data, unsigned int len)
{
	return fwrite(data, 1, len, arg) == len ? CAIRO_STATUS_SUCCESS :
	    CAIRO_STATUS_WRITE_ERROR;
}

/*
 * Lay g out for m, drawn as o says: its cells, the sizes, the picture's.
 * Returns 0, or -1 with e set if m has no cells.
 */
static int
layout(struct geo *g, const struct maze_render_opts *o, const struct maze *m,
    struct maze_err *e)
{
	double block = o->block ? o->block : render_auto_block(m),
	    wall = o->wall ? o->wall : block;

	/* The reader checks the blocks fit the grid; this, that there are. */
	memset(g, 0, sizeof *g);
	g->hex = (m->hdr.grid & MAZE_GRID_HEX) != 0;
	if (m->w < (g->hex ? 7u : 3u) || m->h < 3)
		return maze_error(e, m->line, 1, "a %s maze of %ux%u blocks "
		    "has no cells to draw", maze_grid_name(m->hdr.grid), m->w,
		    m->h);
	g->o = o;
	g->m = m;
	g->w = g->hex ? maze_hex_w(m->w) : (m->w - 1) / 2;
	g->h = g->hex ? maze_hex_h(m->h) : (m->h - 1) / 2;
	g->p = block + wall;
	g->lw = wall;
	g->rw = block / 2 < 1 ? 1 : block / 2;
	g->ox = o->margin + wall / 2;
	g->oy = o->margin + wall / 2;
	if (g->hex) {
		g->r = g->p / sqrt(3);
		g->rowh = 1.5 * g->r;
		g->pw = g->w * g->p + (g->h > 1 ? g->p / 2 : 0);
		g->ph = 2 * g->r + (g->h - 1) * g->rowh;
	} else {
		g->rowh = g->p * sqrt(3);
		g->pw = (g->w + 1) * g->p;
		g->ph = g->h * g->rowh;
	}
	g->pw = ceil(g->pw + 2 * g->ox);
	g->ph = ceil(g->ph + 2 * g->oy);
	return 0;
}

int
render_geo_size(const struct maze_render_opts *o, const struct maze *m,
    double *pw, double *ph, struct maze_err *e)
{
	struct geo g;

	if (m->hdr.grid & MAZE_GRID_POLAR)
		return render_polar_size(o, m, pw, ph, e);
	if (layout(&g, o, m, e) == -1)
		return -1;
	*pw = g.pw;
	*ph = g.ph;
	return 0;
}

int
render_geo_draw(cairo_t *cr, const struct maze_render_opts *o,
    const struct maze *m, const struct maze_render_heat *h,
    struct maze_err *e)
{
	struct geo g;
	size_t n;
	int rc = -1;

	if (m->hdr.grid & MAZE_GRID_POLAR)
		return render_polar_draw(cr, o, m, h, e);
	if (layout(&g, o, m, e) == -1)
		return -1;
	g.heat = o->map != MAZE_RENDER_MAP_NONE ? h : NULL;
	n = (size_t)g.w * g.h;
	if ((g.kind = malloc(n)) == NULL || (g.route = calloc(n, 1)) == NULL ||
	    (g.out = malloc(n)) == NULL)
		maze_error(e, 0, 0, "out of memory");
	else if (cell_kinds(&g, e) == 0) {
		draw(cr, &g);
		rc = 0;
	}
	free(g.kind);
	free(g.route);
	free(g.out);
	return rc;
}

/*
 * The picture in s, an RGB24 image, as a binary netpbm image on fp: PGM
 * each pixel's luma, as pnm.c's; PBM black where a pixel is not white.
 */
static int
netpbm(FILE *fp, int pbm, cairo_surface_t *s, struct maze_err *e)
{
	int w = cairo_image_surface_get_width(s),
	    h = cairo_image_surface_get_height(s),
	    stride = cairo_image_surface_get_stride(s), x, y;
	const unsigned char *data = cairo_image_surface_get_data(s);
	const uint32_t *p;
	size_t len = pbm ? ((size_t)w + 7) / 8 : (size_t)w;
	unsigned char *line;
	uint32_t r, g, b;
	int rc = 0;

	if ((line = malloc(len)) == NULL)
		return maze_error(e, 0, 0, "out of memory");
	if (fprintf(fp, "P%c\n%d %d\n%s", pbm ? '4' : '5', w, h, pbm ? "" :
	    "255\n") < 0)
		rc = -1;
	for (y = 0; rc == 0 && y < h; y++) {
		p = (const uint32_t *)(const void *)(data + (size_t)y * stride);
		memset(line, 0, len);
		for (x = 0; x < w; x++) {
			r = p[x] >> 16 & 0xff;
			g = p[x] >> 8 & 0xff;
			b = p[x] & 0xff;
			if (!pbm)
				line[x] = (unsigned char)((299 * r + 587 * g +
				    114 * b + 500) / 1000);
			else if ((p[x] & 0xffffff) != 0xffffff)
				line[x / 8] |= (unsigned char)(0x80 >> x % 8);
		}
		if (fwrite(line, 1, len, fp) != len)
			rc = -1;
	}
	free(line);
	if (rc == -1)
		return maze_error(e, 0, 0, "write error: %s", strerror(errno));
	return 0;
}

/*
 * Hex, delta or polar maze m drawn in *sp, an RGB24 image of pw x ph
 * pixels (render_geo_size()), anti-aliased unless aa is 0: a PNG's, a
 * netpbm image's or a GIF frame's.  0, or -1 with e set and *sp NULL.
 */
static int
image(const struct maze_render_opts *o, const struct maze *m,
    const struct maze_render_heat *h, double pw, double ph, int aa,
    cairo_surface_t **sp, struct maze_err *e)
{
	cairo_surface_t *s;
	cairo_t *cr;
	int rc;

	*sp = NULL;
	if (pw > RENDER_CAIRO_SIDE || ph > RENDER_CAIRO_SIDE)
		return maze_error(e, m->line, 1, "a picture %.0f pixels %s "
		    "is more than the %d a side a %s maze is drawn",
		    pw > RENDER_CAIRO_SIDE ? pw : ph, pw > RENDER_CAIRO_SIDE ?
		    "wide" : "high", RENDER_CAIRO_SIDE,
		    maze_grid_name(m->hdr.grid));
	s = cairo_image_surface_create(CAIRO_FORMAT_RGB24, (int)pw, (int)ph);
	cr = cairo_create(s);
	if (!aa)
		cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE);
	rc = render_geo_draw(cr, o, m, h, e);
	cairo_destroy(cr);
	cairo_surface_flush(s);
	if (rc == 0 && cairo_surface_status(s) != CAIRO_STATUS_SUCCESS)
		rc = maze_error(e, 0, 0, "cairo: %s",
		    cairo_status_to_string(cairo_surface_status(s)));
	if (rc == -1)
		cairo_surface_destroy(s);
	else
		*sp = s;
	return rc;
}

/*
 * Hex, delta or polar maze m as a PNG, SVG or netpbm picture on fp: PBM
 * in black and white (o's colours so), not anti-aliased.
 */
static int
picture(FILE *fp, const struct maze_render_opts *o, const struct maze *m,
    const struct maze_render_heat *h, struct maze_err *e)
{
	cairo_surface_t *s;
	cairo_status_t st;
	cairo_t *cr;
	double pw, ph;
	int rc;

	if (render_geo_size(o, m, &pw, &ph, e) == -1)
		return -1;
	if (o->format == MAZE_RENDER_SVG) {
		s = cairo_svg_surface_create_for_stream(render_cairo_put, fp,
		    pw, ph);
		cairo_svg_surface_set_document_unit(s, CAIRO_SVG_UNIT_PX);
		cr = cairo_create(s);
		rc = render_geo_draw(cr, o, m, h, e);
		cairo_destroy(cr);
	} else if ((rc = image(o, m, h, pw, ph, o->format != MAZE_RENDER_PBM,
	    &s, e)) == -1)
		return -1;
	if (rc == -1)
		st = CAIRO_STATUS_SUCCESS;
	else if (o->format == MAZE_RENDER_PNG)
		st = cairo_surface_write_to_png_stream(s, render_cairo_put, fp);
	else if (o->format != MAZE_RENDER_SVG) {
		st = CAIRO_STATUS_SUCCESS;
		rc = netpbm(fp, o->format == MAZE_RENDER_PBM, s, e);
	} else {
		cairo_surface_finish(s);
		st = cairo_surface_status(s);
	}
	cairo_surface_destroy(s);
	if (st == CAIRO_STATUS_WRITE_ERROR)
		return maze_error(e, 0, 0, "write error: %s", strerror(errno));
	if (st != CAIRO_STATUS_SUCCESS)
		return maze_error(e, 0, 0, "cairo: %s",
		    cairo_status_to_string(st));
	return rc;
}

/*
 * A GIF's frame: a picture drawn as PNG's is, but not anti-aliased, for a
 * GIF has a colour for each kind and none for a blend of two; so each
 * pixel is the colour of one kind, which the colours' table (an open hash
 * of the 24-bit colours, first kind first where two share a colour) turns
 * back into that kind for the GIF's sink.
 */
#define FRAME_HASH	1024	/* a power of two, over RENDER_NKINDS */

struct frame_px {
	const unsigned char *data;	/* the image, RGB24 */
	int stride;
	uint64_t pw;
	uint32_t rgb[FRAME_HASH];	/* colour + 1, 0 empty */
	unsigned char kind[FRAME_HASH];
};

static size_t
frame_slot(const struct frame_px *f, uint32_t c)
{
	size_t i = (c * UINT32_C(2654435761)) >> 22 & (FRAME_HASH - 1);

	while (f->rgb[i] != 0 && f->rgb[i] != c + 1)
		i = (i + 1) & (FRAME_HASH - 1);
	return i;
}

/* render_pixels: row y of the frame, as kinds. */
static int
frame_row(void *arg, uint64_t y, unsigned char *kinds, struct maze_err *e)
{
	const struct frame_px *f = arg;
	const uint32_t *p = (const uint32_t *)(const void *)(f->data +
	    (size_t)y * (size_t)f->stride);
	uint32_t last = UINT32_MAX, c;
	unsigned char k = RENDER_BG;
	size_t i, x;

	for (x = 0; x < f->pw; x++) {
		if ((c = p[x] & 0xffffff) != last) {
			if (f->rgb[i = frame_slot(f, c)] == 0)
				return maze_error(e, 0, 0, "internal error: "
				    "a frame's pixel of no kind's colour");
			k = f->kind[i];
			last = c;
		}
		kinds[x] = k;
	}
	return 0;
}

static int
frame(const struct maze_render_opts *o, struct maze *m,
    const struct maze_render_heat *h, struct render_frame_to *to,
    struct maze_err *e)
{
	unsigned char used[RENDER_NKINDS];
	struct frame_px *f;
	unsigned char rgb[3];
	cairo_surface_t *s;
	double pw, ph;
	uint32_t c;
	unsigned k;
	size_t i;
	int rc;

	/* cairo's side, under a GIF's, is the bound; gif.c's sink checks. */
	if (render_geo_size(o, m, &pw, &ph, e) == -1 ||
	    image(o, m, h, pw, ph, 0, &s, e) == -1)
		return -1;
	if ((f = calloc(1, sizeof *f)) == NULL) {
		cairo_surface_destroy(s);
		return maze_error(e, 0, 0, "out of memory");
	}
	for (k = 0; k < RENDER_NKINDS; k++) {
		render_kind_rgb(o, k, rgb);
		c = (uint32_t)rgb[0] << 16 | (uint32_t)rgb[1] << 8 | rgb[2];
		if (f->rgb[i = frame_slot(f, c)] == 0) {
			f->rgb[i] = c + 1;
			f->kind[i] = (unsigned char)k;
		}
	}
	memset(used, 1, sizeof used);
	f->data = cairo_image_surface_get_data(s);
	f->stride = cairo_image_surface_get_stride(s);
	f->pw = (uint64_t)pw;
	rc = to->sink(to->sarg, o, (uint64_t)pw, (uint64_t)ph, used, frame_row,
	    f, e);
	cairo_surface_destroy(s);
	free(f);
	return rc;
}

static int
shape_draw(struct render_doc *doc, FILE *fp,
    const struct maze_render_opts *opts, struct maze *m,
    const struct maze_render_heat *h, struct maze_err *e)
{
	struct maze_render_opts o;

	if (m == NULL)
		return render_pdf_end(doc, e);
	o = *opts;
	if (o.block == 0)
		o.block = render_auto_block(m);
	if (o.format == RENDER_PDF)
		return render_pdf_page(doc, fp, &o, m, h, e);
	if (o.format != MAZE_RENDER_PNG && o.format != MAZE_RENDER_SVG &&
	    o.format != MAZE_RENDER_PBM && o.format != MAZE_RENDER_PGM)
		return maze_error(e, m->line, 1, "a %s maze is drawn as PNG, "
		    "SVG, PDF or netpbm, or as text",
		    maze_grid_name(m->hdr.grid));
	if (o.format == MAZE_RENDER_PBM) {
		/* The walls black, all else white, as pnm.c draws PBM. */
		memset(o.rgb, 255, sizeof o.rgb);
		memset(o.mark, 255, sizeof o.mark);
		memset(o.rgb[RENDER_WALL], 0, sizeof o.rgb[RENDER_WALL]);
		o.map = MAZE_RENDER_MAP_NONE;
	}
	return picture(fp, &o, m, h, e);
}

const struct render_shapes render_cairo = { shape_draw, frame,
	render_html };
