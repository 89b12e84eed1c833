/*
 * genint.h: what gen gives the toolkit's programs and tests besides its
 * public header: mazegen's options parsed and described, a maze's size
 * checked, mazes made with options, streamed and as frames.  Internal:
 * never installed, and libmaze exports none of it.
 */
#ifndef GEN_GENINT_H
#define GEN_GENINT_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "gen/gen.h"
#include "lib/libint.h"

/* What an algorithm is, besides MAZE_GEN_FIXED ... (gen.h). */
#define GEN_WHOLE	0x40	/* streamed from a gen_tree of every cell */
#define GEN_MASK	0x200	/* makes mazes on a mask (--mask) too */
#define GEN_WEAVE	0x400	/* makes weave mazes (--weave) too */
#define GEN_GRIDS	0x800	/* walks any grid's cells (--grid) */

/*
 * options.c.  The parsers read an option's argument into o and return 0,
 * or -1 with why saying what was expected: gen_parse_root() --root,
 * gen_parse_corner() binary-tree's --bias, gen_parse_policy()
 * growing-tree's --policy, gen_parse_grid() --grid.
 */
int	gen_parse_root(struct maze_gen_opts *, const char *, const char **why);
int	gen_parse_corner(struct maze_gen_opts *, const char *,
	    const char **why);
int	gen_parse_policy(struct maze_gen_opts *, const char *,
	    const char **why);
int	gen_parse_grid(struct maze_gen_opts *, const char *, const char **why);

/*
 * mask-read.c: maze_gen_mask_read() for a grid of kind grid, whose
 * neighbours say whether the inside is one part (mazegen(1) --grid).
 */
struct maze_gen_mask *gen_mask_read(FILE *, uint32_t w, uint32_t h,
	    uint32_t d, int how, enum maze_gen_grid grid, struct maze_err *);

/* A maze made with options, flat. */
int	gen_make_opts(struct maze *, const struct maze_gen_algo *, uint32_t cw,
	    uint32_t ch, uint64_t seed, const struct maze_gen_opts *,
	    struct maze_err *);

/*
 * options.c, for the header line that records how a maze was made: given
 * is the set of options given (MAZE_GEN_ROOT, MAZE_GEN_POLICY, MAZE_GEN_NEWEST,
 * MAZE_GEN_CORRIDOR, MAZE_GEN_BIAS).  gen_ignored() names one that a would
 * ignore, or returns NULL; gen_describe() appends them to b as a command
 * line writes them (" --newest 3 --root center"), --bias from chance
 * unless a takes a corner; gen_describe_mask() the mask's, --mask with
 * name quoted as a shell needs it to read that name again, and with how
 * MAZE_GEN_PARTS_LARGEST (mask.c) --mask-parts.
 */
const char	*gen_ignored(const struct maze_gen_algo *, unsigned given);
int	gen_root_check(const struct maze_gen_opts *, uint32_t cw, uint32_t ch,
	    uint32_t cd, struct maze_err *);
void	gen_describe(struct maze_buf *, const struct maze_gen_algo *,
	    const struct maze_gen_opts *, unsigned given, double chance);
void	gen_describe_mask(struct maze_buf *, const char *name, int how);

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


#endif
