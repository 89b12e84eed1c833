/* mazesolve: solve mazes, marking the route from S to E. */
#include <getopt.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"
#include "lib/maze.h"
#include "lib/num.h"
#include "lib/rng.h"
#include "solve/solve.h"

static const char synopsis[] =
    "mazesolve [-hVvx] [-a algo] [-o file] [-s seed] [--from x,y] "
    "[--hand side] [--heuristic name] [--stats] [--to x,y] [--weight w] "
    "[file ...]";

static const char options[] =
    "  -a algo         solver (default bfs); -a list lists them\n"
    "  -h, --help      show this help\n"
    "  -o file         write to file, complete or not at all\n"
    "  -s seed         seed for solvers that choose at random\n"
    "  -V, --version   show the version\n"
    "  -v              say what each solve found and cost, on stderr\n"
    "  -x              also mark the blocks the solver expanded with '.'\n"
    "  --from x,y      start at block x,y (it becomes S)\n"
    "  --hand side     wall-follower: left or right (default) hand\n"
    "  --heuristic name\n"
    "                  astar: manhattan (default), diagonal, euclidean\n"
    "                  or zero\n"
    "  --stats         add a header line of figures: blocks explored,\n"
    "                  route length and cost, whether optimal\n"
    "  --to x,y        end at block x,y (it becomes E)\n"
    "  --weight w      astar: factor on the estimate (default 1);\n"
    "                  adaptive-astar: blend of learnt directions (0.25)\n";

enum { OPT_FROM = 256, OPT_HAND, OPT_HEURISTIC, OPT_STATS, OPT_TO,
    OPT_WEIGHT };

static const char *const heuristics[] = { "manhattan", "diagonal",
    "euclidean", "zero" };

struct opts {
	const struct solve_algo *algo;
	const char *out;
	uint64_t seed;
	const char *seedarg;
	int explore, verbose, stats, lefthand, heuristic;
	const char *hand, *heur, *weightarg;
	double weight;
	const char *fromarg, *toarg;
	uint64_t from[2], to[2];
	char **files;
	int nfiles;
};

/* A weight: a decimal number from 0 to 1000. */
static double
parse_weight(const char *arg)
{
	char *end;
	double v;

	v = strtod(arg, &end);
	if (end == arg || *end != '\0' || !(v >= 0 && v <= 1000))
		cli_badopt("--weight", arg, "expected a number from 0 to 1000");
	return v;
}

static void
parse_pair(const char *opt, const char *arg, uint64_t xy[2])
{
	const char *why;

	if (num_parse_pair(arg, UINT32_MAX, &xy[0], &xy[1], &why) == -1)
		cli_badopt(opt, arg, why);
}

