/*
 * heat.c: the heat map's distances: every block's path distance from a root,
 * by the library's search: Dial's algorithm (Dijkstra's with a ring of
 * buckets), since entering a weighted block '1'..'9' costs its digit and any
 * other open block 1; on an unweighted maze, a breadth-first search.
 */
#include <stdlib.h>
#include <string.h>

#include "lib/libpriv.h"
#include "render/renderpriv.h"

/* What a walk writes: each block's distance, and the greatest. */
struct fill {
	const struct maze_search *s;
	struct maze_render_heat *h;
	int far;		/* a distance too large for a uint32_t */
};

void
maze_render_heat_init(struct maze_render_heat *h)
{
	memset(h, 0, sizeof *h);
}

void
maze_render_heat_free(struct maze_render_heat *h)
{
	free(h->dist);
	maze_search_free(h->srch);
	maze_render_heat_init(h);
}

static int
fill_visit(void *arg, size_t p, uint64_t d)
{
	struct fill *f = arg;

	if (d > MAZE_RENDER_FAR - SEARCH_NBUCKETS) {
		f->far = 1;
		return 1;
	}
	f->h->dist[search_unpad(f->s, p)] = (uint32_t)d;
	f->h->max = (uint32_t)d;
	return 0;
}

/*
 * Fill h with the distance of every block of m from block root (an open
 * one): MAZE_RENDER_FAR for walls and blocks it cannot reach.  Returns 0, or -1
 * with e set.
 */
int
render_heat(struct maze_render_heat *h, const struct maze *m, size_t root,
    struct maze_err *e)
{
	struct maze_search *s;
	struct search_walk w;
	struct fill f;
	size_t n = maze_blocks(m), j;
	uint32_t *dist;

	if (maze_check_grid(m, 1, e) == -1)
		return -1;
	if (n > h->cap) {
		if ((dist = realloc(h->dist, n * sizeof *dist)) == NULL)
			return maze_error(e, 0, 0, "out of memory for the heat "
			    "map");
		/* Filled in the order of a walk: see maze_huge. */
		maze_huge(dist, n * sizeof *dist);
		h->dist = dist;
		h->cap = n;
	}
	dist = h->dist;
	for (j = 0; j < n; j++)
		dist[j] = MAZE_RENDER_FAR;
	h->max = 0;
	if ((h->srch == NULL && (h->srch = maze_search_new()) == NULL) ||
	    search_load(s = h->srch, m, SEARCH_WEIGHTS, e) == -1)
		return maze_error(e, 0, 0, "out of memory for the heat map");
	memset(&f, 0, sizeof f);
	f.s = s;
	f.h = h;
	memset(&w, 0, sizeof w);
	w.dst = MAZE_NONE;
	w.visit = fill_visit;
	w.arg = &f;
	if (search_walk(s, search_pad(s, root), &w, e) == -1)
		return maze_error(e, 0, 0, "out of memory for the heat map");
	if (f.far)
		return maze_error(e, 0, 0, "distances too large for the heat "
		    "map");
	return 0;
}
