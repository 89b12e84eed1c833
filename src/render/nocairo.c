/*
 * nocairo.c: render_geometry() where mazerender is built without cairo
 * (make CAIRO=no: tests/cross.sh, whose static links for other machines
 * have none): a hex or delta maze's picture is refused, its text drawn.
 */
#include "render/renderpriv.h"

int
render_geometry(FILE *fp, const struct maze_render_opts *o,
    const struct maze *m, const struct maze_render_heat *h,
    struct maze_err *e)
{
	(void)fp;
	(void)o;
	(void)h;
	return maze_error(e, m->line, 1, "a %s maze is drawn as a picture "
	    "only by a mazerender built with cairo; this one draws it as text",
	    m->hdr.grid & MAZE_GRID_HEX ? "hex" : "delta");
}
