/*
 * text.c: a maze as text for a terminal: the maze(5) characters (ascii),
 * box-drawing walls (unicode), or two block rows a line in half blocks
 * (half); with colour, ANSI 24-bit colour escapes in the PNG's colours.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "render/renderpriv.h"

/* Box-drawing walls by their wall neighbours: N 1, E 2, S 4, W 8. */
static const char *const box[16] = {
	"\u25aa", "\u2575", "\u2576", "\u2514", "\u2577", "\u2502", "\u250c",
	"\u251c", "\u2574", "\u2518", "\u2500", "\u2534", "\u2510", "\u2524",
	"\u252c", "\u253c",
};

struct sgr {
	FILE *fp;
	int fg, bg;		/* current colours as 0xrrggbb, -1 default */
};

static void
sgr_set(struct sgr *t, int fg, int bg)
{
	if (fg == t->fg && bg == t->bg)
		return;
	if ((fg == -1 && t->fg != -1) || (bg == -1 && t->bg != -1)) {
		fputs("\033[0m", t->fp);
		t->fg = t->bg = -1;
	}
	if (fg != t->fg)
		fprintf(t->fp, "\033[38;2;%d;%d;%dm", fg >> 16, fg >> 8 & 0xff,
		    fg & 0xff);
	if (bg != t->bg)
		fprintf(t->fp, "\033[48;2;%d;%d;%dm", bg >> 16, bg >> 8 & 0xff,
		    bg & 0xff);
	t->fg = fg;
	t->bg = bg;
}

static int
rgb_of(const struct render_opts *o, unsigned kind)
{
	unsigned char c[3];

	render_kind_rgb(o, kind, c);
	return c[0] << 16 | c[1] << 8 | c[2];
}

/* The character of a block that is not a wall, in the unicode style. */
static const char *
mark(unsigned char c, char buf[2])
{
	if (maze_isroute(c))
		return "\u2022";
	switch (c) {
	case MAZE_SEEN:
		return "\u00b7";
	default:
		buf[0] = c > ' ' && c < 0x7f ? (char)c : ' ';
		buf[1] = '\0';
		return buf;
	}
}

static int
wall(const struct maze *m, uint32_t x, uint32_t y)
{
	return x < m->w && y < m->h && m->b[(size_t)y * m->w + x] == MAZE_WALL;
}

/*
 * ascii and unicode: one character a block.  Unicode draws the walls of a
 * cell maze with box-drawing characters joined to their wall neighbours,
 * and those of any other grid as full blocks.
 */
static void
one_line_per_row(FILE *fp, int style, int colour, const struct maze *m,
    const struct render_opts *o, const struct render_heat *h,
    unsigned char *kinds)
{
	struct sgr t = { fp, -1, -1 };
	int cells = style == RENDER_UNICODE && maze_is_cells(m, NULL), j;
	uint32_t x, y;
	unsigned k;
	unsigned char c;
	char buf[2];
	size_t i;

	for (y = 0; y < m->h; y++) {
		i = (size_t)y * m->w;
		render_kinds(o, m->b + i, m->w, h ? h->dist + i : NULL,
		    h ? h->max : 0, kinds);
		for (x = 0; x < m->w; x++) {
			c = m->b[i + x];
			k = kinds[x];
			if (colour)
				sgr_set(&t, -1, k == RENDER_WALL ||
				    k == RENDER_OPEN ? -1 : rgb_of(o, k));
			if (style == RENDER_ASCII)
				putc(c, fp);
			else if (c != MAZE_WALL)
				fputs(mark(c, buf), fp);
			else if (!cells)
				fputs("\u2588", fp);
			else {
				j = wall(m, x, y - 1) | wall(m, x + 1, y) << 1 |
				    wall(m, x, y + 1) << 2 |
				    wall(m, x - 1, y) << 3;
				fputs(box[j], fp);
			}
		}
		if (colour)
			sgr_set(&t, -1, -1);
		putc('\n', fp);
	}
}

/*
 * half: rows y and y + 1 in one line of upper and lower half blocks.
 * Without colour, walls are ink and all else is blank; with it, each half
 * takes its block's colour.
 */
static int
half_blocks(FILE *fp, int colour, const struct maze *m,
    const struct render_opts *o, const struct render_heat *h,
    unsigned char *kinds)
{
	static const char *const glyph[4] = { " ", "\u2580", "\u2584",
	    "\u2588" };
	struct sgr t = { fp, -1, -1 };
	unsigned char *lower = kinds + m->w;
	uint32_t x, y;
	size_t i;
	int top, bot;

	for (y = 0; y < m->h; y += 2) {
		i = (size_t)y * m->w;
		render_kinds(o, m->b + i, m->w, h ? h->dist + i : NULL,
		    h ? h->max : 0, kinds);
		if (y + 1 < m->h)
			render_kinds(o, m->b + i + m->w, m->w, h ? h->dist + i +
			    m->w : NULL, h ? h->max : 0, lower);
		for (x = 0; x < m->w; x++) {
			if (colour) {
				sgr_set(&t, rgb_of(o, kinds[x]), y + 1 < m->h ?
				    rgb_of(o, lower[x]) : -1);
				fputs(glyph[1], fp);
				continue;
			}
			top = kinds[x] == RENDER_WALL;
			bot = y + 1 < m->h && lower[x] == RENDER_WALL;
			fputs(glyph[top | bot << 1], fp);
		}
		if (colour)
			sgr_set(&t, -1, -1);
		putc('\n', fp);
	}
	return 0;
}

/* Draw m as text in style, with ANSI colours if colour is set. */
int
render_text(FILE *fp, int style, int colour, const struct maze *m,
    const struct render_opts *o, const struct render_heat *h,
    struct maze_err *e)
{
	unsigned char *kinds;

	if ((kinds = malloc(2 * (size_t)m->w)) == NULL)
		return maze_error(e, 0, 0, "out of memory");
	if (style == RENDER_HALF)
		half_blocks(fp, colour, m, o, h, kinds);
	else
		one_line_per_row(fp, style, colour, m, o, h, kinds);
	free(kinds);
	if (ferror(fp))
		return maze_error(e, 0, 0, "write error: %s", strerror(errno));
	return 0;
}
