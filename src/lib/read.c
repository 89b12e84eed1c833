/* read.c: the maze(5) reader. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "lib/libint.h"
#include "lib/libpriv.h"
#include "lib/num.h"

#define IOSIZE		(1 << 20)
#define SLACK		4096	/* how much longer a row is read whole */

/*
 * The longest row read whole in a grid w blocks wide: rows a little too
 * long are read whole, so that the message can say how long they are;
 * absurd ones are cut short.
 */
static size_t
row_limit(uint32_t w)
{
	return w < MAZE_MAX_BLOCKS - SLACK ? (size_t)w + SLACK :
	    MAZE_MAX_BLOCKS;
}

/*
 * The bytes a row may hold.  CR passes here because it may be half of a CR LF
 * line end; one that is not is caught once the line is whole.
 */
static const unsigned char isblock[256] = {
	['#'] = 1, [' '] = 1, ['S'] = 1, ['E'] = 1, ['+'] = 1, ['.'] = 1,
	['@'] = 1, ['*'] = 1, ['~'] = 1,
	['1'] = 1, ['2'] = 1, ['3'] = 1, ['4'] = 1, ['5'] = 1, ['6'] = 1,
	['7'] = 1, ['8'] = 1, ['9'] = 1,
	['a'] = 1, ['b'] = 1, ['c'] = 1, ['d'] = 1, ['e'] = 1, ['f'] = 1,
	['g'] = 1, ['h'] = 1, ['i'] = 1,
	['\r'] = 1,
};

void
maze_reader_init(struct maze_reader *r, FILE *fp)
{
	memset(r, 0, sizeof *r);
	r->fp = fp;
	r->bad = SIZE_MAX;
}

void
maze_reader_free(struct maze_reader *r)
{
	free(r->io);
	free(r->own);
	memset(r, 0, sizeof *r);
}

static int
append(struct maze_reader *r, const unsigned char *p, size_t n,
    struct maze_err *e)
{
	if (MAZE_GROW(r->own, r->owncap, r->len + n + 1) == -1)
		return maze_error(e, r->lineno + 1, 0, "out of memory");
	/* p is NULL when only making room: memcpy must not see it. */
	if (n > 0)
		memcpy(r->own + r->len, p, n);
	r->len += n;
	r->own[r->len] = '\0';
	return 0;
}

/*
 * The length of the run of blocks that p[0 .. n) begins with: n if all of
 * them are.  Eight at a time while they are walls and open blocks, as most
 * of a maze is.  *plain is cleared if the run holds any other block.
 */
static size_t
block_run(const unsigned char *p, size_t n, int *plain)
{
	size_t k = 0, j;

	for (;;) {
		for (; k + 8 <= n; k += 8)
			if (maze_unplain8(maze_word(p + k)) != 0)
				break;
		j = k + 8 <= n ? k + 8 : n;
		if (k == j)
			return n;
		for (; k < j; k++) {
			if (!isblock[p[k]])
				return k;
			*plain &= p[k] == MAZE_WALL || p[k] == MAZE_OPEN;
		}
	}
}

/*
 * Take the n bytes at p, which begin or go on with the line, as a row:
 * return how many of them the row keeps.  It is cut short after its first
 * byte that is not a block, whose offset goes to r->bad, or after
 * r->maxlen + 1 bytes; *cut says so.
 */
static size_t
row_part(struct maze_reader *r, const unsigned char *p, size_t n, int *cut)
{
	size_t k = block_run(p, n, &r->plain);

	if (k < n) {
		r->bad = r->len + k;
		n = k + 1;
		*cut = 1;
	}
	/* As r->len + n > r->maxlen + 1, which may not fit in a size_t. */
	if (r->len + n > r->maxlen && r->len + n - r->maxlen > 1) {
		n = r->maxlen - r->len + 1;
		*cut = 1;
	}
	return n;
}

/*
 * Make r->buf hold the next line, without its line end (LF or CR LF), and
 * NUL-terminated.  Returns 1, 0 at the end of the input, or -1 on error.
 * A row (a line not starting with ';') is cut short after its first byte
 * that is not a block, whose offset goes to r->bad, or after r->maxlen + 1
 * bytes; then the reader reads no further, since its caller is about to give
 * up.  That way binary input fails at its first byte.  r->plain says
 * whether a row holds walls and open blocks only.
 *
 * A line that the input buffer holds whole, as nearly every line is, stays
 * where it is: r->buf points into the buffer, and its line feed becomes its
 * NUL.  Only a line that the buffer's end cuts in two, and a last line with
 * no line feed, are copied, into r->own, a piece at a time.
 */
