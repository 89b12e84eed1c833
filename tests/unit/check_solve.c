/* check_solve.c: the solvers against a distance count of the tests' own. */
#include <stdlib.h>
#include <string.h>

#include "gen/genint.h"
#include "solve/solvepriv.h"
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
assert_solves(const struct maze_solve_algo *a, struct maze_solve *sv,
    const char *what)
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
 * Make each block of m, on every level, a wall with probability density,
 * else open, about a third of the open ones weighted from 1 to 9 with
 * weights set; then S and E on two distinct blocks, which opens them.
 * Draws from r.
 */
static void
fill_grid(struct maze *m, struct maze_rng *r, double density, int weights)
{
	size_t n = maze_blocks(m), i;

	for (i = 0; i < n; i++) {
		m->b[i] = rng_unit(r) < density ? MAZE_WALL : MAZE_OPEN;
		if (weights && m->b[i] == MAZE_OPEN && rng_below(r, 3) == 0)
			m->b[i] = (unsigned char)('1' + rng_below(r, 9));
	}
	m->start = rng_below(r, (uint32_t)n);
	do
		m->end = rng_below(r, (uint32_t)n);
	while (m->end == m->start);
	m->b[m->start] = MAZE_START;
	m->b[m->end] = MAZE_END;
}

/*
 * A random grid from seed: 1 to 40 blocks wide and 1 to 30 high, but not
 * 1x1, which has no room for both S and E; walls at a density of 0.2 to
 * 0.45; S and E on two distinct random blocks, which opens them.  With
 * weights set, about a third of the open blocks get a weight from 1 to 9.
 */
static void
random_grid_d(struct maze *m, uint64_t seed, int weights, double lo,
    double hi)
{
	struct maze_err e;
	struct maze_rng r;
	uint32_t w, h;
	double density;

	maze_rng_seed(&r, seed);
	do {
		w = 1 + rng_below(&r, 40);
		h = 1 + rng_below(&r, 30);
	} while (w * h < 2);
	density = lo + (hi - lo) * rng_unit(&r);
	REQUIRE(maze_alloc(m, w, h, &e) == 0, "%s", e.msg);
	fill_grid(m, &r, density, weights);
}

static void
random_grid_w(struct maze *m, uint64_t seed, int weights)
{
	random_grid_d(m, seed, weights, 0.2, 0.45);
}

static void
random_grid(struct maze *m, uint64_t seed)
{
	random_grid_w(m, seed, 0);
}

/*
 * The tests' own count, independent of the library's searches: the least
 * cost from block src to every block of m over open blocks, in any of the
 * six directions (levels or not), entering a block costing its weight with
 * weighted set and 1 without (so then it counts steps); -1 where there is
 * no way.  A queue of blocks whose cost fell (Bellman-Ford as Moore had
 * it): not quick, but plainly right, and quick enough here.
 */
static void
cheapest(const struct maze *m, const size_t *nb, size_t src, int weighted,
    long *cost)
{
	size_t n = maze_blocks(m), *q, head = 0, tail = 0, queued = 0, i, j;
	unsigned char *in;
	long c;
	int d;

	q = malloc(n * sizeof *q);
	in = calloc(n, 1);
	REQUIRE(q != NULL && in != NULL, "out of memory");
	for (i = 0; i < n; i++)
		cost[i] = -1;
	cost[src] = 0;
	q[0] = src;
	tail = n > 1;
	in[src] = 1;
	queued = 1;
	/* A ring of n, as many as can be queued at once. */
	while (queued > 0) {
		i = q[head];
		head = head + 1 == n ? 0 : head + 1;
		queued--;
		in[i] = 0;
		/* A way off the grid is i itself, no cheaper. */
		for (d = 0; d < MAZE_NDIRS; d++) {
			j = nb[i * MAZE_NDIRS + (size_t)d];
			if (!maze_isopen(m->b[j]))
				continue;
			c = cost[i] + (weighted ? (long)maze_weight(m->b[j]) :
			    1);
			if (cost[j] >= 0 && cost[j] <= c)
				continue;
			cost[j] = c;
			if (!in[j]) {
				q[tail] = j;
				tail = tail + 1 == n ? 0 : tail + 1;
				in[j] = 1;
				queued++;
			}
		}
	}
	free(q);
	free(in);
}

/* Blocks of m holding c, on every level. */
static size_t
count_all(const struct maze *m, unsigned char c)
{
	size_t n = maze_blocks(m), i, k = 0;

	for (i = 0; i < n; i++)
		k += m->b[i] == c;
	return k;
}

/*
 * Run solver a on sv's maze and check what any solver must do: say whether
 * there is a route truly (a complete solver always; the others may give up,
 * but never claim a route that is not there); mark a route of open blocks
 * that joins S to E step by step, with as many marks as its length less
 * one and the cost it reports, weights marked by their letters; change
 * nothing else but '.' on plain open blocks; leave a maze that, its marks
 * cleared, is the maze it was.  Optimal solvers must match the independent
 * counts: fewest steps, and for the cheapest-route solvers on weights, the
 * lowest cost (cheapest).  Steps up and down count as any other, so this
 * holds for mazes of several levels too.  Returns what the solver
 * returned.
 */
