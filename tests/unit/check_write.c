/* check_write.c: the maze(5) writer, alone and against the reader. */
#include <stdlib.h>
#include <string.h>

#include "gen/genint.h"
#include "unit.h"

/* Read every maze of the len bytes at s; *n says how many. */
static struct maze *
read_all(const char *s, size_t len, size_t *n)
{
	struct maze_reader r;
	struct maze_err e;
	struct maze *v = NULL, *nv;
	FILE *fp = open_bytes(s, len);
	int rc;

	maze_reader_init(&r, fp);
	for (*n = 0; ; (*n)++) {
		nv = realloc(v, (*n + 1) * sizeof *v);
		ck_assert_ptr_nonnull(nv);
		v = nv;
		maze_init(&v[*n]);
		rc = maze_read(&r, &v[*n], &e);
		ck_assert_msg(rc != -1, "%lu:%lu: %s", e.line, e.col, e.msg);
		if (rc == 0)
			break;
	}
	maze_free(&v[*n]);
	maze_reader_free(&r);
	fclose(fp);
	return v;
}

static void
free_all(struct maze *v, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		maze_free(&v[i]);
	free(v);
}

/* Write the n mazes of v as a stream into o, which is left closed. */
static void
write_all(struct out *o, const struct maze *v, size_t n)
{
	struct maze_writer w;
	struct maze_err e;
	size_t i;

	out_open(o);
	maze_writer_init(&w, o->fp);
	for (i = 0; i < n; i++)
		ck_assert_int_eq(maze_write(&w, &v[i], &e), 0);
	out_close(o);
}

static void
assert_same_maze(const struct maze *a, const struct maze *b)
{
	size_t i;

	ck_assert_uint_eq(a->w, b->w);
	ck_assert_uint_eq(a->h, b->h);
	ck_assert_uint_eq(a->d, b->d);
	ck_assert_mem_eq(a->b, b->b, maze_blocks(a));
	ck_assert_uint_eq(a->start, b->start);
	ck_assert_uint_eq(a->end, b->end);
	ck_assert_uint_eq(a->hdr.grid, b->hdr.grid);
	ck_assert_uint_eq(a->hdr.n, b->hdr.n);
	for (i = 0; i < a->hdr.n; i++)
		ck_assert_str_eq(a->hdr.line[i], b->hdr.line[i]);
}

START_TEST(test_man_example)
{
	struct maze *v;
	struct out o;
	size_t n;

	/* What the toolkit writes, it reads and writes back byte for byte. */
	v = read_all(man_example, strlen(man_example), &n);
	ck_assert_uint_eq(n, 1);
	write_all(&o, v, n);
	ck_assert_uint_eq(o.len, strlen(man_example));
	ck_assert_str_eq(o.buf, man_example);
	free(o.buf);
	free_all(v, n);
}
END_TEST

/* Inputs of every shape the reader takes, and what the writer makes of them. */
static const struct trip {
	const char *in, *out;
} trips[] = {
	{ "#S #\n# E#\n",
	    "; maze 1\n; size 4 2\n#S #\n# E#\n" },
	{ "; c\r\n; maze 1\r\n; size 3 1\r\n; d\r\n###\r\n",
	    "; maze 1\n; size 3 1\n; c\n; d\n###\n" },
	{ "\n\n  \n S\n\n\n\n;x\n; size 1 1\n;  y \nE\n; z\n#\n",
	    "; maze 1\n; size 2 2\n  \n S\n\n"
	    "; maze 1\n; size 1 1\n;x\n;  y \nE\n\n"
	    "; maze 1\n; size 1 1\n; z\n#\n" },
	{ "#S+.#\n#E  #", "; maze 1\n; size 5 2\n#S+.#\n#E  #\n" },
	/* Hex and delta grids (maze(5) "Grids"), masked or not. */
	{ "; grid hex\n" HEX_ROWS,
	    "; maze 1\n; size 15 5\n; grid hex\n" HEX_ROWS },
	{ "; c\n; grid hex mask\n" HEX_MASK_ROWS "\n; grid delta\n"
	    DELTA_ROWS "\n;grid\tdelta  mask\n; size 7 5\n" DELTA_MASK_ROWS,
	    "; maze 1\n; size 15 5\n; grid hex mask\n; c\n" HEX_MASK_ROWS
	    "\n; maze 1\n; size 7 5\n; grid delta\n" DELTA_ROWS
	    "\n; maze 1\n; size 7 5\n; grid delta mask\n" DELTA_MASK_ROWS },
	/* Levels: each after its level line; one level is a flat maze. */
	{ "; size 3 1 2\n; c\n; level 0\n#S#\n; level 1\n#E#\n",
	    "; maze 1\n; size 3 1 2\n; c\n; level 0\n#S#\n; level 1\n#E#\n" },
	{ "; size 3 1 1\n#S#\n", "; maze 1\n; size 3 1\n#S#\n" },
	{ "; size 1 2 3\n; level 0\nS\n \n; level 1\n#\n \n; level 2\n \nE\n"
	    "\n; size 1 1 2\n; level 0\n#\n; level 1\n#\n\n#\n",
	    "; maze 1\n; size 1 2 3\n; level 0\nS\n \n; level 1\n#\n \n"
	    "; level 2\n \nE\n\n"
	    "; maze 1\n; size 1 1 2\n; level 0\n#\n; level 1\n#\n\n"
	    "; maze 1\n; size 1 1\n#\n" },
};

