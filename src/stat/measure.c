/* measure.c: counting what makes a maze: parts, loops, dead ends, the route. */
#include <string.h>

#include "stat.h"

/* Open neighbours of block (x, y). */
static int
degree(const struct maze *m, uint32_t x, uint32_t y)
{
	const unsigned char *b = m->b + (size_t)y * m->w + x;
	int n = 0;

	n += y > 0 && maze_isopen(b[-(ptrdiff_t)m->w]);
	n += x + 1 < m->w && maze_isopen(b[1]);
	n += y + 1 < m->h && maze_isopen(b[m->w]);
	n += x > 0 && maze_isopen(b[-1]);
	return n;
}

/* Cells whose walls, not counting the outer wall, have one opening. */
static uint64_t
cell_dead_ends(const struct maze *m)
{
	uint32_t x, y;
	const unsigned char *b;
	uint64_t n = 0;
	int k;

	for (y = 1; y < m->h; y += 2)
		for (x = 1; x < m->w; x += 2) {
			b = m->b + (size_t)y * m->w + x;
			k = (y > 1 && maze_isopen(b[-(ptrdiff_t)m->w])) +
			    (x + 2 < m->w && maze_isopen(b[1])) +
			    (y + 2 < m->h && maze_isopen(b[m->w])) +
			    (x > 1 && maze_isopen(b[-1]));
			n += k == 1;
		}
	return n;
}

/*
 * The length in steps of the route marked '+' from S to E, -1 if nothing is
 * marked, -2 if the marks are not one unbranched route joining S and E.
 */
static int64_t
marked_route(const struct maze *m)
{
	size_t n = (size_t)m->w * m->h, i, marks = 0, steps = 0;
	uint32_t x, y, px, py, nx, ny, fx = 0, fy = 0;
	unsigned char c;
	int d, found;

	for (i = 0; i < n; i++)
		marks += maze_isroute(m->b[i]);
	if (marks == 0)
		return -1;
	if (m->start == MAZE_NONE || m->end == MAZE_NONE)
		return -2;
	x = px = (uint32_t)(m->start % m->w);
	y = py = (uint32_t)(m->start / m->w);
	for (;;) {
		found = 0;
		for (d = 0; d < 4; d++) {
			nx = x + (uint32_t)maze_dx[d];
			ny = y + (uint32_t)maze_dy[d];
			if (nx >= m->w || ny >= m->h || (nx == px && ny == py))
				continue;
			c = m->b[(size_t)ny * m->w + nx];
			if (maze_isroute(c) || (c == MAZE_END && steps > 0)) {
				found++;
				fx = nx;
				fy = ny;
			}
		}
		if (found != 1)
			return -2;
		px = x;
		py = y;
		x = fx;
		y = fy;
		steps++;
		if (m->b[(size_t)y * m->w + x] == MAZE_END)
			return steps == marks + 1 ? (int64_t)steps : -2;
	}
}

int
maze_measure(const struct maze *m, struct search *s, struct maze_stats *st,
    struct maze_err *e)
{
	uint64_t open = 0, edges = 0, parts = 0;
	size_t p;
	uint32_t x, y;
	const unsigned char *row;

	memset(st, 0, sizeof *st);
	st->cells = maze_is_cells(m, NULL);
	if (search_load(s, m, 0, e) == -1)
		return -1;
	for (y = 0; y < m->h; y++) {
		row = m->b + (size_t)y * m->w;
		for (x = 0; x < m->w; x++) {
			if (!maze_isopen(row[x]))
				continue;
			open++;
			edges += x + 1 < m->w && maze_isopen(row[x + 1]);
			edges += y + 1 < m->h && maze_isopen(row[x + m->w]);
			if (!st->cells && degree(m, x, y) == 1)
				st->dead_ends++;
		}
	}
	/* Each search from a block no earlier search reached is a new part. */
	for (y = 0; y < m->h; y++) {
		p = (y + 1) * s->pw + 1;
		for (x = 0; x < m->w; x++, p++) {
			if (s->st[p] & SEARCH_SEEN)
				continue;
			if (search_bfs(s, p, MAZE_NONE, NULL, NULL, e) == -1)
				return -1;
			parts++;
		}
	}
	st->components = parts;
	/*
	 * The cyclomatic number is the same on the block graph as on the cell
	 * graph: a passage block adds a node and an edge to each.
	 */
	st->loops = edges + parts - open;
	if (st->cells) {
		st->width = m->w / 2;
		st->height = m->h / 2;
		st->nodes = (uint64_t)st->width * st->height;
		st->dead_ends = cell_dead_ends(m);
	} else {
		st->width = m->w;
		st->height = m->h;
		st->nodes = open;
	}
	st->solution = marked_route(m);
	return 0;
}
