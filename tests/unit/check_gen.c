/* check_gen.c: every generator makes perfect mazes, the same for one seed. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "gen/genint.h"
#include "lib/num.h"
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
 * Check that m is what maze_gen_make promises for cw x ch cells: a cell maze
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
	const struct maze_gen_algo *a = maze_gen_algo((size_t)_i / NSIZES);
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
		REQUIRE(maze_gen_make(&m, a, sz->w, sz->h, seed, &e) == 0,
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
	const struct maze_gen_algo *a;
	struct maze m1, m2;
	struct maze_err e;
	size_t i, j, k;

	maze_init(&m1);
	maze_init(&m2);
	ck_assert_int_eq(maze_gen_make(&m2, maze_gen_algo(0), 70, 70, 5, &e),
	    0);
	for (i = 0; (a = maze_gen_algo(i)) != NULL; i++)
		for (j = 0; j < NSIZES; j++)
			for (k = 0; k < sizeof seeds / sizeof seeds[0]; k++) {
				ck_assert_int_eq(maze_gen_make(&m1, a,
				    sizes[j].w, sizes[j].h, seeds[k], &e), 0);
				ck_assert_int_eq(maze_gen_make(&m2, a,
				    sizes[j].w, sizes[j].h, seeds[k], &e), 0);
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
	const struct maze_gen_algo *a = maze_gen_algo((size_t)_i);
	struct maze m[NSEEDS];
	struct maze_err e;
	size_t i, j;

	for (i = 0; i < NSEEDS; i++) {
		maze_init(&m[i]);
		ck_assert_int_eq(maze_gen_make(&m[i], a, 10, 10, i, &e), 0);
	}
	for (i = 0; i < NSEEDS; i++)
		for (j = 0; j < i; j++)
			ck_assert_msg(((memcmp(m[i].b, m[j].b, 21 * 21) != 0) !=
			    ((a->flags & MAZE_GEN_FIXED) != 0)),
			    "%s: seeds %zu and %zu %s", a->info.name, j, i,
			    a->flags & MAZE_GEN_FIXED ? "give different mazes" :
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
	const struct maze_gen_algo *a;
	struct maze m;
	struct maze_err e;

	a = maze_gen_algo(maze_algo_find(maze_gen_info, t->algo));
	ck_assert_ptr_nonnull(a);
	maze_init(&m);
	ck_assert_int_eq(maze_gen_make(&m, a, 4, 3, 1, &e), 0);
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
	ck_assert_int_eq(maze_gen_make(&m, maze_gen_algo(0), 0, 5, 1, &e), -1);
	ck_assert_str_eq(e.msg, "a maze needs at least one cell");
	ck_assert_int_eq(maze_gen_make(&m, maze_gen_algo(0), 5, 0, 1, &e), -1);
	ck_assert_str_eq(e.msg, "a maze needs at least one cell");
	maze_free(&m);
}
END_TEST


/*
 * A streaming generator writes, two rows at a time, the very bytes that
 * maze_gen_make makes in memory, and the header; with any options.
 */
START_TEST(test_stream_same)
{
	static const uint32_t sz[][2] = { { 1, 1 }, { 1, 7 }, { 7, 1 },
		{ 2, 2 }, { 9, 4 }, { 30, 31 } };
	const struct maze_gen_algo *a;
	struct maze_gen_opts o;
	struct maze m;
	struct maze_err e;
	struct maze_writer w;
	char *buf, *want;
	size_t len, wlen, i, j;
	FILE *fp;
	int bias;

	maze_init(&m);
	ck_assert_int_eq(maze_hdr_add(&m, "; a header"), 0);
	for (i = 0; (a = maze_gen_algo(i)) != NULL; i++) {
		if (a->stream == NULL)
			continue;
		for (j = 0; j < sizeof sz / sizeof sz[0]; j++)
			for (bias = 0; bias < 4; bias++) {
				maze_gen_opts_init(&o);
				o.bias = bias;
				o.apart = (uint64_t)bias << 30;
				fp = open_memstream(&buf, &len);
				ck_assert_ptr_nonnull(fp);
				maze_writer_init(&w, fp);
				ck_assert_int_eq(gen_stream_write(&w, &m.hdr, a,
				    sz[j][0], sz[j][1], 77 + j, &o, &e), 0);
				fclose(fp);
				ck_assert_int_eq(gen_make_opts(&m, a, sz[j][0],
				    sz[j][1], 77 + j, &o, &e), 0);
				fp = open_memstream(&want, &wlen);
				maze_writer_init(&w, fp);
				ck_assert_int_eq(maze_write(&w, &m, &e), 0);
				fclose(fp);
				ck_assert_msg(len == wlen &&
				    memcmp(buf, want, len) == 0,
				    "%s %ux%u: streamed and made differ",
				    a->info.name, sz[j][0], sz[j][1]);
				free(buf);
				free(want);
			}
	}
	maze_free(&m);
}
END_TEST

/* Streaming needs only each side to fit, not the whole maze. */
START_TEST(test_stream_limits)
{
	const struct maze_gen_algo *sw =
	    maze_gen_algo(maze_algo_find(maze_gen_info, "sidewinder"));
	const struct maze_gen_algo *el =
	    maze_gen_algo(maze_algo_find(maze_gen_info, "eller"));
	double phys = (double)sysconf(_SC_PHYS_PAGES) *
	    (double)sysconf(_SC_PAGESIZE);
	struct maze_err e;

	ck_assert_int_eq(gen_stream_check(sw, 1000, 100000000, &e), 0);
	ck_assert_int_eq(gen_stream_check(sw, 2147483647, 2147483647, &e), 0);
	ck_assert_int_eq(gen_stream_check(sw, 2147483648u, 1, &e), -1);
	ck_assert_int_eq(gen_stream_check(sw, 1, 0, &e), -1);
	/*
	 * Eller's keeps 18 bytes a column, the row 4 more: a row of 2^31 - 1
	 * cells needs 47 GB, refused at once where the machine has less.
	 */
	ck_assert_int_eq(gen_stream_check(el, 1000, 100000000, &e), 0);
	if (phys < 47.3e9) {
		ck_assert_int_eq(gen_stream_check(el, 2147483647, 1, &e), -1);
		ck_assert_str_eq(e.msg,
		    "-a eller, 2147483647 cells wide: a row "
		    "needs 47.2 GB, more memory than there is");
	}
}
END_TEST

