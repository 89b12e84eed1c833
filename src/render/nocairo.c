/*
 * nocairo.c: render_geometry() where mazerender is built without cairo
 * (make CAIRO=no: tests/cross.sh, whose static links for other machines
 * have none): a hex, delta or polar maze's picture, and PDF, are
 * refused.
 */
#include "render/renderpriv.h"

int
render_geometry(struct render_doc *doc, FILE *fp,
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
	return maze_error(e, m->line, 1, "a %s maze is drawn as a picture "
	    "only by a mazerender built with cairo; this one draws it as text",
	    maze_grid_name(m->hdr.grid));
}
