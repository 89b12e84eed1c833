/* check_post.c: moving the start and end of cell mazes (mazepost). */
#include <stdlib.h>
#include <string.h>

#include "gen.h"
#include "post.h"
#include "unit.h"

/* The maze of maze(5), EXAMPLES: 4x3 cells, 9x7 blocks, first row on line 2. */
static const char example[] =
    "; mazegen -a backtracker -s 1 4 3\n"
    "#S#######\n"
    "#       #\n"
    "# # ### #\n"
    "# #   # #\n"
    "##### # #\n"
    "#     # #\n"
    "#######E#\n";
#define OLD_START	1
#define OLD_END		61

static const struct parse {
	const char *s;
	int ok;
	enum spot_kind kind;
	uint32_t x, y;
} parses[] = {
	{ "nw", 1, SPOT_NW, 0, 0 },
	{ "ne", 1, SPOT_NE, 0, 0 },
	{ "sw", 1, SPOT_SW, 0, 0 },
	{ "se", 1, SPOT_SE, 0, 0 },
	{ "center", 1, SPOT_CENTER, 0, 0 },
	{ "random", 1, SPOT_RANDOM, 0, 0 },
	{ "farthest", 1, SPOT_FARTHEST, 0, 0 },
	{ "3,4", 1, SPOT_CELL, 3, 4 },
	{ "0,0", 1, SPOT_CELL, 0, 0 },
	{ "4294967295,4294967295", 1, SPOT_CELL, UINT32_MAX, UINT32_MAX },
	{ "4294967296,0", 0, SPOT_NONE, 0, 0 },
	{ "", 0, SPOT_NONE, 0, 0 },
	{ "NW", 0, SPOT_NONE, 0, 0 },
	{ "north", 0, SPOT_NONE, 0, 0 },
	{ "far", 0, SPOT_NONE, 0, 0 },
	{ "3", 0, SPOT_NONE, 0, 0 },
	{ "-1,2", 0, SPOT_NONE, 0, 0 },
	{ "3,4,", 0, SPOT_NONE, 0, 0 },
};

START_TEST(test_parse_spot)
{
	const struct parse *t = &parses[_i];
	struct spot sp = { SPOT_NONE, 77, 77 };
	const char *why = NULL;
	int rc;

	rc = post_parse_spot(t->s, &sp, &why);
	if (t->ok) {
		ck_assert_msg(rc == 0, "\"%s\" refused", t->s);
		ck_assert_int_eq(sp.kind, t->kind);
		if (t->kind == SPOT_CELL) {
			ck_assert_uint_eq(sp.x, t->x);
			ck_assert_uint_eq(sp.y, t->y);
		}
	} else {
		ck_assert_msg(rc == -1, "\"%s\" taken", t->s);
		ck_assert_pstr_eq(why, "expected x,y, nw, ne, sw, se, center, "
		    "random or farthest");
	}
}
END_TEST

/* Where each fixed spot puts an endpoint in the example, as a block. */
static const struct place {
	struct spot sp;
	size_t block;
} places[] = {
	{ { SPOT_NW, 0, 0 }, 1 * 9 + 1 },
	{ { SPOT_NE, 0, 0 }, 1 * 9 + 7 },
	{ { SPOT_SW, 0, 0 }, 5 * 9 + 1 },
	{ { SPOT_SE, 0, 0 }, 5 * 9 + 7 },
	{ { SPOT_CENTER, 0, 0 }, 3 * 9 + 5 },
	{ { SPOT_CELL, 1, 2 }, 5 * 9 + 3 },
	{ { SPOT_CELL, 3, 0 }, 1 * 9 + 7 },
};

/* Loop index: even moves the end, odd the start, to places[i / 2]. */
START_TEST(test_place)
{
	const struct place *t = &places[_i / 2];
	unsigned char which = _i % 2 ? MAZE_START : MAZE_END;
	size_t old = _i % 2 ? OLD_START : OLD_END;
	struct maze_err e;
	struct search s;
	struct maze m;
	struct rng r;

	maze_init(&m);
	search_init(&s);
	rng_seed(&r, 1);
	maze_from_str(&m, example);
	ck_assert_int_eq(post_place(&m, which, &t->sp, &r, &s, &e), 0);
	ck_assert_uint_eq(which == MAZE_START ? m.start : m.end, t->block);
	ck_assert_uint_eq(which == MAZE_START ? m.end : m.start,
	    which == MAZE_START ? OLD_END : OLD_START);
	ck_assert_int_eq(m.b[t->block], which);
	/* The old endpoint was an opening in the outer wall: it closes. */
	ck_assert_int_eq(m.b[old], MAZE_WALL);
	ck_assert_uint_eq(count_blocks(&m, MAZE_START), 1);
	ck_assert_uint_eq(count_blocks(&m, MAZE_END), 1);
	ck_assert_msg(maze_is_cells(&m, &e), "%s", e.msg);
	search_free(&s);
	maze_free(&m);
}
END_TEST

