/* check_solve.c: the solvers against a distance count of the tests' own. */
#include <stdlib.h>
#include <string.h>

#include "gen.h"
#include "solve.h"
#include "unit.h"

#define BATCHES		30	/* loop iterations over random grids */
#define PER_BATCH	100	/* random grids in each */

/*
 * Run sv over its maze and check the outcome against block_dist: found
 * exactly when E is reachable, with a shortest length, and a route of '+'
 * marks that really leads, step by step over open blocks, from S to E.
 * With sv->explore set, the '.' marks must be what a breadth-first search
 * expands.  what names the case in messages.
 */
static void
assert_solves(const struct solve_algo *a, struct solve *sv, const char *what)
{
	struct maze *m = sv->m;
	struct maze_err e;
	size_t n = (size_t)m->w * m->h, i, cur, prev, next, found, reach = 0;
	unsigned char *orig;
	int *dist, rc, want, d, step;
	uint32_t x, y;

	orig = malloc(n);
	dist = malloc(n * sizeof *dist);
	REQUIRE(orig != NULL && dist != NULL, "out of memory");
	memcpy(orig, m->b, n);
	block_dist(m, m->start, dist);
	want = dist[m->end];

	rc = a->run(sv, &e);
	REQUIRE(rc != -1, "%s: %s", what, e.msg);
	REQUIRE(rc == (want >= 0), "%s: solver says %d, distance %d",
	    what, rc, want);
	REQUIRE(m->b[m->start] == MAZE_START && m->b[m->end] == MAZE_END,
	    "%s: endpoints overwritten", what);
	for (i = 0; i < n; i++) {
		if (m->b[i] == orig[i])
			continue;
		REQUIRE(orig[i] == MAZE_OPEN && (m->b[i] == MAZE_PATH ||
		    (sv->explore && m->b[i] == MAZE_SEEN)),
		    "%s: block %zu turned from '%c' to '%c'", what, i, orig[i],
		    m->b[i]);
	}

	if (rc == 1) {
		REQUIRE(sv->length == (size_t)want,
		    "%s: length %zu, shortest is %d", what, sv->length, want);
		REQUIRE(count_blocks(m, MAZE_PATH) == sv->length - 1,
		    "%s: %zu marks for length %zu", what,
		    count_blocks(m, MAZE_PATH), sv->length);
		/*
		 * On a shortest route, block k is k steps from S and touches
		 * only blocks k - 1 and k + 1 of the route; so from each block
		 * there is exactly one way on.
		 */
		prev = MAZE_NONE;
		cur = m->start;
		for (step = 1; step <= want; step++) {
			x = (uint32_t)(cur % m->w);
			y = (uint32_t)(cur / m->w);
			found = 0;
			next = MAZE_NONE;
			for (d = 0; d < 4; d++) {
				if ((d == MAZE_N && y == 0) ||
				    (d == MAZE_S && y + 1 == m->h) ||
				    (d == MAZE_W && x == 0) ||
				    (d == MAZE_E && x + 1 == m->w))
					continue;
				i = (size_t)(y + maze_dy[d]) * m->w + x +
				    maze_dx[d];
				if (i != prev && (m->b[i] == MAZE_PATH ||
				    (i == m->end && step == want))) {
					found++;
					next = i;
				}
			}
			REQUIRE(found == 1, "%s: %zu ways on from block "
			    "%zu, step %d", what, found, cur, step);
			REQUIRE(maze_isopen(orig[next]) &&
			    dist[next] == step, "%s: step %d to block %zu, "
			    "%d from S", what, step, next, dist[next]);
			prev = cur;
			cur = next;
		}
		REQUIRE(cur == m->end, "%s: route ends at %zu", what,
		    cur);
	} else
		REQUIRE(count_blocks(m, MAZE_PATH) == 0,
		    "%s: marks with no route", what);

	if (sv->explore)
		for (i = 0; i < n; i++) {
			reach += dist[i] >= 0;
			/* Nearer than E: expanded for sure; farther: never. */
			if (orig[i] == MAZE_OPEN && dist[i] > 0 &&
			    (rc == 0 || dist[i] < want))
				REQUIRE(m->b[i] == MAZE_SEEN ||
				    m->b[i] == MAZE_PATH, "%s: block %zu, %d "
				    "from S, not explored", what, i, dist[i]);
			if (m->b[i] == MAZE_SEEN)
				REQUIRE(dist[i] > 0 && (rc == 0 ||
				    dist[i] <= want), "%s: block %zu, %d "
				    "from S, explored", what, i, dist[i]);
		}
	if (sv->explore && rc == 0)
		REQUIRE(sv->explored == reach, "%s: explored %zu of %zu",
		    what, sv->explored, reach);
	free(orig);
	free(dist);
}

/*
 * A random grid from seed: 1 to 40 blocks wide and 1 to 30 high, but not
 * 1x1, which has no room for both S and E; walls at a density of 0.2 to
 * 0.45; S and E on two distinct random blocks, which opens them.
 */
