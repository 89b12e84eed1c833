/*
 * check_api.c: the promises of maze(3) that hold across the layers: every
 * function of its SYNOPSIS given an empty maze (as maze_init() leaves it,
 * and maze_read() at the end of a stream), a form nothing was read into,
 * zero sizes and NULL where the page allows it returns -1 with a message,
 * or does what the page says; none crashes.
 */
#include <stdlib.h>
#include <string.h>

#include "gen/genint.h"
#include "post/post.h"
#include "render/renderint.h"
#include "solve/solveint.h"
#include "stat/statint.h"
#include "unit.h"

/* Does e say what it should, with some text? */
#define SAYS(e, what) \
	ck_assert_msg(strstr((e).msg, (what)) != NULL, \
	    "message \"%s\", not \"%s\"", (e).msg, (what))

/* A maze that maze_read() left empty at the end of its stream. */
static void
read_to_end(struct maze *m)
{
	struct maze_reader r;
	struct maze_err e;
	FILE *fp = open_bytes(man_example, strlen(man_example));

	maze_init(m);
	maze_reader_init(&r, fp);
	ck_assert_int_eq(maze_read(&r, m, &e), 1);
	ck_assert_int_eq(maze_read(&r, m, &e), 0);
	maze_reader_free(&r);
	fclose(fp);
}

START_TEST(read_ends_empty)
{
	struct maze m;

	read_to_end(&m);
	ck_assert_uint_eq(m.w, 0);
	ck_assert_uint_eq(m.h, 0);
	ck_assert_uint_eq(m.d, 1);
	ck_assert_uint_eq(m.hdr.n, 0);
	ck_assert_uint_eq(m.start, MAZE_NONE);
	maze_free(&m);
}
END_TEST

/* What went to o, in bytes, once closed; its memory freed. */
static size_t
out_bytes(struct out *o)
{
	out_close(o);
	free(o->buf);
	return o->len;
}

/* maze_render_draw() of an empty maze, in every format: -1, nothing drawn. */
START_TEST(draw_empty)
{
	struct maze_render_heat h;
	struct maze_render_opts o;
	struct maze_err e;
	struct maze m;
	struct out out;
	int f;

	for (f = MAZE_RENDER_PNG; f <= MAZE_RENDER_GIF; f++) {
		read_to_end(&m);
		maze_render_defaults(&o);
		o.format = f;
		out_open(&out);
		memset(&e, 0, sizeof e);
		ck_assert_int_eq(maze_render_draw(out.fp, &o, &m, NULL, 0, NULL,
		    NULL, &e), -1);
		SAYS(e, "empty maze");
		ck_assert_uint_eq(out_bytes(&out), 0);
		/* And as maze_init() leaves it, a block size given. */
		maze_free(&m);
		o.block = 1;
		out_open(&out);
		ck_assert_int_eq(maze_render_draw(out.fp, &o, &m, NULL, 0, NULL,
		    NULL, &e), -1);
		SAYS(e, "empty maze");
		ck_assert_uint_eq(out_bytes(&out), 0);
	}
	/* A size with no blocks behind it. */
	maze_init(&m);
	m.w = m.h = 5;
	maze_render_defaults(&o);
	o.format = MAZE_RENDER_ASCII;
	out_open(&out);
	ck_assert_int_eq(maze_render_draw(out.fp, &o, &m, NULL, 0, NULL, NULL,
	    &e), -1);
	ck_assert_uint_eq(out_bytes(&out), 0);
	/* Its size checked, and an empty maze's heat map has no root. */
	read_to_end(&m);
	maze_render_defaults(&o);
	ck_assert_int_eq(render_check_size(&o, &m, &e), 0);
	o.map = MAZE_RENDER_MAP_VIRIDIS;
	maze_render_heat_init(&h);
	ck_assert_int_eq(maze_render_heat_map(&h, &o, &m, &e), -1);
	maze_render_heat_free(&h);
	maze_free(&m);
}
END_TEST

