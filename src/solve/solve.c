/* solve.c: the table of solvers. */
#include "solve.h"

/* The order here is the order of -a list and the man page. */
static const struct solve_algo algos[] = {
	{ { "bfs", "breadth-first",
	    "breadth-first search: a shortest route, exploring outward" },
	    solve_bfs, 1 },
};

const struct solve_algo *
solve_algo(size_t i)
{
	return i < sizeof algos / sizeof algos[0] ? &algos[i] : NULL;
}

const struct algo_info *
solve_info(size_t i)
{
	return i < sizeof algos / sizeof algos[0] ? &algos[i].info : NULL;
}
