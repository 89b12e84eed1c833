/* mazerender: draw mazes as PNG or SVG pictures, netpbm images or text. */
#include <getopt.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli/cli.h"
#include "lib/maze.h"
#include "lib/num.h"
#include "render/render.h"

static const char synopsis[] =
    "mazerender [-hV] [-C what=colour] [-c px] [-f format] [-m px] [-o file]\n"
    "           [-s seed] [-w px] [--color when] [--compression level]\n"
    "           [--cycles k] [--from x,y] [--heat map] [file ...]";

static const char options[] =
    "  -C what=colour  colour of wall, passage, start, end, solution,\n"
    "                  explored, background, unreachable or weight: a name\n"
    "                  or #rrggbb\n"
    "  -c px           open blocks px pixels, 1 to 256 (default: up to 8,\n"
    "                  keeping the picture within 2048 pixels)\n"
    "  -f format       png (default), svg, pbm, pgm, ascii, unicode or half\n"
    "  -h, --help      show this help\n"
    "  -m px           margin of px pixels, 0 to 4096 (default 0)\n"
    "  -o file         write to file, complete or not at all; %d in it\n"
    "                  numbers the pictures of a stream from 1\n"
    "  -s seed         accepted for uniformity; nothing here is random\n"
    "  -V, --version   show the version\n"
    "  -w px           wall lines (even rows and columns) px pixels, 1 to\n"
    "                  256 (default: as -c)\n"
    "  --color when    colour text: auto (default), always or never\n"
    "  --compression level\n"
    "                  zlib level of a PNG, 0 to 9 (default 4)\n"
    "  --cycles k      times through the heat map's colours, 1 to 10000\n"
    "                  (default 1)\n"
    "  --from x,y      heat map from cell x,y (block x,y of a grid that is\n"
    "                  not a cell maze) instead of the start\n"
    "  --heat map      colour open blocks by distance: rainbow, viridis or\n"
    "                  magma\n";

enum format { FMT_PNG, FMT_SVG, FMT_PBM, FMT_PGM, FMT_ASCII, FMT_UNICODE,
	FMT_HALF };

static const char *const formats[] = {
	"png", "svg", "pbm", "pgm", "ascii", "unicode", "half", NULL
};

/* What -C names, in the order of the colour kinds. */
static const struct {
	const char *name;
	int kind;
} colour_names[] = {
	{ "wall", RENDER_WALL }, { "passage", RENDER_OPEN },
	{ "start", RENDER_START }, { "end", RENDER_END },
	{ "solution", RENDER_PATH }, { "explored", RENDER_SEEN },
	{ "background", RENDER_BG }, { "unreachable", RENDER_UNREACH },
	{ "weight", -1 },
};

enum { OPT_COLOR = 256, OPT_COMPRESSION, OPT_CYCLES, OPT_FROM, OPT_HEAT };

struct opts {
	enum format format;
	struct render_opts ro;
	uint32_t block;		/* 0: choose for each maze */
	int colour;		/* colour text */
	int from;		/* --from given */
	uint64_t fx, fy;
	const char *fromarg;
	const char *out;
	const char *numbered;	/* where %d stands in out, or NULL */
	char **files;
	int nfiles;
};

static void
set_colour(struct opts *o, const char *arg)
{
	const char *eq = strchr(arg, '=');
	unsigned char rgb[3];
	size_t i, n;

	if (eq == NULL)
		cli_badopt("-C", arg, "expected what=colour");
	n = (size_t)(eq - arg);
	for (i = 0; i < sizeof colour_names / sizeof colour_names[0]; i++)
		if (strlen(colour_names[i].name) == n &&
		    strncmp(arg, colour_names[i].name, n) == 0)
			break;
	if (i == sizeof colour_names / sizeof colour_names[0])
		cli_badopt("-C", arg, "unknown: wall, passage, start, end, "
		    "solution, explored, background, unreachable or weight");
	if (render_colour(eq + 1, rgb) == -1)
		cli_badopt("-C", arg, "unknown colour (a name or #rrggbb)");
	if (colour_names[i].kind == -1)
		memcpy(o->ro.weight, rgb, 3);
	else
		memcpy(o->ro.rgb[colour_names[i].kind], rgb, 3);
}

