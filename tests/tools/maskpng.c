/*
 * maskpng: PNG masks for the tests of mazegen --mask, made rather than
 * kept: the text mask on standard input ('#' outside) as a PNG of one
 * pixel a cell, in one of these kinds:
 *
 *	gray	8-bit grey, outside black, inside white
 *	alpha	8-bit RGBA, all white, inside opaque and outside transparent
 *	palette	2-bit palette, outside dark blue, inside yellow
 *	huge	the header of a grey PNG of 100000x100000 pixels, no more
 *
 * usage: maskpng kind out.png <mask.txt
 */
#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int
main(int argc, char *argv[])
{
	static const png_color pal[] = { { 0, 0, 96 }, { 255, 255, 0 } };
	static char **rows, *line;
	static size_t w, h, cap, lcap;	/* static: kept across longjmp */
	ssize_t got;
	png_structp p;
	png_infop info;
	png_bytep row;
	size_t x, y, len;
	const char *kind;
	FILE *out;
	int alpha, palette;

	if (argc != 3) {
		fprintf(stderr, "usage: maskpng kind out.png <mask.txt\n");
		return 2;
	}
	kind = argv[1];
	alpha = strcmp(kind, "alpha") == 0;
	palette = strcmp(kind, "palette") == 0;
	while ((got = getline(&line, &lcap, stdin)) > 0) {
		line[strcspn(line, "\r\n")] = '\0';
		if ((w = strlen(line)) == 0)
			break;
		if (h == cap && (rows = realloc(rows, (cap = 2 * cap + 16) *
		    sizeof *rows)) == NULL)
			return 2;
		if ((rows[h++] = strdup(line)) == NULL)
			return 2;
	}
	if ((out = fopen(argv[2], "wb")) == NULL) {
		perror(argv[2]);
		return 2;
	}
	p = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
	info = png_create_info_struct(p);
	if (setjmp(png_jmpbuf(p))) {
		fprintf(stderr, "maskpng: libpng failed\n");
		return 2;
	}
	png_init_io(p, out);
	if (strcmp(kind, "huge") == 0) {
		png_set_IHDR(p, info, 100000, 100000, 8, PNG_COLOR_TYPE_GRAY,
		    PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT,
		    PNG_FILTER_TYPE_DEFAULT);
		png_write_info(p, info);
		png_write_flush(p);
		png_destroy_write_struct(&p, &info);
		return fclose(out) == 0 ? 0 : 2;
	}
	png_set_IHDR(p, info, (png_uint_32)w, (png_uint_32)h, palette ? 2 : 8,
	    alpha ? PNG_COLOR_TYPE_RGB_ALPHA : palette ?
	    PNG_COLOR_TYPE_PALETTE : PNG_COLOR_TYPE_GRAY, PNG_INTERLACE_NONE,
	    PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
	if (palette)
		png_set_PLTE(p, info, pal, 2);
	png_write_info(p, info);
	if (palette)
		png_set_packing(p);
	if ((row = calloc(w, 4)) == NULL)
		return 2;
	for (y = 0; y < h; y++) {
		len = strlen(rows[y]);
		for (x = 0; x < w; x++) {
			int in = x < len && rows[y][x] != '#';

			if (alpha) {
				memset(row + 4 * x, 255, 3);
				row[4 * x + 3] = in ? 255 : 0;
			}
			else
				row[x] = palette ? in : in ? 255 : 0;
		}
		png_write_row(p, row);
	}
	png_write_end(p, NULL);
	png_destroy_write_struct(&p, &info);
	free(row);
	return fclose(out) == 0 ? 0 : 2;
}
