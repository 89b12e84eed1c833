/* render.h: drawing mazes as pictures: PNG, SVG, netpbm and text. */
#ifndef RENDER_RENDER_H
#define RENDER_RENDER_H

#include <stdint.h>
#include <stdio.h>

#include "lib/maze.h"

/*
 * What a block is drawn as: its kind.  Kinds below RENDER_NCOLOURS have a
 * colour each, set by the options; RENDER_HEAT + k is level k of the heat
 * map, for k below RENDER_HEAT_LEVELS.  A kind fits in a byte.
 */
enum {
	RENDER_WALL, RENDER_OPEN, RENDER_START, RENDER_END, RENDER_PATH,
	RENDER_SEEN, RENDER_BG, RENDER_UNREACH,
	RENDER_W2, RENDER_W9 = RENDER_W2 + 7,	/* weighted blocks '2'..'9' */
	RENDER_NCOLOURS
};
#define RENDER_HEAT		RENDER_NCOLOURS
#define RENDER_HEAT_LEVELS	(256 - RENDER_NCOLOURS)
#define RENDER_NKINDS		256

/* Colour maps for the heat map. */
enum { RENDER_MAP_NONE, RENDER_MAP_RAINBOW, RENDER_MAP_VIRIDIS,
	RENDER_MAP_MAGMA };

struct render_opts {
	uint32_t block;			/* pixels an open block, each way */
	unsigned char rgb[RENDER_NCOLOURS][3];
	uint32_t wall;			/* pixels of the wall lines; 0: block */
	uint32_t margin;		/* pixels of background around */
	int map;			/* RENDER_MAP_*: a heat map */
	uint32_t cycles;		/* times through the map */
	int level;			/* zlib level 0-9 */
	unsigned char weight[3];	/* the colour of a '9' block */
};

/* The heat map of a maze: each block's distance from the root. */
struct render_heat {
	uint32_t *dist;			/* per block; RENDER_FAR: unreached */
	size_t cap;
	uint32_t max;			/* the largest distance reached */
};
#define RENDER_FAR	UINT32_MAX

/* kinds.c */
void		render_defaults(struct render_opts *);
void		render_shade_weights(struct render_opts *);
uint32_t	render_auto_block(const struct maze *);
int		render_colour(const char *, unsigned char rgb[3]);
int		render_map_find(const char *);
void		render_map_colour(int map, unsigned k, unsigned char rgb[3]);
void		render_kind_rgb(const struct render_opts *, unsigned kind,
		    unsigned char rgb[3]);
void		render_kinds(const struct render_opts *, const unsigned char *row,
		    uint32_t w, const uint32_t *dist, uint32_t max,
		    unsigned char *kinds);
void		render_used(const struct render_opts *, const struct maze *,
		    const struct render_heat *, unsigned char used[RENDER_NKINDS]);
void		render_used_stream(const struct render_opts *,
		    unsigned char used[RENDER_NKINDS]);

/* heat.c */
void		render_heat_init(struct render_heat *);
void		render_heat_free(struct render_heat *);
int		render_heat(struct render_heat *, const struct maze *,
		    size_t root, struct maze_err *);

/*
 * Pixel geometry: the -c/-w/-m sizes.  Even rows and columns (the wall
 * lines of a cell maze) are wall pixels wide, odd ones block pixels.
 */
static inline uint32_t
render_size(const struct render_opts *o, uint32_t i)
{
	return i % 2 ? o->block : o->wall ? o->wall : o->block;
}
uint64_t	render_span(const struct render_opts *, uint32_t blocks);

/*
 * Where the rows of kinds come from: fill kinds with row y, or return -1
 * with e set.  Rows are asked for in order, each once.
 */
typedef int	render_rows(void *arg, uint32_t y, unsigned char *kinds,
		    struct maze_err *);

/* png.c */
int		render_png(FILE *, uint32_t w, uint32_t h,
		    const struct render_opts *, const unsigned char *used,
		    render_rows *, void *arg, struct maze_err *);

/* pnm.c: bits is 1 for PBM, 8 for PGM. */
int		render_pnm(FILE *, int bits, uint32_t w, uint32_t h,
		    const struct render_opts *, render_rows *, void *arg,
		    struct maze_err *);

/* svg.c */
int		render_svg(FILE *, const struct maze *, const struct render_opts *,
		    const struct render_heat *, struct maze_err *);

/* text.c: ascii, unicode and half-block text, colour optional. */
enum { RENDER_ASCII, RENDER_UNICODE, RENDER_HALF };
int		render_text(FILE *, int style, int colour, const struct maze *,
		    const struct render_opts *, const struct render_heat *,
		    struct maze_err *);

#endif