static int
assert_route(const struct maze_solve_algo *a, struct maze_solve *sv,
    const char *what)
{
	struct maze *m = sv->m;
	struct maze_err e;
	size_t n = maze_blocks(m), i, j, marks = 0, reached = 0, *q;
	size_t head = 0, tail = 0, *nb = block_neighbours(m);
	unsigned char *orig, *seen, c;
	int rc, d, weighted = 0;
	long *dist, *cost, sum = 0;

	orig = malloc(n);
	seen = calloc(n, 1);
	q = malloc(n * sizeof *q);
	dist = malloc(n * sizeof *dist);
	cost = malloc(n * sizeof *cost);
	REQUIRE(orig && seen && q && dist && cost, "out of memory");
	memcpy(orig, m->b, n);
	for (i = 0; i < n; i++)
		weighted |= orig[i] >= '1' && orig[i] <= '9';
	cheapest(m, nb, m->start, 0, dist);
	/* Where every open block weighs 1, a block costs a step: the same. */
	for (i = 0; i < n && (!maze_isopen(orig[i]) ||
	    maze_weight(orig[i]) == 1); i++)
		;
	if (i < n)
		cheapest(m, nb, m->start, 1, cost);
	else
		memcpy(cost, dist, n * sizeof *cost);

	rc = a->run(sv, &e);
	REQUIRE(rc != -1, "%s: %s", what, e.msg);
	/*
	 * The states say which blocks the run explored, as solve_cells()
	 * counts them (dead-end-filling's filled blocks: walls there, open
	 * here), unless the run kept its own count (cellbfs.c).
	 */
	if (sv->srch->cells == SIZE_MAX) {
		for (i = j = 0; i < n; i++) {
			c = sv->srch->st[search_pad(sv->srch, i)];
			j += c == SEARCH_WALL ? maze_isopen(m->b[i]) :
			    (c & SEARCH_DONE) != 0;
		}
		REQUIRE(j == sv->explored, "%s: %zu blocks done, %zu explored",
		    what, j, sv->explored);
	}
	if ((a->flags & MAZE_SOLVE_COMPLETE))
		REQUIRE(rc == (dist[m->end] >= 0), "%s: solver says %d, "
		    "distance %ld", what, rc, dist[m->end]);
	else
		REQUIRE(rc == 0 || dist[m->end] >= 0, "%s: a route where "
		    "there is none", what);
	REQUIRE(m->b[m->start] == MAZE_START && m->b[m->end] == MAZE_END,
	    "%s: endpoints overwritten", what);
	for (i = 0; i < n; i++) {
		c = m->b[i];
		if (c == orig[i])
			continue;
		if (maze_isroute(c)) {
			REQUIRE(maze_isopen(orig[i]) && maze_weight(c) ==
			    maze_weight(orig[i]) && (c == MAZE_PATH) ==
			    (orig[i] == MAZE_OPEN), "%s: block %zu '%c' "
			    "marked '%c'", what, i, orig[i], c);
			marks++;
			sum += (long)maze_weight(c);
		} else
			REQUIRE(sv->explore && c == MAZE_SEEN &&
			    orig[i] == MAZE_OPEN, "%s: block %zu turned from "
			    "'%c' to '%c'", what, i, orig[i], c);
	}
	if (rc == 1) {
		REQUIRE(marks + 1 == sv->length, "%s: %zu marks for length "
		    "%zu", what, marks, sv->length);
		REQUIRE((long)sv->cost == sum + 1, "%s: cost %llu, marks "
		    "cost %ld", what, (unsigned long long)sv->cost, sum + 1);
		/* The marks join S to E, every one of them. */
		seen[m->start] = 1;
		q[tail++] = m->start;
		while (head < tail) {
			i = q[head++];
			for (d = 0; d < MAZE_NDIRS; d++) {
				if ((j = nb[i * MAZE_NDIRS + (size_t)d]) == i)
					continue;	/* off the grid */
				if (seen[j] || !(maze_isroute(m->b[j]) ||
				    j == m->end))
					continue;
				seen[j] = 1;
				reached += j != m->end;
				if (j != m->end)
					q[tail++] = j;
			}
		}
		REQUIRE(seen[m->end], "%s: the marks do not reach E", what);
		/*
		 * One unbranched route: S and E touch one block of it, every
		 * mark two (nothing cuts a corner of it).
		 */
		for (i = 0; i < n; i++) {
			int near = 0, want;

			if (i == m->start || i == m->end)
				want = 1;
			else if (maze_isroute(m->b[i]) && m->b[i] != orig[i])
				want = 2;
			else
				continue;
			for (d = 0; d < MAZE_NDIRS; d++) {
				if ((j = nb[i * MAZE_NDIRS + (size_t)d]) == i)
					continue;	/* off the grid */
				near += j == m->start || j == m->end ||
				    (maze_isroute(m->b[j]) &&
				    m->b[j] != orig[j]);
			}
			REQUIRE(near == want, "%s: block %zu touches %d "
			    "blocks of the route", what, i, near);
		}
		REQUIRE(reached == marks, "%s: %zu of %zu marks off the "
		    "route", what, marks - reached, marks);
		REQUIRE(sv->length >= (size_t)dist[m->end] &&
		    (long)sv->cost >= cost[m->end], "%s: better than the "
		    "best", what);
		if ((a->flags & MAZE_SOLVE_SHORTEST) &&
		    (!weighted || !(a->flags & MAZE_SOLVE_CHEAPEST)))
			REQUIRE(sv->length == (size_t)dist[m->end], "%s: "
			    "length %zu, shortest %ld", what, sv->length,
			    dist[m->end]);
		if ((a->flags & MAZE_SOLVE_CHEAPEST) && sv->optimal)
			REQUIRE((long)sv->cost == cost[m->end], "%s: cost "
			    "%llu, cheapest %ld", what,
			    (unsigned long long)sv->cost, cost[m->end]);
		if ((a->flags & MAZE_SOLVE_SHORTEST) && !weighted)
			REQUIRE(sv->optimal, "%s: not optimal", what);
	} else
		REQUIRE(marks == 0, "%s: marks with no route", what);
	REQUIRE(sv->explored > 0 && sv->explored <= n, "%s: explored %zu",
	    what, sv->explored);
	if (sv->explore)
		REQUIRE(count_all(m, MAZE_SEEN) <= sv->explored, "%s: more "
		    "marked than explored", what);
	/*
	 * Breadth-first search and flooding expand, level by level of
	 * distance, every block nearer S than the last level before E (with
	 * no route, every block they reach).
	 */
	if (sv->explore && (strcmp(a->info.name, "bfs") == 0 ||
	    strcmp(a->info.name, "flood") == 0))
		for (i = 0; i < n; i++)
			if (orig[i] == MAZE_OPEN && dist[i] > 0 && (rc == 0 ||
			    dist[i] + 1 < dist[m->end]))
				REQUIRE(m->b[i] == MAZE_SEEN || m->b[i] ==
				    MAZE_PATH, "%s: block %zu, %ld from S, "
				    "not explored", what, i, dist[i]);
	maze_clear_marks(m);
	REQUIRE(memcmp(m->b, orig, n) == 0, "%s: not the same maze once "
	    "cleared", what);
	free(orig);
	free(seen);
	free(q);
	free(dist);
	free(cost);
	free(nb);
	return rc;
}

static void
solve_begin(struct maze_solve *sv, struct maze *m, struct maze_rng *r)
{
	ck_assert_int_eq(maze_solve_init(sv, NULL), 0);
	sv->m = m;
	sv->rng = r;
}

START_TEST(test_random_grids)
{
	const struct maze_solve_algo *a = maze_solve_algo(0);
	struct maze_solve sv;
	struct maze m;
	struct maze_rng r;
	char what[64];
	uint64_t seed;
	int k, found = 0;

	maze_init(&m);
	maze_rng_seed(&r, 1);
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
	maze_solve_free(&sv);
	maze_free(&m);
}
END_TEST

START_TEST(test_perfect_mazes)
{
	static const uint32_t sizes[][2] = { { 1, 1 }, { 5, 5 }, { 20, 13 },
	    { 40, 40 } };
	const struct maze_solve_algo *a = maze_solve_algo(0);
	const struct maze_gen_algo *g;
	struct maze_err e;
	struct maze_solve sv;
	struct maze m;
	struct maze_rng r;
	char what[96];
	size_t i, j;
	uint64_t seed;

	maze_init(&m);
	maze_rng_seed(&r, 1);
	solve_begin(&sv, &m, &r);
	for (i = 0; (g = maze_gen_algo(i)) != NULL; i++)
		for (j = 0; j < sizeof sizes / sizeof sizes[0]; j++)
			for (seed = 0; seed < 8; seed++) {
				snprintf(what, sizeof what, "%s on %s %ux%u "
				    "seed %llu", a->info.name, g->info.name,
				    sizes[j][0], sizes[j][1],
				    (unsigned long long)seed);
				ck_assert_int_eq(maze_gen_make(&m, g,
				    sizes[j][0], sizes[j][1], seed, &e), 0);
				sv.explore = (int)(seed % 2);
				assert_solves(a, &sv, what);
				ck_assert_msg(sv.length > 0, "%s: unsolved",
				    what);
			}
	maze_solve_free(&sv);
	maze_free(&m);
}
END_TEST

