/*
 * check_weave.c: weave mazes (gen/weave.c, lib/weave.c): both weaving
 * generators make, over every size, chance and mask tried, a perfect maze
 * of cells whose tunnels keep Buck's rules, and whose three levels of
 * blocks are a tree to a program that knows nothing of weave; the reader's
 * check refuses blocks that break the rules; the others refuse to weave.
 */
#include <stdlib.h>
#include <string.h>

#include "gen/genpriv.h"
#include "unit.h"

static uint32_t
find(uint32_t *parent, uint32_t a)
{
	while (parent[a] != a)
		a = parent[a] = parent[parent[a]];
	return a;
}

/*
 * Join a and b in parent; fail with what if they were joined already: a
 * loop.
 */
static void
join(uint32_t *parent, uint32_t a, uint32_t b, const char *what,
    const char *where)
{
	a = find(parent, a);
	b = find(parent, b);
	REQUIRE(a != b, "%s: a loop at %s", what, where);
	parent[a] = b;
}

/*
 * The open blocks of m, all three levels, joined as any program that
 * reads blocks joins them: a tree (connected, no loop), as a perfect
 * maze's blocks are.
 */
static void
assert_block_tree(const struct maze *m, const char *what)
{
	size_t n = maze_blocks(m), plane = (size_t)m->w * m->h, i, open = 0;
	size_t joins = 0;
	uint32_t *parent;

	parent = malloc(n * sizeof *parent);
	ck_assert_ptr_nonnull(parent);
	for (i = 0; i < n; i++)
		parent[i] = (uint32_t)i;
	for (i = 0; i < n; i++) {
		if (m->b[i] == MAZE_WALL)
			continue;
		open++;
		if (i % m->w + 1 < m->w && m->b[i + 1] != MAZE_WALL) {
			join(parent, (uint32_t)i, (uint32_t)i + 1, what,
			    "a row of blocks");
			joins++;
		}
		if (i % plane / m->w + 1 < m->h &&
		    m->b[i + m->w] != MAZE_WALL) {
			join(parent, (uint32_t)i, (uint32_t)(i + m->w), what,
			    "a column of blocks");
			joins++;
		}
		if (i + plane < n && m->b[i + plane] != MAZE_WALL) {
			join(parent, (uint32_t)i, (uint32_t)(i + plane), what,
			    "between levels");
			joins++;
		}
	}
	free(parent);
	ck_assert_msg(joins + 1 == open, "%s: %zu joins of %zu open blocks",
	    what, joins, open);
}

/*
 * Check weave m of cw x ch cells (inside those k says, or all if k is
 * NULL): maze_is_weave(); S and E on level 0; its cells a perfect maze,
 * joined by level 0's open walls and the tunnels alone, with no tunnel
 * into the outside; and its blocks a tree.  Returns its crossings.
 */
