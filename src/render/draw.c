/*
 * draw.c: a maze drawn in a format: whole or as its rows are read, the heat
 * map's root, the geometry and the kinds a picture uses.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "lib/libpriv.h"
#include "lib/num.h"
#include "render/renderpriv.h"

/*
 * A flat maze this small is read whole for a PNG all the same: the memory
 * is little, and the palette is then made for the colours it has, a
 * frame's marks (maze(5)) among them, where one made in advance has room
 * for a plain maze's colours only.
 */
#define STREAM_MIN	((uint64_t)1 << 20)

int
render_shaped(const struct maze_render_opts *o, const struct maze *m)
{
	return o->format == RENDER_PDF || ((m->hdr.grid & MAZE_GRID_KIND) &&
	    o->format != MAZE_RENDER_ASCII &&
	    o->format != MAZE_RENDER_UNICODE && o->format != MAZE_RENDER_HALF);
}

int
render_streams(const struct maze_render_opts *o, const struct maze *m,
    int to_stdout)
{
	/*
	 * A weave's tunnels are on its last level, drawn on its first; a hex
	 * or delta picture is drawn whole.
	 */
	if (m->hdr.grid & (MAZE_GRID_WEAVE | MAZE_GRID_KIND))
		return 0;
	if (o->format == MAZE_RENDER_PNG && m->d == 1 &&
	    (uint64_t)m->w * m->h <= STREAM_MIN)
		return 0;
	return !to_stdout && o->map == MAZE_RENDER_MAP_NONE && m->h > 0 &&
	    (o->format == MAZE_RENDER_PNG || o->format == MAZE_RENDER_PBM ||
	    o->format == MAZE_RENDER_PGM);
}

/*
 * Refuse at once a picture of m larger than MAZE_RENDER_MAX_SIDE pixels a side,
 * as soon as its header is read: the width from the size line or the first
 * row, the height if the size line gives it (else when the rows are in).
 * Text has no such bound.  Returns 0, or -1 with e at m's first row.
 */
int
render_check_size(const struct maze_render_opts *opts, const struct maze *m,
    struct maze_err *e)
{
	struct maze_render_opts o = *opts;
	struct render_layout l;
	uint64_t pw, ph;

	if (o.format != MAZE_RENDER_PNG && o.format != MAZE_RENDER_SVG &&
	    o.format != MAZE_RENDER_PBM && o.format != MAZE_RENDER_PGM &&
	    o.format != MAZE_RENDER_GIF)
		return 0;
	if (o.block == 0)
		o.block = render_auto_block(m);
	pw = render_span(&o, m->w);
	ph = m->h > 0 ? render_span(&o, m->h) : 0;
	if (m->d > 1 && !(m->hdr.grid & MAZE_GRID_WEAVE)) {
		/* The panels, as the maze's shape lays them out. */
		render_layout(&l, &o, m, render_folds(m, 0));
		pw = l.width;
		ph = l.height;
	}
	if (pw > MAZE_RENDER_MAX_SIDE || ph > MAZE_RENDER_MAX_SIDE)
		return maze_error(e, m->line, 1, "a picture %llu pixels %s is "
		    "more than the %lu a side mazerender draws",
		    (unsigned long long)(pw > MAZE_RENDER_MAX_SIDE ? pw : ph),
		    pw > MAZE_RENDER_MAX_SIDE ? "wide" : "high",
		    (unsigned long)MAZE_RENDER_MAX_SIDE);
	/* A shaped maze's picture is not its blocks': the GIF's sink checks. */
	if (o.format == MAZE_RENDER_GIF && !render_shaped(&o, m) &&
	    (pw > MAZE_RENDER_GIF_SIDE || ph > MAZE_RENDER_GIF_SIDE))
		return maze_error(e, m->line, 1, "a picture %llu pixels %s is "
		    "more than the %u a side a GIF holds",
		    (unsigned long long)(pw > MAZE_RENDER_GIF_SIDE ? pw : ph),
		    pw > MAZE_RENDER_GIF_SIDE ? "wide" : "high",
		    MAZE_RENDER_GIF_SIDE);
	return 0;
}

