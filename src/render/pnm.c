/*
 * pnm.c: a maze as a netpbm image, binary PBM (walls black, all else white)
 * or PGM (each colour's luma), with the PNG's geometry, row by row.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "render/renderpriv.h"

/* The grey of a colour: Rec. 601 luma, as ppmtopgm computes it. */
static unsigned char
luma(const unsigned char rgb[3])
{
	return (unsigned char)((299u * rgb[0] + 587u * rgb[1] + 114u * rgb[2] +
	    500) / 1000);
}

/*
 * Write a picture pw x ph pixels on fp: its rows of blocks from rows, or if
 * rows is NULL its rows of pixels from pixels.
 */
static int
draw(FILE *fp, int bits, uint64_t pw, uint64_t ph, uint32_t w, uint32_t h,
    const struct maze_render_opts *o, render_rows *rows, render_pixels *pixels,
    void *arg, struct maze_err *e)
{
	unsigned char val[RENDER_NKINDS], rgb[3], *kinds, *line, *p;
	size_t len, i;
	uint64_t y, last = rows != NULL ? (uint64_t)h + 1 : ph - 1;
	uint32_t x, k, n;
	int rc = -1;

	if (pw > UINT32_MAX || ph > UINT32_MAX)
		return maze_error(e, 0, 0, "a picture of %llux%llu pixels is "
		    "too large", (unsigned long long)pw,
		    (unsigned long long)ph);
	for (k = 0; k < RENDER_NKINDS; k++) {
		render_kind_rgb(o, k, rgb);
		val[k] = bits == 1 ? k == RENDER_WALL : luma(rgb);
	}
	len = bits == 1 ? (size_t)(pw + 7) / 8 : (size_t)pw;
	kinds = malloc(rows != NULL ? w : (size_t)pw);
	line = malloc((size_t)pw + 8);
	if (kinds == NULL || line == NULL) {
		maze_error(e, 0, 0, "out of memory");
		goto out;
	}
	if (fprintf(fp, "P%c\n%llu %llu\n%s", bits == 1 ? '4' : '5',
	    (unsigned long long)pw, (unsigned long long)ph,
	    bits == 1 ? "" : "255\n") < 0)
		goto failed;
	for (y = 0; ph > 0 && y <= last; y++) {
		p = line;
		if (rows == NULL) {
			/* Each pixel row once. */
			if (pixels(arg, y, kinds, e) == -1)
				goto out;
			for (i = 0; i < (size_t)pw; i++)
				line[i] = val[kinds[i]];
		} else if (y == 0 || y == last)
			/* y 0 and h + 1 stand for the margins. */
			memset(line, val[RENDER_BG], (size_t)pw);
		else {
			if (rows(arg, (uint32_t)y - 1, kinds, e) == -1)
				goto out;
			memset(p, val[RENDER_BG], o->margin);
			p += o->margin;
			for (x = 0; x < w; x++) {
				n = render_size(o, x);
				memset(p, val[kinds[x]], n);
				p += n;
			}
			memset(p, val[RENDER_BG], o->margin);
		}
		if (bits == 1) {
			memset(line + pw, 0, 8);
			for (i = 0; i < len; i++) {
				p = line + 8 * i;
				line[i] =
				    (unsigned char)(p[0] << 7 | p[1] << 6 |
				    p[2] << 5 | p[3] << 4 | p[4] << 3 |
				    p[5] << 2 | p[6] << 1 | p[7]);
			}
		}
		n = rows == NULL ? 1 : y == 0 || y == last ? o->margin :
		    render_size(o, (uint32_t)y - 1);
		for (k = 0; k < n; k++)
			if (fwrite(line, 1, len, fp) != len)
				goto failed;
	}
	rc = 0;
	goto out;
failed:
	maze_error(e, 0, 0, "write error: %s", strerror(errno));
out:
	free(kinds);
	free(line);
	return rc;
}

int
render_pnm(FILE *fp, int bits, uint32_t w, uint32_t h,
    const struct maze_render_opts *o, render_rows *rows, void *arg,
    struct maze_err *e)
{
	return draw(fp, bits, render_span(o, w), render_span(o, h), w, h, o,
	    rows, NULL, arg, e);
}

int
render_pnm_px(FILE *fp, int bits, uint64_t pw, uint64_t ph,
    const struct maze_render_opts *o, render_pixels *pixels, void *arg,
    struct maze_err *e)
{
	return draw(fp, bits, pw, ph, 0, 0, o, NULL, pixels, arg, e);
}
