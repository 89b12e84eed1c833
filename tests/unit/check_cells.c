/*
 * check_cells.c: the cell form of a cell maze.  Mazes of every generator,
 * with loops, marks, weights, S and E inside and in the outer wall, and
 * some no cell maze at all, are read both ways: as blocks, and as cells
 * falling back to blocks.  Each must give back every block as read, and
 * the same figures; blocks set on the form and on the blocks must stay the
 * same, and so must the endpoints mazepost moves either way.
 */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gen/genint.h"
#include "lib/libpriv.h"
#include "post/post.h"
#include "lib/libint.h"
#include "solve/solveint.h"
#include "stat/statint.h"
#include "unit.h"

int	stat_measure_blocks(const struct maze *, struct maze_search *,
	    struct maze_stat_figures *, struct maze_err *);

/* The bytes an open block may be, S and E apart. */
static const char marks[] = " +.@*~123456789abcdefghi";

/* A random open block of m, or MAZE_NONE after some tries. */
static size_t
some_open(const struct maze *m, struct maze_rng *r)
{
	size_t i, n = maze_blocks(m);
	int k;

	for (k = 0; k < 50; k++) {
		i = rng_below(r, (uint32_t)n);
		if (m->b[i] != MAZE_WALL)
			return i;
	}
	return MAZE_NONE;
}

/*
 * Maze k: a generated cell maze, then changed at random: passages opened
 * (loops), marks and weights, openings in the outer wall and floors, S
 * and E, and one time in three a block that makes it no cell maze, or a
 * row too many or too few.  Written into *buf as maze(5), with or without
 * its size line when flat, a maze after it to read too.
 */
static void
make(int k, struct maze *m, char **buf, size_t *len)
{
	const struct maze_gen_algo *g;
	struct maze_gen_opts o;
	struct maze_err e;
	struct maze_writer w;
	struct maze_rng r;
	uint32_t cw, ch, cd, y, rows, x;
	size_t i, n, a;
	int j, sizeline;
	FILE *fp;

	maze_rng_seed(&r, (uint64_t)k);
	for (a = 0; maze_gen_algo(a) != NULL; a++)
		continue;
	g = maze_gen_algo(rng_below(&r, (uint32_t)a));
	cw = 1 + rng_below(&r, 13);
	ch = 1 + rng_below(&r, 9);
	cd = k % 4 == 3 ? 2 + rng_below(&r, 3) : 1;
	maze_gen_opts_init(&o);
	if (cd > 1 && (g->flags & MAZE_GEN_LEVELS))
		ck_assert_int_eq(maze_gen_make3(m, g, cw, ch, cd, (uint64_t)k,
		    &o, &e), 0);
	else
		ck_assert_int_eq(maze_gen_make(m, g, cw, ch, (uint64_t)k, &e),
		    0);
	n = maze_blocks(m);
	/* Walls down, between cells or in the outer wall and floors. */
	for (j = (int)rng_below(&r, 6); j > 0; j--) {
		i = rng_below(&r, (uint32_t)n);
		x = (uint32_t)(i % m->w);
		y = (uint32_t)(i / m->w % m->h);
		if ((x + y) % 2 == 1 && (m->d == 1 ||
		    i / ((size_t)m->w * m->h) % 2 == 1))
			m->b[i] = MAZE_OPEN;
	}
	for (j = (int)rng_below(&r, 8); j > 0; j--)
		if ((i = some_open(m, &r)) != MAZE_NONE)
			m->b[i] = (unsigned char)marks[rng_below(&r,
			    sizeof marks - 1)];
	maze_find_ends(m);
	if (m->start == MAZE_NONE && rng_below(&r, 2) &&
	    (i = some_open(m, &r)) != MAZE_NONE && m->b[i] != MAZE_END)
		m->b[i] = MAZE_START;
	if (m->end == MAZE_NONE && rng_below(&r, 2) &&
	    (i = some_open(m, &r)) != MAZE_NONE && m->b[i] != MAZE_START)
		m->b[i] = MAZE_END;
	/* An opening in the outer wall: in the north, west or south. */
	x = 1 + 2 * rng_below(&r, cw);
	y = 1 + 2 * rng_below(&r, ch);
	switch (rng_below(&r, 4)) {
	case 0:
		m->b[maze_block(m, x, 0, m->d / 2)] = MAZE_OPEN;
		break;
	case 1:
		m->b[maze_block(m, 0, y, m->d / 2)] = (unsigned char)
		    marks[rng_below(&r, 2)];
		break;
	case 2:
		m->b[maze_block(m, m->w - 1, y, m->d / 2)] = MAZE_OPEN;
		break;
	default:
		m->b[maze_block(m, x, m->h - 1, m->d - 1)] = MAZE_OPEN;
	}
	rows = m->h * m->d;
	if (k % 3 == 1) {
		/* No cell maze, likely: a block the other way, anywhere. */
		i = rng_below(&r, (uint32_t)n);
		m->b[i] = m->b[i] == MAZE_WALL ? MAZE_OPEN : MAZE_WALL;
	}
	maze_find_ends(m);
	sizeline = m->d > 1 || k % 2 == 0;
	fp = open_memstream(buf, len);
	ck_assert_ptr_nonnull(fp);
	if (sizeline) {
		maze_writer_init(&w, fp);
		ck_assert_int_eq(maze_write(&w, m, &e), 0);
	} else {
		/* A bare grid; one time in five a row more or less. */
		if (k % 5 == 4)
			rows += rng_below(&r, 2) ? 1 : -1;
		for (y = 0; y < rows; y++)
			if (y < m->h)
				fprintf(fp, "%.*s\n", (int)m->w, m->b +
				    (size_t)y * m->w);
			else {
				for (x = 0; x < m->w; x++)
					putc(MAZE_WALL, fp);
				putc('\n', fp);
			}
	}
	/* The next maze of the stream. */
	fputs("\n" MAN_EXAMPLE_ROWS, fp);
	ck_assert_int_eq(fclose(fp), 0);
}