START_TEST(test_place_in_cell)
{
	static const struct spot center = { SPOT_CENTER, 0, 0 };
	static const struct spot nw = { SPOT_NW, 0, 0 };
	static const struct spot none = { SPOT_NONE, 0, 0 };
	struct maze_err e;
	struct search s;
	struct maze m;

	/* An old endpoint inside a cell turns into a plain open block. */
	maze_init(&m);
	search_init(&s);
	maze_from_str(&m, example);
	ck_assert_int_eq(post_place(&m, MAZE_END, &center, NULL, &s, &e), 0);
	ck_assert_int_eq(post_place(&m, MAZE_END, &nw, NULL, &s, &e), 0);
	ck_assert_int_eq(m.b[32], MAZE_OPEN);
	ck_assert_int_eq(m.b[10], MAZE_END);
	ck_assert_int_eq(m.b[OLD_END], MAZE_WALL);
	ck_assert_uint_eq(m.end, 10);
	ck_assert_int_eq(post_place(&m, MAZE_END, &nw, NULL, &s, &e), 0);
	ck_assert_int_eq(m.b[10], MAZE_END);
	ck_assert_int_eq(post_place(&m, MAZE_START, &none, NULL, &s, &e), 0);
	ck_assert_uint_eq(m.start, OLD_START);
	ck_assert_int_eq(m.b[OLD_START], MAZE_START);
	search_free(&s);
	maze_free(&m);
}
END_TEST

START_TEST(test_place_side_openings)
{
	static const struct spot nw = { SPOT_NW, 0, 0 };
	static const struct spot ne = { SPOT_NE, 0, 0 };
	struct maze_err e;
	struct search s;
	struct maze m;

	/* Openings in the west and east walls close too. */
	maze_init(&m);
	search_init(&s);
	maze_from_str(&m, "#####\nS   E\n#####\n");
	ck_assert_int_eq(post_place(&m, MAZE_START, &nw, NULL, &s, &e), 0);
	ck_assert_int_eq(post_place(&m, MAZE_END, &ne, NULL, &s, &e), 0);
	ck_assert_mem_eq(m.b, "######S E######", 15);
	ck_assert_uint_eq(m.start, 6);
	ck_assert_uint_eq(m.end, 8);
	search_free(&s);
	maze_free(&m);
}
END_TEST

static const struct bad {
	unsigned char which;
	struct spot sp;
	const char *msg;
} bads[] = {
	{ MAZE_END, { SPOT_CELL, 4, 0 },
	    "cell 4,0 is outside this maze of 4x3 cells" },
	{ MAZE_END, { SPOT_CELL, 0, 3 },
	    "cell 0,3 is outside this maze of 4x3 cells" },
	{ MAZE_START, { SPOT_CELL, UINT32_MAX, UINT32_MAX },
	    "cell 4294967295,4294967295 is outside this maze of 4x3 cells" },
	{ MAZE_START, { SPOT_NW, 0, 0 }, "cell 0,0 already holds 'E'" },
	{ MAZE_START, { SPOT_CELL, 0, 0 }, "cell 0,0 already holds 'E'" },
};

/* Errors name the maze by its first row, and leave it as it was. */
START_TEST(test_place_errors)
{
	static const struct spot nw = { SPOT_NW, 0, 0 };
	const struct bad *t = &bads[_i];
	struct maze_err e;
	struct search s;
	struct maze m;
	struct rng r;
	unsigned char before[63];

	maze_init(&m);
	search_init(&s);
	rng_seed(&r, 1);
	maze_from_str(&m, example);
	ck_assert_int_eq(post_place(&m, MAZE_END, &nw, &r, &s, &e), 0);
	memcpy(before, m.b, sizeof before);
	memset(&e, 0, sizeof e);
	ck_assert_int_eq(post_place(&m, t->which, &t->sp, &r, &s, &e), -1);
	ck_assert_uint_eq(e.line, 2);
	ck_assert_uint_eq(e.col, 1);
	ck_assert_str_eq(e.msg, t->msg);
	ck_assert_mem_eq(m.b, before, sizeof before);
	ck_assert_uint_eq(m.start, OLD_START);
	ck_assert_uint_eq(m.end, 10);
	search_free(&s);
	maze_free(&m);
}
END_TEST

