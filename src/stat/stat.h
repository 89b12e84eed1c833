/* stat.h: measuring the structure of a maze. */
#ifndef STAT_H
#define STAT_H

#include <stdint.h>

#include "maze.h"
#include "search.h"

/*
 * The figures of one maze.  On a cell maze they count cells and the
 * passages between them (openings in the outer wall do not count); on any
 * other grid, open blocks and their adjacencies.
 */
struct maze_stats {
	int cells;		/* 1 if a cell maze */
	uint32_t width, height;	/* in cells, or in blocks */
	uint64_t nodes;		/* cells, or open blocks */
	uint64_t dead_ends;	/* nodes with exactly one neighbour */
	uint64_t components;	/* connected parts */
	uint64_t loops;		/* cyclomatic number: edges - nodes + parts */
	int64_t solution;	/* steps of the marked route; -1 none marked,
				 * -2 marks that are not one route S to E */
};

int	maze_measure(const struct maze *, struct search *, struct maze_stats *,
	    struct maze_err *);

#endif
