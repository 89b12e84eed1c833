/*
 * levels.c: a maze of several levels as a picture: its levels as panels
 * side by side, in rows of panels, each labelled with its number in a tiny
 * font of its own, and the passages up and down marked on the blocks they
 * leave from.  Drawn a pixel row at a time, from memory or, as the maze is
 * read, holding only the levels of one row of panels.
 */
#include <stdlib.h>
#include <string.h>

#include "render/renderpriv.h"

/* Is m the shape of a cell maze of several levels: odd sides, 3 or more? */
static int
cell_shape(const struct maze *m)
{
	return m->d >= 3 && m->d % 2 == 1 && m->w >= 3 && m->w % 2 == 1 &&
	    m->h >= 3 && m->h % 2 == 1;
}

/*
 * The first block of level z of m that stops it being a floor: a floor is
 * wall but at odd x and odd y, where a cell above or below may open on it.
 * MAZE_NONE if there is none.
 */
static size_t
not_floor(const struct maze *m, const unsigned char *lv, uint32_t z)
{
	uint32_t x, y;

	for (y = 0; y < m->h; y++)
		for (x = 0; x < m->w; x++)
			if (lv[(size_t)y * m->w + x] != MAZE_WALL &&
			    (x % 2 == 0 || y % 2 == 0))
				return maze_block(m, x, y, z);
	return MAZE_NONE;
}

/*
 * Whether m is drawn as its odd levels alone, its even levels being floors
 * shown only as the marks of the passages through them: a cell maze of
 * several levels, or any grid of its shape whose even levels are floors.
 * With whole 0, m's grid is not read yet, and its shape decides.
 */
int
render_folds(const struct maze *m, int whole)
{
	uint32_t z;

	if (!cell_shape(m))
		return 0;
	for (z = 0; whole && z < m->d; z += 2)
		if (not_floor(m, m->b + maze_block(m, 0, 0, z), z) !=
		    MAZE_NONE)
			return 0;
	return 1;
}

/* The digits 0 to 9, 3 x 5 font pixels each, a row a 3-bit number. */
static const unsigned char font[10][RENDER_GLYPH_H] = {
	{ 7, 5, 5, 5, 7 }, { 2, 6, 2, 2, 7 }, { 7, 1, 7, 4, 7 },
	{ 7, 1, 7, 1, 7 }, { 5, 5, 7, 1, 1 }, { 7, 4, 7, 1, 7 },
	{ 7, 4, 7, 5, 7 }, { 7, 1, 1, 1, 1 }, { 7, 5, 7, 5, 7 },
	{ 7, 5, 7, 1, 7 },
};

/* Is font pixel (x, y) of digit inked?  0 outside the glyph. */
int
render_glyph(unsigned digit, unsigned x, unsigned y)
{
	if (digit > 9 || x >= RENDER_GLYPH_W || y >= RENDER_GLYPH_H)
		return 0;
	return font[digit][y] >> (RENDER_GLYPH_W - 1 - x) & 1;
}

/* The digits of n. */
static unsigned
ndigits(uint32_t n)
{
	unsigned k = 1;

	while (n >= 10) {
		n /= 10;
		k++;
	}
	return k;
}

/* Pixels across label n in the font at scale: a font pixel between digits. */
uint64_t
render_label_width(uint32_t n, uint32_t scale)
{
	return ((uint64_t)ndigits(n) * (RENDER_GLYPH_W + 1) - 1) * scale;
}

/*
 * Lay out m's levels (folds: its odd ones alone) for the options: a panel
 * the size of a level's picture, its label above it, a gap between panels
 * and the margin around them all; -C's columns, or else as many columns as
 * make the picture nearest a square (its longer side the shortest), the
 * fewest on a tie.
 */
