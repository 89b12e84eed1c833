/*
 * solve.c: the table of solvers, the scratch memory they share, the
 * heuristics by name, and the figures --stats adds.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "solve/solvepriv.h"

#define SC	(MAZE_SOLVE_SHORTEST | MAZE_SOLVE_COMPLETE)

/* The order here is the order of -a list and the man page. */
static const struct maze_solve_algo algos[] = {
	{ { "bfs", "breadth-first",
	    "breadth-first search: a shortest route, exploring outward" },
	    solve_bfs, SC },
	{ { "dfs", "depth-first",
	    "depth-first search: any route, one branch at a time" },
	    solve_dfs, MAZE_SOLVE_COMPLETE },
	{ { "dijkstra", NULL,
	    "Dijkstra's algorithm: the cheapest route over weights" },
	    solve_dijkstra, SC | MAZE_SOLVE_CHEAPEST },
	{ { "astar", "a*",
	    "A* search: the cheapest route, aiming at the end" },
	    solve_astar, SC | MAZE_SOLVE_CHEAPEST | MAZE_SOLVE_HEURISTIC |
	    MAZE_SOLVE_WEIGHT },
	{ { "bidir-bfs", NULL,
	    "breadth-first from both ends: a shortest route" },
	    solve_bidir_bfs, SC },
	{ { "bidir-dfs", NULL,
	    "depth-first from both ends until they meet" },
	    solve_bidir_dfs, MAZE_SOLVE_COMPLETE },
	{ { "bidir-astar", NULL,
	    "A* from both ends, each aiming at the other's newest block" },
	    solve_bidir_astar, MAZE_SOLVE_COMPLETE | MAZE_SOLVE_WEIGHT },
	{ { "adaptive-astar", NULL,
	    "bidir-astar that learns the stream's favourite directions" },
	    solve_adaptive_astar, MAZE_SOLVE_COMPLETE | MAZE_SOLVE_WEIGHT |
	    MAZE_SOLVE_LEARNS },
	{ { "greedy", NULL,
	    "greedy best-first, by the estimate alone; not optimal" },
	    solve_greedy, MAZE_SOLVE_COMPLETE | MAZE_SOLVE_HEURISTIC },
	{ { "bidir-greedy", NULL,
	    "greedy from both ends, re-aiming every step; not optimal" },
	    solve_bidir_greedy, MAZE_SOLVE_COMPLETE },
	{ { "adaptive-greedy", NULL,
	    "bidir-greedy learning the stream's directions; not optimal" },
	    solve_adaptive_greedy, MAZE_SOLVE_COMPLETE | MAZE_SOLVE_WEIGHT |
	    MAZE_SOLVE_LEARNS },
	{ { "guided-dfs", NULL,
	    "depth-first, nearest E first (the A* paper's); not optimal" },
	    solve_guided_dfs, MAZE_SOLVE_COMPLETE },
	{ { "flood", "flood-fill",
	    "distance flooding from S, stopping at E, then walking back" },
	    solve_flood, SC },
	{ { "wall-follower", "hand-on-wall",
	    "keeps a hand on the wall; mazes with no loops around E" },
	    solve_wall_follower, MAZE_SOLVE_HAND | MAZE_SOLVE_FLAT },
	{ { "junction", NULL,
	    "walks corridors, resuming at the open junction nearest E" },
	    solve_junction, MAZE_SOLVE_COMPLETE },
	{ { "dead-end-filling", NULL,
	    "fills every dead end, then follows what is left" },
	    solve_dead_end_filling, SC },
	{ { "tremaux", NULL,
	    "Tremaux's algorithm: walks, marking passages it has taken" },
	    solve_tremaux, MAZE_SOLVE_COMPLETE },
	{ { "random-mouse", NULL,
	    "wanders at random (seeded by -s) until it finds E or tires" },
	    solve_random_mouse, MAZE_SOLVE_RANDOM | MAZE_SOLVE_STEPS },
};

/* As --heuristic spells them, in the order of MAZE_SOLVE_MANHATTAN ... */
static const char *const heuristics[] = { "manhattan", "diagonal",
    "euclidean", "zero" };

const struct maze_solve_algo *
maze_solve_algo(size_t i)
{
	return i < sizeof algos / sizeof algos[0] ? &algos[i] : NULL;
}

const struct maze_algo_info *
maze_solve_info(size_t i)
{
	return i < sizeof algos / sizeof algos[0] ? &algos[i].info : NULL;
}

/* Make the scratch memory of sv, zeroing the rest.  Returns 0, or -1. */
int
maze_solve_init(struct maze_solve *sv, struct maze_err *e)
{
	memset(sv, 0, sizeof *sv);
	if ((sv->srch = maze_search_new()) == NULL)
		return maze_error(e, 0, 0, "out of memory");
	return 0;
}

void
maze_solve_free(struct maze_solve *sv)
{
	maze_search_free(sv->srch);
	sv->srch = NULL;
	if (sv->frames != NULL)
		free(sv->frames->row);
	free(sv->frames);
	sv->frames = NULL;
}

int
solve_heuristic_find(const char *s)
{
	int i;

	for (i = 0; i < (int)(sizeof heuristics / sizeof heuristics[0]); i++)
		if (strcmp(s, heuristics[i]) == 0)
			return i;
	return -1;
}

int
solve_figures(const struct maze_solve *sv, int rc, struct maze *m,
    int withcells, struct maze_err *e)
{
	struct maze_err why;
	char cells[32] = "";

	if (withcells) {
		if (!solve_kept_cells(sv) && !maze_is_cells(m, &why))
			return maze_error(e, why.line, why.col, "--cells: %s",
			    why.msg);
		snprintf(cells, sizeof cells, " cells %zu", solve_cells(sv));
	}
	if ((rc == 1 ? maze_hdr_add(m, "; solution explored %zu%s length %zu "
	    "cost %llu optimal %s", sv->explored, cells, sv->length,
	    (unsigned long long)sv->cost, sv->optimal ? "yes" : "no") :
	    maze_hdr_add(m, "; solution none explored %zu%s", sv->explored,
	    cells)) == -1)
		return maze_error(e, 0, 0, "out of memory");
	return 0;
}