static size_t
assert_weave(const struct maze *m, uint32_t cw, uint32_t ch,
    const struct maze_gen_mask *k, const char *what)
{
	size_t n = (size_t)cw * ch, inside = 0, joins = 0, crossings = 0;
	size_t c, t;
	uint32_t *parent, x, y;
	struct maze_err e;
	int d;

	ck_assert_msg(m->hdr.grid & MAZE_GRID_WEAVE, "%s: no weave", what);
	ck_assert_msg(maze_is_weave(m, &e), "%s: %s", what, e.msg);
	ck_assert_uint_eq(m->w, 2 * cw + 1);
	ck_assert_uint_eq(m->h, 2 * ch + 1);
	ck_assert_msg(m->start < (size_t)m->w * m->h &&
	    m->end < (size_t)m->w * m->h, "%s: S or E below level 0", what);
	parent = malloc(n * sizeof *parent);
	ck_assert_ptr_nonnull(parent);
	for (c = 0; c < n; c++)
		parent[c] = (uint32_t)c;
	for (y = 0; y < ch; y++)
		for (x = 0; x < cw; x++) {
			c = maze_cell(m, x, y);
			if (k != NULL && !k->in[y * cw + x]) {
				REQUIRE(m->b[c] == MAZE_WALL, "%s: cell %u,%u "
				    "outside is open", what, x, y);
				continue;
			}
			inside++;
			crossings += maze_weave_crossing(m, c) != 0;
			if (x + 1 < cw && m->b[c + 1] == MAZE_OPEN) {
				join(parent, y * cw + x, y * cw + x + 1, what,
				    "a wall east");
				joins++;
			}
			if (y + 1 < ch && m->b[c + m->w] == MAZE_OPEN) {
				join(parent, y * cw + x, (y + 1) * cw + x,
				    what, "a wall south");
				joins++;
			}
			for (d = MAZE_E; d <= MAZE_S; d++) {
				if ((t = maze_weave_tunnel(m, c, d)) ==
				    SIZE_MAX)
					continue;
				REQUIRE(m->b[t] != MAZE_WALL, "%s: a tunnel "
				    "from %u,%u into the outside", what, x,
				    y);
				join(parent, y * cw + x, (uint32_t)((t / m->w /
				    2) * cw + t % m->w / 2), what, "a tunnel");
				joins++;
			}
		}
	free(parent);
	ck_assert_msg(joins + 1 == inside, "%s: %zu passages for %zu cells",
	    what, joins, inside);
	assert_block_tree(m, what);
	return crossings;
}

static struct maze_gen_mask *
mask_text(const char *s)
{
	struct maze_gen_mask *k;
	struct maze_err e;
	FILE *fp = open_bytes(s, strlen(s));

	k = maze_gen_mask_read(fp, 0, 0, 0, MAZE_GEN_PARTS_ONE, &e);
	fclose(fp);
	ck_assert_msg(k != NULL, "mask: %s", e.msg);
	return k;
}

static const char *const weavers[] = { "backtracker", "kruskal" };

static const struct { uint32_t w, h; } sizes[] = {
	{ 1, 1 }, { 1, 7 }, { 7, 1 }, { 2, 2 }, { 3, 3 }, { 5, 4 },
	{ 12, 9 }, { 40, 30 },
};
#define NSIZES	(sizeof sizes / sizeof sizes[0])

static const double chances[] = { 0.2, 0.5, 1 };

/* Every weaver, size, chance and seed tried: perfect, and crossings. */
START_TEST(test_weave_perfect)
{
	const struct maze_gen_algo *a = gen_named(weavers[_i]);
	struct maze_gen_opts o;
	struct maze m;
	struct maze_err e;
	char what[128];
	size_t s, c, n, big = 0;
	uint64_t seed;

	maze_init(&m);
	for (s = 0; s < NSIZES; s++)
		for (c = 0; c < sizeof chances / sizeof chances[0]; c++)
			for (seed = 1; seed <= 8; seed++) {
				maze_gen_opts_init(&o);
				o.weave = chances[c];
				snprintf(what, sizeof what, "%s --weave %g "
				    "-s %llu %u %u", a->info.name, chances[c],
				    (unsigned long long)seed, sizes[s].w,
				    sizes[s].h);
				ck_assert_msg(maze_gen_make3(&m, a, sizes[s].w,
				    sizes[s].h, 1, seed, &o, &e) == 0,
				    "%s: %s", what, e.msg);
				n = assert_weave(&m, sizes[s].w, sizes[s].h,
				    NULL, what);
				if (c == 2 && s + 1 == NSIZES)
					big += n;
			}
	/* 40x30 at chance 1 crosses often: a weave, not a plain maze. */
	ck_assert_msg(big >= 8 * 20, "%s: %zu crossings in 8 mazes of "
	    "40x30", a->info.name, big);
	maze_free(&m);
}
END_TEST

/*
 * The same on masks: holes, one-cell necks, a ring, the edges, a single
 * cell, a cross.
 */
