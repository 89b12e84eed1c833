/* check_render.c: block kinds, colours, heat distances and the renderers. */
#include <gif_lib.h>
#include <png.h>
#include <stdlib.h>
#include <string.h>

#include "render/renderpriv.h"
#include "unit.h"

/*
 * A grid from rows of text, copied in whole: digits and all, which the
 * reader refuses.
 */
static void
grid(struct maze *m, const char *const *rows, uint32_t h)
{
	uint32_t y, w = (uint32_t)strlen(rows[0]);

	maze_init(m);
	ck_assert_int_eq(maze_alloc(m, w, h, NULL), 0);
	for (y = 0; y < h; y++)
		memcpy(m->b + (size_t)y * w, rows[y], w);
	maze_find_ends(m);
}

static const char *const weighted[] = {
	"#########",
	"#S19x  E#",
	"# ##### #",
	"#  2345 #",
	"#########",
};

START_TEST(kinds_of_blocks)
{
	struct maze_render_opts o;
	const unsigned char row[] = "# SE+.123456789x\377";
	const unsigned char want[] = {
		RENDER_WALL, RENDER_OPEN, RENDER_START, RENDER_END,
		RENDER_PATH, RENDER_SEEN, RENDER_OPEN, RENDER_W2,
		RENDER_W2 + 1, RENDER_W2 + 2, RENDER_W2 + 3, RENDER_W2 + 4,
		RENDER_W2 + 5, RENDER_W2 + 6, RENDER_W9, RENDER_OPEN,
		RENDER_OPEN,
	};
	unsigned char kinds[sizeof want];
	uint32_t dist[sizeof want], i;

	maze_render_defaults(&o);
	render_kinds(&o, row, sizeof want, NULL, 0, kinds);
	ck_assert_mem_eq(kinds, want, sizeof want);
	/* With distances, every open kind is heat; marks stay on top. */
	o.map = MAZE_RENDER_MAP_VIRIDIS;
	for (i = 0; i < sizeof want; i++)
		dist[i] = i;
	dist[1] = MAZE_RENDER_FAR;
	render_kinds(&o, row, sizeof want, dist, 16, kinds);
	ck_assert_int_eq(kinds[0], RENDER_WALL);
	ck_assert_int_eq(kinds[1], RENDER_UNREACH);
	for (i = 2; i < 6; i++)
		ck_assert_int_eq(kinds[i], want[i]);
	for (i = 6; i < sizeof want; i++)
		ck_assert_int_eq(kinds[i],
		    RENDER_HEAT + i * RENDER_HEAT_LEVELS / 17);
}
END_TEST

/*
 * A masked maze (maze(5) "Grids"): a block is outside when every cell it
 * touches is, the grid's edge counting as outside; only those become
 * background, and a maze without the grid line draws as ever.
 */
START_TEST(kinds_outside)
{
	static const char *const want[] = {
		"..###..",
		"..# #..",
		"### ###",
		"#     #",
		"#######",
	};
	struct maze_render_opts o;
	struct maze m;
	unsigned char kinds[7];
	uint32_t x, y;

	maze_render_defaults(&o);
	maze_init(&m);
	maze_from_str(&m, "; grid square mask\n"
	    "#######\n"
	    "### ###\n"
	    "### ###\n"
	    "#     #\n"
	    "#######\n");
	for (y = 0; y < m.h; y++) {
		render_row_kinds(&o, &m, m.b, y, NULL, 0, kinds);
		for (x = 0; x < m.w; x++)
			ck_assert_msg((kinds[x] == RENDER_BG) ==
			    (want[y][x] == '.'), "block %u,%u", x, y);
		ck_assert_int_eq(render_outside(y > 0 ? m.b + (y - 1) * m.w :
		    NULL, m.b + y * m.w, y + 1 < m.h ? m.b + (y + 1) * m.w :
		    NULL, m.w, y, 0), want[y][0] == '.');
	}
	/* Without the grid line, the same blocks are walls. */
	m.hdr.grid = 0;
	for (y = 0; y < m.h; y++) {
		render_row_kinds(&o, &m, m.b, y, NULL, 0, kinds);
		for (x = 0; x < m.w; x++)
			ck_assert_int_ne(kinds[x], RENDER_BG);
	}
	maze_free(&m);
}
END_TEST

START_TEST(weights_shade)
{
	struct maze_render_opts o;
	int k;

	maze_render_defaults(&o);
	ck_assert_mem_eq(o.rgb[RENDER_W9], o.weight, 3);
	for (k = RENDER_W2; k < RENDER_W9; k++)
		ck_assert_int_gt(o.rgb[k][0], o.rgb[k + 1][0]);
	ck_assert_int_lt(o.rgb[RENDER_W2][0], o.rgb[RENDER_OPEN][0]);
}
END_TEST

START_TEST(colours_by_name)
{
	unsigned char c[3];

	ck_assert_int_eq(render_colour("#1a2B3c", c), 0);
	ck_assert_int_eq(c[0], 0x1a);
	ck_assert_int_eq(c[1], 0x2b);
	ck_assert_int_eq(c[2], 0x3c);
	ck_assert_int_eq(render_colour("navy", c), 0);
	ck_assert_int_eq(c[2], 128);
	ck_assert_int_eq(render_colour("#12345", c), -1);
	ck_assert_int_eq(render_colour("#12345g", c), -1);
	/* Names in any case, as people write them. */
	ck_assert_int_eq(render_colour("Navy", c), 0);
	ck_assert_int_eq(c[2], 128);
	ck_assert_int_eq(render_colour("NAVY", c), 0);
	ck_assert_int_eq(render_colour("navyy", c), -1);
	ck_assert_int_eq(render_colour("", c), -1);
}
END_TEST

START_TEST(colour_maps)
{
	unsigned char c[3];
	const unsigned L = RENDER_HEAT_LEVELS;

	render_map_colour(MAZE_RENDER_MAP_RAINBOW, 0, c);
	ck_assert(c[0] == 255 && c[1] == 0 && c[2] == 0);
	render_map_colour(MAZE_RENDER_MAP_RAINBOW, L / 3, c);
	ck_assert(c[0] == 0 && c[1] == 255 && c[2] == 0);
	render_map_colour(MAZE_RENDER_MAP_RAINBOW, 2 * L / 3, c);
	ck_assert(c[0] == 0 && c[1] == 0 && c[2] == 255);
	render_map_colour(MAZE_RENDER_MAP_VIRIDIS, 0, c);
	ck_assert(c[0] == 0x44 && c[1] == 0x01 && c[2] == 0x54);
	render_map_colour(MAZE_RENDER_MAP_VIRIDIS, L - 1, c);
	ck_assert(c[0] == 0xfd && c[1] == 0xe7 && c[2] == 0x25);
	render_map_colour(MAZE_RENDER_MAP_MAGMA, L - 1, c);
	ck_assert(c[0] == 0xfc && c[1] == 0xfd && c[2] == 0xbf);
}
END_TEST

