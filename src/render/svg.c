/*
 * svg.c: a maze as an SVG picture, with the PNG's geometry and colours, and
 * small: the walls as merged line segments in one path (two, for a grid that
 * is not a cell maze drawn with -w unlike -c), the route as polylines (but
 * in such a grid, as runs), and every other colour as one path of merged
 * runs of blocks -- never an element per block.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "lib/libpriv.h"
#include "render/renderpriv.h"

struct run {
	uint32_t x, y, n;
};

struct runs {
	struct run *v;
	size_t n, cap;
};

static int
add_run(struct runs *r, uint32_t x, uint32_t y, uint32_t n)
{
	if (MAZE_GROW(r->v, r->cap, r->n + 1) == -1)
		return -1;
	r->v[r->n].x = x;
	r->v[r->n].y = y;
	r->v[r->n].n = n;
	r->n++;
	return 0;
}

/* A coordinate in half pixels, as SVG writes it. */
static void
half(FILE *fp, uint64_t v2)
{
	fprintf(fp, "%llu%s", (unsigned long long)(v2 / 2), v2 % 2 ? ".5" : "");
}

/*
 * The pen of a path, in half pixels: moves are written relative to it when
 * that is shorter, as they mostly are between runs of one row or column.
 */
struct pen {
	uint64_t x2, y2;
	int down;		/* the path has begun */
};

static void
move(FILE *fp, struct pen *p, uint64_t x2, uint64_t y2)
{
	if (p->down && y2 == p->y2 && x2 >= p->x2) {
		putc('m', fp);
		half(fp, x2 - p->x2);
		fputs(" 0", fp);
	} else if (p->down && x2 == p->x2 && y2 >= p->y2) {
		fputs("m0 ", fp);
		half(fp, y2 - p->y2);
	} else {
		putc('M', fp);
		half(fp, x2);
		putc(' ', fp);
		half(fp, y2);
	}
	p->x2 = x2;
	p->y2 = y2;
	p->down = 1;
}

/* A line across of len pixels, or down with down set. */
static void
line(FILE *fp, struct pen *p, uint64_t len, int down)
{
	fprintf(fp, "%c%llu", down ? 'v' : 'h', (unsigned long long)len);
	if (down)
		p->y2 += 2 * len;
	else
		p->x2 += 2 * len;
}

static void
hex(FILE *fp, const unsigned char rgb[3])
{
	fprintf(fp, "#%02x%02x%02x", rgb[0], rgb[1], rgb[2]);
}

struct svg {
	FILE *fp;
	const struct maze *m;
	const struct maze_render_opts *o;
	uint64_t *cx, *cy;	/* left and top pixel of each column and row */
	unsigned char *done;	/* blocks a polyline has drawn */
};

static int
is_route(const struct svg *s, size_t i)
{
	unsigned char c = s->m->b[i];

	return maze_isroute(c) || c == MAZE_START || c == MAZE_END;
}

/*
 * The first route block next to i, N, E, S, W, that a polyline has drawn
 * (drawn 1) or not (drawn 0), other than block not; or MAZE_NONE.  *count
 * says how many there are, not included.
 */
static size_t
near_route(const struct svg *s, size_t i, int drawn, size_t not,
    size_t *count)
{
	const struct maze *m = s->m;
	uint32_t x = (uint32_t)(i % m->w), y = (uint32_t)(i / m->w);
	size_t j, found = MAZE_NONE;
	int d;

	*count = 0;
	for (d = 0; d < 4; d++) {
		if ((d == MAZE_N && y == 0) || (d == MAZE_S && y + 1 == m->h) ||
		    (d == MAZE_W && x == 0) || (d == MAZE_E && x + 1 == m->w))
			continue;
		j = (size_t)((int64_t)i + maze_dy[d] * (int64_t)m->w +
		    maze_dx[d]);
		if (j != not && is_route(s, j) && s->done[j] == drawn) {
			if (found == MAZE_NONE)
				found = j;
			++*count;
		}
	}
	return found;
}

/* The route block next to i not yet drawn, or MAZE_NONE. */
static size_t
next_route(const struct svg *s, size_t i, size_t *count)
{
	return near_route(s, i, 0, MAZE_NONE, count);
}