static int
next_line(struct maze_reader *r, struct maze_err *e)
{
	unsigned char *p, *nl;
	size_t n;
	int got = 0, row = 0, cut = 0;

	if (r->have)
		return 1;
	if (r->eof)
		return 0;
	if (r->io == NULL && (r->io = malloc(IOSIZE)) == NULL)
		return maze_error(e, 0, 0, "out of memory");
	r->len = 0;
	r->bad = SIZE_MAX;
	r->plain = 1;
	for (;;) {
		if (r->iopos == r->iolen) {
			r->iopos = 0;
			r->iolen = fread(r->io, 1, IOSIZE, r->fp);
			if (r->iolen == 0) {
				if (ferror(r->fp))
					return maze_error(e, 0, 0,
					    "read error: %s", strerror(errno));
				r->eof = 1;
				if (!got)
					return 0;
				break;
			}
		}
		p = r->io + r->iopos;
		n = r->iolen - r->iopos;
		if ((nl = memchr(p, '\n', n)) != NULL)
			n = (size_t)(nl - p);
		r->iopos += n + (nl != NULL);
		if (!got)
			row = n == 0 || p[0] != ';';
		if (row)
			n = row_part(r, p, n, &cut);
		else if (r->len + n > MAZE_HEADER_MAX)
			return maze_error(e, r->lineno + 1, MAZE_HEADER_MAX + 1,
			    "header line is longer than %d bytes",
			    MAZE_HEADER_MAX);
		if (!got && nl != NULL) {
			/*
			 * Whole in the buffer: it stays there, and the line
			 * feed, or the byte after a row cut short, is its NUL.
			 */
			r->buf = (char *)p;
			r->len = n;
			p[n] = '\0';
		} else if (append(r, p, n, e) == -1)
			return -1;
		else
			r->buf = r->own;
		got = 1;
		if (cut) {
			r->eof = 1;
			break;
		}
		if (nl != NULL)
			break;
	}
	r->lineno++;
	if (!cut && r->len > 0 && r->buf[r->len - 1] == '\r')
		r->buf[--r->len] = '\0';
	/*
	 * A header line loses every carriage return at its end: written back
	 * with a line feed, one kept would be read as a CR LF's and removed,
	 * and the stream would not read back as it was written.
	 */
	while (!row && r->len > 0 && r->buf[r->len - 1] == '\r')
		r->buf[--r->len] = '\0';
	r->have = 1;
	return 1;
}

/* The error for the byte at r->bad. */
static int
bad_byte(struct maze_reader *r, struct maze_err *e)
{
	unsigned char c = (unsigned char)r->buf[r->bad];
	unsigned long col = r->bad + 1;

	if (c == '\t')
		return maze_error(e, r->lineno, col,
		    "unexpected tab (open blocks are spaces)");
	if (c == '0')
		return maze_error(e, r->lineno, col,
		    "unexpected character '0' (weights are 1 to 9)");
	if (c > ' ' && c < 0x7f)
		return maze_error(e, r->lineno, col,
		    "unexpected character '%c'", c);
	return maze_error(e, r->lineno, col, "unexpected byte 0x%02x", c);
}

/* The next space-separated token of a header line, or NULL. */
static const char *
token(const char **p, size_t *len)
{
	const char *s = *p, *t;

	while (*s == ' ' || *s == '\t')
		s++;
	for (t = s; *t != '\0' && *t != ' ' && *t != '\t'; t++)
		;
	*p = t;
	*len = (size_t)(t - s);
	return *len ? s : NULL;
}

/* Is the line in r->buf a "; level" line, whose keyword is level? */
static int
is_level_line(struct maze_reader *r)
{
	return r->len > 0 && r->buf[0] == ';' &&
	    maze_hdr_kind(r->buf, r->len, NULL) == MAZE_HDR_LEVEL;
}

/*
 * The part of a frame line "; frame K/N" at p, len bytes, as a number:
 * 0, with UINT64_MAX for one too large to hold; -1 if it is no number.
 */
