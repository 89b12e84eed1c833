/*
 * form.c: mazepost's options on the cell form of a maze (libpriv.h), never
 * its blocks: an eighth of a byte a block, the farthest cells found by
 * walks over the form's bits (walk.c), and walls opened and closed in
 * them.  The endpoints go where post_apply() puts them on the blocks,
 * found by the same code (post_target, post_border_target) on a shape of
 * the maze's size, and the loop options (post_form_sparse() and the rest,
 * each in the file of its way on the blocks) visit the cells and walls in
 * the blocks' order and draw the same numbers; --near and
 * --keep-solution share one array of distances, in the fewest bytes a
 * node that hold them.  What the form cannot do as the blocks do, it
 * leaves to them.
 */
#include <string.h>

#include "lib/libpriv.h"
#include "post/postpriv.h"

/* A block to set, and what to. */
struct move {
	size_t i;
	unsigned char b;
};

/* A kept block that a plain cell maze does not keep: a weight, say. */
static int
unplain(void *arg, size_t i, unsigned char b)
{
	(void)arg;
	(void)i;
	return b != MAZE_START && b != MAZE_END && b != MAZE_OPEN;
}

/* What an endpoint leaves at block i as it goes: post_place()'s rule. */
static unsigned char
left_behind(const struct post_form *f, size_t i)
{
	return post_outer(&f->shape, i) ? MAZE_WALL : MAZE_OPEN;
}

/* The block of the cell at node v of the form. */
static size_t
block_of(const struct post_form *f, size_t v)
{
	const struct maze_cells *c = f->c;
	size_t r = v / c->pw;

	return maze_cell3(&f->shape, (uint32_t)(v % c->pw - 1),
	    (uint32_t)(r % (c->ch + 1) - 1),
	    (uint32_t)(r / (c->ch + 1) - (c->d > 1)));
}

/*
 * Walk from node v, the form's marks cleared after: with dist not NULL,
 * each node's distance into it (POST_NONE where there is no way, and in
 * the padding), or with phi, each one there turned into the potential of
 * --keep-solution (struct maze_walk) with len; the node expanded last into
 * *last.  Returns 0, or -1 out of memory with e.
 */
static int
walk_from(struct post_form *f, size_t v, struct maze_dists *dist, int phi,
    uint32_t len, size_t *last, struct maze_err *e)
{
	int rc;

	if (dist != NULL && !phi)
		maze_dists_clear(dist, f->c->nodes);
	f->k.dist = dist;
	f->k.phi = phi;
	f->k.len = len;
	rc = maze_walk_push(&f->k, v, e) == -1 ? -1 :
	    maze_walk_run(&f->k, e);
	f->k.dist = NULL;
	f->k.phi = 0;
	maze_walk_reset(&f->k);
	*last = f->k.far;
	return rc == -1 ? maze_cells_oom(f->c, e) : 0;
}

/*
 * A post_far_fn: from a cell, or an opening of the outer wall beside one,
 * as the blocks' way searches; from a passage, it gives up (-2), for the
 * blocks' way searches the blocks.
 */
static int
form_far(void *arg, size_t from, size_t *cell, struct maze_err *e)
{
	struct post_form *f = arg;
	uint32_t c = post_end_cell(&f->shape, from);
	size_t v;

	if (c == POST_NONE)
		return -2;
	/* With dsfar, the distances it finds serve --near after. */
	if (walk_from(f, post_fnode(f->c, c), f->dsfar ? &f->ds : NULL, 0, 0,
	    &v, e) == -1)
		return -1;
	f->dsfrom = f->dsfar;
	*cell = block_of(f, v);
	return 0;
}

/*
 * --diameter, as post_diameter(): the moves into mv, from *n on.  Returns
 * 0, -1 out of memory with e, or -2 if no two cells are joined.
 */
static int
diameter(struct post_form *f, struct move *mv, int *n, struct maze_err *e)
{
	const struct maze_cells *c = f->c;
	uint32_t x, y, z, k;
	size_t v, u, w;

	/* The first cell, in reading order, with an open wall. */
	POST_EACH_CELL(c, k, v, x, y, z)
		if (post_fdegree(c, v) > 0)
			goto root;
	return -2;
root:
	if (walk_from(f, v, NULL, 0, 0, &u, e) == -1 ||
	    walk_from(f, u, NULL, 0, 0, &w, e) == -1)
		return -1;
	if (c->start != MAZE_NONE)
		mv[(*n)++] = (struct move){ c->start,
		    left_behind(f, c->start) };
	if (c->end != MAZE_NONE)
		mv[(*n)++] = (struct move){ c->end, left_behind(f, c->end) };
	mv[(*n)++] = (struct move){ block_of(f, u), MAZE_START };
	mv[(*n)++] = (struct move){ block_of(f, w), MAZE_END };
	return 0;
}

