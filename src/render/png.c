/*
 * png.c: a maze as a PNG picture, through libpng.  A palette image, or a grey
 * one when every colour is a grey the bit depth can hold, of the smallest
 * bit depth its colours allow; one pixel row built per block row and written
 * out as many times as that row is tall, so that memory beyond the maze is
 * one row of pixels -- and with rows streamed from the input, nothing but
 * that row.
 */
#include <errno.h>
#include <png.h>
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
samples(const struct render_opts *o, const unsigned char *used,
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
expand(const struct render_opts *o, const unsigned char *val,
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

/*
 * Draw a picture pw x ph pixels as a PNG on fp, its rows from src.  used
 * says which kinds may occur, for the palette.
 */
static int
draw(FILE *fp, uint64_t pw, uint64_t ph, const struct render_opts *o,
    const unsigned char *used, const struct png_src *src, struct maze_err *e)
{
	png_structp png;
	png_infop info;
	png_color pal[256];
	unsigned char val[RENDER_NKINDS];
	struct png_err pe;
	unsigned char *volatile kinds = NULL, *volatile line = NULL;
	unsigned char *volatile packed = NULL, *volatile prev = NULL;
	unsigned char *out;
	uint32_t y, k, w = src->w, h = src->h;
	uint64_t py;
	size_t i, len;
	int npal, depth;

	if (pw > PNG_UINT_31_MAX || ph > PNG_UINT_31_MAX)
		return maze_error(e, 0, 0, "a picture of %llux%llu pixels is "
		    "larger than PNG allows", (unsigned long long)pw,
		    (unsigned long long)ph);
	memset(val, 0, sizeof val);
	npal = samples(o, used, val, pal, &depth);
	len = depth < 8 ? ((size_t)pw * (size_t)depth + 7) / 8 : (size_t)pw;
	pe.e = e;
	pe.fp = fp;
	pe.ioerr = 0;
	pe.cberr = 0;
	png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &pe, on_error,
	    on_warning);
	if (png == NULL)
		return maze_error(e, 0, 0, "out of memory");
	if ((info = png_create_info_struct(png)) == NULL) {
		png_destroy_write_struct(&png, NULL);
		return maze_error(e, 0, 0, "out of memory");
	}
	if (setjmp(pe.jmp)) {
		png_destroy_write_struct(&png, &info);
		free(kinds);
		free(line);
		free(packed);
		free(prev);
		return -1;
	}
	if ((kinds = malloc(src->rows ? w : (size_t)pw)) == NULL ||
	    (line = malloc((size_t)pw)) == NULL ||
	    (packed = malloc((size_t)pw)) == NULL ||
	    (src->rows == NULL && (prev = malloc(len)) == NULL))
		png_error(png, "out of memory");
	png_set_write_fn(png, NULL, on_write, on_flush);
	png_set_IHDR(png, info, (png_uint_32)pw, (png_uint_32)ph, depth,
	    npal ? PNG_COLOR_TYPE_PALETTE : PNG_COLOR_TYPE_GRAY,
	    PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT,
	    PNG_FILTER_TYPE_DEFAULT);
	if (npal)
		png_set_PLTE(png, info, pal, npal);
	/*
	 * No filter for the first pixel row of a block row: filters do not
	 * help flat colours, and cost time.  The "up" filter for the rows that
	 * repeat it, which it turns into zeros that any zlib level squeezes
	 * to nothing: at level 6 a 40x20 maze drawn with 8-pixel blocks is as
	 * small as before, and at level 1 half the size.  Both are declared
	 * until the first row is written, for libpng to make room for both.
	 */
	png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_NONE |
	    PNG_FILTER_UP);
	png_set_compression_level(png, o->level);
	png_write_info(png, info);
	if (src->rows == NULL) {
		/* Pixel rows: "up" for a row that repeats the one before. */
		for (py = 0; py < ph; py++) {
			if (src->pixels(src->arg, py, kinds, e) == -1) {
				pe.cberr = 1;
				png_error(png, "row");
			}
			for (i = 0; i < (size_t)pw; i++)
				line[i] = val[kinds[i]];
			if (depth < 8)
				pack(packed, line, (size_t)pw, depth);
			out = depth < 8 ? packed : line;
			png_set_filter(png, PNG_FILTER_TYPE_BASE, py > 0 &&
			    memcmp(out, prev, len) == 0 ? PNG_FILTER_UP :
			    PNG_FILTER_NONE);
			png_write_row(png, out);
			memcpy(prev, out, len);
		}
		goto done;
	}
	memset(line, val[RENDER_BG], (size_t)pw);
	if (depth < 8)
		pack(packed, line, (size_t)pw, depth);
	for (k = 0; k < o->margin; k++) {
		if (k == 1)
			png_set_filter(png, PNG_FILTER_TYPE_BASE,
			    PNG_FILTER_UP);
		png_write_row(png, depth < 8 ? packed : line);
	}
	for (y = 0; y < h; y++) {
		if (src->rows(src->arg, y, kinds, e) == -1) {
			pe.cberr = 1;
			png_error(png, "row");
		}
		expand(o, val, kinds, w, line);
		if (depth < 8)
			pack(packed, line, (size_t)pw, depth);
		if (y > 0 || o->margin > 0)
			png_set_filter(png, PNG_FILTER_TYPE_BASE,
			    PNG_FILTER_NONE);
		png_write_row(png, depth < 8 ? packed : line);
		png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_UP);
		for (k = render_size(o, y); k > 1; k--)
			png_write_row(png, depth < 8 ? packed : line);
	}
	memset(line, val[RENDER_BG], (size_t)pw);
	if (depth < 8)
		pack(packed, line, (size_t)pw, depth);
	for (k = 0; k < o->margin; k++) {
		png_set_filter(png, PNG_FILTER_TYPE_BASE, k == 0 ?
		    PNG_FILTER_NONE : PNG_FILTER_UP);
		png_write_row(png, depth < 8 ? packed : line);
	}
done:
	png_write_end(png, info);
	png_destroy_write_struct(&png, &info);
	free(kinds);
	free(line);
	free(packed);
	free(prev);
	return 0;
}

/*
 * Draw a picture of w x h blocks whose kinds come row by row from rows, as
 * a PNG on fp.  used says which kinds may occur, for the palette.
 */
int
render_png(FILE *fp, uint32_t w, uint32_t h, const struct render_opts *o,
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
render_png_px(FILE *fp, uint64_t pw, uint64_t ph, const struct render_opts *o,
    const unsigned char *used, render_pixels *pixels, void *arg,
    struct maze_err *e)
{
	struct png_src src = { NULL, pixels, arg, 0, 0 };

	return draw(fp, pw, ph, o, used, &src, e);
}
