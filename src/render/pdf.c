/*
 * pdf.c: a PDF document with cairo, a maze a page, each fitted to an A4
 * or Letter page (turned when the maze is wider than high) within its
 * margin: a hex, delta or polar maze drawn in its geometry (geometry.c,
 * polar.c), lines that scale, any other as the pixels of its PNG picture,
 * which the page scales without smoothing them.  mazerender's alone.
 */
#include <cairo-pdf.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "lib/libpriv.h"
#include "render/cairopriv.h"

/* The picture of a maze drawn as blocks, made by render_picture(). */
struct raster {
	cairo_surface_t *img;
	unsigned long line;		/* the maze's, for messages */
};

/* render_sink: the pixel rows into an image surface of pw x ph. */
static int
sink(void *sarg, const struct maze_render_opts *o, uint64_t pw, uint64_t ph,
    const unsigned char *used, render_pixels *pixels, void *arg,
    struct maze_err *e)
{
	struct raster *r = sarg;
	uint32_t rgb[RENDER_NKINDS], *p;
	unsigned char c[3], *kinds, *data;
	uint64_t x, y;
	unsigned k;
	int stride;

	(void)used;
	if (pw > RENDER_CAIRO_SIDE || ph > RENDER_CAIRO_SIDE)
		return maze_error(e, r->line, 1, "a picture %llu pixels %s is "
		    "more than the %d a side a PDF's page holds",
		    (unsigned long long)(pw > RENDER_CAIRO_SIDE ? pw : ph),
		    pw > RENDER_CAIRO_SIDE ? "wide" : "high",
		    RENDER_CAIRO_SIDE);
	for (k = 0; k < RENDER_NKINDS; k++) {
		render_kind_rgb(o, k, c);
		rgb[k] = (uint32_t)c[0] << 16 | (uint32_t)c[1] << 8 | c[2];
	}
	r->img = cairo_image_surface_create(CAIRO_FORMAT_RGB24, (int)pw,
	    (int)ph);
	if (cairo_surface_status(r->img) != CAIRO_STATUS_SUCCESS ||
	    (kinds = malloc((size_t)pw)) == NULL)
		return maze_error(e, 0, 0, "out of memory");
	data = cairo_image_surface_get_data(r->img);
	stride = cairo_image_surface_get_stride(r->img);
	cairo_surface_flush(r->img);
	for (y = 0; y < ph; y++) {
		if (pixels(arg, y, kinds, e) == -1) {
			free(kinds);
			return -1;
		}
		p = (uint32_t *)(void *)(data + (size_t)y * (size_t)stride);
		for (x = 0; x < pw; x++)
			p[x] = rgb[kinds[x]];
	}
	cairo_surface_mark_dirty(r->img);
	free(kinds);
	return 0;
}

/*
 * cairo's writes of the document doc, to its stream; none once the run
 * has failed, so that the document can be freed without writing more.
 */
static cairo_status_t
put(void *arg, const unsigned char *data, unsigned int len)
{
	struct render_doc *doc = arg;

	if (doc->abandon)
		return CAIRO_STATUS_SUCCESS;
	return render_cairo_put(doc->fp, data, len);
}

int
render_pdf_page(struct render_doc *doc, FILE *fp,
    const struct maze_render_opts *o, struct maze *m,
    const struct maze_render_heat *h, struct maze_err *e)
{
	struct raster r = { NULL, m->line };
	cairo_surface_t *s = doc->pdf;
	cairo_status_t st;
	cairo_t *cr;
	double pw, ph, W, H, k, kh;
	int rc;

	if (o->map == MAZE_RENDER_MAP_NONE)
		h = NULL;
	if (m->hdr.grid & MAZE_GRID_KIND)
		rc = render_geo_size(o, m, &pw, &ph, e);
	else if ((rc = maze_check_grid(m, 1, e)) == 0 &&
	    (rc = render_picture(o, m, h, sink, &r, e)) == 0) {
		pw = cairo_image_surface_get_width(r.img);
		ph = cairo_image_surface_get_height(r.img);
	}
	if (rc == -1) {
		if (r.img != NULL)
			cairo_surface_destroy(r.img);
		return -1;
	}
	if (s == NULL) {
		doc->fp = fp;
		doc->pdf = s = cairo_pdf_surface_create_for_stream(put, doc,
		    doc->w, doc->h);
	}
	/* Turned, the page holds a picture wider than high larger. */
	W = pw > ph ? doc->h : doc->w;
	H = pw > ph ? doc->w : doc->h;
	cairo_pdf_surface_set_size(s, W, H);
	k = (W - 2 * doc->margin) / pw;
	kh = (H - 2 * doc->margin) / ph;
	k = kh < k ? kh : k;
	cr = cairo_create(s);
	cairo_translate(cr, (W - k * pw) / 2, (H - k * ph) / 2);
	cairo_scale(cr, k, k);
	if (r.img != NULL) {
		cairo_set_source_surface(cr, r.img, 0, 0);
		cairo_pattern_set_filter(cairo_get_source(cr),
		    CAIRO_FILTER_NEAREST);
		cairo_paint(cr);
		cairo_surface_destroy(r.img);
	} else
		rc = render_geo_draw(cr, o, m, h, e);
	cairo_show_page(cr);
	st = cairo_status(cr);
	cairo_destroy(cr);
	if (rc == 0 && st == CAIRO_STATUS_WRITE_ERROR)
		return maze_error(e, 0, 0, "write error: %s", strerror(errno));
	if (rc == 0 && st != CAIRO_STATUS_SUCCESS)
		return maze_error(e, 0, 0, "cairo: %s",
		    cairo_status_to_string(st));
	return rc;
}

int
render_pdf_end(struct render_doc *doc, struct maze_err *e)
{
	cairo_surface_t *s = doc->pdf;
	cairo_status_t st;

	if (s == NULL)
		return 0;
	doc->pdf = NULL;
	cairo_surface_finish(s);
	st = doc->abandon ? CAIRO_STATUS_SUCCESS : cairo_surface_status(s);
	cairo_surface_destroy(s);
	if (st == CAIRO_STATUS_WRITE_ERROR)
		return maze_error(e, 0, 0, "write error: %s", strerror(errno));
	if (st != CAIRO_STATUS_SUCCESS)
		return maze_error(e, 0, 0, "cairo: %s",
		    cairo_status_to_string(st));
	return 0;
}