/* The example of maze(5): the route the man page shows, exactly. */
START_TEST(test_man_example)
{
	struct maze_err e;
	struct maze_solve sv;
	struct maze m;
	struct maze_rng r;

	maze_init(&m);
	maze_from_str(&m, MAN_EXAMPLE_ROWS);
	maze_rng_seed(&r, 1);
	solve_begin(&sv, &m, &r);
	ck_assert_int_eq(maze_solve_algo(0)->run(&sv, &e), 1);
	ck_assert_uint_eq(sv.length, 12);
	ck_assert_mem_eq(m.b,
	    "#S#######"
	    "#+++++++#"
	    "# # ###+#"
	    "# #   #+#"
	    "##### #+#"
	    "#     #+#"
	    "#######E#", 63);
	maze_solve_free(&sv);
	maze_free(&m);
}
END_TEST

START_TEST(test_no_route)
{
	struct maze_err e;
	struct maze_solve sv;
	struct maze m;
	struct maze_rng r;

	maze_init(&m);
	maze_from_str(&m, "S #  \n  # E\n");
	maze_rng_seed(&r, 1);
	solve_begin(&sv, &m, &r);
	sv.explore = 1;
	ck_assert_int_eq(maze_solve_algo(0)->run(&sv, &e), 0);
	ck_assert_mem_eq(m.b, "S.#  ..# E", 10);
	ck_assert_uint_eq(sv.explored, 4);
	maze_solve_free(&sv);
	maze_free(&m);
}
END_TEST

/*
 * A maze without S or E, which a reader takes: every solver says so, as
 * mazesolve does, and touches nothing (the library's callers need not
 * check first).  A cell maze, which bfs would search as cells, and not.
 */
START_TEST(test_no_ends)
{
	static const char *const mazes[] = {
		"#S#\n# #\n###\n", "###\n# #\n#E#\n", "###\n# #\n###\n",
		"S  #\n#   \n", "#  #\n#  E\n",
	};
	static const char *const why[] = {
		"no end block 'E' in this maze",
		"no start block 'S' in this maze",
		"no start block 'S' in this maze",
		"no end block 'E' in this maze",
		"no start block 'S' in this maze",
	};
	const struct maze_solve_algo *a;
	struct maze_err e;
	struct maze_solve sv;
	struct maze m;
	struct maze_rng r;
	char *was;
	size_t i, k;

	for (k = 0; k < sizeof mazes / sizeof mazes[0]; k++)
		for (i = 0; (a = maze_solve_algo(i)) != NULL; i++) {
			maze_init(&m);
			maze_from_str(&m, mazes[k]);
			was = malloc(maze_blocks(&m));
			ck_assert_ptr_nonnull(was);
			memcpy(was, m.b, maze_blocks(&m));
			maze_rng_seed(&r, 1);
			solve_begin(&sv, &m, &r);
			memset(&e, 0, sizeof e);
			ck_assert_msg(a->run(&sv, &e) == -1, "%s, maze %zu",
			    a->info.name, k);
			ck_assert_str_eq(e.msg, why[k]);
			ck_assert_uint_eq(e.line, 1);
			ck_assert_uint_eq(e.col, 1);
			ck_assert_mem_eq(m.b, was, maze_blocks(&m));
			free(was);
			maze_solve_free(&sv);
			maze_free(&m);
		}
}
END_TEST

/* Every solver on random grids, with and without weights and '.' marks. */
START_TEST(test_all_random)
{
	const struct maze_solve_algo *a;
	struct maze_solve sv;
	struct maze m;
	struct maze_rng r;
	char what[96];
	uint64_t seed;
	size_t i;
	int k, found;

	maze_init(&m);
	maze_rng_seed(&r, 1);
	solve_begin(&sv, &m, &r);
	for (i = 0; (a = maze_solve_algo(i)) != NULL; i++) {
		found = 0;
		for (k = 0; k < PER_BATCH; k++) {
			seed = (uint64_t)_i * PER_BATCH + (uint64_t)k;
			snprintf(what, sizeof what, "%s, grid of seed %llu%s",
			    a->info.name, (unsigned long long)seed,
			    k % 2 ? ", weighted" : "");
			random_grid_w(&m, seed, k % 2);
			sv.explore = (k / 2) % 2;
			found += assert_route(a, &sv, what);
		}
		/* Both outcomes must be tested. */
		ck_assert_int_gt(found, PER_BATCH / 10);
		ck_assert_int_lt(found, PER_BATCH - PER_BATCH / 10);
	}
	maze_solve_free(&sv);
	maze_free(&m);
}
END_TEST

/*
 * Every solver on open rooms: few walls, many routes of the same length,
 * where a solver that stops at its first meeting or first sight of E
 * goes wrong.
 */
START_TEST(test_all_rooms)
{
	const struct maze_solve_algo *a;
	struct maze_solve sv;
	struct maze m;
	struct maze_rng r;
	char what[96];
	uint64_t seed;
	size_t i;
	int k;

	maze_init(&m);
	maze_rng_seed(&r, 1);
	solve_begin(&sv, &m, &r);
	for (i = 0; (a = maze_solve_algo(i)) != NULL; i++)
		for (k = 0; k < PER_BATCH; k++) {
			seed = 100000 + (uint64_t)_i * PER_BATCH + (uint64_t)k;
			snprintf(what, sizeof what, "%s, room of seed %llu%s",
			    a->info.name, (unsigned long long)seed,
			    k % 2 ? ", weighted" : "");
			random_grid_d(&m, seed, k % 2, 0, 0.15);
			sv.explore = (k / 2) % 2;
			assert_route(a, &sv, what);
		}
	maze_solve_free(&sv);
	maze_free(&m);
}
END_TEST

