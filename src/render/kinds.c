/* kinds.c: what each block is drawn as, and in which colour. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "render/renderpriv.h"

/* The picture stays within this many pixels a side unless -c says more. */
#define AUTO_SIDE	2048
#define AUTO_MAX	8

void
maze_render_defaults(struct maze_render_opts *o)
{
	static const unsigned char rgb[MAZE_RENDER_NCOLOURS][3] = {
		[RENDER_WALL] = { 0x20, 0x20, 0x20 },
		[RENDER_OPEN] = { 0xff, 0xff, 0xff },
		[RENDER_START] = { 0x2e, 0x9e, 0x44 },
		[RENDER_END] = { 0xd3, 0x3a, 0x2c },
		[RENDER_PATH] = { 0x3a, 0x7b, 0xd5 },
		[RENDER_SEEN] = { 0xf4, 0xd5, 0x8d },
		[RENDER_BG] = { 0xff, 0xff, 0xff },
		[RENDER_UNREACH] = { 0x80, 0x80, 0x80 },
	};
	static const unsigned char weight[3] = { 0x8b, 0x5e, 0x3c };
	static const unsigned char mark[RENDER_NMARKS][3] = {
		{ 0xe8, 0x10, 0x6a },	/* head */
		{ 0x7c, 0xc8, 0xe8 },	/* frontier */
		{ 0xb8, 0x8c, 0xe0 },	/* walk */
	};

	memset(o, 0, sizeof *o);
	memcpy(o->rgb, rgb, sizeof rgb);
	memcpy(o->weight, weight, sizeof weight);
	memcpy(o->mark, mark, sizeof mark);
	o->cycles = 1;
	o->level = 4;
	o->delay = 100;
	o->hold = 2000;
	render_shade_weights(o);
}

/*
 * Weighted blocks '2' to '9' are shaded from the open colour towards the
 * weight colour, '9' being the weight colour itself; '1' costs what an open
 * block costs and is drawn as one.
 */
void
render_shade_weights(struct maze_render_opts *o)
{
	int k, c;

	for (k = 0; k < 8; k++)
		for (c = 0; c < 3; c++)
			o->rgb[RENDER_W2 + k][c] = (unsigned char)
			    ((o->rgb[RENDER_OPEN][c] * (7 - k) +
			    o->weight[c] * (k + 1) + 4) / 8);
}

/* Default block size: as large as AUTO_MAX, the picture within AUTO_SIDE. */
uint32_t
render_auto_block(const struct maze *m)
{
	uint32_t side = m->w > m->h ? m->w : m->h;
	uint32_t b = side > 0 ? AUTO_SIDE / side : AUTO_MAX;

	return b < 1 ? 1 : b > AUTO_MAX ? AUTO_MAX : b;
}

/* Pixels across n blocks, margins included. */
uint64_t
render_span(const struct maze_render_opts *o, uint32_t n)
{
	return (uint64_t)(n / 2) * o->block + (uint64_t)(n - n / 2) *
	    (o->wall ? o->wall : o->block) + 2 * (uint64_t)o->margin;
}

/* The colours -C knows by name. */
static const struct {
	const char *name;
	unsigned char rgb[3];
} names[] = {
	{ "black", { 0, 0, 0 } }, { "white", { 255, 255, 255 } },
	{ "grey", { 128, 128, 128 } }, { "gray", { 128, 128, 128 } },
	{ "silver", { 192, 192, 192 } }, { "red", { 255, 0, 0 } },
	{ "green", { 0, 128, 0 } }, { "lime", { 0, 255, 0 } },
	{ "blue", { 0, 0, 255 } }, { "navy", { 0, 0, 128 } },
	{ "yellow", { 255, 255, 0 } }, { "orange", { 255, 165, 0 } },
	{ "purple", { 128, 0, 128 } }, { "magenta", { 255, 0, 255 } },
	{ "cyan", { 0, 255, 255 } }, { "teal", { 0, 128, 128 } },
	{ "brown", { 165, 42, 42 } }, { "pink", { 255, 192, 203 } },
};

/*
 * The colour of text for --color when (auto, always or never), tty saying
 * whether it goes to a terminal: 0 for none, MAZE_RENDER_COLOUR_24 where
 * COLORTERM says the terminal takes 24-bit colour (truecolor, 24bit),
 * else MAZE_RENDER_COLOUR_256.  Auto is colour for a terminal that is not
 * dumb (TERM) unless NO_COLOR is set and not empty.
 */
