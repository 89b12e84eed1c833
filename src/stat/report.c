/* report.c: mazestat's records: fields, the three formats, the summary. */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "stat/statint.h"

/*
 * The structure fields.  The first ten columns are the skeleton's,
 * unchanged, so that scripts that pick them by position keep working; the
 * first STAT_NFLAT are the default, and those after them, the figures of
 * levels, print only when named or with "all", so that no column changes
 * with the mazes a stream holds (mazestat(1)).
 *
 * A table's column is as wide as the widest value any maze can give, so
 * that a stream's rows line up with no look-ahead.  A maze has at most
 * 2^32 - 1 blocks (MAZE_MAX_BLOCKS), so a count of nodes, passages or
 * steps has at most 10 digits (loops, at most twice the nodes, too), and a
 * ratio or mean of them 10 and 4 places, 15 characters: hv_ratio is
 * hpass itself when vpass is 1.  The histogram's counts add up to reach,
 * at most 2^32 - 1, and take most room as three of 10 digits and seven of
 * 9 (3e9 + 7e8): 93 digits and 9 commas, HIST_WIDTH.  The maze's number
 * is no figure of a maze: its 7 columns hold 9999999 mazes.
 */
#define HIST_WIDTH	102

_Static_assert(MAZE_STAT_HIST == 10, "HIST_WIDTH is that of 10 counts");

static const struct stat_field sfields[] = {
	{ "maze", 7, STAT_NUM, 0 },
	{ "kind", -6, STAT_STR, 0 },
	{ "width", 10, STAT_NUM, 0 },
	{ "height", 10, STAT_NUM, 0 },
	{ "cells", 10, STAT_NUM, 0 },
	{ "dead_ends", 10, STAT_NUM, 0 },
	{ "parts", 10, STAT_NUM, 0 },
	{ "loops", 10, STAT_NUM, 0 },
	{ "perfect", 7, STAT_BOOL, 0 },
	{ "solution", 10, STAT_NUM, 0 },
	{ "bwidth", 10, STAT_NUM, 0 },
	{ "bheight", 10, STAT_NUM, 0 },
	{ "open", 10, STAT_NUM, 0 },
	{ "dead_frac", 9, STAT_REAL, 0 },
	{ "isolated", 10, STAT_NUM, 0 },
	{ "straights", 10, STAT_NUM, 0 },
	{ "turns", 10, STAT_NUM, 0 },
	{ "junc3", 10, STAT_NUM, 0 },
	{ "junc4", 10, STAT_NUM, 0 },
	{ "longest", 10, STAT_NUM, 0 },
	{ "hpass", 10, STAT_NUM, 0 },
	{ "vpass", 10, STAT_NUM, 0 },
	{ "hv_ratio", 15, STAT_REAL, 0 },
	{ "route", 10, STAT_NUM, 0 },
	{ "route_cells", 11, STAT_NUM, 0 },
	{ "route_frac", 10, STAT_REAL, 0 },
	{ "reach", 10, STAT_NUM, 0 },
	{ "dist_mean", 15, STAT_REAL, 0 },
	{ "dist_max", 10, STAT_NUM, 0 },
	{ "diameter", 10, STAT_NUM, 0 },
	{ "diam_exact", 10, STAT_BOOL, 0 },
	{ "dist_hist", -HIST_WIDTH, STAT_LIST, 0 },
	{ "levels", 10, STAT_NUM, 0 },
	{ "blevels", 10, STAT_NUM, 0 },
	{ "junc5", 10, STAT_NUM, 0 },
	{ "junc6", 10, STAT_NUM, 0 },
	{ "zpass", 10, STAT_NUM, 0 },
	{ "crossings", 10, STAT_NUM, 0 },
};
#define NSF	STAT_NFIELDS	/* those of every maze: list, all */
#define NSF_TABLE	10	/* table's default: the skeleton's columns */

_Static_assert(sizeof sfields / sizeof sfields[0] == STAT_NFIELDS + 1 &&
    STAT_CROSSINGS == STAT_NFIELDS, "sfields: STAT_NFIELDS, then a weave's");
_Static_assert(STAT_NFLAT < NSF, "the figures of levels follow the others");

