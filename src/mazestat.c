/* mazestat: measure mazes, and benchmark solvers on them. */
#include <getopt.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "cli/cli.h"
#include "lib/libint.h"
#include "solve/solveint.h"
#include "stat/statint.h"

static const char synopsis[] =
    "mazestat [-hPqSTV] [-b solvers] [-F fields] [-f format] [-o file]\n"
    "                [-s seed] [--offset k] [file ...]";

static const char options[] =
    "  -b solvers      benchmark the solvers, a comma-separated list or\n"
    "                  all, on every maze; -b list lists them\n"
    "  -F fields       the figures to print, comma-separated, or all;\n"
    "                  -F list lists them (default: in tsv and json all\n"
    "                  but the five of levels, in the table the first ten;\n"
    "                  with -b all)\n"
    "  -f format       table (default), tsv or json (a line per record);\n"
    "                  -f list lists them\n"
    "  -h, --help      show this help\n"
    "  -o file         write to file, complete or not at all\n"
    "  -P              per-maze records only, no summary\n"
    "  -q              no progress line on a terminal\n"
    "  -S              the summary over the stream only\n"
    "  -s seed         seed for solvers that choose at random; maze i of\n"
    "                  a stream, from 1, uses seed+i-1 (default 0)\n"
    "  -T              leave out the times, for output that never changes\n"
    "  -V, --version   show the version\n"
    "  --offset k      these mazes follow k others of a batch: numbered\n"
    "                  from k+1, seeds from seed+k; if k > 0, no column\n"
    "                  names, and not with a summary\n";

enum { OPT_OFFSET = 256 };

struct opts {
	const char *out;
	int format;		/* STAT_TABLE etc. */
	int permaze, summary;	/* which records to print */
	int notime;
	const char *fields;	/* -F, or NULL */
	const char *offsetarg;	/* --offset above 0, or NULL */
	uint64_t offset;	/* mazes of the batch before these */
	struct stat_bench bench;	/* -b and -s */
	char **files;
	int nfiles;
};

/*
 * A list -b or -F could not take (see stat_bench_solvers and
 * stat_report_choose): the name at e's column, up to the next comma, and
 * how to list the names, or for a name known (e->line 2) why it cannot
 * be; or the whole list.
 */
static _Noreturn void
badlist(const char *opt, const char *arg, const struct maze_err *e,
    const char *lister)
{
	if (e->line == 0)
		cli_fatal("%s", e->msg);
	if (e->col == 0)
		cli_badopt(opt, arg, e->msg);
	arg += e->col - 1;
	if (e->line == 2)
		cli_fatal("%s %.*s: %s", opt, (int)strcspn(arg, ","), arg,
		    e->msg);
	cli_fatal("%s %.*s: %s (mazestat %s lists them)", opt,
	    (int)strcspn(arg, ","), arg, e->msg, lister);
}

/* The formats -f names, in the order of STAT_TABLE, STAT_TSV, STAT_JSON. */
static const char *
format_name(size_t i)
{
	static const char *const names[] = { "table", "tsv", "json" };

	return i < sizeof names / sizeof names[0] ? names[i] : NULL;
}

