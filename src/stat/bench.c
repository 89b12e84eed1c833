/* bench.c: the solver benchmark: runs, their rows, medians and summary. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "lib/libpriv.h"
#include "solve/solveint.h"
#include "stat/statint.h"

/*
 * A table's column is as wide as the widest value any maze can give, as
 * report.c's are: a solver explores each open block once at most and a
 * length is below 2^32 (UINT32_MAX is none), so each has 10 digits, a
 * mean 10 and 4 places; a median is whole or a half.  Times have no such
 * bound: time_ms's 11 columns hold 2.7 hours a run, and so do those of
 * the summary's times, with a place more.
 */
static const struct stat_field bfields[] = {
	{ "maze", 7, STAT_NUM, 0 },
	{ "solver", -16, STAT_STR, 0 },
	{ "solved", 6, STAT_BOOL, 0 },
	{ "explored", 10, STAT_NUM, 0 },
	{ "length", 10, STAT_NUM, 0 },
	{ "bfs_length", 10, STAT_NUM, 0 },
	{ "shortest", 8, STAT_BOOL, 0 },
	{ "efficiency", 10, STAT_NUM, 0 },
	{ "time_ms", 11, STAT_NUM, 1 },
	{ "explored_cells", 14, STAT_NUM, 0 },
};

static const struct stat_field bsumfields[] = {
	{ "solver", -16, STAT_STR, 0 },
	{ "mazes", 7, STAT_NUM, 0 },
	{ "solved", 7, STAT_NUM, 0 },
	{ "shortest", 8, STAT_NUM, 0 },
	{ "explored_mean", 15, STAT_NUM, 0 },
	{ "explored_median", 15, STAT_NUM, 0 },
	{ "explored_min", 12, STAT_NUM, 0 },
	{ "explored_max", 12, STAT_NUM, 0 },
	{ "length_mean", 15, STAT_NUM, 0 },
	{ "length_median", 13, STAT_NUM, 0 },
	{ "length_min", 10, STAT_NUM, 0 },
	{ "length_max", 10, STAT_NUM, 0 },
	{ "efficiency_mean", 15, STAT_NUM, 0 },
	{ "efficiency_median", 17, STAT_NUM, 0 },
	{ "efficiency_min", 14, STAT_NUM, 0 },
	{ "efficiency_max", 14, STAT_NUM, 0 },
	{ "time_ms_mean", 12, STAT_NUM, 1 },
	{ "time_ms_median", 14, STAT_NUM, 1 },
	{ "time_ms_min", 12, STAT_NUM, 1 },
	{ "time_ms_max", 12, STAT_NUM, 1 },
	{ "explored_cells_mean", 19, STAT_NUM, 0 },
	{ "explored_cells_median", 21, STAT_NUM, 0 },
	{ "explored_cells_min", 18, STAT_NUM, 0 },
	{ "explored_cells_max", 18, STAT_NUM, 0 },
};

/*
 * The counts of cells, the last field of a run and the last four of the
 * summary, are there by name, not in "all", the default: the records of
 * the benchmark stay as they were before there were any.
 */
#define NB	(sizeof bfields / sizeof bfields[0])
#define NBSUM	(sizeof bsumfields / sizeof bsumfields[0])
#define NBALL	(NB - 1)
#define NBSUMALL	(NBSUM - 4)

const char *
stat_bench_field_name(size_t i)
{
	size_t j, k;

	if (i < NB)
		return bfields[i].name;
	for (i -= NB, j = 0; j < NBSUM; j++) {
		for (k = 0; k < NB && strcmp(bfields[k].name,
		    bsumfields[j].name) != 0; k++)
			continue;
		if (k == NB && i-- == 0)
			return bsumfields[j].name;
	}
	return NULL;
}

int
stat_bench_fields(struct stat_report *rep, const char *list, unsigned kinds,
    struct maze_err *e)
{
	static const struct stat_field *const t[] = { bfields, bsumfields };
	int all = strcmp(list, "all") == 0;
	const size_t nf[] = { all ? NBALL : NB, all ? NBSUMALL : NBSUM };

