/*
 * pngenc: what `make bench` compares mazerender's PNG output with: the same
 * image encoded through libpng alone, at the same settings (IHDR, palette,
 * no filtering, zlib level), one row at a time.  It decodes in.png to its
 * rows as they are stored (packed, palette indices), then times encoding
 * them again to out.png and prints the seconds.
 *
 * usage: pngenc -l level in.png out.png
 */
#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double
now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

int
main(int argc, char *argv[])
{
	png_structp rd, wr;
	png_infop ri, wi;
	png_bytepp rows;
	png_colorp pal = NULL;
	png_uint_32 w, h, y;
	size_t stride;
	int depth, type, npal = 0, level;
	FILE *in, *out;
	double t0;

	if (argc != 5 || strcmp(argv[1], "-l") != 0) {
		fprintf(stderr, "usage: pngenc -l level in.png out.png\n");
		return 2;
	}
	level = atoi(argv[2]);
	if ((in = fopen(argv[3], "rb")) == NULL || (out = fopen(argv[4],
	    "wb")) == NULL) {
		perror("pngenc");
		return 2;
	}
	rd = png_create_read_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
	ri = png_create_info_struct(rd);
	if (setjmp(png_jmpbuf(rd)))
		return 2;
	png_init_io(rd, in);
	png_set_user_limits(rd, 0x7fffffff, 0x7fffffff);
	png_read_png(rd, ri, PNG_TRANSFORM_IDENTITY, NULL);
	png_get_IHDR(rd, ri, &w, &h, &depth, &type, NULL, NULL, NULL);
	rows = png_get_rows(rd, ri);
	if (type == PNG_COLOR_TYPE_PALETTE)
		png_get_PLTE(rd, ri, &pal, &npal);

	t0 = now();
	wr = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
	wi = png_create_info_struct(wr);
	if (setjmp(png_jmpbuf(wr)))
		return 2;
	png_init_io(wr, out);
	png_set_IHDR(wr, wi, w, h, depth, type, PNG_INTERLACE_NONE,
	    PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
	if (npal)
		png_set_PLTE(wr, wi, pal, npal);
	png_set_filter(wr, PNG_FILTER_TYPE_BASE, PNG_FILTER_NONE |
	    PNG_FILTER_UP);
	png_set_compression_level(wr, level);
	png_write_info(wr, wi);
	stride = png_get_rowbytes(rd, ri);
	for (y = 0; y < h; y++) {
		if (y > 0)
			png_set_filter(wr, PNG_FILTER_TYPE_BASE,
			    memcmp(rows[y], rows[y - 1], stride) == 0 ?
			    PNG_FILTER_UP : PNG_FILTER_NONE);
		png_write_row(wr, rows[y]);
	}
	png_write_end(wr, wi);
	fclose(out);
	printf("%.3f\n", now() - t0);
	png_destroy_write_struct(&wr, &wi);
	png_destroy_read_struct(&rd, &ri, NULL);
	fclose(in);
	return 0;
}