/*
 * Does form c give back every block of m, maze k, and as many open ones,
 * and draw every row of it, its kept bytes each used once?
 */
static void
same_blocks(const struct maze_cells *c, const struct maze *m, int k)
{
	unsigned char *row;
	size_t i, n = maze_blocks(m), kept = 0;
	uint64_t open = 0;
	uint32_t y;

	for (i = 0; i < n; i++) {
		REQUIRE(maze_cells_at(c, i) == m->b[i], "maze %d: block %zu is "
		    "'%c', not '%c'", k, i, maze_cells_at(c, i), m->b[i]);
		open += m->b[i] != MAZE_WALL;
	}
	ck_assert_uint_eq(c->open, open);
	row = malloc(m->w);
	ck_assert_ptr_nonnull(row);
	for (y = 0; y < m->h * m->d; y++) {
		maze_cells_draw(c, y, row, 0, &kept);
		REQUIRE(memcmp(row, m->b + (size_t)y * m->w, m->w) == 0,
		    "maze %d: row %u drawn wrong", k, y);
	}
	ck_assert_uint_eq(kept, c->nbytes);
	free(row);
}

/* Read maze k both ways: the same blocks, the same figures. */
START_TEST(test_both_ways)
{
	struct maze ma, mb;
	struct maze_reader ra, rb;
	struct maze_cells *c;
	struct maze_err e;
	struct maze_stat_figures sa, sb;
	struct maze_search *s;
	char *buf = NULL;
	size_t len = 0, n;
	FILE *fa, *fb;
	int rc, cells;

	maze_init(&ma);
	maze_init(&mb);
	make(_i, &ma, &buf, &len);
	fa = open_bytes(buf, len);
	fb = open_bytes(buf, len);
	maze_reader_init(&ra, fa);
	maze_reader_init(&rb, fb);
	c = maze_cells_new();
	s = maze_search_new();
	ck_assert_ptr_nonnull(c);
	ck_assert_ptr_nonnull(s);
	ck_assert_int_eq(maze_read(&ra, &ma, &e), 1);
	ck_assert_int_eq(maze_read_head(&rb, &mb, &e), 1);
	rc = maze_read_cells(&rb, &mb, c, &e);
	cells = maze_is_cells(&ma, NULL);
	ck_assert_msg(rc == 2 - cells, "maze %d: read as %d, a cell maze: %d",
	    _i, rc, cells);
	ck_assert_uint_eq(mb.w, ma.w);
	ck_assert_uint_eq(mb.h, ma.h);
	ck_assert_uint_eq(mb.d, ma.d);
	ck_assert_uint_eq(mb.start, ma.start);
	ck_assert_uint_eq(mb.end, ma.end);
	n = maze_blocks(&ma);
	if (rc == 2)
		ck_assert_msg(memcmp(mb.b, ma.b, n) == 0, "maze %d: blocks "
		    "differ", _i);
	else {
		same_blocks(c, &ma, _i);
		ck_assert_int_eq(maze_stat_measure_cells(c, s, &sb, &e), 0);
		ck_assert_int_eq(stat_measure_blocks(&ma, s, &sa, &e), 0);
		ck_assert_msg(memcmp(&sa, &sb, sizeof sa) == 0, "maze %d: "
		    "other figures", _i);
		/* Measured again: the marks of the first are gone. */
		ck_assert_int_eq(maze_stat_measure_cells(c, s, &sb, &e), 0);
		ck_assert_msg(memcmp(&sa, &sb, sizeof sa) == 0, "maze %d: "
		    "other figures measured twice", _i);
	}
	/* The reader goes on to the next maze. */
	ck_assert_int_eq(maze_read(&ra, &ma, &e), 1);
	ck_assert_int_eq(maze_read_head(&rb, &mb, &e), 1);
	ck_assert_int_eq(maze_read_cells(&rb, &mb, c, &e), 1);
	ck_assert_uint_eq(maze_cells_at(c, ma.end), MAZE_END);
	ck_assert_int_eq(maze_read(&ra, &ma, &e), 0);
	ck_assert_int_eq(maze_read_head(&rb, &mb, &e), 0);
	maze_search_free(s);
	maze_cells_free(c);
	maze_reader_free(&ra);
	maze_reader_free(&rb);
	fclose(fa);
	fclose(fb);
	free(buf);
	maze_free(&ma);
	maze_free(&mb);
}
END_TEST