/* Every policy, bias and root makes perfect mazes, at every size. */
START_TEST(test_options_perfect)
{
	static const char *policies[] = { "newest", "oldest", "random",
	    "middle", "newest:75,random:25", "oldest:1,middle:2,newest:3" };
	static const char *algos[] = { "growing-tree", "binary-tree",
	    "dfs-growth", "corridor", "backtracker", "wilson", "prim",
	    "hunt-and-kill", "aldous-broder", "eller", "sidewinder" };
	/* --bias 1, 0, 0.5, almost 1, almost 0, 0.3 */
	static const uint64_t apart[] = { 0, UINT64_C(1) << 32,
	    UINT64_C(1) << 31, 1, UINT32_MAX, 3006477107 };
	const struct maze_gen_algo *a;
	const struct size *sz;
	struct maze_gen_opts o;
	struct maze m;
	struct maze_err e;
	const char *why;
	char what[160];
	size_t i, j, k;

	maze_init(&m);
	for (i = 0; i < sizeof algos / sizeof algos[0]; i++) {
		a = maze_gen_algo(maze_algo_find(maze_gen_info, algos[i]));
		ck_assert_ptr_nonnull(a);
		for (j = 0; j < NSIZES; j++)
			for (k = 0; k < 6; k++) {
				sz = &sizes[j];
				maze_gen_opts_init(&o);
				ck_assert_int_eq(gen_parse_policy(&o,
				    policies[k], &why), 0);
				o.bias = (int)k % 4;
				o.apart = apart[k];
				o.newest = (uint32_t)k + 1;
				o.corridor = (uint32_t)k + 1;
				o.root = k % 3 == 0 ? MAZE_GEN_ROOT_CENTER :
				    k % 3 == 1 ? MAZE_GEN_ROOT_CORNER :
				    MAZE_GEN_ROOT_XY;
				o.rx = sz->w - 1;
				o.ry = sz->h / 2;
				snprintf(what, sizeof what, "%s %ux%u option "
				    "set %zu", algos[i], sz->w, sz->h, k);
				REQUIRE(gen_make_opts(&m, a, sz->w, sz->h, k,
				    &o, &e) == 0, "%s: %s", what, e.msg);
				assert_perfect(&m, sz->w, sz->h, what);
			}
	}
	maze_free(&m);
}
END_TEST

/* Policies parse, and bad ones are refused with a reason. */
START_TEST(test_policy_parse)
{
	struct maze_gen_opts o;
	const char *why;

	maze_gen_opts_init(&o);
	ck_assert_int_eq(gen_parse_policy(&o, "newest:75,random:25", &why),
	    0);
	ck_assert_int_eq(o.nmix, 2);
	ck_assert_int_eq(o.pick[0], MAZE_GEN_PICK_NEWEST);
	ck_assert_uint_eq(o.weight[0], 75);
	ck_assert_int_eq(o.pick[1], MAZE_GEN_PICK_RANDOM);
	ck_assert_uint_eq(o.weight[1], 25);
	ck_assert_int_eq(gen_parse_policy(&o, "middle", &why), 0);
	ck_assert_int_eq(o.nmix, 1);
	ck_assert_int_eq(o.pick[0], MAZE_GEN_PICK_MIDDLE);
	ck_assert_int_eq(gen_parse_policy(&o, "newer", &why), -1);
	ck_assert_int_eq(gen_parse_policy(&o, "newest:0", &why), -1);
	ck_assert_int_eq(gen_parse_policy(&o, "newest,", &why), -1);
	ck_assert_int_eq(gen_parse_policy(&o, "a,b,c,d,e", &why), -1);
	ck_assert_int_eq(gen_parse_policy(&o,
	    "newest,newest,newest,newest,newest", &why), -1);
}
END_TEST

static const struct root {
	const char *arg;
	int rc;
	enum maze_gen_root root;
	uint32_t x, y;
} roots[] = {
	{ "center", 0, MAZE_GEN_ROOT_CENTER, 0, 0 },
	{ "centre", 0, MAZE_GEN_ROOT_CENTER, 0, 0 },
	{ "corner", 0, MAZE_GEN_ROOT_CORNER, 0, 0 },
	{ "random", 0, MAZE_GEN_ROOT_RANDOM, 0, 0 },
	{ "3,4", 0, MAZE_GEN_ROOT_XY, 3, 4 },
	{ "4294967295,0", 0, MAZE_GEN_ROOT_XY, UINT32_MAX, 0 },
	{ "4294967296,0", -1, MAZE_GEN_ROOT_DEFAULT, 0, 0 },
	{ "Center", -1, MAZE_GEN_ROOT_DEFAULT, 0, 0 },
	{ "3", -1, MAZE_GEN_ROOT_DEFAULT, 0, 0 },
	{ "", -1, MAZE_GEN_ROOT_DEFAULT, 0, 0 },
};

/* --root parses, and what it refuses it refuses with the one reason. */
START_TEST(test_root_parse)
{
	const struct root *t = &roots[_i];
	struct maze_gen_opts o;
	const char *why = NULL;

	maze_gen_opts_init(&o);
	ck_assert_int_eq(gen_parse_root(&o, t->arg, &why), t->rc);
	ck_assert_int_eq(o.root, t->root);
	if (t->rc == 0 && t->root == MAZE_GEN_ROOT_XY) {
		ck_assert_uint_eq(o.rx, t->x);
		ck_assert_uint_eq(o.ry, t->y);
	} else if (t->rc == -1)
		ck_assert_str_eq(why, "expected x,y, x,y,z, center, corner or "
		    "random");
}
END_TEST

START_TEST(test_corner_parse)
{
	static const char *corners[] = { "nw", "ne", "sw", "se" };
	struct maze_gen_opts o;
	const char *why = NULL;
	int k;

	maze_gen_opts_init(&o);
	for (k = 0; k < 4; k++) {
		ck_assert_int_eq(gen_parse_corner(&o, corners[k], &why), 0);
		ck_assert_int_eq(o.bias, k);
	}
	ck_assert_int_eq(gen_parse_corner(&o, "north", &why), -1);
	ck_assert_str_eq(why, "expected nw, ne, sw or se");
	ck_assert_int_eq(gen_parse_corner(&o, "", &why), -1);
	ck_assert_int_eq(o.bias, 3);
}
END_TEST

