/*
 * fuzz_render: the mazes of any bytes drawn in every format into memory,
 * as mazerender draws them: read whole, or row by row as they are read
 * where render_streams() allows, with options from the input's first
 * bytes (format, sizes, heat map and its root, colour, panels).  A PNG
 * must decode, with libpng, to a picture of the maze's own size: one pixel
 * a block when the options say so.
 */
#include <png.h>

#include "fuzz.h"
#include "render/renderint.h"

#define MAZES	3

/* mazerender's next_row(): the rows as the reader gives them. */
static int
next_row(void *arg, struct maze *m, uint32_t y, unsigned char *row,
    struct maze_err *e)
{
	int rc = maze_read_row(arg, m, row, e);

	if (rc == -1)
		return -1;
	FUZZ_ASSERT(rc == (y < m->h * m->d));
	return 0;
}

/* Decode the PNG at p, n bytes: 0 with its size, or -1. */
static int
decode(const char *p, size_t n, uint32_t *w, uint32_t *h)
{
	png_image img;
	png_bytep px;
	int ok;

	memset(&img, 0, sizeof img);
	img.version = PNG_IMAGE_VERSION;
	if (!png_image_begin_read_from_memory(&img, p, n))
		return -1;
	img.format = PNG_FORMAT_RGB;
	if ((px = malloc(PNG_IMAGE_SIZE(img))) == NULL)
		abort();
	ok = png_image_finish_read(&img, NULL, px, 0, NULL);
	free(px);
	*w = img.width;
	*h = img.height;
	return ok ? 0 : -1;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct fuzz_in in = { data, size };
	struct maze_render_opts o;
	struct maze_render_heat h;
	struct maze_reader r;
	struct maze_err e;
	struct fuzz_out out;
	struct maze m;
	const char *why;
	char from[32];
	unsigned fmt, flags, geo, pos;
	unsigned long n;
	uint32_t pw, ph;
	int rc, streamed, unit;
	FILE *fp;

	if (size > FUZZ_MAX)
		return 0;
	fmt = fuzz_byte(&in);
	flags = fuzz_byte(&in);
	geo = fuzz_byte(&in);
	pos = fuzz_byte(&in);
	maze_render_defaults(&o);
	o.format = (int)(fmt % 7);
	o.map = (int)(flags & 3);
	o.colour = (int)(flags >> 2 & 3) % 3;
	o.level = (int)(fmt >> 3) % 10;
	unit = (flags & 16) != 0;
	if (unit) {
		o.block = o.wall = 1;
		o.margin = 0;
	} else {
		o.block = geo & 3;
		o.wall = geo >> 2 & 3;
		o.margin = geo >> 4 & 3;
	}
	o.columns = geo >> 6;
	if (flags & 32) {
		snprintf(from, sizeof from, "%u,%u%s", pos & 15, pos >> 4 & 7,
		    pos & 128 ? ",1" : "");
		FUZZ_ASSERT(render_set_from(&o, from, &why) == 0);
	}
	maze_render_heat_init(&h);
	maze_init(&m);
	fuzz_out_open(&out);
	fp = fuzz_file(&in);
	fuzz_reader_init(&r, fp);
	for (n = 0; n < MAZES && maze_read_head(&r, &m, &e) == 1; n++) {
		if (render_check_size(&o, &m, &e) == -1)
			break;
		streamed = (flags & 64) && render_streams(&o, &m, 0);
		if (!streamed) {
			if (maze_read_grid(&r, &m, &e) == -1 ||
			    maze_render_heat_map(&h, &o, &m, &e) == -1)
				break;
		}
		/* A picture is a file of its own. */
		if (o.format == MAZE_RENDER_PNG ||
		    o.format == MAZE_RENDER_SVG) {
			fuzz_out_close(&out);
			fuzz_out_free(&out);
			fuzz_out_open(&out);
		}
		rc = maze_render_draw(out.fp, &o, &m, &h, n, streamed ?
		    next_row : NULL, &r, &e);
		if (rc == -1)
			break;
		if (o.format != MAZE_RENDER_PNG)
			continue;
		fflush(out.fp);
		FUZZ_ASSERT(decode(out.buf, out.len, &pw, &ph) == 0);
		if (unit && m.d == 1)
			FUZZ_ASSERT(pw == m.w && ph == m.h);
	}
	fuzz_reader_free(&r);
	fclose(fp);
	fuzz_out_close(&out);
	fuzz_out_free(&out);
	maze_free(&m);
	maze_render_heat_free(&h);
	return 0;
}