static void
parse_opts(struct opts *o, int argc, char *argv[])
{
	static const struct option longopts[] = {
		{ "color", required_argument, NULL, OPT_COLOR },
		{ "compression", required_argument, NULL, OPT_COMPRESSION },
		{ "cycles", required_argument, NULL, OPT_CYCLES },
		{ "from", required_argument, NULL, OPT_FROM },
		{ "heat", required_argument, NULL, OPT_HEAT },
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, 'V' },
		{ NULL, 0, NULL, 0 }
	};
	const char *when = "auto", *why, *nc;
	int ch, i;

	memset(o, 0, sizeof *o);
	render_defaults(&o->ro);
	while ((ch = getopt_long(argc, argv, "C:c:f:hm:o:s:Vw:", longopts,
	    NULL)) != -1) {
		switch (ch) {
		case 'C':
			set_colour(o, optarg);
			break;
		case 'c':
			o->block = (uint32_t)cli_num("-c", optarg, 1, 256);
			break;
		case 'f':
			for (i = 0; formats[i] != NULL &&
			    strcmp(optarg, formats[i]) != 0; i++)
				;
			if (formats[i] == NULL)
				cli_badopt("-f", optarg, "unknown format (png, "
				    "svg, pbm, pgm, ascii, unicode or half)");
			o->format = (enum format)i;
			break;
		case 'h':
			cli_help(options, NULL);
		case 'm':
			o->ro.margin = (uint32_t)cli_num("-m", optarg, 0, 4096);
			break;
		case 'o':
			o->out = optarg;
			break;
		case 's':
			cli_seed(optarg);
			break;
		case 'V':
			cli_version();
		case 'w':
			o->ro.wall = (uint32_t)cli_num("-w", optarg, 1, 256);
			break;
		case OPT_COLOR:
			when = optarg;
			if (strcmp(when, "auto") && strcmp(when, "always") &&
			    strcmp(when, "never"))
				cli_badopt("--color", optarg, "expected auto, "
				    "always or never");
			break;
		case OPT_COMPRESSION:
			o->ro.level = (int)cli_num("--compression", optarg, 0, 9);
			break;
		case OPT_CYCLES:
			o->ro.cycles = (uint32_t)cli_num("--cycles", optarg, 1,
			    10000);
			break;
		case OPT_FROM:
			if (num_parse_pair(optarg, UINT32_MAX, &o->fx, &o->fy,
			    &why) == -1)
				cli_badopt("--from", optarg, why);
			o->from = 1;
			o->fromarg = optarg;
			break;
		case OPT_HEAT:
			if ((o->ro.map = render_map_find(optarg)) == -1)
				cli_badopt("--heat", optarg, "unknown colour map "
				    "(rainbow, viridis or magma)");
			break;
		default:
			cli_usage();
		}
	}
	render_shade_weights(&o->ro);
	if (o->out != NULL && strcmp(o->out, "-") == 0)
		o->out = NULL;
	if (o->out != NULL && (o->numbered = strstr(o->out, "%d")) != NULL &&
	    strstr(o->numbered + 2, "%d") != NULL)
		cli_badopt("-o", o->out, "more than one %d");
	if ((o->format == FMT_PNG || o->format == FMT_PBM ||
	    o->format == FMT_PGM) && o->out == NULL && isatty(STDOUT_FILENO))
		cli_fatal("not writing a %s picture to a terminal; use -o "
		    "file or a redirection", o->format == FMT_PNG ? "PNG" :
		    "netpbm");
	if (o->from && o->ro.map == RENDER_MAP_NONE)
		cli_fatal("--from %s: the heat map's root, but there is no "
		    "--heat", o->fromarg);
	if (strcmp(when, "always") == 0)
		o->colour = 1;
	else if (strcmp(when, "auto") == 0)
		o->colour = o->out == NULL && isatty(STDOUT_FILENO) &&
		    ((nc = getenv("NO_COLOR")) == NULL || *nc == '\0');
	o->files = argv + optind;
	o->nfiles = argc - optind;
}

/* The name of picture n: -o's name with n in place of its %d. */
static char *
picture_name(const struct opts *o, unsigned long n)
{
	size_t pre = (size_t)(o->numbered - o->out), len;
	char *s;

	len = strlen(o->out) + 24;
	if ((s = malloc(len)) == NULL)
		cli_fatal("out of memory");
	snprintf(s, len, "%.*s%lu%s", (int)pre, o->out, n, o->numbered + 2);
	return s;
}