static int
frame_part(const char *p, size_t len, uint64_t *v)
{
	const char *why;

	if (num_parse_n(p, len, 0, UINT64_MAX, v, &why) == 0)
		return 0;
	*v = UINT64_MAX;
	return len > 0 && strcmp(why, "too large") == 0 ? 0 : -1;
}

/*
 * Take "; frame K/N", whose one argument is the n (1) tokens at t, of
 * lengths len: frame K of N of a run written as frames (maze(5)
 * "Frames"), K from 1 to N - 1 (the last frame, the finished maze, has no
 * such line), N at most MAZE_FRAMES_MAX, and one such line a maze.
 * Returns 0, or -1 with e at the line and the column of what is wrong.
 */
static int
frame_line(struct maze_reader *r, const char *const *t, const size_t *len,
    int n, unsigned long *frameline, uint64_t frame[2], struct maze_err *e)
{
	const char *slash = n == 1 ? memchr(t[0], '/', len[0]) : NULL;
	uint64_t k, of;
	size_t klen;

	if (*frameline)
		return maze_error(e, r->lineno, 1, "second frame line (the "
		    "first is line %lu)", *frameline);
	klen = slash != NULL ? (size_t)(slash - t[0]) : 0;
	if (slash == NULL || frame_part(t[0], klen, &k) == -1 ||
	    frame_part(slash + 1, len[0] - klen - 1, &of) == -1)
		return maze_error(e, r->lineno, n > 0 ? (unsigned long)
		    (t[n > 1] - r->buf) + 1 : 1, "malformed line: expected "
		    "\"; frame K/N\"");
	if (of > MAZE_FRAMES_MAX)
		return maze_error(e, r->lineno, (unsigned long)(slash + 1 -
		    r->buf) + 1, "a run of %.*s frames: at most %d are "
		    "written", (int)(len[0] - klen - 1 > 40 ? 40 :
		    len[0] - klen - 1), slash + 1, MAZE_FRAMES_MAX);
	if (k == 0 || k >= of)
		return maze_error(e, r->lineno, (unsigned long)(t[0] - r->buf) +
		    1, "frame %.*s: K must be from 1 to N - 1 (the last frame "
		    "has no frame line)", (int)(len[0] > 40 ? 40 : len[0]),
		    t[0]);
	*frameline = r->lineno;
	frame[0] = k;
	frame[1] = of;
	return 0;
}

/*
 * Take "; grid KIND [ATTRIBUTE ...]", whose arguments are the n tokens at
 * t, of lengths len: the grid's kind, square, hex, delta or polar, and
 * what it has besides plain cells, in this order: mask, cells outside the
 * maze;
 * weave, passages that cross under others, of square cells only (maze(5)
 * "Grids").  One such line a maze.  Returns 0 with m's header saying it,
 * or -1 with e at the line and the column of what is wrong.
 */
static int
grid_line(struct maze_reader *r, struct maze *m, const char *const *t,
    const size_t *len, int n, unsigned long *gridline, struct maze_err *e)
{
	static const struct {
		const char *name;
		unsigned flag;
	} kinds[] = {
		{ "square", 0 },
		{ "hex", MAZE_GRID_HEX },
		{ "delta", MAZE_GRID_DELTA },
		{ "polar", MAZE_GRID_POLAR },
	}, attrs[] = {
		{ "mask", MAZE_GRID_MASK },
		{ "weave", MAZE_GRID_WEAVE },
	};
	size_t a = 0, k = 0, na = sizeof attrs / sizeof attrs[0];
	const char *expect = "malformed line: expected \"; grid square|hex|"
	    "delta|polar [mask] [weave]\"";
	int i;

	if (*gridline)
		return maze_error(e, r->lineno, 1, "second grid line (the "
		    "first is line %lu)", *gridline);
	while (n > 0 && k < sizeof kinds / sizeof kinds[0] &&
	    (strlen(kinds[k].name) != len[0] ||
	    memcmp(t[0], kinds[k].name, len[0]) != 0))
		k++;
	if (n == 0 || k == sizeof kinds / sizeof kinds[0])
		return maze_error(e, r->lineno, n > 0 ? (unsigned long)(t[0] -
		    r->buf) + 1 : 1, "%s", expect);
	m->hdr.grid = kinds[k].flag;
	for (i = 1; i < n; i++) {
		/* Each attribute once, in their order. */
		while (a < na && (strlen(attrs[a].name) != len[i] ||
		    memcmp(t[i], attrs[a].name, len[i]) != 0))
			a++;
		if (a == na)
			return maze_error(e, r->lineno, (unsigned long)(t[i] -
			    r->buf) + 1, "%s", expect);
		if (attrs[a].flag == MAZE_GRID_WEAVE && k != 0)
			return maze_error(e, r->lineno, (unsigned long)(t[i] -
			    r->buf) + 1, "a weave of %s cells: only square "
			    "cells weave", kinds[k].name);
		m->hdr.grid |= attrs[a++].flag;
	}
	*gridline = r->lineno;
	return 0;
}