int
render_text_colour(const char *when, int tty)
{
	const char *nc = getenv("NO_COLOR"), *term = getenv("TERM");
	const char *ct = getenv("COLORTERM");

	if (strcmp(when, "never") == 0 || (strcmp(when, "auto") == 0 &&
	    (!tty || (nc != NULL && *nc != '\0') || term == NULL ||
	    *term == '\0' || strcmp(term, "dumb") == 0)))
		return 0;
	if (ct != NULL && (strcmp(ct, "truecolor") == 0 ||
	    strcmp(ct, "24bit") == 0))
		return MAZE_RENDER_COLOUR_24;
	return MAZE_RENDER_COLOUR_256;
}

/* The i-th colour name, or NULL past the last. */
const char *
render_colour_name(size_t i)
{
	return i < sizeof names / sizeof names[0] ? names[i].name : NULL;
}

/* A colour by name or as #rrggbb.  Returns 0, or -1 if there is no such. */
int
render_colour(const char *s, unsigned char rgb[3])
{
	unsigned v[3];
	size_t i;
	int c, d;

	if (s[0] == '#' && strlen(s) == 7) {
		for (i = 0; i < 3; i++) {
			v[i] = 0;
			for (d = 0; d < 2; d++) {
				c = s[1 + 2 * i + d];
				if (c >= '0' && c <= '9')
					c -= '0';
				else if (c >= 'a' && c <= 'f')
					c -= 'a' - 10;
				else if (c >= 'A' && c <= 'F')
					c -= 'A' - 10;
				else
					return -1;
				v[i] = v[i] * 16 + (unsigned)c;
			}
			rgb[i] = (unsigned char)v[i];
		}
		return 0;
	}
	for (i = 0; i < sizeof names / sizeof names[0]; i++)
		if (strcasecmp(s, names[i].name) == 0) {
			memcpy(rgb, names[i].rgb, 3);
			return 0;
		}
	return -1;
}

int
render_set_colour(struct maze_render_opts *o, const char *arg, const char **why)
{
	/* What -C names, in the order of the colour kinds. */
	static const struct {
		const char *name;
		int kind;
	} what[] = {
		{ "wall", RENDER_WALL }, { "passage", RENDER_OPEN },
		{ "start", RENDER_START }, { "end", RENDER_END },
		{ "solution", RENDER_PATH }, { "explored", RENDER_SEEN },
		{ "background", RENDER_BG }, { "unreachable", RENDER_UNREACH },
		{ "weight", -1 }, { "head", RENDER_HEAD },
		{ "frontier", RENDER_FRONTIER }, { "walk", RENDER_WALK },
	};
	const char *eq = strchr(arg, '=');
	unsigned char rgb[3];
	size_t i, n;

	if (eq == NULL) {
		*why = "expected what=colour";
		return -1;
	}
	n = (size_t)(eq - arg);
	static char list[512];
	size_t k, len;
	const char *c;

	for (i = 0; i < sizeof what / sizeof what[0]; i++)
		if (strlen(what[i].name) == n &&
		    strncasecmp(arg, what[i].name, n) == 0)
			break;
	if (i == sizeof what / sizeof what[0]) {
		*why = "unknown key: the keys are wall, passage, start, end, "
		    "solution, explored, background, unreachable, weight, "
		    "head, frontier and walk";
		return -1;
	}
	if (render_colour(eq + 1, rgb) == -1) {
		/* Name every colour there is, once. */
		if (list[0] == '\0') {
			len = (size_t)snprintf(list, sizeof list,
			    "unknown colour: #rrggbb or a name,");
			for (k = 0; (c = render_colour_name(k)) != NULL &&
			    len < sizeof list; k++)
				len +=
				    (size_t)snprintf(list + len, sizeof list -
				    len, " %s", c);
		}
		*why = list;
		return -1;
	}
	if (what[i].kind == -1)
		memcpy(o->weight, rgb, 3);
	else if (what[i].kind >= RENDER_HEAT)
		memcpy(o->mark[what[i].kind - RENDER_HEAT], rgb, 3);
	else
		memcpy(o->rgb[what[i].kind], rgb, 3);
	/* The weighted blocks' shades follow the passage and the weight. */
	render_shade_weights(o);
	return 0;
}