/* The centre of block i, in half pixels, into p. */
static void
centre(const struct svg *s, size_t i, uint64_t p[2])
{
	uint32_t x = (uint32_t)(i % s->m->w), y = (uint32_t)(i / s->m->w);

	p[0] = 2 * s->cx[x] + render_size(s->o, x);
	p[1] = 2 * s->cy[y] + render_size(s->o, y);
}

/*
 * One polyline from block i along undrawn route blocks, corners only, in
 * half pixels.  An end beside a route block drawn before (a branch of the
 * route, or a loop closing) goes on to that block's centre, so that the
 * two meet; any other end on a route block rather than S or E (which are
 * drawn over it) is pushed out to the block's edge, since the line has
 * butt caps.  A block alone is a line across it, along the side as long as
 * the line is wide.
 */
static int
polyline(struct svg *s, size_t i)
{
	const struct maze *m = s->m;
	size_t next, count, prev, n = 0, cap = 0, k, ends[2];
	int64_t dir = 0, nd, d;
	uint64_t (*pt)[2] = NULL;
	uint32_t x, y;
	int joined[2] = { 0, 0 };

	if (MAZE_GROW(pt, cap, 1) == -1)
		return -1;
	ends[0] = i;
	if ((prev = near_route(s, i, 1, MAZE_NONE, &count)) != MAZE_NONE) {
		centre(s, prev, pt[n++]);
		ends[0] = prev;
		joined[0] = 1;
		dir = (int64_t)i - (int64_t)prev;
	}
	for (;;) {
		s->done[i] = 1;
		next = next_route(s, i, &count);
		nd = next == MAZE_NONE ? 0 : (int64_t)next - (int64_t)i;
		if (prev == MAZE_NONE || next == MAZE_NONE || nd != dir) {
			if (MAZE_GROW(pt, cap, n + 3) == -1) {
				free(pt);
				return -1;
			}
			centre(s, i, pt[n++]);
		}
		if (next == MAZE_NONE)
			break;
		dir = nd;
		prev = i;
		i = next;
	}
	ends[1] = i;
	if ((next = near_route(s, i, 1, prev, &count)) != MAZE_NONE) {
		centre(s, next, pt[n++]);
		ends[1] = next;
		joined[1] = 1;
		/* A loop closed where it began: once more round its corner. */
		if (next == ends[0] && !joined[0]) {
			pt[n][0] = pt[1][0];
			pt[n][1] = pt[1][1];
			n++;
		}
	}
	if (n == 1) {
		x = (uint32_t)(i % m->w);
		y = (uint32_t)(i / m->w);
		pt[1][0] = pt[0][0];
		pt[1][1] = pt[0][1];
		if (render_size(s->o, y) == s->o->block) {
			pt[0][0] = 2 * s->cx[x];
			pt[1][0] = 2 * s->cx[x + 1];
		} else {
			pt[0][1] = 2 * s->cy[y];
			pt[1][1] = 2 * s->cy[y + 1];
		}
		n = 2;
	}
	for (k = 0; k < 2; k++) {
		uint64_t *a = pt[k ? n - 1 : 0], *b = pt[k ? n - 2 : 1];

		if (joined[k] || !maze_isroute(m->b[ends[k]]) ||
		    ends[0] == ends[1])
			continue;
		x = (uint32_t)(ends[k] % m->w);
		y = (uint32_t)(ends[k] / m->w);
		if (a[0] != b[0]) {
			d = render_size(s->o, x);
			a[0] = a[0] > b[0] ? a[0] + (uint64_t)d :
			    a[0] - (uint64_t)d;
		} else {
			d = render_size(s->o, y);
			a[1] = a[1] > b[1] ? a[1] + (uint64_t)d :
			    a[1] - (uint64_t)d;
		}
	}
	fprintf(s->fp, "<polyline points=\"");
	for (k = 0; k < n; k++) {
		if (k > 0)
			putc(' ', s->fp);
		half(s->fp, pt[k][0]);
		putc(',', s->fp);
		half(s->fp, pt[k][1]);
	}
	fprintf(s->fp, "\"/>\n");
	free(pt);
	return 0;
}

