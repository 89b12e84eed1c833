/* check_post.c: moving the start and end of cell mazes (mazepost). */
#include <stdlib.h>
#include <string.h>

#include "gen/genint.h"
#include "lib/libpriv.h"
#include "lib/num.h"
#include "post/postpriv.h"
#include "stat/statint.h"
#include "unit.h"

/* The maze of maze(5), EXAMPLES: 4x3 cells, 9x7 blocks, first row on line 2. */
static const char example[] =
    "; mazegen -a backtracker -s 1 4 3\n"
    MAN_EXAMPLE_ROWS;
#define OLD_START	1
#define OLD_END		61

static const struct parse {
	const char *s;
	int ok;			/* 1, or 0 or -1 (too large) refused */
	enum post_spot_kind kind;
	uint32_t x, y;
} parses[] = {
	{ "nw", 1, POST_SPOT_NW, 0, 0 },
	{ "ne", 1, POST_SPOT_NE, 0, 0 },
	{ "sw", 1, POST_SPOT_SW, 0, 0 },
	{ "se", 1, POST_SPOT_SE, 0, 0 },
	{ "center", 1, POST_SPOT_CENTER, 0, 0 },
	{ "random", 1, POST_SPOT_RANDOM, 0, 0 },
	{ "farthest", 1, POST_SPOT_FARTHEST, 0, 0 },
	{ "3,4", 1, POST_SPOT_CELL, 3, 4 },
	{ "0,0", 1, POST_SPOT_CELL, 0, 0 },
	{ "4294967295,4294967295", 1, POST_SPOT_CELL, UINT32_MAX, UINT32_MAX },
	{ "4294967296,0", -1, POST_SPOT_NONE, 0, 0 },
	{ "", 0, POST_SPOT_NONE, 0, 0 },
	{ "NW", 0, POST_SPOT_NONE, 0, 0 },
	{ "north", 0, POST_SPOT_NONE, 0, 0 },
	{ "far", 0, POST_SPOT_NONE, 0, 0 },
	{ "3", 0, POST_SPOT_NONE, 0, 0 },
	{ "-1,2", 0, POST_SPOT_NONE, 0, 0 },
	{ "3,4,", 0, POST_SPOT_NONE, 0, 0 },
};

/*
 * round(p * n), halves up, as the decimal p says it: every p of one to
 * four places against whole numbers.  0.58 of 25 is 15, though 0.58 reads
 * as a little less (the audit that found it: 14).
 */
START_TEST(test_fraction)
{
	static const uint64_t pow10[] = { 1, 10, 100, 1000, 10000 };
	char buf[48];
	const char *why;
	uint64_t k, want, d, den;
	uint32_t n;
	double p;

	for (d = 1; d <= 4; d++) {
		den = pow10[d];
		for (k = 0; k <= den; k++) {
			snprintf(buf, sizeof buf, "%llu.%0*llu",
			    (unsigned long long)(k / den), (int)d,
			    (unsigned long long)(k % den));
			ck_assert_int_eq(num_parse_real(buf, 0, 1, &p, &why),
			    0);
			for (n = 0; n <= (d < 4 ? 1000u : 120u); n++) {
				want = (2 * k * n + den) / (2 * den);
				REQUIRE(post_fraction(p, n) == want, "%s of "
				    "%u: %u, not %llu", buf, n,
				    post_fraction(p, n),
				    (unsigned long long)want);
			}
		}
	}
	ck_assert_uint_eq(post_fraction(0.5, UINT32_MAX), 2147483648u);
	ck_assert_uint_eq(post_fraction(1, UINT32_MAX), UINT32_MAX);
}
END_TEST

START_TEST(test_parse_spot)
{
	const struct parse *t = &parses[_i];
	struct post_spot sp = { POST_SPOT_NONE, 77, 77, 0 };
	const char *why = NULL;
	int rc;

	rc = post_parse_spot(t->s, &sp, &why);
	if (t->ok == 1) {
		ck_assert_msg(rc == 0, "\"%s\" refused", t->s);
		ck_assert_int_eq(sp.kind, t->kind);
		if (t->kind == POST_SPOT_CELL) {
			ck_assert_uint_eq(sp.x, t->x);
			ck_assert_uint_eq(sp.y, t->y);
		}
	} else {
		ck_assert_msg(rc == -1, "\"%s\" taken", t->s);
		ck_assert_pstr_eq(why, t->ok == -1 ? "too large" : "expected "
		    "x,y, x,y,z, nw, ne, sw, se, center, random or farthest");
	}
}
END_TEST

/* Where each fixed spot puts an endpoint in the example, as a block. */
static const struct place {
	struct post_spot sp;
	size_t block;
} places[] = {
	{ { POST_SPOT_NW, 0, 0, 0 }, 1 * 9 + 1 },
	{ { POST_SPOT_NE, 0, 0, 0 }, 1 * 9 + 7 },
	{ { POST_SPOT_SW, 0, 0, 0 }, 5 * 9 + 1 },
	{ { POST_SPOT_SE, 0, 0, 0 }, 5 * 9 + 7 },
	{ { POST_SPOT_CENTER, 0, 0, 0 }, 3 * 9 + 5 },
	{ { POST_SPOT_CELL, 1, 2, 0 }, 5 * 9 + 3 },
	{ { POST_SPOT_CELL, 3, 0, 0 }, 1 * 9 + 7 },
};

/* Loop index: even moves the end, odd the start, to places[i / 2]. */
START_TEST(test_place)
{
	const struct place *t = &places[_i / 2];
	unsigned char which = _i % 2 ? MAZE_START : MAZE_END;
	size_t old = _i % 2 ? OLD_START : OLD_END;
	struct maze_err e;
	struct maze_search *s;
	struct maze m;
	struct maze_rng r;

	maze_init(&m);
	s = maze_search_new();
	ck_assert_ptr_nonnull(s);
	maze_rng_seed(&r, 1);
	maze_from_str(&m, example);
	ck_assert_int_eq(post_place(&m, which, &t->sp, &r, s, &e), 0);
	ck_assert_uint_eq(which == MAZE_START ? m.start : m.end, t->block);
	ck_assert_uint_eq(which == MAZE_START ? m.end : m.start,
	    which == MAZE_START ? OLD_END : OLD_START);
	ck_assert_int_eq(m.b[t->block], which);
	/* The old endpoint was an opening in the outer wall: it closes. */
	ck_assert_int_eq(m.b[old], MAZE_WALL);
	ck_assert_uint_eq(count_blocks(&m, MAZE_START), 1);
	ck_assert_uint_eq(count_blocks(&m, MAZE_END), 1);
	ck_assert_msg(maze_is_cells(&m, &e), "%s", e.msg);
	maze_search_free(s);
	maze_free(&m);
}
END_TEST

START_TEST(test_place_in_cell)
{
	static const struct post_spot center = { POST_SPOT_CENTER, 0, 0, 0 };
	static const struct post_spot nw = { POST_SPOT_NW, 0, 0, 0 };
	static const struct post_spot none = { POST_SPOT_NONE, 0, 0, 0 };
	struct maze_err e;
	struct maze_search *s;
	struct maze m;

	/* An old endpoint inside a cell turns into a plain open block. */
	maze_init(&m);
	s = maze_search_new();
	ck_assert_ptr_nonnull(s);
	maze_from_str(&m, example);
	ck_assert_int_eq(post_place(&m, MAZE_END, &center, NULL, s, &e), 0);
	ck_assert_int_eq(post_place(&m, MAZE_END, &nw, NULL, s, &e), 0);
	ck_assert_int_eq(m.b[32], MAZE_OPEN);
	ck_assert_int_eq(m.b[10], MAZE_END);
	ck_assert_int_eq(m.b[OLD_END], MAZE_WALL);
	ck_assert_uint_eq(m.end, 10);
	ck_assert_int_eq(post_place(&m, MAZE_END, &nw, NULL, s, &e), 0);
	ck_assert_int_eq(m.b[10], MAZE_END);
	ck_assert_int_eq(post_place(&m, MAZE_START, &none, NULL, s, &e), 0);
	ck_assert_uint_eq(m.start, OLD_START);
	ck_assert_int_eq(m.b[OLD_START], MAZE_START);
	maze_search_free(s);
	maze_free(&m);
}
END_TEST

START_TEST(test_place_side_openings)
{
	static const struct post_spot nw = { POST_SPOT_NW, 0, 0, 0 };
	static const struct post_spot ne = { POST_SPOT_NE, 0, 0, 0 };
	struct maze_err e;
	struct maze_search *s;
	struct maze m;

	/* Openings in the west and east walls close too. */
	maze_init(&m);
	s = maze_search_new();
	ck_assert_ptr_nonnull(s);
	maze_from_str(&m, "#####\nS   E\n#####\n");
	ck_assert_int_eq(post_place(&m, MAZE_START, &nw, NULL, s, &e), 0);
	ck_assert_int_eq(post_place(&m, MAZE_END, &ne, NULL, s, &e), 0);
	ck_assert_mem_eq(m.b, "######S E######", 15);
	ck_assert_uint_eq(m.start, 6);
	ck_assert_uint_eq(m.end, 8);
	maze_search_free(s);
	maze_free(&m);
}
END_TEST

static const struct bad {
	unsigned char which;
	struct post_spot sp;
	const char *msg;
} bads[] = {
	{ MAZE_END, { POST_SPOT_CELL, 4, 0, 0 },
	    "cell 4,0 is outside this maze of 4x3 cells" },
	{ MAZE_END, { POST_SPOT_CELL, 0, 3, 0 },
	    "cell 0,3 is outside this maze of 4x3 cells" },
	{ MAZE_START, { POST_SPOT_CELL, UINT32_MAX, UINT32_MAX, 0 },
	    "cell 4294967295,4294967295 is outside this maze of 4x3 cells" },
	{ MAZE_START, { POST_SPOT_NW, 0, 0, 0 }, "cell 0,0 already holds 'E'" },
	{ MAZE_START, { POST_SPOT_CELL, 0, 0, 0 },
	    "cell 0,0 already holds 'E'" },
};

/* Errors name the maze by its first row, and leave it as it was. */
START_TEST(test_place_errors)
{
	static const struct post_spot nw = { POST_SPOT_NW, 0, 0, 0 };
	const struct bad *t = &bads[_i];
	struct maze_err e;
	struct maze_search *s;
	struct maze m;
	struct maze_rng r;
	unsigned char before[63];

	maze_init(&m);
	s = maze_search_new();
	ck_assert_ptr_nonnull(s);
	maze_rng_seed(&r, 1);
	maze_from_str(&m, example);
	ck_assert_int_eq(post_place(&m, MAZE_END, &nw, &r, s, &e), 0);
	memcpy(before, m.b, sizeof before);
	memset(&e, 0, sizeof e);
	ck_assert_int_eq(post_place(&m, t->which, &t->sp, &r, s, &e), -1);
	ck_assert_uint_eq(e.line, 2);
	ck_assert_uint_eq(e.col, 1);
	ck_assert_str_eq(e.msg, t->msg);
	ck_assert_mem_eq(m.b, before, sizeof before);
	ck_assert_uint_eq(m.start, OLD_START);
	ck_assert_uint_eq(m.end, 10);
	maze_search_free(s);
	maze_free(&m);
}
END_TEST

/* Place which at spot kind in a fresh copy of maze text; return the block. */
static size_t
place_fresh(const char *text, unsigned char which, enum post_spot_kind kind,
    uint64_t seed)
{
	struct post_spot sp = { kind, 0, 0, 0 };
	struct maze_err e;
	struct maze_search *s;
	struct maze m;
	struct maze_rng r;
	size_t at;

	maze_init(&m);
	s = maze_search_new();
	ck_assert_ptr_nonnull(s);
	maze_rng_seed(&r, seed);
	maze_from_str(&m, text);
	ck_assert_msg(post_place(&m, which, &sp, &r, s, &e) == 0, "%s",
	    e.msg);
	at = which == MAZE_START ? m.start : m.end;
	ck_assert_int_eq(m.b[at], which);
	maze_search_free(s);
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
		at = place_fresh(in_cell, MAZE_END, POST_SPOT_RANDOM, seed);
		ck_assert_uint_eq(place_fresh(in_cell,
		    MAZE_END, POST_SPOT_RANDOM,
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
		    MAZE_END, POST_SPOT_RANDOM, seed), 8);
}
END_TEST

START_TEST(test_random_no_room)
{
	static const struct post_spot random = { POST_SPOT_RANDOM, 0, 0, 0 };
	struct maze_err e;
	struct maze_search *s;
	struct maze m;
	struct maze_rng r;

	maze_init(&m);
	s = maze_search_new();
	ck_assert_ptr_nonnull(s);
	maze_rng_seed(&r, 3);
	maze_from_str(&m, "; one cell\n###\n#S#\n###\n");
	ck_assert_int_eq(post_place(&m, MAZE_END, &random, &r, s, &e), -1);
	ck_assert_uint_eq(e.line, 2);
	ck_assert_uint_eq(e.col, 1);
	ck_assert_str_eq(e.msg, "cell 0,0 already holds 'S'");
	maze_search_free(s);
	maze_free(&m);
}
END_TEST

/*
 * Farthest, on generated mazes of every generator: the cell chosen is as
 * far by path from the other endpoint as any cell, by block_dist.
 */
