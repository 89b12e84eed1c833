/*
 * fuzz_api: libmaze's public calls, in any order, with any arguments.
 * The input is a program: each operation a byte, its arguments the bytes
 * after it, over two mazes, a form, a search, a solver, a heat map and the
 * options of each layer.  Sizes come as 0, 1, small, or huge (past the
 * limits); algorithms by any index, past their tables too; options,
 * seeds, frames and render options as any value their types hold; header
 * lines of any bytes.  What maze(3) promises is what is checked: no call
 * crashes, reads out of bounds or leaks; one that fails returns -1 (or
 * the -2 its header documents) with a message; and what a writer writes
 * the reader reads back as it was, blocks and header lines alike.
 */
#include <math.h>

#include "fuzz.h"
#include "gen/genint.h"
#include "lib/num.h"
#include "post/post.h"
#include "render/renderint.h"
#include "solve/solveint.h"
#include "stat/statint.h"

/*
 * The most operations an input runs, blocks a maze is made of, blocks of
 * all of a run's frames, and pixels of a picture: more is work, not
 * hostility, and would only make each run slower.
 */
#define OPS	40
#define BLOCKS	(1u << 12)
#define FRAMES	(1u << 16)
#define PIXELS	(1u << 18)

/* The state the operations work on. */
struct api {
	struct fuzz_in in;
	struct maze m[2];
	struct maze_cells *c;
	struct maze_search *s;
	struct maze_solve sv;
	struct maze_rng rng;
	struct maze_render_heat heat;
	struct maze_render_opts ro;
	char from[24];			/* ro.fromarg points here */
	struct post_work pw;
	struct maze_gen_opts go;
	unsigned long written;		/* mazes a writer wrote */
};

/* The error of a call, cleared before it so that its message shows. */
static struct maze_err err;

static struct maze_err *
fresh(void)
{
	memset(&err, 0, sizeof err);
	return &err;
}

/* A call returned rc: -1 (or -2 where allowed) comes with a message. */
static void
said(int rc, int two)
{
	FUZZ_ASSERT(rc >= (two ? -2 : -1));
	if (rc < 0)
		FUZZ_ASSERT(err.msg[0] != '\0');
}

static uint64_t
u64(struct fuzz_in *in)
{
	uint64_t v = 0;
	int i;

	for (i = 0; i < 8; i++)
		v = v << 8 | fuzz_byte(in);
	return v;
}

/*
 * A size of cells or blocks: 0, 1, a few, up to 255, or huge, past any
 * limit or at its edge.
 */
static uint32_t
size(struct fuzz_in *in)
{
	static const uint32_t huge[] = { UINT32_MAX, UINT32_MAX - 1,
	    UINT32_C(1) << 31, (UINT32_C(1) << 31) - 1, 65536, 65535,
	    2147483648u + 7, 1000000 };
	unsigned b = fuzz_byte(in);

	switch (b >> 5) {
	case 0:
		return 0;
	case 1:
		return 1;
	case 2:
	case 3:
	case 4:
		return b & 7;
	case 5:
		return fuzz_byte(in);
	case 6:
		return huge[b & 7];
	default:
		return 2 + (b & 15);
	}
}

/* A count of anything: 0, small, large, or all 64 bits. */
static uint64_t
count(struct fuzz_in *in)
{
	unsigned b = fuzz_byte(in);

	switch (b & 3) {
	case 0:
		return b >> 2;
	case 1:
		return (uint64_t)fuzz_byte(in) << 8 | fuzz_byte(in);
	case 2:
		return UINT64_MAX - (b >> 2);
	default:
		return u64(in);
	}
}

/* A real: ordinary, at the edges, or not a number. */
static double
real(struct fuzz_in *in)
{
	static const double r[] = { 0, 1, 0.5, -1, 2, 1000, 1e300, -0.0 };
	unsigned b = fuzz_byte(in);

	if (b < 8)
		return r[b];
	if (b == 8)
		return NAN;
	if (b == 9)
		return INFINITY;
	if (b == 10)
		return -INFINITY;
	return (double)b / 255;
}

