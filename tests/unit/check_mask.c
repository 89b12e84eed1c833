/*
 * check_mask.c: masks (gen/mask.c, gen/mask-read.c): the text and PNG
 * readers, scaling, the one-part rule; every generator that takes a mask
 * makes a perfect maze over its inside; Wilson's and Aldous-Broder stay
 * uniform on one.
 */
#include <math.h>
#include <png.h>
#include <stdlib.h>
#include <string.h>

#include "gen/genpriv.h"
#include "unit.h"

/* The mask of text (or bytes) s, of len bytes, read as maze_gen_mask_read(). */
static struct maze_gen_mask *
mask_of(const void *s, size_t len, uint32_t w, uint32_t h, uint32_t d,
    int how, struct maze_err *e)
{
	struct maze_gen_mask *k;
	FILE *fp;

	/* fmemopen() refuses a buffer of 0 bytes: an empty file. */
	fp = len > 0 ? fmemopen((void *)(uintptr_t)s, len, "r") :
	    fopen("/dev/null", "r");
	ck_assert_ptr_nonnull(fp);
	k = maze_gen_mask_read(fp, w, h, d, how, e);
	fclose(fp);
	return k;
}

static struct maze_gen_mask *
text_mask(const char *s, struct maze_err *e)
{
	return mask_of(s, strlen(s), 0, 0, 0, MAZE_GEN_PARTS_ONE, e);
}

/* ---- The text reader ---- */

static const struct bad {
	const char *text;
	size_t len;		/* 0: strlen */
	unsigned long line, col;
	const char *msg;
} bad[] = {
	{ "...\n....\n", 0, 2, 4, "row is 4 cells wide, expected 3 (as line "
	    "1)" },
	{ "....\n..\n....\n", 0, 2, 3, "row is 2 cells wide, expected 4 (as "
	    "line 1)" },
	{ "..\n\n..\n", 0, 2, 1, "row is 0 cells wide, expected 2 (as line "
	    "1)" },
	{ "", 0, 0, 0, "an empty mask: no rows of cells" },
	{ "\n\n", 0, 0, 0, "an empty mask: no rows of cells" },
	{ "; only a comment\n", 0, 0, 0, "an empty mask: no rows of cells" },
	{ "###\n###\n", 0, 0, 0, "the inside is empty: every cell is '#' "
	    "(outside)" },
	{ "..\t.\n", 0, 1, 3, "byte 0x09: a text mask is printable ASCII, "
	    "'#' outside" },
	{ "...\n.\r.\n", 0, 2, 2, "byte 0x0d: a text mask is printable "
	    "ASCII, '#' outside" },
	{ "..\0.\n", 5, 1, 3, "a NUL byte: a mask is text, '#' outside, or "
	    "a PNG" },
	{ "..\xc3\xa9\n", 0, 1, 3, "byte 0xc3: a text mask is printable "
	    "ASCII, '#' outside" },
	{ ".#.\n", 0, 0, 0, "the inside is in 2 parts: cell 2,0 is cut off "
	    "from cell 0,0 (--mask-parts largest keeps the largest)" },
	{ "..#.\n###.\n..#.\n", 0, 0, 0, "the inside is in 3 parts: cell "
	    "3,0 is cut off from cell 0,0 (--mask-parts largest keeps the "
	    "largest)" },
	{ "; level 0\n.#\n; level 1\n#.\n", 0, 0, 0, "the inside is in 2 "
	    "parts: cell 1,0,1 is cut off from cell 0,0,0 (--mask-parts "
	    "largest keeps the largest)" },
	{ "; level 0\n..\n; level 2\n..\n", 0, 3, 9, "level 2, expected "
	    "level 1" },
	{ "..\n; level 0\n..\n", 0, 2, 1, "a level line after rows of "
	    "cells: the first level begins with \"; level 0\"" },
	{ "; level 0\n..\n..\n; level 1\n..\n", 0, 5, 0, "level 1 has 1 "
	    "rows, expected 2 (as level 0)" },
	{ "; level 0\n..\n; level 1\n; level 2\n..\n", 0, 4, 1, "level 1 "
	    "has no rows" },
	{ "; level x\n..\n", 0, 1, 9, "malformed line: expected \"; level "
	    "0\"" },
};

START_TEST(test_text_bad)
{
	const struct bad *t = &bad[_i];
	struct maze_err e;
	struct maze_gen_mask *k;

	k = mask_of(t->text, t->len ? t->len : strlen(t->text), 0, 0, 0,
	    MAZE_GEN_PARTS_ONE, &e);
	ck_assert_ptr_null(k);
	ck_assert_str_eq(e.msg, t->msg);
	ck_assert_uint_eq(e.line, t->line);
	ck_assert_uint_eq(e.col, t->col);
}
END_TEST

/* The cells of k as text, '#' outside, '.' inside, levels one after another. */
static void
assert_cells(const struct maze_gen_mask *k, uint32_t w, uint32_t h, uint32_t d,
    const char *want)
{
	size_t i;

	ck_assert_uint_eq(k->w, w);
	ck_assert_uint_eq(k->h, h);
	ck_assert_uint_eq(k->d, d);
	ck_assert_uint_eq(strlen(want), (size_t)w * h * d);
	for (i = 0; i < (size_t)w * h * d; i++)
		ck_assert_msg(k->in[i] == (want[i] == '.'), "cell %zu: %d, "
		    "expected %c", i, k->in[i], want[i]);
}

