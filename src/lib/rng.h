/* rng.h: the toolkit's one pseudo-random generator, xoshiro256** (see rng.c). */
#ifndef RNG_H
#define RNG_H

#include <stdint.h>

struct rng {
	uint64_t s[4];
};

uint64_t	rng_splitmix64(uint64_t *);
void		rng_seed(struct rng *, uint64_t seed);
uint64_t	rng_next(struct rng *);
uint32_t	rng_below(struct rng *, uint32_t n);
double		rng_unit(struct rng *);

#endif