/* A random block of m of the kind k: 0 a cell, 1 the outer wall beside a
 * cell, 2 a passage between two cells. */
static size_t
some_place(const struct maze *m, struct maze_rng *r, int k)
{
	uint32_t cw = m->w / 2, ch = m->h / 2, cd = maze_cell_levels(m);
	uint32_t x = rng_below(r, cw), y = rng_below(r, ch), z = rng_below(r,
	    cd);
	size_t c = maze_cell3(m, x, y, z);

	switch (k) {
	case 0:
		return c;
	case 1:
		switch (rng_below(r, 4)) {
		case 0:
			return maze_block(m, 2 * x + 1, 0, m->d > 1 ?
			    2 * z + 1 : 0);
		case 1:
			return maze_block(m, 0, 2 * y + 1, m->d > 1 ?
			    2 * z + 1 : 0);
		case 2:
			return maze_block(m, m->w - 1, 2 * y + 1, m->d > 1 ?
			    2 * z + 1 : 0);
		default:
			return maze_block(m, 2 * x + 1, m->h - 1, m->d > 1 ?
			    2 * z + 1 : 0);
		}
	default:
		return x + 1 < cw ? c + 1 : c;
	}
}

/* The text writer w wrote of the maze, with no header, as a string. */
static char *
text(int cells, const struct maze *m, const struct maze_cells *c, int route)
{
	struct maze_writer w;
	struct maze_err e;
	struct maze_hdr none = { NULL, 0, 0, 0 };
	char *buf = NULL;
	size_t len = 0;
	FILE *fp = open_memstream(&buf, &len);

	ck_assert_ptr_nonnull(fp);
	maze_writer_init(&w, fp);
	if (cells)
		ck_assert_int_eq(maze_write_cells(&w, &none, c, route, &e), 0);
	else {
		ck_assert_int_eq(maze_write_head(&w, &none, m->w, m->h, m->d,
		    &e), 0);
		ck_assert_int_eq(maze_write_rows(&w, m->b, m->w, m->h * m->d,
		    &e), 0);
	}
	ck_assert_int_eq(fclose(fp), 0);
	return buf;
}

/*
 * mazestat -b bfs,bfs on maze m's blocks and on its form c: the same runs
 * and figures.  (bfs solves m on the form, which k says it can.)
 */
static void
bench_both(struct maze *m, struct maze_cells *c, int k)
{
	struct stat_bench ba, bb;
	struct maze_err e;
	int ra, rb, j;

	stat_bench_init(&ba);
	stat_bench_init(&bb);
	ck_assert_int_eq(stat_bench_solvers(&ba, "bfs,bfs", &e), 0);
	ck_assert_int_eq(stat_bench_solvers(&bb, "bfs,bfs", &e), 0);
	ck_assert(stat_bench_form_ok(&bb));
	ra = stat_bench_maze(&ba, m, 1, NULL, &e);
	rb = stat_bench_form(&bb, c, 1, NULL, &e);
	ck_assert_msg(ra == 0 && rb == 0, "maze %d: bench %d on blocks, %d on "
	    "cells", k, ra, rb);
	for (j = 0; j < 2; j++) {
		ck_assert_uint_eq(bb.s[j].n, 1);
		ck_assert_uint_eq(bb.s[j].runs[0].explored,
		    ba.s[j].runs[0].explored);
		ck_assert_uint_eq(bb.s[j].runs[0].length,
		    ba.s[j].runs[0].length);
		ck_assert_uint_eq(bb.s[j].shortest, ba.s[j].shortest);
	}
	stat_bench_free(&ba);
	stat_bench_free(&bb);
}

/*
 * bfs on maze k's cells as read, and on its blocks: the same route, the
 * same figures.  S and E on cells, the outer wall or passages, loops,
 * marks to clear, and one time in six an opening more.
 */
