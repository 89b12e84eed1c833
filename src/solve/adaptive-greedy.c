/*
 * adaptive-greedy.c: bidir-greedy whose estimate also leans towards the
 * directions the routes of the stream's earlier mazes took, as
 * adaptive-astar's does: the write-up's "AdaptiveAStar" as it describes it
 * (cs171-writeup.txt), on top of its "AStar".  Not sure to find a shortest
 * route.
 */
#include "solve/solvepriv.h"

int
solve_adaptive_greedy(struct maze_solve *sv, struct maze_err *e)
{
	double blend = sv->weight > 0 ? sv->weight : sv->weight < 0 ? 0 :
	    0.25;

	return solve_bidir_greedy_run(sv, blend, e);
}
