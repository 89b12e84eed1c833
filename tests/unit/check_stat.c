/*
 * check_stat.c: maze_stat_measure on hand-drawn grids whose figures are known;
 * the records mazestat prints, and its solver benchmark.
 */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gen/genint.h"
#include "stat/statint.h"
#include "unit.h"

/*
 * Each grid with its figures, counted by hand.  Cell mazes count cells and
 * the passages between them; other grids, open blocks.
 */
static const struct known {
	const char *name;
	const char *grid;
	int cells;
	uint32_t width, height;
	uint64_t nodes, dead_ends, components, loops;
	int64_t solution;
} known[] = {
	/*
	 * The maze of maze(5): a tree of 12 cells.  Dead ends: cells 0,1,
	 * 0,2 and 3,2; 3,2 has E below it, but the outer wall does not count.
	 */
	{ "perfect",
	    "#S#######\n"
	    "#       #\n"
	    "# # ### #\n"
	    "# #   # #\n"
	    "##### # #\n"
	    "#     # #\n"
	    "#######E#\n",
	    1, 4, 3, 12, 3, 1, 0, -1 },
	{ "perfect, solved",
	    "#S#######\n"
	    "#+++++++#\n"
	    "# # ###+#\n"
	    "# #   #+#\n"
	    "##### #+#\n"
	    "#     #+#\n"
	    "#######E#\n",
	    1, 4, 3, 12, 3, 1, 0, 12 },
	/* Four cells in a ring. */
	{ "one loop",
	    "#####\n"
	    "#   #\n"
	    "# # #\n"
	    "#   #\n"
	    "#####\n",
	    1, 2, 2, 4, 0, 1, 1, -1 },
	/* Two rings sharing a side, a spur of one cell: 2 loops, 1 dead end. */
	{ "two loops and a spur",
	    "#########\n"
	    "#     # #\n"
	    "# # # # #\n"
	    "#       #\n"
	    "#########\n",
	    1, 4, 2, 8, 1, 1, 2, -1 },
	/* A cell maze but for an open corner in the first column. */
	{ "open corner at the side",
	    "#####\n"
	    "#   #\n"
	    "  # #\n"
	    "#   #\n"
	    "#####\n",
	    0, 5, 5, 9, 1, 1, 1, -1 },
	{ "two cells apart",
	    "#####\n"
	    "# # #\n"
	    "#####\n",
	    1, 2, 1, 2, 0, 2, 0, -1 },
	/*
	 * Not a cell maze (an open corner).  Dead ends: 0,2, 2,2 and E.  The
	 * route is marked: 5 marks, 6 steps.
	 */
	{ "blocks, route",
	    "S+++#\n"
	    " ##+#\n"
	    " # +E\n",
	    0, 5, 3, 10, 3, 1, 0, 6 },
	{ "blocks, no route",
	    "S   #\n"
	    " ## #\n"
	    " #  E\n",
	    0, 5, 3, 10, 3, 1, 0, -1 },
	{ "blocks, route broken",
	    "S++ #\n"
	    " ## #\n"
	    " #  E\n",
	    0, 5, 3, 10, 3, 1, 0, -2 },
	{ "blocks, route branching",
	    "S+++#\n"
	    "+##+#\n"
	    " # +E\n",
	    0, 5, 3, 10, 3, 1, 0, -2 },
	{ "blocks, stray mark",
	    "S+++#\n"
	    " ##+#\n"
	    "+# +E\n",
	    0, 5, 3, 10, 3, 1, 0, -2 },
	{ "blocks, marks but no S",
	    " +++#\n"
	    " ##+#\n"
	    " # +E\n",
	    0, 5, 3, 10, 3, 1, 0, -2 },
	/* All open, 3 loops; a ring of marks beside S: no single way on. */
	{ "blocks, ring of marks",
	    "S++ \n"
	    " ++E\n",
	    0, 4, 2, 8, 0, 1, 3, -2 },
	/*
	 * The marks do lead from S to E, but S touches both ends of them:
	 * two ways on from S is a branch.
	 */
	{ "blocks, S touches both ends",
	    "S+E\n"
	    "++#\n",
	    0, 3, 2, 5, 1, 1, 1, -2 },
	{ "blocks, E next to S",
	    "SE\n",
	    0, 2, 1, 2, 2, 1, 0, -1 },
	{ "two components",
	    "S # E\n",
	    0, 5, 1, 4, 4, 2, 0, -1 },
	{ "open square",
	    "   \n"
	    "   \n"
	    "   \n",
	    0, 3, 3, 9, 0, 1, 4, -1 },
	{ "all walls",
	    "###\n"
	    "###\n",
	    0, 3, 2, 0, 0, 0, 0, -1 },
	{ "one block",
	    " \n",
	    0, 1, 1, 1, 0, 1, 0, -1 },
	/*
	 * Masks (maze(5) "Grids"): the nodes are the cells inside.  An
	 * entrance on the outline is no way, as one in the outer wall is
	 * none: cells 1,0 and 1,1 are dead ends.
	 */
	{ "mask, entrances on the outline",
	    "; grid square mask\n"
	    "#######\n"
	    "#   S##\n"
	    "# #####\n"
	    "#   E##\n"
	    "#######\n",
	    1, 3, 2, 4, 2, 1, 0, -1 },
	/* A hole in the middle: eight cells round it, in a tree. */
	{ "mask, a hole",
	    "; grid square mask\n"
	    "#######\n"
	    "#     #\n"
	    "# ### #\n"
	    "# ### #\n"
	    "# ### #\n"
	    "#   # #\n"
	    "#######\n",
	    1, 3, 3, 8, 2, 1, 0, -1 },
};

START_TEST(test_known)
{
	const struct known *t = &known[_i];
	struct maze_stat_figures st;
	struct maze_err e;
	struct maze_search *s;
	struct maze m;

	maze_init(&m);
	s = maze_search_new();
	ck_assert_ptr_nonnull(s);
	maze_from_str(&m, t->grid);
	ck_assert_int_eq(maze_stat_measure(&m, s, &st, &e), 0);
	ck_assert_msg(st.cells == t->cells, "%s: cells %d", t->name, st.cells);
	ck_assert_msg(st.width == t->width && st.height == t->height,
	    "%s: %ux%u", t->name, st.width, st.height);
	ck_assert_msg(st.nodes == t->nodes, "%s: %llu nodes", t->name,
	    (unsigned long long)st.nodes);
	ck_assert_msg(st.dead_ends == t->dead_ends, "%s: %llu dead ends",
	    t->name, (unsigned long long)st.dead_ends);
	ck_assert_msg(st.components == t->components, "%s: %llu components",
	    t->name, (unsigned long long)st.components);
	ck_assert_msg(st.loops == t->loops, "%s: %llu loops", t->name,
	    (unsigned long long)st.loops);
	ck_assert_msg(st.solution == t->solution, "%s: solution %lld",
	    t->name, (long long)st.solution);
	maze_search_free(s);
	maze_free(&m);
}
END_TEST

/*
 * Generated mazes: a tree of every cell, and dead ends, corridors,
 * junctions, passages and straight runs as the tests' own count finds them.
 */
START_TEST(test_generated)
{
	const struct maze_gen_algo *g;
	struct maze_stat_figures st;
	struct maze_err e;
	struct maze_search *s;
	struct maze m;
	uint32_t x, y, cw = 23, ch = 11;
	uint64_t seed, dead, straight, turn, j3, j4, across;
	uint32_t run, longest;
	size_t i, c;
	int k, nb[4];

	maze_init(&m);
	s = maze_search_new();
	ck_assert_ptr_nonnull(s);
	for (i = 0; (g = maze_gen_algo(i)) != NULL; i++)
		for (seed = 0; seed < 10; seed++) {
			ck_assert_int_eq(maze_gen_make(&m, g, cw, ch, seed, &e),
			    0);
			ck_assert_int_eq(maze_stat_measure(&m, s, &st, &e), 0);
			ck_assert_int_eq(st.cells, 1);
			ck_assert_uint_eq(st.nodes, (uint64_t)cw * ch);
			ck_assert_uint_eq(st.components, 1);
			ck_assert_uint_eq(st.loops, 0);
			ck_assert_int_eq(st.solution, -1);
			dead = straight = turn = j3 = j4 = across = 0;
			longest = 0;
			for (y = 0; y < ch; y++)
				for (x = 0; x < cw; x++) {
					c = maze_cell(&m, x, y);
					nb[0] = y > 0 && m.b[c - m.w] == ' ';
					nb[1] = x + 1 < cw && m.b[c + 1] == ' ';
					nb[2] = y + 1 < ch &&
					    m.b[c + m.w] == ' ';
					nb[3] = x > 0 && m.b[c - 1] == ' ';
					k = nb[0] + nb[1] + nb[2] + nb[3];
					dead += k == 1;
					straight += k == 2 && nb[0] == nb[2];
					turn += k == 2 && nb[0] != nb[2];
					j3 += k == 3;
					j4 += k == 4;
					across += (uint64_t)nb[1];
					/* Walk east and south from here. */
					for (run = 0; x + run + 1 < cw &&
					    m.b[maze_cell(&m, x + run, y) +
					    1] == ' '; run++)
						continue;
					if (run > longest)
						longest = run;
					for (run = 0; y + run + 1 < ch &&
					    m.b[maze_cell(&m, x, y + run) + m.w]
					    == ' '; run++)
						continue;
					if (run > longest)
						longest = run;
				}
			ck_assert_uint_eq(st.dead_ends, dead);
			ck_assert_uint_eq(st.straights, straight);
			ck_assert_uint_eq(st.turns, turn);
			ck_assert_uint_eq(st.junctions3, j3);
			ck_assert_uint_eq(st.junctions4, j4);
			ck_assert_uint_eq(st.hpassages, across);
			ck_assert_uint_eq(st.vpassages, st.nodes - 1 - across);
			ck_assert_uint_eq(st.longest_straight, longest);
		}
	maze_search_free(s);
	maze_free(&m);
}
END_TEST

/*
 * The figures mazestat added, counted by hand on some of the grids above.
 * Distances count cell steps on a cell maze, block steps otherwise, from S
 * or else the first node; a histogram bin is distance * 10 / (max + 1).
 */
static const struct known2 {
	const char *name;
	const char *grid;
	uint64_t isolated, straights, turns, junc3, junc4;
	uint64_t hpass, vpass, longest;
	int64_t route;
	uint64_t route_nodes, reach, dist_sum, dist_max, diameter;
	int exact;
	uint64_t hist[MAZE_STAT_HIST];
} known2[] = {
	/*
	 * The maze of maze(5).  Row 0 is a straight run of 3 passages; (1,0)
	 * is the one junction; from cell 0,0 the distances are 0 1 1 2 2 3 3
	 * 4 4 5 5 6; the longest path runs from 0,2 to 3,2, 9 passages.  The
	 * route visits 6 cells: 5 passages of 2 blocks and a block at each
	 * end, 12 steps.
	 */
	{ "perfect",
	    "#S#######\n"
	    "#       #\n"
	    "# # ### #\n"
	    "# #   # #\n"
	    "##### # #\n"
	    "#     # #\n"
	    "#######E#\n",
	    0, 3, 5, 1, 0, 6, 5, 3, 12, 6, 12, 36, 6, 9, 1,
	    { 1, 2, 2, 0, 2, 2, 0, 2, 1, 0 } },
	/* A ring of four cells from cell 0,0: 0 1 1 2. */
	{ "one loop",
	    "#####\n"
	    "#   #\n"
	    "# # #\n"
	    "#   #\n"
	    "#####\n",
	    0, 0, 4, 0, 0, 2, 2, 1, -1, 0, 4, 4, 2, 2, 0,
	    { 1, 0, 0, 2, 0, 0, 1, 0, 0, 0 } },
	/* Leaves 0,2 2,2 and E; 0,2 to either other is 8 steps. */
	{ "blocks, route",
	    "S+++#\n"
	    " ##+#\n"
	    " # +E\n",
	    0, 4, 2, 1, 0, 5, 4, 3, 6, 7, 10, 30, 6, 8, 1,
	    { 1, 2, 2, 0, 1, 1, 0, 1, 2, 0 } },
	/* Manhattan distances from the corner; centre 4-way, sides 3-way. */
	{ "open square",
	    "   \n"
	    "   \n"
	    "   \n",
	    0, 0, 4, 4, 1, 6, 6, 2, -1, 0, 9, 18, 4, 4, 0,
	    { 1, 0, 2, 0, 3, 0, 2, 0, 1, 0 } },
	/*
	 * A loop: E and 0,1 are 3 steps apart, but the double sweep starts
	 * from 1,1 (the last block S's search reaches) and finds only 2.
	 * With loops it is a lower bound, and says so.
	 */
	{ "blocks, S touches both ends",
	    "S+E\n"
	    "++#\n",
	    0, 0, 3, 1, 0, 3, 2, 2, 2, 3, 5, 6, 2, 2, 0,
	    { 1, 0, 0, 2, 0, 0, 2, 0, 0, 0 } },
	{ "two cells apart",
	    "#####\n"
	    "# # #\n"
	    "#####\n",
	    2, 0, 0, 0, 0, 0, 0, 0, -1, 0, 1, 0, 0, 0, 1,
	    { 1, 0, 0, 0, 0, 0, 0, 0, 0, 0 } },
	{ "all walls",
	    "###\n"
	    "###\n",
	    0, 0, 0, 0, 0, 0, 0, 0, -1, 0, 0, 0, 0, 0, 0,
	    { 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 } },
};