/* Heat distances count a weighted block's cost: checked by relaxation. */
START_TEST(heat_weighted)
{
	struct maze m;
	struct maze_render_heat h;
	struct maze_err e;
	uint32_t *d;
	size_t n, i, j;
	int changed, k;

	grid(&m, weighted, 5);
	n = (size_t)m.w * m.h;
	maze_render_heat_init(&h);
	ck_assert_int_eq(render_heat(&h, &m, m.start, &e), 0);
	d = calloc(n, sizeof *d);
	ck_assert_ptr_nonnull(d);
	for (i = 0; i < n; i++)
		d[i] = MAZE_RENDER_FAR;
	d[m.start] = 0;
	do {
		changed = 0;
		for (i = 0; i < n; i++)
			for (k = 0; k < 4 && d[i] != MAZE_RENDER_FAR; k++) {
				j = i + (size_t)((long)maze_dy[k] * (long)m.w +
				    maze_dx[k]);
				if (j >= n || m.b[j] == '#')
					continue;
				if (d[i] + (m.b[j] >= '1' && m.b[j] <= '9' ?
				    (uint32_t)(m.b[j] - '0') : 1) < d[j]) {
					d[j] = d[i] + (m.b[j] >= '1' &&
					    m.b[j] <= '9' ? (uint32_t)(m.b[j] -
					    '0') : 1);
					changed = 1;
				}
			}
	} while (changed);
	for (i = 0; i < n; i++)
		REQUIRE(h.dist[i] == d[i], "block %zu: %u, expected %u", i,
		    h.dist[i], d[i]);
	/*
	 * E is 14 through the '9', cheaper than the lower way round (20)
	 * through '2', '3', '4' and '5'; the '5' is the farthest, 17 from
	 * the left (21 from the right).
	 */
	ck_assert_uint_eq(h.dist[m.end], 14);
	ck_assert_uint_eq(h.max, 17);
	free(d);
	maze_render_heat_free(&h);
	maze_free(&m);
}
END_TEST

struct rows {
	const struct maze_render_opts *o;
	const struct maze *m;
};

static int
rows_of(void *arg, uint32_t y, unsigned char *kinds, struct maze_err *e)
{
	struct rows *r = arg;

	(void)e;
	render_kinds(r->o, r->m->b + (size_t)y * r->m->w, r->m->w, NULL, 0,
	    kinds);
	return 0;
}

/* Weighted and unknown blocks in a PNG: each block its colour. */
START_TEST(png_weighted)
{
	struct maze m;
	struct maze_render_opts o;
	struct maze_err e;
	struct rows r;
	unsigned char used[RENDER_NKINDS], kinds[16], *px, rgb[3], *p;
	png_image im;
	char *buf = NULL;
	size_t len = 0;
	uint32_t x, y;
	FILE *fp;

	grid(&m, weighted, 5);
	maze_render_defaults(&o);
	o.block = 2;
	o.wall = 1;
	o.margin = 1;
	render_used(&o, &m, NULL, used);
	r.o = &o;
	r.m = &m;
	fp = open_memstream(&buf, &len);
	ck_assert_ptr_nonnull(fp);
	ck_assert_int_eq(render_png(fp, m.w, m.h, &o, used, rows_of, &r, &e),
	    0);
	ck_assert_int_eq(fclose(fp), 0);
	memset(&im, 0, sizeof im);
	im.version = PNG_IMAGE_VERSION;
	ck_assert(png_image_begin_read_from_memory(&im, buf, len));
	ck_assert_uint_eq(im.width, 2 + 4 * 2 + 5 * 1);
	ck_assert_uint_eq(im.height, 2 + 2 * 2 + 3 * 1);
	im.format = PNG_FORMAT_RGB;
	px = malloc(PNG_IMAGE_SIZE(im));
	ck_assert(png_image_finish_read(&im, NULL, px, 0, NULL));
	for (y = 0; y < m.h; y++) {
		render_kinds(&o, m.b + (size_t)y * m.w, m.w, NULL, 0, kinds);
		for (x = 0; x < m.w; x++) {
			render_kind_rgb(&o, kinds[x], rgb);
			p = px + 3 *
			    ((size_t)(1 + y / 2 * 1 + (y + 1) / 2 * 2) *
			    im.width + 1 + x / 2 * 1 + (x + 1) / 2 * 2);
			REQUIRE(memcmp(p, rgb, 3) == 0, "block %u,%u", x, y);
		}
	}
	free(px);
	free(buf);
	maze_free(&m);
}
END_TEST

/* SVG and text of weighted and unknown blocks: drawn, not crashed. */
START_TEST(svg_text_weighted)
{
	struct maze m;
	struct maze_render_opts o;
	struct maze_err e;
	char *buf = NULL;
	size_t len = 0;
	FILE *fp;
	int style;

	grid(&m, weighted, 5);
	maze_render_defaults(&o);
	o.block = 4;
	fp = open_memstream(&buf, &len);
	ck_assert_int_eq(render_svg(fp, &m, &o, NULL, NULL, &e), 0);
	ck_assert_int_eq(fclose(fp), 0);
	/* Weights 2..9 and the start and end: one element each. */
	ck_assert_ptr_nonnull(strstr(buf, "</svg>"));
	ck_assert_ptr_null(strstr(buf, "x"  "\"/>"));
	free(buf);
	for (style = 0; style < 6; style++) {
		buf = NULL;
		fp = open_memstream(&buf, &len);
		ck_assert_int_eq(render_text(fp, MAZE_RENDER_ASCII + style / 2,
		    style % 2, &m, &o, NULL, NULL, &e), 0);
		ck_assert_int_eq(fclose(fp), 0);
		if (style / 2 != 2 && style % 2 == 0)
			ck_assert_ptr_nonnull(strstr(buf, "S19x"));
		free(buf);
	}
	maze_free(&m);
}
END_TEST

/* A grid that is not a cell maze (four rows), its first row on line 3. */
static const char *const room[] = {
	"#####",
	"#S  #",
	"## E#",
	"#####",
};

/*
 * What maze_render_draw() writes for m in the options' format, n mazes
 * before.
 */
static char *
drawn(const struct maze_render_opts *o, struct maze *m, unsigned long n,
    maze_render_input *input, void *arg, size_t *len, int *rc,
    struct maze_err *e)
{
	char *buf = NULL;
	FILE *fp;

	*len = 0;
	fp = open_memstream(&buf, len);
	ck_assert_ptr_nonnull(fp);
	*rc = maze_render_draw(fp, o, m, NULL, n, input, arg, e);
	ck_assert_int_eq(fclose(fp), 0);
	return buf;
}

/* A maze from memory as text and as PBM: the bytes, separator and geometry. */
START_TEST(draw_from_memory)
{
	static const char text[] = "#####\n#S  #\n## E#\n#####\n";
	/* One pixel a block: walls are 1 bits, from the top bit. */
	static const unsigned char pbm[] = "P4\n5 4\n\xf8\x88\xc8\xf8";
	struct maze_render_opts o;
	struct maze_err e;
	struct maze m;
	size_t len;
	char *buf;
	int rc;

	grid(&m, room, 4);
	maze_render_defaults(&o);
	o.format = MAZE_RENDER_ASCII;
	buf = drawn(&o, &m, 0, NULL, NULL, &len, &rc, &e);
	ck_assert_int_eq(rc, 0);
	ck_assert_uint_eq(len, sizeof text - 1);
	ck_assert_mem_eq(buf, text, len);
	free(buf);
	/* The second maze of a stream: an empty line first. */
	buf = drawn(&o, &m, 1, NULL, NULL, &len, &rc, &e);
	ck_assert_uint_eq(len, sizeof text);
	ck_assert_int_eq(buf[0], '\n');
	ck_assert_mem_eq(buf + 1, text, len - 1);
	free(buf);
	o.format = MAZE_RENDER_PBM;
	o.block = 1;
	buf = drawn(&o, &m, 1, NULL, NULL, &len, &rc, &e);
	ck_assert_int_eq(rc, 0);
	ck_assert_uint_eq(len, sizeof pbm - 1);
	ck_assert_mem_eq(buf, pbm, len);
	free(buf);
	/* No -c: blocks of 8 pixels, as 2048 / 5 allows. */
	o.block = 0;
	buf = drawn(&o, &m, 0, NULL, NULL, &len, &rc, &e);
	ck_assert_int_eq(rc, 0);
	ck_assert_uint_eq(len, 9 + 5 * 32);
	ck_assert_mem_eq(buf, "P4\n40 32\n", 9);
	free(buf);
	maze_free(&m);
}
END_TEST

