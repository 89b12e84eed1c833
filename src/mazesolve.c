/* mazesolve: solve mazes, marking the route from S to E. */
#include <getopt.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"
#include "lib/maze.h"
#include "lib/rng.h"
#include "solve/solve.h"

static const char synopsis[] =
    "mazesolve [-hqVvx] [-a algo] [-o file] [-s seed] [--frames n]\n"
    "                 [--from x,y[,z]] [--hand side] [--heuristic name]\n"
    "                 [--max-steps n] [--offset k] [--stats]\n"
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
    "  --frames n      write each solve as n frames, the last the solved\n"
    "                  maze, or all: one a step\n"
    "  --from x,y[,z]  start at block x,y, of level z (it becomes S)\n"
    "  --hand side     wall-follower: left or right (default) hand\n"
    "  --heuristic name\n"
    "                  astar: manhattan (default), diagonal, euclidean\n"
    "                  or zero\n"
    "  --max-steps n   random-mouse: give up after n steps (default 1000\n"
    "                  for each open block)\n"
    "  --offset k      these mazes follow k others of a batch: an empty\n"
    "                  line first if k > 0\n"
    "  --stats         add a header line of figures: blocks explored,\n"
    "                  route length and cost, whether optimal\n"
    "  --to x,y[,z]    end at block x,y, of level z (it becomes E)\n"
    "  --weight w      astar: factor on the estimate (default 1);\n"
    "                  adaptive-astar: blend of learnt directions (0.25)\n";

enum { OPT_FRAMES = 256, OPT_FROM, OPT_HAND, OPT_HEURISTIC, OPT_MAXSTEPS,
	OPT_OFFSET, OPT_STATS, OPT_TO, OPT_WEIGHT };

struct opts {
	const struct solve_algo *algo;
	const char *out;
	uint64_t seed;
	const char *seedarg;
	int explore, verbose, stats, lefthand, heuristic;
	const char *hand, *heur, *weightarg, *stepsarg;
	uint64_t maxsteps;
	uint64_t offset;	/* --offset: mazes of the batch before these */
	const char *offsetarg;
	double weight;
	const char *fromarg, *toarg;
	const char *frames;	/* --frames, or NULL */
	uint64_t want;		/* frames: how many, 0 for all */
	uint64_t from[3], to[3];
	struct maze_buf line;	/* the provenance line, the same for all */
	char **files;
	int nfiles;
};

/* The provenance line: the options that shape this solver's route. */
static void
provenance(struct opts *o)
{
	struct maze_buf *b = &o->line;

	maze_buf_init(b);
	maze_buf_add(b, "; mazesolve -a %s", o->algo->info.name);
	if (o->algo->flags & SOLVE_RANDOM)
		maze_buf_add(b, " -s %llu", (unsigned long long)o->seed);
	if (o->hand != NULL)
		maze_buf_add(b, " --hand %s", o->hand);
	if (o->heur != NULL)
		maze_buf_add(b, " --heuristic %s", o->heur);
	if (o->stepsarg != NULL)
		maze_buf_add(b, " --max-steps %s", o->stepsarg);
	if (o->weightarg != NULL)
		maze_buf_add(b, " --weight %s", o->weightarg);
	if (o->fromarg != NULL)
		maze_buf_add(b, " --from %s", o->fromarg);
	if (o->toarg != NULL)
		maze_buf_add(b, " --to %s", o->toarg);
	if (b->failed)
		cli_fatal("out of memory");
}