/*
 * Take one header line.  "; maze VERSION" and "; size WIDTH HEIGHT [LEVELS]"
 * are the reader's own; the writer makes them anew, so they are not kept.
 * Nor is "; frame K/N": it says where the maze stood in the stream it came
 * in, not what the maze is, and a program that writes frames writes its
 * own.  "; grid ..." is m's header's grid, which the writer writes anew.
 * Any other line is kept as it is, to be written out again: what is
 * which is maze_hdr_kind()'s to say, as it is for the writers.  size[2] is
 * the levels, 1 unless the size line says more; *sizeline and *frameline
 * the lines of the maze's size and frame lines, 0 before one comes, and
 * frame the frame line's K and N.
 */
static int
header_line(struct maze_reader *r, struct maze *m, uint64_t size[3],
    unsigned long *sizeline, unsigned long *frameline, uint64_t frame[2],
    unsigned long *gridline, struct maze_err *e)
{
	const char *p = r->buf + 1, *t[4];
	size_t kwlen, len[4];
	uint64_t v[3];
	const char *why;
	int i, n, kind;

	if ((kind = maze_hdr_kind(r->buf, r->len, e)) == -1) {
		e->line = r->lineno;
		return -1;
	}
	(void)token(&p, &kwlen);
	for (n = 0; n < 4 && (t[n] = token(&p, &len[n])) != NULL; n++)
		;
	if (kind == MAZE_HDR_MAZE) {
		/* Any number above ours is a newer version, however large. */
		why = NULL;
		if (n != 1 || (num_parse_n(t[0], len[0], 1, UINT64_MAX, &v[0],
		    &why) == -1 && strcmp(why, "too large") != 0))
			return maze_error(e, r->lineno, 1,
			    "malformed line: expected \"; maze VERSION\"");
		if (why != NULL || v[0] > MAZE_VERSION)
			return maze_error(e, r->lineno, (unsigned long)(t[0] -
			    r->buf) + 1, "format version %.*s is newer than "
			    "this program reads (%d)", len[0] > 40 ? 40 :
			    (int)len[0], t[0], MAZE_VERSION);
		return 0;
	}
	if (kind == MAZE_HDR_SIZE) {
		if (*sizeline)
			return maze_error(e, r->lineno, 1, "second size line "
			    "(the first is line %lu)", *sizeline);
		for (i = 0; i < n && i < 3; i++)
			if (num_parse_n(t[i], len[i], 1, UINT64_MAX / 4, &v[i],
			    &why) == -1)
				break;
		if (i != n || n < 2 || n > 3)
			return maze_error(e, r->lineno, 1, "malformed line: "
			    "expected \"; size WIDTH HEIGHT [LEVELS]\"");
		if (n == 2)
			v[2] = 1;
		if (maze_check_size3(v[0], v[1], v[2], e) == -1) {
			e->line = r->lineno;
			/* Blame the levels when the level alone fits. */
			e->col = (unsigned long)(t[n == 3 && maze_check_size(
			    v[0], v[1], NULL) == 0 ? 2 : 0] - r->buf) + 1;
			return -1;
		}
		size[0] = v[0];
		size[1] = v[1];
		size[2] = v[2];
		*sizeline = r->lineno;
		/* The first row too is read no further than it can be right. */
		r->maxlen = row_limit((uint32_t)v[0]);
		return 0;
	}
	if (kind == MAZE_HDR_LEVEL)
		return maze_error(e, r->lineno, 1, "a level line, but no size "
		    "line of several levels before it");
	if (kind == MAZE_HDR_FRAME)
		return frame_line(r, t, len, n, frameline, frame, e);
	if (kind == MAZE_HDR_GRID)
		return grid_line(r, m, t, len, n, gridline, e);
	if (maze_hdr_add(m, "%s", r->buf) == -1)
		return maze_error(e, r->lineno, 0, "out of memory");
	return 0;
}