START_TEST(test_round_trip)
{
	const struct trip *t = &trips[_i];
	struct maze *v, *v2;
	struct out o, o2;
	size_t n, n2, i;

	v = read_all(t->in, strlen(t->in), &n);
	write_all(&o, v, n);
	ck_assert_str_eq(o.buf, t->out);
	v2 = read_all(o.buf, o.len, &n2);
	ck_assert_uint_eq(n2, n);
	for (i = 0; i < n; i++)
		assert_same_maze(&v[i], &v2[i]);
	write_all(&o2, v2, n2);
	ck_assert_str_eq(o2.buf, o.buf);
	free(o.buf);
	free(o2.buf);
	free_all(v, n);
	free_all(v2, n2);
}
END_TEST

/* Every generator's mazes survive writing and reading. */
START_TEST(test_round_trip_generated)
{
	const struct maze_gen_algo *a;
	struct maze m[2];
	struct maze_err e;
	struct maze *v;
	struct out o;
	size_t i, n;

	for (i = 0; (a = maze_gen_algo(i)) != NULL; i++) {
		maze_init(&m[0]);
		maze_init(&m[1]);
		ck_assert_int_eq(maze_gen_make(&m[0], a, 7, 5, i, &e), 0);
		ck_assert_int_eq(maze_hdr_add(&m[0], "; made by %s",
		    a->info.name), 0);
		ck_assert_int_eq(maze_gen_make(&m[1], a, 1, 12, i + 1, &e), 0);
		write_all(&o, m, 2);
		v = read_all(o.buf, o.len, &n);
		ck_assert_uint_eq(n, 2);
		assert_same_maze(&v[0], &m[0]);
		assert_same_maze(&v[1], &m[1]);
		free(o.buf);
		free_all(v, n);
		maze_free(&m[0]);
		maze_free(&m[1]);
	}
}
END_TEST

START_TEST(test_write_parts)
{
	struct maze_writer w;
	struct maze_err e;
	struct maze m;
	struct out o;

	/*
	 * The head and the rows apart, as a program that draws a maze row by
	 * row writes them; and the bare grid, for plain pictures.
	 */
	maze_init(&m);
	maze_from_str(&m, "; keep me\n###\n#S#\n#E#\n");
	out_open(&o);
	maze_writer_init(&w, o.fp);
	ck_assert_int_eq(maze_write_head(&w, &m.hdr, 3, 3, 1, &e), 0);
	ck_assert_int_eq(maze_write_rows(&w, m.b, 3, 1, &e), 0);
	ck_assert_int_eq(maze_write_rows(&w, m.b + 3, 3, 2, &e), 0);
	ck_assert_int_eq(maze_write_grid(&w, &m, &e), 0);
	ck_assert_int_eq(maze_write_grid(&w, &m, &e), 0);
	ck_assert_int_eq(maze_write(&w, &m, &e), 0);
	ck_assert_uint_eq(w.mazes, 4);
	out_close(&o);
	ck_assert_str_eq(o.buf,
	    "; maze 1\n; size 3 3\n; keep me\n###\n#S#\n#E#\n"
	    "\n###\n#S#\n#E#\n"
	    "\n###\n#S#\n#E#\n"
	    "\n; maze 1\n; size 3 3\n; keep me\n###\n#S#\n#E#\n");
	free(o.buf);
	maze_free(&m);
}
END_TEST

