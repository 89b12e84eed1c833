/* check_search.c: the library's one distance search, search_walk. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "lib/libint.h"
#include "lib/libpriv.h"
#include "unit.h"

/* What a walk told its visitor, node by node. */
struct trace {
	const struct maze_search *s;
	size_t *order;		/* unpadded nodes, as expanded */
	uint64_t *dist;		/* their distances */
	size_t n, ocap, dcap;
	size_t stop;		/* stop after this many visits; 0 never */
};

static int
record(void *arg, size_t p, uint64_t d)
{
	struct trace *t = arg;

	REQUIRE(MAZE_GROW(t->order, t->ocap, t->n + 1) == 0 &&
	    MAZE_GROW(t->dist, t->dcap, t->n + 1) == 0, "out of memory");
	t->order[t->n] = search_unpad(t->s, p);
	t->dist[t->n++] = d;
	return t->stop != 0 && t->n == t->stop;
}

static void
trace_free(struct trace *t)
{
	free(t->order);
	free(t->dist);
	memset(t, 0, sizeof *t);
}

/* Walk s, loaded from m, from unpadded node src, into t. */
static void
walk(struct maze_search *s, size_t src, size_t dst, struct trace *t,
    struct search_walk *w)
{
	struct maze_err e;

	t->s = s;
	memset(w, 0, sizeof *w);
	w->dst = dst == MAZE_NONE ? MAZE_NONE : search_pad(s, dst);
	w->visit = record;
	w->arg = t;
	ck_assert_int_eq(search_walk(s, search_pad(s, src), w, &e), 0);
}

/*
 * Check a walk from src that went all the way against want (n nodes, -1
 * where there is no way): each node reached told once, at its distance, in
 * order of distance, and the last one told is w->last.
 */
static void
check_walk(const struct maze_search *s, const struct search_walk *w,
    const struct trace *t, size_t src, const long *want, size_t n)
{
	size_t i, reached;

	for (i = 0, reached = 0; i < n; i++)
		reached += want[i] >= 0;
	ck_assert_uint_eq(t->n, reached);
	ck_assert_uint_eq(t->order[0], src);
	for (i = 0; i < t->n; i++) {
		REQUIRE(want[t->order[i]] >= 0 &&
		    (uint64_t)want[t->order[i]] == t->dist[i], "node %zu: "
		    "%llu, not %ld", t->order[i],
		    (unsigned long long)t->dist[i],
		    want[t->order[i]]);
		REQUIRE(i == 0 || t->dist[i] >= t->dist[i - 1], "out of order");
		REQUIRE(s->st[search_pad(s, t->order[i])] & SEARCH_DONE,
		    "node %zu not done", t->order[i]);
	}
	ck_assert_uint_eq(search_unpad(s, w->last), t->order[t->n - 1]);
	ck_assert_uint_eq(w->dist, t->dist[t->n - 1]);
	ck_assert_int_eq(w->stopped, 0);
}

/*
 * A grid of d levels of w x h blocks, each a wall with chance walls in 100,
 * the others open or, with weights, '1' to '9' half the time.  Returns an
 * open block.
 */
static size_t
random_grid3(struct maze *m, uint32_t w, uint32_t h, uint32_t d,
    uint32_t walls, int weights, struct maze_rng *r)
{
	struct maze_err e;
	size_t i, n, open = MAZE_NONE;

	ck_assert_int_eq(maze_alloc3(m, w, h, d, &e), 0);
	n = maze_blocks(m);
	for (i = 0; i < n; i++) {
		if (rng_below(r, 100) < walls)
			m->b[i] = MAZE_WALL;
		else if (weights && rng_below(r, 2))
			m->b[i] = (unsigned char)('1' + rng_below(r, 9));
		else
			m->b[i] = MAZE_OPEN;
		if (m->b[i] != MAZE_WALL && (open == MAZE_NONE ||
		    rng_below(r, 8) == 0))
			open = i;
	}
	if (open == MAZE_NONE)
		m->b[open = 0] = MAZE_OPEN;
	return open;
}

