/*
 * stat.h: measuring mazes.  Public: installed, maze(3)'s: the figures and
 * the measuring.  The route's length, mazestat's records and the solver
 * benchmark are in statint.h.
 */
#ifndef STAT_STAT_H
#define STAT_STAT_H

#include <stddef.h>
#include <stdint.h>

#include "lib/maze.h"

/*
 * libmaze exports what its public headers declare, and nothing more
 * (src/libmaze.map).
 */
#if defined(__GNUC__)
#pragma GCC visibility push(default)
#endif

#define MAZE_STAT_HIST	10	/* bins of the distance histogram */

/*
 * The figures of one maze.  On a cell maze they count cells and the
 * passages between them (openings in the outer wall do not count); on any
 * other grid, open blocks and their adjacencies.  A "node" is a cell, or an
 * open block; with several levels, nodes are joined up and down as well,
 * and the figures count every level.  mazestat(1) defines every figure.
 */
struct maze_stat_figures {
	int cells;		/* 1 if a cell maze */
	uint32_t width, height;	/* in cells, or in blocks: of one level */
	uint64_t nodes;		/* cells, or open blocks, of every level */
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
	uint64_t hist[MAZE_STAT_HIST];	/* nodes by distance / (max + 1) */
	int64_t route;			/* shortest S to E in block steps, or
					 * -1: no S, no E, or no way */
	uint64_t route_nodes;		/* nodes on that route */
	uint64_t diameter;		/* double-sweep eccentricity */
	int diameter_exact;		/* 1 when there are no loops */

	/* Added for mazes of several levels; flat: 1, 1, 0, 0, 0. */
	uint32_t levels;		/* in cells, or in blocks */
	uint32_t blevels;		/* the grid's levels of blocks */
	uint64_t junctions5, junctions6;	/* five, six neighbours */
	uint64_t zpassages;		/* node pairs joined up and down */
};

/*
 * The figures of maze m, or of the cell maze that maze_read_cells() read
 * into f, as those of its blocks: 0, or -1 with e (an empty maze, a form
 * that holds none).  A route that
 * maze_solve_bfs_form() marked in f is taken away first (measure, then solve,
 * to have both).
 */
int	maze_stat_measure(const struct maze *,
	    struct maze_search *, struct maze_stat_figures *,
	    struct maze_err *);
int	maze_stat_measure_cells(struct maze_cells *, struct maze_search *,
	    struct maze_stat_figures *, struct maze_err *);

#if defined(__GNUC__)
#pragma GCC visibility pop
#endif

#endif