/* Any int, mostly near the range of an enum of n values. */
static int
anyint(struct fuzz_in *in, int n)
{
	unsigned b = fuzz_byte(in);

	if (b == 255)
		return (int)(uint32_t)u64(in);
	return (int)(b % (unsigned)(n + 3)) - 1;
}

/* Would a maze of these cells be legal but larger than a fuzz run takes? */
static int
heavy(uint64_t cw, uint64_t ch, uint64_t cd)
{
	uint64_t w = 2 * cw + 1, h = 2 * ch + 1, d = cd > 1 ? 2 * cd + 1 : 1;

	if (w > UINT32_MAX || h > UINT32_MAX || d > UINT32_MAX)
		return 0;
	return w * h > BLOCKS || w * h * d > BLOCKS;
}

/* The length of the n algorithms of a table, for indices past it. */
static size_t
table_len(maze_algo_iter *it)
{
	size_t n = 0;

	while (it(n) != NULL)
		n++;
	return n;
}

/*
 * The reader takes back what a writer wrote, buf and len, as the maze m
 * with header hdr (m's own, or NULL for m's).
 */
static void
reads_back(const char *buf, size_t len, const struct maze *m,
    const struct maze_hdr *hdr)
{
	struct fuzz_in in = { (const uint8_t *)buf, len };
	struct maze_reader r;
	struct maze b;
	size_t i;
	FILE *fp = fuzz_file(&in);
	int rc;

	if (hdr == NULL)
		hdr = &m->hdr;
	maze_init(&b);
	fuzz_reader_init(&r, fp);
	rc = maze_read(&r, &b, fresh());
	FUZZ_ASSERT(rc == 1);
	FUZZ_ASSERT(b.w == m->w && b.h == m->h && b.d == m->d);
	FUZZ_ASSERT(memcmp(b.b, m->b, maze_blocks(m)) == 0);
	FUZZ_ASSERT(b.start == m->start && b.end == m->end);
	FUZZ_ASSERT(b.hdr.n == hdr->n);
	for (i = 0; i < hdr->n; i++)
		FUZZ_ASSERT(strcmp(b.hdr.line[i], hdr->line[i]) == 0);
	FUZZ_ASSERT(maze_read(&r, &b, fresh()) == 0);
	fuzz_reader_free(&r);
	fclose(fp);
	maze_free(&b);
}

/* Add a header line of any bytes, or of a kind the writers must refuse. */
static void
op_header(struct api *a, struct maze *m)
{
	static const char *const lines[] = { "; size 3 3", "; maze 1",
	    "; level 0", "; frame 1/2", ";frame 9/9", "; c\r", "; a\n; b",
	    "no semicolon", "", ";", "; sizes", ";\tlevel", "; ok" };
	struct fuzz_in *in = &a->in;
	unsigned b = fuzz_byte(in);
	size_t n;
	char *s;

	if (b < 2 * (sizeof lines / sizeof lines[0])) {
		(void)maze_hdr_add(m, "%s", lines[b / 2]);
		return;
	}
	if (b == 255) {
		/* At the reader's limit, or one past it. */
		n = 65536 + (fuzz_byte(in) & 1);
		if ((s = malloc(n + 1)) == NULL)
			abort();
		memset(s, 'x', n);
		s[0] = ';';
		s[n] = '\0';
		(void)maze_hdr_add(m, "%s", s);
		free(s);
		return;
	}
	n = fuzz_byte(in) % 48;
	if (n > in->n)
		n = in->n;
	(void)maze_hdr_add(m, "%.*s", (int)n, (const char *)in->p);
	in->p += n;
	in->n -= n;
}

