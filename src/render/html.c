/*
 * html.c: mazes as one web page (mazerender -f html), a file with nothing
 * from elsewhere: its script (page.js) and style (page.css) are in it, and
 * its mazes are data that the script draws on canvases.  A run of frames
 * (maze(5) "Frames": a maze with "; frame K/N", up to the one without that
 * ends the run) becomes a player; a maze with S and E that mazeplay(1)
 * would play becomes a game, on its blocks as mazeplay shows it; any
 * other maze a picture.
 *
 * Each maze is drawn as the PNG draws it, the same pixels: its picture's
 * kinds (renderpriv.h), through a sink as gif.c takes a frame, become
 * indices into one palette of the page.  A frame after the first of a
 * section is stored, as a GIF stores it, as the rectangle in which it
 * differs from the frame before, pixels that did not change as an index
 * of their own; a game's board is its maze without marks, the same maze
 * with its route a frame after it (what "Show the solution" shows), and
 * its blocks.  All of it is one stream of records, deflated (zlib, which
 * libpng brings) as it comes and put in the page in base64, which the
 * script inflates with the browser's DecompressionStream.
 *
 * The records, their numbers 32-bit little-endian:
 *   'P' palette: n, then n colours of 3 bytes, then the index of a pixel
 *       unchanged (n if there is room, else 256: none)
 *   'S' a section: picture width and height in pixels, ms a frame shows,
 *       ms the last one, and its header's comment lines (length, bytes)
 *   'F' a frame: x, y, width, height, then a byte a pixel, row by row
 *   'G' a game: width, height, levels; S and E as block indices; the
 *       steps of a shortest route; whether moves cross floors; margin,
 *       block and wall pixels; for levels, the first level drawn, levels
 *       a panel on, panels a row, pixels from one panel to the next
 *       across and down, and the label's height; the colours of the
 *       trail, the player and a level's marks (3 bytes each); then a
 *       byte a block
 *   'E' the section ends
 * The text a maze carries reaches the page only through these records,
 * and the script puts it in the page as text (textContent), never as
 * markup: no maze can add markup or script to the page.  The page's one
 * script runs by its hash (Content-Security-Policy), and it may fetch
 * nothing.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

#include "lib/libpriv.h"
#include "render/renderpriv.h"

/* A canvas no larger than current browsers all draw. */
#define HTML_SIDE	16384u
#define HTML_AREA	((uint64_t)1 << 28)

struct page {
	struct maze_render_opts o;	/* as drawn: the PNG's */
	z_stream z;
	int zon;			/* z is begun */
	unsigned char *out;		/* the records deflated so far */
	size_t len, cap;
	unsigned char val[RENDER_NKINDS];	/* a kind's palette index */
	int keep;			/* the index of a pixel unchanged */
	unsigned char *shown;		/* the frame before, or NULL */
	unsigned char *drawn;		/* the picture just drawn */
	size_t pxcap;
	uint64_t sw, sh;		/* shown's size */
	uint64_t dw, dh;		/* drawn's size */
	int section;			/* a section is open */
	int run;			/* and is a run of frames going on */
	unsigned long line;		/* the maze's, for messages */
};

/* Deflate n bytes of b into the page's data (flush: the last ones). */
static int
put_flush(struct page *p, const void *b, size_t n, int flush,
    struct maze_err *e)
{
	unsigned char *t;
	size_t cap;
	int rc;

	p->z.next_in = (unsigned char *)(uintptr_t)b;
	p->z.avail_in = 0;
	do {
		/* zlib counts in unsigned ints: feed a gigabyte at a time. */
		if (p->z.avail_in == 0) {
			p->z.avail_in = n > 1u << 30 ? 1u << 30 : (unsigned)n;
			n -= p->z.avail_in;
		}
		if (p->cap - p->len < 65536) {
			cap = p->cap > 0 ? 2 * p->cap : 1 << 20;
			if ((t = realloc(p->out, cap)) == NULL)
				return maze_error(e, 0, 0, "out of memory");
			p->out = t;
			p->cap = cap;
		}
		p->z.next_out = p->out + p->len;
		p->z.avail_out = (unsigned)(p->cap - p->len > 1u << 30 ?
		    1u << 30 : p->cap - p->len);
		rc = deflate(&p->z, n > 0 ? Z_NO_FLUSH : flush);
		p->len = (size_t)(p->z.next_out - p->out);
		if (rc == Z_STREAM_ERROR)
			return maze_error(e, 0, 0, "zlib: deflate failed");
	} while (n > 0 || p->z.avail_in > 0 || p->z.avail_out == 0 ||
	    (flush == Z_FINISH && rc != Z_STREAM_END));
	return 0;
}

