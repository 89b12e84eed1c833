/* solve.h: maze solvers: the registry and what every solver is given. */
#ifndef SOLVE_H
#define SOLVE_H

#include <stddef.h>
#include <stdint.h>

#include "algo.h"
#include "maze.h"
#include "rng.h"
#include "search.h"

/* Heuristics of the A* family (--heuristic). */
enum { SOLVE_MANHATTAN, SOLVE_DIAGONAL, SOLVE_EUCLIDEAN, SOLVE_ZERO };

/*
 * One solver run over m, from block m->start to block m->end.  The solver
 * marks its route with '+' (with the letter of its weight on a weighted
 * block, see maze.h; and, with explore set, the plain open blocks it
 * expanded with '.') and fills in the figures.  Scratch memory in srch is
 * kept from one maze to the next, and freed by search_free.
 *
 * A zeroed struct, with m and rng set, asks for the defaults.  The figures
 * are set by every run, found or not.
 */
struct solve {
	struct maze *m;
	struct rng *rng;
	int explore;
	struct search srch;
	size_t explored;	/* blocks expanded (walkers: blocks visited) */
	size_t length;		/* steps from start to end */

	/* Settings. */
	int heuristic;		/* SOLVE_MANHATTAN etc., for astar */
	double weight;		/* astar: factor on h (default 1);
				   adaptive-astar: blend (default 0.25);
				   0 means the default, below 0 means 0 */
	int lefthand;		/* wall-follower: left hand, not right */

	/* More figures. */
	uint64_t cost;		/* the route's cost: the entry costs of its
				   blocks after S */
	int optimal;		/* this run guarantees the cheapest route
				   (without weights: a shortest one) */
	uint64_t steps;		/* walkers: steps walked */
	const char *why;	/* with no route: why, if not "no path" */
	const unsigned char *wt;	/* padded weights, or NULL: all 1 */

	/* What adaptive-astar has learnt from the mazes so far. */
	double dirsteps[4];	/* route steps taken in each direction */
};

/* Returns 1 if it found a route, 0 if it found none, -1 on error. */
typedef int solve_fn(struct solve *, struct maze_err *);

struct solve_algo {
	struct algo_info info;
	solve_fn *run;
	int shortest;		/* guarantees a shortest route (in steps) */
	int cheapest;		/* guarantees the cheapest route on weights */
	int complete;		/* finds a route whenever there is one */
};

const struct solve_algo	*solve_algo(size_t i);
const struct algo_info	*solve_info(size_t i);

solve_fn	solve_bfs, solve_dfs, solve_dijkstra, solve_astar;
solve_fn	solve_bidir_bfs, solve_bidir_dfs, solve_bidir_astar;
solve_fn	solve_adaptive_astar, solve_flood, solve_wall_follower;
solve_fn	solve_junction, solve_dead_end_filling, solve_tremaux;
solve_fn	solve_random_mouse;

/*
 * route.c: what the solvers share.  Block indices here are padded, as in
 * struct search.
 */
#define SOLVE_SIDE	0x08	/* state bit: reached from E, not from S */
#define SOLVE_MARK	0x10	/* state bit free for a solver's own use */
#define SOLVE_SCR_A	2	/* search scratch arrays free for the solvers' */
#define SOLVE_SCR_B	3	/* heaps and stacks */

int	solve_load(struct solve *, struct maze_err *);
int	solve_done(struct solve *, int found);
size_t	solve_trace(struct solve *, size_t p);
int	solve_mark_route(struct solve *, size_t a, size_t b,
	    struct maze_err *);
void	solve_mark(struct solve *, size_t p);
unsigned	solve_weight(const struct solve *, size_t p);
uint32_t	*solve_dist(struct solve *, struct maze_err *);

/* dijkstra.c: the best-first search that astar shares. */
double	solve_h(const struct search *, int heuristic, size_t p, size_t to);
int	solve_best(struct solve *, int heuristic, double weight,
	    struct maze_err *);

/* bidir_astar.c: the search adaptive-astar shares. */
int	solve_bidir_best(struct solve *, double blend, struct maze_err *);

/* A binary min-heap of blocks by key, ties going to the larger g. */
struct solve_hent {
	double key;
	uint64_t g;
	size_t p;
};

struct solve_heap {
	struct solve_hent *a;
	size_t n, cap;
	struct search *s;
	int k;			/* the search scratch array it lives in */
};

void	solve_heap_init(struct solve_heap *, struct search *, int k);
int	solve_heap_push(struct solve_heap *, double key, uint64_t g, size_t p);
struct solve_hent	solve_heap_pop(struct solve_heap *);

/* A stack (or, by index, a list) of blocks in a search scratch array. */
struct solve_stack {
	size_t *a;
	size_t n, cap;
	struct search *s;
	int k;
};

void	solve_stack_init(struct solve_stack *, struct search *, int k);
int	solve_stack_push(struct solve_stack *, size_t p);

#endif