/*
 * Take the line in r->buf, which must be "; level Z" with Z the level the
 * row y begins, and move on to that level's first row.
 */
static int
level_line(struct maze_reader *r, struct maze_err *e)
{
	uint32_t z = r->gy / r->gh;
	const char *p = r->buf + 1, *t, *why;
	size_t len;
	uint64_t v;
	int rc;

	if (r->len == 0 || r->buf[0] != ';')
		return maze_error(e, r->lineno, 1, "level %u has more rows "
		    "than the size line's %u", z - 1, r->gh);
	if (!is_level_line(r))
		return maze_error(e, r->lineno, 1, "expected \"; level %u\"",
		    z);
	(void)token(&p, &len);
	if ((t = token(&p, &len)) == NULL || num_parse_n(t, len, 0,
	    UINT32_MAX, &v, &why) == -1 || v != z ||
	    token(&p, &len) != NULL)
		return maze_error(e, r->lineno, t != NULL ? (unsigned long)
		    (t - r->buf) + 1 : 1, "expected \"; level %u\"", z);
	r->have = 0;
	if ((rc = next_line(r, e)) == -1)
		return -1;
	if (rc == 0 || r->len == 0 || r->buf[0] == ';')
		return maze_error(e, r->lineno, 1, "level %u ends after 0 of "
		    "%u rows", z, r->gh);
	return 0;
}

/*
 * Check that the row in r->buf is w blocks wide and holds only blocks
 * (carriage returns aside).  what says where w came from.
 */
static int
row_fits(struct maze_reader *r, uint32_t w, const char *what,
    struct maze_err *e)
{
	if (r->bad != SIZE_MAX)
		return bad_byte(r, e);
	if (r->len > r->maxlen)
		return maze_error(e, r->lineno, w + 1ul, "row is over %lu "
		    "blocks wide, %s %u", (unsigned long)r->maxlen, what, w);
	if (r->len != w)
		return maze_error(e, r->lineno, (r->len < w ? r->len : w) + 1ul,
		    "row is %lu blocks wide, %s %u", (unsigned long)r->len,
		    what, w);
	return 0;
}

/*
 * Take the row in r->buf as row y of m, whose width is w, into row; check its
 * length, its bytes, and its S and E blocks.  what says where w came from.
 */
static int
grid_row(struct maze_reader *r, struct maze *m, unsigned char *row, uint32_t w,
    uint32_t y, const char *what, struct maze_err *e)
{
	unsigned char *p;
	size_t *end, x;
	unsigned char c;
	unsigned long line, col;

	if (row_fits(r, w, what, e) == -1)
		return -1;
	if (r->plain) {
		memcpy(row, r->buf, w);
		return 0;
	}
	if ((p = memchr(r->buf, '\r', w)) != NULL)
		return maze_error(e, r->lineno, (unsigned long)(p -
		    (unsigned char *)r->buf) + 1, "unexpected carriage return");
	memcpy(row, r->buf, w);
	for (c = MAZE_START; ; c = MAZE_END) {
		end = c == MAZE_START ? &m->start : &m->end;
		for (x = 0; (p = memchr(row + x, c, w - x)) != NULL;
		    x = (size_t)(p - row) + 1) {
			if (*end != MAZE_NONE) {
				maze_pos(m, *end, &line, &col);
				return maze_error(e, r->lineno, (unsigned long)
				    (p - row) + 1, "second %s block '%c' (the "
				    "first is at %lu:%lu)", c == MAZE_START ?
				    "start" : "end", c, line, col);
			}
			*end = (size_t)y * w + (size_t)(p - row);
		}
		if (c == MAZE_END)
			return 0;
	}
}

/*
 * May row y of w blocks, about to be read, be taken?  1 if so; -1 with e
 * if the grid would then be larger than the limit; 0 if maze_read_row()
 * will refuse the row anyway, as it must be left to.
 */