/* Rows handed over one at a time, as a program reads them. */
struct feed {
	const char *const *rows;
	uint32_t asked;		/* calls so far */
	uint32_t fail;		/* fail at this row, or UINT32_MAX */
};

static int
feed_row(void *arg, struct maze *m, uint32_t y, unsigned char *row,
    struct maze_err *e)
{
	struct feed *f = arg;

	ck_assert_uint_eq(y, f->asked);
	f->asked++;
	if (y == f->fail)
		return maze_error(e, 7, 3, "bad row %u", y);
	if (y < m->h)
		memcpy(row, f->rows[y], m->w);
	return 0;
}

/*
 * A maze drawn as its rows are read: the same PBM as from memory, every
 * row asked for once and then the end; an input error comes back as is.
 */
START_TEST(draw_streamed)
{
	struct maze_render_opts o;
	struct maze_err e;
	struct maze m, head;
	struct feed f = { room, 0, UINT32_MAX };
	size_t len, wlen;
	char *buf, *want;
	int rc;

	grid(&m, room, 4);
	maze_render_defaults(&o);
	o.format = MAZE_RENDER_PGM;
	want = drawn(&o, &m, 0, NULL, NULL, &wlen, &rc, &e);
	ck_assert_int_eq(rc, 0);
	/* The header alone: the size, no rows. */
	maze_init(&head);
	head.w = m.w;
	head.h = m.h;
	ck_assert(render_streams(&o, &head, 0));
	ck_assert(!render_streams(&o, &head, 1));
	buf = drawn(&o, &head, 0, feed_row, &f, &len, &rc, &e);
	ck_assert_int_eq(rc, 0);
	ck_assert_uint_eq(f.asked, m.h + 1);
	ck_assert_uint_eq(len, wlen);
	ck_assert_mem_eq(buf, want, len);
	free(buf);
	f.asked = 0;
	f.fail = 2;
	buf = drawn(&o, &head, 0, feed_row, &f, &len, &rc, &e);
	ck_assert_int_eq(rc, -1);
	ck_assert_uint_eq(f.asked, 3);
	ck_assert_uint_eq(e.line, 7);
	ck_assert_uint_eq(e.col, 3);
	ck_assert_str_eq(e.msg, "bad row 2");
	free(buf);
	/* A heat map or SVG needs the whole maze. */
	o.map = MAZE_RENDER_MAP_MAGMA;
	ck_assert(!render_streams(&o, &head, 0));
	o.map = MAZE_RENDER_MAP_NONE;
	o.format = MAZE_RENDER_SVG;
	ck_assert(!render_streams(&o, &head, 0));
	free(want);
	maze_free(&head);
	maze_free(&m);
}
END_TEST

/* The heat map's root: from S, or --from, whose errors say where. */
START_TEST(heat_root)
{
	struct maze_render_opts o;
	struct maze_render_heat h;
	struct maze_err e;
	struct maze m;
	const char *why;

	grid(&m, room, 4);
	m.line = 3;
	maze_render_defaults(&o);
	maze_render_heat_init(&h);
	/* No map: nothing to do. */
	ck_assert_int_eq(maze_render_heat_map(&h, &o, &m, &e), 0);
	ck_assert_ptr_null(h.dist);
	o.map = MAZE_RENDER_MAP_RAINBOW;
	ck_assert_int_eq(maze_render_heat_map(&h, &o, &m, &e), 0);
	ck_assert_uint_eq(h.dist[m.start], 0);
	ck_assert_uint_eq(h.dist[m.end], 3);
	ck_assert_int_eq(render_set_from(&o, "3,1", &why), 0);
	ck_assert_int_eq(maze_render_heat_map(&h, &o, &m, &e), 0);
	ck_assert_uint_eq(h.dist[m.start], 2);
	ck_assert_int_eq(render_set_from(&o, "1,2", &why), 0);
	ck_assert_int_eq(maze_render_heat_map(&h, &o, &m, &e), -1);
	ck_assert_uint_eq(e.line, 5);
	ck_assert_uint_eq(e.col, 2);
	ck_assert_str_eq(e.msg, "--from 1,2 is a wall");
	ck_assert_int_eq(render_set_from(&o, "5,0", &why), 0);
	ck_assert_int_eq(maze_render_heat_map(&h, &o, &m, &e), -1);
	ck_assert_uint_eq(e.line, 3);
	ck_assert_uint_eq(e.col, 1);
	ck_assert_str_eq(e.msg, "--from 5,0 is outside the maze of 5x4 "
	    "blocks");
	ck_assert_int_eq(render_set_from(&o, "1,x", &why), -1);
	/* No S and no --from. */
	o.from = 0;
	m.b[m.start] = ' ';
	m.start = MAZE_NONE;
	ck_assert_int_eq(maze_render_heat_map(&h, &o, &m, &e), -1);
	ck_assert_uint_eq(e.line, 3);
	ck_assert_ptr_nonnull(strstr(e.msg, "give --from x,y"));
	maze_render_heat_free(&h);
	maze_free(&m);
}
END_TEST

/* -C and -f by name. */
START_TEST(options_by_name)
{
	struct maze_render_opts o;
	const char *why;

	maze_render_defaults(&o);
	ck_assert_int_eq(render_format_find("half"), MAZE_RENDER_HALF);
	ck_assert_int_eq(render_format_find("pbm"), MAZE_RENDER_PBM);
	ck_assert_int_eq(render_format_find("PNG"), -1);
	ck_assert_int_eq(render_set_colour(&o, "weight=#000000", &why), 0);
	ck_assert_int_eq(o.rgb[RENDER_W9][0], 0);
	ck_assert_int_eq(render_set_colour(&o, "passage=red", &why), 0);
	ck_assert(o.rgb[RENDER_OPEN][0] == 255 && o.rgb[RENDER_OPEN][1] == 0);
	/* The weights are shaded again from the new passage colour. */
	ck_assert_int_eq(o.rgb[RENDER_W2][1], 0);
	ck_assert_int_eq(o.rgb[RENDER_W2][0], (255 * 7 + 4) / 8);
	ck_assert_int_eq(render_set_colour(&o, "wall", &why), -1);
	ck_assert_str_eq(why, "expected what=colour");
	ck_assert_int_eq(render_set_colour(&o, "walls=red", &why), -1);
	ck_assert(strncmp(why, "unknown key: the keys are wall, ", 32) == 0);
	ck_assert_int_eq(render_set_colour(&o, "Wall=Red", &why), 0);
	ck_assert_int_eq(render_set_colour(&o, "wall=reddish", &why), -1);
	ck_assert_str_eq(why, "unknown colour: #rrggbb or a name, black white "
	    "grey gray silver red green lime blue navy yellow orange purple "
	    "magenta cyan teal brown pink");
}
END_TEST

/*
 * The reader's head and row API, which a streaming render reads by: the
 * same rows, ends and errors as maze_read().
 */