START_TEST(test_text_good)
{
	struct maze_err e;
	struct maze_gen_mask *k;

	/* CRLF line ends, a comment, empty lines at the end, no final LF. */
	k = text_mask("; a mask\r\n.#.\r\n...\r\n\r\n\n", &e);
	ck_assert_ptr_nonnull(k);
	assert_cells(k, 3, 2, 1, ".#....");
	ck_assert_uint_eq(maze_gen_mask_inside(k), 5);
	ck_assert_uint_eq(k->first, 0);
	ck_assert_uint_eq(k->last, 5);
	maze_gen_mask_free(k);
	k = text_mask("##x\n a!", &e);
	ck_assert_ptr_nonnull(k);
	assert_cells(k, 3, 2, 1, "##....");
	ck_assert_uint_eq(k->first, 2);
	maze_gen_mask_free(k);
	/* Levels, as maze(5) writes them. */
	k = text_mask("; level 0\n.#\n..\n; level 1\n##\n#.\n", &e);
	ck_assert_ptr_nonnull(k);
	assert_cells(k, 2, 2, 2, ".#..###.");
	maze_gen_mask_free(k);
	/* The largest part, the first of those as large. */
	k = mask_of("..#.\n###.\n..#.\n", 15, 0, 0, 0, MAZE_GEN_PARTS_LARGEST,
	    &e);
	ck_assert_ptr_nonnull(k);
	assert_cells(k, 4, 3, 1, "###.###.###.");
	ck_assert_uint_eq(maze_gen_mask_inside(k), 3);
	maze_gen_mask_free(k);
	k = mask_of(".#.\n", 4, 0, 0, 0, MAZE_GEN_PARTS_LARGEST, &e);
	ck_assert_ptr_nonnull(k);
	assert_cells(k, 3, 1, 1, ".##");
	maze_gen_mask_free(k);
}
END_TEST

/* Scaling: the cell under each cell's centre; one level for all. */
START_TEST(test_scale)
{
	struct maze_err e;
	struct maze_gen_mask *k;

	k = mask_of(".#\n..\n", 6, 4, 4, 0, MAZE_GEN_PARTS_ONE, &e);
	ck_assert_ptr_nonnull(k);
	assert_cells(k, 4, 4, 1, "..##" "..##" "...." "....");
	maze_gen_mask_free(k);
	/* 3 to 2: centres at 0.75 and 2.25 of the source, cells 0 and 2. */
	k = mask_of(".#.\n...\n", 8, 2, 1, 0, MAZE_GEN_PARTS_ONE, &e);
	ck_assert_ptr_nonnull(k);
	assert_cells(k, 2, 1, 1, "..");
	maze_gen_mask_free(k);
	k = mask_of(".#\n..\n", 6, 0, 0, 3, MAZE_GEN_PARTS_ONE, &e);
	ck_assert_ptr_nonnull(k);
	assert_cells(k, 2, 2, 3, ".#.." ".#.." ".#..");
	maze_gen_mask_free(k);
	/* A mask of levels for a maze of as many, and no other. */
	k = mask_of("; level 0\n.\n; level 1\n.\n", 24, 0, 0, 3,
	    MAZE_GEN_PARTS_ONE, &e);
	ck_assert_ptr_null(k);
	ck_assert_str_eq(e.msg, "a mask of 2 levels for a maze of 3");
	/* Scaled past the limits of maze(5). */
	k = mask_of(".\n", 2, 100000, 100000, 0, MAZE_GEN_PARTS_ONE, &e);
	ck_assert_ptr_null(k);
	ck_assert_msg(strncmp(e.msg, "a mask of 100000x100000 cells: ", 31) ==
	    0, "%s", e.msg);
}
END_TEST

/* ---- Parts, against an independent search ---- */

/*
 * Label the parts of the w x h x d cells in (1 inside) by a plain
 * search, cell by cell, each part numbered from 1 in the order of its
 * first cell: into part[], the count returned.
 */
static int
parts_by_search(const unsigned char *in, int w, int h, int d, int *part)
{
	int n = w * h * d, c, np = 0, top, cur, x, y, z, k;
	int *stack = malloc((size_t)n * 6 * sizeof *stack);
	static const int dx[] = { 0, 1, 0, -1, 0, 0 },
	    dy[] = { -1, 0, 1, 0, 0, 0 }, dz[] = { 0, 0, 0, 0, -1, 1 };

	ck_assert_ptr_nonnull(stack);
	memset(part, 0, (size_t)n * sizeof *part);
	for (c = 0; c < n; c++) {
		if (!in[c] || part[c])
			continue;
		part[c] = ++np;
		stack[0] = c;
		for (top = 1; top > 0;) {
			cur = stack[--top];
			for (k = 0; k < 6; k++) {
				x = cur % w + dx[k];
				y = cur / w % h + dy[k];
				z = cur / w / h + dz[k];
				if (x < 0 || x >= w || y < 0 || y >= h ||
				    z < 0 || z >= d)
					continue;
				if (in[(z * h + y) * w + x] &&
				    !part[(z * h + y) * w + x]) {
					part[(z * h + y) * w + x] = np;
					stack[top++] = (z * h + y) * w + x;
				}
			}
		}
	}
	free(stack);
	return np;
}