	_Static_assert(STAT_RUNS == 1 << 0 && STAT_SUMMARY == 1 << 1,
	    "the kinds are the bits of t's tables");
	return stat_report_choose(rep, t, nf, 2, kinds, list, e);
}

void
stat_bench_init(struct stat_bench *b)
{
	memset(b, 0, sizeof *b);
	maze_init(&b->work);
}

void
stat_bench_free(struct stat_bench *b)
{
	size_t i;

	for (i = 0; i < b->ns; i++)
		free(b->s[i].runs);
	free(b->s);
	maze_solve_free(&b->sv);
	maze_free(&b->work);
	stat_bench_init(b);
}

/* Add solver i of the table, with no runs yet. */
static int
add_solver(struct stat_bench *b, size_t i, struct maze_err *e)
{
	if (MAZE_GROW(b->s, b->cap, b->ns + 1) == -1)
		return maze_error(e, 0, 0, "out of memory");
	memset(&b->s[b->ns], 0, sizeof b->s[0]);
	b->s[b->ns++].a = maze_solve_algo(i);
	return 0;
}

int
stat_bench_solvers(struct stat_bench *b, const char *list,
    struct maze_err *e)
{
	char *s, *name, *save = NULL;
	size_t i;
	int rc = -1;

	/* The solvers' scratch memory, kept from one maze to the next. */
	if (b->sv.srch == NULL && maze_solve_init(&b->sv, e) == -1)
		return -1;
	while (b->ns > 0)
		free(b->s[--b->ns].runs);
	if (strcmp(list, "all") == 0) {
		for (i = 0; maze_solve_algo(i) != NULL; i++)
			if (add_solver(b, i, e) == -1)
				return -1;
		return 0;
	}
	if ((s = strdup(list)) == NULL)
		return maze_error(e, 0, 0, "out of memory");
	for (name = strtok_r(s, ",", &save); name != NULL;
	    name = strtok_r(NULL, ",", &save)) {
		if ((i = maze_algo_find(maze_solve_info, name)) == MAZE_NONE) {
			maze_error(e, 1, (unsigned long)(name - s) + 1,
			    "unknown solver");
			goto out;
		}
		if (add_solver(b, i, e) == -1)
			goto out;
	}
	if (b->ns == 0) {
		maze_error(e, 1, 0, "no solver named");
		goto out;
	}
	rc = 0;
out:
	free(s);
	return rc;
}

double
stat_now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/*
 * A row for the run of solver sol that b->sv holds, which returned rc and
 * took ms, on maze n; best is the shortest route's length, or -1, and
 * fewest its steps as b->steps counts them.
 */
static void
print_run(struct stat_report *rep, struct stat_bench *b,
    unsigned long n, const struct stat_solver *sol, int rc, int64_t best,
    int64_t fewest, double ms)
{
	struct stat_record r;

	stat_record_start(&r, bfields);
	stat_put(&r, "%lu", n);
	stat_put(&r, "%s", sol->a->info.name);
	stat_put(&r, "%s", rc == 1 ? "yes" : "no");
	stat_put_u(&r, b->sv.explored);
	if (rc == 1)
		stat_put_u(&r, b->sv.length);
	else
		stat_put(&r, "-");
	if (best >= 0)
		stat_put(&r, "%lld", (long long)best);
	else
		stat_put(&r, "-");
	stat_put(&r, "%s", rc == 1 && b->steps == fewest ? "yes" : "no");
	if (rc == 1)
		stat_put_ratio(&r, (double)b->sv.length,
		    (double)b->sv.explored);
	else
		stat_put(&r, "-");
	stat_put(&r, "%.3f", ms);
	/* By default, as with "all", the records end before the cells. */
	if (rep->chosen && b->cells != SIZE_MAX)
		stat_put_u(&r, b->cells);
	else if (rep->chosen)
		stat_put(&r, "-");
	/* The header after the first run, so that bad input prints none. */
	if (!b->headed)
		stat_print_head(rep, bfields, rep->chosen ? NB : NBALL);
	b->headed = 1;
	stat_print_rec(rep, &r);
}

/*
 * Solvers that may wander (the random mouse, MAZE_SOLVE_STEPS) give up here
 * after this many steps for each open block, not their usual 1000: a few
 * times what breadth-first search costs, so that one of them cannot make
 * a benchmark of the others last a thousand times as long.
 */
