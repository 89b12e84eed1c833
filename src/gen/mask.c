/*
 * mask.c: masks, the cells of a grid that are inside a maze (mazegen(1)
 * --mask): the text reader, scaling, the one-part rule, and what the
 * generators ask of a mask (its root cells, its ends).  Reading a mask
 * file, text or PNG, is mask-read.c's, the one file here that needs
 * libpng, so that only a program that reads masks links it.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gen/genpriv.h"
#include "lib/libpriv.h"

/* A cell of a text mask outside the maze. */
#define OUT_CHAR	'#'

/*
 * A mask of w x h x d cells, all outside, or NULL out of memory or past
 * the limits of a maze (e says which).  gen_mask_take() makes one of the
 * cells at in, a byte a cell, which it takes (and frees on failure).
 */
struct maze_gen_mask *
gen_mask_alloc(uint32_t w, uint32_t h, uint32_t d, struct maze_err *e)
{
	return gen_mask_take(NULL, w, h, d, e);
}

struct maze_gen_mask *
gen_mask_take(unsigned char *in, uint32_t w, uint32_t h, uint32_t d,
    struct maze_err *e)
{
	struct maze_gen_mask *k;
	struct maze_err why;

	if (maze_check_size3(2 * (uint64_t)w + 1, 2 * (uint64_t)h + 1,
	    d > 1 ? 2 * (uint64_t)d + 1 : 1, &why) == -1) {
		if (d > 1)
			(void)maze_error(e, 0, 0, "a mask of %ux%ux%u cells: "
			    "%s", w, h, d, why.msg);
		else
			(void)maze_error(e, 0, 0, "a mask of %ux%u cells: %s",
			    w, h, why.msg);
		free(in);
		return NULL;
	}
	if ((k = calloc(1, sizeof *k)) == NULL || (in == NULL &&
	    (in = calloc((size_t)w * h * d, 1)) == NULL)) {
		free(k);
		free(in);
		(void)maze_error(e, 0, 0, "out of memory");
		return NULL;
	}
	k->in = in;
	k->w = w;
	k->h = h;
	k->d = d;
	return k;
}

void
maze_gen_mask_free(struct maze_gen_mask *k)
{
	if (k != NULL)
		free(k->in);
	free(k);
}

void
maze_gen_mask_size(const struct maze_gen_mask *k, uint32_t *w, uint32_t *h,
    uint32_t *d)
{
	*w = k->w;
	*h = k->h;
	*d = k->d;
}

size_t
maze_gen_mask_inside(const struct maze_gen_mask *k)
{
	return k->n;
}

/* ---- The text reader ---- */

/* Where the text reader is: the line, and the row of cells being read. */
struct text {
	const unsigned char *p, *end;
	unsigned long line;
	uint32_t w, h, d;	/* cells a row, rows a level, levels */
	uint32_t rows;		/* rows of the level being read */
	unsigned long first;	/* the line of the first row */
	unsigned char *cells;	/* the rows so far, a byte a cell */
	size_t n, cap;
	int levels;		/* level lines seen: the mask has them */
};

/*
 * A "; ..." line, from p to its end (CR stripped) at len: "; level Z"
 * begins level Z, the next; any other is a comment.  Returns 0, or -1
 * with e at its line and column.
 */
static int
text_semi(struct text *t, const unsigned char *p, size_t len,
    struct maze_err *e)
{
	size_t i = 1, z0;
	uint64_t z = 0;