/*
 * Every byte in every place of a row of 20 (its first eight, its second
 * and the four after): printable ASCII is a cell, '#' outside and any
 * other inside; any other byte is refused at its column.
 */
START_TEST(test_text_bytes)
{
	struct maze_err e;
	struct maze_gen_mask *k;
	char row[22], want[80];
	int b, at;

	for (b = 0; b < 256; b++) {
		if (b == '\n' || b == '#')
			continue;
		for (at = 0; at < 20; at++) {
			/* A CRLF line end; a comment line. */
			if ((b == '\r' && at == 19) || (b == ';' && at == 0))
				continue;
			memset(row, '.', 20);
			row[at] = (char)b;
			row[20] = '\n';
			k = mask_of(row, 21, 0, 0, 0, MAZE_GEN_PARTS_ONE, &e);
			if (b >= 0x20 && b < 0x7f) {
				ck_assert_msg(k != NULL, "0x%02x at %d: %s", b,
				    at, e.msg);
				ck_assert_uint_eq(maze_gen_mask_inside(k), 20);
				maze_gen_mask_free(k);
				continue;
			}
			ck_assert_msg(k == NULL, "0x%02x at %d", b, at);
			if (b == 0)
				snprintf(want, sizeof want, "a NUL byte: a "
				    "mask is text, '#' outside, or a PNG");
			else
				snprintf(want, sizeof want, "byte 0x%02x: a "
				    "text mask is printable ASCII, '#' "
				    "outside", b);
			ck_assert_str_eq(e.msg, want);
			ck_assert_uint_eq(e.col, (unsigned)at + 1);
		}
	}
}
END_TEST

/*
 * Random masks of 1 to 20 cells across and 1 to 9 down, 1 to 3 levels,
 * sparse to dense, a cell inside any printable character but '#':
 * the parts gen_mask_finish() finds by runs are those of a search, the
 * cell it names is the second part's first, and the part it keeps is
 * the largest, the first of those as large.
 */
START_TEST(test_parts)
{
	struct maze_rng r;
	struct maze_err e;
	struct maze_gen_mask *k;
	char text[4096], want[256], a[32], b[32], *t;
	unsigned char in[20 * 9 * 3];
	int part[20 * 9 * 3], size[20 * 9 * 3 + 1], w, h, d, n, c, np, big, i;
	int second, first, last, x, z;
	uint64_t dense;

	maze_rng_seed(&r, 34);
	for (i = 0; i < 3000; i++) {
		w = 1 + (int)rng_below(&r, 20);
		h = 1 + (int)rng_below(&r, 9);
		d = 1 + (int)rng_below(&r, 3);
		dense = rng_below(&r, 4);	/* 2 to 5 in 6 inside */
		n = w * h * d;
		t = text;
		for (c = 0; c < n; c++) {
			if (d > 1 && c % (w * h) == 0)
				t += sprintf(t, "; level %d\n", c / (w * h));
			in[c] = rng_below(&r, 6) < 2 + dense;
			/* ';' would begin a comment line, not a row. */
			*t = in[c] ? (char)(' ' + rng_below(&r, 94)) : '#';
			if (in[c] && (*t == '#' || *t == ';'))
				*t = '.';
			t++;
			if (c % w == w - 1)
				*t++ = '\n';
		}
		np = parts_by_search(in, w, h, d, part);
		k = mask_of(text, (size_t)(t - text), 0, 0, 0,
		    MAZE_GEN_PARTS_ONE, &e);
		if (np == 0) {
			ck_assert_ptr_null(k);
			continue;
		}
		for (first = 0; !in[first]; first++)
			continue;
		for (second = 0; np > 1 && part[second] != 2; second++)
			continue;
		if (np == 1) {
			ck_assert_msg(k != NULL, "%s", e.msg);
			maze_gen_mask_free(k);
		} else {
			ck_assert_ptr_null(k);
			if (d > 1) {
				sprintf(a, "%d,%d,%d", second % w,
				    second / w % h, second / w / h);
				sprintf(b, "%d,%d,%d", first % w,
				    first / w % h, first / w / h);
			} else {
				sprintf(a, "%d,%d", second % w, second / w);
				sprintf(b, "%d,%d", first % w, first / w);
			}
			sprintf(want, "the inside is in %d parts: cell %s is "
			    "cut off from cell %s (--mask-parts largest "
			    "keeps the largest)", np, a, b);
			ck_assert_str_eq(e.msg, want);
		}
		k = mask_of(text, (size_t)(t - text), 0, 0, 0,
		    MAZE_GEN_PARTS_LARGEST, &e);
		ck_assert_ptr_nonnull(k);
		memset(size, 0, sizeof size);
		for (c = 0; c < n; c++)
			size[part[c]]++;
		for (big = 1, x = 2; x <= np; x++)
			if (size[x] > size[big])
				big = x;
		for (first = -1, last = 0, c = 0; c < n; c++) {
			z = part[c] == big;
			ck_assert_msg(k->in[c] == z, "mask %d, cell %d", i, c);
			if (z && first < 0)
				first = c;
			if (z)
				last = c;
		}
		ck_assert_uint_eq(maze_gen_mask_inside(k), (size_t)size[big]);
		ck_assert_uint_eq(k->first, (size_t)first);
		ck_assert_uint_eq(k->last, (size_t)last);
		maze_gen_mask_free(k);
	}
}
END_TEST

