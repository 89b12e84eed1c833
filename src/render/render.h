/* render.h: drawing mazes as pictures. */
#ifndef RENDER_H
#define RENDER_H

#include <stdint.h>
#include <stdio.h>

#include "maze.h"

/* The colours of the blocks, in palette order. */
enum {
	RENDER_WALL, RENDER_OPEN, RENDER_START, RENDER_END, RENDER_PATH,
	RENDER_SEEN, RENDER_NCOLOURS
};

struct render_opts {
	uint32_t block;			/* pixels a block, each way */
	unsigned char rgb[RENDER_NCOLOURS][3];
};

void		render_defaults(struct render_opts *);
uint32_t	render_auto_block(const struct maze *);
int		render_png(FILE *, const struct maze *,
		    const struct render_opts *, struct maze_err *);

#endif
