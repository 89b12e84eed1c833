/*
 * render.h: drawing mazes as pictures: PNG, SVG, netpbm and text.  Public:
 * installed, maze(3)'s.  mazerender's options and its run are in
 * renderint.h; the kinds and the back ends in renderpriv.h.
 */
#ifndef RENDER_RENDER_H
#define RENDER_RENDER_H

#include <stdint.h>
#include <stdio.h>

#include "lib/maze.h"

/*
 * libmaze exports what its public headers declare, and nothing more
 * (src/libmaze.map).
 */
#if defined(__GNUC__)
#pragma GCC visibility push(default)
#endif

/* The formats, as -f names them, in render_format_find()'s order. */
enum { MAZE_RENDER_PNG, MAZE_RENDER_SVG, MAZE_RENDER_PBM, MAZE_RENDER_PGM,
	MAZE_RENDER_ASCII, MAZE_RENDER_UNICODE, MAZE_RENDER_HALF,
	MAZE_RENDER_GIF };

/* Colour maps for the heat map. */
enum { MAZE_RENDER_MAP_NONE, MAZE_RENDER_MAP_RAINBOW, MAZE_RENDER_MAP_VIRIDIS,
	MAZE_RENDER_MAP_MAGMA };

/* The colours the options set: one for each kind of block (renderpriv.h). */
#define MAZE_RENDER_NCOLOURS	16

/*
 * How to draw: maze_render_defaults() sets every field, the options change
 * some.
 */
struct maze_render_opts {
	int format;			/* MAZE_RENDER_PNG ... _GIF */
	uint32_t block;			/* pixels an open block; 0: auto */
	unsigned char rgb[MAZE_RENDER_NCOLOURS][3];
	uint32_t wall;			/* pixels of the wall lines; 0: block */
	uint32_t margin;		/* pixels of background around */
	int map;			/* MAZE_RENDER_MAP_*: a heat map */
	uint32_t cycles;		/* times through the map */
	int level;			/* zlib level 0-9 */
	unsigned char weight[3];	/* the colour of a '9' block */
	unsigned char mark[3][3];	/* a frame's head, frontier, walk */
	int colour;			/* text: 0 or MAZE_RENDER_COLOUR_ */
	int from;			/* render_set_from() was called */
	uint64_t fx, fy, fz;		/* the heat map's root, not S */
	const char *fromarg;		/* as given, for messages */
	uint32_t columns;		/* panels of levels a row; 0: auto */
	uint32_t delay, hold;		/* ms a frame shows; the last one */
	uint32_t loop;			/* times an animation plays; 0: ever */
};

/* The heat map of a maze: each block's distance from the root. */
struct maze_render_heat {
	uint32_t *dist;			/* per block; MAZE_RENDER_FAR: none */
	size_t cap;
	uint32_t max;			/* the largest distance reached */
	struct maze_search *srch;	/* the walk's, kept from maze to maze */
};
#define MAZE_RENDER_FAR	UINT32_MAX

/* kinds.c */

/* The defaults: a PNG, the man page's colours, block size chosen. */
void	maze_render_defaults(struct maze_render_opts *);

/* heat.c: h's memory is kept from one maze to the next. */
void	maze_render_heat_init(struct maze_render_heat *);
void	maze_render_heat_free(struct maze_render_heat *);

/* Text in colour: the nearest of 256 colours, or 24-bit colour. */
#define MAZE_RENDER_COLOUR_256	1
#define MAZE_RENDER_COLOUR_24	2

/* The most pixels a picture may have a side: PNG's limit, for all. */
#define MAZE_RENDER_MAX_SIDE	2147483647u
#define MAZE_RENDER_GIF_SIDE	65535u		/* a GIF's sides are 16-bit */

/*
 * The heat map of m, read whole, into h: the distances from the start, or
 * from the --from block.  Does nothing without a map.  Returns 0, or -1
 * with e set: an error of the input (no start, a root outside the maze or
 * on a wall, out of memory).
 */
int	maze_render_heat_map(struct maze_render_heat *h,
	    const struct maze_render_opts *, const struct maze *m,
	    struct maze_err *e);

/*
 * The rows of a maze drawn as it is read: row y of m into row (m->w
 * blocks), for y from 0 to m->h * m->d - 1 in order (every level's rows,
 * in the order of the text); then, with y equal to m->h * m->d, the end of
 * its grid, row then being room for a row.  Returns 0, or -1
 * with e set.  A program's callback may exit on bad input instead.
 */
typedef int	maze_render_input(void *arg, struct maze *m, uint32_t y,
		    unsigned char *row, struct maze_err *e);

/*
 * Draw m on fp in the format of the options, with its heat map h if there
 * is a map (see maze_render_heat_map()).  If input is not NULL, m's rows are
 * read through it as they are drawn (only as render_streams() allows);
 * otherwise m has been read whole.  n is the number of mazes drawn on fp
 * before this one: text puts an empty line between two.  Returns 0, or -1
 * with e set: an error of the output (a write error, a picture too large,
 * out of memory), an empty maze (no blocks), or one input returned.
 */
int	maze_render_draw(FILE *fp, const struct maze_render_opts *,
	    struct maze *m, const struct maze_render_heat *h, unsigned long n,
	    maze_render_input *input, void *arg, struct maze_err *e);

/*
 * The next maze of a stream, its header checked (render_check_size()) and
 * its grid read whole into m, with its heat map in h; returns 1, or 0 at
 * the end of the stream.  A program's callback exits on bad input.
 */
typedef int	maze_render_next(void *arg, struct maze *m,
	    struct maze_render_heat *h);

/*
 * gif.c: every maze next gives as a frame of one animated GIF on fp, each
 * shown the options' delay, the last their hold.  Every frame must be a
 * picture of the first one's size.  With whole, the GIF is made in memory
 * and written only once complete (standard output cannot be taken back).
 * Returns 0, or -1 with e set: an error with a line is the input's.
 */
int	maze_render_animate(FILE *fp, int whole,
	    const struct maze_render_opts *, maze_render_next *, void *arg,
	    struct maze_render_heat *h, struct maze_err *e);

#if defined(__GNUC__)
#pragma GCC visibility pop
#endif

#endif