/* ---- The PNG reader ---- */

struct pngbuf {
	unsigned char *p;
	size_t n, cap;
};

static void
png_put(png_structp p, png_bytep data, size_t n)
{
	struct pngbuf *b = png_get_io_ptr(p);

	if (b->n + n > b->cap) {
		b->cap = 2 * (b->n + n);
		b->p = realloc(b->p, b->cap);
		ck_assert_ptr_nonnull(b->p);
	}
	memcpy(b->p + b->n, data, n);
	b->n += n;
}

static void
png_noflush(png_structp p)
{
	(void)p;
}

/*
 * A w x h PNG of colour type and depth, rows of packed samples as stored
 * from px (bytes a row: stride), a palette of npal entries with alpha
 * trns if any, interlaced or not; into b.
 */
static void
make_png(struct pngbuf *b, uint32_t w, uint32_t h, int type, int depth,
    const unsigned char *px, size_t stride, const png_color *pal, int npal,
    const unsigned char *trns, int interlace)
{
	png_structp p = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL,
	    NULL, NULL);
	png_infop info = png_create_info_struct(p);
	uint32_t y;

	memset(b, 0, sizeof *b);
	if (setjmp(png_jmpbuf(p)))
		ck_abort_msg("libpng failed writing a test PNG");
	png_set_write_fn(p, b, png_put, png_noflush);
	png_set_IHDR(p, info, w, h, depth, type, interlace ?
	    PNG_INTERLACE_ADAM7 : PNG_INTERLACE_NONE,
	    PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
	if (npal > 0)
		png_set_PLTE(p, info, pal, npal);
	if (trns != NULL)
		png_set_tRNS(p, info, trns, npal, NULL);
	png_write_info(p, info);
	/* No pixels: the header alone. */
	if (px != NULL) {
		png_bytep *rows = malloc(h * sizeof *rows);

		for (y = 0; y < h; y++)
			rows[y] = (png_bytep)(uintptr_t)(px + y * stride);
		png_write_image(p, rows);
		free(rows);
		png_write_end(p, NULL);
	}
	png_destroy_write_struct(&p, &info);
}

/*
 * Every kind of PNG of the same 4x2 picture: inside, dark, inside,
 * transparent (or, without alpha, dark); inside, inside, inside, dark.
 */
START_TEST(test_png_kinds)
{
	static const unsigned char gray8[] = { 255, 0, 200, 10, 128, 255,
		200, 127 };
	/* 1 bit: 1010 1110, packed high bit first. */
	static const unsigned char gray1[] = { 0xa0, 0xe0 };
	/* Grey and alpha in 16 bits, scaled to 8: 0x80 is half, 0x7f not. */
	static const unsigned char ga16[] = {
		0xff, 0xff, 0xff, 0xff,  0x00, 0x00, 0xff, 0xff,
		0xff, 0xff, 0x80, 0x00,  0xff, 0xff, 0x7f, 0x00,
		0x90, 0x00, 0xff, 0xff,  0xff, 0xff, 0xff, 0xff,
		0xff, 0xff, 0xff, 0xff,  0x10, 0x00, 0xff, 0xff };
	/* Pure green is bright (0.7152), pure red and blue dark. */
	static const unsigned char rgba[] = {
		0, 255, 0, 255,  255, 0, 0, 255,  255, 255, 255, 128,
		255, 255, 255, 127,
		128, 128, 128, 255,  255, 255, 255, 255,  200, 200, 200, 255,
		0, 0, 255, 255 };
	static const unsigned char rgb[] = {
		0, 255, 0,  255, 0, 0,  255, 255, 255,  127, 127, 127,
		128, 128, 128,  255, 255, 255,  200, 200, 200,  0, 0, 255 };
	static const png_color pal[] = { { 0, 0, 0 }, { 255, 255, 255 },
		{ 255, 255, 255 } };
	static const unsigned char trns[] = { 255, 255, 0 };
	/* Palette indices, 4 bits: 1 0 1 2, 1 1 1 0. */
	static const unsigned char idx4[] = { 0x10, 0x12, 0x11, 0x10 };
	static const char *want = ".#.#" "...#";
	struct {
		int type, depth, interlace;
		const unsigned char *px;
		size_t stride;
		int pal;
	} kinds[] = {
		{ PNG_COLOR_TYPE_GRAY, 8, 0, gray8, 4, 0 },
		{ PNG_COLOR_TYPE_GRAY, 8, 1, gray8, 4, 0 },
		{ PNG_COLOR_TYPE_GRAY, 1, 0, gray1, 1, 0 },
		{ PNG_COLOR_TYPE_GRAY_ALPHA, 16, 0, ga16, 16, 0 },
		{ PNG_COLOR_TYPE_RGB, 8, 0, rgb, 12, 0 },
		{ PNG_COLOR_TYPE_RGB_ALPHA, 8, 0, rgba, 16, 0 },
		{ PNG_COLOR_TYPE_RGB_ALPHA, 8, 1, rgba, 16, 0 },
		{ PNG_COLOR_TYPE_PALETTE, 4, 0, idx4, 2, 1 },
	};
	struct pngbuf b;
	struct maze_err e;
	struct maze_gen_mask *k;
	size_t i;

	for (i = 0; i < sizeof kinds / sizeof kinds[0]; i++) {
		make_png(&b, 4, 2, kinds[i].type, kinds[i].depth, kinds[i].px,
		    kinds[i].stride, kinds[i].pal ? pal : NULL,
		    kinds[i].pal ? 3 : 0, kinds[i].pal ? trns : NULL,
		    kinds[i].interlace);
		k = mask_of(b.p, b.n, 0, 0, 0, MAZE_GEN_PARTS_LARGEST, &e);
		ck_assert_msg(k != NULL, "kind %zu: %s", i, e.msg);
		assert_cells(k, 4, 2, 1, want);
		maze_gen_mask_free(k);
		/* Scaled: each pixel 2x2 cells. */
		k = mask_of(b.p, b.n, 8, 4, 0, MAZE_GEN_PARTS_LARGEST, &e);
		ck_assert_ptr_nonnull(k);
		assert_cells(k, 8, 4, 1, "..##..##" "..##..##" "......##"
		    "......##");
		maze_gen_mask_free(k);
		free(b.p);
	}
}
END_TEST