/* Every solver on perfect mazes, then on the same with walls knocked out. */
START_TEST(test_all_mazes)
{
	static const uint32_t sizes[][2] = { { 1, 1 }, { 2, 1 }, { 5, 5 },
	    { 20, 13 }, { 40, 40 } };
	const struct maze_solve_algo *a;
	const struct maze_gen_algo *g;
	struct maze_err e;
	struct maze_solve sv;
	struct maze m;
	struct maze_rng r, holes;
	char what[128];
	size_t i, j, b, n;
	uint64_t seed;
	int loops;

	maze_init(&m);
	maze_rng_seed(&r, 1);
	solve_begin(&sv, &m, &r);
	for (i = 0; (a = maze_solve_algo(i)) != NULL; i++)
	for (g = maze_gen_algo(0),
	    j = 0; j < sizeof sizes / sizeof sizes[0]; j++)
	for (seed = 0; seed < 6; seed++)
	for (loops = 0; loops < 2; loops++) {
		g = maze_gen_algo(seed % 2) != NULL ? maze_gen_algo(seed % 2) :
		    g;
		snprintf(what, sizeof what, "%s on %s %ux%u seed %llu%s",
		    a->info.name, g->info.name, sizes[j][0], sizes[j][1],
		    (unsigned long long)seed, loops ? " with loops" : "");
		ck_assert_int_eq(maze_gen_make(&m, g, sizes[j][0], sizes[j][1],
		    seed, &e), 0);
		if (loops) {
			/* Knock out inner walls between cells: loops. */
			maze_rng_seed(&holes, seed);
			n = (size_t)m.w * m.h;
			for (b = 0; b < n / 10; b++) {
				size_t x = 1 + rng_below(&holes, m.w - 2 > 0 ?
				    m.w - 2 : 1), y = 1 + rng_below(&holes,
				    m.h - 2 > 0 ? m.h - 2 : 1);
				if (x < m.w - 1 && y < m.h - 1 &&
				    (x + y) % 2 == 1 &&
				    m.b[y * m.w + x] == MAZE_WALL)
					m.b[y * m.w + x] = MAZE_OPEN;
			}
		}
		sv.explore = (int)(seed % 2);
		maze_rng_seed(&r, seed);
		if (assert_route(a, &sv, what) == 0)
			/* Only the wall follower, around loops, may fail. */
			ck_assert_msg(loops &&
			    !(a->flags & MAZE_SOLVE_COMPLETE) && sv.why != NULL,
			    "%s: unsolved", what);
	}
	maze_solve_free(&sv);
	maze_free(&m);
}
END_TEST

/*
 * Levels: a cell maze of cw x ch x cd cells (a flat one when cd is 1) made
 * here rather than by a generator: a depth-first tree of passages across,
 * up and down, drawn from seed.  With loops about a third of the other
 * walls and floors between two cells are opened too; with weights about a
 * third of the open blocks get a weight from 1 to 9.  S and E go on two
 * distinct open blocks.
 */
static void
cell_maze3(struct maze *m, uint32_t cw, uint32_t ch, uint32_t cd,
    uint64_t seed, int loops, int weights)
{
	struct maze_err e;
	struct maze_rng r;
	size_t n = (size_t)cw * ch * cd, nb, *stack, *open, k = 0, c, i;
	unsigned char *seen;
	uint32_t x, y, z, bx, by, bz, even;
	int d, ways[MAZE_NDIRS], nways;

	maze_rng_seed(&r, seed);
	REQUIRE(maze_alloc_cells3(m, cw, ch, cd, &e) == 0, "%s", e.msg);
	nb = maze_blocks(m);
	stack = malloc(n * sizeof *stack);
	seen = calloc(n, 1);
	open = malloc(nb * sizeof *open);
	REQUIRE(stack != NULL && seen != NULL && open != NULL,
	    "out of memory");
	seen[0] = 1;
	stack[k++] = 0;
	while (k > 0) {
		c = stack[k - 1];
		x = (uint32_t)(c % cw);
		y = (uint32_t)(c / cw % ch);
		z = (uint32_t)(c / cw / ch);
		nways = 0;
		for (d = 0; d < MAZE_NDIRS; d++) {
			if ((d == MAZE_N && y == 0) ||
			    (d == MAZE_S && y + 1 == ch) ||
			    (d == MAZE_W && x == 0) ||
			    (d == MAZE_E && x + 1 == cw) ||
			    (d == MAZE_UP && z == 0) ||
			    (d == MAZE_DOWN && z + 1 == cd))
				continue;
			if (!seen[((size_t)(z + maze_dz[d]) * ch + y +
			    maze_dy[d]) * cw + x + maze_dx[d]])
				ways[nways++] = d;
		}
		if (nways == 0) {
			k--;
			continue;
		}
		d = ways[rng_below(&r, (uint32_t)nways)];
		m->b[maze_block(m, 2 * x + 1 + maze_dx[d],
		    2 * y + 1 + maze_dy[d], cd > 1 ? 2 * z + 1 + maze_dz[d] :
		    0)] = MAZE_OPEN;
		c = ((size_t)(z + maze_dz[d]) * ch + y + maze_dy[d]) * cw + x +
		    maze_dx[d];
		seen[c] = 1;
		stack[k++] = c;
	}
	for (i = 0, k = 0; i < nb; i++) {
		bx = (uint32_t)(i % m->w);
		by = (uint32_t)(i / m->w % m->h);
		bz = (uint32_t)(i / m->w / m->h);
		/* A wall between two cells: one coordinate even, inside. */
		even = (bx % 2 == 0) + (by % 2 == 0) +
		    (m->d > 1 && bz % 2 == 0);
		if (loops && m->b[i] == MAZE_WALL && even == 1 && bx > 0 &&
		    by > 0 && bx + 1 < m->w && by + 1 < m->h &&
		    (m->d == 1 || (bz > 0 && bz + 1 < m->d)) &&
		    rng_below(&r, 3) == 0)
			m->b[i] = MAZE_OPEN;
		if (m->b[i] == MAZE_OPEN) {
			if (weights && rng_below(&r, 3) == 0)
				m->b[i] = (unsigned char)('1' +
				    rng_below(&r, 9));
			open[k++] = i;
		}
	}
	m->start = open[rng_below(&r, (uint32_t)k)];
	do
		m->end = open[rng_below(&r, (uint32_t)k)];
	while (m->end == m->start);
	m->b[m->start] = MAZE_START;
	m->b[m->end] = MAZE_END;
	free(stack);
	free(seen);
	free(open);
}

/*
 * A cave: 1 to 8 blocks wide and high, 2 to 6 levels, every block a wall
 * or not at random (density 0.3 to 0.7), so that open blocks meet across
 * and through levels in any way, not as a cell maze's do.  S and E on two
 * distinct blocks; weights as in cell_maze3.
 */
static void
random_cave(struct maze *m, uint64_t seed, int weights)
{
	struct maze_err e;
	struct maze_rng r;
	uint32_t w, h, d;
	double density;

	maze_rng_seed(&r, seed);
	w = 1 + rng_below(&r, 8);
	h = 1 + rng_below(&r, 8);
	d = 2 + rng_below(&r, 5);
	density = 0.3 + 0.4 * rng_unit(&r);
	REQUIRE(maze_alloc3(m, w, h, d, &e) == 0, "%s", e.msg);
	fill_grid(m, &r, density, weights);
}

/*
 * Every solver on mazes of several levels: cell mazes of the shapes below
 * and of random shapes, with and without loops and weights, and caves,
 * with now and then a flat maze between them, since one struct maze_solve
 * serves a whole stream.  Each must pass assert_route, the optimal ones
 * matching the tests' own count (and marking what they explored on
 * every level); adaptive-astar must learn each step of its route, up and
 * down too.  The wall follower must refuse every maze of several levels,
 * changing nothing.
 */
