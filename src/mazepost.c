/* mazepost: post-process cell mazes: endpoints, loops and braids. */
#include <getopt.h>
#include <stdint.h>
#include <string.h>

#include "cli/cli.h"
#include "lib/libint.h"
#include "post/post.h"

static const char synopsis[] =
    "mazepost [-hqV] [-o file] [-s seed] [--border] [--braid p] [--cycles n]\n"
    "                [--diameter] [--end spec] [--frames n] "
    "[--keep-solution]\n"
    "                [--near k] [--offset k] [--remove-walls p] "
    "[--sparse p]\n"
    "                [--start spec] [file ...]";

static const char options[] =
    "  -h, --help      show this help\n"
    "  -o file         write to file, complete or not at all\n"
    "  -q              no progress line on a terminal\n"
    "  -s seed         seed for what is random; maze i of a stream, from 0,\n"
    "                  uses seed+i\n"
    "  -V, --version   show the version\n"
    "  --border        move S and E from their cells into the outer wall\n"
    "  --braid p       open a fraction p (0 to 1) of the dead ends\n"
    "  --cycles n      take away n walls between joined cells: n loops\n"
    "  --diameter      put S and E at the ends of a longest path\n"
    "  --end spec      put E in a cell: x,y[,z], nw, ne, sw, se, center,\n"
    "                  random, or farthest (by path from S)\n"
    "  --frames n      write each maze's changes as n frames, the last the\n"
    "                  maze changed, or all: one a step\n"
    "  --keep-solution let no wall go that could shorten the route S to E\n"
    "  --near k        take away walls between cells whose distances from\n"
    "                  S differ by less than k (cs171's rule; k = 7)\n"
    "  --offset k      these mazes follow k others of a batch: seeds from\n"
    "                  seed+k, an empty line first if k > 0\n"
    "  --remove-walls p\n"
    "                  take away a fraction p of the walls between cells\n"
    "  --sparse p      wall off a fraction p of the dead-end cells\n"
    "  --start spec    put S in a cell, as --end (farthest: from E)\n"
    "\nin this order: --diameter or --start, --end; --border; --sparse;\n"
    "--near; --cycles; --braid; --remove-walls.\n";

enum {
	OPT_BORDER = 256, OPT_BRAID, OPT_CYCLES, OPT_DIAMETER, OPT_END,
	OPT_FRAMES, OPT_KEEP, OPT_NEAR, OPT_OFFSET, OPT_REMOVE, OPT_SPARSE,
	OPT_START
};

struct opts {
	const char *out;
	uint64_t seed;
	uint64_t offset;	/* --offset: mazes of the batch before these */
	struct post_ops ops;
	int random;		/* ops draws on the seed */
	const char *frames;	/* --frames, or NULL */
	uint64_t want;		/* frames: how many, 0 for all */
	struct maze_buf line;	/* the header line's options */
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
		CLI_OPT_FRAMES(OPT_FRAMES),
		CLI_OPT_HELP,
		{ "keep-solution", no_argument, NULL, OPT_KEEP },
		{ "near", required_argument, NULL, OPT_NEAR },
		CLI_OPT_OFFSET(OPT_OFFSET),
		{ "remove-walls", required_argument, NULL, OPT_REMOVE },
		{ "sparse", required_argument, NULL, OPT_SPARSE },
		{ "start", required_argument, NULL, OPT_START },
		CLI_OPT_VERSION,
		{ NULL, 0, NULL, 0 }
	};
	struct post_ops *p = &o->ops;
	const char *seed = NULL, *offset = NULL, *why;
	int ch;

	memset(o, 0, sizeof *o);
	while ((ch = cli_getopt(argc, argv, "ho:qs:V", longopts, options,
	    NULL)) != -1) {
		switch (ch) {
		case OPT_BORDER:
			p->border = 1;
			break;
		case OPT_BRAID:
			p->braid = cli_real("--braid", optarg, 0, 1);
			p->braidarg = optarg;
			break;
		case OPT_CYCLES:
			p->cycles = cli_num("--cycles", optarg, 0, UINT32_MAX);
			p->cyclesarg = optarg;
			break;
		case OPT_DIAMETER:
			p->diameter = 1;
			break;
		case OPT_END:
			if (post_parse_spot(optarg, &p->end, &why) == -1)
				cli_badopt("--end", optarg, why);
			p->endarg = optarg;
			break;
		case OPT_FRAMES:
			if (maze_frames_parse(optarg, &o->want, &why) == -1)
				cli_badopt("--frames", optarg, why);
			o->frames = optarg;
			break;
		case OPT_KEEP:
			p->keep = 1;
			break;
		case OPT_NEAR:
			p->near = (uint32_t)cli_num("--near", optarg, 0,
			    UINT32_MAX);
			p->neararg = optarg;
			break;
		case OPT_OFFSET:
			o->offset = cli_offset(offset = optarg);
			break;
		case OPT_REMOVE:
			p->remove = cli_real("--remove-walls", optarg, 0, 1);
			p->removearg = optarg;
			break;
		case OPT_SPARSE:
			p->sparse = cli_real("--sparse", optarg, 0, 1);
			p->sparsearg = optarg;
			break;
		case 'o':
			o->out = optarg;
			break;
		case 's':
			seed = optarg;
			break;
		case OPT_START:
			if (post_parse_spot(optarg, &p->start, &why) == -1)
				cli_badopt("--start", optarg, why);
			p->startarg = optarg;
			break;
		default:
			cli_usage();
		}
	}
	if (post_ops_check(p, &why) == -1)
		cli_fatal("%s", why);
	o->random = post_ops_random(p);
	if (o->random)
		cli_offset_seeded(offset, seed);
	o->seed = cli_seed(seed);
	maze_buf_init(&o->line);
	post_describe(&o->line, p);
	if (o->line.failed)
		cli_fatal("out of memory");
	o->files = argv + optind;
	o->nfiles = argc - optind;
}

