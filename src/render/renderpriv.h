/*
 * renderpriv.h: what the drawing code needs: the kinds blocks are drawn
 * as, the geometry, the heat map's search and the back ends (PNG, netpbm,
 * SVG, text).  Private to src/render.
 */
#ifndef RENDER_RENDERPRIV_H
#define RENDER_RENDERPRIV_H

#include <stdint.h>
#include <stdio.h>

#include "lib/libint.h"
#include "render/renderint.h"

/*
 * What a block is drawn as: its kind.  Kinds below MAZE_RENDER_NCOLOURS have a
 * colour each, set by the options; RENDER_HEAT + k is level k of the heat
 * map, for k below RENDER_HEAT_LEVELS.  A kind fits in a byte.
 */
enum {
	RENDER_WALL, RENDER_OPEN, RENDER_START, RENDER_END, RENDER_PATH,
	RENDER_SEEN, RENDER_BG, RENDER_UNREACH,
	RENDER_W2, RENDER_W9 = RENDER_W2 + 7	/* weighted blocks '2'..'9' */
};
_Static_assert(RENDER_W9 + 1 == MAZE_RENDER_NCOLOURS,
    "a colour for each kind below the heat map's");
#define RENDER_HEAT		MAZE_RENDER_NCOLOURS
#define RENDER_HEAT_LEVELS	(256 - MAZE_RENDER_NCOLOURS)

/*
 * A frame's marks (maze(5)): the head '@', the frontier '*' and a walk in
 * progress '~'.  A picture with a heat map draws them in the map's colours
 * as the open blocks they are, so they take the kinds of the map's first
 * levels, which only a heat map uses.
 */
#define RENDER_HEAD		RENDER_HEAT
#define RENDER_FRONTIER		(RENDER_HEAT + 1)
#define RENDER_WALK		(RENDER_HEAT + 2)
#define RENDER_NMARKS		3
#define RENDER_NKINDS		256

/* kinds.c */
void		render_shade_weights(struct maze_render_opts *);
uint32_t	render_auto_block(const struct maze *);
/*
 * draw.c: are o's format, colour map, text colour and compression level
 * among those render.h names?  0, or -1 with e: what draws begins here,
 * so that a caller's value out of range is an error, not an index.
 */
int	render_check_opts(const struct maze_render_opts *, struct maze_err *);
void		render_map_colour(int map, unsigned k, unsigned char rgb[3]);
void		render_kind_rgb(const struct maze_render_opts *, unsigned kind,
		    unsigned char rgb[3]);
int		render_palette(const struct maze_render_opts *,
		    const unsigned char *used, unsigned char rgb[][3],
		    unsigned char val[RENDER_NKINDS]);
void		render_kinds(const struct maze_render_opts *,
		    const unsigned char *row,
		    uint32_t w, const uint32_t *dist, uint32_t max,
		    unsigned char *kinds);
/*
 * Masks (maze(5) "Grids"): a block is outside the maze, and drawn as
 * background, if every cell it touches is outside: a cell, itself; a wall,
 * the cells on its two sides; a corner, the up to four around it; the
 * grid's edge counts as outside.  A cell outside is a wall.  So the
 * outline of the inside is drawn as wall, and the outside as nothing.
 * render_outside() says whether block x of row y (row's blocks; above and
 * below the rows either side, NULL beyond the grid) is, and
 * render_mask_kinds() makes the kinds of the row's outside blocks
 * RENDER_BG.  The one rule every format draws by.
 */
int		render_outside(const unsigned char *above,
		    const unsigned char *row, const unsigned char *below,
		    uint32_t w, uint32_t y, uint32_t x);
void		render_mask_kinds(const unsigned char *above,
		    const unsigned char *row, const unsigned char *below,
		    uint32_t w, uint32_t y, unsigned char *kinds);
/*
 * The kinds of row y of a level of m in memory, whose blocks begin at lv
 * (m->b for a flat maze): render_kinds(), and where m's grid line says
 * mask, render_mask_kinds() with the rows either side.
 */
void		render_row_kinds(const struct maze_render_opts *,
		    const struct maze *, const unsigned char *lv, uint32_t y,
		    const uint32_t *dist, uint32_t max, unsigned char *kinds);
void		render_used(const struct maze_render_opts *,
		    const struct maze *, const struct maze_render_heat *,
		    unsigned char used[RENDER_NKINDS]);
void		render_used_stream(const struct maze_render_opts *,
		    const struct maze *,
		    unsigned char used[RENDER_NKINDS]);

