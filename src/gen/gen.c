/* gen.c: the table of generators, and making a maze with one. */
#include "gen.h"

/* The order here is the order of -a list and the man page. */
static const struct gen_algo algos[] = {
	{ { "backtracker", "dfs recursive-backtracker",
	    "recursive backtracker: randomized depth-first search" },
	    gen_backtracker },
	{ { "kruskal", NULL,
	    "Kruskal's algorithm: walls removed in random order" },
	    gen_kruskal },
};

const struct gen_algo *
gen_algo(size_t i)
{
	return i < sizeof algos / sizeof algos[0] ? &algos[i] : NULL;
}

const struct algo_info *
gen_info(size_t i)
{
	return i < sizeof algos / sizeof algos[0] ? &algos[i].info : NULL;
}

/*
 * Make a cw x ch cell maze with algorithm a from seed, with the printed-maze
 * look: entrance S in the top wall above the first cell, exit E in the
 * bottom wall below the last.
 */
int
gen_make(struct maze *m, const struct gen_algo *a, uint32_t cw, uint32_t ch,
    uint64_t seed, struct maze_err *e)
{
	struct rng r;

	if (maze_alloc_cells(m, cw, ch, e) == -1)
		return -1;
	rng_seed(&r, seed);
	if (a->run(m, &r, e) == -1)
		return -1;
	m->start = 1;
	m->end = (size_t)m->w * m->h - 2;
	m->b[m->start] = MAZE_START;
	m->b[m->end] = MAZE_END;
	return 0;
}
