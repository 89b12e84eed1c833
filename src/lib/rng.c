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

#include "rng.h"

static inline uint64_t
rotl(uint64_t x, int k)
{
	return (x << k) | (x >> (64 - k));
}

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
rng_seed(struct rng *r, uint64_t seed)
{
	int i;

	for (i = 0; i < 4; i++)
		r->s[i] = rng_splitmix64(&seed);
}

uint64_t
rng_next(struct rng *r)
{
	uint64_t *s = r->s;
	uint64_t out = rotl(s[1] * 5, 7) * 9;
	uint64_t t = s[1] << 17;

	s[2] ^= s[0];
	s[3] ^= s[1];
	s[1] ^= s[2];
	s[0] ^= s[3];
	s[2] ^= t;
	s[3] = rotl(s[3], 45);
	return out;
}

/* A uniform number in [0, n); n must not be 0. */
uint32_t
rng_below(struct rng *r, uint32_t n)
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

/* A uniform number in [0, 1), with 53 random bits. */
double
rng_unit(struct rng *r)
{
	return (double)(rng_next(r) >> 11) * 0x1.0p-53;
}
