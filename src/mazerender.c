/* mazerender: draw mazes as pictures, animations, web pages or text. */
#include <getopt.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"
#include "lib/libint.h"
#include "render/renderint.h"

static const char synopsis[] =
    "mazerender [-hqV] [-C what=colour] [-c px] [-f format] [-m px] [-o file]\n"
    "                  [-s seed] [-w px] [--color when] [--columns n]\n"
    "                  [--compression level] [--cycles k] [--delay ms]\n"
    "                  [--from x,y[,z]] [--heat map] [--hold ms] [--loop n]\n"
    "                  [--offset k] [--page-margin mm] [--paper size]\n"
    "                  [--play] [--solution] [file ...]";

static const char options[] =
    "  -C what=colour  colour of wall, passage, start, end, solution,\n"
    "                  explored, background, unreachable, weight, head,\n"
    "                  frontier or walk: a name or #rrggbb\n"
    "  -c px           open blocks px pixels, 1 to 256 (default: up to 8,\n"
    "                  keeping a level's blocks within 2048 pixels)\n"
    "  -f format       png (default), svg, pbm, pgm, ascii, unicode, half,\n"
    "                  gif, pdf, html or list; without -f, as -o's\n"
    "                  extension says (.png, .svg, .pbm, .pgm, .txt,\n"
    "                  .ascii, .gif, .pdf, .html)\n"
    "  -h, --help      show this help\n"
    "  -m px           margin of px pixels, 0 to 4096 (default 0)\n"
    "  -o file         write to file, complete or not at all; %d in it\n"
    "                  numbers the mazes of a stream from 1, a file each\n"
    "  -q              no progress line on a terminal\n"
    "  -s seed         accepted for uniformity; nothing here is random\n"
    "  -V, --version   show the version\n"
    "  -w px           wall lines (even rows and columns) px pixels, 1 to\n"
    "                  256 (default: as -c)\n"
    "  --color when    colour text: auto (default), always or never\n"
    "  --columns n     levels of a 3D maze n panels a row (default: as\n"
    "                  square a picture as they make)\n"
    "  --compression level\n"
    "                  zlib level of a PNG, 0 to 9 (default 4)\n"
    "  --cycles k      times through the heat map's colours, 1 to 10000\n"
    "                  (default 1)\n"
    "  --delay ms      an animation's frames ms apart (default 100)\n"
    "  --from x,y[,z]  heat map from cell x,y,z (block x,y,z of a grid\n"
    "                  that is not a cell maze) instead of the start\n"
    "  --heat map      colour open blocks by distance: rainbow, viridis or\n"
    "                  magma (--heat list lists them)\n"
    "  --hold ms       a GIF's last frame shown ms (default 2000)\n"
    "  --loop n        a GIF plays n times, 0 for ever (default 0)\n"
    "  --offset k      these mazes follow k others of a batch (%d from k+1)\n"
    "  --page-margin mm\n"
    "                  a PDF's margins, 0 to 100 mm (default 10)\n"
    "  --paper size    a PDF's pages: a4 (default) or letter\n"
    "  --play          text: draw the mazes one over another, --delay apart\n"
    "  --solution      a PDF's mazes unmarked, then each again, solved\n";

enum { OPT_COLOR = 256, OPT_COLUMNS, OPT_COMPRESSION, OPT_CYCLES, OPT_DELAY,
	OPT_FROM, OPT_HEAT, OPT_HOLD, OPT_LOOP, OPT_OFFSET, OPT_PAGE_MARGIN,
	OPT_PAPER, OPT_PLAY, OPT_SOLUTION };

struct opts {
	struct maze_render_opts ro;
	struct render_run run;	/* -o, -f, the terminal, the run's words */
	struct cli_in in;	/* the files after the options */
	struct cli_out out;	/* the output open */
	char *name;		/* its name, numbered, or NULL */
};