static void
parse_opts(struct opts *o, int argc, char *argv[])
{
	static const struct option longopts[] = {
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
	o->algo = solve_algo(0);
	while ((ch = cli_getopt(argc, argv, "a:ho:qs:Vvx", longopts, options,
	    solve_info)) != -1) {
		switch (ch) {
		case 'a':
			o->algo = solve_algo(cli_algo(solve_info, optarg));
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
			o->explore = 1;
			break;
		case OPT_FRAMES:
			if (maze_frames_parse(optarg, &o->want, &why) == -1)
				cli_badopt("--frames", optarg, why);
			o->frames = optarg;
			break;
		case OPT_FROM:
			o->fromarg = optarg;
			(void)cli_point("--from", optarg, o->from);
			break;
		case OPT_HAND:
			if (strcmp(optarg, "left") != 0 &&
			    strcmp(optarg, "right") != 0)
				cli_badopt("--hand", optarg,
				    "expected left or right");
			o->hand = optarg;
			o->lefthand = strcmp(optarg, "left") == 0;
			break;
		case OPT_HEURISTIC:
			if ((o->heuristic = solve_heuristic_find(optarg)) == -1)
				cli_badopt("--heuristic", optarg, "expected "
				    "manhattan, diagonal, euclidean or zero");
			o->heur = optarg;
			break;
		case OPT_MAXSTEPS:
			o->maxsteps = cli_num("--max-steps", optarg, 1,
			    UINT64_MAX);
			o->stepsarg = optarg;
			break;
		case OPT_OFFSET:
			o->offset = cli_offset_shard(optarg, &o->offsetarg);
			break;
		case OPT_STATS:
			o->stats = 1;
			break;
		case OPT_TO:
			o->toarg = optarg;
			(void)cli_point("--to", optarg, o->to);
			break;
		case OPT_WEIGHT:
			o->weight = cli_real("--weight", optarg, 0, 1000);
			o->weightarg = optarg;
			break;
		default:
			cli_usage();
		}
	}
	if (o->hand != NULL && !(o->algo->flags & SOLVE_HAND))
		cli_fatal("--hand is for -a wall-follower");
	if (o->heur != NULL && !(o->algo->flags & SOLVE_HEURISTIC))
		cli_fatal("--heuristic is for -a astar");
	if (o->weightarg != NULL && !(o->algo->flags & SOLVE_WEIGHT))
		cli_fatal("--weight is for -a astar and -a adaptive-astar");
	if (o->stepsarg != NULL && !(o->algo->flags & SOLVE_STEPS))
		cli_fatal("--max-steps is for -a random-mouse");
	/* The one solver whose route depends on the mazes before. */
	if (o->offsetarg != NULL &&
	    strcmp(o->algo->info.name, "adaptive-astar") == 0)
		cli_fatal("--offset %s: adaptive-astar learns from the mazes "
		    "before, which a shard has not seen", o->offsetarg);
	o->seed = cli_seed(o->seedarg);
	provenance(o);
	o->files = argv + optind;
	o->nfiles = argc - optind;
}

/*
 * The figures of a solve that returned rc, as --stats adds them to the
 * header and -v says them, where m begins in input in.
 */
static void
figures(const struct opts *o, const struct solve *sv, int rc,
    struct maze *m, const char *in)
{
	if (o->stats && solve_figures(sv, rc, m) == -1)
		cli_fatal("out of memory");
	if (!o->verbose)
		return;
	if (rc == 1)
		cli_warn("%s:%lu: %s: explored %zu, length %zu, cost %llu, "
		    "optimal %s", in, m->line, o->algo->info.name,
		    sv->explored, sv->length, (unsigned long long)sv->cost,
		    sv->optimal ? "yes" : "no");
	else
		cli_warn("%s:%lu: %s: explored %zu, no route", in, m->line,
		    o->algo->info.name, sv->explored);
}

/*
 * Can a maze be solved on its cells as they are read, never held as
 * blocks?  With bfs, if a plain cell maze, when nothing asks for the
 * search over blocks: no frames, no marks of what it explored, no S or E
 * moved.
 */
static int
on_cells(const struct opts *o)
{
	return strcmp(o->algo->info.name, "bfs") == 0 && !o->explore &&
	    o->frames == NULL && o->fromarg == NULL && o->toarg == NULL;
}

/*
 * Solve maze f->m, whose rows are read, with its S and E; returns what the
 * solver's run returned.
 */
static int
solve_blocks(const struct opts *o, struct cli_filter *f, struct solve *sv,
    struct rng *rng)
{
	struct maze_err e;
	int rc;

	maze_clear_marks(&f->m);
	if (o->fromarg != NULL && maze_move_end(&f->m, MAZE_START,
	    (uint32_t)o->from[0], (uint32_t)o->from[1], (uint32_t)o->from[2],
	    "--from", o->fromarg, &e) == -1)
		cli_filter_fatal(f, &e);
	if (o->toarg != NULL && maze_move_end(&f->m, MAZE_END,
	    (uint32_t)o->to[0], (uint32_t)o->to[1], (uint32_t)o->to[2],
	    "--to", o->toarg, &e) == -1)
		cli_filter_fatal(f, &e);
	/* Each maze on its own: -s reproduces any one of them. */
	rng_seed(rng, o->seed);
	/* With frames, this run counts the steps; a second writes. */
	if (o->frames != NULL && solve_frames_count(sv, o->want, &e) == -1)
		cli_fatal("%s", e.msg);
	if ((rc = o->algo->run(sv, &e)) == -1)
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
	struct rng rng;
	struct solve sv;
	unsigned long line, col;
	int status = EXIT_SUCCESS, rc, fast, oncells;

	cli_init("mazesolve", synopsis);
	parse_opts(&o, argc, argv);
	if (solve_init(&sv, &e) == -1)
		cli_fatal("%s", e.msg);
	fast = on_cells(&o);
	if (fast && (cells = maze_cells_new()) == NULL)
		cli_fatal("out of memory");
	sv.m = &f.m;
	sv.rng = &rng;
	sv.explore = o.explore;
	sv.lefthand = o.lefthand;
	sv.heuristic = o.heuristic;
	sv.max_steps = o.maxsteps;
	if (o.weightarg != NULL)
		sv.weight = o.weight > 0 ? o.weight : -1;
	cli_filter_open(&f, o.nfiles, o.files, o.out);
	cli_out_offset(&f.out, o.offset);
	while (cli_filter_head(&f)) {
		/*
		 * A plain cell maze is solved on its cells (solve_bfs_form:
		 * the same route and figures); any other, or one whose S or E
		 * needs the blocks, on its blocks.
		 */
		rc = -2;
		if (!fast)
			cli_in_grid(&f.in, &f.m);
		else if (cli_in_cells(&f.in, &f.m, cells) == 1) {
			maze_cells_clear_marks(cells);
			if ((rc = solve_bfs_form(&sv, cells, &e)) == -1 ||
			    (rc == -2 && maze_cells_blocks(cells, &f.m,
			    &e) == -1))
				cli_filter_fatal(&f, &e);
		}
		oncells = rc != -2;
		if (!oncells)
			rc = solve_blocks(&o, &f, &sv, &rng);
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
		figures(&o, &sv, rc, &f.m, f.in.name);
		if (o.frames != NULL && (rc = solve_frames_replay(&sv, o.algo,
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
	solve_free(&sv);
	return cli_exit(status);
}