/* Write m, or a's form, and read it back. */
static void
op_write(struct api *a, struct maze *m, unsigned how)
{
	struct fuzz_out out;
	struct maze_writer w;
	struct maze blocks;
	int rc;

	fuzz_out_open(&out);
	maze_writer_init(&w, out.fp);
	/* A maze after others begins with the line between them. */
	w.mazes = how & 2 ? 1 : 0;
	if (how & 1) {
		rc = maze_write_cells(&w, &m->hdr, a->c, (how & 4) != 0,
		    fresh());
		said(rc, 0);
		fuzz_out_close(&out);
		maze_init(&blocks);
		if (rc == 0 && !(how & 4)) {
			FUZZ_ASSERT(maze_cells_blocks(a->c, &blocks,
			    fresh()) == 0);
			reads_back(out.buf + (w.mazes > 1), out.len -
			    (w.mazes > 1), &blocks, &m->hdr);
		}
		maze_free(&blocks);
	} else {
		rc = maze_write(&w, m, fresh());
		said(rc, 0);
		fuzz_out_close(&out);
		if (rc == 0)
			reads_back(out.buf + (w.mazes > 1), out.len -
			    (w.mazes > 1), m, NULL);
	}
	/* Nothing of a maze refused, not even the line before it. */
	if (rc == -1)
		FUZZ_ASSERT(out.len == 0 && w.mazes == (how & 2 ? 1u : 0u));
	a->written += rc == 0;
	fuzz_out_free(&out);
}

/* Options of the generators as a program's user might set them. */
static void
gen_options(struct api *a)
{
	static const char *const roots[] = { "center", "corner", "random",
	    "0,0", "1,2", "1,1,1", "9,9,9", "4294967295,0" };
	static const char *const policies[] = { "newest", "oldest:3,random",
	    "middle:1000000", "newest,oldest,random,middle" };
	struct fuzz_in *in = &a->in;
	const char *why;
	unsigned b = fuzz_byte(in);

	maze_gen_opts_init(&a->go);
	if (b & 1)
		(void)gen_parse_root(&a->go, roots[b >> 1 & 7], &why);
	if (b & 16)
		(void)gen_parse_policy(&a->go, policies[b >> 5 & 3], &why);
	if (b & 128)
		(void)gen_parse_corner(&a->go, "se", &why);
	a->go.newest = 1 + (uint32_t)(count(in) % 100);
	a->go.corridor = 1 + (uint32_t)(count(in) % 2000);
	a->go.apart = count(in);
	if (!(b & 8))
		return;
	/* Fields as a caller may set them, past what the parsers make. */
	b = fuzz_byte(in);
	a->go.root = (enum maze_gen_root)anyint(in, MAZE_GEN_ROOT_XY + 1);
	a->go.rx = size(in);
	a->go.ry = size(in);
	a->go.rz = size(in);
	a->go.newest = (uint32_t)count(in);
	a->go.corridor = (uint32_t)count(in);
	a->go.bias = anyint(in, 4);
	a->go.nmix = anyint(in, MAZE_GEN_MAX_MIX + 1);
	a->go.pick[b & 3] = (enum maze_gen_pick)anyint(in, 4);
	a->go.weight[b >> 2 & 3] = (uint32_t)count(in);
}

static void
op_gen(struct api *a, struct maze *m)
{
	struct fuzz_in *in = &a->in;
	const struct maze_gen_algo *g;
	uint32_t cw, ch, cd;
	uint64_t seed;
	unsigned b;
	int rc;

	b = fuzz_byte(in);
	g = maze_gen_algo(b % (table_len(maze_gen_info) + 2));
	cw = size(in);
	ch = size(in);
	cd = b & 0x80 ? size(in) : 1;
	seed = count(in);
	gen_options(a);
	if (heavy(cw, ch, cd))
		return;
	fuzz_what = g != NULL ? g->info.name : "no generator";
	rc = maze_gen_make3(m, g, cw, ch, cd, seed, b & 0x40 ? NULL : &a->go,
	    fresh());
	said(rc, 0);
	if (rc == 0)
		FUZZ_ASSERT(m->w == 2 * cw + 1 && m->h == 2 * ch + 1 &&
		    maze_is_cells(m, NULL));
	if (g == NULL || cw == 0 || ch == 0 || cd == 0)
		FUZZ_ASSERT(rc == -1);
}