START_TEST(test_known2)
{
	const struct known2 *t = &known2[_i];
	struct maze_stat_figures st;
	struct maze_err e;
	struct maze_search *s;
	struct maze m;
	size_t i;

	maze_init(&m);
	s = maze_search_new();
	ck_assert_ptr_nonnull(s);
	maze_from_str(&m, t->grid);
	ck_assert_int_eq(maze_stat_measure(&m, s, &st, &e), 0);
#define EQ(f, v) ck_assert_msg((uint64_t)(f) == (uint64_t)(v), \
	"%s: %s is %llu, expected %llu", t->name, #f, \
	(unsigned long long)(f), (unsigned long long)(v))
	EQ(st.isolated, t->isolated);
	EQ(st.straights, t->straights);
	EQ(st.turns, t->turns);
	EQ(st.junctions3, t->junc3);
	EQ(st.junctions4, t->junc4);
	EQ(st.hpassages, t->hpass);
	EQ(st.vpassages, t->vpass);
	EQ(st.longest_straight, t->longest);
	EQ(st.route, t->route);
	EQ(st.route_nodes, t->route_nodes);
	EQ(st.reach, t->reach);
	EQ(st.dist_sum, t->dist_sum);
	EQ(st.dist_max, t->dist_max);
	EQ(st.diameter, t->diameter);
	EQ(st.diameter_exact, t->exact);
	for (i = 0; i < MAZE_STAT_HIST; i++)
		EQ(st.hist[i], t->hist[i]);
#undef EQ
	maze_search_free(s);
	maze_free(&m);
}
END_TEST

/*
 * Properties on generated mazes, with distances from the tests' own
 * search (block_dist): the kinds of node add up to the nodes, degrees to
 * twice the passages, passages to nodes - parts + loops; distances from
 * the start, the route and the histogram agree with block_dist; and on
 * these trees the diameter is the greatest distance between any two cells.
 */
START_TEST(test_properties)
{
	const struct maze_gen_algo *g;
	struct maze_stat_figures st;
	struct maze_err e;
	struct maze_search *s;
	struct maze m;
	uint32_t cw = 9, ch = 6, x, y, x2, y2;
	uint64_t seed, sum, max, diam, hist[MAZE_STAT_HIST], edges;
	int *dist;
	size_t i, c, src;
	int d;

	maze_init(&m);
	s = maze_search_new();
	ck_assert_ptr_nonnull(s);
	dist = malloc((2 * cw + 1) * (2 * ch + 1) * sizeof *dist);
	ck_assert_ptr_nonnull(dist);
	for (i = 0; (g = maze_gen_algo(i)) != NULL; i++)
		for (seed = 0; seed < 10; seed++) {
			ck_assert_int_eq(maze_gen_make(&m, g, cw, ch, seed, &e),
			    0);
			ck_assert_int_eq(maze_stat_measure(&m, s, &st, &e), 0);
			ck_assert_uint_eq(st.isolated + st.dead_ends +
			    st.straights + st.turns + st.junctions3 +
			    st.junctions4, st.nodes);
			edges = st.hpassages + st.vpassages;
			ck_assert_uint_eq(st.dead_ends + 2 * (st.straights +
			    st.turns) + 3 * st.junctions3 + 4 * st.junctions4,
			    2 * edges);
			ck_assert_uint_eq(edges + st.components,
			    st.nodes + st.loops);
			ck_assert_int_eq(st.diameter_exact, 1);
			ck_assert_uint_eq(st.reach, st.nodes);
			/* From S, or the first cell: cells 2 blocks apart. */
			src = m.start != MAZE_NONE ? m.start :
			    maze_cell(&m, 0, 0);
			block_dist(&m, src, dist);
			sum = max = 0;
			memset(hist, 0, sizeof hist);
			for (y = 0; y < ch; y++)
				for (x = 0; x < cw; x++) {
					d = dist[maze_cell(&m, x, y)] / 2;
					sum += (uint64_t)d;
					if ((uint64_t)d > max)
						max = (uint64_t)d;
				}
			for (y = 0; y < ch; y++)
				for (x = 0; x < cw; x++) {
					d = dist[maze_cell(&m, x, y)] / 2;
					hist[(uint64_t)d * MAZE_STAT_HIST /
					    (max + 1)]++;
				}
			ck_assert_uint_eq(st.dist_sum, sum);
			ck_assert_uint_eq(st.dist_max, max);
			ck_assert_mem_eq(st.hist, hist, sizeof hist);
			if (m.end != MAZE_NONE)
				ck_assert_int_eq(st.route, dist[m.end]);
			diam = 0;
			for (y = 0; y < ch; y++)
				for (x = 0; x < cw; x++) {
					c = maze_cell(&m, x, y);
					block_dist(&m, c, dist);
					for (y2 = 0; y2 < ch; y2++)
						for (x2 = 0; x2 < cw; x2++) {
							d = dist[maze_cell(&m,
							    x2, y2)] / 2;
							if ((uint64_t)d > diam)
								diam =
								    (uint64_t)d;
						}
				}
			ck_assert_uint_eq(st.diameter, diam);
		}
	free(dist);
	maze_search_free(s);
	maze_free(&m);
}
END_TEST

/* The shortest route's length, against block_dist. */
START_TEST(test_route_length)
{
	struct maze_err e;
	struct maze_search *s;
	struct maze m;
	int64_t len;
	int dist[15];

	maze_init(&m);
	s = maze_search_new();
	ck_assert_ptr_nonnull(s);
	maze_from_str(&m, "S+E\n++#\n");
	ck_assert_int_eq(stat_route_length(&m, s, &len, &e), 0);
	block_dist(&m, m.start, dist);
	ck_assert_int_eq(len, dist[m.end]);
	ck_assert_int_eq(len, 2);
	maze_from_str(&m, "S # E\n");
	ck_assert_int_eq(stat_route_length(&m, s, &len, &e), 0);
	ck_assert_int_eq(len, -1);
	maze_from_str(&m, "S  \n");
	ck_assert_int_eq(stat_route_length(&m, s, &len, &e), 0);
	ck_assert_int_eq(len, -1);
	maze_search_free(s);
	maze_free(&m);
}
END_TEST

/* ---- mazes of several levels ---- */

/*
 * Grids of several levels with every figure counted by hand.  Cells of a
 * cell maze of several levels are at odd levels, the floors between them
 * at even levels; a passage up or down is an open floor block.
 */
static const struct known3 {
	const char *name;
	const char *grid;
	int cells;
	uint32_t width, height, levels, blevels;
	uint64_t nodes, dead_ends, components, loops;
	int64_t solution;
	uint64_t isolated, straights, turns, junc3, junc4, junc5, junc6;
	uint64_t hpass, vpass, zpass, longest;
	int64_t route;
	uint64_t route_nodes, reach, dist_sum, dist_max, diameter;
	uint64_t hist[MAZE_STAT_HIST];
} known3[] = {
	/* Two cells, one above the other, the floor between them open. */
	{ "two cells stacked",
	    "; size 3 3 5\n"
	    "; level 0\n" "###\n" "###\n" "###\n"
	    "; level 1\n" "###\n" "# #\n" "###\n"
	    "; level 2\n" "###\n" "# #\n" "###\n"
	    "; level 3\n" "###\n" "# #\n" "###\n"
	    "; level 4\n" "###\n" "###\n" "###\n",
	    1, 1, 1, 2, 5, 2, 2, 1, 0, -1,
	    0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1,
	    -1, 0, 2, 1, 1, 1,
	    { 1, 0, 0, 0, 0, 1, 0, 0, 0, 0 } },
	/*
	 * The same, S in the outer ceiling and E in the outer floor: openings
	 * in the outer wall, no nodes.  S, a cell, the floor, a cell, E: 4
	 * steps.
	 */
	{ "two cells stacked, S above, E below",
	    "; size 3 3 5\n"
	    "; level 0\n" "###\n" "#S#\n" "###\n"
	    "; level 1\n" "###\n" "# #\n" "###\n"
	    "; level 2\n" "###\n" "# #\n" "###\n"
	    "; level 3\n" "###\n" "# #\n" "###\n"
	    "; level 4\n" "###\n" "#E#\n" "###\n",
	    1, 1, 1, 2, 5, 2, 2, 1, 0, -1,
	    0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1,
	    4, 2, 2, 1, 1, 1,
	    { 1, 0, 0, 0, 0, 1, 0, 0, 0, 0 } },
	/*
	 * Three cells in a column, the lower floor closed: two parts, the
	 * bottom cell alone.
	 */
	{ "a column of three cells, cut",
	    "; size 3 3 7\n"
	    "; level 0\n" "###\n" "###\n" "###\n"
	    "; level 1\n" "###\n" "# #\n" "###\n"
	    "; level 2\n" "###\n" "# #\n" "###\n"
	    "; level 3\n" "###\n" "# #\n" "###\n"
	    "; level 4\n" "###\n" "###\n" "###\n"
	    "; level 5\n" "###\n" "# #\n" "###\n"
	    "; level 6\n" "###\n" "###\n" "###\n",
	    1, 1, 1, 3, 7, 3, 2, 2, 0, -1,
	    1, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1,
	    -1, 0, 2, 1, 1, 1,
	    { 1, 0, 0, 0, 0, 1, 0, 0, 0, 0 } },
	/*
	 * A cube of 3x3x3 open blocks, not a cell maze: the corners have 3
	 * neighbours, the middles of the 12 edges 4, of the 6 faces 5, the
	 * centre 6.  18 pairs along each axis, 54 in all: 54 - 27 + 1 = 28
	 * loops.  From block 0,0,0 a block is x + y + z away: 1, 3, 6, 7,
	 * 6, 3, 1 blocks at 0 to 6, which sum to 81.
	 */
	{ "open cube of blocks",
	    "; size 3 3 3\n"
	    "; level 0\n" "   \n" "   \n" "   \n"
	    "; level 1\n" "   \n" "   \n" "   \n"
	    "; level 2\n" "   \n" "   \n" "   \n",
	    0, 3, 3, 3, 3, 27, 0, 1, 28, -1,
	    0, 0, 0, 8, 12, 6, 1, 18, 18, 18, 2,
	    -1, 0, 27, 81, 6, 6,
	    { 1, 3, 6, 0, 7, 6, 0, 3, 1, 0 } },
	/*
	 * A perfect maze of 3x2x2 cells (tests/e2e/data/3d-stat-solved.maze),
	 * S in the top wall of cell 0,0,0 and E in the bottom wall of cell
	 * 2,1,1; the route is marked.  Cells joined: on level 0, 0,0-1,0
	 * 1,0-1,1 1,1-2,1; on level 1, 0,0-1,0-2,0 0,0-0,1 1,0-1,1 1,1-2,1;
	 * between the levels, at 2,0 0,1 2,1.  Dead ends 0,0,0 2,0,0 0,1,0;
	 * the junction is 1,0,1 (W, E, S).  The route: S, 5 cells (0,0,0
	 * 1,0,0 1,1,0 2,1,0 2,1,1), E: 10 steps.  Distances from S's cell:
	 * 0 to 6 along 1,0,0 1,1,0 2,1,0 2,1,1 1,1,1 1,0,1, then 7 7 8 8 9,
	 * 60 in all; the farthest, 0,1,0, is 9 from 0,0,0.
	 */
	{ "perfect, solved",
	    "; size 7 5 5\n"
	    "; level 0\n"
	    "#######\n" "#######\n" "#######\n" "#######\n" "#######\n"
	    "; level 1\n"
	    "#S#####\n" "#+++# #\n" "###+###\n" "# #+++#\n" "#######\n"
	    "; level 2\n"
	    "#######\n" "##### #\n" "#######\n" "# ###+#\n" "#######\n"
	    "; level 3\n"
	    "#######\n" "#     #\n" "# # ###\n" "# #  +#\n" "#####E#\n"
	    "; level 4\n"
	    "#######\n" "#######\n" "#######\n" "#######\n" "#######\n",
	    1, 3, 2, 2, 5, 12, 3, 1, 0, 10,
	    0, 0, 8, 1, 0, 0, 0, 5, 3, 3, 2,
	    10, 5, 12, 60, 9, 9,
	    { 1, 1, 1, 1, 1, 1, 1, 2, 2, 1 } },
};

START_TEST(test_known3)
{
	const struct known3 *t = &known3[_i];
	struct maze_stat_figures st;
	struct maze_err e;
	struct maze_search *s;
	struct maze m;
	size_t i;

	maze_init(&m);
	s = maze_search_new();
	ck_assert_ptr_nonnull(s);
	maze_from_str(&m, t->grid);
	ck_assert_uint_gt(m.d, 1);
	ck_assert_int_eq(maze_stat_measure(&m, s, &st, &e), 0);
#define EQ(f, v) ck_assert_msg((uint64_t)(f) == (uint64_t)(v), \
	"%s: %s is %llu, expected %llu", t->name, #f, \
	(unsigned long long)(f), (unsigned long long)(v))
	EQ(st.cells, t->cells);
	EQ(st.width, t->width);
	EQ(st.height, t->height);
	EQ(st.levels, t->levels);
	EQ(st.blevels, t->blevels);
	EQ(st.nodes, t->nodes);
	EQ(st.dead_ends, t->dead_ends);
	EQ(st.components, t->components);
	EQ(st.loops, t->loops);
	EQ(st.solution, t->solution);
	EQ(st.isolated, t->isolated);
	EQ(st.straights, t->straights);
	EQ(st.turns, t->turns);
	EQ(st.junctions3, t->junc3);
	EQ(st.junctions4, t->junc4);
	EQ(st.junctions5, t->junc5);
	EQ(st.junctions6, t->junc6);
	EQ(st.hpassages, t->hpass);
	EQ(st.vpassages, t->vpass);
	EQ(st.zpassages, t->zpass);
	EQ(st.longest_straight, t->longest);
	EQ(st.route, t->route);
	EQ(st.route_nodes, t->route_nodes);
	EQ(st.reach, t->reach);
	EQ(st.dist_sum, t->dist_sum);
	EQ(st.dist_max, t->dist_max);
	EQ(st.diameter, t->diameter);
	for (i = 0; i < MAZE_STAT_HIST; i++)
		EQ(st.hist[i], t->hist[i]);