/* The same, flat. */
static size_t
random_grid(struct maze *m, uint32_t w, uint32_t h, uint32_t walls,
    int weights, struct maze_rng *r)
{
	return random_grid3(m, w, h, 1, walls, weights, r);
}

/* A cell maze of cw x ch cells with each inner wall open at chance p/100. */
static void
random_cells(struct maze *m, uint32_t cw, uint32_t ch, uint32_t p,
    struct maze_rng *r)
{
	struct maze_err e;
	uint32_t x, y;

	ck_assert_int_eq(maze_alloc_cells(m, cw, ch, &e), 0);
	for (y = 0; y < ch; y++)
		for (x = 0; x < cw; x++) {
			if (x + 1 < cw && rng_below(r, 100) < p)
				m->b[maze_cell(m, x, y) + 1] = MAZE_OPEN;
			if (y + 1 < ch && rng_below(r, 100) < p)
				m->b[maze_cell(m, x, y) + m->w] = MAZE_OPEN;
		}
}

/*
 * Breadth-first over blocks: each block reached is told once, with its
 * steps from the source by block_dist, in order of distance; the others
 * are not told, and the last one told is w.last.
 */
START_TEST(test_blocks)
{
	struct maze m;
	struct maze_search *s = maze_search_new();
	struct trace t;
	struct search_walk w;
	struct maze_rng r;
	struct maze_err e;
	size_t src, i, n;
	int *dist;
	long *want;

	ck_assert_ptr_nonnull(s);
	maze_rng_seed(&r, (uint64_t)_i);
	maze_init(&m);
	memset(&t, 0, sizeof t);
	src = random_grid(&m, 3 + rng_below(&r, 30), 1 + rng_below(&r, 20),
	    10 * (uint32_t)(_i % 6), 0, &r);
	n = (size_t)m.w * m.h;
	ck_assert_ptr_nonnull(dist = malloc(n * sizeof *dist));
	ck_assert_ptr_nonnull(want = malloc(n * sizeof *want));
	block_dist(&m, src, dist);
	for (i = 0; i < n; i++)
		want[i] = dist[i];
	ck_assert_int_eq(search_load(s, &m, SEARCH_BLOCKS, &e), 0);
	walk(s, src, MAZE_NONE, &t, &w);
	check_walk(s, &w, &t, src, want, n);
	free(dist);
	free(want);
	trace_free(&t);
	maze_free(&m);
	maze_search_free(s);
}
END_TEST

/*
 * The order of a breadth-first search: neighbours N, E, S, W, first in
 * first out; so from the middle of an open 3 x 3 room, N E S W and then the
 * corners as their first neighbours reach them.
 */
START_TEST(test_order)
{
	static const size_t want[9] = { 4, 1, 5, 7, 3, 2, 0, 8, 6 };
	struct maze m;
	struct maze_search *s = maze_search_new();
	struct trace t;
	struct search_walk w;
	struct maze_err e;
	size_t i;

	ck_assert_ptr_nonnull(s);
	maze_init(&m);
	memset(&t, 0, sizeof t);
	maze_from_str(&m, "   \n   \n   \n");
	ck_assert_int_eq(search_load(s, &m, SEARCH_BLOCKS, &e), 0);
	walk(s, 4, MAZE_NONE, &t, &w);
	ck_assert_uint_eq(t.n, 9);
	for (i = 0; i < 9; i++)
		ck_assert_uint_eq(t.order[i], want[i]);
	ck_assert_uint_eq(search_unpad(s, w.last), 6);
	/* Pointers back: 0 was reached from 1, to its east. */
	ck_assert_int_eq(s->st[search_pad(s, 0)] & SEARCH_BACK, MAZE_E);
	ck_assert_int_eq(s->st[search_pad(s, 6)] & SEARCH_BACK, MAZE_E);
	ck_assert(search_isroot(s->st[search_pad(s, 4)]));
	trace_free(&t);
	maze_free(&m);
	maze_search_free(s);
}
END_TEST