/* Where s stands in the list name gives, or -1. */
static int
find(const char *s, const char *(*name)(size_t))
{
	const char *n;
	size_t i;

	for (i = 0; (n = name(i)) != NULL; i++)
		if (strcmp(s, n) == 0)
			return (int)i;
	return -1;
}

int
render_format_find(const char *s)
{
	return find(s, render_format_name);
}

/* The name of format i (MAZE_RENDER_PNG ...), or NULL past the last. */
const char *
render_format_name(size_t i)
{
	static const char *const formats[] = {
		[MAZE_RENDER_PNG] = "png", [MAZE_RENDER_SVG] = "svg",
		[MAZE_RENDER_PBM] = "pbm", [MAZE_RENDER_PGM] = "pgm",
		[MAZE_RENDER_ASCII] = "ascii",
		[MAZE_RENDER_UNICODE] = "unicode",
		[MAZE_RENDER_HALF] = "half", [MAZE_RENDER_GIF] = "gif",
		[RENDER_PDF] = "pdf", [RENDER_HTML] = "html",
	};

	return i < sizeof formats / sizeof formats[0] ? formats[i] : NULL;
}

/*
 * The format a file name's extension names, in any case: .png, .svg,
 * .pbm, .pgm, .gif, .pdf, and .txt or .ascii for text (ascii); -1 for any
 * other name,
 * which says nothing of the format.
 */
int
render_format_of_name(const char *path)
{
	const char *dot = strrchr(path, '.'), *slash = strrchr(path, '/');
	char ext[8];
	size_t i;
	int f;

	if (dot == NULL || (slash != NULL && dot < slash) ||
	    strlen(dot + 1) >= sizeof ext)
		return -1;
	for (i = 0; dot[1 + i] != '\0'; i++)
		ext[i] = (char)tolower((unsigned char)dot[1 + i]);
	ext[i] = '\0';
	f = strcmp(ext, "txt") == 0 ? MAZE_RENDER_ASCII :
	    render_format_find(ext);
	return f == MAZE_RENDER_UNICODE || f == MAZE_RENDER_HALF ? -1 : f;
}

/*
 * May a picture in format go to a file whose name says named
 * (render_format_of_name)?  A text name takes any of the text formats.
 */
int
render_format_fits(int format, int named)
{
	if (named == MAZE_RENDER_ASCII)
		return format == MAZE_RENDER_ASCII ||
		    format == MAZE_RENDER_UNICODE || format == MAZE_RENDER_HALF;
	return named == -1 || format == named;
}

/* The colour map a name names, or -1. */
int
render_map_find(const char *s)
{
	int i = find(s, render_map_name);

	return i == -1 ? -1 : i + MAZE_RENDER_MAP_RAINBOW;
}

/* The name of the i-th colour map, from 0, or NULL past the last. */
const char *
render_map_name(size_t i)
{
	static const char *const maps[] = { "rainbow", "viridis", "magma" };

	return i < sizeof maps / sizeof maps[0] ? maps[i] : NULL;
}

/*
 * Level k of a colour map.  The rainbow is the hue circle at full
 * saturation and value, level k at k/L of the way round, so that it cycles
 * seamlessly; viridis and magma run from their dark end at level 0 to their
 * light end at level L - 1, interpolated between nine stops of matplotlib's
 * tables.
 */