#undef EQ
	maze_search_free(s);
	maze_free(&m);
}
END_TEST

/* A flat maze has one level and nothing of levels. */
START_TEST(test_flat_levels)
{
	struct maze_stat_figures st;
	struct maze_err e;
	struct maze_search *s;
	struct maze m;

	maze_init(&m);
	s = maze_search_new();
	ck_assert_ptr_nonnull(s);
	maze_from_str(&m, "#S###\n#   #\n###E#\n");
	ck_assert_int_eq(maze_stat_measure(&m, s, &st, &e), 0);
	ck_assert_uint_eq(st.levels, 1);
	ck_assert_uint_eq(st.blevels, 1);
	ck_assert_uint_eq(st.zpassages, 0);
	ck_assert_uint_eq(st.junctions5 + st.junctions6, 0);
	maze_from_str(&m, "   \n   \n");
	ck_assert_int_eq(maze_stat_measure(&m, s, &st, &e), 0);
	ck_assert_uint_eq(st.levels, 1);
	ck_assert_uint_eq(st.junctions3, 2);
	maze_search_free(s);
	maze_free(&m);
}
END_TEST

/* The tests' own steps, N, E, S, W, up, down, and the block of a cell. */
static const int tdx[6] = { 0, 1, 0, -1, 0, 0 };
static const int tdy[6] = { -1, 0, 1, 0, 0, 0 };
static const int tdz[6] = { 0, 0, 0, 0, -1, 1 };

static size_t
cellb(const struct maze *m, int64_t x, int64_t y, int64_t z)
{
	return ((size_t)(2 * z + 1) * m->h + (size_t)(2 * y + 1)) * m->w +
	    (size_t)(2 * x + 1);
}

/*
 * The cell one step from cell (x, y, z) of a cw x ch x cd cell maze in
 * direction d, into *nx, *ny, *nz; 0 if that is outside the maze.
 */
static int
cell_step(uint32_t cw, uint32_t ch, uint32_t cd, int64_t x, int64_t y,
    int64_t z, int d, int64_t *nx, int64_t *ny, int64_t *nz)
{
	*nx = x + tdx[d];
	*ny = y + tdy[d];
	*nz = z + tdz[d];
	return *nx >= 0 && *ny >= 0 && *nz >= 0 && *nx < cw && *ny < ch &&
	    *nz < cd;
}

/*
 * A perfect maze of cw x ch x cd cells (cd at least 2), by the tests' own
 * depth-first search with random choices, S in the top wall of cell 0,0,0
 * and E in the bottom wall of the last cell.
 */
static void
make_tree3(struct maze *m, uint32_t cw, uint32_t ch, uint32_t cd,
    uint64_t seed)
{
	struct maze_err e;
	struct maze_rng r;
	size_t n = (size_t)cw * ch * cd, top = 0, c, k, nb[6];
	size_t *stack;
	unsigned char *seen;
	int64_t x, y, z, nx, ny, nz;
	int d, j;

	ck_assert_int_eq(maze_alloc_cells3(m, cw, ch, cd, &e), 0);
	stack = malloc(n * sizeof *stack);
	seen = calloc(n, 1);
	ck_assert_ptr_nonnull(stack);
	ck_assert_ptr_nonnull(seen);
	maze_rng_seed(&r, seed);
	stack[top++] = 0;
	seen[0] = 1;
	while (top > 0) {
		c = stack[top - 1];
		x = (int64_t)(c % cw);
		y = (int64_t)(c / cw % ch);
		z = (int64_t)(c / cw / ch);
		for (d = 0, j = 0; d < 6; d++)
			if (cell_step(cw, ch, cd, x, y, z, d, &nx, &ny, &nz) &&
			    !seen[k = ((size_t)nz * ch + (size_t)ny) * cw +
			    (size_t)nx])
				nb[j++] = k;
		if (j == 0) {
			top--;
			continue;
		}
		k = nb[rng_below(&r, (uint32_t)j)];
		m->b[(cellb(m, x, y, z) + cellb(m, (int64_t)(k % cw),
		    (int64_t)(k / cw % ch), (int64_t)(k / cw / ch))) / 2] =
		    MAZE_OPEN;
		seen[k] = 1;
		stack[top++] = k;
	}
	free(seen);
	free(stack);
	m->start = maze_block(m, 1, 0, 1);
	m->end = maze_block(m, m->w - 2, m->h - 1, m->d - 2);
	m->b[m->start] = MAZE_START;
	m->b[m->end] = MAZE_END;
}

/* What the tests count of a cell maze of several levels, themselves. */
struct count3 {
	uint64_t kind[7];		/* cells by neighbours, 0 to 6 */
	uint64_t straights, turns;
	uint64_t pass[3];		/* across, down, between levels */
	uint64_t longest;
};

static void
count3(const struct maze *m, uint32_t cw, uint32_t ch, uint32_t cd,
    struct count3 *t)
{
	int64_t x, y, z, nx, ny, nz, cx, cy, cz;
	uint64_t run;
	int d, k, nb[6];

	memset(t, 0, sizeof *t);
	for (z = 0; z < cd; z++)
		for (y = 0; y < ch; y++)
			for (x = 0; x < cw; x++) {
				for (d = 0, k = 0; d < 6; d++) {
					nb[d] = cell_step(cw, ch, cd, x, y, z,
					    d, &nx, &ny, &nz) &&
					    m->b[(cellb(m, x, y, z) +
					    cellb(m, nx, ny, nz)) / 2] ==
					    MAZE_OPEN;
					k += nb[d];
				}
				t->kind[k]++;
				if (k == 2 && ((nb[0] && nb[2]) ||
				    (nb[1] && nb[3]) || (nb[4] && nb[5])))
					t->straights++;
				else if (k == 2)
					t->turns++;
				t->pass[0] += (uint64_t)nb[1];
				t->pass[1] += (uint64_t)nb[2];
				t->pass[2] += (uint64_t)nb[5];
				/* Walk east, south and down from here. */
				for (d = 1; d < 6; d += d == 1 ? 1 : 3) {
					cx = x;
					cy = y;
					cz = z;
					for (run = 0; cell_step(cw, ch, cd, cx,
					    cy, cz, d, &nx, &ny, &nz) &&
					    m->b[(cellb(m, cx, cy, cz) +
					    cellb(m, nx, ny, nz)) / 2] ==
					    MAZE_OPEN; run++) {
						cx = nx;
						cy = ny;
						cz = nz;
					}
					if (run > t->longest)
						t->longest = run;
				}
			}
}

/*
 * Perfect mazes of several levels, made by the tests' own generator: one
 * part, no loops, nodes - 1 passages, and every figure as the tests'
 * count and block_dist find them; then with walls opened at random, the
 * loops as passages - nodes + 1.
 */
START_TEST(test_properties3)
{
	static const uint32_t shapes[][3] = {
		{ 1, 1, 2 }, { 1, 1, 5 }, { 2, 2, 2 }, { 3, 2, 4 },
		{ 1, 4, 3 }, { 4, 1, 2 }, { 5, 4, 3 },
	};
	struct maze_stat_figures st;
	struct count3 t;
	struct maze_err e;
	struct maze_search *s;
	struct maze m;
	struct maze_rng r;
	uint32_t cw, ch, cd;
	uint64_t seed, nodes, sum, max, diam, hist[MAZE_STAT_HIST], edges;
	size_t i, c, c2, n, k;
	int64_t x, y, z, nx, ny, nz;
	int *dist, dd;
	int d;

	maze_init(&m);
	s = maze_search_new();
	ck_assert_ptr_nonnull(s);
	for (i = 0; i < sizeof shapes / sizeof shapes[0]; i++)
		for (seed = 0; seed < 5; seed++) {
			cw = shapes[i][0];
			ch = shapes[i][1];
			cd = shapes[i][2];
			nodes = (uint64_t)cw * ch * cd;
			make_tree3(&m, cw, ch, cd, seed);
			ck_assert_int_eq(maze_stat_measure(&m, s, &st, &e), 0);
			count3(&m, cw, ch, cd, &t);
			ck_assert_int_eq(st.cells, 1);
			ck_assert_uint_eq(st.width, cw);
			ck_assert_uint_eq(st.height, ch);
			ck_assert_uint_eq(st.levels, cd);
			ck_assert_uint_eq(st.blevels, 2 * cd + 1);
			ck_assert_uint_eq(st.nodes, nodes);
			ck_assert_uint_eq(st.components, 1);
			ck_assert_uint_eq(st.loops, 0);
			ck_assert_uint_eq(st.hpassages + st.vpassages +
			    st.zpassages, nodes - 1);
			ck_assert_uint_eq(st.isolated, t.kind[0]);
			ck_assert_uint_eq(st.dead_ends, t.kind[1]);
			ck_assert_uint_eq(st.straights, t.straights);
			ck_assert_uint_eq(st.turns, t.turns);
			ck_assert_uint_eq(st.junctions3, t.kind[3]);
			ck_assert_uint_eq(st.junctions4, t.kind[4]);
			ck_assert_uint_eq(st.junctions5, t.kind[5]);
			ck_assert_uint_eq(st.junctions6, t.kind[6]);
			ck_assert_uint_eq(st.hpassages, t.pass[0]);
			ck_assert_uint_eq(st.vpassages, t.pass[1]);
			ck_assert_uint_eq(st.zpassages, t.pass[2]);
			ck_assert_uint_eq(st.longest_straight, t.longest);
			ck_assert_int_eq(st.diameter_exact, 1);
			ck_assert_uint_eq(st.reach, nodes);

			/* Distances from S: cells are 2 blocks apart. */
			n = maze_blocks(&m);
			dist = malloc(n * sizeof *dist);
			ck_assert_ptr_nonnull(dist);
			block_dist(&m, m.start, dist);
			ck_assert_int_eq(st.route, dist[m.end]);
			sum = max = 0;
			memset(hist, 0, sizeof hist);
			for (c = 0; c < nodes; c++) {
				dd = dist[cellb(&m, (int64_t)(c % cw),
				    (int64_t)(c / cw % ch),
				    (int64_t)(c / cw / ch))] / 2;
				sum += (uint64_t)dd;
				if ((uint64_t)dd > max)
					max = (uint64_t)dd;
			}
			for (c = 0; c < nodes; c++)
				hist[(uint64_t)(dist[cellb(&m,
				    (int64_t)(c % cw), (int64_t)(c / cw % ch),
				    (int64_t)(c / cw / ch))] / 2) *
				    MAZE_STAT_HIST / (max + 1)]++;
			ck_assert_uint_eq(st.dist_sum, sum);
			ck_assert_uint_eq(st.dist_max, max);
			ck_assert_mem_eq(st.hist, hist, sizeof hist);
			/* The diameter: the farthest two cells of all. */
			diam = 0;
			for (c = 0; c < nodes; c++) {
				block_dist(&m, cellb(&m, (int64_t)(c % cw),
				    (int64_t)(c / cw % ch),
				    (int64_t)(c / cw / ch)), dist);
				for (c2 = 0; c2 < nodes; c2++) {
					dd = dist[cellb(&m, (int64_t)(c2 % cw),
					    (int64_t)(c2 / cw % ch),
					    (int64_t)(c2 / cw / ch))] / 2;
					if ((uint64_t)dd > diam)
						diam = (uint64_t)dd;
				}
			}
			ck_assert_uint_eq(st.diameter, diam);
			free(dist);

			/* Walls opened at random: loops, and junctions. */
			maze_rng_seed(&r, seed);
			for (k = 0; k < nodes; k++) {
				c = rng_below(&r, (uint32_t)nodes);
				x = (int64_t)(c % cw);
				y = (int64_t)(c / cw % ch);
				z = (int64_t)(c / cw / ch);
				d = (int)rng_below(&r, 6);
				if (cell_step(cw, ch, cd, x, y, z, d, &nx, &ny,
				    &nz))
					m.b[(cellb(&m, x, y, z) +
					    cellb(&m, nx, ny, nz)) / 2] =
					    MAZE_OPEN;
			}
			ck_assert_int_eq(maze_stat_measure(&m, s, &st, &e), 0);
			count3(&m, cw, ch, cd, &t);
			edges = t.pass[0] + t.pass[1] + t.pass[2];
			ck_assert_uint_eq(st.components, 1);
			ck_assert_uint_eq(st.loops, edges - nodes + 1);
			ck_assert_uint_eq(st.hpassages, t.pass[0]);
			ck_assert_uint_eq(st.vpassages, t.pass[1]);
			ck_assert_uint_eq(st.zpassages, t.pass[2]);
			for (d = 0; d < 7; d++)
				ck_assert_uint_eq(d == 0 ? st.isolated :
				    d == 1 ? st.dead_ends : d == 2 ?
				    st.straights + st.turns : d == 3 ?
				    st.junctions3 : d == 4 ? st.junctions4 :
				    d == 5 ? st.junctions5 : st.junctions6,
				    t.kind[d]);
			ck_assert_uint_eq(st.straights, t.straights);
			ck_assert_uint_eq(st.longest_straight, t.longest);
			ck_assert_int_eq(st.diameter_exact, st.loops == 0);
		}
	maze_search_free(s);
	maze_free(&m);
}
END_TEST

/*
 * A cell maze of 3x3x3 cells with every wall and floor between cells open:
 * the cube of the open blocks above, counted in cells.
 */
