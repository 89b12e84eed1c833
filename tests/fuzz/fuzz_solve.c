/*
 * fuzz_solve: every solver of the table on the first maze of any bytes,
 * as mazesolve runs it, with options from the input's first bytes: a
 * route found is one route from S to E as the marks show it; a complete
 * solver finds one exactly when a search written here does; a shortest
 * one is as long as that search's, a cheapest one as cheap as its
 * cheapest on the weights.  bfs on a cell maze's cells, as mazesolve reads
 * one, finds what bfs on its blocks does, marks and figures alike, and so
 * do bfs on a hex maze's cells and dead-end filling over them.
 */
#include "fuzz.h"
#include "lib/libpriv.h"
#include "solve/solvepriv.h"
#include "stat/statint.h"

/*
 * The cheapest cost from m->start to every block, entering a block
 * costing maze_weight(): a search that relaxes until nothing changes,
 * slow on paper, fast enough on a few thousand blocks.
 */
static void
cheapest(const struct maze *m, uint64_t *cost)
{
	size_t n = maze_blocks(m), head = 0, count = 0, p, np, i;
	uint32_t *q;
	unsigned char *in;
	int d;

	if ((q = malloc(n * sizeof *q)) == NULL || (in = calloc(n, 1)) ==
	    NULL)
		abort();
	for (i = 0; i < n; i++)
		cost[i] = UINT64_MAX;
	cost[m->start] = 0;
	q[0] = (uint32_t)m->start;
	in[m->start] = 1;
	count = 1;
	while (count > 0) {
		p = q[head];
		head = (head + 1) % n;
		count--;
		in[p] = 0;
		for (d = 0; d < maze_ndirs(m->d); d++) {
			if (!fuzz_step(m, p, d, &np) ||
			    !maze_isopen(m->b[np]) ||
			    cost[p] + maze_weight(m->b[np]) >= cost[np])
				continue;
			cost[np] = cost[p] + maze_weight(m->b[np]);
			if (!in[np]) {
				in[np] = 1;
				q[(head + count++) % n] = (uint32_t)np;
			}
		}
	}
	free(q);
	free(in);
}

/* A copy of m, grid and ends and all, in c, with sv to solve it. */
static void
copy_for(const struct maze *m, struct maze *c, struct maze_solve *sv,
    struct maze_rng *rng, int explore)
{
	struct maze_err e;

	maze_init(c);
	FUZZ_ASSERT(maze_alloc3(c, m->w, m->h, m->d, &e) == 0 &&
	    maze_solve_init(sv, &e) == 0);
	memcpy(c->b, m->b, maze_blocks(m));
	c->start = m->start;
	c->end = m->end;
	c->hdr.grid = m->hdr.grid;
	sv->m = c;
	sv->rng = rng;
	sv->explore = explore;
}

/*
 * Solver fa on m with its grid, as mazesolve runs it (the table above
 * runs the solvers on its blocks alone), against fb, its search over
 * blocks: bfs on a plain hex maze searches the cells (hexbfs.c), on a
 * plain cell maze too (cellbfs.c), and dead-end filling fills a plain
 * hex maze's cells; each must find what the blocks do, marks explored or
 * not.
 */
static void
same_solve(const struct maze *m, int explore, maze_solve_fn *fa,
    maze_solve_fn *fb)
{
	struct maze a, b;
	struct maze_solve sa, sb;
	struct maze_rng rng;
	struct maze_err e;
	int rc;

	copy_for(m, &a, &sa, &rng, explore);
	copy_for(m, &b, &sb, &rng, explore);
	rc = fa(&sa, &e);
	FUZZ_ASSERT(fb(&sb, &e) == rc);
	FUZZ_ASSERT(rc == -1 || (sa.length == sb.length &&
	    sa.cost == sb.cost && sa.explored == sb.explored &&
	    sa.optimal == sb.optimal &&
	    memcmp(a.b, b.b, maze_blocks(m)) == 0));
	maze_solve_free(&sa);
	maze_solve_free(&sb);
	maze_free(&a);
	maze_free(&b);
}

/*
 * bfs on the cells of m, if a plain cell maze, as on its blocks: the run
 * on w returned rc with figures sv and the marks in w.
 */
