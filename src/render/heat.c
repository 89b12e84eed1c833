/*
 * heat.c: the heat map's distances: every block's path distance from a root,
 * by Dial's algorithm (Dijkstra's with a ring of buckets), since entering a
 * weighted block '1'..'9' costs its digit and any other open block 1.  On an
 * unweighted maze it is a breadth-first search.
 */
#include <stdlib.h>
#include <string.h>

#include "render/renderpriv.h"

#define NBUCKETS	10	/* more than the dearest step */

struct bucket {
	uint32_t *v;
	size_t n, cap;
};

void
render_heat_init(struct render_heat *h)
{
	memset(h, 0, sizeof *h);
}

void
render_heat_free(struct render_heat *h)
{
	free(h->dist);
	render_heat_init(h);
}

static int
push(struct bucket *b, uint32_t i)
{
	uint32_t *v;
	size_t cap;

	if (b->n == b->cap) {
		cap = b->cap ? 2 * b->cap : 1024;
		if ((v = realloc(b->v, cap * sizeof *v)) == NULL)
			return -1;
		b->v = v;
		b->cap = cap;
	}
	b->v[b->n++] = i;
	return 0;
}

/* Weights come back through the route's letters, as maze(5) says. */
static unsigned
cost(unsigned char c)
{
	return maze_weight(c);
}

/*
 * Fill h with the distance of every block of m from block root (an open
 * one): RENDER_FAR for walls and blocks it cannot reach.  Returns 0, or -1
 * with e set.
 */
int
render_heat(struct render_heat *h, const struct maze *m, size_t root,
    struct maze_err *e)
{
	struct bucket b[NBUCKETS];
	size_t n = (size_t)m->w * m->h, pending = 1, j;
	uint32_t *dist, d, nd, i, x, y, ni;
	int k, rc = -1;

	if (n > h->cap) {
		if ((dist = realloc(h->dist, n * sizeof *dist)) == NULL)
			return maze_error(e, 0, 0, "out of memory for the heat "
			    "map");
		h->dist = dist;
		h->cap = n;
	}
	dist = h->dist;
	for (j = 0; j < n; j++)
		dist[j] = RENDER_FAR;
	h->max = 0;
	memset(b, 0, sizeof b);
	dist[root] = 0;
	if (push(&b[0], (uint32_t)root) == -1)
		goto oom;
	for (d = 0; pending > 0; d++) {
		struct bucket *bk = &b[d % NBUCKETS];

		if (d > RENDER_FAR - NBUCKETS) {
			maze_error(e, 0, 0, "distances too large for the heat "
			    "map");
			goto out;
		}
		for (j = 0; j < bk->n; j++) {
			i = bk->v[j];
			if (dist[i] != d)
				continue;
			h->max = d;
			x = i % m->w;
			y = i / m->w;
			for (k = 0; k < 4; k++) {
				if ((k == MAZE_N && y == 0) ||
				    (k == MAZE_S && y + 1 == m->h) ||
				    (k == MAZE_W && x == 0) ||
				    (k == MAZE_E && x + 1 == m->w))
					continue;
				ni = (uint32_t)((int64_t)i + maze_dy[k] *
				    (int64_t)m->w + maze_dx[k]);
				if (!maze_isopen(m->b[ni]))
					continue;
				nd = d + cost(m->b[ni]);
				if (nd >= dist[ni])
					continue;
				dist[ni] = nd;
				if (push(&b[nd % NBUCKETS], ni) == -1)
					goto oom;
				pending++;
			}
		}
		pending -= bk->n;
		bk->n = 0;
	}
	rc = 0;
	goto out;
oom:
	maze_error(e, 0, 0, "out of memory for the heat map");
out:
	for (k = 0; k < NBUCKETS; k++)
		free(b[k].v);
	return rc;
}