int
maze_read_fits(struct maze_reader *r, uint32_t w, uint32_t y,
    struct maze_err *e)
{
	if (r->sizeline && y >= (uint64_t)r->gh * r->gd)
		return 0;	/* maze_read_row() refuses this row */
	/*
	 * Nor a row of another width, which it refuses before taking a byte:
	 * a size line's width promises nothing until a row that wide comes.
	 */
	if (r->have && (r->len == 0 || r->buf[0] != ';') &&
	    (r->len != w || r->bad != SIZE_MAX))
		return 0;
	if ((y + 1ull) * w > MAZE_MAX_BLOCKS)
		return maze_error(e, r->lineno, 1, "maze is larger than the "
		    "limit of %lu blocks", (unsigned long)MAZE_MAX_BLOCKS);
	return 1;
}

/*
 * Make room in m for rows [0, y] of w blocks.  Memory grows with the rows
 * that arrive, doubling, never beyond what the size line declares (or the
 * limit): a size line or a first row promises nothing until the rows come,
 * so it must not make the reader reserve more than they fill.
 */
static int
grow(struct maze_reader *r, struct maze *m, uint32_t w, uint32_t y,
    struct maze_err *e)
{
	uint64_t rows = (uint64_t)r->gh * r->gd;
	uint64_t most = r->sizeline ? w * rows : MAZE_MAX_BLOCKS;
	uint64_t need = (y + 1ull) * w, cap;
	unsigned char *b;
	int rc;

	if ((rc = maze_read_fits(r, w, y, e)) != 1)
		return rc;
	if (need <= m->cap)
		return 0;
	for (cap = m->cap > w ? m->cap : w; cap < need; cap *= 2)
		;
	if (cap > most)
		cap = most;
	if ((b = realloc(m->b, (size_t)cap)) == NULL)
		return maze_error(e, r->lineno, 1, "out of memory for %ux%u "
		    "blocks", w, y + 1);
	/* The last growth: the rows still to come fault in fewer pages. */
	if (cap == most)
		maze_huge(b, (size_t)cap);
	m->b = b;
	m->cap = (size_t)cap;
	return 0;
}

/*
 * Read the header of the next maze of the stream into m, up to its first
 * row: m->hdr, m->line and m->w are set, and m->h is the height the size
 * line gives, or 0 if there is none.  The first row has then come, as wide
 * as m->w, so that a caller may make room for m->w blocks.  The rows follow
 * with maze_read_row() or maze_read_grid().  Returns 1, 0 when the stream
 * has no more mazes, or -1 with e saying what is wrong and where (in the
 * first row, too).  At the end of the stream, and after an error, m is
 * left empty (maze_empty()), so that nothing half read passes for a maze.
 */
static int
read_head(struct maze_reader *r, struct maze *m, uint64_t frame[2],
    struct maze_err *e)
{
	uint64_t size[3] = { 0, 0, 1 };
	unsigned long sizeline = 0, frameline = 0, gridline = 0, hdrline = 0;
	uint32_t w;
	int rc;

	maze_hdr_clear(&m->hdr);
	m->start = m->end = MAZE_NONE;
	frame[0] = frame[1] = 0;
	r->maxlen = MAZE_MAX_BLOCKS;
	r->grid = 0;

	/* Header lines, and any empty lines before the grid. */
	for (;;) {
		if ((rc = next_line(r, e)) == -1)
			return -1;
		if (rc == 0) {
			if (hdrline)
				return maze_error(e, hdrline, 1,
				    "header lines with no grid after them");
			if (r->mazes == 0)
				return maze_error(e, r->lineno + 1, 1,
				    "no maze in the input");
			/* No maze: m is empty, its memory kept. */
			maze_empty(m);
			return 0;
		}
		/* A maze of several levels begins at "; level 0". */
		if (size[2] > 1 && is_level_line(r))
			break;
		if (r->len > 0 && r->buf[0] == ';') {
			if (!hdrline)
				hdrline = r->lineno;
			if (header_line(r, m, size, &sizeline, &frameline,
			    frame, &gridline, e) == -1)
				return -1;
		} else if (r->len > 0 || r->bad != SIZE_MAX) {
			if (size[2] > 1)
				return maze_error(e, r->lineno, 1, "expected "
				    "\"; level 0\" before the first row of a "
				    "maze of %u levels", (uint32_t)size[2]);
			break;
		}
		r->have = 0;
	}

