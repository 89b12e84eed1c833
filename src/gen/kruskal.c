/*
 * kruskal.c: Kruskal's algorithm.  Every inner wall, in random order, comes
 * down if the cells on its two sides are not yet connected; a union-find
 * forest tells.  Short dead ends everywhere (about 30% of the cells).
 * In a maze of several levels the floors between them are walls too.
 *
 * Memory: a shuffled list of the walls (4 bytes each, two a cell, three
 * with levels), the forest's parents (4 bytes a cell) and a bit a wall for
 * those that came down; the first two go once the maze is made, and the
 * rows are drawn from the bits as they are written, as are frames.  No
 * maze of blocks is held.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "gen/genpriv.h"
#include "lib/libpriv.h"

#define AHEAD	64	/* draws made ahead of the shuffle */
#define JAHEAD	16	/* walls fetched ahead of the joins */

/*
 * Join the trees of cells a and b, if they are apart: Rem's algorithm with
 * splicing, which walks up both paths at once, the lower parent first, and
 * stops where they meet.  Whether they were apart is all that matters here.
 * Adds the steps taken to *walk (a join takes one at least).
 */
static inline int
unite(uint32_t *parent, uint32_t a, uint32_t b, uint64_t *walk)
{
	uint32_t z;

	while (parent[a] != parent[b]) {
		++*walk;
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
 * Point every cell straight at its root.  Rem's rule only ever gives a
 * cell a parent of a higher number than its own, so from the top down a
 * cell's parent already points at the root.  Near the percolation point,
 * when trees of every size merge, the walks up get long, and each step is
 * a miss far out of the cache; the pass reads the parents nearly in order,
 * and after it every wall of a tree already joined is judged at once.
 */
static void
flatten(uint32_t *parent, uint32_t n)
{
	uint32_t x;

	for (x = n; x-- > 0; )
		parent[x] = parent[parent[x]];
}

/*
 * Wall w of a polar maze of s (kruskal_polar()): its cell (*x, *y) and
 * the way through it, clockwise or in, the side's direction plus 1 or 2.
 */
static int
polar_wall(const struct gen_stream *s, uint32_t w, uint32_t *x, uint32_t *y)
{
	uint32_t c = w / 2;

	*y = c / s->cw;
	*x = c - *y * s->cw;
	return (int)((maze_polar_sideof(*x, 2 * *y + 1) + 1 + w % 2) % 4);
}

/*
 * The cells of wall w of a polar maze of s, each by its number ring after
 * ring (maze_polar_num()), as the forest has them: its own in *own, and
 * the one beyond.  Cell k of ring r, on side sd (0 to 3, 2r + 1 cells
 * each), owns the wall clockwise, to k + 1 or across the seam to 0, and
 * the one in, to cell sd (2r - 1) + (k - sd (2r + 1)) - 1 of ring r - 1,
 * or to the centre from ring 1: numbered 4 (r - 1)^2 - 4 + k - 2 sd.
 * Which of the two a wall is, is as good as random in the shuffled
 * order, so both are computed and one chosen, without a branch.
 */
static uint32_t
polar_beyond(const struct gen_stream *s, uint32_t w, uint32_t *own)
{
	uint32_t c = w / 2, r = c / s->cw, k = c - r * s->cw;
	uint32_t n = 8 * r + 4, sd = maze_polar_sideof(k, 2 * r + 1);
	uint32_t me = 4 * r * r - 3 + k;
	uint32_t round = me + 1 - (k + 1 == n ? n : 0);
	uint32_t in = r == 1 ? 0 : 4 * (r - 1) * (r - 1) - 4 + k - 2 * sd;

	*own = me;
	return w % 2 ? in : round;
}

/* Is the cell beyond wall w of a polar maze of s inside mask in? */
static int
polar_in(const struct gen_stream *s, const unsigned char *in, uint32_t w)
{
	uint32_t x, y, nx, ny;
	int d = polar_wall(s, w, &x, &y);

	(void)maze_polar_next(s->ch, x, y, d, &nx, &ny);
	return in[(size_t)ny * s->cw + nx];
}

/*
 * The block of wall v of s (nk walls a cell) in a frame: the head of the
 * frame in which it comes down.
 */
static size_t
wall_block(const struct gen_stream *s, uint32_t v, uint32_t nk)
{
	uint32_t c = v / nk, k = v % nk, x, y, z, bx, by, nx, ny;
	size_t bw = 2 * (size_t)s->cw + 1, bh = 2 * (size_t)s->ch + 1;
	int d;

	if (s->grid == GEN_POLAR) {
		d = polar_wall(s, v, &x, &y);
		(void)maze_polar_door(s->ch, x, y, d, &bx, &by, &nx, &ny);
		return (size_t)by * (4 * (size_t)s->ch + 1) + bx;
	}
	gen_xyz(c, s->cw, s->ch, s->cd, &x, &y, &z);
	if (s->grid == GEN_HEX) {
		maze_hex_door(x, y, k == 0 ? MAZE_HEX_E : k % 2 ?
		    MAZE_HEX_SE : MAZE_HEX_SW, &bx, &by);
		return (size_t)by * (4 * (size_t)s->cw + 3) + bx;
	}
	bx = 2 * x + 1 + (k == 0);
	by = 2 * y + 1 + (k == 1);
	z = s->cd > 1 ? 2 * z + 1 + (k == 2) : 0;
	return ((size_t)z * bh + by) * bw + bx;
}

/*
 * Take the shuffled walls in order, each down if its cells are apart: nk
 * walls a cell (2, or 3 with levels), a constant in each copy (GEN_TWICE),
 * so that the divisions by it are shifts and multiplications, until need
 * of the n cells are one tree (all, or those inside a mask).  On rings
 * (polar, a constant too) the cell beyond a wall is no step of constant
 * size: polar_beyond() finds it as the wall is first fetched, and a ring
 * of the last RING keeps it for the fetches after.  A wall down sets its
 * bit in down; frames of s draw the maze from those bits.
 */
#define RING	(4 * JAHEAD)	/* a power of two, over 3 * JAHEAD */

static GEN_TWICE void
join(struct gen_stream *s, uint32_t cw, uint32_t ch, const uint32_t *wall,
    uint32_t nwall, uint32_t *parent, uint64_t *down, uint32_t n,
    uint32_t need, uint32_t nk, int polar)
{
	struct maze_gen_frames *f = s->o->frames;
	uint32_t i, c, b, v, joined = 0, next[5], beyond[RING], own[RING];
	uint64_t walk = 0;	/* steps past a join's one, since flattened */

	/* The cell beyond each wall, from the cell. */
	next[0] = 1;
	next[1] = cw;
	next[2] = nk == 5 ? cw - 1 : cw * ch;
	next[3] = cw + 1;
	next[4] = cw;
#define OWN(i, v)	(polar ? own[(i) % RING] : (v) / nk)
#define BEYOND(i, v)	(polar ? beyond[(i) % RING] : (v) / nk + next[(v) % nk])
	for (i = 0; polar && i < 3 * JAHEAD && i < nwall; i++)
		beyond[i] = polar_beyond(s, wall[i], &own[i]);
	if (f != NULL && f->mf.next == 0)
		gen_frame_stream(s, &gen_kruskal, SIZE_MAX);
	for (i = 0; i < nwall && joined + 1 < need; i++) {
		/*
		 * The cells of a later wall fetched while this one is judged,
		 * their parents those of a wall nearer, and theirs those of a
		 * nearer one still: the walk up to a root, which splicing
		 * keeps short, rarely waits on memory past that.
		 */
		if (i + 3 * JAHEAD < nwall) {
			v = wall[i + 3 * JAHEAD];
			if (polar)
				beyond[(i + 3 * JAHEAD) % RING] =
				    polar_beyond(s, v,
				    &own[(i + 3 * JAHEAD) % RING]);
			MAZE_PREFETCH(&parent[OWN(i + 3 * JAHEAD, v)]);
			MAZE_PREFETCH(&parent[BEYOND(i + 3 * JAHEAD, v)]);
		}
		if (i + 2 * JAHEAD < nwall) {
			v = wall[i + 2 * JAHEAD];
			MAZE_PREFETCH(&parent[parent[OWN(i + 2 * JAHEAD, v)]]);
			MAZE_PREFETCH(&parent[parent[BEYOND(i + 2 * JAHEAD,
			    v)]]);
		}
		if (i + JAHEAD < nwall) {
			v = wall[i + JAHEAD];
			MAZE_PREFETCHW(&down[v / 64]);
			MAZE_PREFETCH(&parent[parent[parent[OWN(i + JAHEAD,
			    v)]]]);
			MAZE_PREFETCH(&parent[parent[parent[BEYOND(i + JAHEAD,
			    v)]]]);
		}
		/*
		 * Flattened once the walks have taken n / 8 steps more than
		 * the joins need, a miss each: at 4000x4000, three passes of
		 * some 13 ms take a third off the joins' time.
		 */
		if (walk > n / 8) {
			flatten(parent, n);
			walk = 0;
		}
		v = wall[i];
		c = OWN(i, v);
		b = BEYOND(i, v);
		if (!unite(parent, c, b, &walk))
			continue;
		walk--;
		joined++;
		down[v / 64] |= UINT64_C(1) << v % 64;
		gen_joined(s->o, 1);
		/* A step: a wall down, the head. */
		if (f != NULL && maze_frames_due(&f->mf))
			gen_frame_stream(s, &gen_kruskal,
			    wall_block(s, v, nk));
	}
#undef OWN
#undef BEYOND
}

/*
 * Fisher-Yates, from the top down.  The draws do not depend on the walls,
 * so they are made AHEAD steps early and the wall each will swap is
 * fetched meanwhile: the swaps are all over a large array.
 */
static void
shuffle(uint32_t *wall, uint32_t nwall, struct maze_rng *r)
{
	uint32_t ahead[AHEAD], i, j, t, a;

	for (i = nwall, a = 0; i > 1 && a < AHEAD; i--, a++) {
		ahead[a] = rng_below(r, i);
		MAZE_PREFETCH(&wall[ahead[a]]);
	}
	for (i = nwall, a = 0; i > 1; i--, a = (a + 1) % AHEAD) {
		j = ahead[a];
		if (i > AHEAD + 1) {
			ahead[a] = rng_below(r, i - AHEAD);
			MAZE_PREFETCH(&wall[ahead[a]]);
		}
		t = wall[i - 1];
		wall[i - 1] = wall[j];
		wall[j] = t;
	}
}

/*
 * The maze as Kruskal's algorithm leaves it: the walls that came down, a
 * struct gen_walls (genpriv.h).  A hexagon's walls are east, south-east
 * and south-west (the others are its neighbours'), those south as numbers
 * 1 and 2 in an even row and 3 and 4 in an odd one, so that the cell
 * beyond each is a step of constant size: cw, cw - 1, cw + 1, cw.
 */
static int
is_down(const struct gen_walls *k, size_t c, uint32_t wall)
{
	size_t v = k->nk * c + wall;

	return k->down[v / 64] >> v % 64 & 1;
}

static void
kruskal_close(struct gen_stream *s)
{
	struct gen_walls *k = s->state;

	if (k != NULL)
		free(k->down);
	free(k);
	s->state = NULL;
}

/*
 * Kruskal's on rings: each cell of a ring owns the wall clockwise of it
 * and the one in, where it has one (the first and last of a side have
 * none), wall 2 c and 2 c + 1 of cell c; the centre owns none.  On a
 * mask, the walls of cells inside between them.
 */
static int
kruskal_polar(struct gen_stream *s, struct maze_err *e)
{
	struct gen_walls *k;
	uint32_t cw = s->cw, ch = s->ch, n = cw * ch, x, y, j, c;
	/* The forest's cells, ring after ring: half the grid's. */
	uint32_t nc = (uint32_t)maze_polar_cells(ch);
	uint32_t *wall, *parent, nwall = 0;
	const unsigned char *in;
	int holes;

	if ((k = s->state = calloc(1, sizeof *k)) == NULL)
		return maze_error(e, 0, 0, "out of memory");
	k->nk = 2;
	wall = malloc(((size_t)2 * nc + 1) * sizeof *wall);
	parent = malloc((size_t)nc * sizeof *parent);
	k->down = calloc((size_t)2 * n / 64 + 1, sizeof *k->down);
	if (wall == NULL || parent == NULL || k->down == NULL) {
		free(wall);
		free(parent);
		kruskal_close(s);
		return maze_error(e, 0, 0, "out of memory");
	}
	maze_huge(wall, ((size_t)2 * nc + 1) * sizeof *wall);
	maze_huge(parent, (size_t)nc * sizeof *parent);
	for (c = 0; c < nc; c++)
		parent[c] = c;
	/* On a mask with holes, the walls between two cells inside. */
	holes = s->o->mask->n != nc;
	in = s->o->mask->in;
	for (y = 1; y < ch; y++)
		for (x = 0; x < maze_polar_n(y); x++) {
			c = y * cw + x;
			j = x % (2 * y + 1);
			if (holes && !in[c])
				continue;
			if (!holes || polar_in(s, in, 2 * c))
				wall[nwall++] = 2 * c;
			if (j != 0 && j != 2 * y && (!holes ||
			    polar_in(s, in, 2 * c + 1)))
				wall[nwall++] = 2 * c + 1;
		}
	shuffle(wall, nwall, s->r);
	join(s, cw, ch, wall, nwall, parent, k->down, nc,
	    (uint32_t)s->o->mask->n, 2, 1);
	free(wall);
	free(parent);
	return 0;
}

/*
 * The whole maze is made here, and only the bits of the walls down are
 * kept: the shuffled walls and the forest are gone before the first row
 * is drawn.  Frames draw the maze from the bits as each wall comes down.
 */
static int
kruskal_open(struct gen_stream *s, struct maze_err *e)
{
	struct gen_walls *k;
	struct maze_rng *r = s->r;
	uint32_t cw = s->cw, ch = s->ch, cd = s->cd;
	uint32_t n = cw * ch * cd, x, y, z, c, odd, nw;
	uint32_t nk = s->grid == GEN_HEX ? 5 : cd > 1 ? 3 : 2;
	uint32_t *wall, *parent, nwall = 0, i;
	/* On a mask, the walls between two cells inside, and those cells. */
	const unsigned char *in = s->o->mask != NULL ? s->o->mask->in : NULL;

	if (s->grid == GEN_POLAR)
		return kruskal_polar(s, e);
	if ((k = s->state = calloc(1, sizeof *k)) == NULL)
		return maze_error(e, 0, 0, "out of memory");
	k->nk = nk;
	/*
	 * Wall nk c + 0 is east of cell c, nk c + 1 south of it, and with
	 * levels nk c + 2 under it.
	 */
	/* A hexagon numbers five walls but has three. */
	nw = nk == 5 ? 3 : nk;
	wall = malloc(((size_t)nw * n + 1) * sizeof *wall);
	parent = malloc((size_t)n * sizeof *parent);
	k->down = calloc((size_t)nk * n / 64 + 1, sizeof *k->down);
	if (wall == NULL || parent == NULL || k->down == NULL) {
		free(wall);
		free(parent);
		kruskal_close(s);
		return maze_error(e, 0, 0, "out of memory");
	}
	maze_huge(wall, ((size_t)nw * n + 1) * sizeof *wall);
	maze_huge(parent, (size_t)n * sizeof *parent);
	for (c = 0, z = 0; z < cd; z++)
		for (y = 0; y < ch; y++)
			for (x = 0; x < cw; x++, c++) {
				parent[c] = c;
				if (in != NULL && !in[c])
					continue;
				if (x + 1 < cw && (in == NULL || in[c + 1]))
					wall[nwall++] = nk * c;
				if (nk == 5 && y + 1 < ch) {
					/* South-east, south-west. */
					odd = y & 1;
					if (x + odd < cw && (in == NULL ||
					    in[c + cw + odd]))
						wall[nwall++] = nk * c + 1 +
						    2 * odd;
					if (x + odd > 0 && (in == NULL ||
					    in[c + cw + odd - 1]))
						wall[nwall++] = nk * c + 2 +
						    2 * odd;
					continue;
				}
				/* A triangle pointing down has none south. */
				if (s->grid == GEN_DELTA &&
				    !maze_delta_up(x, y))
					continue;
				if (y + 1 < ch && (in == NULL || in[c + cw]))
					wall[nwall++] = nk * c + 1;
				if (z + 1 < cd &&
				    (in == NULL || in[c + cw * ch]))
					wall[nwall++] = nk * c + 2;
			}
	shuffle(wall, nwall, r);
	/* Joins stop at a tree of the cells inside. */
	i = in != NULL ? (uint32_t)s->o->mask->n : n;
	if (nk == 2)
		join(s, cw, ch, wall, nwall, parent, k->down, n, i, 2, 0);
	else if (nk == 5)
		join(s, cw, ch, wall, nwall, parent, k->down, n, i, 5, 0);
	else
		join(s, cw, ch, wall, nwall, parent, k->down, n, i, 3, 0);
	free(wall);
	free(parent);
	return 0;
}

/*
 * The rows of cell row s->y of a hex maze: the cells and the walls east
 * of them, and above them the doors north-west and north-east of each,
 * the walls south-east and south-west of the cells above.
 */
static void
hex_row(struct gen_stream *s, unsigned char *above, unsigned char *cells)
{
	const struct gen_walls *k = s->state;
	uint32_t cw = s->cw, x, y = s->y, col, ux, up = (y - 1) & 1;
	size_t c = (size_t)y * cw;

	memset(above, MAZE_WALL, 4 * (size_t)cw + 3);
	memset(cells, MAZE_WALL, 4 * (size_t)cw + 3);
	for (x = 0; x < cw; x++) {
		col = maze_hex_col(x, y);
		memset(cells + col, MAZE_OPEN, 3);
		if (x + 1 < cw)
			cells[col + 3] = GEN_BLOCK(is_down(k, c + x, 0));
		if (y == 0)
			continue;
		if (maze_hex_at(col, y - 1, cw, &ux))
			above[col] = GEN_BLOCK(is_down(k, c - cw + ux,
			    1 + 2 * up));
		if (maze_hex_at(col + 2, y - 1, cw, &ux))
			above[col + 2] = GEN_BLOCK(is_down(k, c - cw + ux,
			    2 + 2 * up));
	}
	gen_mask_hex_row(s, cells);
}

/* The blocks of the cell row s->y of level s->z, and those above it. */
static void
kruskal_row(struct gen_stream *s, unsigned char *above, unsigned char *cells)
{
	const struct gen_walls *k = s->state;
	uint32_t cw = s->cw, x;
	size_t c = ((size_t)s->z * s->ch + s->y) * cw;

	if (s->grid == GEN_HEX) {
		hex_row(s, above, cells);
		return;
	}
	memset(above, MAZE_WALL, 2 * (size_t)cw + 1);
	if (s->y > 0)
		for (x = 0; x < cw; x++)
			above[2 * x + 1] = GEN_BLOCK(is_down(k, c - cw + x, 1));
	cells[0] = MAZE_WALL;
	for (x = 0; x < cw; x++) {
		cells[2 * x + 1] = MAZE_OPEN;
		cells[2 * x + 2] = GEN_BLOCK(is_down(k, c + x, 0));
	}
	if (s->o->mask != NULL)
		gen_mask_row(s, cells);
}

/* The floor over the cell row s->y of level s->z. */
static void
kruskal_floor(struct gen_stream *s, unsigned char *row)
{
	const struct gen_walls *k = s->state;
	uint32_t cw = s->cw, x;
	size_t c = ((size_t)s->z * s->ch + s->y) * cw;
	size_t over = c - (size_t)cw * s->ch;	/* the cell a level up */

	memset(row, MAZE_WALL, 2 * (size_t)cw + 1);
	if (s->z > 0)
		for (x = 0; x < cw; x++)
			row[2 * x + 1] = GEN_BLOCK(is_down(k, over + x, 2));
}

/* The root of cell a's tree: no splicing, for a look that joins nothing. */
static uint32_t
root(const uint32_t *parent, uint32_t a)
{
	while (parent[a] != a)
		a = parent[a];
	return a;
}

/*
 * Can cell i (of the grid's cells, j in wv) be a crossing?  Inside, with
 * no wall open yet and no tunnel's end, its four neighbours and four
 * diagonal ones inside and none of them a crossing: then the eight around
 * it are a ring that no crossing cuts, around which any route through it
 * goes as well, so the maze stays connected whatever the mask.  And
 * joining its passage (n, i, s) and its tunnel (w to e) must close no
 * loop: n, s and i apart, w and e apart, and not both in the passage's.
 */
static int
can_cross(const struct gen_weave *wv, size_t j, const uint32_t *parent,
    uint32_t i, uint32_t cw, int ns)
{
	const uint16_t *c = wv->cell;
	size_t pw = wv->pw;
	uint32_t n, s, w, e, b;
	int dx, dy;

	if (c[j] & (GW_LINKS | GW_HOLE | GW_OUT))
		return 0;
	for (dy = -1; dy <= 1; dy++)
		for (dx = -1; dx <= 1; dx++)
			if (c[(size_t)((ptrdiff_t)j + dy * (ptrdiff_t)pw +
			    dx)] & (GW_OUT | GW_UNDER))
				return 0;
	b = root(parent, i);
	n = root(parent, ns ? i - cw : i - 1);
	s = root(parent, ns ? i + cw : i + 1);
	w = root(parent, ns ? i - 1 : i - cw);
	e = root(parent, ns ? i + 1 : i + cw);
	return n != s && n != b && s != b && w != e &&
	    !((w == n || w == s || w == b) && (e == n || e == s || e == b));
}

/*
 * Kruskal's on a weave, as Buck places crossings: first, each cell but
 * those of the grid's edge, in reading order, with the chance --weave
 * gives, becomes a crossing if can_cross() allows, its passage north to
 * south or west to east at the toss of a coin, and the trees are joined
 * as it joins them; then the walls, in random order, as ever, but those
 * of a crossing, which stay as they are.
 */
static int
kruskal_weave(struct gen_stream *s, struct gen_weave *wv,
    struct maze_err *e)
{
	uint32_t cw = s->cw, ch = s->ch, n = cw * ch, i, x, y, nw = 0;
	uint32_t joins = 0, inside = 0;
	uint64_t offer = gen_weave_chance(s->o->weave), walk = 0, *down;
	uint32_t *parent, *wall;
	size_t j;
	uint16_t *c = wv->cell;
	int ns, d;

	parent = malloc((size_t)n * sizeof *parent);
	wall = malloc(((size_t)2 * n + 1) * sizeof *wall);
	down = calloc((size_t)2 * n / 64 + 1, sizeof *down);
	if (parent == NULL || wall == NULL || down == NULL) {
		free(parent);
		free(wall);
		free(down);
		return maze_error(e, 0, 0, "out of memory");
	}
	maze_huge(wall, ((size_t)2 * n + 1) * sizeof *wall);
	maze_huge(parent, (size_t)n * sizeof *parent);
	for (i = 0; i < n; i++)
		parent[i] = i;
	for (y = 1; y + 1 < ch; y++)
		for (x = 1; x + 1 < cw; x++) {
			if (!gen_chance(s->r, offer))
				continue;
			ns = (int)rng_below(s->r, 2);
			i = y * cw + x;
			j = (size_t)y * wv->pw + x;
			if (!can_cross(wv, j, parent, i, cw, ns))
				continue;
			d = ns ? MAZE_N : MAZE_W;
			gen_weave_join(wv, j, d);
			gen_weave_join(wv, j, maze_back(d));
			(void)unite(parent, i, ns ? i - cw : i - 1, &walk);
			(void)unite(parent, i, ns ? i + cw : i + 1, &walk);
			d = ns ? MAZE_W : MAZE_N;
			gen_weave_tunnel(wv, (size_t)((ptrdiff_t)j +
			    wv->step[d]), maze_back(d));
			(void)unite(parent, ns ? i - 1 : i - cw,
			    ns ? i + 1 : i + cw, &walk);
			joins += 3;
			gen_joined(s->o, 3);
		}
	/* The walls east and south of each cell, but a crossing's. */
	for (y = 0; y < ch; y++)
		for (x = 0; x < cw; x++) {
			j = (size_t)y * wv->pw + x;
			if (c[j] & GW_OUT)
				continue;
			inside++;
			if (c[j] & GW_UNDER)
				continue;
			if (x + 1 < cw && !(c[j + 1] & (GW_OUT | GW_UNDER)))
				wall[nw++] = 2 * (y * cw + x);
			if (y + 1 < ch &&
			    !(c[j + wv->pw] & (GW_OUT | GW_UNDER)))
				wall[nw++] = 2 * (y * cw + x) + 1;
		}
	shuffle(wall, nw, s->r);
	join(s, cw, ch, wall, nw, parent, down, n, inside - joins, 2, 0);
	free(parent);
	free(wall);
	/* The walls that came down, open in the weave's cells. */
	for (i = 0; i < 2 * n; i++)
		if (down[i / 64] >> i % 64 & 1)
			gen_weave_join(wv, (size_t)(i / 2 / cw) * wv->pw +
			    i / 2 % cw, i % 2 ? MAZE_S : MAZE_E);
	free(down);
	return 0;
}

const struct maze_gen_streamer gen_kruskal = {
	kruskal_open, kruskal_row, kruskal_close, 0, kruskal_floor,
	kruskal_weave, gen_walls_polar
};
