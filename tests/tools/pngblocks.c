/*
 * pngblocks: decode a PNG that mazerender drew and print the grid it shows,
 * one character a block, by the documented default colours.  A test diffs
 * this with the maze itself, so PNGs are compared by their pixels, never by
 * their bytes.  A block whose pixels differ prints '?', an unknown colour
 * '!', and either makes the exit status 1.
 *
 * usage: pngblocks -c px file.png
 */
#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const struct {
	unsigned char rgb[3];
	char c;
} colours[] = {
	{ { 0x20, 0x20, 0x20 }, '#' },
	{ { 0xff, 0xff, 0xff }, ' ' },
	{ { 0x2e, 0x9e, 0x44 }, 'S' },
	{ { 0xd3, 0x3a, 0x2c }, 'E' },
	{ { 0x3a, 0x7b, 0xd5 }, '+' },
	{ { 0xf4, 0xd5, 0x8d }, '.' },
};

int
main(int argc, char *argv[])
{
	png_image im;
	unsigned char *px, *p;
	unsigned long bx, by, x, y, c, k;
	int status = 0;
	char ch;

	if (argc != 4 || strcmp(argv[1], "-c") != 0 ||
	    (c = strtoul(argv[2], NULL, 10)) == 0) {
		fprintf(stderr, "usage: pngblocks -c px file.png\n");
		return 2;
	}
	memset(&im, 0, sizeof im);
	im.version = PNG_IMAGE_VERSION;
	if (!png_image_begin_read_from_file(&im, argv[3])) {
		fprintf(stderr, "pngblocks: %s: %s\n", argv[3], im.message);
		return 2;
	}
	im.format = PNG_FORMAT_RGB;
	if ((px = malloc(PNG_IMAGE_SIZE(im))) == NULL ||
	    !png_image_finish_read(&im, NULL, px, 0, NULL)) {
		fprintf(stderr, "pngblocks: %s: %s\n", argv[3], im.message);
		return 2;
	}
	if (im.width % c || im.height % c) {
		fprintf(stderr, "pngblocks: %ux%u pixels is not a whole "
		    "number of %lu-pixel blocks\n", im.width, im.height, c);
		return 1;
	}
	for (by = 0; by < im.height / c; by++) {
		for (bx = 0; bx < im.width / c; bx++) {
			p = px + 3 * (by * c * im.width + bx * c);
			ch = '!';
			for (k = 0; k < sizeof colours / sizeof colours[0]; k++)
				if (memcmp(p, colours[k].rgb, 3) == 0)
					ch = colours[k].c;
			for (y = 0; y < c; y++)
				for (x = 0; x < c; x++)
					if (memcmp(p, px + 3 * ((by * c + y) *
					    im.width + bx * c + x), 3) != 0)
						ch = '?';
			if (ch == '!' || ch == '?')
				status = 1;
			putchar(ch);
		}
		putchar('\n');
	}
	free(px);
	png_image_free(&im);
	return status;
}
