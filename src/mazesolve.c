/* mazesolve: solve mazes, marking the route from S to E. */
#include <getopt.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "maze.h"
#include "rng.h"
#include "solve.h"

static const char synopsis[] =
    "mazesolve [-hVx] [-a algo] [-o file] [-s seed] [file ...]";

static const char options[] =
    "  -a algo         solver (default bfs); -a list lists them\n"
    "  -h, --help      show this help\n"
    "  -o file         write to file, complete or not at all\n"
    "  -s seed         seed for solvers that choose at random\n"
    "  -V, --version   show the version\n"
    "  -x              also mark the blocks the solver expanded with '.'\n";

struct opts {
	const struct solve_algo *algo;
	const char *out;
	uint64_t seed;
	int explore;
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
	const char *seed = NULL;
	int ch;

	memset(o, 0, sizeof *o);
	o->algo = solve_algo(0);
	while ((ch = getopt_long(argc, argv, "a:ho:s:Vx", longopts,
	    NULL)) != -1) {
		switch (ch) {
		case 'a':
			o->algo = solve_algo(cli_algo(solve_info, optarg));
			break;
		case 'h':
			cli_help(options, solve_info);
		case 'o':
			o->out = optarg;
			break;
		case 's':
			seed = optarg;
			break;
		case 'V':
			cli_version();
		case 'x':
			o->explore = 1;
			break;
		default:
			cli_usage();
		}
	}
	o->seed = cli_seed(seed);
	o->files = argv + optind;
	o->nfiles = argc - optind;
}

/* A maze with no S or E cannot be solved: say where that maze begins. */
static void
need_end(const struct cli_in *in, const struct maze *m, size_t end,
    const char *what)
{
	struct maze_err e;

	if (end == MAZE_NONE) {
		maze_error(&e, m->line, 1, "no %s in this maze", what);
		cli_in_fatal(in, &e);
	}
}

int
main(int argc, char *argv[])
{
	struct opts o;
	struct cli_in in;
	struct cli_out out;
	struct maze m;
	struct maze_err e;
	struct rng rng;
	struct solve sv;
	unsigned long line, col;
	int status = EXIT_SUCCESS;

	cli_init("mazesolve", synopsis);
	parse_opts(&o, argc, argv);
	maze_init(&m);
	memset(&sv, 0, sizeof sv);
	search_init(&sv.srch);
	sv.m = &m;
	sv.rng = &rng;
	sv.explore = o.explore;
	rng_seed(&rng, o.seed);
	cli_in_init(&in, o.nfiles, o.files);
	cli_out_open(&out, o.out);
	while (cli_in_next(&in, &m)) {
		need_end(&in, &m, m.start, "start block 'S'");
		need_end(&in, &m, m.end, "end block 'E'");
		maze_clear_marks(&m);
		switch (o.algo->run(&sv, &e)) {
		case -1:
			cli_in_fatal(&in, &e);
		case 0:
			maze_pos(&m, m.start, &line, &col);
			cli_warn("%s:%lu:%lu: no path from S to E", in.name,
			    line, col);
			status = EXIT_NO;
			break;
		}
		if (maze_hdr_add(&m, "; mazesolve -a %s", o.algo->info.name)
		    == -1)
			cli_fatal("out of memory");
		cli_out_write(&out, &m);
	}
	cli_out_close(&out);
	cli_in_free(&in);
	search_free(&sv.srch);
	maze_free(&m);
	return status;
}