/* Place which at spot kind in a fresh copy of maze text; return the block. */
static size_t
place_fresh(const char *text, unsigned char which, enum spot_kind kind,
    uint64_t seed)
{
	struct spot sp = { kind, 0, 0 };
	struct maze_err e;
	struct search s;
	struct maze m;
	struct rng r;
	size_t at;

	maze_init(&m);
	search_init(&s);
	rng_seed(&r, seed);
	maze_from_str(&m, text);
	ck_assert_msg(post_place(&m, which, &sp, &r, &s, &e) == 0, "%s",
	    e.msg);
	at = which == MAZE_START ? m.start : m.end;
	ck_assert_int_eq(m.b[at], which);
	search_free(&s);
	maze_free(&m);
	return at;
}

START_TEST(test_random)
{
	static const char in_cell[] =
	    "#########\n"
	    "#S      #\n"
	    "# # ### #\n"
	    "# #   # #\n"
	    "##### # #\n"
	    "#     # #\n"
	    "#######E#\n";
	int hit[63] = { 0 }, kinds = 0;
	uint64_t seed;
	size_t at, i;

	/* The same seed, the same cell; over many seeds, many cells. */
	for (seed = 0; seed < 200; seed++) {
		at = place_fresh(in_cell, MAZE_END, SPOT_RANDOM, seed);
		ck_assert_uint_eq(place_fresh(in_cell, MAZE_END, SPOT_RANDOM,
		    seed), at);
		ck_assert_msg(at / 9 % 2 == 1 && at % 9 % 2 == 1,
		    "block %zu is not a cell", at);
		/* Never onto the start's cell. */
		ck_assert_uint_ne(at, 10);
		hit[at]++;
	}
	for (i = 0; i < 63; i++)
		kinds += hit[i] > 0;
	ck_assert_int_eq(kinds, 11);

	/* With two cells, the end has one choice; with one, none. */
	for (seed = 0; seed < 20; seed++)
		ck_assert_uint_eq(place_fresh("#####\n#S  #\n#####\n",
		    MAZE_END, SPOT_RANDOM, seed), 8);
}
END_TEST

START_TEST(test_random_no_room)
{
	static const struct spot random = { SPOT_RANDOM, 0, 0 };
	struct maze_err e;
	struct search s;
	struct maze m;
	struct rng r;

	maze_init(&m);
	search_init(&s);
	rng_seed(&r, 3);
	maze_from_str(&m, "; one cell\n###\n#S#\n###\n");
	ck_assert_int_eq(post_place(&m, MAZE_END, &random, &r, &s, &e), -1);
	ck_assert_uint_eq(e.line, 2);
	ck_assert_uint_eq(e.col, 1);
	ck_assert_str_eq(e.msg, "cell 0,0 already holds 'S'");
	search_free(&s);
	maze_free(&m);
}
END_TEST

/*
 * Farthest, on generated mazes of every generator: the cell chosen is as
 * far by path from the other endpoint as any cell, by block_dist.
 */
START_TEST(test_farthest)
{
	static const struct spot far = { SPOT_FARTHEST, 0, 0 };
	static const uint32_t sizes[][2] = { { 2, 1 }, { 1, 3 }, { 8, 6 },
	    { 15, 15 }, { 30, 4 } };
	const struct gen_algo *g;
	struct maze_err e;
	struct search s;
	struct maze m;
	struct rng r;
	unsigned char which;
	size_t i, j, k, n, c, other, at;
	uint64_t seed;
	int *dist, best;

	maze_init(&m);
	search_init(&s);
	rng_seed(&r, 1);
	for (i = 0; (g = gen_algo(i)) != NULL; i++)
		for (j = 0; j < sizeof sizes / sizeof sizes[0]; j++)
			for (seed = 0; seed < 10; seed++) {
				ck_assert_int_eq(gen_make(&m, g, sizes[j][0],
				    sizes[j][1], seed, &e), 0);
				n = (size_t)m.w * m.h;
				dist = malloc(n * sizeof *dist);
				ck_assert_ptr_nonnull(dist);
				/* The end, then the start from the new end. */
				for (k = 0; k < 2; k++) {
					which = k ? MAZE_START : MAZE_END;
					other = k ? m.end : m.start;
					block_dist(&m, other, dist);
					ck_assert_int_eq(post_place(&m, which,
					    &far, &r, &s, &e), 0);
					at = k ? m.start : m.end;
					ck_assert(at / m.w % 2 == 1 &&
					    at % m.w % 2 == 1);
					best = 0;
					for (c = 0; c < n; c++)
						if (c / m.w % 2 == 1 &&
						    c % m.w % 2 == 1 &&
						    dist[c] > best)
							best = dist[c];
					ck_assert_msg(dist[at] == best,
					    "%s %ux%u seed %llu: %c at %d "
					    "steps, farthest %d", g->info.name,
					    sizes[j][0], sizes[j][1],
					    (unsigned long long)seed, which,
					    dist[at], best);
				}
				free(dist);
			}
	search_free(&s);
	maze_free(&m);
}
END_TEST

