/* mazerender: draw mazes as PNG or SVG pictures, netpbm images or text. */
#include <getopt.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cli/cli.h"
#include "lib/maze.h"
#include "render/render.h"

static const char synopsis[] =
    "mazerender [-hqV] [-C what=colour] [-c px] [-f format] [-m px] [-o file]\n"
    "                  [-s seed] [-w px] [--color when] [--columns n]\n"
    "                  [--compression level] [--cycles k] [--delay ms]\n"
    "                  [--from x,y[,z]] [--heat map] [--hold ms] [--loop n]\n"
    "                  [--offset k] [--play] [file ...]";

static const char options[] =
    "  -C what=colour  colour of wall, passage, start, end, solution,\n"
    "                  explored, background, unreachable, weight, head,\n"
    "                  frontier or walk: a name or #rrggbb\n"
    "  -c px           open blocks px pixels, 1 to 256 (default: up to 8,\n"
    "                  keeping the picture within 2048 pixels)\n"
    "  -f format       png (default), svg, pbm, pgm, ascii, unicode, half,\n"
    "                  gif or list; without -f, as -o's extension says\n"
    "                  (.png, .svg, .pbm, .pgm, .txt, .gif)\n"
    "  -h, --help      show this help\n"
    "  -m px           margin of px pixels, 0 to 4096 (default 0)\n"
    "  -o file         write to file, complete or not at all; %d in it\n"
    "                  numbers the pictures of a stream from 1\n"
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
    "  --play          text: draw the mazes one over another, --delay apart\n";

enum { OPT_COLOR = 256, OPT_COLUMNS, OPT_COMPRESSION, OPT_CYCLES, OPT_DELAY,
	OPT_FROM, OPT_HEAT, OPT_HOLD, OPT_LOOP, OPT_OFFSET, OPT_PLAY };

struct opts {
	struct render_opts ro;
	const char *out;
	const char *numbered;	/* where %d stands in out, or NULL */
	uint64_t offset;	/* --offset: mazes of the batch before these */
	int play;
	struct cli_in *in;
};