/* An option that the algorithm would ignore is named; the first one. */
START_TEST(test_ignored)
{
	const struct maze_gen_algo *a = gen_named("kruskal");
	const char *name;

	ck_assert_ptr_null(gen_ignored(a, 0));
	ck_assert_str_eq(gen_ignored(a, MAZE_GEN_ROOT), "--root");
	ck_assert_str_eq(gen_ignored(a, MAZE_GEN_ROOT | MAZE_GEN_BIAS),
	    "--bias");
	a = gen_named("growing-tree");
	ck_assert_ptr_null(gen_ignored(a, MAZE_GEN_ROOT | MAZE_GEN_POLICY));
	name = gen_ignored(a,
	    MAZE_GEN_ROOT | MAZE_GEN_POLICY | MAZE_GEN_NEWEST);
	ck_assert_str_eq(name, "--newest");
	ck_assert_str_eq(gen_ignored(gen_named("eller"), MAZE_GEN_CORRIDOR),
	    "--corridor");
	ck_assert_ptr_null(gen_ignored(gen_named("binary-tree"),
	    MAZE_GEN_BIAS));
}
END_TEST

static const struct describe {
	const char *algo;
	unsigned given;
	const char *bias, *policy, *root;
	double chance;
	uint32_t newest, corridor;
	const char *want;
} describes[] = {
	{ "backtracker", 0, NULL, NULL, NULL, 0, 0, 0, "" },
	{ "backtracker", MAZE_GEN_ROOT, NULL, NULL, "centre", 0, 0, 0,
	    " --root center" },
	{ "backtracker", MAZE_GEN_ROOT, NULL, NULL, "7,0", 0, 0, 0,
	    " --root 7,0" },
	{ "wilson", MAZE_GEN_ROOT, NULL, NULL, "random", 0, 0, 0,
	    " --root random" },
	{ "dfs-tree", MAZE_GEN_ROOT, NULL, NULL, "corner", 0, 0, 0,
	    " --root corner" },
	{ "binary-tree", MAZE_GEN_BIAS, "se", NULL, NULL, 0, 0, 0,
	    " --bias se" },
	/* A chance as the shortest decimal that reads back as it. */
	{ "eller", MAZE_GEN_BIAS, NULL, NULL, NULL, 0.3, 0, 0, " --bias 0.3" },
	{ "sidewinder", MAZE_GEN_BIAS, NULL, NULL, NULL, 0.1 + 0.2, 0, 0,
	    " --bias 0.30000000000000004" },
	{ "eller", MAZE_GEN_BIAS, NULL, NULL, NULL, 1.0 / 3, 0, 0,
	    " --bias 0.3333333333333333" },
	{ "eller", MAZE_GEN_BIAS, NULL, NULL, NULL, 1, 0, 0, " --bias 1" },
	{ "eller", MAZE_GEN_BIAS, NULL, NULL, NULL, 0, 0, 0, " --bias 0" },
	{ "corridor", MAZE_GEN_CORRIDOR | MAZE_GEN_ROOT, NULL, NULL, "1,2", 0,
	    0, 12, " --corridor 12 --root 1,2" },
	{ "dfs-growth", MAZE_GEN_NEWEST, NULL, NULL, NULL, 0, 4294967295u, 0,
	    " --newest 4294967295" },
	{ "growing-tree", MAZE_GEN_POLICY, NULL, "oldest", NULL, 0, 0, 0,
	    " --policy oldest" },
	/* Mixes keep their weights; the order is the options' own. */
	{ "growing-tree", MAZE_GEN_ROOT | MAZE_GEN_POLICY, NULL,
	    "newest:75,random:25,middle:1000000,oldest", "4294967295,"
	    "4294967295", 0, 0, 0, " --policy newest:75,random:25,"
	    "middle:1000000,oldest:1 --root 4294967295,4294967295" },
};

/* The options given, as the header line writes them to make the maze again. */
START_TEST(test_describe)
{
	const struct describe *t = &describes[_i];
	const struct maze_gen_algo *a = gen_named(t->algo);
	struct maze_buf b;
	struct maze_gen_opts o;
	struct maze m;
	const char *why;

	maze_gen_opts_init(&o);
	if (t->bias != NULL)
		ck_assert_int_eq(gen_parse_corner(&o, t->bias, &why), 0);
	if (t->policy != NULL)
		ck_assert_int_eq(gen_parse_policy(&o, t->policy, &why), 0);
	if (t->root != NULL)
		ck_assert_int_eq(gen_parse_root(&o, t->root, &why), 0);
	if (t->newest)
		o.newest = t->newest;
	if (t->corridor)
		o.corridor = t->corridor;
	ck_assert_ptr_null(gen_ignored(a, t->given));
	maze_init(&m);
	maze_buf_init(&b);
	maze_buf_add(&b, "; mazegen -a %s", a->info.name);
	gen_describe(&b, a, &o, t->given, t->chance);
	ck_assert_int_eq(maze_hdr_take(&m, &b), 0);
	ck_assert_uint_eq(m.hdr.n, 1);
	ck_assert_str_eq(m.hdr.line[0] + strlen("; mazegen -a ") +
	    strlen(a->info.name), t->want);
	maze_free(&m);
}
END_TEST

/*
 * A chance, as the header line writes it, reads back as the very double
 * (a header line is a command that makes the maze again) and is a plain
 * decimal, never an exponent, which the options refuse; one given as a
 * short decimal comes back as it was given.  They came back as
 * "0.30000000000000004" and "1e-05", which mazegen refuses.
 */
START_TEST(test_describe_chance)
{
	static const char *given[] = { "0.3", "0.875", "0.67827", "0.00001",
		"0.1", "1", "0", "0.999999999999999", "0.000000000000000001" };
	const struct maze_gen_algo *a = gen_named("sidewinder");
	struct maze_gen_opts o;
	struct maze_buf b;
	struct maze_rng r;
	const char *why, *at;
	double x, back;
	size_t i;

	maze_gen_opts_init(&o);
	maze_rng_seed(&r, 5);
	for (i = 0; i < 5000 + sizeof given / sizeof given[0]; i++) {
		if (i < sizeof given / sizeof given[0])
			ck_assert_int_eq(num_parse_real(given[i], 0, 1, &x,
			    &why), 0);
		else	/* any double of 0 to 1, small ones too */
			x = rng_unit(&r) / pow(10, rng_below(&r, 30));
		maze_buf_init(&b);
		gen_describe(&b, a, &o, MAZE_GEN_BIAS, x);
		ck_assert_ptr_nonnull(b.s);
		at = strstr(b.s, "--bias ") + 7;
		ck_assert_msg(strspn(at, "0123456789.") == strlen(at), "%s",
		    at);
		ck_assert_int_eq(num_parse_real(at, 0, 1, &back, &why), 0);
		ck_assert_msg(back == x, "%.17g written as %s", x, at);
		if (i < sizeof given / sizeof given[0])
			ck_assert_str_eq(at, given[i]);
		free(b.s);
	}
}
END_TEST

/* ---- faithfulness, by statistics ---- */