START_TEST(test_write_error)
{
	struct maze_writer w;
	struct maze_err e;
	struct maze m;
	FILE *fp;

	/* A stream open for reading only refuses every write. */
	maze_init(&m);
	maze_from_str(&m, "###\n");
	fp = open_bytes("x", 1);
	maze_writer_init(&w, fp);
	memset(&e, 0, sizeof e);
	ck_assert_int_eq(maze_write(&w, &m, &e), -1);
	ck_assert_uint_eq(e.line, 0);
	ck_assert_uint_eq(e.col, 0);
	ck_assert_msg(strncmp(e.msg, "write error: ", 13) == 0, "message %s",
	    e.msg);
	ck_assert_int_eq(maze_write_grid(&w, &m, &e), -1);
	ck_assert_msg(strncmp(e.msg, "write error: ", 13) == 0, "message %s",
	    e.msg);
	fclose(fp);
	maze_free(&m);
}
END_TEST

/*
 * Header lines no reader takes back as they are: refused by every writer
 * of header lines, before a byte of the maze (its separator included),
 * with a message naming the line, counting from 1, and what is wrong.
 * NULL stands for a line one byte over the reader's limit.
 */
static const struct badhdr {
	const char *line, *why;
} badhdrs[] = {
	{ "; two\n; lines", "header line 2, byte 6: a line feed" },
	{ "no semicolon", "header line 2: does not begin with ';'" },
	{ "", "header line 2: does not begin with ';'" },
	{ "; size 99 99", "header line 2: the keyword \"size\" is reserved" },
	{ ";size 3 3", "header line 2: the keyword \"size\" is reserved" },
	{ ";\tlevel 3", "header line 2: the keyword \"level\" is reserved" },
	{ "; level", "header line 2: the keyword \"level\" is reserved" },
	{ "; maze 1", "header line 2: the keyword \"maze\" is reserved" },
	{ "; frame 2/3", "header line 2: the keyword \"frame\" is reserved" },
	{ "; cr\r", "header line 2, byte 5: ends with a carriage return" },
	{ NULL, "header line 2: is longer than 65536 bytes" },
};

/* A line of n bytes, ';' and then 'x's. */
static char *
long_line(size_t n)
{
	char *s = malloc(n + 1);

	ck_assert_ptr_nonnull(s);
	memset(s, 'x', n);
	s[0] = ';';
	s[n] = '\0';
	return s;
}

START_TEST(test_bad_header)
{
	const struct badhdr *t = &badhdrs[_i];
	struct maze_cells *c = maze_cells_new();
	struct maze_frames f;
	struct maze_writer w;
	struct maze_reader r;
	struct maze_err e;
	struct maze m, good;
	struct out o;
	char *line = t->line ? strdup(t->line) : long_line(65537);
	size_t first;
	FILE *fp;

	ck_assert_ptr_nonnull(c);
	ck_assert_ptr_nonnull(line);
	maze_init(&m);
	maze_init(&good);
	maze_from_str(&good, man_example);
	/* The maze as a form too, its header then made bad. */
	fp = open_bytes(man_example, strlen(man_example));
	maze_reader_init(&r, fp);
	ck_assert_int_eq(maze_read_head(&r, &m, &e), 1);
	ck_assert_int_eq(maze_read_cells(&r, &m, c, &e), 1);
	maze_reader_free(&r);
	fclose(fp);
	ck_assert_int_eq(maze_hdr_add(&m, "%s", line), 0);
	maze_free(&m);
	maze_from_str(&m, man_example);
	ck_assert_int_eq(maze_hdr_add(&m, "%s", line), 0);
	ck_assert_uint_eq(m.hdr.n, 2);

	out_open(&o);
	maze_writer_init(&w, o.fp);
	ck_assert_int_eq(maze_write(&w, &good, &e), 0);
	fflush(o.fp);
	first = o.len;
	memset(&e, 0, sizeof e);
	ck_assert_int_eq(maze_write(&w, &m, &e), -1);
	ck_assert_msg(strncmp(e.msg, t->why, strlen(t->why)) == 0,
	    "message %s", e.msg);
	memset(&e, 0, sizeof e);
	ck_assert_int_eq(maze_write_head(&w, &m.hdr, m.w, m.h, m.d, &e), -1);
	ck_assert_msg(strncmp(e.msg, t->why, strlen(t->why)) == 0,
	    "message %s", e.msg);
	memset(&e, 0, sizeof e);
	ck_assert_int_eq(maze_write_cells(&w, &m.hdr, c, 0, &e), -1);
	ck_assert_msg(strncmp(e.msg, t->why, strlen(t->why)) == 0,
	    "message %s", e.msg);
	maze_frames_init(&f, &w, 3, 10);
	ck_assert_int_eq(maze_frames_head(&f, &m.hdr, m.w, m.h, m.d), -1);
	ck_assert_int_eq(f.failed, 1);
	ck_assert_msg(strncmp(f.err.msg, t->why, strlen(t->why)) == 0,
	    "message %s", f.err.msg);
	fp = fopen("/dev/null", "w");
	ck_assert_ptr_nonnull(fp);
	ck_assert_int_eq(maze_fwrite(fp, &m, &e), -1);
	fclose(fp);
	/* Nothing of those mazes, not even the line between them. */
	ck_assert_uint_eq(w.mazes, 1);
	out_close(&o);
	ck_assert_uint_eq(o.len, first);
	free(o.buf);
	free(line);
	maze_cells_free(c);
	maze_free(&m);
	maze_free(&good);
}
END_TEST