/*
 * The cell graph: the cells in the order a walk over the blocks expands
 * them, at half the blocks' distance; the same last cell.
 */
START_TEST(test_cells)
{
	struct maze m;
	struct maze_search *s = maze_search_new();
	struct trace tb, tc;
	struct search_walk wb, wc;
	struct maze_rng r;
	struct maze_err e;
	uint32_t cw, ch, root;
	size_t i, k, lastcell;
	int *dist;

	ck_assert_ptr_nonnull(s);
	maze_rng_seed(&r, 100 + (uint64_t)_i);
	maze_init(&m);
	memset(&tb, 0, sizeof tb);
	memset(&tc, 0, sizeof tc);
	cw = 1 + rng_below(&r, 20);
	ch = 1 + rng_below(&r, 15);
	random_cells(&m, cw, ch, 20 * (uint32_t)(_i % 5) + 10, &r);
	root = rng_below(&r, cw * ch);
	ck_assert_ptr_nonnull(dist = malloc((size_t)m.w * m.h * sizeof *dist));
	block_dist(&m, maze_cell(&m, root % cw, root / cw), dist);

	ck_assert_int_eq(search_load(s, &m, SEARCH_CELLS, &e), 0);
	walk(s, maze_cell(&m, root % cw, root / cw), MAZE_NONE, &tb, &wb);
	lastcell = search_unpad(s, wb.lastcell);
	ck_assert_int_eq(search_load(s, &m, SEARCH_GRAPH, &e), 0);
	ck_assert_uint_eq(s->w, cw);
	ck_assert_uint_eq(s->h, ch);
	walk(s, root, MAZE_NONE, &tc, &wc);
	for (i = k = 0; i < tb.n; i++) {
		if (tb.order[i] % m.w % 2 == 0 || tb.order[i] / m.w % 2 == 0)
			continue;
		REQUIRE(k < tc.n, "the cell graph stopped short");
		REQUIRE(maze_cell(&m, (uint32_t)(tc.order[k] % cw),
		    (uint32_t)(tc.order[k] / cw)) == tb.order[i],
		    "cell %zu out of order", k);
		REQUIRE(tc.dist[k] * 2 == tb.dist[i] && (uint64_t)dist[
		    tb.order[i]] == tb.dist[i], "cell %zu: distance", k);
		k++;
	}
	ck_assert_uint_eq(k, tc.n);
	ck_assert_uint_eq(maze_cell(&m, (uint32_t)(search_unpad(s, wc.last) %
	    cw), (uint32_t)(search_unpad(s, wc.last) / cw)), lastcell);
	ck_assert_uint_eq(search_unpad(s, wc.lastcell),
	    search_unpad(s, wc.last));
	free(dist);
	trace_free(&tb);
	trace_free(&tc);
	maze_free(&m);
	maze_search_free(s);
}
END_TEST

/*
 * An endpoint in an opening of the outer wall is a block, not a cell, one
 * block from its cell: here S is expanded first, E an odd distance away.
 */
START_TEST(test_cells_opening)
{
	struct maze m;
	struct maze_search *s = maze_search_new();
	struct trace t;
	struct search_walk w;
	struct maze_err e;
	size_t i;

	ck_assert_ptr_nonnull(s);
	maze_init(&m);
	memset(&t, 0, sizeof t);
	maze_from_str(&m,
	    "#####\n"
	    "S   #\n"
	    "### #\n"
	    "#   E\n"
	    "#####\n");
	ck_assert_int_eq(search_load(s, &m, SEARCH_CELLS, &e), 0);
	walk(s, m.start, MAZE_NONE, &t, &w);
	ck_assert_uint_eq(t.n, 9);
	ck_assert_uint_eq(t.order[0], m.start);
	ck_assert(!(s->st[search_pad(s, m.start)] & SEARCH_CELL));
	ck_assert(!(s->st[search_pad(s, m.end)] & SEARCH_CELL));
	for (i = 0; i < t.n && t.order[i] != m.end; i++)
		;
	ck_assert_uint_eq(t.dist[i], 6);
	/* E and the block west of it are both 6 away: E, east, goes first. */
	ck_assert_uint_eq(t.order[7], maze_cell(&m, 1, 1) - 1);
	ck_assert_uint_eq(search_unpad(s, w.last), maze_cell(&m, 0, 1));
	ck_assert_uint_eq(w.dist, 7);
	ck_assert_uint_eq(w.lastcell, w.last);
	trace_free(&t);
	maze_free(&m);
	maze_search_free(s);
}
END_TEST