/* The summary: a figure's mean, least and greatest, as wide as a ratio. */
static const struct stat_field sumfields[] = {
	{ "figure", -12, STAT_STR, 0 },
	{ "mazes", 10, STAT_NUM, 0 },
	{ "mean", 15, STAT_NUM, 0 },
	{ "min", 15, STAT_NUM, 0 },
	{ "max", 15, STAT_NUM, 0 },
};

/* ---- records ---- */

void
stat_record_start(struct stat_record *r, const struct stat_field *f)
{
	r->f = f;
	r->n = 0;
}

void
stat_put(struct stat_record *r, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(r->v[r->n++], sizeof r->v[0], fmt, ap);
	va_end(ap);
}

void
stat_put_u(struct stat_record *r, uint64_t v)
{
	stat_put(r, "%llu", (unsigned long long)v);
}

void
stat_put_ratio(struct stat_record *r, double num, double den)
{
	if (den == 0)
		stat_put(r, "-");
	else
		stat_put(r, "%.4f", num / den);
}

void
stat_put_num(struct stat_record *r, double v)
{
	if (v > -1e15 && v < 1e15 && v == (double)(long long)v)
		stat_put(r, "%.0f", v);
	else
		stat_put(r, "%.4f", v);
}

/* ---- the three formats ---- */

/* A column's padding: none after the last one if it is aligned left. */
static int
pad(int width, int last)
{
	return last && width < 0 ? 0 : width;
}

/* The fields chosen for the records of table f, or NULL: all of them. */
static const struct stat_sel *
selection(const struct stat_report *p, const struct stat_field *f)
{
	size_t j;

	for (j = 0; j < p->nkinds; j++)
		if (p->sel[j].f == f)
			return &p->sel[j];
	return NULL;
}

void
stat_print_head(struct stat_report *p, const struct stat_field *f, size_t n)
{
	const struct stat_sel *s = selection(p, f);
	size_t i, k;
	int sep = 0;

	if (p->format == STAT_JSON || (s != NULL && s->n == 0))
		return;
	if (s != NULL)
		n = s->n;
	if (p->heads++ > 0)
		fputc('\n', p->fp);
	for (k = 0; k < n; k++) {
		i = s != NULL ? s->i[k] : k;
		if (p->notime && f[i].timed)
			continue;
		if (p->format == STAT_TSV)
			fprintf(p->fp, "%s%s", sep ? "\t" : "", f[i].name);
		else
			fprintf(p->fp, "%s%*s", sep ? " " : "",
			    pad(f[i].width, k + 1 == n), f[i].name);
		sep = 1;
	}
	fputc('\n', p->fp);
}

/*
 * Whether v is a number as JSON writes one, -?(0|[1-9][0-9]*)(.[0-9]+)?
 * (the records never write exponents), and not a word such as "broken".
 */
static int
json_number(const char *v)
{
	size_t n;

	v += *v == '-';
	if ((n = strspn(v, "0123456789")) == 0 || (v[0] == '0' && n > 1))
		return 0;
	v += n;
	if (*v == '.') {
		if ((n = strspn(++v, "0123456789")) == 0)
			return 0;
		v += n;
	}
	return *v == '\0';
}

/*
 * A json value of kind kind: a number field's word, such as "broken", is a
 * string.  The names and words here never need escaping.
 */
static void
json_value(FILE *fp, int kind, const char *v)
{
	if (strcmp(v, "-") == 0)
		fputs("null", fp);
	else if ((kind == STAT_NUM || kind == STAT_REAL) && json_number(v))
		fputs(v, fp);
	else if (kind == STAT_BOOL)
		fputs(strcmp(v, "yes") == 0 ? "true" : "false", fp);
	else if (kind == STAT_LIST)
		fprintf(fp, "[%s]", v);
	else
		fprintf(fp, "\"%s\"", v);
}