START_TEST(test_weave_masked)
{
	static const char *const masks[] = {
		"..........\n.##..#....\n.##..#.##.\n......#...\n"
		    "..........\n",
		"....#....\n.........\n....#....\n.........\n"
		    "####.####\n.........\n",
		".......\n.......\n..###..\n..###..\n.......\n.......\n",
		"##.##\n##.##\n.....\n##.##\n##.##\n",
		"###\n#.#\n###\n",
		/* A crossing here would cut the maze in two. */
		"#.#\n...\n#.#\n",
	};
	const struct maze_gen_algo *a = gen_named(weavers[_i]);
	struct maze_gen_opts o;
	struct maze_gen_mask *k;
	struct maze m;
	struct maze_err e;
	char what[96];
	size_t j;
	uint64_t seed;

	maze_init(&m);
	for (j = 0; j < sizeof masks / sizeof masks[0]; j++) {
		k = mask_text(masks[j]);
		for (seed = 1; seed <= 30; seed++) {
			maze_gen_opts_init(&o);
			o.weave = 1;
			o.mask = k;
			snprintf(what, sizeof what, "%s on mask %zu, seed %llu",
			    a->info.name, j, (unsigned long long)seed);
			ck_assert_msg(maze_gen_make3(&m, a, k->w, k->h, 1,
			    seed, &o, &e) == 0, "%s: %s", what, e.msg);
			ck_assert(m.hdr.grid & MAZE_GRID_MASK);
			(void)assert_weave(&m, k->w, k->h, k, what);
		}
		maze_gen_mask_free(k);
	}
	maze_free(&m);
}
END_TEST

/* Written as it is made, a weave has the bytes it has in memory. */
START_TEST(test_weave_stream)
{
	const struct maze_gen_algo *a = gen_named(weavers[_i]);
	struct maze_gen_opts o;
	struct maze_writer w;
	struct maze m;
	struct maze_err e;
	struct out mem, str;

	maze_init(&m);
	maze_gen_opts_init(&o);
	o.weave = 0.7;
	ck_assert_int_eq(maze_gen_make3(&m, a, 23, 17, 1, 5, &o, &e), 0);
	out_open(&mem);
	maze_writer_init(&w, mem.fp);
	ck_assert_int_eq(maze_write(&w, &m, &e), 0);
	out_close(&mem);
	out_open(&str);
	maze_writer_init(&w, str.fp);
	ck_assert_int_eq(gen_stream_write3(&w, &m.hdr, a, 23, 17, 1, 5, &o,
	    &e), 0);
	out_close(&str);
	ck_assert_uint_eq(mem.len, str.len);
	ck_assert(memcmp(mem.buf, str.buf, mem.len) == 0);
	free(mem.buf);
	free(str.buf);
	maze_free(&m);
}
END_TEST

/* Every other generator refuses to weave; so do levels, and no chance. */
START_TEST(test_weave_refused)
{
	const struct maze_gen_algo *a;
	struct maze_gen_opts o;
	struct maze m;
	struct maze_err e;
	size_t i;

	maze_init(&m);
	maze_gen_opts_init(&o);
	o.weave = 0.5;
	for (i = 0; (a = maze_gen_algo(i)) != NULL; i++) {
		if (a->flags & GEN_WEAVE) {
			ck_assert(a->stream->weave != NULL);
			continue;
		}
		ck_assert_int_eq(maze_gen_make3(&m, a, 5, 5, 1, 1, &o, &e),
		    -1);
		ck_assert_msg(strstr(e.msg, "does not weave") != NULL, "%s: %s",
		    a->info.name, e.msg);
	}
	a = gen_named("kruskal");
	ck_assert_int_eq(maze_gen_make3(&m, a, 5, 5, 2, 1, &o, &e), -1);
	ck_assert_str_eq(e.msg, "a weave maze has one level of cells");
	o.weave = 1.5;
	ck_assert_int_eq(maze_gen_make3(&m, a, 5, 5, 1, 1, &o, &e), -1);
	ck_assert_str_eq(e.msg, "options: weave 1.5 is no chance (0 to 1)");
	maze_free(&m);
}
END_TEST