/*
 * A gray PNG wider than a word of pixels, its last row's values on both
 * sides of the half-way mark (the rows above white, so that the inside
 * is one part): each pixel is inside if it is 128 or more, eight at a
 * time and one at a time alike.
 */
START_TEST(test_png_wide)
{
	unsigned char px[21 * 3];
	struct pngbuf b;
	struct maze_err e;
	struct maze_gen_mask *k;
	int i;

	memset(px, 255, sizeof px);
	for (i = 0; i < 21; i++)
		px[42 + i] = (unsigned char)(i % 3 == 0 ? 127 + i % 2 :
		    (i * 37) % 256);
	make_png(&b, 21, 3, PNG_COLOR_TYPE_GRAY, 8, px, 21, NULL, 0, NULL, 0);
	k = mask_of(b.p, b.n, 0, 0, 0, MAZE_GEN_PARTS_ONE, &e);
	ck_assert_msg(k != NULL, "%s", e.msg);
	for (i = 0; i < 21 * 3; i++)
		ck_assert_msg(k->in[i] == (px[i] >= 128), "pixel %d, %d: %d",
		    i, px[i], k->in[i]);
	maze_gen_mask_free(k);
	free(b.p);
}
END_TEST

/*
 * A PNG that is not whole, not one, or too large for a maze: the
 * reader's message, never a crash.
 */
START_TEST(test_png_bad)
{
	static const unsigned char gray8[] = { 255, 255, 255, 255 };
	struct pngbuf b;
	struct maze_err e;
	struct maze_gen_mask *k;
	size_t cut;

	make_png(&b, 2, 2, PNG_COLOR_TYPE_GRAY, 8, gray8, 2, NULL, 0, NULL, 0);
	for (cut = 8; cut < b.n; cut += 3) {
		k = mask_of(b.p, cut, 0, 0, 0, MAZE_GEN_PARTS_ONE, &e);
		ck_assert_msg(k == NULL, "%zu bytes of %zu read", cut, b.n);
		ck_assert_msg(strncmp(e.msg, "PNG: ", 5) == 0, "%s", e.msg);
	}
	k = mask_of(b.p, 40, 0, 0, 0, MAZE_GEN_PARTS_ONE, &e);
	ck_assert_str_eq(e.msg, "PNG: truncated file");
	/* The signature, then garbage. */
	memset(b.p + 8, 'x', b.n - 8);
	k = mask_of(b.p, b.n, 0, 0, 0, MAZE_GEN_PARTS_ONE, &e);
	ck_assert_ptr_null(k);
	ck_assert_msg(strncmp(e.msg, "PNG: ", 5) == 0, "%s", e.msg);
	/* Not a PNG at all: the text reader's message. */
	b.p[0] = 0x89;
	b.p[1] = 'X';
	k = mask_of(b.p, b.n, 0, 0, 0, MAZE_GEN_PARTS_ONE, &e);
	ck_assert_ptr_null(k);
	ck_assert_str_eq(e.msg, "byte 0x89: a text mask is printable ASCII, "
	    "'#' outside");
	free(b.p);
	/* 10^5 pixels square, header and nothing more: refused from it. */
	make_png(&b, 100000, 100000, PNG_COLOR_TYPE_GRAY, 8, NULL, 0, NULL, 0,
	    NULL, 0);
	k = mask_of(b.p, 33, 0, 0, 0, MAZE_GEN_PARTS_ONE, &e);
	ck_assert_ptr_null(k);
	ck_assert_msg(strncmp(e.msg, "PNG of 100000x100000 pixels: ", 29) ==
	    0, "%s", e.msg);
	free(b.p);
}
END_TEST