/*
 * Dial's algorithm on weights: each block reached told once, at the cost
 * block_cost finds, in order of cost; blocks of weight '1' alone are the
 * unweighted search.
 */
START_TEST(test_weights)
{
	struct maze m;
	struct maze_search *s = maze_search_new();
	struct trace t;
	struct search_walk w;
	struct maze_rng r;
	struct maze_err e;
	size_t src, n;
	long *cost;

	ck_assert_ptr_nonnull(s);
	maze_rng_seed(&r, 200 + (uint64_t)_i);
	maze_init(&m);
	memset(&t, 0, sizeof t);
	src = random_grid(&m, 2 + rng_below(&r, 30), 1 + rng_below(&r, 20),
	    10 * (uint32_t)(_i % 5), 1, &r);
	n = (size_t)m.w * m.h;
	ck_assert_ptr_nonnull(cost = malloc(n * sizeof *cost));
	block_cost(&m, src, cost);
	ck_assert_int_eq(search_load(s, &m, SEARCH_WEIGHTS, &e), 0);
	ck_assert_int_eq(s->weighted, 1);
	walk(s, src, MAZE_NONE, &t, &w);
	check_walk(s, &w, &t, src, cost, n);
	free(cost);
	trace_free(&t);
	maze_free(&m);
	maze_search_free(s);
}
END_TEST

/* Weights all '1' cost what open blocks cost: a breadth-first search. */
START_TEST(test_weights_one)
{
	struct maze m;
	struct maze_search *s = maze_search_new();
	struct trace t;
	struct search_walk w;
	struct maze_err e;

	ck_assert_ptr_nonnull(s);
	maze_init(&m);
	memset(&t, 0, sizeof t);
	maze_from_str(&m, "111\n1 1\n111\n");
	ck_assert_int_eq(search_load(s, &m, SEARCH_WEIGHTS, &e), 0);
	ck_assert_int_eq(s->weighted, 0);
	walk(s, 4, MAZE_NONE, &t, &w);
	ck_assert_uint_eq(search_unpad(s, w.last), 6);
	ck_assert_uint_eq(w.dist, 2);
	ck_assert(search_isroot(s->st[search_pad(s, 4)]));
	trace_free(&t);
	maze_free(&m);
	maze_search_free(s);
}
END_TEST

/*
 * Stopping: at w.dst, which is the last node expanded, and nothing farther
 * is; or when the visitor says so, after exactly its count; both ways, on
 * blocks, cells and weights.
 */