/* The options that set a number of struct maze_render_opts, and its range. */
static const struct {
	int ch;
	const char *name;
	size_t off;		/* of the uint32_t set */
	uint32_t min, max;
} nums[] = {
	{ 'c', "-c", offsetof(struct maze_render_opts, block), 1, 256 },
	{ 'm', "-m", offsetof(struct maze_render_opts, margin), 0, 4096 },
	{ 'w', "-w", offsetof(struct maze_render_opts, wall), 1, 256 },
	{ OPT_COLUMNS, "--columns", offsetof(struct maze_render_opts, columns),
	    1, UINT32_MAX },
	{ OPT_CYCLES, "--cycles", offsetof(struct maze_render_opts, cycles), 1,
	    10000 },
	{ OPT_DELAY, "--delay", offsetof(struct maze_render_opts, delay), 0,
	    655350 },
	{ OPT_HOLD, "--hold", offsetof(struct maze_render_opts, hold), 0,
	    655350 },
	{ OPT_LOOP, "--loop", offsetof(struct maze_render_opts, loop), 0,
	    65536 },
};

/* Parse the options into o, and set up the input: the files after them. */
static void
parse_opts(struct opts *o, int argc, char *argv[])
{
	static const struct option longopts[] = {
		{ "color", required_argument, NULL, OPT_COLOR },
		{ "columns", required_argument, NULL, OPT_COLUMNS },
		{ "compression", required_argument, NULL, OPT_COMPRESSION },
		{ "cycles", required_argument, NULL, OPT_CYCLES },
		{ "delay", required_argument, NULL, OPT_DELAY },
		{ "from", required_argument, NULL, OPT_FROM },
		{ "heat", required_argument, NULL, OPT_HEAT },
		CLI_OPT_HELP,
		{ "hold", required_argument, NULL, OPT_HOLD },
		{ "loop", required_argument, NULL, OPT_LOOP },
		CLI_OPT_OFFSET(OPT_OFFSET),
		{ "page-margin", required_argument, NULL, OPT_PAGE_MARGIN },
		{ "paper", required_argument, NULL, OPT_PAPER },
		{ "play", no_argument, NULL, OPT_PLAY },
		{ "solution", no_argument, NULL, OPT_SOLUTION },
		CLI_OPT_VERSION,
		{ NULL, 0, NULL, 0 }
	};
	struct maze_render_opts *ro = &o->ro;
	struct maze_buf msg;
	const char *why;
	size_t i;
	int ch;

	memset(o, 0, sizeof *o);
	o->run.color = "auto";
	o->run.shape = &render_cairo;
	maze_render_defaults(ro);
	while ((ch = cli_getopt(argc, argv, "C:c:f:hm:o:qs:Vw:", longopts,
	    options, NULL)) != -1) {
		switch (ch) {
		case 'C':
			if (render_set_colour(ro, optarg, &why) == -1)
				cli_badopt("-C", optarg, why);
			break;
		case 'f':
			if (strcmp(optarg, "list") == 0)
				cli_names(render_format_name);
			if ((ro->format = render_format_find(optarg)) == -1)
				cli_badopt("-f", optarg, "unknown format (png, "
				    "svg, pbm, pgm, ascii, unicode, half, gif, "
				    "pdf or html)");
			o->run.format = optarg;
			break;
		case 'o':
			o->run.out = strcmp(optarg, "-") ? optarg : NULL;
			break;
		case 's':
			cli_seed(optarg);
			break;
		case OPT_COLOR:
		case OPT_PAGE_MARGIN:
		case OPT_PAPER:
			/* Words render_check_run() checks with the rest. */
			*(ch == OPT_COLOR ? &o->run.color : ch == OPT_PAPER ?
			    &o->run.paper : &o->run.pmargin) = optarg;
			break;
		case OPT_SOLUTION:
			o->run.solution = 1;
			break;
		case OPT_COMPRESSION:
			ro->level = (int)cli_num("--compression", optarg, 0, 9);
			break;
		case OPT_PLAY:
			o->run.play = 1;
			/* A progress line under the film would flicker. */
			cli_progress_quiet();
			break;
		case OPT_FROM:
			if (render_set_from(ro, optarg, &why) == -1)
				cli_badopt("--from", optarg, why);
			break;
		case OPT_HEAT:
			if (strcmp(optarg, "list") == 0)
				cli_names(render_map_name);
			if ((ro->map = render_map_find(optarg)) == -1)
				cli_badopt("--heat", optarg, "unknown colour "
				    "map (rainbow, viridis or magma)");
			break;
		case OPT_OFFSET:
			o->run.offset = cli_offset(optarg);
			break;
		default:
			for (i = 0; i < sizeof nums / sizeof nums[0] &&
			    nums[i].ch != ch; i++)
				;
			if (i == sizeof nums / sizeof nums[0])
				cli_usage();
			*(uint32_t *)((char *)ro + nums[i].off) = (uint32_t)
			    cli_num(nums[i].name, optarg, nums[i].min,
			    nums[i].max);
		}
	}
	o->run.numbered = cli_numbered(o->run.out);
	o->run.tty = cli_out_tty(o->run.out);
	if (render_check_run(ro, &o->run, &msg) == -1)
		cli_fatal("%s", msg.failed ? "out of memory" : msg.s);
	cli_in_init(&o->in, argc - optind, argv + optind);
}