START_TEST(read_rows)
{
	static const char two[] = "; maze 1\n; size 5 3\n; note\n#S###\n#   #\n"
	    "###E#\n\n#####\n#S E#\n#####\n";
	static const char shorter[] = "; size 5 3\n#####\n#S E#\n";
	struct maze_reader r;
	struct maze m;
	struct maze_err e;
	unsigned char row[5];
	FILE *fp = open_bytes(two, sizeof two - 1);

	maze_init(&m);
	maze_reader_init(&r, fp);
	ck_assert_int_eq(maze_read_head(&r, &m, &e), 1);
	ck_assert_uint_eq(m.w, 5);
	ck_assert_uint_eq(m.h, 3);
	ck_assert_uint_eq(m.hdr.n, 1);
	ck_assert_int_eq(maze_read_row(&r, &m, row, &e), 1);
	ck_assert_mem_eq(row, "#S###", 5);
	ck_assert_uint_eq(m.start, 1);
	ck_assert_int_eq(maze_read_row(&r, &m, row, &e), 1);
	ck_assert_int_eq(maze_read_row(&r, &m, row, &e), 1);
	ck_assert_mem_eq(row, "###E#", 5);
	ck_assert_uint_eq(m.end, 13);
	ck_assert_int_eq(maze_read_row(&r, &m, row, &e), 0);
	/* No size line: the height is known at the end. */
	ck_assert_int_eq(maze_read_head(&r, &m, &e), 1);
	ck_assert_uint_eq(m.h, 0);
	ck_assert_int_eq(maze_read_grid(&r, &m, &e), 1);
	ck_assert_uint_eq(m.h, 3);
	ck_assert_int_eq(maze_read_head(&r, &m, &e), 0);
	maze_reader_free(&r);
	fclose(fp);

	fp = open_bytes(shorter, sizeof shorter - 1);
	maze_reader_init(&r, fp);
	ck_assert_int_eq(maze_read_head(&r, &m, &e), 1);
	ck_assert_int_eq(maze_read_row(&r, &m, row, &e), 1);
	ck_assert_int_eq(maze_read_row(&r, &m, row, &e), 1);
	ck_assert_int_eq(maze_read_row(&r, &m, row, &e), -1);
	ck_assert_str_eq(e.msg, "the size line says 3 rows, the grid has 2");
	maze_reader_free(&r);
	fclose(fp);
	maze_free(&m);
}
END_TEST

/* A grid of d levels of h rows each from rows of text, level after level. */
static void
grid3(struct maze *m, const char *const *rows, uint32_t h, uint32_t d)
{
	uint32_t y, w = (uint32_t)strlen(rows[0]);

	maze_init(m);
	ck_assert_int_eq(maze_alloc3(m, w, h, d, NULL), 0);
	for (y = 0; y < h * d; y++)
		memcpy(m->b + (size_t)y * w, rows[y], w);
	maze_find_ends(m);
}

/* A 2x1x2-cell maze: floors 0, 2 and 4, cells on 1 and 3. */
static const char *const cells3[] = {
	"#####", "#####", "#####",
	"#S###", "#   #", "#####",
	"#####", "### #", "#####",
	"#####", "#  E#", "#####",
	"#####", "#####", "#####",
};

/* The panels' arithmetic: which levels, how many a row, how large. */
START_TEST(layout_of_levels)
{
	struct maze_render_opts o;
	struct render_layout l;
	struct maze m;

	grid3(&m, cells3, 3, 5);
	maze_render_defaults(&o);
	o.block = 8;
	ck_assert(render_folds(&m, 0));
	ck_assert(render_folds(&m, 1));
	render_layout(&l, &o, &m, 1);
	ck_assert_uint_eq(l.panels, 2);
	ck_assert_uint_eq(l.first, 1);
	ck_assert_uint_eq(l.step, 2);
	ck_assert_uint_eq(l.scale, 2);
	ck_assert_uint_eq(l.pw, 40);
	ck_assert_uint_eq(l.ph, 24);
	ck_assert_uint_eq(l.label, 14);
	ck_assert_uint_eq(l.gap, 8);
	ck_assert_uint_eq(l.pitch, 48);
	/* A column of two, 40 x 84, is squarer than a row, 88 x 38. */
	ck_assert_uint_eq(l.cols, 1);
	ck_assert_uint_eq(l.rows, 2);
	ck_assert_uint_eq(l.width, 40);
	ck_assert_uint_eq(l.height, 2 * (14 + 24 + 8) - 8);
	o.columns = 2;
	o.margin = 3;
	render_layout(&l, &o, &m, 1);
	ck_assert_uint_eq(l.cols, 2);
	ck_assert_uint_eq(l.rows, 1);
	ck_assert_uint_eq(l.width, 88 + 6);
	ck_assert_uint_eq(l.height, 38 + 6);
	/* Every level of a grid that is not a cell maze. */
	render_layout(&l, &o, &m, 0);
	ck_assert_uint_eq(l.panels, 5);
	ck_assert_uint_eq(l.first, 0);
	ck_assert_uint_eq(l.step, 1);
	/* More columns than panels: one row. */
	o.columns = 9;
	render_layout(&l, &o, &m, 0);
	ck_assert_uint_eq(l.cols, 5);
	ck_assert_uint_eq(l.rows, 1);
	/* Nine square panels lie three by three; ten, four a row. */
	m.d = 19;
	o.columns = 0;
	o.margin = 0;
	render_layout(&l, &o, &m, 1);
	ck_assert_uint_eq(l.panels, 9);
	o.block = 8;
	m.h = 5;
	render_layout(&l, &o, &m, 1);
	ck_assert_uint_eq(l.cols, 3);
	ck_assert_uint_eq(l.rows, 3);
	m.d = 21;
	render_layout(&l, &o, &m, 1);
	ck_assert_uint_eq(l.panels, 10);
	ck_assert_uint_eq(l.cols, 4);
	ck_assert_uint_eq(l.rows, 3);
	/* A label wider than its panel widens the pitch. */
	m.w = 1;
	m.h = 1;
	o.block = 1;
	render_layout(&l, &o, &m, 0);
	ck_assert_uint_eq(l.pw, 1);
	ck_assert_uint_eq(render_label_width(20, 1), 7);
	ck_assert_uint_eq(l.pitch, 7 + 4);
	m.w = 5;
	m.h = 3;
	m.d = 5;
	/* A floor open off the cells' columns: not drawn as one. */
	m.b[maze_block(&m, 2, 1, 2)] = ' ';
	ck_assert(render_folds(&m, 0));
	ck_assert(!render_folds(&m, 1));
	maze_free(&m);
}
END_TEST

/* The digits of the labels' font, 3 x 5. */
START_TEST(font_digits)
{
	static const char *const want[10] = {
		"###" "# #" "# #" "# #" "###", " # " "## " " # " " # " "###",
		"###" "  #" "###" "#  " "###", "###" "  #" "###" "  #" "###",
		"# #" "# #" "###" "  #" "  #", "###" "#  " "###" "  #" "###",
		"###" "#  " "###" "# #" "###", "###" "  #" "  #" "  #" "  #",
		"###" "# #" "###" "# #" "###", "###" "# #" "###" "  #" "###",
	};
	unsigned d, x, y;

	for (d = 0; d < 10; d++)
		for (y = 0; y < RENDER_GLYPH_H; y++)
			for (x = 0; x < RENDER_GLYPH_W; x++)
				ck_assert_int_eq(render_glyph(d, x, y),
				    want[d][y * RENDER_GLYPH_W + x] == '#');
	ck_assert_int_eq(render_glyph(10, 0, 0), 0);
	ck_assert_int_eq(render_glyph(8, 3, 0), 0);
	ck_assert_int_eq(render_glyph(8, 0, 5), 0);
	ck_assert_uint_eq(render_label_width(0, 1), 3);
	ck_assert_uint_eq(render_label_width(9, 2), 6);
	ck_assert_uint_eq(render_label_width(10, 2), 14);
	ck_assert_uint_eq(render_label_width(4294967295u, 1), 39);
}
END_TEST

