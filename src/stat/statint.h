/*
 * statint.h: what stat gives mazestat, mazepost and the tests besides its
 * public header: the length of a maze's route, the records and their
 * formats, and the solver benchmark.  Internal: never installed, and
 * libmaze exports none of it.
 */
#ifndef STAT_STATINT_H
#define STAT_STATINT_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "lib/libint.h"
#include "solve/solve.h"
#include "stat/stat.h"

/*
 * The length in block steps of a shortest route from S to E of m, into
 * *len; -1 if there is no S, no E or no way between them.
 */
int	stat_route_length(const struct maze *, struct maze_search *,
	    int64_t *len, struct maze_err *);

/*
 * weave.c: the figures of weave maze m (maze(5) "Grids"), as mazestat(1)
 * gives them: those of its cells, seen from above, and the ways between
 * them, its tunnels too (st->cells is 1); and its crossings, into
 * *crossings if not NULL.  maze_stat_measure() measures a weave so.
 * Returns 0, or -1 with e: m is no weave (maze_is_weave()), or has S or
 * E in a tunnel, under level 0, or out of memory.
 */
int	stat_measure_weave(const struct maze *, struct maze_search *,
	    struct maze_stat_figures *, uint64_t *crossings,
	    struct maze_err *);

/*
 * shapes.c: the figures of hex or delta maze m (maze(5) "Grids"), as
 * mazestat(1) gives them: of its cells and the doors between them
 * (st->cells is 1).  maze_stat_measure() measures such a maze so.
 * Returns 0, or -1 with e: not flat, or out of memory.
 */
int	stat_measure_shape(const struct maze *, struct maze_search *,
	    struct maze_stat_figures *, struct maze_err *);

/* ---- report.c: records, and the formats that print them ---- */

enum { STAT_TABLE, STAT_TSV, STAT_JSON };	/* formats, as -f names them */

/* A field's kind says how json writes it; "-" is json's null. */
enum { STAT_NUM, STAT_REAL, STAT_STR, STAT_BOOL, STAT_LIST };

/*
 * A column: its name (the stable field name of tsv and json), its width in
 * the table (negative: aligned left), its kind, and whether it is a time,
 * which -T leaves out.
 */
struct stat_field {
	const char *name;
	int width;
	int kind;
	int timed;
};

#define STAT_NFIELDS	37	/* the structure fields, mazestat(1) */
#define STAT_CROSSINGS	37	/* and a weave's, by name, after them */
#define STAT_NFLAT	32	/* the first: the default of tsv, json, -S */
#define STAT_MAXF	48	/* the most fields a record has */
#define STAT_KINDS	2	/* the most kinds of record -F chooses for */

/* A record: the values of fields f[0..n), as they print. */
struct stat_record {
	const struct stat_field *f;
	size_t n;
	char v[STAT_MAXF][256];
};

/*
 * The fields a kind of record prints, f[i[0]] to f[i[n - 1]], where f is
 * the kind's table of fields; with n 0 its records are left out.
 */
struct stat_sel {
	const struct stat_field *f;
	size_t n;
	size_t i[STAT_MAXF];
};

/* A structure figure over the stream: mazes with a value, and the values. */
struct stat_figsum {
	uint64_t n;
	double sum, min, max;
};

/*
 * Where and how records print, the fields chosen for each kind of record
 * (sel[0..nkinds); a kind not there prints all its fields) and the
 * structure summary so far, in constant memory.
 */
struct stat_report {
	FILE *fp;
	int format;		/* STAT_TABLE etc. */
	int notime;		/* leave out the times */
	int heads;		/* headers printed so far */
	int chosen;		/* the fields were named, not the default */
	struct stat_sel sel[STAT_KINDS];
	size_t nkinds;
	int weave;		/* json: a weave's record has its crossings */
	struct stat_figsum sum[STAT_NFIELDS + 1];
};

/*
 * Start a report on fp in format, printing the default structure fields:
 * the first ten in the table, which a terminal can show, the first
 * STAT_NFLAT otherwise (all but the figures of levels).
 */
void	stat_report_init(struct stat_report *, FILE *fp, int format,
	    int notime);

