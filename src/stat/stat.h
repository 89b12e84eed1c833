/* stat.h: measuring the structure of a maze.  Public: what programs call. */
#ifndef STAT_STAT_H
#define STAT_STAT_H

#include <stdint.h>

#include "lib/maze.h"

#define STAT_HIST	10	/* bins of the distance histogram */

/*
 * The figures of one maze.  On a cell maze they count cells and the
 * passages between them (openings in the outer wall do not count); on any
 * other grid, open blocks and their adjacencies.  A "node" is a cell, or an
 * open block; mazestat(1) defines every figure.
 */
struct stat_figures {
	int cells;		/* 1 if a cell maze */
	uint32_t width, height;	/* in cells, or in blocks */
	uint64_t nodes;		/* cells, or open blocks */
	uint64_t dead_ends;	/* nodes with exactly one neighbour */
	uint64_t components;	/* connected parts */
	uint64_t loops;		/* cyclomatic number: edges - nodes + parts */
	int64_t solution;	/* steps of the marked route; -1 none marked,
				 * -2 marks that are not one route S to E */

	/* Added for mazestat's full report. */
	uint32_t bwidth, bheight;	/* the grid in blocks */
	uint64_t open;			/* open blocks */
	uint64_t isolated;		/* nodes with no neighbour */
	uint64_t straights, turns;	/* two neighbours: opposite, or not */
	uint64_t junctions3, junctions4;	/* three, four neighbours */
	uint64_t hpassages, vpassages;	/* node pairs joined across, down */
	uint64_t longest_straight;	/* passages in one straight line */
	int has_start;			/* the maze has an S */
	uint64_t reach;			/* nodes reachable from the start */
	uint64_t dist_sum, dist_max;	/* of distances from the start */
	uint64_t hist[STAT_HIST];	/* nodes by distance / (max + 1) */
	int64_t route;			/* shortest S to E in block steps, or
					 * -1: no S, no E, or no way */
	uint64_t route_nodes;		/* nodes on that route */
	uint64_t diameter;		/* double-sweep eccentricity */
	int diameter_exact;		/* 1 when there are no loops */
};

int	stat_measure(const struct maze *, struct search *, struct stat_figures *,
	    struct maze_err *);
int	stat_route_length(const struct maze *, struct search *, int64_t *len,
	    struct maze_err *);

#endif