START_TEST(test_full_cube)
{
	struct maze_stat_figures st;
	struct maze_err e;
	struct maze_search *s;
	struct maze m;
	int64_t x, y, z, nx, ny, nz;
	int d;

	maze_init(&m);
	s = maze_search_new();
	ck_assert_ptr_nonnull(s);
	ck_assert_int_eq(maze_alloc_cells3(&m, 3, 3, 3, &e), 0);
	for (z = 0; z < 3; z++)
		for (y = 0; y < 3; y++)
			for (x = 0; x < 3; x++)
				for (d = 0; d < 6; d++)
					if (cell_step(3, 3, 3, x, y, z, d, &nx,
					    &ny, &nz))
						m.b[(cellb(&m, x, y, z) +
						    cellb(&m, nx, ny, nz)) /
						    2] = MAZE_OPEN;
	ck_assert_int_eq(maze_stat_measure(&m, s, &st, &e), 0);
	ck_assert_int_eq(st.cells, 1);
	ck_assert_uint_eq(st.nodes, 27);
	ck_assert_uint_eq(st.junctions3, 8);
	ck_assert_uint_eq(st.junctions4, 12);
	ck_assert_uint_eq(st.junctions5, 6);
	ck_assert_uint_eq(st.junctions6, 1);
	ck_assert_uint_eq(st.hpassages, 18);
	ck_assert_uint_eq(st.vpassages, 18);
	ck_assert_uint_eq(st.zpassages, 18);
	ck_assert_uint_eq(st.loops, 28);
	ck_assert_uint_eq(st.longest_straight, 2);
	ck_assert_uint_eq(st.dist_sum, 81);
	ck_assert_uint_eq(st.diameter, 6);
	maze_search_free(s);
	maze_free(&m);
}
END_TEST

/*
 * The cell path against the general way.  maze_stat_measure measures a cell
 * maze on its cells alone; stat_measure_blocks (measure.c: for the tests,
 * not exported) the general way, over the blocks.  Every figure must agree
 * on every kind of maze: perfect, with loops, in several parts, with
 * openings in the outer wall and floors, S and E on cells, on passages and
 * in the outer wall, weights, marks, levels, and grids that are no cell
 * maze (both ways are then the general one).
 */
int	stat_measure_blocks(const struct maze *, struct maze_search *,
	    struct maze_stat_figures *, struct maze_err *);

/* The figures, by name, for the message when two disagree. */
#define FIG(f)	{ #f, offsetof(struct maze_stat_figures, f), sizeof(((struct \
	    maze_stat_figures *)0)->f) }
static const struct fig {
	const char *name;
	size_t off, size;
} figs[] = {
	FIG(cells), FIG(width), FIG(height), FIG(nodes), FIG(dead_ends),
	FIG(components), FIG(loops), FIG(solution), FIG(bwidth),
	FIG(bheight), FIG(open), FIG(isolated), FIG(straights), FIG(turns),
	FIG(junctions3), FIG(junctions4), FIG(hpassages), FIG(vpassages),
	FIG(longest_straight), FIG(has_start), FIG(reach), FIG(dist_sum),
	FIG(dist_max), FIG(hist), FIG(route), FIG(route_nodes),
	FIG(diameter), FIG(diameter_exact), FIG(levels), FIG(blevels),
	FIG(junctions5), FIG(junctions6), FIG(zpassages),
};

/* A random block of m that is open, or MAZE_NONE after a few tries. */
static size_t
open_block(const struct maze *m, struct maze_rng *r)
{
	size_t i;
	int k;

	for (k = 0; k < 100; k++) {
		i = (size_t)rng_below(r, (uint32_t)maze_blocks(m));
		if (maze_isopen(m->b[i]))
			return i;
	}
	return MAZE_NONE;
}

/*
 * Change the generated maze m as variant v says, at random: walls opened
 * (loops) or closed (parts), openings in the outer wall and floors, S and
 * E moved or taken away, weights and marks; and with v 7, a corner opened,
 * which makes it no cell maze.
 */
static void
vary(struct maze *m, int v, struct maze_rng *r)
{
	size_t n = maze_blocks(m), i, k, cnt = n / 8 + 1;
	uint32_t x, y, z;
	const char *open = " 123456789+a.";

	for (k = 0; k < cnt; k++) {
		i = (size_t)rng_below(r, (uint32_t)n);
		maze_xyz(m, i, &x, &y, &z);
		/* Only walls between cells, or in the outer wall and floors. */
		if ((x % 2) + (y % 2) + (m->d > 1 ? z % 2 : 1) != 2)
			continue;
		if (x == 0 || y == 0 || x == m->w - 1 || y == m->h - 1 ||
		    (m->d > 1 && (z == 0 || z == m->d - 1))) {
			if (v >= 3 && rng_below(r, 4) == 0)
				m->b[i] = MAZE_OPEN;
		} else if (v % 3 == 1 && m->b[i] == MAZE_WALL)
			m->b[i] = (unsigned char)open[rng_below(r, 13)];
		else if (v % 3 == 2 && rng_below(r, 3) == 0)
			m->b[i] = MAZE_WALL;
	}
	if (v >= 4 && (i = open_block(m, r)) != MAZE_NONE &&
	    m->start != MAZE_NONE) {
		m->b[m->start] = MAZE_OPEN;
		m->b[i] = MAZE_START;
	}
	if (v >= 5 && (i = open_block(m, r)) != MAZE_NONE &&
	    m->b[i] != MAZE_START && m->end != MAZE_NONE) {
		m->b[m->end] = MAZE_OPEN;
		m->b[i] = MAZE_END;
	}
	if (v == 6 && m->end != MAZE_NONE)
		m->b[m->end] = MAZE_OPEN;
	if (v == 6 && rng_below(r, 2) && m->start != MAZE_NONE)
		m->b[m->start] = MAZE_OPEN;
	if (v == 7)
		m->b[maze_block(m, 2 * rng_below(r, m->w / 2 + 1), 0,
		    m->d > 1 ? 2 * rng_below(r, m->d / 2 + 1) : 0)] =
		    MAZE_OPEN;
	maze_find_ends(m);
}

START_TEST(test_cell_path)
{
	static const uint32_t shapes[][3] = {
		{ 1, 1, 1 }, { 2, 1, 1 }, { 1, 5, 1 }, { 7, 3, 1 },
		{ 16, 11, 1 }, { 40, 33, 1 }, { 32, 9, 1 }, { 70, 6, 1 },
		{ 1, 1, 3 }, { 3, 2, 2 }, { 5, 4, 3 }, { 9, 7, 4 },
	};
	const struct maze_gen_algo *g;
	struct maze_stat_figures a, b;
	struct maze_err e;
	struct maze_search *s, *s2;
	struct maze m;
	struct maze_rng r;
	struct maze_gen_opts o;
	size_t i, f, ga, tried = 0, deep = 0;
	uint64_t seed;
	int v;

	maze_init(&m);
	maze_gen_opts_init(&o);
	s = maze_search_new();
	s2 = maze_search_new();
	ck_assert_ptr_nonnull(s);
	ck_assert_ptr_nonnull(s2);
	for (i = 0; i < sizeof shapes / sizeof shapes[0]; i++)
		for (seed = 0; seed < 12; seed++)
			for (v = 0; v < 8; v++) {
				/* A generator and a braid of each at random. */
				maze_rng_seed(&r,
				    seed * 131 + i * 8 + (uint64_t)v);
				for (ga = 0; maze_gen_algo(ga) != NULL; ga++)
					;
				g = maze_gen_algo(rng_below(&r, (uint32_t)ga));
				/* Not every generator makes levels. */
				if (shapes[i][2] > 1 && maze_gen_make3(&m, g,
				    shapes[i][0], shapes[i][1], shapes[i][2],
				    seed, &o, &e) == -1)
					continue;
				if (shapes[i][2] == 1)
					ck_assert_int_eq(maze_gen_make(&m, g,
					    shapes[i][0], shapes[i][1], seed,
					    &e), 0);
				vary(&m, v, &r);
				ck_assert_int_eq(maze_stat_measure(&m, s, &a,
				    &e), 0);
				ck_assert_int_eq(stat_measure_blocks(&m, s2,
				    &b, &e), 0);
				for (f = 0; f < sizeof figs / sizeof figs[0];
				    f++)
					REQUIRE(memcmp((char *)&a +
					    figs[f].off, (char *)&b +
					    figs[f].off, figs[f].size) == 0,
					    "%ux%ux%u seed %llu variant %d "
					    "(%s): %s differs", shapes[i][0],
					    shapes[i][1], shapes[i][2],
					    (unsigned long long)seed, v,
					    g->info.name, figs[f].name);
				tried += a.cells;
				deep += a.cells && a.levels > 1;
			}
	/* Most were cell mazes, which take the cell path. */
	ck_assert_uint_gt(tried, 500);
	ck_assert_uint_gt(deep, 100);
	maze_search_free(s2);
	maze_search_free(s);
	maze_free(&m);
}
END_TEST

/* ---- report.c ---- */

/* The maze of maze(5); the expected records are mazestat's before the split. */
static const char perfect[] = MAN_EXAMPLE_ROWS;

/* What a report prints goes to a string, which sink_close returns. */
struct sink {
	FILE *fp;
	char *buf;
	size_t len;
};

static void
sink_open(struct sink *k)
{
	k->buf = NULL;
	k->fp = open_memstream(&k->buf, &k->len);
	ck_assert_ptr_nonnull(k->fp);
}

static char *
sink_close(struct sink *k)
{
	ck_assert_int_eq(fclose(k->fp), 0);
	return k->buf;
}

/* Measure the mazes drawn in grids[0..n) into a report, printing them. */
static void
report_mazes(struct stat_report *rep, const char *const *grids, size_t n,
    int print)
{
	struct maze_stat_figures st;
	struct maze_err e;
	struct maze_search *s;
	struct maze m;
	size_t i;

	maze_init(&m);
	s = maze_search_new();
	ck_assert_ptr_nonnull(s);
	for (i = 0; i < n; i++) {
		maze_from_str(&m, grids[i]);
		ck_assert_int_eq(maze_stat_measure(&m, s, &st, &e), 0);
		stat_report_maze(rep, i + 1, &st, print);
	}
	maze_search_free(s);
	maze_free(&m);
}

static const struct {
	int format;
	const char *fields;	/* -F, or NULL */
	const char *want;
} records[] = {
	{ STAT_TABLE, NULL,
	    "   maze kind        width     height      cells  dead_ends"
	    "      parts      loops perfect   solution\n"
	    "      1 cells           4          3         12          3"
	    "          1          0     yes          -\n" },
	{ STAT_TSV, NULL,
	    "maze\tkind\twidth\theight\tcells\tdead_ends\tparts\tloops\t"
	    "perfect\tsolution\tbwidth\tbheight\topen\tdead_frac\tisolated\t"
	    "straights\tturns\tjunc3\tjunc4\tlongest\thpass\tvpass\t"
	    "hv_ratio\troute\troute_cells\troute_frac\treach\tdist_mean\t"
	    "dist_max\tdiameter\tdiam_exact\tdist_hist\n"
	    "1\tcells\t4\t3\t12\t3\t1\t0\tyes\t-\t9\t7\t25\t0.2500\t0\t3\t"
	    "5\t1\t0\t3\t6\t5\t1.2000\t12\t6\t0.5000\t12\t3.0000\t6\t9\t"
	    "yes\t1,2,2,0,2,2,0,2,1,0\n" },
	{ STAT_JSON, NULL,
	    "{\"maze\":1,\"kind\":\"cells\",\"width\":4,\"height\":3,"
	    "\"cells\":12,\"dead_ends\":3,\"parts\":1,\"loops\":0,"
	    "\"perfect\":true,\"solution\":null,\"bwidth\":9,\"bheight\":7,"
	    "\"open\":25,\"dead_frac\":0.2500,\"isolated\":0,\"straights\":3,"
	    "\"turns\":5,\"junc3\":1,\"junc4\":0,\"longest\":3,\"hpass\":6,"
	    "\"vpass\":5,\"hv_ratio\":1.2000,\"route\":12,\"route_cells\":6,"
	    "\"route_frac\":0.5000,\"reach\":12,\"dist_mean\":3.0000,"
	    "\"dist_max\":6,\"diameter\":9,\"diam_exact\":true,"
	    "\"dist_hist\":[1,2,2,0,2,2,0,2,1,0]}\n" },
	{ STAT_TABLE, "diameter,dead_frac,kind",
	    "  diameter dead_frac kind\n"
	    "         9    0.2500 cells\n" },
	{ STAT_JSON, "diameter,dead_frac,kind",
	    "{\"diameter\":9,\"dead_frac\":0.2500,\"kind\":\"cells\"}\n" },
	{ STAT_TSV, ",kind,,kind,",
	    "kind\tkind\n"
	    "cells\tcells\n" },
	{ STAT_TABLE, "all",
	    NULL },	/* every field: as tsv, but padded */
};

/* A record in each format, with the fields -F chose. */
START_TEST(test_record)
{
	const char *grids[] = { perfect };
	struct stat_report rep;
	struct maze_err e;
	struct sink k;
	char *got;

	sink_open(&k);
	stat_report_init(&rep, k.fp, records[_i].format, 0);
	if (records[_i].fields != NULL)
		ck_assert_int_eq(stat_report_fields(&rep, records[_i].fields,
		    &e), 0);
	report_mazes(&rep, grids, 1, 1);
	got = sink_close(&k);
	if (records[_i].want != NULL)
		ck_assert_str_eq(got, records[_i].want);
	else {
		/* Two lines of every field, the levels' last. */
		ck_assert_uint_eq(rep.sel[0].n, STAT_NFIELDS);
		ck_assert_ptr_nonnull(strstr(got, " dist_hist "));
		ck_assert_ptr_nonnull(strstr(got, " zpass\n"));
		ck_assert_ptr_nonnull(strstr(got,
		    "  yes 1,2,2,0,2,2,0,2,1,0 "));
	}
	free(got);
}
END_TEST