/* The rows of a picture: from the maze in memory, or from the input. */
struct source {
	const struct opts *o;
	struct cli_in *in;
	struct maze *m;
	const struct render_heat *heat;	/* or NULL */
	unsigned char *row;		/* streaming: one row of blocks */
};

static int
source_rows(void *arg, uint32_t y, unsigned char *kinds, struct maze_err *e)
{
	struct source *s = arg;
	const struct maze *m = s->m;
	size_t i = (size_t)y * m->w;

	(void)e;
	if (s->row != NULL) {
		/* maze_read_row() checks the count: 0 here cannot happen. */
		if (cli_in_row(s->in, s->m, s->row) != 1)
			cli_fatal("%s: internal error: rows ended early",
			    s->in->name);
		render_kinds(&s->o->ro, s->row, m->w, NULL, 0, kinds);
	} else
		render_kinds(&s->o->ro, m->b + i, m->w, s->heat ?
		    s->heat->dist + i : NULL, s->heat ? s->heat->max : 0, kinds);
	return 0;
}

/* The heat map of m, from the start or from --from. */
static void
heat_map(const struct opts *o, struct cli_in *in, const struct maze *m,
    struct render_heat *h)
{
	struct maze_err e;
	uint64_t x = o->fx, y = o->fy;
	size_t root = m->start;
	int cells;

	if (o->from) {
		cells = maze_is_cells(m, NULL);
		if (cells) {
			x = 2 * x + 1;
			y = 2 * y + 1;
		}
		if (x >= m->w || y >= m->h) {
			maze_error(&e, m->line, 1, "--from %s is outside the "
			    "maze of %ux%u %s", o->fromarg, cells ? m->w / 2 :
			    m->w, cells ? m->h / 2 : m->h, cells ? "cells" :
			    "blocks");
			cli_in_fatal(in, &e);
		}
		root = (size_t)y * m->w + x;
		if (!maze_isopen(m->b[root])) {
			maze_error(&e, m->line + (unsigned long)y,
			    (unsigned long)x + 1, "--from %s is a wall",
			    o->fromarg);
			cli_in_fatal(in, &e);
		}
	} else if (root == MAZE_NONE) {
		maze_error(&e, m->line, 1, "no start block for the heat map "
		    "to begin at; give --from x,y");
		cli_in_fatal(in, &e);
	}
	if (render_heat(h, m, root, &e) == -1)
		cli_in_fatal(in, &e);
}

/* Fix the geometry for m: the automatic block size if -c was not given. */
static void
geometry(const struct opts *o, struct render_opts *ro, const struct maze *m)
{
	*ro = o->ro;
	ro->block = o->block ? o->block : render_auto_block(m);
}

/* The error for a second maze where a picture holds one. */
static _Noreturn void
second_maze(const struct opts *o, const struct cli_in *in,
    const struct maze *m)
{
	struct maze_err e;

	maze_error(&e, m->line, 1, "a second maze, but %s holds one; put %%d "
	    "in the -o name to write each to its own file",
	    o->format == FMT_PNG ? "a PNG" : "an SVG picture");
	cli_in_fatal(in, &e);
}

/*
 * Before a picture goes to standard output, where it cannot be taken back:
 * make sure no second maze follows.
 */
static void
no_second(const struct opts *o, struct cli_in *in)
{
	struct maze next;

	maze_init(&next);
	if (cli_in_head(in, &next))
		second_maze(o, in, &next);
	maze_free(&next);
}

/*
 * Draw the maze whose header is in m as an image: from memory, or, for a
 * plain picture of known size going to a file, streaming its rows, so that
 * memory is proportional to its width.  To standard output the whole maze
 * is read first, so that bad input writes nothing.
 */
static void
draw_image(const struct opts *o, struct cli_in *in, struct maze *m,
    struct render_heat *h, struct cli_out *out)
{
	struct render_opts ro;
	struct source src;
	struct maze_err e;
	unsigned char used[RENDER_NKINDS];
	int rc;

