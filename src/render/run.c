/*
 * run.c: mazerender's run: the options checked together once all are read,
 * and every maze of the input drawn to its outputs, each picture to its
 * own file or the whole stream to one.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lib/libpriv.h"
#include "lib/num.h"
#include "render/renderpriv.h"
#include "solve/solve.h"

/*
 * The PDF's pages: A4, 210 x 297 mm, or Letter, 8.5 x 11 inches, and
 * their margin, 10 mm unless --page-margin says, in points.
 */
static void
check_pages(struct render_run *r, struct maze_buf *why)
{
	uint64_t mm = 10;
	const char *bad;

	r->pagew = 595.276;
	r->pageh = 841.890;
	if (r->paper != NULL && strcmp(r->paper, "letter") == 0) {
		r->pagew = 612;
		r->pageh = 792;
	} else if (r->paper != NULL && strcmp(r->paper, "a4") != 0)
		maze_buf_add(why, "--paper %s: expected a4 or letter",
		    r->paper);
	if (r->pmargin != NULL && num_parse(r->pmargin, 0, 100, &mm,
	    &bad) == -1)
		maze_buf_add(why, "--page-margin %s: %s (0 to 100)", r->pmargin,
		    bad);
	r->margin = (double)mm * 72 / 25.4;
}

int
render_check_run(struct maze_render_opts *o, struct render_run *r,
    struct maze_buf *why)
{
	int named, f = o->format;

	maze_buf_init(why);
	if (strcmp(r->color, "auto") && strcmp(r->color, "always") &&
	    strcmp(r->color, "never"))
		maze_buf_add(why, "--color %s: expected auto, always or never",
		    r->color);
	else
		check_pages(r, why);
	/* Without -f the -o name's extension says the format. */
	if (r->out != NULL && (named = render_format_of_name(r->out)) != -1) {
		if (r->format == NULL)
			f = o->format = named;
		else if (!render_format_fits(f, named))
			maze_buf_add(why, "-f %s -o %s: the name's extension "
			    "says another format", r->format, r->out);
	}
	if (why->len > 0 || why->failed)
		return -1;
	if (f != RENDER_PDF && (r->paper != NULL || r->pmargin != NULL ||
	    r->solution))
		maze_buf_add(why, "%s: a PDF's pages; use -f pdf or a .pdf "
		    "name", r->solution ? "--solution" : r->paper != NULL ?
		    "--paper" : "--page-margin");
	else if ((f == MAZE_RENDER_PNG || f == MAZE_RENDER_PBM ||
	    f == MAZE_RENDER_PGM || f == MAZE_RENDER_GIF || f == RENDER_PDF) &&
	    r->tty && !r->play)
		maze_buf_add(why, "not writing a %s picture to a terminal; "
		    "use -o file or a redirection", f == MAZE_RENDER_PNG ?
		    "PNG" : f == MAZE_RENDER_GIF ? "GIF" : f == RENDER_PDF ?
		    "PDF" : "netpbm");
	else if (r->numbered != NULL && (f == MAZE_RENDER_GIF ||
	    f == RENDER_HTML))
		maze_buf_add(why, "-o %s: a %s holds every maze of the "
		    "stream: %%d gives each maze of the other formats its "
		    "own file", r->out, f == RENDER_HTML ? "page" : "GIF");
	else if (r->offset > 0 && (f == MAZE_RENDER_GIF || r->play))
		maze_buf_add(why, "--offset: an animation is of the mazes it "
		    "is given; the animations of shards do not join");
	else if (r->offset > 0 && f == RENDER_HTML)
		maze_buf_add(why, "--offset: a page is of the mazes it is "
		    "given; the pages of shards do not join");
	else if (r->play && f != MAZE_RENDER_ASCII &&
	    f != MAZE_RENDER_UNICODE && f != MAZE_RENDER_HALF)
		maze_buf_add(why, "--play draws text: use -f ascii, unicode "
		    "or half");
	else if (r->play && r->out != NULL)
		maze_buf_add(why, "--play draws on the terminal of standard "
		    "output, not in a file (-o %s)", r->out);
	else if (r->play && !r->tty)
		maze_buf_add(why, "--play: standard output is not a terminal");
	else if (o->from && o->map == MAZE_RENDER_MAP_NONE)
		maze_buf_add(why, "--from %s: the heat map's root, but there "
		    "is no --heat", o->fromarg);
	else {
		o->colour = render_text_colour(r->color, r->tty);
		return 0;
	}
	return -1;
}

