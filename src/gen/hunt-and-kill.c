/*
 * hunt-and-kill.c: hunt-and-kill.  From the root, walk to a random
 * neighbour not yet visited, knocking down the wall, until there is none
 * (the kill); then hunt: scan the cells row by row from the top for the
 * first unvisited one next to a visited one, join it to a random visited
 * neighbour and walk on from there.  Long winding passages like the
 * backtracker's, a few more dead ends.
 *
 * The hunt keeps a pointer to the first unvisited cell in scan order,
 * which only moves forward: once the top-left cell is visited, that cell
 * always has a visited neighbour (left of it, or above it), so the whole
 * run is linear.  Before that (a root elsewhere than the corner) the hunt
 * scans on from the pointer.  Memory: a byte a cell, visited or not and
 * the direction to the cell it joined, the whole maze (a gen_tree).
 */
#include "gen/genpriv.h"

/* Where the walk is, and the grid's sides, in cells. */
struct pos {
	uint32_t x, y, z;
	uint32_t cw, ch, cd;
};

/*
 * Directions from p to neighbours that are (want 1) or are not (want 0)
 * visited: a visited cell has a parent, or is the root, in its low bits;
 * one not visited is 0.  A cell outside a mask is neither: the hunt goes
 * only inside.
 */
static GEN_TWICE uint32_t
around(const unsigned char *in, const struct pos *p, int want, int *dirs,
    int g)
{
	uint32_t k = 0, nx, ny, nz;
	int d, nd = gen_nd(g);

	for (d = 0; d < nd; d++)
		if (gen_next(g, p->x, p->y, p->z, p->cw, p->ch, p->cd, d, &nx,
		    &ny, &nz) && (want ? (in[((size_t)nz * p->ch + ny) *
		    p->cw + nx] & 7) != 0 : in[((size_t)nz * p->ch + ny) *
		    p->cw + nx] == 0))
			dirs[k++] = d;
	return k;
}

/* Put p at cell c, numbered row by row and level by level. */
static GEN_TWICE void
at(struct pos *p, size_t c, int g)
{
	gen_xyz(c, p->cw, p->ch, g != GEN_LEVELS ? 1 : p->cd, &p->x, &p->y,
	    &p->z);
}

/* The hunt and the walks on cells of kind g, a constant (GEN_TWICE). */
static GEN_TWICE int
hunt(struct gen_stream *s, int g, struct maze_err *e)
{
	struct pos p;
	size_t n = (size_t)s->cw * s->ch * s->cd, h = 0, q, walk = 0;
	struct maze_gen_frames *f = s->o->frames;
	volatile size_t spare, *joined = gen_counter(s->o, &spare);
	uint32_t k;
	unsigned char *in;
	int d, dirs[6];

	p.cw = s->cw;
	p.ch = s->ch;
	p.cd = s->cd;
	if (gen_tree_open(s, 0, MAZE_GEN_ROOT_CORNER, &p.x, &p.y, &p.z,
	    e) == -1)
		return -1;
	if (g != GEN_LEVELS)
		p.z = 0;
	in = ((struct gen_tree *)s->state)->cell;
#define HERE	(((size_t)p.z * p.ch + p.y) * p.cw + p.x)
	in[HERE] = GEN_NO_PARENT;
	gen_frames_look(s, 7, 0, MAZE_WALK);
	gen_frame_first(s, HERE);
	for (;;) {
		if ((k = around(in, &p, 0, dirs, g)) == 0) {
			/* Hunt. */
			while (h < n && in[h])
				h++;
			for (q = h; q < n; q++) {
				if (in[q])
					continue;
				at(&p, q, g);
				if (around(in, &p, 1, dirs, g) > 0)
					break;
			}
			if (q == n)
				break;
			k = around(in, &p, 1, dirs, g);
		}
		d = dirs[k > 1 ? rng_below(s->r, k) : 0];
		if (in[HERE]) {
			/* A step of the walk: on into the new cell. */
			(void)gen_next(g, p.x, p.y, p.z, p.cw, p.ch, p.cd, d,
			    &p.x, &p.y, &p.z);
			in[HERE] = GEN_PARENT(gen_back(g, d));
			walk++;
		} else {
			/* A hunted cell, joining its visited neighbour. */
			in[HERE] = GEN_PARENT(d);
			walk = 0;
		}
		(*joined)++;
		/* A step: the walk since the hunt (or the root) its trail. */
		if (f != NULL && maze_frames_due(&f->mf))
			gen_frame_tree(s, HERE, walk);
	}
#undef HERE
	return 0;
}

static int
hk_open(struct gen_stream *s, struct maze_err *e)
{
	switch (s->grid) {
	case GEN_HEX:
		return hunt(s, GEN_HEX, e);
	case GEN_DELTA:
		return hunt(s, GEN_DELTA, e);
	case GEN_POLAR:
		return hunt(s, GEN_POLAR, e);
	case GEN_LEVELS:
		return hunt(s, GEN_LEVELS, e);
	}
	return hunt(s, GEN_SQUARE, e);
}

const struct maze_gen_streamer gen_hunt_and_kill = GEN_TREE_STREAMER(hk_open);
