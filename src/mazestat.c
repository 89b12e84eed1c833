/* mazestat: measure mazes. */
#include <getopt.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "maze.h"
#include "search.h"
#include "stat.h"

static const char synopsis[] =
    "mazestat [-hV] [-o file] [-s seed] [file ...]";

static const char options[] =
    "  -h, --help      show this help\n"
    "  -o file         write to file, complete or not at all\n"
    "  -s seed         accepted for uniformity; nothing here is random\n"
    "  -V, --version   show the version\n";

struct opts {
	const char *out;
	char **files;
	int nfiles;
};

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
	while ((ch = getopt_long(argc, argv, "ho:s:V", longopts,
	    NULL)) != -1) {
		switch (ch) {
		case 'h':
			cli_help(options, NULL);
		case 'o':
			o->out = optarg;
			break;
		case 's':
			cli_seed(optarg);
			break;
		case 'V':
			cli_version();
		default:
			cli_usage();
		}
	}
	o->files = argv + optind;
	o->nfiles = argc - optind;
}

/*
 * One row a maze, in columns wide enough for any maze the library can hold,
 * so that a stream needs no look-ahead to align.
 */
static const char head_fmt[] =
    "%7s %-6s %10s %10s %10s %10s %10s %10s %7s %10s\n";

static void
print_row(FILE *fp, unsigned long n, const struct maze_stats *st)
{
	char sol[24];

	if (st->solution == -1)
		snprintf(sol, sizeof sol, "-");
	else if (st->solution == -2)
		snprintf(sol, sizeof sol, "broken");
	else
		snprintf(sol, sizeof sol, "%lld", (long long)st->solution);
	fprintf(fp, "%7lu %-6s %10u %10u %10llu %10llu %10llu %10llu %7s %10s\n",
	    n, st->cells ? "cells" : "blocks", st->width, st->height,
	    (unsigned long long)st->nodes, (unsigned long long)st->dead_ends,
	    (unsigned long long)st->components, (unsigned long long)st->loops,
	    st->components == 1 && st->loops == 0 ? "yes" : "no", sol);
}

int
main(int argc, char *argv[])
{
	struct opts o;
	struct cli_in in;
	struct cli_out out;
	struct maze m;
	struct maze_err e;
	struct maze_stats st;
	struct search s;
	unsigned long n;

	cli_init("mazestat", synopsis);
	parse_opts(&o, argc, argv);
	maze_init(&m);
	search_init(&s);
	cli_in_init(&in, o.nfiles, o.files);
	cli_out_open(&out, o.out);
	for (n = 1; cli_in_next(&in, &m); n++) {
		if (maze_measure(&m, &s, &st, &e) == -1)
			cli_in_fatal(&in, &e);
		/* After the first maze is read, so bad input prints nothing. */
		if (n == 1)
			fprintf(out.fp, head_fmt, "maze", "kind", "width",
			    "height", "cells", "dead_ends", "parts", "loops", "perfect",
			    "solution");
		print_row(out.fp, n, &st);
	}
	cli_out_close(&out);
	cli_in_free(&in);
	search_free(&s);
	maze_free(&m);
	return 0;
}