/*
 * Grid flags no grid line says are refused, nothing written: two kinds of
 * cells, or a weave of other than square ones; and a size the grid's kind
 * cannot have.
 */
START_TEST(test_write_grid_flags)
{
	static const unsigned bad[] = { MAZE_GRID_HEX | MAZE_GRID_DELTA,
	    MAZE_GRID_HEX | MAZE_GRID_WEAVE, MAZE_GRID_DELTA | MAZE_GRID_MASK |
	    MAZE_GRID_WEAVE };
	char want[64];
	struct maze_writer w;
	struct maze_err e;
	struct maze m;
	struct out o;
	size_t i;
	int rc;

	maze_init(&m);
	maze_from_str(&m, "; grid delta\n" DELTA_ROWS);
	for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		out_open(&o);
		maze_writer_init(&w, o.fp);
		m.hdr.grid = bad[i];
		ck_assert_int_eq(maze_write(&w, &m, &e), -1);
		snprintf(want, sizeof want, "grid: flags 0x%x, not a grid "
		    "maze(5) knows", bad[i]);
		ck_assert_str_eq(e.msg, want);
		out_close(&o);
		ck_assert_uint_eq(o.len, 0);
		free(o.buf);
	}
	/* Nor a hex grid 9 blocks wide, nor one of levels. */
	ck_assert_int_eq(maze_alloc(&m, 9, 5, &e), 0);
	memset(m.b, MAZE_WALL, maze_blocks(&m));
	for (i = 0; i < 2; i++) {
		out_open(&o);
		maze_writer_init(&w, o.fp);
		m.hdr.grid = MAZE_GRID_HEX;
		rc = i == 0 ? maze_write(&w, &m, &e) :
		    maze_write_head(&w, &m.hdr, 15, 5, 3, &e);
		ck_assert_int_eq(rc, -1);
		ck_assert_str_eq(e.msg, i == 0 ? "hex grid 9 blocks wide: w "
		    "cells across are 4w+3 blocks, w >= 1 (maze(5) \"Grids\")" :
		    "hex grid of 3 levels: a hex grid has one (maze(5) "
		    "\"Grids\")");
		out_close(&o);
		ck_assert_uint_eq(o.len, 0);
		free(o.buf);
	}
	maze_free(&m);
}
END_TEST

/* Lines at the edges of what the reader keeps, which go back as they are. */
START_TEST(test_edge_header)
{
	static const char *const lines[] = { ";", "; sizes 3 3", "; a\rb",
	    ";\t", "; mazes", "; levels 0", ";;size 3 3", "; \001\377" };
	struct maze *v;
	struct maze m;
	struct out o;
	char *line = long_line(65536);
	size_t i, n;

	maze_init(&m);
	maze_from_str(&m, man_example);
	for (i = 0; i < sizeof lines / sizeof lines[0]; i++)
		ck_assert_int_eq(maze_hdr_add(&m, "%s", lines[i]), 0);
	ck_assert_int_eq(maze_hdr_add(&m, "%s", line), 0);
	write_all(&o, &m, 1);
	v = read_all(o.buf, o.len, &n);
	ck_assert_uint_eq(n, 1);
	assert_same_maze(&v[0], &m);
	free(o.buf);
	free_all(v, n);
	free(line);
	maze_free(&m);
}
END_TEST