	/*
	 * A frame of a hex, delta or polar maze is read as on a mask: its
	 * cells not made yet, walls, are outside the maze as it stands.
	 */
	if (frameline && (m->hdr.grid & MAZE_GRID_KIND))
		m->hdr.grid |= MAZE_GRID_MASK;
	/*
	 * The grid: rows up to an empty line, a header line or the end, or
	 * in levels, each after its level line.
	 */
	m->line = r->lineno + (size[2] > 1);
	if (sizeline)
		w = (uint32_t)size[0];
	else {
		w = r->len > MAZE_MAX_BLOCKS ? MAZE_MAX_BLOCKS :
		    (uint32_t)r->len;
		if (r->bad == SIZE_MAX && r->len > MAZE_MAX_BLOCKS)
			return maze_error(e, r->lineno,
			    w + 1ul, "row is longer "
			    "than the limit of %lu blocks",
			    (unsigned long)MAZE_MAX_BLOCKS);
	}
	/*
	 * A hex or delta grid has a width, height and levels of its kind: a
	 * size line says them all, a first row its width, unless a bad byte
	 * cut it short, which reading it refuses first.
	 */
	if ((m->hdr.grid & MAZE_GRID_KIND) &&
	    (sizeline || r->bad == SIZE_MAX) && maze_shape_size(m->hdr.grid,
	    w, (uint32_t)size[1], (uint32_t)size[2], sizeline ? sizeline :
	    r->lineno, 1, e) == -1)
		return -1;
	r->maxlen = row_limit(w);
	m->w = w;	/* now, for maze_pos() in messages */
	m->h = sizeline ? (uint32_t)size[1] : 0;
	m->d = (uint32_t)size[2];
	r->gw = w;
	r->gh = m->h;
	r->gd = m->d;
	r->gy = 0;
	r->sizeline = sizeline;
	r->grid = 1;
	/*
	 * A size line's width promises nothing until a row that wide comes,
	 * yet a caller makes room for m->w blocks as soon as this returns: so
	 * the first row, behind level 0's line in a maze of levels, must have
	 * come whole first, and any error in it is the input's now.
	 */
	if (m->d > 1 && level_line(r, e) == -1)
		return -1;
	if (sizeline && row_fits(r, w, "the size line says", e) == -1)
		return -1;
	return 1;
}

int
maze_read_head(struct maze_reader *r, struct maze *m, struct maze_err *e)
{
	uint64_t frame[2];

	return maze_read_head_frame(r, m, frame, e);
}

int
maze_read_head_frame(struct maze_reader *r, struct maze *m,
    uint64_t frame[2], struct maze_err *e)
{
	int rc = read_head(r, m, frame, e);

	if (rc == -1)
		maze_empty(m);
	return rc;
}

/*
 * Read the next row of the maze whose header maze_read_head() read into
 * row, which has room for m->w blocks, checking it as maze_read() does; a
 * start or end block sets m->start or m->end.  The rows of a maze of
 * several levels come one level after another, level 0 first.  Returns 1,
 * or 0 once the grid has ended (then m->h is its height), or -1 with e set.
 */
int
maze_read_row(struct maze_reader *r, struct maze *m, unsigned char *row,
    struct maze_err *e)
{
	uint32_t rows = r->gh * r->gd, bh;
	unsigned long line;
	unsigned shape;
	struct maze_err why;
	int rc;

