/*
 * nocairo.c: render_cairo where mazerender is built without cairo (make
 * CAIRO=no: tests/cross.sh, whose static links for other machines have
 * none): a hex, delta or polar maze's picture or GIF frame, and PDF, are
 * refused.
 */
#include "render/renderpriv.h"

#define WITHOUT	"a %s maze is drawn as a picture only by a mazerender " \
	"built with cairo; this one draws it as text"

static int
draw(struct render_doc *doc, FILE *fp,
    const struct maze_render_opts *o, struct maze *m,
    const struct maze_render_heat *h, struct maze_err *e)
{
	(void)doc;
	(void)fp;
	(void)h;
	if (m == NULL)
		return 0;
	if (o->format == RENDER_PDF)
		return maze_error(e, m->line, 1, "PDF is drawn only by a "
		    "mazerender built with cairo");
	return maze_error(e, m->line, 1, WITHOUT, maze_grid_name(m->hdr.grid));
}

static int
frame(const struct maze_render_opts *o, struct maze *m,
    const struct maze_render_heat *h, struct render_frame_to *to,
    struct maze_err *e)
{
	(void)o;
	(void)h;
	(void)to;
	return maze_error(e, m->line, 1, WITHOUT, maze_grid_name(m->hdr.grid));
}

const struct render_shapes render_cairo = { draw, frame, render_html };
