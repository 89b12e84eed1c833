/*
 * png.c: a maze as a PNG picture, through libpng.  A palette image, or a grey
 * one when every colour is a grey the bit depth can hold, of the smallest
 * bit depth its colours allow; one pixel row built per block row and written
 * out as many times as that row is tall, so that memory beyond the maze is
 * a few rows of pixels -- and with rows streamed from the input, nothing but
 * those rows.  The rows of blocks are drawn on one thread and compressed on
 * another (draw_ahead).
 */
#include <errno.h>
#include <png.h>
#include <pthread.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

#include "render/renderpriv.h"

/* Where libpng's errors go: into e, and back to render_png() by longjmp. */
struct png_err {
	jmp_buf jmp;
	struct maze_err *e;
	FILE *fp;
	int ioerr;		/* errno of a failed write, or 0 */
	int cberr;		/* the row callback failed and set e */
};

static void
on_error(png_structp png, png_const_charp msg)
{
	struct png_err *pe = png_get_error_ptr(png);

	if (pe->cberr)
		;
	else if (pe->ioerr)
		maze_error(pe->e, 0, 0, "write error: %s", strerror(pe->ioerr));
	else
		maze_error(pe->e, 0, 0, "libpng: %s", msg);
	longjmp(pe->jmp, 1);
}

/* Our own writing, so that a failed write reports its cause. */
static void
on_write(png_structp png, png_bytep data, size_t len)
{
	struct png_err *pe = png_get_error_ptr(png);

	if (fwrite(data, 1, len, pe->fp) != len) {
		pe->ioerr = errno ? errno : EIO;
		png_error(png, "write error");
	}
}

static void
on_flush(png_structp png)
{
	(void)png;
}

static void
on_warning(png_structp png, png_const_charp msg)
{
	(void)png;
	(void)msg;
}

/*
 * The samples of the kinds used: palette indices, or grey levels scaled to
 * the bit depth.  Returns the number of palette entries (0 for a grey
 * image) and sets *depth.  Not inlined, so that its variables are not
 * live across render_png()'s setjmp.
 */
#if defined(__GNUC__)
__attribute__((noinline))
#endif
static int
samples(const struct maze_render_opts *o, const unsigned char *used,
    unsigned char val[RENDER_NKINDS], png_color pal[256], int *depth)
{
	unsigned char rgb[RENDER_NKINDS][3];
	int k, j, n, grey = 1, gdepth, pdepth;
	unsigned step;

	n = render_palette(o, used, rgb, val);
	for (j = 0; j < n; j++) {
		pal[j].red = rgb[j][0];
		pal[j].green = rgb[j][1];
		pal[j].blue = rgb[j][2];
		if (rgb[j][0] != rgb[j][1] || rgb[j][1] != rgb[j][2])
			grey = 0;
	}
	if (n == 0)
		n = 1, pal[0].red = pal[0].green = pal[0].blue = 0;
	/*
	 * A kind the palette was not made for (a frame's mark in a picture
	 * drawn as it is read) is drawn as an open block.
	 */
	for (k = 0; k < RENDER_NKINDS; k++)
		if (!used[k])
			val[k] = used[RENDER_OPEN] ? val[RENDER_OPEN] : 0;
	for (pdepth = 1; (1 << pdepth) < n; pdepth *= 2)
		;
	*depth = pdepth;
	if (!grey)
		return n;
	/* The smallest depth whose levels hold every grey exactly. */
	for (gdepth = 1; gdepth < 8; gdepth *= 2) {
		step = 255u / ((1u << gdepth) - 1);
		for (j = 0; j < n && pal[j].red % step == 0; j++)
			;
		if (j == n)
			break;
	}
	if (gdepth > pdepth)
		return n;
	step = 255u / ((1u << gdepth) - 1);
	for (k = 0; k < RENDER_NKINDS; k++)
		if (used[k])
			val[k] = (unsigned char)(pal[val[k]].red / step);
	*depth = gdepth;
	return 0;
}

