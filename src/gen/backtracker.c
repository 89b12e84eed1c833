/*
 * backtracker.c: the recursive backtracker, or randomized depth-first search.
 * From a random cell, walk to a random unvisited neighbour, knocking down
 * the wall between, until there is none; then step back until a cell has
 * one.  Long winding corridors, few dead ends (about 10% of the cells).
 *
 * No recursion and no stack: each cell remembers the direction it was
 * entered from, which is all that stepping back needs, and all that the
 * maze is: a cell's open walls are the one toward the cell it remembers and
 * those of the cells that remember it.  So the walk fills one byte a cell
 * (a gen_tree), in a grid with a border of cells marked visited, so that
 * no step needs a bounds check, and the rows of blocks are drawn from it
 * as they are written, never held whole: a streamer whose open() does all
 * the work.
 */
#include <stdlib.h>
#include <string.h>

#include "gen/genpriv.h"

/*
 * A cell: 0 not visited, GEN_PARENT(the direction back), GEN_NO_PARENT for
 * the first cell, or BORDER.
 */
#define BORDER	0x08	/* a cell outside the maze, never to be entered */

/*
 * For each set of unvisited neighbours (bit d for direction d, of nd),
 * the j-th of them in direction order, at nd set + j: as a step in the
 * grid, step[d], in go; as the code the cell stepped to keeps, on cells
 * of kind g, in code; and, if tag is not NULL, as tag[d] in tagged.  One
 * lookup from the set and the draw to the next cell, which is a walk's
 * critical path.  How many neighbours each set holds in count, if not
 * NULL.
 */
static void
ways_tables(int g, unsigned nd, const ptrdiff_t *step, ptrdiff_t *go,
    unsigned char *code, unsigned char *count, const unsigned char *tag,
    unsigned char *tagged)
{
	unsigned mask, j, d, i;

	for (mask = 0; mask < 1u << nd; mask++) {
		for (j = 0, d = 0; d < nd; d++)
			if (mask >> d & 1) {
				i = nd * mask + j++;
				go[i] = step[d];
				code[i] = GEN_PARENT(gen_back(g, (int)d));
				if (tag != NULL)
					tagged[i] = tag[d];
			}
		if (count != NULL)
			count[mask] = (unsigned char)j;
	}
}

/*
 * The walk on squares' tables (ways_tables()), and a step back for each
 * code.
 */
struct tabs {
	ptrdiff_t go[64 * 6];
	unsigned char code[64 * 6];
	ptrdiff_t back_step[7];
	unsigned char count[64];
};

static void
tables(const struct gen_tree *t, int nd, struct tabs *tb)
{
	ptrdiff_t step[6];
	int d;

	for (d = 0; d < nd; d++) {
		step[d] = (ptrdiff_t)maze_dz[d] * (ptrdiff_t)t->plane +
		    (ptrdiff_t)maze_dy[d] * (ptrdiff_t)t->pw + maze_dx[d];
		tb->back_step[1 + d] = step[d];
	}
	ways_tables(nd > 4 ? GEN_LEVELS : GEN_SQUARE, (unsigned)nd, step,
	    tb->go, tb->code, tb->count, NULL, NULL);
}

/*
 * The walk from cell cur of t, flat a constant where this is inlined
 * (GEN_TWICE): in one level four directions, the count of a set from a
 * constant; through levels six, up and down a plane away.  With frames f
 * (f NULL, a constant where this is inlined, for a walk without), each
 * cell entered is a step, drawn with the stack behind it as the frontier.
 */
static GEN_TWICE void
walk(const struct gen_tree *t, const struct tabs *tb, size_t cur,
    struct gen_stream *s, struct maze_gen_frames *f, int flat)
{
	/* Copies the compiler can keep in registers across the stores. */
	struct maze_rng r = *s->r;
	volatile size_t spare, *joined = gen_counter(s->o, &spare);
	unsigned char *back = t->mem;
	size_t pw = t->pw, plane = t->plane, base = (size_t)(t->cell - back);
	unsigned mask, j, nd = flat ? 4 : 6;
	uint32_t n;

