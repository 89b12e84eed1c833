/* mazegen: generate mazes. */
#include <errno.h>
#include <getopt.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"
#include "gen/genint.h"
#include "lib/libint.h"

static const char synopsis[] =
    "mazegen [-hqV] [-a algo] [-n count] [-o file] [-s seed] [--bias bias]\n"
    "               [--corridor len] [--frames n] [--grid kind] [--mask file]\n"
    "               [--mask-parts how] [--newest n] [--offset k]\n"
    "               [--policy policy] [--root where] [--weave [chance]]\n"
    "               [width [height [levels]]]";

static const char options[] =
    "  -a algo         generator (default backtracker); -a list lists them\n"
    "  -h, --help      show this help\n"
    "  -n count        make count mazes, from seeds seed, seed+1, ...\n"
    "  -o file         write to file, complete or not at all\n"
    "  -q              no progress line on a terminal\n"
    "  -s seed         seed, 0 to 18446744073709551615 (default: random)\n"
    "  -V, --version   show the version\n"
    "  --bias bias     binary-tree: the corner, nw, ne, sw or se "
    "(default nw);\n"
    "                  eller, sidewinder: the chance of joining two cells\n"
    "                  east-west where they toss for it, 0 to 1 (default 0.5)\n"
    "  --corridor len  corridor: longest corridor in cells (default 999)\n"
    "  --frames n      write the making as n frames, the last the maze, or\n"
    "                  all: one a step\n"
    "  --grid kind     the cells: square (default), hex, delta or polar\n"
    "  --mask file     the maze's outline: a text file, '#' a cell outside,\n"
    "                  or a PNG, dark or transparent outside\n"
    "  --mask-parts how\n"
    "                  one (default: refuse a mask in parts) or largest\n"
    "  --newest n      dfs-growth: pick among the n newest (default 4)\n"
    "  --offset k      these mazes follow k others of a batch: seeds from\n"
    "                  seed+k; if k > 0, an empty line first (needs -s)\n"
    "  --policy policy growing-tree: newest, oldest, random, middle or a\n"
    "                  mix such as newest:75,random:25 (default newest)\n"
    "  --root where    where growth starts: x,y, x,y,z, center, corner or\n"
    "                  random\n"
    "  --weave [chance]\n"
    "                  backtracker, kruskal: passages cross under others,\n"
    "                  where one can, with that chance (default 0.5)\n"
    "  width [height [levels]]\n"
    "                  size in cells; height defaults to width, levels to 1;\n"
    "                  with --mask, the mask's own size unless given; polar:\n"
    "                  the rings\n";

enum { OPT_BIAS = 256, OPT_CORRIDOR, OPT_FRAMES, OPT_GRID, OPT_MASK, OPT_PARTS,
	OPT_NEWEST, OPT_OFFSET, OPT_POLICY, OPT_ROOT, OPT_WEAVE };

struct opts {
	const struct maze_gen_algo *algo;
	uint64_t count;
	const char *out;
	uint64_t seed;
	uint64_t offset;	/* --offset: mazes of the batch before these */
	uint32_t width, height, levels;
	struct maze_gen_opts g;
	unsigned given;		/* options given: MAZE_GEN_ROOT ... */
	const char *bias;	/* --bias, read once the algorithm is known */
	double chance;		/* --bias as a chance */
	const char *frames;	/* --frames, or NULL */
	uint64_t want;		/* frames: how many, 0 for all */
	const char *mask;	/* --mask, or NULL */
	int parts;		/* --mask-parts: GEN_PARTS_ */
	struct maze_buf line;	/* the header line, up to the seed */
	char size[48];		/* and its size, after the seed */
};

/* Read --mask, of the size given if any: its own (0) if not. */
static void
read_mask(struct opts *o)
{
	struct maze_err e;
	FILE *fp;

	if ((fp = fopen(o->mask, "rb")) == NULL)
		cli_fatal("%s: %s", o->mask, strerror(errno));
	o->g.mask = gen_mask_read(fp, o->width, o->height, o->levels,
	    o->parts, o->g.grid, &e);
	fclose(fp);
	if (o->g.mask == NULL)
		cli_maze_fatal(o->mask, &e);
	maze_gen_mask_size(o->g.mask, &o->width, &o->height, &o->levels);
}

