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
	/* A polar maze's size is its rings, its cells addressed (k, r). */
	if (k->grid == MAZE_GEN_GRID_POLAR) {
		*w = *h = k->h;
		*d = 1;
		return;
	}
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
	uint64_t v, x, bad = 0;
	unsigned char *out;

	if (MAZE_GROW(t->cells, t->cap, t->n + len) == -1)
		return maze_error(e, t->line, 1, "out of memory");
	/*
	 * One pass, eight bytes at a time and without a branch, then the
	 * culprit if there is one.  In a byte of v ^ '#', bit 7 of (its low
	 * 7 bits + 0x7f) or of itself is set unless it is 0; below 0x20 is
	 * a byte that borrows in v - 0x20 and had no bit 7, past 0x7e one
	 * that reaches bit 7 in v + 1 or had it.
	 */
	out = t->cells + t->n;
	for (i = 0; i + 8 <= len; i += 8) {
		memcpy(&v, p + i, sizeof v);
		x = v ^ GEN_BYTES(OUT_CHAR);
		x = ((x & GEN_BYTES(0x7f)) + GEN_BYTES(0x7f)) | x;
		x = x >> 7 & GEN_ONES;
		memcpy(out + i, &x, sizeof x);
		bad |= ((v - GEN_BYTES(0x20)) & ~v) | ((v & GEN_BYTES(0x7f)) +
		    GEN_BYTES(0x01)) | v;
	}
	bad &= GEN_BYTES(0x80);
	for (; i < len; i++) {
		bad |= (unsigned char)(p[i] - 0x20) >= 0x5f;
		out[i] = p[i] != OUT_CHAR;
	}
	for (i = 0; bad && i < len; i++) {
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
	t->n += len;
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
	maze_huge(t->cells, t->cap);
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
 * The inside of k as runs, for finding its parts: each row's inside
 * cells in runs of cells side by side, numbered in reading order, and
 * joined into parts by a union-find whose root is always a part's first
 * run, so that the parts come in the order of their first cells.  A run
 * touches a run of the row before (north) or of the same row a level
 * before (below) that shares a column with it.  The cells are read a run
 * at a time (memchr), so a mask costs what its outline costs, not what
 * its area does, and no queue is needed.
 */
struct run {
	uint32_t x0, x1;	/* its cells, x0 to x1 - 1 */
	uint32_t up;		/* the next run toward the root, or itself */
};

struct runs {
	struct run *v;
	size_t n, cap;
	size_t *row;		/* row r's runs: row[r] to row[r + 1] - 1 */
};

/* The runs of k's rows, z * h + y for row y of level z, into u. */
static int
runs_find(const struct maze_gen_mask *k, struct runs *u)
{
	size_t nr = (size_t)k->h * k->d, r;
	const unsigned char *row, *p, *q, *end;

	if ((u->row = malloc((nr + 1) * sizeof *u->row)) == NULL)
		return -1;
	for (r = 0; r < nr; r++) {
		u->row[r] = u->n;
		row = k->in + r * k->w;
		end = row + k->w;
		for (p = row; (p = memchr(p, 1, (size_t)(end - p))) != NULL;
		    p = q) {
			if ((q = memchr(p, 0, (size_t)(end - p))) == NULL)
				q = end;
			if (MAZE_GROW(u->v, u->cap, u->n + 1) == -1)
				return -1;
			u->v[u->n].x0 = (uint32_t)(p - row);
			u->v[u->n].x1 = (uint32_t)(q - row);
			u->v[u->n].up = (uint32_t)u->n;
			u->n++;
		}
	}
	u->row[nr] = u->n;
	return 0;
}

/* The root of run i, the paths on the way halved. */
static uint32_t
run_root(struct run *v, uint32_t i)
{
	while (v[i].up != i)
		i = v[i].up = v[v[i].up].up;
	return i;
}

/*
 * Do run a of row y - 1 and run b of row y touch, on grid g?  On square
 * cells, where they share a column; on hexagons, where b's cells, each
 * beside the cells x - 1 and x of the row above in an even row and x and
 * x + 1 in an odd one, reach a's; on triangles, at a column they share
 * where the triangle above points up, x + y - 1 even.
 */
static int
touch(const struct run *a, const struct run *b, uint32_t y,
    enum maze_gen_grid g)
{
	uint32_t lo = a->x0 > b->x0 ? a->x0 : b->x0;
	uint32_t hi = a->x1 < b->x1 ? a->x1 : b->x1;

	if (g == MAZE_GEN_GRID_HEX)
		return a->x0 < b->x1 + (y & 1) && b->x0 + (y & 1) < a->x1 + 1;
	if (g == MAZE_GEN_GRID_DELTA)
		return lo < hi && (hi - lo > 1 || (lo + y - 1) % 2 == 0);
	return lo < hi;
}

/*
 * Join the runs a to a_end - 1 of row y - 1 with those b to b_end - 1 of
 * row y, or of the same row a level before and after (y 0, square cells),
 * wherever they touch: both lists are in order, so one pass over the two
 * does, a hexagon's reach one cell past its run's either end.
 */
static void
runs_touch(struct run *v, size_t a, size_t a_end, size_t b, size_t b_end,
    uint32_t y, enum maze_gen_grid g)
{
	uint32_t ra, rb;

	while (a < a_end && b < b_end) {
		if (touch(&v[a], &v[b], y, g)) {
			ra = run_root(v, (uint32_t)a);
			rb = run_root(v, (uint32_t)b);
			if (ra < rb)
				v[rb].up = ra;
			else
				v[ra].up = rb;
		}
		if (v[a].x1 < v[b].x1 + (g == MAZE_GEN_GRID_HEX ? (y & 1) :
		    0))
			a++;
		else
			b++;
	}
}

/* The cell where run i of row r begins, numbered as k's cells are. */
static size_t
run_cell(const struct maze_gen_mask *k, const struct runs *u, size_t r,
    size_t i)
{
	return r * k->w + u->v[i].x0;
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
 * Keep only part big of k (a root run): the cells of the others are made
 * outside.  *n is the cells of big.
 */
static void
runs_keep(struct maze_gen_mask *k, struct runs *u, uint32_t big, size_t *n)
{
	size_t nr = (size_t)k->h * k->d, r, i;

	*n = 0;
	for (r = 0; r < nr; r++)
		for (i = u->row[r]; i < u->row[r + 1]; i++)
			if (run_root(u->v, (uint32_t)i) != big)
				memset(k->in + run_cell(k, u, r, i), 0,
				    u->v[i].x1 - u->v[i].x0);
			else
				*n += u->v[i].x1 - u->v[i].x0;
}

/* ---- Rings ---- */

#define Q30	(INT64_C(1) << 30)

/*
 * sin and cos of x radians, |x| <= pi/4, x and both in units of 2^-30:
 * their Taylor series to the ninth power (an error under 2^-21), in
 * integers, so that a mask falls on the same cells on every machine.
 */
static void
sincos_q30(int64_t x, int64_t *sn, int64_t *cs)
{
	int64_t a = x < 0 ? -x : x, a2 = a * a / Q30, t;

	t = Q30 - a2 / 72;
	t = Q30 - a2 * t / Q30 / 42;
	t = Q30 - a2 * t / Q30 / 20;
	t = Q30 - a2 * t / Q30 / 6;
	*sn = a * t / Q30 * (x < 0 ? -1 : 1);
	t = Q30 - a2 / 56;
	t = Q30 - a2 * t / Q30 / 30;
	t = Q30 - a2 * t / Q30 / 12;
	*cs = Q30 - a2 * t / Q30 / 2;
}

/*
 * The cell of a picture of sw x sh cells (m the larger side) laid over a
 * disc of R rings, its middle on the disc's centre and m across its
 * diameter, under the point of the disc at rho / 2 rings from the centre
 * in direction (dx, dy) (units of 2^-30, y down): 1 with it in *px, *py,
 * or 0 if the point is off the picture.  A cell of the picture is 2R / m
 * rings wide, so the point is sw / 2 + rho dx m / 4R cells across.
 */
static int
picture_at(uint32_t sw, uint32_t sh, uint32_t m, uint32_t rings,
    int64_t rho, int64_t dx, int64_t dy, uint32_t *px, uint32_t *py)
{
	int64_t d = 4 * (int64_t)rings * Q30;
	int64_t x = 2 * (int64_t)rings * sw * Q30 + rho * m * dx;
	int64_t y = 2 * (int64_t)rings * sh * Q30 + rho * m * dy;

	if (x < 0 || y < 0 || x / d >= sw || y / d >= sh)
		return 0;
	*px = (uint32_t)(x / d);
	*py = (uint32_t)(y / d);
	return 1;
}

/*
 * The mask of a polar maze of R rings from the picture src, sw x sh cells
 * a byte each (1 inside): laid over the disc, its larger side the disc's
 * diameter, its middle the centre, cell (k, r) is inside if the picture's
 * cell under its centre is (mazegen(1) "Grids"): the middle of the ring,
 * r + 1/2 rings out, at the middle of its angle; the centre cell at the
 * centre.  A mask of maze_polar_n(R - 1) x R cells, as a polar grid's are
 * addressed, not yet finished; NULL with e if it cannot be.
 */
struct maze_gen_mask *
gen_mask_polar(const unsigned char *src, uint32_t sw, uint32_t sh,
    uint32_t rings, struct maze_err *e)
{
	/* pi in units of 2^-30. */
	const int64_t pi = INT64_C(3373259426);
	struct maze_gen_mask *k;
	struct maze_err why;
	uint32_t m = sw > sh ? sw : sh, r, j, s, side, px, py;
	int64_t sn, cs, dx[4], dy[4];
	unsigned char *in;

	/* Past these, the arithmetic would overflow 63 bits. */
	if (maze_check_size3(4 * (uint64_t)rings + 1, 4 * (uint64_t)rings + 1,
	    1, &why) == -1) {
		(void)maze_error(e, 0, 0, "%u rings: %s", rings, why.msg);
		return NULL;
	}
	if (m > 65536) {
		(void)maze_error(e, 0, 0, "a mask %u cells across, for rings: "
		    "at most 65536", m);
		return NULL;
	}
	if ((k = gen_mask_alloc(maze_polar_n(rings - 1), rings, 1, e)) ==
	    NULL)
		return NULL;
	k->grid = MAZE_GEN_GRID_POLAR;
	if (picture_at(sw, sh, m, rings, 0, 0, 0, &px, &py))
		k->in[0] = src[(size_t)py * sw + px];
	for (r = 1; r < rings; r++) {
		side = 2 * r + 1;
		in = k->in + (size_t)r * k->w;
		for (j = 0; j < side; j++) {
			/* The angle off the middle of the side's quarter. */
			sincos_q30(pi * (2 * (int64_t)j + 1 - side) /
			    (4 * (int64_t)side), &sn, &cs);
			/* Up, right, down, left: each side a quarter on. */
			dx[0] = sn;
			dy[0] = -cs;
			dx[1] = cs;
			dy[1] = sn;
			dx[2] = -sn;
			dy[2] = cs;
			dx[3] = -cs;
			dy[3] = -sn;
			for (s = 0; s < 4; s++)
				if (picture_at(sw, sh, m, rings, 2 * r + 1,
				    dx[s], dy[s], &px, &py))
					in[s * side + j] =
					    src[(size_t)py * sw + px];
		}
	}
	return k;
}

/*
 * Finish polar mask k as gen_mask_finish() does: its parts by the rings'
 * neighbours (a search from each inside cell not yet reached, ring by
 * ring), the largest kept if how says so, its cells counted, its first
 * and last in reading order.
 */
static int
polar_finish(struct maze_gen_mask *k, int how, struct maze_err *e)
{
	uint32_t rings = k->h, *part, *queue, np = 0, big = 0, best = 0;
	uint32_t head, tail, kk, r, nk, nr, size;
	size_t c, n = (size_t)k->w * k->h, second = 0;
	int d;

	part = calloc(n, sizeof *part);
	queue = malloc(n * sizeof *queue);
	if (part == NULL || queue == NULL) {
		free(part);
		free(queue);
		return maze_error(e, 0, 0, "out of memory");
	}
	for (c = 0; c < n; c++) {
		if (!k->in[c] || part[c] != 0)
			continue;
		if (++np == 2)
			second = c;
		part[c] = np;
		queue[0] = (uint32_t)c;
		for (head = 0, tail = 1; head < tail; head++) {
			kk = queue[head] % k->w;
			r = queue[head] / k->w;
			for (d = 0; d < 4; d++)
				if (maze_polar_next(rings, kk, r, d, &nk,
				    &nr) == 1 && k->in[(size_t)nr * k->w +
				    nk] && part[(size_t)nr * k->w + nk] == 0) {
					part[(size_t)nr * k->w + nk] = np;
					queue[tail++] = nr * k->w + nk;
				}
		}
		size = tail;
		if (size > best) {
			best = size;
			big = np;
		}
	}
	free(queue);
	if (np == 0) {
		free(part);
		return maze_error(e, 0, 0, "the inside is empty: no cell of "
		    "the rings falls inside");
	}
	if (np > 1 && how != MAZE_GEN_PARTS_LARGEST) {
		for (c = 0; !k->in[c]; c++)
			continue;
		(void)maze_error(e, 0, 0, "the inside is in %u parts on the "
		    "rings: cell %u of ring %u is cut off from cell %u of "
		    "ring %u (--mask-parts largest keeps the largest)", np,
		    (uint32_t)(second % k->w), (uint32_t)(second / k->w),
		    (uint32_t)(c % k->w), (uint32_t)(c / k->w));
		free(part);
		return -1;
	}
	k->n = best;
	k->first = SIZE_MAX;
	for (c = 0; c < n; c++) {
		k->in[c] = part[c] == big;
		if (k->in[c]) {
			if (k->first == SIZE_MAX)
				k->first = c;
			k->last = c;
		}
	}
	free(part);
	return 0;
}

/*
 * Finish mask k: see that its inside is one part, or keep the largest
 * (MAZE_GEN_PARTS_LARGEST, the first of those as large), and count it.
 * Returns 0, or -1 with e saying which cell is cut off: the first cell
 * of the second part, from the first cell of the first.
 */
int
gen_mask_finish(struct maze_gen_mask *k, int how, struct maze_err *e)
{
	struct runs u = { NULL, 0, 0, NULL };
	size_t nr = (size_t)k->h * k->d, r, i, np = 0, second = 0, first, last;
	uint32_t *size = NULL, big = 0;
	char a[48], b[48];
	int rc = -1;

	if (k->grid == MAZE_GEN_GRID_POLAR)
		return polar_finish(k, how, e);
	if (runs_find(k, &u) == -1)
		goto oom;
	if (u.n == 0) {
		(void)maze_error(e, 0, 0, "the inside is empty: every cell "
		    "is '#' (outside)");
		goto out;
	}
	for (r = 1; r < nr; r++) {
		if (r % k->h != 0)
			runs_touch(u.v, u.row[r - 1], u.row[r], u.row[r],
			    u.row[r + 1], (uint32_t)(r % k->h), k->grid);
		if (r >= k->h)
			runs_touch(u.v, u.row[r - k->h], u.row[r - k->h + 1],
			    u.row[r], u.row[r + 1], 0, MAZE_GEN_GRID_SQUARE);
	}
	for (first = 0; u.row[first + 1] == 0; first++)
		continue;
	for (last = nr - 1; u.row[last] == u.n; last--)
		continue;
	/* The parts, and the cells of each, counted at its root. */
	if ((size = calloc(u.n, sizeof *size)) == NULL)
		goto oom;
	for (r = first; r <= last; r++)
		for (i = u.row[r]; i < u.row[r + 1]; i++) {
			size[run_root(u.v, (uint32_t)i)] +=
			    u.v[i].x1 - u.v[i].x0;
			if (u.v[i].up == i && np++ == 1)
				second = run_cell(k, &u, r, i);
		}
	if (np > 1 && how != MAZE_GEN_PARTS_LARGEST) {
		(void)maze_error(e, 0, 0, "the inside is in %zu parts: cell "
		    "%s is cut off from cell %s (--mask-parts largest keeps "
		    "the largest)", np, cell_name(k, second, a, sizeof a),
		    cell_name(k, run_cell(k, &u, first, 0), b, sizeof b));
		goto out;
	}
	for (i = 1; i < u.n; i++)
		if (size[i] > size[big])
			big = (uint32_t)i;
	if (np > 1)
		runs_keep(k, &u, big, &k->n);
	else
		k->n = size[0];
	/* The first and last cells inside, in reading order. */
	for (r = first;; r++) {
		for (i = u.row[r]; i < u.row[r + 1] &&
		    run_root(u.v, (uint32_t)i) != big; i++)
			continue;
		if (i < u.row[r + 1])
			break;
	}
	k->first = run_cell(k, &u, r, i);
	for (r = last;; r--) {
		for (i = u.row[r + 1]; i > u.row[r] &&
		    run_root(u.v, (uint32_t)i - 1) != big; i--)
			continue;
		if (i > u.row[r])
			break;
	}
	k->last = r * k->w + u.v[i - 1].x1 - 1;
	rc = 0;
	goto out;
oom:
	rc = maze_error(e, 0, 0, "out of memory");
out:
	free(size);
	free(u.v);
	free(u.row);
	return rc;
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

/*
 * The i-th inside cell of k, from 0, in reading order: counted eight
 * cells at a time (a cell is a byte, 0 or 1, so the sum of eight is
 * their product with 0x0101010101010101, in its top byte), then one at a
 * time.
 */
size_t
gen_mask_nth(const struct maze_gen_mask *k, size_t i)
{
	size_t c = k->first, n;
	uint64_t v;

	for (; c + 8 <= k->last; c += 8) {
		memcpy(&v, k->in + c, sizeof v);
		n = (size_t)(v * GEN_ONES >> 56);
		if (n > i)
			break;
		i -= n;
	}
	for (;; c++)
		if (k->in[c] && i-- == 0)
			return c;
}

/*
 * Mark the cells of t (s's gen_tree) outside the mask GEN_OUTSIDE, which
 * every generator takes for a cell it must not enter.  The cells are 0,
 * as allocated or cleared: a row is written, never read.
 */
void
gen_mask_mark(const struct gen_stream *s, struct gen_tree *t)
{
	const unsigned char *in = s->o->mask->in;
	uint32_t cw = s->cw, ch = s->ch, cd = s->cd, x, y, z;
	unsigned char *row;

	uint64_t v;

	for (z = 0; z < cd; z++)
		for (y = 0; y < ch; y++, in += cw) {
			row = t->cell + z * t->plane + y * t->pw;
			/* Eight at a time: each byte 1 - in, times the mark. */
			for (x = 0; x + 8 <= cw; x += 8) {
				memcpy(&v, in + x, sizeof v);
				v = (v ^ GEN_ONES) * GEN_OUTSIDE;
				memcpy(row + x, &v, sizeof v);
			}
			for (; x < cw; x++)
				row[x] = in[x] ? 0 : GEN_OUTSIDE;
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