	back[cur] = GEN_NO_PARENT;
	if (f != NULL)
		gen_frame_first(s, cur - base);
	for (;;) {
		mask = (unsigned)!back[cur - pw] |
		    (unsigned)!back[cur + 1] << 1 |
		    (unsigned)!back[cur + pw] << 2 |
		    (unsigned)!back[cur - 1] << 3;
		if (flat)
			/* The unvisited neighbours: 4 bits a set. */
			n = (uint32_t)(UINT64_C(0x4332322132212110) >>
			    4 * mask) & 15;
		else {
			mask |= (unsigned)!back[cur - plane] << 4 |
			    (unsigned)!back[cur + plane] << 5;
			n = tb->count[mask];
		}
		if (n > 0) {
			j = nd * mask + (n == 1 ? 0 : rng_below(&r, n));
			cur += (size_t)tb->go[j];
			back[cur] = tb->code[j];
			(*joined)++;
			if (f != NULL && maze_frames_due(&f->mf))
				gen_frame_tree(s, cur - base, SIZE_MAX);
		} else if (back[cur] == GEN_NO_PARENT) {
			break;
		} else {
			cur += (size_t)tb->back_step[back[cur]];
		}
	}
	*s->r = r;
}

/*
 * The walk on hexagons or triangles (kind g, a constant): the walk above,
 * draw for draw, in a grid with a border of cells marked visited, but
 * that a step depends on the row.  On hexagons, a step up or down is
 * (pw + 1) / 2 cells off straight in an odd row, half a cell east of
 * the rows beside it, and its parity flips; on triangles, every step
 * flips whether the cell points up (x + y even), which says whether
 * north or south is a way.
 */
static GEN_TWICE int
walk_cells(struct gen_stream *s, int g, struct maze_err *e)
{
	struct maze_rng r;
	volatile size_t spare, *joined = gen_counter(s->o, &spare);
	struct maze_gen_frames *f = s->o->frames;
	uint32_t x, y, z, i, cw = s->cw, ch = s->ch;
	ptrdiff_t pw = (ptrdiff_t)cw + 2, off[2][6], go[2][64 * 6];
	const ptrdiff_t *o;
	unsigned char *back, code[64 * 6], flip[64 * 6], count[64], vert[6];
	unsigned mask, j, odd, d, nd = (unsigned)gen_nd(g);
	size_t cur, base;

	if (gen_tree_open(s, 1, MAZE_GEN_ROOT_RANDOM, &x, &y, &z, e) == -1)
		return -1;
	back = ((struct gen_tree *)s->state)->mem;
	base = (size_t)(((struct gen_tree *)s->state)->cell - back);
	for (i = 0; i < (uint32_t)pw; i++)
		back[i] = back[(size_t)(ch + 1) * (size_t)pw + i] = BORDER;
	for (i = 1; i <= ch; i++)
		back[i * (size_t)pw] = back[i * (size_t)pw + cw + 1] = BORDER;
	for (odd = 0; odd < 2; odd++)
		if (g == GEN_HEX)
			maze_hex_steps(pw, odd, off[odd]);
		else {
			off[odd][MAZE_N] = -pw;
			off[odd][MAZE_E] = 1;
			off[odd][MAZE_S] = pw;
			off[odd][MAZE_W] = -1;
		}
	for (d = 0; d < nd; d++)
		vert[d] = g == GEN_HEX ? d != MAZE_HEX_W && d != MAZE_HEX_E : 1;
	/*
	 * The j-th way of each set: its step in either kind of row, and
	 * whether the kind of row changes (ways_tables()).
	 */
	ways_tables(g, nd, off[0], go[0], code, count, vert, flip);
	ways_tables(g, nd, off[1], go[1], code, NULL, NULL, NULL);
	/* Odd: on hexagons the row's parity; on triangles, pointing up. */
	odd = g == GEN_HEX ? y & 1 : (unsigned)maze_delta_up(x, y);
	cur = (size_t)(y + 1) * (size_t)pw + x + 1;
	back[cur] = GEN_NO_PARENT;
	gen_frame_first(s, cur - base);
	r = *s->r;
	for (;;) {
		if (g == GEN_HEX) {
			/* The six at once: gcc makes a loop of a loop. */
			o = off[odd];
			mask = (unsigned)!back[cur + (size_t)o[0]] |
			    (unsigned)!back[cur + (size_t)o[1]] << 1 |
			    (unsigned)!back[cur + (size_t)o[2]] << 2 |
			    (unsigned)!back[cur + (size_t)o[3]] << 3 |
			    (unsigned)!back[cur + (size_t)o[4]] << 4 |
			    (unsigned)!back[cur + (size_t)o[5]] << 5;
		} else
			mask = (unsigned)(!odd && !back[cur - (size_t)pw]) |
			    (unsigned)!back[cur + 1] << 1 |
			    (unsigned)(odd && !back[cur + (size_t)pw]) << 2 |
			    (unsigned)!back[cur - 1] << 3;
		if (mask != 0) {
			j = nd * mask + (count[mask] == 1 ? 0 :
			    rng_below(&r, count[mask]));
			cur += (size_t)go[odd][j];
			odd ^= flip[j];
			back[cur] = code[j];
			(*joined)++;
			if (f != NULL && maze_frames_due(&f->mf))
				gen_frame_tree(s, cur - base, SIZE_MAX);
		} else if (back[cur] == GEN_NO_PARENT) {
			break;
		} else {
			d = (unsigned)(back[cur] & 7) - 1;
			cur += (size_t)off[odd][d];
			odd ^= vert[d];
		}
	}
	*s->r = r;
	return 0;
}

