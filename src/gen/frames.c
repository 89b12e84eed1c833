/*
 * frames.c: the making of a maze as frames (maze(5) "Frames"): the tree
 * generators' drawn from their trees as they grow, the grid generators'
 * from their mazes as they stand, and the streamed generators' revealed
 * cell by cell in the order they make them.
 */
#include <stdlib.h>
#include <string.h>

#include "gen/genpriv.h"

#define IS(c, d)	(((c) & 7) == GEN_PARENT(d))

/*
 * How the bytes of the tree look in a frame: the trail first, then in the
 * tree, the frontier, and a wall for a cell not reached.  Every generator
 * of a gen_tree says it, frames or not; only frames look.
 */
void
gen_frames_look(struct gen_stream *s, unsigned char in, unsigned char front,
    unsigned char trail)
{
	struct maze_gen_frames *f = s->o->frames;
	int b;

	if (f == NULL)
		return;
	for (b = 0; b < 256; b++)
		f->look[b] = (b & GEN_FMARK) ? trail : (b & in) ? MAZE_OPEN :
		    (b & front) ? MAZE_FRONTIER : MAZE_WALL;
	/* A cell outside a mask is never reached. */
	f->look[GEN_OUTSIDE] = MAZE_WALL;
}

/* The block of the cell whose tree byte is at c. */
static unsigned char
see(const struct maze_gen_frames *f, const unsigned char *c)
{
	return c == f->head ? MAZE_HEAD : f->look[*c];
}

/*
 * The block between the cells whose bytes are at p and q, q one step from
 * p in direction d, p one from q in direction back: a wall unless both
 * are reached and joined; then the mark they share (the head taking the
 * other's), or open.
 */
static unsigned char
between(const struct maze_gen_frames *f, const unsigned char *p,
    const unsigned char *q, int d, int back)
{
	unsigned char a = see(f, p), b = see(f, q);

	if (a == MAZE_WALL || b == MAZE_WALL ||
	    !(IS(*p, d) || IS(*q, back)))
		return MAZE_WALL;
	if (a == MAZE_HEAD)
		a = b;
	else if (b == MAZE_HEAD)
		b = a;
	return a == b ? a : MAZE_OPEN;
}

/*
 * A frame's rows of the tree, as gen_tree_row() and gen_tree_floor() draw
 * them, on square cells or triangles (whose walls that no edge crosses no
 * parent opens), or as gen_tree_hex_row() on hexagons.
 */
static void
frame_hex_row(struct gen_stream *s, unsigned char *above, unsigned char *cells)
{
	const struct gen_tree *t = s->state;
	const struct maze_gen_frames *f = s->o->frames;
	const unsigned char *c = t->cell + s->y * t->pw, *up = c - t->pw;
	uint32_t x, y = s->y, cw = s->cw, col, ux;

	memset(above, MAZE_WALL, 4 * (size_t)cw + 3);
	memset(cells, MAZE_WALL, 4 * (size_t)cw + 3);
	for (x = 0; x < cw; x++) {
		col = maze_hex_col(x, y);
		memset(cells + col, see(f, c + x), 3);
		if (x + 1 < cw)
			cells[col + 3] = between(f, c + x, c + x + 1,
			    MAZE_HEX_E, MAZE_HEX_W);
		if (y == 0)
			continue;
		if (maze_hex_at(col, y - 1, cw, &ux))
			above[col] = between(f, c + x, up + ux, MAZE_HEX_NW,
			    MAZE_HEX_SE);
		if (maze_hex_at(col + 2, y - 1, cw, &ux))
			above[col + 2] = between(f, c + x, up + ux,
			    MAZE_HEX_NE, MAZE_HEX_SW);
	}
}