START_TEST(test_all_levels)
{
	static const uint32_t shapes[][3] = { { 1, 1, 2 }, { 2, 2, 2 },
	    { 3, 4, 5 }, { 1, 1, 6 }, { 5, 1, 2 }, { 1, 3, 3 } };
	const size_t nshapes = sizeof shapes / sizeof shapes[0];
	const struct maze_solve_algo *a;
	struct maze_err e;
	struct maze_solve sv;
	struct maze m;
	struct maze_rng r;
	char what[128];
	unsigned char *orig;
	double before, after;
	uint64_t seed;
	size_t i, n, kind;
	int k, d, rc, loops, weights, caves, found;
	uint32_t cw, ch, cd;

	maze_init(&m);
	maze_rng_seed(&r, 1);
	solve_begin(&sv, &m, &r);
	for (i = 0; (a = maze_solve_algo(i)) != NULL; i++) {
		caves = found = 0;
		for (k = 0; k < PER_BATCH; k++) {
			seed = 200000 + (uint64_t)_i * PER_BATCH + (uint64_t)k;
			kind = (size_t)k % (nshapes + 3);
			loops = k / (int)(nshapes + 3) % 2;
			weights = k / (int)(nshapes + 3) / 2 % 2;
			sv.explore = k % 2;
			maze_rng_seed(&r, seed);
			if (kind < nshapes) {
				cw = shapes[kind][0];
				ch = shapes[kind][1];
				cd = shapes[kind][2];
			} else {
				cw = 1 + (uint32_t)(seed % 5);
				ch = 1 + (uint32_t)(seed / 5 % 4);
				cd = 2 + (uint32_t)(seed / 20 % 3);
			}
			if (kind == nshapes + 2) {
				random_cave(&m, seed, weights);
				snprintf(what, sizeof what, "%s, cave of seed "
				    "%llu%s", a->info.name,
				    (unsigned long long)seed, weights ?
				    ", weighted" : "");
			} else if (k % 11 == 10) {
				random_grid_w(&m, seed, weights);
				snprintf(what, sizeof what, "%s, flat grid of "
				    "seed %llu", a->info.name,
				    (unsigned long long)seed);
			} else {
				cell_maze3(&m, cw, ch, cd, seed, loops,
				    weights);
				snprintf(what, sizeof what, "%s, %ux%ux%u "
				    "cells of seed %llu%s%s", a->info.name,
				    cw, ch, cd, (unsigned long long)seed,
				    loops ? ", loops" : "", weights ?
				    ", weighted" : "");
			}
			n = maze_blocks(&m);
			if (m.d > 1 && (a->flags & MAZE_SOLVE_HAND)) {
				orig = malloc(n);
				REQUIRE(orig != NULL, "out of memory");
				memcpy(orig, m.b, n);
				REQUIRE(a->run(&sv, &e) == -1 &&
				    strstr(e.msg, "levels") != NULL &&
				    e.line == m.line && e.col == 1,
				    "%s: not refused", what);
				REQUIRE(memcmp(orig, m.b, n) == 0,
				    "%s: changed", what);
				free(orig);
				continue;
			}
			for (before = 0, d = 0; d < MAZE_NDIRS; d++)
				before += sv.dirsteps[d];
			rc = assert_route(a, &sv, what);
			for (after = 0, d = 0; d < MAZE_NDIRS; d++)
				after += sv.dirsteps[d];
			if (strcmp(a->info.name, "adaptive-astar") == 0 &&
			    rc == 1)
				REQUIRE(after - before == (double)sv.length,
				    "%s: learnt %g steps of %zu", what,
				    after - before, sv.length);
			if (kind == nshapes + 2) {
				caves++;
				found += rc;
			} else if (m.d > 1 && (a->flags & MAZE_SOLVE_COMPLETE))
				/* Every cell maze joins all its blocks. */
				REQUIRE(rc == 1, "%s: unsolved", what);
		}
		/* Both outcomes must be tested on caves (not the mouse). */
		if (a->flags & MAZE_SOLVE_COMPLETE) {
			ck_assert_int_gt(found, 0);
			ck_assert_int_lt(found, caves);
		}
	}
	maze_solve_free(&sv);
	maze_free(&m);
}
END_TEST

/*
 * A* with every heuristic and several weights, on weighted grids, flat and
 * of several levels.
 */
START_TEST(test_astar_variants)
{
	static const double weights[] = { 0, 0.5, 1, 1.5, 3, -1 };
	const struct maze_solve_algo *a = NULL;
	struct maze_solve sv;
	struct maze m;
	struct maze_rng r;
	char what[96];
	size_t i, n;
	int h, w, k;

	for (i = 0; maze_solve_algo(i) != NULL; i++)
		if (strcmp(maze_solve_algo(i)->info.name, "astar") == 0)
			a = maze_solve_algo(i);
	ck_assert_ptr_nonnull(a);
	maze_init(&m);
	maze_rng_seed(&r, 1);
	solve_begin(&sv, &m, &r);
	for (h = MAZE_SOLVE_MANHATTAN; h <= MAZE_SOLVE_ZERO; h++)
		for (w = 0; w < 6; w++)
			for (k = 0; k < 120; k++) {
				snprintf(what, sizeof what, "astar h %d w %g "
				    "grid %d", h, weights[w], k);
				/* Flat grids, then levels: caves, cells. */
				if (k < 60)
					random_grid_w(&m, 5000 + (uint64_t)k,
					    1);
				else if (k % 2 == 0)
					random_cave(&m, 5000 + (uint64_t)k, 1);
				else
					cell_maze3(&m, 1 + (uint32_t)k % 4,
					    1 + (uint32_t)k % 3,
					    2 + (uint32_t)k % 5,
					    5000 + (uint64_t)k, 1, 1);
				/* A weighted A* must be on weights. */
				for (n = 0, i = 0; i < maze_blocks(&m); i++)
					n += maze_isweighted(m.b[i]);
				if (n == 0)
					continue;
				sv.heuristic = h;
				sv.weight = weights[w];
				assert_route(a, &sv, what);
				/* Admissible: optimal; weighted: may not be. */
				ck_assert_int_eq(sv.optimal,
				    weights[w] <= 1);
			}
	maze_solve_free(&sv);
	maze_free(&m);
}
END_TEST

/* Find a solver by name. */
static const struct maze_solve_algo *
by_name(const char *name)
{
	size_t i = maze_algo_find(maze_solve_info, name);

	ck_assert_msg(i != MAZE_NONE, "no solver %s", name);
	return maze_solve_algo(i);
}

/* On weights Dijkstra goes round what breadth-first search goes through. */
START_TEST(test_weights_differ)
{
	static const char maze[] =
	    "#######\n"
	    "#S999E#\n"
	    "# ### #\n"
	    "#     #\n"
	    "#######\n";
	struct maze_err e;
	struct maze_solve sv;
	struct maze m;
	struct maze_rng r;

	maze_init(&m);
	maze_from_str(&m, maze);
	maze_rng_seed(&r, 1);
	solve_begin(&sv, &m, &r);
	ck_assert_int_eq(by_name("bfs")->run(&sv, &e), 1);
	ck_assert_uint_eq(sv.length, 4);
	ck_assert_uint_eq(sv.cost, 28);
	ck_assert_int_eq(sv.optimal, 0);
	ck_assert_mem_eq(m.b, "#######" "#SiiiE#" "# ### #" "#     #", 28);
	maze_clear_marks(&m);
	ck_assert_int_eq(by_name("dijkstra")->run(&sv, &e), 1);
	ck_assert_uint_eq(sv.length, 8);
	ck_assert_uint_eq(sv.cost, 8);
	ck_assert_int_eq(sv.optimal, 1);
	ck_assert_mem_eq(m.b, "#######" "#S999E#" "#+###+#" "#+++++#", 28);
	maze_clear_marks(&m);
	ck_assert_int_eq(by_name("astar")->run(&sv, &e), 1);
	ck_assert_uint_eq(sv.cost, 8);
	maze_solve_free(&sv);
	maze_free(&m);
}
END_TEST

