/* check_stat.c: stat_measure on hand-drawn grids whose figures are known. */
#include <stdlib.h>
#include <string.h>

#include "gen/gen.h"
#include "stat/stat.h"
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
};

START_TEST(test_known)
{
	const struct known *t = &known[_i];
	struct stat_figures st;
	struct maze_err e;
	struct search *s;
	struct maze m;

	maze_init(&m);
	s = search_new();
	ck_assert_ptr_nonnull(s);
	maze_from_str(&m, t->grid);
	ck_assert_int_eq(stat_measure(&m, s, &st, &e), 0);
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
	search_free(s);
	maze_free(&m);
}
END_TEST

/*
 * Generated mazes: a tree of every cell, and dead ends, corridors,
 * junctions, passages and straight runs as the tests' own count finds them.
 */
START_TEST(test_generated)
{
	const struct gen_algo *g;
	struct stat_figures st;
	struct maze_err e;
	struct search *s;
	struct maze m;
	uint32_t x, y, cw = 23, ch = 11;
	uint64_t seed, dead, straight, turn, j3, j4, across;
	uint32_t run, longest;
	size_t i, c;
	int k, nb[4];

	maze_init(&m);
	s = search_new();
	ck_assert_ptr_nonnull(s);
	for (i = 0; (g = gen_algo(i)) != NULL; i++)
		for (seed = 0; seed < 10; seed++) {
			ck_assert_int_eq(gen_make(&m, g, cw, ch, seed, &e), 0);
			ck_assert_int_eq(stat_measure(&m, s, &st, &e), 0);
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
					nb[2] = y + 1 < ch && m.b[c + m.w] == ' ';
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
					    m.b[maze_cell(&m, x + run, y) + 1] ==
					    ' '; run++)
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
	search_free(s);
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
	uint64_t hist[STAT_HIST];
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
	struct stat_figures st;
	struct maze_err e;
	struct search *s;
	struct maze m;
	size_t i;

	maze_init(&m);
	s = search_new();
	ck_assert_ptr_nonnull(s);
	maze_from_str(&m, t->grid);
	ck_assert_int_eq(stat_measure(&m, s, &st, &e), 0);
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
	for (i = 0; i < STAT_HIST; i++)
		EQ(st.hist[i], t->hist[i]);
#undef EQ
	search_free(s);
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
	const struct gen_algo *g;
	struct stat_figures st;
	struct maze_err e;
	struct search *s;
	struct maze m;
	uint32_t cw = 9, ch = 6, x, y, x2, y2;
	uint64_t seed, sum, max, diam, hist[STAT_HIST], edges;
	int *dist;
	size_t i, c, src;
	int d;

	maze_init(&m);
	s = search_new();
	ck_assert_ptr_nonnull(s);
	dist = malloc((2 * cw + 1) * (2 * ch + 1) * sizeof *dist);
	ck_assert_ptr_nonnull(dist);
	for (i = 0; (g = gen_algo(i)) != NULL; i++)
		for (seed = 0; seed < 10; seed++) {
			ck_assert_int_eq(gen_make(&m, g, cw, ch, seed, &e), 0);
			ck_assert_int_eq(stat_measure(&m, s, &st, &e), 0);
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
			/* From S, or the first cell: cells are 2 blocks apart. */
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
					hist[(uint64_t)d * STAT_HIST /
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
								diam = (uint64_t)d;
						}
				}
			ck_assert_uint_eq(st.diameter, diam);
		}
	free(dist);
	search_free(s);
	maze_free(&m);
}
END_TEST

/* The shortest route's length, against block_dist. */
START_TEST(test_route_length)
{
	struct maze_err e;
	struct search *s;
	struct maze m;
	int64_t len;
	int dist[15];

	maze_init(&m);
	s = search_new();
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
	search_free(s);
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
	suite_add_tcase(s, tc);
	return s;
}