/* page.js and page.css, as the Makefile puts them in page.c. */
extern const char	render_page_js[], render_page_css[];

/*
 * sha256.c: n bytes in base64, 4 characters for each 3 and a NUL, and
 * the SHA-256 of n bytes so (44 characters).
 */
void		render_base64(const unsigned char *in, size_t n, char *out);
void		render_sha256_b64(const void *data, size_t n, char out[45]);

/* heat.c */
int		render_heat(struct maze_render_heat *, const struct maze *,
		    size_t root, struct maze_err *);

/*
 * Pixel geometry: the -c/-w/-m sizes.  Even rows and columns (the wall
 * lines of a cell maze) are wall pixels wide, odd ones block pixels.
 */
static inline uint32_t
render_size(const struct maze_render_opts *o, uint32_t i)
{
	return i % 2 ? o->block : o->wall ? o->wall : o->block;
}
uint64_t	render_span(const struct maze_render_opts *, uint32_t blocks);

/*
 * Where the rows of kinds come from: fill kinds with row y, or return -1
 * with e set.  Rows are asked for in order, each once.
 */
typedef int	render_rows(void *arg, uint32_t y, unsigned char *kinds,
		    struct maze_err *);

/*
 * Or the rows of a picture drawn pixel by pixel: fill kinds with the kind
 * of each pixel of pixel row y, margins included, or return -1 with e set.
 * Rows are asked for in order, each once.
 */
typedef int	render_pixels(void *arg, uint64_t y, unsigned char *kinds,
		    struct maze_err *);

/*
 * A back end that takes a picture pw x ph pixels as its pixel rows, used
 * saying which kinds may occur, for a palette; sarg is the back end's.
 */
typedef int	render_sink(void *sarg, const struct maze_render_opts *,
		    uint64_t pw, uint64_t ph, const unsigned char *used,
		    render_pixels *, void *arg, struct maze_err *);

/* Where a render_framer (renderint.h) gives a frame: a back end's sink. */
struct render_frame_to {
	render_sink *sink;
	void *sarg;
};

/*
 * gif.c: the rectangle in which picture f differs from s, both w x h
 * (x0, y0, x1, y1 in r; all 0 if none), which a GIF's frame and a page's
 * store; maze_render_animate(), a hex, delta or polar maze's frame drawn
 * by frame (mazerender's render_cairo.frame), or refused if it is NULL.
 */
void		render_changed(const unsigned char *f,
		    const unsigned char *s, uint64_t w, uint64_t h,
		    uint64_t r[4]);
int		render_animate(FILE *, int whole,
		    const struct maze_render_opts *, maze_render_next *,
		    void *arg, struct maze_render_heat *, render_framer *frame,
		    struct maze_err *);

/* png.c: w x h blocks from rows, or pw x ph pixels from pixels (_px). */
int		render_png(FILE *, uint32_t w, uint32_t h,
		    const struct maze_render_opts *, const unsigned char *used,
		    render_rows *, void *arg, struct maze_err *);
int		render_png_px(FILE *, uint64_t pw, uint64_t ph,
		    const struct maze_render_opts *, const unsigned char *used,
		    render_pixels *, void *arg, struct maze_err *);

/* pnm.c: bits is 1 for PBM, 8 for PGM. */
int		render_pnm(FILE *, int bits, uint32_t w, uint32_t h,
		    const struct maze_render_opts *, render_rows *, void *arg,
		    struct maze_err *);
int		render_pnm_px(FILE *, int bits, uint64_t pw, uint64_t ph,
		    const struct maze_render_opts *, render_pixels *, void *arg,
		    struct maze_err *);

/*
 * levels.c: a maze of several levels, drawn as panels, a level each, side
 * by side in rows of panels, each labelled with its number above it.  A
 * maze whose even levels are floors (render_folds()) is drawn as its odd
 * levels alone, panel p showing level 2p + 1; any other, every level.
 */
struct render_layout {
	uint32_t panels;	/* levels drawn */
	uint32_t first, step;	/* the level of panel 0; levels a panel on */
	uint32_t cols, rows;	/* panels a row of them; rows of panels */
	uint32_t scale;		/* pixels a side of a pixel of the font */
	uint64_t pw, ph;	/* pixels of a level's picture */
	uint64_t pitch;		/* from one panel's left edge to the next's */
	uint64_t label, gap;	/* the label above a panel; between panels */
	uint64_t width, height;	/* the whole picture, margins included */
};

