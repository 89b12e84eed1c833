/* mazepost: post-process cell mazes: endpoints, loops and braids. */
#include <getopt.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"
#include "lib/maze.h"
#include "post/post.h"
#include "lib/rng.h"

static const char synopsis[] =
    "mazepost [-hV] [-o file] [-s seed] [--border] [--braid p] [--cycles n] "
    "[--diameter] [--end spec] [--keep-solution] [--near k] "
    "[--remove-walls p] [--sparse p] [--start spec] [file ...]";

static const char options[] =
    "  -h, --help      show this help\n"
    "  -o file         write to file, complete or not at all\n"
    "  -s seed         seed for what is random; maze i of a stream uses "
    "seed+i\n"
    "  -V, --version   show the version\n"
    "  --border        move S and E from their cells into the outer wall\n"
    "  --braid p       open a fraction p (0 to 1) of the dead ends\n"
    "  --cycles n      take away n walls between joined cells: n loops\n"
    "  --diameter      put S and E at the ends of a longest path\n"
    "  --end spec      put E in a cell: x,y, nw, ne, sw, se, center,\n"
    "                  random, or farthest (by path from S)\n"
    "  --keep-solution let no wall go that could shorten the route S to E\n"
    "  --near k        take away walls between cells whose distances from\n"
    "                  S differ by less than k (cs171's rule; k = 7)\n"
    "  --remove-walls p\n"
    "                  take away a fraction p of the walls between cells\n"
    "  --sparse p      wall off a fraction p of the dead-end cells\n"
    "  --start spec    put S in a cell, as --end (farthest: from E)\n"
    "\nin this order: --diameter or --start, --end; --border; --sparse;\n"
    "--near; --cycles; --braid; --remove-walls.\n";

enum {
	OPT_BORDER = 256, OPT_BRAID, OPT_CYCLES, OPT_DIAMETER, OPT_END,
	OPT_KEEP, OPT_NEAR, OPT_REMOVE, OPT_SPARSE, OPT_START
};

struct opts {
	const char *out;
	uint64_t seed;
	struct post_spot start, end;
	const char *startarg, *endarg;
	int border, diameter, keep;
	double braid, remove, sparse;
	uint64_t cycles;
	uint32_t near;
	const char *braidarg, *cyclesarg, *neararg, *removearg, *sparsearg;
	char **files;
	int nfiles;
};

