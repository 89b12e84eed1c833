/*
 * png.c: a maze as a PNG picture, through libpng.  A palette image, one
 * pixel row built per block row and written out as many times as a block
 * is tall, so that memory beyond the maze is one row of pixels.
 */
#include <errno.h>
#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

#include "render.h"

/* The picture stays within this many pixels a side unless -c says more. */
#define AUTO_SIDE	2048
#define AUTO_MAX	8

void
render_defaults(struct render_opts *o)
{
	static const unsigned char rgb[RENDER_NCOLOURS][3] = {
		[RENDER_WALL] = { 0x20, 0x20, 0x20 },
		[RENDER_OPEN] = { 0xff, 0xff, 0xff },
		[RENDER_START] = { 0x2e, 0x9e, 0x44 },
		[RENDER_END] = { 0xd3, 0x3a, 0x2c },
		[RENDER_PATH] = { 0x3a, 0x7b, 0xd5 },
		[RENDER_SEEN] = { 0xf4, 0xd5, 0x8d },
	};

	o->block = 0;
	memcpy(o->rgb, rgb, sizeof rgb);
}

/* The default block size: as large as AUTO_MAX, the picture within AUTO_SIDE. */
uint32_t
render_auto_block(const struct maze *m)
{
	uint32_t side = m->w > m->h ? m->w : m->h, b = AUTO_SIDE / side;

	return b < 1 ? 1 : b > AUTO_MAX ? AUTO_MAX : b;
}

/* Where libpng's errors go: into e, and back to render_png() by longjmp. */
struct png_err {
	jmp_buf jmp;
	struct maze_err *e;
	FILE *fp;
	int ioerr;		/* errno of a failed write, or 0 */
};

static void
on_error(png_structp png, png_const_charp msg)
{
	struct png_err *pe = png_get_error_ptr(png);

	if (pe->ioerr)
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

int
render_png(FILE *fp, const struct maze *m, const struct render_opts *o,
    struct maze_err *e)
{
	static const unsigned char index[256] = {
		[MAZE_WALL] = RENDER_WALL, [MAZE_OPEN] = RENDER_OPEN,
		[MAZE_START] = RENDER_START, [MAZE_END] = RENDER_END,
		[MAZE_PATH] = RENDER_PATH, [MAZE_SEEN] = RENDER_SEEN,
		/* Weighted blocks are open; on the route, route. */
		['1'] = RENDER_OPEN, ['2'] = RENDER_OPEN, ['3'] = RENDER_OPEN,
		['4'] = RENDER_OPEN, ['5'] = RENDER_OPEN, ['6'] = RENDER_OPEN,
		['7'] = RENDER_OPEN, ['8'] = RENDER_OPEN, ['9'] = RENDER_OPEN,
		['a'] = RENDER_PATH, ['b'] = RENDER_PATH, ['c'] = RENDER_PATH,
		['d'] = RENDER_PATH, ['e'] = RENDER_PATH, ['f'] = RENDER_PATH,
		['g'] = RENDER_PATH, ['h'] = RENDER_PATH, ['i'] = RENDER_PATH,
	};
	png_structp png;
	png_infop info;
	png_color pal[RENDER_NCOLOURS];
	struct png_err pe;
	unsigned char *volatile pix = NULL;
	uint64_t pw = (uint64_t)m->w * o->block, ph = (uint64_t)m->h * o->block;
	uint32_t x, y, k;
	const unsigned char *row;
	int i;

	if (pw > PNG_UINT_31_MAX || ph > PNG_UINT_31_MAX)
		return maze_error(e, 0, 0, "a picture of %llux%llu pixels is "
		    "larger than PNG allows", (unsigned long long)pw,
		    (unsigned long long)ph);
	for (i = 0; i < RENDER_NCOLOURS; i++) {
		pal[i].red = o->rgb[i][0];
		pal[i].green = o->rgb[i][1];
		pal[i].blue = o->rgb[i][2];
	}
	pe.e = e;
	pe.fp = fp;
	pe.ioerr = 0;
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
		free(pix);
		return -1;
	}
	if ((pix = malloc((size_t)pw)) == NULL)
		png_error(png, "out of memory");
	png_set_write_fn(png, NULL, on_write, on_flush);
	png_set_IHDR(png, info, (png_uint_32)pw, (png_uint_32)ph, 8,
	    PNG_COLOR_TYPE_PALETTE, PNG_INTERLACE_NONE,
	    PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
	png_set_PLTE(png, info, pal, RENDER_NCOLOURS);
	/* Filters do not help palette images; skipping them saves time. */
	png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_NONE);
	png_write_info(png, info);
	for (y = 0; y < m->h; y++) {
		row = m->b + (size_t)y * m->w;
		for (x = 0; x < m->w; x++)
			memset(pix + (size_t)x * o->block, index[row[x]],
			    o->block);
		for (k = 0; k < o->block; k++)
			png_write_row(png, pix);
	}
	png_write_end(png, info);
	png_destroy_write_struct(&png, &info);
	free(pix);
	return 0;
}
