/*
 * greedy.c: greedy best-first search: A* without the cost so far, always
 * expanding the block whose estimate of the way to E (--heuristic) is
 * least.  It heads straight for E and is lured into every dead end that
 * points there, so its route is seldom the shortest.  The "AStarSimple"
 * of cs171-writeup.txt, which aimed at the far end by the estimate alone.
 */
#include "solve/solvepriv.h"

int
solve_greedy(struct maze_solve *sv, struct maze_err *e)
{
	return solve_best(sv, sv->heuristic, 0, 1, e);
}