START_TEST(test_farthest)
{
	static const struct post_spot far = { POST_SPOT_FARTHEST, 0, 0, 0 };
	static const uint32_t sizes[][2] = { { 2, 1 }, { 1, 3 }, { 8, 6 },
	    { 15, 15 }, { 30, 4 } };
	const struct maze_gen_algo *g;
	struct maze_err e;
	struct maze_search *s;
	struct maze m;
	struct maze_rng r;
	unsigned char which;
	size_t i, j, k, n, c, other, at;
	uint64_t seed;
	int *dist, best;

	maze_init(&m);
	s = maze_search_new();
	ck_assert_ptr_nonnull(s);
	maze_rng_seed(&r, 1);
	for (i = 0; (g = maze_gen_algo(i)) != NULL; i++)
		for (j = 0; j < sizeof sizes / sizeof sizes[0]; j++)
			for (seed = 0; seed < 10; seed++) {
				ck_assert_int_eq(maze_gen_make(&m, g,
				    sizes[j][0], sizes[j][1], seed, &e), 0);
				n = (size_t)m.w * m.h;
				dist = malloc(n * sizeof *dist);
				ck_assert_ptr_nonnull(dist);
				/* The end, then the start from the new end. */
				for (k = 0; k < 2; k++) {
					which = k ? MAZE_START : MAZE_END;
					other = k ? m.end : m.start;
					block_dist(&m, other, dist);
					ck_assert_int_eq(post_place(&m, which,
					    &far, &r, s, &e), 0);
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
	maze_search_free(s);
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
	static const struct post_spot far = { POST_SPOT_FARTHEST, 0, 0, 0 };
	struct maze_err e;
	struct maze_search *s;
	struct maze m;

	maze_init(&m);
	s = maze_search_new();
	ck_assert_ptr_nonnull(s);
	maze_from_str(&m, ring);
	ck_assert_int_eq(post_place(&m, MAZE_END, &far, NULL, s, &e), 0);
	ck_assert_uint_eq(m.end, 3 * 9 + 7);
	ck_assert_int_eq(post_place(&m, MAZE_START, &far, NULL, s, &e), 0);
	ck_assert_uint_eq(m.start, 1 * 9 + 1);
	ck_assert_mem_eq(m.b,
	    "#########"
	    "#S    # #"
	    "# ### ###"
	    "#      E#"
	    "#########", 45);
	maze_search_free(s);
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
	static const struct post_spot far = { POST_SPOT_FARTHEST, 0, 0, 0 };
	const struct farbad *t = &farbads[_i];
	struct maze_err e;
	struct maze_search *s;
	struct maze m;

	maze_init(&m);
	s = maze_search_new();
	ck_assert_ptr_nonnull(s);
	maze_from_str(&m, t->maze);
	memset(&e, 0, sizeof e);
	ck_assert_int_eq(post_place(&m, t->which, &far, NULL, s, &e), -1);
	ck_assert_uint_eq(e.line, 2);
	ck_assert_uint_eq(e.col, 1);
	ck_assert_str_eq(e.msg, t->msg);
	maze_search_free(s);
	maze_free(&m);
}
END_TEST

START_TEST(test_farthest_from_cell)
{
	static const struct post_spot far = { POST_SPOT_FARTHEST, 0, 0, 0 };
	struct maze_err e;
	struct maze_search *s;
	struct maze m;

	/* From an endpoint inside a cell: the other cell, never its own. */
	maze_init(&m);
	s = maze_search_new();
	ck_assert_ptr_nonnull(s);
	maze_from_str(&m, "#####\n#  E#\n#####\n");
	ck_assert_int_eq(post_place(&m, MAZE_START, &far, NULL, s, &e), 0);
	ck_assert_uint_eq(m.start, 6);
	ck_assert_mem_eq(m.b, "######S E######", 15);
	maze_search_free(s);
	maze_free(&m);
}
END_TEST

/* ---- loops, braids, diameter, border ---- */

/*
 * Figures of a cell maze, counted straight from its blocks with a
 * union-find over cells, sharing nothing with src/post or src/stat.
 */
struct figs {
	long cells, edges, parts, dead;
};

static uint32_t
find(uint32_t *up, uint32_t a)
{
	while (up[a] != a)
		a = up[a] = up[up[a]];
	return a;
}

/* Cell (x, y, z) of m as a block, z 0 when m is flat. */
static size_t
cellb(const struct maze *m, uint32_t x, uint32_t y, uint32_t z)
{
	size_t bz = m->d > 1 ? 2 * (size_t)z + 1 : 0;

	return (bz * m->h + 2 * y + 1) * m->w + 2 * x + 1;
}

/* Levels of cells: 1 when m is flat. */
static uint32_t
levels(const struct maze *m)
{
	return m->d > 1 ? (m->d - 1) / 2 : 1;
}

static void
figures(const struct maze *m, struct figs *f)
{
	uint32_t cw = m->w / 2, ch = m->h / 2, cd = levels(m), x, y, z, a, b;
	uint32_t *up;
	size_t i, lv = (size_t)m->w * m->h;
	int *deg, k;

	memset(f, 0, sizeof *f);
	f->cells = (long)cw * ch * cd;
	up = malloc((size_t)f->cells * sizeof *up);
	deg = calloc((size_t)f->cells, sizeof *deg);
	ck_assert(up != NULL && deg != NULL);
	for (a = 0; a < (uint32_t)f->cells; a++)
		up[a] = a;
	for (z = 0; z < cd; z++)
		for (y = 0; y < ch; y++)
			for (x = 0; x < cw; x++) {
				a = (z * ch + y) * cw + x;
				i = cellb(m, x, y, z);
				/* The wall east, the one south, the floor. */
				for (k = 0; k < 3; k++) {
					if (k == 0 ? x + 1 == cw : k == 1 ?
					    y + 1 == ch : z + 1 == cd)
						continue;
					if (m->b[i + (k == 0 ? 1 : k == 1 ?
					    m->w : lv)] == '#')
						continue;
					b = a + (k == 0 ? 1 : k == 1 ? cw :
					    cw * ch);
					f->edges++;
					deg[a]++;
					deg[b]++;
					up[find(up, a)] = find(up, b);
				}
			}
	for (a = 0; a < (uint32_t)f->cells; a++) {
		f->parts += find(up, a) == a;
		f->dead += deg[a] == 1;
	}
	free(up);
	free(deg);
}

static long
loops(const struct maze *m)
{
	struct figs f;

	figures(m, &f);
	return f.edges - f.cells + f.parts;
}

/* Steps from S to E by block_dist, -1 if none. */
static int
route(const struct maze *m)
{
	int *dist = malloc((size_t)m->w * m->h * sizeof *dist), d;

	ck_assert_ptr_nonnull(dist);
	block_dist(m, m->start, dist);
	d = dist[m->end];
	free(dist);
	return d;
}

static const uint32_t loop_sizes[][2] = { { 2, 2 }, { 5, 3 }, { 8, 8 },
    { 13, 6 }, { 20, 20 } };
#define NSIZES	(sizeof loop_sizes / sizeof loop_sizes[0])

/* Maze k of the test set: every generator, size and seed 0..9. */
static int
test_maze(struct maze *m, size_t k)
{
	const struct maze_gen_algo *g;
	struct maze_err e;
	size_t ng = 0;

	while (maze_gen_algo(ng) != NULL)
		ng++;
	if (k >= ng * NSIZES * 10)
		return 0;
	g = maze_gen_algo(k / (NSIZES * 10));
	ck_assert_int_eq(maze_gen_make(m, g, loop_sizes[k / 10 % NSIZES][0],
	    loop_sizes[k / 10 % NSIZES][1], k % 10, &e), 0);
	return 1;
}

/* --cycles n: one part, exactly n loops; too many is an error. */
START_TEST(test_cycles)
{
	struct post_work w;
	struct maze_err e;
	struct maze m;
	struct figs f;
	struct maze_rng r;
	unsigned char *before;
	uint64_t n, room;
	size_t k;

	maze_init(&m);
	post_work_init(&w);
	for (k = 0; test_maze(&m, k); k++) {
		ck_assert_int_eq(post_work_size(&w, &m, &e), 0);
		figures(&m, &f);
		REQUIRE(f.parts == 1 && loops(&m) == 0, "maze %zu not perfect",
		    k);
		/* Every wall between two cells joins two joined cells. */
		room = (uint64_t)(2 * f.cells - (m.w / 2) - (m.h / 2)) -
		    (uint64_t)f.edges;
		n = k % 3 == 0 ? room : k % 3 == 1 ? 1 : room / 3;
		maze_rng_seed(&r, k);
		ck_assert_int_eq(post_cycles(&m, n, &r, &w, &e), 0);
		figures(&m, &f);
		REQUIRE(f.parts == 1, "maze %zu: %ld parts", k, f.parts);
		REQUIRE(loops(&m) == (long)n, "maze %zu: %ld loops, wanted "
		    "%llu", k, loops(&m), (unsigned long long)n);
		REQUIRE(maze_is_cells(&m, &e), "maze %zu: %s", k, e.msg);
		/* Then one more than there is room for. */
		before = malloc((size_t)m.w * m.h);
		ck_assert_ptr_nonnull(before);
		memcpy(before, m.b, (size_t)m.w * m.h);
		REQUIRE(post_cycles(&m, room - n + 1, &r, &w, &e) == -1,
		    "maze %zu: room for more", k);
		REQUIRE(strstr(e.msg, "this maze has only") != NULL, "%s",
		    e.msg);
		REQUIRE(memcmp(before, m.b, (size_t)m.w * m.h) == 0,
		    "maze %zu changed by a refused --cycles", k);
		free(before);
	}
	post_work_free(&w);
	maze_free(&m);
}
END_TEST

/* --cycles joins only cells of one part, so culled cells stay alone. */
START_TEST(test_cycles_parts)
{
	static const char two[] =
	    "#########\n"
	    "#   #   #\n"
	    "# ### ###\n"
	    "#   #   #\n"
	    "#########\n";
	struct post_work w;
	struct maze_err e;
	struct maze m;
	struct figs f;
	struct maze_rng r;

	maze_init(&m);
	post_work_init(&w);
	maze_from_str(&m, two);
	ck_assert_int_eq(post_work_size(&w, &m, &e), 0);
	maze_rng_seed(&r, 1);
	ck_assert_int_eq(post_cycles(&m, 3, &r, &w, &e), -1);
	ck_assert_str_eq(e.msg, "--cycles 3: this maze has only 2 walls "
	    "between cells that are already joined");
	ck_assert_int_eq(post_cycles(&m, 2, &r, &w, &e), 0);
	figures(&m, &f);
	ck_assert_int_eq(f.parts, 2);
	ck_assert_int_eq(loops(&m), 2);
	post_work_free(&w);
	maze_free(&m);
}
END_TEST

/* What maze_clear_marks does, a block at a time, as it once did. */
static void
clear_marks_slowly(struct maze *m)
{
	size_t i;
	unsigned char c;

	for (i = 0; i < maze_blocks(m); i++) {
		c = m->b[i];
		if (c == '+' || c == '.' || c == '@' || c == '*' || c == '~')
			m->b[i] = ' ';
		else if (c >= 'a' && c <= 'i')
			m->b[i] = (unsigned char)(c - 'a' + '1');
	}
}

/*
 * maze_clear_marks, which passes over runs of walls and open blocks,
 * clears just what a test of every block clears.
 */
START_TEST(test_clear_marks)
{
	static const char marks[] = "+.@*~abi19SE #";
	struct maze_err e;
	struct maze m;
	unsigned char *want;
	size_t k, i, n;
	struct maze_rng r;

	maze_init(&m);
	maze_rng_seed(&r, 5);
	for (k = 0; k < 40 && test_maze(&m, k); k++) {
		n = maze_blocks(&m);
		/* Runs of marks, and marks alone, anywhere. */
		for (i = 0; i < n; i++)
			if (rng_below(&r, k % 4 == 0 ? 3 : 97) == 0)
				m.b[i] = (unsigned char)marks[rng_below(&r,
				    sizeof marks - 1)];
		want = malloc(2 * n);
		ck_assert_ptr_nonnull(want);
		memcpy(want, m.b, n);
		clear_marks_slowly(&m);
		memcpy(want + n, m.b, n);
		memcpy(m.b, want, n);
		maze_clear_marks(&m);
		REQUIRE(memcmp(want + n, m.b, n) == 0, "maze %zu", k);
		free(want);
	}
	(void)e;
	maze_free(&m);
}
END_TEST

/*
 * A graph walked again (unwalk) gives what one loaded afresh gives, and
 * post_one_part tells the parts apart as post_parts does, on mazes whose
 * dead ends --sparse culled: lone cells, and more parts.
 */
START_TEST(test_walk_again)
{
	struct post_work w, v;
	struct maze_err e;
	struct maze m;
	struct maze_rng r;
	uint32_t n, c, last, vlast, *lab;
	size_t k;
	int one;

	maze_init(&m);
	post_work_init(&w);
	post_work_init(&v);
	for (k = 0; k < 60 && test_maze(&m, k); k++) {
		maze_rng_seed(&r, k);
		ck_assert_int_eq(post_work_size(&w, &m, &e), 0);
		if (k % 3 > 0)
			ck_assert_int_eq(post_sparse(&m, k % 3 == 1 ? 0.5 : 1,
			    &r, &w, &e), 0);
		if (k % 3 == 2)
			post_sparse(&m, 1, &r, &w, &e);
		n = post_cells(&m);
		ck_assert_int_eq(post_work_size(&w, &m, &e), 0);
		ck_assert_int_eq(post_bfs(&m, 0, w.tmp, &w, &last, &e), 0);
		ck_assert_int_eq(w.fresh, 1);
		ck_assert_int_eq(post_bfs(&m, n - 1, w.tmp, &w, &last, &e), 0);
		ck_assert_int_eq(post_work_size(&v, &m, &e), 0);
		ck_assert_int_eq(post_bfs(&m, n - 1, v.tmp, &v, &vlast, &e),
		    0);
		REQUIRE(last == vlast && memcmp(w.tmp, v.tmp, n *
		    sizeof *w.tmp) == 0, "maze %zu walked again", k);
		one = post_one_part(&m, &w, &e);
		ck_assert_int_ne(one, -1);
		ck_assert_int_eq(post_parts(&m, v.tmp, &v, &e), 0);
		lab = v.tmp;
		for (c = 0; one && c + 1 < n; c++)
			REQUIRE((lab[c] == lab[c + 1]) == ((w.graph->st[
			    search_pad(w.graph, c)] & w.graph->st[search_pad(
			    w.graph, c + 1)] & SEARCH_SEEN) != 0) ||
			    (c + 1) % (m.w / 2) == 0, "maze %zu cell %u", k,
			    c);
	}
	post_work_free(&w);
	post_work_free(&v);
	maze_free(&m);
}
END_TEST

/* --keep-solution's phi is the same whether dS lies in tmp or in phi. */
START_TEST(test_keep_tmp)
{
	struct post_work w, v;
	struct maze_err e;
	struct maze m;
	struct maze_rng r;
	struct post_spot far = { POST_SPOT_FARTHEST, 0, 0, 0 };
	size_t k;

	maze_init(&m);
	post_work_init(&w);
	post_work_init(&v);
	for (k = 0; k < 40 && test_maze(&m, k); k++) {
		maze_rng_seed(&r, k);
		ck_assert_int_eq(post_work_size(&w, &m, &e), 0);
		ck_assert_int_eq(post_work_size(&v, &m, &e), 0);
		if (k % 2)
			ck_assert_int_eq(post_braid(&m, 0.5, &r, &w, &e), 0);
		/* farthest keeping dS, then keep from it; and keep alone. */
		ck_assert_int_eq(post_place_work(&m, MAZE_END, &far, NULL, &r,
		    NULL, &w, 1, &e), 0);
		ck_assert_uint_eq(w.from, post_end_cell(&m, m.start));
		ck_assert_int_eq(post_keep_dist(&m, &w, 1, &e), 0);
		ck_assert_int_eq(post_keep(&m, &v, &e), 0);
		REQUIRE(memcmp(w.phi, v.phi, post_cells(&m) *
		    sizeof *w.phi) == 0, "maze %zu: phi differs", k);
	}
	post_work_free(&w);
	post_work_free(&v);
	maze_free(&m);
}
END_TEST

/* --braid 1 leaves no dead end; --braid p cures at least round(p D). */
START_TEST(test_braid)
{
	static const double ps[] = { 1, 0.5, 0.1, 0 };
	struct post_work w;
	struct maze_err e;
	struct maze m;
	struct figs f0, f;
	struct maze_rng r;
	long want;
	size_t k, j;

	maze_init(&m);
	post_work_init(&w);
	for (j = 0; j < sizeof ps / sizeof ps[0]; j++)
		for (k = 0; test_maze(&m, k); k++) {
			ck_assert_int_eq(post_work_size(&w, &m, &e), 0);
			figures(&m, &f0);
			maze_rng_seed(&r, k);
			ck_assert_int_eq(post_braid(&m, ps[j], &r, &w, &e), 0);
			figures(&m, &f);
			want = (long)(ps[j] * f0.dead + 0.5);
			REQUIRE(f.dead <= f0.dead - want, "maze %zu, p %g: %ld "
			    "dead ends of %ld left", k, ps[j], f.dead, f0.dead);
			if (ps[j] == 1)
				REQUIRE(f.dead == 0, "maze %zu: %ld dead ends",
				    k, f.dead);
			if (ps[j] == 0)
				REQUIRE(f.edges == f0.edges, "maze %zu", k);
			REQUIRE(f.parts == 1, "maze %zu: %ld parts", k,
			    f.parts);
		}
	post_work_free(&w);
	maze_free(&m);
}
END_TEST

/* A braid opens into a neighbouring dead end when there is one. */
START_TEST(test_braid_prefers_dead_ends)
{
	static const char m43[] =
	    "#########\n"
	    "#       #\n"
	    "# ##### #\n"
	    "# # # # #\n"
	    "# # # # #\n"
	    "#     # #\n"
	    "#########\n";
	struct post_work w;
	struct maze_err e;
	struct maze m;
	struct maze_rng r;
	uint64_t seed;

	/*
	 * The first dead end in reading order, cell 1,1, may open up, left
	 * or right; only right leads into another dead end (cell 2,1), so
	 * right it must be, whatever the seed.
	 */
	maze_init(&m);
	post_work_init(&w);
	for (seed = 0; seed < 30; seed++) {
		maze_from_str(&m, m43);
		ck_assert_int_eq(post_work_size(&w, &m, &e), 0);
		maze_rng_seed(&r, seed);
		ck_assert_int_eq(post_braid(&m, 1, &r, &w, &e), 0);
		ck_assert_int_eq(m.b[3 * 9 + 4], ' ');
		ck_assert_int_eq(m.b[2 * 9 + 3], '#');
		ck_assert_int_eq(m.b[3 * 9 + 2], '#');
	}
	post_work_free(&w);
	maze_free(&m);
}
END_TEST

/*
 * --near k against a transcription of the write-up's rule on top of
 * block_dist: distances once, scan, left then top, differ by less than k.
 */
START_TEST(test_near)
{
	static const uint32_t ks[] = { 0, 1, 3, 7, 1000 };
	struct post_work w;
	struct maze_err e;
	struct maze m;
	unsigned char *want;
	int *dist;
	uint32_t x, y, cw;
	size_t k, j, c, n;
	long dc, dn;

	maze_init(&m);
	post_work_init(&w);
	for (j = 0; j < sizeof ks / sizeof ks[0]; j++)
		for (k = 0; test_maze(&m, k); k++) {
			n = (size_t)m.w * m.h;
			cw = m.w / 2;
			want = malloc(n);
			dist = malloc(n * sizeof *dist);
			ck_assert(want != NULL && dist != NULL);
			block_dist(&m, m.start, dist);
			memcpy(want, m.b, n);
			for (y = 0; y < m.h / 2; y++)
				for (x = 0; x < cw; x++) {
					c = maze_cell(&m, x, y);
					dc = dist[c];
					if (x > 0 && want[c - 1] == '#') {
						dn = dist[c - 2];
						if (labs(dc - dn) / 2 < ks[j])
							want[c - 1] = ' ';
					}
					if (y > 0 && want[c - m.w] == '#') {
						dn = dist[c - 2 * m.w];
						if (labs(dc - dn) / 2 < ks[j])
							want[c - m.w] = ' ';
					}
				}
			ck_assert_int_eq(post_work_size(&w, &m, &e), 0);
			ck_assert_int_eq(post_near(&m, ks[j], &w, &e), 0);
			REQUIRE(memcmp(want, m.b, n) == 0, "maze %zu, k %u: "
			    "not the write-up's rule", k, ks[j]);
			if (ks[j] <= 1)
				REQUIRE(loops(&m) == 0, "k %u made loops",
				    ks[j]);
			if (ks[j] == 1000)
				REQUIRE(loops(&m) == (long)(2 * (size_t)cw *
				    (m.h / 2) - cw - m.h / 2 + 1 -
				    (size_t)cw * (m.h / 2)),
				    "k 1000 left a wall");
			free(want);
			free(dist);
		}
	post_work_free(&w);
	maze_free(&m);
}
END_TEST

/* --sparse: culled cells are alone; the route stays; endpoints stay. */
START_TEST(test_sparse)
{
	struct post_work w;
	struct maze_err e;
	struct maze m;
	struct figs f0, f;
	struct maze_rng r;
	size_t k;
	int len;

	maze_init(&m);
	post_work_init(&w);
	for (k = 0; test_maze(&m, k); k++) {
		len = route(&m);
		figures(&m, &f0);
		ck_assert_int_eq(post_work_size(&w, &m, &e), 0);
		maze_rng_seed(&r, k);
		ck_assert_int_eq(post_sparse(&m, 1, &r, &w, &e), 0);
		figures(&m, &f);
		REQUIRE(route(&m) == len, "maze %zu: route %d, was %d", k,
		    route(&m), len);
		REQUIRE(loops(&m) == 0, "maze %zu: loops", k);
		/* Each cull takes one edge and leaves one cell alone. */
		REQUIRE(f.parts - 1 == f0.edges - f.edges, "maze %zu", k);
		REQUIRE(f.edges < f0.edges || f0.cells <= 2, "maze %zu: "
		    "nothing culled", k);
		REQUIRE(maze_is_cells(&m, &e), "maze %zu: %s", k, e.msg);
	}
	post_work_free(&w);
	maze_free(&m);
}
END_TEST

/* --remove-walls p takes away round(p W) of the W walls between cells. */
START_TEST(test_remove_walls)
{
	static const double ps[] = { 0, 0.3, 1 };
	struct post_work w;
	struct maze_err e;
	struct maze m;
	struct figs f0, f;
	struct maze_rng r;
	long walls;
	size_t k, j;

	maze_init(&m);
	post_work_init(&w);
	for (j = 0; j < sizeof ps / sizeof ps[0]; j++)
		for (k = 0; test_maze(&m, k); k++) {
			figures(&m, &f0);
			walls = 2 * f0.cells - m.w / 2 - m.h / 2 - f0.edges;
			ck_assert_int_eq(post_work_size(&w, &m, &e), 0);
			maze_rng_seed(&r, k);
			ck_assert_int_eq(post_remove_walls(&m, ps[j], &r, &w,
			    &e), 0);
			figures(&m, &f);
			REQUIRE(f.edges - f0.edges == (long)(ps[j] * walls +
			    0.5), "maze %zu, p %g", k, ps[j]);
		}
	post_work_free(&w);
	maze_free(&m);
}
END_TEST

/*
 * --keep-solution: with every loop option, over every test maze, the
 * route from S to E is as long as before, measured by block_dist.  With
 * --remove-walls 1 every wall the test allows goes at once: the strongest
 * check that allowed walls do not add up to a shortcut.
 */
START_TEST(test_keep_solution)
{
	struct post_work w;
	struct maze_err e;
	struct maze m;
	struct maze_rng r;
	size_t k;
	int len, op, rc;
	long before;

	maze_init(&m);
	post_work_init(&w);
	for (op = 0; op < 6; op++)
		for (k = 0; test_maze(&m, k); k++) {
			len = route(&m);
			before = loops(&m);
			ck_assert_int_eq(post_work_size(&w, &m, &e), 0);
			ck_assert_int_eq(post_keep(&m, &w, &e), 0);
			maze_rng_seed(&r, k);
			switch (op) {
			case 0:
				rc = post_near(&m, 7, &w, &e);
				break;
			case 1:
				rc = post_near(&m, 1000, &w, &e);
				break;
			case 2:
				rc = post_cycles(&m, 1, &r, &w, &e);
				if (rc == -1)	/* no room: fine, if said */
					REQUIRE(strstr(e.msg, "--keep-solution")
					    != NULL, "%s", e.msg);
				rc = 0;
				break;
			case 3:
				rc = post_braid(&m, 1, &r, &w, &e);
				break;
			case 4:
				rc = post_remove_walls(&m, 1, &r, &w, &e);
				break;
			default:
				rc = post_sparse(&m, 1, &r, &w, &e);
				break;
			}
			REQUIRE(rc == 0, "op %d maze %zu: %s", op, k, e.msg);
			REQUIRE(route(&m) == len, "op %d maze %zu: route %d, "
			    "was %d", op, k, route(&m), len);
			if (op == 4 && k % 10 == 0 && m.w > 20)
				REQUIRE(loops(&m) > before, "op %d maze %zu: "
				    "no loop at all", op, k);
		}
	post_work_free(&w);
	maze_free(&m);
}
END_TEST

/*
 * Why --keep-solution cannot test each wall against distances measured
 * once: walls a and b below each leave the route of 8 steps (16 blocks)
 * alone if taken away by themselves (by those distances, dS(x) + 1 +
 * dE(y) >= 8 both ways), and together cut it to 4.  The potential refuses
 * both, and --remove-walls 1 under it leaves the route as it was.
 */
START_TEST(test_keep_two_walls)
{
	static const char u[] =
	    "###########\n"
	    "#         #\n"
	    "# # # # # #\n"
	    "# # # # # #\n"
	    "# ### ### #\n"
	    "#S  a b  E#\n"
	    "###########\n";
	static const size_t wa = 5 * 11 + 4, wb = 5 * 11 + 6;
	struct post_work w;
	struct maze_err e;
	struct maze m;
	struct maze_rng r;
	char text[sizeof u];
	int *ds, *de, len;
	size_t n, x, k;

	/* The letters only mark the walls; they stand as '#'. */
	memcpy(text, u, sizeof u);
	for (k = 0; k < sizeof u; k++)
		if (text[k] == 'a' || text[k] == 'b')
			text[k] = '#';
	maze_init(&m);
	post_work_init(&w);
	maze_from_str(&m, text);
	n = (size_t)m.w * m.h;
	ds = malloc(n * sizeof *ds);
	de = malloc(n * sizeof *de);
	ck_assert(ds != NULL && de != NULL);
	block_dist(&m, m.start, ds);
	block_dist(&m, m.end, de);
	len = ds[m.end];
	ck_assert_int_eq(len, 16);
	ck_assert_int_eq(loops(&m), 0);
	for (k = 0; k < 2; k++) {
		x = k ? wb : wa;
		ck_assert_int_ge(ds[x - 1] + 2 + de[x + 1], len);
		ck_assert_int_ge(ds[x + 1] + 2 + de[x - 1], len);
	}
	m.b[wa] = m.b[wb] = ' ';
	ck_assert_int_eq(route(&m), 8);
	m.b[wa] = m.b[wb] = '#';

	ck_assert_int_eq(post_work_size(&w, &m, &e), 0);
	ck_assert_int_eq(post_keep(&m, &w, &e), 0);
	ck_assert_int_eq(post_allowed(&w, 11, 12), 0);
	ck_assert_int_eq(post_allowed(&w, 12, 13), 0);
	maze_rng_seed(&r, 1);
	ck_assert_int_eq(post_remove_walls(&m, 1, &r, &w, &e), 0);
	ck_assert_int_eq(route(&m), 16);
	ck_assert_int_eq(m.b[wa], '#');
	ck_assert_int_eq(m.b[wb], '#');
	ck_assert_int_gt(loops(&m), 0);
	free(ds);
	free(de);
	post_work_free(&w);
	maze_free(&m);
}
END_TEST

static const struct keepbad {
	const char *maze, *msg;
} keepbads[] = {
	{ "; c\n#####\n#S  #\n#####\n", "--keep-solution needs a start 'S' "
	    "and an end 'E', each in a cell or in an opening of the outer "
	    "wall" },
	{ "; c\n#####\n#S#E#\n#####\n", "--keep-solution needs a route from "
	    "the start to the end" },
	{ "; c\n#######\n# S   #\n# ### #\n#    E#\n#######\n",
	    "--keep-solution needs a start 'S' and an end 'E', each in a "
	    "cell or in an opening of the outer wall" },
};

START_TEST(test_keep_errors)
{
	const struct keepbad *t = &keepbads[_i];
	struct post_work w;
	struct maze_err e;
	struct maze m;

	maze_init(&m);
	post_work_init(&w);
	maze_from_str(&m, t->maze);
	ck_assert_int_eq(post_work_size(&w, &m, &e), 0);
	ck_assert_int_eq(post_keep(&m, &w, &e), -1);
	ck_assert_str_eq(e.msg, t->msg);
	ck_assert_uint_eq(e.line, 2);
	post_work_free(&w);
	maze_free(&m);
}
END_TEST

/*
 * --diameter on perfect mazes: S to E is the longest of the shortest paths
 * between any two cells, found by brute force with block_dist from every
 * cell.
 */
START_TEST(test_diameter)
{
	struct post_work w;
	struct maze_err e;
	struct maze m;
	int *dist, best, got;
	size_t k, a, b, n;

	maze_init(&m);
	post_work_init(&w);
	for (k = 0; test_maze(&m, k); k++) {
		if (m.w > 30)
			continue;	/* brute force is cubic */
		n = (size_t)m.w * m.h;
		dist = malloc(n * sizeof *dist);
		ck_assert_ptr_nonnull(dist);
		best = 0;
		for (a = 0; a < n; a++) {
			if (a / m.w % 2 == 0 || a % m.w % 2 == 0)
				continue;
			block_dist(&m, a, dist);
			for (b = 0; b < n; b++)
				if (b / m.w % 2 && b % m.w % 2 &&
				    dist[b] > best)
					best = dist[b];
		}
		ck_assert_int_eq(post_diameter(&m, &w, &e), 0);
		REQUIRE(m.b[m.start] == 'S' && m.b[m.end] == 'E',
		    "maze %zu", k);
		REQUIRE(m.start / m.w % 2 && m.start % m.w % 2, "S not a cell");
		REQUIRE(m.end / m.w % 2 && m.end % m.w % 2, "E not a cell");
		REQUIRE(count_blocks(&m, 'S') == 1 &&
		    count_blocks(&m, 'E') == 1,
		    "maze %zu: old endpoints left", k);
		got = route(&m);
		REQUIRE(got == best, "maze %zu: S to E %d blocks, diameter %d",
		    k, got, best);
		REQUIRE(maze_is_cells(&m, &e), "maze %zu: %s", k, e.msg);
		free(dist);
	}
	post_work_free(&w);
	maze_free(&m);
}
END_TEST

/*
 * --diameter with loops: E is as far from S as any cell (S's eccentricity),
 * and that is at least half the diameter, by brute force again.
 */
START_TEST(test_diameter_loops)
{
	struct post_work w;
	struct maze_err e;
	struct maze m;
	struct maze_rng r;
	int *dist, best, ecc, got;
	size_t k, a, b, n;

	maze_init(&m);
	post_work_init(&w);
	for (k = 0; test_maze(&m, k); k++) {
		if (m.w > 30)
			continue;
		ck_assert_int_eq(post_work_size(&w, &m, &e), 0);
		maze_rng_seed(&r, k);
		ck_assert_int_eq(post_braid(&m, 1, &r, &w, &e), 0);
		n = (size_t)m.w * m.h;
		dist = malloc(n * sizeof *dist);
		ck_assert_ptr_nonnull(dist);
		best = 0;
		for (a = 0; a < n; a++) {
			if (a / m.w % 2 == 0 || a % m.w % 2 == 0)
				continue;
			block_dist(&m, a, dist);
			for (b = 0; b < n; b++)
				if (b / m.w % 2 && b % m.w % 2 &&
				    dist[b] > best)
					best = dist[b];
		}
		ck_assert_int_eq(post_diameter(&m, &w, &e), 0);
		block_dist(&m, m.start, dist);
		ecc = 0;
		for (b = 0; b < n; b++)
			if (b / m.w % 2 && b % m.w % 2 && dist[b] > ecc)
				ecc = dist[b];
		got = dist[m.end];
		REQUIRE(got == ecc, "maze %zu: E at %d, S's eccentricity %d", k,
		    got, ecc);
		REQUIRE(2 * got >= best && got <= best, "maze %zu: %d against "
		    "a diameter of %d", k, got, best);
		free(dist);
	}
	post_work_free(&w);
	maze_free(&m);
}
END_TEST

START_TEST(test_diameter_none)
{
	struct post_work w;
	struct maze_err e;
	struct maze m;

	maze_init(&m);
	post_work_init(&w);
	maze_from_str(&m, "; two cells, apart\n#####\n# # #\n#####\n");
	ck_assert_int_eq(post_diameter(&m, &w, &e), -1);
	ck_assert_str_eq(e.msg, "--diameter: no two cells of this maze are "
	    "joined");
	ck_assert_uint_eq(e.line, 2);
	/*
	 * Joined, with S and E in the outer wall: both move in, S to the
	 * cell farthest from the root (cell 0,0), E to the root.
	 */
	maze_from_str(&m, "#S###\n#   #\n###E#\n");
	ck_assert_int_eq(post_diameter(&m, &w, &e), 0);
	ck_assert_mem_eq(m.b, "######E S######", 15);
	post_work_free(&w);
	maze_free(&m);
}
END_TEST

/* --end farthest after loops: still a cell at the greatest distance. */
START_TEST(test_farthest_with_loops)
{
	static const struct post_spot far = { POST_SPOT_FARTHEST, 0, 0, 0 };
	struct post_work w;
	struct maze_err e;
	struct maze_search *s;
	struct maze m;
	struct maze_rng r;
	int *dist, best;
	size_t k, c, n;

	maze_init(&m);
	s = maze_search_new();
	ck_assert_ptr_nonnull(s);
	post_work_init(&w);
	for (k = 0; test_maze(&m, k); k++) {
		ck_assert_int_eq(post_work_size(&w, &m, &e), 0);
		maze_rng_seed(&r, k);
		ck_assert_int_eq(post_braid(&m, 0.7, &r, &w, &e), 0);
		n = (size_t)m.w * m.h;
		dist = malloc(n * sizeof *dist);
		ck_assert_ptr_nonnull(dist);
		block_dist(&m, m.start, dist);
		ck_assert_int_eq(post_place(&m, MAZE_END, &far, &r, s, &e), 0);
		best = 0;
		for (c = 0; c < n; c++)
			if (c / m.w % 2 && c % m.w % 2 && dist[c] > best)
				best = dist[c];
		REQUIRE(dist[m.end] == best, "maze %zu: E at %d, farthest %d",
		    k, dist[m.end], best);
		free(dist);
	}
	post_work_free(&w);
	maze_search_free(s);
	maze_free(&m);
}
END_TEST

/* --border: which wall each corner and edge cell opens into. */
static const struct borderplace {
	uint32_t x, y;		/* E's cell in the 4x3 example */
	size_t block;		/* where it ends up */
} borderplaces[] = {
	{ 0, 0, 9 },			/* nw: north holds S: west */
	{ 3, 0, 7 },			/* ne: north */
	{ 0, 2, 6 * 9 + 1 },		/* sw: south */
	{ 3, 2, 6 * 9 + 7 },		/* se: south */
	{ 2, 0, 5 },			/* top edge: north */
	{ 0, 1, 3 * 9 },		/* west edge: west */
	{ 3, 1, 3 * 9 + 8 },		/* east edge: east */
};

START_TEST(test_border)
{
	const struct borderplace *t = &borderplaces[_i];
	struct post_spot sp = { POST_SPOT_CELL, t->x, t->y, 0 };
	struct maze_err e;
	struct maze_search *s;
	struct maze m;

	maze_init(&m);
	s = maze_search_new();
	ck_assert_ptr_nonnull(s);
	maze_from_str(&m, example);
	ck_assert_int_eq(post_place(&m, MAZE_END, &sp, NULL, s, &e), 0);
	ck_assert_int_eq(post_border(&m, MAZE_END, &e), 0);
	ck_assert_uint_eq(m.end, t->block);
	ck_assert_int_eq(m.b[t->block], 'E');
	ck_assert_int_eq(m.b[maze_cell(&m, t->x, t->y)], ' ');
	ck_assert_uint_eq(count_blocks(&m, 'E'), 1);
	/* S is in the outer wall already: it stays. */
	ck_assert_int_eq(post_border(&m, MAZE_START, &e), 0);
	ck_assert_uint_eq(m.start, OLD_START);
	ck_assert_msg(maze_is_cells(&m, &e), "%s", e.msg);
	maze_search_free(s);
	maze_free(&m);
}
END_TEST

START_TEST(test_border_inside)
{
	static const struct post_spot mid = { POST_SPOT_CELL, 1, 1, 0 };
	struct maze_err e;
	struct maze_search *s;
	struct maze m;

	maze_init(&m);
	s = maze_search_new();
	ck_assert_ptr_nonnull(s);
	maze_from_str(&m, example);
	ck_assert_int_eq(post_place(&m, MAZE_START, &mid, NULL, s, &e), 0);
	ck_assert_int_eq(post_border(&m, MAZE_START, &e), -1);
	ck_assert_str_eq(e.msg, "--border: the start's cell 1,1 does not "
	    "touch the outer wall");
	ck_assert_uint_eq(e.line, 2);
	maze_search_free(s);
	maze_free(&m);
}
END_TEST

/* ---- mazepost's operations together: apply.c ---- */

/* Options as mazepost's command line gives them; NULL: not given. */
struct opsspec {
	const char *start, *end;
	int diameter, border, keep;
	const char *sparse, *near, *cycles, *braid, *remove;
};

static void
ops_from(struct post_ops *o, const struct opsspec *sp)
{
	const char *why;

	memset(o, 0, sizeof *o);
	o->startarg = sp->start;
	o->endarg = sp->end;
	if (sp->start != NULL)
		ck_assert_int_eq(post_parse_spot(sp->start, &o->start, &why),
		    0);
	if (sp->end != NULL)
		ck_assert_int_eq(post_parse_spot(sp->end, &o->end, &why), 0);
	o->diameter = sp->diameter;
	o->border = sp->border;
	o->keep = sp->keep;
	o->sparsearg = sp->sparse;
	o->neararg = sp->near;
	o->cyclesarg = sp->cycles;
	o->braidarg = sp->braid;
	o->removearg = sp->remove;
}

static const struct opscheck {
	struct opsspec ops;
	const char *why;
} opschecks[] = {
	{ { NULL, NULL, 0, 0, 0, NULL, NULL, NULL, NULL, NULL }, NULL },
	{ { "farthest", "nw", 0, 0, 0, NULL, NULL, NULL, NULL, NULL }, NULL },
	{ { "farthest", "farthest", 0, 0, 0, NULL, NULL, NULL, NULL, NULL },
	    "--start and --end cannot both be farthest" },
	{ { NULL, NULL, 1, 0, 0, NULL, NULL, NULL, NULL, NULL }, NULL },
	{ { "nw", NULL, 1, 0, 0, NULL, NULL, NULL, NULL, NULL },
	    "--diameter places both endpoints: it cannot go with --start or "
	    "--end" },
	{ { NULL, "se", 1, 0, 0, NULL, NULL, NULL, NULL, NULL },
	    "--diameter places both endpoints: it cannot go with --start or "
	    "--end" },
	{ { NULL, NULL, 0, 0, 1, NULL, NULL, NULL, NULL, NULL },
	    "--keep-solution needs a loop option: --near, --cycles, --braid "
	    "or --remove-walls" },
	{ { NULL, NULL, 0, 0, 1, NULL, "7", NULL, NULL, NULL }, NULL },
	{ { NULL, NULL, 0, 0, 1, "0.5", NULL, NULL, NULL, NULL },
	    "--keep-solution needs a loop option: --near, --cycles, --braid "
	    "or --remove-walls" },
};

/* Options that cannot go together are refused, with mazepost's reason. */
START_TEST(test_ops_check)
{
	const struct opscheck *t = &opschecks[_i];
	struct post_ops o;
	const char *why = NULL;

	ops_from(&o, &t->ops);
	if (t->why == NULL)
		ck_assert_int_eq(post_ops_check(&o, &why), 0);
	else {
		ck_assert_int_eq(post_ops_check(&o, &why), -1);
		ck_assert_str_eq(why, t->why);
	}
}
END_TEST

static const struct opsline {
	struct opsspec ops;
	int random;
	const char *want;
} opslines[] = {
	{ { NULL, NULL, 0, 0, 0, NULL, NULL, NULL, NULL, NULL }, 0, "" },
	{ { NULL, "farthest", 0, 1, 1, NULL, "7", NULL, NULL, NULL }, 0,
	    " --end farthest --border --near 7 --keep-solution" },
	{ { NULL, NULL, 1, 0, 0, ".5", NULL, "3", "1", "0.25" }, 1,
	    " --diameter --sparse .5 --cycles 3 --braid 1 "
	    "--remove-walls 0.25" },
	{ { "random", NULL, 0, 0, 0, NULL, NULL, NULL, NULL, NULL }, 1,
	    " --start random" },
	{ { "se", "random", 0, 0, 0, NULL, NULL, NULL, NULL, NULL }, 1,
	    " --start se --end random" },
	{ { NULL, NULL, 0, 0, 0, "0", NULL, NULL, NULL, NULL }, 1,
	    " --sparse 0" },
	{ { NULL, NULL, 0, 0, 0, NULL, NULL, NULL, NULL, "1" }, 1,
	    " --remove-walls 1" },
};

/*
 * The header line's options: every option given, in the order they apply
 * whatever the order of the command line; and whether the seed matters.
 */
START_TEST(test_ops_describe)
{
	const struct opsline *t = &opslines[_i];
	struct post_ops o;
	struct maze_buf b;
	struct maze m;

	ops_from(&o, &t->ops);
	ck_assert_int_eq(post_ops_random(&o), t->random);
	maze_init(&m);
	maze_buf_init(&b);
	maze_buf_add(&b, "; mazepost");
	post_describe(&b, &o);
	ck_assert_int_eq(maze_hdr_take(&m, &b), 0);
	ck_assert_str_eq(m.hdr.line[0] + strlen("; mazepost"), t->want);
	maze_free(&m);
}
END_TEST

/*
 * post_apply does what mazepost(1) documents, in its order: the same as
 * each operation called by hand, with --keep-solution before each loop
 * option, from the same seed.
 */
START_TEST(test_apply_order)
{
	struct post_work w, w2;
	struct maze_err e, e2;
	struct maze m, m2;
	struct post_ops o;
	struct maze_search *s;
	struct maze_rng r, r2;
	const char *why;
	size_t k, n, done = 0;
	unsigned on;
	int rc, rc2, keep;

	maze_init(&m);
	maze_init(&m2);
	post_work_init(&w);
	post_work_init(&w2);
	s = maze_search_new();
	ck_assert_ptr_nonnull(s);
	for (k = 0; test_maze(&m, k); k += 3) {
		/* Options by the bits of k: sparse, near, cycles, braid. */
		on = (unsigned)(k / 3 % 16);
		keep = k % 2;
		memset(&o, 0, sizeof o);
		ck_assert_int_eq(post_parse_spot("nw", &o.start, &why), 0);
		ck_assert_int_eq(post_parse_spot("se", &o.end, &why), 0);
		o.border = 1;
		o.keep = keep;
		o.sparsearg = on & 1 ? "given" : NULL;
		o.neararg = on & 2 ? "given" : NULL;
		o.cyclesarg = on & 4 ? "given" : NULL;
		o.braidarg = on & 8 ? "given" : NULL;
		o.removearg = "given";
		o.sparse = 0.2;
		o.near = 3;
		o.cycles = 1;
		o.braid = 0.5;
		o.remove = 0.1;
		test_maze(&m2, k);
		/* A mark of an earlier solve, to be cleared first. */
		m.b[maze_cell(&m, m.w / 2 - 1, 0)] = MAZE_PATH;
		m2.b[maze_cell(&m2, m2.w / 2 - 1, 0)] = MAZE_PATH;
		maze_rng_seed(&r, k);
		maze_rng_seed(&r2, k);
		rc = post_apply(&m, &o, &r, s, &w, &e);

		ck_assert_int_eq(maze_is_cells(&m2, &e2), 1);
		maze_clear_marks(&m2);
		rc2 = -1;
		if (post_place(&m2, MAZE_START, &o.start, &r2, s, &e2) == -1 ||
		    post_place(&m2, MAZE_END, &o.end, &r2, s, &e2) == -1 ||
		    post_border(&m2, MAZE_START, &e2) == -1 ||
		    post_border(&m2, MAZE_END, &e2) == -1 ||
		    post_work_size(&w2, &m2, &e2) == -1 ||
		    ((on & 1) && post_sparse(&m2, 0.2, &r2, &w2, &e2) == -1) ||
		    ((on & 2) && keep && post_keep(&m2, &w2, &e2) == -1) ||
		    ((on & 2) && post_near(&m2, 3, &w2, &e2) == -1) ||
		    ((on & 4) && keep && post_keep(&m2, &w2, &e2) == -1) ||
		    ((on & 4) && post_cycles(&m2, 1, &r2, &w2, &e2) == -1) ||
		    ((on & 8) && keep && post_keep(&m2, &w2, &e2) == -1) ||
		    ((on & 8) && post_braid(&m2, 0.5, &r2, &w2, &e2) == -1) ||
		    (keep && post_keep(&m2, &w2, &e2) == -1) ||
		    post_remove_walls(&m2, 0.1, &r2, &w2, &e2) == -1)
			REQUIRE(rc == -1 && strcmp(e.msg, e2.msg) == 0,
			    "maze %zu: %d \"%s\", by hand \"%s\"", k, rc,
			    rc ? e.msg : "", e2.msg);
		else
			rc2 = 0;
		REQUIRE(rc == rc2, "maze %zu: %d, by hand %d", k, rc, rc2);
		n = (size_t)m.w * m.h;
		REQUIRE(m.start == m2.start && m.end == m2.end &&
		    memcmp(m.b, m2.b, n) == 0, "maze %zu differs", k);
		REQUIRE(count_blocks(&m, MAZE_PATH) == 0, "maze %zu: marks",
		    k);
		done += rc == 0;
	}
	/* Most mazes take every option; the tiny ones have no room. */
	ck_assert_uint_gt(done, k / 3 / 2);
	maze_search_free(s);
	post_work_free(&w);
	post_work_free(&w2);
	maze_free(&m);
	maze_free(&m2);
}
END_TEST

/* --diameter instead of --start and --end; no option at all. */
START_TEST(test_apply_ends)
{
	struct post_work w;
	struct maze_err e;
	struct maze m, m2;
	struct post_ops o;
	struct maze_search *s;

	maze_init(&m);
	maze_init(&m2);
	post_work_init(&w);
	s = maze_search_new();
	ck_assert_ptr_nonnull(s);
	maze_from_str(&m, example);
	maze_from_str(&m2, example);
	memset(&o, 0, sizeof o);
	ck_assert_int_eq(post_apply(&m, &o, NULL, s, &w, &e), 0);
	ck_assert_int_eq(memcmp(m.b, m2.b, (size_t)m.w * m.h), 0);
	ck_assert_uint_eq(m.start, OLD_START);
	ck_assert_uint_eq(m.end, OLD_END);
	o.diameter = 1;
	ck_assert_int_eq(post_apply(&m, &o, NULL, s, &w, &e), 0);
	ck_assert_int_eq(post_diameter(&m2, &w, &e), 0);
	ck_assert_int_eq(memcmp(m.b, m2.b, (size_t)m.w * m.h), 0);
	ck_assert_uint_eq(m.start, m2.start);
	ck_assert_uint_eq(m.end, m2.end);
	maze_search_free(s);
	post_work_free(&w);
	maze_free(&m);
	maze_free(&m2);
}
END_TEST

/* What is not a cell maze is refused before anything is done to it. */
START_TEST(test_apply_not_cells)
{
	struct post_work w;
	struct maze_err e;
	struct maze m;
	struct post_ops o;
	struct maze_search *s;

	maze_init(&m);
	post_work_init(&w);
	s = maze_search_new();
	ck_assert_ptr_nonnull(s);
	maze_from_str(&m, "; blocks\n####\n#S+#\n#.E#\n####\n");
	memset(&o, 0, sizeof o);
	o.diameter = 1;
	ck_assert_int_eq(post_apply(&m, &o, NULL, s, &w, &e), -1);
	ck_assert_str_eq(e.msg, "not a cell maze: 4x4 blocks; a cell maze has "
	    "an odd number of rows and columns, at least 3");
	ck_assert_uint_eq(e.line, 2);
	ck_assert_int_eq(m.b[6], MAZE_PATH);
	ck_assert_int_eq(m.b[9], MAZE_SEEN);
	maze_search_free(s);
	post_work_free(&w);
	maze_free(&m);
}
END_TEST

/* ---- frames ---- */

/* The options test_frames runs, each on many mazes. */
static const struct framespec {
	const char *start, *end;
	int diameter, border, keep;
	double sparse, braid, remove;
	uint32_t near, cycles;
	int walls;		/* a step is a wall that goes or comes */
} framespecs[] = {
	{ "random", "farthest", 0, 0, 0, -1, -1, -1, 0, 0, 0 },
	{ NULL, NULL, 1, 1, 0, -1, -1, -1, 0, 0, 0 },
	{ NULL, NULL, 0, 0, 0, 0.3, -1, -1, 0, 0, 1 },
	{ NULL, NULL, 0, 0, 0, -1, -1, -1, 7, 0, 1 },
	{ NULL, NULL, 0, 0, 0, -1, -1, -1, 0, 2, 1 },
	{ NULL, NULL, 0, 0, 0, -1, 0.6, -1, 0, 0, 1 },
	{ NULL, NULL, 0, 0, 0, -1, -1, 0.2, 0, 0, 1 },
	{ NULL, NULL, 1, 0, 1, 0.2, 0.5, 0.1, 5, 1, 0 },
	{ NULL, NULL, 0, 0, 0, -1, -1, -1, 0, 0, 1 },
};

static void
framespec_ops(struct post_ops *o, const struct framespec *f)
{
	const char *why;

	memset(o, 0, sizeof *o);
	if (f->start != NULL)
		ck_assert_int_eq(post_parse_spot(f->start, &o->start, &why),
		    0);
	if (f->end != NULL)
		ck_assert_int_eq(post_parse_spot(f->end, &o->end, &why), 0);
	o->diameter = f->diameter;
	o->border = f->border;
	o->keep = f->keep;
	o->sparse = f->sparse;
	o->sparsearg = f->sparse >= 0 ? "given" : NULL;
	o->braid = f->braid;
	o->braidarg = f->braid >= 0 ? "given" : NULL;
	o->remove = f->remove;
	o->removearg = f->remove >= 0 ? "given" : NULL;
	o->near = f->near;
	o->neararg = f->near > 0 ? "given" : NULL;
	o->cycles = f->cycles;
	o->cyclesarg = f->cycles > 0 ? "given" : NULL;
}

/* Maze k of the test set, a solve's mark on it and mazepost's line. */
static int
frames_maze(struct maze *m, size_t k)
{
	maze_free(m);
	maze_init(m);
	if (!test_maze(m, k))
		return 0;
	m->b[maze_cell(m, m->w / 2 - 1, 0)] = MAZE_PATH;
	ck_assert_int_eq(maze_hdr_add(m, "; mazepost test"), 0);
	return 1;
}

/*
 * post_frames_apply, with one set of frames from maze to maze: the last
 * frame is, byte for byte, the maze post_apply makes from the same seed;
 * there are min(want, steps + 1) frames, each of the maze's size with at
 * most one head; where a step is a wall, the steps are the walls that
 * went (or, for --sparse, came); and what post_apply refuses, the frames
 * refuse with its message, writing nothing.
 */
START_TEST(test_frames)
{
	static const uint64_t wants[] = { 2, 5, 0, 1000000 };
	const struct framespec *f = &framespecs[_i];
	struct post_frames *fr;
	struct maze_writer wr;
	struct post_work w;
	struct maze_err e, e2;
	struct maze m, m2;
	struct post_ops o;
	struct maze_search *s;
	struct maze_rng r;
	char *buf, *plain, what[64];
	size_t k, j, len, plen, nb, walls, done = 0;
	uint64_t steps, n;
	FILE *fp;
	int rc;

	maze_init(&m);
	maze_init(&m2);
	post_work_init(&w);
	s = maze_search_new();
	ck_assert_ptr_nonnull(s);
	fr = post_frames_new();
	ck_assert_ptr_nonnull(fr);
	framespec_ops(&o, f);
	for (k = 0; frames_maze(&m, k); k += 3) {
		nb = maze_blocks(&m);
		/* The solve's mark, cleared first, was an open block. */
		walls = count_blocks(&m, MAZE_WALL);
		maze_rng_seed(&r, k);
		rc = post_apply(&m, &o, &r, s, &w, &e);
		fp = open_memstream(&plain, &plen);
		maze_writer_init(&wr, fp);
		ck_assert_int_eq(rc == 0 ? maze_write(&wr, &m, &e) : 0, 0);
		fclose(fp);
		for (j = 0; j < sizeof wants / sizeof wants[0]; j++) {
			snprintf(what, sizeof what, "spec %d maze %zu --frames "
			    "%llu", _i, k, (unsigned long long)wants[j]);
			frames_maze(&m2, k);
			maze_rng_seed(&r, k);
			fp = open_memstream(&buf, &len);
			maze_writer_init(&wr, fp);
			REQUIRE(post_frames_apply(fr, &m2, &o, wants[j], &r, s,
			    &w, &wr, &e2) == (rc == 0 ? 0 : -2), "%s: %d",
			    what, rc);
			if (rc == 0)
				ck_assert_int_eq(maze_write(&wr, &m2, &e2), 0);
			fclose(fp);
			if (rc != 0) {
				REQUIRE(len == 0 && strcmp(e.msg, e2.msg) == 0,
				    "%s: \"%s\", without frames \"%s\"", what,
				    e2.msg, e.msg);
				free(buf);
				continue;
			}
			steps = fr->mf.total;
			n = wants[j] == 0 || wants[j] > steps ? steps + 1 :
			    wants[j];
			REQUIRE(check_frames(buf, len, plain, plen, &m2,
			    what) == n, "%s: not %llu frames", what,
			    (unsigned long long)n);
			REQUIRE(!f->walls || steps == (walls >
			    count_blocks(&m2, MAZE_WALL) ? walls -
			    count_blocks(&m2, MAZE_WALL) :
			    count_blocks(&m2, MAZE_WALL) - walls),
			    "%s: %llu steps, walls %zu then %zu", what,
			    (unsigned long long)steps, walls,
			    count_blocks(&m2, MAZE_WALL));
			ck_assert_uint_eq(maze_blocks(&m2), nb);
			free(buf);
		}
		free(plain);
		done += rc == 0;
	}
	/*
	 * Many mazes take every option; the tiny ones may have no room, and
	 * --keep-solution refuses some.
	 */
	ck_assert_uint_gt(done, k / 3 / 4);
	post_frames_free(fr);
	maze_search_free(s);
	post_work_free(&w);
	maze_free(&m);
	maze_free(&m2);
}
END_TEST

/* What is not a cell maze is refused as post_apply refuses it, unwritten. */
START_TEST(test_frames_not_cells)
{
	struct post_frames *fr;
	struct maze_writer wr;
	struct post_work w;
	struct maze_err e;
	struct maze m;
	struct post_ops o;
	struct maze_search *s;
	char *buf;
	size_t len;
	FILE *fp;

	maze_init(&m);
	post_work_init(&w);
	s = maze_search_new();
	ck_assert_ptr_nonnull(s);
	fr = post_frames_new();
	ck_assert_ptr_nonnull(fr);
	maze_from_str(&m, "; blocks\n####\n#S+#\n#.E#\n####\n");
	memset(&o, 0, sizeof o);
	o.diameter = 1;
	fp = open_memstream(&buf, &len);
	maze_writer_init(&wr, fp);
	ck_assert_int_eq(post_frames_apply(fr, &m, &o, 0, NULL, s, &w, &wr,
	    &e), -2);
	fclose(fp);
	ck_assert_uint_eq(len, 0);
	ck_assert_str_eq(e.msg, "not a cell maze: 4x4 blocks; a cell maze has "
	    "an odd number of rows and columns, at least 3");
	ck_assert_uint_eq(e.line, 2);
	free(buf);
	post_frames_free(fr);
	post_frames_free(NULL);
	maze_search_free(s);
	post_work_free(&w);
	maze_free(&m);
}
END_TEST

/* ---- mazes of several levels ---- */

/*
 * Steps from block src to every block of m over open blocks, six ways, -1
 * where there is no way: block_dist with levels, written here again so
 * that it shares nothing with the library's search.
 */
static int *
dist3(const struct maze *m, size_t src)
{
	size_t n = maze_blocks(m), lv = (size_t)m->w * m->h, *q, head = 0;
	size_t tail = 0, i, j, x, y, z;
	int *dist = malloc(n * sizeof *dist), k;

	q = malloc(n * sizeof *q);
	ck_assert(dist != NULL && q != NULL);
	for (i = 0; i < n; i++)
		dist[i] = -1;
	dist[src] = 0;
	q[tail++] = src;
	while (head < tail) {
		i = q[head++];
		x = i % m->w;
		y = i / m->w % m->h;
		z = i / lv;
		for (k = 0; k < 6; k++) {
			if ((k == 0 && y == 0) || (k == 1 && x + 1 == m->w) ||
			    (k == 2 && y + 1 == m->h) || (k == 3 && x == 0) ||
			    (k == 4 && z == 0) || (k == 5 && z + 1 == m->d))
				continue;
			j = k == 0 ? i - m->w : k == 1 ? i + 1 : k == 2 ?
			    i + m->w : k == 3 ? i - 1 : k == 4 ? i - lv :
			    i + lv;
			if (m->b[j] != '#' && dist[j] == -1) {
				dist[j] = dist[i] + 1;
				q[tail++] = j;
			}
		}
	}
	free(q);
	return dist;
}

/* Blocks of m holding c, every level's. */
static size_t
count3(const struct maze *m, unsigned char c)
{
	size_t i, n = 0;

	for (i = 0; i < maze_blocks(m); i++)
		n += m->b[i] == c;
	return n;
}

/* Steps from S to E by dist3, -1 if none. */
static int
route3(const struct maze *m)
{
	int *dist = dist3(m, m->start), d = dist[m->end];

	free(dist);
	return d;
}

/* Is block i of m a cell? */
static int
iscell3(const struct maze *m, size_t i)
{
	size_t z = i / m->w / m->h;

	return i % m->w % 2 && i / m->w % m->h % 2 && (m->d == 1 || z % 2);
}

/* The greatest distance dist gives a cell of m. */
static int
farthest3(const struct maze *m, const int *dist)
{
	size_t i, n = maze_blocks(m);
	int best = -1;

	for (i = 0; i < n; i++)
		if (iscell3(m, i) && dist[i] > best)
			best = dist[i];
	return best;
}

/*
 * A perfect maze of cw x ch x cd cells, by Kruskal's algorithm over the
 * walls in an order the seed shuffles, with S in the top outer wall of the
 * first level of cells and E in the bottom outer wall of the last, where
 * mazegen puts them.
 */
static void
make3(struct maze *m, uint32_t cw, uint32_t ch, uint32_t cd, uint64_t seed)
{
	size_t lv, nw = 0, i, j, t, *wall;
	uint32_t n = cw * ch * cd, x, y, z, a, *up, *from, *to;
	struct maze_err e;
	struct maze_rng r;
	int k;

	ck_assert_int_eq(maze_alloc_cells3(m, cw, ch, cd, &e), 0);
	lv = (size_t)m->w * m->h;
	wall = malloc(3 * (size_t)n * sizeof *wall);
	from = malloc(3 * (size_t)n * sizeof *from);
	to = malloc(3 * (size_t)n * sizeof *to);
	up = malloc(n * sizeof *up);
	ck_assert(wall != NULL && from != NULL && to != NULL && up != NULL);
	for (z = 0; z < cd; z++)
		for (y = 0; y < ch; y++)
			for (x = 0; x < cw; x++)
				for (k = 0; k < 3; k++) {
					if (k == 0 ? x + 1 == cw : k == 1 ?
					    y + 1 == ch : z + 1 == cd)
						continue;
					a = (z * ch + y) * cw + x;
					from[nw] = a;
					to[nw] = a + (k == 0 ? 1 : k == 1 ?
					    cw : cw * ch);
					wall[nw++] = cellb(m, x, y, z) +
					    (k == 0 ? 1 : k == 1 ? m->w : lv);
				}
	maze_rng_seed(&r, seed);
	for (i = nw; i > 1; i--) {
		j = rng_below(&r, (uint32_t)i);
		t = wall[i - 1], wall[i - 1] = wall[j], wall[j] = t;
		a = from[i - 1], from[i - 1] = from[j], from[j] = a;
		a = to[i - 1], to[i - 1] = to[j], to[j] = a;
	}
	for (a = 0; a < n; a++)
		up[a] = a;
	for (i = 0; i < nw; i++)
		if (find(up, from[i]) != find(up, to[i])) {
			up[find(up, from[i])] = find(up, to[i]);
			m->b[wall[i]] = ' ';
		}
	m->start = cellb(m, 0, 0, 0) - m->w;
	m->end = cellb(m, cw - 1, ch - 1, cd - 1) + m->w;
	m->b[m->start] = 'S';
	m->b[m->end] = 'E';
	free(wall);
	free(from);
	free(to);
	free(up);
}

static const uint32_t sizes3[][3] = { { 1, 1, 2 }, { 1, 1, 5 }, { 2, 2, 2 },
    { 2, 1, 3 }, { 3, 3, 3 }, { 5, 4, 3 }, { 1, 4, 4 }, { 6, 5, 4 } };
#define NSIZES3	(sizeof sizes3 / sizeof sizes3[0])

/* Maze k of the 3D test set: every size, seeds 0..9; 0 past the last. */
static int
test_maze3(struct maze *m, size_t k)
{
	const uint32_t *sz;

	if (k >= NSIZES3 * 10)
		return 0;
	sz = sizes3[k / 10];
	make3(m, sz[0], sz[1], sz[2], k);
	return 1;
}

/* Walls between two cells, standing or not, floors included. */
static long
inner_walls(const struct maze *m)
{
	long cw = m->w / 2, ch = m->h / 2, cd = levels(m);

	return (cw - 1) * ch * cd + cw * (ch - 1) * cd + cw * ch * (cd - 1);
}

/* Floors open between two cells. */
static long
open_floors(const struct maze *m)
{
	uint32_t x, y, z;
	long n = 0;

	for (z = 2; z + 2 < m->d; z += 2)
		for (y = 1; y < m->h; y += 2)
			for (x = 1; x < m->w; x += 2)
				n += m->b[maze_block(m, x, y, z)] != '#';
	return n;
}

/* The test set is what it says: perfect, in one part, cell mazes. */
START_TEST(test_maze3_set)
{
	struct maze_err e;
	struct maze m;
	struct figs f;
	const uint32_t *sz;
	size_t k;

	maze_init(&m);
	for (k = 0; test_maze3(&m, k); k++) {
		figures(&m, &f);
		REQUIRE(maze_is_cells(&m, &e), "maze %zu: %s", k, e.msg);
		REQUIRE(f.parts == 1 && loops(&m) == 0, "maze %zu", k);
		sz = sizes3[k / 10];
		REQUIRE(f.cells == (long)(sz[0] * sz[1] * sz[2]), "maze %zu",
		    k);
		REQUIRE(route3(&m) > 0, "maze %zu", k);
	}
	maze_free(&m);
}
END_TEST

/*
 * The cell graph with levels: each cell's neighbours six ways, the block
 * between, degrees, and the cells endpoints in the outer wall belong to.
 */
START_TEST(test_graph3)
{
	struct maze m;
	uint32_t cw, ch, cd, x, y, z, c, nb;
	size_t wall, lv;
	int d, deg;

	maze_init(&m);
	make3(&m, 3, 2, 4, 7);
	cw = 3;
	ch = 2;
	cd = 4;
	lv = (size_t)m.w * m.h;
	ck_assert_uint_eq(post_cells(&m), 24);
	for (c = 0; c < cw * ch * cd; c++) {
		x = c % cw;
		y = c / cw % ch;
		z = c / cw / ch;
		ck_assert_uint_eq(post_cell_block(&m, c), cellb(&m, x, y, z));
		ck_assert_uint_eq(post_end_cell(&m, cellb(&m, x, y, z)), c);
		deg = 0;
		for (d = 0; d < 6; d++) {
			nb = post_neighbour(&m, c, d, &wall);
			if ((d == MAZE_N && y == 0) ||
			    (d == MAZE_E && x + 1 == cw) ||
			    (d == MAZE_S && y + 1 == ch) ||
			    (d == MAZE_W && x == 0) ||
			    (d == MAZE_UP && z == 0) ||
			    (d == MAZE_DOWN && z + 1 == cd)) {
				REQUIRE(nb == POST_NONE, "cell %u", c);
				continue;
			}
			REQUIRE(nb == ((z + maze_dz[d]) * ch + y + maze_dy[d]) *
			    cw + x + maze_dx[d], "cell %u, way %d", c, d);
			/* The wall is halfway between the two cells. */
			REQUIRE(2 * wall == cellb(&m, x, y, z) + cellb(&m,
			    x + maze_dx[d], y + maze_dy[d], z + maze_dz[d]),
			    "cell %u, way %d", c, d);
			deg += m.b[wall] != '#';
		}
		ck_assert_int_eq(post_degree(&m, c), deg);
	}
	/* The outer wall: sides, the ceiling and the floor of the box. */
	ck_assert_uint_eq(post_end_cell(&m, m.start), 0);
	ck_assert_uint_eq(post_end_cell(&m, m.end), 23);
	ck_assert_uint_eq(post_end_cell(&m, cellb(&m, 1, 0, 0) - lv), 1);
	ck_assert_uint_eq(post_end_cell(&m, cellb(&m, 1, 1, 3) + lv), 22);
	ck_assert_uint_eq(post_end_cell(&m, cellb(&m, 1, 1, 0) - 2), 3);
	ck_assert_uint_eq(post_end_cell(&m, cellb(&m, 2, 1, 3) + 1), 23);
	/* A floor between two cells is a passage, not an entrance. */
	ck_assert_uint_eq(post_end_cell(&m, cellb(&m, 1, 1, 1) + lv),
	    POST_NONE);
	ck_assert_int_eq(post_outer(&m, cellb(&m, 1, 0, 0) - lv), 1);
	ck_assert_int_eq(post_outer(&m, cellb(&m, 1, 0, 3) + lv), 1);
	ck_assert_int_eq(post_outer(&m, cellb(&m, 1, 0, 2) + lv), 0);
	ck_assert_int_eq(post_outer(&m, cellb(&m, 0, 0, 2) - 1), 1);
	maze_free(&m);
}
END_TEST

static const struct parse3 {
	const char *s;
	int ok;
	uint32_t x, y, z;
} parses3[] = {
	{ "1,2,3", 1, 1, 2, 3 },
	{ "0,0,0", 1, 0, 0, 0 },
	{ "4,5", 1, 4, 5, 0 },
	{ "1,2,", 0, 0, 0, 0 },
	{ "1,2,3,4", 0, 0, 0, 0 },
	{ "1,,3", 0, 0, 0, 0 },
	{ "1,2,-3", 0, 0, 0, 0 },
};

START_TEST(test_parse_spot3)
{
	const struct parse3 *t = &parses3[_i];
	struct post_spot sp = { POST_SPOT_NONE, 77, 77, 77 };
	const char *why = NULL;

	if (t->ok) {
		ck_assert_int_eq(post_parse_spot(t->s, &sp, &why), 0);
		ck_assert_int_eq(sp.kind, POST_SPOT_CELL);
		ck_assert_uint_eq(sp.x, t->x);
		ck_assert_uint_eq(sp.y, t->y);
		ck_assert_uint_eq(sp.z, t->z);
	} else {
		ck_assert_int_eq(post_parse_spot(t->s, &sp, &why), -1);
		ck_assert_pstr_eq(why, "expected x,y, x,y,z, nw, ne, sw, se, "
		    "center, random or farthest");
	}
}
END_TEST

/*
 * Where each spot puts E in a maze of 3 x 2 x 4 cells: north corners on
 * the first level, south corners on the last.
 */
static const struct place3 {
	struct post_spot sp;
	uint32_t x, y, z;
} places3[] = {
	{ { POST_SPOT_NW, 0, 0, 0 }, 0, 0, 0 },
	{ { POST_SPOT_NE, 0, 0, 0 }, 2, 0, 0 },
	{ { POST_SPOT_SW, 0, 0, 0 }, 0, 1, 3 },
	{ { POST_SPOT_SE, 0, 0, 0 }, 2, 1, 3 },
	{ { POST_SPOT_CENTER, 0, 0, 0 }, 1, 1, 2 },
	{ { POST_SPOT_CELL, 2, 1, 1 }, 2, 1, 1 },
	{ { POST_SPOT_CELL, 1, 0, 0 }, 1, 0, 0 },
};

START_TEST(test_place3)
{
	const struct place3 *t = &places3[_i];
	struct maze_err e;
	struct maze_search *s;
	struct maze m;
	size_t old;

	maze_init(&m);
	s = maze_search_new();
	ck_assert_ptr_nonnull(s);
	make3(&m, 3, 2, 4, 1);
	old = m.end;
	ck_assert_int_eq(post_place(&m, MAZE_END, &t->sp, NULL, s, &e), 0);
	ck_assert_uint_eq(m.end, cellb(&m, t->x, t->y, t->z));
	ck_assert_int_eq(m.b[m.end], 'E');
	/* The old E was in the outer wall: it closes. */
	ck_assert_int_eq(m.b[old], '#');
	ck_assert_uint_eq(count3(&m, 'E'), 1);
	ck_assert_msg(maze_is_cells(&m, &e), "%s", e.msg);
	maze_search_free(s);
	maze_free(&m);
}
END_TEST

/* Cells outside, in 3D and in a flat maze given a level. */
START_TEST(test_place3_errors)
{
	static const struct post_spot out = { POST_SPOT_CELL, 0, 0, 4 };
	static const struct post_spot outx = { POST_SPOT_CELL, 3, 0, 1 };
	static const struct post_spot flat = { POST_SPOT_CELL, 1, 1, 1 };
	static const struct post_spot flat0 = { POST_SPOT_CELL, 1, 1, 0 };
	static const struct post_spot nw = { POST_SPOT_NW, 0, 0, 0 };
	struct maze_err e;
	struct maze_search *s;
	struct maze m;

	maze_init(&m);
	s = maze_search_new();
	ck_assert_ptr_nonnull(s);
	make3(&m, 3, 2, 4, 1);
	ck_assert_int_eq(post_place(&m, MAZE_END, &out, NULL, s, &e), -1);
	ck_assert_str_eq(e.msg, "cell 0,0,4 is outside this maze of 3x2x4 "
	    "cells");
	ck_assert_int_eq(post_place(&m, MAZE_END, &outx, NULL, s, &e), -1);
	ck_assert_str_eq(e.msg, "cell 3,0,1 is outside this maze of 3x2x4 "
	    "cells");
	ck_assert_int_eq(post_place(&m, MAZE_START, &nw, NULL, s, &e), 0);
	ck_assert_int_eq(post_place(&m, MAZE_END, &nw, NULL, s, &e), -1);
	ck_assert_str_eq(e.msg, "cell 0,0,0 already holds 'S'");
	maze_from_str(&m, example);
	ck_assert_int_eq(post_place(&m, MAZE_END, &flat, NULL, s, &e), -1);
	ck_assert_str_eq(e.msg, "cell 1,1,1 is outside this maze of 4x3 "
	    "cells, which is flat");
	ck_assert_int_eq(post_place(&m, MAZE_END, &flat0, NULL, s, &e), 0);
	ck_assert_uint_eq(m.end, maze_cell(&m, 1, 1));
	maze_search_free(s);
	maze_free(&m);
}
END_TEST

/*
 * random with levels: every cell of a 2 x 2 x 2 maze comes up, never the
 * other endpoint's; a flat maze draws what it always drew (x, then y).
 */
START_TEST(test_random3)
{
	static const struct post_spot random = { POST_SPOT_RANDOM, 0, 0, 0 };
	struct maze_err e;
	struct maze_search *s;
	struct maze m;
	struct maze_rng r, r2;
	int seen[8] = { 0 }, i, n = 0;
	uint32_t c, x, y;

	maze_init(&m);
	s = maze_search_new();
	ck_assert_ptr_nonnull(s);
	make3(&m, 2, 2, 2, 3);
	maze_rng_seed(&r, 5);
	ck_assert_int_eq(post_place(&m, MAZE_START, &(struct post_spot){
	    POST_SPOT_CELL, 1, 1, 1 }, NULL, s, &e), 0);
	for (i = 0; i < 400; i++) {
		ck_assert_int_eq(post_place(&m, MAZE_END, &random, &r, s, &e),
		    0);
		c = post_end_cell(&m, m.end);
		ck_assert_uint_lt(c, 8);
		ck_assert_uint_ne(c, 7);
		n += !seen[c];
		seen[c] = 1;
		ck_assert_uint_eq(count3(&m, 'E'), 1);
	}
	ck_assert_int_eq(n, 7);
	maze_from_str(&m, example);
	maze_rng_seed(&r, 9);
	maze_rng_seed(&r2, 9);
	ck_assert_int_eq(post_place(&m, MAZE_END, &random, &r, s, &e), 0);
	do {
		x = rng_below(&r2, 4);
		y = rng_below(&r2, 3);
	} while (maze_cell(&m, x, y) == m.start);
	ck_assert_uint_eq(m.end, maze_cell(&m, x, y));
	maze_search_free(s);
	maze_free(&m);
}
END_TEST

/*
 * farthest with levels, from S in the outer wall, from S in a cell, and
 * from S in a floor between two cells; perfect and with loops.
 */
START_TEST(test_farthest3)
{
	static const struct post_spot far = { POST_SPOT_FARTHEST, 0, 0, 0 };
	struct post_work w;
	struct maze_err e;
	struct maze_search *s;
	struct maze m;
	struct maze_rng r;
	size_t k, lv;
	int *dist, v;

	maze_init(&m);
	s = maze_search_new();
	ck_assert_ptr_nonnull(s);
	post_work_init(&w);
	for (v = 0; v < 4; v++)
		for (k = 0; test_maze3(&m, k); k++) {
			lv = (size_t)m.w * m.h;
			if (v == 1) {
				/* S into its cell. */
				m.b[m.start] = '#';
				m.start += m.w;
				m.b[m.start] = 'S';
			} else if (v == 2 && m.b[m.start + m.w + lv] != '#') {
				/* S into the floor below its cell. */
				m.b[m.start] = '#';
				m.start += m.w + lv;
				m.b[m.start] = 'S';
			} else if (v == 3) {
				ck_assert_int_eq(post_work_size(&w, &m, &e), 0);
				maze_rng_seed(&r, k);
				ck_assert_int_eq(post_braid(&m, 1, &r, &w, &e),
				    0);
			}
			dist = dist3(&m, m.start);
			ck_assert_int_eq(post_place(&m, MAZE_END, &far, &r, s,
			    &e), 0);
			REQUIRE(iscell3(&m, m.end), "maze %zu: E not a cell",
			    k);
			REQUIRE(dist[m.end] == farthest3(&m, dist), "maze %zu "
			    "v %d: E at %d, farthest %d", k, v, dist[m.end],
			    farthest3(&m, dist));
			REQUIRE(maze_is_cells(&m, &e), "%s", e.msg);
			free(dist);
		}
	post_work_free(&w);
	maze_search_free(s);
	maze_free(&m);
}
END_TEST

/*
 * --diameter with levels: on perfect mazes S to E is the longest of the
 * shortest paths between two cells (brute force); with loops, E is as far
 * from S as any cell.
 */
START_TEST(test_diameter3)
{
	struct post_work w;
	struct maze_err e;
	struct maze m;
	struct maze_rng r;
	size_t k, a, n;
	int *dist, best, braid;

	maze_init(&m);
	post_work_init(&w);
	for (braid = 0; braid < 2; braid++)
		for (k = 0; test_maze3(&m, k); k++) {
			ck_assert_int_eq(post_work_size(&w, &m, &e), 0);
			maze_rng_seed(&r, k);
			if (braid)
				ck_assert_int_eq(post_braid(&m, 1, &r, &w, &e),
				    0);
			n = maze_blocks(&m);
			best = 0;
			for (a = 0; a < n; a++) {
				if (!iscell3(&m, a))
					continue;
				dist = dist3(&m, a);
				if (farthest3(&m, dist) > best)
					best = farthest3(&m, dist);
				free(dist);
			}
			ck_assert_int_eq(post_diameter(&m, &w, &e), 0);
			REQUIRE(iscell3(&m, m.start) && iscell3(&m, m.end),
			    "maze %zu", k);
			REQUIRE(count3(&m, 'S') == 1 &&
			    count3(&m, 'E') == 1, "maze %zu", k);
			dist = dist3(&m, m.start);
			if (!braid)
				REQUIRE(dist[m.end] == best, "maze %zu: S to E "
				    "%d, diameter %d", k, dist[m.end], best);
			REQUIRE(dist[m.end] == farthest3(&m, dist), "maze %zu",
			    k);
			REQUIRE(2 * dist[m.end] >= best, "maze %zu", k);
			REQUIRE(maze_is_cells(&m, &e), "%s", e.msg);
			free(dist);
		}
	post_work_free(&w);
	maze_free(&m);
}
END_TEST

/* --cycles n with levels: exactly n loops, one part; floors go too. */
START_TEST(test_cycles3)
{
	struct post_work w;
	struct maze_err e;
	struct maze m;
	struct figs f;
	struct maze_rng r;
	long room, n, floors = 0;
	size_t k;

	maze_init(&m);
	post_work_init(&w);
	for (k = 0; test_maze3(&m, k); k++) {
		ck_assert_int_eq(post_work_size(&w, &m, &e), 0);
		figures(&m, &f);
		room = inner_walls(&m) - f.edges;
		n = k % 3 == 0 ? room : k % 3 == 1 ? (room > 0) : room / 3;
		floors -= open_floors(&m);
		maze_rng_seed(&r, k);
		ck_assert_int_eq(post_cycles(&m, (uint64_t)n, &r, &w, &e), 0);
		floors += open_floors(&m);
		figures(&m, &f);
		REQUIRE(f.parts == 1, "maze %zu: %ld parts", k, f.parts);
		REQUIRE(loops(&m) == n, "maze %zu: %ld loops, wanted %ld", k,
		    loops(&m), n);
		REQUIRE(maze_is_cells(&m, &e), "maze %zu: %s", k, e.msg);
		ck_assert_int_eq(post_cycles(&m, (uint64_t)(room - n + 1), &r,
		    &w, &e), -1);
	}
	ck_assert_int_gt(floors, 0);
	post_work_free(&w);
	maze_free(&m);
}
END_TEST

/* --braid p with levels: p = 1 leaves no dead end but a line's ends. */
START_TEST(test_braid3)
{
	static const double ps[] = { 1, 0.5, 0 };
	struct post_work w;
	struct maze_err e;
	struct maze m;
	struct figs f0, f;
	struct maze_rng r;
	long want, floors = 0;
	size_t k, j;
	int line;

	maze_init(&m);
	post_work_init(&w);
	for (j = 0; j < sizeof ps / sizeof ps[0]; j++)
		for (k = 0; test_maze3(&m, k); k++) {
			ck_assert_int_eq(post_work_size(&w, &m, &e), 0);
			figures(&m, &f0);
			floors -= open_floors(&m);
			maze_rng_seed(&r, k);
			ck_assert_int_eq(post_braid(&m, ps[j], &r, &w, &e), 0);
			floors += open_floors(&m);
			figures(&m, &f);
			line = sizes3[k / 10][0] == 1 && sizes3[k / 10][1] == 1;
			want = (long)(ps[j] * f0.dead + 0.5);
			REQUIRE(f.dead <= f0.dead - want || line, "maze %zu, "
			    "p %g: %ld dead ends of %ld left", k, ps[j], f.dead,
			    f0.dead);
			if (ps[j] == 1)
				REQUIRE(f.dead == (line ? 2 : 0), "maze %zu: "
				    "%ld dead ends", k, f.dead);
			if (ps[j] == 0)
				REQUIRE(f.edges == f0.edges, "maze %zu", k);
			REQUIRE(f.parts == 1, "maze %zu", k);
			REQUIRE(maze_is_cells(&m, &e), "%s", e.msg);
		}
	ck_assert_int_gt(floors, 0);
	post_work_free(&w);
	maze_free(&m);
}
END_TEST

/* --sparse, --remove-walls and --near with levels, counted. */
START_TEST(test_thin3)
{
	struct post_work w;
	struct maze_err e;
	struct maze m;
	struct figs f0, f;
	struct maze_rng r;
	long walls, floors;
	size_t k;
	int len;

	maze_init(&m);
	post_work_init(&w);
	for (k = 0; test_maze3(&m, k); k++) {
		/* --sparse 1: culls alone, the route as it was. */
		len = route3(&m);
		figures(&m, &f0);
		ck_assert_int_eq(post_work_size(&w, &m, &e), 0);
		maze_rng_seed(&r, k);
		ck_assert_int_eq(post_sparse(&m, 1, &r, &w, &e), 0);
		figures(&m, &f);
		REQUIRE(route3(&m) == len, "maze %zu", k);
		REQUIRE(loops(&m) == 0, "maze %zu", k);
		REQUIRE(f.parts - 1 == f0.edges - f.edges, "maze %zu", k);
		REQUIRE(f.edges < f0.edges || f0.dead <= 2, "maze %zu", k);
		REQUIRE(maze_is_cells(&m, &e), "%s", e.msg);
		/* --remove-walls 0.3 then 1: round(p W) of W, all at last. */
		walls = inner_walls(&m) - f.edges;
		ck_assert_int_eq(post_remove_walls(&m, 0.3, &r, &w, &e), 0);
		figures(&m, &f0);
		REQUIRE(f0.edges - f.edges == (long)(0.3 * walls + 0.5),
		    "maze %zu", k);
		ck_assert_int_eq(post_remove_walls(&m, 1, &r, &w, &e), 0);
		figures(&m, &f);
		REQUIRE(f.edges == inner_walls(&m) && f.parts == 1,
		    "maze %zu", k);
		floors = (long)sizes3[k / 10][0] * sizes3[k / 10][1] *
		    (sizes3[k / 10][2] - 1);
		REQUIRE(open_floors(&m) == floors, "maze %zu", k);
		/* --near k: 1 takes nothing, a great k every wall. */
		make3(&m, sizes3[k / 10][0], sizes3[k / 10][1],
		    sizes3[k / 10][2], k);
		ck_assert_int_eq(post_near(&m, 1, &w, &e), 0);
		REQUIRE(loops(&m) == 0, "maze %zu", k);
		ck_assert_int_eq(post_near(&m, UINT32_MAX, &w, &e), 0);
		figures(&m, &f);
		REQUIRE(f.edges == inner_walls(&m), "maze %zu", k);
	}
	post_work_free(&w);
	maze_free(&m);
}
END_TEST

/*
 * What --near k does to m by the rule, cell by cell: left, top, above,
 * where the distances from S's cell before any wall went differ by less
 * than k; into want, a copy of m's blocks.
 */
static void
near_rule(const struct maze *m, uint32_t k, unsigned char *want)
{
	size_t step[3] = { 1, m->w, (size_t)m->w * m->h }, c;
	uint32_t x, y, z, i, at[3];
	int *dist = dist3(m, m->start);

	for (z = 0; z < levels(m); z++)
		for (y = 0; y < m->h / 2; y++)
			for (x = 0; x < m->w / 2; x++) {
				at[0] = x;
				at[1] = y;
				at[2] = z;
				c = cellb(m, x, y, z);
				for (i = 0; i < 3; i++)
					if (at[i] > 0 && want[c - step[i]] ==
					    '#' && labs((long)dist[c] -
					    dist[c - 2 * step[i]]) / 2 < k)
						want[c - step[i]] = ' ';
			}
	free(dist);
}

START_TEST(test_near3)
{
	static const uint32_t ks[] = { 3, 5, 9 };
	struct post_work w;
	struct maze_err e;
	struct maze m;
	unsigned char *want;
	size_t k, j, n;

	maze_init(&m);
	post_work_init(&w);
	for (j = 0; j < sizeof ks / sizeof ks[0]; j++)
		for (k = 0; test_maze3(&m, k); k++) {
			n = maze_blocks(&m);
			want = malloc(n);
			ck_assert_ptr_nonnull(want);
			memcpy(want, m.b, n);
			near_rule(&m, ks[j], want);
			ck_assert_int_eq(post_work_size(&w, &m, &e), 0);
			ck_assert_int_eq(post_near(&m, ks[j], &w, &e), 0);
			REQUIRE(memcmp(want, m.b, n) == 0, "maze %zu, k %u",
			    k, ks[j]);
			free(want);
		}
	post_work_free(&w);
	maze_free(&m);
}
END_TEST

/* --keep-solution with levels: every loop option keeps the route. */
START_TEST(test_keep3)
{
	struct post_work w;
	struct maze_err e;
	struct maze m;
	struct maze_rng r;
	size_t k;
	int len, op, rc;
	long gained = 0;

	maze_init(&m);
	post_work_init(&w);
	for (op = 0; op < 4; op++)
		for (k = 0; test_maze3(&m, k); k++) {
			len = route3(&m);
			ck_assert_int_eq(post_work_size(&w, &m, &e), 0);
			ck_assert_int_eq(post_keep(&m, &w, &e), 0);
			maze_rng_seed(&r, k);
			rc = op == 0 ? post_near(&m, 1000, &w, &e) :
			    op == 1 ? post_cycles(&m, 1, &r, &w, &e) :
			    op == 2 ? post_braid(&m, 1, &r, &w, &e) :
			    post_remove_walls(&m, 1, &r, &w, &e);
			if (op == 1 && rc == -1) {
				REQUIRE(strstr(e.msg, "--keep-solution") !=
				    NULL, "%s", e.msg);
				rc = 0;
			}
			REQUIRE(rc == 0, "op %d maze %zu: %s", op, k, e.msg);
			REQUIRE(route3(&m) == len, "op %d maze %zu: route %d, "
			    "was %d", op, k, route3(&m), len);
			gained += loops(&m);
		}
	ck_assert_int_gt(gained, 0);
	post_work_free(&w);
	maze_free(&m);
}
END_TEST

/*
 * --border with levels: a cell touching a side opens through it, as in a
 * flat maze; one of the first or last level that touches none, through
 * the ceiling or the floor of the box; any other is refused.
 */
static const struct border3 {
	uint32_t x, y, z;	/* E's cell in a 3 x 3 x 3 maze */
	int dx, dy, dz;		/* where it goes from there */
} borders3[] = {
	{ 0, 0, 1, 0, -1, 0 },		/* north */
	{ 1, 2, 1, 0, 1, 0 },		/* south */
	{ 0, 1, 2, -1, 0, 0 },		/* west */
	{ 2, 1, 0, 1, 0, 0 },		/* east */
	{ 1, 1, 0, 0, 0, -1 },		/* up, through the ceiling */
	{ 1, 1, 2, 0, 0, 1 },		/* down, through the floor */
	{ 1, 1, 1, 0, 0, 0 },		/* inside: refused */
};

START_TEST(test_border3)
{
	const struct border3 *t = &borders3[_i];
	struct post_spot sp = { POST_SPOT_CELL, t->x, t->y, t->z };
	struct maze_err e;
	struct maze_search *s;
	struct maze m;
	size_t cell, lv;

	maze_init(&m);
	s = maze_search_new();
	ck_assert_ptr_nonnull(s);
	make3(&m, 3, 3, 3, 2);
	lv = (size_t)m.w * m.h;
	ck_assert_int_eq(post_place(&m, MAZE_END, &sp, NULL, s, &e), 0);
	cell = m.end;
	if (t->dx == 0 && t->dy == 0 && t->dz == 0) {
		ck_assert_int_eq(post_border(&m, MAZE_END, &e), -1);
		ck_assert_str_eq(e.msg, "--border: the end's cell 1,1,1 does "
		    "not touch the outer wall");
	} else {
		ck_assert_int_eq(post_border(&m, MAZE_END, &e), 0);
		ck_assert_uint_eq(m.end, (size_t)((ptrdiff_t)cell + t->dx +
		    t->dy * (ptrdiff_t)m.w + t->dz * (ptrdiff_t)lv));
		ck_assert_int_eq(m.b[m.end], 'E');
		ck_assert_int_eq(m.b[cell], ' ');
		ck_assert_uint_eq(post_end_cell(&m, m.end),
		    (t->z * 3 + t->y) * 3 + t->x);
		ck_assert_int_eq(post_border(&m, MAZE_START, &e), 0);
		ck_assert_uint_eq(m.start, cellb(&m, 0, 0, 0) - m.w);
	}
	ck_assert_uint_eq(count3(&m, 'E'), 1);
	ck_assert_msg(maze_is_cells(&m, &e), "%s", e.msg);
	maze_search_free(s);
	maze_free(&m);
}
END_TEST

/* A floor open where no cell is above or below: refused, where it is. */
START_TEST(test_apply_not_cells3)
{
	struct post_work w;
	struct maze_err e;
	struct maze m;
	struct post_ops o;
	struct maze_search *s;

	maze_init(&m);
	post_work_init(&w);
	s = maze_search_new();
	ck_assert_ptr_nonnull(s);
	make3(&m, 2, 1, 2, 1);
	m.b[maze_block(&m, 2, 1, 2)] = ' ';
	memset(&o, 0, sizeof o);
	o.diameter = 1;
	ck_assert_int_eq(post_apply(&m, &o, NULL, s, &w, &e), -1);
	ck_assert_str_eq(e.msg, "not a cell maze: floor block 2,1,2 is open, "
	    "with no cell above or below it");
	ck_assert_uint_eq(m.end, cellb(&m, 1, 0, 1) + m.w);
	maze_search_free(s);
	post_work_free(&w);
	maze_free(&m);
}
END_TEST

/* ---- weaves ---- */

/* Level 0 of weave_small as it is, and with (1,2)'s wall east open. */
static const char weave_top[] =
    "###S###" "###   #" "### # #" "# # # #" "### # #" "### # #" "#####E#";
static const char weave_braided[] =
    "###S###" "###   #" "### # #" "# # # #" "### # #" "###   #" "#####E#";

/*
 * post_apply() with o on weave_small, seeded with seed: 0 or -1 with e.
 * A change leaves a weave, levels 1 and 2 as they were.
 */
static int
weave_apply(struct maze *m, const struct post_ops *o, uint64_t seed,
    struct maze_err *e)
{
	struct post_work w;
	struct maze_search *s;
	struct maze_rng r;
	struct maze_err e2;
	size_t plane;
	char *low;
	int rc;

	post_work_init(&w);
	s = maze_search_new();
	ck_assert_ptr_nonnull(s);
	maze_from_str(m, weave_small);
	plane = (size_t)m->w * m->h;
	low = malloc(2 * plane);
	ck_assert_ptr_nonnull(low);
	memcpy(low, m->b + plane, 2 * plane);
	maze_rng_seed(&r, seed);
	rc = post_apply(m, o, &r, s, &w, e);
	ck_assert_msg(maze_is_weave(m, &e2), "%s", e2.msg);
	ck_assert_int_eq(memcmp(low, m->b + plane, 2 * plane), 0);
	ck_assert_uint_eq(m->d, 3);
	free(low);
	maze_search_free(s);
	post_work_free(&w);
	return rc;
}

/*
 * The crossing rule: --braid opens no wall of a crossing.  (0,1), the
 * tunnel's west end, is a dead end whose every wall to open is outside or
 * the crossing's: it stays one, whatever the draws.  (1,2), whose one way
 * is the crossing's passage, can open only east; then (2,2) is no dead
 * end.  With the crossing's walls taken for any others, (0,1) would open
 * into the crossing, its passage over turning into its tunnel.
 */
START_TEST(test_weave_braid)
{
	struct maze_err e;
	struct post_ops o;
	struct maze m;
	uint64_t seed;

	maze_init(&m);
	memset(&o, 0, sizeof o);
	o.braid = 1;
	o.braidarg = "1";
	for (seed = 0; seed < 32; seed++) {
		ck_assert_int_eq(weave_apply(&m, &o, seed, &e), 0);
		ck_assert_int_eq(memcmp(m.b, weave_braided, 49), 0);
	}
	/* A weave's view: the tunnel's end still has its tunnel alone. */
	m.d = 1;
	ck_assert_int_eq(post_degree(&m, 3), 1);
	ck_assert_int_eq(post_degree(&m, 4), 2);
	maze_free(&m);
}
END_TEST

/*
 * --cycles and --remove-walls count only walls that are no crossing's:
 * weave_small has one, between (1,2) and (2,2).  --sparse culls no tunnel's
 * end and no cell whose one way is a crossing's passage, and --near opens
 * no crossing's wall either.
 */
START_TEST(test_weave_walls)
{
	struct maze_err e;
	struct post_ops o;
	struct maze m;

	maze_init(&m);
	memset(&o, 0, sizeof o);
	o.cycles = 2;
	o.cyclesarg = "2";
	ck_assert_int_eq(weave_apply(&m, &o, 1, &e), -1);
	ck_assert_str_eq(e.msg, "--cycles 2: this maze has only 1 walls "
	    "between cells that are already joined");
	o.cycles = 1;
	o.cyclesarg = "1";
	ck_assert_int_eq(weave_apply(&m, &o, 1, &e), 0);
	ck_assert_int_eq(memcmp(m.b, weave_braided, 49), 0);
	memset(&o, 0, sizeof o);
	o.remove = 1;
	o.removearg = "1";
	ck_assert_int_eq(weave_apply(&m, &o, 1, &e), 0);
	ck_assert_int_eq(memcmp(m.b, weave_braided, 49), 0);
	memset(&o, 0, sizeof o);
	o.sparse = 1;
	o.sparsearg = "1";
	ck_assert_int_eq(weave_apply(&m, &o, 1, &e), 0);
	ck_assert_int_eq(memcmp(m.b, weave_top, 49), 0);
	memset(&o, 0, sizeof o);
	o.near = 100;
	o.neararg = "100";
	ck_assert_int_eq(weave_apply(&m, &o, 1, &e), 0);
	ck_assert_int_eq(memcmp(m.b, weave_braided, 49), 0);
	maze_free(&m);
}
END_TEST

/*
 * Distances go under: from S's cell (1,0) the tunnel's west end is 6,
 * (2,1) and then the tunnel's eight block steps halved, the farthest
 * cell; the longest path runs from it to (1,2), 8.
 */
START_TEST(test_weave_farthest)
{
	static const uint32_t want[9] = { POST_NONE, 0, 1, 6, 1, 2, POST_NONE,
	    2, 3 };
	struct post_work w;
	struct maze_err e;
	struct post_ops o;
	struct maze m, top;
	uint32_t last;
	const char *why;

	maze_init(&m);
	post_work_init(&w);
	maze_from_str(&m, weave_small);
	ck_assert_int_eq(post_weave_view(&m, &top, &e), 0);
	ck_assert_int_eq(post_work_size(&w, &top, &e), 0);
	ck_assert_int_eq(post_bfs(&top, 1, w.tmp, &w, &last, &e), 0);
	ck_assert_int_eq(memcmp(w.tmp, want, sizeof want), 0);
	ck_assert_uint_eq(last, 3);
	post_work_free(&w);
	memset(&o, 0, sizeof o);
	ck_assert_int_eq(post_parse_spot("farthest", &o.end, &why), 0);
	o.endarg = "farthest";
	ck_assert_int_eq(weave_apply(&m, &o, 1, &e), 0);
	ck_assert_uint_eq(m.end, maze_block(&m, 1, 3, 0));
	ck_assert_int_eq(m.b[maze_block(&m, 5, 6, 0)], '#');
	memset(&o, 0, sizeof o);
	o.diameter = 1;
	ck_assert_int_eq(weave_apply(&m, &o, 1, &e), 0);
	ck_assert_uint_eq(m.start, maze_block(&m, 1, 3, 0));
	ck_assert_uint_eq(m.end, maze_block(&m, 3, 5, 0));
	maze_free(&m);
}
END_TEST

/*
 * A weave is taken whole by post_apply() alone: an operation given its
 * three levels refuses them, and blocks that break the rules, or an
 * endpoint in a tunnel, are refused where they are.
 */
START_TEST(test_weave_refused)
{
	struct post_work w;
	struct maze_err e;
	struct post_ops o;
	struct maze m;
	struct maze_rng r;

	maze_init(&m);
	post_work_init(&w);
	maze_from_str(&m, weave_small);
	maze_rng_seed(&r, 1);
	ck_assert_int_eq(post_braid(&m, 1, &r, &w, &e), -1);
	ck_assert_str_eq(e.msg, "not a plain cell maze: a weave maze, whose "
	    "passages cross (maze(5) \"Grids\")");
	memset(&o, 0, sizeof o);
	o.diameter = 1;
	m.b[maze_block(&m, 3, 3, 1)] = ' ';
	ck_assert_int_eq(post_apply(&m, &o, NULL, NULL, &w, &e), -1);
	ck_assert_str_eq(e.msg, "not a weave maze: block 2,3,2 is open, "
	    "beside no crossing");
	ck_assert_uint_eq(e.line, 24);
	ck_assert_uint_eq(e.col, 3);
	maze_from_str(&m, weave_small);
	m.b[m.end] = '#';
	m.end = maze_block(&m, 5, 3, 1);
	m.b[m.end] = 'E';
	ck_assert_int_eq(post_apply(&m, &o, NULL, NULL, &w, &e), -1);
	ck_assert_str_eq(e.msg, "the end 'E' is in a tunnel, under level 0 of "
	    "this weave maze: its endpoints must be on level 0");
	post_work_free(&w);
	maze_free(&m);
}
END_TEST

/*
 * Frames of a weave: each a weave of three levels, the last the maze
 * post_apply() makes, byte for byte.
 */
START_TEST(test_weave_frames)
{
	struct post_frames *fr;
	struct maze_writer wr;
	struct post_work w;
	struct maze_err e;
	struct maze m;
	struct post_ops o;
	struct maze_search *s;
	struct maze_rng r;
	char *buf, *plain;
	size_t len, plen;
	FILE *fp;

	maze_init(&m);
	post_work_init(&w);
	s = maze_search_new();
	fr = post_frames_new();
	ck_assert_ptr_nonnull(s);
	ck_assert_ptr_nonnull(fr);
	memset(&o, 0, sizeof o);
	o.braid = 1;
	o.braidarg = "1";
	o.diameter = 1;
	ck_assert_int_eq(weave_apply(&m, &o, 3, &e), 0);
	fp = open_memstream(&plain, &plen);
	maze_writer_init(&wr, fp);
	ck_assert_int_eq(maze_write(&wr, &m, &e), 0);
	fclose(fp);
	maze_from_str(&m, weave_small);
	maze_rng_seed(&r, 3);
	fp = open_memstream(&buf, &len);
	maze_writer_init(&wr, fp);
	ck_assert_int_eq(post_frames_apply(fr, &m, &o, 0, &r, s, &w, &wr, &e),
	    0);
	ck_assert_int_eq(maze_write(&wr, &m, &e), 0);
	fclose(fp);
	/* S and E moved, a wall opened: three steps, four frames. */
	ck_assert_uint_eq(check_frames(buf, len, plain, plen, &m, "weave"), 4);
	ck_assert_msg(maze_is_weave(&m, &e), "%s", e.msg);
	free(buf);
	free(plain);
	post_frames_free(fr);
	maze_search_free(s);
	post_work_free(&w);
	maze_free(&m);
}
END_TEST

/* ---- hex and delta grids: shapes.c ---- */

/* A perfect hex maze of 5x4 cells and a delta maze of 6x4 triangles. */
static const char hex_tree[] =
    "; grid hex\n"
    "#S#####################\n"
    "#               #   ###\n"
    "############### # # ###\n"
    "###   #       #   #   #\n"
    "### ### # ######### ###\n"
    "#   #   #       #   ###\n"
    "### ### ##### ### #####\n"
    "###       #           #\n"
    "#####################E#\n";
static const char delta_tree[] =
    "; grid delta\n"
    "###S#########\n"
    "#           #\n"
    "######### ###\n"
    "#       #   #\n"
    "### ### ### #\n"
    "# # #       #\n"
    "# ### #######\n"
    "#           #\n"
    "###########E#\n";
/*
 * A perfect polar maze of 3 rings (1 + 12 + 20 cells): S the door out
 * of the top middle cell of ring 2, E the bottom's.
 */
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

/*
 * How many cells of polar maze m have block (bx, by) as a door, or -1
 * for a cell's own, from the rule: the loop of blocks q from the middle
 * (in the larger of x and y) is a ring when q is odd, its cells at even
 * offsets along a side and doors between (corners too); when q is even,
 * the wall between two rings, with doors at even offsets within q - 2
 * of a side's middle, the outer wall's each one cell's.
 */
static int
polar_doors(const struct maze *m, uint32_t bx, uint32_t by)
{
	int64_t c = (m->w - 1) / 2, dx = (int64_t)bx - c, dy = (int64_t)by - c;
	int64_t q = dx < 0 ? -dx : dx, t = dy < 0 ? -dy : dy;

	q = t > q ? t : q;
	if (q <= 1)
		return -1;
	t = dy == -q ? dx : dx == q ? dy : dy == q ? -dx : -dy;
	if (q % 2 == 1)
		return t == q || t == -q || t % 2 != 0 ? 2 : -1;
	if (t % 2 != 0 || t > q - 2 || t < 2 - q)
		return 0;
	return q == c ? 1 : 2;
}

/*
 * How many cells of m's grid have block (bx, by) as a door (maze(5)
 * "Grids", worked out here from the rule, not asked of the library), or
 * -1 if it is one of a cell's own blocks.
 */
static int
shape_doors(const struct maze *m, uint32_t bx, uint32_t by)
{
	uint32_t w, h, x, y, s, c;
	int n = 0, up;

	if (m->hdr.grid & MAZE_GRID_POLAR)
		return polar_doors(m, bx, by);
	if (m->hdr.grid & MAZE_GRID_HEX) {
		w = (m->w - 3) / 4;
		h = (m->h - 1) / 2;
		for (y = 0; y < h; y++)
			for (x = 0; x < w; x++) {
				s = 2 * (y % 2);
				c = 4 * x + s;
				if (by == 2 * y + 1 && bx > c && bx < c + 4)
					return -1;
				n += by == 2 * y + 1 && (bx == c ||
				    bx == c + 4);
				n += (by == 2 * y || by == 2 * y + 2) &&
				    (bx == c + 1 || bx == c + 3);
			}
		return n;
	}
	w = m->w / 2;
	h = m->h / 2;
	for (y = 0; y < h; y++)
		for (x = 0; x < w; x++) {
			up = (x + y) % 2 == 0;
			if (bx == 2 * x + 1 && by == 2 * y + 1)
				return -1;
			n += by == 2 * y + 1 && (bx == 2 * x ||
			    bx == 2 * x + 2);
			n += bx == 2 * x + 1 && by == (up ? 2 * y + 2 : 2 * y);
		}
	return n;
}

/*
 * Is m still of its grid: every cell's blocks open, a door between two
 * cells anything, one in the outer wall a wall, S or E, and every other
 * block a wall, as the grid has it always?
 */
static void
shape_intact(const struct maze *m, const char *what)
{
	uint32_t x, y;
	unsigned char b;
	int n;

	for (y = 0; y < m->h; y++)
		for (x = 0; x < m->w; x++) {
			b = m->b[(size_t)y * m->w + x];
			n = shape_doors(m, x, y);
			ck_assert_msg(n != -1 || b != MAZE_WALL,
			    "%s: cell block %u,%u closed", what, x, y);
			ck_assert_msg(n != 1 || b == MAZE_WALL ||
			    b == MAZE_START || b == MAZE_END,
			    "%s: outer door %u,%u opened", what, x, y);
			ck_assert_msg(n != 0 || b == MAZE_WALL,
			    "%s: fixed wall %u,%u opened", what, x, y);
		}
}

static const struct opsspec shape_ops[] = {
	{ "nw", "se", 0, 0, 0, NULL, NULL, NULL, NULL, NULL },
	{ "ne", "sw", 0, 1, 0, NULL, NULL, NULL, NULL, NULL },
	{ "center", "farthest", 0, 0, 0, NULL, NULL, NULL, NULL, NULL },
	{ "random", "random", 0, 0, 0, NULL, NULL, NULL, NULL, NULL },
	{ "farthest", NULL, 0, 0, 0, NULL, NULL, NULL, NULL, NULL },
	{ NULL, NULL, 1, 1, 0, NULL, NULL, NULL, NULL, NULL },
	{ NULL, NULL, 0, 0, 0, "1", NULL, NULL, NULL, NULL },
	{ NULL, NULL, 0, 0, 0, NULL, "5", NULL, NULL, NULL },
	{ NULL, NULL, 0, 0, 0, NULL, NULL, "3", NULL, NULL },
	{ NULL, NULL, 0, 0, 0, NULL, NULL, NULL, "1", NULL },
	{ NULL, NULL, 0, 0, 0, NULL, NULL, NULL, NULL, "1" },
	{ NULL, NULL, 0, 0, 1, NULL, "9", NULL, "1", "1" },
	{ NULL, NULL, 0, 0, 0, "0.5", "9", "1", "0.5", "0.5" },
};

/* Apply o to the maze of text, seeded: post_apply()'s return. */
static int
shape_apply(struct maze *m, const char *text, const struct opsspec *sp,
    uint64_t seed, struct maze_err *e)
{
	struct post_work w;
	struct maze_search *s;
	struct post_ops o;
	struct maze_rng r;
	int rc;

	post_work_init(&w);
	s = maze_search_new();
	ck_assert_ptr_nonnull(s);
	maze_from_str(m, text);
	ops_from(&o, sp);
	if (sp->sparse != NULL)
		o.sparse = strtod(sp->sparse, NULL);
	if (sp->near != NULL)
		o.near = (uint32_t)strtoul(sp->near, NULL, 10);
	if (sp->cycles != NULL)
		o.cycles = strtoull(sp->cycles, NULL, 10);
	if (sp->braid != NULL)
		o.braid = strtod(sp->braid, NULL);
	if (sp->remove != NULL)
		o.remove = strtod(sp->remove, NULL);
	maze_rng_seed(&r, seed);
	rc = post_apply(m, &o, &r, s, &w, e);
	maze_search_free(s);
	post_work_free(&w);
	return rc;
}

/*
 * Every operation on a hex, a delta and a polar maze, with several seeds,
 * leaves the grid's walls where the grid puts them: no delta fixed wall,
 * no even column of a hex wall row, no block beyond a hex row, no polar
 * wall between doors opened, an outer door only ever S or E.  A square
 * mazepost on these blocks would open them.  --keep-solution keeps the
 * route's length.
 */
START_TEST(test_shape_intact)
{
	static const char *const texts[] = { hex_tree, delta_tree,
	    polar_tree };
	static const char *const names[] = { "hex", "delta", "polar" };
	const char *text = texts[_i % 3];
	const struct opsspec *sp = &shape_ops[_i / 3];
	struct maze_search *s;
	struct maze_err e;
	struct maze m;
	int64_t before, after;
	uint64_t seed;
	int rc;

	maze_init(&m);
	s = maze_search_new();
	ck_assert_ptr_nonnull(s);
	maze_from_str(&m, text);
	ck_assert_int_eq(stat_route_length(&m, s, &before, &e), 0);
	for (seed = 1; seed <= 6; seed++) {
		rc = shape_apply(&m, text, sp, seed, &e);
		/* A polar tree's longest path may end inside, at the centre. */
		if (rc == -1 && _i % 3 == 2 && sp->diameter && sp->border &&
		    strstr(e.msg, "does not touch the outer wall") != NULL)
			continue;
		ck_assert_msg(rc == 0, "ops %d seed %d: %s", _i / 3,
		    (int)seed, e.msg);
		shape_intact(&m, names[_i % 3]);
		if (!sp->keep)
			continue;
		ck_assert_int_eq(stat_route_length(&m, s, &after, &e), 0);
		ck_assert_int_eq(after, before);
	}
	maze_search_free(s);
	maze_free(&m);
}
END_TEST

/*
 * Where the endpoints go: into a door of the outer wall of the cell named
 * (the corner's own first, the next if the other endpoint is in it), or
 * onto a cell that has none; --border says so of a cell with none.
 */
START_TEST(test_shape_ends)
{
	const struct opsspec nwse = { "nw", "se", 0, 0, 0, NULL, NULL, NULL,
	    NULL, NULL }, nesw = { "ne", "sw", 0, 0, 0, NULL, NULL, NULL,
	    NULL, NULL }, mid = { "2,1", "center", 0, 0, 0, NULL, NULL, NULL,
	    NULL, NULL }, border = { "center", NULL, 0, 1, 0, NULL, NULL,
	    NULL, NULL, NULL }, se = { "se", NULL, 0, 0, 0, NULL, NULL, NULL,
	    NULL, NULL };
	struct maze_err e;
	struct maze m;

	maze_init(&m);
	/* Hex: the NW door of 0,0 and the SE door of 4,3; NE, SW. */
	ck_assert_int_eq(shape_apply(&m, hex_tree, &nwse, 1, &e), 0);
	ck_assert_uint_eq(m.start, 1);
	ck_assert_uint_eq(m.end, 8 * 23 + 21);
	ck_assert_int_eq(shape_apply(&m, hex_tree, &nesw, 1, &e), 0);
	ck_assert_uint_eq(m.start, 19);
	ck_assert_uint_eq(m.end, 8 * 23 + 3);
	ck_assert_int_eq(m.b[1], MAZE_WALL);
	/* A cell inside: its middle block. */
	ck_assert_int_eq(shape_apply(&m, hex_tree, &mid, 1, &e), 0);
	ck_assert_uint_eq(m.start, 3 * 23 + 12);
	ck_assert_uint_eq(m.end, 5 * 23 + 10);
	/* E holds 4,3's SE door: S takes the next free, NE. */
	ck_assert_int_eq(shape_apply(&m, hex_tree, &se, 1, &e), 0);
	ck_assert_uint_eq(m.start, 6 * 23 + 21);
	ck_assert_uint_eq(m.end, 8 * 23 + 21);
	ck_assert_int_eq(shape_apply(&m, hex_tree, &border, 1, &e), -1);
	ck_assert_str_eq(e.msg, "--border: the start's cell 2,2 does not "
	    "touch the outer wall");

	/* Delta: 0,0 points up, its door west; 5,3 up, its door south. */
	ck_assert_int_eq(shape_apply(&m, delta_tree, &nwse, 1, &e), 0);
	ck_assert_uint_eq(m.start, 13);
	ck_assert_uint_eq(m.end, 8 * 13 + 11);
	/* 5,0 points down: north; 0,3 down: west. */
	ck_assert_int_eq(shape_apply(&m, delta_tree, &nesw, 1, &e), 0);
	ck_assert_uint_eq(m.start, 11);
	ck_assert_uint_eq(m.end, 7 * 13);
	ck_assert_int_eq(m.b[8 * 13 + 11], MAZE_WALL);
	maze_free(&m);
}
END_TEST

/*
 * A polar maze's endpoints: a corner's is the outer ring's cell first
 * clockwise from the corner, its door out; the centre the middle of the
 * centre's nine blocks, with no door out; a cell (k, r) past its ring's
 * last, or a ring past the last, is refused.
 */
START_TEST(test_polar_ends)
{
	const struct opsspec nwse = { "nw", "se", 0, 0, 0, NULL, NULL, NULL,
	    NULL, NULL }, nesw = { "ne", "sw", 0, 0, 0, NULL, NULL, NULL,
	    NULL, NULL }, mid = { "center", "7,1", 0, 0, 0, NULL, NULL, NULL,
	    NULL, NULL }, far = { "center", "farthest", 0, 1, 0, NULL, NULL,
	    NULL, NULL, NULL }, past = { "12,1", NULL, 0, 0, 0, NULL, NULL,
	    NULL, NULL, NULL }, out = { "0,3", NULL, 0, 0, 0, NULL, NULL,
	    NULL, NULL, NULL };
	struct maze_err e;
	struct maze m;

	maze_init(&m);
	/* Ring 2's cells 0 (top side's first) and 10 (bottom side's). */
	ck_assert_int_eq(shape_apply(&m, polar_tree, &nwse, 1, &e), 0);
	ck_assert_uint_eq(m.start, 2);
	ck_assert_uint_eq(m.end, 12 * 13 + 10);
	ck_assert_int_eq(m.b[6], MAZE_WALL);
	ck_assert_int_eq(m.b[12 * 13 + 6], MAZE_WALL);
	/* Cells 5 (right side's first) and 15 (left side's), doors out. */
	ck_assert_int_eq(shape_apply(&m, polar_tree, &nesw, 1, &e), 0);
	ck_assert_uint_eq(m.start, 2 * 13 + 12);
	ck_assert_uint_eq(m.end, 10 * 13);
	/* The centre's middle block; ring 1's cell 7, on its bottom side. */
	ck_assert_int_eq(shape_apply(&m, polar_tree, &mid, 1, &e), 0);
	ck_assert_uint_eq(m.start, 6 * 13 + 6);
	ck_assert_uint_eq(m.end, 9 * 13 + 6);
	ck_assert_int_eq(shape_apply(&m, polar_tree, &far, 1, &e), -1);
	ck_assert_str_eq(e.msg, "--border: the start's cell 0,0 does not "
	    "touch the outer wall");
	ck_assert_int_eq(shape_apply(&m, polar_tree, &past, 1, &e), -1);
	ck_assert_str_eq(e.msg, "cell 12,1 is outside ring 1 of 12 cells");
	ck_assert_int_eq(shape_apply(&m, polar_tree, &out, 1, &e), -1);
	ck_assert_str_eq(e.msg, "cell 0,3 is outside this maze of 3 rings");
	maze_free(&m);
}
END_TEST

/*
 * --remove-walls 1 opens every door between two polar cells, the seams
 * and the centre's included, each once (counted from the cell before):
 * 1 + 12 + 20 cells, 4 + 12 doors across rings and 12 + 20 round them,
 * so 48 passages and 16 loops; --cycles opens as many as it is asked for,
 * every one of the 16 if asked.
 */
START_TEST(test_polar_owned)
{
	const struct opsspec all = { NULL, NULL, 0, 0, 0, NULL, NULL, NULL,
	    NULL, "1" }, cycles[] = {
		{ NULL, NULL, 0, 0, 0, NULL, NULL, "1", NULL, NULL },
		{ NULL, NULL, 0, 0, 0, NULL, NULL, "9", NULL, NULL },
		{ NULL, NULL, 0, 0, 0, NULL, NULL, "16", NULL, NULL },
	};
	struct maze_stat_figures st;
	uint64_t seed;
	int k;
	struct maze_search *s;
	struct maze_err e;
	struct maze m;

	maze_init(&m);
	s = maze_search_new();
	ck_assert_ptr_nonnull(s);
	ck_assert_int_eq(shape_apply(&m, polar_tree, &all, 1, &e), 0);
	shape_intact(&m, "polar");
	ck_assert_int_eq(maze_stat_measure(&m, s, &st, &e), 0);
	ck_assert_uint_eq(st.nodes, 33);
	ck_assert_uint_eq(st.hpassages, 32);
	ck_assert_uint_eq(st.vpassages, 16);
	ck_assert_uint_eq(st.loops, 16);
	/* --cycles n: n loops exactly, the 16 doors each a choice once. */
	for (seed = 1; seed <= 6; seed++)
		for (k = 0; k < 3; k++) {
			ck_assert_int_eq(shape_apply(&m, polar_tree,
			    &cycles[k], seed, &e), 0);
			shape_intact(&m, "polar");
			ck_assert_int_eq(maze_stat_measure(&m, s, &st, &e), 0);
			ck_assert_uint_eq(st.loops, strtoull(cycles[k].cycles,
			    NULL, 10));
		}
	maze_search_free(s);
	maze_free(&m);
}
END_TEST

/*
 * A perfect polar maze of rings rings, text for maze_from_str(): a
 * depth-first walk from the centre over the doors libint.h gives (the
 * grid's own, which test_polar_geometry checks from both sides), the
 * cells' blocks open, S and E in the outer wall at the top and bottom
 * middle.  The caller frees it.
 */
static char *
polar_text(uint32_t rings, uint64_t seed)
{
	uint32_t bw = 4 * rings + 1, w = maze_polar_n(rings - 1), k, r, bx, by;
	uint32_t nk, nr, *stack, top = 0, cand[4][3], c;
	unsigned char *seen;
	struct maze_rng rng;
	char *t, *p;
	int d, n;

	maze_rng_seed(&rng, seed);
	stack = malloc((size_t)w * rings * sizeof *stack);
	seen = calloc((size_t)w * rings, 1);
	t = malloc(32 + (size_t)bw * (bw + 1));
	ck_assert(stack != NULL && seen != NULL && t != NULL);
	p = t + sprintf(t, "; grid polar\n");
	memset(p, '#', (size_t)bw * (bw + 1));
	for (by = 0; by < bw; by++)
		p[(size_t)by * (bw + 1) + bw] = '\n';
	p[(size_t)bw * (bw + 1)] = '\0';
#define AT(x, y) p[(size_t)(y) * (bw + 1) + (x)]
	for (r = 0; r < rings; r++)
		for (k = 0; k < maze_polar_n(r); k++) {
			maze_polar_block(rings, k, r, &bx, &by);
			AT(bx, by) = ' ';
		}
	for (by = 2 * rings - 1; by <= 2 * rings + 1; by++)
		for (bx = 2 * rings - 1; bx <= 2 * rings + 1; bx++)
			AT(bx, by) = ' ';
	seen[0] = 1;
	stack[top++] = 0;
	while (top > 0) {
		c = stack[top - 1];
		for (d = 0, n = 0; d < 4; d++)
			if (maze_polar_door(rings, c % w, c / w, d, &bx, &by,
			    &nk, &nr) == 1 && !seen[nr * w + nk]) {
				cand[n][0] = bx;
				cand[n][1] = by;
				cand[n++][2] = nr * w + nk;
			}
		if (n == 0) {
			top--;
			continue;
		}
		n = (int)rng_below(&rng, (uint32_t)n);
		AT(cand[n][0], cand[n][1]) = ' ';
		seen[cand[n][2]] = 1;
		stack[top++] = cand[n][2];
	}
	AT(2 * rings, 0) = 'S';
	AT(2 * rings, bw - 1) = 'E';
#undef AT
	free(seen);
	free(stack);
	return t;
}

/*
 * Properties over polar trees of 1 to 7 rings and several seeds: after
 * each operation the maze writes and reads back (the reader refuses a
 * polar grid with a wall of the grid open, or an outer door open but S
 * and E), the walls are the rule's (shape_intact()), --cycles n makes n
 * loops, --braid 1 leaves no dead end, --keep-solution keeps the route.
 */
START_TEST(test_polar_property)
{
	static const struct opsspec ops[] = {
		{ NULL, NULL, 0, 0, 0, NULL, NULL, "3", NULL, NULL },
		{ NULL, NULL, 0, 0, 0, NULL, NULL, NULL, "1", NULL },
		{ "random", "random", 0, 0, 1, NULL, "5", NULL, "0.5",
		    "0.2" },
		{ "center", "farthest", 0, 0, 0, "0.5", NULL, NULL, NULL,
		    NULL },
		{ "ne", "sw", 0, 1, 0, NULL, NULL, NULL, "1", NULL },
		{ NULL, NULL, 1, 0, 0, NULL, "3", NULL, NULL, "0.5" },
		{ NULL, NULL, 0, 0, 1, NULL, "9", NULL, "1", "1" },
	};
	uint32_t rings = (uint32_t)_i + 1;
	struct maze_stat_figures st;
	struct maze_search *s;
	struct maze_err e;
	struct maze m, back;
	struct out o;
	int64_t before, after;
	uint64_t seed, cells = 4 * (uint64_t)rings * rings - 3;
	size_t k;
	char *text;
	int rc;

	maze_init(&m);
	maze_init(&back);
	s = maze_search_new();
	ck_assert_ptr_nonnull(s);
	for (seed = 1; seed <= 4; seed++) {
		text = polar_text(rings, seed);
		for (k = 0; k < sizeof ops / sizeof ops[0]; k++) {
			maze_from_str(&m, text);
			ck_assert_int_eq(maze_stat_measure(&m, s, &st, &e), 0);
			ck_assert_uint_eq(st.nodes, cells);
			ck_assert_uint_eq(st.loops, 0);
			before = st.route;
			rc = shape_apply(&m, text, &ops[k], seed, &e);
			/* The centre alone: no loop, nothing farthest. */
			if (rc == -1 && rings == 1)
				continue;
			ck_assert_msg(rc == 0, "%u rings, ops %zu, seed %d: %s",
			    rings, k, (int)seed, e.msg);
			shape_intact(&m, "polar");
			out_open(&o);
			ck_assert_int_eq(maze_fwrite(o.fp, &m, &e), 0);
			out_close(&o);
			ck_assert_msg(read_bytes(o.buf, o.len, &back, &e) == 1,
			    "%u rings, ops %zu: read back: %s", rings, k,
			    e.msg);
			free(o.buf);
			ck_assert_int_eq(maze_stat_measure(&back, s, &st, &e),
			    0);
			ck_assert_uint_eq(st.nodes, cells);
			if (k == 0)
				ck_assert_uint_eq(st.loops, 3);
			if (k == 1 && rings > 1)
				ck_assert_uint_eq(st.dead_ends, 0);
			if (!ops[k].keep)
				continue;
			ck_assert_int_eq(stat_route_length(&back, s, &after,
			    &e), 0);
			if (k == 6)
				ck_assert_int_eq(after, before);
		}
		free(text);
	}
	maze_search_free(s);
	maze_free(&back);
	maze_free(&m);
}
END_TEST

/* ---- the suite ---- */

Suite *
post_suite(void)
{
	Suite *s = suite_create("post");
	TCase *tc;

	tc = tcase_create("spots");
	tcase_add_test(tc, test_fraction);
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
	tcase_add_test(tc, test_farthest_with_loops);
	suite_add_tcase(s, tc);

	tc = tcase_create("ends");
	tcase_add_test(tc, test_diameter);
	tcase_add_test(tc, test_diameter_loops);
	tcase_add_test(tc, test_diameter_none);
	tcase_add_loop_test(tc, test_border, 0,
	    sizeof borderplaces / sizeof borderplaces[0]);
	tcase_add_test(tc, test_border_inside);
	suite_add_tcase(s, tc);

	tc = tcase_create("loops");
	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, test_cycles);
	tcase_add_test(tc, test_cycles_parts);
	tcase_add_test(tc, test_clear_marks);
	tcase_add_test(tc, test_walk_again);
	tcase_add_test(tc, test_keep_tmp);
	tcase_add_test(tc, test_braid);
	tcase_add_test(tc, test_braid_prefers_dead_ends);
	tcase_add_test(tc, test_near);
	tcase_add_test(tc, test_sparse);
	tcase_add_test(tc, test_remove_walls);
	tcase_add_test(tc, test_keep_solution);
	tcase_add_test(tc, test_keep_two_walls);
	tcase_add_loop_test(tc, test_keep_errors, 0,
	    sizeof keepbads / sizeof keepbads[0]);
	suite_add_tcase(s, tc);

	tc = tcase_create("apply");
	tcase_set_timeout(tc, 60);
	tcase_add_loop_test(tc, test_ops_check, 0,
	    sizeof opschecks / sizeof opschecks[0]);
	tcase_add_loop_test(tc, test_ops_describe, 0,
	    sizeof opslines / sizeof opslines[0]);
	tcase_add_test(tc, test_apply_order);
	tcase_add_test(tc, test_apply_ends);
	tcase_add_test(tc, test_apply_not_cells);
	suite_add_tcase(s, tc);

	tc = tcase_create("frames");
	tcase_set_timeout(tc, 60);
	tcase_add_loop_test(tc, test_frames, 0,
	    sizeof framespecs / sizeof framespecs[0]);
	tcase_add_test(tc, test_frames_not_cells);
	suite_add_tcase(s, tc);

	tc = tcase_create("levels");
	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, test_maze3_set);
	tcase_add_test(tc, test_graph3);
	tcase_add_loop_test(tc, test_parse_spot3, 0,
	    sizeof parses3 / sizeof parses3[0]);
	tcase_add_loop_test(tc, test_place3, 0,
	    sizeof places3 / sizeof places3[0]);
	tcase_add_test(tc, test_place3_errors);
	tcase_add_test(tc, test_random3);
	tcase_add_test(tc, test_farthest3);
	tcase_add_test(tc, test_diameter3);
	tcase_add_test(tc, test_cycles3);
	tcase_add_test(tc, test_braid3);
	tcase_add_test(tc, test_thin3);
	tcase_add_test(tc, test_near3);
	tcase_add_test(tc, test_keep3);
	tcase_add_loop_test(tc, test_border3, 0,
	    sizeof borders3 / sizeof borders3[0]);
	tcase_add_test(tc, test_apply_not_cells3);
	suite_add_tcase(s, tc);

	tc = tcase_create("weave");
	tcase_add_test(tc, test_weave_braid);
	tcase_add_test(tc, test_weave_walls);
	tcase_add_test(tc, test_weave_farthest);
	tcase_add_test(tc, test_weave_refused);
	tcase_add_test(tc, test_weave_frames);
	suite_add_tcase(s, tc);

	tc = tcase_create("shapes");
	tcase_add_loop_test(tc, test_shape_intact, 0,
	    3 * (int)(sizeof shape_ops / sizeof shape_ops[0]));
	tcase_add_test(tc, test_shape_ends);
	tcase_add_test(tc, test_polar_ends);
	tcase_add_test(tc, test_polar_owned);
	tcase_add_loop_test(tc, test_polar_property, 0, 7);
	suite_add_tcase(s, tc);
	return s;
}