/* Which way a block leads, and the shapes that say so. */
START_TEST(marks_of_passages)
{
	static const char *const shape[4] = {
		"     " "     " "     " "     " "     ",
		"     " "  #  " " ### " " ### " "     ",
		"     " " ### " " ### " "  #  " "     ",
		"     " "  #  " " ### " "  #  " "     ",
	};
	const unsigned char wall = '#', open = ' ', route = '+', s = 'S';
	struct maze m, v;
	int k;
	uint32_t x, y;

	ck_assert_int_eq(render_mark(NULL, &open, NULL), RENDER_MARK_NONE);
	ck_assert_int_eq(render_mark(&open, &open, NULL), RENDER_MARK_UP);
	ck_assert_int_eq(render_mark(&wall, &route, &s), RENDER_MARK_DOWN);
	ck_assert_int_eq(render_mark(&route, &open, &open), RENDER_MARK_BOTH);
	ck_assert_int_eq(render_mark(&open, &wall, &open), RENDER_MARK_NONE);
	for (k = 0; k < 4; k++)
		for (y = 0; y < 5; y++)
			for (x = 0; x < 5; x++)
				ck_assert_int_eq(render_mark_px(k, 5, 5, x, y),
				    shape[k][y * 5 + x] == '#');
	/* No room in a block under 3 pixels; none outside it. */
	ck_assert_int_eq(render_mark_px(RENDER_MARK_BOTH, 2, 8, 1, 4), 0);
	ck_assert_int_eq(render_mark_px(RENDER_MARK_BOTH, 5, 5, 5, 2), 0);
	/* A level of a maze as a flat one, with its own S and E. */
	grid3(&m, cells3, 3, 5);
	render_level(&m, 1, &v);
	ck_assert_uint_eq(v.d, 1);
	ck_assert_ptr_eq(v.b, m.b + 15);
	ck_assert_uint_eq(v.start, 1);
	ck_assert_uint_eq(v.end, MAZE_NONE);
	render_level(&m, 3, &v);
	ck_assert_uint_eq(v.start, MAZE_NONE);
	ck_assert_uint_eq(v.end, 8);
	ck_assert(maze_is_cells(&v, NULL));
	maze_free(&m);
}
END_TEST

/* A frame's marks: their own kinds and colours, open under a heat map. */
START_TEST(frame_marks)
{
	struct maze_render_opts o;
	const unsigned char row[] = "@*~ ";
	unsigned char kinds[4], rgb[3];
	uint32_t dist[4] = { 1, 2, 3, 4 };
	const char *why;

	maze_render_defaults(&o);
	render_kinds(&o, row, 4, NULL, 0, kinds);
	ck_assert_int_eq(kinds[0], RENDER_HEAD);
	ck_assert_int_eq(kinds[1], RENDER_FRONTIER);
	ck_assert_int_eq(kinds[2], RENDER_WALK);
	ck_assert_int_eq(kinds[3], RENDER_OPEN);
	ck_assert_int_eq(render_set_colour(&o, "frontier=#010203", &why), 0);
	render_kind_rgb(&o, RENDER_FRONTIER, rgb);
	ck_assert_mem_eq(rgb, "\1\2\3", 3);
	o.map = MAZE_RENDER_MAP_MAGMA;
	render_kinds(&o, row, 4, dist, 4, kinds);
	ck_assert_int_ge(kinds[0], RENDER_HEAT);
	ck_assert_int_eq(kinds[0], RENDER_HEAT + 1 * RENDER_HEAT_LEVELS / 5);
	ck_assert_int_eq(kinds[2], RENDER_HEAT + 3 * RENDER_HEAT_LEVELS / 5);
}
END_TEST

/* maze_render_next over a list of mazes. */
struct mazes {
	const char *const *rows[3];
	uint32_t h[3];
	int n, i;
	unsigned grid;		/* their grid line's (maze.h) */
};

static int
next_of(void *arg, struct maze *m, struct maze_render_heat *h)
{
	struct mazes *ms = arg;
	struct maze g;

	(void)h;
	if (ms->i == ms->n)
		return 0;
	grid(&g, ms->rows[ms->i], ms->h[ms->i]);
	ck_assert_int_eq(maze_alloc(m, g.w, g.h, NULL), 0);
	memcpy(m->b, g.b, (size_t)g.w * g.h);
	m->hdr.grid = ms->grid;
	m->line = (unsigned long)ms->i * 10 + 1;
	maze_free(&g);
	ms->i++;
	return 1;
}

static int
gif_read(GifFileType *gif, GifByteType *b, int n)
{
	FILE *fp = gif->UserData;

	return (int)fread(b, 1, (size_t)n, fp);
}

/*
 * Three frames: the first whole, the second the one block that changed,
 * the third the same as the second, one transparent pixel; a frame of
 * another size is an error at its maze's line.
 */
START_TEST(gif_frames)
{
	static const char *const a[] = { "#####", "#S  #", "## E#", "#####" };
	static const char *const b[] = { "#####", "#S+ #", "## E#", "#####" };
	static const char *const c[] = { "####", "#SE#", "####" };
	static const char *const hex[] = { "#S#############",
	    "#           ###", "### ####### ###", "###       #   #",
	    "#############E#" };
	struct mazes ms = { { a, b, b }, { 4, 4, 4 }, 3, 0, 0 };
	struct maze_render_opts o;
	struct maze_render_heat h;
	struct maze_err e;
	GraphicsControlBlock gcb;
	GifFileType *gif;
	char *buf = NULL;
	size_t len = 0;
	FILE *fp;
	int err;

	maze_render_defaults(&o);
	maze_render_heat_init(&h);
	o.block = 2;
	o.delay = 250;
	o.hold = 1000;
	fp = open_memstream(&buf, &len);
	ck_assert_int_eq(maze_render_animate(fp, 1, &o, next_of, &ms, &h, &e),
	    0);
	ck_assert_int_eq(fclose(fp), 0);
	fp = fmemopen(buf, len, "r");
	gif = DGifOpen(fp, gif_read, &err);
	ck_assert_ptr_nonnull(gif);
	ck_assert_int_eq(DGifSlurp(gif), GIF_OK);
	ck_assert_int_eq(gif->SWidth, 10);
	ck_assert_int_eq(gif->SHeight, 8);
	ck_assert_int_eq(gif->ImageCount, 3);
	ck_assert_int_eq(gif->SavedImages[0].ImageDesc.Width, 10);
	ck_assert_int_eq(gif->SavedImages[1].ImageDesc.Left, 4);
	ck_assert_int_eq(gif->SavedImages[1].ImageDesc.Top, 2);
	ck_assert_int_eq(gif->SavedImages[1].ImageDesc.Width, 2);
	ck_assert_int_eq(gif->SavedImages[1].ImageDesc.Height, 2);
	ck_assert_int_eq(gif->SavedImages[2].ImageDesc.Width, 1);
	ck_assert_int_eq(DGifSavedExtensionToGCB(gif, 1, &gcb), GIF_OK);
	ck_assert_int_eq(gcb.DelayTime, 25);
	ck_assert_int_ne(gcb.TransparentColor, NO_TRANSPARENT_COLOR);
	ck_assert_int_eq(DGifSavedExtensionToGCB(gif, 2, &gcb), GIF_OK);
	ck_assert_int_eq(gcb.DelayTime, 100);
	ck_assert_int_eq(gif->SavedImages[2].RasterBits[0],
	    gcb.TransparentColor);
	DGifCloseFile(gif, &err);
	fclose(fp);
	free(buf);
	/* A second frame of another size. */
	ms = (struct mazes){ { a, c }, { 4, 3 }, 2, 0, 0 };
	buf = NULL;
	fp = open_memstream(&buf, &len);
	ck_assert_int_eq(maze_render_animate(fp, 0, &o, next_of, &ms, &h, &e),
	    -1);
	ck_assert_int_eq(e.line, 11);
	ck_assert_ptr_nonnull(strstr(e.msg, "must be of one size"));
	fclose(fp);
	free(buf);
	/* No frame at all. */
	ms.n = 0;
	ms.i = 0;
	buf = NULL;
	fp = open_memstream(&buf, &len);
	ck_assert_int_eq(maze_render_animate(fp, 1, &o, next_of, &ms, &h, &e),
	    -1);
	ck_assert_str_eq(e.msg, "no maze to animate");
	fclose(fp);
	ck_assert_uint_eq(len, 0);
	free(buf);
	/* A hex maze: mazerender draws its frames, in its geometry. */
	ms = (struct mazes){ { hex }, { 5 }, 1, 0, MAZE_GRID_HEX };
	buf = NULL;
	fp = open_memstream(&buf, &len);
	ck_assert_int_eq(maze_render_animate(fp, 1, &o, next_of, &ms, &h, &e),
	    -1);
	ck_assert_int_eq(e.line, 1);
	ck_assert_str_eq(e.msg, "a hex maze is drawn as a GIF's frame by "
	    "mazerender alone, in its geometry");
	fclose(fp);
	ck_assert_uint_eq(len, 0);
	free(buf);
	maze_render_heat_free(&h);
}
END_TEST