void
stat_print_rec(struct stat_report *p, const struct stat_record *r)
{
	const struct stat_field *f = r->f;
	const struct stat_sel *s = selection(p, f);
	const char *v;
	size_t i, k, n = s != NULL ? s->n : r->n;
	int sep = 0;

	if (s != NULL && s->n == 0)
		return;
	if (p->format == STAT_JSON)
		fputc('{', p->fp);
	for (k = 0; k < n; k++) {
		i = s != NULL ? s->i[k] : k;
		if (i >= r->n)
			continue;	/* not measured: no start, say */
		if (p->notime && f[i].timed)
			continue;
		v = r->v[i];
		if (p->format == STAT_TSV)
			fprintf(p->fp, "%s%s", sep ? "\t" : "", v);
		else if (p->format == STAT_TABLE)
			fprintf(p->fp, "%s%*s", sep ? " " : "",
			    pad(f[i].width, k + 1 == n), v);
		else {
			fprintf(p->fp, "%s\"%s\":", sep ? "," : "", f[i].name);
			json_value(p->fp, f[i].kind, v);
		}
		sep = 1;
	}
	fputs(p->format == STAT_JSON ? "}\n" : "\n", p->fp);
}

/* ---- the structure fields ---- */

void
stat_report_init(struct stat_report *p, FILE *fp, int format, int notime)
{
	size_t i;

	memset(p, 0, sizeof *p);
	p->fp = fp;
	p->format = format;
	p->notime = notime;
	p->sel[0].f = sfields;
	p->sel[0].n = format == STAT_TABLE ? NSF_TABLE : STAT_NFLAT;
	for (i = 0; i < STAT_NFLAT; i++)
		p->sel[0].i[i] = i;
	p->nkinds = 1;
	p->weave = format == STAT_JSON;
}

const char *
stat_field_name(size_t i)
{
	return i < NSF ? sfields[i].name : NULL;
}

/*
 * Whether structure field i has a row in the summary: a numeric figure,
 * which the maze's number is not.
 */
static int
summed(size_t i)
{
	return i > 0 && (sfields[i].kind == STAT_NUM ||
	    sfields[i].kind == STAT_REAL);
}

/* The field of f[0..n) named name[0..len), or n if there is none. */
static size_t
field(const struct stat_field *f, size_t n, const char *name, size_t len)
{
	size_t i;

	for (i = 0; i < n && (strlen(f[i].name) != len ||
	    strncmp(f[i].name, name, len) != 0); i++)
		continue;
	return i;
}

/*
 * stat_report_choose(), and if rows is set, for the structure summary's
 * rows: t[0] is then sfields, and every field named must have a row.
 */
static int
choose(struct stat_report *p, const struct stat_field *const t[],
    const size_t nf[], size_t nt, unsigned shown, int rows, const char *list,
    struct maze_err *e)
{
	struct stat_sel sel[STAT_KINDS];
	size_t i, j, k, len, named = 0;
	int known, out[STAT_KINDS];

	for (j = 0; j < nt; j++) {
		sel[j].f = t[j];
		sel[j].n = 0;
		out[j] = !(shown & 1U << j);
	}
	if (strcmp(list, "all") == 0) {
		for (j = 0; j < nt; j++)
			for (i = 0; !out[j] && i < nf[j]; i++)
				sel[j].i[sel[j].n++] = i;
		goto done;
	}
	/* Names between commas, as strtok(3) finds them: none is empty. */
	for (k = 0; list[k] != '\0'; k += len) {
		if ((len = strcspn(list + k, ",")) == 0) {
			len = 1;
			continue;
		}
		for (j = 0, known = 0; j < nt; j++) {
			if ((i = field(t[j], nf[j], list + k, len)) == nf[j]) {
				out[j] = 1;
				continue;
			}
			/*
			 * A field named that no record would print is refused
			 * by name, not left to print empty records or to
			 * vanish from the columns asked for.
			 */
			if (p->notime && t[j][i].timed)
				return maze_error(e, 2, k + 1,
				    "a time, which -T leaves out");
			if (rows && !summed(i))
				return maze_error(e, 2, k + 1, "no row in the "
				    "summary (-S), which has one for each "
				    "numeric figure");
			known = 1;
			if (sel[j].n < STAT_MAXF)
				sel[j].i[sel[j].n++] = i;
		}
		if (!known)
			return maze_error(e, 1, k + 1, "unknown field");
		named++;
	}
	if (named == 0)
		return maze_error(e, 1, 0, "no field named");
	for (j = 0; j < nt && out[j]; j++)
		continue;
	if (j == nt)
		return maze_error(e, 1, 0,
		    "no record printed has all these fields");
done:
	/* A kind left out keeps no fields, so that its records print none. */
	for (j = 0; j < nt; j++) {
		if (out[j])
			sel[j].n = 0;
		p->sel[j] = sel[j];
	}
	p->nkinds = nt;
	p->chosen = 1;
	return 0;
}

