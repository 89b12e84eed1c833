/*
 * wilson.c: Wilson's algorithm.  One random cell starts the tree.  Then,
 * for each cell not yet in it, row by row (level by level, with levels),
 * a random walk runs from that cell until it meets the tree; every cell
 * remembers the direction it was last left by, which erases the walk's
 * loops, and the loop-erased path joins the tree, each cell's last exit
 * leading to its parent.  The mazes
 * are uniform spanning trees: every perfect maze of the grid is equally
 * likely.
 *
 * Memory: one byte a cell (in the tree, and the last exit), the whole
 * maze: the rows are drawn from it (a gen_tree).  Time: the walks; on an
 * n-cell grid about n log n steps in all, the first walks the longest.
 * No recursion.
 */
#include <stddef.h>

#include "gen/genpriv.h"

#define IN	0x80

/*
 * The cell after cell c in direction d, in cw x ch x cd cells of kind g:
 * a step of constant size on square cells; on the others, through
 * gen_next(), whose steps depend on the row.
 */
static GEN_TWICE size_t
after(int g, const ptrdiff_t *step, size_t c, int d, uint32_t cw,
    uint32_t ch)
{
	uint32_t nx, ny, nz;

	if (g == GEN_SQUARE || g == GEN_LEVELS)
		return c + (size_t)step[d];
	(void)gen_next(g, (uint32_t)(c % cw), (uint32_t)(c / cw), 0, cw, ch,
	    1, d, &nx, &ny, &nz);
	return (size_t)ny * cw + nx;
}

/*
 * The frame of a step, cell c just joined: the rest of its walk, from
 * cell next, not yet joined, follows the exits it was last left by; it is
 * drawn as a trail, each cell's exit as its parent for the while.
 */
static void
frame(struct gen_stream *s, unsigned char *cell, const ptrdiff_t *step,
    size_t c, size_t next)
{
	size_t q;
	int d;

	for (q = next; !(cell[q] & IN); q = after(s->grid, step, q, d, s->cw,
	    s->ch)) {
		d = cell[q];
		cell[q] = GEN_FMARK | GEN_PARENT(d);
	}
	gen_frame_tree(s, c, 0);
	for (q = next; cell[q] & GEN_FMARK; q = after(s->grid, step, q, d,
	    s->cw, s->ch)) {
		d = (cell[q] & 7) - 1;
		cell[q] = (unsigned char)d;
	}
}

/*
 * The walks, on cells of kind g, masked or not, both constants
 * (GEN_TWICE).  On a mask, a step drawn toward a cell outside is drawn
 * again: the walk's next cell is uniform over the inside neighbours, the
 * walk of the inside's graph, so that the trees are uniform over it.
 */
static GEN_TWICE int
walks(struct gen_stream *s, int g, int masked, struct maze_err *e)
{
	uint32_t cw = s->cw, ch = s->ch, cd = s->cd, x, y, z, nx, ny, nz;
	size_t n = (size_t)cw * ch * cd, sc, c, next;
	ptrdiff_t step[6];
	struct maze_gen_frames *f = s->o->frames;
	volatile size_t spare, *joined = gen_counter(s->o, &spare);
	unsigned char *cell;
	int d, rc;

	/* A step in each direction, in cell numbers, on square cells. */
	for (d = 0; d < 6; d++)
		step[d] = ((ptrdiff_t)maze_dz[d] * (ptrdiff_t)ch +
		    maze_dy[d]) * (ptrdiff_t)cw + maze_dx[d];

	if ((rc = gen_walk_begin(s, IN, MAZE_WALK, &cell, &x, &y, &z, e)) != 0)
		return rc == 1 ? 0 : -1;
	if (g != GEN_LEVELS)
		cd = 1;
	for (sc = 0; sc < n; sc++) {
		if (cell[sc] & IN)
			continue;
		/* Walk, remembering the last exit of each cell. */
		gen_xyz(sc, cw, ch, cd, &x, &y, &z);
		c = sc;
		while (!(cell[c] & IN)) {
			d = gen_walk_to(g, s->r, x, y, z, cw, ch, cd, &nx,
			    &ny, &nz);
			next = ((size_t)nz * ch + ny) * cw + nx;
			if (masked && cell[next] == GEN_OUTSIDE)
				continue;
			cell[c] = (unsigned char)d;
			x = nx;
			y = ny;
			z = nz;
			c = next;
		}
		/* Follow the exits again: the loop-erased path. */
		if (g == GEN_HEX || g == GEN_DELTA)
			gen_xyz(sc, cw, ch, cd, &x, &y, &z);
		for (c = sc; !(cell[c] & IN); c = next) {
			d = cell[c];
			if (g == GEN_SQUARE || g == GEN_LEVELS)
				next = c + (size_t)step[d];
			else {
				(void)gen_next(g, x, y, 0, cw, ch, 1, d, &x,
				    &y, &z);
				next = (size_t)y * cw + x;
			}
			cell[c] = IN | GEN_PARENT(d);
			(*joined)++;
			if (f != NULL && maze_frames_due(&f->mf))
				frame(s, cell, step, c, next);
		}
	}
	return 0;
}

