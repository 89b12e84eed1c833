/* mazestat: measure mazes, and benchmark solvers on them. */
#include <getopt.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cli/cli.h"
#include "lib/maze.h"
#include "lib/rng.h"
#include "solve/solve.h"
#include "stat/stat.h"

static const char synopsis[] =
    "mazestat [-hPSTV] [-b solvers] [-F fields] [-f format] [-o file] "
    "[-s seed] [file ...]";

static const char options[] =
    "  -b solvers      benchmark the solvers, a comma-separated list or\n"
    "                  all, on every maze; -b list lists them\n"
    "  -F fields       the figures to print, comma-separated, or all;\n"
    "                  -F list lists them (default: all in tsv and json,\n"
    "                  the first ten in the table)\n"
    "  -f format       table (default), tsv or json (a line per record)\n"
    "  -h, --help      show this help\n"
    "  -o file         write to file, complete or not at all\n"
    "  -P              per-maze records only, no summary\n"
    "  -S              the summary over the stream only\n"
    "  -s seed         seed for solvers that choose at random; maze i of\n"
    "                  a stream uses seed+i (default 0)\n"
    "  -T              leave out the times, for output that never changes\n"
    "  -V, --version   show the version\n";

enum { F_TABLE, F_TSV, F_JSON };

struct opts {
	const char *out;
	uint64_t seed;
	int format;
	int permaze, summary;	/* which records to print */
	int notime;
	const char *fields;	/* -F, or NULL */
	size_t *solvers;	/* indices into the solver table */
	size_t nsolvers;
	char **files;
	int nfiles;
};

/*
 * -b: "all", or names and aliases separated by commas.  A solver named
 * twice runs twice (to see how much its times vary, say).
 */
static void
parse_solvers(struct opts *o, const char *arg)
{
	char *s, *name, *save = NULL;
	size_t i, n, cap, *v;

	if (strcmp(arg, "list") == 0)
		cli_algo_list(solve_info);
	for (n = 0; solve_algo(n) != NULL; n++)
		continue;
	free(o->solvers);
	cap = n + 1;
	if ((o->solvers = calloc(cap, sizeof *o->solvers)) == NULL ||
	    (s = strdup(arg)) == NULL)
		cli_fatal("out of memory");
	o->nsolvers = 0;
	if (strcmp(arg, "all") == 0) {
		for (i = 0; i < n; i++)
			o->solvers[o->nsolvers++] = i;
		free(s);
		return;
	}
	for (name = strtok_r(s, ",", &save); name != NULL;
	    name = strtok_r(NULL, ",", &save)) {
		if ((i = algo_find(solve_info, name)) == MAZE_NONE)
			cli_badopt("-b", name,
			    "unknown solver (mazestat -b list lists them)");
		if (o->nsolvers == cap) {
			cap = 2 * cap;
			if ((v = realloc(o->solvers, cap * sizeof *v)) == NULL)
				cli_fatal("out of memory");
			o->solvers = v;
		}
		o->solvers[o->nsolvers++] = i;
	}
	free(s);
	if (o->nsolvers == 0)
		cli_badopt("-b", arg, "no solver named");
}

static void
parse_opts(struct opts *o, int argc, char *argv[])
{
	static const struct option longopts[] = {
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, 'V' },
		{ NULL, 0, NULL, 0 }
	};
	int ch;

	memset(o, 0, sizeof *o);
	while ((ch = getopt_long(argc, argv, "b:F:f:ho:PSs:TV", longopts,
	    NULL)) != -1) {
		switch (ch) {
		case 'b':
			parse_solvers(o, optarg);
			break;
		case 'F':
			o->fields = optarg;
			break;
		case 'f':
			if (strcmp(optarg, "table") == 0)
				o->format = F_TABLE;
			else if (strcmp(optarg, "tsv") == 0)
				o->format = F_TSV;
			else if (strcmp(optarg, "json") == 0)
				o->format = F_JSON;
			else
				cli_badopt("-f", optarg,
				    "not table, tsv or json");
			break;
		case 'h':
			cli_help(options, NULL);
		case 'o':
			o->out = optarg;
			break;
		case 'P':
			o->permaze = 1;
			break;
		case 'S':
			o->summary = 1;
			break;
		case 's':
			o->seed = cli_seed(optarg);
			break;
		case 'T':
			o->notime = 1;
			break;
		case 'V':
			cli_version();
		default:
			cli_usage();
		}
	}
	if (o->permaze && o->summary)
		cli_fatal("-P and -S: choose one");
	/*
	 * By default the structure table is per maze only (a summary of a
	 * single maze says nothing new); a benchmark ends with its summary.
	 */
	if (!o->permaze && !o->summary) {
		o->permaze = 1;
		o->summary = o->nsolvers > 0;
	}
	o->files = argv + optind;
	o->nfiles = argc - optind;
}