#define WANDER	10

/*
 * The marks of a solve or of frames, and a route's letters on weights:
 * the blocks maze_clear_marks() changes.
 */
static const unsigned char ismark[256] = {
	['+'] = 1, ['.'] = 1, ['@'] = 1, ['*'] = 1, ['~'] = 1,
	['a'] = 1, ['b'] = 1, ['c'] = 1, ['d'] = 1, ['e'] = 1, ['f'] = 1,
	['g'] = 1, ['h'] = 1, ['i'] = 1,
};

/*
 * The cells the route marked in m passes, m a hex or polar maze: walking
 * the marks from S to E, each run of blocks of one cell is a cell, as a
 * shortest route counts them there (mazesolve(1), "Hex, delta and polar
 * grids"), a step being a door however many blocks it takes.  -1 if the
 * marks are not one route.
 */
static int64_t
route_cells(const struct maze *m)
{
	uint32_t w = m->hdr.grid & MAZE_GRID_POLAR ?
	    maze_polar_n(maze_polar_rings(m->w) - 1) : maze_hex_w(m->w);
	uint32_t x = (uint32_t)(m->start % m->w), y = (uint32_t)(m->start / m->w);
	uint32_t nx, ny, fx = 0, fy = 0, c, last = UINT32_MAX;
	size_t prev = MAZE_NONE, i = m->start, steps = 0, n = maze_blocks(m);
	int64_t cells = 0;
	int d, found;

	for (;;) {
		if (maze_shape_cell_at(m, w, x, y, &c)) {
			cells += c != last;
			last = c;
		} else
			last = UINT32_MAX;
		if (i == m->end)
			return cells;
		if (++steps > n)
			return -1;
		for (found = 0, d = 0; d < 4; d++) {
			nx = x + (uint32_t)maze_dx[d];
			ny = y + (uint32_t)maze_dy[d];
			if (nx >= m->w || ny >= m->h ||
			    (size_t)ny * m->w + nx == prev)
				continue;
			if (maze_isroute(m->b[(size_t)ny * m->w + nx]) ||
			    (size_t)ny * m->w + nx == m->end) {
				found++;
				fx = nx;
				fy = ny;
			}
		}
		if (found != 1)
			return -1;
		prev = i;
		x = fx;
		y = fy;
		i = (size_t)y * m->w + x;
	}
}

/*
 * Run solver a on b->sv's maze, or on form f if not NULL (a is then bfs),
 * taking its marks away after: returns what the solver returns, its time
 * in *ms.
 */
static int
run(struct stat_bench *b, const struct maze_solve_algo *a, struct maze_cells *f,
    double *ms, struct maze_err *e)
{
	double t;
	int rc;

	b->sv.explored = b->sv.length = 0;
	t = stat_now();
	rc = f != NULL ? maze_solve_bfs_form(&b->sv, f, e) : a->run(&b->sv, e);
	*ms = (stat_now() - t) * 1000;
	b->cells = rc >= 0 && (b->iscells || solve_kept_cells(&b->sv)) ?
	    solve_cells(&b->sv) : SIZE_MAX;
	/* On hexagons and rings a shortest route has the fewest cells. */
	b->steps = rc != 1 ? -1 : f == NULL && (b->sv.m->hdr.grid &
	    (MAZE_GRID_HEX | MAZE_GRID_POLAR)) ? route_cells(b->sv.m) :
	    (int64_t)b->sv.length;
	if (f != NULL)
		maze_cells_unmark(f);
	else
		maze_clear_marks(b->sv.m);
	return rc;
}

/*
 * Is maze n, whose S and E are at start and end, one to benchmark?  0, or
 * -1 with e at line.
 */
static int
bench_ok(const struct stat_bench *b, size_t start, size_t end,
    unsigned long line, unsigned long n, struct maze_err *e)
{
	if (maze_need_ends(start, end, line, e) == -1)
		return -1;
	if (n - 1 > UINT64_MAX - b->seed)
		return maze_error(e, line, 1, "maze %lu's seed, %llu + %lu, "
		    "would pass 18446744073709551615", n,
		    (unsigned long long)b->seed, n - 1);
	return 0;
}