static void
frame_row(struct gen_stream *s, unsigned char *above, unsigned char *cells)
{
	const struct gen_tree *t = s->state;
	const struct maze_gen_frames *f = s->o->frames;
	const unsigned char *c = t->cell + s->z * t->plane + s->y * t->pw;
	uint32_t x, cw = s->cw;

	if (s->grid == GEN_HEX) {
		frame_hex_row(s, above, cells);
		return;
	}
	memset(above, MAZE_WALL, 2 * (size_t)cw + 1);
	memset(cells, MAZE_WALL, 2 * (size_t)cw + 1);
	for (x = 0; x < cw; x++) {
		cells[2 * x + 1] = see(f, c + x);
		if (s->y > 0)
			above[2 * x + 1] = between(f, c + x, c + x - t->pw,
			    MAZE_N, MAZE_S);
		if (x + 1 < cw)
			cells[2 * x + 2] = between(f, c + x, c + x + 1,
			    MAZE_E, MAZE_W);
	}
}

static void
frame_floor(struct gen_stream *s, unsigned char *row)
{
	const struct gen_tree *t = s->state;
	const struct maze_gen_frames *f = s->o->frames;
	const unsigned char *c = t->cell + s->z * t->plane + s->y * t->pw;
	uint32_t x;

	memset(row, MAZE_WALL, 2 * (size_t)s->cw + 1);
	if (s->z > 0)
		for (x = 0; x < s->cw; x++)
			row[2 * x + 1] = between(f, c + x, c + x - t->plane,
			    MAZE_UP, MAZE_DOWN);
}

/* A frame's cell or door of a polar maze, as gen_tree_polar() says. */
static unsigned char
frame_polar(const struct gen_stream *s, int kind, const uint32_t cx[2],
    const uint32_t cy[2])
{
	const struct gen_tree *t = s->state;
	const struct maze_gen_frames *f = s->o->frames;
	const unsigned char *p = t->cell + (size_t)cy[0] * t->pw + cx[0];
	int d;

	if (kind == MAZE_SHAPE_CELL)
		return see(f, p);
	d = maze_polar_between(cx, cy);
	return between(f, p, t->cell + (size_t)cy[1] * t->pw + cx[1], d,
	    maze_back(d));
}

static const struct maze_gen_streamer frame_streamer = {
	NULL, frame_row, NULL, 0, frame_floor, NULL, frame_polar
};

/*
 * Set (on) or clear the trail bit of the n cells behind the cell at p,
 * following the parents, as far as a cell without one.  On square cells
 * and triangles a parent is a step of constant size; on hexagons and
 * rings, where it depends on the row, one found by gen_next().
 */
static void
trail(const struct gen_stream *s, unsigned char *p, size_t n, int on)
{
	const struct gen_tree *t = s->state;
	ptrdiff_t off[MAZE_NDIRS];
	uint32_t x, y, z;
	size_t i, at;
	int d, g = s->grid;

	for (d = 0; d < MAZE_NDIRS; d++)
		off[d] = (ptrdiff_t)maze_dz[d] * (ptrdiff_t)t->plane +
		    (ptrdiff_t)maze_dy[d] * (ptrdiff_t)t->pw + maze_dx[d];
	for (i = 0; i < n && (*p & 7) >= 1 && (*p & 7) <= gen_nd(g); i++) {
		d = (*p & 7) - 1;
		if (g == GEN_HEX || g == GEN_POLAR) {
			at = (size_t)(p - t->cell);
			(void)gen_next(g, (uint32_t)(at % t->pw),
			    (uint32_t)(at / t->pw), 0, s->cw, s->ch, 1, d, &x,
			    &y, &z);
			p = t->cell + (size_t)y * t->pw + x;
		} else
			p += off[d];
		*p = (unsigned char)(on ? *p | GEN_FMARK : *p & ~GEN_FMARK);
	}
}

/*
 * The frame due, if it is: the maze s streams as st draws it, with the
 * head '@' at block head (SIZE_MAX for none) if st does not draw one.
 */
void
gen_frame_stream(struct gen_stream *s, const struct maze_gen_streamer *st,
    size_t head)
{
	struct maze_gen_frames *f = s->o->frames;
	uint32_t y = s->y, z = s->z;

	if (maze_frames_head(&f->mf, f->hdr, (uint32_t)gen_grid_bw(s->grid,
	    s->cw), (uint32_t)gen_grid_bh(s->grid, s->ch),
	    s->cd > 1 ? 2 * s->cd + 1 : 1) == 0 &&
	    gen_put_rows(s, st, f->mf.w, f->rows, head, &f->mf.err) == -1) {
		f->mf.failed = 1;
		f->mf.next = UINT64_MAX;
	}
	s->y = y;
	s->z = z;
}

