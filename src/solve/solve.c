/* solve.c: the table of solvers. */
#include "solve.h"

/*
 * The order here is the order of -a list and the man page.  The flags:
 * shortest (fewest steps, guaranteed), cheapest (lowest cost on weighted
 * blocks, guaranteed), complete (finds a route whenever there is one).
 */
static const struct solve_algo algos[] = {
	{ { "bfs", "breadth-first",
	    "breadth-first search: a shortest route, exploring outward" },
	    solve_bfs, 1, 0, 1 },
	{ { "dfs", "depth-first",
	    "depth-first search: any route, one branch at a time" },
	    solve_dfs, 0, 0, 1 },
	{ { "dijkstra", NULL,
	    "Dijkstra's algorithm: the cheapest route over weights" },
	    solve_dijkstra, 1, 1, 1 },
	{ { "astar", "a*",
	    "A* search: the cheapest route, aiming at the end" },
	    solve_astar, 1, 1, 1 },
	{ { "bidir-bfs", NULL,
	    "breadth-first from both ends: a shortest route" },
	    solve_bidir_bfs, 1, 0, 1 },
	{ { "bidir-dfs", NULL,
	    "depth-first from both ends until they meet" },
	    solve_bidir_dfs, 0, 0, 1 },
	{ { "bidir-astar", NULL,
	    "A* from both ends, each aiming at the other's newest block" },
	    solve_bidir_astar, 0, 0, 1 },
	{ { "adaptive-astar", NULL,
	    "bidir-astar that learns the stream's favourite directions" },
	    solve_adaptive_astar, 0, 0, 1 },
	{ { "flood", "flood-fill",
	    "distance flooding from S, stopping at E, then walking back" },
	    solve_flood, 1, 0, 1 },
	{ { "wall-follower", "hand-on-wall",
	    "keeps a hand on the wall; mazes with no loops around E" },
	    solve_wall_follower, 0, 0, 0 },
	{ { "junction", NULL,
	    "walks corridors, resuming at the open junction nearest E" },
	    solve_junction, 0, 0, 1 },
	{ { "dead-end-filling", NULL,
	    "fills every dead end, then follows what is left" },
	    solve_dead_end_filling, 1, 0, 1 },
	{ { "tremaux", NULL,
	    "Tremaux's algorithm: walks, marking passages it has taken" },
	    solve_tremaux, 0, 0, 1 },
	{ { "random-mouse", NULL,
	    "wanders at random (seeded by -s) until it finds E or tires" },
	    solve_random_mouse, 0, 0, 0 },
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