static int
put(struct page *p, const void *b, size_t n, struct maze_err *e)
{
	return put_flush(p, b, n, Z_NO_FLUSH, e);
}

/* Numbers, each 32 bits, little-endian. */
static int
put32(struct page *p, struct maze_err *e, int n, ...)
{
	unsigned char b[16 * 4];
	va_list ap;
	uint64_t v;
	int i;

	va_start(ap, n);
	for (i = 0; i < n; i++) {
		v = va_arg(ap, uint64_t);
		b[4 * i] = (unsigned char)v;
		b[4 * i + 1] = (unsigned char)(v >> 8);
		b[4 * i + 2] = (unsigned char)(v >> 16);
		b[4 * i + 3] = (unsigned char)(v >> 24);
	}
	va_end(ap);
	return put(p, b, 4 * (size_t)n, e);
}
#define U(v)	((uint64_t)(v))

/*
 * The palette: every colour a frame may use (every kind, with a heat
 * map), each once, as gif.c makes its own, and an index for a pixel that
 * did not change if there is room.
 */
static int
palette(struct page *p, struct maze_err *e)
{
	unsigned char used[RENDER_NKINDS], rgb[RENDER_NKINDS][3];
	int n;

	memset(used, 1, sizeof used);
	if (p->o.map == MAZE_RENDER_MAP_NONE)
		memset(used + RENDER_HEAT + RENDER_NMARKS, 0,
		    RENDER_NKINDS - RENDER_HEAT - RENDER_NMARKS);
	n = render_palette(&p->o, used, rgb, p->val);
	p->keep = n < 256 ? n : 256;
	if (put(p, "P", 1, e) == -1 || put32(p, e, 1, U(n)) == -1 ||
	    put(p, rgb, 3 * (size_t)n, e) == -1)
		return -1;
	return put32(p, e, 1, U(p->keep));
}

/* render_sink: a picture's pixels, as palette indices, into drawn. */
static int
sink(void *sarg, const struct maze_render_opts *o, uint64_t pw, uint64_t ph,
    const unsigned char *used, render_pixels *pixels, void *arg,
    struct maze_err *e)
{
	struct page *p = sarg;
	unsigned char *t;
	uint64_t y, x;

	(void)o;
	(void)used;
	if (pw > HTML_SIDE || ph > HTML_SIDE || pw * ph > HTML_AREA)
		return maze_error(e, p->line, 1, "a picture of %llux%llu "
		    "pixels is more than a page's canvas holds (%u a side, "
		    "%llu in all): use a smaller -c", (unsigned long long)pw,
		    (unsigned long long)ph, HTML_SIDE,
		    (unsigned long long)HTML_AREA);
	if (pw * ph > p->pxcap) {
		free(p->drawn);
		if ((p->drawn = malloc((size_t)(pw * ph))) == NULL)
			return maze_error(e, 0, 0, "out of memory");
		p->pxcap = (size_t)(pw * ph);
	}
	p->dw = pw;
	p->dh = ph;
	for (y = 0; y < ph; y++) {
		t = p->drawn + (size_t)(y * pw);
		if (pixels(arg, y, t, e) == -1)
			return -1;
		for (x = 0; x < pw; x++)
			t[x] = p->val[t[x]];
	}
	return 0;
}

/*
 * m's picture into p->drawn: as the PNG's, or a hex, delta or polar one's
 * in its geometry; with blocks, any maze's blocks as a square maze's are,
 * as mazeplay shows a game.
 */
