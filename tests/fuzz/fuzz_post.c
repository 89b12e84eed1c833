/*
 * fuzz_post: mazepost's operations on the first maze of any bytes, through
 * post_apply() as mazepost calls it, with options from the input's first
 * bytes.  The options that take walls away (--near, --cycles, --braid,
 * --remove-walls) are checked against the same maze with the rest of the
 * options alone: they keep every open block open and never split a part,
 * so every block reachable stays reachable, and with --keep-solution the
 * route from S to E stays as short as it was.  The options must do on a
 * cell maze's form what they do on its blocks.
 */
#include "fuzz.h"
#include "lib/libpriv.h"
#include "post/post.h"

/* A spot of the nine kinds, at a cell the input chooses. */
static void
spot(struct fuzz_in *in, struct post_spot *s, const char **arg)
{
	unsigned k = fuzz_byte(in), c = fuzz_byte(in);

	memset(s, 0, sizeof *s);
	s->kind = (enum post_spot_kind)(k % 9);
	s->x = c & 7;
	s->y = c >> 3 & 7;
	s->z = c >> 6;
	*arg = s->kind == POST_SPOT_NONE ? NULL : "spec";
}

/* S to E in steps, or UINT32_MAX. */
static uint32_t
route(const struct maze *m)
{
	size_t n = maze_blocks(m);
	uint32_t *dist, *q, d;

	if (m->start == MAZE_NONE || m->end == MAZE_NONE)
		return UINT32_MAX;
	if ((dist = malloc(n * sizeof *dist)) == NULL ||
	    (q = malloc(n * sizeof *q)) == NULL)
		abort();
	fuzz_bfs(m, m->start, dist, q);
	d = dist[m->end];
	free(dist);
	free(q);
	return d;
}

/*
 * The options of o on m, a maze just read, on its blocks and on its form
 * (if it is a cell maze): the same outcome, the same error, the same
 * maze; or the form leaves it to the blocks as it was.
 */
static void
same_on_cells(const struct maze *m, const struct post_ops *o, unsigned seed,
    struct maze_search *s)
{
	struct maze_cells *c;
	struct maze_err ea, eb;
	struct post_work w;
	struct maze a;
	struct maze_rng r;
	unsigned char *row;
	size_t n = maze_blocks(m), k = 0;
	uint32_t y;
	int ra, rb;

	if ((c = maze_cells_new()) == NULL || (row = malloc(m->w)) == NULL)
		abort();
	maze_init(&a);
	if (maze_cells_from(c, m, &ea) != 0)
		goto done;
	FUZZ_ASSERT(maze_alloc3(&a, m->w, m->h, m->d, &ea) == 0);
	memcpy(a.b, m->b, n);
	a.start = m->start;
	a.end = m->end;
	a.line = m->line;
	post_work_init(&w);
	maze_rng_seed(&r, seed);
	ra = post_apply(&a, o, &r, s, &w, &ea);
	post_work_free(&w);
	maze_cells_clear_marks(c);
	maze_rng_seed(&r, seed);
	if ((rb = post_form_apply(c, o, &r, s, &eb)) == -2) {
		/* As it was: its marks cleared, and read back as blocks. */
		memcpy(a.b, m->b, n);
		maze_clear_marks(&a);
		for (y = 0; y < m->h * m->d; y++) {
			maze_cells_draw(c, y, row, 0, &k);
			FUZZ_ASSERT(memcmp(row, a.b + (size_t)y * m->w,
			    m->w) == 0);
		}
		goto done;
	}
	FUZZ_ASSERT(ra == rb);
	if (ra == -1)
		FUZZ_ASSERT(strcmp(ea.msg, eb.msg) == 0);
	else {
		FUZZ_ASSERT(c->start == a.start && c->end == a.end);
		for (y = 0; y < m->h * m->d; y++) {
			maze_cells_draw(c, y, row, 0, &k);
			FUZZ_ASSERT(memcmp(row, a.b + (size_t)y * m->w,
			    m->w) == 0);
		}
	}
done:
	maze_free(&a);
	free(row);
	maze_cells_free(c);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct fuzz_in in = { data, size };
	struct post_ops ops, base;
	struct post_work w;
	struct maze_err e;
	struct maze m, a;
	struct maze_search *s;
	struct maze_rng rng;
	const char *why;
	uint32_t *ca = NULL, *cb = NULL;
	unsigned flags, p, k, seed;
	size_t n, i, pa, pb;
	int ra, rb;

	if (size > FUZZ_MAX)
		return 0;
	memset(&ops, 0, sizeof ops);
	spot(&in, &ops.start, &ops.startarg);
	spot(&in, &ops.end, &ops.endarg);
	flags = fuzz_byte(&in);
	p = fuzz_byte(&in);
	k = fuzz_byte(&in);
	seed = fuzz_byte(&in);
	ops.diameter = flags & 1;
	ops.border = flags >> 1 & 1;
	ops.keep = flags >> 2 & 1;
	if (flags & 8) {
		ops.sparsearg = "p";
		ops.sparse = (p & 15) / 15.0;
	}
	if (flags & 16) {
		ops.neararg = "k";
		ops.near = k & 15;
	}
	if (flags & 32) {
		ops.cyclesarg = "n";
		ops.cycles = k;
	}
	if (flags & 64) {
		ops.braidarg = "p";
		ops.braid = (p >> 4) / 15.0;
	}
	if (flags & 128) {
		ops.removearg = "p";
		ops.remove = (p >> 2 & 15) / 15.0;
	}
	if (post_ops_check(&ops, &why) == -1)
		return 0;
	maze_init(&m);
	maze_init(&a);
	if (!fuzz_read_one(&in, &m))
		goto done;
	FUZZ_ASSERT(maze_alloc3(&a, m.w, m.h, m.d, &e) == 0);
	n = maze_blocks(&m);
	memcpy(a.b, m.b, n);
	a.start = m.start;
	a.end = m.end;
	a.hdr.grid = m.hdr.grid;	/* a mask's outside, a weave's tunnels */
	/* The same maze with the endpoints and --sparse alone. */
	base = ops;
	base.keep = 0;
	base.neararg = base.cyclesarg = base.braidarg = base.removearg = NULL;
	if ((s = maze_search_new()) == NULL)
		abort();
	same_on_cells(&m, &ops, seed, s);
	post_work_init(&w);
	maze_rng_seed(&rng, seed);
	ra = post_apply(&a, &base, &rng, s, &w, &e);
	maze_rng_seed(&rng, seed);
	rb = post_apply(&m, &ops, &rng, s, &w, &e);
	/* The loop options fail only where the rest does. */
	FUZZ_ASSERT(ra == 0 || rb == -1);
	if (ra == 0 && rb == 0) {
		if ((ca = malloc(n * sizeof *ca)) == NULL ||
		    (cb = malloc(n * sizeof *cb)) == NULL)
			abort();
		pa = fuzz_parts(&a, ca);
		pb = fuzz_parts(&m, cb);
		FUZZ_ASSERT(pb <= pa);
		for (i = 0; i < n; i++)
			FUZZ_ASSERT(!maze_isopen(a.b[i]) ||
			    maze_isopen(m.b[i]));
		FUZZ_ASSERT(m.start == a.start && m.end == a.end);
		if (ops.keep)
			FUZZ_ASSERT(route(&m) == route(&a));
		else
			FUZZ_ASSERT(route(&m) <= route(&a));
	}
	post_work_free(&w);
	maze_search_free(s);
done:
	free(ca);
	free(cb);
	maze_free(&a);
	maze_free(&m);
	return 0;
}
