/*
 * cairopriv.h: what mazerender's drawing with cairo shares between its
 * files: geometry.c (hex and delta mazes in their geometry), polar.c
 * (polar mazes) and pdf.c (a PDF, a maze a page).  Private to them:
 * nothing else includes cairo.h, and neither libmaze nor the other
 * programs link it.
 */
#ifndef RENDER_CAIROPRIV_H
#define RENDER_CAIROPRIV_H

#include <cairo.h>

#include "render/renderpriv.h"

/*
 * cairo's image surfaces hold at most this many pixels a side (pixman's
 * coordinates are 16-bit).
 */
#define RENDER_CAIRO_SIDE	32767

/* geometry.c: cr's source the colour of kind (RENDER_*), as o says. */
void	render_cairo_colour(cairo_t *cr, const struct maze_render_opts *,
	    unsigned kind);

/* cairo's writes, to the stream arg is. */
cairo_status_t	render_cairo_put(void *arg, const unsigned char *data,
		    unsigned int len);

/*
 * geometry.c: the size of the picture of hex, delta or polar maze m in
 * pixels (render_geo_size()); and its picture drawn on cr, in pixels,
 * from (0, 0) (render_geo_draw()).  Each returns 0, or -1 with e set.
 */
int	render_geo_size(const struct maze_render_opts *, const struct maze *m,
	    double *pw, double *ph, struct maze_err *e);
int	render_geo_draw(cairo_t *cr, const struct maze_render_opts *,
	    const struct maze *m, const struct maze_render_heat *h,
	    struct maze_err *e);

/*
 * polar.c: the same of a polar maze, which render_geo_size() and
 * render_geo_draw() hand it.
 */
int	render_polar_size(const struct maze_render_opts *,
	    const struct maze *m, double *pw, double *ph, struct maze_err *e);
int	render_polar_draw(cairo_t *cr, const struct maze_render_opts *,
	    const struct maze *m, const struct maze_render_heat *h,
	    struct maze_err *e);

/*
 * pdf.c: maze m as the next page of the PDF doc->pdf, begun on fp if NULL
 * (render_pdf_page()), and the PDF complete, doc->pdf NULL again
 * (render_pdf_end()).  Each returns 0, or -1 with e set.
 */
int	render_pdf_page(struct render_doc *doc, FILE *fp,
	    const struct maze_render_opts *, struct maze *m,
	    const struct maze_render_heat *h, struct maze_err *e);
int	render_pdf_end(struct render_doc *doc, struct maze_err *e);

#endif