/* The route: polylines from S, then from any end of what is left. */
static int
route(struct svg *s)
{
	const struct maze *m = s->m;
	size_t n = (size_t)m->w * m->h, i, count;
	int pass;

	if (m->start != MAZE_NONE) {
		next_route(s, m->start, &count);
		if (count > 0 && polyline(s, m->start) == -1)
			return -1;
	}
	for (pass = 0; pass < 2; pass++)
		for (i = 0; i < n; i++)
			if (maze_isroute(m->b[i]) && !s->done[i]) {
				next_route(s, i, &count);
				if ((pass == 1 || count <= 1) &&
				    polyline(s, i) == -1)
					return -1;
			}
	return 0;
}

/*
 * Is block i of m drawn as a wall: a wall, but not outside a masked maze
 * (hcover says HC_OUTSIDE)?
 */
#define HC_ACROSS	1	/* a wall in a run across, drawn there */
#define HC_OUTSIDE	2	/* background (render_outside()) */
#define DRAWN_WALL(m, hcover, i) \
	((m)->b[i] == MAZE_WALL && (hcover)[i] != HC_OUTSIDE)

/*
 * Wall runs: across in rows of thickness t, down in columns of it, those
 * down only where some wall of theirs is not in a run across.
 */
static void
walls(struct svg *s, uint32_t t, const unsigned char *hcover)
{
	const struct maze *m = s->m;
	const struct maze_render_opts *o = s->o;
	uint32_t x, y, n;
	size_t i;
	int any = 0, lone;
	struct pen pen = { 0, 0, 0 };

	for (y = 0; y < m->h; y++) {
		if (render_size(o, y) != t)
			continue;
		for (x = 0; x < m->w; x += n) {
			i = (size_t)y * m->w + x;
			for (n = 0; x + n < m->w &&
			    DRAWN_WALL(m, hcover, i + n); n++)
				;
			if (n < 2) {
				n = 1;
				continue;
			}
			if (!any++)
				fprintf(s->fp,
				    "<path stroke-width=\"%u\" d=\"", t);
			move(s->fp, &pen, 2 * s->cx[x], 2 * s->cy[y] + t);
			line(s->fp, &pen, s->cx[x + n] - s->cx[x], 0);
		}
	}
	for (x = 0; x < m->w; x++) {
		if (render_size(o, x) != t)
			continue;
		for (y = 0; y < m->h; y += n) {
			lone = 0;
			for (n = 0; y + n < m->h && DRAWN_WALL(m, hcover,
			    (size_t)(y + n) * m->w + x); n++)
				lone |= hcover[(size_t)(y + n) * m->w + x] !=
				    HC_ACROSS;
			if (n == 0) {
				n = 1;
				continue;
			}
			if (!lone)
				continue;
			if (!any++)
				fprintf(s->fp,
				    "<path stroke-width=\"%u\" d=\"", t);
			move(s->fp, &pen, 2 * s->cx[x] + t, 2 * s->cy[y]);
			line(s->fp, &pen, s->cy[y + n] - s->cy[y], 1);
		}
	}
	if (any)
		fprintf(s->fp, "\"/>\n");
}

/*
 * The lines across a weave's side blocks (render_weave_gap()), t pixels
 * wide, in the walls' colour: drawn after the route, which passes under
 * them.
 */
static void
gaps(struct svg *s, const struct render_weave *wv, uint32_t t)
{
	const struct maze *m = s->m;
	struct pen pen = { 0, 0, 0 };
	uint32_t x, y, bw, bh;
	int gap, any = 0;

	for (y = 0; y < m->h; y++)
		for (x = 0; x < m->w; x++) {
			if ((gap = render_weave_gap(wv, x, y)) ==
			    RENDER_GAP_NONE)
				continue;
			if (!any++) {
				fputs("<path fill=\"none\" stroke=\"", s->fp);
				hex(s->fp, s->o->rgb[RENDER_WALL]);
				fprintf(s->fp, "\" stroke-width=\"%u\" d=\"",
				    t);
			}
			bw = render_size(s->o, x);
			bh = render_size(s->o, y);
			if (gap == RENDER_GAP_N || gap == RENDER_GAP_S) {
				move(s->fp, &pen, 2 * s->cx[x], gap ==
				    RENDER_GAP_N ? 2 * s->cy[y] + t :
				    2 * s->cy[y + 1] - t);
				line(s->fp, &pen, bw, 0);
			} else {
				move(s->fp, &pen, gap == RENDER_GAP_W ?
				    2 * s->cx[x] + t : 2 * s->cx[x + 1] - t,
				    2 * s->cy[y]);
				line(s->fp, &pen, bh, 1);
			}
		}
	if (any)
		fprintf(s->fp, "\"/>\n");
}

