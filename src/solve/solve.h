/*
 * solve.h: maze solvers: the registry, and what every solver is given and
 * gives back.  Public: installed, maze(3)'s.  What the toolkit's programs
 * share besides is in solveint.h, and what a solver's author needs in
 * solvepriv.h.
 */
#ifndef SOLVE_SOLVE_H
#define SOLVE_SOLVE_H

#include <stddef.h>
#include <stdint.h>

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

/* Heuristics of the A* family (--heuristic). */
enum { MAZE_SOLVE_MANHATTAN, MAZE_SOLVE_DIAGONAL, MAZE_SOLVE_EUCLIDEAN,
	MAZE_SOLVE_ZERO };

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
	unsigned flags;		/* MAZE_SOLVE_ below */
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
#define MAZE_SOLVE_LEARNS	0x200	/* learns from the mazes before */

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

#if defined(__GNUC__)
#pragma GCC visibility pop
#endif

#endif

