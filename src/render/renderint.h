/*
 * renderint.h: what render gives mazerender, mazeplay and the tests
 * besides its public header: mazerender's options by name, a picture's
 * size checked, drawing as the rows arrive, the text animation of --play,
 * and mazerender's run.  Internal: never installed, and libmaze exports
 * none of it.
 */
#ifndef RENDER_RENDERINT_H
#define RENDER_RENDERINT_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "lib/libint.h"
#include "render/render.h"

/* kinds.c */

/* The format -f names s, or -1. */
int	render_format_find(const char *s);
const char	*render_format_name(size_t i);
int	render_format_of_name(const char *path);
int	render_format_fits(int format, int named);

/* A colour by name or as #rrggbb into rgb.  Returns 0, or -1 if none. */
int	render_colour(const char *s, unsigned char rgb[3]);
const char	*render_colour_name(size_t i);

/*
 * Set a colour from -C's "what=colour" (what: wall, passage, start, end,
 * solution, explored, background, unreachable or weight).  Returns 0, or -1
 * with *why saying what is wrong.
 */
int	render_set_colour(struct maze_render_opts *, const char *arg,
	    const char **why);

/* The colour map s names, or -1. */
int	render_map_find(const char *s);
const char	*render_map_name(size_t i);

/* draw.c */

/*
 * Root the heat map at --from's "x,y" or "x,y,z" (z 0 if not given): cell
 * x,y,z of a cell maze, block x,y,z of any other grid; arg is kept for
 * messages.  Returns 0, or -1 with *why
 * saying what is wrong.
 */
int	render_set_from(struct maze_render_opts *, const char *arg,
	    const char **why);

/*
 * What --color's when (auto, always, never) asks of text to a terminal
 * (tty 1) or not: 0, MAZE_RENDER_COLOUR_256 or MAZE_RENDER_COLOUR_24.
 */
int	render_text_colour(const char *when, int tty);

/*
 * Refuse at once a picture of m larger than MAZE_RENDER_MAX_SIDE pixels a side,
 * as soon as its header is read (a maze of several levels: its panels, as
 * its shape lays them out).  Returns 0, or -1 with e at m's first row.
 */
int	render_check_size(const struct maze_render_opts *, const struct maze *m,
	    struct maze_err *);

/*
 * Whether m, whose header has been read, is drawn as its rows are read,
 * with memory in proportion to its width (a maze of several levels: to
 * the levels of a row of panels): a plain netpbm picture of known height,
 * or a PNG of levels or of more than 2^20 blocks, not to standard output
 * (to_stdout 0), where the whole maze is read first, so that bad input
 * writes nothing; never a weave, whose tunnels come in its last level.
 */
int	render_streams(const struct maze_render_opts *, const struct maze *m,
	    int to_stdout);

/*
 * A PDF document, a maze a page: mazerender's alone (render_shape), with
 * cairo, so not a format of maze(3)'s: maze_render_draw() refuses it.
 */
#define RENDER_PDF	(MAZE_RENDER_GIF + 1)

/* A web page of mazes (html.c), mazerender's alone too. */
#define RENDER_HTML	(RENDER_PDF + 1)

/*
 * Is m drawn by render_shape (mazerender's) in o's format: a PDF, or a
 * picture (not text) of a hex, delta or polar maze (maze(5) "Grids"),
 * which is drawn in the cells' own geometry, never as blocks?
 */
int	render_shaped(const struct maze_render_opts *o, const struct maze *m);

/*
 * text.c: every maze next gives drawn as text over the one before, from
 * the top left of the terminal fp is, the options' delay apart, the cursor
 * hidden.  RENDER_PLAY_END shows the cursor again: the caller writes it
 * however the program ends.  Returns 0, or -1 with e set.
 */
#define RENDER_PLAY_END	"\033[0m\033[?25h\n"
int	render_play(FILE *fp, const struct maze_render_opts *,
	    maze_render_next *, void *arg, struct maze_render_heat *h,
	    struct maze_err *e);

/*
 * A PDF document begun by render_shape, and the pages it is to have:
 * their size, portrait, and the margin round each page's picture, in
 * points (render_check_run() settles them).
 */
struct render_doc {
	void *pdf;		/* the document begun, or NULL */
	FILE *fp;		/* where it is written */
	int abandon;		/* the run failed: end it writing no more */
	double w, h;		/* a page */
	double margin;
};

/*
 * Draw m, read whole, on fp as render_shaped() says, with its heat map h
 * if o has a map: a hex, delta or polar maze in its own geometry as a
 * PNG or SVG picture, or any maze as the next page of the PDF doc->pdf,
 * begun on fp if NULL.  With m NULL, the PDF doc->pdf, if any, is
 * complete: it is written out (nothing more if doc->abandon, the run
 * failing: its memory freed all the same) and doc->pdf made NULL.
 * Returns 0, or -1 with e set (with a line: the input's).
 */
typedef int	render_shape(struct render_doc *doc, FILE *fp,
		    const struct maze_render_opts *o, struct maze *m,
		    const struct maze_render_heat *h, struct maze_err *e);