START_TEST(test_stop)
{
	static const int hows[3] = { SEARCH_CELLS, SEARCH_GRAPH,
	    SEARCH_WEIGHTS };
	struct maze m;
	struct maze_search *s = maze_search_new();
	struct trace t;
	struct search_walk w;
	struct maze_err e;
	size_t n, dst, i, done;
	int k;

	ck_assert_ptr_nonnull(s);
	maze_init(&m);
	memset(&t, 0, sizeof t);
	maze_from_str(&m,
	    "#######\n"
	    "#  2  #\n"
	    "# ### #\n"
	    "#   3 #\n"
	    "#######\n");
	for (k = 0; k < 3; k++) {
		ck_assert_int_eq(search_load(s, &m, hows[k], &e), 0);
		dst = hows[k] == SEARCH_GRAPH ? 4 : maze_cell(&m, 1, 1);
		walk(s, hows[k] == SEARCH_GRAPH ? 0 : maze_cell(&m, 0, 0), dst,
		    &t, &w);
		n = t.n;
		ck_assert_uint_eq(search_unpad(s, w.last), dst);
		ck_assert_uint_eq(t.order[n - 1], dst);
		ck_assert_int_eq(w.stopped, 0);
		for (i = done = 0; i < (size_t)(s->pw * (s->h + 2)); i++)
			done += s->st[i] != SEARCH_WALL &&
			    (s->st[i] & SEARCH_DONE);
		ck_assert_uint_eq(done, n);
		ck_assert_uint_gt(n, 2);
		trace_free(&t);

		ck_assert_int_eq(search_load(s, &m, hows[k], &e), 0);
		t.stop = 2;
		walk(s, hows[k] == SEARCH_GRAPH ? 0 : maze_cell(&m, 0, 0),
		    MAZE_NONE, &t, &w);
		ck_assert_uint_eq(t.n, 2);
		ck_assert_int_eq(w.stopped, 1);
		ck_assert_uint_eq(search_unpad(s, w.last), t.order[1]);
		trace_free(&t);
	}
	maze_free(&m);
	maze_search_free(s);
}
END_TEST

/* search_bfs is the walk without a visitor: the same last block and cell. */
START_TEST(test_bfs)
{
	struct maze m;
	struct maze_search *s = maze_search_new();
	struct trace t;
	struct search_walk w;
	struct maze_rng r;
	struct maze_err e;
	size_t last, lastcell, src;

	ck_assert_ptr_nonnull(s);
	maze_rng_seed(&r, 300 + (uint64_t)_i);
	maze_init(&m);
	memset(&t, 0, sizeof t);
	random_cells(&m, 9, 7, 60, &r);
	src = maze_cell(&m, rng_below(&r, 9), rng_below(&r, 7));
	ck_assert_int_eq(search_load(s, &m, SEARCH_CELLS, &e), 0);
	ck_assert_int_eq(search_bfs(s, search_pad(s, src), MAZE_NONE, &last,
	    &lastcell, &e), 0);
	ck_assert_int_eq(search_load(s, &m, SEARCH_CELLS, &e), 0);
	walk(s, src, MAZE_NONE, &t, &w);
	ck_assert_uint_eq(last, w.last);
	ck_assert_uint_eq(lastcell, w.lastcell);
	ck_assert_uint_eq(s->explored, t.n);
	trace_free(&t);
	maze_free(&m);
	maze_search_free(s);
}
END_TEST

/*
 * In levels, over blocks: breadth-first and on weights, every block reached
 * at the distance or cost the references find, up and down included, in
 * order; the way back from each block leads to the source in as many steps.
 */
START_TEST(test_levels)
{
	struct maze m;
	struct maze_search *s = maze_search_new();
	struct trace t;
	struct search_walk w;
	struct maze_rng r;
	struct maze_err e;
	size_t src, i, n, p, steps;
	int *dist, weights = _i % 2;
	long *want;

	ck_assert_ptr_nonnull(s);
	maze_rng_seed(&r, 400 + (uint64_t)_i);
	maze_init(&m);
	memset(&t, 0, sizeof t);
	src = random_grid3(&m, 1 + rng_below(&r, 12), 1 + rng_below(&r, 10),
	    2 + rng_below(&r, 8), 10 * (uint32_t)(_i % 6), weights, &r);
	n = maze_blocks(&m);
	ck_assert_ptr_nonnull(dist = malloc(n * sizeof *dist));
	ck_assert_ptr_nonnull(want = malloc(n * sizeof *want));
	if (weights)
		block_cost(&m, src, want);
	else {
		block_dist(&m, src, dist);
		for (i = 0; i < n; i++)
			want[i] = dist[i];
	}
	ck_assert_int_eq(search_load(s, &m, weights ? SEARCH_WEIGHTS :
	    SEARCH_BLOCKS, &e), 0);
	ck_assert_uint_eq(s->d, m.d);
	walk(s, src, MAZE_NONE, &t, &w);
	check_walk(s, &w, &t, src, want, n);
	for (i = 0; i < n; i++)
		ck_assert_uint_eq(search_unpad(s, search_pad(s, i)), i);
	if (!weights && !s->weighted)
		for (i = 0; i < t.n; i++) {
			p = search_pad(s, t.order[i]);
			for (steps = 0; !search_isroot(s->st[p]); steps++)
				p = search_step(s, p, s->st[p] & SEARCH_BACK);
			ck_assert_uint_eq(search_unpad(s, p), src);
			ck_assert_uint_eq(steps, t.dist[i]);
		}
	free(dist);
	free(want);
	trace_free(&t);
	maze_free(&m);
	maze_search_free(s);
}
END_TEST