void
render_map_colour(int map, unsigned k, unsigned char rgb[3])
{
	static const unsigned char stops[2][9][3] = {
		{ { 0x44, 0x01, 0x54 }, { 0x47, 0x2d, 0x7b },
		  { 0x3b, 0x52, 0x8b }, { 0x2c, 0x72, 0x8e },
		  { 0x21, 0x91, 0x8c }, { 0x28, 0xae, 0x80 },
		  { 0x5e, 0xc9, 0x62 }, { 0xad, 0xdc, 0x30 },
		  { 0xfd, 0xe7, 0x25 } },
		{ { 0x00, 0x00, 0x04 }, { 0x1c, 0x10, 0x44 },
		  { 0x4f, 0x12, 0x7b }, { 0x81, 0x25, 0x81 },
		  { 0xb5, 0x36, 0x7a }, { 0xe5, 0x50, 0x64 },
		  { 0xfb, 0x87, 0x61 }, { 0xfe, 0xc2, 0x87 },
		  { 0xfc, 0xfd, 0xbf } },
	};
	/*
	 * Each sixth of the hue circle: red, green and blue off, full, or
	 * rising or falling across it.
	 */
	enum { OFF, FULL, UP, DOWN };
	static const unsigned char sixth[6][3] = {
		{ FULL, UP, OFF }, { DOWN, FULL, OFF }, { OFF, FULL, UP },
		{ OFF, DOWN, FULL }, { UP, OFF, FULL }, { FULL, OFF, DOWN },
	};
	const unsigned L = RENDER_HEAT_LEVELS;
	const unsigned char (*s)[3];
	unsigned char v[4];
	unsigned i, f, up, c;

	if (map == MAZE_RENDER_MAP_RAINBOW) {
		i = 6 * k / L;
		f = 6 * k % L;
		up = (255 * f + L / 2) / L;
		v[OFF] = 0;
		v[FULL] = 255;
		v[UP] = (unsigned char)up;
		v[DOWN] = (unsigned char)(255 - up);
		for (c = 0; c < 3; c++)
			rgb[c] = v[sixth[i < 6 ? i : 5][c]];
		return;
	}
	s = stops[map == MAZE_RENDER_MAP_MAGMA];
	i = 8 * k / (L - 1);
	f = 8 * k % (L - 1);
	for (c = 0; c < 3; c++)
		rgb[c] = i >= 8 ? s[8][c] : (unsigned char)((s[i][c] *
		    (L - 1 - f) + s[i + 1][c] * f + (L - 1) / 2) / (L - 1));
}

void
render_kind_rgb(const struct maze_render_opts *o, unsigned kind,
    unsigned char rgb[3])
{
	if (kind >= RENDER_HEAT && o->map == MAZE_RENDER_MAP_NONE)
		memcpy(rgb, o->mark[kind < RENDER_HEAT + RENDER_NMARKS ?
		    kind - RENDER_HEAT : 0], 3);
	else if (kind >= RENDER_HEAT)
		render_map_colour(o->map, kind - RENDER_HEAT, rgb);
	else
		memcpy(rgb, o->rgb[kind], 3);
}

/*
 * The palette of the kinds used: each of their colours once, in the order
 * of the kinds, into rgb, and each used kind's index in it into val.
 * Returns the number of colours, at most RENDER_NKINDS.
 */
int
render_palette(const struct maze_render_opts *o, const unsigned char *used,
    unsigned char rgb[][3], unsigned char val[RENDER_NKINDS])
{
	unsigned char c[3];
	int k, j, n = 0;

	for (k = 0; k < RENDER_NKINDS; k++) {
		if (!used[k])
			continue;
		render_kind_rgb(o, (unsigned)k, c);
		for (j = 0; j < n && memcmp(rgb[j], c, 3) != 0; j++)
			;
		if (j == n)
			memcpy(rgb[n++], c, 3);
		val[k] = (unsigned char)j;
	}
	return n;
}

/* The kind of each block character; any other character is an open block. */
static unsigned char kindtab[256];

static void
init_kindtab(void)
{
	int c;

	if (kindtab[MAZE_WALL] == RENDER_WALL + 1)
		return;
	for (c = 0; c < 256; c++)
		kindtab[c] = RENDER_OPEN + 1;
	kindtab[MAZE_WALL] = RENDER_WALL + 1;
	kindtab[MAZE_START] = RENDER_START + 1;
	kindtab[MAZE_END] = RENDER_END + 1;
	kindtab[MAZE_PATH] = RENDER_PATH + 1;
	kindtab[MAZE_SEEN] = RENDER_SEEN + 1;
	for (c = '2'; c <= '9'; c++)
		kindtab[c] = (unsigned char)(RENDER_W2 + c - '2' + 1);
	/* The route over weighted blocks, marked 'a' to 'i' (maze(5)). */
	for (c = MAZE_ROUTE_MIN; c <= MAZE_ROUTE_MAX; c++)
		kindtab[c] = RENDER_PATH + 1;
	kindtab['@'] = RENDER_HEAD + 1;
	kindtab['*'] = RENDER_FRONTIER + 1;
	kindtab['~'] = RENDER_WALK + 1;
}

/*
 * The kinds of a row of w blocks.  With dist (the row's distances) every
 * plain or weighted open block takes the heat map's colour for its
 * distance, out of max, the largest; marked blocks (start, end, route,
 * explored) are drawn over it, a frame's marks are open blocks under it.
 * Level k of distance d is floor(d * cycles * L / (max + 1)) mod L, with L
 * levels.
 */