/*
 * Farthest on a hand-drawn maze: a ring of six cells, a spur off it to cell
 * 3,1, and cell 3,0 walled off.  From S the spur's end is 9 steps away, the
 * most; from there cell 0,0 is 8, beyond the ring.  The walled-off cell is
 * farther than any, by no path at all, and must not be chosen.
 */
START_TEST(test_farthest_loop)
{
	static const char ring[] =
	    "#S#######\n"
	    "#     # #\n"
	    "# ### ###\n"
	    "#       #\n"
	    "#########\n";
	static const struct spot far = { SPOT_FARTHEST, 0, 0 };
	struct maze_err e;
	struct search s;
	struct maze m;

	maze_init(&m);
	search_init(&s);
	maze_from_str(&m, ring);
	ck_assert_int_eq(post_place(&m, MAZE_END, &far, NULL, &s, &e), 0);
	ck_assert_uint_eq(m.end, 3 * 9 + 7);
	ck_assert_int_eq(post_place(&m, MAZE_START, &far, NULL, &s, &e), 0);
	ck_assert_uint_eq(m.start, 1 * 9 + 1);
	ck_assert_mem_eq(m.b,
	    "#########"
	    "#S    # #"
	    "# ### ###"
	    "#      E#"
	    "#########", 45);
	search_free(&s);
	maze_free(&m);
}
END_TEST

static const struct farbad {
	const char *maze;
	unsigned char which;
	const char *msg;
} farbads[] = {
	{ "; c\n#####\n#  E#\n#####\n", MAZE_END,
	    "no start block 'S' to be farthest from" },
	{ "; c\n#S###\n#   #\n#####\n", MAZE_START,
	    "no end block 'E' to be farthest from" },
	{ "; c\n#####\n#S# #\n#####\n", MAZE_END,
	    "no cell is reachable from the start block" },
	{ "; c\n#####\n#E# #\n#####\n", MAZE_START,
	    "no cell is reachable from the end block" },
};

START_TEST(test_farthest_errors)
{
	static const struct spot far = { SPOT_FARTHEST, 0, 0 };
	const struct farbad *t = &farbads[_i];
	struct maze_err e;
	struct search s;
	struct maze m;

	maze_init(&m);
	search_init(&s);
	maze_from_str(&m, t->maze);
	memset(&e, 0, sizeof e);
	ck_assert_int_eq(post_place(&m, t->which, &far, NULL, &s, &e), -1);
	ck_assert_uint_eq(e.line, 2);
	ck_assert_uint_eq(e.col, 1);
	ck_assert_str_eq(e.msg, t->msg);
	search_free(&s);
	maze_free(&m);
}
END_TEST

START_TEST(test_farthest_from_cell)
{
	static const struct spot far = { SPOT_FARTHEST, 0, 0 };
	struct maze_err e;
	struct search s;
	struct maze m;

	/* From an endpoint inside a cell: the other cell, never its own. */
	maze_init(&m);
	search_init(&s);
	maze_from_str(&m, "#####\n#  E#\n#####\n");
	ck_assert_int_eq(post_place(&m, MAZE_START, &far, NULL, &s, &e), 0);
	ck_assert_uint_eq(m.start, 6);
	ck_assert_mem_eq(m.b, "######S E######", 15);
	search_free(&s);
	maze_free(&m);
}
END_TEST

Suite *
post_suite(void)
{
	Suite *s = suite_create("post");
	TCase *tc;

	tc = tcase_create("spots");
	tcase_add_loop_test(tc, test_parse_spot, 0,
	    sizeof parses / sizeof parses[0]);
	suite_add_tcase(s, tc);

	tc = tcase_create("place");
	tcase_add_loop_test(tc, test_place, 0,
	    2 * sizeof places / sizeof places[0]);
	tcase_add_test(tc, test_place_in_cell);
	tcase_add_test(tc, test_place_side_openings);
	tcase_add_loop_test(tc, test_place_errors, 0,
	    sizeof bads / sizeof bads[0]);
	tcase_add_test(tc, test_random);
	tcase_add_test(tc, test_random_no_room);
	suite_add_tcase(s, tc);

	tc = tcase_create("farthest");
	tcase_add_test(tc, test_farthest);
	tcase_add_test(tc, test_farthest_loop);
	tcase_add_loop_test(tc, test_farthest_errors, 0,
	    sizeof farbads / sizeof farbads[0]);
	tcase_add_test(tc, test_farthest_from_cell);
	suite_add_tcase(s, tc);
	return s;
}