/*
 * The cell graph of a cell maze of several levels: the cells in the order
 * the walk over the blocks expands them, at half the blocks' distance,
 * across floors too.
 */
START_TEST(test_levels_cells)
{
	struct maze m;
	struct maze_search *s = maze_search_new();
	struct trace tb, tc;
	struct search_walk wb, wc;
	struct maze_rng r;
	struct maze_err e;
	uint32_t cw, ch, cd, x, y, z, root;
	size_t i, k, b, c;

	ck_assert_ptr_nonnull(s);
	maze_rng_seed(&r, 500 + (uint64_t)_i);
	maze_init(&m);
	memset(&tb, 0, sizeof tb);
	memset(&tc, 0, sizeof tc);
	cw = 1 + rng_below(&r, 8);
	ch = 1 + rng_below(&r, 6);
	cd = 2 + rng_below(&r, 5);
	ck_assert_int_eq(maze_alloc_cells3(&m, cw, ch, cd, &e), 0);
	ck_assert_uint_eq(m.d, 2 * cd + 1);
	ck_assert(maze_is_cells(&m, &e));
	for (z = 0; z < cd; z++)
		for (y = 0; y < ch; y++)
			for (x = 0; x < cw; x++) {
				c = maze_cell3(&m, x, y, z);
				if (x + 1 < cw && rng_below(&r, 100) < 40)
					m.b[c + 1] = MAZE_OPEN;
				if (y + 1 < ch && rng_below(&r, 100) < 40)
					m.b[c + m.w] = MAZE_OPEN;
				if (z + 1 < cd && rng_below(&r, 100) < 40)
					m.b[c + (size_t)m.w * m.h] = MAZE_OPEN;
			}
	ck_assert(maze_is_cells(&m, &e));
	root = rng_below(&r, cw * ch * cd);
	ck_assert_int_eq(search_load(s, &m, SEARCH_CELLS, &e), 0);
	walk(s, maze_cell3(&m, root % cw, root / cw % ch, root / cw / ch),
	    MAZE_NONE, &tb, &wb);
	ck_assert_int_eq(search_load(s, &m, SEARCH_GRAPH, &e), 0);
	ck_assert_uint_eq(s->d, cd);
	walk(s, root, MAZE_NONE, &tc, &wc);
	for (i = k = 0; i < tb.n; i++) {
		b = tb.order[i];
		if (b % m.w % 2 == 0 || b / m.w % m.h % 2 == 0 ||
		    b / m.w / m.h % 2 == 0)
			continue;
		REQUIRE(k < tc.n, "the cell graph stopped short");
		c = tc.order[k];
		REQUIRE(maze_cell3(&m, (uint32_t)(c % cw), (uint32_t)(c / cw %
		    ch), (uint32_t)(c / cw / ch)) == b, "cell %zu out of order",
		    k);
		REQUIRE(tc.dist[k] * 2 == tb.dist[i], "cell %zu: distance", k);
		k++;
	}
	ck_assert_uint_eq(k, tc.n);
	trace_free(&tb);
	trace_free(&tc);
	maze_free(&m);
	maze_search_free(s);
}
END_TEST