struct tally {
	double cells, dead;	/* cells at least margin from the border */
	double h, v;		/* passages east-west, north-south */
};

/* Count dead ends away from the border, and passages by direction. */
static void
tally_maze(const struct maze *m, uint32_t margin, struct tally *t)
{
	uint32_t cw = m->w / 2, ch = m->h / 2, x, y;
	size_t b;
	int k;

	for (y = 0; y < ch; y++)
		for (x = 0; x < cw; x++) {
			b = maze_cell(m, x, y);
			k = (y > 0 && m->b[b - m->w] != MAZE_WALL) +
			    (x + 1 < cw && m->b[b + 1] != MAZE_WALL) +
			    (y + 1 < ch && m->b[b + m->w] != MAZE_WALL) +
			    (x > 0 && m->b[b - 1] != MAZE_WALL);
			t->h += x + 1 < cw && m->b[b + 1] != MAZE_WALL;
			t->v += y + 1 < ch && m->b[b + m->w] != MAZE_WALL;
			if (x < margin || y < margin || x + margin >= cw ||
			    y + margin >= ch)
				continue;
			t->cells++;
			t->dead += k == 1;
		}
}

/* Tally mazes n x n of algorithm name, with options o (NULL: defaults). */
static void
tally_opts(const char *name, const struct maze_gen_opts *o, uint32_t n,
    int mazes, uint32_t margin, struct tally *t)
{
	const struct maze_gen_algo *a =
	    maze_gen_algo(maze_algo_find(maze_gen_info, name));
	struct maze_gen_opts dflt;
	struct maze m;
	struct maze_err e;
	int i;

	ck_assert_msg(a != NULL, "no generator %s", name);
	maze_gen_opts_init(&dflt);
	memset(t, 0, sizeof *t);
	maze_init(&m);
	for (i = 0; i < mazes; i++) {
		ck_assert_int_eq(gen_make_opts(&m, a, n, n, 1000 + (uint64_t)i,
		    o != NULL ? o : &dflt, &e), 0);
		tally_maze(&m, margin, t);
	}
	maze_free(&m);
}

static void
tally_algo(const char *name, uint32_t n, int mazes, uint32_t margin,
    struct tally *t)
{
	tally_opts(name, NULL, n, mazes, margin, t);
}

/*
 * The dead-end fractions usually published for these algorithms, on one
 * 300x300 maze each, fixed seeds.  At 90,000
 * cells a fraction's standard deviation is below 0.0016, so the tolerances
 * below, 0.015 and more, are the looseness of the published figures, not
 * chance: these cannot flake, yet a generator that drifted to another
 * algorithm's texture would fail.  hv is the ratio of east-west passages
 * to north-south ones, within hvtol (0 to skip).
 */
static const struct faith {
	const char *algo;
	double dead, tol, hv, hvtol;
} faith[] = {
	{ "backtracker", 0.10, 0.015, 1.0, 0.05 },
	{ "hunt-and-kill", 0.095, 0.015, 1.0, 0.06 },
	{ "binary-tree", 0.25, 0.01, 1.0, 0.05 },
	{ "sidewinder", 0.27, 0.015, 1.0, 0.05 },
	/* Eller's favours vertical passages, as cs171-writeup.txt saw. */
	{ "eller", 0.29, 0.02, 0.67, 0.05 },
	{ "kruskal", 0.30, 0.015, 1.0, 0.05 },
	{ "growth", 0.32, 0.015, 1.0, 0.05 },
	/* Cell weights: markedly more dead ends than random growth. */
	{ "prim", 0.465, 0.02, 1.0, 0.05 },
	{ "division", 0.27, 0.02, 1.0, 0.05 },
};

START_TEST(test_faithful)
{
	const struct faith *f = &faith[_i];
	struct tally t;
	double frac, hv;

	tally_algo(f->algo, 300, 1, 0, &t);
	frac = t.dead / t.cells;
	hv = t.h / t.v;
	ck_assert_msg(fabs(frac - f->dead) <= f->tol,
	    "%s: dead-end fraction %.4f, expected %.3f +- %.3f", f->algo,
	    frac, f->dead, f->tol);
	ck_assert_msg(fabs(hv - f->hv) <= f->hvtol,
	    "%s: east-west / north-south passages %.3f, expected %.2f +- %.2f",
	    f->algo, hv, f->hv, f->hvtol);
}
END_TEST

/* Cell-weight Prim's has markedly more dead ends than random growth. */
START_TEST(test_prim_vs_growth)
{
	struct tally p, g;

	tally_algo("prim", 200, 1, 0, &p);
	tally_algo("growth", 200, 1, 0, &g);
	ck_assert_msg(p.dead / p.cells > g.dead / g.cells + 0.08,
	    "prim %.4f, growth %.4f", p.dead / p.cells, g.dead / g.cells);
}
END_TEST

/*
 * Wilson's and Aldous-Broder make uniform spanning trees, whose density of
 * dead ends on the infinite grid is 8/pi^2 (1 - 2/pi) = 0.29454.  Counted
 * away from the border (a margin of a tenth of the side), over N cells,
 * the fraction has a standard deviation of about sqrt(p (1 - p) / N); the
 * test allows five of them, which the fixed seeds pass with room to spare
 * and which Kruskal's (0.306) or random growth's (0.324) would fail.
 */
START_TEST(test_uniform_dead_ends)
{
	static const struct { const char *algo; uint32_t n; int mazes; } u[] = {
		{ "wilson", 250, 4 }, { "aldous-broder", 200, 2 },
	};
	const double pi = 3.14159265358979323846;
	const double p = 8 / (pi * pi) * (1 - 2 / pi);
	struct tally t;
	double frac, tol;

	tally_algo(u[_i].algo, u[_i].n, u[_i].mazes, u[_i].n / 10, &t);
	frac = t.dead / t.cells;
	tol = 5 * sqrt(p * (1 - p) / t.cells);
	ck_assert_msg(fabs(frac - p) <= tol, "%s: dead ends away from the "
	    "border %.4f of %.0f cells, expected %.4f +- %.4f", u[_i].algo,
	    frac, t.cells, p, tol);
	ck_assert_msg(fabs(t.h / t.v - 1) <= 0.03, "%s: h/v %.3f",
	    u[_i].algo, t.h / t.v);
}
END_TEST

/*
 * --bias p for the sidewinder: each of a row's cells but the last carries
 * its run east with chance p, and every run opens north once, so a row has
 * about p (n - 1) east-west passages to (1 - p) (n - 1) + 1 north-south:
 * over 300 rows of 300, the ratio is p / (1 - p) to within a few percent
 * (the corridor on top adds 1/300).  For Eller's, which sends cells down
 * with even odds whatever --bias says, the ratio has no such closed form:
 * it rises from 0.67 at even odds to about 0.95 at 0.8.
 */