int
render_set_from(struct maze_render_opts *o, const char *arg, const char **why)
{
	uint64_t v[3];

	if (num_parse_point(arg, UINT32_MAX, v, why) == -1)
		return -1;
	o->fx = v[0];
	o->fy = v[1];
	o->fz = v[2];
	o->from = 1;
	o->fromarg = arg;
	return 0;
}

int
maze_render_heat_map(struct maze_render_heat *h,
    const struct maze_render_opts *o, const struct maze *m, struct maze_err *e)
{
	uint64_t x = o->fx, y = o->fy, z = o->fz;
	unsigned long line, col;
	uint32_t bx, by;
	size_t root = m->start;
	int cells, weave = (m->hdr.grid & MAZE_GRID_WEAVE) != 0;

	if (o->map == MAZE_RENDER_MAP_NONE)
		return 0;
	if (maze_check_grid(m, 1, e) == -1)
		return -1;
	if (o->from) {
		/*
		 * --from names a cell of a cell maze, else a block; a cell of
		 * a weave, as its picture shows it, from above (level 0).
		 */
		cells = weave || maze_is_cells(m, NULL) ||
		    (m->hdr.grid & MAZE_GRID_KIND);
		if (m->hdr.grid & MAZE_GRID_HEX) {
			/* Cell x, y of a hex grid: its middle block. */
			if (x >= maze_hex_w(m->w) || y >= maze_hex_h(m->h))
				return maze_error(e, m->line, 1, "--from %s is "
				    "outside the maze of %ux%u cells",
				    o->fromarg, maze_hex_w(m->w),
				    maze_hex_h(m->h));
			x = maze_hex_col((uint32_t)x, (uint32_t)y) + 1;
			y = 2 * y + 1;
		} else if (m->hdr.grid & MAZE_GRID_POLAR) {
			/* Cell x of ring y: its block, the centre's middle. */
			if (y >= maze_polar_rings(m->w) ||
			    x >= maze_polar_n((uint32_t)y))
				return maze_error(e, m->line, 1, "--from %s is "
				    "not a cell of the maze of %u rings, ring "
				    "r having %s", o->fromarg,
				    maze_polar_rings(m->w),
				    "8r + 4 cells, the centre 1");
			maze_polar_block(maze_polar_rings(m->w), (uint32_t)x,
			    (uint32_t)y, &bx, &by);
			x = bx;
			y = by;
		} else if (cells) {
			x = 2 * x + 1;
			y = 2 * y + 1;
			z = m->d > 1 && !weave ? 2 * z + 1 : z;
		}
		if (m->d > 1 && !weave && (x >= m->w || y >= m->h ||
		    z >= m->d))
			return maze_error(e, m->line, 1, "--from %s is outside "
			    "the maze of %ux%ux%u %s", o->fromarg, cells ?
			    m->w / 2 : m->w, cells ? m->h / 2 : m->h, cells ?
			    m->d / 2 : m->d, cells ? "cells" : "blocks");
		if (x >= m->w || y >= m->h || z >= (weave ? 1 : m->d))
			return maze_error(e, m->line, 1, "--from %s is outside "
			    "the maze of %ux%u %s", o->fromarg, cells ?
			    m->w / 2 : m->w, cells ? m->h / 2 : m->h, cells ?
			    "cells" : "blocks");
		root = maze_block(m, (uint32_t)x, (uint32_t)y, (uint32_t)z);
		line = m->line + (unsigned long)y;
		col = (unsigned long)x + 1;
		if (m->d > 1)
			maze_pos(m, root, &line, &col);
		/* A cell of a masked maze is a wall only outside it. */
		if (!maze_isopen(m->b[root]))
			return maze_error(e, line, col, "--from %s is %s",
			    o->fromarg, cells && (m->hdr.grid &
			    MAZE_GRID_MASK) ? "outside the maze" : "a wall");
	} else if (root == MAZE_NONE)
		return maze_error(e, m->line, 1, "no start block for the heat "
		    "map to begin at; give --from x,y");
	return render_heat(h, m, root, e);
}

/* The rows of a picture: from the maze in memory, or from the input. */
struct source {
	const struct maze_render_opts *o;
	struct maze *m;
	const struct maze_render_heat *h;	/* or NULL */
	maze_render_input *input;		/* or NULL: m is in memory */
	void *arg;
	unsigned char *row;		/* from input: one row of blocks */
	unsigned char *ahead[2];	/* and a masked maze's rows y +- 1 */
};

