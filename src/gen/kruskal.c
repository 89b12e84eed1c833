/*
 * kruskal.c: Kruskal's algorithm.  Every inner wall, in random order, comes
 * down if the cells on its two sides are not yet connected; a union-find
 * forest tells.  Short dead ends everywhere (about 30% of the cells).
 *
 * Memory: a shuffled list of the walls (4 bytes each, two a cell), the
 * forest's parents (4 bytes a cell) and ranks (1 byte a cell).
 */
#include <stdint.h>
#include <stdlib.h>

#include "gen/genpriv.h"

#define AHEAD	16	/* draws made ahead of the shuffle */

#if defined(__GNUC__)
#define PREFETCH(p)	__builtin_prefetch(p)
#else
#define PREFETCH(p)	((void)(p))
#endif

/* The root of cell c's tree, halving the path on the way. */
static uint32_t
find(uint32_t *parent, uint32_t c)
{
	while (parent[c] != c) {
		parent[c] = parent[parent[c]];
		c = parent[c];
	}
	return c;
}

int
gen_kruskal(struct maze *m, struct rng *r, const struct gen_opts *o,
    struct maze_err *e)
{
	uint32_t cw = m->w / 2, ch = m->h / 2, n = cw * ch, x, y, c, a, b;
	uint32_t *wall, *parent, nwall = 0, i, j, t, joined = 0, k;
	uint32_t ahead[AHEAD];
	unsigned char *rank;

	(void)o;

	/* Wall 2c + 0 is east of cell c, wall 2c + 1 south of it. */
	wall = malloc(((size_t)2 * n + 1) * sizeof *wall);
	parent = malloc((size_t)n * sizeof *parent);
	rank = calloc(n, 1);
	if (wall == NULL || parent == NULL || rank == NULL) {
		free(wall);
		free(parent);
		free(rank);
		return maze_error(e, 0, 0, "out of memory");
	}
	for (c = 0, y = 0; y < ch; y++)
		for (x = 0; x < cw; x++, c++) {
			parent[c] = c;
			if (x + 1 < cw)
				wall[nwall++] = 2 * c;
			if (y + 1 < ch)
				wall[nwall++] = 2 * c + 1;
		}
	/*
	 * Fisher-Yates, from the top down.  The draws do not depend on the
	 * walls, so they are made AHEAD steps early and the wall each will
	 * swap is fetched meanwhile: the swaps are all over a large array.
	 */
	for (i = nwall, k = 0; i > 1 && k < AHEAD; i--, k++) {
		ahead[k] = rng_below(r, i);
		PREFETCH(&wall[ahead[k]]);
	}
	for (i = nwall, k = 0; i > 1; i--, k = (k + 1) % AHEAD) {
		j = ahead[k];
		if (i > AHEAD + 1) {
			ahead[k] = rng_below(r, i - AHEAD);
			PREFETCH(&wall[ahead[k]]);
		}
		t = wall[i - 1];
		wall[i - 1] = wall[j];
		wall[j] = t;
	}
	for (i = 0; i < nwall && joined + 1 < n; i++) {
		/* The cells of a later wall, fetched while this one is judged. */
		if (i + AHEAD < nwall) {
			PREFETCH(&parent[wall[i + AHEAD] / 2]);
			PREFETCH(&parent[wall[i + AHEAD] / 2 +
			    (wall[i + AHEAD] % 2 ? cw : 1)]);
		}
		c = wall[i] / 2;
		a = find(parent, c);
		b = find(parent, wall[i] % 2 ? c + cw : c + 1);
		if (a == b)
			continue;
		if (rank[a] < rank[b]) {
			t = a;
			a = b;
			b = t;
		}
		parent[b] = a;
		if (rank[a] == rank[b])
			rank[a]++;
		joined++;
		m->b[maze_cell(m, c % cw, c / cw) + (wall[i] % 2 ? m->w : 1)] =
		    MAZE_OPEN;
	}
	free(wall);
	free(parent);
	free(rank);
	return 0;
}