/*
 * Blocks that break the rules, each refused: a way down with no tunnel,
 * a tunnel cut short, a tunnel open beside, a crossing that also turns,
 * a block of level 2 where no tunnel goes, two levels or no grid line.
 */
START_TEST(test_weave_bad)
{
	struct maze_gen_opts o;
	struct maze m;
	struct maze_err e;
	size_t plane, c = 0, i;
	uint32_t x, y;
	int cross = 0;
	unsigned char keep;

	maze_init(&m);
	maze_gen_opts_init(&o);
	o.weave = 1;
	ck_assert_int_eq(maze_gen_make3(&m, gen_named("kruskal"), 20, 15, 1,
	    3, &o, &e), 0);
	ck_assert(maze_is_weave(&m, &e));
	plane = (size_t)m.w * m.h;
	for (y = 0; y < 15 && cross == 0; y++)
		for (x = 0; x < 20 && cross == 0; x++)
			if ((cross = maze_weave_crossing(&m, c =
			    maze_cell(&m, x, y))) != 0)
				break;
	ck_assert_int_ne(cross, 0);
	i = cross == MAZE_WEAVE_WE ? 1 : m.w;	/* along the tunnel */
	{
		static const struct {
			int level;
			long at;	/* steps along the tunnel, or 100 across */
			unsigned char to;
			const char *msg;
		} bad[] = {
			{ 1, 0, MAZE_OPEN, "beside no crossing" },
			{ 2, 1, MAZE_WALL, "does not reach" },
			{ 1, 2, MAZE_WALL, "no way up" },
			{ 2, 100, MAZE_OPEN, "open on both axes" },
			{ 0, 1, MAZE_OPEN, "a passage straight across" },
			{ 2, -100, MAZE_OPEN, "where no tunnel goes" },
		};
		size_t j, b;

		for (j = 0; j < sizeof bad / sizeof bad[0]; j++) {
			b = c + (size_t)bad[j].level * plane;
			if (bad[j].at == 100)
				b += cross == MAZE_WEAVE_WE ? m.w : 1;
			else if (bad[j].at == -100)
				b += (cross == MAZE_WEAVE_WE ? m.w : 1) + i;
			else
				b += (size_t)bad[j].at * i;
			keep = m.b[b];
			m.b[b] = bad[j].to;
			ck_assert_msg(!maze_is_weave(&m, &e), "bad %zu taken",
			    j);
			ck_assert_msg(strstr(e.msg, bad[j].msg) != NULL,
			    "bad %zu: %s", j, e.msg);
			m.b[b] = keep;
		}
	}
	ck_assert(maze_is_weave(&m, &e));
	m.hdr.grid = 0;
	ck_assert(!maze_is_weave(&m, &e));
	ck_assert_str_eq(strchr(e.msg, ':') + 2,
	    "no \"; grid square weave\" line");
	m.hdr.grid = MAZE_GRID_WEAVE;
	ck_assert(!maze_is_cells(&m, &e));
	ck_assert_msg(strstr(e.msg, "a weave maze") != NULL, "%s", e.msg);
	m.d = 2;
	ck_assert(!maze_is_weave(&m, &e));
	m.d = 3;
	maze_free(&m);
}
END_TEST

Suite *
weave_suite(void)
{
	Suite *s = suite_create("weave");
	TCase *tc;

	tc = tcase_create("generators");
	tcase_set_timeout(tc, 60);
	tcase_add_loop_test(tc, test_weave_perfect, 0, 2);
	tcase_add_loop_test(tc, test_weave_masked, 0, 2);
	tcase_add_loop_test(tc, test_weave_stream, 0, 2);
	tcase_add_test(tc, test_weave_refused);
	suite_add_tcase(s, tc);
	tc = tcase_create("reader");
	tcase_add_test(tc, test_weave_bad);
	suite_add_tcase(s, tc);
	return s;
}
