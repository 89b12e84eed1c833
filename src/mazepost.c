/* mazepost: post-process cell mazes: move the start and the end. */
#include <getopt.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "maze.h"
#include "post.h"
#include "rng.h"
#include "search.h"

static const char synopsis[] =
    "mazepost [-hV] [-o file] [-s seed] [--end spec] [--start spec] "
    "[file ...]";

static const char options[] =
    "  -h, --help      show this help\n"
    "  -o file         write to file, complete or not at all\n"
    "  -s seed         seed for random; maze i of a stream uses seed+i\n"
    "  -V, --version   show the version\n"
    "  --end spec      put E in a cell: x,y, nw, ne, sw, se, center,\n"
    "                  random, or farthest (by path from S)\n"
    "  --start spec    put S in a cell, as --end (farthest: from E)\n";

enum { OPT_END = 256, OPT_START };

struct opts {
	const char *out;
	uint64_t seed;
	struct spot start, end;
	const char *startarg, *endarg;
	char **files;
	int nfiles;
};

static void
parse_opts(struct opts *o, int argc, char *argv[])
{
	static const struct option longopts[] = {
		{ "end", required_argument, NULL, OPT_END },
		{ "help", no_argument, NULL, 'h' },
		{ "start", required_argument, NULL, OPT_START },
		{ "version", no_argument, NULL, 'V' },
		{ NULL, 0, NULL, 0 }
	};
	const char *seed = NULL, *why;
	int ch;

	memset(o, 0, sizeof *o);
	while ((ch = getopt_long(argc, argv, "ho:s:V", longopts,
	    NULL)) != -1) {
		switch (ch) {
		case OPT_END:
			if (post_parse_spot(optarg, &o->end, &why) == -1)
				cli_badopt("--end", optarg, why);
			o->endarg = optarg;
			break;
		case 'h':
			cli_help(options, NULL);
		case 'o':
			o->out = optarg;
			break;
		case 's':
			seed = optarg;
			break;
		case OPT_START:
			if (post_parse_spot(optarg, &o->start, &why) == -1)
				cli_badopt("--start", optarg, why);
			o->startarg = optarg;
			break;
		case 'V':
			cli_version();
		default:
			cli_usage();
		}
	}
	if (o->start.kind == SPOT_FARTHEST && o->end.kind == SPOT_FARTHEST)
		cli_fatal("--start and --end cannot both be farthest");
	o->seed = cli_seed(seed);
	o->files = argv + optind;
	o->nfiles = argc - optind;
}

/* The line that records what was done, so that it can be done again. */
static int
provenance(struct maze *m, const struct opts *o, uint64_t seed)
{
	char buf[256];
	size_t n;

	n = (size_t)snprintf(buf, sizeof buf, "; mazepost");
	if (o->start.kind == SPOT_RANDOM || o->end.kind == SPOT_RANDOM)
		n += (size_t)snprintf(buf + n, sizeof buf - n, " -s %llu",
		    (unsigned long long)seed);
	if (o->startarg != NULL && n < sizeof buf)
		n += (size_t)snprintf(buf + n, sizeof buf - n, " --start %s",
		    o->startarg);
	if (o->endarg != NULL && n < sizeof buf)
		snprintf(buf + n, sizeof buf - n, " --end %s", o->endarg);
	return maze_hdr_add(m, "%s", buf);
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
	struct search s;
	uint64_t i, seed;

	cli_init("mazepost", synopsis);
	parse_opts(&o, argc, argv);
	maze_init(&m);
	search_init(&s);
	cli_in_init(&in, o.nfiles, o.files);
	cli_out_open(&out, o.out);
	for (i = 0; cli_in_next(&in, &m); i++) {
		/* As in mazegen, maze i of a stream uses seed + i. */
		seed = o.seed + i;
		rng_seed(&rng, seed);
		if (!maze_is_cells(&m, &e))
			cli_in_fatal(&in, &e);
		maze_clear_marks(&m);
		if (post_place(&m, MAZE_START, &o.start, &rng, &s, &e) == -1 ||
		    post_place(&m, MAZE_END, &o.end, &rng, &s, &e) == -1)
			cli_in_fatal(&in, &e);
		if (provenance(&m, &o, seed) == -1)
			cli_fatal("out of memory");
		cli_out_write(&out, &m);
	}
	cli_out_close(&out);
	cli_in_free(&in);
	search_free(&s);
	maze_free(&m);
	return 0;
}