/* maze_render_animate()'s next: an empty maze. */
static int
next_empty(void *arg, struct maze *m, struct maze_render_heat *h)
{
	int *left = arg;

	(void)h;
	if ((*left)-- == 0)
		return 0;
	maze_free(m);
	return 1;
}

START_TEST(animate_empty)
{
	struct maze_render_opts o;
	struct maze_err e;
	struct maze_render_heat h;
	struct out out;
	int left = 1;

	maze_render_defaults(&o);
	o.format = MAZE_RENDER_GIF;
	maze_render_heat_init(&h);
	out_open(&out);
	ck_assert_int_eq(maze_render_animate(out.fp, 1, &o, next_empty, &left,
	    &h, &e), -1);
	SAYS(e, "empty maze");
	ck_assert_uint_eq(out_bytes(&out), 0);
	maze_render_heat_free(&h);
}
END_TEST

START_TEST(measure_empty)
{
	struct maze_stat_figures st;
	struct maze_err e;
	struct maze_search *s = maze_search_new();
	struct maze m;

	ck_assert_ptr_nonnull(s);
	read_to_end(&m);
	ck_assert_int_eq(maze_stat_measure(&m, s, &st, &e), -1);
	SAYS(e, "empty maze");
	maze_free(&m);
	maze_search_free(s);
}
END_TEST

/* Every solver on an empty maze, and on ends outside the grid. */
START_TEST(solve_empty)
{
	const struct maze_solve_algo *a;
	struct maze_err e;
	struct maze_solve sv;
	struct maze_rng rng;
	struct maze m;
	size_t i;

	ck_assert_int_eq(maze_solve_init(&sv, &e), 0);
	maze_rng_seed(&rng, 1);
	sv.rng = &rng;
	sv.m = &m;
	for (i = 0; (a = maze_solve_algo(i)) != NULL; i++) {
		read_to_end(&m);
		memset(&e, 0, sizeof e);
		ck_assert_int_eq(a->run(&sv, &e), -1);
		SAYS(e, "empty maze");
		maze_free(&m);
		maze_from_str(&m, man_example);
		m.end = maze_blocks(&m);
		ck_assert_msg(a->run(&sv, &e) == -1, "%s", a->info.name);
		SAYS(e, "outside the maze");
		maze_free(&m);
	}
	maze_solve_free(&sv);
}
END_TEST

/*
 * A form nothing was read into, or whose reading found no cell maze:
 * refused by what takes a form whole.
 */
START_TEST(form_empty)
{
	struct maze_cells *c = maze_cells_new();
	struct maze_stat_figures st;
	struct maze_writer w;
	struct maze_reader r;
	struct maze_err e;
	struct maze_search *s = maze_search_new();
	struct maze_solve sv;
	struct maze m;
	struct out out;
	FILE *fp;
	int pass;

	ck_assert_ptr_nonnull(c);
	ck_assert_ptr_nonnull(s);
	ck_assert_int_eq(maze_solve_init(&sv, &e), 0);
	maze_init(&m);
	sv.m = &m;
	for (pass = 0; pass < 2; pass++) {
		memset(&e, 0, sizeof e);
		ck_assert_int_eq(maze_stat_measure_cells(c, s, &st, &e), -1);
		SAYS(e, "no cell maze");
		ck_assert_int_eq(maze_solve_bfs_form(&sv, c, &e), -1);
		SAYS(e, "no cell maze");
		ck_assert_int_eq(maze_cells_blocks(c, &m, &e), -1);
		SAYS(e, "no cell maze");
		out_open(&out);
		maze_writer_init(&w, out.fp);
		ck_assert_int_eq(maze_write_cells(&w, &m.hdr, c, 1, &e), -1);
		SAYS(e, "no cell maze");
		ck_assert_uint_eq(out_bytes(&out), 0);
		maze_cells_clear_marks(c);
		/* Then a cell maze, and a maze of blocks after it. */
		fp = open_bytes(man_example, strlen(man_example));
		maze_reader_init(&r, fp);
		ck_assert_int_eq(maze_read_head(&r, &m, &e), 1);
		ck_assert_int_eq(maze_read_cells(&r, &m, c, &e), 1);
		maze_reader_free(&r);
		fclose(fp);
		ck_assert_int_eq(maze_stat_measure_cells(c, s, &st, &e), 0);
		fp = open_bytes("####\n#SE#\n####\n", 15);
		maze_reader_init(&r, fp);
		ck_assert_int_eq(maze_read_head(&r, &m, &e), 1);
		ck_assert_int_eq(maze_read_cells(&r, &m, c, &e), 2);
		maze_reader_free(&r);
		fclose(fp);
	}
	maze_solve_free(&sv);
	maze_search_free(s);
	maze_free(&m);
	maze_cells_free(c);
}
END_TEST

