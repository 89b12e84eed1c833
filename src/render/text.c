/*
 * text.c: a maze as text for a terminal: the maze(5) characters (ascii),
 * box-drawing walls (unicode), or two block rows a line in half blocks
 * (half); with colour, ANSI colour escapes in the PNG's colours, 24-bit or
 * the nearest of 256.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "render/renderpriv.h"

/* Box-drawing walls by their wall neighbours: N 1, E 2, S 4, W 8. */
static const char *const box[16] = {
	"\u25aa", "\u2575", "\u2576", "\u2514", "\u2577", "\u2502", "\u250c",
	"\u251c", "\u2574", "\u2518", "\u2500", "\u2534", "\u2510", "\u2524",
	"\u252c", "\u253c",
};

struct sgr {
	FILE *fp;
	int depth;		/* MAZE_RENDER_COLOUR_256 or _24 */
	int fg, bg;		/* current colours as 0xrrggbb, -1 default */
};

/* The square of the distance between two colours, 0xrrggbb. */
static int
dist2(int a, int b)
{
	int dr = (a >> 16) - (b >> 16), dg = (a >> 8 & 0xff) - (b >> 8 & 0xff);
	int db = (a & 0xff) - (b & 0xff);

	return dr * dr + dg * dg + db * db;
}

/*
 * The nearest of the 256 colours of xterm and its kin: the 6x6x6 cube
 * (16 to 231) or the 24 greys (232 to 255), whichever is nearer.
 */
static int
nearest256(int rgb)
{
	static const int level[6] = { 0, 95, 135, 175, 215, 255 };
	int c[3], k, i, best, cube, grey, g;

	for (k = 0; k < 3; k++) {
		g = rgb >> (16 - 8 * k) & 0xff;
		for (best = 0, i = 1; i < 6; i++)
			if (abs(level[i] - g) < abs(level[best] - g))
				best = i;
		c[k] = best;
	}
	cube = level[c[0]] << 16 | level[c[1]] << 8 | level[c[2]];
	g = ((rgb >> 16) + (rgb >> 8 & 0xff) + (rgb & 0xff)) / 3;
	i = g < 8 ? 0 : g > 238 ? 23 : (g - 8 + 5) / 10;
	grey = (8 + 10 * i) * 0x010101;
	if (dist2(rgb, grey) < dist2(rgb, cube))
		return 232 + i;
	return 16 + 36 * c[0] + 6 * c[1] + c[2];
}

/* Set the foreground ('3') or background ('4') colour. */
static void
sgr_one(const struct sgr *t, char which, int rgb)
{
	if (t->depth == MAZE_RENDER_COLOUR_24)
		fprintf(t->fp, "\033[%c8;2;%d;%d;%dm", which, rgb >> 16,
		    rgb >> 8 & 0xff, rgb & 0xff);
	else
		fprintf(t->fp, "\033[%c8;5;%dm", which, nearest256(rgb));
}

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
		sgr_one(t, '3', fg);
	if (bg != t->bg)
		sgr_one(t, '4', bg);
	t->fg = fg;
	t->bg = bg;
}

static int
rgb_of(const struct maze_render_opts *o, unsigned kind)
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

/* The arrows of the marks of passages up, down, and both ways. */
static const char *const arrow[4] = { NULL, "\u2191", "\u2193", "\u2195" };

/*
 * A level being drawn: m one level of a maze (render_level()), the
 * heat map's distances of its blocks, and the blocks of the levels before
 * and after it, for the marks (NULL where there is none, or no marks); or
 * a weave's view, with wv.
 */
struct level {
	const struct maze *m;
	const uint32_t *dist;
	uint32_t max;
	const unsigned char *up, *down;
	const struct render_weave *wv;
};

/*
 * A weave's side block x, y is drawn as the wall it is on level 0,
 * dashed, the tunnel passing under it: the wall of a passage running
 * north and south (x even), or of one running east and west; in colour,
 * on the colour of its tunnel's block, a route's, say.  The route under
 * shows without colour too, on the cells either side.
 */
static int
dashed(const struct level *l, uint32_t x, uint32_t y)
{
	return l->wv != NULL &&
	    render_weave_gap(l->wv, x, y) != RENDER_GAP_NONE;
}

/*
 * Is block x, y of the level a wall drawn as one: not outside a masked
 * maze (render_outside()), or a weave's side block dashed?
 */