void
render_layout(struct render_layout *l, const struct maze_render_opts *o,
    const struct maze *m, int folds)
{
	uint64_t w, h, best = UINT64_MAX, side, cell;
	uint32_t c, r;

	memset(l, 0, sizeof *l);
	l->first = folds ? 1 : 0;
	l->step = folds ? 2 : 1;
	l->panels = folds ? (m->d - 1) / 2 : m->d;
	l->scale = o->block / 4 > 0 ? o->block / 4 : 1;
	l->pw = render_span(o, m->w) - 2 * (uint64_t)o->margin;
	l->ph = render_span(o, m->h) - 2 * (uint64_t)o->margin;
	l->label = (RENDER_GLYPH_H + 2) * (uint64_t)l->scale;
	l->gap = 4 * (uint64_t)l->scale;
	w = render_label_width(l->panels - 1, l->scale);
	l->pitch = (l->pw > w ? l->pw : w) + l->gap;
	cell = l->label + l->ph + l->gap;
	if (o->columns > 0)
		l->cols = o->columns < l->panels ? o->columns : l->panels;
	else
		for (c = 1; c <= l->panels; c++) {
			r = (l->panels + c - 1) / c;
			w = c * l->pitch - l->gap;
			h = r * cell - l->gap;
			side = w > h ? w : h;
			if (side < best) {
				best = side;
				l->cols = c;
			}
			/* Wider only grows the picture from here. */
			if (w >= best)
				break;
		}
	if (l->cols == 0)
		l->cols = 1;
	l->rows = (l->panels + l->cols - 1) / l->cols;
	l->width = l->cols * l->pitch - l->gap + 2 * (uint64_t)o->margin;
	l->height = l->rows * cell - l->gap + 2 * (uint64_t)o->margin;
}

/*
 * The mark of a block here whose neighbours in the level before and after
 * are above and below (NULL where there is no such level): which ways a
 * passage leads from it to another level.  Only an open block has one.
 */
int
render_mark(const unsigned char *above, const unsigned char *here,
    const unsigned char *below)
{
	if (!maze_isopen(*here))
		return RENDER_MARK_NONE;
	return (above != NULL && maze_isopen(*above) ? RENDER_MARK_UP : 0) |
	    (below != NULL && maze_isopen(*below) ? RENDER_MARK_DOWN : 0);
}

/*
 * Is pixel (x, y) of a block bw x bh pixels inked by mark?  An inset box
 * holds a triangle pointing up (towards the level before), one pointing
 * down, or for both a diamond, the two joined at their bases.  A block
 * under 3 pixels a side has no room for a mark.
 */
int
render_mark_px(int mark, uint32_t bw, uint32_t bh, uint32_t x, uint32_t y)
{
	uint32_t iw, ih, nw, nh, k;
	uint64_t dx, dy;

	if (mark == RENDER_MARK_NONE || bw < 3 || bh < 3 || x >= bw ||
	    y >= bh)
		return 0;
	iw = bw / 5 > 0 ? bw / 5 : 1;
	ih = bh / 5 > 0 ? bh / 5 : 1;
	nw = bw - 2 * iw;
	nh = bh - 2 * ih;
	if (x < iw || x >= bw - iw || y < ih || y >= bh - ih)
		return 0;
	/* Twice the distance from the centre, in pixels. */
	dx = 2 * (uint64_t)x + 1 > bw ? 2 * (uint64_t)x + 1 - bw :
	    bw - 2 * (uint64_t)x - 1;
	dy = 2 * (uint64_t)y + 1 > bh ? 2 * (uint64_t)y + 1 - bh :
	    bh - 2 * (uint64_t)y - 1;
	if (mark == RENDER_MARK_BOTH)
		return dx * nh + dy * nw <= (uint64_t)nw * nh;
	k = mark == RENDER_MARK_UP ? y - ih : bh - ih - 1 - y;
	return dx * nh <= (uint64_t)(k + 1) * nw;
}

/*
 * Level z of m as a flat maze of its own, v, borrowing m's blocks: its S
 * and E where they are in that level, its grid line's mask.  v must not be
 * freed.
 */
