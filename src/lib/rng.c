/*
 * rng.c: xoshiro256** 1.0 (Blackman and Vigna, 2018), the toolkit's only
 * source of randomness, so that a seed gives the same maze on every machine.
 *
 * A 64-bit seed becomes the 256-bit state through four steps of splitmix64,
 * as the authors advise.  Numbers below n come from the upper 32 bits of an
 * output by Lemire's multiply-and-reject method, which is exact and needs no
 * division in the common case.  maze(5) and the man pages describe all of
 * this, so that anyone can reproduce a maze from its seed.
 */
#include <stdint.h>

#include "lib/libint.h"

/* One step of splitmix64: advance *x and return the next output. */
uint64_t
rng_splitmix64(uint64_t *x)
{
	uint64_t z = (*x += UINT64_C(0x9e3779b97f4a7c15));

	z = (z ^ (z >> 30)) * UINT64_C(0xbf58476d1ce4e5b9);
	z = (z ^ (z >> 27)) * UINT64_C(0x94d049bb133111eb);
	return z ^ (z >> 31);
}

void
maze_rng_seed(struct maze_rng *r, uint64_t seed)
{
	int i;

	for (i = 0; i < 4; i++)
		r->s[i] = rng_splitmix64(&seed);
}

/* A uniform number in [0, 1), with 53 random bits. */
double
rng_unit(struct maze_rng *r)
{
	return (double)(rng_next(r) >> 11) * 0x1.0p-53;
}