	memset(&src, 0, sizeof src);
	src.o = o;
	src.in = in;
	src.m = m;
	if (out->fp != stdout && o->ro.map == RENDER_MAP_NONE && m->h > 0 &&
	    o->format != FMT_SVG) {
		if ((src.row = malloc(m->w)) == NULL)
			cli_fatal("out of memory");
		render_used_stream(&o->ro, used);
	} else {
		cli_in_grid(in, m);
		if (out->fp == stdout && o->numbered == NULL &&
		    (o->format == FMT_PNG || o->format == FMT_SVG))
			no_second(o, in);
		if (o->ro.map != RENDER_MAP_NONE) {
			heat_map(o, in, m, h);
			src.heat = h;
		}
		if (o->format != FMT_SVG)
			render_used(&o->ro, m, src.heat, used);
	}
	geometry(o, &ro, m);
	if (o->format == FMT_PNG)
		rc = render_png(out->fp, m->w, m->h, &ro, used, source_rows,
		    &src, &e);
	else if (o->format == FMT_SVG)
		rc = render_svg(out->fp, m, &ro, src.heat, &e);
	else
		rc = render_pnm(out->fp, o->format == FMT_PBM ? 1 : 8, m->w,
		    m->h, &ro, source_rows, &src, &e);
	if (rc == -1)
		cli_out_fatal(out, &e);
	if (src.row != NULL && cli_in_row(in, m, src.row) != 0)
		cli_fatal("%s: internal error: rows beyond the size line",
		    in->name);
	free(src.row);
}

/*
 * Each maze to its own PNG or SVG file, or the only maze to standard
 * output.  The next maze's header is read before a picture is committed, so
 * that a stream that does not fit the -o name fails with no picture written.
 */
static void
render_pictures(const struct opts *o, struct cli_in *in, struct maze *m,
    struct render_heat *h)
{
	struct cli_out out;
	unsigned long n;
	char *name;
	int more;

	more = cli_in_head(in, m);
	for (n = 1; more; n++) {
		name = o->numbered ? picture_name(o, n) : NULL;
		cli_out_open(&out, name ? name : o->out);
		draw_image(o, in, m, h, &out);
		if ((more = cli_in_head(in, m)) && o->numbered == NULL)
			second_maze(o, in, m);
		cli_out_close(&out);
		free(name);
	}
}

/*
 * Every maze to one output: netpbm images one after another, as netpbm's
 * tools read them, or text with an empty line between mazes.
 */
static void
render_stream(const struct opts *o, struct cli_in *in, struct maze *m,
    struct render_heat *h)
{
	struct render_opts ro;
	struct cli_out out;
	struct maze_err e;
	unsigned long n;
	int style;

	cli_out_open(&out, o->out);
	for (n = 0; cli_in_head(in, m); n++) {
		if (o->format == FMT_PBM || o->format == FMT_PGM) {
			draw_image(o, in, m, h, &out);
			continue;
		}
		cli_in_grid(in, m);
		if (o->format == FMT_ASCII && !o->colour &&
		    o->ro.map == RENDER_MAP_NONE) {
			if (maze_write_grid(&out.w, m, &e) == -1)
				cli_out_fatal(&out, &e);
			continue;
		}
		if (o->ro.map != RENDER_MAP_NONE)
			heat_map(o, in, m, h);
		geometry(o, &ro, m);
		style = o->format == FMT_ASCII ? RENDER_ASCII :
		    o->format == FMT_UNICODE ? RENDER_UNICODE : RENDER_HALF;
		if ((n > 0 && putc('\n', out.fp) == EOF) ||
		    render_text(out.fp, style, o->colour, m, &ro,
		    o->ro.map != RENDER_MAP_NONE ? h : NULL, &e) == -1)
			cli_out_fatal(&out, &e);
	}
	cli_out_close(&out);
}

int
main(int argc, char *argv[])
{
	struct opts o;
	struct cli_in in;
	struct maze m;
	struct render_heat h;

	cli_init("mazerender", synopsis);
	parse_opts(&o, argc, argv);
	maze_init(&m);
	render_heat_init(&h);
	cli_in_init(&in, o.nfiles, o.files);
	if (o.format == FMT_PNG || o.format == FMT_SVG)
		render_pictures(&o, &in, &m, &h);
	else
		render_stream(&o, &in, &m, &h);
	cli_in_free(&in);
	render_heat_free(&h);
	maze_free(&m);
	return 0;
}