/*
 * The walks on rings: those above, draw for draw, their place kept as a
 * gen_pcur (genpriv.h), so that a step asks no search for its side.
 */
static int
polar_walks(struct gen_stream *s, struct maze_err *e)
{
	uint32_t cw = s->cw, ch = s->ch, x, y, z;
	size_t n = (size_t)cw * ch, sc, c, at[4];
	ptrdiff_t step[6] = { 0 };	/* frame()'s: no step is constant */
	struct maze_gen_frames *f = s->o->frames;
	volatile size_t spare, *joined = gen_counter(s->o, &spare);
	struct gen_pcur pc;
	struct maze_rng r;
	unsigned char *cell;
	int d, rc;

	if ((rc = gen_walk_begin(s, IN, MAZE_WALK, &cell, &x, &y, &z, e)) != 0)
		return rc == 1 ? 0 : -1;
	r = *s->r;	/* a copy the compiler can keep in registers */
	for (sc = 0; sc < n; sc++) {
		if (cell[sc] & IN)
			continue;
		/* Walk, remembering the last exit of each cell. */
		gen_pcur_set(&pc, ch, cw, (uint32_t)(sc % cw),
		    (uint32_t)(sc / cw));
		while (!(cell[pc.cur] & IN)) {
			d = gen_pcur_draw(&pc, &r, &c);
			if (cell[c] == GEN_OUTSIDE)
				continue;
			cell[pc.cur] = (unsigned char)d;
			gen_pcur_go(&pc, d, c);
		}
		/* Follow the exits again: the loop-erased path. */
		gen_pcur_set(&pc, ch, cw, (uint32_t)(sc % cw),
		    (uint32_t)(sc / cw));
		while (!(cell[c = pc.cur] & IN)) {
			d = cell[c];
			(void)gen_pcur_ways(&pc, at);
			gen_pcur_go(&pc, d, at[d]);
			cell[c] = IN | GEN_PARENT(d);
			(*joined)++;
			if (f != NULL && maze_frames_due(&f->mf))
				frame(s, cell, step, c, pc.cur);
		}
	}
	*s->r = r;
	return 0;
}

static int
wi_open(struct gen_stream *s, struct maze_err *e)
{
	switch (s->grid) {
	case GEN_HEX:
		return walks(s, GEN_HEX, s->o->mask != NULL, e);
	case GEN_DELTA:
		return walks(s, GEN_DELTA, s->o->mask != NULL, e);
	case GEN_POLAR:
		return polar_walks(s, e);
	}
	if (s->o->mask != NULL)
		return s->cd == 1 ? walks(s, GEN_SQUARE, 1, e) :
		    walks(s, GEN_LEVELS, 1, e);
	return s->cd == 1 ? walks(s, GEN_SQUARE, 0, e) :
	    walks(s, GEN_LEVELS, 0, e);
}

const struct maze_gen_streamer gen_wilson = GEN_TREE_STREAMER(wi_open);
