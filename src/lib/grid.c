/* grid.c: block grids, cell mazes and header lines. */
#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "lib/libpriv.h"
#include "lib/maze.h"

const int maze_dx[4] = { 0, 1, 0, -1 };
const int maze_dy[4] = { -1, 0, 1, 0 };

int
maze_error(struct maze_err *e, unsigned long line, unsigned long col,
    const char *fmt, ...)
{
	va_list ap;

	if (e == NULL)
		return -1;
	e->line = line;
	e->col = col;
	va_start(ap, fmt);
	vsnprintf(e->msg, sizeof e->msg, fmt, ap);
	va_end(ap);
	return -1;
}

void
maze_init(struct maze *m)
{
	memset(m, 0, sizeof *m);
	m->start = m->end = MAZE_NONE;
}

void
maze_free(struct maze *m)
{
	maze_hdr_clear(&m->hdr);
	free(m->hdr.line);
	free(m->b);
	maze_init(m);
}

/*
 * Check that a grid of w x h blocks is within the limits.  Sizes come in as
 * 64 bits so that callers can pass 2 * cells + 1 without overflowing first.
 */
int
maze_check_size(uint64_t w, uint64_t h, struct maze_err *e)
{
	if (w == 0 || h == 0)
		return maze_error(e, 0, 0, "a maze needs at least one block");
	if (w > MAZE_MAX_BLOCKS || h > MAZE_MAX_BLOCKS ||
	    w * h > MAZE_MAX_BLOCKS)
		return maze_error(e, 0, 0, "%llux%llu blocks is more than "
		    "the limit of %lu blocks", (unsigned long long)w,
		    (unsigned long long)h, (unsigned long)MAZE_MAX_BLOCKS);
	return 0;
}

/*
 * Size m for w x h blocks, keeping its header and reusing its memory, so
 * that a stream of mazes runs in the memory of its largest maze.  The blocks
 * are left as they were.
 */
int
maze_alloc(struct maze *m, uint32_t w, uint32_t h, struct maze_err *e)
{
	size_t n;
	unsigned char *b;

	if (maze_check_size(w, h, e) == -1)
		return -1;
	n = (size_t)w * h;
	if (n > m->cap) {
		if ((b = realloc(m->b, n)) == NULL)
			return maze_error(e, 0, 0, "out of memory for %ux%u "
			    "blocks", w, h);
		m->b = b;
		m->cap = n;
	}
	m->w = w;
	m->h = h;
	m->start = m->end = MAZE_NONE;
	return 0;
}

/*
 * Size m as a cell maze of cw x ch cells with every wall standing: cells
 * open, every other block a wall.  This is where most generators start.
 */
int
maze_alloc_cells(struct maze *m, uint32_t cw, uint32_t ch, struct maze_err *e)
{
	uint32_t x, y;
	unsigned char *row;

	if (cw == 0 || ch == 0)
		return maze_error(e, 0, 0, "a maze needs at least one cell");
	if (maze_check_size(2 * (uint64_t)cw + 1, 2 * (uint64_t)ch + 1,
	    NULL) == -1)
		return maze_error(e, 0, 0, "%ux%u cells is more than the "
		    "limit of %lu blocks", cw, ch,
		    (unsigned long)MAZE_MAX_BLOCKS);
	if (maze_alloc(m, 2 * cw + 1, 2 * ch + 1, e) == -1)
		return -1;
	memset(m->b, MAZE_WALL, (size_t)m->w * m->h);
	for (y = 0; y < ch; y++) {
		row = m->b + ((size_t)2 * y + 1) * m->w;
		for (x = 0; x < cw; x++)
			row[2 * x + 1] = MAZE_OPEN;
	}
	return 0;
}

/* Input line and column of block i, for error messages. */
void
maze_pos(const struct maze *m, size_t i, unsigned long *line,
    unsigned long *col)
{
	*line = m->line ? m->line + i / m->w : 0;
	*col = m->line ? i % m->w + 1 : 0;
}

/*
 * Is m a cell maze (maze(5)): an odd number of rows and columns, a wall at
 * every even/even block and an open block at every odd/odd one?  If not,
 * return 0 and say why in e, at the first block that breaks the rule.
 */