START_TEST(test_bias_east)
{
	static const struct { const char *algo; double p, hv, tol; } b[] = {
		{ "sidewinder", 0.3, 0.3 / 0.7, 0.03 },
		{ "sidewinder", 0.7, 0.7 / 0.3, 0.1 },
		{ "sidewinder", 0.9, 9, 0.5 },
		{ "eller", 0.8, 0.95, 0.03 },
		{ "eller", 0.3, 0.37, 0.03 },
	};
	struct maze_gen_opts o;
	struct tally t;

	maze_gen_opts_init(&o);
	o.apart = (uint64_t)((1 - b[_i].p) * 4294967296.0);
	tally_opts(b[_i].algo, &o, 300, 1, 0, &t);
	ck_assert_msg(fabs(t.h / t.v - b[_i].hv) <= b[_i].tol,
	    "%s --bias %.1f: east-west / north-south %.3f, expected %.3f",
	    b[_i].algo, b[_i].p, t.h / t.v, b[_i].hv);
}
END_TEST

/* A control for the test above: Kruskal's is not uniform, and it shows. */
START_TEST(test_kruskal_not_uniform)
{
	const double pi = 3.14159265358979323846;
	const double p = 8 / (pi * pi) * (1 - 2 / pi);
	struct tally t;

	tally_algo("kruskal", 250, 4, 25, &t);
	ck_assert_msg(fabs(t.dead / t.cells - p) >
	    5 * sqrt(p * (1 - p) / t.cells), "kruskal %.4f",
	    t.dead / t.cells);
}
END_TEST

/* ---- mazes of several levels ---- */

static const struct size3 {
	uint32_t w, h, d;
} sizes3[] = {
	{ 1, 1, 2 }, { 1, 1, 7 }, { 7, 1, 1 }, { 1, 7, 1 }, { 7, 1, 2 },
	{ 1, 7, 3 }, { 2, 2, 2 }, { 3, 4, 5 }, { 4, 3, 2 }, { 5, 5, 5 },
	{ 2, 3, 9 }, { 8, 6, 4 },
};
#define NSIZES3	(sizeof sizes3 / sizeof sizes3[0])
#define NSEEDS3	20

/* The generators that make mazes of several levels, in table order. */
static const struct maze_gen_algo *
algo3(size_t k)
{
	const struct maze_gen_algo *a;
	size_t i;

	for (i = 0; (a = maze_gen_algo(i)) != NULL; i++)
		if ((a->flags & MAZE_GEN_LEVELS) && k-- == 0)
			return a;
	return NULL;
}

/*
 * Check that m is what maze_gen_make3 promises for cw x ch x cd cells: a cell
 * maze (maze_is_cells: floors included) of the right size, S in the top
 * wall of the first level of cells, E in the bottom wall of the last, no
 * other mark, the outer walls whole, and perfect: a union-find of its own
 * over the cells joins the two cells of every open wall and floor block,
 * never two already joined (no loop), and in the end every cell is joined
 * (cells - 1 passages, none cut off).
 */
static void
assert_perfect3(const struct maze *m, uint32_t cw, uint32_t ch, uint32_t cd,
    const char *what)
{
	uint32_t w = 2 * cw + 1, h = 2 * ch + 1, d = cd > 1 ? 2 * cd + 1 : 1;
	uint32_t x, y, z, a, b, *parent;
	size_t i, n = (size_t)cw * ch * cd, joins = 0, start, end;
	struct maze_err e;
	unsigned char c;
	int flat = cd == 1;

	REQUIRE(m->w == w && m->h == h && m->d == d, "%s: %ux%ux%u blocks",
	    what, m->w, m->h, m->d);
	REQUIRE(maze_is_cells(m, &e), "%s: %s", what, e.msg);
	start = maze_block(m, 1, 0, flat ? 0 : 1);
	end = maze_block(m, w - 2, h - 1, flat ? 0 : d - 2);
	REQUIRE(m->start == start && m->b[start] == MAZE_START,
	    "%s: start at %zu", what, m->start);
	REQUIRE(m->end == end && m->b[end] == MAZE_END, "%s: end at %zu",
	    what, m->end);
	parent = malloc(n * sizeof *parent);
	REQUIRE(parent != NULL, "out of memory");
	for (i = 0; i < n; i++)
		parent[i] = (uint32_t)i;
	for (i = 0; i < maze_blocks(m); i++) {
		x = (uint32_t)(i % w);
		y = (uint32_t)(i / w % h);
		z = (uint32_t)(i / w / h);
		c = m->b[i];
		if (i == start || i == end)
			continue;
		REQUIRE(c == MAZE_WALL || c == MAZE_OPEN,
		    "%s: block %u,%u,%u is '%c'", what, x, y, z, c);
		if (x == 0 || y == 0 || x == w - 1 || y == h - 1 ||
		    (!flat && (z == 0 || z == d - 1)))
			REQUIRE(c == MAZE_WALL, "%s: outer wall open at "
			    "%u,%u,%u", what, x, y, z);
		if (c == MAZE_WALL || (x % 2 && y % 2 && (flat || z % 2)))
			continue;
		/* An open block between two cells: which two? */
		if (!flat && z % 2 == 0) {
			a = (uint32_t)((((size_t)z / 2 - 1) * ch + y / 2) * cw +
			    x / 2);
			b = a + cw * ch;
		} else if (y % 2) {
			a = (uint32_t)((((size_t)z / 2) * ch + y / 2) * cw +
			    x / 2 - 1);
			b = a + 1;
		} else {
			a = (uint32_t)((((size_t)z / 2) * ch + y / 2 - 1) * cw +
			    x / 2);
			b = a + cw;
		}
		a = find(parent, a);
		b = find(parent, b);
		REQUIRE(a != b, "%s: loop through %u,%u,%u", what, x, y, z);
		parent[a] = b;
		joins++;
	}
	free(parent);
	REQUIRE(joins == n - 1, "%s: %zu cells cut off", what,
	    n - 1 - joins);
}

/*
 * Loop index i is 3D generator i / NSIZES3 at size i % NSIZES3: perfect
 * over seeds, the same from a stream as in memory.
 */