/* Pack n 8-bit samples of depth bits each into bytes, first pixel highest. */
static void
pack(unsigned char *dst, const unsigned char *src, size_t n, int depth)
{
	size_t i, full;
	unsigned acc = 0, bits = 0;

	/* Whole bytes a loop each depth, the tail pixel by pixel. */
	if (depth == 4)
		for (i = 0, full = n / 2; i < full; i++, src += 2)
			*dst++ = (unsigned char)(src[0] << 4 | src[1]);
	else if (depth == 2)
		for (i = 0, full = n / 4; i < full; i++, src += 4)
			*dst++ = (unsigned char)(src[0] << 6 | src[1] << 4 |
			    src[2] << 2 | src[3]);
	else
		for (i = 0, full = n / 8; i < full; i++, src += 8)
			*dst++ = (unsigned char)(src[0] << 7 | src[1] << 6 |
			    src[2] << 5 | src[3] << 4 | src[4] << 3 |
			    src[5] << 2 | src[6] << 1 | src[7]);
	for (i = full * (size_t)(8 / depth); i < n; i++) {
		acc = acc << depth | *src++;
		bits += (unsigned)depth;
	}
	if (bits > 0)
		*dst = (unsigned char)(acc << (8 - bits));
}

/* One row of samples: margins, then each block as wide as it is drawn. */
static void
expand(const struct maze_render_opts *o, const unsigned char *val,
    const unsigned char *kinds, uint32_t w, unsigned char *line)
{
	uint32_t x, n, wall = o->wall ? o->wall : o->block;

	memset(line, val[RENDER_BG], o->margin);
	line += o->margin;
	if (o->block == 1 && wall == 1) {
		for (x = 0; x < w; x++)
			line[x] = val[kinds[x]];
		line += w;
	} else
		for (x = 0; x < w; x++) {
			n = x % 2 ? o->block : wall;
			memset(line, val[kinds[x]], n);
			line += n;
		}
	memset(line, val[RENDER_BG], o->margin);
}

/* Where the rows of a picture come from: blocks, or pixels. */
struct png_src {
	render_rows *rows;	/* rows of w blocks, drawn with the geometry */
	render_pixels *pixels;	/* or, if rows is NULL, whole pixel rows */
	void *arg;
	uint32_t w, h;		/* blocks, for rows */
};

/* What a picture's PNG is: its size, samples and palette. */
struct png_pic {
	const struct maze_render_opts *o;
	uint64_t pw, ph;	/* pixels */
	uint32_t h;		/* block rows, drawn from blocks */
	unsigned char val[RENDER_NKINDS];	/* each kind's sample */
	png_color pal[256];
	int npal, depth;	/* palette entries (0: grey), bits a sample */
	size_t len;		/* bytes a row, packed */
};

/*
 * A libpng writer whose errors go, through pe, into e and to pe's setjmp
 * (set by the caller before any other libpng call), its output to fp:
 * NULL, with e, if there is no memory for it.
 */
static png_structp
open_png(struct png_err *pe, FILE *fp, struct maze_err *e, png_infop *info)
{
	png_structp png;

	pe->e = e;
	pe->fp = fp;
	pe->ioerr = 0;
	pe->cberr = 0;
	if ((png = png_create_write_struct(PNG_LIBPNG_VER_STRING, pe,
	    on_error, on_warning)) == NULL) {
		maze_error(e, 0, 0, "out of memory");
		return NULL;
	}
	if ((*info = png_create_info_struct(png)) == NULL) {
		png_destroy_write_struct(&png, NULL);
		maze_error(e, 0, 0, "out of memory");
		return NULL;
	}
	return png;
}

/*
 * The picture's header, and the filters each row may use.  No filter for
 * the first pixel row of a block row: filters do not help flat colours,
 * and cost time.  The "up" filter for the rows that repeat it, which it
 * turns into zeros that any zlib level squeezes to nothing: at level 6 a
 * 40x20 maze drawn with 8-pixel blocks is as small as before, and at
 * level 1 half the size.  Both are declared until the first row is
 * written, for libpng to make room for both.
 */
static void
begin(png_structp png, png_infop info, const struct png_pic *p)
{
	png_set_write_fn(png, NULL, on_write, on_flush);
#ifdef PNG_SET_USER_LIMITS_SUPPORTED
	/*
	 * libpng refuses a side over a million pixels unless told: the
	 * limit is a reader's guard against hostile files, which this
	 * picture, sized by render_check_size(), is not.
	 */
	png_set_user_limits(png, MAZE_RENDER_MAX_SIDE, MAZE_RENDER_MAX_SIDE);
#endif
	png_set_IHDR(png, info, (png_uint_32)p->pw, (png_uint_32)p->ph,
	    p->depth, p->npal ? PNG_COLOR_TYPE_PALETTE : PNG_COLOR_TYPE_GRAY,
	    PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT,
	    PNG_FILTER_TYPE_DEFAULT);
	if (p->npal)
		png_set_PLTE(png, info, p->pal, p->npal);
	png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_NONE |
	    PNG_FILTER_UP);
	png_set_compression_level(png, p->o->level);
	png_write_info(png, info);
}