/*
 * choose() for the structure fields alone: their records, or rows.  A
 * weave's crossings are there by name, not in "all"; json adds them to a
 * weave's record of all the fields, as it does to the default's.
 */
static int
structure(struct stat_report *p, int rows, const char *list,
    struct maze_err *e)
{
	static const struct stat_field *const t[] = { sfields };
	int all = strcmp(list, "all") == 0;
	const size_t nf[] = { all ? NSF : NSF + 1 };

	if (choose(p, t, nf, 1, 1, rows, list, e) == -1)
		return -1;
	p->weave = all && p->format == STAT_JSON;
	return 0;
}

int
stat_report_fields(struct stat_report *p, const char *list,
    struct maze_err *e)
{
	return structure(p, 0, list, e);
}

int
stat_report_rows(struct stat_report *p, const char *list,
    struct maze_err *e)
{
	return structure(p, 1, list, e);
}

int
stat_report_choose(struct stat_report *p, const struct stat_field *const t[],
    const size_t nf[], size_t nt, unsigned shown, const char *list,
    struct maze_err *e)
{
	return choose(p, t, nf, nt, shown, 0, list, e);
}

/*
 * The structure record of st, maze n: a weave's, with its crossings, if
 * crossings is not negative (stat_report_maze()); its kind, if not NULL,
 * a grid's of cells not square.
 */
static void
record(struct stat_report *p, unsigned long n,
    const struct maze_stat_figures *st, int64_t crossings, const char *kind,
    int print)
{
	struct stat_record r;
	struct stat_figsum *fs;
	struct stat_sel *s;
	size_t i, len;
	char *h, *end;
	double v;

	stat_record_start(&r, sfields);
	stat_put(&r, "%lu", n);
	stat_put(&r, "%s", kind != NULL ? kind : crossings >= 0 ? "weave" :
	    st->cells ? "cells" : "blocks");
	stat_put_u(&r, st->width);
	stat_put_u(&r, st->height);
	stat_put_u(&r, st->nodes);
	stat_put_u(&r, st->dead_ends);
	stat_put_u(&r, st->components);
	stat_put_u(&r, st->loops);
	stat_put(&r, "%s", st->components == 1 && st->loops == 0 ? "yes" :
	    "no");
	if (st->solution == -1)
		stat_put(&r, "-");
	else if (st->solution == -2)
		stat_put(&r, "broken");
	else
		stat_put(&r, "%lld", (long long)st->solution);
	stat_put_u(&r, st->bwidth);
	stat_put_u(&r, st->bheight);
	stat_put_u(&r, st->open);
	stat_put_ratio(&r, (double)st->dead_ends, (double)st->nodes);
	stat_put_u(&r, st->isolated);
	stat_put_u(&r, st->straights);
	stat_put_u(&r, st->turns);
	stat_put_u(&r, st->junctions3);
	stat_put_u(&r, st->junctions4);
	stat_put_u(&r, st->longest_straight);
	stat_put_u(&r, st->hpassages);
	stat_put_u(&r, st->vpassages);
	stat_put_ratio(&r, (double)st->hpassages, (double)st->vpassages);
	if (st->route < 0) {
		stat_put(&r, "-");
		stat_put(&r, "-");
		stat_put(&r, "-");
	} else {
		stat_put(&r, "%lld", (long long)st->route);
		stat_put_u(&r, st->route_nodes);
		stat_put_ratio(&r, (double)st->route_nodes,
		    (double)st->nodes);
	}
	stat_put_u(&r, st->reach);
	stat_put_ratio(&r, (double)st->dist_sum, (double)st->reach);
	if (st->reach == 0) {
		for (i = 0; i < 4; i++)
			stat_put(&r, "-");
	} else {
		stat_put_u(&r, st->dist_max);
		stat_put_u(&r, st->diameter);
		stat_put(&r, "%s", st->diameter_exact ? "yes" : "no");
		h = r.v[r.n++];
		h[0] = '\0';
		for (i = 0, len = 0; i < MAZE_STAT_HIST; i++)
			len += (size_t)snprintf(h + len, sizeof r.v[0] - len,
			    "%s%llu", i ? "," : "",
			    (unsigned long long)st->hist[i]);
	}
	stat_put_u(&r, st->levels);
	stat_put_u(&r, st->blevels);
	stat_put_u(&r, st->junctions5);
	stat_put_u(&r, st->junctions6);
	stat_put_u(&r, st->zpassages);
	stat_put_u(&r, crossings >= 0 ? (uint64_t)crossings : 0);

	/* Into the summary: the numbers, not "-" or "broken". */
	for (i = 1; i < r.n; i++) {
		if (sfields[i].kind != STAT_NUM && sfields[i].kind != STAT_REAL)
			continue;
		v = strtod(r.v[i], &end);
		if (end == r.v[i] || *end != '\0')
			continue;
		fs = &p->sum[i];
		if (fs->n == 0 || v < fs->min)
			fs->min = v;
		if (fs->n == 0 || v > fs->max)
			fs->max = v;
		fs->n++;
		fs->sum += v;
	}

	/* The header after the first maze, so that bad input prints none. */
	if (print && n == 1)
		stat_print_head(p, sfields, NSF);
	if (!print)
		return;
	/* A weave's json record of every field, or the default's, adds one. */
	s = &p->sel[0];
	if (crossings < 0 || !p->weave || s->f != sfields) {
		stat_print_rec(p, &r);
		return;
	}
	s->i[s->n++] = STAT_CROSSINGS;
	stat_print_rec(p, &r);
	s->n--;
}