	if (r->grid == 2) {
		r->grid = 0;
		if (r->sizeline && r->gy != rows) {
			if (r->gd == 1)
				return maze_error(e, r->sizeline, 1, "the size "
				    "line says %u rows, the grid has %u", r->gh,
				    r->gy);
			if (r->gy % r->gh != 0)
				return maze_error(e, r->sizeline, 1, "level %u "
				    "ends after %u of %u rows", r->gy / r->gh,
				    r->gy % r->gh, r->gh);
			return maze_error(e, r->sizeline, 1, "the size line "
			    "says %u levels, the grid has %u", r->gd,
			    r->gy / r->gh);
		}
		m->h = r->gy / r->gd;
		r->mazes++;
		return 0;
	}
	if (r->grid != 1)
		return maze_error(e, r->lineno, 0, "no grid is being read");
	if (r->sizeline && r->gy == rows)
		return r->gd > 1 ? maze_error(e, r->lineno, 1, "level %u has "
		    "more rows than the size line's %u", r->gd - 1, r->gh) :
		    maze_error(e, r->lineno, 1, "more rows than the size "
		    "line's %u", r->gh);
	/* Level 0's line maze_read_head() took. */
	if (r->gd > 1 && r->gy > 0 && r->gy % r->gh == 0 &&
	    level_line(r, e) == -1)
		return -1;
	if (r->gd > 1 && r->len > 0 && r->buf[0] == ';')
		return maze_error(e, r->lineno, 1, "level %u ends after %u of "
		    "%u rows", r->gy / r->gh, r->gy % r->gh, r->gh);
	if (grid_row(r, m, row, r->gw, r->gy, r->sizeline ?
	    "the size line says" : "expected", e) == -1)
		return -1;
	line = r->lineno;
	r->gy++;
	r->have = 0;
	shape = m->hdr.grid & MAZE_GRID_KIND;
	if ((rc = next_line(r, e)) == -1) {
		/*
		 * A header line too long ends the grid, after this row: its
		 * blocks, checked as the last's, come before that line.
		 */
		bh = r->sizeline ? r->gh : r->gy;
		if (shape && e != NULL) {
			why = *e;
			if ((r->sizeline || maze_shape_size(m->hdr.grid, r->gw,
			    bh, 1, line, 1, e) == 0) &&
			    maze_shape_row(m->hdr.grid, r->gw, bh, r->gy - 1,
			    row, line, e) == 0)
				*e = why;
		}
		return -1;
	}
	/*
	 * A level line right after the last level is one level too many,
	 * not a maze that begins with a level line and no size line, as
	 * the next maze's header would say.
	 */
	if (rc == 1 && r->gd > 1 && r->gy == rows && is_level_line(r))
		return maze_error(e, r->lineno, 1, "a level line after the "
		    "%u levels of the size line", r->gd);
	if (rc == 0 || (r->len > 0 && r->buf[0] == ';' && (r->gd == 1 ||
	    r->gy == rows)))
		r->grid = 2;
	else if (r->len == 0 && r->bad == SIZE_MAX) {
		r->have = 0;
		r->grid = 2;
	}
	/*
	 * A hex or delta grid's blocks as its rules say, row by row, once the
	 * next line has said whether this row is the last: those of a row
	 * depend on its kind, its index, the width and that.  The height,
	 * which a size line gave before, is known at the last.
	 */
	if (shape && !r->sizeline && r->grid == 2 && maze_shape_size(
	    m->hdr.grid, r->gw, r->gy, 1, line, 1, e) == -1)
		return -1;
	if (shape && maze_shape_row(m->hdr.grid, r->gw, r->sizeline ? r->gh :
	    r->grid == 2 ? r->gy : 0, r->gy - 1, row, line, e) == -1)
		return -1;
	return 1;
}

/*
 * Read the rows of the maze whose header maze_read_head() read into m,
 * reusing its memory.  Returns 1, or -1 with e set and m left empty.
 */
int
maze_read_grid(struct maze_reader *r, struct maze *m, struct maze_err *e)
{
	int rc = maze_read_rows(r, m, 0, e);

	if (rc == -1)
		maze_empty(m);
	return rc;
}

/*
 * maze_read_grid() from row y on: rows 0 to y - 1 have been read, and are
 * in m.  Returns 1, or -1 with e set.
 */
int
maze_read_rows(struct maze_reader *r, struct maze *m, uint32_t y,
    struct maze_err *e)
{
	uint32_t w = r->gw;
	unsigned char *row;
	int rc;

	m->w = w;
	for (;; y++) {
		if (r->grid == 1 && grow(r, m, w, y, e) == -1)
			return -1;
		/* No room: grow() saw a row that maze_read_row() refuses. */
		row = w > 0 && m->cap / w > y ? m->b + (size_t)y * w : NULL;
		if ((rc = maze_read_row(r, m, row, e)) != 1)
			return rc == 0 ? 1 : -1;
	}
}

/*
 * Read the next maze of the stream into m, reusing its memory.  Returns 1, 0
 * when the stream has no more mazes, or -1 with e saying what is wrong and
 * where; m is then left empty.  An input with no maze at all is an error.
 */
int
maze_read(struct maze_reader *r, struct maze *m, struct maze_err *e)
{
	int rc;

	if ((rc = maze_read_head(r, m, e)) != 1)
		return rc;
	return maze_read_grid(r, m, e);
}
