/* search.c: breadth-first search, shared by the solvers, mazepost and mazestat. */
#include <stdlib.h>
#include <string.h>

#include "lib/libpriv.h"
#include "lib/maze.h"

/* A new, empty search state, or NULL out of memory. */
struct search *
search_new(void)
{
	return calloc(1, sizeof(struct search));
}

void
search_free(struct search *s)
{
	int k;

	if (s == NULL)
		return;
	free(s->st);
	free(s->q);
	for (k = 0; k < SEARCH_NSCRATCH; k++)
		free(s->scratch[k]);
	free(s);
}

/*
 * Scratch array k (0 to SEARCH_NSCRATCH - 1) of at least bytes bytes, kept
 * from one search to the next and freed by search_free; it keeps its
 * contents when it grows, as realloc does.  NULL if out of memory, leaving
 * the array as it was.
 */
void *
search_scratch(struct search *s, int k, size_t bytes)
{
	void *p;

	if (bytes > s->scratchcap[k]) {
		if ((p = realloc(s->scratch[k], bytes)) == NULL)
			return NULL;
		s->scratch[k] = p;
		s->scratchcap[k] = bytes;
	}
	return s->scratch[k];
}

/*
 * Make s a fresh search over m: walls and the padding SEARCH_WALL, open
 * blocks 0, and with cells set, the cells of a cell maze SEARCH_CELL.
 */
int
search_load(struct search *s, const struct maze *m, int cells,
    struct maze_err *e)
{
	size_t pw = (size_t)m->w + 2, n = pw * ((size_t)m->h + 2), x, y;
	const unsigned char *row;
	unsigned char *st, *p;

	if (n > s->stcap) {
		if ((st = realloc(s->st, n)) == NULL)
			return maze_error(e, 0, 0, "out of memory");
		s->st = st;
		s->stcap = n;
	}
	s->w = m->w;
	s->h = m->h;
	s->pw = pw;
	s->explored = 0;
	memset(s->st, SEARCH_WALL, pw);
	memset(s->st + n - pw, SEARCH_WALL, pw);
	for (y = 0; y < m->h; y++) {
		row = m->b + y * m->w;
		p = s->st + (y + 1) * pw;
		p[0] = p[pw - 1] = SEARCH_WALL;
		for (x = 0; x < m->w; x++)
			p[x + 1] = row[x] == MAZE_WALL ? SEARCH_WALL : 0;
		if (cells && y % 2 == 1)
			for (x = 1; x < m->w; x += 2)
				p[x + 1] |= SEARCH_CELL;
	}
	return 0;
}

/*
 * Make room for one more entry in the ring of s, which holds n entries from
 * head: double it, the entries moved to its start.  Returns 0, or -1 out
 * of memory.
 */
int
search_grow_queue(struct search *s, size_t head, size_t n)
{
	size_t cap = s->qcap ? 2 * s->qcap : 4096, i;
	size_t *q;

	if ((q = malloc(cap * sizeof *q)) == NULL)
		return -1;
	for (i = 0; i < n; i++)
		q[i] = s->q[(head + i) & (s->qcap - 1)];
	free(s->q);
	s->q = q;
	s->qcap = cap;
	return 0;
}

/*
 * Breadth-first search from padded block src, stopping once dst is expanded
 * (pass MAZE_NONE to reach everything).  Every block reached gets
 * SEARCH_SEEN and the direction back towards src; every block expanded,
 * SEARCH_DONE.  *last is the last block expanded and *lastcell the last
 * cell (MAZE_NONE if none); since blocks are expanded in order of distance,
 * these are as far from src as any.  Either pointer may be NULL.
 */
int
search_bfs(struct search *s, size_t src, size_t dst, size_t *last,
    size_t *lastcell, struct maze_err *e)
{
	unsigned char *st = s->st;
	ptrdiff_t off[4];
	size_t head = 0, tail = 0, mask, p = MAZE_NONE, cell = MAZE_NONE, np;
	size_t explored = 0;
	int d;

	for (d = 0; d < 4; d++)
		off[d] = (ptrdiff_t)maze_dy[d] * (ptrdiff_t)s->pw + maze_dx[d];
	if (s->qcap == 0 && search_grow_queue(s, 0, 0) == -1)
		return maze_error(e, 0, 0, "out of memory");
	mask = s->qcap - 1;
	st[src] |= SEARCH_SEEN | SEARCH_ROOT;
	s->q[tail++ & mask] = src;
	while (head != tail) {
		p = s->q[head++ & mask];
		st[p] |= SEARCH_DONE;
		explored++;
		if (st[p] & SEARCH_CELL)
			cell = p;
		if (p == dst)
			break;
		for (d = 0; d < 4; d++) {
			np = (size_t)((ptrdiff_t)p + off[d]);
			if (st[np] & SEARCH_SEEN)
				continue;
			st[np] |= SEARCH_SEEN | ((d + 2) & 3);
			if (tail - head == s->qcap) {
				if (search_grow_queue(s, head, tail - head) == -1)
					return maze_error(e, 0, 0,
					    "out of memory");
				tail -= head;
				head = 0;
				mask = s->qcap - 1;
			}
			s->q[tail++ & mask] = np;
		}
	}
	s->explored += explored;
	if (last != NULL)
		*last = p;
	if (lastcell != NULL)
		*lastcell = cell;
	return 0;
}

/*
 * Mark the way back from padded block dst to the root of its search in m
 * with '+', leaving the endpoints as they are.  Returns its length in steps.
 */
size_t
search_mark_path(const struct search *s, struct maze *m, size_t dst)
{
	size_t p = dst, i, steps = 0;

	while (!(s->st[p] & SEARCH_ROOT)) {
		p = search_step(s, p, s->st[p] & 3);
		steps++;
		i = search_unpad(s, p);
		if (m->b[i] != MAZE_START && m->b[i] != MAZE_END &&
		    !(s->st[p] & SEARCH_ROOT))
			m->b[i] = MAZE_PATH;
	}
	return steps;
}

/* Mark the plain open blocks the search expanded with '.'; return how many. */
size_t
search_mark_explored(const struct search *s, struct maze *m)
{
	size_t x, y, n = 0;
	unsigned char *row;
	const unsigned char *st;

	for (y = 0; y < m->h; y++) {
		row = m->b + y * m->w;
		st = s->st + (y + 1) * s->pw + 1;
		for (x = 0; x < m->w; x++)
			if (st[x] != SEARCH_WALL && (st[x] & SEARCH_DONE) &&
			    row[x] == MAZE_OPEN) {
				row[x] = MAZE_SEEN;
				n++;
			}
	}
	return n;
}
