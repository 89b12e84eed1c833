/* check_stat.c: maze_measure on hand-drawn grids whose figures are known. */
#include <stdlib.h>
#include <string.h>

#include "gen.h"
#include "stat.h"
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
	struct maze_stats st;
	struct maze_err e;
	struct search s;
	struct maze m;

	maze_init(&m);
	search_init(&s);
	maze_from_str(&m, t->grid);
	ck_assert_int_eq(maze_measure(&m, &s, &st, &e), 0);
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
	search_free(&s);
	maze_free(&m);
}
END_TEST

/*
 * Generated mazes: a tree of every cell, and dead ends as a count of the
 * tests' own finds them.
 */
START_TEST(test_generated)
{
	const struct gen_algo *g;
	struct maze_stats st;
	struct maze_err e;
	struct search s;
	struct maze m;
	uint32_t x, y, cw = 23, ch = 11;
	uint64_t seed, dead;
	size_t i, c;
	int k;

	maze_init(&m);
	search_init(&s);
	for (i = 0; (g = gen_algo(i)) != NULL; i++)
		for (seed = 0; seed < 10; seed++) {
			ck_assert_int_eq(gen_make(&m, g, cw, ch, seed, &e), 0);
			ck_assert_int_eq(maze_measure(&m, &s, &st, &e), 0);
			ck_assert_int_eq(st.cells, 1);
			ck_assert_uint_eq(st.nodes, (uint64_t)cw * ch);
			ck_assert_uint_eq(st.components, 1);
			ck_assert_uint_eq(st.loops, 0);
			ck_assert_int_eq(st.solution, -1);
			dead = 0;
			for (y = 0; y < ch; y++)
				for (x = 0; x < cw; x++) {
					c = maze_cell(&m, x, y);
					k = (y > 0 && m.b[c - m.w] == ' ') +
					    (y + 1 < ch &&
					    m.b[c + m.w] == ' ') +
					    (x > 0 && m.b[c - 1] == ' ') +
					    (x + 1 < cw && m.b[c + 1] == ' ');
					dead += k == 1;
				}
			ck_assert_uint_eq(st.dead_ends, dead);
		}
	search_free(&s);
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
	suite_add_tcase(s, tc);
	return s;
}