/* ---- records: fields, and the three formats ---- */

enum { K_NUM, K_REAL, K_STR, K_BOOL, K_LIST };

/*
 * A column: its name (the stable field name of tsv and json), its width in
 * the table (negative: aligned left) and its kind, which says how json
 * writes it.  A value of "-" is json's null.
 */
struct field {
	const char *name;
	int width;
	int kind;
	int timed;		/* left out by -T */
};

#define MAXF	48

struct record {
	const struct field *f;
	size_t n;
	char v[MAXF][256];
};

struct printer {
	FILE *fp;
	int format;
	int notime;
	int heads;		/* headers printed so far */
	const struct field *selfields;	/* the structure fields, */
	const size_t *sel;	/* which of them to print, in order */
	size_t nsel;
};

static void
rec_start(struct record *r, const struct field *f)
{
	r->f = f;
	r->n = 0;
}

static void
put(struct record *r, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

static void
put(struct record *r, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(r->v[r->n++], sizeof r->v[0], fmt, ap);
	va_end(ap);
}

static void
put_u(struct record *r, uint64_t v)
{
	put(r, "%llu", (unsigned long long)v);
}

/* A ratio to four places, or "-" when the denominator is 0. */
static void
put_ratio(struct record *r, double num, double den)
{
	if (den == 0)
		put(r, "-");
	else
		put(r, "%.4f", num / den);
}

/* A column's padding: none after the last one if it is aligned left. */
static int
pad(int width, int last)
{
	return last && width < 0 ? 0 : width;
}

/*
 * Column k of a record of fields f: structure records print the fields -F
 * chose, in its order; the others print all of theirs.
 */
static size_t
column(const struct printer *p, const struct field *f, size_t k, size_t *n)
{
	if (f == p->selfields) {
		*n = p->nsel;
		return p->sel[k];
	}
	return k;
}

static void
print_head(struct printer *p, const struct field *f, size_t n)
{
	size_t i, k;
	int sep = 0;

	if (p->format == F_JSON)
		return;
	if (p->heads++ > 0)
		fputc('\n', p->fp);
	for (k = 0; k < n; k++) {
		i = column(p, f, k, &n);
		if (p->notime && f[i].timed)
			continue;
		if (p->format == F_TSV)
			fprintf(p->fp, "%s%s", sep ? "\t" : "", f[i].name);
		else
			fprintf(p->fp, "%s%*s", sep ? " " : "",
			    pad(f[i].width, k + 1 == n), f[i].name);
		sep = 1;
	}
	fputc('\n', p->fp);
}

static void
print_rec(struct printer *p, const struct record *r)
{
	const struct field *f = r->f;
	const char *v;
	size_t i, k, n = r->n;
	int sep = 0;

	if (p->format == F_JSON)
		fputc('{', p->fp);
	for (k = 0; k < n; k++) {
		i = column(p, f, k, &n);
		if (i >= r->n)
			continue;	/* not measured: no start, say */
		if (p->notime && f[i].timed)
			continue;
		v = r->v[i];
		if (p->format == F_TSV)
			fprintf(p->fp, "%s%s", sep ? "\t" : "", v);
		else if (p->format == F_TABLE)
			fprintf(p->fp, "%s%*s", sep ? " " : "",
			    pad(f[i].width, k + 1 == n), v);
		else {
			fprintf(p->fp, "%s\"%s\":", sep ? "," : "", f[i].name);
			if (strcmp(v, "-") == 0)
				fputs("null", p->fp);
			else if (f[i].kind == K_NUM || f[i].kind == K_REAL)
				fputs(v, p->fp);
			else if (f[i].kind == K_BOOL)
				fputs(strcmp(v, "yes") == 0 ? "true" : "false",
				    p->fp);
			else if (f[i].kind == K_LIST)
				fprintf(p->fp, "[%s]", v);
			else	/* names here never need escaping */
				fprintf(p->fp, "\"%s\"", v);
		}
		sep = 1;
	}
	fputs(p->format == F_JSON ? "}\n" : "\n", p->fp);
}

/* ---- structure ---- */

/*
 * The first ten columns are the skeleton's, unchanged, so that scripts
 * that pick them by position keep working.
 */
static const struct field sfields[] = {
	{ "maze", 7, K_NUM, 0 },
	{ "kind", -6, K_STR, 0 },
	{ "width", 10, K_NUM, 0 },
	{ "height", 10, K_NUM, 0 },
	{ "cells", 10, K_NUM, 0 },
	{ "dead_ends", 10, K_NUM, 0 },
	{ "parts", 10, K_NUM, 0 },
	{ "loops", 10, K_NUM, 0 },
	{ "perfect", 7, K_BOOL, 0 },
	{ "solution", 10, K_NUM, 0 },
	{ "bwidth", 10, K_NUM, 0 },
	{ "bheight", 10, K_NUM, 0 },
	{ "open", 10, K_NUM, 0 },
	{ "dead_frac", 9, K_REAL, 0 },
	{ "isolated", 9, K_NUM, 0 },
	{ "straights", 10, K_NUM, 0 },
	{ "turns", 10, K_NUM, 0 },
	{ "junc3", 10, K_NUM, 0 },
	{ "junc4", 10, K_NUM, 0 },
	{ "longest", 10, K_NUM, 0 },
	{ "hpass", 10, K_NUM, 0 },
	{ "vpass", 10, K_NUM, 0 },
	{ "hv_ratio", 9, K_REAL, 0 },
	{ "route", 10, K_NUM, 0 },
	{ "route_cells", 11, K_NUM, 0 },
	{ "route_frac", 10, K_REAL, 0 },
	{ "reach", 10, K_NUM, 0 },
	{ "dist_mean", 12, K_REAL, 0 },
	{ "dist_max", 10, K_NUM, 0 },
	{ "diameter", 10, K_NUM, 0 },
	{ "diam_exact", 10, K_BOOL, 0 },
	{ "dist_hist", -1, K_LIST, 0 },
};
#define NSF	(sizeof sfields / sizeof sfields[0])
#define NSF_TABLE	10	/* the table's default: the skeleton's columns */

/*
 * The structure fields to print, as indices into sfields, from -F: a list
 * of names, "all", or by default all of them in tsv and json and the first
 * ten in the table, which a terminal can show.  Returns how many.
 */
static size_t
select_fields(const struct opts *o, size_t sel[NSF])
{
	char *s, *name, *save = NULL;
	size_t i, n = 0;

	if (o->fields != NULL && strcmp(o->fields, "list") == 0) {
		for (i = 0; i < NSF; i++)
			printf("%s\n", sfields[i].name);
		cli_done();
	}
	if (o->fields == NULL || strcmp(o->fields, "all") == 0) {
		n = o->fields == NULL && o->format == F_TABLE ? NSF_TABLE : NSF;
		for (i = 0; i < n; i++)
			sel[i] = i;
		return n;
	}
	if ((s = strdup(o->fields)) == NULL)
		cli_fatal("out of memory");
	for (name = strtok_r(s, ",", &save); name != NULL;
	    name = strtok_r(NULL, ",", &save)) {
		for (i = 0; i < NSF && strcmp(sfields[i].name, name) != 0; i++)
			continue;
		if (i == NSF)
			cli_badopt("-F", name,
			    "unknown field (mazestat -F list lists them)");
		if (n < NSF)
			sel[n++] = i;
	}
	free(s);
	if (n == 0)
		cli_badopt("-F", o->fields, "no field named");
	return n;
}

static void
structure_rec(struct record *r, unsigned long n,
    const struct stat_figures *st)
{
	char *h;
	size_t i, len;

	rec_start(r, sfields);
	put(r, "%lu", n);
	put(r, "%s", st->cells ? "cells" : "blocks");
	put_u(r, st->width);
	put_u(r, st->height);
	put_u(r, st->nodes);
	put_u(r, st->dead_ends);
	put_u(r, st->components);
	put_u(r, st->loops);
	put(r, "%s", st->components == 1 && st->loops == 0 ? "yes" : "no");
	if (st->solution == -1)
		put(r, "-");
	else if (st->solution == -2)
		put(r, "broken");
	else
		put(r, "%lld", (long long)st->solution);
	put_u(r, st->bwidth);
	put_u(r, st->bheight);
	put_u(r, st->open);
	put_ratio(r, (double)st->dead_ends, (double)st->nodes);
	put_u(r, st->isolated);
	put_u(r, st->straights);
	put_u(r, st->turns);
	put_u(r, st->junctions3);
	put_u(r, st->junctions4);
	put_u(r, st->longest_straight);
	put_u(r, st->hpassages);
	put_u(r, st->vpassages);
	put_ratio(r, (double)st->hpassages, (double)st->vpassages);
	if (st->route < 0) {
		put(r, "-");
		put(r, "-");
		put(r, "-");
	} else {
		put(r, "%lld", (long long)st->route);
		put_u(r, st->route_nodes);
		put_ratio(r, (double)st->route_nodes, (double)st->nodes);
	}
	put_u(r, st->reach);
	put_ratio(r, (double)st->dist_sum, (double)st->reach);
	if (st->reach == 0) {
		put(r, "-");
		put(r, "-");
		put(r, "-");
		put(r, "-");
		return;
	}
	put_u(r, st->dist_max);
	put_u(r, st->diameter);
	put(r, "%s", st->diameter_exact ? "yes" : "no");
	h = r->v[r->n++];
	h[0] = '\0';
	for (i = 0, len = 0; i < STAT_HIST; i++)
		len += (size_t)snprintf(h + len, sizeof r->v[0] - len, "%s%llu",
		    i ? "," : "", (unsigned long long)st->hist[i]);
}

/*
 * The structure summary: a row per numeric figure, its mean, least and
 * greatest over the mazes where it has a value; constant memory.
 */
struct figsum {
	uint64_t n;
	double sum, min, max;
};

static const struct field sumfields[] = {
	{ "figure", -12, K_STR, 0 },
	{ "mazes", 10, K_NUM, 0 },
	{ "mean", 14, K_NUM, 0 },
	{ "min", 14, K_NUM, 0 },
	{ "max", 14, K_NUM, 0 },
};

static void
structure_add(struct figsum *fs, const struct record *r)
{
	size_t i;
	char *end;
	double v;

	for (i = 0; i < r->n; i++) {
		if ((sfields[i].kind != K_NUM && sfields[i].kind != K_REAL) ||
		    i == 0)
			continue;
		v = strtod(r->v[i], &end);
		if (end == r->v[i] || *end != '\0')
			continue;	/* "-", "broken" */
		if (fs[i].n == 0 || v < fs[i].min)
			fs[i].min = v;
		if (fs[i].n == 0 || v > fs[i].max)
			fs[i].max = v;
		fs[i].n++;
		fs[i].sum += v;
	}
}

/* Whole numbers print whole; ratios and means to four places. */
static void
put_num(struct record *r, double v)
{
	if (v > -1e15 && v < 1e15 && v == (double)(long long)v)
		put(r, "%.0f", v);
	else
		put(r, "%.4f", v);
}

/*
 * A row per numeric figure: those -F named, or all of them, since the
 * summary runs down the page and has room.
 */
static void
structure_summary(struct printer *p, const struct figsum *fs, int all)
{
	struct record r;
	size_t i, k, n = all ? NSF : p->nsel;

	print_head(p, sumfields, 5);
	for (k = 0; k < n; k++) {
		i = all ? k : p->sel[k];
		if (i == 0 || (sfields[i].kind != K_NUM &&
		    sfields[i].kind != K_REAL))
			continue;
		rec_start(&r, sumfields);
		put(&r, "%s", sfields[i].name);
		put_u(&r, fs[i].n);
		if (fs[i].n == 0) {
			put(&r, "-");
			put(&r, "-");
			put(&r, "-");
		} else {
			put(&r, "%.4f", fs[i].sum / (double)fs[i].n);
			if (sfields[i].kind == K_REAL) {
				put(&r, "%.4f", fs[i].min);
				put(&r, "%.4f", fs[i].max);
			} else {
				put_num(&r, fs[i].min);
				put_num(&r, fs[i].max);
			}
		}
		print_rec(p, &r);
	}
}

/* ---- the solver benchmark ---- */

/*
 * One run of one solver on one maze: 16 bytes, kept for the medians, so a
 * benchmark of M mazes and S solvers keeps 16 * M * S bytes (100000 mazes
 * and 15 solvers: 24 MB).  length is UINT32_MAX when no route was found.
 */
struct run {
	uint64_t explored;
	uint32_t length;
	float ms;
};

struct runs {
	struct run *v;
	size_t n, cap;
	uint64_t shortest;	/* runs that found a shortest route */
};

static const struct field bfields[] = {
	{ "maze", 7, K_NUM, 0 },
	{ "solver", -16, K_STR, 0 },
	{ "solved", 6, K_BOOL, 0 },
	{ "explored", 10, K_NUM, 0 },
	{ "length", 10, K_NUM, 0 },
	{ "bfs_length", 10, K_NUM, 0 },
	{ "shortest", 8, K_BOOL, 0 },
	{ "efficiency", 10, K_NUM, 0 },
	{ "time_ms", 11, K_NUM, 1 },
};

static const struct field bsumfields[] = {
	{ "solver", -16, K_STR, 0 },
	{ "mazes", 7, K_NUM, 0 },
	{ "solved", 7, K_NUM, 0 },
	{ "shortest", 8, K_NUM, 0 },
	{ "explored_mean", 13, K_NUM, 0 },
	{ "explored_median", 15, K_NUM, 0 },
	{ "explored_min", 12, K_NUM, 0 },
	{ "explored_max", 12, K_NUM, 0 },
	{ "length_mean", 11, K_NUM, 0 },
	{ "length_median", 13, K_NUM, 0 },
	{ "length_min", 10, K_NUM, 0 },
	{ "length_max", 10, K_NUM, 0 },
	{ "efficiency_mean", 15, K_NUM, 0 },
	{ "efficiency_median", 17, K_NUM, 0 },
	{ "efficiency_min", 14, K_NUM, 0 },
	{ "efficiency_max", 14, K_NUM, 0 },
	{ "time_ms_mean", 12, K_NUM, 1 },
	{ "time_ms_median", 14, K_NUM, 1 },
	{ "time_ms_min", 11, K_NUM, 1 },
	{ "time_ms_max", 11, K_NUM, 1 },
};

static double
now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static int
cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return (x > y) - (x < y);
}

