/*
 * aldous-broder.c: the Aldous-Broder algorithm.  From a random cell, walk at
 * random; every time the walk enters a cell for the first time, the wall
 * it came through comes down: the cell it came from is its parent.
 * Uniform spanning trees like Wilson's, but the walk must cover the grid:
 * about (4/pi) n (ln n)^2 steps for n cells, 40 seconds at 10^8.
 * Memory: a byte a cell, the whole maze (a gen_tree).
 */
#include "gen/genpriv.h"

#define IN	0x80

/*
 * The walk, on cells of kind g, masked or not, both constants
 * (GEN_TWICE).  On a mask a step drawn toward a cell outside is drawn
 * again, as Wilson's does: the walk stays the inside graph's, and the
 * trees uniform over it.
 */
static GEN_TWICE int
walk(struct gen_stream *s, int g, int masked, struct maze_err *e)
{
	uint32_t cw = s->cw, ch = s->ch, cd = s->cd, x, y, z, nx, ny, nz;
	size_t left = (size_t)cw * ch * cd - 1, c;
	struct maze_gen_frames *f = s->o->frames;
	volatile size_t spare, *joined = gen_counter(s->o, &spare);
	unsigned char *cell;
	int d, rc;

	if ((rc = gen_walk_begin(s, IN, 0, &cell, &x, &y, &z, e)) != 0)
		return rc == 1 ? 0 : -1;
	if (g != GEN_LEVELS)
		cd = 1;
	if (masked)
		left = s->o->mask->n - 1;
	while (left > 0) {
		d = gen_walk_to(g, s->r, x, y, z, cw, ch, cd, &nx, &ny, &nz);
		c = ((size_t)nz * ch + ny) * cw + nx;
		if (masked && cell[c] == GEN_OUTSIDE)
			continue;
		if (!cell[c]) {
			cell[c] = IN | GEN_PARENT(gen_back(g, d));
			left--;
			(*joined)++;
			if (f != NULL && maze_frames_due(&f->mf))
				gen_frame_tree(s, c, 0);
		}
		x = nx;
		y = ny;
		z = nz;
	}
	return 0;
}

/*
 * The walk on rings: the walk above, draw for draw, its place kept as a
 * gen_pcur (genpriv.h), so that a step asks no search for its side.
 */
static int
walk_polar(struct gen_stream *s, struct maze_err *e)
{
	size_t left = s->o->mask->n - 1, c;
	struct maze_gen_frames *f = s->o->frames;
	volatile size_t spare, *joined = gen_counter(s->o, &spare);
	struct gen_pcur pc;
	struct maze_rng r;
	uint32_t x, y, z;
	unsigned char *cell;
	int d, rc;

	if ((rc = gen_walk_begin(s, IN, 0, &cell, &x, &y, &z, e)) != 0)
		return rc == 1 ? 0 : -1;
	gen_pcur_set(&pc, s->ch, s->cw, x, y);
	r = *s->r;	/* a copy the compiler can keep in registers */
	while (left > 0) {
		d = gen_pcur_draw(&pc, &r, &c);
		if (cell[c] == GEN_OUTSIDE)
			continue;
		if (!cell[c]) {
			cell[c] = IN | GEN_PARENT(maze_back(d));
			left--;
			(*joined)++;
			if (f != NULL && maze_frames_due(&f->mf))
				gen_frame_tree(s, c, 0);
		}
		gen_pcur_go(&pc, d, c);
	}
	*s->r = r;
	return 0;
}

static int
ab_open(struct gen_stream *s, struct maze_err *e)
{
	switch (s->grid) {
	case GEN_HEX:
		return walk(s, GEN_HEX, s->o->mask != NULL, e);
	case GEN_DELTA:
		return walk(s, GEN_DELTA, s->o->mask != NULL, e);
	case GEN_POLAR:
		return walk_polar(s, e);
	}
	if (s->o->mask != NULL)
		return s->cd == 1 ? walk(s, GEN_SQUARE, 1, e) :
		    walk(s, GEN_LEVELS, 1, e);
	return s->cd == 1 ? walk(s, GEN_SQUARE, 0, e) :
	    walk(s, GEN_LEVELS, 0, e);
}

const struct maze_gen_streamer gen_aldous_broder = GEN_TREE_STREAMER(ab_open);