/*
 * Every solver's run on maze n, d blocks deep: on b->sv's maze, m, or on
 * form f if not NULL, where every solver is bfs.  Returns 0, -1 with e,
 * or -2 if the form cannot be searched as it is (maze_solve_bfs_form), before
 * any run is kept.
 */
static int
runs(struct stat_bench *b, const struct maze *m, struct maze_cells *f,
    uint32_t d, unsigned long n, struct stat_report *rep,
    struct maze_err *e)
{
	const struct maze_solve_algo *bfs;
	struct stat_solver *sol;
	struct stat_run *u;
	uint64_t open = 0;
	int64_t best = -1, fewest = -1;
	size_t i;
	double ms;
	int rc;

	/*
	 * A shortest route's steps: bfs's route, whatever the weights; the
	 * first solver's run when that is bfs, as in -b bfs and -b all.
	 */
	bfs = maze_solve_algo(maze_algo_find(maze_solve_info, "bfs"));
	if (b->ns == 0 || b->s[0].a != bfs) {
		maze_rng_seed(&b->rng, b->seed + n - 1);
		if ((rc = run(b, bfs, f, &ms, e)) < 0)
			return rc;
		best = rc == 1 ? (int64_t)b->sv.length : -1;
		fewest = b->steps;
	}
	for (sol = b->s; sol < b->s + b->ns; sol++) {
		/* A solver of flat mazes sits out a maze of levels. */
		if ((sol->a->flags & MAZE_SOLVE_FLAT) && d > 1)
			continue;
		maze_rng_seed(&b->rng, b->seed + n - 1);
		b->sv.max_steps = 0;
		if (sol->a->flags & MAZE_SOLVE_STEPS) {
			/* Counted once a maze, for the solvers that wander. */
			if (open == 0)
				for (i = 0; i < maze_blocks(m); i++)
					open += maze_isopen(m->b[i]);
			b->sv.max_steps = WANDER * open;
		}
		if ((rc = run(b, sol->a, f, &ms, e)) < 0)
			return rc;
		if (sol == b->s && sol->a == bfs) {
			best = rc == 1 ? (int64_t)b->sv.length : -1;
			fewest = b->steps;
		}
		if (MAZE_GROW(sol->runs, sol->cap, sol->n + 1) == -1)
			return maze_error(e, 0, 0, "out of memory");
		u = &sol->runs[sol->n++];
		u->explored = b->sv.explored;
		u->cells = b->cells != SIZE_MAX ? b->cells : UINT64_MAX;
		u->length = rc == 1 && b->sv.length < UINT32_MAX ?
		    (uint32_t)b->sv.length : UINT32_MAX;
		u->ms = (float)ms;
		sol->shortest += rc == 1 && b->steps == fewest;
		if (rep != NULL)
			print_run(rep, b, n, sol, rc, best, fewest, ms);
	}
	return 0;
}

int
stat_bench_maze(struct stat_bench *b, struct maze *m, unsigned long n,
    struct stat_report *rep, struct maze_err *e)
{
	struct maze view;

	if (maze_check_grid(m, 1, e) == -1 ||
	    bench_ok(b, m->start, m->end, m->line, n, e) == -1)
		return -1;
	/* A weave's blocks are solved as they are, if they are one. */
	if ((m->hdr.grid & MAZE_GRID_WEAVE) && !maze_is_weave(m, e))
		return -1;
	/*
	 * The solvers run on m's own blocks, lent, unless it has marks: a
	 * solver only adds marks, which maze_clear_marks() takes away after
	 * each run, giving m back as it came, with no copy of a large maze
	 * in memory.  A maze with marks is copied once, and cleared.
	 */
	if (maze_has_any(m, ismark)) {
		if (maze_alloc3(&b->work, m->w, m->h, m->d, e) == -1)
			return -1;
		memcpy(b->work.b, m->b, maze_blocks(m));
		b->work.start = m->start;
		b->work.end = m->end;
		b->work.line = m->line;
		maze_clear_marks(&b->work);
		b->sv.m = &b->work;
	} else {
		view = *m;
		b->sv.m = &view;
	}
	b->sv.rng = &b->rng;
	b->sv.explore = 0;
	b->sv.max_steps = 0;
	/* Once a maze: whether its runs' cells can be counted. */
	b->iscells = maze_is_cells(b->sv.m, NULL);
	return runs(b, m, NULL, m->d, n, rep, e);
}