void
render_kinds(const struct maze_render_opts *o, const unsigned char *row,
    uint32_t w, const uint32_t *dist, uint32_t max, unsigned char *kinds)
{
	uint64_t scale = (uint64_t)o->cycles * RENDER_HEAT_LEVELS;
	uint32_t x;
	unsigned k;

	init_kindtab();
	for (x = 0; x < w; x++) {
		k = kindtab[row[x]] - 1u;
		if (dist != NULL && (k == RENDER_OPEN || k >= RENDER_HEAT ||
		    (k >= RENDER_W2 && k <= RENDER_W9)))
			k = dist[x] == MAZE_RENDER_FAR ? RENDER_UNREACH :
			    RENDER_HEAT + (unsigned)((dist[x] * scale /
			    ((uint64_t)max + 1)) % RENDER_HEAT_LEVELS);
		kinds[x] = (unsigned char)k;
	}
}

/*
 * Masks (maze(5) "Grids"): is the cell at x of row, a row of cells, outside
 * the maze?  A cell outside is a wall; a row beyond the grid (NULL) and a
 * column beyond it are outside too.
 */
static int
out_cell(const unsigned char *row, uint32_t w, uint32_t x)
{
	return row == NULL || x >= w || row[x] == MAZE_WALL;
}

int
render_outside(const unsigned char *above, const unsigned char *row,
    const unsigned char *below, uint32_t w, uint32_t y, uint32_t x)
{
	if (row[x] != MAZE_WALL)
		return 0;
	if (y % 2)
		/* A cell, or a wall between the cells left and right. */
		return x % 2 || (out_cell(row, w, x - 1) &&
		    out_cell(row, w, x + 1));
	if (x % 2)
		return out_cell(above, w, x) && out_cell(below, w, x);
	/* A corner: the four cells around it (x - 1 may wrap: beyond). */
	return out_cell(above, w, x - 1) && out_cell(above, w, x + 1) &&
	    out_cell(below, w, x - 1) && out_cell(below, w, x + 1);
}

void
render_mask_kinds(const unsigned char *above, const unsigned char *row,
    const unsigned char *below, uint32_t w, uint32_t y, unsigned char *kinds)
{
	uint32_t x;

	for (x = 0; x < w; x++)
		if (kinds[x] == RENDER_WALL &&
		    render_outside(above, row, below, w, y, x))
			kinds[x] = RENDER_BG;
}

void
render_row_kinds(const struct maze_render_opts *o, const struct maze *m,
    const unsigned char *lv, uint32_t y, const uint32_t *dist,
    uint32_t max, unsigned char *kinds)
{
	const unsigned char *row = lv + (size_t)y * m->w;

	render_kinds(o, row, m->w, dist, max, kinds);
	if (m->hdr.grid & MAZE_GRID_MASK)
		render_mask_kinds(y > 0 ? row - m->w : NULL, row,
		    y + 1 < m->h ? row + m->w : NULL, m->w, y, kinds);
}

/* Which kinds a drawing of m uses. */
void
render_used(const struct maze_render_opts *o, const struct maze *m,
    const struct maze_render_heat *h, unsigned char used[RENDER_NKINDS])
{
	unsigned char kinds[4096];
	uint32_t y, x, n, k;
	size_t i;

	memset(used, 0, RENDER_NKINDS);
	/* The outside of a masked maze is background (render_outside()). */
	if (o->margin > 0 || (m->hdr.grid & MAZE_GRID_MASK))
		used[RENDER_BG] = 1;
	/* Every level's rows, one after another. */
	for (y = 0; y < m->h * m->d; y++)
		for (x = 0; x < m->w; x += n) {
			n = m->w - x < sizeof kinds ? m->w - x : sizeof kinds;
			i = (size_t)y * m->w + x;
			render_kinds(o, m->b + i, n, h ? h->dist + i : NULL,
			    h ? h->max : 0, kinds);
			for (k = 0; k < n; k++)
				used[kinds[k]] = 1;
		}
}

/* The kinds a plain drawing of m, not yet read, may use. */
void
render_used_stream(const struct maze_render_opts *o, const struct maze *m,
    unsigned char used[RENDER_NKINDS])
{
	memset(used, 0, RENDER_NKINDS);
	memset(used, 1, MAZE_RENDER_NCOLOURS);
	used[RENDER_UNREACH] = 0;
	used[RENDER_BG] = o->margin > 0 || (m->hdr.grid & MAZE_GRID_MASK);
}