START_TEST(test_solve_form)
{
	const struct maze_solve_algo *bfs;
	const struct maze_gen_algo *g;
	struct maze_gen_opts o;
	struct maze m, mb;
	struct maze_reader rb;
	struct maze_cells *c;
	struct maze_err e;
	struct maze_writer w;
	struct maze_solve sa, sb;
	struct maze_rng r;
	char *buf = NULL, *ta, *tb;
	size_t len = 0, i, n, a;
	int j, ra, rb2;
	FILE *fp;

	for (a = 0; (bfs = maze_solve_algo(a)) != NULL &&
	    strcmp(bfs->info.name, "bfs") != 0; a++)
		continue;
	ck_assert_ptr_nonnull(bfs);
	maze_rng_seed(&r, (uint64_t)_i + 1000);
	for (a = 0; maze_gen_algo(a) != NULL; a++)
		continue;
	g = maze_gen_algo(rng_below(&r, (uint32_t)a));
	maze_init(&m);
	maze_init(&mb);
	maze_gen_opts_init(&o);
	if (_i % 4 == 3 && (g->flags & MAZE_GEN_LEVELS))
		ck_assert_int_eq(maze_gen_make3(&m, g, 1 + rng_below(&r, 6),
		    1 + rng_below(&r, 6), 2 + rng_below(&r, 3), (uint64_t)_i,
		    &o, &e), 0);
	else
		ck_assert_int_eq(maze_gen_make(&m, g, 1 + rng_below(&r, 15),
		    1 + rng_below(&r, 9), (uint64_t)_i, &e), 0);
	n = maze_blocks(&m);
	for (i = 0; i < n; i++)
		if (m.b[i] == MAZE_START || m.b[i] == MAZE_END)
			m.b[i] = maze_isopen(m.b[i]) && (i % m.w == 0 ||
			    i % m.w == m.w - 1 || i / m.w % m.h == 0 ||
			    i / m.w % m.h == m.h - 1) ? MAZE_WALL : MAZE_OPEN;
	for (j = (int)rng_below(&r, 8); j > 0; j--)
		if ((i = some_place(&m, &r, 2)) != MAZE_NONE)
			m.b[i] = MAZE_OPEN;
	for (j = (int)rng_below(&r, 6); j > 0; j--)
		if ((i = some_open(&m, &r)) != MAZE_NONE)
			m.b[i] = (unsigned char)marks[rng_below(&r, 3)];
	m.b[some_place(&m, &r, (int)rng_below(&r, 3))] = MAZE_START;
	i = some_place(&m, &r, (int)rng_below(&r, 3));
	m.b[i] = m.b[i] == MAZE_START ? MAZE_START : MAZE_END;
	/* One time in five no way to E, if E is a cell: walls round it. */
	if (_i % 5 == 2 && m.end != MAZE_NONE) {
		maze_find_ends(&m);
		for (j = 0; j < maze_ndirs(m.d); j++) {
			a = (size_t)((ptrdiff_t)m.end + maze_dx[j] +
			    (ptrdiff_t)maze_dy[j] * m.w + (ptrdiff_t)maze_dz[j]
			    * m.w * m.h);
			if (m.end % m.w % 2 == 1 && m.end / m.w % m.h % 2 ==
			    1 && a < n && m.b[a] != MAZE_START)
				m.b[a] = MAZE_WALL;
		}
	}
	if (_i % 6 == 5 && (i = some_place(&m, &r, 1)) != MAZE_NONE &&
	    m.b[i] == MAZE_WALL)
		m.b[i] = MAZE_OPEN;
	fp = open_memstream(&buf, &len);
	ck_assert_ptr_nonnull(fp);
	maze_writer_init(&w, fp);
	ck_assert_int_eq(maze_write(&w, &m, &e), 0);
	ck_assert_int_eq(fclose(fp), 0);

	/* On the blocks, as mazesolve runs bfs on them. */
	ck_assert_int_eq(read_bytes(buf, len, &m, &e), 1);
	maze_clear_marks(&m);
	ck_assert_int_eq(maze_solve_init(&sa, &e), 0);
	sa.m = &m;
	ra = m.start != MAZE_NONE && m.end != MAZE_NONE ? bfs->run(&sa, &e) :
	    -2;
	/* On the cells. */
	fp = open_bytes(buf, len);
	maze_reader_init(&rb, fp);
	c = maze_cells_new();
	ck_assert_ptr_nonnull(c);
	ck_assert_int_eq(maze_read_head(&rb, &mb, &e), 1);
	ck_assert_int_eq(maze_read_cells(&rb, &mb, c, &e), 1);
	maze_cells_clear_marks(c);
	ck_assert_int_eq(maze_solve_init(&sb, &e), 0);
	rb2 = maze_solve_bfs_form(&sb, c, &e);
	if (rb2 != -2) {
		ck_assert_int_eq(rb2, ra);
		ck_assert_uint_eq(sb.length, sa.length);
		ck_assert_uint_eq(sb.cost, sa.cost);
		ck_assert_uint_eq(sb.explored, sa.explored);
		ck_assert_int_eq(sb.optimal, sa.optimal);
		ta = text(0, &m, NULL, 0);
		tb = text(1, NULL, c, rb2 == 1);
		ck_assert_msg(strcmp(ta, tb) == 0, "maze %d: solved as\n%s\n"
		    "on cells as\n%s", _i, ta, tb);
		free(ta);
		free(tb);
		/* mazestat -b bfs,bfs on the form: the same runs. */
		maze_cells_unmark(c);
		bench_both(&m, c, _i);
	}
	maze_solve_free(&sa);
	maze_solve_free(&sb);
	maze_cells_free(c);
	maze_reader_free(&rb);
	fclose(fp);
	free(buf);
	maze_free(&m);
	maze_free(&mb);
}
END_TEST