/*
 * One level's picture, pw x ph pixels, at (x0, y0): its blocks with the
 * heat map's distances dist (or NULL) out of max; a weave's view with
 * wv (else NULL).  Returns 0, or -1 out of memory.
 */
static int
panel(FILE *fp, const struct maze *m, const struct maze_render_opts *o,
    const uint32_t *dist, uint32_t max, uint64_t x0, uint64_t y0,
    uint64_t pw, uint64_t ph, const struct render_weave *wv)
{
	struct svg s;
	struct pen pen;
	struct runs runs[RENDER_NKINDS];
	unsigned char *kinds = NULL, *hcover = NULL, rgb[3];
	size_t n = (size_t)m->w * m->h, i, r;
	uint32_t x, y, k, len, th, wt = o->wall ? o->wall : o->block;
	int rc = -1, t, any, route_any = 0, poly;

	memset(&s, 0, sizeof s);
	memset(runs, 0, sizeof runs);
	s.fp = fp;
	s.m = m;
	s.o = o;
	if ((s.cx = malloc(((size_t)m->w + 1) * sizeof *s.cx)) == NULL ||
	    (s.cy = malloc(((size_t)m->h + 1) * sizeof *s.cy)) == NULL ||
	    (s.done = calloc(n, 1)) == NULL ||
	    (hcover = calloc(n, 1)) == NULL ||
	    (kinds = malloc(m->w)) == NULL)
		goto out;
	s.cx[0] = x0;
	s.cy[0] = y0;
	for (x = 0; x < m->w; x++)
		s.cx[x + 1] = s.cx[x] + render_size(o, x);
	for (y = 0; y < m->h; y++)
		s.cy[y + 1] = s.cy[y] + render_size(o, y);

	/*
	 * The route is a polyline of one width, which fits a cell maze (it
	 * turns only in cells) and any grid drawn with -w equal to -c; in any
	 * other grid it is drawn as runs of blocks, like the other colours.
	 */
	poly = wt == o->block || maze_is_cells(m, NULL);

	/* Runs of each colour, and which walls the runs across cover. */
	for (y = 0; y < m->h; y++) {
		i = (size_t)y * m->w;
		render_row_kinds(o, m, m->b, y, dist ? dist + i : NULL, max,
		    kinds);
		for (x = 0; x < m->w; x += len) {
			k = kinds[x];
			for (len = 1; x + len < m->w &&
			    kinds[x + len] == k; len++)
				;
			if (k == RENDER_PATH && poly)
				route_any = 1;
			if (k == RENDER_WALL && len >= 2)
				memset(hcover + i + x, HC_ACROSS, len);
			if (k == RENDER_BG)
				memset(hcover + i + x, HC_OUTSIDE, len);
			if (k != RENDER_WALL && k != RENDER_OPEN &&
			    (k != RENDER_PATH || !poly) &&
			    add_run(&runs[k], x, y, len) == -1)
				goto out;
		}
	}

	fprintf(fp, "<rect x=\"%llu\" y=\"%llu\" width=\"%llu\" "
	    "height=\"%llu\" fill=\"", (unsigned long long)x0,
	    (unsigned long long)y0, (unsigned long long)pw,
	    (unsigned long long)ph);
	hex(fp, o->rgb[RENDER_OPEN]);
	fprintf(fp, "\"/>\n");
	/*
	 * Runs of each colour as strokes along their rows, one path for each
	 * colour and row height; start and end last, over the route.
	 */
	for (k = 0; k < RENDER_NKINDS; k++) {
		if (runs[k].n == 0 || k == RENDER_START || k == RENDER_END)
			continue;
		render_kind_rgb(o, k, rgb);
		for (t = 0; t < 2; t++) {
			th = t ? o->block : wt;
			if (t && th == wt)
				break;
			any = 0;
			pen.down = 0;
			for (r = 0; r < runs[k].n; r++) {
				x = runs[k].v[r].x;
				y = runs[k].v[r].y;
				len = runs[k].v[r].n;
				if (render_size(o, y) != th)
					continue;
				if (!any++) {
					fprintf(fp,
					    "<path fill=\"none\" stroke=\"");
					hex(fp, rgb);
					fprintf(fp,
					    "\" stroke-width=\"%u\" d=\"", th);
				}
				move(fp, &pen, 2 * s.cx[x], 2 * s.cy[y] + th);
				line(fp, &pen, s.cx[x + len] - s.cx[x], 0);
			}
			if (any)
				fprintf(fp, "\"/>\n");
		}
	}
	fprintf(fp, "<g fill=\"none\" stroke=\"");
	hex(fp, o->rgb[RENDER_WALL]);
	fprintf(fp, "\">\n");
	walls(&s, wt, hcover);
	if (o->block != wt)
		walls(&s, o->block, hcover);
	fprintf(fp, "</g>\n");
	if (route_any) {
		fprintf(fp, "<g fill=\"none\" stroke=\"");
		hex(fp, o->rgb[RENDER_PATH]);
		fprintf(fp, "\" stroke-width=\"%u\">\n", o->block);
		if (route(&s) == -1)
			goto out;
		fprintf(fp, "</g>\n");
	}
	if (wv != NULL && render_gap_width(o) > 0)
		gaps(&s, wv, render_gap_width(o));
	for (k = RENDER_START; k <= RENDER_END; k++)
		for (r = 0; r < runs[k].n; r++) {
			x = runs[k].v[r].x;
			y = runs[k].v[r].y;
			fprintf(fp, "<rect x=\"%llu\" y=\"%llu\" width=\"%u\" "
			    "height=\"%u\" fill=\"",
			    (unsigned long long)s.cx[x],
			    (unsigned long long)s.cy[y], render_size(o, x),
			    render_size(o, y));
			hex(fp, o->rgb[k]);
			fprintf(fp, "\"/>\n");
		}
	rc = 0;
out:
	for (k = 0; k < RENDER_NKINDS; k++)
		free(runs[k].v);
	free(s.cx);
	free(s.cy);
	free(s.done);
	free(hcover);
	free(kinds);
	return rc;
}