static int
wall(const struct level *l, uint32_t x, uint32_t y)
{
	const struct maze *m = l->m;
	const unsigned char *row = m->b + (size_t)y * m->w;

	if (x >= m->w || y >= m->h)
		return 0;
	if (row[x] != MAZE_WALL)
		return dashed(l, x, y);
	return !(m->hdr.grid & MAZE_GRID_MASK) || !render_outside(y > 0 ?
	    row - m->w : NULL, row, y + 1 < m->h ? row + m->w : NULL, m->w,
	    y, x);
}

/* The mark of block i of the level. */
static int
mark_of(const struct level *l, size_t i)
{
	return render_mark(l->up ? l->up + i : NULL, l->m->b + i,
	    l->down ? l->down + i : NULL);
}

/*
 * ascii and unicode: one character a block.  Unicode draws the walls of a
 * cell maze with box-drawing characters joined to their wall neighbours,
 * and those of any other grid as full blocks, and a block with a passage
 * to another level as its arrow; the outside of a masked maze as blanks;
 * a weave's side blocks dashed, in ascii too (dashed()).
 * Ascii is maze(5)'s characters as they are, the outside the walls it is
 * there (a blank would be a passage), in colour on the terminal's own
 * background.
 */
static void
one_line_per_row(FILE *fp, int style, int colour, const struct level *l,
    const struct maze_render_opts *o, unsigned char *kinds)
{
	const struct maze *m = l->m;
	struct sgr t = { fp, colour, -1, -1 };
	int cells = style == MAZE_RENDER_UNICODE && maze_is_cells(m, NULL);
	int j, mk;
	uint32_t x, y;
	unsigned k;
	unsigned char c;
	char buf[2];
	size_t i;

	for (y = 0; y < m->h; y++) {
		i = (size_t)y * m->w;
		render_row_kinds(o, m, m->b, y, l->dist ? l->dist + i : NULL,
		    l->max, kinds);
		for (x = 0; x < m->w; x++) {
			c = m->b[i + x];
			mk = mark_of(l, i + x);
			k = kinds[x];
			if (colour)
				sgr_set(&t, -1, k == RENDER_WALL ||
				    k == RENDER_OPEN || k == RENDER_BG ? -1 :
				    rgb_of(o, k));
			if (dashed(l, x, y))
				fputs(style == MAZE_RENDER_ASCII ? x % 2 ? "-" :
				    "|" : x % 2 ? "\u254c" : "\u254e", fp);
			else if (style == MAZE_RENDER_ASCII)
				putc(c, fp);
			else if (k == RENDER_BG)
				putc(' ', fp);
			else if (mk != RENDER_MARK_NONE && c != MAZE_START &&
			    c != MAZE_END)
				fputs(arrow[mk], fp);
			else if (c != MAZE_WALL)
				fputs(mark(c, buf), fp);
			else if (!cells)
				fputs("\u2588", fp);
			else {
				j = wall(l, x, y - 1) | wall(l, x + 1, y) << 1 |
				    wall(l, x, y + 1) << 2 |
				    wall(l, x - 1, y) << 3;
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
 * takes its block's colour.  A block with a passage to another level
 * takes its line's character for its arrow (the lower block's first): in
 * colour, an arrow in the other block's colour (the wall's, if that is
 * the same) on the marked block's.
 */
static int
half_blocks(FILE *fp, int colour, const struct level *l,
    const struct maze_render_opts *o, unsigned char *kinds)
{
	const struct maze *m = l->m;
	static const char *const glyph[4] = { " ", "\u2580", "\u2584",
	    "\u2588" };
	struct sgr t = { fp, colour, -1, -1 };
	unsigned char *lower = kinds + m->w;
	uint32_t x, y;
	size_t i;
	int top, bot, mk, fg;

	for (y = 0; y < m->h; y += 2) {
		i = (size_t)y * m->w;
		render_row_kinds(o, m, m->b, y, l->dist ? l->dist + i : NULL,
		    l->max, kinds);
		if (y + 1 < m->h)
			render_row_kinds(o, m, m->b, y + 1, l->dist ?
			    l->dist + i + m->w : NULL, l->max, lower);
		for (x = 0; x < m->w; x++) {
			mk = y + 1 < m->h ? mark_of(l, i + m->w + x) : 0;
			top = mk == RENDER_MARK_NONE;
			if (top)
				mk = mark_of(l, i + x);
			if (mk != RENDER_MARK_NONE) {
				if (colour) {
					bot = rgb_of(o, top ? kinds[x] :
					    lower[x]);
					fg = !top ? rgb_of(o, kinds[x]) :
					    y + 1 < m->h ? rgb_of(o, lower[x]) :
					    rgb_of(o, RENDER_WALL);
					sgr_set(&t, fg != bot ? fg :
					    rgb_of(o, RENDER_WALL), bot);
				}
				fputs(arrow[mk], fp);
				continue;
			}
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

/*
 * Draw m as text in style, with ANSI colours if colour is set.  A maze of
 * several levels is drawn a level after another: in ascii as maze(5) has
 * it, each after its "; level Z" line; in unicode and half each after a
 * line "level N", N as a picture labels it, with the marks of the passages
 * up and down, and of a cell maze only its levels of cells.  A weave's
 * view, m with wv, is one level; half, with no room for a line, draws its
 * side blocks as the passages they are on level 2.
 */
int
render_text(FILE *fp, int style, int colour, const struct maze *m,
    const struct maze_render_opts *o, const struct maze_render_heat *h,
    const struct render_weave *wv, struct maze_err *e)
{
	struct render_layout lay;
	struct level l;
	struct maze v;
	unsigned char *kinds;
	size_t n = (size_t)m->w * m->h;
	uint32_t p, z;

	if ((kinds = malloc(2 * (size_t)m->w)) == NULL)
		return maze_error(e, 0, 0, "out of memory");
	memset(&lay, 0, sizeof lay);
	lay.panels = 1;
	if (m->d > 1 && style == MAZE_RENDER_ASCII)
		lay.panels = m->d;
	else if (m->d > 1)
		render_layout(&lay, o, m, render_folds(m, 1));
	lay.step = lay.step ? lay.step : 1;
	for (p = 0; p < lay.panels; p++) {
		z = lay.first + p * lay.step;
		render_level(m, z, &v);
		l.m = &v;
		l.wv = wv;
		l.dist = h ? h->dist + (size_t)z * n : NULL;
		l.max = h ? h->max : 0;
		l.up = z > 0 && style != MAZE_RENDER_ASCII ? v.b - n : NULL;
		l.down = z + 1 < m->d && style != MAZE_RENDER_ASCII ? v.b + n :
		    NULL;
		if (m->d > 1)
			fprintf(fp, style == MAZE_RENDER_ASCII ?
			    "; level %u\n" : "level %u\n",
			    style == MAZE_RENDER_ASCII ? z : p);
		if (style == MAZE_RENDER_HALF)
			half_blocks(fp, colour, &l, o, kinds);
		else
			one_line_per_row(fp, style, colour, &l, o, kinds);
	}
	free(kinds);
	if (ferror(fp))
		return maze_error(e, 0, 0, "write error: %s", strerror(errno));
	return 0;
}

/*
 * Write the len bytes of a frame at s to fp, each line erased to its end
 * before its line feed: what a wider frame before it left there goes.
 */
static void
put_frame(FILE *fp, const char *s, size_t len)
{
	const char *nl;

	while (len > 0 && (nl = memchr(s, '\n', len)) != NULL) {
		fwrite(s, 1, (size_t)(nl - s), fp);
		fputs("\033[K\n", fp);
		len -= (size_t)(nl - s) + 1;
		s = nl + 1;
	}
	fwrite(s, 1, len, fp);
}

int
render_play(FILE *fp, const struct maze_render_opts *o, maze_render_next *next,
    void *arg, struct maze_render_heat *h, struct maze_err *e)
{
	struct timespec ts = { o->delay / 1000,
	    (long)(o->delay % 1000) * 1000000 }, left;
	struct maze m;
	unsigned long n;
	char *buf = NULL;
	size_t len = 0;
	FILE *frame;
	int rc = 0;

	maze_init(&m);
	/* Clear the screen and hide the cursor; then each frame from home. */
	fputs("\033[2J\033[?25l", fp);
	for (n = 0; rc == 0 && next(arg, &m, h); n++) {
		if ((frame = open_memstream(&buf, &len)) == NULL) {
			rc = maze_error(e, 0, 0, "out of memory");
			break;
		}
		rc = maze_render_draw(frame, o, &m, h, 0, NULL, NULL, e);
		if (fclose(frame) == EOF && rc == 0)
			rc = maze_error(e, 0, 0, "out of memory");
		/*
		 * The whole delay: the progress line's SIGALRM, four times a
		 * second on a terminal, would otherwise cut every sleep short.
		 */
		left = ts;
		while (n > 0 && nanosleep(&left, &left) == -1 && errno == EINTR)
			;
		fputs("\033[H", fp);
		if (rc == 0)
			put_frame(fp, buf, len);
		free(buf);
		buf = NULL;
		/* What the last frame left below this one. */
		fputs("\033[J", fp);
		if (fflush(fp) == EOF && rc == 0)
			rc = maze_error(e, 0, 0, "write error: %s",
			    strerror(errno));
	}
	maze_free(&m);
	return rc;
}
