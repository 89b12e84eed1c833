/*
 * adaptive-astar.c: adaptive A*, the final solver of cs171-writeup.txt:
 * bidir-astar whose estimate also leans towards the directions the routes
 * of the stream's earlier mazes took, learnt maze by maze, blended in with
 * a weight (default 0.25).  Not sure to find a shortest route.
 */
#include "solve/solvepriv.h"

int
solve_adaptive_astar(struct maze_solve *sv, struct maze_err *e)
{
	double blend = sv->weight > 0 ? sv->weight : sv->weight < 0 ? 0 :
	    0.25;

	return solve_bidir_best(sv, 1, blend, e);
}