/* ---- Perfect mazes over the inside ---- */

static const struct shape {
	const char *name, *text;
	uint32_t d;		/* levels asked for, 0 the mask's */
} shapes[] = {
	{ "holes", "..........\n.##..#....\n.##..#.##.\n......#...\n"
	    "..........\n", 0 },
	{ "necks", "....#....\n.........\n....#....\n.........\n"
	    "####.####\n.........\n", 0 },
	{ "single", "###\n#.#\n###\n", 0 },
	{ "ring", "....\n.##.\n....\n", 0 },
	{ "edges", "##.##\n##.##\n.....\n##.##\n##.##\n", 0 },
	{ "line", "#....#\n", 0 },
	{ "column", "#\n.\n.\n.\n", 0 },
	{ "levels", "; level 0\n..#\n.##\n; level 1\n#..\n#.#\n; level 2\n"
	    "...\n##.\n", 0 },
	{ "holes in 3", "......\n.#.##.\n.#....\n", 3 },
	{ "one of 2", "###\n#.#\n", 2 },
};
#define NSHAPES	(sizeof shapes / sizeof shapes[0])

/*
 * Check m, made on mask k: the grid line; a cell maze (maze_is_cells());
 * each cell open inside and a wall outside; S above the first cell
 * inside, E below the last; and perfect over the inside: every open
 * wall joins two cells inside not yet joined, and they end as one.
 */
static void
assert_masked(const struct maze *m, const struct maze_gen_mask *k,
    const char *what)
{
	size_t n = (size_t)k->w * k->h * k->d, c, joins = 0, i;
	size_t step[3] = { 1, k->w, (size_t)k->w * k->h };
	size_t bstep[3] = { 1, m->w, (size_t)m->w * m->h };
	uint32_t *parent, x, y, z, a, b;
	struct maze_err e;
	int j;

	ck_assert_msg(m->hdr.grid & MAZE_GRID_MASK, "%s: no grid line", what);
	ck_assert_msg(maze_is_cells(m, &e), "%s: %s", what, e.msg);
	parent = malloc(n * sizeof *parent);
	ck_assert_ptr_nonnull(parent);
	for (c = 0; c < n; c++)
		parent[c] = (uint32_t)c;
	for (c = 0; c < n; c++) {
		gen_xyz(c, k->w, k->h, k->d, &x, &y, &z);
		i = maze_cell3(m, x, y, z);
		REQUIRE(m->b[i] == (k->in[c] ? MAZE_OPEN : MAZE_WALL),
		    "%s: cell %u,%u,%u is '%c'", what, x, y, z, m->b[i]);
		for (j = 0; j < 3; j++) {
			if ((j == 0 && x + 1 == k->w) ||
			    (j == 1 && y + 1 == k->h) ||
			    (j == 2 && z + 1 == k->d))
				continue;
			if (m->b[i + bstep[j]] != MAZE_OPEN)
				continue;
			REQUIRE(k->in[c] && k->in[c + step[j]], "%s: cell "
			    "%u,%u,%u opens to the outside", what, x, y, z);
			for (a = (uint32_t)c; parent[a] != a; a = parent[a])
				continue;
			for (b = (uint32_t)(c + step[j]); parent[b] != b;
			    b = parent[b])
				continue;
			REQUIRE(a != b, "%s: a loop at %u,%u,%u", what, x, y,
			    z);
			parent[a] = b;
			joins++;
		}
	}
	free(parent);
	ck_assert_msg(joins + 1 == k->n, "%s: %zu passages for %zu cells",
	    what, joins, k->n);
	gen_xyz(k->first, k->w, k->h, k->d, &x, &y, &z);
	ck_assert_uint_eq(m->start, maze_cell3(m, x, y, z) - m->w);
	ck_assert_int_eq(m->b[m->start], MAZE_START);
	gen_xyz(k->last, k->w, k->h, k->d, &x, &y, &z);
	ck_assert_uint_eq(m->end, maze_cell3(m, x, y, z) + m->w);
	ck_assert_int_eq(m->b[m->end], MAZE_END);
}

/* Every generator of masks, on every shape, from a few seeds and roots. */
START_TEST(test_masked_perfect)
{
	const struct shape *sh = &shapes[_i];
	static const char *roots[] = { NULL, "center", "corner", "random" };
	const struct maze_gen_algo *a;
	struct maze_gen_mask *k;
	struct maze_gen_opts o;
	struct maze m;
	struct maze_err e;
	char what[128];
	const char *why;
	size_t i, r;
	uint64_t seed;

	k = mask_of(sh->text, strlen(sh->text), 0, 0, sh->d, MAZE_GEN_PARTS_ONE,
	    &e);
	ck_assert_msg(k != NULL, "%s: %s", sh->name, e.msg);
	maze_init(&m);
	for (i = 0; (a = maze_gen_algo(i)) != NULL; i++) {
		if (!(a->flags & GEN_MASK))
			continue;
		for (r = 0; r < 4; r++) {
			if (r > 0 && !(a->flags & MAZE_GEN_ROOT))
				break;
			for (seed = 1; seed <= 6; seed++) {
				maze_gen_opts_init(&o);
				if (roots[r] != NULL)
					ck_assert_int_eq(gen_parse_root(&o,
					    roots[r], &why), 0);
				o.mask = k;
				snprintf(what, sizeof what, "%s on %s, root "
				    "%s, seed %llu", a->info.name, sh->name,
				    roots[r] ? roots[r] : "default",
				    (unsigned long long)seed);
				ck_assert_msg(maze_gen_make3(&m, a, k->w, k->h, k->d,
				    seed, &o, &e) == 0, "%s: %s", what, e.msg);
				assert_masked(&m, k, what);
			}
		}
	}
	maze_free(&m);
	maze_gen_mask_free(k);
}
END_TEST