static int
picture(struct page *p, const struct render_run *r, struct maze *m,
    const struct maze_render_heat *h, int blocks, struct maze_err *e)
{
	struct render_frame_to to = { sink, p };
	const struct maze_render_heat *hm = p->o.map == MAZE_RENDER_MAP_NONE ?
	    NULL : h;

	if (blocks || !render_shaped(&p->o, m))
		return render_picture(&p->o, m, hm, sink, p, e);
	if (r->shape == NULL || r->shape->frame == NULL)
		return maze_error(e, m->line, 1, "a %s maze is drawn in a page "
		    "by mazerender alone, in its geometry",
		    maze_grid_name(m->hdr.grid));
	return r->shape->frame(&p->o, m, hm, &to, e);
}

/*
 * The picture drawn as the section's next frame: whole if it is the
 * first, else the rectangle in which it differs from the one shown.
 */
static int
frame(struct page *p, struct maze_err *e)
{
	uint64_t x0 = 0, y0 = 0, x1 = p->dw, y1 = p->dh, x, y, r[4];
	const unsigned char *f = p->drawn, *s = p->shown;
	unsigned char *row, *t;
	size_t i;
	int rc = 0;

	if (s != NULL) {
		render_changed(f, s, p->dw, p->dh, r);
		x0 = r[0];
		y0 = r[1];
		x1 = r[2];
		y1 = r[3];
	}
	if (put(p, "F", 1, e) == -1 || put32(p, e, 4, x0, y0, x1 - x0,
	    y1 - y0) == -1)
		return -1;
	if ((row = malloc((size_t)(x1 - x0) + 1)) == NULL)
		return maze_error(e, 0, 0, "out of memory");
	for (y = y0; rc == 0 && y < y1; y++) {
		i = (size_t)(y * p->dw);
		for (x = x0; x < x1; x++)
			row[x - x0] = s != NULL && p->keep < 256 &&
			    f[i + x] == s[i + x] ? (unsigned char)p->keep :
			    f[i + x];
		rc = put(p, row, (size_t)(x1 - x0), e);
	}
	free(row);
	/* What is shown now is what was drawn. */
	t = p->shown;
	p->shown = p->drawn;
	p->drawn = t;
	p->sw = p->dw;
	p->sh = p->dh;
	if (p->drawn == NULL)
		p->pxcap = 0;
	return rc;
}

/* A section begins, with m's comment lines, its first frame drawn. */
static int
begin(struct page *p, const struct maze *m, struct maze_err *e)
{
	size_t i, n;

	if (put(p, "S", 1, e) == -1 || put32(p, e, 4, p->dw, p->dh,
	    U(p->o.delay), U(p->o.hold)) == -1)
		return -1;
	for (i = 0, n = 0; i < m->hdr.n; i++)
		n += strlen(m->hdr.line[i]) + (i > 0);
	if (put32(p, e, 1, U(n)) == -1)
		return -1;
	for (i = 0; i < m->hdr.n; i++)
		if ((i > 0 && put(p, "\n", 1, e) == -1) ||
		    put(p, m->hdr.line[i], strlen(m->hdr.line[i]), e) == -1)
			return -1;
	free(p->shown);
	p->shown = NULL;
	p->section = 1;
	return frame(p, e);
}

static int
end(struct page *p, struct maze_err *e)
{
	p->section = p->run = 0;
	return put(p, "E", 1, e);
}

/*
 * Can m be played as mazeplay plays it, in the page: S and E, no weighted
 * block (and a way from S to E, which game() finds)?  Not a weave, whose
 * picture is a view of its three levels of blocks; a hex, delta or polar
 * maze is played on its blocks, as mazeplay plays it.
 */
static int
playable(const struct maze *m)
{
	size_t i, n = maze_blocks(m);

	if (m->start == MAZE_NONE || m->end == MAZE_NONE ||
	    (m->hdr.grid & MAZE_GRID_WEAVE))
		return 0;
	for (i = 0; i < n; i++)
		if (maze_isweighted(m->b[i]) || (m->b[i] >= MAZE_ROUTE_MIN &&
		    m->b[i] <= MAZE_ROUTE_MAX))
			return 0;
	return 1;
}

/*
 * m with its route (render_solved()), in b, its size: the route alone,
 * every other mark cleared.  Returns 0, or -1 with e set.
 */
