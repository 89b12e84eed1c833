/*
 * gen.h: maze generators: the registry, the options, and making a maze.
 * Public: installed, maze(3)'s.  What the toolkit's programs share besides
 * is in genint.h, and what a generator's author needs in genpriv.h.
 */
#ifndef GEN_GEN_H
#define GEN_GEN_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "lib/algo.h"
#include "lib/maze.h"
#include "lib/rng.h"

/*
 * libmaze exports what its public headers declare, and nothing more
 * (src/libmaze.map).
 */
#if defined(__GNUC__)
#pragma GCC visibility push(default)
#endif

/* Where tree growth starts (--root). */
enum maze_gen_root { MAZE_GEN_ROOT_DEFAULT, MAZE_GEN_ROOT_RANDOM,
	MAZE_GEN_ROOT_CENTER, MAZE_GEN_ROOT_CORNER, MAZE_GEN_ROOT_XY };

/* The kind of cells (mazegen(1) --grid; maze(5) "Grids"). */
enum maze_gen_grid { MAZE_GEN_GRID_SQUARE, MAZE_GEN_GRID_HEX,
	MAZE_GEN_GRID_DELTA, MAZE_GEN_GRID_POLAR };

/* A growing-tree selection policy, one part of a mix. */
enum maze_gen_pick { MAZE_GEN_PICK_NEWEST, MAZE_GEN_PICK_OLDEST,
	MAZE_GEN_PICK_RANDOM, MAZE_GEN_PICK_MIDDLE };

#define MAZE_GEN_MAX_MIX	4

/*
 * The options that change a maze.  maze_gen_opts_init sets the defaults; an
 * algorithm reads only the ones it documents.
 *
 * And one that changes nothing in it: joined, NULL by default, points at
 * a count for a program to sample while the maze is made (from a signal
 * handler, say, to show its progress: the library never prints).  Every
 * generator that makes the whole maze before its first row (all but those
 * that stream their rows: eller, sidewinder, binary-tree) adds one to
 * *joined for each cell it joins to the maze as it goes, n - 1 in all for
 * n cells, the first cell being the maze: Kruskal's for each wall it takes
 * down, recursive division for each gap and each passage of its last
 * rooms.  Counting is an add in memory a step, never a call; the
 * generator never reads the count, and the program sets it before each
 * maze (to 1, say, to count to n).  A size_t, the machine's word, so that
 * a sample is whole.
 */
struct maze_gen_opts {
	enum maze_gen_root root;
	uint32_t rx, ry, rz;		/* the root cell for MAZE_GEN_ROOT_XY */
	int rdims;			/* its coordinates given: 2 or 3 */
	uint32_t newest;		/* dfs-growth: pick among this many */
	uint32_t corridor;		/* corridor: longest corridor, cells */
	/* binary-tree: the corner, 0 nw 1 ne 2 sw 3 se. */
	int bias;
	/* eller, sidewinder: gen_east (genpriv.h). */
	uint64_t apart;
	int nmix;			/* growing-tree: policy parts */
	enum maze_gen_pick pick[MAZE_GEN_MAX_MIX];
	uint32_t weight[MAZE_GEN_MAX_MIX];	/* their weights */
	struct maze_gen_frames *frames;	/* set by gen_frames_write alone */
	volatile size_t *joined;	/* cells joined so far, or NULL */
	/* The cells inside the maze (mask.c), or NULL: every cell. */
	const struct maze_gen_mask *mask;
	/* A weave maze: the chance of a crossing where one can go, over 0
	   and at most 1; 0 for none (mazegen(1) --weave). */
	double weave;
	/* The kind of cells: hexagons and triangles in one level, by the
	   generators that walk a graph (MAZE_GEN_GRIDS). */
	enum maze_gen_grid grid;
};

/*
 * mask.c: a mask, the cells of a grid inside a maze (mazegen(1) --mask).
 * maze_gen_mask_read() reads one from fp, a PNG if it begins with the PNG
 * signature, else text, as w x h x d cells: w and h 0 for its own size,
 * else scaled to them; d 0 for its own levels, else a mask of one level
 * is each level's and one of several must have d.  Its inside must be one
 * part, or with MAZE_GEN_PARTS_LARGEST the largest part is kept.  It
 * returns the mask, the caller's to free with maze_gen_mask_free(); or
 * NULL with e at the line and column of what is wrong (0 for none).  A
 * mask goes to a generator in maze_gen_opts.mask, for a maze of its size,
 * which maze_gen_mask_size() gives, and of maze_gen_mask_inside() cells.
 */
struct maze_gen_mask;
enum { MAZE_GEN_PARTS_ONE, MAZE_GEN_PARTS_LARGEST };
struct maze_gen_mask *maze_gen_mask_read(FILE *, uint32_t w, uint32_t h,
	    uint32_t d, int how, struct maze_err *);
void	maze_gen_mask_free(struct maze_gen_mask *);
void	maze_gen_mask_size(const struct maze_gen_mask *, uint32_t *w,
	    uint32_t *h, uint32_t *d);
size_t	maze_gen_mask_inside(const struct maze_gen_mask *);

/* options.c: the defaults. */
void	maze_gen_opts_init(struct maze_gen_opts *);

/*
 * A generator takes a cell maze with every wall standing, as
 * maze_gen_make() gives it one, and removes walls until the cells form a
 * perfect maze: connected, without loops.  It returns 0, or -1 with e set
 * (out of memory, say).
 */
typedef int maze_gen_fn(struct maze *, struct maze_rng *,
    const struct maze_gen_opts *, struct maze_err *);

struct maze_gen_streamer;	/* genpriv.h */
struct maze_gen_frames;	/* genpriv.h */

struct maze_gen_algo {
	struct maze_algo_info info;
	maze_gen_fn *run;		/* NULL for a streaming generator */
	const struct maze_gen_streamer *stream;	/* NULL if it works in memory */
	unsigned flags;		/* MAZE_GEN_ below */
};

/* What an algorithm is and which options it reads. */
#define MAZE_GEN_FIXED	0x01	/* no randomness, but a random --root */
#define MAZE_GEN_ROOT	0x02	/* --root */
#define MAZE_GEN_POLICY	0x04	/* --policy */
#define MAZE_GEN_NEWEST	0x08	/* --newest */
#define MAZE_GEN_CORRIDOR	0x10	/* --corridor */
#define MAZE_GEN_BIAS	0x20	/* --bias: a chance, gen_east, or a corner */
#define MAZE_GEN_CORNER	0x80	/* --bias: a corner */
#define MAZE_GEN_LEVELS	0x100	/* makes mazes of several levels too */

const struct maze_gen_algo	*maze_gen_algo(size_t i);
const struct maze_algo_info	*maze_gen_info(size_t i);
int	maze_gen_make(struct maze *, const struct maze_gen_algo *, uint32_t cw,
	    uint32_t ch, uint64_t seed, struct maze_err *);
int	maze_gen_make3(struct maze *, const struct maze_gen_algo *, uint32_t cw,
	    uint32_t ch, uint32_t cd, uint64_t seed,
	    const struct maze_gen_opts *, struct maze_err *);

#if defined(__GNUC__)
#pragma GCC visibility pop
#endif

#endif
