/*
 * solveint.h: what solve gives the toolkit's programs and tests besides its
 * public header: mazesolve's options checked, described and applied, the
 * figures of --stats, and frames.  Internal: never installed, and libmaze
 * exports none of it.
 */
#ifndef SOLVE_SOLVEINT_H
#define SOLVE_SOLVEINT_H

#include <stddef.h>
#include <stdint.h>

#include "lib/libint.h"
#include "solve/solve.h"

/* The heuristic --heuristic names s (MAZE_SOLVE_MANHATTAN ...), or -1. */
int	solve_heuristic_find(const char *s);

/*
 * Add to m's header the figures of sv's run, which returned rc, as the
 * line --stats adds: "; solution explored N length L cost C optimal
 * yes" (or "no") after a route, "; solution none explored N" after
 * none; with withcells, " cells K" after N, the cells explored.  Returns
 * 0, or -1 with e out of memory, or if withcells and m is no cell maze.
 */
int	solve_figures(const struct maze_solve *sv, int rc, struct maze *m,
	    int withcells, struct maze_err *e);

/*
 * The cells of a cell maze that sv's last run explored (expanded; for
 * the solvers that walk, visited), S and E among them where they are
 * cells.  Its maze must be a cell maze (maze_is_cells(), asked once a
 * maze by the caller, not once a run here), unless solve_kept_cells():
 * the run counted them itself (bfs on a maze's cells, which need not be
 * held as blocks).
 */
size_t	solve_cells(const struct maze_solve *sv);
int	solve_kept_cells(const struct maze_solve *sv);

/*
 * options.c: mazesolve's options: as given (NULL for those not given),
 * for the header line, and their values.  solve_args_check() says whether
 * they go with the solver: 0, or -1 with why saying what does not, as
 * mazesolve prints it.  solve_describe() appends to b the header line
 * that records them, so that the solve can be done again: "; mazesolve -a
 * astar --heuristic euclidean", the seed too for a solver that draws from
 * it.  solve_prepare() readies sv's maze for a's solver: its marks
 * cleared, S and E moved where --from and --to say (-1 with e at the
 * maze's place if they cannot be), sv's settings and sv->rng seeded.
 */
struct solve_args {
	const struct maze_solve_algo *algo;
	uint64_t seed;
	const char *hand, *heuristic, *steps, *weight, *from, *to;
	int explore, lefthand, heur;	/* -x, and the values of the above */
	uint64_t max_steps;
	double w;
	uint64_t fromxyz[3], toxyz[3];
};

int	solve_args_check(const struct solve_args *, const char **why);
void	solve_describe(struct maze_buf *, const struct solve_args *);
int	solve_prepare(struct maze_solve *sv, const struct solve_args *,
	    struct maze_err *);

/*
 * frames.c: a solve as want frames (0: one a step; maze(5) "Frames").
 * The steps are not known before the solver has run, so it runs twice:
 * solve_frames_count() before the first run, which it makes count the
 * steps, keeping the random state and what the stream has taught; then,
 * once the maze's header is as it will be written,
 * solve_frames_replay() undoes the first run's marks and runs solver a
 * again, from the same state, to the same end, writing to w every frame
 * but the last, the solved maze, which the caller writes as ever.  The
 * frames hold the memory of a row.  solve_frames_count() returns 0, or -1
 * out of memory; solve_frames_replay() the run's 1 or 0, -1 with e if
 * writing failed, or -2 with e if the run did.  maze_solve_free() frees them.
 */
int	solve_frames_count(struct maze_solve *, uint64_t want,
	    struct maze_err *);
int	solve_frames_replay(struct maze_solve *, const struct maze_solve_algo *,
	    struct maze_writer *, struct maze_err *);

#endif