/* A maze of no blocks is refused, nothing written. */
START_TEST(test_write_sizes)
{
	static const uint32_t sizes[][3] = { { 0, 0, 1 }, { 3, 0, 1 },
	    { 0, 3, 1 }, { 3, 3, 0 }, { 0, 0, 3 } };
	struct maze_hdr hdr = { NULL, 0, 0, 0 };
	struct maze_writer w;
	struct maze_err e;
	struct maze m;
	struct out o;
	size_t i;

	out_open(&o);
	maze_writer_init(&w, o.fp);
	for (i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
		memset(&e, 0, sizeof e);
		ck_assert_msg(maze_write_head(&w, &hdr, sizes[i][0],
		    sizes[i][1], sizes[i][2], &e) == -1, "%ux%ux%u written",
		    sizes[i][0], sizes[i][1], sizes[i][2]);
		ck_assert_msg(e.msg[0] != '\0', "no message");
	}
	ck_assert_str_eq(e.msg, "empty maze: 0x0x3 blocks");
	maze_init(&m);
	ck_assert_int_eq(maze_write(&w, &m, &e), -1);
	ck_assert_str_eq(e.msg, "empty maze: 0x0 blocks");
	ck_assert_int_eq(maze_write_grid(&w, &m, &e), -1);
	ck_assert_uint_eq(w.mazes, 0);
	out_close(&o);
	ck_assert_uint_eq(o.len, 0);
	free(o.buf);
}
END_TEST

/*
 * The frames' schedule: n frames at steps floor(j total / (n - 1)), the
 * last (never due: the caller writes it) at total; at most one a step.
 */
START_TEST(test_frames_schedule)
{
	static const struct {
		uint64_t want, total;
		uint64_t at[8];		/* the steps due, then UINT64_MAX */
	} s[] = {
		{ 4, 10, { 0, 3, 6, UINT64_MAX } },
		{ 2, 10, { 0, UINT64_MAX } },
		{ 0, 3, { 0, 1, 2, UINT64_MAX } },
		{ 9, 3, { 0, 1, 2, UINT64_MAX } },
		{ 4, 3, { 0, 1, 2, UINT64_MAX } },
		{ 3, 5, { 0, 2, UINT64_MAX } },
		{ 5, 0, { UINT64_MAX } },
		{ 3, UINT64_C(1) << 40, { 0, UINT64_C(1) << 39, UINT64_MAX } },
		/* A frame a step of a longer run: as many as a line numbers. */
		{ 0, 2000000, { 0, 2, 4, 6, 8, 10, 12, 14 } },
	};
	struct maze_frames f;
	struct maze_writer w;
	struct maze_hdr hdr = { NULL, 0, 0, 0 };
	size_t i, j;
	FILE *fp = fopen("/dev/null", "w");

	ck_assert_ptr_nonnull(fp);
	maze_writer_init(&w, fp);
	for (i = 0; i < sizeof s / sizeof s[0]; i++) {
		maze_frames_init(&f, &w, s[i].want, s[i].total);
		ck_assert_uint_le(f.n, MAZE_FRAMES_MAX);
		for (j = 0; ; j++) {
			/* A long run's schedule: its first frames. */
			if (j == 8)
				break;
			ck_assert_msg(f.next == s[i].at[j], "case %zu frame "
			    "%zu at %llu", i, j, (unsigned long long)f.next);
			if (f.next == UINT64_MAX)
				break;
			ck_assert_int_eq(maze_frames_head(&f, &hdr, 1, 1, 1),
			    0);
		}
		ck_assert_int_eq(j == 8 ? MAZE_FRAMES_MAX : f.k + 1, f.n);
	}
	fclose(fp);
}
END_TEST

/*
 * A frame whose rows cannot be written ends the frames: none is due again,
 * or a caller waiting for the next (mazegen's reveal loop) would wait
 * forever, and the error is kept for the caller to report.
 */