/* A maze made as it is written: streamed, or as frames. */
static void
op_gen_write(struct api *a, struct maze *m)
{
	struct fuzz_in *in = &a->in;
	const struct maze_gen_algo *g;
	struct fuzz_out out;
	struct maze_writer w;
	uint32_t cw, ch, cd;
	uint64_t seed, want;
	unsigned b;
	int rc;

	b = fuzz_byte(in);
	g = maze_gen_algo(b % (table_len(maze_gen_info) + 1));
	cw = size(in);
	ch = size(in);
	cd = b & 0x80 ? size(in) : 1;
	seed = count(in);
	want = count(in);
	gen_options(a);
	if (heavy(cw, ch, cd))
		return;
	/* Frames of every step of a larger maze are work, not hostility. */
	if (want == 0 || (double)want * 4 * ((double)cw + 1) *
	    ((double)ch + 1) * ((double)cd + 1) > FRAMES)
		want = 2 + want % 8;
	fuzz_what = g != NULL ? g->info.name : "no generator";
	fuzz_out_open(&out);
	maze_writer_init(&w, out.fp);
	if (b & 0x40)
		rc = gen_frames_write(&w, &m->hdr, g, cw, ch, cd, seed,
		    b & 0x20 ? NULL : &a->go, want, fresh());
	else
		rc = gen_stream_write3(&w, &m->hdr, g, cw, ch, cd, seed,
		    b & 0x20 ? NULL : &a->go, fresh());
	said(rc, 1);
	if (g == NULL)
		FUZZ_ASSERT(rc == -2);
	/* The last maze written is the maze, byte for byte. */
	fuzz_out_close(&out);
	fuzz_out_free(&out);
}

/* Blocks of any kind but S and E, from the input; then S and E placed. */
static void
op_blocks(struct api *a, struct maze *m)
{
	static const char blocks[] = "# #+.123456789abcdefghi@*~";
	struct fuzz_in *in = &a->in;
	uint32_t w = size(in), h = size(in), d = size(in) % 4, x, y, z;
	size_t i, n;
	char arg[8] = "x";
	int rc;

	if ((uint64_t)w * h * d > BLOCKS) {
		if (maze_check_size3(w, h, d, NULL) == 0)
			return;
		FUZZ_ASSERT(maze_alloc3(m, w, h, d, fresh()) == -1);
		return;
	}
	rc = maze_alloc3(m, w, h, d, fresh());
	said(rc, 0);
	if (rc == -1) {
		FUZZ_ASSERT(w == 0 || h == 0 || d == 0);
		return;
	}
	n = maze_blocks(m);
	for (i = 0; i < n; i++)
		m->b[i] = (unsigned char)blocks[fuzz_byte(in) %
		    (sizeof blocks - 1)];
	x = size(in);
	y = size(in);
	z = size(in);
	rc = maze_move_end(m, MAZE_START, x, y, z, "--from", arg, fresh());
	said(rc, 0);
	x = size(in);
	y = size(in);
	rc = maze_move_end(m, MAZE_END, x, y, 0, "--to", arg, fresh());
	said(rc, 0);
}

/* The next bytes of the input, len of them, read as a stream. */
static void
op_read(struct api *a, struct maze *m, int cells)
{
	struct fuzz_in *in = &a->in;
	struct fuzz_in part;
	struct maze_reader r;
	size_t n = (size_t)fuzz_byte(in) << 4 | (fuzz_byte(in) & 15);
	FILE *fp;
	int rc;

	if (n > in->n)
		n = in->n;
	part.p = in->p;
	part.n = n;
	in->p += n;
	in->n -= n;
	fp = fuzz_file(&part);
	fuzz_reader_init(&r, fp);
	if (cells) {
		rc = maze_read_head(&r, m, fresh());
		said(rc, 0);
		if (rc == 1) {
			rc = maze_read_cells(&r, m, a->c, fresh());
			said(rc, 0);
			FUZZ_ASSERT(rc != 0);
		}
	} else {
		rc = maze_read(&r, m, fresh());
		said(rc, 0);
	}
	fuzz_reader_free(&r);
	fclose(fp);
}