/*
 * The generators that work by rows or rectangles refuse a mask, whole or
 * streamed; a mask must be of the maze's size; a root must be inside.
 */
START_TEST(test_masked_refused)
{
	const struct maze_gen_algo *a;
	struct maze_gen_mask *k;
	struct maze_gen_opts o;
	struct maze m;
	struct maze_err e;
	char want[64];
	const char *why;
	size_t i;

	k = text_mask("....\n.##.\n....\n", &e);
	ck_assert_ptr_nonnull(k);
	maze_init(&m);
	maze_gen_opts_init(&o);
	o.mask = k;
	for (i = 0; (a = maze_gen_algo(i)) != NULL; i++) {
		if (a->flags & GEN_MASK)
			continue;
		snprintf(want, sizeof want, "-a %s does not work on a mask",
		    a->info.name);
		ck_assert_int_eq(maze_gen_make3(&m, a, 4, 3, 1, 1, &o, &e), -1);
		ck_assert_str_eq(e.msg, want);
		ck_assert_str_eq(gen_ignored(a, GEN_MASK), "--mask");
	}
	a = maze_gen_algo(0);
	ck_assert_int_eq(maze_gen_make3(&m, a, 4, 4, 1, 1, &o, &e), -1);
	ck_assert_str_eq(e.msg, "a mask of 4x3x1 cells for a maze of 4x4x1");
	ck_assert_int_eq(gen_parse_root(&o, "1,1", &why), 0);
	ck_assert_int_eq(gen_root_check(&o, 4, 3, 1, &e), -1);
	ck_assert_str_eq(e.msg, "--root 1,1: outside the mask");
	ck_assert_int_eq(maze_gen_make3(&m, a, 4, 3, 1, 1, &o, &e), -1);
	ck_assert_str_eq(e.msg, "root 1,1 is outside the mask");
	ck_assert_int_eq(gen_parse_root(&o, "3,1", &why), 0);
	ck_assert_int_eq(gen_root_check(&o, 4, 3, 1, &e), 0);
	/* The centre, 1,1, is outside: the nearest inside is 1,0. */
	ck_assert_int_eq(gen_parse_root(&o, "center", &why), 0);
	ck_assert_int_eq(maze_gen_make3(&m, gen_named("bfs-tree"), 4, 3, 1, 1,
	    &o, &e), 0);
	/* bfs-tree from 1,0: both its neighbours in the row are children. */
	ck_assert_int_eq(m.b[maze_cell(&m, 1, 0) - 1], MAZE_OPEN);
	ck_assert_int_eq(m.b[maze_cell(&m, 1, 0) + 1], MAZE_OPEN);
	maze_free(&m);
	maze_gen_mask_free(k);
}
END_TEST

/* ---- Uniform over the inside ---- */

/*
 * The mask of the uniformity test: 11 cells, a hole, 13 passages between
 * them and 110 spanning trees (the matrix-tree theorem, computed below
 * too).  Over 100 draws a tree expected from fixed seeds, the counts of
 * the trees made are tested against the uniform by chi-square at the
 * 0.999 quantile of 109 degrees of freedom.
 */
#define U_MASK	"....\n.#..\n....\n"
#define U_W	4
#define U_H	3

/* The passages between cells inside k: cell and direction, 0 E, 1 S. */
static int
u_edges(const struct maze_gen_mask *k, uint32_t *from, int *dir)
{
	uint32_t c;
	int n = 0;

	for (c = 0; c < U_W * U_H; c++) {
		if (!k->in[c])
			continue;
		if (c % U_W + 1 < U_W && k->in[c + 1]) {
			from[n] = c;
			dir[n++] = 0;
		}
		if (c / U_W + 1 < U_H && k->in[c + U_W]) {
			from[n] = c;
			dir[n++] = 1;
		}
	}
	return n;
}