/* Zero sizes, a generator not found, and default options as NULL. */
START_TEST(gen_arguments)
{
	const struct maze_gen_algo *a;
	struct maze_err e;
	struct maze m, n;
	size_t i;

	maze_init(&m);
	maze_init(&n);
	for (i = 0; (a = maze_gen_algo(i)) != NULL; i++) {
		ck_assert_int_eq(maze_gen_make(&m, a, 0, 0, 1, &e), -1);
		ck_assert_int_eq(maze_gen_make(&m, a, 3, 0, 1, &e), -1);
		ck_assert_int_eq(maze_gen_make3(&m, a, 3, 3, 0, 1, NULL, &e),
		    -1);
		ck_assert_int_eq(maze_gen_make(&m, a, 3, 2, 7, &e), 0);
		ck_assert_int_eq(maze_gen_make3(&n, a, 3, 2, 1, 7, NULL, &e),
		    0);
		ck_assert_msg(maze_blocks(&m) == maze_blocks(&n) &&
		    memcmp(m.b, n.b, maze_blocks(&m)) == 0, "%s: NULL options "
		    "are not the defaults", a->info.name);
	}
	memset(&e, 0, sizeof e);
	ck_assert_int_eq(maze_gen_make(&m,
	    maze_gen_algo(maze_algo_find(maze_gen_info, "none")), 3, 3, 1, &e),
	    -1);
	SAYS(e, "no such generator");
	ck_assert_int_eq(maze_gen_make3(&m, NULL, 3, 3, 2, 1, NULL, &e), -1);
	ck_assert_int_eq(maze_algo_find(maze_gen_info, NULL), MAZE_NONE);
	ck_assert_int_eq(maze_algo_find(maze_solve_info, NULL), MAZE_NONE);
	ck_assert_ptr_null(maze_gen_algo(SIZE_MAX));
	ck_assert_ptr_null(maze_solve_algo(SIZE_MAX));
	maze_free(&m);
	maze_free(&n);
}
END_TEST

/* An empty maze is no cell maze, and says so where it begins. */
START_TEST(cells_of_empty)
{
	struct maze_err e;
	struct maze m;

	maze_init(&m);
	memset(&e, 0, sizeof e);
	ck_assert_int_eq(maze_is_cells(&m, &e), 0);
	SAYS(e, "not a cell maze: 0x0 blocks");
	read_to_end(&m);
	ck_assert_int_eq(maze_is_cells(&m, &e), 0);
	maze_free(&m);
}
END_TEST

/*
 * A maze that could not be read is left empty: nothing half read, with
 * rows never filled, passes for a maze to write or draw.
 */
