/* mazerender: draw mazes as PNG pictures or as text. */
#include <getopt.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "maze.h"
#include "render.h"

static const char synopsis[] =
    "mazerender [-hV] [-c px] [-f format] [-o file] [-s seed] [file ...]";

static const char options[] =
    "  -c px           block size in pixels, 1 to 256 (default: up to 8,\n"
    "                  keeping the picture within 2048 pixels)\n"
    "  -f format       png (default) or ascii\n"
    "  -h, --help      show this help\n"
    "  -o file         write to file, complete or not at all; %d in it\n"
    "                  numbers the pictures of a stream from 1\n"
    "  -s seed         accepted for uniformity; nothing here is random\n"
    "  -V, --version   show the version\n";

enum format { FMT_PNG, FMT_ASCII };

struct opts {
	enum format format;
	uint32_t block;		/* 0: choose for each maze */
	const char *out;
	const char *numbered;	/* where %d stands in out, or NULL */
	char **files;
	int nfiles;
};

static void
parse_opts(struct opts *o, int argc, char *argv[])
{
	static const struct option longopts[] = {
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, 'V' },
		{ NULL, 0, NULL, 0 }
	};
	int ch;

	memset(o, 0, sizeof *o);
	while ((ch = getopt_long(argc, argv, "c:f:ho:s:V", longopts,
	    NULL)) != -1) {
		switch (ch) {
		case 'c':
			o->block = (uint32_t)cli_num("-c", optarg, 1, 256);
			break;
		case 'f':
			if (strcmp(optarg, "png") == 0)
				o->format = FMT_PNG;
			else if (strcmp(optarg, "ascii") == 0)
				o->format = FMT_ASCII;
			else
				cli_badopt("-f", optarg, "unknown format "
				    "(png or ascii)");
			break;
		case 'h':
			cli_help(options, NULL);
		case 'o':
			o->out = optarg;
			break;
		case 's':
			cli_seed(optarg);
			break;
		case 'V':
			cli_version();
		default:
			cli_usage();
		}
	}
	if (o->out != NULL && strcmp(o->out, "-") == 0)
		o->out = NULL;
	if (o->out != NULL && (o->numbered = strstr(o->out, "%d")) != NULL &&
	    strstr(o->numbered + 2, "%d") != NULL)
		cli_badopt("-o", o->out, "more than one %d");
	if (o->format == FMT_PNG && o->out == NULL && isatty(STDOUT_FILENO))
		cli_fatal("not writing a PNG picture to a terminal; use -o "
		    "file or a redirection");
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

/*
 * Each maze to its own PNG file, or the only maze to standard output.  The
 * next maze is read before a picture is committed, so that a stream that
 * does not fit the -o name fails with no picture written.
 */
static void
render_pngs(const struct opts *o, struct cli_in *in, struct maze *m)
{
	struct render_opts ro;
	struct cli_out out;
	struct maze_err e;
	unsigned long n;
	char *name;
	int more;

	render_defaults(&ro);
	more = cli_in_next(in, m);
	for (n = 1; more; n++) {
		name = o->numbered ? picture_name(o, n) : NULL;
		cli_out_open(&out, name ? name : o->out);
		ro.block = o->block ? o->block : render_auto_block(m);
		if (render_png(out.fp, m, &ro, &e) == -1)
			cli_out_fatal(&out, &e);
		if ((more = cli_in_next(in, m)) && o->numbered == NULL) {
			maze_error(&e, m->line, 1, "a second maze, but a PNG "
			    "holds one; put %%d in the -o name to write each "
			    "to its own file");
			cli_in_fatal(in, &e);
		}
		cli_out_close(&out);
		free(name);
	}
}

/* The grids as they are, without their headers. */
static void
render_ascii(const struct opts *o, struct cli_in *in, struct maze *m)
{
	struct cli_out out;
	struct maze_err e;

	cli_out_open(&out, o->out);
	while (cli_in_next(in, m))
		if (maze_write_grid(&out.w, m, &e) == -1)
			cli_out_fatal(&out, &e);
	cli_out_close(&out);
}

int
main(int argc, char *argv[])
{
	struct opts o;
	struct cli_in in;
	struct maze m;

	cli_init("mazerender", synopsis);
	parse_opts(&o, argc, argv);
	maze_init(&m);
	cli_in_init(&in, o.nfiles, o.files);
	if (o.format == FMT_PNG)
		render_pngs(&o, &in, &m);
	else
		render_ascii(&o, &in, &m);
	cli_in_free(&in);
	maze_free(&m);
	return 0;
}
