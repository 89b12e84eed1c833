/*
 * algo.h: the algorithm registry: names, aliases and descriptions.
 * Public, as maze.h; algo_matches() is in libint.h.
 */
#ifndef LIB_ALGO_H
#define LIB_ALGO_H

#include <stddef.h>

/*
 * libmaze exports what its public headers declare, and nothing more
 * (src/libmaze.map).
 */
#if defined(__GNUC__)
#pragma GCC visibility push(default)
#endif

/*
 * What every algorithm table row begins with.  The same rows drive -a,
 * -a list, --help and the man pages' lists.
 */
struct maze_algo_info {
	const char *name;
	const char *aliases;	/* space-separated other names, or NULL */
	const char *desc;	/* one line, no full stop */
};

/* The i-th algorithm of a table, or NULL past its end. */
typedef const struct maze_algo_info *maze_algo_iter(size_t i);

size_t	maze_algo_find(maze_algo_iter *, const char *name);

#if defined(__GNUC__)
#pragma GCC visibility pop
#endif

#endif
