/*
 * pngblocks: decode a PNG that mazerender drew and print the grid it shows,
 * one character a block, by the documented default colours (and any given
 * with -p).  A test diffs this with the maze itself, so PNGs are compared by
 * their pixels, never by their bytes.  A block whose pixels differ prints
 * '?', an unknown colour '!', and either makes the exit status 1.
 *
 * usage: pngblocks -c px [-w px] [-m px] [-p #rrggbb=c ...] [-x] file.png
 *   -c px   pixels of the odd rows and columns (open blocks)
 *   -w px   pixels of the even rows and columns (wall lines); default -c
 *   -m px   margin, which must be one colour all round (printed with -x)
 *   -p      one more colour and the character to print for it
 *   -x      print each block's colour as rrggbb, space-separated, instead
 */
#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static struct {
	unsigned char rgb[3];
	char c;
} colours[64] = {
	{ { 0x20, 0x20, 0x20 }, '#' },
	{ { 0xff, 0xff, 0xff }, ' ' },
	{ { 0x2e, 0x9e, 0x44 }, 'S' },
	{ { 0xd3, 0x3a, 0x2c }, 'E' },
	{ { 0x3a, 0x7b, 0xd5 }, '+' },
	{ { 0xf4, 0xd5, 0x8d }, '.' },
};
static size_t ncolours = 6;

static void
usage(void)
{
	fprintf(stderr, "usage: pngblocks -c px [-w px] [-m px] "
	    "[-p #rrggbb=c ...] [-x] file.png\n");
	exit(2);
}

/* Size of row or column i: even ones are wall lines. */
static unsigned long
size(unsigned long i, unsigned long c, unsigned long w)
{
	return i % 2 ? c : w;
}

/*
 * Decode file to 8-bit RGB, into *px, *width and *height; exit 2 if it
 * can't.  libpng's classic interface, not png_image: the simplified one
 * keeps libpng's default limit of a million pixels a side, which
 * mazerender's pictures may pass.
 */
static void
decode(const char *file, unsigned char **px, unsigned long *width,
    unsigned long *height)
{
	png_structp png;
	png_infop info;
	png_bytep *rows = NULL;
	unsigned long y;
	FILE *fp;

	if ((fp = fopen(file, "rb")) == NULL) {
		perror(file);
		exit(2);
	}
	if ((png = png_create_read_struct(PNG_LIBPNG_VER_STRING, NULL, NULL,
	    NULL)) == NULL || (info = png_create_info_struct(png)) == NULL) {
		fprintf(stderr, "pngblocks: out of memory\n");
		exit(2);
	}
	if (setjmp(png_jmpbuf(png))) {
		fprintf(stderr, "pngblocks: %s: not a PNG it can read\n", file);
		exit(2);
	}
	png_set_user_limits(png, 0x7fffffff, 0x7fffffff);
	png_init_io(png, fp);
	png_read_info(png, info);
	png_set_expand(png);
	png_set_strip_16(png);
	png_set_strip_alpha(png);
	png_set_gray_to_rgb(png);
	png_read_update_info(png, info);
	*width = png_get_image_width(png, info);
	*height = png_get_image_height(png, info);
	if (png_get_rowbytes(png, info) != 3 * *width ||
	    (*px = malloc(3 * *width * *height)) == NULL ||
	    (rows = malloc(*height * sizeof *rows)) == NULL) {
		fprintf(stderr, "pngblocks: %s: out of memory\n", file);
		exit(2);
	}
	for (y = 0; y < *height; y++)
		rows[y] = *px + 3 * *width * y;
	png_read_image(png, rows);
	png_read_end(png, NULL);
	png_destroy_read_struct(&png, &info, NULL);
	free(rows);
	fclose(fp);
}

int
main(int argc, char *argv[])
{
	unsigned long width, height;
	unsigned char *px, *p, *q;
	unsigned long bx, by, x, y, c = 0, w = 0, m = 0, x0, y0, bw, bh;
	unsigned long nx, ny, sx, sy;
	unsigned v;
	int status = 0, hex = 0, ch;
	size_t k;
	char out;

	while ((ch = getopt(argc, argv, "c:m:p:w:x")) != -1) {
		switch (ch) {
		case 'c':
			c = strtoul(optarg, NULL, 10);
			break;
		case 'm':
			m = strtoul(optarg, NULL, 10);
			break;
		case 'p':
			if (ncolours == 64 || strlen(optarg) != 9 ||
			    optarg[0] != '#' || optarg[7] != '=' ||
			    sscanf(optarg + 1, "%6x", &v) != 1)
				usage();
			colours[ncolours].rgb[0] = (unsigned char)(v >> 16);
			colours[ncolours].rgb[1] = (unsigned char)(v >> 8);
			colours[ncolours].rgb[2] = (unsigned char)v;
			colours[ncolours++].c = optarg[8];
			break;
		case 'w':
			w = strtoul(optarg, NULL, 10);
			break;
		case 'x':
			hex = 1;
			break;
		default:
			usage();
		}
	}
	if (c == 0 || optind + 1 != argc)
		usage();
	if (w == 0)
		w = c;
	decode(argv[optind], &px, &width, &height);
	/* The number of blocks each way, from the sizes. */
	for (nx = 0, sx = 2 * m; sx < width; nx++)
		sx += size(nx, c, w);
	for (ny = 0, sy = 2 * m; sy < height; ny++)
		sy += size(ny, c, w);
	if (sx != width || sy != height) {
		fprintf(stderr, "pngblocks: %lux%lu pixels is not a whole "
		    "number of blocks of %lu and %lu pixels with a %lu-pixel "
		    "margin\n", width, height, c, w, m);
		return 1;
	}
	/* The margin: one colour, that of the top left pixel. */
	for (y = 0; y < height; y++)
		for (x = 0; x < width; x++)
			if ((x < m || y < m || x >= width - m ||
			    y >= height - m) && memcmp(px, px + 3 *
			    (y * width + x), 3) != 0) {
				fprintf(stderr, "pngblocks: the margin is not "
				    "one colour at %lu,%lu\n", x, y);
				return 1;
			}
	if (hex && m > 0)
		printf("margin %02x%02x%02x\n", px[0], px[1], px[2]);
	for (by = 0, y0 = m; by < ny; y0 += size(by, c, w), by++) {
		for (bx = 0, x0 = m; bx < nx; x0 += size(bx, c, w), bx++) {
			bw = size(bx, c, w);
			bh = size(by, c, w);
			p = px + 3 * (y0 * width + x0);
			out = '!';
			for (k = 0; k < ncolours; k++)
				if (memcmp(p, colours[k].rgb, 3) == 0)
					out = colours[k].c;
			for (y = 0; y < bh; y++)
				for (x = 0; x < bw; x++) {
					q = px + 3 * ((y0 + y) * width + x0 +
					    x);
					if (memcmp(p, q, 3) != 0)
						out = '?';
				}
			if (hex) {
				if (out == '?')
					printf("%s??????", bx ? " " : "");
				else
					printf("%s%02x%02x%02x", bx ? " " : "",
					    p[0], p[1], p[2]);
				if (out == '?')
					status = 1;
				continue;
			}
			if (out == '!' || out == '?')
				status = 1;
			putchar(out);
		}
		putchar('\n');
	}
	free(px);
	return status;
}