/* The margin above (top) or below the blocks, rows of bg. */
static void
margin(png_structp png, const struct png_pic *p, unsigned char *bg, int top)
{
	uint32_t k;

	for (k = 0; k < p->o->margin; k++) {
		if (top && k == 1)
			png_set_filter(png, PNG_FILTER_TYPE_BASE,
			    PNG_FILTER_UP);
		if (!top)
			png_set_filter(png, PNG_FILTER_TYPE_BASE, k == 0 ?
			    PNG_FILTER_NONE : PNG_FILTER_UP);
		png_write_row(png, bg);
	}
}

/* Block row y, its pixel row packed in row, as tall as it is drawn. */
static void
block_row(png_structp png, const struct png_pic *p, unsigned char *row,
    uint32_t y)
{
	uint32_t k;

	if (y > 0 || p->o->margin > 0)
		png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_NONE);
	png_write_row(png, row);
	png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_UP);
	for (k = render_size(p->o, y); k > 1; k--)
		png_write_row(png, row);
}

/* The margin's row, packed into bg (p->len bytes), line its scratch. */
static void
margin_row(const struct png_pic *p, unsigned char *line, unsigned char *bg)
{
	memset(line, p->val[RENDER_BG], (size_t)p->pw);
	if (p->depth < 8)
		pack(bg, line, (size_t)p->pw, p->depth);
	else
		memcpy(bg, line, p->len);
}

/*
 * ---- Rows drawn on one thread, compressed on another ----
 *
 * zlib is most of a PNG's time, and reading a maze and drawing its rows
 * most of the rest: the reading thread draws each block row into a ring
 * of AHEAD rows while a second thread hands them to libpng, which makes
 * the same calls in the same order as one thread would: the same bytes.
 * Every libpng call is the second thread's, its errors longjmp there; a
 * row that cannot be read stops it short, as the one thread's would.
 */
#define AHEAD	64

struct ahead {
	const struct png_pic *p;
	FILE *fp;
	pthread_mutex_t mu;
	pthread_cond_t more;	/* a row drawn, or the drawing stopped */
	pthread_cond_t room;	/* a row written, or the writing failed */
	unsigned char *ring;	/* AHEAD rows of p->len bytes */
	unsigned char *bg;	/* the margins' row */
	uint32_t made, taken;	/* rows drawn, rows given to libpng */
	int waiting;		/* the drawing waits for room */
	int stop;		/* no more rows: a row could not be read */
	int failed;		/* libpng failed, with e */
	struct maze_err e;
};

/*
 * The next row to write, for the writer: NULL if the drawing stopped
 * before it.
 */
static unsigned char *
ahead_next(struct ahead *a)
{
	unsigned char *row = NULL;

	pthread_mutex_lock(&a->mu);
	while (a->taken == a->made && !a->stop)
		pthread_cond_wait(&a->more, &a->mu);
	if (a->taken < a->made)
		row = a->ring + (size_t)(a->taken % AHEAD) * a->p->len;
	pthread_mutex_unlock(&a->mu);
	return row;
}

/*
 * The writer is done with its row.  The drawing, once it waits for room,
 * is woken only when half the ring is free: a wake for every row would
 * cost the writer, which sets the pace, a system call a row.
 */
static void
ahead_done(struct ahead *a)
{
	pthread_mutex_lock(&a->mu);
	a->taken++;
	if (a->waiting && a->made - a->taken <= AHEAD / 2) {
		a->waiting = 0;
		pthread_cond_signal(&a->room);
	}
	pthread_mutex_unlock(&a->mu);
}