/*
 * A weave maze, solved (mazegen -a kruskal --weave 1.0 -s 2 5 4 |
 * mazesolve): its route goes down at 3,1, north to south under the
 * crossing at 3,3 and up at 3,5, then over that crossing along row 3;
 * the tunnel under 7,3 it never takes.
 */
static const char weave_solved[] =
    "; size 11 9 3\n"
    "; grid square weave\n"
    "; level 0\n"
    "#S#########\n"
    "#+++  #   #\n"
    "###########\n"
    "#+++++++++#\n"
    "#+### ###+#\n"
    "#+++# #  +#\n"
    "# # ### #+#\n"
    "# # #   #+#\n"
    "#########E#\n"
    "; level 1\n"
    "###########\n"
    "###+### ###\n"
    "###########\n"
    "###########\n"
    "###########\n"
    "###+### ###\n"
    "###########\n"
    "###########\n"
    "###########\n"
    "; level 2\n"
    "###########\n"
    "###+### ###\n"
    "###+### ###\n"
    "###+### ###\n"
    "###+### ###\n"
    "###+### ###\n"
    "###########\n"
    "###########\n"
    "###########\n";

/* Block x, y of level z of m. */
static unsigned char *
at(struct maze *m, uint32_t x, uint32_t y, uint32_t z)
{
	return m->b + maze_block(m, x, y, z);
}

/*
 * A weave's view: level 0, each tunnel's side blocks its level 2 blocks
 * with their line towards the crossing, and a cell the tunnel's block
 * under it where that is marked the more strongly; its heat map the
 * distances of the level each block comes from.
 */
START_TEST(weave_view)
{
	static const struct {
		unsigned char over, under, want;
	} marks[] = {
		{ ' ', '+', '+' }, { '.', '+', '+' }, { '+', '.', '+' },
		{ ' ', '.', '.' }, { '+', '@', '+' }, { '.', '@', '@' },
		{ '*', '.', '*' }, { '5', ' ', '5' }, { ' ', 'c', 'c' },
	};
	struct maze_render_opts o;
	struct maze_render_heat h;
	struct render_weave wv;
	struct maze_err e;
	struct maze m;
	uint32_t x, y;
	size_t i, k;
	int gap;

	maze_init(&m);
	maze_from_str(&m, weave_solved);
	ck_assert_int_eq(render_weave_view(&wv, &m, NULL, &e), 0);
	ck_assert_uint_eq(wv.v.w, 11);
	ck_assert_uint_eq(wv.v.h, 9);
	ck_assert_uint_eq(wv.v.d, 1);
	ck_assert_uint_eq(wv.v.hdr.grid, 0);
	ck_assert_ptr_null(render_weave_heat(&wv));
	ck_assert(maze_is_cells(&wv.v, NULL));
	/* The side blocks: the route's under 3,3, plain under 7,3. */
	for (y = 0; y < m.h; y++)
		for (x = 0; x < m.w; x++) {
			gap = render_weave_gap(&wv, x, y);
			REQUIRE((gap != RENDER_GAP_NONE) == ((x == 3 ||
			    x == 7) && (y == 2 || y == 4)), "gap at %u,%u",
			    x, y);
			REQUIRE(gap == RENDER_GAP_NONE || gap == (y == 2 ?
			    RENDER_GAP_S : RENDER_GAP_N), "%u,%u", x, y);
			REQUIRE(wv.v.b[(size_t)y * m.w + x] == (gap ==
			    RENDER_GAP_NONE ? *at(&m, x, y, 0) :
			    *at(&m, x, y, 2)), "block %u,%u", x, y);
		}
	render_weave_free(&wv);
	/* A cell over a tunnel: the stronger mark, the one over on a tie. */
	for (k = 0; k < sizeof marks / sizeof marks[0]; k++) {
		for (i = 0; i < 2; i++) {
			/* The crossing 3,3, and the tunnel's end 3,5. */
			*at(&m, 3, 3 + 2 * (uint32_t)i, 0) = marks[k].over;
			*at(&m, 3, 3 + 2 * (uint32_t)i, 2) = marks[k].under;
		}
		ck_assert_int_eq(render_weave_view(&wv, &m, NULL, &e), 0);
		ck_assert_msg(wv.v.b[3 * m.w + 3] == marks[k].want &&
		    wv.v.b[5 * m.w + 3] == marks[k].want, "'%c' over '%c'",
		    marks[k].over, marks[k].under);
		render_weave_free(&wv);
	}
	/* Distances: of level 2 at the side blocks, else of level 0. */
	maze_free(&m);
	maze_init(&m);
	maze_from_str(&m, weave_solved);
	maze_clear_marks(&m);
	maze_render_defaults(&o);
	o.map = MAZE_RENDER_MAP_VIRIDIS;
	maze_render_heat_init(&h);
	ck_assert_int_eq(maze_render_heat_map(&h, &o, &m, &e), 0);
	ck_assert_int_eq(render_weave_view(&wv, &m, &h, &e), 0);
	ck_assert_ptr_nonnull(render_weave_heat(&wv));
	ck_assert_uint_eq(wv.heat.max, h.max);
	for (y = 0; y < m.h; y++)
		for (x = 0; x < m.w; x++)
			REQUIRE(wv.heat.dist[(size_t)y * m.w + x] ==
			    h.dist[maze_block(&m, x, y, render_weave_gap(&wv,
			    x, y) != RENDER_GAP_NONE ? 2 : 0)],
			    "distance at %u,%u", x, y);
	/* Under the crossing, four blocks more than over it. */
	ck_assert_uint_eq(h.dist[maze_block(&m, 3, 5, 0)] -
	    h.dist[maze_block(&m, 3, 1, 0)], 8);
	render_weave_free(&wv);
	render_weave_free(NULL);
	maze_render_heat_free(&h);
	maze_free(&m);
}
END_TEST