static void
parse_opts(struct opts *o, int argc, char *argv[])
{
	static const struct option longopts[] = {
		{ "bias", required_argument, NULL, OPT_BIAS },
		{ "corridor", required_argument, NULL, OPT_CORRIDOR },
		CLI_OPT_FRAMES(OPT_FRAMES),
		{ "grid", required_argument, NULL, OPT_GRID },
		CLI_OPT_HELP,
		{ "mask", required_argument, NULL, OPT_MASK },
		{ "mask-parts", required_argument, NULL, OPT_PARTS },
		{ "newest", required_argument, NULL, OPT_NEWEST },
		CLI_OPT_OFFSET(OPT_OFFSET),
		{ "policy", required_argument, NULL, OPT_POLICY },
		{ "root", required_argument, NULL, OPT_ROOT },
		CLI_OPT_VERSION,
		{ "weave", optional_argument, NULL, OPT_WEAVE },
		{ NULL, 0, NULL, 0 }
	};
	const char *seed = NULL, *offset = NULL, *why;
	struct maze_err e;
	int ch;

	memset(o, 0, sizeof *o);	/* no options given, --mask-parts one */
	o->algo = maze_gen_algo(0);
	o->count = 1;
	maze_gen_opts_init(&o->g);
	while ((ch = cli_getopt(argc, argv, "a:hn:o:qs:V", longopts, options,
	    maze_gen_info)) != -1) {
		switch (ch) {
		case 'a':
			o->algo = maze_gen_algo(cli_algo(maze_gen_info,
			    optarg));
			break;
		case 'n':
			o->count = cli_num("-n", optarg, 1, UINT64_MAX);
			break;
		case 'o':
			o->out = optarg;
			break;
		case 's':
			seed = optarg;
			break;
		case OPT_BIAS:
			o->bias = optarg;
			o->given |= MAZE_GEN_BIAS;
			break;
		case OPT_CORRIDOR:
			o->g.corridor = (uint32_t)cli_num("--corridor", optarg,
			    1, UINT32_MAX);
			o->given |= MAZE_GEN_CORRIDOR;
			break;
		case OPT_FRAMES:
			if (maze_frames_parse(optarg, &o->want, &why) == -1)
				cli_badopt("--frames", optarg, why);
			o->frames = optarg;
			break;
		case OPT_GRID:
			if (gen_parse_grid(&o->g, optarg, &why) == -1)
				cli_badopt("--grid", optarg, why);
			break;
		case OPT_MASK:
			o->mask = optarg;
			o->given |= GEN_MASK;
			break;
		case OPT_PARTS:
			o->parts = strcmp(optarg, "largest") == 0 ?
			    MAZE_GEN_PARTS_LARGEST : strcmp(optarg, "one") ==
			    0 ? MAZE_GEN_PARTS_ONE : -1;
			if (o->parts == -1)
				cli_badopt("--mask-parts", optarg,
				    "expected one or largest");
			break;
		case OPT_NEWEST:
			o->g.newest = (uint32_t)cli_num("--newest", optarg, 1,
			    UINT32_MAX);
			o->given |= MAZE_GEN_NEWEST;
			break;
		case OPT_OFFSET:
			o->offset = cli_offset(offset = optarg);
			break;
		case OPT_POLICY:
			if (gen_parse_policy(&o->g, optarg, &why) == -1)
				cli_badopt("--policy", optarg, why);
			o->given |= MAZE_GEN_POLICY;
			break;
		case OPT_ROOT:
			if (gen_parse_root(&o->g, optarg, &why) == -1)
				cli_badopt("--root", optarg, why);
			o->given |= MAZE_GEN_ROOT;
			break;
		case OPT_WEAVE:
			o->g.weave = cli_chance("--weave", optarg, argv, 0.5);
			o->given |= o->g.weave > 0 ? GEN_WEAVE : 0;
			break;
		default:
			cli_usage();
		}
	}
	argc -= optind;
	argv += optind;
	if (argc < 1 && o->mask == NULL)
		cli_usage_why("missing width");
	if (argc > 3)
		cli_usage_why("too many arguments");
	/* An option the algorithm would ignore is a mistake: say so. */
	if ((why = gen_ignored(o->algo, o->given)) != NULL)
		cli_fatal("%s does not apply to -a %s", why,
		    o->algo->info.name);
	if ((o->given & MAZE_GEN_BIAS) && (o->algo->flags & MAZE_GEN_CORNER)) {
		if (gen_parse_corner(&o->g, o->bias, &why) == -1)
			cli_badopt("--bias", o->bias, why);
	} else if (o->given & MAZE_GEN_BIAS) {
		/* The chance p of a join: a draw below (1 - p) 2^32 is none. */
		o->chance = cli_real("--bias", o->bias, 0, 1);
		o->g.apart = (uint64_t)((1 - o->chance) * 4294967296.0);
	}
	o->width = argc > 0 ?
	    (uint32_t)cli_num("width", argv[0], 1, UINT32_MAX) : 0;
	o->height = argc > 1 ?
	    (uint32_t)cli_num("height", argv[1], 1, UINT32_MAX) : o->width;
	o->levels = argc > 2 ? (uint32_t)cli_num("levels", argv[2], 1,
	    UINT32_MAX) : o->mask == NULL;
	if (o->mask != NULL)
		read_mask(o);
	if (gen_root_check(&o->g, o->width, o->height, o->levels, &e) == -1)
		cli_fatal("%s", e.msg);
	/* The size as given: the levels when several, a polar maze's rings. */
	snprintf(o->size, sizeof o->size, o->levels > 1 ? "%u %u %u" :
	    o->g.grid == MAZE_GEN_GRID_POLAR && o->width == o->height ? "%u" :
	    "%u %u", o->width, o->height, o->levels);
	o->seed = cli_batch_seed(seed, offset, o->offset, o->count);
	maze_buf_init(&o->line);
	maze_buf_add(&o->line, "; mazegen -a %s", o->algo->info.name);
	if (o->mask != NULL)
		gen_describe_mask(&o->line, o->mask, o->parts);
	gen_describe(&o->line, o->algo, &o->g, o->given, o->chance);
	if (o->line.failed)
		cli_fatal("out of memory");
}