/*
 * The walk on rings: the walk above, draw for draw.  A ring's cells are
 * as many as its place makes them (libint.h) and its first and last meet,
 * so the tree has no border, and a way the grid has not is no way.  But
 * away from the centre, the last ring and the corners of the sides, a
 * cell's four ways are the same steps for every cell of its side: out and
 * in cw + 2s + 1, round the ring 1; and a step from such a cell stays on
 * its side.  So a bit a cell says which cells are not such (edge), and
 * the walk goes through those as a gen_pcur, found again from the cell's
 * place, and through the rest by the side's steps alone, as the walk on
 * squares goes.
 */
static int
walk_polar(struct gen_stream *s, struct maze_err *e)
{
	struct maze_rng r;
	struct maze_gen_frames *f = s->o->frames;
	volatile size_t spare, *joined = gen_counter(s->o, &spare);
	struct gen_pcur pc;
	uint32_t x, y, z, rings = s->ch, cw = s->cw, ring, side;
	ptrdiff_t off[4][4], go[4][16 * 4], out;
	unsigned char code[16 * 4], *cell;
	uint64_t *edge;
	size_t at[4], cur, k, n;
	unsigned m, j, sd, c;
	int d;

	if (gen_tree_open(s, 0, MAZE_GEN_ROOT_RANDOM, &x, &y, &z, e) == -1)
		return -1;
	n = (size_t)rings * cw;
	if ((edge = calloc(n / 64 + 1, sizeof *edge)) == NULL) {
		gen_tree_close(s);
		return maze_error(e, 0, 0, "out of memory");
	}
	/* Every cell of rings 0, 1 and the last; of the rest, the corners. */
	for (ring = 0; ring < rings; ring++) {
		side = 2 * ring + 1;
		for (k = 0; k < maze_polar_n(ring); k += ring < 2 ||
		    ring + 1 == rings || k % side != 0 ? 1 : side - 1) {
			cur = (size_t)ring * cw + k;
			edge[cur / 64] |= UINT64_C(1) << cur % 64;
		}
	}
	/* Side sd's steps by direction, and the j-th way of each set. */
	for (sd = 0; sd < 4; sd++) {
		out = (ptrdiff_t)cw + 2 * (ptrdiff_t)sd + 1;
		off[sd][sd] = out;
		off[sd][(sd + 1) & 3] = 1;
		off[sd][(sd + 2) & 3] = -out;
		off[sd][(sd + 3) & 3] = -1;
		ways_tables(GEN_POLAR, 4, off[sd], go[sd], code, NULL, NULL,
		    NULL);
	}
	cell = ((struct gen_tree *)s->state)->cell;
	cur = (size_t)y * cw + x;
	sd = y > 0 ? maze_polar_sideof(x, 2 * y + 1) : 0;
	cell[cur] = GEN_NO_PARENT;
	gen_frame_first(s, cur);
	r = *s->r;
	for (;;) {
		if (edge[cur / 64] >> cur % 64 & 1) {
			gen_pcur_set(&pc, rings, cw, (uint32_t)(cur % cw),
			    (uint32_t)(cur / cw));
			if ((m = gen_pcur_fresh(&pc, cell, at)) != 0) {
				d = gen_pick(&r, m);
				gen_pcur_go(&pc, d, at[d]);
				cell[pc.cur] = GEN_PARENT(maze_back(d));
				(*joined)++;
				if (f != NULL && maze_frames_due(&f->mf))
					gen_frame_tree(s, pc.cur, SIZE_MAX);
			} else if (cell[cur] == GEN_NO_PARENT) {
				break;
			} else {
				d = (cell[cur] & 7) - 1;
				gen_pcur_go(&pc, d, at[d]);
			}
			cur = pc.cur;
			sd = pc.s;
			continue;
		}
		m = (unsigned)!cell[cur + (size_t)off[sd][0]] |
		    (unsigned)!cell[cur + (size_t)off[sd][1]] << 1 |
		    (unsigned)!cell[cur + (size_t)off[sd][2]] << 2 |
		    (unsigned)!cell[cur + (size_t)off[sd][3]] << 3;
		/* The ways there are: 4 bits a set. */
		c = (unsigned)(UINT64_C(0x4332322132212110) >> 4 * m) & 15;
		if (c > 0) {
			j = 4 * m + (c == 1 ? 0 : rng_below(&r, c));
			cur += (size_t)go[sd][j];
			cell[cur] = code[j];
			(*joined)++;
			if (f != NULL && maze_frames_due(&f->mf))
				gen_frame_tree(s, cur, SIZE_MAX);
		} else if (cell[cur] == GEN_NO_PARENT) {
			break;
		} else {
			cur += (size_t)off[sd][(cell[cur] & 7) - 1];
		}
	}
	*s->r = r;
	free(edge);
	return 0;
}