START_TEST(test_perfect3)
{
	const struct maze_gen_algo *a = algo3((size_t)_i / NSIZES3);
	const struct size3 *sz = &sizes3[(size_t)_i % NSIZES3];
	struct maze_gen_opts o;
	struct maze m;
	struct maze_err e;
	char what[128];
	uint64_t seed;

	ck_assert_ptr_nonnull(a);
	maze_gen_opts_init(&o);
	maze_init(&m);
	for (seed = 0; seed < NSEEDS3; seed++) {
		snprintf(what, sizeof what, "%s %ux%ux%u seed %llu",
		    a->info.name, sz->w, sz->h, sz->d,
		    (unsigned long long)seed);
		REQUIRE(maze_gen_make3(&m, a, sz->w, sz->h, sz->d, seed, &o,
		    &e) == 0, "%s: %s", what, e.msg);
		assert_perfect3(&m, sz->w, sz->h, sz->d, what);
	}
	maze_free(&m);
}
END_TEST

/* One level is the flat maze, byte for byte. */
START_TEST(test_one_level)
{
	const struct maze_gen_algo *a;
	struct maze_gen_opts o;
	struct maze m1, m2;
	struct maze_err e;
	size_t i;

	maze_gen_opts_init(&o);
	maze_init(&m1);
	maze_init(&m2);
	for (i = 0; (a = maze_gen_algo(i)) != NULL; i++) {
		ck_assert_int_eq(maze_gen_make3(&m1, a, 9, 7, 1, 5, &o, &e), 0);
		ck_assert_int_eq(maze_gen_make(&m2, a, 9, 7, 5, &e), 0);
		ck_assert_uint_eq(m1.d, 1);
		ck_assert_mem_eq(m1.b, m2.b, maze_blocks(&m2));
	}
	maze_free(&m1);
	maze_free(&m2);
}
END_TEST

/* Every option of the 3D generators makes perfect mazes, roots in 3D. */
START_TEST(test_options_perfect3)
{
	static const char *policies[] = { "newest", "oldest", "random",
	    "middle", "newest:75,random:25", "oldest:1,middle:2,newest:3" };
	const struct maze_gen_algo *a;
	const struct size3 *sz;
	struct maze_gen_opts o;
	struct maze m;
	struct maze_err e;
	const char *why;
	char what[160];
	size_t i, j, k;

	maze_init(&m);
	for (i = 0; (a = algo3(i)) != NULL; i++)
		for (j = 0; j < NSIZES3; j++)
			for (k = 0; k < 6; k++) {
				sz = &sizes3[j];
				maze_gen_opts_init(&o);
				ck_assert_int_eq(gen_parse_policy(&o,
				    policies[k], &why), 0);
				o.bias = (int)k % 4;
				o.newest = (uint32_t)k + 1;
				o.corridor = (uint32_t)k + 1;
				o.root = k % 3 == 0 ? MAZE_GEN_ROOT_CENTER :
				    k % 3 == 1 ? MAZE_GEN_ROOT_CORNER :
				    MAZE_GEN_ROOT_XY;
				o.rx = sz->w - 1;
				o.ry = sz->h / 2;
				o.rz = sz->d - 1;
				snprintf(what, sizeof what, "%s %ux%ux%u "
				    "option set %zu", a->info.name, sz->w,
				    sz->h, sz->d, k);
				REQUIRE(maze_gen_make3(&m, a, sz->w, sz->h,
				    sz->d, k, &o, &e) == 0, "%s: %s", what,
				    e.msg);
				assert_perfect3(&m, sz->w, sz->h, sz->d, what);
			}
	maze_free(&m);
}
END_TEST

/* Streamed in text order, a maze of levels is the one made in memory. */
START_TEST(test_stream_same3)
{
	const struct maze_gen_algo *a;
	const struct size3 *sz;
	struct maze_gen_opts o;
	struct maze m;
	struct maze_err e;
	struct maze_writer w;
	char *buf, *want;
	size_t len, wlen, i, j;
	FILE *fp;

	maze_init(&m);
	ck_assert_int_eq(maze_hdr_add(&m, "; a header"), 0);
	for (i = 0; (a = algo3(i)) != NULL; i++) {
		if (a->stream == NULL)
			continue;
		for (j = 0; j < NSIZES3; j++) {
			sz = &sizes3[j];
			maze_gen_opts_init(&o);
			o.bias = (int)j % 4;
			fp = open_memstream(&buf, &len);
			ck_assert_ptr_nonnull(fp);
			maze_writer_init(&w, fp);
			ck_assert_int_eq(gen_stream_write3(&w, &m.hdr, a, sz->w,
			    sz->h, sz->d, 40 + j, &o, &e), 0);
			fclose(fp);
			ck_assert_int_eq(maze_gen_make3(&m, a, sz->w, sz->h,
			    sz->d, 40 + j, &o, &e), 0);
			fp = open_memstream(&want, &wlen);
			maze_writer_init(&w, fp);
			ck_assert_int_eq(maze_write(&w, &m, &e), 0);
			fclose(fp);
			ck_assert_msg(len == wlen &&
			    memcmp(buf, want, len) == 0,
			    "%s %ux%ux%u: streamed and made differ",
			    a->info.name, sz->w, sz->h, sz->d);
			free(buf);
			free(want);
		}
	}
	maze_free(&m);
}
END_TEST

/* Those without levels say so, and so do sizes past the limit. */
START_TEST(test_refuse3)
{
	static const char *flat[] = { "eller", "sidewinder", "division" };
	struct maze_gen_opts o;
	struct maze m;
	struct maze_err e;
	char want[80];
	size_t i;

	maze_gen_opts_init(&o);
	maze_init(&m);
	for (i = 0; i < sizeof flat / sizeof flat[0]; i++) {
		snprintf(want, sizeof want, "-a %s makes flat mazes only, of "
		    "one level", flat[i]);
		ck_assert_int_eq(maze_gen_make3(&m, gen_named(flat[i]), 3, 3,
		    2, 1, &o, &e), -1);
		ck_assert_str_eq(e.msg, want);
		ck_assert_int_eq(gen_check(gen_named(flat[i]), 3, 3, 2, &e),
		    -1);
		ck_assert_str_eq(e.msg, want);
		ck_assert_int_eq(gen_check(gen_named(flat[i]), 3, 3, 1, &e),
		    0);
	}
	ck_assert_int_eq(gen_check(gen_named("wilson"), 1000, 1000, 1000,
	    &e), -1);
	ck_assert_str_eq(e.msg, "1000x1000x1000 cells: 2001x2001x2001 blocks "
	    "is more than the limit of 4294967295 blocks");
	ck_assert_int_eq(gen_check(gen_named("binary-tree"), 600, 600, 1,
	    &e), 0);
	ck_assert_int_eq(gen_check(gen_named("binary-tree"), 1000, 1000,
	    1000, &e), -1);
	ck_assert_int_eq(gen_check(gen_named("kruskal"), 200, 200, 200, &e),
	    0);
	ck_assert_int_eq(gen_check(gen_named("kruskal"), 2, 2, 0, &e), -1);
	ck_assert_str_eq(e.msg, "a maze needs at least one cell");
	/* A root outside the levels. */
	o.root = MAZE_GEN_ROOT_XY;
	o.rz = 2;
	ck_assert_int_eq(maze_gen_make3(&m, gen_named("prim"), 3, 3, 2, 1, &o,
	    &e), -1);
	ck_assert_str_eq(e.msg, "root 0,0,2 is outside the 3x3x2 cells");
	maze_free(&m);
}
END_TEST

