/*
 * form.c: mazepost's endpoint options (--start, --end, --diameter,
 * --border) on the cell form of a maze (libpriv.h), never its blocks: an
 * eighth of a byte a block, and the farthest cells found by walks over the
 * form's bits (walk.c).  The endpoints go where post_apply() puts them on
 * the blocks, found by the same code (post_target, post_border_target) on
 * a shape of the maze's size; what the form cannot do as the blocks do, it
 * leaves to them.
 */
#include <string.h>

#include "lib/libpriv.h"
#include "post/postpriv.h"

/* The form, a maze of its shape with no blocks, and a walk over it. */
struct form {
	struct maze_cells *c;
	struct maze shape;
	struct maze_walk k;
};

/* A block to set, and what to. */
struct move {
	size_t i;
	unsigned char b;
};

/* Can o be done on the form?  If it only moves endpoints. */
int
post_form_ok(const struct post_ops *o)
{
	return o->sparsearg == NULL && o->neararg == NULL &&
	    o->cyclesarg == NULL && o->braidarg == NULL && o->removearg == NULL;
}

/* A kept block that a plain cell maze does not keep: a weight, say. */
static int
unplain(void *arg, size_t i, unsigned char b)
{
	(void)arg;
	(void)i;
	return b != MAZE_START && b != MAZE_END && b != MAZE_OPEN;
}

/*
 * From the node of a cell of the form, and back: post_cells' numbering
 * (cell c is x + cw * (y + ch * z)) is the shape's.
 */
static size_t
node_of(const struct maze_cells *c, uint32_t cell)
{
	return maze_cells_node(c, cell % c->cw, cell / c->cw % c->ch,
	    cell / c->cw / c->ch);
}

static size_t
block_of(const struct form *f, size_t v)
{
	const struct maze_cells *c = f->c;
	size_t r = v / c->pw;

	return maze_cell3(&f->shape, (uint32_t)(v % c->pw - 1),
	    (uint32_t)(r % (c->ch + 1) - 1),
	    (uint32_t)(r / (c->ch + 1) - (c->d > 1)));
}

/*
 * The node the walk from node v expands last, the form's marks cleared
 * after it.  Returns 0, or -1 out of memory with e.
 */
static int
last_from(struct form *f, size_t v, size_t *last, struct maze_err *e)
{
	int rc;

	rc = maze_walk_push(&f->k, v, e) == -1 ? -1 :
	    maze_walk_run(&f->k, e);
	maze_walk_reset(&f->k);
	if (rc == -1)
		return maze_error(e, f->c->line, 1, "out of memory");
	*last = f->k.far;
	return 0;
}

/*
 * A post_far_fn: from a cell, or an opening of the outer wall beside one,
 * as the blocks' way searches; from a passage, it gives up (-2), for the
 * blocks' way searches the blocks.
 */
static int
form_far(void *arg, size_t from, size_t *cell, struct maze_err *e)
{
	struct form *f = arg;
	uint32_t c = post_end_cell(&f->shape, from);
	size_t v;

	if (c == POST_NONE)
		return -2;
	if (last_from(f, node_of(f->c, c), &v, e) == -1)
		return -1;
	*cell = block_of(f, v);
	return 0;
}

/*
 * --diameter, as post_diameter(): the moves into mv, from *n on.  Returns
 * 0, -1 out of memory with e, or -2 if no two cells are joined.
 */