/* Is every solver of b bfs, which can run on a form? */
int
stat_bench_form_ok(const struct stat_bench *b)
{
	size_t i;

	for (i = 0; i < b->ns; i++)
		if (strcmp(b->s[i].a->info.name, "bfs") != 0)
			return 0;
	return b->ns > 0;
}

int
stat_bench_form(struct stat_bench *b, struct maze_cells *f, unsigned long n,
    struct stat_report *rep, struct maze_err *e)
{
	if (bench_ok(b, f->start, f->end, f->line, n, e) == -1)
		return -1;
	maze_cells_clear_marks(f);
	b->sv.m = NULL;
	b->sv.rng = &b->rng;
	b->sv.explore = 0;
	b->sv.max_steps = 0;
	b->iscells = 0;		/* bfs on the form keeps its own count */
	return runs(b, NULL, f, f->d, n, rep, e);
}

static int
cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return (x > y) - (x < y);
}

/* Mean, median, least and greatest of v[0..n), sorting v; "-" if n is 0. */
static void
put_stats(struct stat_record *r, double *v, size_t n, int whole)
{
	double sum = 0, med;
	size_t i;

	if (n == 0) {
		for (i = 0; i < 4; i++)
			stat_put(r, "-");
		return;
	}
	qsort(v, n, sizeof *v, cmp_double);
	for (i = 0; i < n; i++)
		sum += v[i];
	med = n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
	stat_put(r, "%.4f", sum / (double)n);
	if (whole) {
		/* Whole, or a half: one decimal in every row of the column. */
		stat_put(r, "%.1f", med);
		stat_put(r, "%.0f", v[0]);
		stat_put(r, "%.0f", v[n - 1]);
	} else {
		stat_put(r, "%.4f", med);
		stat_put(r, "%.4f", v[0]);
		stat_put(r, "%.4f", v[n - 1]);
	}
}

int
stat_bench_summary(struct stat_bench *b, struct stat_report *rep,
    struct maze_err *e)
{
	const struct stat_solver *sol;
	const struct stat_run *u;
	struct stat_record r;
	size_t i, k, most = 1;
	double *v;

	for (sol = b->s; sol < b->s + b->ns; sol++)
		if (sol->n > most)
			most = sol->n;
	if ((v = calloc(most, sizeof *v)) == NULL)
		return maze_error(e, 0, 0, "out of memory");
	stat_print_head(rep, bsumfields, rep->chosen ? NBSUM : NBSUMALL);
	for (sol = b->s; sol < b->s + b->ns; sol++) {
		stat_record_start(&r, bsumfields);
		stat_put(&r, "%s", sol->a->info.name);
		stat_put_u(&r, sol->n);
		for (i = k = 0; i < sol->n; i++)
			k += sol->runs[i].length != UINT32_MAX;
		stat_put_u(&r, k);
		stat_put_u(&r, sol->shortest);
		for (i = 0; i < sol->n; i++)
			v[i] = (double)sol->runs[i].explored;
		put_stats(&r, v, sol->n, 1);
		for (i = k = 0; i < sol->n; i++)
			if ((u = &sol->runs[i])->length != UINT32_MAX)
				v[k++] = u->length;
		put_stats(&r, v, k, 1);
		for (i = k = 0; i < sol->n; i++)
			if ((u = &sol->runs[i])->length != UINT32_MAX)
				v[k++] = u->explored ? (double)u->length /
				    (double)u->explored : 0;
		put_stats(&r, v, k, 0);
		for (i = 0; i < sol->n; i++)
			v[i] = sol->runs[i].ms;
		put_stats(&r, v, sol->n, 0);
		for (i = k = 0; rep->chosen && i < sol->n; i++)
			if ((u = &sol->runs[i])->cells != UINT64_MAX)
				v[k++] = (double)u->cells;
		if (rep->chosen)
			put_stats(&r, v, k, 1);
		stat_print_rec(rep, &r);
	}
	free(v);
	return 0;
}