/* No header and no record unless asked: the summary still counts. */
START_TEST(test_record_quiet)
{
	const char *grids[] = { perfect, perfect };
	struct stat_report rep;
	struct sink k;
	char *got;

	sink_open(&k);
	stat_report_init(&rep, k.fp, STAT_TABLE, 0);
	report_mazes(&rep, grids, 2, 0);
	got = sink_close(&k);
	ck_assert_str_eq(got, "");
	free(got);
	ck_assert_uint_eq(rep.sum[4].n, 2);	/* cells */
	ck_assert(rep.sum[4].sum == 24);
	ck_assert_uint_eq(rep.sum[9].n, 0);	/* solution: "-" */
}
END_TEST

/* -F: names, their columns in an error, and the names it lists. */
START_TEST(test_fields)
{
	struct stat_report rep;
	struct maze_err e;

	stat_report_init(&rep, stdout, STAT_TABLE, 0);
	ck_assert_uint_eq(rep.sel[0].n, 10);
	stat_report_init(&rep, stdout, STAT_JSON, 0);
	ck_assert_uint_eq(rep.sel[0].n, STAT_NFLAT);
	ck_assert_int_eq(stat_report_fields(&rep, "dist_hist,maze", &e), 0);
	ck_assert_uint_eq(rep.sel[0].n, 2);
	ck_assert_uint_eq(rep.sel[0].i[0], STAT_NFLAT - 1);
	ck_assert_uint_eq(rep.sel[0].i[1], 0);
	ck_assert_int_eq(stat_report_fields(&rep, "dead_frac,nope,kind", &e),
	    -1);
	ck_assert_uint_eq(e.line, 1);
	ck_assert_uint_eq(e.col, 11);
	ck_assert_str_eq(e.msg, "unknown field");
	/* A field's name, not a prefix of one. */
	ck_assert_int_eq(stat_report_fields(&rep, ",,dead", &e), -1);
	ck_assert_uint_eq(e.col, 3);
	ck_assert_int_eq(stat_report_fields(&rep, ",,", &e), -1);
	ck_assert_uint_eq(e.line, 1);
	ck_assert_uint_eq(e.col, 0);
	ck_assert_str_eq(e.msg, "no field named");
	/* "all" is every figure, those of levels after the others. */
	ck_assert_int_eq(stat_report_fields(&rep, "all", &e), 0);
	ck_assert_uint_eq(rep.sel[0].n, STAT_NFIELDS);
	ck_assert_uint_eq(rep.sel[0].i[STAT_NFIELDS - 1], STAT_NFIELDS - 1);
	ck_assert_int_eq(stat_report_fields(&rep, "zpass,levels", &e), 0);
	ck_assert_uint_eq(rep.sel[0].n, 2);
	ck_assert_uint_eq(rep.sel[0].i[0], STAT_NFIELDS - 1);
	ck_assert_uint_eq(rep.sel[0].i[1], STAT_NFLAT);
	/* A word of its own, not a name in a list. */
	ck_assert_int_eq(stat_report_fields(&rep, "maze,all", &e), -1);
	ck_assert_uint_eq(e.col, 6);
	ck_assert_str_eq(stat_field_name(0), "maze");
	ck_assert_str_eq(stat_field_name(STAT_NFLAT - 1), "dist_hist");
	ck_assert_str_eq(stat_field_name(STAT_NFLAT), "levels");
	ck_assert_str_eq(stat_field_name(STAT_NFIELDS - 1), "zpass");
	ck_assert_ptr_null(stat_field_name(STAT_NFIELDS));
}
END_TEST

/*
 * The summary's rows: numeric figures, those of levels too; a field with
 * no row is refused by name, the choice before standing.
 */
START_TEST(test_rows)
{
	struct stat_report rep;
	struct maze_err e;

	stat_report_init(&rep, stdout, STAT_TABLE, 0);
	ck_assert_int_eq(stat_report_rows(&rep, "zpass,dead_frac", &e), 0);
	ck_assert_uint_eq(rep.sel[0].n, 2);
	ck_assert_int_eq(stat_report_rows(&rep, "cells,perfect", &e), -1);
	ck_assert_uint_eq(e.line, 2);
	ck_assert_uint_eq(e.col, 7);
	ck_assert_str_eq(e.msg, "no row in the summary (-S), which has one "
	    "for each numeric figure");
	ck_assert_int_eq(stat_report_rows(&rep, "maze", &e), -1);
	ck_assert_uint_eq(e.col, 1);
	ck_assert_int_eq(stat_report_rows(&rep, "kind", &e), -1);
	ck_assert_int_eq(stat_report_rows(&rep, "diam_exact", &e), -1);
	ck_assert_int_eq(stat_report_rows(&rep, "dist_hist", &e), -1);
	ck_assert_int_eq(stat_report_rows(&rep, "cells,nope", &e), -1);
	ck_assert_uint_eq(e.line, 1);
	ck_assert_str_eq(e.msg, "unknown field");
	ck_assert_uint_eq(rep.sel[0].n, 2);
	ck_assert_uint_eq(rep.sel[0].i[0], STAT_NFIELDS - 1);
	/* "all": the summary has a row for those that have one. */
	ck_assert_int_eq(stat_report_rows(&rep, "all", &e), 0);
	ck_assert_uint_eq(rep.sel[0].n, STAT_NFIELDS);
	/* Per maze, every field prints. */
	ck_assert_int_eq(stat_report_fields(&rep, "cells,perfect", &e), 0);
}
END_TEST

/*
 * The summary over three mazes: a solved one, a blocks grid with a broken
 * route and one of walls only, which has no ratios.  Counts print whole,
 * means and ratios to four places, and a figure with no value "-".
 */
START_TEST(test_summary)
{
	const char *grids[] = { perfect, "S+E\n++#\n", "###\n###\n" };
	struct stat_report rep;
	struct maze_err e;
	struct sink k;
	char *got;

	sink_open(&k);
	stat_report_init(&rep, k.fp, STAT_TABLE, 0);
	ck_assert_int_eq(stat_report_fields(&rep,
	    "dead_frac,cells,kind,solution,dist_mean,route,maze", &e), 0);
	report_mazes(&rep, grids, 3, 0);
	stat_report_summary(&rep);
	got = sink_close(&k);
	ck_assert_str_eq(got,
	    "figure            mazes            mean             min"
	    "             max\n"
	    "dead_frac             2          0.2250          0.2000"
	    "          0.2500\n"
	    "cells                 3          5.6667               0"
	    "              12\n"
	    "solution              0               -               -"
	    "               -\n"
	    "dist_mean             2          2.1000          1.2000"
	    "          3.0000\n"
	    "route                 2          7.0000               2"
	    "              12\n");
	free(got);
}
END_TEST

/*
 * Whether every line of s up to an empty one is as long as the first: no
 * column of a table overflowed.
 */
static int
aligned(const char *s)
{
	size_t first = strcspn(s, "\n"), len;

	for (; (len = strcspn(s, "\n")) > 0; s += len + (s[len] == '\n'))
		if (len != first)
			return 0;
	return 1;
}

/*
 * The widest figures of a maze of 2^32 - 1 blocks, a row of the table
 * (no one maze has them all, but each some maze can give): every column
 * holds them, in the record and in the summary, a row as long as the
 * header.  A histogram's counts are widest as three of 10 digits and
 * seven of 9, and it is padded where fields follow.
 */
START_TEST(test_widths)
{
	struct maze_stat_figures st;
	struct stat_report rep;
	struct maze_err e;
	struct sink k;
	size_t i;
	char *got;

	memset(&st, 0, sizeof st);
	st.cells = 1;
	st.width = st.height = st.bwidth = st.bheight = UINT32_MAX;
	st.levels = st.blevels = UINT32_MAX;
	st.nodes = st.open = st.reach = st.route_nodes = UINT32_MAX;
	st.dead_ends = st.components = st.isolated = UINT32_MAX;
	st.straights = st.turns = st.junctions3 = st.junctions4 = UINT32_MAX;
	st.junctions5 = st.junctions6 = st.zpassages = UINT32_MAX;
	st.loops = 2 * (uint64_t)UINT32_MAX;
	st.hpassages = UINT32_MAX - 2;
	st.vpassages = 1;
	st.longest_straight = UINT32_MAX - 1;
	st.solution = st.route = UINT32_MAX - 1;
	st.has_start = 1;
	st.dist_max = st.diameter = UINT32_MAX - 1;
	st.dist_sum = (uint64_t)UINT32_MAX * (UINT32_MAX - 1);
	for (i = 0; i < MAZE_STAT_HIST; i++)
		st.hist[i] = i < 3 ? 1000000000 : 100000000;

	sink_open(&k);
	stat_report_init(&rep, k.fp, STAT_TABLE, 0);
	ck_assert_int_eq(stat_report_fields(&rep, "all", &e), 0);
	stat_report_maze(&rep, 1, &st, 1);
	stat_report_summary(&rep);
	got = sink_close(&k);
	ck_assert_ptr_nonnull(strstr(got, " 4294967293.0000 "));
	ck_assert_ptr_nonnull(strstr(got, " 4294967294.0000 "));
	ck_assert_ptr_nonnull(strstr(got, " 8589934590 "));
	ck_assert_ptr_nonnull(strstr(got, " 1000000000,1000000000,"));
	ck_assert_msg(aligned(got), "overflowed:\n%s", got);
	ck_assert_msg(aligned(strstr(got, "\n\nfigure") + 2),
	    "overflowed:\n%s", got);
	free(got);
}
END_TEST

/*
 * Fields chosen for two kinds of record at once: a kind that lacks a name,
 * or that is not shown, is left out; a failure leaves the report as it was.
 */
START_TEST(test_choose)
{
	static const struct stat_field a[] = {
		{ "x", 1, STAT_NUM, 0 }, { "y", 1, STAT_NUM, 0 },
		{ "z", 1, STAT_NUM, 0 },
	}, b[] = {
		{ "y", 1, STAT_NUM, 0 }, { "w", 1, STAT_NUM, 0 },
	};
	static const struct stat_field *const t[] = { a, b };
	static const size_t nf[] = { 3, 2 };
	struct stat_report rep;
	struct maze_err e;

	stat_report_init(&rep, stdout, STAT_TSV, 0);
	ck_assert_int_eq(stat_report_choose(&rep, t, nf, 2, 3, "y", &e), 0);
	ck_assert_uint_eq(rep.nkinds, 2);
	ck_assert_ptr_eq(rep.sel[0].f, a);
	ck_assert_uint_eq(rep.sel[0].n, 1);
	ck_assert_uint_eq(rep.sel[0].i[0], 1);
	ck_assert_ptr_eq(rep.sel[1].f, b);
	ck_assert_uint_eq(rep.sel[1].n, 1);
	ck_assert_uint_eq(rep.sel[1].i[0], 0);
	ck_assert_int_eq(rep.chosen, 1);
	/* z is a's alone: b is left out. */
	ck_assert_int_eq(stat_report_choose(&rep, t, nf, 2, 3, "z,y,x", &e),
	    0);
	ck_assert_uint_eq(rep.sel[0].n, 3);
	ck_assert_uint_eq(rep.sel[0].i[0], 2);
	ck_assert_uint_eq(rep.sel[0].i[2], 0);
	ck_assert_uint_eq(rep.sel[1].n, 0);
	/* Only b shown: y is there, a left out whatever it has. */
	ck_assert_int_eq(stat_report_choose(&rep, t, nf, 2, 2, "y", &e), 0);
	ck_assert_uint_eq(rep.sel[0].n, 0);
	ck_assert_uint_eq(rep.sel[1].n, 1);
	ck_assert_int_eq(stat_report_choose(&rep, t, nf, 2, 1, "all", &e), 0);
	ck_assert_uint_eq(rep.sel[0].n, 3);
	ck_assert_uint_eq(rep.sel[1].n, 0);
	/* Errors, each leaving the choice before. */
	ck_assert_int_eq(stat_report_choose(&rep, t, nf, 2, 3, "x,w", &e), -1);
	ck_assert_uint_eq(e.line, 1);
	ck_assert_uint_eq(e.col, 0);
	ck_assert_str_eq(e.msg, "no record printed has all these fields");
	ck_assert_int_eq(stat_report_choose(&rep, t, nf, 2, 2, "x", &e), -1);
	ck_assert_str_eq(e.msg, "no record printed has all these fields");
	ck_assert_int_eq(stat_report_choose(&rep, t, nf, 2, 3, "y,,v", &e),
	    -1);
	ck_assert_uint_eq(e.col, 4);
	ck_assert_str_eq(e.msg, "unknown field");
	ck_assert_int_eq(stat_report_choose(&rep, t, nf, 2, 3, ",", &e), -1);
	ck_assert_str_eq(e.msg, "no field named");
	ck_assert_uint_eq(rep.sel[0].n, 3);
	ck_assert_uint_eq(rep.sel[1].n, 0);
}
END_TEST

/*
 * json writes numbers as they are, and a word in a number's field, such as
 * the solution's "broken", as a string: never a bare word.
 */