static void
op_solve(struct api *a, struct maze *m)
{
	struct fuzz_in *in = &a->in;
	const struct maze_solve_algo *s;
	struct maze_solve *sv = &a->sv;
	struct fuzz_out out;
	struct maze_writer w;
	unsigned b = fuzz_byte(in);
	uint64_t want;
	int rc;

	s = maze_solve_algo(b % (table_len(maze_solve_info) + 2));
	if (s == NULL) {
		FUZZ_ASSERT(maze_algo_find(maze_solve_info,
		    "no solver") == MAZE_NONE);
		return;
	}
	fuzz_what = s->info.name;
	sv->m = m;
	sv->rng = &a->rng;
	maze_rng_seed(&a->rng, count(in));
	sv->explore = b >> 7;
	sv->heuristic = anyint(in, 4);
	sv->weight = real(in);
	sv->lefthand = fuzz_byte(in) & 1;
	sv->max_steps = count(in) % 100000;
	if (b & 0x40) {
		/* As mazesolve writes frames: count, run, then replay. */
		want = count(in);
		if (want == 0 || want > FRAMES / (maze_blocks(m) + 1))
			want = 2 + want % 8;
		rc = solve_frames_count(sv, want, fresh());
		said(rc, 0);
		if (rc == -1)
			return;
		rc = s->run(sv, fresh());
		said(rc, 0);
		if (rc == -1)
			return;
		fuzz_out_open(&out);
		maze_writer_init(&w, out.fp);
		rc = solve_frames_replay(sv, s, &w, fresh());
		said(rc, 1);
		fuzz_out_close(&out);
		fuzz_out_free(&out);
		/* The solver goes on without frames, as it began. */
		maze_solve_free(sv);
		FUZZ_ASSERT(maze_solve_init(sv, fresh()) == 0);
		return;
	}
	rc = s->run(sv, fresh());
	said(rc, 0);
	FUZZ_ASSERT(rc <= 1);
	/* The cells explored are counted on a cell maze, refused on others. */
	if (rc >= 0)
		FUZZ_ASSERT(solve_figures(sv, rc, m, 1, fresh()) ==
		    (maze_is_cells(m, NULL) ? 0 : -1));
}

static void
op_form(struct api *a, struct maze *m)
{
	struct maze_stat_figures st;
	unsigned b = fuzz_byte(&a->in);
	int rc;

	switch (b & 3) {
	case 0:
		rc = maze_stat_measure_cells(a->c, a->s, &st, fresh());
		said(rc, 0);
		break;
	case 1:
		a->sv.m = m;
		a->sv.rng = &a->rng;
		/* -2 is no error: the form's maze needs its blocks. */
		rc = maze_solve_bfs_form(&a->sv, a->c, fresh());
		said(rc == -2 ? 0 : rc, 0);
		break;
	case 2:
		rc = maze_cells_blocks(a->c, m, fresh());
		said(rc, 0);
		break;
	default:
		maze_cells_clear_marks(a->c);
		break;
	}
}

static void
op_stat(struct api *a, struct maze *m)
{
	struct maze_stat_figures st;
	int64_t len;
	int rc;

	rc = maze_stat_measure(m, a->s, &st, fresh());
	said(rc, 0);
	if (rc == 0 && maze_blocks(m) > 0)
		FUZZ_ASSERT(st.open <= maze_blocks(m));
	rc = stat_route_length(m, a->s, &len, fresh());
	said(rc, 0);
}