	while (i < len && p[i] == ' ')
		i++;
	if (len - i < 5 || memcmp(p + i, "level", 5) != 0 ||
	    (len - i > 5 && p[i + 5] != ' '))
		return 0;
	for (i += 5; i < len && p[i] == ' '; i++)
		continue;
	for (z0 = i; i < len && p[i] >= '0' && p[i] <= '9' && z < 1u << 20;
	    i++)
		z = 10 * z + (uint64_t)(p[i] - '0');
	if (i == z0 || i < len)
		return maze_error(e, t->line, i + 1, "malformed line: "
		    "expected \"; level %u\"", t->levels ? t->d : 0);
	if (!t->levels && t->n > 0)
		return maze_error(e, t->line, 1, "a level line after rows "
		    "of cells: the first level begins with \"; level 0\"");
	if (z != (t->levels ? t->d : 0))
		return maze_error(e, t->line, z0 + 1, "level %llu, expected "
		    "level %u", (unsigned long long)z, t->levels ? t->d : 0);
	if (t->levels && t->rows == 0)
		return maze_error(e, t->line, 1, "level %u has no rows",
		    t->d - 1);
	if (t->levels && t->d == 1)
		t->h = t->rows;
	else if (t->levels && t->rows != t->h)
		return maze_error(e, t->line, 1, "level %u has %u rows, "
		    "expected %u (as level 0)", t->d - 1, t->rows, t->h);
	t->levels = 1;
	t->d++;
	t->rows = 0;
	return 0;
}

/*
 * A row of cells, len characters from p: each a cell, '#' outside and
 * any other printable ASCII character inside, as wide as the first row.
 */
static int
text_row(struct text *t, const unsigned char *p, size_t len,
    struct maze_err *e)
{
	size_t i;

	for (i = 0; i < len; i++) {
		if (p[i] == 0)
			return maze_error(e, t->line, i + 1, "a NUL byte: a "
			    "mask is text, '#' outside, or a PNG");
		if (p[i] < 0x20 || p[i] >= 0x7f)
			return maze_error(e, t->line, i + 1, "byte 0x%02x: a "
			    "text mask is printable ASCII, '#' outside",
			    p[i]);
	}
	if (t->n == 0) {
		if (len == 0)
			return maze_error(e, t->line, 1, "an empty row: a "
			    "mask's first row is its width");
		if (len > UINT32_MAX)
			return maze_error(e, t->line, 1, "a row of %zu cells",
			    len);
		t->w = (uint32_t)len;
		t->first = t->line;
	} else if (len != t->w)
		return maze_error(e, t->line, (len < t->w ? len : t->w) + 1,
		    "row is %zu cells wide, expected %u (as line %lu)", len,
		    t->w, t->first);
	if (t->rows == UINT32_MAX)
		return maze_error(e, t->line, 1, "too many rows");
	if (MAZE_GROW(t->cells, t->cap, t->n + len) == -1)
		return maze_error(e, t->line, 1, "out of memory");
	for (i = 0; i < len; i++)
		t->cells[t->n++] = p[i] != OUT_CHAR;
	t->rows++;
	return 0;
}

/* Read the text mask of len bytes at buf into t: rows and levels. */
static int
text_read(struct text *t, const unsigned char *buf, size_t len,
    struct maze_err *e)
{
	const unsigned char *p = buf, *end = buf + len, *nl;
	size_t n;

	/* A cell a byte at most: room for them all at once. */
	if (MAZE_GROW(t->cells, t->cap, len + 1) == -1)
		return maze_error(e, 0, 0, "out of memory");
	/* Line ends, and empty lines, at the end are none. */
	while (end > buf && (end[-1] == '\n' || end[-1] == '\r'))
		end--;
	for (t->line = 1; p < end; t->line++, p = nl + 1) {
		nl = memchr(p, '\n', (size_t)(end - p));
		if (nl == NULL)
			nl = end;
		n = (size_t)(nl - p);
		if (n > 0 && p[n - 1] == '\r')
			n--;
		if (n > 0 && p[0] == ';') {
			if (text_semi(t, p, n, e) == -1)
				return -1;
		} else if (text_row(t, p, n, e) == -1)
			return -1;
	}
	if (t->n == 0)
		return maze_error(e, 0, 0, "an empty mask: no rows of cells");
	if (!t->levels) {
		t->d = 1;
		t->h = t->rows;
	} else if (t->rows == 0)
		return maze_error(e, t->line - 1, 0, "level %u has no rows",
		    t->d - 1);
	else if (t->d == 1)
		t->h = t->rows;
	else if (t->rows != t->h)
		return maze_error(e, t->line - 1, 0, "level %u has %u rows, "
		    "expected %u (as level 0)", t->d - 1, t->rows, t->h);
	return 0;
}