int
maze_is_cells(const struct maze *m, struct maze_err *e)
{
	uint32_t x, y;
	unsigned long line, col;
	const unsigned char *row;

	if (m->w < 3 || m->h < 3 || m->w % 2 == 0 || m->h % 2 == 0) {
		maze_pos(m, 0, &line, &col);
		maze_error(e, line, col, "not a cell maze: %ux%u blocks; a "
		    "cell maze has an odd number of rows and columns, at "
		    "least 3", m->w, m->h);
		return 0;
	}
	for (y = 0; y < m->h; y++) {
		row = m->b + (size_t)y * m->w;
		for (x = y % 2; x < m->w; x += 2) {
			if ((row[x] == MAZE_WALL) == (y % 2 == 0))
				continue;
			maze_pos(m, (size_t)y * m->w + x, &line, &col);
			if (y % 2)
				maze_error(e, line, col, "not a cell maze: "
				    "cell %u,%u is a wall", x / 2, y / 2);
			else
				maze_error(e, line, col, "not a cell maze: "
				    "corner block %u,%u is open", x, y);
			return 0;
		}
	}
	return 1;
}

/*
 * Turn the marks of a solution ('+') and of exploring ('.') back into open
 * blocks, and the route's marks on weighted blocks ('a' to 'i') back into
 * their weights ('1' to '9').
 */
void
maze_clear_marks(struct maze *m)
{
	size_t i, n = (size_t)m->w * m->h;
	unsigned char c;

	for (i = 0; i < n; i++) {
		c = m->b[i];
		if (c == MAZE_PATH || c == MAZE_SEEN)
			m->b[i] = MAZE_OPEN;
		else if (c >= MAZE_ROUTE_MIN && c <= MAZE_ROUTE_MAX)
			m->b[i] = (unsigned char)(c - MAZE_ROUTE_MIN +
			    MAZE_WEIGHT_MIN);
	}
}

/* Set m->start and m->end from the blocks; the first of each wins. */
void
maze_find_ends(struct maze *m)
{
	size_t n = (size_t)m->w * m->h;
	unsigned char *p;

	m->start = m->end = MAZE_NONE;
	if ((p = memchr(m->b, MAZE_START, n)) != NULL)
		m->start = (size_t)(p - m->b);
	if ((p = memchr(m->b, MAZE_END, n)) != NULL)
		m->end = (size_t)(p - m->b);
}

/*
 * Move endpoint which (MAZE_START or MAZE_END) of m to block x, y: the
 * block must be in the grid, open, and not the other endpoint.  Errors
 * name the block as the option that chose it, opt and its argument arg
 * ("--from 3,4 is a wall"), at the block's place in the input, or for a
 * block outside the grid where the maze begins.  Returns 0, or -1 with m
 * unchanged.
 */
int
maze_move_end(struct maze *m, unsigned char which, uint32_t x, uint32_t y,
    const char *opt, const char *arg, struct maze_err *e)
{
	size_t *self = which == MAZE_START ? &m->start : &m->end, i;
	unsigned long line, col;

	if (x >= m->w || y >= m->h)
		return maze_error(e, m->line, 1, "%s %s is outside this maze "
		    "of %ux%u blocks", opt, arg, m->w, m->h);
	i = (size_t)y * m->w + x;
	maze_pos(m, i, &line, &col);
	if (m->b[i] == MAZE_WALL || m->b[i] == (which == MAZE_START ?
	    MAZE_END : MAZE_START))
		return maze_error(e, line, col, "%s %s is %s", opt, arg,
		    m->b[i] == MAZE_WALL ? "a wall" : which == MAZE_START ?
		    "the end block" : "the start block");
	if (*self != MAZE_NONE)
		m->b[*self] = MAZE_OPEN;
	m->b[i] = which;
	*self = i;
	return 0;
}

int
maze_hdr_add(struct maze *m, const char *fmt, ...)
{
	struct maze_hdr *h = &m->hdr;
	va_list ap;
	char *s;
	int len;

	va_start(ap, fmt);
	len = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	if (len < 0 || (s = malloc((size_t)len + 1)) == NULL)
		return -1;
	va_start(ap, fmt);
	vsnprintf(s, (size_t)len + 1, fmt, ap);
	va_end(ap);
	if (MAZE_GROW(h->line, h->cap, h->n + 1) == -1) {
		free(s);
		return -1;
	}
	h->line[h->n++] = s;
	return 0;
}

void
maze_hdr_clear(struct maze_hdr *h)
{
	size_t i;

	for (i = 0; i < h->n; i++)
		free(h->line[i]);
	h->n = 0;
}

/*
 * Drop the header lines that begin with prefix ("; solution ", say), and
 * keep the others in their order.
 */
void
maze_hdr_drop(struct maze_hdr *h, const char *prefix)
{
	size_t i, j, len = strlen(prefix);

	for (i = j = 0; i < h->n; i++)
		if (strncmp(h->line[i], prefix, len) == 0)
			free(h->line[i]);
		else
			h->line[j++] = h->line[i];
	h->n = j;
}