START_TEST(test_json)
{
	static const struct stat_field f[] = {
		{ "a", 1, STAT_NUM, 0 }, { "b", 1, STAT_NUM, 0 },
		{ "c", 1, STAT_REAL, 0 }, { "d", 1, STAT_NUM, 0 },
		{ "e", 1, STAT_NUM, 0 }, { "f", 1, STAT_REAL, 0 },
		{ "g", 1, STAT_NUM, 0 }, { "h", 1, STAT_REAL, 0 },
		{ "i", 1, STAT_BOOL, 0 }, { "j", 1, STAT_LIST, 0 },
	};
	const char *grids[] = { "S++ #\n ## #\n #  E\n" };
	struct stat_report rep;
	struct stat_record r;
	struct maze_err e;
	struct sink k;
	char *got;

	sink_open(&k);
	stat_report_init(&rep, k.fp, STAT_JSON, 0);
	stat_record_start(&r, f);
	stat_put(&r, "12");
	stat_put(&r, "-0");
	stat_put(&r, "0.5000");
	stat_put(&r, "broken");
	stat_put(&r, "007");
	stat_put(&r, "1.");
	stat_put(&r, "-");
	stat_put(&r, "inf");
	stat_put(&r, "no");
	stat_put(&r, "1,2");
	stat_print_rec(&rep, &r);
	ck_assert_int_eq(stat_report_fields(&rep, "solution,route", &e), 0);
	report_mazes(&rep, grids, 1, 1);
	got = sink_close(&k);
	ck_assert_str_eq(got,
	    "{\"a\":12,\"b\":-0,\"c\":0.5000,\"d\":\"broken\",\"e\":\"007\","
	    "\"f\":\"1.\",\"g\":null,\"h\":\"inf\",\"i\":false,"
	    "\"j\":[1,2]}\n"
	    "{\"solution\":\"broken\",\"route\":6}\n");
	free(got);
}
END_TEST

/* The number formats every record uses. */
START_TEST(test_put)
{
	static const struct stat_field f[] = { { "x", 1, STAT_NUM, 0 } };
	struct stat_record r;

	stat_record_start(&r, f);
	stat_put_num(&r, 7);
	stat_put_num(&r, -3);
	stat_put_num(&r, 2.5);
	stat_put_num(&r, 1.0 / 3);
	stat_put_num(&r, 1e15);
	stat_put_ratio(&r, 1, 0);
	stat_put_ratio(&r, 2, 3);
	stat_put_u(&r, UINT64_MAX);
	ck_assert_uint_eq(r.n, 8);
	ck_assert_str_eq(r.v[0], "7");
	ck_assert_str_eq(r.v[1], "-3");
	ck_assert_str_eq(r.v[2], "2.5000");
	ck_assert_str_eq(r.v[3], "0.3333");
	ck_assert_str_eq(r.v[4], "1000000000000000.0000");
	ck_assert_str_eq(r.v[5], "-");
	ck_assert_str_eq(r.v[6], "0.6667");
	ck_assert_str_eq(r.v[7], "18446744073709551615");
}
END_TEST

/* ---- bench.c ---- */

/* -b's list: all, names and aliases, twice, and what it refuses. */
START_TEST(test_bench_solvers)
{
	struct stat_bench b;
	struct maze_err e;
	size_t i;

	stat_bench_init(&b);
	ck_assert_int_eq(stat_bench_solvers(&b, "all", &e), 0);
	for (i = 0; maze_solve_algo(i) != NULL; i++) {
		ck_assert_uint_lt(i, b.ns);
		ck_assert_ptr_eq(b.s[i].a, maze_solve_algo(i));
	}
	ck_assert_uint_eq(b.ns, i);
	ck_assert_int_eq(stat_bench_solvers(&b, "bfs,,dfs,breadth-first",
	    &e), 0);
	ck_assert_uint_eq(b.ns, 3);
	ck_assert_str_eq(b.s[0].a->info.name, "bfs");
	ck_assert_str_eq(b.s[1].a->info.name, "dfs");
	ck_assert_str_eq(b.s[2].a->info.name, "bfs");
	ck_assert_int_eq(stat_bench_solvers(&b, "bfs,nosuch,dfs", &e), -1);
	ck_assert_uint_eq(e.line, 1);
	ck_assert_uint_eq(e.col, 5);
	ck_assert_str_eq(e.msg, "unknown solver");
	ck_assert_int_eq(stat_bench_solvers(&b, ",", &e), -1);
	ck_assert_uint_eq(e.line, 1);
	ck_assert_uint_eq(e.col, 0);
	ck_assert_str_eq(e.msg, "no solver named");
	stat_bench_free(&b);
	ck_assert_uint_eq(b.ns, 0);
	ck_assert_ptr_null(b.s);
}
END_TEST

/*
 * Two solvers on three mazes, the last with no way: the rows, the runs
 * kept, and the summary's means and medians (of three runs, the middle
 * one; of two, their mean).
 */
START_TEST(test_bench_runs)
{
	const char *grids[] = { perfect, "S+E\n++#\n", "S # E\n" };
	static const uint64_t explored[2][3] = { { 23, 4, 2 }, { 13, 3, 2 } };
	static const uint32_t length[3] = { 12, 2, UINT32_MAX };
	struct stat_report rep;
	struct stat_bench b;
	struct maze_err e;
	struct maze m;
	struct sink k;
	size_t i, s;
	char *got;

	maze_init(&m);
	stat_bench_init(&b);
	ck_assert_int_eq(stat_bench_solvers(&b, "bfs,dfs", &e), 0);
	sink_open(&k);
	stat_report_init(&rep, k.fp, STAT_TSV, 1);
	for (i = 0; i < 3; i++) {
		maze_from_str(&m, grids[i]);
		ck_assert_int_eq(stat_bench_maze(&b, &m, i + 1, &rep, &e), 0);
	}
	for (s = 0; s < 2; s++) {
		ck_assert_uint_eq(b.s[s].n, 3);
		ck_assert_uint_eq(b.s[s].shortest, 2);
		for (i = 0; i < 3; i++) {
			ck_assert_uint_eq(b.s[s].runs[i].explored,
			    explored[s][i]);
			ck_assert_uint_eq(b.s[s].runs[i].length, length[i]);
			ck_assert(b.s[s].runs[i].ms >= 0);
		}
	}
	ck_assert_int_eq(stat_bench_summary(&b, &rep, &e), 0);
	got = sink_close(&k);
	ck_assert_str_eq(got,
	    "maze\tsolver\tsolved\texplored\tlength\tbfs_length\tshortest\t"
	    "efficiency\n"
	    "1\tbfs\tyes\t23\t12\t12\tyes\t0.5217\n"
	    "1\tdfs\tyes\t13\t12\t12\tyes\t0.9231\n"
	    "2\tbfs\tyes\t4\t2\t2\tyes\t0.5000\n"
	    "2\tdfs\tyes\t3\t2\t2\tyes\t0.6667\n"
	    "3\tbfs\tno\t2\t-\t-\tno\t-\n"
	    "3\tdfs\tno\t2\t-\t-\tno\t-\n"
	    "\n"
	    "solver\tmazes\tsolved\tshortest\texplored_mean\texplored_median\t"
	    "explored_min\texplored_max\tlength_mean\tlength_median\t"
	    "length_min\tlength_max\tefficiency_mean\tefficiency_median\t"
	    "efficiency_min\tefficiency_max\n"
	    "bfs\t3\t2\t2\t9.6667\t4.0\t2\t23\t7.0000\t7.0\t2\t12\t0.5109\t"
	    "0.5109\t0.5000\t0.5217\n"
	    "dfs\t3\t2\t2\t6.0000\t3.0\t2\t13\t7.0000\t7.0\t2\t12\t0.7949\t"
	    "0.7949\t0.6667\t0.9231\n");
	free(got);
	stat_bench_free(&b);
	maze_free(&m);
}
END_TEST

/*
 * -F with -b: the fields of either kind of record, by name and in the
 * order named, in every format; a kind without one of them is left out.
 */
static const struct {
	int format;
	const char *fields;
	unsigned kinds;
	const char *want;
} benchrecs[] = {
	{ STAT_TSV, "solver,explored_mean", STAT_RUNS | STAT_SUMMARY,
	    "solver\texplored_mean\n"
	    "bfs\t13.5000\n"
	    "dfs\t8.0000\n" },
	{ STAT_TABLE, "solver,explored_mean", STAT_RUNS | STAT_SUMMARY,
	    "solver             explored_mean\n"
	    "bfs                      13.5000\n"
	    "dfs                       8.0000\n" },
	{ STAT_JSON, "solver,explored_mean", STAT_RUNS | STAT_SUMMARY,
	    "{\"solver\":\"bfs\",\"explored_mean\":13.5000}\n"
	    "{\"solver\":\"dfs\",\"explored_mean\":8.0000}\n" },
	{ STAT_TSV, "explored,maze", STAT_RUNS | STAT_SUMMARY,
	    "explored\tmaze\n"
	    "23\t1\n"
	    "13\t1\n"
	    "4\t2\n"
	    "3\t2\n" },
	/* Both kinds have these: both print, under their own headers. */
	{ STAT_TSV, "shortest,solver", STAT_RUNS | STAT_SUMMARY,
	    "shortest\tsolver\n"
	    "yes\tbfs\n"
	    "yes\tdfs\n"
	    "yes\tbfs\n"
	    "yes\tdfs\n"
	    "\n"
	    "shortest\tsolver\n"
	    "2\tbfs\n"
	    "2\tdfs\n" },
	{ STAT_JSON, "solver,shortest", STAT_SUMMARY,
	    "{\"solver\":\"bfs\",\"shortest\":2}\n"
	    "{\"solver\":\"dfs\",\"shortest\":2}\n" },
	/* All fields but the times, which -T leaves out. */
	{ STAT_TSV, "all", STAT_SUMMARY,
	    "solver\tmazes\tsolved\tshortest\texplored_mean\texplored_median\t"
	    "explored_min\texplored_max\tlength_mean\tlength_median\t"
	    "length_min\tlength_max\tefficiency_mean\tefficiency_median\t"
	    "efficiency_min\tefficiency_max\n"
	    "bfs\t2\t2\t2\t13.5000\t13.5\t4\t23\t7.0000\t7.0\t2\t12\t"
	    "0.5109\t0.5109\t0.5000\t0.5217\n"
	    "dfs\t2\t2\t2\t8.0000\t8.0\t3\t13\t7.0000\t7.0\t2\t12\t"
	    "0.7949\t0.7949\t0.6667\t0.9231\n" },
};

START_TEST(test_bench_fields)
{
	const char *grids[] = { perfect, "S+E\n++#\n" };
	struct stat_report rep;
	struct stat_bench b;
	struct maze_err e;
	struct maze m;
	struct sink k;
	size_t i;
	char *got;

	maze_init(&m);
	stat_bench_init(&b);
	ck_assert_int_eq(stat_bench_solvers(&b, "bfs,dfs", &e), 0);
	sink_open(&k);
	stat_report_init(&rep, k.fp, benchrecs[_i].format, 1);
	ck_assert_int_eq(stat_bench_fields(&rep, benchrecs[_i].fields,
	    benchrecs[_i].kinds, &e), 0);
	for (i = 0; i < 2; i++) {
		maze_from_str(&m, grids[i]);
		ck_assert_int_eq(stat_bench_maze(&b, &m, i + 1, &rep, &e), 0);
	}
	ck_assert_int_eq(stat_bench_summary(&b, &rep, &e), 0);
	got = sink_close(&k);
	ck_assert_str_eq(got, benchrecs[_i].want);
	free(got);
	stat_bench_free(&b);
	maze_free(&m);
}
END_TEST

/* The names -F list shows with -b, and the lists -F refuses. */
START_TEST(test_bench_field_names)
{
	struct stat_report rep;
	struct maze_err e;
	size_t i;

	ck_assert_str_eq(stat_bench_field_name(0), "maze");
	ck_assert_str_eq(stat_bench_field_name(8), "time_ms");
	ck_assert_str_eq(stat_bench_field_name(9), "explored_cells");
	/* solver, solved and shortest are a run's: not twice. */
	ck_assert_str_eq(stat_bench_field_name(10), "mazes");
	ck_assert_str_eq(stat_bench_field_name(11), "explored_mean");
	ck_assert_str_eq(stat_bench_field_name(26), "time_ms_max");
	ck_assert_str_eq(stat_bench_field_name(30), "explored_cells_max");
	ck_assert_ptr_null(stat_bench_field_name(31));
	stat_report_init(&rep, stdout, STAT_TSV, 0);
	for (i = 0; i < 31; i++)
		ck_assert_int_eq(stat_bench_fields(&rep,
		    stat_bench_field_name(i), STAT_RUNS | STAT_SUMMARY, &e), 0);
	stat_report_init(&rep, stdout, STAT_TSV, 0);
	ck_assert_int_eq(stat_bench_fields(&rep, "solver,dead_frac",
	    STAT_RUNS | STAT_SUMMARY, &e), -1);
	ck_assert_uint_eq(e.col, 8);
	ck_assert_str_eq(e.msg, "unknown field");
	ck_assert_int_eq(stat_bench_fields(&rep, "explored,explored_mean",
	    STAT_RUNS | STAT_SUMMARY, &e), -1);
	ck_assert_uint_eq(e.col, 0);
	ck_assert_int_eq(stat_bench_fields(&rep, "explored_mean", STAT_RUNS,
	    &e), -1);
	ck_assert_str_eq(e.msg, "no record printed has all these fields");
	/* The structure's choice stands until one succeeds. */
	ck_assert_uint_eq(rep.nkinds, 1);
	ck_assert_uint_eq(rep.sel[0].n, STAT_NFLAT);
	/*
	 * A time named where -T leaves times out is refused by name, in a
	 * kind shown or not, rather than print nothing in its place.
	 */
	stat_report_init(&rep, stdout, STAT_TSV, 1);
	ck_assert_int_eq(stat_bench_fields(&rep, "solver,time_ms_min",
	    STAT_RUNS | STAT_SUMMARY, &e), -1);
	ck_assert_uint_eq(e.line, 2);
	ck_assert_uint_eq(e.col, 8);
	ck_assert_str_eq(e.msg, "a time, which -T leaves out");
	ck_assert_int_eq(stat_bench_fields(&rep, "time_ms", STAT_SUMMARY,
	    &e), -1);
	ck_assert_uint_eq(e.line, 2);
	ck_assert_int_eq(stat_bench_fields(&rep, "all", STAT_RUNS, &e), 0);
}
END_TEST