/*
 * A delta maze (mazegen --grid delta) is a square cell maze some of whose
 * walls never open: a form that takes it (maze_cells_take_delta(), as
 * mazesolve's) gives bfs the route and figures of the blocks' search; a
 * form that does not leaves it to the blocks.
 */
START_TEST(test_solve_delta)
{
	static const char *const names[] = { "backtracker", "kruskal",
	    "wilson", "prim", "growth", "hunt-and-kill", "corridor" };
	const struct maze_solve_algo *bfs;
	const struct maze_gen_algo *g;
	struct maze_gen_opts o;
	struct maze m, mb;
	struct maze_reader rb;
	struct maze_cells *c;
	struct maze_err e;
	struct maze_writer w;
	struct maze_solve sa, sb;
	struct maze_rng r;
	char *buf = NULL, *ta, *tb;
	size_t len = 0, a, i;
	uint32_t cw, ch;
	int take, ra, rb2, j;
	FILE *fp;

	for (a = 0; (bfs = maze_solve_algo(a)) != NULL &&
	    strcmp(bfs->info.name, "bfs") != 0; a++)
		continue;
	ck_assert_ptr_nonnull(bfs);
	maze_rng_seed(&r, (uint64_t)_i + 2000);
	for (a = 0; (g = maze_gen_algo(a)) != NULL && strcmp(g->info.name,
	    names[_i % 7]) != 0; a++)
		continue;
	ck_assert_ptr_nonnull(g);
	/* A triangle one cell wide meets the next only in two rows. */
	cw = 1 + rng_below(&r, 15);
	ch = 1 + rng_below(&r, cw == 1 ? 2 : 9);
	maze_init(&m);
	maze_init(&mb);
	maze_gen_opts_init(&o);
	o.grid = MAZE_GEN_GRID_DELTA;
	ck_assert_int_eq(maze_gen_make3(&m, g, cw, ch, 1, (uint64_t)_i, &o,
	    &e), 0);
	for (j = (int)rng_below(&r, 6); j > 0; j--)
		if ((i = some_open(&m, &r)) != MAZE_NONE && m.b[i] == MAZE_OPEN)
			m.b[i] = (unsigned char)marks[rng_below(&r, 3)];
	fp = open_memstream(&buf, &len);
	ck_assert_ptr_nonnull(fp);
	maze_writer_init(&w, fp);
	ck_assert_int_eq(maze_write(&w, &m, &e), 0);
	ck_assert_int_eq(fclose(fp), 0);
	ck_assert_int_eq(read_bytes(buf, len, &m, &e), 1);
	ck_assert_uint_eq(m.hdr.grid, MAZE_GRID_DELTA);
	maze_clear_marks(&m);
	ck_assert_int_eq(maze_solve_init(&sa, &e), 0);
	sa.m = &m;
	ra = bfs->run(&sa, &e);
	for (take = 0; take < 2; take++) {
		fp = open_bytes(buf, len);
		maze_reader_init(&rb, fp);
		c = maze_cells_new();
		ck_assert_ptr_nonnull(c);
		if (take)
			maze_cells_take_delta(c);
		ck_assert_int_eq(maze_read_head(&rb, &mb, &e), 1);
		ck_assert_int_eq(maze_read_cells(&rb, &mb, c, &e), take ? 1 :
		    2);
		if (take) {
			maze_cells_clear_marks(c);
			ck_assert_int_eq(maze_solve_init(&sb, &e), 0);
			rb2 = maze_solve_bfs_form(&sb, c, &e);
			ck_assert_int_eq(rb2, ra);
			ck_assert_uint_eq(sb.length, sa.length);
			ck_assert_uint_eq(sb.explored, sa.explored);
			ta = text(0, &m, NULL, 0);
			tb = text(1, NULL, c, rb2 == 1);
			ck_assert_msg(strcmp(ta, tb) == 0, "maze %d: solved "
			    "as\n%s\non cells as\n%s", _i, ta, tb);
			free(ta);
			free(tb);
			maze_solve_free(&sb);
		}
		maze_cells_free(c);
		maze_reader_free(&rb);
		fclose(fp);
	}
	maze_solve_free(&sa);
	free(buf);
	maze_free(&m);
	maze_free(&mb);
}
END_TEST

