/* check_gen.c: every generator makes perfect mazes, the same for one seed. */
#include <stdlib.h>
#include <string.h>

#include "gen.h"
#include "unit.h"

static const struct size {
	uint32_t w, h;
} sizes[] = {
	{ 1, 1 }, { 1, 2 }, { 2, 1 }, { 1, 9 }, { 9, 1 }, { 2, 2 }, { 3, 3 },
	{ 4, 7 }, { 7, 4 }, { 10, 10 }, { 31, 17 }, { 64, 64 },
};
#define NSIZES	(sizeof sizes / sizeof sizes[0])
#define NSEEDS	30

static uint32_t
find(uint32_t *parent, uint32_t c)
{
	while (parent[c] != c)
		c = parent[c] = parent[parent[c]];
	return c;
}

/*
 * Check that m is what gen_make promises for cw x ch cells: a cell maze
 * with S above the first cell and E below the last, and perfect.  Perfect
 * is checked with a union-find of its own: every open wall between two
 * cells must join two cells not yet joined (else there is a loop), and at
 * the end all cells must be joined (else some are cut off).
 */
static void
assert_perfect(const struct maze *m, uint32_t cw, uint32_t ch,
    const char *what)
{
	uint32_t w = 2 * cw + 1, h = 2 * ch + 1, x, y, a, b, *parent;
	size_t i, joins = 0;
	struct maze_err e;
	unsigned char c;

	REQUIRE(m->w == w && m->h == h, "%s: %ux%u blocks", what,
	    m->w, m->h);
	REQUIRE(maze_is_cells(m, &e), "%s: %s", what, e.msg);
	REQUIRE(m->start == 1 && m->b[1] == MAZE_START,
	    "%s: start at %zu", what, m->start);
	REQUIRE(m->end == (size_t)w * h - 2 && m->b[m->end] == MAZE_END,
	    "%s: end at %zu", what, m->end);
	for (i = 0; i < (size_t)w * h; i++) {
		x = (uint32_t)(i % w);
		y = (uint32_t)(i / w);
		c = m->b[i];
		if (i == m->start || i == m->end)
			continue;
		REQUIRE(c == MAZE_WALL || c == MAZE_OPEN,
		    "%s: block %u,%u is '%c'", what, x, y, c);
		if (x == 0 || y == 0 || x == w - 1 || y == h - 1)
			REQUIRE(c == MAZE_WALL,
			    "%s: outer wall open at %u,%u", what, x, y);
	}

	parent = malloc((size_t)cw * ch * sizeof *parent);
	REQUIRE(parent != NULL, "out of memory");
	for (i = 0; i < (size_t)cw * ch; i++)
		parent[i] = (uint32_t)i;
	for (y = 1; y < h - 1; y++)
		for (x = 1 + y % 2; x < w - 1; x += 2) {
			if (m->b[(size_t)y * w + x] == MAZE_WALL)
				continue;
			if (y % 2) {	/* between cells left and right */
				a = (y / 2) * cw + x / 2 - 1;
				b = a + 1;
			} else {	/* between cells above and below */
				a = (y / 2 - 1) * cw + x / 2;
				b = a + cw;
			}
			a = find(parent, a);
			b = find(parent, b);
			REQUIRE(a != b, "%s: loop through wall %u,%u",
			    what, x, y);
			parent[a] = b;
			joins++;
		}
	free(parent);
	REQUIRE(joins == (size_t)cw * ch - 1,
	    "%s: %zu cells cut off", what, (size_t)cw * ch - 1 - joins);
}

/* Loop index i is generator i / NSIZES at size i % NSIZES, over all seeds. */
START_TEST(test_perfect)
{
	const struct gen_algo *a = gen_algo((size_t)_i / NSIZES);
	const struct size *sz = &sizes[(size_t)_i % NSIZES];
	struct maze m;
	struct maze_err e;
	char what[128];
	uint64_t seed;

	ck_assert_ptr_nonnull(a);
	maze_init(&m);
	for (seed = 0; seed < NSEEDS; seed++) {
		snprintf(what, sizeof what, "%s %ux%u seed %llu",
		    a->info.name, sz->w, sz->h, (unsigned long long)seed);
		REQUIRE(gen_make(&m, a, sz->w, sz->h, seed, &e) == 0,
		    "%s: %s", what, e.msg);
		assert_perfect(&m, sz->w, sz->h, what);
	}
	maze_free(&m);
}
END_TEST

/*
 * The same seed gives the same maze, byte for byte, even into a maze
 * struct that held another maze before.
 */