/*
 * Row y from the input into s->row.  A masked maze's outside (render_
 * outside()) is known only with the rows either side, so its rows are
 * read one ahead: s->ahead[0] is row y - 1, s->ahead[1] row y + 1, three
 * rows in memory however high the maze.
 */
static int
source_read(struct source *s, uint32_t y, struct maze_err *e)
{
	const struct maze *m = s->m;
	unsigned char *t;

	if (!(m->hdr.grid & MAZE_GRID_MASK))
		return s->input(s->arg, s->m, y, s->row, e);
	if (y == 0) {
		if (s->input(s->arg, s->m, 0, s->row, e) == -1)
			return -1;
	} else {
		t = s->ahead[0];
		s->ahead[0] = s->row;
		s->row = s->ahead[1];
		s->ahead[1] = t;
	}
	if (y + 1 < m->h)
		return s->input(s->arg, s->m, y + 1, s->ahead[1], e);
	return 0;
}

static int
source_rows(void *arg, uint32_t y, unsigned char *kinds, struct maze_err *e)
{
	struct source *s = arg;
	const struct maze *m = s->m;
	size_t i = (size_t)y * m->w;

	if (s->input != NULL) {
		if (source_read(s, y, e) == -1)
			return -1;
		render_kinds(s->o, s->row, m->w, NULL, 0, kinds);
		if (m->hdr.grid & MAZE_GRID_MASK)
			render_mask_kinds(y > 0 ? s->ahead[0] : NULL, s->row,
			    y + 1 < m->h ? s->ahead[1] : NULL, m->w, y, kinds);
	} else
		render_row_kinds(s->o, m, m->b, y, s->h ? s->h->dist + i :
		    NULL, s->h ? s->h->max : 0, kinds);
	return 0;
}

/*
 * A flat maze in memory as pixel rows, for render_picture(); or a weave's
 * view, with the lines across its side blocks.
 */
struct flat {
	const struct maze_render_opts *o;
	const struct maze *m;
	const struct maze_render_heat *h;	/* or NULL */
	const struct render_weave *wv;		/* or NULL */
	uint64_t ph;			/* pixel rows, margins included */
	uint32_t y;			/* the next block row */
	uint32_t left;			/* pixel rows left of the last one */
	uint32_t t;			/* a side block's line, pixels */
	int gaps;			/* the last block row has some */
	unsigned char *kinds;		/* the kinds of the last block row */
	unsigned char *gap;		/* and of a weave, its side blocks */
};

/* The lines across the side blocks of block row y, pixel row oy of it. */
static void
gap_lines(const struct flat *f, uint32_t y, uint32_t oy, unsigned char *line)
{
	const struct maze_render_opts *o = f->o;
	uint32_t x, n, k, bh = render_size(o, y);

	for (x = 0; x < f->m->w; x++, line += n) {
		n = render_size(o, x);
		if (f->gap[x] == RENDER_GAP_NONE)
			continue;
		for (k = 0; k < n; k++)
			if (render_gap_px(f->gap[x], f->t, n, bh, k, oy))
				line[k] = RENDER_WALL;
	}
}

static int
flat_pixels(void *arg, uint64_t py, unsigned char *line, struct maze_err *e)
{
	struct flat *f = arg;
	const struct maze_render_opts *o = f->o;
	const struct maze *m = f->m;
	unsigned char *p = line + o->margin;
	uint32_t x, n;
	size_t i;

	(void)e;
	memset(line, RENDER_BG, (size_t)render_span(o, m->w));
	if (py < o->margin || py >= f->ph - o->margin)
		return 0;
	if (f->left == 0) {
		i = (size_t)f->y * m->w;
		render_row_kinds(o, m, m->b, f->y, f->h ? f->h->dist + i :
		    NULL, f->h ? f->h->max : 0, f->kinds);
		for (f->gaps = 0, x = 0; f->wv != NULL && f->t > 0 &&
		    x < m->w; x++)
			f->gaps |= f->gap[x] = (unsigned char)
			    render_weave_gap(f->wv, x, f->y);
		f->left = render_size(o, f->y++);
	}
	f->left--;
	for (x = 0; x < m->w; x++, p += n)
		memset(p, f->kinds[x], n = render_size(o, x));
	/* This is pixel row size - left - 1 of block row y - 1. */
	if (f->gaps)
		gap_lines(f, f->y - 1, render_size(o, f->y - 1) - f->left - 1,
		    line + o->margin);
	return 0;
}