/* ---- Scaling, levels, parts ---- */

/*
 * The mask src (sw x sh x sd of a byte a cell) as a mask of w x h x d
 * cells: cell (x, y) takes the cell under its centre, (floor((2x + 1) sw /
 * 2w), floor((2y + 1) sh / 2h)); a mask of one level is every level's.
 */
struct maze_gen_mask *
gen_mask_scale(const unsigned char *src, uint32_t sw, uint32_t sh,
    uint32_t sd, uint32_t w, uint32_t h, uint32_t d, struct maze_err *e)
{
	struct maze_gen_mask *k;
	uint32_t x, y, z, sx;
	size_t *col, sy;
	unsigned char *out;

	if ((k = gen_mask_alloc(w, h, d, e)) == NULL)
		return NULL;
	if ((col = malloc((size_t)w * sizeof *col)) == NULL) {
		maze_gen_mask_free(k);
		(void)maze_error(e, 0, 0, "out of memory");
		return NULL;
	}
	for (x = 0; x < w; x++) {
		sx = (uint32_t)((2 * (uint64_t)x + 1) * sw / (2 * (uint64_t)w));
		col[x] = sx;
	}
	out = k->in;
	for (z = 0; z < d; z++)
		for (y = 0; y < h; y++) {
			sy = (size_t)((2 * (uint64_t)y + 1) * sh /
			    (2 * (uint64_t)h));
			sy = ((size_t)(sd > 1 ? z : 0) * sh + sy) * sw;
			for (x = 0; x < w; x++)
				*out++ = src[sy + col[x]] != 0;
		}
	free(col);
	return k;
}

/*
 * The inside of k, for finding its parts: a byte a cell, 1 inside and 0
 * outside, in a grid with a border of cells outside all round (and a
 * level of them above and below, with levels), so that a cell's
 * neighbours need no bounds check; and a queue of cells, an array grown
 * as a ring.
 */
struct flood {
	unsigned char *g;	/* the grid, border included */
	size_t pw, plane;	/* a row, a level, border included */
	ptrdiff_t step[6];
	int nd;
	uint32_t *q;		/* the queue, q[head % cap] on */
	size_t head, n, cap;
};

/* Cell c of k (numbered as k's are) in the grid of f. */
static size_t
flood_at(const struct maze_gen_mask *k, const struct flood *f, size_t c)
{
	size_t x = c % k->w, y = c / k->w % k->h, z = c / k->w / k->h;

	return (k->d > 1 ? (z + 1) * f->plane : 0) + (y + 1) * f->pw + x + 1;
}

/*
 * Fill the part of f's grid from cell at (f's numbering), which is 1,
 * turning its cells to mark; no recursion, an explicit queue.  Returns
 * its cells, or 0 out of memory.
 */
static size_t
flood_fill(struct flood *f, size_t at, unsigned char mark)
{
	size_t size = 0, c, i, nc;
	uint32_t *q;
	int d;

	f->head = f->n = 0;
	f->g[at] = mark;
	f->q[f->n++] = (uint32_t)at;
	while (f->n > 0) {
		c = f->q[f->head++ % f->cap];
		f->n--;
		size++;
		for (d = 0; d < f->nd; d++) {
			nc = c + (size_t)f->step[d];
			if (f->g[nc] != 1)
				continue;
			f->g[nc] = mark;
			if (f->n == f->cap) {
				/* Full: twice the room, the ring unwound. */
				if ((q = malloc(2 * f->cap * sizeof *q)) ==
				    NULL)
					return 0;
				for (i = 0; i < f->n; i++)
					q[i] = f->q[(f->head + i) % f->cap];
				free(f->q);
				f->q = q;
				f->head = 0;
				f->cap *= 2;
			}
			f->q[(f->head + f->n++) % f->cap] = (uint32_t)nc;
		}
	}
	return size;
}