void
gen_frame_tree(struct gen_stream *s, size_t head, size_t n)
{
	struct maze_gen_frames *f = s->o->frames;
	struct gen_tree *t = s->state;

	trail(s, t->cell + head, n, 1);
	f->head = t->cell + head;
	gen_frame_stream(s, &frame_streamer, SIZE_MAX);
	f->head = NULL;
	trail(s, t->cell + head, n, 0);
}

/* The first frame, the root at head, if it is due. */
void
gen_frame_first(struct gen_stream *s, size_t head)
{
	struct maze_gen_frames *f = s->o->frames;

	if (f != NULL && f->mf.step == 0 && f->mf.next == 0)
		gen_frame_tree(s, head, 0);
}

void
gen_frame_grid(struct maze_gen_frames *f, struct maze *m, size_t head)
{
	unsigned char was = 0;

	if (head != SIZE_MAX) {
		was = m->b[head];
		m->b[head] = MAZE_HEAD;
	}
	if (maze_frames_head(&f->mf, f->hdr, m->w, m->h, m->d) == 0)
		(void)maze_frames_rows(&f->mf, m->b, m->w, m->h * m->d);
	if (head != SIZE_MAX)
		m->b[head] = was;
}

/*
 * The frame of streamed maze m after step cells, made in text order: the
 * blocks of those cells as they are, the rest walls, S and E in; the last
 * cell made is the head.  A block belongs to the cell it leads to: the
 * wall west of a cell, the wall above it and the floor over it are the
 * cell's, so the owner of block (x, y, z) is cell (x / 2, y / 2, z / 2).
 */
static void
reveal(struct maze_gen_frames *f, const struct maze *m, uint64_t step)
{
	uint32_t cw = m->w / 2, ch = m->h / 2, cd = maze_cell_levels(m);
	uint32_t x, y, z, bz, by;
	size_t head = SIZE_MAX, at, own;
	const unsigned char *b;
	unsigned char c;

	if (step > 0) {
		gen_xyz((size_t)step - 1, cw, ch, cd, &x, &y, &z);
		head = maze_cell3(m, x, y, z);
	}
	if (maze_frames_head(&f->mf, f->hdr, m->w, m->h, m->d) == -1)
		return;
	for (bz = 0; bz < m->d; bz++)
		for (by = 0; by < m->h; by++) {
			at = ((size_t)bz * m->h + by) * m->w;
			b = m->b + at;
			own = ((size_t)(bz / 2) * ch + by / 2) * cw;
			for (x = 0; x < m->w; x++) {
				c = b[x];
				if (c != MAZE_START && c != MAZE_END &&
				    own + x / 2 >= step)
					c = MAZE_WALL;
				f->rows[x] = c;
			}
			if (head - at < m->w)
				f->rows[head - at] = MAZE_HEAD;
			if (maze_frames_rows(&f->mf, f->rows, m->w, 1) == -1)
				return;
		}
}

/* Recursive division adds every wall between cells but a tree's n - 1. */
static uint64_t
division_steps(uint32_t cw, uint32_t ch)
{
	return (uint64_t)cw * (ch - 1) + (uint64_t)ch * (cw - 1) -
	    ((uint64_t)cw * ch - 1);
}

int
gen_frames_write(struct maze_writer *w, const struct maze_hdr *hdr,
    const struct maze_gen_algo *a, uint32_t cw, uint32_t ch, uint32_t cd,
    uint64_t seed, const struct maze_gen_opts *o, uint64_t want,
    struct maze_err *e)
{
	struct maze_gen_frames f;
	struct maze_gen_opts uo, fo, polar, given;
	struct gen_stream s;
	struct maze m;
	struct maze_rng r;
	struct maze_err why;
	uint64_t n, bw, bh;
	struct maze_hdr masked;
	int rc = -2, g;

