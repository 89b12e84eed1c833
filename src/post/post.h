/* post.h: post-processing cell mazes: where the endpoints are. */
#ifndef POST_H
#define POST_H

#include <stdint.h>

#include "maze.h"
#include "rng.h"
#include "search.h"

/* Where an endpoint goes: --start and --end. */
enum spot_kind {
	SPOT_NONE,	/* leave it */
	SPOT_CELL,	/* cell x, y */
	SPOT_NW, SPOT_NE, SPOT_SW, SPOT_SE, SPOT_CENTER,
	SPOT_RANDOM,
	SPOT_FARTHEST	/* farthest by path from the other endpoint */
};

struct spot {
	enum spot_kind kind;
	uint32_t x, y;
};

int	post_parse_spot(const char *, struct spot *, const char **why);
int	post_place(struct maze *, unsigned char which, const struct spot *,
	    struct rng *, struct search *, struct maze_err *);

#endif
