/*
 * kruskal.c: Kruskal's algorithm.  Every inner wall, in random order, comes
 * down if the cells on its two sides are not yet connected; a union-find
 * forest tells.  Short dead ends everywhere (about 30% of the cells).
 * In a maze of several levels the floors between them are walls too.
 *
 * Memory: a shuffled list of the walls (4 bytes each, two a cell, three
 * with levels), the forest's parents (4 bytes a cell) and a bit a wall for
 * those that came down.
 */
#include <stdint.h>
#include <stdlib.h>

#include "gen/genpriv.h"
#include "lib/libpriv.h"

#define AHEAD	64	/* draws made ahead of the shuffle */
#define JAHEAD	16	/* walls fetched ahead of the joins */

#if defined(__GNUC__)
#define PREFETCH(p)	__builtin_prefetch(p)
#define PREFETCHW(p)	__builtin_prefetch((p), 1)
#else
#define PREFETCH(p)	((void)(p))
#define PREFETCHW(p)	((void)(p))
#endif

/*
 * Join the trees of cells a and b, if they are apart: Rem's algorithm with
 * splicing, which walks up both paths at once, the lower parent first, and
 * stops where they meet.  Whether they were apart is all that matters here.
 */
static inline int
unite(uint32_t *parent, uint32_t a, uint32_t b)
{
	uint32_t z;

	while (parent[a] != parent[b]) {
		if (parent[a] < parent[b]) {
			if (a == parent[a]) {
				parent[a] = parent[b];
				return 1;
			}
			z = parent[a];
			parent[a] = parent[b];
			a = z;
		} else {
			if (b == parent[b]) {
				parent[b] = parent[a];
				return 1;
			}
			z = parent[b];
			parent[b] = parent[a];
			b = z;
		}
	}
	return 0;
}

/*
 * Take the shuffled walls in order, each down if its cells are apart: nk
 * walls a cell (2, or 3 with levels), a constant where this is inlined, so
 * that the divisions by it are shifts and multiplications.  A wall down
 * sets its bit in down; frames draw it in m at once.
 */
static inline void
join(struct maze *m, const uint32_t *wall, uint32_t nwall, uint32_t *parent,
    uint64_t *down, uint32_t n, uint32_t nk, struct gen_frames *f,
    const struct gen_opts *o)
{
	uint32_t cw = m->w / 2, ch = m->h / 2, cd = maze_cell_levels(m);
	uint32_t i, c, k, v, x, y, z, joined = 0, next[3];
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
		/*
		 * The cells of a later wall fetched while this one is judged,
		 * and their parents those of a wall nearer.
		 */
		if (i + 2 * JAHEAD < nwall) {
			v = wall[i + 2 * JAHEAD];
			PREFETCH(&parent[v / nk]);
			PREFETCH(&parent[v / nk + next[v % nk]]);
		}
		if (i + JAHEAD < nwall) {
			v = wall[i + JAHEAD];
			PREFETCHW(&down[v / 64]);
			PREFETCH(&parent[parent[v / nk]]);
			PREFETCH(&parent[parent[v / nk + next[v % nk]]]);
		}
		v = wall[i];
		c = v / nk;
		k = v % nk;
		if (!unite(parent, c, c + next[k]))
			continue;
		joined++;
		down[v / 64] |= UINT64_C(1) << v % 64;
		gen_joined(o, 1);
		/* A step: a wall down, the head. */
		if (f != NULL) {
			gen_xyz(c, cw, ch, cd, &x, &y, &z);
			m->b[maze_cell3(m, x, y, z) + open[k]] = MAZE_OPEN;
			if (maze_frames_due(&f->mf))
				gen_frame_grid(f, m,
				    maze_cell3(m, x, y, z) + open[k]);
		}
	}
}

/* Open in m the walls whose bits are set in down, in the order of m->b. */
static void
draw(struct maze *m, const uint64_t *down, uint32_t nk)
{
	uint32_t cw = m->w / 2, ch = m->h / 2, cd = maze_cell_levels(m);
	uint32_t k, x, y, z;
	size_t v = 0, b;

	for (z = 0; z < cd; z++)
		for (y = 0; y < ch; y++) {
			b = maze_cell3(m, 0, y, z);
			for (x = 0; x < cw; x++, b += 2)
				for (k = 0; k < nk; k++, v++) {
					if (!(down[v / 64] >> v % 64 & 1))
						continue;
					if (k == 0)
						m->b[b + 1] = MAZE_OPEN;
					else if (k == 1)
						m->b[b + m->w] = MAZE_OPEN;
					else
						m->b[b + (size_t)m->w * m->h] =
						    MAZE_OPEN;
				}
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
	uint64_t *down;

	/*
	 * Wall nk c + 0 is east of cell c, nk c + 1 south of it, and with
	 * levels nk c + 2 under it.
	 */
	wall = malloc(((size_t)nk * n + 1) * sizeof *wall);
	parent = malloc((size_t)n * sizeof *parent);
	down = calloc((size_t)nk * n / 64 + 1, sizeof *down);
	if (wall == NULL || parent == NULL || down == NULL) {
		free(wall);
		free(parent);
		free(down);
		return maze_error(e, 0, 0, "out of memory");
	}
	maze_huge(wall, ((size_t)nk * n + 1) * sizeof *wall);
	maze_huge(parent, (size_t)n * sizeof *parent);
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
		join(m, wall, nwall, parent, down, n, 2, o->frames, o);
	else
		join(m, wall, nwall, parent, down, n, 3, o->frames, o);
	if (o->frames == NULL)
		draw(m, down, nk);
	free(wall);
	free(parent);
	free(down);
	return 0;
}