/* The writer: the whole PNG, its rows from the ring. */
static void *
writer(void *arg)
{
	struct ahead *a = arg;
	const struct png_pic *p = a->p;
	struct png_err pe;
	png_structp png;
	png_infop info;
	unsigned char *row;
	uint32_t y;

	if ((png = open_png(&pe, a->fp, &a->e, &info)) == NULL)
		goto failed;
	if (setjmp(pe.jmp)) {
		png_destroy_write_struct(&png, &info);
		if (pe.cberr)
			return NULL;
		goto failed;
	}
	begin(png, info, p);
	margin(png, p, a->bg, 1);
	for (y = 0; y < p->h; y++) {
		if ((row = ahead_next(a)) == NULL) {
			/* The drawing said why. */
			pe.cberr = 1;
			png_error(png, "row");
		}
		block_row(png, p, row, y);
		ahead_done(a);
	}
	margin(png, p, a->bg, 0);
	png_write_end(png, info);
	png_destroy_write_struct(&png, &info);
	return NULL;
failed:
	pthread_mutex_lock(&a->mu);
	a->failed = 1;
	pthread_cond_signal(&a->room);
	pthread_mutex_unlock(&a->mu);
	return NULL;
}

/*
 * The picture of p from src's rows, drawn on this thread and written on
 * another: 0; -1 with e; or 1, having done nothing, if no thread could be
 * had.
 */
static int
draw_ahead(FILE *fp, const struct png_pic *p, const struct png_src *src,
    unsigned char *kinds, unsigned char *line, struct maze_err *e)
{
	struct ahead a;
	pthread_t t;
	unsigned char *slot;
	uint32_t y;
	int rc = 0, stopped = 0;

	memset(&a, 0, sizeof a);
	a.p = p;
	a.fp = fp;
	if ((a.ring = malloc(AHEAD * p->len)) == NULL ||
	    (a.bg = malloc(p->len)) == NULL)
		goto none;
	margin_row(p, line, a.bg);
	if (pthread_mutex_init(&a.mu, NULL) != 0)
		goto none;
	if (pthread_cond_init(&a.more, NULL) != 0)
		goto none_mu;
	if (pthread_cond_init(&a.room, NULL) != 0)
		goto none_more;
	if (pthread_create(&t, NULL, writer, &a) != 0)
		goto none_room;
	for (y = 0; y < p->h && !stopped; y++) {
		if (src->rows(src->arg, y, kinds, e) == -1) {
			rc = -1;
			break;
		}
		pthread_mutex_lock(&a.mu);
		while (a.made - a.taken == AHEAD && !a.failed) {
			a.waiting = 1;
			pthread_cond_wait(&a.room, &a.mu);
		}
		stopped = a.failed;
		pthread_mutex_unlock(&a.mu);
		if (stopped)
			break;
		slot = a.ring + (size_t)(a.made % AHEAD) * p->len;
		expand(p->o, p->val, kinds, src->w, p->depth < 8 ? line :
		    slot);
		if (p->depth < 8)
			pack(slot, line, (size_t)p->pw, p->depth);
		pthread_mutex_lock(&a.mu);
		a.made++;
		pthread_cond_signal(&a.more);
		pthread_mutex_unlock(&a.mu);
	}
	pthread_mutex_lock(&a.mu);
	a.stop = 1;
	pthread_cond_signal(&a.more);
	pthread_mutex_unlock(&a.mu);
	pthread_join(t, NULL);
	if (rc == 0 && a.failed) {
		*e = a.e;
		rc = -1;
	}
	pthread_cond_destroy(&a.more);
	pthread_cond_destroy(&a.room);
	pthread_mutex_destroy(&a.mu);
	free(a.ring);
	free(a.bg);
	return rc;
none_room:
	pthread_cond_destroy(&a.room);
none_more:
	pthread_cond_destroy(&a.more);
none_mu:
	pthread_mutex_destroy(&a.mu);
none:
	free(a.ring);
	free(a.bg);
	return 1;
}

/*
 * Draw a picture pw x ph pixels as a PNG on fp, its rows from src.  used
 * says which kinds may occur, for the palette.
 */