START_TEST(test_same_seed)
{
	static const uint64_t seeds[] = { 0, 1, 12345, UINT64_MAX };
	const struct gen_algo *a;
	struct maze m1, m2;
	struct maze_err e;
	size_t i, j, k;

	maze_init(&m1);
	maze_init(&m2);
	ck_assert_int_eq(gen_make(&m2, gen_algo(0), 70, 70, 5, &e), 0);
	for (i = 0; (a = gen_algo(i)) != NULL; i++)
		for (j = 0; j < NSIZES; j++)
			for (k = 0; k < sizeof seeds / sizeof seeds[0]; k++) {
				ck_assert_int_eq(gen_make(&m1, a, sizes[j].w,
				    sizes[j].h, seeds[k], &e), 0);
				ck_assert_int_eq(gen_make(&m2, a, sizes[j].w,
				    sizes[j].h, seeds[k], &e), 0);
				ck_assert_uint_eq(m1.w, m2.w);
				ck_assert_uint_eq(m1.h, m2.h);
				ck_assert_mem_eq(m1.b, m2.b,
				    (size_t)m1.w * m1.h);
			}
	maze_free(&m1);
	maze_free(&m2);
}
END_TEST

/*
 * Different seeds give different mazes: 30 seeds, 30 distinct 10x10 mazes;
 * or, for the generators without randomness, 30 times the same maze.
 */
START_TEST(test_seeds_differ)
{
	const struct gen_algo *a = gen_algo((size_t)_i);
	struct maze m[NSEEDS];
	struct maze_err e;
	size_t i, j;

	for (i = 0; i < NSEEDS; i++) {
		maze_init(&m[i]);
		ck_assert_int_eq(gen_make(&m[i], a, 10, 10, i, &e), 0);
	}
	for (i = 0; i < NSEEDS; i++)
		for (j = 0; j < i; j++)
			ck_assert_msg(((memcmp(m[i].b, m[j].b, 21 * 21) != 0) !=
			    ((a->flags & GEN_FIXED) != 0)),
			    "%s: seeds %zu and %zu %s", a->info.name, j, i,
			    a->flags & GEN_FIXED ? "give different mazes" :
			    "give the same maze");
	for (i = 0; i < NSEEDS; i++)
		maze_free(&m[i]);
}
END_TEST

/*
 * Two mazes pinned: the first is the example of maze(5), which promises
 * that "mazegen -a backtracker -s 1 4 3" makes it on any machine.  A change
 * here changes every maze anyone has made from a seed.
 */
static const struct pinned {
	const char *algo;
	const char *grid;
} pinned[] = {
	{ "backtracker",
	    "#S#######"
	    "#       #"
	    "# # ### #"
	    "# #   # #"
	    "##### # #"
	    "#     # #"
	    "#######E#" },
	{ "kruskal",
	    "#S#######"
	    "#       #"
	    "### ### #"
	    "#   # # #"
	    "### # # #"
	    "#   #   #"
	    "#######E#" },
};

START_TEST(test_pinned)
{
	const struct pinned *t = &pinned[_i];
	const struct gen_algo *a;
	struct maze m;
	struct maze_err e;

	a = gen_algo(algo_find(gen_info, t->algo));
	ck_assert_ptr_nonnull(a);
	maze_init(&m);
	ck_assert_int_eq(gen_make(&m, a, 4, 3, 1, &e), 0);
	ck_assert_uint_eq(m.w, 9);
	ck_assert_uint_eq(m.h, 7);
	ck_assert_mem_eq(m.b, t->grid, 63);
	maze_free(&m);
}
END_TEST

START_TEST(test_no_cells)
{
	struct maze m;
	struct maze_err e;

	maze_init(&m);
	ck_assert_int_eq(gen_make(&m, gen_algo(0), 0, 5, 1, &e), -1);
	ck_assert_str_eq(e.msg, "a maze needs at least one cell");
	ck_assert_int_eq(gen_make(&m, gen_algo(0), 5, 0, 1, &e), -1);
	ck_assert_str_eq(e.msg, "a maze needs at least one cell");
	maze_free(&m);
}
END_TEST

Suite *
gen_suite(void)
{
	Suite *s = suite_create("gen");
	TCase *tc;
	size_t n;

	/* Count the generators, so that a new one is covered unasked. */
	for (n = 0; gen_algo(n) != NULL; n++)
		;
	tc = tcase_create("perfect");
	tcase_add_loop_test(tc, test_perfect, 0, (int)(n * NSIZES));
	suite_add_tcase(s, tc);

	tc = tcase_create("seeds");
	tcase_add_test(tc, test_same_seed);
	tcase_add_loop_test(tc, test_seeds_differ, 0, (int)n);
	tcase_add_loop_test(tc, test_pinned, 0,
	    sizeof pinned / sizeof pinned[0]);
	tcase_add_test(tc, test_no_cells);
	suite_add_tcase(s, tc);
	return s;
}