/*
 * A form a solve has marked its route in: maze_cells_clear_marks() takes
 * the route away, as maze_clear_marks() takes away '+', and
 * maze_stat_measure_cells() measures the maze as read (it took the route away
 * first; it crashed on it once).
 */
START_TEST(test_solved_form)
{
	struct maze_cells *c = maze_cells_new();
	struct maze_stat_figures was, now;
	struct maze_reader r;
	struct maze_err e;
	struct maze_solve sv;
	struct maze_search *s = maze_search_new();
	struct maze m;
	char *t;
	FILE *fp;
	int round;

	ck_assert_ptr_nonnull(c);
	ck_assert_ptr_nonnull(s);
	maze_init(&m);
	fp = open_bytes(MAN_EXAMPLE_ROWS, strlen(MAN_EXAMPLE_ROWS));
	maze_reader_init(&r, fp);
	ck_assert_int_eq(maze_read_head(&r, &m, &e), 1);
	ck_assert_int_eq(maze_read_cells(&r, &m, c, &e), 1);
	ck_assert_int_eq(maze_stat_measure_cells(c, s, &was, &e), 0);
	ck_assert_int_eq(maze_solve_init(&sv, &e), 0);
	for (round = 0; round < 2; round++) {
		ck_assert_int_eq(maze_solve_bfs_form(&sv, c, &e), 1);
		t = text(1, NULL, c, 1);
		ck_assert_ptr_nonnull(strchr(t, MAZE_PATH));
		free(t);
		if (round == 0)
			maze_cells_clear_marks(c);
		else {
			ck_assert_int_eq(maze_stat_measure_cells(c, s, &now,
			    &e), 0);
			ck_assert_mem_eq(&now, &was, sizeof now);
		}
		/* The rows as read, after the writer's header. */
		t = text(1, NULL, c, 1);
		ck_assert_uint_ge(strlen(t), strlen(MAN_EXAMPLE_ROWS));
		ck_assert_str_eq(t + strlen(t) - strlen(MAN_EXAMPLE_ROWS),
		    MAN_EXAMPLE_ROWS);
		free(t);
	}
	maze_solve_free(&sv);
	maze_search_free(s);
	maze_cells_free(c);
	maze_reader_free(&r);
	fclose(fp);
	maze_free(&m);
}
END_TEST

/*
 * Read maze k into its form, if it is a cell maze, and into blocks from the
 * same text: 1 and both read, else 0.
 */
static int
read_both(int k, struct maze *m, struct maze_cells *c)
{
	struct maze mb;
	struct maze_reader rb;
	struct maze_err e;
	char *buf = NULL;
	size_t len = 0;
	FILE *fp;
	int rc;

	maze_init(&mb);
	make(k, m, &buf, &len);
	fp = open_bytes(buf, len);
	maze_reader_init(&rb, fp);
	ck_assert_int_eq(maze_read_head(&rb, &mb, &e), 1);
	rc = maze_read_cells(&rb, &mb, c, &e);
	ck_assert_int_ne(rc, -1);
	ck_assert_int_eq(read_bytes(buf, len, m, &e), 1);
	maze_reader_free(&rb);
	fclose(fp);
	free(buf);
	maze_free(&mb);
	return rc == 1;
}

/*
 * Blocks of maze k set on the form as on its blocks, at random: cells,
 * openings of the outer wall, passages opened and closed; S and E moved,
 * one of each at most.  Every block must read back as the blocks have it, the
 * rows drawn the same, with as many open, and S and E where they are.
 */
START_TEST(test_cells_set)
{
	static const char cellb[] = " +5", outerb[] = "# +";
	struct maze m;
	struct maze_cells *c;
	struct maze_err e;
	struct maze_rng r;
	unsigned char b;
	size_t i, n, step[3];
	int j, j2, kind;

	maze_init(&m);
	c = maze_cells_new();
	ck_assert_ptr_nonnull(c);
	if (!read_both(_i, &m, c))
		goto done;
	maze_rng_seed(&r, (uint64_t)_i + 7);
	n = maze_blocks(&m);
	for (j = 0; j < 12; j++) {
		kind = (int)rng_below(&r, 3);
		i = some_place(&m, &r, kind == 2 ? 0 : kind);
		if (kind == 2) {
			/* The passage east, south or below the cell. */
			step[0] = 1;
			step[1] = m.w;
			step[2] = (size_t)m.w * m.h;
			j2 = (int)rng_below(&r, m.d > 1 ? 3 : 2);
			if (i + 2 * step[j2] >= n || (j2 == 0 &&
			    i % m.w + 2 >= m.w) || (j2 == 1 &&
			    i / m.w % m.h + 2 >= m.h))
				continue;
			i += step[j2];
		}
		if (m.b[i] == MAZE_START || m.b[i] == MAZE_END)
			continue;
		/* A passage may open or close: a wall or a byte of a cell. */
		b = (unsigned char)(kind == 0 ? cellb[rng_below(&r, 3)] :
		    outerb[rng_below(&r, 3)]);
		if (rng_below(&r, 3) == 0) {
			/* An endpoint moved here, its old block cleared. */
			b = rng_below(&r, 2) ? MAZE_START : MAZE_END;
			maze_find_ends(&m);
			if ((b == MAZE_START ? m.start : m.end) != MAZE_NONE) {
				n = b == MAZE_START ? m.start : m.end;
				ck_assert_int_eq(maze_cells_set(c, n,
				    MAZE_OPEN, &e), 0);
				m.b[n] = MAZE_OPEN;
				n = maze_blocks(&m);
			}
		}
		ck_assert_int_eq(maze_cells_set(c, i, b, &e), 0);
		m.b[i] = b;
	}
	maze_find_ends(&m);
	ck_assert_uint_eq(c->start, m.start);
	ck_assert_uint_eq(c->end, m.end);
	same_blocks(c, &m, _i);
done:
	maze_cells_free(c);
	maze_free(&m);
}
END_TEST