/* The line across a side block: a quarter of a wall, rounded. */
START_TEST(weave_lines)
{
	static const uint32_t walls[][2] = {
		{ 1, 0 }, { 2, 1 }, { 3, 1 }, { 4, 1 }, { 5, 1 }, { 6, 2 },
		{ 8, 2 }, { 16, 4 },
	};
	struct maze_render_opts o;
	size_t k;
	uint32_t x, y;

	maze_render_defaults(&o);
	for (k = 0; k < sizeof walls / sizeof walls[0]; k++) {
		o.block = 9;
		o.wall = walls[k][0];
		ck_assert_uint_eq(render_gap_width(&o), walls[k][1]);
		/* Without -w, walls are as wide as blocks. */
		o.block = walls[k][0];
		o.wall = 0;
		ck_assert_uint_eq(render_gap_width(&o), walls[k][1]);
	}
	for (y = 0; y < 6; y++)
		for (x = 0; x < 4; x++) {
			ck_assert_int_eq(render_gap_px(RENDER_GAP_N, 2, 4, 6,
			    x, y), y < 2);
			ck_assert_int_eq(render_gap_px(RENDER_GAP_S, 2, 4, 6,
			    x, y), y >= 4);
			ck_assert_int_eq(render_gap_px(RENDER_GAP_W, 2, 4, 6,
			    x, y), x < 2);
			ck_assert_int_eq(render_gap_px(RENDER_GAP_E, 2, 4, 6,
			    x, y), x >= 2);
			ck_assert_int_eq(render_gap_px(RENDER_GAP_NONE, 2, 4,
			    6, x, y), 0);
		}
}
END_TEST

/*
 * A weave as a PNG: one picture of level 0's size, each side block its
 * tunnel's colour with a line of the wall's across its side towards the
 * crossing.
 */
START_TEST(weave_png)
{
	struct maze_render_opts o;
	struct maze_err e;
	struct maze m;
	struct out out;
	png_image im;
	unsigned char *px, *p, rgb[3], kinds[11];
	uint32_t x, y, px0, py0, bx, by, k;
	int gap;

	maze_init(&m);
	maze_from_str(&m, weave_solved);
	maze_render_defaults(&o);
	o.block = 4;
	out_open(&out);
	ck_assert_int_eq(maze_render_draw(out.fp, &o, &m, NULL, 0, NULL, NULL,
	    &e), 0);
	out_close(&out);
	memset(&im, 0, sizeof im);
	im.version = PNG_IMAGE_VERSION;
	ck_assert(png_image_begin_read_from_memory(&im, out.buf, out.len));
	ck_assert_uint_eq(im.width, 4 * 11);
	ck_assert_uint_eq(im.height, 4 * 9);
	im.format = PNG_FORMAT_RGB;
	px = malloc(PNG_IMAGE_SIZE(im));
	ck_assert(png_image_finish_read(&im, NULL, px, 0, NULL));
	for (y = 0; y < m.h; y++) {
		/* The kinds of the blocks as the view has them. */
		for (x = 0; x < m.w; x++) {
			k = *at(&m, x, y, (x + y) % 2 && *at(&m, x, y, 2) !=
			    MAZE_WALL ? 2 : 0);
			kinds[x] = (unsigned char)k;
		}
		render_kinds(&o, kinds, m.w, NULL, 0, kinds);
		for (x = 0; x < m.w; x++) {
			gap = (x == 3 || x == 7) && (y == 2 || y == 4) ?
			    y == 2 ? RENDER_GAP_S : RENDER_GAP_N :
			    RENDER_GAP_NONE;
			for (py0 = 0; py0 < 4; py0++)
				for (px0 = 0; px0 < 4; px0++) {
					bx = 4 * x + px0;
					by = 4 * y + py0;
					render_kind_rgb(&o, render_gap_px(gap,
					    1, 4, 4, px0, py0) ? RENDER_WALL :
					    kinds[x], rgb);
					p = px + 3 * ((size_t)by * im.width +
					    bx);
					REQUIRE(memcmp(p, rgb, 3) == 0,
					    "pixel %u,%u", bx, by);
				}
		}
	}
	free(px);
	free(out.buf);
	maze_free(&m);
}
END_TEST

/*
 * A weave whose blocks break the rules: refused in every format at the
 * first block that does, nothing written.
 */
START_TEST(weave_refused)
{
	static const int formats[] = {
		MAZE_RENDER_PNG, MAZE_RENDER_SVG, MAZE_RENDER_PBM,
		MAZE_RENDER_PGM, MAZE_RENDER_ASCII, MAZE_RENDER_UNICODE,
		MAZE_RENDER_HALF,
	};
	struct maze_render_opts o;
	struct maze_err e;
	struct maze m;
	struct out out;
	size_t k;

	maze_init(&m);
	maze_from_str(&m, weave_solved);
	/* The tunnel under 7,3 cut short of its southern end. */
	*at(&m, 7, 4, 2) = MAZE_WALL;
	maze_render_defaults(&o);
	for (k = 0; k < sizeof formats / sizeof formats[0]; k++) {
		o.format = formats[k];
		out_open(&out);
		ck_assert_int_eq(maze_render_draw(out.fp, &o, &m, NULL, 1,
		    NULL, NULL, &e), -1);
		out_close(&out);
		ck_assert_uint_eq(out.len, 0);
		ck_assert_uint_eq(e.line, 27);
		ck_assert_uint_eq(e.col, 8);
		ck_assert_str_eq(e.msg, "not a weave maze: block 7,3,2 is a "
		    "crossing whose tunnel does not reach the cells on both "
		    "sides");
		free(out.buf);
	}
	maze_free(&m);
}
END_TEST

/* The run's options together: the format settled, or why not. */
static const struct {
	int format;		/* -f's, or -1 for none */
	const char *out, *numbered;
	uint64_t offset;
	int play, tty;
	int want;		/* the format settled */
	const char *why;	/* or the message */
} runs[] = {
	{ -1, "a.svg", NULL, 0, 0, 1, MAZE_RENDER_SVG, NULL },
	{ -1, "a.txt", NULL, 0, 0, 1, MAZE_RENDER_ASCII, NULL },
	{ MAZE_RENDER_HALF, "a.txt", NULL, 0, 0, 1, MAZE_RENDER_HALF, NULL },
	{ MAZE_RENDER_SVG, "a.png", NULL, 0, 0, 0, 0,
	    "-f svg -o a.png: the name's extension says another format" },
	{ -1, NULL, NULL, 0, 0, 1, 0, "not writing a PNG picture to a "
	    "terminal; use -o file or a redirection" },
	{ -1, "a%d.gif", "%d.gif", 0, 0, 0, 0, "-o a%d.gif: a GIF holds "
	    "every maze of the stream: %d gives each maze of the other "
	    "formats its own file" },
	{ MAZE_RENDER_ASCII, NULL, NULL, 3, 1, 1, 0, "--offset: an animation "
	    "is of the mazes it is given; the animations of shards do not "
	    "join" },
	{ MAZE_RENDER_SVG, NULL, NULL, 0, 1, 1, 0,
	    "--play draws text: use -f ascii, unicode or half" },
	{ MAZE_RENDER_ASCII, NULL, NULL, 0, 1, 0, 0,
	    "--play: standard output is not a terminal" },
};

