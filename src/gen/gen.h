/*
 * gen.h: maze generators: the registry, the options, and making a maze.
 * Public: what programs call.  What a generator's author needs besides is
 * in genpriv.h.
 */
#ifndef GEN_GEN_H
#define GEN_GEN_H

#include <stddef.h>
#include <stdint.h>

#include "lib/algo.h"
#include "lib/maze.h"
#include "lib/rng.h"

/* libmaze exports what its public headers declare, and nothing more. */
#if defined(__GNUC__)
#pragma GCC visibility push(default)
#endif

/* Where tree growth starts (--root). */
enum maze_gen_root { MAZE_GEN_ROOT_DEFAULT, MAZE_GEN_ROOT_RANDOM,
	MAZE_GEN_ROOT_CENTER, MAZE_GEN_ROOT_CORNER, MAZE_GEN_ROOT_XY };

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
};

/*
 * options.c.  maze_gen_opts_init() sets the defaults.  The parsers read an
 * option's argument into o and return 0, or -1 with why saying what was
 * expected: gen_parse_root() --root, gen_parse_corner() binary-tree's
 * --bias, gen_parse_policy() growing-tree's --policy.
 */
void	maze_gen_opts_init(struct maze_gen_opts *);
int	gen_parse_root(struct maze_gen_opts *, const char *, const char **why);
int	gen_parse_corner(struct maze_gen_opts *, const char *,
	    const char **why);
int	gen_parse_policy(struct maze_gen_opts *, const char *,
	    const char **why);

/*
 * A generator takes a cell maze with every wall standing (maze_alloc_cells)
 * and removes walls until the cells form a perfect maze: connected, without
 * loops.  It returns 0, or -1 with e set (out of memory, say).
 */
typedef int maze_gen_fn(struct maze *, struct maze_rng *,
    const struct maze_gen_opts *, struct maze_err *);

struct maze_gen_streamer;	/* genpriv.h */
struct maze_gen_frames;	/* genpriv.h */

struct maze_gen_algo {
	struct maze_algo_info info;
	maze_gen_fn *run;		/* NULL for a streaming generator */
	const struct maze_gen_streamer *stream;	/* NULL if it works in memory */
	unsigned flags;		/* GEN_ below */
};

/* What an algorithm is and which options it reads. */
#define MAZE_GEN_FIXED	0x01	/* no randomness, but a random --root */
#define MAZE_GEN_ROOT	0x02	/* --root */
#define MAZE_GEN_POLICY	0x04	/* --policy */
#define MAZE_GEN_NEWEST	0x08	/* --newest */
#define MAZE_GEN_CORRIDOR	0x10	/* --corridor */
#define MAZE_GEN_BIAS	0x20	/* --bias: a chance, gen_east, or a corner */
#define GEN_WHOLE	0x40	/* streamed from a gen_tree of every cell */
#define MAZE_GEN_CORNER	0x80	/* --bias: a corner */
#define MAZE_GEN_LEVELS	0x100	/* makes mazes of several levels too */

const struct maze_gen_algo	*maze_gen_algo(size_t i);
const struct maze_algo_info	*maze_gen_info(size_t i);
int	maze_gen_make(struct maze *, const struct maze_gen_algo *, uint32_t cw,
	    uint32_t ch, uint64_t seed, struct maze_err *);
int	gen_make_opts(struct maze *, const struct maze_gen_algo *, uint32_t cw,
	    uint32_t ch, uint64_t seed, const struct maze_gen_opts *,
	    struct maze_err *);
int	maze_gen_make3(struct maze *, const struct maze_gen_algo *, uint32_t cw,
	    uint32_t ch, uint32_t cd, uint64_t seed,
	    const struct maze_gen_opts *, struct maze_err *);

/*
 * options.c, for the header line that records how a maze was made: given
 * is the set of options given (MAZE_GEN_ROOT, MAZE_GEN_POLICY, MAZE_GEN_NEWEST,
 * MAZE_GEN_CORRIDOR, MAZE_GEN_BIAS).  gen_ignored() names one that a would
 * ignore, or returns NULL; gen_describe() appends them to b as a command
 * line writes them (" --newest 3 --root center"), --bias from chance
 * unless a takes a corner.
 */
const char	*gen_ignored(const struct maze_gen_algo *, unsigned given);
void	gen_describe(struct maze_buf *, const struct maze_gen_algo *,
	    const struct maze_gen_opts *, unsigned given, double chance);

/*
 * Whether a can make a maze of cw x ch x cd cells (cd 1: flat): 0, or -1
 * with e saying why not (a generator of flat mazes only asked for levels,
 * a size over the limits), before anything is made.
 */
int	gen_check(const struct maze_gen_algo *, uint32_t cw, uint32_t ch,
	    uint32_t cd, struct maze_err *);

/* Streaming, for writers that never hold the whole maze. */
int	gen_stream_check(const struct maze_gen_algo *, uint32_t cw, uint32_t ch,
	    struct maze_err *);
int	gen_stream_write(struct maze_writer *, const struct maze_hdr *,
	    const struct maze_gen_algo *, uint32_t cw, uint32_t ch,
	    uint64_t seed, const struct maze_gen_opts *, struct maze_err *);
/* gen_stream_write3: -1 for an error writing, -2 for one making the maze. */
int	gen_stream_write3(struct maze_writer *, const struct maze_hdr *,
	    const struct maze_gen_algo *, uint32_t cw, uint32_t ch, uint32_t cd,
	    uint64_t seed, const struct maze_gen_opts *, struct maze_err *);

/*
 * frames.c: the making of a maze as want frames (0: one a step), to w,
 * each with the header lines of hdr (maze(5) "Frames"; mazegen(1) says
 * what a step is for each generator); the last is the maze, the bytes
 * gen_stream_write3 or maze_gen_make3 and maze_write would write.  It holds one
 * maze at most, whatever want.  Returns 0; -1 with e if writing failed;
 * or -2 with e if making the maze did (out of memory, say).
 */
int	gen_frames_write(struct maze_writer *, const struct maze_hdr *,
	    const struct maze_gen_algo *, uint32_t cw, uint32_t ch, uint32_t cd,
	    uint64_t seed, const struct maze_gen_opts *, uint64_t want,
	    struct maze_err *);

#if defined(__GNUC__)
#pragma GCC visibility pop
#endif

#endif