/*
 * The name of structure field i, or NULL past the last: the figures of
 * levels from STAT_NFLAT on.  A weave's crossings (STAT_CROSSINGS) are no
 * field every maze has, and are not among them, nor in "all": -F takes
 * them by name alone, so that no column changes with the mazes a stream
 * holds, and every maze then has them (0 if it is no weave).
 */
const char *stat_field_name(size_t i);

/*
 * Print the structure fields of list instead: "all" (every one, the
 * figures of levels after the STAT_NFLAT others), or names separated by
 * commas, in that order.  Returns 0, or -1 with e: e->line 1 and e->col
 * the column of list (from 1) where a name it does not know begins (the
 * name runs to the next comma), or e->col 0 if list names no field.
 */
int	stat_report_fields(struct stat_report *, const char *list,
	    struct maze_err *);

/*
 * stat_report_fields() for a report whose records are the structure
 * summary's alone: list names its rows, and a field that has none (one
 * that is no numeric figure, such as kind) is refused, as
 * stat_report_choose() refuses a time.
 */
int	stat_report_rows(struct stat_report *, const char *list,
	    struct maze_err *);

/*
 * Choose the fields of list for the kinds of record whose tables are
 * t[0..nt) (table t[j] of nf[j] fields, nt at most STAT_KINDS), instead of
 * any chosen before: "all", or names separated by commas, each kind's in
 * list's order.  A kind that lacks a name named, or that shown (bit j for
 * t[j]) leaves out, prints no records.  Returns 0, or -1 with e, the
 * report as it was: e->line 1 and e->col the column of list (from 1) where
 * a name no table has begins (the name runs to the next comma); or e->col
 * 0 if list names no field, or no kind shown has every field named; or
 * e->line 2 and e->col where the name begins of a field no record would
 * print, a time in a report that leaves times out, e->msg saying why.
 * "all" names the fields that print, and never fails so.
 */
int	stat_report_choose(struct stat_report *,
	    const struct stat_field *const t[], const size_t nf[], size_t nt,
	    unsigned shown, const char *list, struct maze_err *);

/*
 * The structure record of st, maze n of the stream (from 1), into the
 * summary; printed too if print is set, after a header if n is 1.
 */
void	stat_report_maze(struct stat_report *, unsigned long n,
	    const struct maze_stat_figures *st, int print);

/*
 * Measure maze n, m, and record it as stat_report_maze() does: on the
 * form c if c is not NULL (maze_read_cells() read m into it), any other
 * maze on m's blocks; a weave (stat_measure_weave()) as one, of kind
 * weave, with its crossings, which json adds to its record unless -F
 * named the fields.  Returns 0, or -1 with e as the measuring fails.
 */
int	stat_report_measure(struct stat_report *, unsigned long n,
	    const struct maze *m, struct maze_cells *c, struct maze_search *,
	    int print, struct maze_err *);

/*
 * The structure summary: a row per numeric figure, its mean, least and
 * greatest over the mazes where it has a value, for the fields named, or
 * for every field if none were.
 */
void	stat_report_summary(struct stat_report *);

/*
 * Building a record of fields f: stat_record_start, then a stat_put for
 * each field in order.  Whole numbers print whole, ratios and means to
 * four places; stat_put_ratio puts "-" when den is 0; stat_put_num puts a
 * whole v whole and any other to four places.
 */
void	stat_record_start(struct stat_record *, const struct stat_field *f);
void	stat_put(struct stat_record *, const char *fmt, ...)
#if defined(__GNUC__)
	    __attribute__((format(printf, 2, 3)))
#endif
	    ;
void	stat_put_u(struct stat_record *, uint64_t v);
void	stat_put_ratio(struct stat_record *, double num, double den);
void	stat_put_num(struct stat_record *, double v);

/*
 * Print a header of fields f[0..n) (nothing in json; an empty line before
 * all but the first), or a record.  A kind of record with fields chosen
 * (the report's sel) prints those, in their order, or nothing at all if
 * it was left out; others all theirs.  Write errors show on fp.
 */
void	stat_print_head(struct stat_report *, const struct stat_field *f,
	    size_t n);
void	stat_print_rec(struct stat_report *, const struct stat_record *);

/* ---- bench.c: the solver benchmark ---- */

/*
 * One run of one solver on one maze: 16 bytes, kept for the medians, so a
 * benchmark of M mazes and S solvers keeps 16 * M * S bytes (100000 mazes
 * and 15 solvers: 24 MB).  length is UINT32_MAX when no route was found.
 */
