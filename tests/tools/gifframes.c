/*
 * gifframes: decode an animated GIF with giflib and write each frame as the
 * viewer shows it (every frame drawn over those before it, transparent
 * pixels letting them through) to its own PNG, PREFIX1.png, PREFIX2.png
 * and so on, so that a test compares a GIF's frames with mazerender's PNGs
 * by their pixels.  Prints a line a frame, "frame N delay CS x y w h", and
 * first a line "loop N" (-1 where there is no loop extension).  Without a
 * prefix it writes no PNG, and each frame's line ends with a hash (FNV-1a)
 * of the composed frame's colours, to compare two GIFs' pixels.  With -w it
 * writes no PNG but re-encodes the GIF to standard output with every frame
 * whole and opaque, the naive encoding a benchmark compares with.
 *
 * usage: gifframes [-w] file.gif [prefix]
 */
#include <gif_lib.h>
#include <png.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static void
die(const char *what)
{
	fprintf(stderr, "gifframes: %s\n", what);
	exit(2);
}

static void
write_png(const char *path, const unsigned char *canvas, int w, int h,
    const ColorMapObject *map)
{
	png_structp png;
	png_infop info;
	unsigned char *row;
	FILE *fp;
	int x, y, c;

	if ((fp = fopen(path, "wb")) == NULL)
		die(path);
	png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
	info = png_create_info_struct(png);
	if (png == NULL || info == NULL || setjmp(png_jmpbuf(png)))
		die("libpng");
	png_init_io(png, fp);
	png_set_IHDR(png, info, (png_uint_32)w, (png_uint_32)h, 8,
	    PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE,
	    PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
	png_write_info(png, info);
	if ((row = malloc((size_t)w * 3)) == NULL)
		die("out of memory");
	for (y = 0; y < h; y++) {
		for (x = 0; x < w; x++) {
			c = canvas[(size_t)y * (size_t)w + (size_t)x];
			row[3 * x] = map->Colors[c].Red;
			row[3 * x + 1] = map->Colors[c].Green;
			row[3 * x + 2] = map->Colors[c].Blue;
		}
		png_write_row(png, row);
	}
	png_write_end(png, info);
	png_destroy_write_struct(&png, &info);
	free(row);
	if (fclose(fp) == EOF)
		die(path);
}

/* FNV-1a over the colours of the n pixels of a canvas. */
static uint64_t
hash(const unsigned char *canvas, size_t n, const ColorMapObject *map)
{
	uint64_t h = UINT64_C(14695981039346656037);
	const GifColorType *c;
	size_t i;

	for (i = 0; i < n; i++) {
		c = &map->Colors[canvas[i]];
		h = (h ^ c->Red) * UINT64_C(1099511628211);
		h = (h ^ c->Green) * UINT64_C(1099511628211);
		h = (h ^ c->Blue) * UINT64_C(1099511628211);
	}
	return h;
}

static int
put(GifFileType *gif, const GifByteType *b, int n)
{
	(void)gif;
	return (int)fwrite(b, 1, (size_t)n, stdout);
}

int
main(int argc, char *argv[])
{
	GifFileType *gif, *out = NULL;
	GraphicsControlBlock gcb;
	ExtensionBlock *x;
	SavedImage *im;
	ColorMapObject *map;
	unsigned char *canvas;
	char path[4096];
	int i, k, j, px, py, err, whole = 0, loop = -1;

	if (argc > 1 && strcmp(argv[1], "-w") == 0) {
		whole = 1;
		argc--;
		argv++;
	}
	if (argc < 2 || argc > 3 - whole)
		die("usage: gifframes [-w] file.gif [prefix]");
	if ((gif = DGifOpenFileName(argv[1], &err)) == NULL ||
	    DGifSlurp(gif) == GIF_ERROR)
		die(GifErrorString(gif ? gif->Error : err));
	if ((map = gif->SColorMap) == NULL)
		die("no global colour map");
	canvas = calloc((size_t)gif->SWidth * (size_t)gif->SHeight, 1);
	if (canvas == NULL)
		die("out of memory");
	for (i = 0; i < gif->ImageCount; i++)
		for (k = 0; k < gif->SavedImages[i].ExtensionBlockCount; k++) {
			x = &gif->SavedImages[i].ExtensionBlocks[k];
			if (x->Function == APPLICATION_EXT_FUNC_CODE &&
			    x->ByteCount == 11 && k + 1 <
			    gif->SavedImages[i].ExtensionBlockCount &&
			    memcmp(x->Bytes, "NETSCAPE2.0", 11) == 0)
				loop = x[1].Bytes[1] | x[1].Bytes[2] << 8;
		}
	if (whole) {
		if ((out = EGifOpen(NULL, put, &err)) == NULL ||
		    EGifPutScreenDesc(out, gif->SWidth, gif->SHeight,
		    map->BitsPerPixel, 0, map) == GIF_ERROR)
			die("giflib");
	} else
		printf("loop %d\n", loop);
	for (i = 0; i < gif->ImageCount; i++) {
		im = &gif->SavedImages[i];
		memset(&gcb, 0, sizeof gcb);
		gcb.TransparentColor = NO_TRANSPARENT_COLOR;
		DGifSavedExtensionToGCB(gif, i, &gcb);
		for (py = 0; py < im->ImageDesc.Height; py++)
			for (px = 0; px < im->ImageDesc.Width; px++) {
				j = im->RasterBits[py * im->ImageDesc.Width +
				    px];
				if (j != gcb.TransparentColor)
					canvas[(size_t)
					    (im->ImageDesc.Top + py) *
					    (size_t)gif->SWidth +
					    (size_t)(im->ImageDesc.Left + px)] =
					    (unsigned char)j;
			}
		if (whole) {
			GifByteType ext[4];

			gcb.TransparentColor = NO_TRANSPARENT_COLOR;
			EGifGCBToExtension(&gcb, ext);
			if (EGifPutExtension(out, GRAPHICS_EXT_FUNC_CODE, 4,
			    ext) == GIF_ERROR || EGifPutImageDesc(out, 0, 0,
			    gif->SWidth, gif->SHeight, false, NULL) ==
			    GIF_ERROR)
				die("giflib");
			for (py = 0; py < gif->SHeight; py++)
				if (EGifPutLine(out, canvas + (size_t)py *
				    (size_t)gif->SWidth, gif->SWidth) ==
				    GIF_ERROR)
					die("giflib");
			continue;
		}
		printf("frame %d delay %d %d %d %d %d", i + 1, gcb.DelayTime,
		    im->ImageDesc.Left, im->ImageDesc.Top,
		    im->ImageDesc.Width, im->ImageDesc.Height);
		if (argc == 2) {
			printf(" %016llx\n", (unsigned long long)hash(canvas,
			    (size_t)gif->SWidth * (size_t)gif->SHeight, map));
			continue;
		}
		printf("\n");
		snprintf(path, sizeof path, "%s%d.png", argv[2], i + 1);
		write_png(path, canvas, gif->SWidth, gif->SHeight, map);
	}
	if (whole && EGifCloseFile(out, &err) == GIF_ERROR)
		die("giflib");
	free(canvas);
	DGifCloseFile(gif, &err);
	return 0;
}