/* Parse the options into o; returns the index of the first file. */
static int
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
		{ "help", no_argument, NULL, 'h' },
		{ "hold", required_argument, NULL, OPT_HOLD },
		{ "loop", required_argument, NULL, OPT_LOOP },
		{ "offset", required_argument, NULL, OPT_OFFSET },
		{ "play", no_argument, NULL, OPT_PLAY },
		{ "version", no_argument, NULL, 'V' },
		{ NULL, 0, NULL, 0 }
	};
	struct render_opts *ro = &o->ro;
	const char *when = "auto", *why, *fmt = NULL;
	int ch, named;

	memset(o, 0, sizeof *o);
	render_defaults(ro);
	while ((ch = getopt_long(argc, argv, "C:c:f:hm:o:qs:Vw:", longopts,
	    NULL)) != -1) {
		switch (ch) {
		case 'C':
			if (render_set_colour(ro, optarg, &why) == -1)
				cli_badopt("-C", optarg, why);
			break;
		case 'c':
			ro->block = (uint32_t)cli_num("-c", optarg, 1, 256);
			break;
		case 'f':
			if (strcmp(optarg, "list") == 0)
				cli_names(render_format_name);
			if ((ro->format = render_format_find(optarg)) == -1)
				cli_badopt("-f", optarg, "unknown format (png, "
				    "svg, pbm, pgm, ascii, unicode, half or "
				    "gif)");
			fmt = optarg;
			break;
		case 'h':
			cli_help(options, NULL);
		case 'm':
			ro->margin = (uint32_t)cli_num("-m", optarg, 0, 4096);
			break;
		case 'o':
			o->out = strcmp(optarg, "-") ? optarg : NULL;
			break;
		case 'q':
			cli_progress_quiet();
			break;
		case 's':
			cli_seed(optarg);
			break;
		case 'V':
			cli_version();
		case 'w':
			ro->wall = (uint32_t)cli_num("-w", optarg, 1, 256);
			break;
		case OPT_COLOR:
			when = optarg;
			if (strcmp(when, "auto") && strcmp(when, "always") &&
			    strcmp(when, "never"))
				cli_badopt("--color", optarg, "expected auto, "
				    "always or never");
			break;
		case OPT_COLUMNS:
			ro->columns = (uint32_t)cli_num("--columns", optarg, 1,
			    UINT32_MAX);
			break;
		case OPT_COMPRESSION:
			ro->level = (int)cli_num("--compression", optarg, 0, 9);
			break;
		case OPT_CYCLES:
			ro->cycles = (uint32_t)cli_num("--cycles", optarg, 1,
			    10000);
			break;
		case OPT_DELAY:
			ro->delay = (uint32_t)cli_num("--delay", optarg, 0,
			    655350);
			break;
		case OPT_HOLD:
			ro->hold = (uint32_t)cli_num("--hold", optarg, 0, 655350);
			break;
		case OPT_LOOP:
			ro->loop = (uint32_t)cli_num("--loop", optarg, 0, 65536);
			break;
		case OPT_PLAY:
			o->play = 1;
			break;
		case OPT_FROM:
			if (render_set_from(ro, optarg, &why) == -1)
				cli_badopt("--from", optarg, why);
			break;
		case OPT_HEAT:
			if (strcmp(optarg, "list") == 0)
				cli_names(render_map_name);
			if ((ro->map = render_map_find(optarg)) == -1)
				cli_badopt("--heat", optarg, "unknown colour map "
				    "(rainbow, viridis or magma)");
			break;
		case OPT_OFFSET:
			o->offset = cli_offset(optarg);
			break;
		default:
			cli_usage();
		}
	}
	o->numbered = cli_numbered(o->out);
	/* Without -f the -o name's extension says the format. */
	if (o->out != NULL && (named = render_format_of_name(o->out)) != -1) {
		if (fmt == NULL)
			ro->format = named;
		else if (!render_format_fits(ro->format, named))
			cli_fatal("-f %s -o %s: the name's extension says "
			    "another format", fmt, o->out);
	}
	if ((ro->format == RENDER_PNG || ro->format == RENDER_PBM ||
	    ro->format == RENDER_PGM || ro->format == RENDER_GIF) &&
	    o->out == NULL && isatty(STDOUT_FILENO))
		cli_fatal("not writing a %s picture to a terminal; use -o "
		    "file or a redirection", ro->format == RENDER_PNG ?
		    "PNG" : ro->format == RENDER_GIF ? "GIF" : "netpbm");
	if (o->numbered != NULL && ro->format == RENDER_GIF)
		cli_badopt("-o", o->out, "a GIF holds every maze of the "
		    "stream: %d numbers PNG and SVG pictures");
	if (o->offset > 0 && (ro->format == RENDER_GIF || o->play))
		cli_fatal("--offset: an animation is of the mazes it is given; "
		    "the animations of shards do not join");
	if (o->play && ro->format != RENDER_ASCII &&
	    ro->format != RENDER_UNICODE && ro->format != RENDER_HALF)
		cli_fatal("--play draws text: use -f ascii, unicode or half");
	if (o->play && (o->out != NULL || !isatty(STDOUT_FILENO)))
		cli_fatal("--play: standard output is not a terminal");
	if (ro->from && ro->map == RENDER_MAP_NONE)
		cli_fatal("--from %s: the heat map's root, but there is no "
		    "--heat", ro->fromarg);
	ro->colour = render_text_colour(when, o->out == NULL &&
	    isatty(STDOUT_FILENO));
	return optind;
}

/*
 * Read the next maze's header into m, or return 0 if there is none.  A PNG or
 * SVG picture holds one maze: without %d in the -o name there is no other.
 */
static int
next_picture(const struct opts *o, struct cli_in *in, struct maze *m)
{
	struct maze_err e;

	if (!cli_in_head(in, m))
		return 0;
	if (o->numbered != NULL)
		return 1;
	maze_error(&e, m->line, 1, "a second maze, but %s holds one; put %%d "
	    "in the -o name to write each to its own file",
	    o->ro.format == RENDER_PNG ? "a PNG" : "an SVG picture");
	cli_in_fatal(in, &e);
}

/* Row y of a maze drawn as it is read, or at y = m->h the end of its grid. */
static int
next_row(void *arg, struct maze *m, uint32_t y, unsigned char *row,
    struct maze_err *e)
{
	struct cli_in *in = arg;

	(void)e;
	/* maze_read_row() checks the count: these cannot happen. */
	if (cli_in_row(in, m, row) != (y < m->h * m->d))
		cli_fatal("%s: internal error: rows %s", in->name,
		    y < m->h * m->d ? "ended early" : "beyond the size line");
	return 0;
}

/*
 * Draw the maze whose header is in m on out, after n others: as its rows
 * are read if render_streams() allows, else read whole first, with its heat
 * map.
 */
