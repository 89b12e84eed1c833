/* solve.h: maze solvers: the registry and what every solver is given. */
#ifndef SOLVE_H
#define SOLVE_H

#include <stddef.h>

#include "algo.h"
#include "maze.h"
#include "rng.h"
#include "search.h"

/*
 * One solver run over m, from block m->start to block m->end.  The solver
 * marks its route with '+' (and, with explore set, the blocks it expanded
 * with '.') and fills in the figures.  Scratch memory in srch is kept from
 * one maze to the next.
 */
struct solve {
	struct maze *m;
	struct rng *rng;
	int explore;
	struct search srch;
	size_t explored;	/* blocks expanded */
	size_t length;		/* steps from start to end */
};

/* Returns 1 if it found a route, 0 if there is none, -1 on error. */
typedef int solve_fn(struct solve *, struct maze_err *);

struct solve_algo {
	struct algo_info info;
	solve_fn *run;
	int shortest;		/* guarantees a shortest route */
};

const struct solve_algo	*solve_algo(size_t i);
const struct algo_info	*solve_info(size_t i);

solve_fn	solve_bfs;

#endif
