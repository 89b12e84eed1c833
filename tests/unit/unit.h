/*
 * unit.h: the unit suites of the maze library, and helpers they share.
 * (Not "check.h": with -Itests/unit that name would hide Check's own.)
 */
#ifndef UNIT_H
#define UNIT_H

#include <stddef.h>
#include <stdio.h>

#include <check.h>

#include "lib/libint.h"

/*
 * ck_assert_msg for inner loops.  Check records every assertion that
 * passes, to say where a crashed test got to, and in a forked test that
 * costs a write to the parent each time; this costs nothing until it fails.
 */
#define REQUIRE(cond, ...) \
	do { \
		if (!(cond)) \
			ck_abort_msg(__VA_ARGS__); \
	} while (0)

/* One suite per library module, in the order check_main.c runs them. */
Suite	*grid_suite(void);
Suite	*read_suite(void);
Suite	*write_suite(void);
Suite	*rng_suite(void);
Suite	*num_suite(void);
Suite	*grow_suite(void);
Suite	*search_suite(void);
Suite	*algo_suite(void);
Suite	*gen_suite(void);
Suite	*mask_suite(void);
Suite	*weave_suite(void);
Suite	*shapes_suite(void);
Suite	*solve_suite(void);
Suite	*post_suite(void);
Suite	*stat_suite(void);
Suite	*cells_suite(void);
Suite	*render_suite(void);
Suite	*play_suite(void);
Suite	*api_suite(void);

/*
 * The example of maze(5), EXAMPLES, as mazegen -s 1 4 3 writes it: 9x7
 * blocks, the shortest route 1 down, 6 right, 5 down.  MAN_EXAMPLE_ROWS
 * are its blocks alone, for tests whose line numbers need fewer header
 * lines before them.
 */
#define MAN_EXAMPLE_ROWS \
    "#S#######\n" \
    "#       #\n" \
    "# # ### #\n" \
    "# #   # #\n" \
    "##### # #\n" \
    "#     # #\n" \
    "#######E#\n"

extern const char man_example[];

/*
 * A small weave maze (maze(5) "Grids"), masked, of 3x3 cells, 7 inside,
 * its cells (0,0) and (0,2) outside: a crossing at (1,1), the passage
 * over it north to south, its tunnel from (0,1) to (2,1).  A tree: (0,1)
 * has its tunnel alone, a dead end whose walls lead outside or into the
 * crossing; (1,2) has the crossing's passage alone; (2,2), with E below
 * it, is the third dead end.  S is above (1,0).
 */
extern const char weave_small[];

/*
 * Small hex and delta mazes (maze(5) "Grids"), 3x2 cells each, their
 * blocks alone: HEX_ROWS with S in the NW door of cell (0,0) and E in the
 * SE door of cell (2,1); HEX_MASK_ROWS the same grid, cell (2,0) outside;
 * DELTA_ROWS with S above cell (1,0), which points down, and E below
 * (1,1), which points up; DELTA_MASK_ROWS, cell (2,1) outside.  Each is a
 * tree of its cells inside.
 */
#define HEX_ROWS \
    "#S#############\n" \
    "#       #   ###\n" \
    "### ### ### ###\n" \
    "###   #       #\n" \
    "#############E#\n"
#define HEX_MASK_ROWS \
    "#S#############\n" \
    "#       #######\n" \
    "### ### #######\n" \
    "###   #       #\n" \
    "#############E#\n"
#define DELTA_ROWS \
    "###S###\n" \
    "#     #\n" \
    "# ### #\n" \
    "#   # #\n" \
    "###E###\n"
#define DELTA_MASK_ROWS \
    "###S###\n" \
    "#     #\n" \
    "# #####\n" \
    "#   ###\n" \
    "###E###\n"

/* The generator of that name, as -a takes it; fails the test if none. */
struct maze_gen_algo;
const struct maze_gen_algo *gen_named(const char *name);

/* An input stream holding the len bytes at s; fails the test if it can't. */
FILE	*open_bytes(const char *s, size_t len);

/*
 * Read the first maze of the len bytes at s into m, which must have been
 * through maze_init.  Returns what maze_read returns.
 */
/*
 * An output stream into memory: out_open(), write to fp, out_close(); then
 * buf holds len bytes, the caller's to free.
 */
struct out {
	FILE *fp;
	char *buf;
	size_t len;
};
void	 out_open(struct out *o);
void	 out_close(struct out *o);
int	 read_bytes(const char *s, size_t len, struct maze *m,
	    struct maze_err *e);

/* Read the maze drawn in s into m, failing the test unless that works. */
void	 maze_from_str(struct maze *m, const char *s);

/*
 * Steps from block src to every block of m over open blocks, -1 where there
 * is no way, into dist (w * h ints).  Written without the library's search
 * so that the tests can check it.
 */
void	 block_dist(const struct maze *m, size_t src, int *dist);

/*
 * The cheapest cost from block src to every block of m, entering a block
 * costing its weight (maze(5)), -1 where there is no way, into cost (w * h
 * longs).  Independent of the library's solvers.
 */
void	 block_cost(const struct maze *m, size_t src, long *cost);

/*
 * Every block's neighbours in m, worked out from coordinates: block i's in
 * direction d at [i * MAZE_NDIRS + d], or i itself where there is none.
 * The caller frees the array.
 */
size_t	*block_neighbours(const struct maze *m);

/* Blocks of m holding c. */
size_t	 count_blocks(const struct maze *m, unsigned char c);

/*
 * The frames in the len bytes at buf (maze(5) "Frames"): each must read as
 * a maze of the size of like, with at most one head, and the last must be
 * the plen bytes at plain, byte for byte.  Returns how many there are.
 */
size_t	 check_frames(const char *buf, size_t len, const char *plain,
	    size_t plen, const struct maze *like, const char *what);

#endif