START_TEST(read_error_empty)
{
	static const char *const bad[] = {
		"; size 7 500\n#######\n#S   E#\n",
		"#####\n#S E#\n##\n",
		"; c\n; size 3 3 3\n; level 0\n###\n",
		"; frame 3/2\n###\n",
	};
	struct maze_cells *c = maze_cells_new();
	struct maze_reader r;
	struct maze_writer w;
	struct maze_err e;
	struct maze m;
	struct out out;
	size_t i;
	FILE *fp;
	int cells;

	ck_assert_ptr_nonnull(c);
	for (i = 0; i < sizeof bad / sizeof bad[0]; i++)
		for (cells = 0; cells < 2; cells++) {
			maze_init(&m);
			fp = open_bytes(bad[i], strlen(bad[i]));
			maze_reader_init(&r, fp);
			if (cells && maze_read_head(&r, &m, &e) == 1)
				ck_assert_int_eq(maze_read_cells(&r, &m, c,
				    &e), -1);
			else if (!cells)
				ck_assert_int_eq(maze_read(&r, &m, &e), -1);
			maze_reader_free(&r);
			fclose(fp);
			ck_assert_msg(m.w == 0 && m.h == 0 && m.hdr.n == 0 &&
			    m.start == MAZE_NONE, "input %zu left %ux%u "
			    "blocks, %zu header lines", i, m.w, m.h, m.hdr.n);
			out_open(&out);
			maze_writer_init(&w, out.fp);
			ck_assert_int_eq(maze_write(&w, &m, &e), -1);
			ck_assert_uint_eq(out_bytes(&out), 0);
			maze_free(&m);
		}
	maze_cells_free(c);
}
END_TEST

/*
 * A maze read as its cells keeps its header, size and ends, and no blocks:
 * what takes a maze whole refuses it, and nothing reads a block of a maze
 * before it (a stale one, as there was, or none at all).
 */
START_TEST(cells_read_no_blocks)
{
	struct maze_cells *c = maze_cells_new();
	struct maze_stat_figures st;
	struct maze_search *s = maze_search_new();
	struct maze_reader r;
	struct maze_err e;
	struct maze m;
	struct out out;
	size_t start;
	FILE *fp;
	int k;

	ck_assert_ptr_nonnull(c);
	ck_assert_ptr_nonnull(s);
	maze_init(&m);
	for (k = 0; k < 2; k++) {
		/* First into a fresh maze, then over one read as blocks. */
		if (k == 1)
			maze_from_str(&m, "###\n#S#\n#E#\n");
		fp = open_bytes(man_example, strlen(man_example));
		maze_reader_init(&r, fp);
		ck_assert_int_eq(maze_read_head(&r, &m, &e), 1);
		ck_assert_int_eq(maze_read_cells(&r, &m, c, &e), 1);
		maze_reader_free(&r);
		fclose(fp);
		ck_assert_ptr_null(m.b);
		ck_assert_uint_eq(m.w, 9);
		ck_assert_uint_ne(m.start, MAZE_NONE);
		start = m.start;
		memset(&e, 0, sizeof e);
		ck_assert_int_eq(maze_is_cells(&m, &e), 0);
		ck_assert_msg(e.msg[0] != '\0', "no message");
		ck_assert_int_eq(maze_stat_measure(&m, s, &st, &e), -1);
		ck_assert_int_eq(maze_move_end(&m, MAZE_END, 1, 1, 0, "--to",
		    "1,1", &e), -1);
		maze_clear_marks(&m);
		maze_find_ends(&m);
		ck_assert_uint_eq(m.start, start);
		out_open(&out);
		ck_assert_int_eq(maze_fwrite(out.fp, &m, &e), -1);
		ck_assert_uint_eq(out_bytes(&out), 0);
		/* Its blocks, from the form. */
		ck_assert_int_eq(maze_cells_blocks(c, &m, &e), 0);
		ck_assert_int_eq(maze_is_cells(&m, &e), 1);
	}
	maze_free(&m);
	maze_cells_free(c);
	maze_search_free(s);
}
END_TEST

/*
 * What walks a maze, given one whose blocks are not in memory (read as
 * cells) or none at all: the route's length, each of mazepost's
 * operations called on its own, the heat map from a block, the solver
 * benchmark.  Each is -1 with a message.
 */