/* mazepost's operations; with frames, written as mazepost --frames does. */
static void
op_post(struct api *a, struct maze *m, int frames)
{
	struct fuzz_in *in = &a->in;
	struct post_frames *fr;
	struct maze_writer w;
	struct fuzz_out out;
	struct post_ops o;
	const char *why;
	unsigned b = fuzz_byte(in);
	uint64_t want;
	int rc;

	memset(&o, 0, sizeof o);
	o.start.kind = (enum post_spot_kind)(fuzz_byte(in) % 9);
	o.start.x = size(in);
	o.start.y = size(in);
	o.start.z = size(in);
	o.end.kind = (enum post_spot_kind)(fuzz_byte(in) % 9);
	o.end.x = size(in);
	o.end.y = size(in);
	o.diameter = b & 1;
	o.border = b >> 1 & 1;
	o.keep = b >> 2 & 1;
	if (o.start.kind != POST_SPOT_NONE)
		o.startarg = "s";
	if (o.end.kind != POST_SPOT_NONE)
		o.endarg = "e";
	if (b & 8) {
		o.sparse = real(in);
		o.sparsearg = "p";
	}
	if (b & 16) {
		o.near = (uint32_t)count(in);
		o.neararg = "k";
	}
	if (b & 32) {
		o.cycles = count(in) % 1000;
		o.cyclesarg = "n";
	}
	if (b & 64) {
		o.braid = real(in);
		o.braidarg = "p";
	}
	if (b & 128) {
		o.remove = real(in);
		o.removearg = "p";
	}
	/* As mazepost: only what goes together, fractions in [0, 1]. */
	if (post_ops_check(&o, &why) == -1 || !(o.sparse >= 0 &&
	    o.sparse <= 1) || !(o.braid >= 0 && o.braid <= 1) ||
	    !(o.remove >= 0 && o.remove <= 1))
		return;
	maze_rng_seed(&a->rng, count(in));
	if (frames) {
		want = count(in);
		if (want == 0 || want > FRAMES / (maze_blocks(m) + 1))
			want = 2 + want % 8;
		if ((fr = post_frames_new()) == NULL)
			abort();
		fuzz_out_open(&out);
		maze_writer_init(&w, out.fp);
		rc = post_frames_apply(fr, m, &o, want, &a->rng, a->s, &a->pw,
		    &w, fresh());
		said(rc, 1);
		/* The last frame, the changed maze, is the caller's. */
		if (rc == 0)
			FUZZ_ASSERT(maze_write(&w, m, fresh()) == 0);
		fuzz_out_close(&out);
		fuzz_out_free(&out);
		post_frames_free(fr);
	} else {
		rc = post_apply(m, &o, &a->rng, a->s, &a->pw, fresh());
		said(rc, 0);
	}
	if (rc == 0 && (b & 1))
		FUZZ_ASSERT(m->start != MAZE_NONE && m->end != MAZE_NONE);
}

/* Render options as any value their fields hold. */
static void
render_options(struct api *a, const struct maze *m)
{
	struct fuzz_in *in = &a->in;
	struct maze_render_opts *o = &a->ro;
	const char *why;
	unsigned b = fuzz_byte(in);

	maze_render_defaults(o);
	o->format = anyint(in, MAZE_RENDER_GIF + 1);
	o->map = b & 1 ? anyint(in, 4) : MAZE_RENDER_MAP_NONE;
	o->colour = b & 2 ? anyint(in, 3) : 0;
	if (b & 4) {
		o->block = size(in);
		o->wall = size(in);
		o->margin = size(in);
	}
	if (b & 8) {
		o->cycles = size(in);
		o->level = anyint(in, 10);
		o->columns = size(in);
	}
	if (b & 16) {
		snprintf(a->from, sizeof a->from, "%u,%u%s", size(in) % 64,
		    size(in) % 64, b & 32 ? ",1" : "");
		FUZZ_ASSERT(render_set_from(o, a->from, &why) == 0);
	}
	o->delay = 0;
	o->hold = (uint32_t)count(in);
	o->loop = (uint32_t)count(in);
	(void)m;
}