/*
 * Uniformity in three dimensions, exactly.  The cube of 2x2x2 cells is
 * the graph Q3, which has 384 spanning trees; a tree is the set of its 7
 * open passages among the 12 of Q3, a 12-bit mask.  Over NDRAWS seeds,
 * 100 draws a tree expected, the counts of the trees are tested against
 * the uniform by chi-square with 383 degrees of freedom at the 0.999
 * quantile, 474.25 (a uniform sampler fails it one time in a thousand;
 * the seeds are fixed, so the test is deterministic).
 */
#define Q3_TREES	384
#define NDRAWS		(Q3_TREES * 100)
#define CHI2_999	474.25

/* The 12-bit mask of the open passages of a 2x2x2 maze. */
static unsigned
q3_mask(const struct maze *m)
{
	static const struct { uint32_t x, y, z; } edge[12] = {
		/* Passages east, in each row of each level. */
		{ 2, 1, 1 }, { 2, 3, 1 }, { 2, 1, 3 }, { 2, 3, 3 },
		/* South, in each column of each level. */
		{ 1, 2, 1 }, { 3, 2, 1 }, { 1, 2, 3 }, { 3, 2, 3 },
		/* Down, through the floor between the levels. */
		{ 1, 1, 2 }, { 3, 1, 2 }, { 1, 3, 2 }, { 3, 3, 2 },
	};
	unsigned mask = 0, k;

	for (k = 0; k < 12; k++)
		if (m->b[maze_block(m, edge[k].x, edge[k].y, edge[k].z)] ==
		    MAZE_OPEN)
			mask |= 1u << k;
	return mask;
}

/*
 * The chi-square statistic of NDRAWS 2x2x2 mazes of a against the uniform
 * over Q3's trees; *trees is how many different ones it made.
 */
static double
q3_chi2(const char *name, int *trees)
{
	const struct maze_gen_algo *a = gen_named(name);
	static unsigned count[1 << 12];
	struct maze_gen_opts o;
	struct maze m;
	struct maze_err e;
	double chi = 0, want = (double)NDRAWS / Q3_TREES, dev;
	unsigned mask, bits;
	int i, k;

	maze_gen_opts_init(&o);
	maze_init(&m);
	memset(count, 0, sizeof count);
	for (i = 0; i < NDRAWS; i++) {
		ck_assert_int_eq(maze_gen_make3(&m, a, 2, 2, 2, (uint64_t)i, &o,
		    &e), 0);
		mask = q3_mask(&m);
		for (k = 0, bits = mask; bits != 0; bits &= bits - 1)
			k++;
		ck_assert_int_eq(k, 7);
		count[mask]++;
	}
	maze_free(&m);
	/* A tree never made counts as well as one made too often. */
	*trees = 0;
	for (mask = 0; mask < 1 << 12; mask++)
		if (count[mask] > 0)
			(*trees)++;
	for (mask = 0; mask < 1 << 12; mask++) {
		dev = count[mask] - want;
		if (count[mask] > 0)
			chi += dev * dev / want;
	}
	chi += (Q3_TREES - *trees) * want;
	return chi;
}

START_TEST(test_uniform3)
{
	static const char *uniform[] = { "wilson", "aldous-broder" };
	const char *name = uniform[_i];
	double chi;
	int trees;

	chi = q3_chi2(name, &trees);
	ck_assert_msg(trees == Q3_TREES, "%s: %d trees of Q3's 384 made",
	    name, trees);
	ck_assert_msg(chi < CHI2_999, "%s: chi-square %.1f over 383 degrees "
	    "of freedom, past %.2f", name, chi, CHI2_999);
}
END_TEST

/*
 * The control: the test can fail.  The backtracker makes only Q3's
 * Hamiltonian paths and the binary tree only the trees whose every cell
 * goes north, west or up, far past the threshold; Kruskal's and growth
 * make every tree but not equally often, past it too.
 */
START_TEST(test_not_uniform3)
{
	static const char *biased[] = { "backtracker", "binary-tree",
	    "kruskal", "growth" };
	const char *name = biased[_i];
	double chi;
	int trees;

	chi = q3_chi2(name, &trees);
	ck_assert_msg(chi > CHI2_999, "%s: chi-square %.1f (%d trees), "
	    "expected past %.2f", name, chi, trees, CHI2_999);
}
END_TEST

/*
 * Frames: for every generator, on flat mazes, lines of cells and mazes of
 * levels, gen_frames_write() writes min(want, steps + 1) frames, each a
 * maze of the size, the last the maze as written without frames.
 */
