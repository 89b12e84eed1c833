/*
 * eller.c: Eller's algorithm, streamed with one row of state.  Each cell
 * of a row belongs to a set (cells joined so far, through this row or the
 * rows above).  Going east along the row, two neighbours of different sets
 * are joined at random (even odds, or --bias); then every set sends at
 * least one cell down, each cell going down at random, so that no set is
 * cut off.  Cells that did not come from above start sets of their own.
 * The last row joins every pair of neighbours still apart.
 *
 * State: the set of each cell in the row and a union-find over the sets,
 * a few words a column; so memory grows with the width only, and a maze of
 * any height streams in constant memory.
 */
#include <stdlib.h>
#include <string.h>

#include "gen/genpriv.h"

struct eller {
	uint32_t *set;		/* the set of each cell of the row */
	uint32_t *parent;	/* union-find over set numbers */
	uint32_t *next;		/* the next cell right of the same set */
	uint32_t *cnt;		/* cells of each set */
	unsigned char *down;	/* this cell opens down */
	unsigned char *flag;	/* per set: some cell went down; used */
};

#define NONE	UINT32_MAX

static uint32_t
find(uint32_t *parent, uint32_t c)
{
	while (parent[c] != c)
		c = parent[c] = parent[parent[c]];
	return c;
}

static void
el_close(struct gen_stream *s)
{
	struct eller *el = s->state;

	if (el != NULL) {
		free(el->set);
		free(el->parent);
		free(el->next);
		free(el->cnt);
		free(el->down);
		free(el->flag);
		free(el);
	}
	s->state = NULL;
}

static int
el_open(struct gen_stream *s, struct maze_err *e)
{
	struct eller *el;
	uint32_t x;

	if ((el = s->state = calloc(1, sizeof *el)) == NULL)
		return maze_error(e, 0, 0, "out of memory");
	el->set = malloc(s->cw * sizeof *el->set);
	el->parent = malloc(s->cw * sizeof *el->parent);
	el->next = malloc(s->cw * sizeof *el->next);
	el->cnt = malloc(s->cw * sizeof *el->cnt);
	el->down = calloc(s->cw, 1);
	el->flag = calloc(s->cw, 1);
	if (el->set == NULL || el->parent == NULL || el->next == NULL ||
	    el->cnt == NULL || el->down == NULL || el->flag == NULL) {
		el_close(s);
		return maze_error(e, 0, 0, "out of memory");
	}
	for (x = 0; x < s->cw; x++)
		el->set[x] = el->parent[x] = x;
	return 0;
}

static void
el_row(struct gen_stream *s, unsigned char *above, unsigned char *cells)
{
	struct eller *el = s->state;
	uint32_t w = 2 * s->cw + 1, cw = s->cw, x, a, b, j, fresh;
	int last = s->y + 1 == s->ch;

	memset(above, MAZE_WALL, w);
	memset(cells, MAZE_WALL, w);
	for (x = 0; x < cw; x++) {
		cells[2 * x + 1] = MAZE_OPEN;
		if (s->y > 0 && el->down[x])
			above[2 * x + 1] = MAZE_OPEN;
	}
	/*
	 * Join neighbours of different sets: at random,
	 * or all on the last row.
	 */
	for (x = 0; x + 1 < cw; x++) {
		a = find(el->parent, el->set[x]);
		b = find(el->parent, el->set[x + 1]);
		if (a == b || (!last && !gen_east(s->r, s->o->apart)))
			continue;
		if (a < b)
			el->parent[b] = a;
		else
			el->parent[a] = b;
		cells[2 * x + 2] = MAZE_OPEN;
	}
	if (last)
		return;
	/* Each cell down at random; the members of each set linked. */
	for (x = 0; x < cw; x++) {
		el->set[x] = find(el->parent, el->set[x]);
		el->cnt[x] = 0;
		el->flag[x] = 0;
	}
	for (x = cw; x-- > 0;) {
		a = el->set[x];
		el->next[x] = el->cnt[a] ? el->parent[a] : NONE;
		el->parent[a] = x;	/* the leftmost member so far */
		el->cnt[a]++;
	}
	for (x = 0; x < cw; x++) {
		el->down[x] = (unsigned char)rng_below(s->r, 2);
		if (el->down[x])
			el->flag[el->set[x]] = 1;
	}
	/* A set with no cell down sends one of its members, at random. */
	for (x = 0; x < cw; x++) {
		a = el->set[x];
		if (el->flag[a] || el->parent[a] != x)
			continue;
		j = el->cnt[a] > 1 ? rng_below(s->r, el->cnt[a]) : 0;
		for (b = x; j > 0; j--)
			b = el->next[b];
		el->down[b] = 1;
		el->flag[a] = 1;
	}
	/* Next row: cells from above keep their set, others get a free one. */
	for (x = 0; x < cw; x++)
		el->flag[x] = 0;
	for (x = 0; x < cw; x++)
		if (el->down[x])
			el->flag[el->set[x]] = 1;
	for (fresh = 0, x = 0; x < cw; x++) {
		if (el->down[x])
			continue;
		while (el->flag[fresh])
			fresh++;
		el->set[x] = fresh++;
	}
	for (x = 0; x < cw; x++)
		el->parent[x] = x;
}

const struct maze_gen_streamer gen_eller = { el_open, el_row, el_close,
	4 * sizeof(uint32_t) + 2, NULL, NULL, NULL };