/* Mean, median, least and greatest of v[0..n), sorting v; "-" if n is 0. */
static void
put_stats(struct record *r, double *v, size_t n, int whole)
{
	double sum = 0, med;
	size_t i;

	if (n == 0) {
		for (i = 0; i < 4; i++)
			put(r, "-");
		return;
	}
	qsort(v, n, sizeof *v, cmp_double);
	for (i = 0; i < n; i++)
		sum += v[i];
	med = n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
	put(r, "%.4f", sum / (double)n);
	if (whole) {
		put_num(r, med);
		put(r, "%.0f", v[0]);
		put(r, "%.0f", v[n - 1]);
	} else {
		put(r, "%.4f", med);
		put(r, "%.4f", v[0]);
		put(r, "%.4f", v[n - 1]);
	}
}

static void
bench_summary(struct printer *p, const struct opts *o, struct runs *rs)
{
	struct record r;
	size_t s, i, k, most = 0;
	double *v;
	const struct run *u;

	for (s = 0; s < o->nsolvers; s++)
		if (rs[s].n > most)
			most = rs[s].n;
	if ((v = malloc((most ? most : 1) * sizeof *v)) == NULL)
		cli_fatal("out of memory");
	print_head(p, bsumfields, sizeof bsumfields / sizeof bsumfields[0]);
	for (s = 0; s < o->nsolvers; s++) {
		rec_start(&r, bsumfields);
		put(&r, "%s", solve_algo(o->solvers[s])->info.name);
		put_u(&r, rs[s].n);
		for (i = k = 0; i < rs[s].n; i++)
			k += rs[s].v[i].length != UINT32_MAX;
		put_u(&r, k);
		put_u(&r, rs[s].shortest);
		for (i = 0; i < rs[s].n; i++)
			v[i] = (double)rs[s].v[i].explored;
		put_stats(&r, v, rs[s].n, 1);
		for (i = k = 0; i < rs[s].n; i++)
			if ((u = &rs[s].v[i])->length != UINT32_MAX)
				v[k++] = u->length;
		put_stats(&r, v, k, 1);
		for (i = k = 0; i < rs[s].n; i++)
			if ((u = &rs[s].v[i])->length != UINT32_MAX)
				v[k++] = u->explored ? (double)u->length /
				    (double)u->explored : 0;
		put_stats(&r, v, k, 0);
		for (i = 0; i < rs[s].n; i++)
			v[i] = rs[s].v[i].ms;
		put_stats(&r, v, rs[s].n, 0);
		print_rec(p, &r);
	}
	free(v);
}

