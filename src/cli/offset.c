/* offset.c: --offset, a stream's place in a batch split across processes. */
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"

/*
 * The value of --offset: how many mazes of the batch come before this
 * stream, 0 to 2^64 - 1; anything else is a usage error.
 */
uint64_t
cli_offset(const char *arg)
{
	return cli_num("--offset", arg, 0, UINT64_MAX);
}

/*
 * cli_offset(), and in *given the argument if the value is above 0, else
 * NULL: 0 is the default, a stream that nothing comes before, and the
 * refusals of a shard (with a summary, or a solver that learns) are not
 * for it.
 */
uint64_t
cli_offset_shard(const char *arg, const char **given)
{
	uint64_t k = cli_offset(arg);

	*given = k > 0 ? arg : NULL;
	return k;
}

/*
 * Refuse --offset (its argument offset, or NULL if not given) above 0
 * without -s (seed, or NULL) where the seed makes the mazes: a shard would
 * draw a seed of its own, and the shards would be of no one batch.  0 is
 * the default, a stream with nothing before it.
 */
void
cli_offset_seeded(const char *offset, const char *seed)
{
	if (offset != NULL && seed == NULL && cli_offset(offset) > 0)
		cli_fatal("--offset %s needs -s: without it each shard would "
		    "draw a seed of its own", offset);
}

/*
 * The seed of the first of count mazes made from seed (its argument, or
 * NULL for a random one) after k others of a batch (offset, the argument
 * of --offset, or NULL): maze i of the batch is the maze of seed + i, and
 * no seed of the stream may wrap.  A random seed is drawn below where any
 * would.
 */
uint64_t
cli_batch_seed(const char *seed, const char *offset, uint64_t k,
    uint64_t count)
{
	uint64_t s;

	cli_offset_seeded(offset, seed);
	s = cli_seed(seed);
	if (k > UINT64_MAX - s || count - 1 > UINT64_MAX - s - k) {
		if (offset != NULL)
			cli_fatal("-s %s --offset %s -n %llu: the last maze's "
			    "seed would pass 18446744073709551615", seed,
			    offset, (unsigned long long)count);
		if (seed != NULL)
			cli_fatal("-s %s -n %llu: the last maze's seed would "
			    "pass 18446744073709551615", seed,
			    (unsigned long long)count);
		s %= UINT64_MAX - (count - 1) + 1;
	}
	return s + k;
}

/*
 * The place in the batch of the maze at place n of a stream that k mazes
 * come before: k + n, counting as n counts (from 0 or from 1).  A place
 * past ULONG_MAX is a fatal error, never a number that wraps.
 */
unsigned long
cli_offset_add(uint64_t k, unsigned long n)
{
	if (k > ULONG_MAX || n > ULONG_MAX - k)
		cli_fatal("--offset %llu: maze %lu of this stream would be "
		    "numbered past %lu", (unsigned long long)k, n, ULONG_MAX);
	return (unsigned long)k + n;
}

/*
 * The stream on out continues one of k mazes: with k > 0 its first maze
 * begins with the empty line that separates it from the maze before, as
 * the writer puts one between any two, so that the shards of a batch,
 * concatenated in order, are the whole batch's stream byte for byte.
 * Call it after cli_out_open() (or cli_filter_open()), before writing.
 */
void
cli_out_offset(struct cli_out *out, uint64_t k)
{
	if (k > 0 && out->w.mazes == 0)
		out->w.mazes = 1;
}

/*
 * Where "%d" stands in the -o name path, or NULL if it has none; a name
 * with two is a usage error.
 */
const char *
cli_numbered(const char *path)
{
	const char *at;

	if (path == NULL || (at = strstr(path, "%d")) == NULL)
		return NULL;
	if (strstr(at + 2, "%d") != NULL)
		cli_badopt("-o", path, "more than one %d");
	return at;
}

/*
 * The name of file n of a stream that k mazes come before: path, with
 * k + n in place of the "%d" at at (as cli_numbered() found it), for the
 * caller to free; or NULL if at is NULL, path naming no numbered files.
 */
char *
cli_numbered_name(const char *path, const char *at, uint64_t k,
    unsigned long n)
{
	size_t len;
	char *s;

	if (at == NULL)
		return NULL;
	n = cli_offset_add(k, n);
	len = strlen(path) + 24;
	if ((s = malloc(len)) == NULL)
		cli_fatal("out of memory");
	snprintf(s, len, "%.*s%lu%s", (int)(at - path), path, n, at + 2);
	return s;
}