/* The spanning trees of k's inside: a minor of its Laplacian. */
static long
u_trees(const struct maze_gen_mask *k)
{
	double l[U_W * U_H][U_W * U_H], f, det = 1;
	uint32_t from[64], idx[U_W * U_H], c, n = 0;
	int dir[64], ne, i, a, b, r, q;

	for (c = 0; c < U_W * U_H; c++)
		idx[c] = k->in[c] ? n++ : UINT32_MAX;
	memset(l, 0, sizeof l);
	ne = u_edges(k, from, dir);
	for (i = 0; i < ne; i++) {
		a = (int)idx[from[i]];
		b = (int)idx[from[i] + (dir[i] ? U_W : 1)];
		l[a][a]++;
		l[b][b]++;
		l[a][b]--;
		l[b][a]--;
	}
	/* Gaussian elimination on rows and columns 1 .. n - 1. */
	for (i = 1; i < (int)n; i++) {
		det *= l[i][i];
		for (r = i + 1; r < (int)n; r++) {
			f = l[r][i] / l[i][i];
			for (q = i; q < (int)n; q++)
				l[r][q] -= f * l[i][q];
		}
	}
	return lround(det);
}

/* The chi-square of 100 draws a tree of generator name on U_MASK. */
static double
u_chi2(const char *name, long *trees, int *made)
{
	const struct maze_gen_algo *a = gen_named(name);
	struct maze_gen_mask *k;
	struct maze_gen_opts o;
	struct maze m;
	struct maze_err e;
	uint32_t from[64];
	uint64_t seen[256], key;
	long count[256], draws, i;
	int dir[64], ne, j, n = 0;
	double want, chi = 0, dev;

	k = text_mask(U_MASK, &e);
	ck_assert_ptr_nonnull(k);
	*trees = u_trees(k);
	ck_assert_int_le(*trees, 256);
	ne = u_edges(k, from, dir);
	draws = *trees * 100;
	want = 100;
	maze_gen_opts_init(&o);
	o.mask = k;
	maze_init(&m);
	for (i = 0; i < draws; i++) {
		ck_assert_int_eq(maze_gen_make3(&m, a, U_W, U_H, 1, (uint64_t)i, &o,
		    &e), 0);
		for (key = 0, j = 0; j < ne; j++)
			if (m.b[maze_cell(&m, from[j] % U_W, from[j] / U_W) +
			    (dir[j] ? m.w : 1)] == MAZE_OPEN)
				key |= UINT64_C(1) << j;
		for (j = 0; j < n && seen[j] != key; j++)
			continue;
		if (j == n) {
			ck_assert_int_lt(n, *trees);
			seen[n] = key;
			count[n++] = 0;
		}
		count[j]++;
	}
	for (j = 0; j < n; j++) {
		dev = count[j] - want;
		chi += dev * dev / want;
	}
	/* A tree never made counts as well as one made too often. */
	chi += (double)(*trees - n) * want;
	*made = n;
	maze_free(&m);
	maze_gen_mask_free(k);
	return chi;
}

/* The 0.999 quantile of chi-square with df degrees (Wilson-Hilferty). */
static double
chi2_999(double df)
{
	double z = 3.090232, v = 2 / (9 * df);

	return df * pow(1 - v + z * sqrt(v), 3);
}

START_TEST(test_masked_uniform)
{
	static const char *uniform[] = { "wilson", "aldous-broder" };
	double chi, limit;
	long trees;
	int made;

	chi = u_chi2(uniform[_i], &trees, &made);
	ck_assert_int_eq(trees, 110);
	ck_assert_int_eq(made, 110);
	limit = chi2_999((double)trees - 1);
	ck_assert_msg(chi < limit, "%s: chi-square %.1f over %ld degrees of "
	    "freedom, past %.2f", uniform[_i], chi, trees - 1, limit);
}
END_TEST

/* The control: a biased generator fails the same test. */
START_TEST(test_masked_not_uniform)
{
	static const char *biased[] = { "backtracker", "kruskal" };
	double chi, limit;
	long trees;
	int made;

	chi = u_chi2(biased[_i], &trees, &made);
	limit = chi2_999((double)trees - 1);
	ck_assert_msg(chi > limit, "%s: chi-square %.1f (%d trees), expected "
	    "past %.2f", biased[_i], chi, made, limit);
}
END_TEST

Suite *
mask_suite(void)
{
	Suite *s = suite_create("mask");
	TCase *tc;

	tc = tcase_create("text");
	tcase_add_loop_test(tc, test_text_bad, 0,
	    (int)(sizeof bad / sizeof bad[0]));
	tcase_add_test(tc, test_text_good);
	tcase_add_test(tc, test_scale);
	tcase_add_test(tc, test_text_bytes);
	suite_add_tcase(s, tc);

	tc = tcase_create("parts");
	tcase_set_timeout(tc, 30);
	tcase_add_test(tc, test_parts);
	suite_add_tcase(s, tc);

	tc = tcase_create("png");
	tcase_add_test(tc, test_png_kinds);
	tcase_add_test(tc, test_png_wide);
	tcase_add_test(tc, test_png_bad);
	suite_add_tcase(s, tc);

	tc = tcase_create("perfect");
	tcase_set_timeout(tc, 60);
	tcase_add_loop_test(tc, test_masked_perfect, 0, (int)NSHAPES);
	tcase_add_test(tc, test_masked_refused);
	suite_add_tcase(s, tc);

	tc = tcase_create("uniform");
	tcase_set_timeout(tc, 60);
	tcase_add_loop_test(tc, test_masked_uniform, 0, 2);
	tcase_add_loop_test(tc, test_masked_not_uniform, 0, 2);
	suite_add_tcase(s, tc);
	return s;
}