/* Cell c of k as "x,y" or "x,y,z", in buf. */
static const char *
cell_name(const struct maze_gen_mask *k, size_t c, char *buf, size_t size)
{
	uint32_t x, y, z;

	gen_xyz(c, k->w, k->h, k->d, &x, &y, &z);
	if (k->d > 1)
		snprintf(buf, size, "%u,%u,%u", x, y, z);
	else
		snprintf(buf, size, "%u,%u", x, y);
	return buf;
}

/*
 * Finish mask k: see that its inside is one part, or keep the largest
 * (MAZE_GEN_PARTS_LARGEST, the first of those as large), and count it.  The
 * first part is filled from the first cell inside; if cells inside are
 * left, each further part is filled from its first, to count them and
 * find the largest, which is filled again, alone, to be kept.  Returns
 * 0, or -1 with e saying which cell is cut off.
 */
int
gen_mask_finish(struct maze_gen_mask *k, int how, struct maze_err *e)
{
	size_t n = (size_t)k->w * k->h * k->d, c, i, np = 1, size, best;
	size_t second = 0, big, nl = k->d > 1 ? (size_t)k->d + 2 : 1;
	struct flood f;
	char a[48], b[48];
	uint32_t y, z;
	int d;

	for (k->n = 0, c = 0; c < n; c++)
		k->n += k->in[c];
	if (k->n == 0)
		return maze_error(e, 0, 0, "the inside is empty: every cell "
		    "is '#' (outside)");
	for (k->first = 0; !k->in[k->first]; k->first++)
		continue;
	memset(&f, 0, sizeof f);
	f.pw = (size_t)k->w + 2;
	f.plane = f.pw * ((size_t)k->h + 2);
	f.nd = k->d > 1 ? 6 : 4;
	for (d = 0; d < f.nd; d++)
		f.step[d] = (ptrdiff_t)maze_dz[d] * (ptrdiff_t)f.plane +
		    (ptrdiff_t)maze_dy[d] * (ptrdiff_t)f.pw + maze_dx[d];
	f.cap = 4096;
	if ((f.g = calloc(f.plane * nl, 1)) == NULL ||
	    (f.q = malloc(f.cap * sizeof *f.q)) == NULL)
		goto oom;
	for (c = 0, z = 0; z < k->d; z++)
		for (y = 0; y < k->h; y++, c += k->w)
			memcpy(f.g + flood_at(k, &f, c), k->in + c, k->w);
	if ((best = flood_fill(&f, flood_at(k, &f, k->first), 2)) == 0)
		goto oom;
	big = k->first;
	/* The other parts, if any: each filled, counted and measured. */
	for (size = best, c = k->first + 1; size < k->n && c < n; c++) {
		if (!k->in[c] || f.g[i = flood_at(k, &f, c)] != 1)
			continue;
		if (++np == 2)
			second = c;
		if ((i = flood_fill(&f, i, 2)) == 0)
			goto oom;
		size += i;
		if (i > best) {
			best = i;
			big = c;
		}
	}
	if (np > 1 && how != MAZE_GEN_PARTS_LARGEST) {
		(void)maze_error(e, 0, 0, "the inside is in %zu parts: cell "
		    "%s is cut off from cell %s (--mask-parts largest keeps "
		    "the largest)", np, cell_name(k, second, a, sizeof a),
		    cell_name(k, k->first, b, sizeof b));
		free(f.g);
		free(f.q);
		return -1;
	}
	if (np > 1) {
		/* The largest alone, in the grid afresh, filled again. */
		for (c = 0, z = 0; z < k->d; z++)
			for (y = 0; y < k->h; y++, c += k->w)
				memcpy(f.g + flood_at(k, &f, c), k->in + c,
				    k->w);
		if (flood_fill(&f, flood_at(k, &f, big), 2) == 0)
			goto oom;
		for (k->n = 0, c = 0; c < n; c++) {
			k->in[c] = f.g[flood_at(k, &f, c)] == 2;
			k->n += k->in[c];
		}
		for (k->first = 0; !k->in[k->first]; k->first++)
			continue;
	}
	free(f.g);
	free(f.q);
	for (k->last = n - 1; !k->in[k->last]; k->last--)
		continue;
	return 0;
oom:
	free(f.g);
	free(f.q);
	return maze_error(e, 0, 0, "out of memory");
}