void
render_level(const struct maze *m, uint32_t z, struct maze *v)
{
	size_t n = (size_t)m->w * m->h, at = (size_t)z * n;

	*v = *m;
	v->d = 1;
	v->b = m->b + at;
	v->cap = 0;
	memset(&v->hdr, 0, sizeof v->hdr);
	v->hdr.grid = m->hdr.grid;
	v->start = m->start != MAZE_NONE && m->start - at < n ?
	    m->start - at : MAZE_NONE;
	v->end = m->end != MAZE_NONE && m->end - at < n ? m->end - at :
	    MAZE_NONE;
	v->line = 0;
}

/* A picture of panels being drawn. */
struct panels {
	const struct maze_render_opts *o;
	struct render_layout l;
	int folds;
	struct maze *m;
	const struct maze_render_heat *h;	/* or NULL */
	maze_render_input *input;		/* or NULL: m is in memory */
	void *arg;
	unsigned char *ring;		/* from input: cap levels, z % cap */
	uint32_t cap;
	size_t ringsize;		/* the bytes of the ring so far */
	uint64_t read;			/* levels read from the input */
	uint64_t *cx;			/* the left pixel of each column */
	unsigned char *kinds, *marks;	/* a block row of each panel of a row */
	uint64_t cached;		/* panel row and block row in them */
};

/* Level z's blocks, or NULL for a level beyond m's. */
static const unsigned char *
level(const struct panels *p, int64_t z)
{
	const struct maze *m = p->m;
	size_t n = (size_t)m->w * m->h;

	if (z < 0 || z >= (int64_t)m->d)
		return NULL;
	if (p->input == NULL)
		return m->b + (size_t)z * n;
	return p->ring + (size_t)((uint64_t)z % p->cap) * n;
}

/*
 * Make the ring hold need bytes.  The size line's height promises nothing
 * until the rows come, so the ring grows, doubling, with the rows of level
 * 0; once that level has come whole, to its cap levels at once (few copies:
 * under ASan each one is kept a while).
 */
static int
ring_room(struct panels *p, size_t need, struct maze_err *e)
{
	size_t n = (size_t)p->m->w * p->m->h, size;
	unsigned char *ring;

	if (need <= p->ringsize)
		return 0;
	if (need > n)
		size = (size_t)p->cap * n;
	else {
		for (size = p->ringsize > 0 ? p->ringsize : p->m->w;
		    size < need; size *= 2)
			;
		if (size > n)
			size = n;
	}
	if ((ring = realloc(p->ring, size)) == NULL)
		return maze_error(e, 0, 0, "out of memory");
	p->ring = ring;
	p->ringsize = size;
	return 0;
}

/*
 * Read the input up to level last, the last panel row r needs.  A level
 * that should be a floor and is not is an error of the input: a picture
 * drawn as it is read is laid out from the maze's shape alone.
 */
static int
read_levels(struct panels *p, uint64_t last, struct maze_err *e)
{
	struct maze *m = p->m;
	unsigned char *lv;
	unsigned long line, col;
	uint32_t y, z;
	size_t at, i;

	for (; p->read <= last && p->read < m->d; p->read++) {
		z = (uint32_t)p->read;
		at = (size_t)(p->read % p->cap) * m->w * m->h;
		for (y = 0; y < m->h; y++)
			if (ring_room(p, at + ((size_t)y + 1) * m->w,
			    e) == -1 || p->input(p->arg, m, z * m->h + y,
			    p->ring + at + (size_t)y * m->w, e) == -1)
				return -1;
		lv = p->ring + at;
		if (p->folds && z % 2 == 0 &&
		    (i = not_floor(m, lv, z)) != MAZE_NONE) {
			maze_pos(m, i, &line, &col);
			return maze_error(e, line, col, "level %u is not a "
			    "floor, yet a maze of a cell maze's shape drawn as "
			    "it is read is drawn as one: draw it to standard "
			    "output", z);
		}
	}
	return 0;
}