static int
route(const struct maze *m, struct maze *b, struct maze_err *e)
{
	size_t i, n = maze_blocks(m);

	memcpy(b->b, m->b, n);
	if (render_solved(b, e) == -1)
		return -1;
	for (i = 0; i < n; i++)
		if (b->b[i] != MAZE_PATH && b->b[i] != MAZE_WALL &&
		    maze_isopen(b->b[i]) && i != b->start && i != b->end)
			b->b[i] = MAZE_OPEN;
	return 0;
}

/*
 * m as a game: its board (its marks cleared), the board with its route,
 * and what the script needs to play it as mazeplay does.
 */
static int
game(struct page *p, const struct render_run *r, struct maze *m,
    const struct maze_render_heat *h, struct maze_err *e)
{
	struct render_layout l;
	struct maze b;
	size_t steps, n = maze_blocks(m);
	int folds = 0, rc;

	maze_init(&b);
	if (maze_alloc3(&b, m->w, m->h, m->d, e) == -1)
		return -1;
	memcpy(b.b, m->b, n);
	b.hdr.grid = m->hdr.grid;
	b.start = m->start;
	b.end = m->end;
	b.line = m->line;
	maze_clear_marks(&b);
	memset(&l, 0, sizeof l);
	if (m->d > 1) {
		folds = render_folds(&b, 1);
		render_layout(&l, &p->o, &b, folds);
	}
	if ((steps = search_shortest(&b, e)) == 0) {
		/* No way from S to E: a picture, marks and all. */
		maze_free(&b);
		return picture(p, r, m, h, 0, e) == -1 ||
		    begin(p, m, e) == -1 ? -1 : end(p, e);
	}
	rc = picture(p, r, &b, h, 1, e);
	if (rc == 0)
		rc = begin(p, m, e);
	if (rc == 0 && (rc = route(m, &b, e)) == 0 &&
	    (rc = picture(p, r, &b, h, 1, e)) == 0)
		rc = frame(p, e);
	if (rc == 0) {
		maze_clear_marks(&b);
		if (put(p, "G", 1, e) == -1 || put32(p, e, 15, U(b.w), U(b.h),
		    U(b.d), U(b.start), U(b.end), U(steps), U(folds),
		    U(p->o.margin), U(p->o.block), U(p->o.wall ? p->o.wall :
		    p->o.block), U(l.first), U(l.step), U(l.cols), U(l.pitch),
		    U(l.label + l.ph + l.gap)) == -1 ||
		    put32(p, e, 1, U(l.label)) == -1 ||
		    put(p, p->o.rgb[RENDER_SEEN], 3, e) == -1 ||
		    put(p, p->o.mark[0], 3, e) == -1 ||
		    put(p, p->o.rgb[RENDER_WALL], 3, e) == -1 ||
		    put(p, b.b, n, e) == -1)
			rc = -1;
	}
	maze_free(&b);
	return rc == 0 ? end(p, e) : -1;
}

/*
 * The next maze of the stream, m, where it stood in a run of frames
 * (kn, as maze_read_head_frame() says): a frame of the run going on, the
 * first of a new one, or a maze alone.
 */
static int
maze(struct page *p, const struct render_run *r, struct maze *m,
    const struct maze_render_heat *h, const uint64_t kn[2],
    struct maze_err *e)
{
	p->line = m->line;
	if (p->run && kn[1] > 0 && kn[0] == 1 && end(p, e) == -1)
		return -1;
	if (!p->run && !(kn[1] > 0) && playable(m))
		return game(p, r, m, h, e);
	if (picture(p, r, m, h, 0, e) == -1)
		return -1;
	if (p->run && (p->dw != p->sw || p->dh != p->sh) && end(p, e) == -1)
		return -1;
	if (p->run ? frame(p, e) == -1 : begin(p, m, e) == -1)
		return -1;
	/* A frame line begins a run or goes on with it; the last has none. */
	p->run = kn[1] > 0;
	return p->run ? 0 : end(p, e);
}

/* Text as HTML, in an element or a quoted attribute. */
static void
escape(FILE *fp, const char *s)
{
	for (; *s != '\0'; s++)
		switch (*s) {
		case '<': fputs("&lt;", fp); break;
		case '>': fputs("&gt;", fp); break;
		case '&': fputs("&amp;", fp); break;
		case '"': fputs("&quot;", fp); break;
		case '\'': fputs("&#39;", fp); break;
		default: putc(*s, fp);
		}
}