static int
bt_open(struct gen_stream *s, struct maze_err *e)
{
	struct gen_tree *t;
	struct maze_gen_frames *f = s->o->frames;
	struct tabs tb;
	uint32_t cw = s->cw, ch = s->ch, cd = s->cd, x, y, z;
	size_t pw, i, cur;
	unsigned char *back;

	/* Frames: the cells on the stack are the frontier. */
	gen_frames_look(s, 7, 0, MAZE_FRONTIER);
	if (s->grid == GEN_HEX)
		return walk_cells(s, GEN_HEX, e);
	if (s->grid == GEN_DELTA)
		return walk_cells(s, GEN_DELTA, e);
	if (s->grid == GEN_POLAR)
		return walk_polar(s, e);
	if (gen_tree_open(s, 1, MAZE_GEN_ROOT_RANDOM, &x, &y, &z, e) == -1)
		return -1;
	t = s->state;
	back = t->mem;
	pw = t->pw;
	if (cd == 1) {
		for (i = 0; i < pw; i++)
			back[i] = back[(ch + 1) * pw + i] = BORDER;
		for (i = 1; i <= ch; i++)
			back[i * pw] = back[i * pw + cw + 1] = BORDER;
	} else {
		memset(back, BORDER, t->plane * (cd + 2));
		for (i = 0; i < (size_t)cd * ch; i++)
			memset(t->cell + i / ch * t->plane + i % ch * pw, 0,
			    cw);
		/* The cells outside a mask, which the borders wrote over. */
		if (s->o->mask != NULL)
			gen_mask_mark(s, t);
	}
	tables(t, cd > 1 ? 6 : 4, &tb);
	cur = (size_t)(t->cell - back) + z * t->plane + y * pw + x;
	if (f != NULL && cd == 1)
		walk(t, &tb, cur, s, f, 1);
	else if (f != NULL)
		walk(t, &tb, cur, s, f, 0);
	else if (cd == 1)
		walk(t, &tb, cur, s, NULL, 1);
	else
		walk(t, &tb, cur, s, NULL, 0);
	return 0;
}

/*
 * The walk on a weave (--weave): a tunnel under the next cell is one more
 * way on where the cell under it is inside, neither a crossing nor a
 * tunnel's end, with a passage straight across the tunnel and no other
 * way out, where the cell the walk is on is no crossing itself, and
 * where the cell beyond is new: offered with the chance --weave gives,
 * so the walk takes crossings as it finds them.  A cell keeps the way
 * back in its bits 8 and 9, and GW_FAR if that is through a tunnel, two
 * cells away.
 *
 * The ways are sets of directions, as in walk(): the new neighbours and
 * the crossings found at once from the four neighbours' bits, without a
 * branch a direction; only a crossing, which is rarer, is looked at
 * further and offered, in the order of the directions (each offer a
 * draw, as the walk has always drawn them).
 */
#define GW_BACK(d)	((uint16_t)((unsigned)(d) << 8))
#define GW_FAR		0x0400
#define GW_ROOT		0x0800

/* The walls of a crossing that a tunnel in direction d passes under. */
#define GW_ACROSS(d)	((d) & 1 ? 1u << MAZE_N | 1u << MAZE_S : \
	1u << MAZE_E | 1u << MAZE_W)

/* A value v in each of four lanes of 16 bits. */
#define LANES(v)	(UINT64_C(0x0001000100010001) * (v))

/*
 * Which of the four lanes of x are 0, as bits 0 to 3, each lane under
 * 0x8000: the top bit of a lane is set in x + 0x7fff unless the lane is
 * 0, no lane carrying into the next; and the four top bits, 15 bits
 * apart, are gathered into the top four by one multiplication, whose
 * other products are apart from them and from each other.
 */
