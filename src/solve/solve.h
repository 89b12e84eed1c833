/*
 * solve.h: maze solvers: the registry, and what every solver is given and
 * gives back.  Public: what programs call.  What a solver's author needs
 * besides is in solvepriv.h.
 */
#ifndef SOLVE_SOLVE_H
#define SOLVE_SOLVE_H

#include <stddef.h>
#include <stdint.h>

#include "lib/algo.h"
#include "lib/maze.h"
#include "lib/rng.h"

/* libmaze exports what its public headers declare, and nothing more. */
#if defined(__GNUC__)
#pragma GCC visibility push(default)
#endif

/* Heuristics of the A* family (--heuristic). */
enum { MAZE_SOLVE_MANHATTAN, MAZE_SOLVE_DIAGONAL, MAZE_SOLVE_EUCLIDEAN,
	MAZE_SOLVE_ZERO };

/* The heuristic --heuristic names s (MAZE_SOLVE_MANHATTAN ...), or -1. */
int	solve_heuristic_find(const char *s);

/*
 * One solver run over m, from block m->start to block m->end.  The solver
 * marks its route with '+' (with the letter of its weight on a weighted
 * block, see maze.h; and, with explore set, the plain open blocks it
 * expanded with '.') and fills in the figures.  Scratch memory in srch is
 * kept from one maze to the next: maze_solve_init() makes it and
 * maze_solve_free() frees it.
 *
 * A struct through maze_solve_init(), with m and rng set, asks for the
 * defaults.  The figures are set by every run, found or not.  A maze
 * without S or without E is an error of its first line, as mazesolve says;
 * an empty maze (no blocks) is an error too.
 */
struct maze_solve {
	struct maze *m;
	struct maze_rng *rng;
	int explore;
	struct maze_search *srch;
	size_t explored;	/* blocks expanded (walkers: blocks visited) */
	size_t length;		/* steps from start to end */

	/* Settings. */
	int heuristic;		/* MAZE_SOLVE_MANHATTAN etc., for astar */
	double weight;		/* astar: factor on h (default 1);
				   adaptive-astar: blend (default 0.25);
				   0 means the default, below 0 means 0 */
	int lefthand;		/* wall-follower: left hand, not right */
	uint64_t max_steps;	/* random-mouse: give up after this many
				   steps; 0: 1000 for each open block */

	/* More figures. */
	uint64_t cost;		/* the route's cost: the entry costs of its
				   blocks after S */
	int optimal;		/* this run guarantees the cheapest route
				   (without weights: a shortest one) */
	uint64_t steps;		/* walkers: steps walked */
	const char *why;	/* with no route: why, if not "no path" */
	const unsigned char *wt;	/* padded weights, or NULL: all 1 */

	/* What adaptive-astar has learnt from the mazes so far. */
	double dirsteps[MAZE_NDIRS];	/* route steps taken each way */

	struct maze_solve_frames *frames;	/* --frames, or NULL */
};

struct maze_solve_frames;	/* solvepriv.h */

/* Returns 1 if it found a route, 0 if it found none, -1 on error. */
typedef int maze_solve_fn(struct maze_solve *, struct maze_err *);

struct maze_solve_algo {
	struct maze_algo_info info;
	maze_solve_fn *run;
	unsigned flags;		/* SOLVE_ below */
};

/* What a solver guarantees, and which options it reads. */
#define MAZE_SOLVE_SHORTEST	0x01	/* a shortest route (in steps) */
#define MAZE_SOLVE_CHEAPEST	0x02	/* the cheapest route on weights */
#define MAZE_SOLVE_COMPLETE	0x04	/* finds a route if there is one */
#define MAZE_SOLVE_RANDOM	0x08	/* draws from the seed (-s) */
#define MAZE_SOLVE_HAND	0x10	/* --hand */
#define MAZE_SOLVE_HEURISTIC	0x20	/* --heuristic */
#define MAZE_SOLVE_WEIGHT	0x40	/* --weight */
#define MAZE_SOLVE_STEPS	0x80	/* --max-steps */
#define MAZE_SOLVE_FLAT	0x100	/* refuses a maze of several levels */

const struct maze_solve_algo	*maze_solve_algo(size_t i);
const struct maze_algo_info	*maze_solve_info(size_t i);
int	maze_solve_init(struct maze_solve *, struct maze_err *);
void	maze_solve_free(struct maze_solve *);

/*
 * bfs on a plain cell maze read as its cells (maze_read_cells()), its marks
 * cleared: the route, marked in f for maze_write_cells(), and the figures
 * in sv are those -a bfs finds on its blocks.  Returns as a solver's run
 * does, or -2, having changed nothing, if f is no plain cell maze or S and
 * E are not on cells or the outer wall: its blocks then need a solver.
 */
int	maze_solve_bfs_form(struct maze_solve *sv, struct maze_cells *f,
	    struct maze_err *e);

/*
 * Add to m's header the figures of sv's run, which returned rc, as the
 * line --stats adds: "; solution explored N length L cost C optimal
 * yes" (or "no") after a route, "; solution none explored N" after
 * none.  Returns 0, or -1 out of memory.
 */
int	solve_figures(const struct maze_solve *sv, int rc, struct maze *m);

/*
 * options.c: mazesolve's options: as given (NULL for those not given),
 * for the header line, and their values.  solve_args_check() says whether
 * they go with the solver: 0, or -1 with why saying what does not, as
 * mazesolve prints it.  solve_describe() appends to b the header line
 * that records them, so that the solve can be done again: "; mazesolve -a
 * astar --heuristic euclidean", the seed too for a solver that draws from
 * it.  solve_prepare() readies sv's maze for a's solver: its marks
 * cleared, S and E moved where --from and --to say (-1 with e at the
 * maze's place if they cannot be), sv's settings and sv->rng seeded.
 */
struct solve_args {
	const struct maze_solve_algo *algo;
	uint64_t seed;
	const char *hand, *heuristic, *steps, *weight, *from, *to;
	int explore, lefthand, heur;	/* -x, and the values of the above */
	uint64_t max_steps;
	double w;
	uint64_t fromxyz[3], toxyz[3];
};

int	solve_args_check(const struct solve_args *, const char **why);
void	solve_describe(struct maze_buf *, const struct solve_args *);
int	solve_prepare(struct maze_solve *sv, const struct solve_args *,
	    struct maze_err *);

/*
 * frames.c: a solve as want frames (0: one a step; maze(5) "Frames").
 * The steps are not known before the solver has run, so it runs twice:
 * solve_frames_count() before the first run, which it makes count the
 * steps, keeping the random state and what the stream has taught; then,
 * once the maze's header is as it will be written,
 * solve_frames_replay() undoes the first run's marks and runs solver a
 * again, from the same state, to the same end, writing to w every frame
 * but the last, the solved maze, which the caller writes as ever.  The
 * frames hold the memory of a row.  solve_frames_count() returns 0, or -1
 * out of memory; solve_frames_replay() the run's 1 or 0, -1 with e if
 * writing failed, or -2 with e if the run did.  maze_solve_free() frees them.
 */
int	solve_frames_count(struct maze_solve *, uint64_t want,
	    struct maze_err *);
int	solve_frames_replay(struct maze_solve *, const struct maze_solve_algo *,
	    struct maze_writer *, struct maze_err *);

#if defined(__GNUC__)
#pragma GCC visibility pop
#endif

#endif