/* The page, its data p->out in base64, lines of 76. */
static void
write_page(FILE *fp, const struct page *p, const char *title)
{
	char hash[45], line[77];
	size_t i;

	render_sha256_b64(render_page_js, strlen(render_page_js), hash);
	fputs("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n"
	    "<meta charset=\"utf-8\">\n"
	    "<meta http-equiv=\"Content-Security-Policy\" content=\""
	    "default-src 'none'; script-src 'sha256-", fp);
	fputs(hash, fp);
	fputs("'; style-src 'unsafe-inline'\">\n"
	    "<meta name=\"viewport\" content=\"width=device-width, "
	    "initial-scale=1\">\n<title>", fp);
	escape(fp, title);
	fputs("</title>\n<style>\n", fp);
	fputs(render_page_css, fp);
	fputs("</style>\n</head>\n<body>\n<h1>", fp);
	escape(fp, title);
	fputs("</h1>\n<noscript><p>This page draws its mazes with "
	    "JavaScript.</p></noscript>\n"
	    "<script type=\"application/octet-stream\" id=\"maze-data\">", fp);
	for (i = 0; i < p->len; i += 57) {
		render_base64(p->out + i, p->len - i < 57 ? p->len - i : 57,
		    line);
		fprintf(fp, "\n%s", line);
	}
	fputs("\n</script>\n<script>", fp);
	fputs(render_page_js, fp);
	fputs("</script>\n</body>\n</html>\n", fp);
}

/*
 * The page's title: the -o name without its directory and extension,
 * else the first maze's first comment line, without its ';'.
 */
static char *
title_of(const char *out, const struct maze *m)
{
	const char *s = "mazes", *slash, *dot;
	size_t n;
	char *t;

	if (out != NULL) {
		slash = strrchr(out, '/');
		s = slash != NULL ? slash + 1 : out;
		dot = strrchr(s, '.');
		n = dot != NULL && dot > s ? (size_t)(dot - s) : strlen(s);
	} else {
		if (m->hdr.n > 0)
			for (s = m->hdr.line[0] + 1; *s == ' ' || *s == '\t';
			    s++)
				;
		n = strlen(s);
	}
	if ((t = malloc(n + 1)) != NULL) {
		memcpy(t, s, n);
		t[n] = '\0';
	}
	return t;
}

int
render_html(FILE *fp, const struct maze_render_opts *opts,
    const struct render_run *r, const struct render_io *io,
    struct maze_render_heat *h, struct maze_err *e)
{
	struct page p;
	struct maze m;
	char *title = NULL;
	int rc = 0;

	memset(&p, 0, sizeof p);
	p.o = *opts;
	p.o.format = MAZE_RENDER_PNG;
	/*
	 * zlib's default level: 9 took twenty times as long on a maze of
	 * 1000x1000 cells (19 s, not 0.8) for a page a tenth smaller.
	 */
	if (deflateInit(&p.z, Z_DEFAULT_COMPRESSION) != Z_OK)
		return maze_error(e, 0, 0, "zlib: out of memory");
	p.zon = 1;
	maze_init(&m);
	rc = palette(&p, e);
	while (rc == 0 && io->next(io->arg, &m, h)) {
		if ((rc = maze_check_grid(&m, 1, e)) == -1)
			break;
		if (title == NULL && (title = title_of(r->out, &m)) == NULL)
			rc = maze_error(e, 0, 0, "out of memory");
		p.o.block = opts->block ? opts->block : render_auto_block(&m);
		if (rc == 0)
			rc = maze(&p, r, &m, h, io->frame, e);
	}
	if (rc == 0 && title == NULL)
		rc = maze_error(e, 0, 0, "no maze to draw");
	if (rc == 0 && p.section)
		rc = end(&p, e);
	if (rc == 0)
		rc = put_flush(&p, "", 0, Z_FINISH, e);
	if (rc == 0) {
		write_page(fp, &p, title);
		if (ferror(fp))
			rc = maze_error(e, 0, 0, "write error: %s",
			    strerror(errno));
	}
	deflateEnd(&p.z);
	maze_free(&m);
	free(title);
	free(p.out);
	free(p.shown);
	free(p.drawn);
	return rc;
}