/* What test_graph_wide's visitor checks as the walk goes. */
struct wide {
	const struct maze_search *s;
	uint32_t x0, y0;
	uint64_t last;		/* the distance of the node before */
	size_t n, bad;
};

static int
wide_visit(void *arg, size_t p, uint64_t d)
{
	struct wide *v = arg;
	size_t i = search_unpad(v->s, p);
	uint32_t x = (uint32_t)(i % v->s->w), y = (uint32_t)(i / v->s->w);
	uint64_t want = (uint64_t)(x > v->x0 ? x - v->x0 : v->x0 - x) +
	    (y > v->y0 ? y - v->y0 : v->y0 - y);

	v->bad += d != want || d < v->last;
	v->last = d;
	v->n++;
	return 0;
}

/*
 * A walk over the cell graph whose frontier outgrows the queue it starts
 * with (4096 nodes), many times over a level: the cells of an open grid,
 * from its middle, are each told once, at the distance of a walk without
 * walls, in order of distance.  The queue grows while the steps without
 * branches store into it.
 */
START_TEST(test_graph_wide)
{
	const uint32_t cw = 2101, ch = 2101;
	struct maze m;
	struct maze_search *s = maze_search_new();
	struct search_walk w;
	struct wide v;
	struct maze_err e;
	uint32_t x, y;

	ck_assert_ptr_nonnull(s);
	maze_init(&m);
	ck_assert_int_eq(maze_alloc_cells(&m, cw, ch, &e), 0);
	/* Every wall between two cells open: only the pillars stand. */
	for (y = 1; y + 1 < m.h; y++)
		for (x = 1; x + 1 < m.w; x++)
			if (x % 2 == 1 || y % 2 == 1)
				m.b[(size_t)y * m.w + x] = MAZE_OPEN;
	ck_assert_int_eq(search_load(s, &m, SEARCH_GRAPH, &e), 0);
	memset(&v, 0, sizeof v);
	v.s = s;
	v.x0 = cw / 2;
	v.y0 = ch / 2;
	memset(&w, 0, sizeof w);
	w.dst = MAZE_NONE;
	w.visit = wide_visit;
	w.arg = &v;
	ck_assert_int_eq(search_walk(s, search_pad(s, (size_t)v.y0 * cw +
	    v.x0), &w, &e), 0);
	ck_assert_uint_eq(v.n, (size_t)cw * ch);
	ck_assert_uint_eq(v.bad, 0);
	ck_assert_uint_eq(w.dist, cw / 2 + ch / 2);
	ck_assert_uint_gt(s->qcap, 4096);
	maze_free(&m);
	maze_search_free(s);
}
END_TEST

Suite *
search_suite(void)
{
	Suite *s = suite_create("search");
	TCase *tc;

	tc = tcase_create("blocks");
	tcase_add_loop_test(tc, test_blocks, 0, 60);
	tcase_add_test(tc, test_order);
	tcase_add_loop_test(tc, test_bfs, 0, 20);
	suite_add_tcase(s, tc);

	tc = tcase_create("cells");
	tcase_add_loop_test(tc, test_cells, 0, 60);
	tcase_add_test(tc, test_cells_opening);
	tcase_add_test(tc, test_graph_wide);
	suite_add_tcase(s, tc);

	tc = tcase_create("weights");
	tcase_add_loop_test(tc, test_weights, 0, 60);
	tcase_add_test(tc, test_weights_one);
	suite_add_tcase(s, tc);

	tc = tcase_create("stop");
	tcase_add_test(tc, test_stop);
	suite_add_tcase(s, tc);

	tc = tcase_create("levels");
	tcase_add_loop_test(tc, test_levels, 0, 60);
	tcase_add_loop_test(tc, test_levels_cells, 0, 40);
	suite_add_tcase(s, tc);
	return s;
}
