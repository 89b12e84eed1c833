/*
 * astar.c: A* search: Dijkstra's algorithm guided by an estimate of the
 * cost still to come, so that it expands blocks towards the end first.
 * With a weight above 1 (weighted A*) it trusts the estimate more: faster,
 * but no longer sure to find the cheapest route.
 */
#include "solve/solvepriv.h"

int
solve_astar(struct maze_solve *sv, struct maze_err *e)
{
	double w = sv->weight > 0 ? sv->weight : sv->weight < 0 ? 0 : 1;
	int rc = solve_best(sv, sv->heuristic, 1, w, e);

	sv->optimal = w <= 1;
	return rc;
}