START_TEST(check_run)
{
	struct maze_render_opts o;
	struct render_run r;
	struct maze_buf why;

	maze_render_defaults(&o);
	memset(&r, 0, sizeof r);
	if (runs[_i].format != -1) {
		o.format = runs[_i].format;
		r.format = render_format_name((size_t)o.format);
	}
	r.out = runs[_i].out;
	r.numbered = runs[_i].out != NULL && runs[_i].numbered != NULL ?
	    strstr(runs[_i].out, runs[_i].numbered) : NULL;
	r.offset = runs[_i].offset;
	r.color = "never";
	r.play = runs[_i].play;
	r.tty = runs[_i].tty;
	ck_assert_int_eq(render_check_run(&o, &r, &why),
	    runs[_i].why != NULL ? -1 : 0);
	if (runs[_i].why != NULL)
		ck_assert_str_eq(maze_buf_str(&why), runs[_i].why);
	else
		ck_assert_int_eq(o.format, runs[_i].want);
	maze_buf_free(&why);
}
END_TEST

/*
 * The PDF's pages as render_check_run() settles them from --paper and
 * --page-margin (mm to points), and the PDF's options refused without a
 * PDF.
 */
static const struct {
	int format;
	const char *paper, *pmargin;
	int solution;
	double w, h, margin;	/* in points */
	const char *why;	/* or the message */
} pages[] = {
	{ RENDER_PDF, NULL, NULL, 0, 595.276, 841.890, 28.346, NULL },
	{ RENDER_PDF, "a4", "0", 1, 595.276, 841.890, 0, NULL },
	{ RENDER_PDF, "letter", "25", 1, 612, 792, 70.866, NULL },
	{ RENDER_PDF, "a5", NULL, 0, 0, 0, 0,
	    "--paper a5: expected a4 or letter" },
	{ RENDER_PDF, NULL, "101", 0, 0, 0, 0,
	    "--page-margin 101: too large (0 to 100)" },
	{ MAZE_RENDER_PNG, NULL, NULL, 1, 0, 0, 0,
	    "--solution: a PDF's pages; use -f pdf or a .pdf name" },
	{ MAZE_RENDER_SVG, "letter", NULL, 0, 0, 0, 0,
	    "--paper: a PDF's pages; use -f pdf or a .pdf name" },
};

START_TEST(check_pages)
{
	struct maze_render_opts o;
	struct render_run r;
	struct maze_buf why;

	maze_render_defaults(&o);
	memset(&r, 0, sizeof r);
	o.format = pages[_i].format;
	r.format = render_format_name((size_t)o.format);
	r.color = "never";
	r.paper = pages[_i].paper;
	r.pmargin = pages[_i].pmargin;
	r.solution = pages[_i].solution;
	ck_assert_int_eq(render_check_run(&o, &r, &why),
	    pages[_i].why != NULL ? -1 : 0);
	if (pages[_i].why != NULL)
		ck_assert_str_eq(maze_buf_str(&why), pages[_i].why);
	else {
		ck_assert_double_eq_tol(r.pagew, pages[_i].w, 0.001);
		ck_assert_double_eq_tol(r.pageh, pages[_i].h, 0.001);
		ck_assert_double_eq_tol(r.margin, pages[_i].margin, 0.001);
	}
	maze_buf_free(&why);
}
END_TEST

/*
 * The SHA-256 a page's script runs by (html.c): FIPS 180-4's examples,
 * in base64, and lengths about the 56 bytes where the padding takes a
 * second block.
 */
START_TEST(sha256_vectors)
{
	static const struct {
		const char *in;
		const char *b64;
	} v[] = {
		{ "", "47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=" },
		{ "abc", "ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=" },
		{ "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
		    "JI1qYdIGOLjlwCaTDD5gOaM85Flk/yFn9uzt1BnbBsE=" },
	};
	/* So many 'a's: a byte either side of where padding needs a block
	   more, and of a block's end. */
	static const struct {
		size_t n;
		const char *b64;
	} as[] = {
		{ 55, "n0OQ+NMMLdkuyfCVtl4rmumwqSWlJY4kHJ8ekQ9zQxg=" },
		{ 56, "s1Q5pKxvCUi21vnjxq8PX1kM4g8b3nCQ73lwaG7Gc4o=" },
		{ 63, "fT50oF19sVvOStnsBljqmOPwbu7PFrTG//LaRX3cLzQ=" },
		{ 64, "/+BU/nrgy23GXDr5th1SCfQ5hR20PQulmXM33xVGaOs=" },
		{ 119, "MeulHDE6XAgiat8Y1KNZz9/Y0ugWsT9K+VL36mWE3Ps=" },
		{ 120, "Lz0zVDLHC1gK8Ojhs2dKfAINaDql9zqq7f3FWvkEwhw=" },
	};
	char a[128];
	char out[45];
	size_t i;

	for (i = 0; i < sizeof v / sizeof v[0]; i++) {
		render_sha256_b64(v[i].in, strlen(v[i].in), out);
		ck_assert_str_eq(out, v[i].b64);
	}
	memset(a, 'a', sizeof a);
	for (i = 0; i < sizeof as / sizeof as[0]; i++) {
		render_sha256_b64(a, as[i].n, out);
		ck_assert_str_eq(out, as[i].b64);
	}
}
END_TEST

Suite *
render_suite(void)
{
	Suite *s = suite_create("render");
	TCase *tc = tcase_create("kinds");

	tcase_add_test(tc, kinds_of_blocks);
	tcase_add_test(tc, kinds_outside);
	tcase_add_test(tc, weights_shade);
	tcase_add_test(tc, colours_by_name);
	tcase_add_test(tc, colour_maps);
	tcase_add_test(tc, sha256_vectors);
	suite_add_tcase(s, tc);
	tc = tcase_create("heat");
	tcase_add_test(tc, heat_weighted);
	suite_add_tcase(s, tc);
	tc = tcase_create("draw");
	tcase_add_test(tc, png_weighted);
	tcase_add_test(tc, svg_text_weighted);
	suite_add_tcase(s, tc);
	tc = tcase_create("driver");
	tcase_add_test(tc, draw_from_memory);
	tcase_add_test(tc, draw_streamed);
	tcase_add_test(tc, heat_root);
	tcase_add_test(tc, options_by_name);
	tcase_add_loop_test(tc, check_run, 0, sizeof runs / sizeof runs[0]);
	tcase_add_loop_test(tc, check_pages, 0, sizeof pages / sizeof pages[0]);
	suite_add_tcase(s, tc);
	tc = tcase_create("stream");
	tcase_add_test(tc, read_rows);
	suite_add_tcase(s, tc);
	tc = tcase_create("levels");
	tcase_add_test(tc, layout_of_levels);
	tcase_add_test(tc, font_digits);
	tcase_add_test(tc, marks_of_passages);
	tcase_add_test(tc, frame_marks);
	tcase_add_test(tc, gif_frames);
	suite_add_tcase(s, tc);
	tc = tcase_create("weave");
	tcase_add_test(tc, weave_view);
	tcase_add_test(tc, weave_lines);
	tcase_add_test(tc, weave_png);
	tcase_add_test(tc, weave_refused);
	suite_add_tcase(s, tc);
	return s;
}
