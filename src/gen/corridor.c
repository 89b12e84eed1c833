/*
 * corridor.c: the corridor generator of the numpy maze blog.  From the
 * root, carve a corridor, each step to a random unvisited neighbour,
 * until it is --corridor cells long (999 by default) or reaches a dead
 * end; then start a new corridor from a random visited cell that still has
 * an unvisited neighbour, and so on until every cell is visited.  With a
 * long limit it is close to hunt-and-kill with random restarts; short
 * limits give bushier mazes with more junctions.
 *
 * The visited cells wait in a list (4 bytes each); a cell drawn from it
 * with no unvisited neighbour left is dropped, the last cell taking its
 * place, so that the draw is uniform over the cells that qualify.  Memory:
 * 5 bytes a cell: the list, and a byte for visited or not and the
 * direction to the cell it was carved from, the whole maze (a gen_tree).
 * No recursion.
 */
#include <stdlib.h>

#include "gen/genpriv.h"

/*
 * Whether cell (x, y, z) moved in direction d is in the grid of s and not
 * yet visited: then its number in *c.
 */
static inline int
fresh(const struct gen_stream *s, const unsigned char *in, uint32_t x,
    uint32_t y, uint32_t z, int d, size_t *c, int g)
{
	uint32_t nz;

	if (g == GEN_HEX || g == GEN_DELTA) {
		if (!gen_next(g, x, y, z, s->cw, s->ch, 1, d, &x, &y, &nz))
			return 0;
		*c = (size_t)y * s->cw + x;
		return !in[*c];
	}
	x += (uint32_t)maze_dx[d];
	y += (uint32_t)maze_dy[d];
	if (g == GEN_SQUARE) {
		if (x >= s->cw || y >= s->ch)
			return 0;
		*c = (size_t)y * s->cw + x;
		return !in[*c];
	}
	z += (uint32_t)maze_dz[d];
	if (x >= s->cw || y >= s->ch || z >= s->cd)
		return 0;
	*c = ((size_t)z * s->ch + y) * s->cw + x;
	return !in[*c];
}

/*
 * The corridors on cells of kind g, a constant where this is inlined, so
 * that a flat maze pays nothing for levels.
 */
static GEN_TWICE int
corridors(struct gen_stream *s, int g, struct maze_err *e)
{
	uint32_t cw = s->cw, ch = s->ch, x, y, z, k, len = 0, j;
	size_t n = (size_t)cw * ch * s->cd, nlist = 0, c, nc;
	struct maze_rng *r = s->r;
	struct maze_gen_frames *f = s->o->frames;
	volatile size_t spare, *joined = gen_counter(s->o, &spare);
	uint32_t *list;
	unsigned char *in;
	size_t at[6];
	unsigned ways = 0;
	int d, dirs[6], nd = gen_nd(g);

	if (gen_tree_open(s, 0, MAZE_GEN_ROOT_RANDOM, &x, &y, &z, e) == -1)
		return -1;
	if (g != GEN_LEVELS)
		z = 0;
	in = ((struct gen_tree *)s->state)->cell;
	if ((list = malloc(n * sizeof *list)) == NULL) {
		gen_tree_close(s);
		return maze_error(e, 0, 0, "out of memory");
	}
	c = ((size_t)z * ch + y) * cw + x;
	in[c] = GEN_NO_PARENT;
	list[nlist++] = (uint32_t)c;
	gen_frames_look(s, 7, 0, MAZE_WALK);
	gen_frame_first(s, c);
	for (;;) {
		if (g == GEN_HEX) {
			/* The six at once (genpriv.h). */
			ways = gen_hex_ways(x, y, cw, ch, at);
			for (k = 0, d = 0; d < 6 && len < s->o->corridor; d++)
				if ((ways >> d & 1) && !in[at[d]])
					dirs[k++] = d;
		} else
			for (k = 0, d = 0; d < nd && len < s->o->corridor;
			    d++)
				if (fresh(s, in, x, y, z, d, &nc, g))
					dirs[k++] = d;
		if (k > 0) {
			d = dirs[k > 1 ? rng_below(r, k) : 0];
			(void)gen_next(g, x, y, z, cw, ch, s->cd, d, &x, &y,
			    &z);
			c = ((size_t)z * ch + y) * cw + x;
			in[c] = GEN_PARENT(gen_back(g, d));
			list[nlist++] = (uint32_t)c;
			len++;
			(*joined)++;
			/* A step: the corridor so far its trail. */
			if (f != NULL && maze_frames_due(&f->mf))
				gen_frame_tree(s, c, len);
			continue;
		}
		/* A junction: a random visited cell with somewhere to go. */
		for (;;) {
			if (nlist == 0)
				goto done;
			j = nlist > 1 ? rng_below(r, (uint32_t)nlist) : 0;
			c = list[j];
			gen_xyz(c, cw, ch, g != GEN_LEVELS ? 1 : s->cd, &x,
			    &y, &z);
			if (g == GEN_HEX)
				ways = gen_hex_ways(x, y, cw, ch, at);
			for (d = 0; d < nd; d++)
				if (g == GEN_HEX ? (ways >> d & 1) &&
				    !in[at[d]] : fresh(s, in, x, y, z, d, &nc, g))
					break;
			if (d < nd)
				break;
			list[j] = list[--nlist];
		}
		len = 0;
	}
done:
	free(list);
	return 0;
}

