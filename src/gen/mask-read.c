/*
 * mask-read.c: reading a mask file (mazegen(1) --mask): a PNG, one pixel
 * a cell, a pixel outside if it is dark or transparent; or text (mask.c).
 * libpng's errors come back as the mask's, never as an exit.
 */
#include <sys/stat.h>

#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

#include "gen/genpriv.h"
#include "lib/libpriv.h"

/* The PNG being read: its bytes, and where an error goes. */
struct png_src {
	const unsigned char *buf;
	size_t len, at;
	struct maze_err *e;
};

static void
png_fail(png_structp p, png_const_charp msg)
{
	struct png_src *src = png_get_error_ptr(p);

	(void)maze_error(src->e, 0, 0, "PNG: %s", msg);
	png_longjmp(p, 1);
}

static void
png_quiet(png_structp p, png_const_charp msg)
{
	(void)p;
	(void)msg;
}

static void
png_take(png_structp p, png_bytep out, size_t n)
{
	struct png_src *src = png_get_io_ptr(p);

	if (n > src->len - src->at)
		png_error(p, "truncated file");
	memcpy(out, src->buf + src->at, n);
	src->at += n;
}

/*
 * Whether a pixel is inside: alpha at least 50% (2a >= 255) and
 * luminance at least 50%, the luminance of Rec. 709 on the stored values
 * (0.2126 R + 0.7152 G + 0.0722 B, no gamma), in integers.  The pixels
 * of a row of n, nc channels each (gray, gray and alpha, RGB, RGBA: 8
 * bits a channel), into out.  A gray pixel is its own luminance, so most
 * masks take the first loop, which compiles to a few vector instructions
 * a row.
 */
static void
inside(const png_byte *px, int nc, png_uint_32 n, unsigned char *out)
{
	png_uint_32 x = 0;
	uint64_t v;

	if (nc == 1) {
		/* Eight at a time: a byte's top bit is whether it is. */
		for (; x + 8 <= n; x += 8) {
			memcpy(&v, px + x, sizeof v);
			v = v >> 7 & GEN_ONES;
			memcpy(out + x, &v, sizeof v);
		}
		for (; x < n; x++)
			out[x] = px[x] >= 128;
	} else if (nc == 2)
		for (x = 0; x < n; x++)
			out[x] = (px[2 * x] >= 128) & (px[2 * x + 1] >= 128);
	else
		for (x = 0; x < n; x++, px += nc)
			out[x] = (nc == 3 || 2 * (unsigned)px[3] >= 255) &&
			    2 * (2126 * (unsigned long)px[0] +
			    7152 * (unsigned long)px[1] +
			    722 * (unsigned long)px[2]) >= 255ul * 10000;
}

/*
 * Whether a PNG of pw x ph pixels may be a mask: one level of a maze,
 * a cell a pixel, within the limits of maze(5).  0, or -1 with e.
 */
static int
png_fits(uint64_t pw, uint64_t ph, struct maze_err *e)
{
	struct maze_err why;

	if (maze_check_size3(2 * pw + 1, 2 * ph + 1, 1, &why) == 0)
		return 0;
	return maze_error(e, 0, 0, "PNG of %llux%llu pixels: %s",
	    (unsigned long long)pw, (unsigned long long)ph, why.msg);
}

/* A 4-byte big-endian number of a PNG at p. */
static uint64_t
be32(const unsigned char *p)
{
	return (uint64_t)p[0] << 24 | (uint64_t)p[1] << 16 |
	    (uint64_t)p[2] << 8 | p[3];
}

/*
 * The PNG of len bytes at buf as a byte a pixel, 1 inside, its size in
 * *w and *h; or NULL with e set: not a PNG libpng reads, truncated, or
 * larger than a maze may be (refused from its header, before its pixels
 * take any memory).
 */
static unsigned char *
mask_png(const unsigned char *buf, size_t len, uint32_t *w, uint32_t *h,
    struct maze_err *e)
{
	struct png_src src = { buf, len, 0, e };
	png_structp p;
	png_infop info = NULL;
	png_bytep volatile row = NULL;
	png_bytep *volatile rows = NULL;
	unsigned char *volatile cells = NULL, *out;
	png_uint_32 pw, ph, y;
	int passes, nc;