struct bench {
	struct maze work;	/* the solvers' copy, reused */
	struct solve sv;
	struct rng rng;
	struct runs *rs;
};

/* Run every solver of o on m, the n-th maze; print a row for each. */
static void
bench_maze(struct bench *b, const struct opts *o, const struct cli_in *in,
    const struct maze *m, unsigned long n, struct printer *p)
{
	struct maze_err e;
	struct record r;
	struct run *u;
	struct runs *rs;
	const struct solve_algo *a;
	int64_t best;
	double t;
	size_t s;
	int rc;

	cli_need_ends(in, m);
	/* The solvers' own scratch search serves, before they run. */
	if (stat_route_length(m, b->sv.srch, &best, &e) == -1)
		cli_in_fatal(in, &e);
	for (s = 0; s < o->nsolvers; s++) {
		a = solve_algo(o->solvers[s]);
		if (maze_alloc(&b->work, m->w, m->h, &e) == -1)
			cli_in_fatal(in, &e);
		memcpy(b->work.b, m->b, (size_t)m->w * m->h);
		b->work.start = m->start;
		b->work.end = m->end;
		b->work.line = m->line;
		maze_clear_marks(&b->work);
		rng_seed(&b->rng, o->seed + n - 1);
		b->sv.m = &b->work;
		b->sv.rng = &b->rng;
		b->sv.explore = 0;
		b->sv.explored = b->sv.length = 0;
		t = now();
		rc = a->run(&b->sv, &e);
		t = now() - t;
		if (rc == -1)
			cli_in_fatal(in, &e);
		rs = &b->rs[s];
		if (rs->n == rs->cap) {
			rs->cap = rs->cap ? 2 * rs->cap : 1024;
			if ((u = realloc(rs->v, rs->cap * sizeof *u)) == NULL)
				cli_fatal("out of memory");
			rs->v = u;
		}
		u = &rs->v[rs->n++];
		u->explored = b->sv.explored;
		u->length = rc == 1 && b->sv.length < UINT32_MAX ?
		    (uint32_t)b->sv.length : UINT32_MAX;
		u->ms = (float)(t * 1000);
		rs->shortest += rc == 1 && (int64_t)b->sv.length == best;
		if (!o->permaze)
			continue;
		rec_start(&r, bfields);
		put(&r, "%lu", n);
		put(&r, "%s", a->info.name);
		put(&r, "%s", rc == 1 ? "yes" : "no");
		put_u(&r, u->explored);
		if (rc == 1)
			put_u(&r, b->sv.length);
		else
			put(&r, "-");
		if (best >= 0)
			put(&r, "%lld", (long long)best);
		else
			put(&r, "-");
		put(&r, "%s", rc == 1 && (int64_t)b->sv.length == best ?
		    "yes" : "no");
		if (rc == 1)
			put_ratio(&r, (double)b->sv.length,
			    (double)u->explored);
		else
			put(&r, "-");
		put(&r, "%.3f", t * 1000);
		if (n == 1 && s == 0)
			print_head(p, bfields, sizeof bfields /
			    sizeof bfields[0]);
		print_rec(p, &r);
	}
}