/*
 * The marks of the passages up and down from level z of m, drawn as
 * render_mark_px() draws them, in one path, the panel's blocks at x0, y0.
 */
static void
marks(FILE *fp, const struct maze *m, const struct maze_render_opts *o,
    uint32_t z, uint64_t x0, uint64_t y0)
{
	const unsigned char *here = m->b + maze_block(m, 0, 0, z);
	size_t n = (size_t)m->w * m->h;
	uint64_t bx, by, top, bot, lft, rgt;
	uint32_t x, y, bw, bh;
	int mk, any = 0;

	for (y = 0, by = y0; y < m->h; by += render_size(o, y), y++)
		for (x = 0, bx = x0; x < m->w; bx += render_size(o, x), x++) {
			bw = render_size(o, x);
			bh = render_size(o, y);
			mk = render_mark(z > 0 ? here - n : NULL, here,
			    z + 1 < m->d ? here + n : NULL);
			here++;
			if (mk == RENDER_MARK_NONE || bw < 3 || bh < 3)
				continue;
			if (!any++) {
				fprintf(fp, "<path fill=\"");
				hex(fp, o->rgb[RENDER_WALL]);
				fprintf(fp, "\" d=\"");
			}
			/* In half pixels: the inset box of render_mark_px(). */
			lft = 2 * (bx + (bw / 5 > 0 ? bw / 5 : 1));
			rgt = 2 * (bx + bw) - (lft - 2 * bx);
			top = 2 * (by + (bh / 5 > 0 ? bh / 5 : 1));
			bot = 2 * (by + bh) - (top - 2 * by);
			putc('M', fp);
			half(fp, 2 * bx + bw);
			putc(' ', fp);
			half(fp, mk == RENDER_MARK_DOWN ? bot : top);
			if (mk == RENDER_MARK_BOTH) {
				putc('L', fp);
				half(fp, rgt);
				putc(' ', fp);
				half(fp, 2 * by + bh);
				putc('L', fp);
				half(fp, 2 * bx + bw);
				putc(' ', fp);
				half(fp, bot);
				putc('L', fp);
			} else {
				putc('L', fp);
				half(fp, rgt);
				putc(' ', fp);
				half(fp, mk == RENDER_MARK_DOWN ? top : bot);
				putc('H', fp);
			}
			half(fp, lft);
			if (mk == RENDER_MARK_BOTH) {
				putc(' ', fp);
				half(fp, 2 * by + bh);
			}
			putc('Z', fp);
		}
	if (any)
		fprintf(fp, "\"/>\n");
}