void
stat_report_maze(struct stat_report *p, unsigned long n,
    const struct maze_stat_figures *st, int print)
{
	record(p, n, st, -1, NULL, print);
}

int
stat_report_measure(struct stat_report *p, unsigned long n,
    const struct maze *m, struct maze_cells *c, struct maze_search *s,
    int print, struct maze_err *e)
{
	struct maze_stat_figures st;
	uint64_t crossings;

	if (c != NULL) {
		if (maze_stat_measure_cells(c, s, &st, e) == -1)
			return -1;
	} else if (m->hdr.grid & MAZE_GRID_WEAVE) {
		if (stat_measure_weave(m, s, &st, &crossings, e) == -1)
			return -1;
		record(p, n, &st, (int64_t)crossings, NULL, print);
		return 0;
	} else if (maze_stat_measure(m, s, &st, e) == -1)
		return -1;
	record(p, n, &st, -1, m->hdr.grid & MAZE_GRID_KIND ?
	    maze_grid_name(m->hdr.grid) : NULL, print);
	return 0;
}

/*
 * A row per numeric figure: those -F named, or all the flat ones, since
 * the summary runs down the page and has room.
 */
void
stat_report_summary(struct stat_report *p)
{
	const struct stat_sel *s = p->chosen ? selection(p, sfields) : NULL;
	const struct stat_figsum *fs;
	struct stat_record r;
	size_t i, k, n = s != NULL ? s->n : STAT_NFLAT;

	stat_print_head(p, sumfields, sizeof sumfields / sizeof sumfields[0]);
	for (k = 0; k < n; k++) {
		i = s != NULL ? s->i[k] : k;
		if (!summed(i))
			continue;
		fs = &p->sum[i];
		stat_record_start(&r, sumfields);
		stat_put(&r, "%s", sfields[i].name);
		stat_put_u(&r, fs->n);
		if (fs->n == 0) {
			stat_put(&r, "-");
			stat_put(&r, "-");
			stat_put(&r, "-");
		} else {
			stat_put(&r, "%.4f", fs->sum / (double)fs->n);
			if (sfields[i].kind == STAT_REAL) {
				stat_put(&r, "%.4f", fs->min);
				stat_put(&r, "%.4f", fs->max);
			} else {
				stat_put_num(&r, fs->min);
				stat_put_num(&r, fs->max);
			}
		}
		stat_print_rec(p, &r);
	}
}