static void
random_grid(struct maze *m, uint64_t seed)
{
	struct maze_err e;
	struct rng r;
	uint32_t w, h;
	size_t n, i;
	double density;

	rng_seed(&r, seed);
	do {
		w = 1 + rng_below(&r, 40);
		h = 1 + rng_below(&r, 30);
	} while (w * h < 2);
	density = 0.2 + 0.25 * rng_unit(&r);
	REQUIRE(maze_alloc(m, w, h, &e) == 0, "%s", e.msg);
	n = (size_t)w * h;
	for (i = 0; i < n; i++)
		m->b[i] = rng_unit(&r) < density ? MAZE_WALL : MAZE_OPEN;
	m->start = rng_below(&r, (uint32_t)n);
	do
		m->end = rng_below(&r, (uint32_t)n);
	while (m->end == m->start);
	m->b[m->start] = MAZE_START;
	m->b[m->end] = MAZE_END;
}

static void
solve_begin(struct solve *sv, struct maze *m, struct rng *r)
{
	memset(sv, 0, sizeof *sv);
	search_init(&sv->srch);
	sv->m = m;
	sv->rng = r;
}

START_TEST(test_random_grids)
{
	const struct solve_algo *a = solve_algo(0);
	struct solve sv;
	struct maze m;
	struct rng r;
	char what[64];
	uint64_t seed;
	int k, found = 0;

	maze_init(&m);
	rng_seed(&r, 1);
	solve_begin(&sv, &m, &r);
	for (k = 0; k < PER_BATCH; k++) {
		seed = (uint64_t)_i * PER_BATCH + (uint64_t)k;
		snprintf(what, sizeof what, "%s, grid of seed %llu",
		    a->info.name, (unsigned long long)seed);
		random_grid(&m, seed);
		sv.explore = k % 2;
		assert_solves(a, &sv, what);
		found += sv.length > 0;
		sv.length = 0;
	}
	/* Both outcomes must be tested, or the grids are too easy or hard. */
	ck_assert_int_gt(found, PER_BATCH / 10);
	ck_assert_int_lt(found, PER_BATCH - PER_BATCH / 10);
	search_free(&sv.srch);
	maze_free(&m);
}
END_TEST

START_TEST(test_perfect_mazes)
{
	static const uint32_t sizes[][2] = { { 1, 1 }, { 5, 5 }, { 20, 13 },
	    { 40, 40 } };
	const struct solve_algo *a = solve_algo(0);
	const struct gen_algo *g;
	struct maze_err e;
	struct solve sv;
	struct maze m;
	struct rng r;
	char what[96];
	size_t i, j;
	uint64_t seed;

	maze_init(&m);
	rng_seed(&r, 1);
	solve_begin(&sv, &m, &r);
	for (i = 0; (g = gen_algo(i)) != NULL; i++)
		for (j = 0; j < sizeof sizes / sizeof sizes[0]; j++)
			for (seed = 0; seed < 8; seed++) {
				snprintf(what, sizeof what, "%s on %s %ux%u "
				    "seed %llu", a->info.name, g->info.name,
				    sizes[j][0], sizes[j][1],
				    (unsigned long long)seed);
				ck_assert_int_eq(gen_make(&m, g, sizes[j][0],
				    sizes[j][1], seed, &e), 0);
				sv.explore = (int)(seed % 2);
				assert_solves(a, &sv, what);
				ck_assert_msg(sv.length > 0, "%s: unsolved",
				    what);
			}
	search_free(&sv.srch);
	maze_free(&m);
}
END_TEST

/* The example of maze(5): the route the man page shows, exactly. */
START_TEST(test_man_example)
{
	struct maze_err e;
	struct solve sv;
	struct maze m;
	struct rng r;

	maze_init(&m);
	maze_from_str(&m,
	    "#S#######\n"
	    "#       #\n"
	    "# # ### #\n"
	    "# #   # #\n"
	    "##### # #\n"
	    "#     # #\n"
	    "#######E#\n");
	rng_seed(&r, 1);
	solve_begin(&sv, &m, &r);
	ck_assert_int_eq(solve_algo(0)->run(&sv, &e), 1);
	ck_assert_uint_eq(sv.length, 12);
	ck_assert_mem_eq(m.b,
	    "#S#######"
	    "#+++++++#"
	    "# # ###+#"
	    "# #   #+#"
	    "##### #+#"
	    "#     #+#"
	    "#######E#", 63);
	search_free(&sv.srch);
	maze_free(&m);
}
END_TEST

START_TEST(test_no_route)
{
	struct maze_err e;
	struct solve sv;
	struct maze m;
	struct rng r;

	maze_init(&m);
	maze_from_str(&m, "S #  \n  # E\n");
	rng_seed(&r, 1);
	solve_begin(&sv, &m, &r);
	sv.explore = 1;
	ck_assert_int_eq(solve_algo(0)->run(&sv, &e), 0);
	ck_assert_mem_eq(m.b, "S.#  ..# E", 10);
	ck_assert_uint_eq(sv.explored, 4);
	search_free(&sv.srch);
	maze_free(&m);
}
END_TEST

Suite *
solve_suite(void)
{
	Suite *s = suite_create("solve");
	TCase *tc;

	tc = tcase_create("known");
	tcase_add_test(tc, test_man_example);
	tcase_add_test(tc, test_no_route);
	suite_add_tcase(s, tc);

	tc = tcase_create("random");
	tcase_add_loop_test(tc, test_random_grids, 0, BATCHES);
	tcase_add_test(tc, test_perfect_mazes);
	suite_add_tcase(s, tc);
	return s;
}