/* The kinds and marks of block row y of the panels of panel row r. */
static void
block_row(struct panels *p, uint32_t r, uint32_t y)
{
	const struct maze *m = p->m;
	const struct render_layout *l = &p->l;
	const unsigned char *up, *here, *down;
	uint32_t c, x, q;
	int64_t z;
	size_t i;

	for (c = 0; c < l->cols; c++) {
		q = r * l->cols + c;
		if (q >= l->panels)
			break;
		z = (int64_t)l->first + (int64_t)q * l->step;
		i = (size_t)y * m->w;
		here = level(p, z) + i;
		up = level(p, z - 1);
		down = level(p, z + 1);
		i += (size_t)z * m->w * m->h;
		render_row_kinds(p->o, m, level(p, z), y, p->h ?
		    p->h->dist + i : NULL, p->h ? p->h->max : 0,
		    p->kinds + (size_t)c * m->w);
		for (x = 0; x < m->w; x++)
			p->marks[(size_t)c * m->w + x] = (unsigned char)
			    render_mark(up ? up + (size_t)y * m->w + x : NULL,
			    here + x, down ? down + (size_t)y * m->w + x :
			    NULL);
	}
}

/* Pixel row t of the labels above panel row r. */
static void
labels(const struct panels *p, uint32_t r, uint64_t t, unsigned char *line)
{
	const struct render_layout *l = &p->l;
	uint32_t c, q, s = l->scale, gy = (uint32_t)(t / s), n, div;
	unsigned j, gx, nd;
	uint64_t x0, k;

	if (gy >= RENDER_GLYPH_H)
		return;
	for (c = 0; c < l->cols && (q = r * l->cols + c) < l->panels; c++) {
		x0 = p->o->margin + c * l->pitch;
		nd = ndigits(q);
		for (j = 0, div = 1; j + 1 < nd; j++)
			div *= 10;
		for (j = 0, n = q; j < nd; j++, n %= div, div /= 10)
			for (gx = 0; gx < RENDER_GLYPH_W; gx++)
				if (render_glyph(n / div, gx, gy))
					for (k = 0; k < s; k++)
						line[x0 + (j * (RENDER_GLYPH_W +
						    1) + gx) * s + k] =
						    RENDER_WALL;
	}
}

/* Pixel row py of the picture: margins, labels, panels and gaps. */
static int
pixels(void *arg, uint64_t py, unsigned char *line, struct maze_err *e)
{
	struct panels *p = arg;
	const struct maze_render_opts *o = p->o;
	const struct render_layout *l = &p->l;
	const struct maze *m = p->m;
	uint64_t cell = l->label + l->ph + l->gap, t, x0, pair, k;
	uint32_t wt = o->wall ? o->wall : o->block, r, c, x, y, oy, bw, bh;
	const unsigned char *kinds, *marks;

	memset(line, RENDER_BG, (size_t)l->width);
	if (py < o->margin || py >= l->height - o->margin)
		return 0;
	r = (uint32_t)((py - o->margin) / cell);
	t = (py - o->margin) % cell;
	if (t == 0 && p->input != NULL && read_levels(p, (uint64_t)l->first +
	    ((uint64_t)(r + 1) * l->cols - 1) * l->step + 1, e) == -1)
		return -1;
	if (t < l->label) {
		labels(p, r, t, line);
		return 0;
	}
	if ((t -= l->label) >= l->ph)
		return 0;
	/* Even rows are wt pixels high, odd ones block pixels. */
	pair = wt + (uint64_t)o->block;
	y = (uint32_t)(2 * (t / pair));
	oy = (uint32_t)(t % pair);
	if (oy >= wt) {
		y++;
		oy -= wt;
	}
	bh = render_size(o, y);
	if (p->cached != ((uint64_t)r << 32 | y)) {
		block_row(p, r, y);
		p->cached = (uint64_t)r << 32 | y;
	}
	for (c = 0; c < l->cols && r * l->cols + c < l->panels; c++) {
		x0 = o->margin + c * l->pitch;
		kinds = p->kinds + (size_t)c * m->w;
		marks = p->marks + (size_t)c * m->w;
		for (x = 0; x < m->w; x++) {
			bw = render_size(o, x);
			memset(line + x0 + p->cx[x], kinds[x], bw);
			if (marks[x] == RENDER_MARK_NONE || bw < 3 || bh < 3)
				continue;
			for (k = 0; k < bw; k++)
				if (render_mark_px(marks[x], bw, bh,
				    (uint32_t)k, oy))
					line[x0 + p->cx[x] + k] = RENDER_WALL;
		}
	}
	return 0;
}