/* E on an island inside a loop: the wall follower must see it cannot win. */
START_TEST(test_wall_follower_island)
{
	static const char maze[] =
	    "#########\n"
	    "#S      #\n"
	    "# ##### #\n"
	    "# #E  # #\n"
	    "# #####  \n"
	    "#       #\n"
	    "#########\n";
	struct maze_err e;
	struct maze_solve sv;
	struct maze m;
	struct maze_rng r;
	int hand;

	maze_init(&m);
	maze_rng_seed(&r, 1);
	solve_begin(&sv, &m, &r);
	for (hand = 0; hand < 2; hand++) {
		maze_from_str(&m, maze);
		sv.lefthand = hand;
		ck_assert_int_eq(by_name("wall-follower")->run(&sv, &e), 0);
		ck_assert_ptr_nonnull(sv.why);
		ck_assert_int_eq(count_blocks(&m, MAZE_PATH), 0);
		/* Every other solver knows there is no way. */
		maze_clear_marks(&m);
		ck_assert_int_eq(by_name("tremaux")->run(&sv, &e), 0);
	}
	maze_solve_free(&sv);
	maze_free(&m);
}
END_TEST

/* The random mouse: the same seed, the same walk; bounded. */
START_TEST(test_random_mouse)
{
	const struct maze_solve_algo *a = by_name("random-mouse");
	struct maze_err e;
	struct maze_solve sv;
	struct maze m, m2;
	struct maze_rng r;
	size_t len;

	maze_init(&m);
	maze_init(&m2);
	maze_rng_seed(&r, 1);
	solve_begin(&sv, &m, &r);
	ck_assert_int_eq(maze_gen_make(&m, maze_gen_algo(0), 15, 15, 3, &e), 0);
	ck_assert_int_eq(maze_gen_make(&m2, maze_gen_algo(0), 15, 15, 3, &e),
	    0);
	maze_rng_seed(&r, 42);
	ck_assert_int_eq(a->run(&sv, &e), 1);
	len = sv.length;
	sv.m = &m2;
	maze_rng_seed(&r, 42);
	ck_assert_int_eq(a->run(&sv, &e), 1);
	ck_assert_uint_eq(sv.length, len);
	ck_assert_mem_eq(m.b, m2.b, (size_t)m.w * m.h);
	ck_assert_uint_gt(sv.steps, 0);
	maze_solve_free(&sv);
	maze_free(&m);
	maze_free(&m2);
}
END_TEST

/* Adaptive A* learns the route's directions, maze by maze. */
START_TEST(test_adaptive_learns)
{
	const struct maze_solve_algo *a = by_name("adaptive-astar");
	struct maze_err e;
	struct maze_solve sv;
	struct maze m;
	struct maze_rng r;
	double total = 0, before;
	int k, d;

	maze_init(&m);
	maze_rng_seed(&r, 1);
	solve_begin(&sv, &m, &r);
	for (k = 0; k < 5; k++) {
		ck_assert_int_eq(maze_gen_make(&m, maze_gen_algo(0), 20, 20,
		    (uint64_t)k, &e), 0);
		before = total;
		ck_assert_int_eq(a->run(&sv, &e), 1);
		for (total = 0, d = 0; d < 4; d++)
			total += sv.dirsteps[d];
		ck_assert_double_eq(total - before, (double)sv.length);
	}
	/* Mazes from top to bottom go south more than north. */
	ck_assert_double_gt(sv.dirsteps[MAZE_S], sv.dirsteps[MAZE_N]);
	maze_solve_free(&sv);
	maze_free(&m);
}
END_TEST

/*
 * Frames: for every solver, on a perfect maze, a weighted one with loops
 * and one of three levels, the run counted and then replayed writes
 * min(want, steps + 1) frames, each a maze of the size, the last the maze
 * as solved without frames; and the replay finds what the plain run did.
 */
START_TEST(test_frames)
{
	static const uint64_t wants[] = { 2, 5, 0, 1000000 };
	const struct maze_solve_algo *a = maze_solve_algo((size_t)_i);
	struct maze_writer w;
	struct maze_err e;
	struct maze_solve sv;
	struct maze m;
	struct maze_rng r;
	unsigned char *orig;
	char *buf, *plain, what[96];
	size_t len, plen, k, nb;
	uint64_t seed, steps, n;
	int shape, rc;
	FILE *fp;

	maze_init(&m);
	solve_begin(&sv, &m, &r);
	for (shape = 0; shape < 3; shape++)
	for (seed = 1; seed <= 3; seed++) {
		if (shape == 0)
			ck_assert_int_eq(maze_gen_make(&m, maze_gen_algo(0), 8,
			    6, seed, &e), 0);
		else
			cell_maze3(&m, shape == 1 ? 6 : 3, shape == 1 ? 5 : 3,
			    shape == 1 ? 1 : 3, seed, 1, shape == 1);
		if ((a->flags & MAZE_SOLVE_FLAT) && m.d > 1)
			continue;
		sv.explore = (int)(seed % 2);
		nb = maze_blocks(&m);
		orig = malloc(nb);
		ck_assert_ptr_nonnull(orig);
		memcpy(orig, m.b, nb);
		maze_rng_seed(&r, seed);
		memset(sv.dirsteps, 0, sizeof sv.dirsteps);
		rc = a->run(&sv, &e);
		fp = open_memstream(&plain, &plen);
		maze_writer_init(&w, fp);
		ck_assert_int_eq(maze_write(&w, &m, &e), 0);
		fclose(fp);
		for (k = 0; k < sizeof wants / sizeof wants[0]; k++) {
			snprintf(what, sizeof what, "%s on maze %d seed %llu "
			    "--frames %llu", a->info.name, shape,
			    (unsigned long long)seed,
			    (unsigned long long)wants[k]);
			memcpy(m.b, orig, nb);
			maze_rng_seed(&r, seed);
			memset(sv.dirsteps, 0, sizeof sv.dirsteps);
			ck_assert_int_eq(solve_frames_count(&sv, wants[k], &e),
			    0);
			REQUIRE(a->run(&sv, &e) == rc, "%s: counting", what);
			fp = open_memstream(&buf, &len);
			maze_writer_init(&w, fp);
			REQUIRE(solve_frames_replay(&sv, a, &w, &e) == rc,
			    "%s: replaying", what);
			ck_assert_int_eq(maze_write(&w, &m, &e), 0);
			fclose(fp);
			steps = sv.frames->mf.total;
			n = wants[k] == 0 || wants[k] > steps ? steps + 1 :
			    wants[k];
			REQUIRE(steps > 0 && check_frames(buf, len, plain, plen,
			    &m, what) == n, "%s: not %llu frames", what,
			    (unsigned long long)n);
			free(buf);
		}
		free(plain);
		free(orig);
	}
	maze_solve_free(&sv);
	maze_free(&m);
}
END_TEST

