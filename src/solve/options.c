/*
 * options.c: mazesolve's options as a whole: whether they go with the
 * solver chosen, and the header line that records them.
 */

#include "solve/solvepriv.h"

int
solve_args_check(const struct solve_args *a, const char **why)
{
	unsigned f = a->algo->flags;

	if (a->hand != NULL && !(f & MAZE_SOLVE_HAND))
		*why = "--hand is for -a wall-follower";
	else if (a->heuristic != NULL && !(f & MAZE_SOLVE_HEURISTIC))
		*why = "--heuristic is for -a astar and -a greedy";
	else if (a->weight != NULL && !(f & MAZE_SOLVE_WEIGHT))
		*why = "--weight is for -a astar, bidir-astar, adaptive-astar "
		    "and adaptive-greedy";
	else if (a->steps != NULL && !(f & MAZE_SOLVE_STEPS))
		*why = "--max-steps is for -a random-mouse";
	else
		return 0;
	return -1;
}

void
solve_describe(struct maze_buf *b, const struct solve_args *a)
{
	const struct {
		const char *name, *arg;
	} parts[] = {
		{ "--hand", a->hand },
		{ "--heuristic", a->heuristic },
		{ "--max-steps", a->steps },
		{ "--weight", a->weight },
		{ "--from", a->from },
		{ "--to", a->to },
	};
	size_t i;

	maze_buf_add(b, "; mazesolve -a %s", a->algo->info.name);
	if (a->algo->flags & MAZE_SOLVE_RANDOM)
		maze_buf_add(b, " -s %llu", (unsigned long long)a->seed);
	for (i = 0; i < sizeof parts / sizeof parts[0]; i++)
		if (parts[i].arg != NULL)
			maze_buf_add(b, " %s %s", parts[i].name, parts[i].arg);
}

int
solve_prepare(struct maze_solve *sv, const struct solve_args *a,
    struct maze_err *e)
{
	struct maze *m = sv->m;

	maze_clear_marks(m);
	if (a->from != NULL && maze_move_end(m, MAZE_START,
	    (uint32_t)a->fromxyz[0], (uint32_t)a->fromxyz[1],
	    (uint32_t)a->fromxyz[2], "--from", a->from, e) == -1)
		return -1;
	if (a->to != NULL && maze_move_end(m, MAZE_END, (uint32_t)a->toxyz[0],
	    (uint32_t)a->toxyz[1], (uint32_t)a->toxyz[2], "--to", a->to,
	    e) == -1)
		return -1;
	sv->explore = a->explore;
	sv->lefthand = a->lefthand;
	sv->heuristic = a->heur;
	sv->max_steps = a->max_steps;
	/* 0 is the solver's default; --weight 0 means no estimate at all. */
	if (a->weight != NULL)
		sv->weight = a->w > 0 ? a->w : -1;
	/* Each maze on its own: -s reproduces any one of them. */
	maze_rng_seed(sv->rng, a->seed);
	return 0;
}
