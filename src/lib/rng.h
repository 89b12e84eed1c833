/*
 * rng.h: the toolkit's one pseudo-random generator, xoshiro256** (rng.c).
 * Public, as maze.h: its state and its seeding; its draws are in libint.h.
 */
#ifndef LIB_RNG_H
#define LIB_RNG_H

#include <stdint.h>

/*
 * libmaze exports what its public headers declare, and nothing more
 * (src/libmaze.map).
 */
#if defined(__GNUC__)
#pragma GCC visibility push(default)
#endif

struct maze_rng {
	uint64_t s[4];
};

void	maze_rng_seed(struct maze_rng *, uint64_t seed);

#if defined(__GNUC__)
#pragma GCC visibility pop
#endif

#endif