int
render_file_sink(void *sarg, const struct maze_render_opts *o, uint64_t pw,
    uint64_t ph, const unsigned char *used, render_pixels *pixels, void *arg,
    struct maze_err *e)
{
	if (o->format == MAZE_RENDER_PNG)
		return render_png_px(sarg, pw, ph, o, used, pixels, arg, e);
	return render_pnm_px(sarg, o->format == MAZE_RENDER_PBM ? 1 : 8, pw, ph,
	    o, pixels, arg, e);
}

int
render_levels(FILE *fp, const struct maze_render_opts *o, struct maze *m,
    const struct maze_render_heat *h, maze_render_input *input, void *arg,
    struct maze_err *e)
{
	return render_levels_to(o, m, h, input, arg, render_file_sink, fp,
	    e);
}

/*
 * Draw m, a maze of several levels, as a picture of panels (render_layout())
 * through sink, from memory with its heat map h, or as it is read through
 * input (then holding the levels of a row of panels and the one either side
 * of it, in memory that grows as their rows arrive).  Returns 0, or -1 with
 * e set.
 */
int
render_levels_to(const struct maze_render_opts *o, struct maze *m,
    const struct maze_render_heat *h, maze_render_input *input, void *arg,
    render_sink *sink, void *sarg, struct maze_err *e)
{
	struct panels p;
	unsigned char used[RENDER_NKINDS];
	uint64_t cap;
	uint32_t x;
	int rc = -1;

	memset(&p, 0, sizeof p);
	p.o = o;
	p.m = m;
	p.h = h;
	p.input = input;
	p.arg = arg;
	p.folds = render_folds(m, input == NULL);
	p.cached = UINT64_MAX;
	render_layout(&p.l, o, m, p.folds);
	if (p.l.width > MAZE_RENDER_MAX_SIDE ||
	    p.l.height > MAZE_RENDER_MAX_SIDE)
		return maze_error(e, 0, 0, "a picture of %llux%llu pixels is "
		    "more than the %lu a side mazerender draws",
		    (unsigned long long)p.l.width,
		    (unsigned long long)p.l.height,
		    (unsigned long)MAZE_RENDER_MAX_SIDE);
	/* The levels of a row of panels, the one before and the one after. */
	cap = (uint64_t)p.l.cols * p.l.step + 2;
	p.cap = cap < m->d ? (uint32_t)cap : m->d;
	if ((p.cx = malloc(((size_t)m->w + 1) * sizeof *p.cx)) == NULL ||
	    (p.kinds = malloc((size_t)p.l.cols * m->w)) == NULL ||
	    (p.marks = malloc((size_t)p.l.cols * m->w)) == NULL) {
		maze_error(e, 0, 0, "out of memory");
		goto out;
	}
	p.cx[0] = 0;
	for (x = 0; x < m->w; x++)
		p.cx[x + 1] = p.cx[x] + render_size(o, x);
	if (input != NULL)
		render_used_stream(o, m, used);
	else
		render_used(o, m, h, used);
	used[RENDER_BG] = 1;
	used[RENDER_WALL] = 1;
	rc = sink(sarg, o, p.l.width, p.l.height, used, pixels, &p, e);
	/* The input's grid must end where the picture does. */
	if (rc == 0 && input != NULL)
		rc = input(arg, m, m->h * m->d, p.ring, e);
out:
	free(p.ring);
	free(p.cx);
	free(p.kinds);
	free(p.marks);
	return rc;
}
