/* mazesolve: solve mazes, marking the route from S to E. */
#include <getopt.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"
#include "lib/libint.h"
#include "solve/solveint.h"

static const char synopsis[] =
    "mazesolve [-hqVvx] [-a algo] [-o file] [-s seed] [--cells]\n"
    "                 [--frames n] [--from x,y[,z]] [--hand side]\n"
    "                 [--heuristic name] [--max-steps n] [--offset k] [--stats]\n"
    "                 [--to x,y[,z]] [--weight w] [file ...]";

static const char options[] =
    "  -a algo         solver (default bfs); -a list lists them\n"
    "  -h, --help      show this help\n"
    "  -o file         write to file, complete or not at all\n"
    "  -q              no progress line on a terminal\n"
    "  -s seed         seed for solvers that choose at random\n"
    "  -V, --version   show the version\n"
    "  -v              say what each solve found and cost, on stderr\n"
    "  -x              also mark the blocks the solver expanded with '.'\n"
    "  --cells         --stats, counting the cells explored too\n"
    "  --frames n      write each solve as n frames, the last the solved\n"
    "                  maze, or all: one a step\n"
    "  --from x,y[,z]  start at block x,y, of level z (it becomes S)\n"
    "  --hand side     wall-follower: left or right (default) hand\n"
    "  --heuristic name\n"
    "                  astar, greedy: manhattan (default), diagonal,\n"
    "                  euclidean or zero\n"
    "  --max-steps n   random-mouse: give up after n steps (default 1000\n"
    "                  for each open block)\n"
    "  --offset k      these mazes follow k others of a batch: an empty\n"
    "                  line first if k > 0\n"
    "  --stats         add a header line of figures: blocks explored,\n"
    "                  route length and cost, whether optimal\n"
    "  --to x,y[,z]    end at block x,y, of level z (it becomes E)\n"
    "  --weight w      astar, bidir-astar: factor on the estimate\n"
    "                  (default 1); adaptive-astar, adaptive-greedy:\n"
    "                  blend of learnt directions (0.25)\n";

enum { OPT_CELLS = 256, OPT_FRAMES, OPT_FROM, OPT_HAND, OPT_HEURISTIC, OPT_MAXSTEPS,
	OPT_OFFSET, OPT_STATS, OPT_TO, OPT_WEIGHT };

struct opts {
	struct solve_args a;	/* the solver and its options, as given */
	const char *out;
	const char *seedarg;
	int verbose, stats, cells;
	uint64_t offset;	/* --offset: mazes of the batch before these */
	const char *offsetarg;
	const char *frames;	/* --frames, or NULL */
	uint64_t want;		/* frames: how many, 0 for all */
	struct maze_buf line;	/* the provenance line, the same for all */
	char **files;
	int nfiles;
};

static void
parse_opts(struct opts *o, int argc, char *argv[])
{
	static const struct option longopts[] = {
		{ "cells", no_argument, NULL, OPT_CELLS },
		CLI_OPT_FRAMES(OPT_FRAMES),
		{ "from", required_argument, NULL, OPT_FROM },
		{ "hand", required_argument, NULL, OPT_HAND },
		CLI_OPT_HELP,
		{ "heuristic", required_argument, NULL, OPT_HEURISTIC },
		{ "max-steps", required_argument, NULL, OPT_MAXSTEPS },
		CLI_OPT_OFFSET(OPT_OFFSET),
		{ "stats", no_argument, NULL, OPT_STATS },
		{ "to", required_argument, NULL, OPT_TO },
		CLI_OPT_VERSION,
		{ "weight", required_argument, NULL, OPT_WEIGHT },
		{ NULL, 0, NULL, 0 }
	};
	const char *why;
	int ch;

	memset(o, 0, sizeof *o);
	o->a.algo = maze_solve_algo(0);
	while ((ch = cli_getopt(argc, argv, "a:ho:qs:Vvx", longopts, options,
	    maze_solve_info)) != -1) {
		switch (ch) {
		case 'a':
			o->a.algo = maze_solve_algo(cli_algo(maze_solve_info,
			    optarg));
			break;
		case 'o':
			o->out = optarg;
			break;
		case 's':
			o->seedarg = optarg;
			break;
		case 'v':
			o->verbose = 1;
			break;
		case 'x':
			o->a.explore = 1;
			break;
		case OPT_CELLS:
			o->stats = o->cells = 1;
			break;
		case OPT_FRAMES:
			if (maze_frames_parse(optarg, &o->want, &why) == -1)
				cli_badopt("--frames", optarg, why);
			o->frames = optarg;
			break;
		case OPT_FROM:
			o->a.from = optarg;
			(void)cli_point("--from", optarg, o->a.fromxyz);
			break;
		case OPT_HAND:
			if (strcmp(optarg, "left") != 0 &&
			    strcmp(optarg, "right") != 0)
				cli_badopt("--hand", optarg,
				    "expected left or right");
			o->a.hand = optarg;
			o->a.lefthand = strcmp(optarg, "left") == 0;
			break;
		case OPT_HEURISTIC:
			if ((o->a.heur = solve_heuristic_find(optarg)) == -1)
				cli_badopt("--heuristic", optarg, "expected "
				    "manhattan, diagonal, euclidean or zero");
			o->a.heuristic = optarg;
			break;
		case OPT_MAXSTEPS:
			o->a.max_steps = cli_num("--max-steps", optarg, 1,
			    UINT64_MAX);
			o->a.steps = optarg;
			break;
		case OPT_OFFSET:
			o->offset = cli_offset_shard(optarg, &o->offsetarg);
			break;
		case OPT_STATS:
			o->stats = 1;
			break;
		case OPT_TO:
			o->a.to = optarg;
			(void)cli_point("--to", optarg, o->a.toxyz);
			break;
		case OPT_WEIGHT:
			o->a.w = cli_real("--weight", optarg, 0, 1000);
			o->a.weight = optarg;
			break;
		default:
			cli_usage();
		}
	}
	if (solve_args_check(&o->a, &why) == -1)
		cli_fatal("%s", why);
	if (o->offsetarg != NULL && (o->a.algo->flags & MAZE_SOLVE_LEARNS))
		cli_fatal("--offset %s: %s learns from the mazes before, which "
		    "a shard has not seen", o->offsetarg, o->a.algo->info.name);
	o->a.seed = cli_seed(o->seedarg);
	maze_buf_init(&o->line);
	solve_describe(&o->line, &o->a);
	if (o->line.failed)
		cli_fatal("out of memory");
	o->files = argv + optind;
	o->nfiles = argc - optind;
}