/*
 * A hex, delta or polar maze m as an animation's frame: its picture's
 * pixels, each as its kind, through a back end (struct render_frame_to,
 * renderpriv.h: gif.c's).
 * Returns 0, or -1 with e set.
 */
struct render_frame_to;
typedef int	render_framer(const struct maze_render_opts *o,
		    struct maze *m, const struct maze_render_heat *h,
		    struct render_frame_to *to, struct maze_err *e);

/* html.c: a web page of every maze io->next reads (render_html()). */
struct render_io;
struct render_run;
typedef int	render_page(FILE *fp, const struct maze_render_opts *o,
		    const struct render_run *r, const struct render_io *io,
		    struct maze_render_heat *h, struct maze_err *e);

/*
 * What mazerender draws with cairo (geometry.c; nocairo.c refuses it),
 * and its pages, which need no cairo but zlib, and a script and a style
 * of their own (html.c): neither libmaze nor the other programs hold
 * them, and draw a hex, delta or polar maze as text only.
 */
struct render_shapes {
	render_shape *draw;	/* a picture, or a PDF's page */
	render_framer *frame;	/* a GIF's frame */
	render_page *page;	/* -f html */
};
extern const struct render_shapes render_cairo;

/* run.c: a run of mazerender, besides how to draw (maze_render_opts). */
struct render_run {
	const char *out;	/* -o, or NULL: standard output */
	const char *numbered;	/* where %d stands in out, or NULL */
	const char *format;	/* -f as given, or NULL */
	uint64_t offset;	/* --offset: mazes of the batch before these */
	const char *color;	/* --color: auto, always or never */
	const char *paper;	/* --paper: a4 or letter, or NULL (a4) */
	const char *pmargin;	/* --page-margin in mm, or NULL (10) */
	int solution;		/* --solution */
	int play;		/* --play */
	int tty;		/* the output, out or standard output, is a
				   terminal */
	const struct render_shapes *shape;	/* draws hex, delta and
				   polar pictures, PDF and pages, or NULL */
	double pagew, pageh;	/* the PDF's pages, portrait, in points, */
	double margin;		/* and their margin: render_check_run()'s */
};

/*
 * Settle the options of run r together, once all are read: without -f,
 * the -o name's extension says o's format, --color with the terminal o's
 * text colour (render_text_colour()), and --paper and --page-margin r's
 * pages.  Returns 0, why empty (nothing to free), or -1 with why holding
 * the whole message of what cannot be: a --color, --paper or
 * --page-margin not known, a format the -o name does not fit, a picture
 * to a terminal, %d in the name of a GIF, --offset with an animation,
 * --play not of text or not to a terminal, --from without --heat, or the
 * PDF's options without a PDF; why->failed if out of memory.
 */
int	render_check_run(struct maze_render_opts *o, struct render_run *r,
	    struct maze_buf *why);

/*
 * The program's side of render_mazes(), each callback given arg and
 * exiting on bad input or a failed output: head reads the next maze's
 * header into m, returning 1, or 0 at the end of the input; grid reads the
 * rest of its grid whole; row reads its rows one at a time; next the next
 * maze whole, for a GIF or a page; open makes the output of picture n
 * (from 1), or with n 0 the one output of the run, and returns its
 * stream; close completes the output open, as a whole.  frame says where
 * the maze last read stood in a run of frames: K and N of its "; frame
 * K/N" line, or 0 and 0 (maze_read_head_frame()).
 */
struct render_io {
	int	(*head)(void *arg, struct maze *m);
	void	(*grid)(void *arg, struct maze *m);
	maze_render_input *row;
	maze_render_next *next;
	FILE	*(*open)(void *arg, unsigned long n);
	void	(*close)(void *arg);
	void	*arg;
	const uint64_t *frame;
};

/*
 * Draw every maze io reads as o and r say (not --play: render_play()).  A
 * PNG or SVG picture holds one maze, each to output n from 1 if r numbers
 * them, else the only one, a second maze an error; the next maze's header
 * is read before a picture is complete, so that a stream that does not fit
 * fails with no picture written.  A GIF animates them all
 * (maze_render_animate); netpbm images, text and a PDF's pages go one
 * after another to output 0 (with --solution, a PDF's mazes are drawn
 * without their marks, and after them each again, solved: kept in memory
 * till then).  A maze is drawn as its rows are read where render_streams()
 * allows, else read whole first, with its heat map in h.  Returns 0, or -1
 * with e an error of the output, or -2 with e one of the input.
 */
/*
 * run.c: m, read whole, with its route: the one it has ('+'), or else the
 * default solver's, a shortest one, its other marks cleared first (a
 * PDF's solved page, a page's solution).  Returns 0, or -1 with e set.
 */
int	render_solved(struct maze *m, struct maze_err *e);

/*
 * html.c: every maze io->next reads, on one web page on fp, made whole in
 * memory and written at the end: a run of frames a player, a maze
 * mazeplay would play a game, any other a picture, each drawn as its PNG
 * (hex, delta and polar ones by r->shape's frame).  Returns 0, or -1
 * with e set: an error with a line is the input's.
 */
render_page	render_html;

int	render_mazes(const struct maze_render_opts *o,
	    const struct render_run *r, const struct render_io *io,
	    struct maze_render_heat *h, struct maze_err *e);

#endif