	/* The caller's options, NULL the defaults; and those with frames. */
	if (o == NULL)
		maze_gen_opts_init(&uo);
	else
		uo = *o;
	o = &uo;
	if (gen_check(a, cw, ch, cd, e) == -1 || gen_opts_check(o, e) == -1 ||
	    gen_mask_check(a, o, cw, ch, cd, e) == -1 ||
	    gen_grid_check(a, o, cw, ch, cd, e) == -1)
		return -2;
	/* Frames draw one level of cells; a weave has its tunnels below. */
	if (o->weave > 0) {
		(void)maze_error(e, 0, 0, "--frames: a weave maze is made "
		    "whole, not drawn step by step");
		return -2;
	}
	/* On a mask or of other cells, the header says so. */
	g = gen_grid_kind(o, cd);
	if (o->mask != NULL || o->grid != MAZE_GEN_GRID_SQUARE) {
		masked = *hdr;
		masked.grid |= gen_grid_flag(g) |
		    (o->mask != NULL ? MAZE_GRID_MASK : 0);
		hdr = &masked;
	}
	/* The rings, made as the cells there are (grids.c). */
	given = uo;
	if (g == GEN_POLAR && gen_polar_open(&polar, o, &cw, &ch, e) == -1)
		return -2;
	if (g == GEN_POLAR)
		uo = polar;
	fo = uo;
	n = o->mask != NULL ? o->mask->n : (uint64_t)cw * ch * cd;
	bw = gen_grid_bw(g, cw);
	bh = gen_grid_bh(g, ch);
	memset(&f, 0, sizeof f);
	maze_init(&m);
	/* Streamed or not, frames hold the maze whole. */
	if (maze_check_size3(bw, bh, cd > 1 ? 2 * (uint64_t)cd + 1 : 1,
	    &why) == -1) {
		(void)maze_error(e, 0, 0, "--frames: %s", why.msg);
		goto out;
	}
	f.hdr = hdr;
	fo.frames = &f;
	maze_rng_seed(&r, seed);
	if ((f.rows = malloc(2 * (size_t)bw)) == NULL) {
		(void)maze_error(e, 0, 0, "out of memory");
		goto out;
	}
	if (a->run != NULL) {
		/* S and E first, for every frame: no generator goes there. */
		if (maze_alloc_cells3(&m, cw, ch, cd, e) == -1)
			goto out;
		gen_add_ends(&m, o->mask);
		maze_frames_init(&f.mf, w, want, a->run == gen_division ?
		    division_steps(cw, ch) : n - 1);
		if (a->run(&m, &r, &fo, e) == -1)
			goto out;
	} else if (!(a->flags & GEN_WHOLE)) {
		if (maze_gen_make3(&m, a, cw, ch, cd, seed, o, e) == -1)
			goto out;
		maze_frames_init(&f.mf, w, want, n);
		while (f.mf.next != UINT64_MAX) {
			f.mf.step = f.mf.next;
			reveal(&f, &m, f.mf.step);
		}
	} else {
		maze_frames_init(&f.mf, w, want, n - 1);
		if (gen_stream_open(&s, a, cw, ch, cd, &r, &fo, e) == -1)
			goto out;
		rc = -1;
		if (f.mf.failed)
			*e = f.mf.err;
		else if (maze_write_head(w, hdr, (uint32_t)bw, (uint32_t)bh,
		    cd > 1 ? 2 * cd + 1 : 1, e) == 0)
			rc = gen_put_rows(&s, a->stream, w, f.rows, SIZE_MAX,
			    e);
		a->stream->close(&s);
		goto out;
	}
	rc = -1;
	if (f.mf.failed)
		*e = f.mf.err;
	else if (maze_write_head(w, hdr, m.w, m.h, m.d, e) == 0 &&
	    maze_write_rows(w, m.b, m.w, m.h * m.d, e) == 0)
		rc = 0;
out:
	free(f.rows);
	maze_free(&m);
	if (g == GEN_POLAR)
		gen_polar_close(&polar, &given);
	return rc;
}
