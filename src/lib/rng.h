/* rng.h: the toolkit's one pseudo-random generator, xoshiro256** (rng.c). */
#ifndef LIB_RNG_H
#define LIB_RNG_H

#include <stdint.h>

/* libmaze exports what its public headers declare, and nothing more. */
#if defined(__GNUC__)
#pragma GCC visibility push(default)
#endif

struct maze_rng {
	uint64_t s[4];
};

uint64_t	rng_splitmix64(uint64_t *);
void		maze_rng_seed(struct maze_rng *, uint64_t seed);
double		rng_unit(struct maze_rng *);

/*
 * The next output, and a number below n, are inline: the random walks of
 * the generators draw one a step, and a call costs a sixth of their time.
 */
static inline uint64_t
rng_next(struct maze_rng *r)
{
	uint64_t *s = r->s;
	uint64_t x = s[1] * 5, out = ((x << 7) | (x >> 57)) * 9;
	uint64_t t = s[1] << 17;

	s[2] ^= s[0];
	s[3] ^= s[1];
	s[1] ^= s[2];
	s[0] ^= s[3];
	s[2] ^= t;
	s[3] = (s[3] << 45) | (s[3] >> 19);
	return out;
}

/*
 * A uniform number in [0, n); n must not be 0.  Lemire's method: the upper
 * 32 bits of an output times n, drawn again in the rare case that would
 * favour some results.
 */
static inline uint32_t
rng_below(struct maze_rng *r, uint32_t n)
{
	uint64_t m = (rng_next(r) >> 32) * n;
	uint32_t floor;

	if ((uint32_t)m < n) {
		floor = (uint32_t)-n % n;
		while ((uint32_t)m < floor)
			m = (rng_next(r) >> 32) * n;
	}
	return (uint32_t)(m >> 32);
}

#if defined(__GNUC__)
#pragma GCC visibility pop
#endif

#endif