/* The head of an SVG picture pw x ph pixels. */
static void
head(FILE *fp, uint64_t pw, uint64_t ph)
{
	fprintf(fp, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
	    "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" "
	    "width=\"%llu\" height=\"%llu\" viewBox=\"0 0 %llu %llu\">\n",
	    (unsigned long long)pw, (unsigned long long)ph,
	    (unsigned long long)pw, (unsigned long long)ph);
}

/* The background, under the margin (and the gaps between panels). */
static void
background(FILE *fp, const struct maze_render_opts *o)
{
	fprintf(fp, "<rect width=\"100%%\" height=\"100%%\" fill=\"");
	hex(fp, o->rgb[RENDER_BG]);
	fprintf(fp, "\"/>\n");
}

/*
 * A maze of several levels: panels laid out as render_layout() lays them,
 * each with its label in text above it and its marks over it.
 */
static int
levels(FILE *fp, const struct maze *m, const struct maze_render_opts *o,
    const struct maze_render_heat *h)
{
	struct render_layout l;
	struct maze v;
	uint64_t x0, y0;
	uint32_t p, z;

	render_layout(&l, o, m, render_folds(m, 1));
	head(fp, l.width, l.height);
	background(fp, o);
	for (p = 0; p < l.panels; p++) {
		z = l.first + p * l.step;
		x0 = o->margin + (uint64_t)(p % l.cols) * l.pitch;
		y0 = o->margin + (uint64_t)(p / l.cols) * (l.label + l.ph +
		    l.gap);
		fprintf(fp, "<text x=\"%llu\" y=\"%llu\" font-family=\""
		    "monospace\" font-size=\"%llu\" fill=\"",
		    (unsigned long long)x0, (unsigned long long)(y0 +
		    (uint64_t)RENDER_GLYPH_H * l.scale),
		    (unsigned long long)l.label);
		hex(fp, o->rgb[RENDER_WALL]);
		fprintf(fp, "\">%u</text>\n", p);
		y0 += l.label;
		render_level(m, z, &v);
		if (panel(fp, &v, o, h ? h->dist + maze_block(m, 0, 0, z) :
		    NULL, h ? h->max : 0, x0, y0, l.pw, l.ph, NULL) == -1)
			return -1;
		marks(fp, m, o, z, x0, y0);
	}
	return 0;
}

/*
 * Draw m as an SVG picture on fp, with its heat map h (or NULL); a weave's
 * view with wv.  Returns 0, or -1 with e set.
 */
int
render_svg(FILE *fp, const struct maze *m, const struct maze_render_opts *o,
    const struct maze_render_heat *h, const struct render_weave *wv,
    struct maze_err *e)
{
	uint64_t pw = render_span(o, m->w), ph = render_span(o, m->h);
	int rc;

	if (m->d > 1) {
		rc = levels(fp, m, o, h);
	} else {
		head(fp, pw, ph);
		if (o->margin > 0)
			background(fp, o);
		rc = panel(fp, m, o, h ? h->dist : NULL, h ? h->max : 0,
		    o->margin, o->margin, pw - 2 * o->margin,
		    ph - 2 * o->margin, wv);
	}
	if (rc == -1)
		return maze_error(e, 0, 0, "out of memory");
	fprintf(fp, "</svg>\n");
	if (ferror(fp))
		return maze_error(e, 0, 0, "write error: %s", strerror(errno));
	return 0;
}