/* Which way a block leads to the levels before and after it. */
enum { RENDER_MARK_NONE, RENDER_MARK_UP, RENDER_MARK_DOWN,
	RENDER_MARK_BOTH };

#define RENDER_GLYPH_W	3	/* the font's glyphs, in font pixels */
#define RENDER_GLYPH_H	5

int		render_folds(const struct maze *, int whole);
void		render_layout(struct render_layout *,
		    const struct maze_render_opts *, const struct maze *,
		    int folds);
int		render_glyph(unsigned digit, unsigned x, unsigned y);
uint64_t	render_label_width(uint32_t n, uint32_t scale);
int		render_mark(const unsigned char *above,
		    const unsigned char *here,
		    const unsigned char *below);
int		render_mark_px(int mark, uint32_t bw, uint32_t bh, uint32_t x,
		    uint32_t y);
void		render_level(const struct maze *, uint32_t z, struct maze *v);
int		render_levels(FILE *, const struct maze_render_opts *,
		    struct maze *, const struct maze_render_heat *,
		    maze_render_input *, void *arg, struct maze_err *);
int		render_levels_to(const struct maze_render_opts *, struct maze *,
		    const struct maze_render_heat *, maze_render_input *,
		    void *arg, render_sink *, void *sarg, struct maze_err *);

/* A PNG or netpbm picture of pixel rows, on the FILE sarg is. */
render_sink	render_file_sink;

/*
 * weave.c: a weave maze (maze(5) "Grids") drawn as one picture, its view:
 * v, a flat cell maze of level 0's blocks, in which each tunnel's side
 * blocks (the walls beside the crossing it passes under) are the
 * tunnel's blocks of level 2, and a cell over a tunnel (a crossing, an
 * end) its block of level 0 but where the tunnel's under it is the more
 * strongly marked (a route before explored, those before none); with
 * v's heat map, each block's distance from the level it was taken from.
 * render_weave_view() makes it, once maze_is_weave() has taken m (else
 * -1, e at the first block that is wrong); render_weave_free() frees it
 * (NULL: nothing).  render_weave_gap() says whether block x, y of v is a
 * side block, and which side of it is towards the crossing: there every
 * format draws across it the line of the wall it is on level 0, of
 * render_gap_width() pixels (a quarter of a wall line, rounded; none
 * for one pixel), render_gap_px() saying whether pixel x, y of such a
 * block bw x bh is on it.
 */
struct render_weave {
	struct maze v;			/* owns v.b */
	struct maze_render_heat heat;	/* owns heat.dist, if a map */
	const unsigned char *floor;	/* levels 1 and 2 of the weave */
	const unsigned char *tun;
};
enum { RENDER_GAP_NONE, RENDER_GAP_N, RENDER_GAP_E, RENDER_GAP_S,
	RENDER_GAP_W };
int		render_weave_view(struct render_weave *,
		    const struct maze *m, const struct maze_render_heat *,
		    struct maze_err *);
void		render_weave_free(struct render_weave *);
const struct maze_render_heat *render_weave_heat(const struct render_weave *);
int		render_weave_gap(const struct render_weave *, uint32_t x,
		    uint32_t y);
uint32_t	render_gap_width(const struct maze_render_opts *);
int		render_gap_px(int gap, uint32_t t, uint32_t bw, uint32_t bh,
		    uint32_t x, uint32_t y);

/*
 * draw.c: m, in memory, as pixel rows through sink: a flat maze's blocks
 * with the -c/-w/-m geometry, a maze of levels as its panels, a weave as
 * its view.
 */
int		render_picture(const struct maze_render_opts *, struct maze *,
		    const struct maze_render_heat *, render_sink *, void *sarg,
		    struct maze_err *);

/*
 * svg.c: a maze of several levels as render_layout() lays it out; with
 * wv, the weave's view, m being wv->v.
 */
int		render_svg(FILE *,
		    const struct maze *, const struct maze_render_opts *,
		    const struct maze_render_heat *,
		    const struct render_weave *wv, struct maze_err *);

/*
 * text.c: style MAZE_RENDER_ASCII, MAZE_RENDER_UNICODE or
 * MAZE_RENDER_HALF; wv as for render_svg().
 */
int		render_text(FILE *, int style, int colour, const struct maze *,
		    const struct maze_render_opts *,
		    const struct maze_render_heat *,
		    const struct render_weave *wv, struct maze_err *);

#endif
