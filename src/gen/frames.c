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
 * p in direction d: a wall unless both are reached and joined; then the
 * mark they share (the head taking the other's), or open.
 */
static unsigned char
between(const struct maze_gen_frames *f, const unsigned char *p,
    const unsigned char *q, int d)
{
	unsigned char a = see(f, p), b = see(f, q);

	if (a == MAZE_WALL || b == MAZE_WALL ||
	    !(IS(*p, d) || IS(*q, maze_back(d))))
		return MAZE_WALL;
	if (a == MAZE_HEAD)
		a = b;
	else if (b == MAZE_HEAD)
		b = a;
	return a == b ? a : MAZE_OPEN;
}

/* A frame's rows of the tree, as gen_tree_row() and gen_tree_floor(). */
static void
frame_row(struct gen_stream *s, unsigned char *above, unsigned char *cells)
{
	const struct gen_tree *t = s->state;
	const struct maze_gen_frames *f = s->o->frames;
	const unsigned char *c = t->cell + s->z * t->plane + s->y * t->pw;
	uint32_t x, cw = s->cw;

	memset(above, MAZE_WALL, 2 * (size_t)cw + 1);
	memset(cells, MAZE_WALL, 2 * (size_t)cw + 1);
	for (x = 0; x < cw; x++) {
		cells[2 * x + 1] = see(f, c + x);
		if (s->y > 0)
			above[2 * x + 1] = between(f, c + x, c + x - t->pw,
			    MAZE_N);
		if (x + 1 < cw)
			cells[2 * x + 2] = between(f, c + x, c + x + 1,
			    MAZE_E);
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
			    MAZE_UP);
}

static const struct maze_gen_streamer frame_streamer = {
	NULL, frame_row, NULL, 0, frame_floor, NULL, NULL
};

/*
 * Set (on) or clear the trail bit of the n cells behind the cell at p,
 * following the parents, as far as a cell without one.
 */
static void
trail(const struct gen_tree *t, unsigned char *p, size_t n, int on)
{
	ptrdiff_t off[MAZE_NDIRS];
	size_t i;
	int d;

	for (d = 0; d < MAZE_NDIRS; d++)
		off[d] = (ptrdiff_t)maze_dz[d] * (ptrdiff_t)t->plane +
		    (ptrdiff_t)maze_dy[d] * (ptrdiff_t)t->pw + maze_dx[d];
	for (i = 0; i < n && (*p & 7) >= 1 && (*p & 7) <= MAZE_NDIRS; i++) {
		p += off[(*p & 7) - 1];
		*p = (unsigned char)(on ? *p | GEN_FMARK : *p & ~GEN_FMARK);
	}
}

void
gen_frame_tree(struct gen_stream *s, size_t head, size_t n)
{
	struct maze_gen_frames *f = s->o->frames;
	struct gen_tree *t = s->state;
	uint32_t y = s->y, z = s->z;

	trail(t, t->cell + head, n, 1);
	f->head = t->cell + head;
	if (maze_frames_head(&f->mf, f->hdr, 2 * s->cw + 1, 2 * s->ch + 1,
	    s->cd > 1 ? 2 * s->cd + 1 : 1) == 0 &&
	    gen_put_rows(s, &frame_streamer, f->mf.w, f->rows,
	    &f->mf.err) == -1) {
		f->mf.failed = 1;
		f->mf.next = UINT64_MAX;
	}
	f->head = NULL;
	trail(t, t->cell + head, n, 0);
	s->y = y;
	s->z = z;
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
	struct maze_gen_opts uo, fo;
	struct gen_stream s;
	struct maze m;
	struct maze_rng r;
	struct maze_err why;
	uint64_t n = (uint64_t)cw * ch * cd;
	uint32_t bw = 2 * cw + 1;
	struct maze_hdr masked;
	int rc = -2;

	/* The caller's options, NULL the defaults; and those with frames. */
	if (o == NULL)
		maze_gen_opts_init(&uo);
	else
		uo = *o;
	o = &uo;
	fo = uo;
	if (gen_check(a, cw, ch, cd, e) == -1 || gen_opts_check(o, e) == -1 ||
	    gen_mask_check(a, o, cw, ch, cd, e) == -1)
		return -2;
	/* Frames draw square cells, for now. */
	if (o->grid != MAZE_GEN_GRID_SQUARE) {
		(void)maze_error(e, 0, 0, "--frames: not on a %s grid yet",
		    maze_grid_name(gen_grid_flag(gen_grid_kind(o, 1))));
		return -2;
	}
	/* Frames draw one level of cells; a weave has its tunnels below. */
	if (o->weave > 0) {
		(void)maze_error(e, 0, 0, "--frames: a weave maze is made "
		    "whole, not drawn step by step");
		return -2;
	}
	/* On a mask, the inside cells are the maze, and the header says so. */
	if (o->mask != NULL) {
		n = o->mask->n;
		masked = *hdr;
		masked.grid |= MAZE_GRID_MASK;
		hdr = &masked;
	}
	/* Streamed or not, frames hold the maze whole. */
	if (maze_check_size3(bw, 2 * (uint64_t)ch + 1,
	    cd > 1 ? 2 * (uint64_t)cd + 1 : 1, &why) == -1) {
		(void)maze_error(e, 0, 0, "--frames: %s", why.msg);
		return -2;
	}
	memset(&f, 0, sizeof f);
	f.hdr = hdr;
	fo.frames = &f;
	maze_init(&m);
	maze_rng_seed(&r, seed);
	if ((f.rows = malloc(2 * (size_t)bw)) == NULL) {
		(void)maze_error(e, 0, 0, "out of memory");
		return -2;
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
		else if (maze_write_head(w, hdr, bw, 2 * ch + 1,
		    cd > 1 ? 2 * cd + 1 : 1, e) == 0)
			rc = gen_put_rows(&s, a->stream, w, f.rows, e);
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
	return rc;
}