/*
 * The widest runs on a maze of 2^32 - 1 blocks: every column of the
 * summary holds their figures, a row as long as the header, and times as
 * long as time_ms holds.
 */
START_TEST(test_bench_widths)
{
	struct stat_report rep;
	struct stat_bench b;
	struct stat_run *u;
	struct maze_err e;
	struct sink k;
	char *got;

	stat_bench_init(&b);
	ck_assert_int_eq(stat_bench_solvers(&b, "dead-end-filling", &e), 0);
	u = calloc(2, sizeof *u);
	ck_assert_ptr_nonnull(u);
	u[0].explored = u[1].explored = UINT32_MAX;
	u[0].length = UINT32_MAX - 1;
	u[1].length = UINT32_MAX - 2;
	u[0].ms = u[1].ms = 9999999.0f;
	b.s[0].runs = u;
	b.s[0].n = b.s[0].cap = 2;
	sink_open(&k);
	stat_report_init(&rep, k.fp, STAT_TABLE, 0);
	ck_assert_int_eq(stat_bench_summary(&b, &rep, &e), 0);
	got = sink_close(&k);
	ck_assert_ptr_nonnull(strstr(got, " 4294967295.0000 "));
	ck_assert_ptr_nonnull(strstr(got, " 4294967293.5000 "));
	ck_assert_ptr_nonnull(strstr(got, " 9999999.0000 "));
	ck_assert_msg(aligned(got), "overflowed:\n%s", got);
	free(got);
	stat_bench_free(&b);
}
END_TEST

/*
 * A maze of several levels prints the flat fields by default, as any maze
 * does; "all" adds the figures of levels after them.  The mazes: the
 * solved 3x2x2 cells and the open cube of blocks of known3.
 */
START_TEST(test_record3)
{
	const char *grids[] = { known3[4].grid, known3[3].grid };
	struct stat_report rep;
	struct maze_err e;
	struct sink k;
	char *got;

	sink_open(&k);
	stat_report_init(&rep, k.fp, STAT_TSV, 0);
	ck_assert_int_eq(stat_report_fields(&rep,
	    "kind,width,height,cells,levels,blevels,junc5,junc6,zpass", &e), 0);
	report_mazes(&rep, grids, 2, 1);
	got = sink_close(&k);
	ck_assert_str_eq(got,
	    "kind\twidth\theight\tcells\tlevels\tblevels\tjunc5\tjunc6\tzpass\n"
	    "cells\t3\t2\t12\t2\t5\t0\t0\t3\n"
	    "blocks\t3\t3\t27\t3\t3\t6\t1\t18\n");
	free(got);
	sink_open(&k);
	stat_report_init(&rep, k.fp, STAT_JSON, 0);
	report_mazes(&rep, grids, 1, 1);
	got = sink_close(&k);
	ck_assert_ptr_nonnull(strstr(got,
	    "\"dist_hist\":[1,1,1,1,1,1,1,2,2,1]}"));
	ck_assert_ptr_null(strstr(got, "levels"));
	free(got);
	sink_open(&k);
	stat_report_init(&rep, k.fp, STAT_JSON, 0);
	ck_assert_int_eq(stat_report_fields(&rep, "all", &e), 0);
	report_mazes(&rep, grids, 1, 1);
	got = sink_close(&k);
	ck_assert_ptr_nonnull(strstr(got, "\"dist_hist\":[1,1,1,1,1,1,1,2,2,1],"
	    "\"levels\":2,\"blevels\":5,\"junc5\":0,\"junc6\":0,"
	    "\"zpass\":3}\n"));
	free(got);
}
END_TEST

/*
 * The benchmark on mazes of several levels: the maze lent to the solvers
 * comes back as it was, breadth-first search finds a route as long as
 * block_dist's, which mazestat's own search says is shortest, and the cap
 * on a wandering solver counts the open blocks of every level (the 3x2x2
 * cells of known3[4]: 12 cells, 11 passages, S and E).
 */
START_TEST(test_bench3)
{
	struct stat_bench b;
	struct maze_err e;
	struct maze m;
	uint64_t seed;
	size_t n;
	int *dist;
	unsigned char *was;

	maze_init(&m);
	stat_bench_init(&b);
	ck_assert_int_eq(stat_bench_solvers(&b, "bfs", &e), 0);
	for (seed = 0; seed < 4; seed++) {
		make_tree3(&m, 3, 2, 3, seed);
		n = maze_blocks(&m);
		was = malloc(n);
		ck_assert_ptr_nonnull(was);
		memcpy(was, m.b, n);
		ck_assert_int_eq(stat_bench_maze(&b, &m, seed + 1, NULL, &e),
		    0);
		ck_assert_mem_eq(was, m.b, n);
		free(was);
		dist = malloc(n * sizeof *dist);
		ck_assert_ptr_nonnull(dist);
		block_dist(&m, m.start, dist);
		ck_assert_uint_eq(b.s[0].runs[seed].length, dist[m.end]);
		free(dist);
	}
	ck_assert_uint_eq(b.s[0].n, 4);
	ck_assert_uint_eq(b.s[0].shortest, 4);
	/* A solver that wanders is held to 10 steps an open block, of all. */
	ck_assert_int_eq(stat_bench_solvers(&b, "random-mouse", &e), 0);
	maze_from_str(&m, known3[4].grid);
	ck_assert_int_eq(stat_bench_maze(&b, &m, 1, NULL, &e), 0);
	ck_assert_uint_eq(b.sv.max_steps, 10 * 25);
	stat_bench_free(&b);
	maze_free(&m);
}
END_TEST

/*
 * Without a report nothing prints; without S or E, an error at the maze's
 * first line.  The clock the runs are timed by goes forward.
 */
START_TEST(test_bench_errors)
{
	struct stat_bench b;
	struct maze_err e;
	struct maze m;
	double t;

	maze_init(&m);
	stat_bench_init(&b);
	b.seed = 5;
	t = stat_now();
	ck_assert_int_eq(stat_bench_solvers(&b, "random-mouse", &e), 0);
	maze_from_str(&m, perfect);
	ck_assert_int_eq(stat_bench_maze(&b, &m, 1, NULL, &e), 0);
	ck_assert_uint_eq(b.s[0].n, 1);
	ck_assert(stat_now() >= t);
	maze_from_str(&m, "S  \n");
	ck_assert_int_eq(stat_bench_maze(&b, &m, 2, NULL, &e), -1);
	ck_assert_uint_eq(e.line, 1);
	ck_assert_uint_eq(e.col, 1);
	ck_assert_str_eq(e.msg, "no end block 'E' in this maze");
	maze_from_str(&m, "  E\n");
	ck_assert_int_eq(stat_bench_maze(&b, &m, 2, NULL, &e), -1);
	ck_assert_str_eq(e.msg, "no start block 'S' in this maze");
	ck_assert_uint_eq(b.s[0].n, 1);
	stat_bench_free(&b);
	maze_free(&m);
}
END_TEST

/* ---- weaves ---- */

/*
 * The small weave of unit.h, counted by hand: 7 cells inside, 6 ways (the
 * tunnel one of them, across), 3 dead ends: the tunnel's west end with
 * its tunnel alone, the cell under the crossing's passage, and E's cell.
 * From S's cell: the crossing and (2,0) 1, (1,2) and (2,1) 2, (2,2) 3,
 * and the tunnel's west end 2 + 4 = 6, its eight block steps halved.  The
 * route is 8 steps down the east side.
 */
START_TEST(test_weave_known)
{
	struct maze_stat_figures st, again;
	struct maze_err e;
	struct maze_search *s;
	struct maze m;
	uint64_t crossings = 99;

	maze_init(&m);
	s = maze_search_new();
	ck_assert_ptr_nonnull(s);
	maze_from_str(&m, weave_small);
	ck_assert_int_eq(stat_measure_weave(&m, s, &st, &crossings, &e), 0);
	ck_assert_uint_eq(crossings, 1);
	ck_assert_int_eq(st.cells, 1);
	ck_assert_uint_eq(st.width, 3);
	ck_assert_uint_eq(st.height, 3);
	ck_assert_uint_eq(st.nodes, 7);
	ck_assert_uint_eq(st.dead_ends, 3);
	ck_assert_uint_eq(st.components, 1);
	ck_assert_uint_eq(st.loops, 0);
	ck_assert_uint_eq(st.isolated, 0);
	ck_assert_uint_eq(st.straights, 1);
	ck_assert_uint_eq(st.turns, 2);
	ck_assert_uint_eq(st.junctions3, 1);
	ck_assert_uint_eq(st.hpassages, 2);
	ck_assert_uint_eq(st.vpassages, 4);
	ck_assert_uint_eq(st.longest_straight, 2);
	ck_assert_uint_eq(st.open, 21);
	ck_assert_int_eq(st.route, 8);
	ck_assert_uint_eq(st.route_nodes, 4);
	ck_assert_uint_eq(st.reach, 7);
	ck_assert_uint_eq(st.dist_sum, 15);
	ck_assert_uint_eq(st.dist_max, 6);
	ck_assert_uint_eq(st.diameter, 8);
	ck_assert_int_eq(st.diameter_exact, 1);
	ck_assert_uint_eq(st.levels, 1);
	ck_assert_uint_eq(st.blevels, 3);
	ck_assert_int_eq(st.solution, -1);
	/* maze(3)'s measure takes a weave as one. */
	ck_assert_int_eq(maze_stat_measure(&m, s, &again, &e), 0);
	ck_assert_int_eq(memcmp(&st, &again, sizeof st), 0);
	/* Solved through the tunnel's blocks: steps, as for a route. */
	m.b[maze_block(&m, 3, 1, 0)] = '+';
	m.b[maze_block(&m, 4, 1, 0)] = '+';
	m.b[maze_block(&m, 5, 1, 0)] = '+';
	m.b[maze_block(&m, 5, 2, 0)] = '+';
	m.b[maze_block(&m, 5, 3, 0)] = '+';
	m.b[maze_block(&m, 5, 4, 0)] = '+';
	m.b[maze_block(&m, 5, 5, 0)] = '+';
	ck_assert_int_eq(stat_measure_weave(&m, s, &st, NULL, &e), 0);
	ck_assert_int_eq(st.solution, 8);
	maze_search_free(s);
	maze_free(&m);
}
END_TEST

/*
 * Blocks that break a weave's rules, and an endpoint in a tunnel, are
 * refused where they are; so is a weave given to the benchmark.
 */
START_TEST(test_weave_refused)
{
	struct maze_stat_figures st;
	struct stat_bench b;
	struct maze_err e;
	struct maze_search *s;
	struct maze m;

	maze_init(&m);
	s = maze_search_new();
	ck_assert_ptr_nonnull(s);
	maze_from_str(&m, weave_small);
	m.b[maze_block(&m, 3, 4, 2)] = ' ';
	ck_assert_int_eq(maze_stat_measure(&m, s, &st, &e), -1);
	ck_assert_str_eq(e.msg, "not a weave maze: block 3,3,2 is a crossing's "
	    "tunnel, open on both axes");
	ck_assert_uint_eq(e.line, 24);
	ck_assert_uint_eq(e.col, 4);
	stat_bench_init(&b);
	ck_assert_int_eq(stat_bench_solvers(&b, "bfs", &e), 0);
	ck_assert_int_eq(stat_bench_maze(&b, &m, 1, NULL, &e), -1);
	ck_assert_str_eq(e.msg, "not a weave maze: block 3,3,2 is a crossing's "
	    "tunnel, open on both axes");
	stat_bench_free(&b);
	maze_from_str(&m, weave_small);
	m.b[m.start] = '#';
	m.b[maze_block(&m, 2, 3, 2)] = 'S';
	m.start = maze_block(&m, 2, 3, 2);
	ck_assert_int_eq(maze_stat_measure(&m, s, &st, &e), -1);
	ck_assert_str_eq(e.msg, "the start 'S' is in a tunnel, under level 0 "
	    "of this weave maze: its endpoints must be on level 0");
	ck_assert_uint_eq(e.line, 24);
	ck_assert_uint_eq(e.col, 3);
	maze_search_free(s);
	maze_free(&m);
}
END_TEST

/*
 * Generated weaves, plain and masked: perfect over their cells, every
 * kind of node adding up to the cells and every way to the cells less
 * one, the crossings those the blocks have, and the double sweep exact.
 */
START_TEST(test_weave_generated)
{
	static const char *const algos[] = { "backtracker", "kruskal" };
	const struct maze_gen_algo *a;
	struct maze_gen_opts o;
	struct maze_stat_figures st;
	struct maze_err e;
	struct maze_search *s;
	struct maze m;
	uint64_t seed, crossings, n;
	uint32_t x, y;
	size_t i;

	maze_init(&m);
	s = maze_search_new();
	ck_assert_ptr_nonnull(s);
	for (i = 0; i < 2; i++) {
		a = maze_gen_algo(maze_algo_find(maze_gen_info, algos[i]));
		ck_assert_ptr_nonnull(a);
		for (seed = 0; seed < 20; seed++) {
			maze_gen_opts_init(&o);
			o.weave = 1;
			ck_assert_int_eq(maze_gen_make3(&m, a, 17, 9, 1, seed,
			    &o, &e), 0);
			ck_assert_int_eq(stat_measure_weave(&m, s, &st,
			    &crossings, &e), 0);
			ck_assert_uint_eq(st.nodes, 17 * 9);
			ck_assert_uint_eq(st.components, 1);
			ck_assert_uint_eq(st.loops, 0);
			ck_assert_uint_eq(st.reach, 17 * 9);
			ck_assert_uint_eq(st.isolated + st.dead_ends +
			    st.straights + st.turns + st.junctions3 +
			    st.junctions4, st.nodes);
			ck_assert_uint_eq(st.hpassages + st.vpassages,
			    st.nodes - 1);
			for (n = 0, y = 1; y < m.h; y += 2)
				for (x = 1; x < m.w; x += 2)
					n += maze_weave_crossing(&m,
					    maze_block(&m, x, y, 0)) != 0;
			ck_assert_uint_eq(crossings, n);
			ck_assert_int_eq(st.diameter_exact, 1);
			ck_assert_uint_ge(st.diameter, st.dist_max);
			ck_assert_int_ge(st.route, 2 * 8 + 2);
		}
	}
	maze_search_free(s);
	maze_free(&m);
}
END_TEST

