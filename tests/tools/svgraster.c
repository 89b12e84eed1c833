/*
 * svgraster: rasterize the SVG that mazerender -f svg writes, to a PNG, so
 * that a test can compare it block by block with mazerender's own PNG.  It
 * knows only what mazerender writes, an element a line: rect; path with
 * M, m, h and v commands, stroked with butt caps; polyline, with butt caps
 * and miter joins, all of it axis-aligned; and g, whose fill
 * and stroke its children inherit.  A pixel takes the colour of the last
 * shape covering its centre.
 *
 * usage: svgraster file.svg out.png
 */
#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static unsigned char *px;
static long W, H;

/* The value of attribute name in line s, or NULL. */
static const char *
attr(const char *s, const char *name, char *buf, size_t len)
{
	char key[32];
	const char *p, *q;

	snprintf(key, sizeof key, " %s=\"", name);
	if ((p = strstr(s, key)) == NULL)
		return NULL;
	p += strlen(key);
	if ((q = strchr(p, '"')) == NULL || (size_t)(q - p) >= len)
		return NULL;
	memcpy(buf, p, (size_t)(q - p));
	buf[q - p] = '\0';
	return buf;
}

static void
fill(double x0, double y0, double x1, double y1, const unsigned char *rgb)
{
	long x, y;

	for (y = 0; y < H; y++)
		for (x = 0; x < W; x++)
			if (x + 0.5 > x0 && x + 0.5 < x1 && y + 0.5 > y0 &&
			    y + 0.5 < y1)
				memcpy(px + 3 * (y * W + x), rgb, 3);
}

static int
colour(const char *s, unsigned char rgb[3])
{
	unsigned v;

	if (s == NULL || sscanf(s, "#%6x", &v) != 1)
		return -1;
	rgb[0] = (unsigned char)(v >> 16);
	rgb[1] = (unsigned char)(v >> 8);
	rgb[2] = (unsigned char)v;
	return 0;
}

int
main(int argc, char *argv[])
{
	static char line[1 << 24], buf[1 << 24];
	char sbuf[64], *p;
	unsigned char rgb[3], gstroke[3] = { 0, 0, 0 };
	double x, y, t = 0, gt = 0, nx, ny, v, h2;
	png_image im;
	FILE *fp;
	int first, k, npts;
	static double ptx[1 << 18], pty[1 << 18];

	if (argc != 3 || (fp = fopen(argv[1], "r")) == NULL) {
		fprintf(stderr, "usage: svgraster file.svg out.png\n");
		return 2;
	}
	while (fgets(line, sizeof line, fp) != NULL) {
		if (strncmp(line, "<svg ", 5) == 0) {
			W = atol(attr(line, "width", sbuf, sizeof sbuf));
			H = atol(attr(line, "height", sbuf, sizeof sbuf));
			if (W <= 0 || H <= 0 ||
			    (px = calloc((size_t)(W * H), 3))
			    == NULL)
				return 2;
		} else if (strncmp(line, "<g ", 3) == 0) {
			colour(attr(line, "stroke", sbuf, sizeof sbuf),
			    gstroke);
			gt = attr(line, "stroke-width", sbuf, sizeof sbuf) ?
			    atof(sbuf) : 0;
		} else if (strncmp(line, "<rect ", 6) == 0) {
			colour(attr(line, "fill", sbuf, sizeof sbuf), rgb);
			if (strstr(line, "width=\"100%\"")) {
				fill(0, 0, W, H, rgb);
				continue;
			}
			x = attr(line, "x", sbuf, sizeof sbuf) ? atof(sbuf) : 0;
			y = attr(line, "y", sbuf, sizeof sbuf) ? atof(sbuf) : 0;
			fill(x, y, x + atof(attr(line, "width", sbuf,
			    sizeof sbuf)), y + atof(attr(line, "height", sbuf,
			    sizeof sbuf)), rgb);
		} else if (strncmp(line, "<path ", 6) == 0) {
			if (colour(attr(line, "stroke", sbuf, sizeof sbuf),
			    rgb))
				memcpy(rgb, gstroke, 3);
			t = attr(line, "stroke-width", sbuf, sizeof sbuf) ?
			    atof(sbuf) : gt;
			h2 = t / 2;
			x = y = 0;
			for (p = (char *)attr(line, "d", buf, sizeof buf);
			    p != NULL && *p != '\0';) {
				switch (*p++) {
				case 'M':
					x = strtod(p, &p);
					y = strtod(p, &p);
					break;
				case 'm':
					x += strtod(p, &p);
					y += strtod(p, &p);
					break;
				case 'h':
					v = strtod(p, &p);
					fill(x, y - h2, x + v, y + h2, rgb);
					x += v;
					break;
				case 'v':
					v = strtod(p, &p);
					fill(x - h2, y, x + h2, y + v, rgb);
					y += v;
					break;
				default:
					fprintf(stderr, "svgraster: unknown "
					    "path command\n");
					return 2;
				}
			}
		} else if (strncmp(line, "<polyline ", 10) == 0) {
			h2 = gt / 2;
			first = 1;
			x = y = 0;
			npts = 0;
			for (p = (char *)attr(line, "points", buf, sizeof buf);
			    p != NULL && *p != '\0';) {
				nx = strtod(p, &p);
				if (*p++ != ',')
					return 2;
				ny = strtod(p, &p);
				ptx[npts] = nx;
				pty[npts++] = ny;
				if (npts == 1 << 18)
					return 2;
			}
			/*
			 * Each segment as a rectangle stroke-width wide; at a
			 * join it reaches half that beyond the corner (the
			 * miter of a right angle), at the ends it stops.
			 */
			for (k = 1; k < npts; k++) {
				double ax = ptx[k - 1], ay = pty[k - 1];
				double bx = ptx[k], by = pty[k];
				double ea = k > 1 ? h2 : 0, eb = k + 1 < npts ?
				    h2 : 0;

				if (ay == by) {
					if (ax < bx)
						fill(ax - ea, ay - h2, bx + eb,
						    ay + h2, gstroke);
					else
						fill(bx - eb, ay - h2, ax + ea,
						    ay + h2, gstroke);
				} else if (ay < by)
					fill(ax - h2, ay - ea, ax + h2, by + eb,
					    gstroke);
				else
					fill(ax - h2, by - eb, ax + h2, ay + ea,
					    gstroke);
			}
			(void)first;
			(void)x;
			(void)y;
		}
	}
	fclose(fp);
	memset(&im, 0, sizeof im);
	im.version = PNG_IMAGE_VERSION;
	im.width = (png_uint_32)W;
	im.height = (png_uint_32)H;
	im.format = PNG_FORMAT_RGB;
	if (px == NULL || !png_image_write_to_file(&im, argv[2], 0, px, 0,
	    NULL)) {
		fprintf(stderr, "svgraster: cannot write %s\n", argv[2]);
		return 2;
	}
	free(px);
	return 0;
}