START_TEST(walks_no_blocks)
{
	struct post_spot spot = { POST_SPOT_FARTHEST, 0, 0, 0 };
	struct maze_search *s = maze_search_new();
	struct maze_render_opts o;
	struct maze_render_heat h;
	struct post_work w;
	struct stat_bench b;
	struct maze_err e;
	struct maze m;
	struct maze_rng r;
	const char *why;
	int64_t len;
	int k, rc, empty;

	ck_assert_ptr_nonnull(s);
	maze_rng_seed(&r, 1);
	for (empty = 0; empty < 2; empty++)
		for (k = 0; k < 13; k++) {
			maze_init(&m);
			if (!empty) {
				/* As maze_read_cells() leaves a cell maze. */
				m.w = 9;
				m.h = 7;
				m.start = 1;
				m.end = 61;
			}
			post_work_init(&w);
			maze_render_heat_init(&h);
			stat_bench_init(&b);
			memset(&e, 0, sizeof e);
			switch (k) {
			case 0:
				rc = stat_route_length(&m, s, &len, &e);
				break;
			case 1:
				rc = post_place(&m, MAZE_END, &spot, &r, s, &e);
				break;
			case 2:
				rc = post_keep(&m, &w, &e);
				break;
			case 3:
				rc = post_diameter(&m, &w, &e);
				break;
			case 4:
				rc = post_border(&m, MAZE_START, &e);
				break;
			case 5:
				rc = post_sparse(&m, 0.5, &r, &w, &e);
				break;
			case 6:
				rc = post_near(&m, 3, &w, &e);
				break;
			case 7:
				rc = post_cycles(&m, 3, &r, &w, &e);
				break;
			case 8:
				rc = post_braid(&m, 0.5, &r, &w, &e);
				break;
			case 9:
				rc = post_remove_walls(&m, 0.5, &r, &w, &e);
				break;
			case 10:
				rc = post_work_size(&w, &m, &e);
				break;
			case 11:
				maze_render_defaults(&o);
				o.map = MAZE_RENDER_MAP_VIRIDIS;
				ck_assert_int_eq(render_set_from(&o, "0,0",
				    &why), 0);
				rc = maze_render_heat_map(&h, &o, &m, &e);
				break;
			default:
				ck_assert_int_eq(stat_bench_solvers(&b,
				    "bfs,dfs", &e), 0);
				rc = stat_bench_maze(&b, &m, 0, NULL, &e);
				break;
			}
			ck_assert_msg(rc == -1, "call %d on %s maze: %d", k,
			    empty ? "an empty" : "a blockless", rc);
			ck_assert_msg(e.msg[0] != '\0', "call %d: no message",
			    k);
			stat_bench_free(&b);
			maze_render_heat_free(&h);
			post_work_free(&w);
			maze_free(&m);
		}
	maze_search_free(s);
}
END_TEST

/*
 * Render options out of range, and a picture past the side a picture
 * may have, are refused by the drawing itself, not only by a program's
 * render_check_size(): nothing drawn, nothing allocated for it.
 */
START_TEST(draw_options)
{
	struct maze_render_opts o;
	struct maze_err e;
	struct maze m;
	struct out out;
	int k;

	maze_init(&m);
	maze_from_str(&m, man_example);
	for (k = 0; k < 6; k++) {
		maze_render_defaults(&o);
		o.format = MAZE_RENDER_PGM;
		switch (k) {
		case 0:
			o.format = 99;
			break;
		case 1:
			o.format = -1;
			break;
		case 2:
			o.map = 7;
			break;
		case 3:
			o.colour = 3;
			break;
		case 4:
			o.level = 42;
			break;
		default:
			o.block = UINT32_MAX;
			break;
		}
		out_open(&out);
		memset(&e, 0, sizeof e);
		ck_assert_msg(maze_render_draw(out.fp, &o, &m, NULL, 0, NULL,
		    NULL, &e) == -1, "option %d drawn", k);
		ck_assert_msg(e.msg[0] != '\0', "option %d: no message", k);
		ck_assert_uint_eq(out_bytes(&out), 0);
	}
	SAYS(e, "pixels wide is more than");
	maze_free(&m);
}
END_TEST