/* Is the picture of m, as a's options draw it, small enough to make? */
static int
small_picture(struct api *a, const struct maze *m)
{
	struct maze_render_opts o = a->ro;
	uint64_t side = o.block > o.wall ? o.block : o.wall;
	uint64_t w = (uint64_t)m->w * (side ? side : 16) +
	    2 * (uint64_t)o.margin;
	uint64_t h = (uint64_t)m->h * m->d * (side ? side : 16) +
	    2 * (uint64_t)o.margin;

	/* Panels of levels: as many across as there are levels, at most. */
	w *= m->d;
	return w <= PIXELS && h <= PIXELS && w * h <= PIXELS;
}

static void
op_draw(struct api *a, struct maze *m)
{
	struct fuzz_out out;
	int rc, checked;

	render_options(a, m);
	checked = render_check_size(&a->ro, m, fresh());
	said(checked, 0);
	if (!small_picture(a, m) && checked == 0)
		return;
	rc = maze_render_heat_map(&a->heat, &a->ro, m, fresh());
	said(rc, 0);
	if (rc == -1)
		return;
	fuzz_out_open(&out);
	rc = maze_render_draw(out.fp, &a->ro, m, &a->heat, fuzz_byte(&a->in),
	    NULL, NULL, fresh());
	said(rc, 0);
	if (maze_blocks(m) == 0 || m->b == NULL)
		FUZZ_ASSERT(rc == -1);
	fuzz_out_close(&out);
	fuzz_out_free(&out);
}

/* maze_render_animate()'s and render_play()'s next: the mazes of a in turn. */
struct next {
	struct api *a;
	int i, n;
};

static int
next(void *arg, struct maze *m, struct maze_render_heat *h)
{
	struct next *nx = arg;
	struct api *a = nx->a;
	const struct maze *src;
	size_t i;

	if (nx->i >= nx->n)
		return 0;
	src = &a->m[nx->i++ % 2];
	if (!small_picture(a, src))
		return 0;
	maze_hdr_clear(&m->hdr);
	if (maze_blocks(src) == 0 || src->b == NULL) {
		/* An empty maze, which the drawing must refuse. */
		m->w = m->h = 0;
		m->d = 1;
		return 1;
	}
	if (maze_alloc3(m, src->w, src->h, src->d, fresh()) == -1)
		return 0;
	memcpy(m->b, src->b, maze_blocks(src));
	m->start = src->start;
	m->end = src->end;
	m->line = src->line;
	for (i = 0; i < src->hdr.n; i++)
		(void)maze_hdr_add(m, "%s", src->hdr.line[i]);
	if (render_check_size(&a->ro, m, fresh()) == -1 ||
	    maze_render_heat_map(h, &a->ro, m, fresh()) == -1)
		return 0;
	return 1;
}

static void
op_animate(struct api *a, int play)
{
	struct next nx = { a, 0, 0 };
	struct fuzz_out out;
	int rc;

	render_options(a, &a->m[0]);
	nx.n = fuzz_byte(&a->in) % 4;
	if (play)
		a->ro.format = MAZE_RENDER_ASCII + (a->ro.format & 3) % 3;
	fuzz_out_open(&out);
	if (play)
		rc = render_play(out.fp, &a->ro, next, &nx, &a->heat,
		    fresh());
	else
		rc = maze_render_animate(out.fp, nx.n & 1, &a->ro, next, &nx,
		    &a->heat, fresh());
	said(rc, 0);
	fuzz_out_close(&out);
	fuzz_out_free(&out);
}