/*
 * Endpoint which from *self to where sp says, as post_place_work(), the
 * other going next where then says (or NULL): the moves into mv, from *n
 * on, and *self where it ends.  Returns as post_target().
 */
static int
place(struct post_form *f, unsigned char which, const struct post_spot *sp,
    const struct post_spot *then, struct maze_rng *r, size_t *self,
    size_t other, struct move *mv, int *n, struct maze_err *e)
{
	size_t to;
	int rc;

	f->dsfar = f->dsnear && which == MAZE_END;
	rc = post_target(&f->shape, which, sp, then, r, other, form_far, f,
	    &to, e);
	f->dsfar = 0;
	if (rc != 0 || to == MAZE_NONE)
		return rc;
	if (*self != MAZE_NONE)
		mv[(*n)++] = (struct move){ *self, left_behind(f, *self) };
	mv[(*n)++] = (struct move){ to, which };
	*self = to;
	return 0;
}

/* --border for endpoint which, at *self, the other at other. */
static int
border(struct post_form *f, unsigned char which, size_t *self, size_t other,
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
 * Of the walls in go (a bit a node, the lowest of its four, from node v0
 * on), those between a node and the one step beyond it that
 * --keep-solution lets go.
 */
uint64_t
post_form_kept(const struct post_form *f, size_t v0, uint64_t go,
    size_t step)
{
	uint64_t t, out = go;
	size_t v;
	int b;

	for (t = go; t != 0; t &= t - 1) {
		b = maze_ctz64(t);
		v = v0 + (size_t)b / 4;
		if (!post_form_allowed(f, v, v + step))
			out &= ~((uint64_t)1 << b);
	}
	return out;
}

/*
 * Open the t-th (from 0) of the walls in go[] (east, south, below: a bit
 * a node, as post_form_kept's) of the nodes from v0 on, in the order the
 * blocks' operations take them: node by node, east, south, below.
 */
static void
open_nth(struct maze_cells *c, size_t v0, const uint64_t go[3], uint32_t t)
{
	uint64_t any;
	int b, j;

	for (any = go[0] | go[1] | go[2]; any != 0; any &= any - 1) {
		b = maze_ctz64(any);
		for (j = 0; j < 3; j++)
			if ((go[j] >> b & 1) && t-- == 0) {
				post_fopen_wall(c, v0 + (size_t)b / 4,
				    post_owned(j));
				return;
			}
	}
}

/*
 * A draw (post_pick) for each of the q walls in go[], in open_nth()'s
 * order, each chosen opened: the draws of a word's walls at once, the
 * wall sought only for a draw that chose one, which few do.  Returns 1
 * once need is 0 (no draw is left to make), else 0.
 */
int
post_form_draw(struct maze_cells *c, size_t v0, const uint64_t go[3],
    uint32_t q, struct maze_rng *r, uint32_t *need, uint32_t *left)
{
	uint32_t t;

	for (t = 0; t < q; t++)
		if (post_pick(r, need, left)) {
			open_nth(c, v0, go, t);
			if (*need == 0)
				return 1;
		}
	return 0;
}

/*
 * Mark in f->dead the cells that are dead ends, but cells skip1 and skip2
 * (POST_NONE skips nothing): post_mark_dead_ends().  Returns how many.
 * Sixteen cells of a row at a time: each one's open walls summed in its
 * own four bits (at most six), those that sum to 1 drawn out.
 */
uint32_t
post_form_dead_ends(struct post_form *f, uint32_t skip1, uint32_t skip2)
{
	const struct maze_cells *c = f->c;
	const uint64_t *g = c->g, lo = MAZE_CELLS_LOW;
	uint64_t sum, t, *dead = f->dead;
	uint32_t y, z, x, n = 0, ones, total = 0, cells = c->cw * c->ch * c->cd;
	const uint32_t skip[2] = { skip1, skip2 };
	size_t v, k;
	unsigned sh;
	int i;

	memset(dead, 0, ((size_t)cells / 64 + 2) * sizeof *dead);
	for (z = 0; z < c->cd; z++)
		for (y = 0; y < c->ch; y++)
			for (x = 0, v = maze_cells_node(c, 0, y, z); x < c->cw;
			    x += 16, v += 16) {
				t = maze_cells_nodes16(g, v);
				sum = (t & lo) + (t >> 1 & lo) + (t >> 2 & lo) +
				    (maze_cells_nodes16(g, v - 1) & lo) +
				    (maze_cells_nodes16(g, v - c->pw) >> 1 &
				    lo);
				if (c->d > 1)
					sum += maze_cells_nodes16(g,
					    v - c->plane) >> 2 & lo;
				t = sum ^ lo;
				ones = maze_cells_lows16(~(t | t >> 1 |
				    t >> 2) & maze_cells_row16(c->cw, x));
				sh = n % 64;
				k = n / 64;
				dead[k] |= (uint64_t)ones << sh;
				if (sh > 48)
					dead[k + 1] |= (uint64_t)ones >>
					    (64 - sh);
				total += (uint32_t)maze_popcount64(ones);
				n += c->cw - x < 16 ? c->cw - x : 16;
			}
	for (i = 0; i < 2; i++) {
		n = skip[i];
		if (n != POST_NONE && (dead[n / 64] >> n % 64 & 1)) {
			dead[n / 64] &= ~((uint64_t)1 << n % 64);
			total--;
		}
	}
	return total;
}

/* post_dead_next(), on the form: from one marked cell to the next. */
int
post_form_dead_next(struct post_form *f, struct maze_rng *r,
    struct post_dead *k)
{
	uint32_t cells = f->c->cw * f->c->ch * f->c->cd, n;
	uint64_t t;

	while (k->next < cells && k->need > 0) {
		n = k->next;
		t = f->dead[n / 64] >> n % 64;
		if (t == 0) {
			k->next = (n / 64 + 1) * 64;
			continue;
		}
		n += (uint32_t)maze_ctz64(t);
		if (n >= cells)
			break;
		k->next = n + 1;
		if (post_pick(r, &k->need, &k->left) &&
		    post_fdegree(f->c, post_fnode(f->c, n)) == 1) {
			k->c = n;
			return 1;
		}
	}
	return 0;
}

/*
 * Each node's distance from node from into f->ds (POST_NONE where there is
 * no way, and in the padding), by a walk.  Returns 0, or -1 out of memory
 * with e.
 */
int
post_form_dist(struct post_form *f, size_t from, struct maze_err *e)
{
	size_t last;

	return walk_from(f, from, &f->ds, 0, 0, &last, e);
}

/*
 * --keep-solution, as post_keep_dist(): phi, which post_form_allowed()
 * tests, in f->ds, in place of dS: the walk from E that finds dE turns
 * each into phi as it goes.  With near not NULL, --near *near chooses its
 * walls first, while dS is there to judge them by.
 */
int
post_form_keep(struct post_form *f, const uint32_t *near, struct maze_err *e)
{
	struct maze_cells *c = f->c;
	uint32_t sc = post_end_cell(&f->shape, c->start);
	uint32_t ec = post_end_cell(&f->shape, c->end), len;
	size_t sv, ev, last;

	f->keep = 0;
	if (sc == POST_NONE || ec == POST_NONE)
		return post_keep_no_ends(&f->shape, e);
	sv = post_fnode(c, sc);
	ev = post_fnode(c, ec);
	if (!f->dsfrom && post_form_dist(f, sv, e) == -1)
		return -1;
	f->dsfrom = 1;
	if ((len = maze_dist(&f->ds, ev)) == POST_NONE)
		return post_keep_no_route(&f->shape, e);
	if (near != NULL)
		post_form_near_mark(f, *near);
	f->dsfrom = 0;
	if (walk_from(f, ev, &f->ds, 1, len, &last, e) == -1)
		return -1;
	f->keep = 1;
	return 0;
}

/*
 * Do to the maze of form c, its marks cleared, what o says, as
 * post_apply() does it to the blocks: r draws what is random, and s is
 * scratch space.  Returns 0; -1 with e, as post_apply()
 * says it; or -2, with c as it was, if the maze is left to the blocks: a
 * weight, an endpoint in a passage, no two cells joined, --cycles on two
 * parts or more (r must then be seeded again).  Every endpoint's move is
 * found, and every reason to leave the maze to the blocks, before any
 * change is made.
 */
int
post_form_apply(struct maze_cells *c, const struct post_ops *o,
    struct maze_rng *r, struct maze_search *s, struct maze_err *e)
{
	struct post_form f;
	struct move mv[8];
	size_t start = c->start, end = c->end;
	int n = 0, rc, k, marked = 0;

	if (maze_cells_each_kept(c, unplain, NULL) != 0)
		return -2;
	memset(&f, 0, sizeof f);
	f.c = c;
	f.shape.w = c->w;
	f.shape.h = c->h;
	f.shape.d = c->d;
	f.shape.line = c->line;
	/*
	 * The scratch arrays of s: the walk's queue (and the counts it never
	 * keeps here), --near's walls with --keep-solution (a bit a wall of a
	 * cell), the distances a node each, the dead ends' bits a cell each.
	 */
	f.ds.w = maze_dists_width(c->nodes);
	if (maze_walk_init(&f.k, c, s, 0, 1, e) == -1 ||
	    ((o->neararg != NULL || o->keep) && (f.ds.a = search_scratch(s, 2,
	    c->nodes * (size_t)f.ds.w)) == NULL) ||
	    (o->neararg != NULL && o->keep && (f.near = search_scratch(s, 1,
	    post_near_words(c) * sizeof *f.near)) == NULL) ||
	    ((o->sparsearg != NULL || o->braidarg != NULL) &&
	    (f.dead = search_scratch(s, 3, ((size_t)c->cw * c->ch * c->cd /
	    64 + 2) * sizeof *f.dead)) == NULL))
		return maze_cells_oom(c, e);
	/*
	 * --end farthest walks from the start's cell: its distances serve
	 * --near or --keep-solution, unless --sparse changes a wall first.
	 */
	f.dsnear = (o->neararg != NULL || o->keep) && o->sparsearg == NULL;
	if (o->diameter)
		rc = diameter(&f, mv, &n, e);
	else if ((rc = place(&f, MAZE_START, &o->start, &o->end, r, &start,
	    end, mv, &n, e)) == 0)
		rc = place(&f, MAZE_END, &o->end, NULL, r, &end, start, mv, &n,
		    e);
	if (rc == 0 && o->diameter) {
		start = mv[n - 2].i;
		end = mv[n - 1].i;
	}
	if (rc == 0 && o->border && (border(&f, MAZE_START, &start, end, mv,
	    &n, e) == -1 || border(&f, MAZE_END, &end, start, mv, &n, e) == -1))
		rc = -1;
	/*
	 * --cycles tells the parts apart only if there are two (post_parts,
	 * four bytes a cell): such a maze goes to the blocks.  What comes
	 * before cannot make it one part or two (--sparse only cuts off dead
	 * ends, which leaves a part whole; --near joins only cells that S
	 * reaches, of one part already).
	 */
	if (rc == 0 && o->cyclesarg != NULL && o->cycles > 0) {
		rc = post_form_one_part(&f, e);
		rc = rc == 1 ? 0 : rc == 0 ? -2 : -1;
		/*
		 * Its marks serve --cycles, unless --sparse cuts cells off or
		 * the walks of --near or --keep-solution clear them.
		 */
		if (rc != 0 || o->sparsearg != NULL || o->neararg != NULL ||
		    o->keep)
			maze_walk_reset(&f.k);
		else
			marked = 1;
	}
	for (k = 0; k < n && rc == 0; k++)
		rc = maze_cells_set(c, mv[k].i, mv[k].b, e);
	if (rc != 0)
		return rc;
	if (o->sparsearg != NULL && post_form_sparse(&f, o->sparse, r, e) == -1)
		return -1;
	/*
	 * The loop options, --keep-solution measuring the route again
	 * before each; a wall taken away makes the distances old.
	 */
	for (k = 0; k < POST_STEPS; k++) {
		if (!post_step_given(o, k))
			continue;
		if (o->keep && post_form_keep(&f, k == 0 ? &o->near : NULL,
		    e) == -1)
			return -1;
		if ((k == 0 && post_form_near(&f, o->near, e) == -1) ||
		    (k == 1 && post_form_cycles(&f, o->cycles, marked, r,
		    e) == -1))
			return -1;
		if (k == 2)
			post_form_braid(&f, o->braid, r);
		if (k == 3)
			post_form_remove_walls(&f, o->remove, r);
		f.dsfrom = 0;
	}
	return 0;
}