/* render_io: the next maze's header, or 0 at the end of the input. */
static int
in_head(void *arg, struct maze *m)
{
	return cli_in_head(&((struct opts *)arg)->in, m);
}

/* render_io: the rest of the maze's grid. */
static void
in_grid(void *arg, struct maze *m)
{
	cli_in_grid(&((struct opts *)arg)->in, m);
}

/* render_io: row y of a maze drawn as it is read, or at y = m->h its end. */
static int
next_row(void *arg, struct maze *m, uint32_t y, unsigned char *row,
    struct maze_err *e)
{
	struct cli_in *in = &((struct opts *)arg)->in;

	(void)e;
	/* maze_read_row() checks the count: these cannot happen. */
	if (cli_in_row(in, m, row) != (y < m->h * m->d))
		cli_fatal("%s: internal error: rows %s", in->name,
		    y < m->h * m->d ? "ended early" : "beyond the size line");
	return 0;
}

/* render_io: picture n's file, numbered by %d, or the one output (n 0). */
static FILE *
out_open(void *arg, unsigned long n)
{
	struct opts *o = arg;

	o->name = n > 0 ? cli_numbered_name(o->run.out, o->run.numbered,
	    o->run.offset, n) : NULL;
	cli_out_open(&o->out, o->name != NULL ? o->name : o->run.out);
	return o->out.fp;
}

/*
 * render_io: the output complete.  A numbered file is its maze's alone,
 * whatever other files could not be read.
 */
static void
out_close(void *arg)
{
	struct opts *o = arg;

	if (o->name != NULL)
		cli_out_close(&o->out);
	else
		cli_out_close_whole(&o->out);
	free(o->name);
}

/* maze_render_next: the next maze, read whole, with its heat map. */
static int
next_maze(void *arg, struct maze *m, struct maze_render_heat *h)
{
	struct opts *o = arg;
	struct maze_err e;

	if (!cli_in_head(&o->in, m))
		return 0;
	if (render_check_size(&o->ro, m, &e) == -1)
		cli_in_fatal(&o->in, &e);
	cli_in_grid(&o->in, m);
	if (maze_render_heat_map(h, &o->ro, m, &e) == -1)
		cli_in_fatal(&o->in, &e);
	return 1;
}

int
main(int argc, char *argv[])
{
	struct opts o;
	struct render_io io = { in_head, in_grid, next_row, next_maze,
	    out_open, out_close, &o, o.in.frame };
	struct maze_render_heat h;
	struct maze_err e;
	int rc;

	cli_init("mazerender", synopsis);
	parse_opts(&o, argc, argv);
	maze_render_heat_init(&h);
	if (o.run.play) {
		/* The cursor shown again, however the film ends. */
		cli_out_restore(RENDER_PLAY_END);
		if (render_play(stdout, &o.ro, next_maze, &o, &h, &e) == -1)
			cli_fatal("<stdout>: %s", e.msg);
	} else if ((rc = render_mazes(&o.ro, &o.run, &io, &h, &e)) == -2)
		cli_in_fatal(&o.in, &e);
	else if (rc == -1)
		cli_out_fatal(&o.out, &e);
	cli_in_free(&o.in);
	maze_render_heat_free(&h);
	return cli_exit(0);
}