/* --heuristic's names, and the line --stats adds. */
START_TEST(test_heuristics_figures)
{
	struct maze_solve sv;
	struct maze_err e;
	struct maze m;

	ck_assert_int_eq(solve_heuristic_find("manhattan"),
	    MAZE_SOLVE_MANHATTAN);
	ck_assert_int_eq(solve_heuristic_find("zero"), MAZE_SOLVE_ZERO);
	ck_assert_int_eq(solve_heuristic_find("Zero"), -1);
	memset(&sv, 0, sizeof sv);
	sv.explored = 9;
	sv.length = 4;
	sv.cost = 5;
	maze_init(&m);
	ck_assert_int_eq(solve_figures(&sv, 1, &m, 0, &e), 0);
	ck_assert_int_eq(solve_figures(&sv, 0, &m, 0, &e), 0);
	ck_assert_uint_eq(m.hdr.n, 2);
	ck_assert_str_eq(m.hdr.line[0], "; solution explored 9 length 4 "
	    "cost 5 optimal no");
	ck_assert_str_eq(m.hdr.line[1], "; solution none explored 9");
	maze_free(&m);
}
END_TEST

/*
 * bfs over cells (cellbfs.c) against bfs over blocks: the same outcome,
 * figures and bytes, on cell mazes of every generator and of levels,
 * perfect, braided and with loops, S and E on cells, on the outer wall or
 * (where the search over cells stands aside) on a passage, with E out of
 * reach or not, with and without -x.
 */

/* Where block (x, y, z) of m is. */
static size_t
at3(const struct maze *m, uint32_t x, uint32_t y, uint32_t z)
{
	return ((size_t)z * m->h + y) * m->w + x;
}

/*
 * A block of m for an endpoint: kind 0 a cell, 1 a block of the outer wall
 * beside a cell, 2 a wall or passage between two cells (a cell if there
 * is none).
 */
static size_t
end_spot(const struct maze *m, struct maze_rng *r, int kind)
{
	uint32_t cw = m->w / 2, ch = m->h / 2, cd = maze_cell_levels(m);
	uint32_t x = 2 * rng_below(r, cw) + 1, y = 2 * rng_below(r, ch) + 1;
	uint32_t z = m->d > 1 ? 2 * rng_below(r, cd) + 1 : 0;
	int side = (int)rng_below(r, m->d > 1 ? 6 : 4);

	if (kind == 1) {
		if (side == 0 || side == 1)
			y = side == 0 ? 0 : m->h - 1;
		else if (side == 2 || side == 3)
			x = side == 2 ? 0 : m->w - 1;
		else
			z = side == 4 ? 0 : m->d - 1;
	} else if (kind == 2) {
		if (cw > 1 && side % 2 == 0)
			x = 2 * (rng_below(r, cw - 1) + 1);
		else if (ch > 1)
			y = 2 * (rng_below(r, ch - 1) + 1);
		else if (cw > 1)
			x = 2 * (rng_below(r, cw - 1) + 1);
	}
	return at3(m, x, y, z);
}

/* Open a wall of each dead end of flat cell maze m: braided. */
static void
braid(struct maze *m, struct maze_rng *r)
{
	uint32_t x, y;
	size_t c, w[4];
	int d, n, nw;

	for (y = 1; y < m->h; y += 2)
		for (x = 1; x < m->w; x += 2) {
			c = at3(m, x, y, 0);
			for (d = n = nw = 0; d < 4; d++) {
				size_t b = (size_t)((ptrdiff_t)c + maze_dx[d] +
				    (ptrdiff_t)maze_dy[d] * m->w);
				uint32_t bx = x + (uint32_t)maze_dx[d];
				uint32_t by = y + (uint32_t)maze_dy[d];

				if (m->b[b] != MAZE_WALL)
					n++;
				else if (bx > 0 && by > 0 && bx + 1 < m->w &&
				    by + 1 < m->h)
					w[nw++] = b;
			}
			if (n == 1 && nw > 0)
				m->b[w[rng_below(r, (uint32_t)nw)]] = MAZE_OPEN;
		}
}

/* Wall in the cell of E, or beside it: E out of reach. */
static void
wall_in(struct maze *m)
{
	uint32_t x, y, z;
	size_t c = m->end, b;
	int d;

	maze_xyz(m, c, &x, &y, &z);
	if (x == 0 || y == 0 || x + 1 == m->w || y + 1 == m->h ||
	    (m->d > 1 && (z == 0 || z + 1 == m->d)))
		c = x == 0 ? c + 1 : x + 1 == m->w ? c - 1 : y == 0 ?
		    c + m->w : y + 1 == m->h ? c - m->w : z == 0 ?
		    c + (size_t)m->w * m->h : c - (size_t)m->w * m->h;
	for (d = 0; d < maze_ndirs(m->d); d++) {
		b = (size_t)((ptrdiff_t)c + maze_dx[d] +
		    (ptrdiff_t)maze_dy[d] * m->w +
		    (ptrdiff_t)maze_dz[d] * m->w * m->h);
		if (b != m->end && m->b[b] != MAZE_START)
			m->b[b] = MAZE_WALL;
	}
}

/* Both searches on copies of m; kinds say where S and E are. */
static void
assert_cells_blocks(const struct maze *m, int kinds, int explore,
    const char *what)
{
	struct maze a, b;
	struct maze_solve sa, sb;
	struct maze_err e;
	struct maze_rng r;
	int ra, rb;

	maze_init(&a);
	maze_init(&b);
	REQUIRE(maze_alloc3(&a, m->w, m->h, m->d, &e) == 0 &&
	    maze_alloc3(&b, m->w, m->h, m->d, &e) == 0, "%s", e.msg);
	memcpy(a.b, m->b, maze_blocks(m));
	memcpy(b.b, m->b, maze_blocks(m));
	a.start = b.start = m->start;
	a.end = b.end = m->end;
	solve_begin(&sa, &a, &r);
	solve_begin(&sb, &b, &r);
	sa.explore = sb.explore = explore;
	ra = solve_bfs_cells(&sa, &e);
	REQUIRE(ra != -1, "%s: %s", what, e.msg);
	REQUIRE((ra == -2) == (kinds >= 2), "%s: cells say %d", what, ra);
	if (ra == -2) {
		REQUIRE(memcmp(a.b, m->b, maze_blocks(m)) == 0,
		    "%s: changed, standing aside", what);
		ra = solve_bfs_blocks(&sa, &e);
	}
	rb = solve_bfs_blocks(&sb, &e);
	REQUIRE(ra == rb, "%s: found %d and %d", what, ra, rb);
	REQUIRE(sa.explored == sb.explored, "%s: explored %zu and %zu", what,
	    sa.explored, sb.explored);
	/*
	 * The cells counted as the search went, and from its states; a
	 * maze is as much a cell maze solved, its marks on, as before.
	 */
	REQUIRE(maze_is_cells(&b, NULL) == maze_is_cells(m, NULL) &&
	    (kinds >= 2 || solve_kept_cells(&sa)) && !solve_kept_cells(&sb),
	    "%s: cell maze %d, solved %d", what, maze_is_cells(m, NULL),
	    maze_is_cells(&b, NULL));
	if (maze_is_cells(m, NULL))
		REQUIRE(solve_cells(&sa) == solve_cells(&sb),
		    "%s: cells %zu and %zu", what, solve_cells(&sa),
		    solve_cells(&sb));
	REQUIRE(sa.length == sb.length && sa.cost == sb.cost &&
	    sa.optimal == sb.optimal, "%s: length %zu and %zu", what,
	    sa.length, sb.length);
	REQUIRE(memcmp(a.b, b.b, maze_blocks(m)) == 0, "%s: marks differ",
	    what);
	maze_solve_free(&sa);
	maze_solve_free(&sb);
	maze_free(&a);
	maze_free(&b);
}