/* The flat maze m, or a weave's view wv->v, through sink. */
static int
flat(const struct maze_render_opts *o, const struct maze *m,
    const struct maze_render_heat *h, const struct render_weave *wv,
    render_sink *sink, void *sarg, struct maze_err *e)
{
	unsigned char used[RENDER_NKINDS];
	struct flat f;
	int rc;

	memset(&f, 0, sizeof f);
	f.o = o;
	f.m = m;
	f.h = h;
	f.wv = wv;
	f.t = render_gap_width(o);
	f.ph = render_span(o, m->h);
	if ((f.kinds = malloc(m->w > 0 ? m->w : 1)) == NULL ||
	    (wv != NULL && (f.gap = malloc(m->w)) == NULL)) {
		free(f.kinds);
		return maze_error(e, 0, 0, "out of memory");
	}
	render_used(o, m, h, used);
	rc = sink(sarg, o, render_span(o, m->w), f.ph, used, flat_pixels, &f,
	    e);
	free(f.kinds);
	free(f.gap);
	return rc;
}

int
render_picture(const struct maze_render_opts *o, struct maze *m,
    const struct maze_render_heat *h, render_sink *sink, void *sarg,
    struct maze_err *e)
{
	struct render_weave wv;
	int rc;

	if (m->hdr.grid & MAZE_GRID_WEAVE) {
		if (render_weave_view(&wv, m, h, e) == -1)
			return -1;
		rc = flat(o, &wv.v, render_weave_heat(&wv), &wv, sink, sarg,
		    e);
		render_weave_free(&wv);
		return rc;
	}
	if (m->d > 1)
		return render_levels_to(o, m, h, NULL, NULL, sink, sarg, e);
	return flat(o, m, h, NULL, sink, sarg, e);
}

/*
 * A PNG or netpbm image, from memory or from the input.  Read as it is
 * drawn, a maze's palette holds every colour a plain maze may use.
 */
static int
image(FILE *fp, const struct maze_render_opts *o, struct maze *m,
    const struct maze_render_heat *h, maze_render_input *input, void *arg,
    struct maze_err *e)
{
	struct source src;
	unsigned char used[RENDER_NKINDS];
	int rc;

	memset(&src, 0, sizeof src);
	src.o = o;
	src.m = m;
	src.h = h;
	src.input = input;
	src.arg = arg;
	if (m->d > 1)
		return render_levels(fp, o, m, h, input, arg, e);
	if (input != NULL && ((src.row = malloc(m->w)) == NULL ||
	    ((m->hdr.grid & MAZE_GRID_MASK) && ((src.ahead[0] =
	    malloc(m->w)) == NULL || (src.ahead[1] = malloc(m->w)) == NULL)))) {
		free(src.row);
		free(src.ahead[0]);
		return maze_error(e, 0, 0, "out of memory");
	}
	if (o->format == MAZE_RENDER_PNG) {
		if (input != NULL)
			render_used_stream(o, m, used);
		else
			render_used(o, m, h, used);
		rc = render_png(fp, m->w, m->h, o, used, source_rows, &src, e);
	} else
		rc = render_pnm(fp, o->format == MAZE_RENDER_PBM ? 1 : 8, m->w,
		    m->h, o, source_rows, &src, e);
	/* The input's grid must end where the picture does. */
	if (rc == 0 && input != NULL)
		rc = input(arg, m, m->h, src.row, e);
	free(src.row);
	free(src.ahead[0]);
	free(src.ahead[1]);
	return rc;
}