static void
draw(const struct opts *o, struct cli_in *in, struct maze *m,
    struct render_heat *h, struct cli_out *out, unsigned long n)
{
	struct maze_err e;
	struct maze next;
	render_input *rows = NULL;

	if (render_check_size(&o->ro, m, &e) == -1)
		cli_in_fatal(in, &e);
	if (render_streams(&o->ro, m, out->fp == stdout))
		rows = next_row;
	else {
		cli_in_grid(in, m);
		/* To standard output a picture cannot be taken back. */
		if (out->fp == stdout && (o->ro.format == RENDER_PNG ||
		    o->ro.format == RENDER_SVG)) {
			maze_init(&next);
			next_picture(o, in, &next);
			maze_free(&next);
		}
		if (render_heat_map(h, &o->ro, m, &e) == -1)
			cli_in_fatal(in, &e);
	}
	/* An error with a place in the input is the input's. */
	if (render_draw(out->fp, &o->ro, m, h, n, rows, in, &e) == -1)
		e.line > 0 ? cli_in_fatal(in, &e) : cli_out_fatal(out, &e);
}

/*
 * Each maze to its own PNG or SVG file, or the only maze to standard
 * output.  The next maze's header is read before a picture is committed, so
 * that a stream that does not fit the -o name fails with no picture written.
 */
static void
draw_pictures(const struct opts *o, struct cli_in *in, struct maze *m,
    struct render_heat *h)
{
	struct cli_out out;
	unsigned long n;
	char *name;
	int more;

	for (n = 1, more = cli_in_head(in, m); more; n++) {
		name = cli_numbered_name(o->out, o->numbered, o->offset, n);
		cli_out_open(&out, name ? name : o->out);
		draw(o, in, m, h, &out, 0);
		more = next_picture(o, in, m);
		cli_out_close(&out);
		free(name);
	}
}

/* render_next: the next maze, read whole, with its heat map. */
static int
next_maze(void *arg, struct maze *m, struct render_heat *h)
{
	const struct opts *o = arg;
	struct maze_err e;

	if (!cli_in_head(o->in, m))
		return 0;
	if (render_check_size(&o->ro, m, &e) == -1)
		cli_in_fatal(o->in, &e);
	cli_in_grid(o->in, m);
	if (render_heat_map(h, &o->ro, m, &e) == -1)
		cli_in_fatal(o->in, &e);
	return 1;
}

/* Show the cursor again, however --play ends. */
static void
play_end(int sig)
{
	ssize_t r = write(STDOUT_FILENO, RENDER_PLAY_END,
	    sizeof RENDER_PLAY_END - 1);

	(void)r;
	if (sig != 0) {
		signal(sig, SIG_DFL);
		raise(sig);
	}
}

int
main(int argc, char *argv[])
{
	struct opts o;
	struct cli_in in;
	struct cli_out out;
	struct maze m;
	struct render_heat h;
	struct maze_err e;
	unsigned long n;
	int i;

	cli_init("mazerender", synopsis);
	i = parse_opts(&o, argc, argv);
	maze_init(&m);
	render_heat_init(&h);
	cli_in_init(&in, argc - i, argv + i);
	o.in = &in;
	if (o.play) {
		signal(SIGINT, play_end);
		signal(SIGTERM, play_end);
		signal(SIGHUP, play_end);
		if (render_play(stdout, &o.ro, next_maze, &o, &h, &e) == -1)
			cli_fatal("<stdout>: %s", e.msg);
		play_end(0);
	} else if (o.ro.format == RENDER_GIF) {
		cli_out_open(&out, o.out);
		if (render_animate(out.fp, out.fp == stdout, &o.ro, next_maze,
		    &o, &h, &e) == -1)
			e.line > 0 ? cli_in_fatal(&in, &e) : cli_out_fatal(&out,
			    &e);
		cli_out_close(&out);
	} else if (o.ro.format == RENDER_PNG || o.ro.format == RENDER_SVG)
		draw_pictures(&o, &in, &m, &h);
	else {
		/*
		 * Every maze to one output: netpbm images one after another,
		 * as netpbm's tools read them, or text with an empty line
		 * between mazes, and before the first after --offset's others.
		 */
		cli_out_open(&out, o.out);
		for (n = 0; cli_in_head(&in, &m); n++)
			draw(&o, &in, &m, &h, &out, n + (o.offset > 0));
		cli_out_close(&out);
	}
	cli_in_free(&in);
	render_heat_free(&h);
	maze_free(&m);
	return cli_exit(0);
}
