/*
 * post.h: post-processing cell mazes: where the endpoints go, and the
 * options that add loops or take dead ends away.  Internal: what mazepost
 * and the tests call, never installed, and libmaze exports none of it.
 * The cell graph the operations share is in postpriv.h.
 */
#ifndef POST_POST_H
#define POST_POST_H

#include <stdint.h>

#include "lib/libint.h"

/* Where an endpoint goes: --start and --end. */
enum post_spot_kind {
	POST_SPOT_NONE,		/* leave it */
	POST_SPOT_CELL,		/* cell x, y, z (z 0 unless given) */
	POST_SPOT_NW, POST_SPOT_NE, POST_SPOT_SW, POST_SPOT_SE,
	POST_SPOT_CENTER,
	POST_SPOT_RANDOM,
	POST_SPOT_FARTHEST	/* farthest by path from the other endpoint */
};

struct post_spot {
	enum post_spot_kind kind;
	uint32_t x, y;
	uint32_t z;		/* the level of cells, from 0 */
};

int	post_parse_spot(const char *, struct post_spot *, const char **why);
int	post_place(struct maze *, unsigned char which, const struct post_spot *,
	    struct maze_rng *, struct maze_search *, struct maze_err *);

/*
 * Scratch space for the loop options, reused from maze to maze of a stream
 * so that a stream runs in the memory of its largest maze: per cell, the
 * potential that --keep-solution tests (phi) and one more number (tmp);
 * a bitmap of cells; the state of walks over the cell graph.  The graph
 * is loaded once and walked again while no wall changes (fresh), and the
 * distances in tmp serve again while they hold (from).
 */
struct post_work {
	uint32_t *phi, *tmp;
	uint64_t *bits;
	size_t cap;		/* cells phi, tmp and bits have room for */
	struct maze_search *graph;	/* made at the first walk */
	int keep;		/* phi is in force: refuse what it forbids */
	int fresh;		/* graph holds the maze's walls as they are */
	uint32_t from;		/* tmp: distances from this cell, or none */
};

void	post_work_init(struct post_work *);
void	post_work_free(struct post_work *);
int	post_work_size(struct post_work *, const struct maze *,
	    struct maze_err *);
int	post_keep(struct maze *, struct post_work *, struct maze_err *);

/* More endpoints: diameter.c, border.c. */
int	post_diameter(struct maze *, struct post_work *, struct maze_err *);
int	post_border(struct maze *, unsigned char which, struct maze_err *);

/* The loop options, each in its own file; p and fractions are in [0, 1]. */
int	post_sparse(struct maze *, double p, struct maze_rng *,
	    struct post_work *, struct maze_err *);
int	post_near(struct maze *, uint32_t k, struct post_work *,
	    struct maze_err *);
int	post_cycles(struct maze *, uint64_t n, struct maze_rng *,
	    struct post_work *, struct maze_err *);
int	post_braid(struct maze *, double p, struct maze_rng *,
	    struct post_work *, struct maze_err *);
int	post_remove_walls(struct maze *, double p, struct maze_rng *,
	    struct post_work *, struct maze_err *);

/*
 * apply.c: what mazepost does to each maze, from its options.  An option
 * not given has a NULL argument (startarg, sparsearg, ...) or is 0; the
 * arguments, as given, make the header line that records what was done
 * (post_describe).
 */
struct post_ops {
	struct post_spot start, end;
	const char *startarg, *endarg;
	int diameter, border, keep;
	const char *sparsearg, *neararg, *cyclesarg, *braidarg, *removearg;
	double sparse, braid, remove;
	uint32_t near;
	uint64_t cycles;
};

int	post_ops_check(const struct post_ops *, const char **why);
int	post_ops_random(const struct post_ops *);
int	post_apply(struct maze *, const struct post_ops *, struct maze_rng *,
	    struct maze_search *, struct post_work *, struct maze_err *);
void	post_describe(struct maze_buf *, const struct post_ops *);

/*
 * form.c: what post_apply() does, on the cell form that maze_read_cells()
 * read; -2 leaves a maze to post_apply(), on its blocks.
 */
int	post_form_apply(struct maze_cells *, const struct post_ops *,
	    struct maze_rng *, struct maze_search *, struct maze_err *);

/*
 * frames.c: what post_apply() does to m, on its blocks, written to w as
 * want frames (0: one a step; maze(5) "Frames", and mazepost(1) says what
 * a step is), each with m's header lines, which must be those the
 * finished maze is to have.  The steps are known only once the work is
 * done, so it is done twice: once counting them, then again from the maze
 * as given (kept meanwhile as its form, an eighth of a byte a block, or a
 * weave, which no form holds, as its blocks) and from r as it was, to the
 * same end, writing every frame due but the last, which is the finished
 * maze, left in m for the caller to write as it would without frames.  r
 * draws what post_apply() would (NULL, as there, where o draws nothing).
 * Returns 0; -1 with e if writing failed; -2 with e if the work did, as
 * post_apply() fails, with nothing written.
 * post_frames_new() makes the frames (NULL out of memory), which hold a
 * row besides the form and may serve maze after maze; post_frames_free()
 * frees them.
 */
struct post_frames;	/* postpriv.h */

struct post_frames	*post_frames_new(void);
void	post_frames_free(struct post_frames *);
int	post_frames_apply(struct post_frames *, struct maze *,
	    const struct post_ops *, uint64_t want, struct maze_rng *,
	    struct maze_search *, struct post_work *, struct maze_writer *,
	    struct maze_err *);

#endif