struct stat_run {
	uint64_t explored;
	uint64_t cells;		/* cells explored, UINT64_MAX on no cell maze */
	uint32_t length;
	float ms;
};

/* A solver of the benchmark, and its runs so far. */
struct stat_solver {
	const struct maze_solve_algo *a;
	struct stat_run *runs;
	size_t n, cap;
	uint64_t shortest;	/* runs that found a shortest route */
};

/*
 * A benchmark: its solvers, s[0..ns), in the order named; the seed of maze
 * 1 (maze i uses seed + i - 1); and what the runs reuse.
 */
struct stat_bench {
	struct stat_solver *s;
	size_t ns, cap;
	uint64_t seed;
	struct maze work;	/* the solvers' copy of a maze with marks */
	struct maze_solve sv;
	struct maze_rng rng;
	int headed;		/* the runs' header is printed */
	int iscells;		/* the maze is a cell maze */
	size_t cells;		/* the last run's cells (solve_cells()), or
				   SIZE_MAX on no cell maze */
	int64_t steps;		/* the last run's route as "shortest" counts
				   it (run()), or -1 */
};

/* An empty benchmark, seed 0, holding no memory yet. */
void	stat_bench_init(struct stat_bench *);

/*
 * The solvers of list, instead of any before: "all", or names and aliases
 * separated by commas; a solver named twice runs twice.  Returns 0, or -1
 * with e: e->line 0 out of memory; or e->line 1 and e->col the column of
 * list (from 1) where a name it does not know begins (the name runs to
 * the next comma), or e->col 0 if list names no solver.
 */
int	stat_bench_solvers(struct stat_bench *, const char *list,
	    struct maze_err *);

/*
 * Run every solver on m, maze n of the stream (from 1), and keep the runs;
 * with rep, print a row for each run, after a header if n is 1.  m's
 * blocks are lent to the solvers and given back as they came, so that no
 * second grid is held; a maze with marks is copied instead.  Returns 0,
 * or -1 with e: m has no S or no E (at m's first line, column 1), a
 * solver failed, or out of memory.
 */
int	stat_bench_maze(struct stat_bench *, struct maze *m,
	    unsigned long n, struct stat_report *rep, struct maze_err *);

/*
 * stat_bench_maze() for a cell maze read as its form f (maze_read_cells),
 * when every solver is bfs (stat_bench_form_ok): each runs on the form, as
 * mazesolve runs bfs (maze_solve_bfs_form), the same runs and figures in a
 * fraction of the memory.  Returns as stat_bench_maze() does, or -2 with
 * no run kept if the maze must be given as blocks (then take f's blocks,
 * maze_cells_blocks(), to stat_bench_maze()).
 */
int	stat_bench_form_ok(const struct stat_bench *);
int	stat_bench_form(struct stat_bench *, struct maze_cells *f,
	    unsigned long n, struct stat_report *rep, struct maze_err *);

/*
 * Print the benchmark summary to rep: a row per solver with the mean,
 * median, least and greatest of its runs' figures.  Returns 0, or -1 out
 * of memory with e, having printed nothing.
 */
int	stat_bench_summary(struct stat_bench *, struct stat_report *,
	    struct maze_err *);

/* The kinds of benchmark record, as stat_bench_fields takes them. */
enum { STAT_RUNS = 1, STAT_SUMMARY = 2 };

/*
 * The name of benchmark field i: the fields of a run's record, then those
 * of the summary's that a run's record has not; NULL past the last.
 */
const char *stat_bench_field_name(size_t i);

/*
 * Print the benchmark fields of list instead, as stat_report_choose does,
 * in the records of each kind in kinds (STAT_RUNS, STAT_SUMMARY) that has
 * every field list names; the records of the other kinds are left out.
 * Returns 0, or -1 with e as stat_report_choose gives it.
 */
int	stat_bench_fields(struct stat_report *, const char *list,
	    unsigned kinds, struct maze_err *);

/* Seconds on a monotonic clock, which the benchmark times its runs by. */
double	stat_now(void);

/* Free what the benchmark holds; it is then as stat_bench_init left it. */
void	stat_bench_free(struct stat_bench *);

#endif