static int
diameter(struct form *f, struct move *mv, int *n, struct maze_err *e)
{
	const struct maze_cells *c = f->c;
	const uint64_t *g = c->g;
	uint32_t x, y, z;
	size_t v = MAZE_NONE, u, w;
	unsigned in;

	/* The first cell, in reading order, with an open wall. */
	for (z = 0; z < c->cd && v == MAZE_NONE; z++)
		for (y = 0; y < c->ch && v == MAZE_NONE; y++) {
			w = maze_cells_node(c, 0, y, z);
			for (x = 0; x < c->cw; x++, w++) {
				in = (maze_cells_bits(g, w) & 7) |
				    (maze_cells_bits(g, w - c->pw) &
				    MAZE_CELL_S) | (maze_cells_bits(g, w - 1) &
				    MAZE_CELL_E);
				if (c->cd > 1)
					in |= maze_cells_bits(g, w - c->plane) &
					    MAZE_CELL_D;
				if (in != 0) {
					v = w;
					break;
				}
			}
		}
	if (v == MAZE_NONE)
		return -2;
	if (last_from(f, v, &u, e) == -1 || last_from(f, u, &w, e) == -1)
		return -1;
	if (c->start != MAZE_NONE)
		mv[(*n)++] = (struct move){ c->start, post_outer(&f->shape,
		    c->start) ? MAZE_WALL : MAZE_OPEN };
	if (c->end != MAZE_NONE)
		mv[(*n)++] = (struct move){ c->end, post_outer(&f->shape,
		    c->end) ? MAZE_WALL : MAZE_OPEN };
	mv[(*n)++] = (struct move){ block_of(f, u), MAZE_START };
	mv[(*n)++] = (struct move){ block_of(f, w), MAZE_END };
	return 0;
}

/*
 * Endpoint which from *self to where sp says, as post_place_work(): the
 * moves into mv, from *n on, and *self where it ends.  Returns as
 * post_target().
 */
static int
place(struct form *f, unsigned char which, const struct post_spot *sp,
    struct rng *r, size_t *self, size_t other, struct move *mv, int *n,
    struct maze_err *e)
{
	size_t to;
	int rc;

	if ((rc = post_target(&f->shape, which, sp, r, other, form_far, f,
	    &to, e)) != 0 || to == MAZE_NONE)
		return rc;
	if (*self != MAZE_NONE)
		mv[(*n)++] = (struct move){ *self, post_outer(&f->shape,
		    *self) ? MAZE_WALL : MAZE_OPEN };
	mv[(*n)++] = (struct move){ to, which };
	*self = to;
	return 0;
}

/* --border for endpoint which, at *self, the other at other. */
static int
border(struct form *f, unsigned char which, size_t *self, size_t other,
    struct move *mv, int *n, struct maze_err *e)
{
	size_t to;

	if (post_border_target(&f->shape, which, *self, other, &to, e) == -1)
		return -1;
	if (to != MAZE_NONE) {
		mv[(*n)++] = (struct move){ *self, MAZE_OPEN };
		mv[(*n)++] = (struct move){ to, which };
		*self = to;
	}
	return 0;
}

/*
 * Do to the maze of form c, its marks cleared, what o says, as
 * post_apply() does it to the blocks, if post_form_ok(o): r draws what is
 * random, and s is scratch space.  Returns 0; -1 with e, as post_apply()
 * says it; or -2, with c as it was, if the maze is left to the blocks: a
 * weight, an endpoint in a passage, no two cells joined (r must then be
 * seeded again).  Every move is found before any is made.
 */
int
post_form_apply(struct maze_cells *c, const struct post_ops *o,
    struct rng *r, struct search *s, struct maze_err *e)
{
	struct form f;
	struct move mv[8];
	size_t start = c->start, end = c->end;
	int n = 0, rc, k;

	if (maze_cells_each_kept(c, unplain, NULL) != 0)
		return -2;
	memset(&f, 0, sizeof f);
	f.c = c;
	f.shape.w = c->w;
	f.shape.h = c->h;
	f.shape.d = c->d;
	f.shape.line = c->line;
	if (maze_walk_init(&f.k, c, s, 0, 1, e) == -1)
		return maze_error(e, c->line, 1, "out of memory");
	if (o->diameter)
		rc = diameter(&f, mv, &n, e);
	else if ((rc = place(&f, MAZE_START, &o->start, r, &start, end, mv,
	    &n, e)) == 0)
		rc = place(&f, MAZE_END, &o->end, r, &end, start, mv, &n, e);
	if (rc == 0 && o->diameter) {
		start = mv[n - 2].i;
		end = mv[n - 1].i;
	}
	if (rc == 0 && o->border && (border(&f, MAZE_START, &start, end, mv,
	    &n, e) == -1 || border(&f, MAZE_END, &end, start, mv, &n, e) == -1))
		rc = -1;
	for (k = 0; k < n && rc == 0; k++)
		rc = maze_cells_set(c, mv[k].i, mv[k].b, e);
	return rc;
}