/*
 * The text mask of len bytes at buf as a byte a cell, 1 inside, in *cells
 * (the caller's to free), its size in *w, *h and *d.  Returns 0, or -1
 * with e at the line and column of what is wrong.
 */
int
gen_mask_text(const unsigned char *buf, size_t len, unsigned char **cells,
    uint32_t *w, uint32_t *h, uint32_t *d, struct maze_err *e)
{
	struct text t;

	memset(&t, 0, sizeof t);
	if (text_read(&t, buf, len, e) == -1) {
		free(t.cells);
		return -1;
	}
	*cells = t.cells;
	*w = t.w;
	*h = t.h;
	*d = t.d;
	return 0;
}

/* ---- What the generators ask ---- */

/*
 * The inside cell of k nearest (px, py, pz): least squared distance, the
 * first in reading order of those as near.
 */
size_t
gen_mask_nearest(const struct maze_gen_mask *k, uint32_t px, uint32_t py,
    uint32_t pz)
{
	size_t c, best = k->first, n = (size_t)k->w * k->h * k->d;
	uint64_t dist, least = UINT64_MAX;
	int64_t dx, dy, dz;
	uint32_t x, y, z;

	for (c = k->first; c <= k->last && c < n; c++) {
		if (!k->in[c])
			continue;
		gen_xyz(c, k->w, k->h, k->d, &x, &y, &z);
		dx = (int64_t)x - px;
		dy = (int64_t)y - py;
		dz = (int64_t)z - pz;
		dist = (uint64_t)(dx * dx + dy * dy + dz * dz);
		if (dist < least) {
			least = dist;
			best = c;
		}
	}
	return best;
}

/* The i-th inside cell of k, from 0, in reading order. */
size_t
gen_mask_nth(const struct maze_gen_mask *k, size_t i)
{
	size_t c;

	for (c = k->first; ; c++)
		if (k->in[c] && i-- == 0)
			return c;
}

/*
 * Mark the cells of t (s's gen_tree) outside the mask GEN_OUTSIDE, which
 * every generator takes for a cell it must not enter.
 */
void
gen_mask_mark(const struct gen_stream *s, struct gen_tree *t)
{
	const struct maze_gen_mask *k = s->o->mask;
	const unsigned char *in = k->in;
	uint32_t x, y, z;
	unsigned char *row;

	for (z = 0; z < s->cd; z++)
		for (y = 0; y < s->ch; y++) {
			row = t->cell + z * t->plane + y * t->pw;
			for (x = 0; x < s->cw; x++, in++)
				if (!*in)
					row[x] = GEN_OUTSIDE;
		}
}

/*
 * S and E of a maze on mask k: S in the north wall of the first inside
 * cell in reading order, E in the south wall of the last, each a wall
 * between an inside cell and the outside or the grid's edge (every cell
 * before the first is outside, the one north of it too; so is every cell
 * after the last).  As blocks of a maze of k's cells.
 */
void
gen_mask_ends(const struct maze_gen_mask *k, const struct maze *m,
    size_t *start, size_t *end)
{
	uint32_t x, y, z;

	gen_xyz(k->first, k->w, k->h, k->d, &x, &y, &z);
	*start = maze_cell3(m, x, y, z) - m->w;
	gen_xyz(k->last, k->w, k->h, k->d, &x, &y, &z);
	*end = maze_cell3(m, x, y, z) + m->w;
}

/* Wall the cells of m outside k, for those who draw into a maze. */
void
gen_mask_wall(const struct maze_gen_mask *k, struct maze *m)
{
	uint32_t x, y, z;
	size_t c = 0;

	for (z = 0; z < k->d; z++)
		for (y = 0; y < k->h; y++)
			for (x = 0; x < k->w; x++)
				if (!k->in[c++])
					m->b[maze_cell3(m, x, y, z)] =
					    MAZE_WALL;
}