static inline unsigned
lanes_zero(uint64_t x)
{
	uint64_t z = ~(x + LANES(0x7fff)) & LANES(0x8000);

	return (unsigned)((z >> 15) * (UINT64_C(1) << 60 | UINT64_C(1) << 45 |
	    UINT64_C(1) << 30 | UINT64_C(1) << 15) >> 60);
}

static int
bt_weave(struct gen_stream *s, struct gen_weave *wv, struct maze_err *e)
{
	enum { KEEP = GW_LINKS | GW_UNDER | GW_HOLE | GW_OUT };
	const uint64_t ACROSS = GW_ACROSS(0) | (uint64_t)GW_ACROSS(1) << 16 |
	    (uint64_t)GW_ACROSS(2) << 32 | (uint64_t)GW_ACROSS(3) << 48;
	uint16_t *c = wv->cell, *p;
	const ptrdiff_t *step = wv->step;
	ptrdiff_t pw = step[MAZE_S];
	struct maze_rng r;
	uint64_t offer = gen_weave_chance(s->o->weave);
	volatile size_t spare, *joined = gen_counter(s->o, &spare);
	uint32_t x, y, z;
	size_t cur, n;
	uint64_t nb;
	unsigned open, under, tunnel, ways, nway, j, d;
	unsigned char nth[16][4];

	if (gen_root(s, MAZE_GEN_ROOT_RANDOM, &x, &y, &z, e) == -1)
		return -1;
	/* The j-th direction of each set, lowest first. */
	for (ways = 0; ways < 16; ways++)
		for (j = 0, d = 0; d < 4; d++)
			if (ways >> d & 1)
				nth[ways][j++] = (unsigned char)d;
	cur = (size_t)y * wv->pw + x;
	c[cur] |= GW_SEEN | GW_ROOT;
	r = *s->r;	/* a copy the compiler can keep in registers */
	for (;;) {
		/*
		 * The four neighbours as lanes of 16 bits, N lowest, from
		 * the cell's own address: those of the first rows are in
		 * the border before c, which an index wrapped below 0 would
		 * reach by an overflowing pointer sum.
		 */
		p = c + cur;
		nb = (uint64_t)p[-pw] | (uint64_t)p[1] << 16 |
		    (uint64_t)p[pw] << 32 | (uint64_t)p[-1] << 48;
		open = lanes_zero(nb & LANES(GW_SEEN | GW_OUT));
		/*
		 * A crossing is in the maze, so never open; no cell that is
		 * one has a tunnel begin under its neighbour.  And the cell
		 * beyond must be new, which the border keeps in the grid.
		 */
		under = lanes_zero((nb & LANES(KEEP)) ^ ACROSS) &
		    lanes_zero(((uint64_t)p[-2 * pw] | (uint64_t)p[2] << 16 |
		    (uint64_t)p[2 * pw] << 32 | (uint64_t)p[-2] << 48) &
		    LANES(GW_SEEN | GW_OUT));
		if (c[cur] & GW_UNDER)
			under = 0;
		for (tunnel = 0; under != 0; under &= under - 1)
			if (gen_chance(&r, offer))
				tunnel |= 1u << nth[under][0];
		ways = open | tunnel;
		if (ways != 0) {
			/* The ways in a set: 4 bits a set. */
			nway = (unsigned)(UINT64_C(0x4332322132212110) >>
			    4 * ways) & 15;
			d = nth[ways][nway == 1 ? 0 : rng_below(&r, nway)];
			n = cur + (size_t)step[d];
			if (tunnel >> d & 1) {
				gen_weave_tunnel(wv, cur, (int)d);
				n += (size_t)step[d];
				c[n] |= GW_FAR | GW_SEEN |
				    GW_BACK(maze_back((int)d));
			} else {
				c[cur] |= (uint16_t)(1u << d);
				c[n] = (uint16_t)(1u << maze_back((int)d) |
				    GW_SEEN | GW_BACK(maze_back((int)d)));
			}
			cur = n;
			(*joined)++;
		} else if (c[cur] & GW_ROOT) {
			*s->r = r;
			return 0;
		} else {
			d = c[cur] >> 8 & 3;
			cur += (size_t)step[d] * (c[cur] & GW_FAR ? 2 : 1);
		}
	}
}

const struct maze_gen_streamer gen_backtracker = {
	bt_open, gen_tree_row, gen_tree_close, 0, gen_tree_floor, bt_weave,
	gen_tree_polar
};
