/*
 * kruskal.c: Kruskal's algorithm.  Every inner wall, in random order, comes
 * down if the cells on its two sides are not yet connected; a union-find
 * forest tells.  Short dead ends everywhere (about 30% of the cells).
 * In a maze of several levels the floors between them are walls too.
 *
 * Memory: a shuffled list of the walls (4 bytes each, two a cell, three
 * with levels), the forest's parents (4 bytes a cell) and ranks (1 byte a
 * cell).
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

/*
 * Take the shuffled walls in order, each down if its cells are apart: nk
 * walls a cell (2, or 3 with levels), a constant where this is inlined, so
 * that the divisions by it are shifts and multiplications.
 */
static inline void
join(struct maze *m, const uint32_t *wall, uint32_t nwall, uint32_t *parent,
    unsigned char *rank, uint32_t n, uint32_t nk, struct gen_frames *f,
    const struct gen_opts *o)
{
	uint32_t cw = m->w / 2, ch = m->h / 2, cd = maze_cell_levels(m);
	uint32_t i, a, b, c, k, t, v, x, y, z, joined = 0, next[3];
	size_t open[3];

	/* The cell beyond each wall, and the block between, from the cell. */
	next[0] = 1;
	next[1] = cw;
	next[2] = cw * ch;
	open[0] = 1;
	open[1] = m->w;
	open[2] = (size_t)m->w * m->h;
	if (f != NULL && f->mf.next == 0)
		gen_frame_grid(f, m, SIZE_MAX);
	for (i = 0; i < nwall && joined + 1 < n; i++) {
		/* The cells of a later wall, fetched while this one is judged. */
		if (i + AHEAD < nwall) {
			v = wall[i + AHEAD];
			PREFETCH(&parent[v / nk]);
			PREFETCH(&parent[v / nk + next[v % nk]]);
		}
		c = wall[i] / nk;
		k = wall[i] % nk;
		a = find(parent, c);
		b = find(parent, c + next[k]);
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
		gen_joined(o, 1);
		gen_xyz(c, cw, ch, cd, &x, &y, &z);
		m->b[maze_cell3(m, x, y, z) + open[k]] = MAZE_OPEN;
		/* A step: a wall down, the head. */
		if (f != NULL && maze_frames_due(&f->mf))
			gen_frame_grid(f, m, maze_cell3(m, x, y, z) + open[k]);
	}
}

int
gen_kruskal(struct maze *m, struct rng *r, const struct gen_opts *o,
    struct maze_err *e)
{
	uint32_t cw = m->w / 2, ch = m->h / 2, cd = maze_cell_levels(m);
	uint32_t n = cw * ch * cd, x, y, z, c, nk = cd > 1 ? 3 : 2;
	uint32_t *wall, *parent, nwall = 0, i, j, t, k;
	uint32_t ahead[AHEAD];
	unsigned char *rank;

	/*
	 * Wall nk c + 0 is east of cell c, nk c + 1 south of it, and with
	 * levels nk c + 2 under it.
	 */
	wall = malloc(((size_t)nk * n + 1) * sizeof *wall);
	parent = malloc((size_t)n * sizeof *parent);
	rank = calloc(n, 1);
	if (wall == NULL || parent == NULL || rank == NULL) {
		free(wall);
		free(parent);
		free(rank);
		return maze_error(e, 0, 0, "out of memory");
	}
	for (c = 0, z = 0; z < cd; z++)
		for (y = 0; y < ch; y++)
			for (x = 0; x < cw; x++, c++) {
				parent[c] = c;
				if (x + 1 < cw)
					wall[nwall++] = nk * c;
				if (y + 1 < ch)
					wall[nwall++] = nk * c + 1;
				if (z + 1 < cd)
					wall[nwall++] = nk * c + 2;
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
	if (nk == 2)
		join(m, wall, nwall, parent, rank, n, 2, o->frames, o);
	else
		join(m, wall, nwall, parent, rank, n, 3, o->frames, o);
	free(wall);
	free(parent);
	free(rank);
	return 0;
}