static int
draw(FILE *fp, uint64_t pw, uint64_t ph, const struct maze_render_opts *o,
    const unsigned char *used, const struct png_src *src, struct maze_err *e)
{
	png_structp png;
	png_infop info;
	struct png_pic p;
	struct png_err pe;
	unsigned char *volatile kinds = NULL, *volatile line = NULL;
	unsigned char *volatile packed = NULL, *volatile prev = NULL;
	unsigned char *out;
	uint32_t y;
	uint64_t py;
	size_t i;
	int rc;

	if (pw > PNG_UINT_31_MAX || ph > PNG_UINT_31_MAX)
		return maze_error(e, 0, 0, "a picture of %llux%llu pixels is "
		    "larger than PNG allows", (unsigned long long)pw,
		    (unsigned long long)ph);
	memset(&p, 0, sizeof p);
	p.o = o;
	p.pw = pw;
	p.ph = ph;
	p.h = src->h;
	p.npal = samples(o, used, p.val, p.pal, &p.depth);
	p.len = p.depth < 8 ? ((size_t)pw * (size_t)p.depth + 7) / 8 :
	    (size_t)pw;
	if ((kinds = malloc(src->rows ? src->w : (size_t)pw)) == NULL ||
	    (line = malloc((size_t)pw)) == NULL ||
	    (packed = malloc((size_t)pw)) == NULL) {
		free(kinds);
		free(line);
		return maze_error(e, 0, 0, "out of memory");
	}
	/* Blocks, drawn ahead on this thread and written on another. */
	if (src->rows != NULL && (rc = draw_ahead(fp, &p, src, kinds, line,
	    e)) != 1)
		goto out;
	rc = -1;
	if ((png = open_png(&pe, fp, e, &info)) == NULL)
		goto out;
	if (setjmp(pe.jmp)) {
		png_destroy_write_struct(&png, &info);
		rc = -1;
		goto out;
	}
	if (src->rows == NULL && (prev = malloc(p.len)) == NULL)
		png_error(png, "out of memory");
	begin(png, info, &p);
	if (src->rows == NULL) {
		/* Pixel rows: "up" for a row that repeats the one before. */
		for (py = 0; py < ph; py++) {
			if (src->pixels(src->arg, py, kinds, e) == -1) {
				pe.cberr = 1;
				png_error(png, "row");
			}
			for (i = 0; i < (size_t)pw; i++)
				line[i] = p.val[kinds[i]];
			if (p.depth < 8)
				pack(packed, line, (size_t)pw, p.depth);
			out = p.depth < 8 ? packed : line;
			png_set_filter(png, PNG_FILTER_TYPE_BASE, py > 0 &&
			    memcmp(out, prev, p.len) == 0 ? PNG_FILTER_UP :
			    PNG_FILTER_NONE);
			png_write_row(png, out);
			memcpy(prev, out, p.len);
		}
	} else {
		/* One thread: no other to be had. */
		margin_row(&p, line, packed);
		margin(png, &p, packed, 1);
		for (y = 0; y < p.h; y++) {
			if (src->rows(src->arg, y, kinds, e) == -1) {
				pe.cberr = 1;
				png_error(png, "row");
			}
			expand(o, p.val, kinds, src->w, line);
			if (p.depth < 8)
				pack(packed, line, (size_t)pw, p.depth);
			block_row(png, &p, p.depth < 8 ? packed : line, y);
		}
		margin_row(&p, line, packed);
		margin(png, &p, packed, 0);
	}
	png_write_end(png, info);
	png_destroy_write_struct(&png, &info);
	rc = 0;
out:
	free(kinds);
	free(line);
	free(packed);
	free(prev);
	return rc;
}

/*
 * Draw a picture of w x h blocks whose kinds come row by row from rows, as
 * a PNG on fp.  used says which kinds may occur, for the palette.
 */
int
render_png(FILE *fp, uint32_t w, uint32_t h, const struct maze_render_opts *o,
    const unsigned char *used, render_rows *rows, void *arg,
    struct maze_err *e)
{
	struct png_src src = { rows, NULL, arg, w, h };

	return draw(fp, render_span(o, w), render_span(o, h), o, used, &src,
	    e);
}

/*
 * Draw a picture of pw x ph pixels whose kinds come pixel row by pixel row
 * from pixels, as a PNG on fp.  used says which kinds may occur.
 */
int
render_png_px(FILE *fp, uint64_t pw, uint64_t ph,
    const struct maze_render_opts *o, const unsigned char *used,
    render_pixels *pixels, void *arg, struct maze_err *e)
{
	struct png_src src = { NULL, pixels, arg, 0, 0 };

	return draw(fp, pw, ph, o, used, &src, e);
}