static void
parse_opts(struct opts *o, int argc, char *argv[])
{
	static const struct option longopts[] = {
		CLI_OPT_HELP,
		CLI_OPT_OFFSET(OPT_OFFSET),
		CLI_OPT_VERSION,
		{ NULL, 0, NULL, 0 }
	};
	struct maze_err e;
	size_t i;
	int ch;

	memset(o, 0, sizeof *o);
	stat_bench_init(&o->bench);
	while ((ch = cli_getopt(argc, argv, "b:F:f:ho:PqSs:TV", longopts,
	    options, NULL)) != -1) {
		switch (ch) {
		case 'b':
			if (strcmp(optarg, "list") == 0)
				cli_algo_list(maze_solve_info);
			if (stat_bench_solvers(&o->bench, optarg, &e) == -1)
				badlist("-b", optarg, &e, "-b list");
			break;
		case 'F':
			o->fields = optarg;
			break;
		case 'f':
			if (strcmp(optarg, "list") == 0)
				cli_names(format_name);
			for (i = 0; format_name(i) != NULL &&
			    strcmp(optarg, format_name(i)) != 0; i++)
				continue;
			if (format_name(i) == NULL)
				cli_badopt("-f", optarg,
				    "not table, tsv or json");
			o->format = (int)i;
			break;
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
			o->bench.seed = cli_seed(optarg);
			break;
		case 'T':
			o->notime = 1;
			break;
		case OPT_OFFSET:
			o->offset = cli_offset_shard(optarg, &o->offsetarg);
			break;
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
		o->summary = o->bench.ns > 0;
	}
	/* Per-shard records merge by cat; summaries of shards do not. */
	if (o->offsetarg != NULL && o->summary)
		cli_fatal("--offset %s: a summary is of a whole stream; use -P "
		    "on shards, and -S on them all", o->offsetarg);
	/* The solvers whose runs depend on the mazes before. */
	for (i = 0; o->offsetarg != NULL && i < o->bench.ns; i++)
		if (o->bench.s[i].a->flags & MAZE_SOLVE_LEARNS)
			cli_fatal("--offset %s: %s learns from the mazes "
			    "before, which a shard has not seen; name the "
			    "other solvers with -b", o->offsetarg,
			    o->bench.s[i].a->info.name);
	o->files = argv + optind;
	o->nfiles = argc - optind;
}

/*
 * -F: the fields to print, once -f has said the format: the structure's,
 * or with -b the benchmark's, for the kinds of record o asks for; -F list
 * lists them.
 */
static void
select_fields(struct stat_report *rep, const struct opts *o)
{
	const char *(*name)(size_t) = o->bench.ns > 0 ?
	    stat_bench_field_name : stat_field_name;
	struct maze_err e;
	const char *s;
	size_t i;
	int rc;

	if (o->fields == NULL)
		return;
	if (strcmp(o->fields, "list") == 0) {
		for (i = 0; (s = name(i)) != NULL; i++)
			printf("%s\n", s);
		cli_done();
	}
	if (o->bench.ns == 0)
		rc = (o->summary ? stat_report_rows : stat_report_fields)(rep,
		    o->fields, &e);
	else
		rc = stat_bench_fields(rep, o->fields,
		    (o->permaze ? STAT_RUNS : 0) |
		    (o->summary ? STAT_SUMMARY : 0), &e);
	if (rc == -1)
		badlist("-F", o->fields, &e, o->bench.ns > 0 ?
		    "-b all -F list" : "-F list");
}

/*
 * Run the benchmark on maze n of f, whose header is read: on its cells if
 * it is a cell maze and bfs is the only solver (its blocks are then never
 * held), else on its blocks.
 */
static void
bench(struct opts *o, struct cli_filter *f, struct maze_cells *cells,
    unsigned long n, struct stat_report *rep)
{
	struct stat_report *r = o->permaze ? rep : NULL;
	struct maze_err e;
	int rc = -2;

	if (!stat_bench_form_ok(&o->bench))
		cli_in_grid(&f->in, &f->m);
	else if (cli_in_cells(&f->in, &f->m, cells) == 1 &&
	    (rc = stat_bench_form(&o->bench, cells, n, r, &e)) == -2 &&
	    maze_cells_blocks(cells, &f->m, &e) == -1)
		rc = -1;
	if (rc == -1 || (rc == -2 && stat_bench_maze(&o->bench, &f->m, n, r,
	    &e) == -1))
		cli_filter_fatal(f, &e);
}

/*
 * The cell form mazes are read into, at file scope so that what it holds
 * is still reachable when an error exits midway, for LeakSanitizer.
 */
static struct maze_cells *cells;

int
main(int argc, char *argv[])
{
	struct opts o;
	struct cli_filter f;
	struct maze_err e;
	struct stat_report rep;
	struct maze_search *s;
	struct cli_progress pg;
	unsigned long n;

	cli_init("mazestat", synopsis);
	parse_opts(&o, argc, argv);
	if ((s = maze_search_new()) == NULL ||
	    (cells = maze_cells_new()) == NULL)
		cli_fatal("out of memory");
	cli_progress_start(&pg);
	cli_filter_open(&f, o.nfiles, o.files, o.out);
	stat_report_init(&rep, f.out.fp, o.format, o.notime);
	select_fields(&rep, &o);
	/*
	 * Column names begin the batch's records, not a later shard's: the
	 * structure table names them before maze 1, the benchmark's before
	 * its first run unless headed.
	 */
	o.bench.headed = o.offset > 0;
	while (cli_filter_head(&f)) {
		/* Maze n of the stream (from 1) is offset + n of the batch. */
		n = cli_offset_add(o.offset, f.n);
		/*
		 * A cell maze is measured on its cells, as they are read: its
		 * blocks are never held.
		 */
		if (o.bench.ns > 0)
			bench(&o, &f, cells, n, &rep);
		else if (stat_report_measure(&rep, n, &f.m,
		    cli_in_cells(&f.in, &f.m, cells) == 1 ? cells : NULL, s,
		    o.permaze, &e) == -1)
			cli_filter_fatal(&f, &e);
		cli_progress(&pg, f.n);
	}
	cli_progress_end(&pg);
	if (o.summary && f.n > 0) {
		if (o.bench.ns == 0)
			stat_report_summary(&rep);
		else if (stat_bench_summary(&o.bench, &rep, &e) == -1)
			cli_fatal("%s", e.msg);
	}
	cli_filter_close(&f);
	stat_bench_free(&o.bench);
	maze_cells_free(cells);
	maze_search_free(s);
	return cli_exit(0);
}