	/*
	 * Its size, from its first chunk, IHDR, before libpng reads on: a
	 * header is enough to be refused by.
	 */
	if (len >= 24 && memcmp(buf + 12, "IHDR", 4) == 0 &&
	    png_fits(be32(buf + 16), be32(buf + 20), e) == -1)
		return NULL;
	p = png_create_read_struct(PNG_LIBPNG_VER_STRING, &src, png_fail,
	    png_quiet);
	if (p == NULL || (info = png_create_info_struct(p)) == NULL) {
		png_destroy_read_struct(&p, NULL, NULL);
		(void)maze_error(e, 0, 0, "out of memory");
		return NULL;
	}
	if (setjmp(png_jmpbuf(p))) {
		free(cells);
		cells = NULL;
		goto out;
	}
	/* The maze's limits are the mask's, checked below. */
	png_set_user_limits(p, 0x7fffffff, 0x7fffffff);
	png_set_read_fn(p, &src, png_take);
	png_read_info(p, info);
	pw = png_get_image_width(p, info);
	ph = png_get_image_height(p, info);
	if (png_fits(pw, ph, e) == -1)
		png_longjmp(p, 1);
	/*
	 * Every kind of PNG as 8 bits a channel: gray, gray and alpha, RGB
	 * or RGBA (a palette and tRNS expanded).
	 */
	png_set_expand(p);
	png_set_scale_16(p);
	passes = png_set_interlace_handling(p);
	png_read_update_info(p, info);
	nc = png_get_channels(p, info);
	if ((cells = malloc((size_t)pw * ph)) != NULL)
		maze_huge(cells, (size_t)pw * ph);
	if (cells == NULL ||
	    (row = malloc((size_t)pw * nc * (passes > 1 ? ph : 1))) == NULL ||
	    (passes > 1 && (rows = malloc(ph * sizeof *rows)) == NULL))
		png_error(p, "out of memory");
	if (passes > 1) {
		for (y = 0; y < ph; y++)
			rows[y] = row + (size_t)y * pw * nc;
		png_read_image(p, rows);
	}
	for (out = cells, y = 0; y < ph; y++, out += pw) {
		if (passes == 1)
			png_read_row(p, row, NULL);
		inside(passes > 1 ? rows[y] : row, nc, pw, out);
	}
	png_read_end(p, NULL);
	*w = pw;
	*h = ph;
out:
	png_destroy_read_struct(&p, &info, NULL);
	free(row);
	free(rows);
	return cells;
}

/*
 * Read the mask in fp (a PNG if it begins with the signature, else text)
 * as w x h x d cells: w and h 0 for the mask's own size, else it is
 * scaled; d 0 for its own levels, else a mask of one level is every
 * level's and one of several must have d.  how: MAZE_GEN_PARTS_ONE or
 * MAZE_GEN_PARTS_LARGEST.
 */
struct maze_gen_mask *
maze_gen_mask_read(FILE *fp, uint32_t w, uint32_t h, uint32_t d, int how,
    struct maze_err *e)
{
	return gen_mask_read(fp, w, h, d, how, MAZE_GEN_GRID_SQUARE, e);
}

/* The same for a grid of cells of kind grid, whose parts its own. */
struct maze_gen_mask *
gen_mask_read(FILE *fp, uint32_t w, uint32_t h, uint32_t d, int how,
    enum maze_gen_grid grid, struct maze_err *e)
{
	static const unsigned char sig[8] = { 0x89, 'P', 'N', 'G', '\r', '\n',
		0x1a, '\n' };
	unsigned char *buf = NULL, *src = NULL;
	size_t len = 0, cap = 0, got;
	struct maze_gen_mask *k = NULL;
	uint32_t sw, sh, sd = 1;
	struct stat st;

	memset(e, 0, sizeof *e);
	/* A file's size, where it has one, is room enough at once. */
	if (fstat(fileno(fp), &st) == 0 && S_ISREG(st.st_mode) &&
	    st.st_size > 0 && (uint64_t)st.st_size < SIZE_MAX - 65536) {
		if (MAZE_GROW(buf, cap, (size_t)st.st_size + 1) == -1) {
			(void)maze_error(e, 0, 0, "out of memory");
			goto out;
		}
		maze_huge(buf, cap);
	}
	for (;;) {
		if (len == cap && MAZE_GROW(buf, cap, len + 65536) == -1) {
			(void)maze_error(e, 0, 0, "out of memory");
			goto out;
		}
		if ((got = fread(buf + len, 1, cap - len, fp)) == 0)
			break;
		len += got;
	}
	if (ferror(fp)) {
		(void)maze_error(e, 0, 0, "read error");
		goto out;
	}
	if (len >= 8 && memcmp(buf, sig, 8) == 0 ?
	    (src = mask_png(buf, len, &sw, &sh, e)) == NULL :
	    gen_mask_text(buf, len, &src, &sw, &sh, &sd, e) == -1)
		goto out;
	if (d > 0 && sd > 1 && d != sd) {
		(void)maze_error(e, 0, 0, "a mask of %u levels for a maze of "
		    "%u", sd, d);
		goto out;
	}
	/*
	 * Rings: the picture over the disc, of w rings, or half its larger
	 * side's cells (rounded up).
	 */
	if (grid == MAZE_GEN_GRID_POLAR && sd > 1) {
		(void)maze_error(e, 0, 0, "a mask of %u levels for rings", sd);
		goto out;
	}
	if (grid == MAZE_GEN_GRID_POLAR)
		k = gen_mask_polar(src, sw, sh, w ? w : ((sw > sh ? sw : sh) +
		    1) / 2, e);
	/* The mask as it is, or scaled (levels repeated, too). */
	else if ((w == 0 || w == sw) && (h == 0 || h == sh) &&
	    (d == 0 || d == sd)) {
		k = gen_mask_take(src, sw, sh, sd, e);
		src = NULL;
	} else
		k = gen_mask_scale(src, sw, sh, sd, w ? w : sw, h ? h : sh,
		    d ? d : sd, e);
	if (k != NULL)
		k->grid = grid;
	if (k != NULL && gen_mask_finish(k, how, e) == -1) {
		maze_gen_mask_free(k);
		k = NULL;
	}
out:
	free(src);
	free(buf);
	return k;
}
