/* mazegen: generate mazes. */
#include <getopt.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "gen.h"
#include "maze.h"

static const char synopsis[] =
    "mazegen [-hV] [-a algo] [-n count] [-o file] [-s seed] width [height]";

static const char options[] =
    "  -a algo         generator (default backtracker); -a list lists them\n"
    "  -h, --help      show this help\n"
    "  -n count        make count mazes, from seeds seed, seed+1, ...\n"
    "  -o file         write to file, complete or not at all\n"
    "  -s seed         seed, 0 to 18446744073709551615 (default: random)\n"
    "  -V, --version   show the version\n"
    "  width [height]  size in cells; height defaults to width\n";

struct opts {
	const struct gen_algo *algo;
	uint64_t count;
	const char *out;
	uint64_t seed;
	uint32_t width, height;
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

	o->algo = gen_algo(0);
	o->count = 1;
	o->out = NULL;
	while ((ch = getopt_long(argc, argv, "a:hn:o:s:V", longopts,
	    NULL)) != -1) {
		switch (ch) {
		case 'a':
			o->algo = gen_algo(cli_algo(gen_info, optarg));
			break;
		case 'h':
			cli_help(options, gen_info);
		case 'n':
			o->count = cli_num("-n", optarg, 1, UINT64_MAX);
			break;
		case 'o':
			o->out = optarg;
			break;
		case 's':
			seed = optarg;
			break;
		case 'V':
			cli_version();
		default:
			cli_usage();
		}
	}
	argc -= optind;
	argv += optind;
	if (argc < 1 || argc > 2)
		cli_usage();
	o->width = (uint32_t)cli_num("width", argv[0], 1, UINT32_MAX);
	o->height = argc > 1 ?
	    (uint32_t)cli_num("height", argv[1], 1, UINT32_MAX) : o->width;
	o->seed = cli_seed(seed);
}

int
main(int argc, char *argv[])
{
	struct opts o;
	struct cli_out out;
	struct maze m;
	struct maze_err e;
	uint64_t i, seed;

	cli_init("mazegen", synopsis);
	parse_opts(&o, argc, argv);
	maze_init(&m);
	/* Refuse an impossible size before creating any output file. */
	if (maze_check_size(2 * (uint64_t)o.width + 1,
	    2 * (uint64_t)o.height + 1, &e) == -1)
		cli_fatal("%ux%u cells: %s", o.width, o.height, e.msg);
	cli_out_open(&out, o.out);
	for (i = 0; i < o.count; i++) {
		/* Maze i of a stream is the maze of seed + i on its own. */
		seed = o.seed + i;
		if (gen_make(&m, o.algo, o.width, o.height, seed, &e) == -1)
			cli_fatal("%s", e.msg);
		maze_hdr_clear(&m.hdr);
		if (maze_hdr_add(&m, "; mazegen -a %s -s %llu %u %u",
		    o.algo->info.name, (unsigned long long)seed, o.width,
		    o.height) == -1)
			cli_fatal("out of memory");
		cli_out_write(&out, &m);
	}
	cli_out_close(&out);
	maze_free(&m);
	return 0;
}