/*
 * Read the next maze's header into m: 1, or 0 if there is none.  A PNG or
 * SVG picture holds one maze: without %d in the -o name there is no other,
 * and a second one is an error of the input, -1 with e set.
 */
static int
next_picture(const struct maze_render_opts *o, const struct render_run *r,
    const struct render_io *io, struct maze *m, struct maze_err *e)
{
	if (!io->head(io->arg, m))
		return 0;
	if (r->numbered != NULL)
		return 1;
	return maze_error(e, m->line, 1, "a second maze, but %s holds one; "
	    "put %%d in the -o name to write each to its own file",
	    o->format == MAZE_RENDER_PNG ? "a PNG" : "an SVG picture");
}

/*
 * A run's PDF, if it makes one: the document, and with --solution the
 * mazes drawn on its pages so far, whose solved pages follow them.
 */
struct pages {
	struct render_doc doc;
	struct maze *keep;
	size_t n, cap;
};

static void
pages_init(struct pages *p, const struct render_run *r)
{
	memset(p, 0, sizeof *p);
	p->doc.w = r->pagew;
	p->doc.h = r->pageh;
	p->doc.margin = r->margin;
}

static void
pages_free(struct pages *p)
{
	size_t i;

	for (i = 0; i < p->n; i++)
		maze_free(&p->keep[i]);
	free(p->keep);
	p->keep = NULL;
	p->n = p->cap = 0;
}

/*
 * The run failed: the PDF begun, if any, freed, writing no more of it
 * (cairo writes as it finishes), and the mazes kept.
 */
static void
pages_abandon(const struct render_run *r, struct pages *p)
{
	struct maze_err e;

	if (p->doc.pdf != NULL) {
		p->doc.abandon = 1;
		r->shape->draw(&p->doc, NULL, NULL, NULL, NULL, &e);
	}
	pages_free(p);
}

/*
 * For --solution: a copy of m, marks and all, kept for its solved page,
 * and m's marks cleared, so that its own page is the puzzle.  Returns 0,
 * or -1 with e set.
 */
static int
keep(struct pages *p, struct maze *m, struct maze_err *e)
{
	struct maze *k;

	if (MAZE_GROW(p->keep, p->cap, p->n + 1) == -1)
		return maze_error(e, 0, 0, "out of memory");
	k = &p->keep[p->n];
	maze_init(k);
	if (maze_alloc3(k, m->w, m->h, m->d, e) == -1)
		return -1;
	p->n++;
	memcpy(k->b, m->b, maze_blocks(m));
	k->hdr.grid = m->hdr.grid;
	k->start = m->start;
	k->end = m->end;
	k->line = m->line;
	maze_clear_marks(m);
	return 0;
}

/*
 * Draw the maze whose header is in m on fp, after n others: as its rows
 * are read if render_streams() allows, else read whole first, with its heat
 * map.  Returns 0, or render_mazes()'s -1 or -2 with e set.
 */
static int
draw(const struct maze_render_opts *o, const struct render_run *r,
    const struct render_io *io, struct maze *m, struct maze_render_heat *h,
    FILE *fp, unsigned long n, struct pages *pg, struct maze_err *e)
{
	struct maze next;
	maze_render_input *rows = NULL;
	int rc = 0;

	if (render_check_size(o, m, e) == -1)
		return -2;
	if (render_streams(o, m, fp == stdout))
		rows = io->row;
	else {
		io->grid(io->arg, m);
		/* To standard output a picture cannot be taken back. */
		if (fp == stdout && (o->format == MAZE_RENDER_PNG ||
		    o->format == MAZE_RENDER_SVG)) {
			maze_init(&next);
			rc = next_picture(o, r, io, &next, e);
			maze_free(&next);
		}
		if (rc == -1 || maze_render_heat_map(h, o, m, e) == -1)
			return -2;
	}
	if (r->solution && keep(pg, m, e) == -1)
		return -1;
	/* An error with a place in the input is the input's. */
	if (render_shaped(o, m) && r->shape != NULL) {
		if (r->shape->draw(&pg->doc, fp, o, m, h, e) == -1)
			return e->line > 0 ? -2 : -1;
	} else if (maze_render_draw(fp, o, m, h, n, rows, io->arg, e) == -1)
		return e->line > 0 ? -2 : -1;
	return 0;
}