static void
parse_opts(struct opts *o, int argc, char *argv[])
{
	static const struct option longopts[] = {
		{ "from", required_argument, NULL, OPT_FROM },
		{ "hand", required_argument, NULL, OPT_HAND },
		{ "help", no_argument, NULL, 'h' },
		{ "heuristic", required_argument, NULL, OPT_HEURISTIC },
		{ "stats", no_argument, NULL, OPT_STATS },
		{ "to", required_argument, NULL, OPT_TO },
		{ "version", no_argument, NULL, 'V' },
		{ "weight", required_argument, NULL, OPT_WEIGHT },
		{ NULL, 0, NULL, 0 }
	};
	int ch, i;

	memset(o, 0, sizeof *o);
	o->algo = solve_algo(0);
	while ((ch = getopt_long(argc, argv, "a:ho:s:Vvx", longopts,
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
			o->seedarg = optarg;
			break;
		case 'V':
			cli_version();
		case 'v':
			o->verbose = 1;
			break;
		case 'x':
			o->explore = 1;
			break;
		case OPT_FROM:
			o->fromarg = optarg;
			parse_pair("--from", optarg, o->from);
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
			for (i = 0; i < 4; i++)
				if (strcmp(optarg, heuristics[i]) == 0)
					break;
			if (i == 4)
				cli_badopt("--heuristic", optarg, "expected "
				    "manhattan, diagonal, euclidean or zero");
			o->heur = optarg;
			o->heuristic = i;
			break;
		case OPT_STATS:
			o->stats = 1;
			break;
		case OPT_TO:
			o->toarg = optarg;
			parse_pair("--to", optarg, o->to);
			break;
		case OPT_WEIGHT:
			o->weight = parse_weight(optarg);
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
	o->seed = cli_seed(o->seedarg);
	o->files = argv + optind;
	o->nfiles = argc - optind;
}

/*
 * Move endpoint c (S or E) of m to block xy, from --from or --to (opt): the
 * block must be in the grid, open, and not the other endpoint.
 */
static void
move_end(const struct cli_in *in, struct maze *m, unsigned char c,
    const char *opt, const char *arg, const uint64_t xy[2])
{
	struct maze_err e;
	size_t *self = c == MAZE_START ? &m->start : &m->end, i;
	unsigned long line, col;

	if (xy[0] >= m->w || xy[1] >= m->h) {
		maze_error(&e, m->line, 1, "%s %s is outside this maze of "
		    "%ux%u blocks", opt, arg, m->w, m->h);
		cli_in_fatal(in, &e);
	}
	i = (size_t)xy[1] * m->w + (size_t)xy[0];
	maze_pos(m, i, &line, &col);
	if (m->b[i] == MAZE_WALL || m->b[i] == (c == MAZE_START ? MAZE_END :
	    MAZE_START)) {
		maze_error(&e, line, col, "%s %s is %s", opt, arg,
		    m->b[i] == MAZE_WALL ? "a wall" : c == MAZE_START ?
		    "the end block" : "the start block");
		cli_in_fatal(in, &e);
	}
	if (*self != MAZE_NONE)
		m->b[*self] = MAZE_OPEN;
	m->b[i] = c;
	*self = i;
}

/* Drop the figures of an earlier solve: they describe marks now gone. */
static void
drop_stats(struct maze *m)
{
	size_t i, j;

	for (i = j = 0; i < m->hdr.n; i++)
		if (strncmp(m->hdr.line[i], "; solution ", 11) == 0)
			free(m->hdr.line[i]);
		else
			m->hdr.line[j++] = m->hdr.line[i];
	m->hdr.n = j;
}

/* The provenance line: the options that shape this solver's route. */
static void
provenance(const struct opts *o, struct maze *m)
{
	char buf[512];
	size_t n = 0;

#define ADD(...) do { \
	if (n < sizeof buf) \
		n += (size_t)snprintf(buf + n, sizeof buf - n, __VA_ARGS__); \
	} while (0)
	ADD("; mazesolve -a %s", o->algo->info.name);
	if (o->algo->flags & SOLVE_RANDOM)
		ADD(" -s %llu", (unsigned long long)o->seed);
	if (o->hand != NULL)
		ADD(" --hand %s", o->hand);
	if (o->heur != NULL)
		ADD(" --heuristic %s", o->heur);
	if (o->weightarg != NULL)
		ADD(" --weight %s", o->weightarg);
	if (o->fromarg != NULL)
		ADD(" --from %s", o->fromarg);
	if (o->toarg != NULL)
		ADD(" --to %s", o->toarg);
#undef ADD
	if (maze_hdr_add(m, "%s", buf) == -1)
		cli_fatal("out of memory");
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
	int status = EXIT_SUCCESS, rc;

	cli_init("mazesolve", synopsis);
	parse_opts(&o, argc, argv);
	maze_init(&m);
	if (solve_init(&sv, &e) == -1)
		cli_fatal("%s", e.msg);
	sv.m = &m;
	sv.rng = &rng;
	sv.explore = o.explore;
	sv.lefthand = o.lefthand;
	sv.heuristic = o.heuristic;
	if (o.weightarg != NULL)
		sv.weight = o.weight > 0 ? o.weight : -1;
	cli_in_init(&in, o.nfiles, o.files);
	cli_out_open(&out, o.out);
	while (cli_in_next(&in, &m)) {
		maze_clear_marks(&m);
		if (o.fromarg != NULL)
			move_end(&in, &m, MAZE_START, "--from", o.fromarg,
			    o.from);
		if (o.toarg != NULL)
			move_end(&in, &m, MAZE_END, "--to", o.toarg, o.to);
		cli_need_ends(&in, &m);
		/* Each maze on its own: -s reproduces any one of them. */
		rng_seed(&rng, o.seed);
		switch (rc = o.algo->run(&sv, &e)) {
		case -1:
			cli_in_fatal(&in, &e);
		case 0:
			maze_pos(&m, m.start, &line, &col);
			cli_warn("%s:%lu:%lu: %s", in.name, line, col,
			    sv.why != NULL ? sv.why : "no path from S to E");
			status = CLI_EXIT_NO;
			break;
		}
		drop_stats(&m);
		provenance(&o, &m);
		if (o.stats && (rc == 1 ? maze_hdr_add(&m, "; solution "
		    "explored %zu length %zu cost %llu optimal %s",
		    sv.explored, sv.length, (unsigned long long)sv.cost,
		    sv.optimal ? "yes" : "no") : maze_hdr_add(&m, "; solution "
		    "none explored %zu", sv.explored)) == -1)
			cli_fatal("out of memory");
		if (o.verbose) {
			if (rc == 1)
				cli_warn("%s:%lu: %s: explored %zu, length %zu, "
				    "cost %llu, optimal %s", in.name, m.line,
				    o.algo->info.name, sv.explored, sv.length,
				    (unsigned long long)sv.cost,
				    sv.optimal ? "yes" : "no");
			else
				cli_warn("%s:%lu: %s: explored %zu, no route",
				    in.name, m.line, o.algo->info.name,
				    sv.explored);
		}
		cli_out_write(&out, &m);
	}
	cli_out_close(&out);
	cli_in_free(&in);
	solve_free(&sv);
	maze_free(&m);
	return status;
}