int
render_check_opts(const struct maze_render_opts *o, struct maze_err *e)
{
	if (o->format < MAZE_RENDER_PNG || o->format > MAZE_RENDER_GIF)
		return maze_error(e, 0, 0, "render options: format %d is none "
		    "of MAZE_RENDER_PNG to MAZE_RENDER_GIF", o->format);
	if (o->map < MAZE_RENDER_MAP_NONE || o->map > MAZE_RENDER_MAP_MAGMA)
		return maze_error(e, 0, 0, "render options: map %d is none of "
		    "MAZE_RENDER_MAP_NONE to MAZE_RENDER_MAP_MAGMA", o->map);
	if (o->colour != 0 && o->colour != MAZE_RENDER_COLOUR_256 &&
	    o->colour != MAZE_RENDER_COLOUR_24)
		return maze_error(e, 0, 0, "render options: colour %d is none "
		    "of 0, MAZE_RENDER_COLOUR_256 and MAZE_RENDER_COLOUR_24",
		    o->colour);
	if (o->level < 0 || o->level > 9)
		return maze_error(e, 0, 0, "render options: compression level "
		    "%d, not 0 to 9", o->level);
	return 0;
}

/*
 * Draw m, or a weave's view m with wv, in o's format: maze_render_draw()
 * once m is checked.
 */
static int
draw_as(FILE *fp, const struct maze_render_opts *o, struct maze *m,
    const struct maze_render_heat *h, unsigned long n,
    maze_render_input *input, void *arg, const struct render_weave *wv,
    struct maze_err *e)
{
	struct maze_writer w;

	switch (o->format) {
	case MAZE_RENDER_PNG:
	case MAZE_RENDER_PBM:
	case MAZE_RENDER_PGM:
		if (wv != NULL)
			return flat(o, m, h, wv, render_file_sink, fp, e);
		return image(fp, o, m, h, input, arg, e);
	case MAZE_RENDER_SVG:
		return render_svg(fp, m, o, h, wv, e);
	case MAZE_RENDER_GIF:
		return maze_error(e, 0, 0, "internal error: a GIF is drawn "
		    "by render_anim_frame()");
	}
	if (n > 0 && putc('\n', fp) == EOF)
		return maze_error(e, 0, 0, "write error: %s", strerror(errno));
	/* Plain ascii is the grid as it is (a weave's is a picture). */
	if (o->format == MAZE_RENDER_ASCII && !o->colour && h == NULL &&
	    wv == NULL) {
		maze_writer_init(&w, fp);
		w.h = m->h;
		w.d = m->d;
		return maze_write_rows(&w, m->b, m->w, m->h * m->d, e);
	}
	return render_text(fp, o->format, o->colour, m, o, h, wv, e);
}

int
maze_render_draw(FILE *fp, const struct maze_render_opts *opts, struct maze *m,
    const struct maze_render_heat *h, unsigned long n, maze_render_input *input,
    void *arg, struct maze_err *e)
{
	struct maze_render_opts o = *opts;
	struct render_weave wv;
	int rows = o.format == MAZE_RENDER_PNG || o.format == MAZE_RENDER_PBM ||
	    o.format == MAZE_RENDER_PGM, rc;

	/* Read as it is drawn, m has its size, not yet its blocks. */
	if (render_check_opts(opts, e) == -1 ||
	    maze_check_grid(m, input == NULL, e) == -1)
		return -1;
	if (input != NULL && (!rows || (m->hdr.grid & MAZE_GRID_WEAVE)))
		return maze_error(e, 0, 0, "internal error: only PNG and "
		    "netpbm images are drawn as their rows are read, and not "
		    "of a weave");
	/* A program has checked; a library user may not have. */
	if (render_check_size(opts, m, e) == -1)
		return -1;
	if ((m->hdr.grid & MAZE_GRID_KIND) && render_shaped(opts, m))
		return maze_error(e, m->line, 1, "a %s maze is drawn as a "
		    "picture by mazerender alone, in its geometry; here, only "
		    "as text", maze_grid_name(m->hdr.grid));
	if (o.map == MAZE_RENDER_MAP_NONE)
		h = NULL;
	if (o.block == 0)
		o.block = render_auto_block(m);
	if (!(m->hdr.grid & MAZE_GRID_WEAVE))
		return draw_as(fp, &o, m, h, n, input, arg, NULL, e);
	/* A weave is checked and its view made before anything is written. */
	if (render_weave_view(&wv, m, h, e) == -1)
		return -1;
	rc = draw_as(fp, &o, &wv.v, render_weave_heat(&wv), n, NULL, NULL, &wv,
	    e);
	render_weave_free(&wv);
	return rc;
}