START_TEST(test_bfs_cells)
{
	static const uint32_t shapes[][3] = { { 1, 1, 1 }, { 2, 1, 1 },
	    { 1, 7, 1 }, { 5, 5, 1 }, { 20, 13, 1 }, { 40, 40, 1 },
	    { 1, 1, 2 }, { 3, 4, 5 }, { 6, 5, 3 } };
	const size_t nshapes = sizeof shapes / sizeof shapes[0];
	const struct maze_gen_algo *g;
	struct maze_err e;
	struct maze m;
	struct maze_rng r;
	char what[160];
	uint64_t seed;
	size_t i, k, n;
	int sk, ek, kind, out, tries;

	maze_init(&m);
	for (k = 0; k < 40; k++) {
		seed = 300000 + (uint64_t)_i * 40 + k;
		maze_rng_seed(&r, seed);
		i = (size_t)rng_below(&r, (uint32_t)nshapes);
		kind = (int)rng_below(&r, 4);
		/* cell_maze3 wants two open blocks for S and E. */
		if (shapes[i][2] > 1 || (kind == 3 && shapes[i][0] *
		    shapes[i][1] > 1)) {
			/* Levels, or flat, of the tests' own, with loops. */
			cell_maze3(&m, shapes[i][0], shapes[i][1],
			    shapes[i][2], seed, (int)(seed % 2), 0);
			kind = 3;
		} else {
			kind %= 3;
			for (n = 0; maze_gen_algo(n) != NULL; n++)
				continue;
			g = maze_gen_algo((size_t)rng_below(&r, (uint32_t)n));
			REQUIRE(maze_gen_make(&m, g, shapes[i][0], shapes[i][1],
			    seed, &e) == 0, "%s", e.msg);
			if (kind == 1)
				braid(&m, &r);
			else if (kind == 2)
				for (n = 0; n < maze_blocks(&m) / 10; n++) {
					uint32_t x = 1 + rng_below(&r,
					    m.w - 2), y = 1 + rng_below(&r,
					    m.h - 2);
					if ((x + y) % 2 == 1)
						m.b[at3(&m, x, y, 0)] =
						    MAZE_OPEN;
				}
		}
		/* Where S and E were, a wall on the outer wall, else open. */
		for (n = 0; n < 2; n++) {
			size_t b = n ? m.end : m.start;
			uint32_t x, y, z;

			maze_xyz(&m, b, &x, &y, &z);
			m.b[b] = x == 0 || y == 0 || x + 1 == m.w ||
			    y + 1 == m.h || (m.d > 1 && (z == 0 ||
			    z + 1 == m.d)) ? MAZE_WALL : MAZE_OPEN;
		}
		sk = (int)rng_below(&r, 5) / 2;
		ek = (int)rng_below(&r, 5) / 2;
		m.start = end_spot(&m, &r, sk);
		tries = 0;
		do {
			/* A maze of one cell has one for S or E, not both. */
			if (++tries > 50)
				ek = 1;
			m.end = end_spot(&m, &r, ek);
		} while (m.end == m.start);
		/* A passage that is no passage: a cell, for the check. */
		for (n = 0; n < 2; n++) {
			uint32_t x, y, z;

			maze_xyz(&m, n ? m.end : m.start, &x, &y, &z);
			if (x % 2 && y % 2 && (m.d == 1 || z % 2)) {
				if (n)
					ek = 0;
				else
					sk = 0;
			}
		}
		m.b[m.start] = MAZE_START;
		m.b[m.end] = MAZE_END;
		out = rng_below(&r, 4) == 0;
		if (out)
			wall_in(&m);
		snprintf(what, sizeof what, "seed %llu: %ux%ux%u kind %d, S "
		    "%d at %zu, E %d at %zu%s", (unsigned long long)seed, m.w,
		    m.h, m.d, kind, sk, m.start, ek, m.end,
		    out ? ", walled in" : "");
		assert_cells_blocks(&m, sk > ek ? sk : ek, 0, what);
		assert_cells_blocks(&m, sk > ek ? sk : ek, 1, what);
	}
	/* S on E's block: the search over blocks' alone. */
	m.end = m.start;
	assert_cells_blocks(&m, 2, 1, "S on E");
	maze_free(&m);
}
END_TEST

Suite *
solve_suite(void)
{
	Suite *s = suite_create("solve");
	TCase *tc;
	size_t n;

	tc = tcase_create("known");
	tcase_add_test(tc, test_man_example);
	tcase_add_test(tc, test_no_route);
	tcase_add_test(tc, test_no_ends);
	tcase_add_test(tc, test_weights_differ);
	tcase_add_test(tc, test_wall_follower_island);
	tcase_add_test(tc, test_random_mouse);
	tcase_add_test(tc, test_adaptive_learns);
	tcase_add_test(tc, test_heuristics_figures);
	suite_add_tcase(s, tc);

	tc = tcase_create("frames");
	for (n = 0; maze_solve_algo(n) != NULL; n++)
		;
	tcase_add_loop_test(tc, test_frames, 0, (int)n);
	suite_add_tcase(s, tc);

	tc = tcase_create("random");
	tcase_add_loop_test(tc, test_random_grids, 0, BATCHES);
	tcase_add_test(tc, test_perfect_mazes);
	tcase_add_loop_test(tc, test_all_random, 0, BATCHES);
	tcase_add_loop_test(tc, test_all_rooms, 0, BATCHES / 3);
	tcase_add_test(tc, test_all_mazes);
	tcase_add_test(tc, test_astar_variants);
	tcase_add_loop_test(tc, test_all_levels, 0, BATCHES / 3);
	tcase_add_loop_test(tc, test_bfs_cells, 0, BATCHES);
	tcase_set_timeout(tc, 120);
	suite_add_tcase(s, tc);
	return s;
}