/*
 * A weave's record: kind weave; in json its crossings after the default
 * fields or all, and by name in every format, 0 for a maze of no weave.
 */
START_TEST(test_weave_record)
{
	static const struct {
		int format;
		const char *fields;
		const char *want;	/* in the weave's record */
		const char *other;	/* in the plain maze's, or NULL */
	} t[] = {
		{ STAT_TABLE, NULL, "      2 weave           3          3"
		    "          7          3          1          0     yes"
		    "          -\n", NULL },
		{ STAT_JSON, NULL, "\"dist_hist\":[1,2,2,0,1,0,0,0,1,0],"
		    "\"crossings\":1}\n", "\"dist_hist\":[1,2,2,0,2,2,0,2,1,0]}"
		    "\n" },
		{ STAT_JSON, "all", "\"zpass\":0,\"crossings\":1}\n",
		    "\"zpass\":0}\n" },
		{ STAT_JSON, "kind,cells", "{\"kind\":\"weave\",\"cells\":7}\n",
		    NULL },
		{ STAT_JSON, "crossings", "{\"crossings\":1}\n",
		    "{\"crossings\":0}\n" },
		{ STAT_TSV, "kind,crossings", "weave\t1\n", "cells\t0\n" },
		{ STAT_TSV, "all", "\t0\t0\t0\n", NULL },
	};
	const char *grids[] = { man_example, weave_small };
	struct stat_report rep;
	struct maze_search *s;
	struct maze_err e;
	struct maze m;
	struct sink k;
	size_t i, j;
	char *got;

	s = maze_search_new();
	ck_assert_ptr_nonnull(s);
	maze_init(&m);
	for (i = 0; i < sizeof t / sizeof t[0]; i++) {
		sink_open(&k);
		stat_report_init(&rep, k.fp, t[i].format, 0);
		if (t[i].fields != NULL)
			ck_assert_int_eq(stat_report_fields(&rep, t[i].fields,
			    &e), 0);
		for (j = 0; j < 2; j++) {
			maze_from_str(&m, grids[j]);
			ck_assert_int_eq(stat_report_measure(&rep, j + 1, &m,
			    NULL, s, 1, &e), 0);
		}
		got = sink_close(&k);
		ck_assert_msg(strlen(got) > strlen(t[i].want) &&
		    strcmp(got + strlen(got) - strlen(t[i].want),
		    t[i].want) == 0, "%zu: %s", i, got);
		if (t[i].other != NULL)
			ck_assert_msg(strstr(got, t[i].other) != NULL,
			    "%zu: %s", i, got);
		/* "all" in tsv is every maze's fields, the same columns. */
		if (t[i].format == STAT_TSV && t[i].fields != NULL &&
		    strcmp(t[i].fields, "all") == 0)
			ck_assert_ptr_null(strstr(got, "crossings"));
		free(got);
	}
	/* Named alone, and summed as any figure. */
	ck_assert_int_eq(stat_report_rows(&rep, "crossings", &e), 0);
	ck_assert_ptr_null(stat_field_name(STAT_CROSSINGS));
	maze_search_free(s);
	maze_free(&m);
}
END_TEST

/*
 * Hex and delta mazes (maze(5) "Grids") are measured on their cells: a
 * hex grid of 3x3 cells with every door open, whose cell 1,1 has six
 * neighbours and 0,1 five; the same with cell 2,1 outside a mask; and
 * a perfect delta maze of 4x2 triangles.  Counted by hand.
 */
static const char hex_open[] =
    "; grid hex\n"
    "#S#############\n"
    "#           ###\n"
    "### # # # # ###\n"
    "###           #\n"
    "### # # # # ###\n"
    "#           ###\n"
    "###########E###\n";
static const char hex_mask[] =
    "; grid hex mask\n"
    "#S#############\n"
    "#           ###\n"
    "### # # # #####\n"
    "###       #####\n"
    "### # # # #####\n"
    "#           ###\n"
    "###########E###\n";
static const char delta_small[] =
    "; grid delta\n"
    "###S#####\n"
    "#       #\n"
    "##### ###\n"
    "#       #\n"
    "#######E#\n";

START_TEST(test_shape_known)
{
	struct maze_stat_figures st;
	struct maze_err e;
	struct maze_search *s;
	struct maze m;

	maze_init(&m);
	s = maze_search_new();
	ck_assert_ptr_nonnull(s);
	maze_from_str(&m, hex_open);
	ck_assert_int_eq(maze_stat_measure(&m, s, &st, &e), 0);
	ck_assert_int_eq(st.cells, 1);
	ck_assert_uint_eq(st.width, 3);
	ck_assert_uint_eq(st.height, 3);
	ck_assert_uint_eq(st.nodes, 9);
	ck_assert_uint_eq(st.dead_ends, 0);
	ck_assert_uint_eq(st.components, 1);
	ck_assert_uint_eq(st.loops, 8);
	ck_assert_uint_eq(st.straights, 0);
	ck_assert_uint_eq(st.turns, 2);
	ck_assert_uint_eq(st.junctions3, 3);
	ck_assert_uint_eq(st.junctions4, 2);
	ck_assert_uint_eq(st.junctions5, 1);
	ck_assert_uint_eq(st.junctions6, 1);
	ck_assert_uint_eq(st.hpassages, 6);
	ck_assert_uint_eq(st.vpassages, 10);
	ck_assert_uint_eq(st.longest_straight, 2);
	ck_assert_uint_eq(st.open, 45);
	ck_assert_int_eq(st.route, 16);
	ck_assert_uint_eq(st.route_nodes, 4);
	ck_assert_uint_eq(st.reach, 9);
	ck_assert_uint_eq(st.dist_max, 3);
	ck_assert_uint_eq(st.diameter, 3);

	/* Cell 2,1 outside: its three blocks and doors walls. */
	maze_from_str(&m, hex_mask);
	ck_assert_int_eq(maze_stat_measure(&m, s, &st, &e), 0);
	ck_assert_uint_eq(st.nodes, 8);
	ck_assert_uint_eq(st.dead_ends, 0);
	ck_assert_uint_eq(st.loops, 6);
	ck_assert_uint_eq(st.junctions5, 2);
	ck_assert_uint_eq(st.junctions6, 0);
	ck_assert_uint_eq(st.reach, 8);

	maze_from_str(&m, delta_small);
	ck_assert_int_eq(maze_stat_measure(&m, s, &st, &e), 0);
	ck_assert_uint_eq(st.width, 4);
	ck_assert_uint_eq(st.height, 2);
	ck_assert_uint_eq(st.nodes, 8);
	ck_assert_uint_eq(st.dead_ends, 4);
	ck_assert_uint_eq(st.loops, 0);
	ck_assert_uint_eq(st.straights, 0);
	ck_assert_uint_eq(st.turns, 2);
	ck_assert_uint_eq(st.junctions3, 2);
	ck_assert_uint_eq(st.hpassages, 6);
	ck_assert_uint_eq(st.vpassages, 1);
	ck_assert_uint_eq(st.longest_straight, 0);
	ck_assert_int_eq(st.route, 8);
	ck_assert_uint_eq(st.route_nodes, 4);
	ck_assert_uint_eq(st.diameter, 5);
	maze_search_free(s);
	maze_free(&m);
}
END_TEST

/*
 * Polar mazes (maze(5) "Grids"), measured on their cells, counted by
 * hand: 2 rings with every door open, the centre joined to the middle
 * cell of each side of ring 1, whose 12 cells make a loop all round
 * (the seam, the top left corner, open too); and a perfect maze of 3
 * rings, whose way from S to E goes in to ring 1 and back out.
 */
static const char polar_open[] =
    "; grid polar\n"
    "####S####\n"
    "#       #\n"
    "# ## ## #\n"
    "# #   # #\n"
    "#       #\n"
    "# #   # #\n"
    "# ## ## #\n"
    "#       #\n"
    "####E####\n";
static const char polar_tree[] =
    "; grid polar\n"
    "######S######\n"
    "#        #  #\n"
    "# ###### ## #\n"
    "# #       # #\n"
    "# # #####   #\n"
    "# ###   ### #\n"
    "#   #     # #\n"
    "### #   # ###\n"
    "#   #####   #\n"
    "# #      ## #\n"
    "# ######### #\n"
    "#           #\n"
    "######E######\n";

START_TEST(test_polar_known)
{
	struct maze_stat_figures st;
	struct maze_err e;
	struct maze_search *s;
	struct maze m;

	maze_init(&m);
	s = maze_search_new();
	ck_assert_ptr_nonnull(s);
	maze_from_str(&m, polar_open);
	ck_assert_int_eq(maze_stat_measure(&m, s, &st, &e), 0);
	/* Across, the outer ring's cells; down, the rings. */
	ck_assert_uint_eq(st.width, 12);
	ck_assert_uint_eq(st.height, 2);
	ck_assert_uint_eq(st.nodes, 13);
	ck_assert_uint_eq(st.dead_ends, 0);
	ck_assert_uint_eq(st.components, 1);
	ck_assert_uint_eq(st.loops, 4);
	/* Ring 1's corner cells go straight round; its middles meet. */
	ck_assert_uint_eq(st.straights, 8);
	ck_assert_uint_eq(st.turns, 0);
	ck_assert_uint_eq(st.junctions3, 4);
	ck_assert_uint_eq(st.junctions4, 1);
	ck_assert_uint_eq(st.hpassages, 12);
	ck_assert_uint_eq(st.vpassages, 4);
	ck_assert_uint_eq(st.longest_straight, 12);
	ck_assert_int_eq(st.route, 8);
	ck_assert_uint_eq(st.route_nodes, 3);
	ck_assert_uint_eq(st.reach, 13);
	ck_assert_uint_eq(st.dist_max, 3);

	maze_from_str(&m, polar_tree);
	ck_assert_int_eq(maze_stat_measure(&m, s, &st, &e), 0);
	ck_assert_uint_eq(st.width, 20);
	ck_assert_uint_eq(st.height, 3);
	ck_assert_uint_eq(st.nodes, 33);
	ck_assert_uint_eq(st.components, 1);
	ck_assert_uint_eq(st.loops, 0);
	ck_assert_uint_eq(st.hpassages + st.vpassages, 32);
	ck_assert_uint_eq(st.isolated + st.dead_ends + st.straights +
	    st.turns + st.junctions3 + st.junctions4, 33);
	ck_assert_int_eq(st.route, 26);
	ck_assert_uint_eq(st.route_nodes, 13);
	ck_assert_uint_eq(st.reach, 33);
	maze_search_free(s);
	maze_free(&m);
}
END_TEST

Suite *
stat_suite(void)
{
	Suite *s = suite_create("stat");
	TCase *tc;

	tc = tcase_create("measure");
	tcase_add_loop_test(tc, test_known, 0, sizeof known / sizeof known[0]);
	tcase_add_test(tc, test_generated);
	tcase_add_loop_test(tc, test_known2, 0,
	    sizeof known2 / sizeof known2[0]);
	tcase_add_test(tc, test_properties);
	tcase_add_test(tc, test_route_length);
	tcase_add_loop_test(tc, test_known3, 0,
	    sizeof known3 / sizeof known3[0]);
	tcase_add_test(tc, test_flat_levels);
	tcase_add_test(tc, test_properties3);
	tcase_add_test(tc, test_full_cube);
	tcase_add_test(tc, test_cell_path);
	suite_add_tcase(s, tc);

	tc = tcase_create("report");
	tcase_add_loop_test(tc, test_record, 0,
	    sizeof records / sizeof records[0]);
	tcase_add_test(tc, test_record_quiet);
	tcase_add_test(tc, test_fields);
	tcase_add_test(tc, test_rows);
	tcase_add_test(tc, test_summary);
	tcase_add_test(tc, test_widths);
	tcase_add_test(tc, test_put);
	tcase_add_test(tc, test_choose);
	tcase_add_test(tc, test_json);
	tcase_add_test(tc, test_record3);
	suite_add_tcase(s, tc);

	tc = tcase_create("bench");
	tcase_add_test(tc, test_bench_solvers);
	tcase_add_test(tc, test_bench_runs);
	tcase_add_test(tc, test_bench_errors);
	tcase_add_test(tc, test_bench3);
	tcase_add_loop_test(tc, test_bench_fields, 0,
	    sizeof benchrecs / sizeof benchrecs[0]);
	tcase_add_test(tc, test_bench_field_names);
	tcase_add_test(tc, test_bench_widths);
	suite_add_tcase(s, tc);

	tc = tcase_create("weave");
	tcase_add_test(tc, test_weave_known);
	tcase_add_test(tc, test_weave_refused);
	tcase_add_test(tc, test_weave_generated);
	tcase_add_test(tc, test_weave_record);
	suite_add_tcase(s, tc);

	tc = tcase_create("shapes");
	tcase_add_test(tc, test_shape_known);
	tcase_add_test(tc, test_polar_known);
	suite_add_tcase(s, tc);
	return s;
}