/* Calls on a maze that change a little or nothing. */
static void
op_small(struct api *a, struct maze *m)
{
	struct fuzz_in *in = &a->in;
	unsigned b = fuzz_byte(in);
	struct fuzz_out out;
	struct maze_writer w;
	char name[16];
	size_t i;
	int rc;

	switch (b & 15) {
	case 0:
		maze_free(m);
		break;
	case 1:
		maze_clear_marks(m);
		break;
	case 2:
		if (m->b != NULL)
			maze_find_ends(m);
		break;
	case 3:
		(void)maze_is_cells(m, fresh());
		break;
	case 4:
		maze_hdr_clear(&m->hdr);
		break;
	case 5:
		maze_hdr_drop(&m->hdr, b & 8 ? "; " : "");
		break;
	case 6:
		/* Names of any bytes, and none. */
		for (i = 0; i < sizeof name - 1; i++)
			name[i] = (char)fuzz_byte(in);
		name[i] = '\0';
		(void)maze_algo_find(maze_gen_info, name);
		(void)maze_algo_find(maze_solve_info, b & 8 ? NULL : name);
		(void)maze_gen_algo(SIZE_MAX);
		break;
	case 7:
		/* A maze of one block, S or not. */
		if (maze_alloc(m, 1, 1, fresh()) == 0) {
			m->b[0] = b & 16 ? MAZE_START : MAZE_OPEN;
			maze_find_ends(m);
		}
		break;
	case 8:
		/* The grid alone, a plain picture, after a maze or not. */
		fuzz_out_open(&out);
		maze_writer_init(&w, out.fp);
		w.mazes = b >> 4 & 1;
		rc = maze_write_grid(&w, m, fresh());
		said(rc, 0);
		fuzz_out_close(&out);
		fuzz_out_free(&out);
		break;
	case 9:
		/* One maze, written and flushed. */
		fuzz_out_open(&out);
		rc = maze_fwrite(out.fp, m, fresh());
		said(rc, 0);
		fuzz_out_close(&out);
		if (rc == 0)
			reads_back(out.buf, out.len, m, NULL);
		fuzz_out_free(&out);
		break;
	default:
		/* Where things are, inside the maze and past it. */
		if (maze_blocks(m) > 0 && m->b != NULL)
			(void)maze_move_end(m, b & 16 ? MAZE_START : MAZE_END,
			    size(in), size(in), size(in) % 4, "--to", "x",
			    fresh());
		break;
	}
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size_)
{
	struct api a;
	struct maze *m;
	unsigned op, ops;

	if (size_ > FUZZ_MAX)
		return 0;
	memset(&a, 0, sizeof a);
	a.in.p = data;
	a.in.n = size_;
	maze_init(&a.m[0]);
	maze_init(&a.m[1]);
	if ((a.c = maze_cells_new()) == NULL ||
	    (a.s = maze_search_new()) == NULL)
		abort();
	FUZZ_ASSERT(maze_solve_init(&a.sv, fresh()) == 0);
	maze_render_heat_init(&a.heat);
	maze_render_defaults(&a.ro);
	post_work_init(&a.pw);
	maze_gen_opts_init(&a.go);
	for (ops = 0; ops < OPS && a.in.n > 0; ops++) {
		op = fuzz_byte(&a.in);
		m = &a.m[op >> 7];
		fuzz_what = "";
		switch (op & 15) {
		case 0:
			op_gen(&a, m);
			break;
		case 1:
			op_gen_write(&a, m);
			break;
		case 2:
			op_blocks(&a, m);
			break;
		case 3:
			op_header(&a, m);
			break;
		case 4:
			op_write(&a, m, op >> 4 & 7);
			break;
		case 5:
			op_read(&a, m, op >> 4 & 1);
			break;
		case 6:
		case 7:
			op_solve(&a, m);
			break;
		case 8:
			op_form(&a, m);
			break;
		case 9:
			op_stat(&a, m);
			break;
		case 10:
			op_post(&a, m, op >> 4 & 1);
			break;
		case 11:
			op_draw(&a, m);
			break;
		case 12:
			op_animate(&a, op >> 4 & 1);
			break;
		default:
			op_small(&a, m);
			break;
		}
	}
	maze_free(&a.m[0]);
	maze_free(&a.m[1]);
	maze_cells_free(a.c);
	maze_search_free(a.s);
	maze_solve_free(&a.sv);
	maze_render_heat_free(&a.heat);
	post_work_free(&a.pw);
	return 0;
}