/* A random place for an endpoint: any kind, a cell maybe outside m. */
static void
some_spot(struct maze_rng *r, struct post_spot *sp, const char **arg)
{
	static const enum post_spot_kind kinds[] = { POST_SPOT_NONE,
	    POST_SPOT_CELL, POST_SPOT_NW, POST_SPOT_NE, POST_SPOT_SW,
	    POST_SPOT_SE, POST_SPOT_CENTER, POST_SPOT_RANDOM,
	    POST_SPOT_FARTHEST, POST_SPOT_FARTHEST };

	memset(sp, 0, sizeof *sp);
	sp->kind = kinds[rng_below(r, sizeof kinds / sizeof kinds[0])];
	sp->x = rng_below(r, 15);
	sp->y = rng_below(r, 10);
	sp->z = rng_below(r, 4) == 0 ? rng_below(r, 4) : 0;
	*arg = sp->kind == POST_SPOT_NONE ? NULL : "x";
}

/*
 * mazepost's options on maze k's form and on its blocks, chosen at random
 * (--keep-solution with --near alone): the same maze after, or the same
 * error; or the form leaves it to the blocks, unchanged.
 */
START_TEST(test_post_form)
{
	struct maze m;
	struct maze_cells *c;
	struct maze_err ea, eb;
	struct post_ops o;
	struct post_work w;
	struct maze_search *s;
	struct maze_rng r, ra, rb;
	char *ta, *tb, *before;
	int a, b;

	maze_init(&m);
	c = maze_cells_new();
	s = maze_search_new();
	ck_assert_ptr_nonnull(c);
	ck_assert_ptr_nonnull(s);
	if (!read_both(_i, &m, c))
		goto done;
	maze_rng_seed(&r, (uint64_t)_i + 3);
	memset(&o, 0, sizeof o);
	if (rng_below(&r, 5) == 0)
		o.diameter = 1;
	else {
		some_spot(&r, &o.start, &o.startarg);
		do
			some_spot(&r, &o.end, &o.endarg);
		while (o.start.kind == POST_SPOT_FARTHEST &&
		    o.end.kind == POST_SPOT_FARTHEST);
	}
	o.border = rng_below(&r, 3) == 0;
	/* The loop options, each one time in three. */
	if (rng_below(&r, 3) == 0) {
		o.sparsearg = "p";
		o.sparse = rng_below(&r, 5) / 4.0;
	}
	if (rng_below(&r, 3) == 0) {
		o.cyclesarg = "n";
		o.cycles = rng_below(&r, 6);
	}
	if (rng_below(&r, 3) == 0) {
		o.braidarg = "p";
		o.braid = rng_below(&r, 5) / 4.0;
	}
	if (rng_below(&r, 3) == 0) {
		o.removearg = "p";
		o.remove = rng_below(&r, 5) / 4.0;
	}
	if (rng_below(&r, 3) == 0) {
		o.neararg = "k";
		o.near = rng_below(&r, 9);
	}
	o.keep = (o.neararg != NULL || o.cyclesarg != NULL ||
	    o.braidarg != NULL || o.removearg != NULL) && rng_below(&r, 2) == 0;
	maze_cells_clear_marks(c);
	before = text(1, NULL, c, 0);
	maze_rng_seed(&ra, (uint64_t)_i);
	maze_rng_seed(&rb, (uint64_t)_i);
	post_work_init(&w);
	a = post_apply(&m, &o, &ra, s, &w, &ea);
	b = post_form_apply(c, &o, &rb, s, &eb);
	tb = text(1, NULL, c, 0);
	if (b == -2)
		ck_assert_msg(strcmp(tb, before) == 0, "maze %d: left to the "
		    "blocks, changed", _i);
	else {
		ck_assert_msg(a == b, "maze %d: %d on blocks (%s), %d on cells "
		    "(%s)", _i, a, a ? ea.msg : "", b, b ? eb.msg : "");
		if (a == -1)
			ck_assert_str_eq(eb.msg, ea.msg);
		else {
			ta = text(0, &m, NULL, 0);
			ck_assert_msg(strcmp(ta, tb) == 0, "maze %d: on the "
			    "blocks\n%s\non the cells\n%s", _i, ta, tb);
			ck_assert_uint_eq(c->start, m.start);
			ck_assert_uint_eq(c->end, m.end);
			free(ta);
		}
	}
	free(before);
	free(tb);
	post_work_free(&w);
done:
	maze_search_free(s);
	maze_cells_free(c);
	maze_free(&m);
}
END_TEST