static void
same_on_cells(const struct maze *m, const struct maze *w,
    const struct maze_solve *sv, int rc)
{
	struct maze_cells *c;
	struct maze_err e;
	struct maze_solve sc;
	unsigned char *row;
	size_t k = 0;
	uint32_t y;
	int rcc;

	if ((c = maze_cells_new()) == NULL || (row = malloc(m->w)) == NULL)
		abort();
	FUZZ_ASSERT(maze_solve_init(&sc, &e) == 0);
	if (maze_cells_from(c, m, &e) == 0 &&
	    (rcc = maze_solve_bfs_form(&sc, c, &e)) != -2) {
		FUZZ_ASSERT(rcc == rc);
		FUZZ_ASSERT(sc.length == sv->length && sc.cost == sv->cost &&
		    sc.explored == sv->explored);
		for (y = 0; y < m->h * m->d; y++) {
			maze_cells_draw(c, y, row, rc == 1, &k);
			FUZZ_ASSERT(memcmp(row, w->b + (size_t)y * m->w,
			    m->w) == 0);
		}
	}
	maze_solve_free(&sc);
	free(row);
	maze_cells_free(c);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct fuzz_in in = { data, size };
	const struct maze_solve_algo *a;
	struct maze_stat_figures st;
	struct maze_err e;
	struct maze m, w;
	struct maze_solve sv;
	struct maze_rng rng;
	struct maze_search *s;
	uint32_t *dist = NULL, *q = NULL;
	uint64_t *cost = NULL;
	unsigned opt, ends, seed;
	size_t i, n;
	int rc, best, weighted = 0;

	if (size > FUZZ_MAX)
		return 0;
	opt = fuzz_byte(&in);
	ends = fuzz_byte(&in);
	seed = fuzz_byte(&in);
	maze_init(&m);
	maze_init(&w);
	if (!fuzz_read_one(&in, &m))
		goto done;
	maze_clear_marks(&m);
	/* --from and --to, at blocks the input chooses. */
	if (ends & 1)
		(void)maze_move_end(&m, MAZE_START, (ends >> 1 & 7) % m.w,
		    (ends >> 4 & 3) % m.h, (ends >> 6) % m.d, "--from", "x",
		    &e);
	if (ends & 2)
		(void)maze_move_end(&m, MAZE_END, (seed & 15) % m.w,
		    (seed >> 4) % m.h, ends % m.d, "--to", "x", &e);
	if (m.start == MAZE_NONE || m.end == MAZE_NONE)
		goto done;
	n = maze_blocks(&m);
	for (i = 0; i < n; i++)
		weighted |= maze_isweighted(m.b[i]);
	if ((dist = malloc(n * sizeof *dist)) == NULL ||
	    (q = malloc(n * sizeof *q)) == NULL ||
	    (cost = malloc(n * sizeof *cost)) == NULL ||
	    (s = maze_search_new()) == NULL)
		abort();
	(void)fuzz_bfs(&m, m.start, dist, q);
	cheapest(&m, cost);
	if (maze_solve_init(&sv, &e) == -1)
		abort();
	sv.m = &w;
	sv.rng = &rng;
	sv.explore = opt & 1;
	sv.lefthand = opt >> 1 & 1;
	sv.heuristic = opt >> 2 & 3;
	sv.weight = (opt >> 4 & 3) == 0 ? 0 : (opt >> 4 & 3) == 1 ? -1 :
	    (opt >> 4 & 3) * 0.75;
	/* A random walk gives up soon: the harness must stay fast. */
	sv.max_steps = 20 * (uint64_t)n + (opt >> 6);
	for (i = 0; (a = maze_solve_algo(i)) != NULL; i++) {
		fuzz_what = a->info.name;
		FUZZ_ASSERT(maze_alloc3(&w, m.w, m.h, m.d, &e) == 0);
		memcpy(w.b, m.b, n);
		w.start = m.start;
		w.end = m.end;
		maze_rng_seed(&rng, seed);
		rc = a->run(&sv, &e);
		FUZZ_ASSERT(rc >= -1 && rc <= 1);
		if (rc == -1) {
			/* Only a maze of levels, to a solver of flat ones. */
			FUZZ_ASSERT((a->flags & MAZE_SOLVE_FLAT) && m.d > 1);
			continue;
		}
		FUZZ_ASSERT(w.b[m.start] == MAZE_START &&
		    w.b[m.end] == MAZE_END);
		if (strcmp(a->info.name, "bfs") == 0)
			same_solve(&m, sv.explore, solve_bfs, solve_bfs_blocks);
		if (strcmp(a->info.name, "dead-end-filling") == 0)
			same_solve(&m, sv.explore, solve_dead_end_filling,
			    solve_dead_end_filling_blocks);
		if (strcmp(a->info.name, "bfs") == 0 && !sv.explore)
			same_on_cells(&m, &w, &sv, rc);
		FUZZ_ASSERT(rc == 0 || dist[m.end] != UINT32_MAX);
		if (a->flags & MAZE_SOLVE_COMPLETE)
			FUZZ_ASSERT(rc == (dist[m.end] != UINT32_MAX));
		if (rc == 0)
			continue;
		/*
		 * An optimal run, and one of a solver whose settings cannot
		 * make it less, finds the cheapest route; without weights that
		 * is a shortest one.
		 */
		best = sv.optimal || ((a->flags & MAZE_SOLVE_CHEAPEST) &&
		    !(a->flags & MAZE_SOLVE_WEIGHT));
		if (best)
			FUZZ_ASSERT(sv.cost == cost[m.end]);
		if (!weighted && (best || ((a->flags & MAZE_SOLVE_SHORTEST) &&
		    !(a->flags & MAZE_SOLVE_WEIGHT))))
			FUZZ_ASSERT(sv.length == dist[m.end]);
		FUZZ_ASSERT(sv.cost >= cost[m.end]);
		FUZZ_ASSERT(sv.length >= dist[m.end]);
		/* FUZZ_DEBUG=1 replay-solve file: each solver's figures. */
		if (getenv("FUZZ_DEBUG") != NULL)
			fprintf(stderr, "%s: length %zu cost %llu, best "
			    "%llu\n", a->info.name, sv.length,
			    (unsigned long long)sv.cost,
			    (unsigned long long)cost[m.end]);
		/*
		 * The marks are one route from S to E, as long as it says
		 * (none between neighbours); a route that is not the shortest
		 * or the cheapest may touch itself, which is not one route.
		 */
		FUZZ_ASSERT(maze_stat_measure(&w, s, &st, &e) == 0);
		if (sv.length == 1)
			FUZZ_ASSERT(st.solution == -1);
		else if (best || (!weighted &&
		    (a->flags & MAZE_SOLVE_SHORTEST) &&
		    !(a->flags & MAZE_SOLVE_WEIGHT)))
			FUZZ_ASSERT(st.solution == (int64_t)sv.length);
		else
			FUZZ_ASSERT(st.solution == (int64_t)sv.length ||
			    st.solution == -2);
	}
	maze_solve_free(&sv);
	maze_search_free(s);
done:
	free(dist);
	free(q);
	free(cost);
	maze_free(&w);
	maze_free(&m);
	return 0;
}