/*
 * The figures of a solve that returned rc, as --stats adds them to the
 * header of f's maze and -v says them.
 */
static void
figures(const struct opts *o, const struct maze_solve *sv, int rc,
    struct cli_filter *f)
{
	struct maze_err e;

	if (o->stats && solve_figures(sv, rc, &f->m, o->cells, &e) == -1)
		cli_filter_fatal(f, &e);
	if (o->verbose && rc == 1)
		cli_warn("%s:%lu: %s: explored %zu, length %zu, cost %llu, "
		    "optimal %s", f->in.name, f->m.line, o->a.algo->info.name,
		    sv->explored, sv->length, (unsigned long long)sv->cost,
		    sv->optimal ? "yes" : "no");
	else if (o->verbose)
		cli_warn("%s:%lu: %s: explored %zu, no route", f->in.name,
		    f->m.line, o->a.algo->info.name, sv->explored);
}

/*
 * Can a maze be solved on its cells as they are read, never held as
 * blocks?  With bfs, if a plain or delta cell maze, when nothing asks for
 * the search over blocks: no frames, no marks explored, no S or E moved.
 */
static int
on_cells(const struct opts *o)
{
	return strcmp(o->a.algo->info.name, "bfs") == 0 && !o->a.explore &&
	    o->frames == NULL && o->a.from == NULL && o->a.to == NULL;
}

/*
 * Solve maze f->m, whose rows are read, with its S and E; returns what the
 * solver's run returned.
 */
static int
solve_blocks(const struct opts *o, struct cli_filter *f, struct maze_solve *sv)
{
	struct maze_err e;
	int rc;

	if (solve_prepare(sv, &o->a, &e) == -1)
		cli_filter_fatal(f, &e);
	/* With frames, this run counts the steps; a second writes. */
	if (o->frames != NULL && solve_frames_count(sv, o->want, &e) == -1)
		cli_fatal("%s", e.msg);
	if ((rc = o->a.algo->run(sv, &e)) == -1)
		cli_filter_fatal(f, &e);
	return rc;
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
	struct maze_rng rng;
	struct maze_solve sv;
	unsigned long line, col;
	int status = EXIT_SUCCESS, rc, fast, oncells;

	cli_init("mazesolve", synopsis);
	parse_opts(&o, argc, argv);
	if (maze_solve_init(&sv, &e) == -1)
		cli_fatal("%s", e.msg);
	fast = on_cells(&o);
	if (fast && (cells = maze_cells_new()) == NULL)
		cli_fatal("out of memory");
	if (fast)
		maze_cells_take_delta(cells);	/* bfs opens no wall */
	sv.m = &f.m;
	sv.rng = &rng;
	cli_filter_open(&f, o.nfiles, o.files, o.out);
	cli_out_offset(&f.out, o.offset);
	while (cli_filter_head(&f)) {
		/*
		 * A plain cell maze is solved on its cells
		 * (maze_solve_bfs_form: the same route and figures); any
		 * other, or one whose S or E needs the blocks, on its
		 * blocks.
		 */
		rc = -2;
		if (!fast)
			cli_in_grid(&f.in, &f.m);
		else if (cli_in_cells(&f.in, &f.m, cells) == 1) {
			maze_cells_clear_marks(cells);
			if ((rc = maze_solve_bfs_form(&sv, cells, &e)) == -1 ||
			    (rc == -2 && maze_cells_blocks(cells, &f.m,
			    &e) == -1))
				cli_filter_fatal(&f, &e);
		}
		oncells = rc != -2;
		if (!oncells)
			rc = solve_blocks(&o, &f, &sv);
		if (rc == 0) {
			maze_pos(&f.m, f.m.start, &line, &col);
			cli_warn("%s:%lu:%lu: %s", f.in.name, line, col,
			    sv.why != NULL ? sv.why : "no path from S to E");
			status = CLI_EXIT_NO;
		}
		/* Figures of an earlier solve describe marks now gone. */
		maze_hdr_drop(&f.m.hdr, "; solution ");
		if (maze_hdr_add(&f.m, "%s", o.line.s) == -1)
			cli_fatal("out of memory");
		figures(&o, &sv, rc, &f);
		if (o.frames != NULL && (rc = solve_frames_replay(&sv, o.a.algo,
		    &f.out.w, &e)) < 0) {
			if (rc == -1)
				cli_out_fatal(&f.out, &e);
			cli_filter_fatal(&f, &e);
		}
		if (!oncells)
			cli_filter_write(&f);
		else if (maze_write_cells(&f.out.w, &f.m.hdr, cells, rc == 1,
		    &e) == -1)
			cli_out_fatal(&f.out, &e);
	}
	cli_filter_close(&f);
	maze_cells_free(cells);
	maze_buf_free(&o.line);
	maze_solve_free(&sv);
	return cli_exit(status);
}