/* ---- progress ---- */

/*
 * A line on standard error, rewritten in place, once the work has taken a
 * second, and only when standard error is a terminal.
 */
struct progress {
	int on;
	double t0, last;
	int shown;
};

static void
progress(struct progress *pg, unsigned long n)
{
	double t;

	if (!pg->on)
		return;
	t = now();
	if (t - pg->t0 < 1 || t - pg->last < 0.25)
		return;
	pg->last = t;
	pg->shown = 1;
	fprintf(stderr, "\rmazestat: %lu mazes, %.0f s", n, t - pg->t0);
}

static void
progress_end(struct progress *pg)
{
	if (pg->shown)
		fprintf(stderr, "\r%40s\r", "");
}

int
main(int argc, char *argv[])
{
	struct opts o;
	struct cli_in in;
	struct cli_out out;
	struct maze m;
	struct maze_err e;
	struct stat_figures st;
	struct search *s;
	struct printer p;
	struct record r;
	struct figsum fs[NSF];
	size_t sel[NSF];
	struct bench b;
	struct progress pg;
	unsigned long n;
	size_t i;

	cli_init("mazestat", synopsis);
	parse_opts(&o, argc, argv);
	maze_init(&m);
	if ((s = search_new()) == NULL)
		cli_fatal("out of memory");
	memset(fs, 0, sizeof fs);
	memset(&b, 0, sizeof b);
	maze_init(&b.work);
	if (solve_init(&b.sv, &e) == -1)
		cli_fatal("%s", e.msg);
	if (o.nsolvers > 0 &&
	    (b.rs = calloc(o.nsolvers, sizeof *b.rs)) == NULL)
		cli_fatal("out of memory");
	memset(&pg, 0, sizeof pg);
	pg.on = isatty(STDERR_FILENO);
	pg.t0 = now();
	cli_in_init(&in, o.nfiles, o.files);
	cli_out_open(&out, o.out);
	memset(&p, 0, sizeof p);
	p.fp = out.fp;
	p.format = o.format;
	p.notime = o.notime;
	p.selfields = sfields;
	p.sel = sel;
	p.nsel = select_fields(&o, sel);
	for (n = 1; cli_in_next(&in, &m); n++) {
		if (o.nsolvers > 0) {
			bench_maze(&b, &o, &in, &m, n, &p);
		} else {
			if (stat_measure(&m, s, &st, &e) == -1)
				cli_in_fatal(&in, &e);
			structure_rec(&r, n, &st);
			structure_add(fs, &r);
			/* After the first maze, so bad input prints nothing. */
			if (n == 1 && o.permaze)
				print_head(&p, sfields, NSF);
			if (o.permaze)
				print_rec(&p, &r);
		}
		progress(&pg, n);
	}
	progress_end(&pg);
	if (o.summary && n > 1) {
		if (o.nsolvers > 0)
			bench_summary(&p, &o, b.rs);
		else
			structure_summary(&p, fs, o.fields == NULL);
	}
	cli_out_close(&out);
	cli_in_free(&in);
	for (i = 0; i < o.nsolvers; i++)
		free(b.rs[i].v);
	free(b.rs);
	free(o.solvers);
	solve_free(&b.sv);
	maze_free(&b.work);
	search_free(s);
	maze_free(&m);
	return 0;
}