/*
 * Read the rows of maze f->m, whose header is read, and do to it what o
 * says, with r seeded: on its cells, in cells, when it is a cell maze the
 * form can do it to, then 1; else on its blocks, in f->m, then 0.
 */
static int
post_one(const struct opts *o, struct cli_filter *f, struct maze_cells *cells,
    struct maze_rng *r, uint64_t seed, struct maze_search *s,
    struct post_work *w)
{
	struct maze_err e;
	int rc = -2;

	if (cli_in_cells(&f->in, &f->m, cells) == 1) {
		maze_cells_clear_marks(cells);
		if ((rc = post_form_apply(cells, &o->ops, r, s, &e)) == -1 ||
		    (rc == -2 && maze_cells_blocks(cells, &f->m, &e) == -1))
			cli_filter_fatal(f, &e);
		/* What the form drew, the blocks draw again. */
		if (rc == -2)
			maze_rng_seed(r, seed);
	}
	if (rc == 0)
		return 1;
	if (post_apply(&f->m, &o->ops, r, s, w, &e) == -1)
		cli_filter_fatal(f, &e);
	return 0;
}

/*
 * The cell form mazes are read into, and the frames, at file scope so that
 * what they hold is still reachable when an error exits midway, for
 * LeakSanitizer.
 */
static struct maze_cells *cells;
static struct post_frames *frames;

/*
 * With --frames: read the rows of maze f->m, whose header is read and has
 * its last line, do to it on its blocks what o says, with r seeded, and
 * write every frame of that but the last, the maze changed, left in f->m.
 */
static void
post_framed(const struct opts *o, struct cli_filter *f, struct maze_rng *r,
    struct maze_search *s, struct post_work *w)
{
	struct maze_err e;
	int rc;

	cli_in_grid(&f->in, &f->m);
	if ((rc = post_frames_apply(frames, &f->m, &o->ops, o->want, r, s, w,
	    &f->out.w, &e)) == -1)
		cli_out_fatal(&f->out, &e);
	if (rc == -2)
		cli_filter_fatal(f, &e);
}

int
main(int argc, char *argv[])
{
	struct opts o;
	struct cli_filter f;
	struct maze_err e;
	struct maze_rng rng;
	struct maze_search *s;
	struct post_work w;
	uint64_t seed;
	unsigned long n;
	int oncells;

	cli_init("mazepost", synopsis);
	parse_opts(&o, argc, argv);
	if ((s = maze_search_new()) == NULL)
		cli_fatal("out of memory");
	/* Every maze that can be is changed on its cells as they are read. */
	if ((cells = maze_cells_new()) == NULL ||
	    (o.frames != NULL && (frames = post_frames_new()) == NULL))
		cli_fatal("out of memory");
	post_work_init(&w);
	cli_filter_open(&f, o.nfiles, o.files, o.out);
	cli_out_offset(&f.out, o.offset);
	while (cli_filter_head(&f)) {
		/*
		 * As in mazegen, maze i of a batch (from 0) uses seed + i: maze
		 * n of the stream (from 1) is maze offset + n of the batch.
		 */
		n = cli_offset_add(o.offset, f.n);
		if (n - 1 > UINT64_MAX - o.seed)
			cli_fatal("-s %llu: maze %lu's seed would pass "
			    "18446744073709551615", (unsigned long long)o.seed,
			    n);
		seed = o.seed + n - 1;
		maze_rng_seed(&rng, seed);
		/*
		 * The line that records what was done, to do it again: every
		 * frame has it.
		 */
		if ((o.random ? maze_hdr_add(&f.m, "; mazepost -s %llu%s",
		    (unsigned long long)seed, maze_buf_str(&o.line)) :
		    maze_hdr_add(&f.m, "; mazepost%s",
		    maze_buf_str(&o.line))) == -1)
			cli_fatal("out of memory");
		oncells = 0;
		if (o.frames != NULL)
			post_framed(&o, &f, &rng, s, &w);
		else
			oncells = post_one(&o, &f, cells, &rng, seed, s, &w);
		if (!oncells)
			cli_filter_write(&f);
		else if (maze_write_cells(&f.out.w, &f.m.hdr, cells, 0,
		    &e) == -1)
			cli_out_fatal(&f.out, &e);
	}
	cli_filter_close(&f);
	maze_cells_free(cells);
	post_frames_free(frames);
	maze_buf_free(&o.line);
	post_work_free(&w);
	maze_search_free(s);
	return cli_exit(0);
}