START_TEST(test_frames_error)
{
	static const unsigned char rows[] = "###";
	struct maze_frames f;
	struct maze_writer w;
	struct maze_hdr hdr = { NULL, 0, 0, 0 };
	char buf[4096];
	uint32_t y;
	FILE *fp = fopen("/dev/full", "w");

	/* The head fits the buffer; the rows overflow it, and fail. */
	ck_assert_ptr_nonnull(fp);
	ck_assert_int_eq(setvbuf(fp, buf, _IOFBF, sizeof buf), 0);
	maze_writer_init(&w, fp);
	maze_frames_init(&f, &w, 3, 10);
	ck_assert_uint_eq(f.next, 0);
	ck_assert_int_eq(maze_frames_head(&f, &hdr, 3, 2000, 1), 0);
	ck_assert_uint_eq(f.next, 5);
	ck_assert_int_eq(maze_frames_rows(&f, rows, 3, 1), 0);
	for (y = 1; y < 2000; y++)
		if (maze_frames_rows(&f, rows, 3, 1) == -1)
			break;
	ck_assert_uint_lt(y, 2000);
	ck_assert_int_eq(f.failed, 1);
	ck_assert_uint_eq(f.next, UINT64_MAX);
	ck_assert_msg(strncmp(f.err.msg, "write error: ", 13) == 0,
	    "message %s", f.err.msg);
	ck_assert_int_eq(maze_frames_head(&f, &hdr, 3, 2000, 1), -1);
	ck_assert_int_eq(maze_frames_rows(&f, rows, 3, 1), -1);
	ck_assert_uint_eq(f.next, UINT64_MAX);
	(void)fclose(fp);
}
END_TEST

START_TEST(test_frames_parse)
{
	static const char *const bad[] = { "0", "1", "-1", "x", "", "2x",
		"1000001", "ALL" };
	uint64_t want;
	const char *why;
	size_t i;

	ck_assert_int_eq(maze_frames_parse("all", &want, &why), 0);
	ck_assert_int_eq(want, 0);
	ck_assert_int_eq(maze_frames_parse("2", &want, &why), 0);
	ck_assert_int_eq(want, 2);
	ck_assert_int_eq(maze_frames_parse("1000000", &want, &why), 0);
	for (i = 0; i < sizeof bad / sizeof bad[0]; i++)
		ck_assert_msg(maze_frames_parse(bad[i], &want, &why) == -1,
		    "--frames '%s' taken", bad[i]);
	ck_assert_str_eq(why, "expected all, or 2 to 1000000 frames");
}
END_TEST

START_TEST(test_fwrite)
{
	struct maze_err e;
	struct maze m;
	struct out o;
	FILE *fp;

	/* One maze, written and flushed in one call. */
	maze_init(&m);
	maze_from_str(&m, "; keep me\n#S#\n#E#\n");
	out_open(&o);
	ck_assert_int_eq(maze_fwrite(o.fp, &m, &e), 0);
	ck_assert_uint_eq(o.len, 38);	/* flushed, so already there */
	out_close(&o);
	ck_assert_str_eq(o.buf, "; maze 1\n; size 3 2\n; keep me\n#S#\n#E#\n");
	free(o.buf);

	/* A write error shows when the buffer is flushed, in the same call. */
	fp = fopen("/dev/full", "w");
	ck_assert_ptr_nonnull(fp);
	memset(&e, 0, sizeof e);
	ck_assert_int_eq(maze_fwrite(fp, &m, &e), -1);
	ck_assert_uint_eq(e.line, 0);
	ck_assert_msg(strncmp(e.msg, "write error: ", 13) == 0, "message %s",
	    e.msg);
	fclose(fp);
	maze_free(&m);
}
END_TEST

Suite *
write_suite(void)
{
	Suite *s = suite_create("write");
	TCase *tc;

	tc = tcase_create("output");
	tcase_add_test(tc, test_man_example);
	tcase_add_test(tc, test_write_parts);
	tcase_add_test(tc, test_write_error);
	tcase_add_test(tc, test_fwrite);
	tcase_add_test(tc, test_write_sizes);
	suite_add_tcase(s, tc);

	tc = tcase_create("header lines");
	tcase_add_loop_test(tc, test_bad_header, 0,
	    sizeof badhdrs / sizeof badhdrs[0]);
	tcase_add_test(tc, test_edge_header);
	tcase_add_test(tc, test_write_grid_flags);
	suite_add_tcase(s, tc);

	tc = tcase_create("round trip");
	tcase_add_loop_test(tc, test_round_trip, 0,
	    sizeof trips / sizeof trips[0]);
	tcase_add_test(tc, test_round_trip_generated);
	suite_add_tcase(s, tc);

	tc = tcase_create("frames");
	tcase_add_test(tc, test_frames_schedule);
	tcase_add_test(tc, test_frames_parse);
	tcase_add_test(tc, test_frames_error);
	suite_add_tcase(s, tc);
	return s;
}