/* The cells joined to the maze being made, for the progress line. */
static volatile size_t joined;

int
main(int argc, char *argv[])
{
	struct opts o;
	struct cli_out out;
	struct maze m;
	struct maze_err e;
	uint64_t i, seed;
	int rc;

	cli_init("mazegen", synopsis);
	parse_opts(&o, argc, argv);
	maze_init(&m);
	/*
	 * Refuse an impossible size, or levels from a generator of flat
	 * mazes, before creating any output file.  A flat streamed maze is
	 * never held whole: only its sides must fit.
	 */
	if (gen_check(o.algo, o.width, o.height, o.levels, &e) == -1)
		cli_fatal("%s", e.msg);
	cli_out_open(&out, o.out);
	cli_out_offset(&out, o.offset);
	cli_progress_out(&out.w, o.count);
	/* A maze made whole before its first row is written counts cells. */
	if ((o.algo->run != NULL || (o.algo->flags & GEN_WHOLE)) &&
	    cli_progress_count(&joined, o.g.mask != NULL ?
	    maze_gen_mask_inside(o.g.mask) : (uint64_t)o.width * o.height *
	    o.levels, "cells", "joined"))
		o.g.joined = &joined;
	for (i = 0; i < o.count; i++) {
		cli_progress_maze();
		joined = 1;	/* the first cell is the maze */
		/* Maze i of a stream is the maze of seed + i on its own. */
		seed = o.seed + i;
		maze_hdr_clear(&m.hdr);
		if (maze_hdr_add(&m, "%s -s %llu %s", o.line.s,
		    (unsigned long long)seed, o.size) == -1)
			cli_fatal("out of memory");
		if (o.frames != NULL || o.algo->stream != NULL) {
			/* Making it is not writing it: no file to name. */
			if ((rc = o.frames != NULL ? gen_frames_write(&out.w,
			    &m.hdr, o.algo, o.width, o.height, o.levels, seed,
			    &o.g, o.want, &e) :
			    gen_stream_write3(&out.w, &m.hdr, o.algo, o.width,
			    o.height, o.levels, seed, &o.g, &e)) == -2)
				cli_fatal("%s", e.msg);
			if (rc == -1)
				cli_out_fatal(&out, &e);
			continue;
		}
		if (maze_gen_make3(&m, o.algo, o.width, o.height, o.levels,
		    seed, &o.g, &e) == -1)
			cli_fatal("%s", e.msg);
		cli_out_write(&out, &m);
	}
	cli_progress_stop();
	cli_out_close(&out);
	maze_buf_free(&o.line);
	maze_gen_mask_free((struct maze_gen_mask *)o.g.mask);
	maze_free(&m);
	return 0;
}