START_TEST(test_frames)
{
	static const uint32_t sz[][3] = { { 1, 1, 1 }, { 5, 4, 1 },
		{ 1, 6, 1 }, { 6, 1, 1 }, { 12, 9, 1 }, { 3, 3, 2 },
		{ 1, 2, 3 } };
	static const uint64_t wants[] = { 2, 3, 7, 0, 1000000 };
	const struct maze_gen_algo *a = maze_gen_algo((size_t)_i);
	struct maze_gen_opts o;
	struct maze like;
	struct maze_err e;
	struct maze_writer w;
	char *buf, *plain, what[96];
	size_t len, plen, j, k;
	uint64_t seed, steps, n, cells;
	uint32_t cw, ch, cd;
	FILE *fp;

	maze_init(&like);
	maze_gen_opts_init(&o);
	for (j = 0; j < sizeof sz / sizeof sz[0]; j++)
	for (seed = 1; seed <= 3; seed++) {
		cw = sz[j][0];
		ch = sz[j][1];
		cd = sz[j][2];
		if (cd > 1 && !(a->flags & MAZE_GEN_LEVELS))
			continue;
		cells = (uint64_t)cw * ch * cd;
		steps = a->run == NULL && !(a->flags & GEN_WHOLE) ? cells :
		    strcmp(a->info.name, "division") == 0 ? (uint64_t)cw *
		    (ch - 1) + (uint64_t)ch * (cw - 1) - (cells - 1) :
		    cells - 1;
		ck_assert_int_eq(maze_gen_make3(&like, a, cw, ch, cd, seed, &o,
		    &e), 0);
		maze_hdr_clear(&like.hdr);
		ck_assert_int_eq(maze_hdr_add(&like, "; a header"), 0);
		fp = open_memstream(&plain, &plen);
		maze_writer_init(&w, fp);
		ck_assert_int_eq(maze_write(&w, &like, &e), 0);
		fclose(fp);
		for (k = 0; k < sizeof wants / sizeof wants[0]; k++) {
			snprintf(what, sizeof what, "%s %ux%ux%u seed %llu "
			    "--frames %llu", a->info.name, cw, ch, cd,
			    (unsigned long long)seed,
			    (unsigned long long)wants[k]);
			fp = open_memstream(&buf, &len);
			maze_writer_init(&w, fp);
			REQUIRE(gen_frames_write(&w, &like.hdr, a, cw, ch, cd,
			    seed, &o, wants[k], &e) == 0, "%s: %s", what,
			    e.msg);
			fclose(fp);
			n = wants[k] == 0 || wants[k] > steps ? steps + 1 :
			    wants[k];
			REQUIRE(check_frames(buf, len, plain, plen, &like,
			    what) == n, "%s: not %llu frames", what,
			    (unsigned long long)n);
			free(buf);
		}
		free(plain);
	}
	maze_free(&like);
}
END_TEST

/*
 * Progress: a generator that makes the maze whole counts each cell it
 * joins in maze_gen_opts.joined, n - 1 for n cells, flat, in levels and as
 * frames; one that streams its rows counts none; and the count changes
 * nothing in the maze.  Loop index i is generator i.
 */
START_TEST(test_joined)
{
	const struct maze_gen_algo *a = maze_gen_algo((size_t)_i);
	struct maze_gen_opts o, counted;
	struct maze m, like;
	struct maze_err e;
	struct maze_writer w;
	volatile size_t joined;
	char what[128], *buf;
	size_t j, len, n, want;
	uint32_t cw, ch, cd;
	uint64_t seed;
	FILE *fp;

	maze_gen_opts_init(&o);
	counted = o;
	counted.joined = &joined;
	maze_init(&m);
	maze_init(&like);
	for (j = 0; j < NSIZES + NSIZES3; j++)
	for (seed = 1; seed <= 3; seed++) {
		cw = j < NSIZES ? sizes[j].w : sizes3[j - NSIZES].w;
		ch = j < NSIZES ? sizes[j].h : sizes3[j - NSIZES].h;
		cd = j < NSIZES ? 1 : sizes3[j - NSIZES].d;
		if (cd > 1 && !(a->flags & MAZE_GEN_LEVELS))
			continue;
		n = (size_t)cw * ch * cd;
		want = a->run != NULL || (a->flags & GEN_WHOLE) ? n : 1;
		snprintf(what, sizeof what, "%s %ux%ux%u seed %llu",
		    a->info.name, cw, ch, cd, (unsigned long long)seed);
		ck_assert_int_eq(maze_gen_make3(&like, a, cw, ch, cd, seed, &o,
		    &e), 0);
		joined = 1;
		ck_assert_int_eq(maze_gen_make3(&m, a, cw, ch, cd, seed,
		    &counted, &e), 0);
		REQUIRE(joined == want, "%s: %zu of %zu cells counted", what,
		    (size_t)joined, want);
		REQUIRE(maze_blocks(&m) == maze_blocks(&like) &&
		    memcmp(m.b, like.b, maze_blocks(&m)) == 0,
		    "%s: not the maze made uncounted", what);
		joined = 1;
		fp = open_memstream(&buf, &len);
		maze_writer_init(&w, fp);
		ck_assert_int_eq(gen_frames_write(&w, &like.hdr, a, cw, ch, cd,
		    seed, &counted, 3, &e), 0);
		fclose(fp);
		free(buf);
		REQUIRE(joined == want, "%s, 3 frames: %zu of %zu cells "
		    "counted", what, (size_t)joined, want);
	}
	maze_free(&m);
	maze_free(&like);
}
END_TEST

Suite *
gen_suite(void)
{
	Suite *s = suite_create("gen");
	TCase *tc;
	size_t n;

	/* Count the generators, so that a new one is covered unasked. */
	for (n = 0; maze_gen_algo(n) != NULL; n++)
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

	tc = tcase_create("frames");
	tcase_add_loop_test(tc, test_frames, 0, (int)n);
	tcase_add_loop_test(tc, test_joined, 0, (int)n);
	suite_add_tcase(s, tc);

	tc = tcase_create("options");
	tcase_add_test(tc, test_stream_same);
	tcase_add_test(tc, test_stream_limits);
	tcase_add_test(tc, test_options_perfect);
	tcase_add_test(tc, test_policy_parse);
	tcase_add_loop_test(tc, test_root_parse, 0,
	    sizeof roots / sizeof roots[0]);
	tcase_add_test(tc, test_corner_parse);
	tcase_add_test(tc, test_ignored);
	tcase_add_test(tc, test_describe_chance);
	tcase_add_loop_test(tc, test_describe, 0,
	    sizeof describes / sizeof describes[0]);
	suite_add_tcase(s, tc);

	tc = tcase_create("faithful");
	tcase_set_timeout(tc, 60);
	tcase_add_loop_test(tc, test_faithful, 0,
	    sizeof faith / sizeof faith[0]);
	tcase_add_test(tc, test_prim_vs_growth);
	tcase_add_loop_test(tc, test_uniform_dead_ends, 0, 2);
	tcase_add_test(tc, test_kruskal_not_uniform);
	tcase_add_loop_test(tc, test_bias_east, 0, 5);
	suite_add_tcase(s, tc);

	for (n = 0; algo3(n) != NULL; n++)
		;
	tc = tcase_create("levels");
	tcase_set_timeout(tc, 60);
	tcase_add_loop_test(tc, test_perfect3, 0, (int)(n * NSIZES3));
	tcase_add_test(tc, test_one_level);
	tcase_add_test(tc, test_options_perfect3);
	tcase_add_test(tc, test_stream_same3);
	tcase_add_test(tc, test_refuse3);
	tcase_add_loop_test(tc, test_uniform3, 0, 2);
	tcase_add_loop_test(tc, test_not_uniform3, 0, 4);
	suite_add_tcase(s, tc);
	return s;
}