/*
 * The walks' distances in three bytes a node and in four: the same, from
 * a random cell, and turned into --keep-solution's potential by a second
 * walk from another.  Every value a width holds must read back as set.
 */
START_TEST(test_walk_dists)
{
	static const uint32_t some[] = { 0, 1, 255, 256, 65535, 65536,
	    0xfffffe, 0x1000000, 0xfffffffe };
	struct maze m;
	struct maze_cells *c;
	struct maze_walk k;
	struct maze_err e;
	struct maze_dists d[2];
	struct maze_search *s;
	struct maze_rng r;
	size_t v, u, i;
	uint32_t len;
	int j, phi;

	maze_init(&m);
	c = maze_cells_new();
	s = maze_search_new();
	ck_assert_ptr_nonnull(c);
	ck_assert_ptr_nonnull(s);
	for (j = 0; j < 2; j++) {
		d[j].w = 3 + j;
		d[j].a = malloc(4 * (size_t)(sizeof some / sizeof *some));
		ck_assert_ptr_nonnull(d[j].a);
		for (i = 0; i < sizeof some / sizeof *some; i++)
			if (some[i] < 0xffffff || j == 1) {
				maze_dist_set(&d[j], i, some[i]);
				ck_assert_uint_eq(maze_dist(&d[j], i), some[i]);
			}
		maze_dists_clear(&d[j], 2);
		ck_assert_uint_eq(maze_dist(&d[j], 1), MAZE_DIST_NONE);
		free(d[j].a);
	}
	ck_assert_int_eq(maze_dists_width(0xffffff), 3);
	ck_assert_int_eq(maze_dists_width(0x1000000), 4);
	if (!read_both(_i, &m, c))
		goto done;
	maze_rng_seed(&r, (uint64_t)_i + 5);
	v = maze_cells_node(c, rng_below(&r, c->cw), rng_below(&r, c->ch),
	    rng_below(&r, c->cd));
	u = maze_cells_node(c, rng_below(&r, c->cw), rng_below(&r, c->ch),
	    rng_below(&r, c->cd));
	for (j = 0; j < 2; j++) {
		d[j].w = 3 + j;
		d[j].a = malloc(c->nodes * (size_t)d[j].w);
		ck_assert_ptr_nonnull(d[j].a);
		maze_dists_clear(&d[j], c->nodes);
		for (phi = 0; phi < 2; phi++) {
			ck_assert_int_eq(maze_walk_init(&k, c, s, 0, 1, &e), 0);
			len = maze_dist(&d[j], u);
			k.dist = &d[j];
			k.phi = phi && len != MAZE_DIST_NONE;
			k.len = len;
			ck_assert_int_eq(maze_walk_push(&k, phi ? u : v, &e),
			    0);
			ck_assert_int_eq(maze_walk_run(&k, &e), 0);
			maze_walk_reset(&k);
		}
	}
	for (i = 0; i < c->nodes; i++)
		ck_assert_msg(maze_dist(&d[0], i) == maze_dist(&d[1], i),
		    "maze %d: node %zu: %u in three bytes, %u in four", _i, i,
		    maze_dist(&d[0], i), maze_dist(&d[1], i));
	ck_assert_uint_eq(maze_dist(&d[0], v), 0);
	for (j = 0; j < 2; j++)
		free(d[j].a);
done:
	maze_search_free(s);
	maze_cells_free(c);
	maze_free(&m);
}
END_TEST

Suite *
cells_suite(void)
{
	Suite *s = suite_create("cells");
	TCase *tc = tcase_create("core");

	tcase_add_loop_test(tc, test_both_ways, 0, 600);
	tcase_add_loop_test(tc, test_solve_form, 0, 600);
	tcase_add_loop_test(tc, test_solve_delta, 0, 210);
	tcase_add_test(tc, test_solved_form);
	tcase_add_loop_test(tc, test_cells_set, 0, 600);
	tcase_add_loop_test(tc, test_post_form, 0, 1200);
	tcase_add_loop_test(tc, test_walk_dists, 0, 300);
	suite_add_tcase(s, tc);
	return s;
}