int
render_solved(struct maze *m, struct maze_err *e)
{
	struct maze_solve sv;
	struct maze_rng rng;
	int rc;

	if (memchr(m->b, MAZE_PATH, maze_blocks(m)) != NULL)
		return 0;
	if (maze_solve_init(&sv, e) == -1)
		return -1;
	sv.m = m;
	sv.rng = &rng;
	maze_rng_seed(&rng, 0);
	maze_clear_marks(m);
	if ((rc = maze_solve_algo(0)->run(&sv, e)) == 0)
		rc = maze_error(e, m->line, 1, "--solution: %s from S to E",
		    sv.why != NULL ? sv.why : "no path");
	maze_solve_free(&sv);
	return rc == -1 ? -1 : 0;
}

/*
 * The PDF, if one was begun, complete, its mazes' solved pages first if
 * --solution asks for them: render_mazes()'s 0, -1 or -2.
 */
static int
pages_end(const struct maze_render_opts *o, const struct render_run *r,
    struct maze_render_heat *h, FILE *fp, struct pages *pg,
    struct maze_err *e)
{
	size_t i;
	int rc = 0;

	for (i = 0; rc == 0 && i < pg->n; i++)
		if (render_solved(&pg->keep[i], e) == -1 ||
		    maze_render_heat_map(h, o, &pg->keep[i], e) == -1 ||
		    r->shape->draw(&pg->doc, fp, o, &pg->keep[i], h, e) == -1)
			rc = e->line > 0 ? -2 : -1;
	pages_free(pg);
	if (rc != 0 || pg->doc.pdf == NULL)
		return rc;
	return r->shape->draw(&pg->doc, NULL, NULL, NULL, NULL, e);
}

/*
 * Each maze to its own file (a PNG or SVG picture, or any format but GIF
 * with %d in the -o name), or a PNG's or SVG's only maze to standard
 * output.  The next maze's header is read before a picture is committed, so
 * that a stream that does not fit the -o name fails with no picture written.
 */
static int
pictures(const struct maze_render_opts *o, const struct render_run *r,
    const struct render_io *io, struct maze *m, struct maze_render_heat *h,
    struct maze_err *e)
{
	struct pages pg;
	FILE *fp;
	unsigned long n;
	int more, rc;

	pages_init(&pg, r);
	for (n = 1, more = io->head(io->arg, m); more; n++) {
		fp = io->open(io->arg, n);
		if ((rc = draw(o, r, io, m, h, fp, 0, &pg, e)) != 0 ||
		    (rc = pages_end(o, r, h, fp, &pg, e)) != 0) {
			pages_abandon(r, &pg);
			return rc;
		}
		if ((more = next_picture(o, r, io, m, e)) == -1)
			return -2;
		io->close(io->arg);
	}
	return 0;
}

int
render_mazes(const struct maze_render_opts *o, const struct render_run *r,
    const struct render_io *io, struct maze_render_heat *h, struct maze_err *e)
{
	struct maze m;
	struct pages pg;
	unsigned long n;
	FILE *fp;
	int rc = 0;

	maze_init(&m);
	pages_init(&pg, r);
	if (o->format == MAZE_RENDER_PNG || o->format == MAZE_RENDER_SVG ||
	    (r->numbered != NULL && o->format != MAZE_RENDER_GIF &&
	    o->format != RENDER_HTML))
		rc = pictures(o, r, io, &m, h, e);
	else if (o->format == RENDER_HTML && r->shape != NULL) {
		fp = io->open(io->arg, 0);
		if (r->shape->page(fp, o, r, io, h, e) == -1)
			rc = e->line > 0 ? -2 : -1;
		else
			io->close(io->arg);
	} else if (o->format == MAZE_RENDER_GIF) {
		fp = io->open(io->arg, 0);
		if (render_animate(fp, fp == stdout, o, io->next, io->arg,
		    h, r->shape != NULL ? r->shape->frame : NULL, e) == -1)
			rc = e->line > 0 ? -2 : -1;
		else
			io->close(io->arg);
	} else {
		/*
		 * Every maze to one output, no %d in its name: netpbm images
		 * one after another,
		 * as netpbm's tools read them, a PDF's pages, or text with an
		 * empty line between mazes, and before the first after
		 * --offset's others.
		 */
		fp = io->open(io->arg, 0);
		for (n = 0; rc == 0 && io->head(io->arg, &m); n++)
			rc = draw(o, r, io, &m, h, fp,
			    n + (r->offset > 0), &pg, e);
		if (rc == 0 && (rc = pages_end(o, r, h, fp, &pg, e)) == 0)
			io->close(io->arg);
	}
	pages_abandon(r, &pg);
	maze_free(&m);
	return rc;
}