static void
parse_opts(struct opts *o, int argc, char *argv[])
{
	static const struct option longopts[] = {
		{ "border", no_argument, NULL, OPT_BORDER },
		{ "braid", required_argument, NULL, OPT_BRAID },
		{ "cycles", required_argument, NULL, OPT_CYCLES },
		{ "diameter", no_argument, NULL, OPT_DIAMETER },
		{ "end", required_argument, NULL, OPT_END },
		{ "help", no_argument, NULL, 'h' },
		{ "keep-solution", no_argument, NULL, OPT_KEEP },
		{ "near", required_argument, NULL, OPT_NEAR },
		{ "remove-walls", required_argument, NULL, OPT_REMOVE },
		{ "sparse", required_argument, NULL, OPT_SPARSE },
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
		case OPT_BORDER:
			o->border = 1;
			break;
		case OPT_BRAID:
			o->braid = cli_real("--braid", optarg, 0, 1);
			o->braidarg = optarg;
			break;
		case OPT_CYCLES:
			o->cycles = cli_num("--cycles", optarg, 0, UINT32_MAX);
			o->cyclesarg = optarg;
			break;
		case OPT_DIAMETER:
			o->diameter = 1;
			break;
		case OPT_END:
			if (post_parse_spot(optarg, &o->end, &why) == -1)
				cli_badopt("--end", optarg, why);
			o->endarg = optarg;
			break;
		case 'h':
			cli_help(options, NULL);
		case OPT_KEEP:
			o->keep = 1;
			break;
		case OPT_NEAR:
			o->near = (uint32_t)cli_num("--near", optarg, 0,
			    UINT32_MAX);
			o->neararg = optarg;
			break;
		case OPT_REMOVE:
			o->remove = cli_real("--remove-walls", optarg, 0, 1);
			o->removearg = optarg;
			break;
		case OPT_SPARSE:
			o->sparse = cli_real("--sparse", optarg, 0, 1);
			o->sparsearg = optarg;
			break;
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
	if (o->start.kind == POST_SPOT_FARTHEST && o->end.kind == POST_SPOT_FARTHEST)
		cli_fatal("--start and --end cannot both be farthest");
	if (o->diameter && (o->startarg != NULL || o->endarg != NULL))
		cli_fatal("--diameter places both endpoints: it cannot go with "
		    "--start or --end");
	if (o->keep && o->neararg == NULL && o->cyclesarg == NULL &&
	    o->braidarg == NULL && o->removearg == NULL)
		cli_fatal("--keep-solution needs a loop option: --near, "
		    "--cycles, --braid or --remove-walls");
	o->seed = cli_seed(seed);
	o->files = argv + optind;
	o->nfiles = argc - optind;
}

/* Does anything done to a maze draw on the random generator? */
static int
uses_random(const struct opts *o)
{
	return o->start.kind == POST_SPOT_RANDOM || o->end.kind == POST_SPOT_RANDOM ||
	    o->sparsearg != NULL || o->cyclesarg != NULL ||
	    o->braidarg != NULL || o->removearg != NULL;
}

/*
 * The line that records what was done, so that it can be done again: every
 * option, in the order they apply, and the seed if anything was random.
 */
static int
provenance(struct maze *m, const struct opts *o, uint64_t seed)
{
	const struct {
		const char *name, *arg;
		int on;
	} parts[] = {
		{ "--start", o->startarg, o->startarg != NULL },
		{ "--end", o->endarg, o->endarg != NULL },
		{ "--diameter", NULL, o->diameter },
		{ "--border", NULL, o->border },
		{ "--sparse", o->sparsearg, o->sparsearg != NULL },
		{ "--near", o->neararg, o->neararg != NULL },
		{ "--cycles", o->cyclesarg, o->cyclesarg != NULL },
		{ "--braid", o->braidarg, o->braidarg != NULL },
		{ "--remove-walls", o->removearg, o->removearg != NULL },
		{ "--keep-solution", NULL, o->keep },
	};
	size_t i, len = 64, n;
	char *buf;
	int rc;

	for (i = 0; i < sizeof parts / sizeof parts[0]; i++)
		len += strlen(parts[i].name) + 2 +
		    (parts[i].arg ? strlen(parts[i].arg) : 0);
	if ((buf = malloc(len)) == NULL)
		return -1;
	n = (size_t)snprintf(buf, len, "; mazepost");
	if (uses_random(o))
		n += (size_t)snprintf(buf + n, len - n, " -s %llu",
		    (unsigned long long)seed);
	for (i = 0; i < sizeof parts / sizeof parts[0]; i++)
		if (parts[i].on)
			n += (size_t)snprintf(buf + n, len - n, " %s%s%s",
			    parts[i].name, parts[i].arg ? " " : "",
			    parts[i].arg ? parts[i].arg : "");
	rc = maze_hdr_add(m, "%s", buf);
	free(buf);
	return rc;
}

/*
 * Do to m what the options say, in the one order mazepost(1) documents:
 * endpoints, --border, then the options that take walls away or put them
 * up.  --keep-solution measures the route again before each of those.
 */
static int
process(struct maze *m, const struct opts *o, struct rng *r,
    struct search *s, struct post_work *w, struct maze_err *e)
{
	int step;

	if (o->diameter) {
		if (post_diameter(m, w, e) == -1)
			return -1;
	} else if (post_place(m, MAZE_START, &o->start, r, s, e) == -1 ||
	    post_place(m, MAZE_END, &o->end, r, s, e) == -1)
		return -1;
	if (o->border && (post_border(m, MAZE_START, e) == -1 ||
	    post_border(m, MAZE_END, e) == -1))
		return -1;
	if (post_work_size(w, m, e) == -1)
		return -1;
	if (o->sparsearg != NULL && post_sparse(m, o->sparse, r, w, e) == -1)
		return -1;
	for (step = 0; step < 4; step++) {
		if ((step == 0 && o->neararg == NULL) ||
		    (step == 1 && o->cyclesarg == NULL) ||
		    (step == 2 && o->braidarg == NULL) ||
		    (step == 3 && o->removearg == NULL))
			continue;
		if (o->keep && post_keep(m, w, e) == -1)
			return -1;
		if ((step == 0 && post_near(m, o->near, w, e) == -1) ||
		    (step == 1 && post_cycles(m, o->cycles, r, w, e) == -1) ||
		    (step == 2 && post_braid(m, o->braid, r, w, e) == -1) ||
		    (step == 3 && post_remove_walls(m, o->remove, r, w,
		    e) == -1))
			return -1;
	}
	return 0;
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
	struct search *s;
	struct post_work w;
	uint64_t i, seed;

	cli_init("mazepost", synopsis);
	parse_opts(&o, argc, argv);
	maze_init(&m);
	if ((s = search_new()) == NULL)
		cli_fatal("out of memory");
	post_work_init(&w);
	cli_in_init(&in, o.nfiles, o.files);
	cli_out_open(&out, o.out);
	for (i = 0; cli_in_next(&in, &m); i++) {
		/* As in mazegen, maze i of a stream uses seed + i. */
		seed = o.seed + i;
		rng_seed(&rng, seed);
		if (!maze_is_cells(&m, &e))
			cli_in_fatal(&in, &e);
		maze_clear_marks(&m);
		if (process(&m, &o, &rng, s, &w, &e) == -1)
			cli_in_fatal(&in, &e);
		if (provenance(&m, &o, seed) == -1)
			cli_fatal("out of memory");
		cli_out_write(&out, &m);
	}
	cli_out_close(&out);
	cli_in_free(&in);
	post_work_free(&w);
	search_free(s);
	maze_free(&m);
	return 0;
}