/*
 * The corridors on rings: those above, draw for draw, with a cell's
 * neighbours found at once, as a gen_pcur's (genpriv.h), where fresh()
 * would search for the cell's side each time.
 */
static int
corridors_polar(struct gen_stream *s, struct maze_err *e)
{
	uint32_t cw = s->cw, ch = s->ch, x, y, z, len = 0, j;
	size_t n = (size_t)cw * ch, nlist = 0, at[4];
	struct maze_rng *r = s->r;
	struct maze_gen_frames *f = s->o->frames;
	volatile size_t spare, *joined = gen_counter(s->o, &spare);
	struct gen_pcur pc;
	uint32_t *list;
	unsigned char *in;
	unsigned m;
	int d;

	if (gen_tree_open(s, 0, MAZE_GEN_ROOT_RANDOM, &x, &y, &z, e) == -1)
		return -1;
	in = ((struct gen_tree *)s->state)->cell;
	if ((list = malloc(n * sizeof *list)) == NULL) {
		gen_tree_close(s);
		return maze_error(e, 0, 0, "out of memory");
	}
	gen_pcur_set(&pc, ch, cw, x, y);
	in[pc.cur] = GEN_NO_PARENT;
	list[nlist++] = (uint32_t)pc.cur;
	gen_frames_look(s, 7, 0, MAZE_WALK);
	gen_frame_first(s, pc.cur);
	for (;;) {
		m = len < s->o->corridor ? gen_pcur_fresh(&pc, in, at) : 0;
		if (m != 0) {
			d = gen_pick(r, m);
			gen_pcur_go(&pc, d, at[d]);
			in[pc.cur] = GEN_PARENT(maze_back(d));
			list[nlist++] = (uint32_t)pc.cur;
			len++;
			(*joined)++;
			if (f != NULL && maze_frames_due(&f->mf))
				gen_frame_tree(s, pc.cur, len);
			continue;
		}
		/* A junction: a random visited cell with somewhere to go. */
		for (;;) {
			if (nlist == 0)
				goto done;
			j = nlist > 1 ? rng_below(r, (uint32_t)nlist) : 0;
			gen_pcur_set(&pc, ch, cw, list[j] % cw, list[j] / cw);
			if (gen_pcur_fresh(&pc, in, at) != 0)
				break;
			list[j] = list[--nlist];
		}
		len = 0;
	}
done:
	free(list);
	return 0;
}

static int
co_open(struct gen_stream *s, struct maze_err *e)
{
	switch (s->grid) {
	case GEN_HEX:
		return corridors(s, GEN_HEX, e);
	case GEN_DELTA:
		return corridors(s, GEN_DELTA, e);
	case GEN_POLAR:
		return corridors_polar(s, e);
	case GEN_LEVELS:
		return corridors(s, GEN_LEVELS, e);
	}
	return corridors(s, GEN_SQUARE, e);
}

const struct maze_gen_streamer gen_corridor = GEN_TREE_STREAMER(co_open);