/*
 * A struct maze_gen_opts a caller set past what the parsers make is refused,
 * as is a generator that does not stream to gen_stream_write(), and
 * NULL options are the defaults everywhere.
 */
START_TEST(gen_options)
{
	const struct maze_gen_algo *a;
	struct maze_gen_opts o;
	struct maze_writer w;
	struct maze_hdr hdr = { NULL, 0, 0, 0 };
	struct maze_err e;
	struct maze m;
	struct out out;
	size_t i;
	int k;

	maze_init(&m);
	for (i = 0; (a = maze_gen_algo(i)) != NULL; i++)
		for (k = 0; k < 8; k++) {
			maze_gen_opts_init(&o);
			switch (k) {
			case 0:
				o.nmix = MAZE_GEN_MAX_MIX + 1;
				break;
			case 1:
				o.nmix = 2;
				o.weight[0] = o.weight[1] = 0;
				break;
			case 2:
				o.pick[0] = (enum maze_gen_pick)9;
				break;
			case 3:
				o.newest = 0;
				break;
			case 4:
				o.corridor = 0;
				break;
			case 5:
				o.bias = 7;
				break;
			case 6:
				o.root = (enum maze_gen_root)9;
				break;
			default:
				o.nmix = 0;
				break;
			}
			memset(&e, 0, sizeof e);
			ck_assert_msg(maze_gen_make3(&m, a, 4, 3, 1, 1, &o,
			    &e) == -1, "%s: options %d taken", a->info.name, k);
			SAYS(e, "options: ");
		}
	/* Not streamed, or no generator: refused before a byte. */
	out_open(&out);
	maze_writer_init(&w, out.fp);
	ck_assert_int_eq(gen_stream_write(&w, &hdr,
	    maze_gen_algo(maze_algo_find(maze_gen_info, "division")), 4, 3, 1,
	    NULL, &e), -2);
	SAYS(e, "not row by row");
	ck_assert_int_eq(gen_stream_write(&w, &hdr, NULL, 4, 3, 1, NULL, &e),
	    -2);
	SAYS(e, "no such generator");
	ck_assert_int_eq(gen_stream_write(&w, &hdr,
	    maze_gen_algo(maze_algo_find(maze_gen_info, "eller")), 4, 3, 1,
	    NULL, &e), 0);
	ck_assert_int_eq(gen_frames_write(&w, &hdr,
	    maze_gen_algo(maze_algo_find(maze_gen_info, "kruskal")), 4, 3, 1, 1,
	    NULL, 3, &e), 0);
	ck_assert_uint_eq(w.mazes, 4);
	out_bytes(&out);
	maze_free(&m);
}
END_TEST

Suite *
api_suite(void)
{
	Suite *s = suite_create("api");
	TCase *tc = tcase_create("empty");

	tcase_add_test(tc, read_ends_empty);
	tcase_add_test(tc, draw_empty);
	tcase_add_test(tc, animate_empty);
	tcase_add_test(tc, measure_empty);
	tcase_add_test(tc, solve_empty);
	tcase_add_test(tc, form_empty);
	suite_add_tcase(s, tc);
	tcase_add_test(tc, cells_of_empty);
	tcase_add_test(tc, read_error_empty);
	tcase_add_test(tc, cells_read_no_blocks);
	tcase_add_test(tc, walks_no_blocks);
	tc = tcase_create("arguments");
	tcase_add_test(tc, gen_arguments);
	tcase_add_test(tc, draw_options);
	tcase_add_test(tc, gen_options);
	suite_add_tcase(s, tc);
	return s;
}
