/* gen.h: maze generators: the registry and what every generator is given. */
#ifndef GEN_H
#define GEN_H

#include <stdint.h>

#include "algo.h"
#include "maze.h"
#include "rng.h"

/*
 * A generator takes a cell maze with every wall standing (maze_alloc_cells)
 * and removes walls until the cells form a perfect maze: connected, without
 * loops.  It returns 0, or -1 with e set (out of memory, say).
 */
typedef int gen_fn(struct maze *, struct rng *, struct maze_err *);

struct gen_algo {
	struct algo_info info;
	gen_fn *run;
};

const struct gen_algo	*gen_algo(size_t i);
const struct algo_info	*gen_info(size_t i);
int	gen_make(struct maze *, const struct gen_algo *, uint32_t cw,
	    uint32_t ch, uint64_t seed, struct maze_err *);

gen_fn	gen_backtracker;
gen_fn	gen_kruskal;

#endif
